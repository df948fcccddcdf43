//! Precompressed copies of the web app's files: `cargo xtask serve` and `build` write
//! `F.br` (brotli) and `F.gz` (gzip) beside each text or wasm file `F` of `www/` and
//! `www/pkg/`, and the server sends a copy, with `Content-Encoding`, to a browser whose
//! `Accept-Encoding` takes it: the bytes that cross the wire are the compressed ones, as a
//! real host would send them, compressed once and not on every request.
//!
//! A copy older than its file is never sent (a file edited since the last build is sent as
//! it is), and files that are compressed already (a `.gz`) get none. The short solver's
//! tables (`.bin`, 13 MB) are among the files copied, once after they are rebuilt.

use std::io::Write;
use std::path::{Path, PathBuf};

use flate2::write::GzEncoder;
use flate2::Compression;

use crate::util::{modified, Result};

/// A content coding a copy is written in, in the order the server prefers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coding {
    /// Brotli (`br`), quality 11: the smallest.
    Brotli,
    /// Gzip: for browsers without brotli (and plain HTTP, where some leave it out). Written
    /// by zopfli for the app's files (the same format, some 4 % smaller than level 9: the
    /// page's wasm 349.6 KB → 334.2 KB), by flate2's level 9 for a big one (zopfli would
    /// take minutes on the tables).
    Gzip,
}

impl Coding {
    /// Every coding, preferred first.
    pub const ALL: [Coding; 2] = [Coding::Brotli, Coding::Gzip];

    /// The coding's name in `Accept-Encoding` and `Content-Encoding`.
    pub fn token(self) -> &'static str {
        match self {
            Coding::Brotli => "br",
            Coding::Gzip => "gzip",
        }
    }

    /// The suffix of a copy in this coding.
    fn suffix(self) -> &'static str {
        match self {
            Coding::Brotli => "br",
            Coding::Gzip => "gz",
        }
    }

    /// Whether an `Accept-Encoding` value accepts this coding: listed by name (or `*`)
    /// with a quality above zero (RFC 9110 §12.5.3).
    pub fn accepted_by(self, accept: &str) -> bool {
        let mut star = false;
        for item in accept.split(',') {
            let mut parts = item.split(';');
            let name = parts.next().unwrap_or("").trim().to_ascii_lowercase();
            let q = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .find_map(|v| v.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if name == self.token() {
                return q > 0.0;
            }
            star |= name == "*" && q > 0.0;
        }
        star
    }

    /// Where the copy of `file` in this coding lies.
    pub fn copy_of(self, file: &Path) -> PathBuf {
        let mut name = file.as_os_str().to_owned();
        name.push(".");
        name.push(self.suffix());
        PathBuf::from(name)
    }

    fn compress(self, bytes: &[u8]) -> Result<Vec<u8>> {
        let mut out = Vec::new();
        match self {
            Coding::Brotli => {
                // Quality 11 for the app's files; for a big one (the short solver's 13 MB of
                // tables) quality 10 with a 16 MB window: 6.78 MB instead of 6.77, in half
                // the time (quality 11 took about three minutes of CI's build).
                let big = bytes.len() > BIG;
                let params = brotli::enc::BrotliEncoderParams {
                    quality: if big { 10 } else { 11 },
                    lgwin: if big { 24 } else { 22 },
                    ..Default::default()
                };
                brotli::BrotliCompress(&mut &bytes[..], &mut out, &params)
                    .map_err(|e| format!("brotli failed: {e}"))?;
            }
            Coding::Gzip if bytes.len() <= BIG => {
                zopfli::compress(
                    zopfli::Options::default(),
                    zopfli::Format::Gzip,
                    bytes,
                    &mut out,
                )
                .map_err(|e| format!("zopfli failed: {e}"))?;
            }
            Coding::Gzip => {
                let mut encoder = GzEncoder::new(&mut out, Compression::best());
                encoder
                    .write_all(bytes)
                    .and_then(|()| encoder.finish().map(drop))
                    .map_err(|e| format!("gzip failed: {e}"))?;
            }
        }
        Ok(out)
    }
}

/// Files above this many bytes are compressed a little faster (see [`Coding::compress`]).
const BIG: usize = 4 << 20;

/// Whether `file` gets copies: text and wasm, not what is compressed already.
fn compressible(file: &Path) -> bool {
    let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("");
    matches!(
        ext,
        "html" | "js" | "mjs" | "css" | "wasm" | "json" | "webmanifest" | "svg" | "txt" | "bin"
    )
}

/// The copy of `file` to send for `accept` (a request's `Accept-Encoding`, if any): the
/// preferred coding it accepts whose copy exists and is not older than `file`.
pub fn copy_for(file: &Path, accept: Option<&str>) -> Option<(Coding, PathBuf)> {
    let accept = accept?;
    let made = modified(file)?;
    Coding::ALL
        .into_iter()
        .filter(|c| c.accepted_by(accept))
        .map(|c| (c, c.copy_of(file)))
        .find(|(_, copy)| modified(copy).is_some_and(|t| t >= made))
}

