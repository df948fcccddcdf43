//! `cargo xtask serve` and `cargo xtask build`: the web app.
//!
//! Both build two wasm modules from the crate ([`MODULES`]: the page's, without the `full`
//! feature, into `www/pkg`, and the worker's, with everything, into `www/pkg/worker`; each
//! a wrapper crate under `wasm/`), run
//! `wasm-bindgen --target web` on each, shrink them
//! with the wasm-opt of the npm `binaryen` that `tests/e2e/package.json` pins (`npm ci` there
//! when it is missing; Debian's is too old), and then either serve `www/` or copy it to
//! `dist/`. They also write the short solver's tables, gzipped, next to the wasm
//! (`tables.rs`), and brotli and gzip copies of the other files, which the server sends
//! with `Content-Encoding` (`precompress.rs`). On a fresh machine the wasm target and the `wasm-bindgen-cli` matching Cargo.lock
//! (`--locked`) are installed first. Serve, build, bench and the tests ship the same bytes.

use std::path::{Path, PathBuf};

use crate::offline;
use crate::precompress;
use crate::server::{meta_policy, page_policy, Server, CONTENT_SECURITY_POLICY};
use crate::tables;
use crate::util::{self, banner, Result};
use crate::weight;

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
    let headers = format!(
        "/*\n  Content-Security-Policy: {CONTENT_SECURITY_POLICY}\n  X-Content-Type-Options: nosniff\n{}",
        offline::HEADERS
    );
    std::fs::write(dist.join("_headers"), headers).map_err(|e| e.to_string())?;
    crate::npm::assemble(&root.join("www"), &dist.join("npm"))?;
    eprintln!("wrote {}", dist.display());
    Ok(())
}

/// For the e2e tests and the browser benchmark: installs `tests/e2e`'s npm packages
/// (Playwright's library, binaryen's wasm-opt; no browser download), builds the app and serves
/// `www/` on a free port. Returns the server (it stops when dropped) and `tests/e2e`.
pub fn serve_for_browser_tests() -> Result<(Server, PathBuf)> {
    let e2e = prepare_browser_tests()?;
    Ok((Server::start(&util::root().join("www"), 0)?, e2e))
}

/// What [`serve_for_browser_tests`] does before it serves: `tests/e2e`'s npm packages and
/// the app's build. Returns `tests/e2e`.
pub fn prepare_browser_tests() -> Result<PathBuf> {
    let e2e = util::root().join(E2E);
    npm_ci(&e2e)?;
    build_pkg()?;
    Ok(e2e)
}

/// Where the npm packages live (`package.json` pins binaryen, whose wasm-opt every build uses).
const E2E: &str = "tests/e2e";

/// Whether this run of xtask has already installed `tests/e2e`'s packages: `cargo xtask
/// test` builds the wasm modules (which need its wasm-opt) in the background before the
/// site, and one `npm ci` serves both.
static E2E_INSTALLED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// `npm ci` in `dir` (exactly the lock file's packages), without Playwright's browser
/// download; once a run for `tests/e2e` ([`E2E_INSTALLED`]).
fn npm_ci(dir: &Path) -> Result {
    use std::sync::atomic::Ordering;
    let e2e = dir == util::root().join(E2E);
    if e2e && E2E_INSTALLED.load(Ordering::SeqCst) {
        return Ok(());
    }
    npm_ci_always(dir)?;
    if e2e {
        E2E_INSTALLED.store(true, Ordering::SeqCst);
    }
    Ok(())
}

/// `npm ci` itself.
fn npm_ci_always(dir: &Path) -> Result {
    util::run_in(
        dir,
        "npm",
        &["ci", "--no-audit", "--no-fund"],
        &[("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")],
    )
}

/// One of the two wasm modules: a wrapper crate under `wasm/` that links the library, with or
/// without its `full` feature, into a cdylib.
struct Module {
    /// What it is, for the banner.
    what: &'static str,
    /// The wrapper crate's package (its cdylib is `target/wasm32-unknown-unknown/wasm/`
    /// and the name with `_`).
    package: &'static str,
    /// Cargo's `--config` settings for its build, on top of the `wasm` profile.
    config: &'static [&'static str],
    /// Where its bindings go, under `www/`.
    dir: &'static str,
}

