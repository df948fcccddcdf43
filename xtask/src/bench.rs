//! `cargo xtask bench`: benchmarks with side-by-side reference tables.

use crate::util::Result;

/// Entry point: `cargo xtask bench [--quick]`.
pub fn run(args: &[String]) -> Result {
    let quick = args.iter().any(|a| a == "--quick");
    crate::bench_browser::run(quick)
}
