//! The service worker's build record, `www/pkg/build.js`: which files `www/sw.js` keeps for
//! offline use and the build's content hash, which names its cache (`minx-<hash>`). Written by
//! `cargo xtask serve` and `build` after every other file of the site, so a build that
//! changes any byte of it changes the record, the browser installs the new worker, and the
//! old build's cache is deleted (see `www/sw.js`).

use std::path::Path;

use sha2::{Digest, Sha256};

use crate::util::Result;

/// The record's path under `www/` (`sw.js` imports it).
pub const RECORD: &str = "pkg/build.js";

/// The service worker's own script (fetched by the browser, never cached by itself).
const WORKER: &str = "sw.js";

/// Files the worker caches when they are first fetched, not on install: the short solver's
/// tables, 13 MB, which only a short solve needs.
const LATER: [&str; 1] = ["pkg/short-tables.bin"];

/// `_headers` rules for hosts that read them: the worker and its record are always checked
/// with the server, so a new build is found on the next visit.
pub const HEADERS: &str =
    "/sw.js\n  Cache-Control: no-cache\n/pkg/build.js\n  Cache-Control: no-cache\n";

/// How many hex digits of the SHA-256 name a build.
const HASH_DIGITS: usize = 16;

/// Writes [`RECORD`] for the site in `www` (unless it already says the same); returns the
/// build's hash and the files kept on install.
pub fn write(www: &Path) -> Result<(String, Vec<String>)> {
    let mut kept = Vec::new();
    list(www, "", &mut kept)?;
    kept.retain(|f| keeps(f));
    kept.sort();
    let hashed: Vec<&str> = kept
        .iter()
        .map(String::as_str)
        .chain([WORKER])
        .chain(LATER.into_iter().filter(|f| www.join(f).is_file()))
        .collect();
    let hash = content_hash(www, &hashed)?;
    let text = record(&hash, &kept);
    let path = www.join(RECORD);
    if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok((hash, kept))
}

/// Whether the worker stores `file` (a path under `www/`) on install: every file of the
/// site but the precompressed copies (the worker stores what the browser unpacked), hidden
/// files, the worker and its record, and the files cached [`LATER`].
fn keeps(file: &str) -> bool {
    let name = file.rsplit('/').next().unwrap_or(file);
    !(name.starts_with('.')
        || name.ends_with(".br")
        || name.ends_with(".gz")
        || file == WORKER
        || file == RECORD
        || LATER.contains(&file))
}

/// Adds the files under `dir/prefix` to `out`, as `/`-separated paths under `dir`.
fn list(dir: &Path, prefix: &str, out: &mut Vec<String>) -> Result {
    let here = dir.join(prefix);
    let entries =
        std::fs::read_dir(&here).map_err(|e| format!("cannot list {}: {e}", here.display()))?;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = if prefix.is_empty() {
            name
        } else {
            format!("{prefix}/{name}")
        };
        if entry.path().is_dir() {
            list(dir, &path, out)?;
        } else {
            out.push(path);
        }
    }
    Ok(())
}

/// The first [`HASH_DIGITS`] hex digits of the SHA-256 of each file's name, length and bytes,
/// in the order given.
fn content_hash(www: &Path, files: &[&str]) -> Result<String> {
    let mut sha = Sha256::new();
    for file in files {
        let bytes =
            std::fs::read(www.join(file)).map_err(|e| format!("cannot read {file}: {e}"))?;
        sha.update(file.as_bytes());
        sha.update([0]);
        sha.update((bytes.len() as u64).to_le_bytes());
        sha.update(&bytes);
    }
    let digest = sha.finalize();
    Ok(digest
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect::<String>()[..HASH_DIGITS]
        .to_string())
}

/// The record's text: a classic script setting `self.MINX_BUILD`.
fn record(hash: &str, kept: &[String]) -> String {
    let value = serde_json::json!({ "hash": hash, "files": kept });
    format!(
        "// Written by cargo xtask (xtask/src/offline.rs): this build's content hash and the \
         files www/sw.js keeps for offline use.\nself.MINX_BUILD = {value};\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scratch site with a page, a module, a copy, the tables and the worker.
    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-offline-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("pkg/worker")).unwrap();
        for (file, text) in [
            ("index.html", "<!doctype html>"),
            ("index.html.br", "x"),
            ("sw.js", "importScripts('./pkg/build.js');"),
            ("pkg/minx_bg.wasm", "\0asm"),
            ("pkg/worker/minx.js", "export {}"),
            ("pkg/short-tables.bin", "tables"),
            ("pkg/.gitignore", "*"),
        ] {
            std::fs::write(dir.join(file), text).unwrap();
        }
        dir
    }

    #[test]
    fn the_record_lists_the_site_and_names_its_content() {
        let dir = scratch("record");
        let (hash, kept) = write(&dir).unwrap();
        assert_eq!(
            kept,
            ["index.html", "pkg/minx_bg.wasm", "pkg/worker/minx.js"]
        );
        assert_eq!(hash.len(), HASH_DIGITS);
        let text = std::fs::read_to_string(dir.join(RECORD)).unwrap();
        assert!(text.contains(&format!("\"hash\":\"{hash}\"")), "{text}");
        // The same site: the same record; one byte changed anywhere (the tables, the worker,
        // a kept file): another hash.
        assert_eq!(write(&dir).unwrap().0, hash);
        let mut seen = vec![hash];
        for file in ["pkg/short-tables.bin", "sw.js", "pkg/worker/minx.js"] {
            let mut bytes = std::fs::read(dir.join(file)).unwrap();
            bytes.push(b' ');
            std::fs::write(dir.join(file), bytes).unwrap();
            let (hash, _) = write(&dir).unwrap();
            assert!(!seen.contains(&hash), "{file}");
            seen.push(hash);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// The hash is SHA-256's, checked on the empty list against the published digest of
    /// the empty input.
    #[test]
    fn the_hash_is_sha256() {
        let dir = scratch("sha");
        assert_eq!(content_hash(&dir, &[]).unwrap(), "e3b0c44298fc1c14");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