/// The Cargo profile of both modules: one, so that the second build reuses every dependency
/// the first compiled (with a profile each, a clean build compiled them twice).
const PROFILE: &str = "wasm";

/// The page's module, small for a quick first load: without the `full` feature (no planner,
/// no search, no worker engine: the page sends every solve to the worker) and optimised for
/// size (the profile's `opt-level = "z"`). Then the worker's, with everything, the library
/// at `opt-level = 3` (the solvers' speed; its dependencies keep the profile's level, and the
/// cdylib's fat LTO runs at 3, Cargo.toml). Two wrapper crates rather than the library's own
/// cdylib built twice with other features: those two builds would share one output and one
/// fingerprint, each undoing the other. The page loads `pkg/minx.js`, `www/worker.js` loads
/// `pkg/worker/minx.js`.
const MODULES: [Module; 2] = [
    Module {
        what: "the page's wasm (no solvers, no worker engine)",
        package: "minx-page",
        config: &[],
        dir: "pkg",
    },
    Module {
        what: "the worker's wasm (everything)",
        package: "minx-worker",
        config: &["profile.wasm.package.minx.opt-level=3"],
        dir: "pkg/worker",
    },
];

/// Builds both wasm modules and their JS bindings into `www/pkg` and `www/pkg/worker`,
/// shrinks them, writes the short solver's tables and the precompressed copies, and prints
/// what the page and the worker weigh; returns the page's `.wasm` path.
pub fn build_pkg() -> Result<PathBuf> {
    let mut built = build_wasm()?;
    let www = util::root().join("www");
    let pkg = www.join("pkg");
    tables::build_asset(&pkg)?;
    // After every other file of the site is in place: the record names them all.
    let (hash, kept) = offline::write(&www)?;
    util::say(format!(
        "offline: build {hash}, {} files kept by www/sw.js",
        kept.len()
    ));
    write_copies(&www)?;
    weight::print(&www)?;
    Ok(built.swap_remove(0))
}

/// The first part of [`build_pkg`]: the tools (wasm target, wasm-bindgen-cli, the pinned
/// wasm-opt) and both [`MODULES`], bound and shrunk; returns their `.wasm` files in order.
/// It shares no build lock with the native tests (other profiles), so `cargo xtask test`
/// runs it beside them.
pub fn build_wasm() -> Result<Vec<PathBuf>> {
    ensure_tools()?;
    let root = util::root();
    let e2e = root.join(E2E);
    let wasm_opt = pinned_wasm_opt(&e2e, &mut |dir| {
        if !util::have("npm") {
            return Err(
                "npm is missing: every build is shrunk with the pinned npm binaryen's \
                        wasm-opt (apt-get install npm)"
                    .into(),
            );
        }
        banner("npm ci in tests/e2e (the pinned binaryen's wasm-opt)");
        npm_ci(dir)
    })?;
    build_modules(&root.join("www"), &wasm_opt)
}

/// Builds the [`MODULES`], one thread each; returns their bound `.wasm` files in order. Cargo
/// runs their builds one after the other (one profile: one build folder and its lock), the
/// first compiling the dependencies both use; the first module's binding and wasm-opt, one
/// thread each, overlap the second's build. Their output interleaves; a failure names its
/// module.
fn build_modules(www: &Path, wasm_opt: &Path) -> Result<Vec<PathBuf>> {
    let names: Vec<String> = MODULES
        .iter()
        .map(|m| format!("{} ({})", m.what, m.package))
        .collect();
    banner(&format!(
        "the two wasm modules, profile {PROFILE}: {}",
        names.join("; ")
    ));
    std::thread::scope(|scope| {
        let builds: Vec<_> = MODULES
            .iter()
            .map(|module| {
                let sink = util::sink();
                scope.spawn(move || util::with_sink(sink, || build_module(module, www, wasm_opt)))
            })
            .collect();
        builds
            .into_iter()
            .zip(&names)
            .map(|(build, name)| {
                let built = build.join().unwrap_or_else(|_| Err("it panicked".into()));
                built.map_err(|e| format!("{name}: {e}"))
            })
            .collect()
    })
}

