//! `minx solve --puzzle <name>`: the solvers of the puzzles other than the Megaminx on the
//! command line.

use minx::app::{default_method, monotonic_ms, plan_position, Deadline, Method};
use minx::group::{Perm, Word};
use minx::puzzle::notation::input_notation;
use minx::puzzle::{Notation, PuzzleKind};

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

/// The notation `--notation` names, for a puzzle whose record lists notations (the
/// record's first when absent); `None` for a puzzle whose moves are its generators' names.
pub(crate) fn notation(args: &Args, puzzle: PuzzleKind) -> Result<Option<Notation>, ArgError> {
    let info = puzzle.info();
    let known = || -> Vec<_> { info.notations.iter().map(|n| n.name()).collect() };
    match args.value("notation") {
        None => Ok(info.notation_or_default(None)),
        Some(_) if info.notations.is_empty() => Err(format!(
            "--notation is not for the {}; its moves are generator names ({})",
            puzzle.name(),
            info.def().generator_names().join(" ")
        )),
        Some(name) => input_notation(name)
            .filter(|n| info.notations.contains(n))
            .map(Some)
            .ok_or_else(|| {
                cut(format!(
                    "unknown notation {} for the {} (use {})",
                    minx::quote::quote(name),
                    puzzle.name(),
                    known().join(", ")
                ))
            }),
    }
}

/// The position: the moves given (in generator names, e.g. `s5 s6' s1` or `R G^2 B'`, or in
/// the puzzle's notation) from solved, or the colours of a facelet file.
pub(crate) fn read_position(
    args: &Args,
    puzzle: PuzzleKind,
    notation: Option<Notation>,
) -> Result<Perm, ArgError> {
    let def = puzzle.def();
    match (args.value("facelets"), args.joined()) {
        (Some(_), Some(_)) => Err("give either moves or --facelets FILE, not both".into()),
        (Some(path), None) => crate::commands::read_facelets_file(path, puzzle),
        (None, Some(_)) => Ok(def.evaluate(&read_moves(args, puzzle, notation)?)),
        (None, None) => Err(format!(
            "expected moves in generator names ({}) or --facelets FILE",
            def.generator_names().join(" ")
        )),
    }
}

/// The moves given (in generator names or the puzzle's notation), as a word.
pub(crate) fn read_moves(
    args: &Args,
    puzzle: PuzzleKind,
    notation: Option<Notation>,
) -> Result<Word, ArgError> {
    let text = args.joined().ok_or_else(|| {
        format!(
            "expected moves in generator names ({})",
            puzzle.def().generator_names().join(" ")
        )
    })?;
    puzzle
        .info()
        .read_word(&text, notation)
        .map_err(|e| cut(format!("{} moves: {e}", puzzle.name())))
}

/// Solves a position and prints the plan (or its JSON), its moves in the notation they were
/// read in. The method defaults to the page's default for the puzzle; `--budget` (a
/// deadline, as for the Megaminx) is for a method that searches on.
pub fn solve(args: &Args, puzzle: PuzzleKind) -> Result<(), ArgError> {
    let method: Method = args.parsed("method", default_of(puzzle))?;
    let budget = crate::commands::read_budget(args, method)?;
    let notation = notation(args, puzzle)?;
    let start = read_position(args, puzzle, notation)?;
    let deadline = budget.map(|b| Deadline::from_now(b, monotonic_ms));
    // The same planner answers the JavaScript module's solve() (src/app/solve/position_plan.rs);
    // every plan is replayed on the puzzle's own stickers before it is printed.
    let plan = plan_position(puzzle, &start, method, deadline, notation)?;
    crate::commands::print_plan(args, &plan)
}

/// The method `puzzle` is solved by when none is named: the page's default for it.
fn default_of(puzzle: PuzzleKind) -> Method {
    default_method(puzzle).unwrap_or_default()
}

/// `minx scramble --puzzle P` for a puzzle other than the Megaminx: a uniformly random
/// position (`--kind random-state`, the only kind a puzzle without WCA scrambles has),
/// written as moves that reach it from solved (its plan by the puzzle's first method,
/// undone), in the puzzle's notation or generator names; `--json` adds its facelets.
pub fn scramble(args: &Args, puzzle: PuzzleKind, seed: u64) -> Result<(), ArgError> {
    let info = puzzle.info();
    match args.value("kind").unwrap_or("random-state") {
        "random-state" => {}
        "wca" => {
            return Err(format!(
                "the {} has no WCA scramble (use --kind random-state)",
                puzzle.info().title
            ))
        }
        other => {
            return Err(cut(format!(
                "unknown --kind {} (expected random-state for the {})",
                minx::quote::quote(other),
                puzzle.info().title
            )))
        }
    }
    let def = info.def();
    let position = info
        .invariants()
        .random_position(def, &mut minx::rng::Rng::new(seed));
    let plan = plan_position(puzzle, &position, default_of(puzzle), None, None)?;
    let moves = plan.scramble_moves();
    if def.evaluate(&moves) != position {
        return Err("internal error: the scramble does not reach its position".into());
    }
    let scramble = info.write_word(&moves, None);
    let facelets = minx::puzzle::to_facelets_json(def, &position);
    if args.switch("json") {
        let facelets: serde_json::Value =
            serde_json::from_str(&facelets).map_err(|e| e.to_string())?;
        let json = serde_json::json!({
            "puzzle": puzzle.name(),
            "kind": "random-state",
            "seed": seed,
            "scramble": scramble,
            "facelets": facelets,
        });
        out!("{json}");
    } else {
        out!("{scramble}");
        out!("facelets: {facelets}");
    }
    Ok(())
}
