//! What the web app weighs: the bytes the page loads before it is ready (its HTML, CSS and
//! scripts and the page's wasm) and the worker's module, each raw and as sent (brotli,
//! gzip: the copies `precompress.rs` writes). `cargo xtask serve`/`build` print it after
//! the per-file sizes and the browser benchmark checks the page's total against issue 21's
//! target.

use std::path::Path;

use crate::util::Result;

/// The files the page loads before it is ready, relative to `www/`: the worker and its
/// module come later, when the first job is posted.
pub const PAGE_FILES: [&str; 6] = [
    "index.html",
    "style.css",
    "main.js",
    "api.js",
    "pkg/minx.js",
    "pkg/minx_bg.wasm",
];

/// The worker's script and module, relative to `www/`.
pub const WORKER_FILES: [&str; 3] = ["worker.js", "pkg/worker/minx.js", "pkg/worker/minx_bg.wasm"];

/// The target for the page before it is ready, as sent: brotli, the coding `serve` sends to
/// every browser that accepts it (the brief counts page weight "as sent (brotli)"; issue 21
/// first set it as gzip, which is printed beside it).
pub const PAGE_TARGET: u64 = 300 * 1000;

/// Bytes raw, as brotli and as gzip.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Weight {
    /// The files as they are.
    pub raw: u64,
    /// Their brotli copies.
    pub brotli: u64,
    /// Their gzip copies.
    pub gzip: u64,
}

impl std::ops::Add for Weight {
    type Output = Weight;
    fn add(self, o: Weight) -> Weight {
        Weight {
            raw: self.raw + o.raw,
            brotli: self.brotli + o.brotli,
            gzip: self.gzip + o.gzip,
        }
    }
}

impl std::fmt::Display for Weight {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kb = |b: u64| b as f64 / 1000.0;
        write!(
            f,
            "{:.1} KB raw, {:.1} KB brotli, {:.1} KB gzip",
            kb(self.raw),
            kb(self.brotli),
            kb(self.gzip)
        )
    }
}

/// The weight of `files` under `www`, from the files and their precompressed copies.
pub fn of(www: &Path, files: &[&str]) -> Result<Weight> {
    let size = |p: &Path| {
        std::fs::metadata(p)
            .map(|m| m.len())
            .map_err(|e| format!("cannot weigh {}: {e}", p.display()))
    };
    files.iter().try_fold(Weight::default(), |sum, name| {
        let file = www.join(name);
        let copy = |suffix: &str| {
            let mut p = file.clone().into_os_string();
            p.push(suffix);
            size(Path::new(&p))
        };
        Ok(sum
            + Weight {
                raw: size(&file)?,
                brotli: copy(".br")?,
                gzip: copy(".gz")?,
            })
    })
}

/// Prints the page's weight before it is ready and the worker's (after the copies are
/// written); returns the page's.
pub fn print(www: &Path) -> Result<Weight> {
    let page = of(www, &PAGE_FILES)?;
    let worker = of(www, &WORKER_FILES)?;
    let mark = if page.brotli <= PAGE_TARGET {
        "within"
    } else {
        "OVER"
    };
    crate::util::say(format!(
        "page before ready ({}): {page}  [{mark} the {} KB target as sent, brotli]",
        PAGE_FILES.join(" + "),
        PAGE_TARGET / 1000
    ));
    crate::util::say(format!(
        "worker, loaded on its first job ({}): {worker}",
        WORKER_FILES.join(" + ")
    ));
    Ok(page)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weighs_files_and_their_copies() {
        let dir = std::env::temp_dir().join(format!("xtask-weight-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("pkg")).unwrap();
        for (name, n) in [("a.js", 10), ("a.js.br", 3), ("a.js.gz", 4)] {
            std::fs::write(dir.join(name), vec![b'x'; n]).unwrap();
        }
        for (name, n) in [
            ("pkg/b.wasm", 100),
            ("pkg/b.wasm.br", 30),
            ("pkg/b.wasm.gz", 40),
        ] {
            std::fs::write(dir.join(name), vec![b'x'; n]).unwrap();
        }
        let w = of(&dir, &["a.js", "pkg/b.wasm"]).unwrap();
        assert_eq!(
            w,
            Weight {
                raw: 110,
                brotli: 33,
                gzip: 44
            }
        );
        assert!(of(&dir, &["missing.js"]).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
