//! `cargo xtask test`: every test the project has, in one command.

use crate::util::{self, banner, Result};

/// Runs fmt, clippy, the native tests, and (as they land) fuzz smoke, wasm and e2e tests.
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
    if slow {
        util::run(
            "cargo",
            &[
                "test",
                "--workspace",
                "--release",
                "--",
                "--include-ignored",
            ],
        )?;
    } else {
        util::run("cargo", &["test", "--workspace"])?;
    }
    Ok(())
}

/// Entry point: `cargo xtask test [--slow]`.
pub fn run(args: &[String]) -> Result {
    let slow = args.iter().any(|a| a == "--slow");
    run_all(slow)
}
