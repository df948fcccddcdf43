//! `cargo xtask bench` browser section (filled in below).

use crate::util::Result;

/// Runs the browser benchmark.
pub fn run(_quick: bool) -> Result {
    Err("browser benchmark not written yet".into())
}