/// Whether `file` has a copy at all (its responses then vary with `Accept-Encoding`).
pub fn has_copy(file: &Path) -> bool {
    Coding::ALL.iter().any(|c| c.copy_of(file).is_file())
}

/// Writes the missing or stale copies of the compressible files directly in each of `dirs`;
/// returns the bytes of each file and of its copies, `(file, raw, brotli, gzip)`, in the
/// order of `dirs`, then by name. Each file is compressed on its own thread: the tables'
/// brotli copy takes most of the time, and the other files' copies fit beside it.
pub fn precompress(dirs: &[PathBuf]) -> Result<Vec<(PathBuf, u64, u64, u64)>> {
    let mut files = Vec::new();
    for dir in dirs {
        let entries =
            std::fs::read_dir(dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
        let mut here: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.is_file() && compressible(p))
            .collect();
        here.sort();
        files.extend(here);
    }
    std::thread::scope(|scope| {
        let jobs: Vec<_> = files
            .iter()
            .map(|file| scope.spawn(move || copies_of(file)))
            .collect();
        jobs.into_iter()
            .map(|job| {
                job.join()
                    .map_err(|_| "a compression thread panicked".to_string())?
            })
            .collect()
    })
}

/// Writes `file`'s missing or stale copies; returns `(file, raw, brotli, gzip)` bytes.
fn copies_of(file: &Path) -> Result<(PathBuf, u64, u64, u64)> {
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let mut size = [0u64; 2];
    for (k, coding) in Coding::ALL.into_iter().enumerate() {
        let copy = coding.copy_of(file);
        if copy_for(file, Some(coding.token())).is_none() {
            let packed = coding.compress(&bytes)?;
            std::fs::write(&copy, packed)
                .map_err(|e| format!("cannot write {}: {e}", copy.display()))?;
        }
        size[k] = std::fs::metadata(&copy).map(|m| m.len()).unwrap_or(0);
    }
    Ok((file.to_path_buf(), bytes.len() as u64, size[0], size[1]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_encoding() {
        assert!(Coding::Brotli.accepted_by("gzip, deflate, br, zstd"));
        assert!(Coding::Gzip.accepted_by("gzip;q=0.5"));
        assert!(!Coding::Brotli.accepted_by("gzip, deflate"));
        assert!(!Coding::Brotli.accepted_by("br;q=0, *"));
        assert!(Coding::Brotli.accepted_by("*"));
        assert!(!Coding::Gzip.accepted_by("identity"));
        assert!(Coding::Gzip.accepted_by("GZIP ; q=1"));
    }

    /// Copies are written, round-trip to the file's bytes, are chosen by preference, and a
    /// copy older than its file is not sent.
    #[test]
    fn copies_round_trip_and_go_stale() {
        let dir = std::env::temp_dir().join(format!("minx-precompress-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("app.js");
        let text = "export const x = 'minx';\n".repeat(200);
        std::fs::write(&file, &text).unwrap();
        std::fs::write(dir.join("tables.bin.gz"), b"not again").unwrap();
        let sub = dir.join("sub");
        std::fs::create_dir_all(&sub).unwrap();
        std::fs::write(sub.join("b.css"), "b { color: red }\n".repeat(50)).unwrap();
        let sizes = precompress(&[dir.clone(), sub.clone()]).unwrap();
        let names: Vec<_> = sizes.iter().map(|s| s.0.clone()).collect();
        assert_eq!(
            names,
            [file.clone(), sub.join("b.css")],
            "compressible files, by dir"
        );
        assert!(
            sizes[0].2 < sizes[0].1 / 10 && sizes[0].3 < sizes[0].1 / 10,
            "{sizes:?}"
        );
        let br = std::fs::read(Coding::Brotli.copy_of(&file)).unwrap();
        let mut back = Vec::new();
        brotli::BrotliDecompress(&mut &br[..], &mut back).unwrap();
        assert_eq!(back, text.as_bytes());
        let gz = std::fs::read(Coding::Gzip.copy_of(&file)).unwrap();
        let mut back = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&gz[..]), &mut back)
            .unwrap();
        assert_eq!(back, text);
        let pick = |accept| copy_for(&file, Some(accept)).map(|c| c.0);
        assert_eq!(pick("gzip, br"), Some(Coding::Brotli));
        assert_eq!(pick("gzip"), Some(Coding::Gzip));
        assert_eq!(pick("identity"), None);
        assert_eq!(copy_for(&file, None), None);
        assert!(!Coding::Gzip.copy_of(&dir.join("tables.bin.gz")).exists());
        // Edited after the copies were made: sent as it is until the next build.
        std::thread::sleep(std::time::Duration::from_millis(20));
        std::fs::write(&file, "export const x = 'edited';\n").unwrap();
        assert_eq!(pick("gzip, br"), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
