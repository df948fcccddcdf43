//! The short solver's tables as one file: [`export_tables`] builds them all and writes them
//! out (the command line's cache); [`export_page_tables`] writes only those worth shipping
//! ([`Table::ships`]: the page's Web Worker loads that file, gzipped, from
//! `pkg/short-tables.bin`, and builds the others); [`import_tables`] checks such a file
//! and takes its tables instead of building them.
//!
//! # Format (all numbers little-endian)
//! | bytes | what |
//! | --- | --- |
//! | 8 | the magic `MINXSHRT` |
//! | 4 | the format version ([`FORMAT_VERSION`]) |
//! | 4 | the number of tables `n` |
//! | 8·n | each table's byte length, in [`Layout::tables`] order |
//! | Σ lengths | the tables' bytes, in the same order |
//! | 8 | an FNV-1a 64 checksum of everything before it |
//!
//! The count and lengths are the layout's fingerprint: a file written by a solver with other
//! tables is refused before anything is read from its body. Everything is checked before any
//! table is loaded, and nothing in a file makes the reader allocate more than the file's size.

use thiserror::Error;

use super::layout::Layout;
use super::packed::Table;
use super::prepare::{progress, TableProgress};
use super::tables::TableSet;

/// The first bytes of a table file.
pub const MAGIC: [u8; 8] = *b"MINXSHRT";
/// The version of the format written here (2: tables may be left out).
pub const FORMAT_VERSION: u32 = 2;
/// Bytes before the table lengths: magic, version, count.
const PREFIX: usize = 16;
/// Bytes of the checksum at the end.
const CHECKSUM: usize = 8;

/// Why a table file was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TableAssetError {
    /// Too short to hold even its header.
    #[error("the table file is too short ({found} bytes, its header needs {needed})")]
    TooShort {
        /// Bytes needed.
        needed: usize,
        /// Bytes there.
        found: usize,
    },
    /// Not a table file.
    #[error("not a table file of minx's short solver (it does not start with MINXSHRT)")]
    Magic,
    /// Another version of the format.
    #[error("the table file has format version {found}, this solver reads version {expected}")]
    Version {
        /// The version read here.
        expected: u32,
        /// The file's.
        found: u32,
    },
    /// Written for other tables (another version of the solver).
    #[error("the table file was written for other tables: {0}")]
    Fingerprint(String),
    /// The file's length does not match what its header announces (truncated or padded).
    #[error("the table file has {found} bytes, its header announces {expected}")]
    Length {
        /// Bytes announced.
        expected: usize,
        /// Bytes there.
        found: usize,
    },
    /// The bytes were changed on the way.
    #[error("the table file is corrupt (checksum {found:016x}, expected {expected:016x})")]
    Checksum {
        /// The checksum stored in the file.
        expected: u64,
        /// The checksum of its bytes.
        found: u64,
    },
    /// One table's data has the wrong length.
    #[error("a table's data has {found} bytes, the table needs {expected}")]
    TableLength {
        /// Bytes the table needs.
        expected: usize,
        /// Bytes given.
        found: usize,
    },
}

/// Builds every table of the default set (the command line's cache: the full set natively)
/// if needed, and writes them all as one file.
pub fn export_tables() -> Vec<u8> {
    export(Layout::get(), |_| true)
}

/// Builds the page's tables worth shipping ([`TableSet::Page`], [`Table::ships`]) and writes
/// them as one file; the others are left out (the page's worker builds them).
pub fn export_page_tables() -> Vec<u8> {
    export(Layout::of(TableSet::Page), |t| t.ships())
}

fn export(layout: &Layout, keep: impl Fn(&dyn Table) -> bool) -> Vec<u8> {
    let kept: Vec<&dyn Table> = layout.tables().filter(|&t| keep(t)).collect();
    super::par::map(kept.len(), super::par::available(), |i| kept[i].ensure());
    let tables: Vec<Vec<u8>> = layout
        .tables()
        .map(|t| {
            if keep(t) {
                t.save().expect("a table just built saves")
            } else {
                Vec::new()
            }
        })
        .collect();
    encode(&tables)
}

/// Checks a file written by [`export_tables`] (or, in the page, [`export_page_tables`]) and
/// loads its tables (those not built yet) into the default set; says how far the tables are
/// afterwards. Nothing is loaded from a file that is refused (a file of another set has other
/// table lengths).
pub fn import_tables(bytes: &[u8]) -> Result<TableProgress, TableAssetError> {
    import_into(Layout::get(), bytes)
}

/// [`import_tables`] into the tables of `set` (natively, the page's set: what the page's
/// worker does, measured by `cargo bench --bench worker_heap`).
pub fn import_tables_of(set: TableSet, bytes: &[u8]) -> Result<TableProgress, TableAssetError> {
    import_into(Layout::of(set), bytes)
}

