//! The slow suites of `cargo xtask test --slow`: every `#[ignore]`d test (the 2,000 short
//! solves, the 10,000 thesis solves, the 1,000 commutator solves, both small-puzzle methods on
//! 1,000 positions, the 2×2×2's whole-group table, GAP's group orders), run by the same
//! `cargo test --workspace` as the other native tests, in its optimised test build.
//!
//! One run, not a second `cargo test -- --ignored` after it: each test binary then runs its
//! slow tests beside its quick ones on both cores, where a run of the slow tests alone ran
//! each binary's one or two long tests with a core idle (the 2×2×2's table alone, the
//! Kilominx's GAP call alone, the 10,000 thesis solves beside the shorter 1,000 commutator
//! solves).

use crate::util::{self, Result};

/// What `cargo test --workspace -- …` adds to run the slow suites with the others.
pub const TEST_ARGS: &[&str] = &["--include-ignored"];

/// Installs GAP when it is missing: the Kilominx's group orders are compared with its.
pub fn ensure_gap() -> Result {
    if util::have("gap") {
        return Ok(());
    }
    crate::test::apt_install("GAP", &["gap"], crate::test::Recommends::Without)
}
