//! `cargo xtask bench solver`, short-solver part: the short solver's first plan over 1,000
//! uniformly random states of the report set (100 with `--quick`) — mean, max, histogram, fifth-turns, mean moves per stage,
//! median solve time, table build time and memory — then, on the same states, cubing.js's
//! megaminx solver run with node (length and time; 100 states, 20 with `--quick`, since it
//! takes about half a second each), and every one of our solutions replayed in cubing.js's
//! KPuzzle as an independent check.
//!
//! Then the tables, one by one (bytes, build time on one thread, whether the page's file
//! carries them), and the anytime curve: mean FTM against a time budget (0.1, 0.3, 1, 3 and
//! 10 s), natively on 200 states (20 with `--quick`; one state per core on one thread each,
//! so 200 × 10 s over the machine's cores, each deadline on its thread's CPU time;
//! `MINX_NATIVE_CURVE=FILE` shows one measured before instead) and in the page's worker on 50
//! (10 with `--quick`; `MINX_PAGE_CURVE=FILE` shows one measured before), all of them the
//! report set's states (never used to tune: issue 35),
//! with standard errors, the states with no plan yet within a budget, and how far the
//! deadlines overran; a plan that does not solve its state fails the bench; beside cstimer's
//! published points and cubing.js measured here, as one table and the plot
//! `docs/short-curve.svg` ([`bench_curve`]).
//!
//! The short numbers come from the `short` bench binary (`cargo bench --bench short --
//! --table`, `--tables`, `--curve`), so they are measured in an optimised build. cubing.js is a dev dependency of
//! `benches/cubing` only (installed there with `npm ci` when missing).

use crate::bench_curve::{self, Curve};
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
    let target = util::root().join("target");
    let native = match std::env::var_os(NATIVE_CURVE) {
        Some(path) => {
            eprintln!(
                "the native curve measured before: {}",
                path.to_string_lossy()
            );
            path.into()
        }
        None => native_curve(&target, quick)?,
    };
    let cubing = target.join("cubing-solve.json");
    if !util::have("node") || !util::have("npm") {
        eprintln!("node/npm not found: cubing.js comparison and the page's curve skipped");
        return Ok(());
    }
    let dir = util::root().join("benches").join("cubing");
    if !dir.join("node_modules").join("cubing").exists() {
        util::run_in(&dir, "npm", &["ci", "--no-audit", "--no-fund"], &[])?;
    }
    let count = if quick { "20" } else { "100" };
    let cubing_arg = cubing.to_string_lossy().to_string();
    util::run_in(
        &dir,
        "node",
        &["compare.mjs", &states_arg, count, &cubing_arg],
        &[],
    )?;
    let page = match std::env::var_os(PAGE_CURVE) {
        Some(path) => {
            eprintln!(
                "the page's curve measured before: {}",
                path.to_string_lossy()
            );
            path.into()
        }
        None => {
            let page = target.join("short-curve-page.json");
            bench_curve::page_curve(if quick { 10 } else { 50 }, &page)?;
            page
        }
    };
    let curves = [
        Curve::read(&native, |j| {
            format!(
                "native, {} states ({}), {} at a time, {} thread each ({}); first plan {:.2} ± {:.2} (median {:.0} ms); 10 s deadline overrun max {:.0} ms, 95th percentile {:.0} ms",
                j["states"],
                j["set"].as_str().unwrap_or("the bench's first states"),
                j["jobs"],
                j["threads"],
                j["clock"].as_str().unwrap_or("wall clock"),
                j["first"].as_f64().unwrap_or(f64::NAN),
                j["firstSe"].as_f64().unwrap_or(f64::NAN),
                j["firstMedianMs"].as_f64().unwrap_or(f64::NAN),
                j["overrunMaxMs"].as_f64().unwrap_or(f64::NAN),
                j["overrunP95Ms"].as_f64().unwrap_or(f64::NAN),
            )
        })?,
        Curve::read(&page, |j| {
            let over = |b: &str, k: &str| j["overrun"][b][k].as_f64().unwrap_or(f64::NAN);
            format!(
                "in the page (wasm, 1 thread), {} states ({}), {} of {} plans replayed, worker heap {:.1} MB after the searches; first plan {:.2} ± {:.2} (median {:.0} ms; a fresh page's {:.0} ms after ready; {}); overrun of 10 s budgets max {:.0} ms, 95th percentile {:.0} ms; of 1 s budgets max {:.0} ms",
                j["states"],
                j["set"].as_str().unwrap_or("seeds from 7000"),
                j["replayed"],
                j["plans"],
                j["heap"].as_f64().unwrap_or(f64::NAN) / 1e6,
                j["first"].as_f64().unwrap_or(f64::NAN),
                j["firstSe"].as_f64().unwrap_or(f64::NAN),
                j["firstMedianMs"].as_f64().unwrap_or(f64::NAN),
                j["freshFirstMs"].as_f64().unwrap_or(f64::NAN),
                j["readyMs"].as_f64().map_or_else(
                    || "solved back to back from the fresh plan on".to_string(),
                    |ms| format!("the later tables built by the idle worker {:.1} s after it", ms / 1e3)
                ),
                over("10", "maxMs"),
                over("10", "p95Ms"),
                over("1", "maxMs"),
            )
        })?,
    ];
    let svg = util::root().join("docs").join("short-curve.svg");
    bench_curve::report(&curves, cubing_point(&cubing), &svg)
}

/// Set to a curve's JSON (written by `cargo bench --bench short -- --curve … --json FILE`),
/// the bench shows that native curve instead of measuring it: the 200-state run takes
/// 2,000 s of CPU over the cores, so it may be made beforehand, on its own.
const NATIVE_CURVE: &str = "MINX_NATIVE_CURVE";

/// Set to the page's curve (`node tests/e2e/bench_curve.js 50 > FILE`, against `cargo xtask
/// serve` on an otherwise idle machine: its budgets are wall-clock time), the bench shows it
/// instead of measuring it.
const PAGE_CURVE: &str = "MINX_PAGE_CURVE";

/// Measures the native curve: 200 states of the report set (20 with `--quick`), one per core, each on one
/// thread with its budget on that thread's CPU time (`--cpu-clock`: on an idle machine the
/// wall clock; a run that shares the machine measures the same).
fn native_curve(target: &std::path::Path, quick: bool) -> Result<std::path::PathBuf, String> {
    let native = target.join("short-curve-native.json");
    let native_arg = native.to_string_lossy().to_string();
    let count = if quick { "20" } else { "200" };
    let jobs = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .to_string();
    util::run(
        "cargo",
        &[
            "bench",
            "--bench",
            "short",
            "--",
            "--curve",
            "--states",
            count,
            "--jobs",
            &jobs,
            "--threads",
            "1",
            "--cpu-clock",
            "--json",
            &native_arg,
        ],
    )?;
    Ok(native)
}

/// cubing.js's point on the curve: its median time per solve (s) and mean FTM.
fn cubing_point(path: &std::path::Path) -> Option<(f64, f64)> {
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    Some((json["medianMs"].as_f64()? / 1e3, json["meanFtm"].as_f64()?))
}
