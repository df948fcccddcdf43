//! [`ModuleCall`]: a call of the JavaScript module (npm `minx`: `solve`, `explain`, `order`,
//! `cycles`, `scramble`), as JSON text, answered with JSON text ([`answer`]).
//!
//! The module's `index.js` writes each call with `JSON.stringify` (`{"solve": {"position":
//! …, "options": {…}}}`) and hands it to the worker's wasm (`Request::Call`: in the page's
//! Web Worker in a browser, on the spot in Node), which answers with the JSON it parses. What
//! the answers are made of is the crate's own: a plan is [`plan_position`]'s, the very value
//! `minx solve --json` prints; an explanation, the cycles and the order are what the page API's
//! `explain`, `cycles` and `groupOrder` answer. Every name and text is checked here, so a bad
//! call is refused with a message saying what and where (untrusted text quoted and cut).

use std::collections::BTreeMap;

use serde::Deserialize;

use super::failure::Failure;
use crate::app::sim::cycles_text;
use crate::app::solve::{default_method, plan_position, wca_scramble, Deadline, Method};
use crate::group::{Letter, Perm, StabChain, Word};
use crate::puzzle::notation::{input_notation, Notation};
use crate::puzzle::{Facelets, NamedGroup, PuzzleKind};
use crate::quote::{or_list, quote};
use crate::rng::Rng;
use crate::solver::Budget;

/// The most bytes of a call read: a Megaminx's facelets are about 3 KB.
pub const MAX_CALL: usize = 64 * 1024;

/// A position: moves from solved, or the colour on every sticker (facelets, as
/// `minx facelets --json` writes them: `{"A:ABF": "A", …}`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum Position {
    /// Moves, in the puzzle's notation.
    Alg(String),
    /// Sticker name → colour name.
    Facelets(BTreeMap<String, String>),
}

crate::api_list! {
    /// A call of the module, as its `index.js` writes it: `{name: {param: value, …}}`, the
    /// options object's keys flattened in. Written once with [`api_list!`](crate::api_list):
    /// the same list ([`MODULE_API`]) gives the module's functions and its `index.d.ts`.
    #[derive(Clone, Debug, PartialEq, Deserialize)]
    #[serde(rename_all = "camelCase", deny_unknown_fields)]
    pub enum ModuleCall, list MODULE_API {
        /// `solve(position, {puzzle, method, budget, notation})`: a promise of a plan that
        /// solves the position, as `minx solve --json` prints it.
        Solve "solve" (
            /// Moves from solved (in the notation given), or facelets as `minx facelets --json`
            /// writes them.
            position: Position as "Position";
            {
                /// The puzzle (`megaminx` when absent).
                puzzle: Option<String> as "PuzzleName",
                /// The solving method (the puzzle's first when absent).
                method: Option<String> as "string",
                /// Seconds the short method searches on for shorter plans (0–3600).
                budget: Option<f64> as "number",
                /// The notation the moves are read in (and a generic plan written in).
                notation: Option<String> as "Notation"
            }
        ) -> "Promise<Plan>";
        /// `explain(alg, {puzzle, notation})`: a promise of the alg's structure, phases,
        /// cycles and order, as the page API's `explain` answers.
        Explain "explain" (
            /// The moves.
            alg: String as "string";
            {
                /// The puzzle (`megaminx` when absent).
                puzzle: Option<String> as "PuzzleName",
                /// The notation the moves are read in.
                notation: Option<String> as "Notation"
            }
        ) -> "Promise<Explanation>";
        /// `order(puzzle, gens)`: a promise of the order of the group the named generators
        /// generate (all when absent or empty), as a decimal string, as the page API's
        /// `groupOrder` answers.
        Order "order" (
            /// The puzzle.
            puzzle: Option<String> as "PuzzleName" = "'megaminx'",
            /// Generator names separated by spaces.
            gens: Option<String> as "string" = "''"
        ) -> "Promise<string>";
        /// `cycles(position, {puzzle, notation})`: a promise of the position's piece cycles, a
        /// newline, its sticker cycles, as the page API's `cycles()` answers.
        Cycles "cycles" (
            /// Moves from solved, or facelets.
            position: Position as "Position";
            {
                /// The puzzle (`megaminx` when absent).
                puzzle: Option<String> as "PuzzleName",
                /// The notation the moves are read in.
                notation: Option<String> as "Notation"
            }
        ) -> "Promise<string>";
        /// `scramble(kind, {puzzle, seed, notation})`: a promise of a scramble drawn as the
        /// page's `scramble(kind, seed)` draws it: its moves from solved and its facelets.
        Scramble "scramble" (
            /// `wca` (the Megaminx's Pochmann scramble) or `random-state`.
            kind: Option<String> as "ScrambleKind" = "'wca'";
            {
                /// The puzzle (`megaminx` when absent).
                puzzle: Option<String> as "PuzzleName",
                /// The seed (0 when absent).
                seed: Option<f64> as "number",
                /// The notation the moves are written in.
                notation: Option<String> as "Notation"
            }
        ) -> "Promise<Scramble>";
    }
}

