//! `cargo xtask serve` and `cargo xtask build`: the web app.
//!
//! Both build the release wasm, run `wasm-bindgen --target web` into `www/pkg`, optionally
//! shrink it with `wasm-opt` (npm `binaryen`; Debian's is too old), and then either serve
//! `www/` or copy it to `dist/`. On a fresh machine the wasm target and the `wasm-bindgen-cli`
//! matching Cargo.lock are installed first.

use std::path::{Path, PathBuf};

use crate::server::{meta_policy, page_policy, Server, CONTENT_SECURITY_POLICY};
use crate::util::{self, banner, Result};

/// The wasm target triple.
pub const TARGET: &str = "wasm32-unknown-unknown";

/// Builds the app and serves it on http://127.0.0.1:8000 (`--port N` to change).
pub fn serve(args: &[String]) -> Result {
    let port = match args.iter().position(|a| a == "--port") {
        Some(i) => args
            .get(i + 1)
            .and_then(|p| p.parse().ok())
            .ok_or("--port needs a number")?,
        None => 8000,
    };
    build_pkg()?;
    let server = Server::start(&util::root().join("www"), port)?;
    eprintln!(
        "\nminx is being served on {}/  (Ctrl+C to stop)",
        server.url()
    );
    server.wait()
}

/// Writes the deployable static site to `dist/` (with a `_headers` file carrying the CSP).
pub fn build_dist(_args: &[String]) -> Result {
    build_pkg()?;
    banner("dist/");
    let root = util::root();
    let dist = root.join("dist");
    if dist.exists() {
        std::fs::remove_dir_all(&dist).map_err(|e| format!("cannot clear dist/: {e}"))?;
    }
    copy_dir(&root.join("www"), &dist)?;
    let html = std::fs::read_to_string(dist.join("index.html")).map_err(|e| e.to_string())?;
    if page_policy(&html) != Some(meta_policy().as_str()) {
        return Err(format!(
            "index.html's Content-Security-Policy <meta> must be exactly: {}",
            meta_policy()
        ));
    }
    let headers = format!("/*\n  Content-Security-Policy: {CONTENT_SECURITY_POLICY}\n  X-Content-Type-Options: nosniff\n");
    std::fs::write(dist.join("_headers"), headers).map_err(|e| e.to_string())?;
    eprintln!("wrote {}", dist.display());
    Ok(())
}

/// For the e2e tests and the browser benchmark: installs `tests/e2e`'s npm packages
/// (Playwright's library, binaryen's wasm-opt; no browser download), builds the app and serves
/// `www/` on a free port. Returns the server (it stops when dropped) and `tests/e2e`.
pub fn serve_for_browser_tests() -> Result<(Server, PathBuf)> {
    let root = util::root();
    let e2e = root.join("tests/e2e");
    util::run_in(
        &e2e,
        "npm",
        &["ci", "--no-audit", "--no-fund"],
        &[("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")],
    )?;
    build_pkg()?;
    Ok((Server::start(&root.join("www"), 0)?, e2e))
}

/// Builds the release wasm and the JS bindings into `www/pkg`; returns the `.wasm` path.
pub fn build_pkg() -> Result<PathBuf> {
    ensure_tools()?;
    banner("wasm (release)");
    util::run(
        "cargo",
        &[
            "build",
            "--release",
            "--target",
            TARGET,
            "--lib",
            "-p",
            "minx",
        ],
    )?;
    let root = util::root();
    let wasm = root
        .join("target")
        .join(TARGET)
        .join("release")
        .join("minx.wasm");
    let pkg = root.join("www").join("pkg");
    util::run(
        "wasm-bindgen",
        &[
            "--target",
            "web",
            "--no-typescript",
            "--out-dir",
            &pkg.to_string_lossy(),
            &wasm.to_string_lossy(),
        ],
    )?;
    let bound = pkg.join("minx_bg.wasm");
    optimise(&bound);
    Ok(bound)
}

/// Adds the wasm target and installs `wasm-bindgen-cli` at the Cargo.lock version if needed.
pub fn ensure_tools() -> Result {
    let targets = util::output("rustup", &["target", "list", "--installed"]).unwrap_or_default();
    if !targets.lines().any(|t| t.trim() == TARGET) {
        banner("adding the wasm32 target");
        util::run("rustup", &["target", "add", TARGET])?;
    }
    let want = locked_version("wasm-bindgen")?;
    let have = util::output("wasm-bindgen", &["--version"]).unwrap_or_default();
    if have.split_whitespace().nth(1) != Some(want.as_str()) {
        banner(&format!(
            "installing wasm-bindgen-cli {want} (once; this takes a few minutes)"
        ));
        util::run(
            "cargo",
            &["install", "wasm-bindgen-cli", "--version", &want, "--force"],
        )?;
    }
    Ok(())
}

/// The version of `package` pinned in Cargo.lock.
pub fn locked_version(package: &str) -> Result<String> {
    let lock = std::fs::read_to_string(util::root().join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == format!("name = \"{package}\"") {
            if let Some(v) = lines
                .next()
                .and_then(|l| l.trim().strip_prefix("version = "))
            {
                return Ok(v.trim_matches('"').to_string());
            }
        }
    }
    Err(format!("{package} is not in Cargo.lock"))
}

/// Runs `wasm-opt -Oz` when a recent one (npm `binaryen`, version ≥ 116) is available; the
/// unoptimised module is kept if it is missing or fails.
fn optimise(wasm: &Path) {
    let local = util::root().join("tests/e2e/node_modules/.bin/wasm-opt");
    let program = if local.exists() {
        local.to_string_lossy().into_owned()
    } else {
        "wasm-opt".to_string()
    };
    let version = util::output(&program, &["--version"]).unwrap_or_default();
    let recent = version
        .split_whitespace()
        .find_map(|w| w.parse::<u32>().ok())
        .is_some_and(|v| v >= 116);
    if !recent {
        eprintln!("(wasm-opt not found or too old; skipping. `npm ci` in tests/e2e provides one)");
        return;
    }
    let out = wasm.with_extension("opt.wasm");
    let (w, o) = (wasm.to_string_lossy(), out.to_string_lossy());
    let args = [
        "-Oz",
        "--enable-bulk-memory",
        "--enable-nontrapping-float-to-int",
        "--enable-sign-ext",
        "--enable-mutable-globals",
        "--enable-reference-types",
        "--enable-multivalue",
        w.as_ref(),
        "-o",
        o.as_ref(),
    ];
    match util::run(&program, &args).and_then(|()| {
        std::fs::rename(&out, wasm).map_err(|e| format!("cannot replace the module: {e}"))
    }) {
        Ok(()) => eprintln!("wasm-opt -Oz applied"),
        Err(e) => {
            let _ = std::fs::remove_file(&out);
            eprintln!("(wasm-opt failed, keeping the unoptimised module: {e})");
        }
    }
}

fn copy_dir(from: &Path, to: &Path) -> Result {
    std::fs::create_dir_all(to).map_err(|e| e.to_string())?;
    for entry in std::fs::read_dir(from).map_err(|e| e.to_string())? {
        let entry = entry.map_err(|e| e.to_string())?;
        let path = entry.path();
        let dest = to.join(entry.file_name());
        if path.is_dir() {
            copy_dir(&path, &dest)?;
        } else {
            std::fs::copy(&path, &dest).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn reads_the_locked_wasm_bindgen_version() {
        let v = super::locked_version("wasm-bindgen").unwrap();
        assert!(v.starts_with("0.2."), "{v}");
    }
}