/// Builds one module, binds it into its folder and shrinks it; returns the bound `.wasm`.
fn build_module(module: &Module, www: &Path, wasm_opt: &Path) -> Result<PathBuf> {
    let mut args = vec![
        "build",
        "--profile",
        PROFILE,
        "--target",
        TARGET,
        "--lib",
        "-p",
        module.package,
    ];
    for setting in module.config {
        args.extend(["--config", setting]);
    }
    util::run("cargo", &args)?;
    let wasm = util::root()
        .join("target")
        .join(TARGET)
        .join(PROFILE)
        .join(format!("{}.wasm", module.package.replace('-', "_")));
    let out = www.join(module.dir);
    let bound = out.join("minx_bg.wasm");
    if up_to_date(&[&bound, &out.join("minx.js")], &wasm) {
        util::say(format!(
            "{} is up to date (bound and shrunk since the last build)",
            bound.display()
        ));
        return Ok(bound);
    }
    let made = util::run(
        "wasm-bindgen",
        &[
            "--target",
            "web",
            "--no-typescript",
            "--out-name",
            "minx",
            "--out-dir",
            &out.to_string_lossy(),
            &wasm.to_string_lossy(),
        ],
    )
    .and_then(|()| optimise(wasm_opt, &bound));
    if made.is_err() {
        // Half-made: never taken for up to date by the next build.
        let _ = std::fs::remove_file(&bound);
    }
    made?;
    Ok(bound)
}

/// Whether every output exists and is newer than `input` (cargo's module) and than this
/// xtask (whose wasm-bindgen and wasm-opt arguments made them): binding and shrinking again
/// would write the same bytes, and a fresh mtime would make the copies stale too (a rebuild
/// of an unchanged tree took 55 s, most of it wasm-opt and recompressing both modules).
fn up_to_date(outputs: &[&Path], input: &Path) -> bool {
    let xtask = std::env::current_exe()
        .ok()
        .and_then(|exe| util::modified(&exe));
    let (Some(input), Some(xtask)) = (util::modified(input), xtask) else {
        return false;
    };
    outputs
        .iter()
        .all(|out| util::modified(out).is_some_and(|t| t > input && t > xtask))
}

/// Writes the brotli and gzip copies of `www/` and `www/pkg/` (`precompress.rs`) and says
/// what each file weighs raw and as sent.
fn write_copies(www: &Path) -> Result {
    banner("precompressed copies (brotli, gzip)");
    let dirs = [
        www.to_path_buf(),
        www.join("pkg"),
        www.join("pkg").join("worker"),
    ];
    for (file, raw, br, gz) in precompress::precompress(&dirs)? {
        let name = file
            .strip_prefix(www)
            .unwrap_or(&file)
            .display()
            .to_string();
        util::say(format!("{name}: {raw} bytes, brotli {br}, gzip {gz}"));
    }
    Ok(())
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
            "installing wasm-bindgen-cli {want} (once; about a minute)"
        ));
        // Without its default TLS features: nothing here fetches over HTTPS.
        util::cargo_install("wasm-bindgen-cli", &want, Some(""))?;
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

/// The major version of binaryen that `package.json` in `e2e` pins (`"binaryen": "132.0.0"`).
fn pinned_binaryen(e2e: &Path) -> Result<String> {
    let manifest = std::fs::read_to_string(e2e.join("package.json"))
        .map_err(|e| format!("cannot read {}/package.json: {e}", e2e.display()))?;
    manifest
        .lines()
        .find_map(|l| l.trim().strip_prefix("\"binaryen\": \""))
        .and_then(|v| v.split('.').next())
        .filter(|major| !major.is_empty() && major.bytes().all(|b| b.is_ascii_digit()))
        .map(str::to_string)
        .ok_or_else(|| format!("{}/package.json pins no binaryen version", e2e.display()))
}

