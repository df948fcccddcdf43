//! `cargo xtask bench solver`, short-solver part: the short solver over 1,000 uniformly random
//! states (100 with `--quick`) — mean, max, histogram, fifth-turns, mean moves per stage,
//! median solve time, table build time and memory — then, on the same states, cubing.js's
//! megaminx solver run with node (length and time; 100 states, 20 with `--quick`, since it
//! takes about half a second each), and every one of our solutions replayed in cubing.js's
//! KPuzzle as an independent check.
//!
//! Then the tables, one by one (bytes, build time on one thread, whether the page's file
//! carries them), and the anytime curve: mean FTM against a time budget (0.1, 0.3, 1, 3 and
//! 10 s) on 1,000 states (20 with `--quick`; the full curve takes about 1,000 × 10 s, hours),
//! with an SVG plot written to `target/short-curve.svg`.
//!
//! The short numbers come from the `short` bench binary (`cargo bench --bench short --
//! --table`, `--tables`, `--curve`), so they are measured in an optimised build. cubing.js is a dev dependency of
//! `benches/cubing` only (installed there with `npm ci` when missing).

use crate::util;

/// Runs both halves; the node half is skipped with a note when node is not installed.
pub fn run(quick: bool) -> Result<(), String> {
    util::banner("solver: short solver beside cubing.js, same states");
    let states = util::root().join("target").join("short-states.json");
    let states_arg = states.to_string_lossy().to_string();
    let mut args = vec![
        "bench",
        "--bench",
        "short",
        "--",
        "--table",
        "--out",
        &states_arg,
    ];
    if quick {
        args.push("--quick");
    }
    util::run("cargo", &args)?;
    for set in ["--page", "--full"] {
        util::run(
            "cargo",
            &["bench", "--bench", "short", "--", "--tables", set],
        )?;
    }
    let svg = util::root().join("target").join("short-curve.svg");
    let svg_arg = svg.to_string_lossy().to_string();
    let count = if quick { "20" } else { "1000" };
    util::run(
        "cargo",
        &[
            "bench", "--bench", "short", "--", "--curve", "--states", count, "--svg", &svg_arg,
        ],
    )?;
    if !util::have("node") || !util::have("npm") {
        eprintln!("node/npm not found: cubing.js comparison skipped");
        return Ok(());
    }
    let dir = util::root().join("benches").join("cubing");
    if !dir.join("node_modules").join("cubing").exists() {
        util::run_in(&dir, "npm", &["ci", "--no-audit", "--no-fund"], &[])?;
    }
    let count = if quick { "20" } else { "100" };
    util::run_in(&dir, "node", &["compare.mjs", &states_arg, count], &[])
}
