//! Solvers for the seeds' other two puzzles, the Pyraminx and the 2×2×2, in two methods.
//!
//! - [`Method::Optimal`](super::Method::Optimal): shortest solutions from breadth-first distance tables over
//!   coordinates ([`coord`], [`table`]) — 933,120 Pyraminx layer positions (tips are turned
//!   separately, one turn each) and 3,674,160 positions of the 2×2×2's three faces at one
//!   corner. Tables are built once, on first use.
//! - [`Method::ThreeCycles`](super::Method::ThreeCycles): the thesis's idea on any [`PuzzleDef`](crate::puzzle::PuzzleDef):
//!   commutators `[X, Y]` found by search over the generators, conjugated by setups found
//!   breadth-first, each step "setup S, commutator [X, Y], undo".
//!
//! Both answer the [`Step`](super::Step)s every solver answers, through the one registry
//! ([`SOLVERS`](super::SOLVERS)). Everything works on whole pieces
//! ([`Pieces`](crate::puzzle::Pieces)), read exactly from the sticker permutation. The
//! solvers need the crate's `full` feature.

#[cfg(feature = "full")]
mod commutators;
#[cfg(feature = "full")]
pub mod coord;
#[cfg(feature = "full")]
pub(super) mod cube2_optimal;
#[cfg(feature = "full")]
mod pieces;
#[cfg(feature = "full")]
pub(super) mod pyraminx_optimal;
#[cfg(feature = "full")]
pub mod table;
#[cfg(feature = "full")]
pub(super) mod three_cycles;

#[cfg(feature = "full")]
pub use self::{
    commutators::{Core, Cores},
    cube2_optimal::Cube2Tables,
    pieces::{Model, Turn},
    pyraminx_optimal::PyraminxTables,
    three_cycles::CycleSolver,
};

#[cfg(test)]
mod tests;