/// `e2e`'s `node_modules/.bin/wasm-opt` when it is the pinned binaryen's; otherwise `install`
/// (`npm ci`) is run once and the check repeated. Never another wasm-opt on the PATH: serve,
/// build, bench and the tests all ship the same bytes.
fn pinned_wasm_opt(e2e: &Path, install: &mut dyn FnMut(&Path) -> Result) -> Result<PathBuf> {
    let major = pinned_binaryen(e2e)?;
    let local = e2e.join("node_modules/.bin/wasm-opt");
    let is_pinned = || {
        let program = local.to_string_lossy();
        util::output(&program, &["--version"])
            .is_ok_and(|v| v.split_whitespace().any(|w| w == major))
    };
    if is_pinned() {
        return Ok(local);
    }
    install(e2e)?;
    if is_pinned() {
        Ok(local)
    } else {
        Err(format!(
            "{} is not binaryen {major}'s wasm-opt even after npm ci",
            local.display()
        ))
    }
}

/// Shrinks the module in place with `wasm-opt -Oz` (the features wasm-bindgen's output uses).
fn optimise(wasm_opt: &Path, wasm: &Path) -> Result {
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
    util::run(&wasm_opt.to_string_lossy(), &args)
        .and_then(|()| {
            std::fs::rename(&out, wasm).map_err(|e| format!("cannot replace the module: {e}"))
        })
        .inspect_err(|_| {
            let _ = std::fs::remove_file(&out);
        })?;
    util::say("wasm-opt -Oz applied");
    Ok(())
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
    use super::*;

    #[test]
    fn reads_the_locked_wasm_bindgen_version() {
        let v = super::locked_version("wasm-bindgen").unwrap();
        assert!(v.starts_with("0.2."), "{v}");
    }

    #[test]
    fn reads_the_pinned_binaryen() {
        let major = pinned_binaryen(&util::root().join(E2E)).unwrap();
        assert!(major.parse::<u32>().unwrap() >= 116, "{major}");
    }

    /// A scratch `tests/e2e` with `package.json` pinning binaryen 132.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-web-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let manifest = "{\n  \"devDependencies\": {\n    \"binaryen\": \"132.0.0\"\n  }\n}\n";
        std::fs::write(dir.join("package.json"), manifest).unwrap();
        dir
    }

    /// Writes a fake `node_modules/.bin/wasm-opt` that reports binaryen `version`.
    fn fake_wasm_opt(e2e: &Path, version: u32) {
        use std::os::unix::fs::PermissionsExt;
        let bin = e2e.join("node_modules/.bin");
        std::fs::create_dir_all(&bin).unwrap();
        let script = format!("#!/bin/sh\necho 'wasm-opt version {version} (version_{version})'\n");
        std::fs::write(bin.join("wasm-opt"), script).unwrap();
        std::fs::set_permissions(bin.join("wasm-opt"), std::fs::Permissions::from_mode(0o755))
            .unwrap();
    }

    #[test]
    fn a_fresh_checkout_installs_the_pinned_wasm_opt() {
        // Nothing installed (a fresh machine): npm ci runs, then its wasm-opt is used.
        let dir = scratch("fresh");
        let mut installs = 0;
        let found = pinned_wasm_opt(&dir, &mut |d| {
            installs += 1;
            fake_wasm_opt(d, 132);
            Ok(())
        });
        assert_eq!(found.unwrap(), dir.join("node_modules/.bin/wasm-opt"));
        assert_eq!(installs, 1);
        // Installed and pinned: nothing runs.
        let found = pinned_wasm_opt(&dir, &mut |_| panic!("no install needed"));
        assert!(found.is_ok());
        // Another version is replaced; one that stays wrong is an error, not a skipped step.
        fake_wasm_opt(&dir, 116);
        let mut installs = 0;
        let err = pinned_wasm_opt(&dir, &mut |_| {
            installs += 1;
            Ok(())
        });
        assert_eq!(installs, 1);
        assert!(err.unwrap_err().contains("binaryen 132"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