impl ModuleCall {
    /// Whether it is a short solve (which wants the short solver's tables first).
    pub fn wants_short_tables(&self) -> bool {
        matches!(self, ModuleCall::Solve { method: Some(m), .. } if m == "short")
    }
}

/// What `scramble()` answers.
#[derive(serde::Serialize)]
pub struct Scrambled {
    /// The puzzle's name.
    pub puzzle: &'static str,
    /// `wca` or `random-state`.
    pub kind: String,
    /// The seed it was drawn with.
    pub seed: u64,
    /// Moves from solved to it, in the notation asked (the puzzle's first when none was).
    pub alg: String,
    /// The position, as `facelets()`.
    pub facelets: Facelets,
}

/// Reads a call from its JSON text (at most [`MAX_CALL`] bytes).
pub fn read_call(json: &str) -> Result<ModuleCall, Failure> {
    if json.len() > MAX_CALL {
        return Err(format!("a call of more than {} KiB", MAX_CALL / 1024).into());
    }
    serde_json::from_str(json).map_err(|e| Failure(format!("not a call of minx: {e}")))
}

/// Answers a call with JSON text; `clock` (milliseconds) times a short solve's budget, which
/// counts from `received` (when the worker received the call, on `clock`).
pub fn answer(call: ModuleCall, clock: fn() -> f64, received: f64) -> Result<String, Failure> {
    use ModuleCall as C;
    match call {
        C::Solve {
            position,
            puzzle: name,
            method: method_name,
            budget: seconds,
            notation: notation_name,
        } => {
            let puzzle = puzzle(name.as_deref())?;
            let notation = notation(puzzle, notation_name.as_deref())?;
            let start = read_position(puzzle, &position, notation)?;
            let method = method(puzzle, method_name.as_deref())?;
            // A budget is a deadline from the call's arrival: waiting for the tables' file
            // spends it too.
            let deadline = budget(method, seconds)?.map(|budget| Deadline {
                budget,
                clock,
                since: received,
            });
            json(&plan_position(puzzle, &start, method, deadline, notation)?)
        }
        C::Explain {
            alg,
            puzzle: name,
            notation: notation_name,
        } => {
            let puzzle = puzzle(name.as_deref())?;
            let notation = notation(puzzle, notation_name.as_deref())?;
            let explained = (puzzle.info().explain(&alg, notation))
                .map_err(|e| Failure(format!("{} moves: {e}", puzzle.name())))?;
            json(&explained)
        }
        C::Cycles {
            position,
            puzzle: name,
            notation: notation_name,
        } => {
            let puzzle = puzzle(name.as_deref())?;
            let notation = notation(puzzle, notation_name.as_deref())?;
            json(&cycles_text(
                puzzle,
                &read_position(puzzle, &position, notation)?,
            ))
        }
        C::Order { puzzle: name, gens } => {
            let gens = gens.as_deref().unwrap_or("");
            let group = NamedGroup::new(puzzle(name.as_deref())?, gens)
                .map_err(|e| Failure(e.to_string()))?;
            let degree = group.puzzle.def().sticker_count();
            let chain = StabChain::with_degree(degree, &group.perms())
                .map_err(|e| Failure(e.to_string()))?;
            json(&chain.order().to_string())
        }
        C::Scramble {
            kind,
            puzzle: name,
            seed,
            notation: notation_name,
        } => {
            let puzzle = puzzle(name.as_deref())?;
            let notation = notation(puzzle, notation_name.as_deref())?;
            let kind = kind.as_deref().unwrap_or("wca");
            json(&scramble(puzzle, kind, seed, notation)?)
        }
    }
}

/// A value as JSON text, its fields in the order they are written (as the CLI prints it).
fn json<T: serde::Serialize>(value: &T) -> Result<String, Failure> {
    serde_json::to_string(value).map_err(|e| Failure(e.to_string()))
}

/// The puzzle named (the Megaminx when none is).
fn puzzle(name: Option<&str>) -> Result<PuzzleKind, Failure> {
    name.map_or(Ok(PuzzleKind::Megaminx), |n| {
        n.parse::<PuzzleKind>().map_err(|e| Failure(e.to_string()))
    })
}

