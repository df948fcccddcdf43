//! [`SOLVERS`]: every small-puzzle solver with the puzzles it serves, and [`solve_small`],
//! the one entry point that picks a solver and checks the position first.

use super::plan::{SmallSolution, SmallStep};
use super::{cube2_optimal, pyraminx_optimal, three_cycles, SmallError, SmallMethod};
use crate::group::Perm;
use crate::puzzle::{Pieces, PuzzleKind};

/// Which puzzles a solver serves.
#[derive(Clone, Copy, Debug)]
pub enum Serves {
    /// Exactly this one (a solver built on the puzzle's own coordinates).
    Only(PuzzleKind),
    /// Every puzzle whose registry record offers its method (a generic solver).
    Offered,
}

/// One solver of this module: its method, the puzzles it serves, and the solving itself.
#[derive(Clone, Copy, Debug)]
pub struct SmallSolver {
    /// The method it implements.
    pub method: SmallMethod,
    /// The puzzles it serves.
    pub serves: Serves,
    solve: fn(PuzzleKind, &Pieces) -> Vec<SmallStep>,
}

impl SmallSolver {
    /// Whether it solves `puzzle` (whose record must offer the method too).
    pub fn serves(&self, puzzle: PuzzleKind) -> bool {
        let offered = puzzle.info().can(self.method.capability());
        offered
            && match self.serves {
                Serves::Only(kind) => kind == puzzle,
                Serves::Offered => true,
            }
    }
}

/// Every solver, each saying whom it serves: the dispatch below has no catch-all, so a new
/// puzzle is solved only by a solver that names it or by a generic one its record offers.
pub const SOLVERS: [SmallSolver; 3] = [
    SmallSolver {
        method: SmallMethod::Optimal,
        serves: Serves::Only(PuzzleKind::Pyraminx),
        solve: |_, s| pyraminx_optimal::solve(s),
    },
    SmallSolver {
        method: SmallMethod::Optimal,
        serves: Serves::Only(PuzzleKind::Cube2),
        solve: |_, s| cube2_optimal::solve(s),
    },
    SmallSolver {
        method: SmallMethod::ThreeCycles,
        serves: Serves::Offered,
        solve: three_cycles::solve,
    },
];

/// The solver of `puzzle` by `method`, if any serves it.
pub fn solver_for(puzzle: PuzzleKind, method: SmallMethod) -> Option<&'static SmallSolver> {
    SOLVERS
        .iter()
        .find(|s| s.method == method && s.serves(puzzle))
}

/// Solves a position (a sticker permutation) of a puzzle other than the Megaminx by `method`.
pub fn solve_small(
    puzzle: PuzzleKind,
    state: &Perm,
    method: SmallMethod,
) -> Result<SmallSolution, SmallError> {
    let solver = solver_for(puzzle, method).ok_or(SmallError::Unsupported(puzzle))?;
    if state.degree() != puzzle.def().sticker_count()
        || !puzzle.info().whole_group().contains(state)
    {
        return Err(SmallError::Unreachable(puzzle));
    }
    let pieces = Pieces::of_perm(puzzle.def(), state);
    Ok(SmallSolution::new(
        puzzle,
        method,
        (solver.solve)(puzzle, &pieces),
    ))
}
