//! The short solver's tables as a page asset: `www/pkg/short-tables.bin.gz`, the file
//! `minx tables --out FILE` writes (`solver::short::export_tables`), gzipped. The page's Web
//! Worker loads it instead of building the tables itself (and builds them if it cannot).
//!
//! It is rebuilt only when a source the tables depend on is newer than it.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use flate2::write::GzEncoder;
use flate2::Compression;

use crate::util::{self, banner, Result};

/// The asset's name in `www/pkg` (the worker fetches `pkg/` + this).
pub const ASSET: &str = "short-tables.bin.gz";

/// The source folders the tables are computed from.
const SOURCES: [&str; 3] = ["src/solver", "src/puzzle", "src/group"];

/// Writes `pkg/short-tables.bin.gz` unless it is newer than every source of the tables.
pub fn build_asset(pkg: &Path) -> Result {
    let root = util::root();
    let asset = pkg.join(ASSET);
    let newest = SOURCES
        .iter()
        .filter_map(|dir| newest_in(&root.join(dir)))
        .max();
    if let (Some(made), Some(newest)) = (modified(&asset), newest) {
        if made > newest {
            eprintln!("{} is up to date", asset.display());
            return Ok(());
        }
    }
    banner("short solver tables (native release build, then gzip)");
    let raw = root.join("target").join("short-tables.bin");
    let cli = util::release_cli()?;
    let out = raw.to_string_lossy();
    util::run(&cli.to_string_lossy(), &["tables", "--out", &out])?;
    let bytes = std::fs::read(&raw).map_err(|e| format!("cannot read {}: {e}", raw.display()))?;
    let gz = gzip(&bytes)?;
    std::fs::write(&asset, &gz).map_err(|e| format!("cannot write {}: {e}", asset.display()))?;
    eprintln!(
        "wrote {} ({:.1} MB from {:.1} MB)",
        asset.display(),
        gz.len() as f64 / 1e6,
        bytes.len() as f64 / 1e6
    );
    Ok(())
}

/// `bytes`, gzipped.
fn gzip(bytes: &[u8]) -> Result<Vec<u8>> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::default());
    encoder
        .write_all(bytes)
        .and_then(|()| encoder.finish())
        .map_err(|e| format!("gzip failed: {e}"))
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// The latest modification time of the files under `dir`.
fn newest_in(dir: &Path) -> Option<SystemTime> {
    let mut stack: Vec<PathBuf> = vec![dir.to_path_buf()];
    let mut newest = None;
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                newest = newest.max(modified(&path));
            }
        }
    }
    newest
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn gzip_round_trips() {
        let bytes: Vec<u8> = (0..10_000u32).map(|i| (i % 7) as u8).collect();
        let gz = gzip(&bytes).unwrap();
        assert!(gz.len() < bytes.len() / 10);
        let mut back = Vec::new();
        flate2::read::GzDecoder::new(&gz[..])
            .read_to_end(&mut back)
            .unwrap();
        assert_eq!(back, bytes);
    }

    #[test]
    fn newest_source_is_found() {
        let newest = newest_in(&util::root().join("src/solver/short")).unwrap();
        let asset_rs = modified(&util::root().join("src/solver/short/asset.rs")).unwrap();
        assert!(newest >= asset_rs);
        assert_eq!(newest_in(&util::root().join("no-such-dir")), None);
    }
}
