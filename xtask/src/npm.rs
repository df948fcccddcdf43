//! The npm package `minx` (`dist/npm/`, written by `cargo xtask build`) and its Node test
//! (a stage of `cargo xtask test`).
//!
//! The package is `npm/` (its `package.json`, the engine, and `index.js` and `index.d.ts`,
//! generated from the module's list in `src/app/worker/module_call.rs`) with what the page's
//! Web Worker runs, copied from `www/` as built: `worker.js`, the worker's wasm
//! (`pkg/worker/`, the crate's full build) and the short solver's tables
//! (`pkg/short-tables.bin`, the file the page fetches). Nothing in it is built twice.
//!
//! The test packs it (`npm pack`), installs the tarball into an empty temporary folder,
//! with the pinned `cubing` and `typescript` of `tests/npm/` (`npm ci` from its lock file),
//! and runs `tests/npm/module.test.mjs` there (20 random states of each puzzle solved and
//! replayed, the Megaminx's in cubing.js's KPuzzle; answers compared with the CLI's) and
//! `tsc --noEmit` on `tests/npm/example.ts`, which uses every export.

use std::path::{Path, PathBuf};

use crate::util::{self, banner, Result};

/// The package's files from `npm/`, as they are.
const OWN: [&str; 5] = [
    "package.json",
    "README.md",
    "index.js",
    "index.d.ts",
    "engine.js",
];

/// The files it takes from the built `www/`, each at the same path in the package.
const FROM_WWW: [&str; 4] = [
    "worker.js",
    "pkg/worker/minx.js",
    "pkg/worker/minx_bg.wasm",
    "pkg/short-tables.bin",
];

/// Writes the package into `out` (emptied first) from `npm/` and the built `www/`.
pub fn assemble(www: &Path, out: &Path) -> Result {
    if out.exists() {
        std::fs::remove_dir_all(out).map_err(|e| format!("cannot clear {}: {e}", out.display()))?;
    }
    let npm = util::root().join("npm");
    let own = OWN.iter().map(|f| (npm.join(f), out.join(f)));
    let built = FROM_WWW.iter().map(|f| (www.join(f), out.join(f)));
    for (from, to) in own.chain(built) {
        if let Some(dir) = to.parent() {
            std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        }
        std::fs::copy(&from, &to).map_err(|e| format!("{}: {e}", from.display()))?;
    }
    util::say(format!("wrote the npm package minx to {}", out.display()));
    Ok(())
}

/// `cargo xtask test-npm`: the web build, then [`test`] alone.
pub fn run(_args: &[String]) -> Result {
    crate::web::build_pkg()?;
    let cli = util::cli()?;
    test(&util::root().join("www"), &cli)
}

/// The Node test of the packed package; `cli` is the `minx` the answers are compared with.
pub fn test(www: &Path, cli: &Path) -> Result {
    banner("npm package (packed, installed into an empty folder, solved in Node; tsc)");
    for program in ["node", "npm"] {
        if !util::have(program) {
            return Err(format!(
                "{program} is missing: the npm package's test needs it"
            ));
        }
    }
    let scratch = util::root().join("target").join("npm-test");
    let package = scratch.join("minx");
    assemble(www, &package)?;
    let tarball = pack(&package, &scratch)?;
    let folder = scratch.join("installed");
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).map_err(|e| e.to_string())?;
    let harness = util::root().join("tests").join("npm");
    for file in [
        "package.json",
        "package-lock.json",
        "module.test.mjs",
        "example.ts",
        "tsconfig.json",
    ] {
        std::fs::copy(harness.join(file), folder.join(file))
            .map_err(|e| format!("tests/npm/{file}: {e}"))?;
    }
    let quiet = ["--no-audit", "--no-fund"];
    util::run_in(&folder, "npm", &[&["ci"][..], &quiet[..]].concat(), &[])?;
    let tar = tarball.to_string_lossy();
    let install = [
        &["install", "--no-save"][..],
        &quiet[..],
        &[tar.as_ref()][..],
    ]
    .concat();
    util::run_in(&folder, "npm", &install, &[])?;
    let bin = cli.to_string_lossy();
    util::run_in(&folder, "node", &["module.test.mjs"], &[("MINX_BIN", &bin)])?;
    util::run_in(
        &folder,
        "npx",
        &["--no-install", "tsc", "--noEmit", "-p", "."],
        &[],
    )
}

/// `npm pack`s the package folder into `dir`; returns the tarball.
fn pack(package: &Path, dir: &Path) -> Result<PathBuf> {
    let dest = dir.to_string_lossy();
    let folder = package.to_string_lossy();
    let out = util::output("npm", &["pack", "--pack-destination", &dest, &folder])?;
    let name = out
        .lines()
        .rev()
        .find(|l| l.trim().ends_with(".tgz"))
        .ok_or_else(|| format!("npm pack named no tarball: {out}"))?;
    Ok(dir.join(name.trim()))
}
