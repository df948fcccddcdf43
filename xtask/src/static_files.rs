//! The dev server's policy for files: which file a target names (never outside the root), its
//! MIME type, and its validators (`ETag`, `Last-Modified`) with the 304 rules of RFC 9110.

use std::fs::Metadata;
use std::path::{Component, Path, PathBuf};
use std::time::UNIX_EPOCH;

use crate::http::Request;
use crate::http_date;

/// The MIME type for a file name (the browser needs `application/wasm` for streaming
/// compilation and a JavaScript type for modules).
pub fn mime_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Maps a request target to a file under `root`, refusing anything that climbs out of it.
pub fn resolve(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let mut out = root.to_path_buf();
    for part in Path::new(path.trim_start_matches('/')).components() {
        match part {
            Component::Normal(p) => out.push(p),
            Component::CurDir => {}
            _ => return None,
        }
    }
    if out.is_dir() {
        out.push("index.html");
    }
    out.is_file().then_some(out)
}

/// A file's validators, from its metadata alone (the body is never read for them).
pub struct Validators {
    /// A strong entity tag: the length and the modification time in nanoseconds.
    pub etag: String,
    /// The modification time in whole seconds since the epoch.
    pub modified: u64,
}

impl Validators {
    /// The validators of a file with this metadata.
    pub fn of(meta: &Metadata) -> Validators {
        let mtime = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
            .unwrap_or_default();
        Validators {
            etag: format!("\"{:x}-{:x}\"", meta.len(), mtime.as_nanos()),
            modified: mtime.as_secs(),
        }
    }

    /// Whether `request` already has this version (answer 304): `If-None-Match` lists the tag
    /// (or `*`), or, only when there is no `If-None-Match`, `If-Modified-Since` is not older
    /// than the file.
    pub fn not_modified(&self, request: &Request) -> bool {
        if let Some(tags) = request.header("if-none-match") {
            return tags
                .split(',')
                .map(str::trim)
                .any(|t| t == "*" || t.strip_prefix("W/").unwrap_or(t) == self.etag);
        }
        request
            .header("if-modified-since")
            .and_then(http_date::parse)
            .is_some_and(|since| self.modified <= since)
    }

    /// The `ETag` and `Last-Modified` headers.
    pub fn headers(&self) -> [(&'static str, String); 2] {
        [
            ("ETag", self.etag.clone()),
            ("Last-Modified", http_date::format(self.modified)),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mime_types() {
        assert_eq!(mime_type(Path::new("pkg/minx_bg.wasm")), "application/wasm");
        assert!(mime_type(Path::new("main.js")).starts_with("text/javascript"));
        assert!(mime_type(Path::new("index.html")).starts_with("text/html"));
    }

    #[test]
    fn no_traversal() {
        let root = crate::util::root().join("xtask");
        assert!(resolve(&root, "/../Cargo.toml").is_none());
        assert!(resolve(&root, "/Cargo.toml?x=1").is_some());
        assert!(resolve(&root, "/src/../../Cargo.toml").is_none());
        assert!(resolve(&root, "/missing.txt").is_none());
    }
}
