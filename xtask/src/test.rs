//! `cargo xtask test`: every test the project has, in one command.

use crate::util::{banner, run, Result};

/// Runs fmt, clippy, the native tests, and (as they land) fuzz smoke, wasm and e2e tests.
pub fn run_all(slow: bool) -> Result {
    banner("format");
    run("cargo", &["fmt", "--all", "--", "--check"])?;
    banner("clippy (native)");
    run(
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
        run(
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
        run("cargo", &["test", "--workspace"])?;
    }
    Ok(())
}

/// Entry point: `cargo xtask test [--slow]`.
pub fn run(args: &[String]) -> Result {
    let slow = args.iter().any(|a| a == "--slow");
    run_all(slow)
}