fn import_into(layout: &Layout, bytes: &[u8]) -> Result<TableProgress, TableAssetError> {
    let lengths: Vec<usize> = layout.tables().map(|t| t.bytes()).collect();
    let parts = decode(bytes, &lengths)?;
    for (t, part) in layout.tables().zip(parts) {
        if !t.is_built() && !part.is_empty() {
            t.load(part.to_vec())?;
        }
    }
    Ok(progress(layout))
}

/// The file holding `tables`.
fn encode(tables: &[Vec<u8>]) -> Vec<u8> {
    let body: usize = tables.iter().map(Vec::len).sum();
    let mut out = Vec::with_capacity(PREFIX + 8 * tables.len() + body + CHECKSUM);
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(tables.len() as u32).to_le_bytes());
    for t in tables {
        out.extend_from_slice(&(t.len() as u64).to_le_bytes());
    }
    for t in tables {
        out.extend_from_slice(t);
    }
    let sum = fnv1a(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// The tables in `bytes` (empty where left out), once everything is checked against the
/// `lengths` the solver's tables have.
fn decode<'a>(bytes: &'a [u8], lengths: &[usize]) -> Result<Vec<&'a [u8]>, TableAssetError> {
    let header = PREFIX + 8 * lengths.len();
    check_prefix(bytes, header, lengths.len())?;
    let lengths = check_lengths(&bytes[PREFIX..header], lengths)?;
    let expected = header + lengths.iter().sum::<usize>() + CHECKSUM;
    if bytes.len() != expected {
        return Err(TableAssetError::Length {
            expected,
            found: bytes.len(),
        });
    }
    let (content, stored) = bytes.split_at(expected - CHECKSUM);
    let expected_sum = u64::from_le_bytes(stored.try_into().expect("8 bytes"));
    let found = fnv1a(content);
    if found != expected_sum {
        return Err(TableAssetError::Checksum {
            expected: expected_sum,
            found,
        });
    }
    let mut rest = &content[header..];
    Ok(lengths
        .iter()
        .map(|&n| {
            let (part, after) = rest.split_at(n);
            rest = after;
            part
        })
        .collect())
}

/// Checks the magic, the version and the number of tables (`count` expected), and that the
/// `header` is all there.
fn check_prefix(bytes: &[u8], header: usize, count: usize) -> Result<(), TableAssetError> {
    if bytes.len() >= MAGIC.len() && bytes[..MAGIC.len()] != MAGIC {
        return Err(TableAssetError::Magic);
    }
    if bytes.len() < PREFIX {
        return Err(TableAssetError::TooShort {
            needed: PREFIX,
            found: bytes.len(),
        });
    }
    let found = read_u32(bytes, 8);
    if found != FORMAT_VERSION {
        return Err(TableAssetError::Version {
            expected: FORMAT_VERSION,
            found,
        });
    }
    let n = read_u32(bytes, 12) as usize;
    if n != count {
        return Err(TableAssetError::Fingerprint(format!(
            "it has {n} tables, this solver has {count}"
        )));
    }
    if bytes.len() < header {
        return Err(TableAssetError::TooShort {
            needed: header,
            found: bytes.len(),
        });
    }
    Ok(())
}

/// Checks the file's table lengths (`raw`, 8 bytes each) against the solver's: each is the
/// solver's or 0 (left out). Returns the file's lengths.
fn check_lengths(raw: &[u8], lengths: &[usize]) -> Result<Vec<usize>, TableAssetError> {
    let mut out = Vec::with_capacity(lengths.len());
    for (k, (chunk, &want)) in raw.chunks_exact(8).zip(lengths).enumerate() {
        let found = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
        if found != want as u64 && found != 0 {
            return Err(TableAssetError::Fingerprint(format!(
                "its table {} has {found} bytes, this solver's has {want}",
                k + 1
            )));
        }
        out.push(found as usize);
    }
    Ok(out)
}

fn read_u32(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"))
}

