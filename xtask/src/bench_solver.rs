//! `cargo xtask bench`, solver section: solution lengths and solve times of the improved
//! thesis method beside the naive thesis method (the reference, measured in the same run),
//! then the short solver beside cubing.js ([`crate::bench_short`]).
//!
//! The numbers come from the `solver` criterion bench binary in table mode, so they are
//! measured in an optimised build (`cargo bench --bench solver -- --table`), whatever profile
//! xtask itself runs in.

use crate::util;

/// Prints the solver's markdown table: mean and max FTM over 1,000 uniformly random states
/// (200 with `quick`) before and after cancellation, fifth-turns, steps per phase, mean solve
/// time, ratios against the naive method, and the setup-length histograms.
pub fn run(quick: bool) -> Result<(), String> {
    util::banner("solver: thesis method vs naive thesis method");
    let mut args = vec!["bench", "--bench", "solver", "--", "--table"];
    if quick {
        args.push("--quick");
    }
    util::run("cargo", &args)?;
    crate::bench_short::run(quick)
}
