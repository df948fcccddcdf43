//! `cargo xtask bench solver`, small-puzzle part: the Pyraminx's and the 2×2×2's distance
//! tables and their optimal and 3-cycle solvers over 1,000 random positions, God's numbers
//! beside them. Measured in an optimised build (`cargo bench --bench small_solvers -- --table`).

use crate::util;

/// Prints the small-puzzle solver tables (200 positions with `quick`).
pub fn run(quick: bool) -> Result<(), String> {
    util::banner("solver: Pyraminx and 2×2×2, optimal and 3-cycles");
    let mut args = vec!["bench", "--bench", "small_solvers", "--", "--table"];
    if quick {
        args.push("--quick");
    }
    util::run("cargo", &args)
}
