//! `cargo xtask bench`: benchmarks with side-by-side reference tables.

use crate::util::Result;

/// Entry point: `cargo xtask bench [--quick]`.
pub fn run(_args: &[String]) -> Result {
    Err("no benchmarks yet".into())
}
