//! `cargo xtask bench`, solver section: solution lengths (mean, max, histogram) and solve
//! times of the thesis method and the searched-commutator method beside the naive thesis
//! method (the reference), all on the same random states in the same run; then the short
//! solver beside cubing.js ([`crate::bench_short`]) and the small puzzles' solvers
//! ([`crate::bench_small`]).
//!
//! The numbers come from the `solver` criterion bench binary in table mode, so they are
//! measured in an optimised build (`cargo bench --bench solver -- --table`), whatever profile
//! xtask itself runs in.

use crate::util;

/// Prints the solver's markdown tables: for every method, mean and max FTM over the same
/// 1,000 uniformly random states (200 with `quick`) before and after cancellation,
/// fifth-turns, steps per phase, mean solve time, ratios against the naive method, an FTM
/// histogram; the commutator search's build time; and the setup-length histograms.
pub fn run(quick: bool) -> Result<(), String> {
    util::banner("solver: thesis, commutators and naive methods on the same states");
    let mut args = vec!["bench", "--bench", "solver", "--", "--table"];
    if quick {
        args.push("--quick");
    }
    util::run("cargo", &args)?;
    crate::bench_short::run(quick)?;
    crate::bench_small::run(quick)
}
