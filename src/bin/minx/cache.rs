//! The short solver's tables between runs: the first `minx solve --method short` builds them
//! (seconds) and saves them as one file (`solver::short::export_tables`) in the cache folder;
//! later runs load that file (a fraction of a second). A file that is missing, unreadable or
//! written by another version of the solver (`import_tables` checks its header, fingerprint
//! and checksum) is simply rebuilt; a cache that cannot be written only costs the next run
//! the build again.
//!
//! The folder is `$MINX_CACHE_DIR`, else `$XDG_CACHE_HOME/minx`, else `~/.cache/minx`.

use std::path::PathBuf;
use std::time::Instant;

use minx::solver::short::{export_tables, import_tables, tables_ready};

/// The cache file's name in the cache folder.
const FILE: &str = "short-tables.bin";

/// Makes the short solver's tables ready: loaded from the cache, or built and saved there.
/// Says on standard error what it built and where it saved it.
pub fn short_tables() {
    let Some(path) = folder().map(|d| d.join(FILE)) else {
        return; // no folder: the solve builds its tables itself.
    };
    if let Ok(bytes) = std::fs::read(&path) {
        if import_tables(&bytes).is_ok_and(|p| p.is_done()) {
            return;
        }
    }
    let start = Instant::now();
    let bytes = export_tables();
    debug_assert!(tables_ready());
    let seconds = start.elapsed().as_secs_f64();
    match save(&path, &bytes) {
        Ok(()) => eprintln!(
            "minx: built the short solver's tables in {seconds:.1} s and saved them to {} for the next run",
            path.display()
        ),
        Err(e) => eprintln!(
            "minx: built the short solver's tables in {seconds:.1} s (not saved: {e})"
        ),
    }
}

/// Writes `bytes` to `path` through a temporary file, so that a run reading it at the same
/// time never sees half a file.
fn save(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// The cache folder, if the environment names one.
fn folder() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = var("MINX_CACHE_DIR") {
        return Some(PathBuf::from(dir));
    }
    if let Some(dir) = var("XDG_CACHE_HOME") {
        return Some(PathBuf::from(dir).join("minx"));
    }
    var("HOME").map(|home| PathBuf::from(home).join(".cache").join("minx"))
}
