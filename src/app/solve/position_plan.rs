//! [`plan_position`]: a plan of any position of any puzzle by one of its methods, as the
//! solver registry's [`Solution`], whose JSON is what `minx solve --json` prints and what the
//! JavaScript module's `solve()` answers — the command line and the module call this same
//! function.

use crate::group::Perm;
use crate::puzzle::notation::Notation;
use crate::puzzle::PuzzleKind;
use crate::solver::{self, Budget, Method, Solution};

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
    /// Whether the deadline has passed.
    pub fn passed(&self) -> bool {
        (self.clock)() >= self.since + self.budget.millis()
    }

    /// A deadline `budget` from now on `clock`.
    pub fn from_now(budget: Budget, clock: fn() -> f64) -> Self {
        Deadline {
            budget,
            clock,
            since: clock(),
        }
    }
}

/// Plans a solution of `start` (a position of `puzzle`) with `method`; a short solve with a
/// [`Deadline`] searches on for shorter plans until it passes (without one, the first plan is
/// the answer). Its moves are written in `notation` (the puzzle's default when `None`), or in
/// the one its solver always writes ([`Solver::writes`](solver::Solver::writes)). Every
/// plan is replayed before it is answered: one that does not solve is an error, never an
/// answer.
pub fn plan_position(
    puzzle: PuzzleKind,
    start: &Perm,
    method: Method,
    deadline: Option<Deadline>,
    notation: Option<Notation>,
) -> Result<Solution, String> {
    let passed = deadline.map(|d| move || d.passed());
    let until = passed.as_ref().map(|f| f as solver::short::Stop);
    let solution = solver::solve(puzzle, start, method, until).map_err(|e| e.to_string())?;
    if !start
        .then(&puzzle.def().evaluate(&solution.moves))
        .is_identity()
    {
        return Err("internal error: the plan does not solve; please report this position".into());
    }
    let writes = solver::solver_for(puzzle, method).and_then(|s| s.writes);
    Ok(solution.in_notation(writes.or(notation)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A plan of each kind solves its position, and says why it cannot when it cannot.
    #[test]
    fn plans_solve_or_say_why() {
        let m = PuzzleKind::Megaminx;
        let word = m.info().read_word("A B C", None).unwrap();
        let start = m.def().evaluate(&word);
        let plan = plan_position(m, &start, Method::Thesis, None, None).unwrap();
        let json = serde_json::to_value(&plan).unwrap();
        assert_eq!(json["method"], "thesis", "{json}");
        let c = PuzzleKind::Cube2;
        let start = c.def().evaluate(&c.info().read_word("R G", None).unwrap());
        let plan = plan_position(c, &start, Method::Optimal, None, None).unwrap();
        assert_eq!(plan.ftm(), 2, "{plan}");
        let refused = plan_position(c, &start, Method::Thesis, None, None).unwrap_err();
        assert!(
            refused.contains("method does not solve the cube2"),
            "{refused}"
        );
    }
}
