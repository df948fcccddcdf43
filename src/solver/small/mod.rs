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
//! ([`Pieces`](crate::puzzle::Pieces)), read exactly from the sticker permutation.
//!
//! Only the method's name and the solvers' error ([`SmallMethod`], [`SmallError`]) are built
//! without the crate's `full` feature (the page's wasm); the solvers themselves need it.

#[cfg(feature = "full")]
mod commutators;
#[cfg(feature = "full")]
pub mod coord;
#[cfg(feature = "full")]
mod cube2_optimal;
mod method;
#[cfg(feature = "full")]
mod pieces;
#[cfg(feature = "full")]
mod plan;
#[cfg(feature = "full")]
mod pyraminx_optimal;
#[cfg(feature = "full")]
mod solvers;
#[cfg(feature = "full")]
pub mod table;
#[cfg(feature = "full")]
mod three_cycles;

pub use self::method::{SmallError, SmallMethod, SmallMethodParseError};
#[cfg(feature = "full")]
pub use self::{
    commutators::{Core, Cores},
    cube2_optimal::Cube2Tables,
    pieces::{Model, Turn},
    plan::{cancel_words, Commutator, SmallPhase, SmallSolution, SmallStep},
    pyraminx_optimal::PyraminxTables,
    solvers::{solve_small, solver_for, Serves, SmallSolver, SOLVERS},
    three_cycles::CycleSolver,
};

#[cfg(test)]
mod tests;
