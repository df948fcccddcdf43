//! `minx solve --puzzle pyraminx|cube2`: the small-puzzle solvers on the command line.

use minx::group::Perm;
use minx::puzzle::PuzzleKind;
use minx::solver::small::{solve_small, SmallMethod};

use crate::args::{ArgError, Args};

/// Cuts a message quoting untrusted text to a readable length.
fn cut(message: String) -> String {
    const MAX: usize = 160;
    if message.chars().count() <= MAX {
        message
    } else {
        format!("{}…", message.chars().take(MAX).collect::<String>())
    }
}

/// The position: the moves given (in generator names, e.g. `s5 s6' s1` or `R G^2 B'`) from
/// solved, or the colours of a facelet file.
fn read_position(args: &Args, puzzle: PuzzleKind) -> Result<Perm, ArgError> {
    let def = puzzle.def();
    if args.value("notation").is_some() {
        return Err(format!(
            "--notation is for the Megaminx; {} moves are generator names ({})",
            puzzle.name(),
            def.generator_names().join(" ")
        ));
    }
    match (args.value("facelets"), args.joined()) {
        (Some(_), Some(_)) => Err("give either moves or --facelets FILE, not both".into()),
        (Some(path), None) => crate::commands::read_facelets_file(path, puzzle),
        (None, Some(text)) => {
            let word = def
                .parse_word(&text)
                .map_err(|e| cut(format!("{} moves: {e}", puzzle.name())))?;
            Ok(def.evaluate(&word))
        }
        (None, None) => Err(format!(
            "expected moves in generator names ({}) or --facelets FILE",
            def.generator_names().join(" ")
        )),
    }
}

/// Solves a Pyraminx or 2×2×2 position and prints the plan (or its JSON).
pub fn solve(args: &Args, puzzle: PuzzleKind) -> Result<(), ArgError> {
    let method: SmallMethod = args.parsed("method", SmallMethod::Optimal)?;
    let start = read_position(args, puzzle)?;
    let solution = solve_small(puzzle, &start, method).map_err(|e| e.to_string())?;
    if !start
        .then(&puzzle.def().evaluate(&solution.moves))
        .is_identity()
    {
        return Err("internal error: the plan does not solve; please report this position".into());
    }
    crate::commands::print_plan(args, &solution)
}
