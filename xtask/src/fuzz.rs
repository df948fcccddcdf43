//! The fuzz smoke step of `cargo xtask test`: every cargo-fuzz target for a few seconds.

use crate::util::{self, banner, Result};

/// Seconds each fuzz target runs in the default test command (`--slow` runs them longer).
const SMOKE_SECONDS: u32 = 20;
const SLOW_SECONDS: u32 = 60;

/// Installs the nightly toolchain and cargo-fuzz when missing, then runs `fuzz/smoke.sh`.
pub fn smoke(slow: bool) -> Result {
    banner("fuzz smoke (cargo fuzz, every target)");
    if util::output("rustup", &["run", "nightly", "rustc", "--version"]).is_err() {
        util::run(
            "rustup",
            &["toolchain", "install", "nightly", "--profile", "minimal"],
        )?;
    }
    if util::output("cargo", &["+nightly", "fuzz", "--version"]).is_err() {
        eprintln!("installing cargo-fuzz (once; a few minutes) …");
        util::run("cargo", &["install", "cargo-fuzz", "--locked"])?;
    }
    let secs = if slow { SLOW_SECONDS } else { SMOKE_SECONDS }.to_string();
    util::run("bash", &["fuzz/smoke.sh", &secs])
}
