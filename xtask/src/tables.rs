//! The short solver's tables as a page asset: `www/pkg/short-tables.bin`, the file
//! `minx tables --out FILE` writes (`solver::short::export_tables`). Like every file of the
//! page it gets precompressed copies (`precompress.rs`), and the server sends the brotli one
//! with `Content-Encoding: br` (6.8 MB of 13.0; gzip 7.6 MB), which the browser unpacks as it
//! arrives. The page's Web Worker loads it instead of building the tables itself (and builds
//! them if it cannot).
//!
//! It is rebuilt only when a source the tables depend on is newer than it.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::util::{self, banner, modified, Result};

/// The asset's name in `www/pkg` (the worker fetches `pkg/` + this).
pub const ASSET: &str = "short-tables.bin";

/// The source folders the tables are computed from.
const SOURCES: [&str; 3] = ["src/solver", "src/puzzle", "src/group"];

/// Writes `pkg/short-tables.bin` unless it is newer than every source of the tables.
pub fn build_asset(pkg: &Path) -> Result {
    let root = util::root();
    let asset = pkg.join(ASSET);
    let newest = SOURCES
        .iter()
        .filter_map(|dir| newest_in(&root.join(dir)))
        .max();
    if let (Some(made), Some(newest)) = (modified(&asset), newest) {
        if made > newest {
            util::say(format!("{} is up to date", asset.display()));
            return Ok(());
        }
    }
    banner("short solver tables (native release build; compressed with the other files)");
    let cli = util::cli()?;
    let out = asset.to_string_lossy();
    util::run(&cli.to_string_lossy(), &["tables", "--out", &out])
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

    #[test]
    fn newest_source_is_found() {
        let newest = newest_in(&util::root().join("src/solver/short")).unwrap();
        let asset_rs = modified(&util::root().join("src/solver/short/asset.rs")).unwrap();
        assert!(newest >= asset_rs);
        assert_eq!(newest_in(&util::root().join("no-such-dir")), None);
    }
}