/// The notation named, one the puzzle's record lists (its first when none is named; `None`
/// for a puzzle whose moves are its generators' names, which refuses any name).
fn notation(puzzle: PuzzleKind, name: Option<&str>) -> Result<Option<Notation>, Failure> {
    let known = puzzle.info().notations;
    let Some(name) = name.filter(|n| !n.is_empty()) else {
        return Ok(known.first().copied());
    };
    match input_notation(name).filter(|n| known.contains(n)) {
        Some(n) => Ok(Some(n)),
        None if known.is_empty() => Err(Failure(format!(
            "the {} has no notation ({} given): its moves are generator names",
            puzzle.name(),
            quote(name)
        ))),
        None => Err(Failure(format!(
            "unknown notation {} for the {} (use {})",
            quote(name),
            puzzle.name(),
            or_list(known.iter().map(|n| n.name()))
        ))),
    }
}

/// The method named, one that solves the puzzle (its default when none is named).
fn method(puzzle: PuzzleKind, name: Option<&str>) -> Result<Method, Failure> {
    let none = || Failure(format!("nothing solves the {}", puzzle.name()));
    let Some(name) = name.filter(|n| !n.is_empty()) else {
        return default_method(puzzle).ok_or_else(none);
    };
    (name.parse::<Method>()).map_err(|e| Failure(e.to_string()))
}

/// A budget, for the short method only.
fn budget(method: Method, seconds: Option<f64>) -> Result<Option<Budget>, Failure> {
    let Some(seconds) = seconds else {
        return Ok(None);
    };
    if method.name() != "short" {
        return Err(Failure(format!(
            "a budget is for the short method (the {method} method has no search to go on with)"
        )));
    }
    Budget::try_from(seconds)
        .map(Some)
        .map_err(|e| Failure(format!("budget: {e}")))
}

/// The position: moves from solved, or facelets read as `minx state` reads a facelet file.
fn read_position(
    puzzle: PuzzleKind,
    position: &Position,
    notation: Option<Notation>,
) -> Result<Perm, Failure> {
    let def = puzzle.def();
    match position {
        Position::Alg(text) => {
            let word = puzzle.info().read_word(text, notation);
            let word = word.map_err(|e| Failure(format!("{} moves: {e}", puzzle.name())))?;
            Ok(def.evaluate(&word))
        }
        Position::Facelets(colours) => {
            let text = serde_json::to_string(colours).map_err(|e| Failure(e.to_string()))?;
            (puzzle.reader().read_any(&text))
                .map_err(|e| Failure(format!("{} facelets: {e}", puzzle.name())))
        }
    }
}

/// A scramble of `kind`, drawn with `seed` (0 when none) as the page draws it, its moves
/// written in `notation`.
fn scramble(
    puzzle: PuzzleKind,
    kind: &str,
    seed: Option<f64>,
    notation: Option<Notation>,
) -> Result<Scrambled, Failure> {
    let seed = seed.unwrap_or(0.0);
    if !(0.0..=u64::MAX as f64).contains(&seed) || seed.fract() != 0.0 {
        return Err(Failure(format!("seed {seed} is not a whole number from 0")));
    }
    let seed = seed as u64;
    let mut rng = Rng::new(seed);
    let info = puzzle.info();
    let def = info.def();
    let word = match kind {
        "wca" if info.can(crate::puzzle::Capability::WcaScramble) => {
            let mut w = Word::new();
            (wca_scramble(&mut rng).iter()).for_each(|l: &Letter| w.push(l.generator, l.power));
            w
        }
        "wca" => {
            return Err(Failure(format!(
                "the {} has no WCA scramble",
                puzzle.name()
            )))
        }
        "random-state" => {
            let perm = info.invariants().random_position(def, &mut rng);
            reaching(puzzle, &perm)?
        }
        other => {
            return Err(Failure(format!(
                "unknown scramble kind {} (use wca or random-state)",
                quote(other)
            )))
        }
    };
    Ok(Scrambled {
        puzzle: puzzle.name(),
        kind: kind.to_string(),
        seed,
        alg: info.write_word(&word, notation),
        facelets: Facelets::of(def, &def.evaluate(&word)),
    })
}

/// Moves from solved to `perm`: its plan by the puzzle's default method, inverted.
fn reaching(puzzle: PuzzleKind, perm: &Perm) -> Result<Word, Failure> {
    let method = method(puzzle, None)?;
    let plan = plan_position(puzzle, perm, method, None, None)?;
    Ok(plan.moves.inverse())
}
