//! Solvers for the seeds' other two puzzles, the Pyraminx and the 2×2×2, in two methods.
//!
//! - [`SmallMethod::Optimal`]: shortest solutions from breadth-first distance tables over
//!   coordinates ([`coord`], [`table`]) — 933,120 Pyraminx layer positions (tips are turned
//!   separately, one turn each) and 3,674,160 positions of the 2×2×2's three faces at one
//!   corner. Tables are built once, on first use.
//! - [`SmallMethod::ThreeCycles`]: the thesis's idea on any [`PuzzleDef`](crate::puzzle::PuzzleDef):
//!   commutators `[X, Y]` found by search over the generators, conjugated by setups found
//!   breadth-first, each step "setup S, commutator [X, Y], undo".
//!
//! Both give a [`SmallSolution`] in the shape of the Megaminx's plan: steps with their moves
//! and pieces, and the whole solution after cancellation. Everything works on whole pieces
//! ([`Pieces`]), read exactly from the sticker permutation.

mod commutators;
pub mod coord;
mod cube2_optimal;
mod pieces;
mod plan;
mod pyraminx_optimal;
pub mod table;
mod three_cycles;

use crate::group::Perm;
use crate::puzzle::{Pieces, PuzzleKind};

pub use self::commutators::{Core, Cores};
pub use self::cube2_optimal::Cube2Tables;
pub use self::pieces::{Model, Turn};
pub use self::plan::{
    cancel_words, Commutator, SmallError, SmallMethod, SmallMethodParseError, SmallPhase,
    SmallSolution, SmallStep,
};
pub use self::pyraminx_optimal::PyraminxTables;
pub use self::three_cycles::CycleSolver;

/// Solves a Pyraminx or 2×2×2 position (a sticker permutation) by `method`.
pub fn solve_small(
    puzzle: PuzzleKind,
    state: &Perm,
    method: SmallMethod,
) -> Result<SmallSolution, SmallError> {
    if !puzzle.info().can(method.capability()) {
        return Err(SmallError::Unsupported(puzzle));
    }
    if state.degree() != puzzle.def().sticker_count()
        || !puzzle.info().whole_group().contains(state)
    {
        return Err(SmallError::Unreachable(puzzle));
    }
    let pieces = Pieces::of_perm(puzzle.def(), state);
    let steps = match (method, puzzle) {
        (SmallMethod::Optimal, PuzzleKind::Pyraminx) => pyraminx_optimal::solve(&pieces),
        (SmallMethod::Optimal, _) => cube2_optimal::solve(&pieces),
        (SmallMethod::ThreeCycles, _) => three_cycles::solve(puzzle, &pieces),
    };
    Ok(SmallSolution::new(puzzle, method, steps))
}

#[cfg(test)]
mod tests;
