//! The fuzz step of `cargo xtask test`: every cargo-fuzz target from its committed seeds.
//!
//! The toolchain and cargo-fuzz are pinned so that a clean machine runs today's fuzzing: the
//! nightly of [`NIGHTLY`] (the floating `nightly` is used only when it is that very build) and
//! cargo-fuzz [`CARGO_FUZZ`], installed `--locked`.

use crate::util::{self, banner, Result};

/// The nightly toolchain the fuzz targets build with (sanitizers need nightly).
pub const NIGHTLY: &str = "nightly-2026-05-20";
/// The `rustc --version` of [`NIGHTLY`], to recognise it under another name.
const NIGHTLY_RUSTC: &str = "rustc 1.97.0-nightly (e50aa6fba 2026-05-19)";
/// The cargo-fuzz version.
pub const CARGO_FUZZ: &str = "0.13.2";

/// The fuzzing budget in wall-clock seconds for all targets together, which `fuzz/smoke.sh
/// --budget` splits evenly between them (each runs every one of its seeds first): on CI (`CI`
/// set to `true`, as CI services do) and with `--slow` 60 s, on a developer's machine 40 s.
/// With 8 targets two at a time that is 15 s and 10 s per target. Without a sanitizer a
/// target runs about four times the inputs it ran under AddressSanitizer (`colours`, 15 s:
/// 783,956 runs against 185,083), so these reach further than 80 s and 60 s did with it (a
/// fixed 60 s and 20 s each before that, 8 and 2.7 CPU-minutes in all; then 120 s on CI,
/// which a 1,258 s run could not spare).
fn budget(slow: bool, ci: bool) -> u32 {
    if slow || ci {
        BUDGET_CI
    } else {
        BUDGET_DEV
    }
}

/// [`budget`] on CI and with `--slow`.
const BUDGET_CI: u32 = 60;
/// [`budget`] on a developer's machine.
const BUDGET_DEV: u32 = 40;

/// Whether the `CI` environment variable says this is a CI run.
fn on_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true" || v == "1")
}

/// The toolchain name to run the pinned nightly as: [`NIGHTLY`] itself, or `nightly` when
/// that is the same build; installed (minimal profile) when neither is.
fn nightly() -> Result<String> {
    // Only installed ones are asked (`rustup run` may install a missing one, floating).
    let installed = util::output("rustup", &["toolchain", "list"]).unwrap_or_default();
    let host_of = |name: &str| {
        installed
            .lines()
            .any(|l| l.strip_prefix(name).is_some_and(|r| r.starts_with('-')))
    };
    for name in [NIGHTLY, "nightly"].into_iter().filter(|n| host_of(n)) {
        if util::output("rustup", &["run", name, "rustc", "--version"])
            .is_ok_and(|v| v == NIGHTLY_RUSTC)
        {
            return Ok(name.to_string());
        }
    }
    util::run(
        "rustup",
        &["toolchain", "install", NIGHTLY, "--profile", "minimal"],
    )?;
    Ok(NIGHTLY.to_string())
}

/// Installs the pinned nightly and cargo-fuzz when missing and builds every target
/// (`fuzz/smoke.sh --build`, in `fuzz/target`: no lock shared with the crate's own builds,
/// so `cargo xtask test` runs it beside the native tests); returns the toolchain's name.
pub fn prepare() -> Result<String> {
    banner("fuzz targets' build (the pinned nightly and cargo-fuzz, once)");
    let toolchain = nightly()?;
    let want = format!("cargo-fuzz {CARGO_FUZZ}");
    if util::output("cargo", &[&format!("+{toolchain}"), "fuzz", "--version"]).ok() != Some(want) {
        util::say(format!(
            "installing cargo-fuzz {CARGO_FUZZ} (once; a few minutes) …"
        ));
        util::cargo_install("cargo-fuzz", CARGO_FUZZ, None)?;
    }
    smoke_sh(&toolchain, &["--build"])?;
    Ok(toolchain)
}

/// Runs every target for the budget ([`budget`]) with `fuzz/smoke.sh`, after [`prepare`]
/// (its build is then up to date).
pub fn smoke(toolchain: &str, slow: bool) -> Result {
    banner("fuzz (cargo fuzz, every target, from fuzz/seeds)");
    let secs = budget(slow, on_ci()).to_string();
    smoke_sh(toolchain, &["--budget", &secs])
}

/// `fuzz/smoke.sh ARGS` with the nightly `toolchain`.
fn smoke_sh(toolchain: &str, args: &[&str]) -> Result {
    let mut all = vec!["fuzz/smoke.sh"];
    all.extend_from_slice(args);
    util::run_in(&util::root(), "bash", &all, &[("MINX_NIGHTLY", toolchain)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nightly_is_a_dated_one() {
        let date = NIGHTLY.strip_prefix("nightly-").unwrap();
        let parts: Vec<&str> = date.split('-').collect();
        assert_eq!(parts.iter().map(|p| p.len()).collect::<Vec<_>>(), [4, 2, 2]);
        assert!(parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit())));
        assert!(NIGHTLY_RUSTC.starts_with("rustc ") && NIGHTLY_RUSTC.contains("-nightly ("));
    }

    #[test]
    fn ci_fuzzes_longer_than_a_developer() {
        assert_eq!(budget(false, true), BUDGET_CI);
        assert_eq!(budget(true, false), BUDGET_CI);
        assert!(budget(false, false) < BUDGET_CI);
    }

    #[test]
    fn every_target_has_seeds_and_a_dictionary() {
        let fuzz = util::root().join("fuzz");
        let manifest = std::fs::read_to_string(fuzz.join("Cargo.toml")).unwrap();
        let targets: Vec<&str> = manifest
            .lines()
            .filter_map(|l| l.strip_prefix("name = \""))
            .filter_map(|l| l.strip_suffix('"'))
            .filter(|n| *n != "minx-fuzz")
            .collect();
        assert!(targets.len() >= 8, "{targets:?}");
        for t in targets {
            let seeds = std::fs::read_dir(fuzz.join("seeds").join(t))
                .unwrap_or_else(|e| panic!("fuzz/seeds/{t}: {e}"))
                .count();
            assert!(seeds > 0, "fuzz/seeds/{t} is empty");
            assert!(
                fuzz.join("dicts").join(format!("{t}.dict")).is_file(),
                "{t}.dict"
            );
        }
    }
}