/// The 64-bit FNV-1a hash of `bytes`.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> (Vec<Vec<u8>>, Vec<usize>) {
        let tables = vec![vec![1, 2, 3], vec![], (0..=255).collect()];
        let lengths = tables.iter().map(Vec::len).collect();
        (tables, lengths)
    }

    #[test]
    fn encode_then_decode_gives_the_tables_back() {
        let (tables, lengths) = sample();
        let file = encode(&tables);
        let parts = decode(&file, &lengths).unwrap();
        assert_eq!(parts, tables.iter().map(Vec::as_slice).collect::<Vec<_>>());
    }

    #[test]
    fn a_changed_byte_fails_the_checksum() {
        let (tables, lengths) = sample();
        let mut file = encode(&tables);
        let k = file.len() - CHECKSUM - 10;
        file[k] ^= 0x40;
        assert!(matches!(
            decode(&file, &lengths),
            Err(TableAssetError::Checksum { .. })
        ));
        let last = file.len() - 1;
        file[k] ^= 0x40;
        file[last] ^= 1;
        assert!(matches!(
            decode(&file, &lengths),
            Err(TableAssetError::Checksum { .. })
        ));
    }

    #[test]
    fn truncated_or_padded_files_are_refused() {
        let (tables, lengths) = sample();
        let file = encode(&tables);
        let whole = file.len();
        for cut in [whole - 1, whole - CHECKSUM - 5, PREFIX + 8 * 3] {
            assert_eq!(
                decode(&file[..cut], &lengths),
                Err(TableAssetError::Length {
                    expected: whole,
                    found: cut
                })
            );
        }
        for cut in [0, 5, PREFIX - 1, PREFIX + 8] {
            assert!(
                matches!(
                    decode(&file[..cut], &lengths),
                    Err(TableAssetError::TooShort { .. })
                ),
                "{cut}"
            );
        }
        let mut padded = file.clone();
        padded.push(0);
        assert!(matches!(
            decode(&padded, &lengths),
            Err(TableAssetError::Length { .. })
        ));
    }

    #[test]
    fn another_layout_is_refused_by_its_fingerprint() {
        let (tables, lengths) = sample();
        let file = encode(&tables);
        let e = decode(&file, &lengths[..2]).unwrap_err();
        assert_eq!(
            e,
            TableAssetError::Fingerprint("it has 3 tables, this solver has 2".into())
        );
        let e = decode(&file, &[3, 1, 255]).unwrap_err();
        assert!(e.to_string().contains("table 3 has 256 bytes"), "{e}");
    }

    #[test]
    fn wrong_magic_or_version_is_refused() {
        let (tables, lengths) = sample();
        let mut file = encode(&tables);
        file[8] = 9;
        assert_eq!(
            decode(&file, &lengths),
            Err(TableAssetError::Version {
                expected: FORMAT_VERSION,
                found: 9
            })
        );
        file[0] = b'X';
        assert_eq!(decode(&file, &lengths), Err(TableAssetError::Magic));
        assert_eq!(
            decode(b"<!doctype html>", &lengths),
            Err(TableAssetError::Magic)
        );
    }

    /// Garbage of every short length and a huge announced count never panic.
    #[test]
    fn garbage_never_panics() {
        let (_, lengths) = sample();
        let mut rng = crate::rng::Rng::new(3);
        for n in 0..200 {
            let bytes: Vec<u8> = (0..n).map(|_| rng.below(256) as u8).collect();
            assert!(decode(&bytes, &lengths).is_err());
        }
        let mut huge = MAGIC.to_vec();
        huge.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        huge.extend_from_slice(&u32::MAX.to_le_bytes());
        assert!(matches!(
            decode(&huge, &lengths),
            Err(TableAssetError::Fingerprint(_))
        ));
    }

    /// The page's file carries only the tables worth shipping, the others left out.
    #[test]
    fn the_page_file_leaves_out_the_tables_built_in_the_worker() {
        let layout = Layout::of(TableSet::Page);
        let file = export_page_tables();
        let lengths: Vec<usize> = layout.tables().map(|t| t.bytes()).collect();
        let parts = decode(&file, &lengths).unwrap();
        for (t, part) in layout.tables().zip(&parts) {
            assert_eq!(part.is_empty(), !t.ships(), "{}", t.name());
        }
        assert!(parts.iter().any(|p| p.is_empty()) && parts.iter().any(|p| !p.is_empty()));
    }

    /// The real tables: exported, imported again into tables already built (accepted, and
    /// every table is there); a table refuses data of the wrong length.
    #[test]
    fn real_tables_round_trip() {
        let file = export_tables();
        let p = import_tables(&file).unwrap();
        assert!(p.is_done());
        assert_eq!(p.bytes + PREFIX + 8 * p.total + CHECKSUM, file.len());
        let mut bad = file.clone();
        bad[PREFIX + 8 * p.total + 7] ^= 1;
        assert!(matches!(
            import_tables(&bad),
            Err(TableAssetError::Checksum { .. })
        ));
        let t = Layout::get().tables().next().unwrap();
        assert_eq!(
            t.load(vec![0; 3]),
            Err(TableAssetError::TableLength {
                expected: t.bytes(),
                found: 3
            })
        );
        assert_eq!(t.load(t.save().unwrap()), Ok(()));
    }
}
