//! [`plan_position`]: a plan of any position of any puzzle by one of its methods, as one
//! value ([`Plan`]) whose JSON is what `minx solve --json` prints and what the JavaScript
//! module's `solve()` answers — the command line and the module call this same function.

use std::fmt;

use serde::{Serialize, Serializer};

use super::methods::SolveMethod;
use crate::group::Perm;
use crate::puzzle::notation::Notation;
use crate::puzzle::{PuzzleKind, State};
use crate::solver::short::{plan_cut_until, plan_short_until, Options, Orbits};
use crate::solver::small::{solve_small, SmallSolution};
use crate::solver::{plan_with, Budget, Method, Solution};

/// A plan: the Megaminx's (piece-level steps) or another puzzle's (generator words).
#[derive(Clone, Debug, PartialEq)]
pub enum Plan {
    /// A plan of the Megaminx's solvers (face turns, thesis notation): the Megaminx's, or the
    /// short solver's on a puzzle cut from it.
    Megaminx(Solution),
    /// A generic solver's plan, its moves in the notation the position was read in.
    Other(SmallSolution),
}

impl Serialize for Plan {
    /// The plan's own JSON (no wrapper naming which it is).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Plan::Megaminx(p) => p.serialize(s),
            Plan::Other(p) => p.serialize(s),
        }
    }
}

impl fmt::Display for Plan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Plan::Megaminx(p) => p.fmt(f),
            Plan::Other(p) => p.fmt(f),
        }
    }
}

/// How long a budgeted short solve searches on, on a clock that reads milliseconds (the
/// native one, or the browser's in wasm, where `std::time` has none). The budget counts from
/// `since`, so loading tables before the plan spends it too: a budget is a deadline.
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    /// The budget.
    pub budget: Budget,
    /// The clock, in milliseconds (only forwards).
    pub clock: fn() -> f64,
    /// When the budget started, on `clock`.
    pub since: f64,
}

impl Deadline {
    /// A deadline `budget` from now on `clock`.
    pub fn from_now(budget: Budget, clock: fn() -> f64) -> Self {
        Deadline {
            budget,
            clock,
            since: clock(),
        }
    }
}

/// Plans a solution of `start` (a position of `puzzle`) with `method`; a Megaminx short solve
/// with a [`Deadline`] searches on for shorter plans until it passes. A generic plan writes its
/// moves in `notation` (the puzzle's default when `None`). Every plan is replayed before it is
/// answered: one that does not solve is an error, never an answer.
pub fn plan_position(
    puzzle: PuzzleKind,
    start: &Perm,
    method: SolveMethod,
    deadline: Option<Deadline>,
    notation: Option<Notation>,
) -> Result<Plan, String> {
    // A generic solver says itself which puzzles it does not solve.
    if matches!(method, SolveMethod::Pieces(_)) && !method.serves(puzzle) {
        return Err(format!(
            "the {method} method does not solve the {}",
            puzzle.name()
        ));
    }
    let unsolved = || "internal error: the plan does not solve; please report this position";
    let cut = puzzle
        .info()
        .dodecahedral()
        .filter(|&d| Orbits::of(d) != Orbits::ALL);
    match method {
        // A puzzle cut from the dodecahedron (some of the Megaminx's orbits): the short
        // solver's stages over the orbits it has, replayed on its own stickers.
        SolveMethod::Pieces(Method::Short) if cut.is_some() => {
            let d = cut.expect("matched");
            let stop = stop_at(deadline);
            let solution =
                plan_cut_until(d, start, Options::default(), &stop).map_err(|e| e.to_string())?;
            if !start.then(&d.apply_moves(&solution.moves)).is_identity() {
                return Err(unsolved().into());
            }
            Ok(Plan::Megaminx(solution))
        }
        SolveMethod::Pieces(m) => {
            let state = State::from_perm(start).map_err(|e| e.to_string())?;
            let solution = plan_pieces(&state, m, deadline).map_err(|e| e.to_string())?;
            let end = solution.moves.iter().fold(state, |s, &m| s.apply(m));
            if !end.is_solved() {
                return Err(format!(
                    "internal error: the plan leaves {end}; please report this position"
                ));
            }
            Ok(Plan::Megaminx(solution))
        }
        SolveMethod::Generic(m) => {
            let solution = solve_small(puzzle, start, m)
                .map_err(|e| e.to_string())?
                .in_notation(notation);
            let end = start.then(&puzzle.def().evaluate(&solution.moves));
            if !end.is_identity() {
                return Err(unsolved().into());
            }
            Ok(Plan::Other(solution))
        }
    }
}

/// A Megaminx plan by `method`, searching on until the deadline when there is one.
fn plan_pieces(
    state: &State,
    method: Method,
    deadline: Option<Deadline>,
) -> Result<Solution, crate::solver::PlanError> {
    match deadline {
        Some(_) if method == Method::Short => {
            plan_short_until(state, Options::default(), &stop_at(deadline))
        }
        _ => plan_with(state, method),
    }
}

/// When a search stops: at the deadline, or (without one) after its first plan.
fn stop_at(deadline: Option<Deadline>) -> impl Fn() -> bool {
    move || {
        deadline.is_none_or(
            |Deadline {
                 budget,
                 clock,
                 since,
             }| clock() >= since + budget.millis(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::small::SmallMethod;

    /// A plan of each kind solves its position, and says why it cannot when it cannot.
    #[test]
    fn plans_solve_or_say_why() {
        let m = PuzzleKind::Megaminx;
        let word = m.info().read_word("A B C", None).unwrap();
        let start = m.def().evaluate(&word);
        let thesis = SolveMethod::Pieces(Method::Thesis);
        let plan = plan_position(m, &start, thesis, None, None).unwrap();
        let json = serde_json::to_value(&plan).unwrap();
        assert_eq!(json["method"], "thesis", "{json}");
        let c = PuzzleKind::Cube2;
        let start = c.def().evaluate(&c.info().read_word("R G", None).unwrap());
        let optimal = SolveMethod::Generic(SmallMethod::Optimal);
        let plan = plan_position(c, &start, optimal, None, None).unwrap();
        assert!(matches!(&plan, Plan::Other(p) if p.ftm() == 2), "{plan}");
        let refused = plan_position(c, &start, thesis, None, None).unwrap_err();
        assert!(
            refused.contains("method does not solve the cube2"),
            "{refused}"
        );
    }
}
