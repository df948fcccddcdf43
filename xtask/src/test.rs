//! `cargo xtask test`: every test the project has, in one command.

use crate::util::{self, banner, Result};

/// Runs fmt, clippy, the native tests, the fuzz smoke, and (as they land) wasm and e2e tests;
/// `slow` adds the long suites (release-mode `#[ignore]` tests, longer fuzzing).
pub fn run_all(slow: bool) -> Result {
    banner("format");
    util::run("cargo", &["fmt", "--all", "--", "--check"])?;
    banner("clippy (native)");
    util::run(
        "cargo",
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    )?;
    banner("native tests");
    util::run("cargo", &["test", "--workspace"])?;
    if slow {
        banner("slow native tests (release, the #[ignore]d suites)");
        util::run(
            "cargo",
            &["test", "--workspace", "--release", "--", "--ignored"],
        )?;
    }
    crate::fuzz::smoke(slow)?;
    Ok(())
}

/// Entry point: `cargo xtask test [--slow]`.
pub fn run(args: &[String]) -> Result {
    let slow = args.iter().any(|a| a == "--slow");
    run_all(slow)
}
