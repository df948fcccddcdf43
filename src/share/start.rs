//! [`Start`]: where a position of any puzzle starts before its moves, in generator letters
//! and sticker permutations — the simulator's view of a [`Position`](super::Position),
//! whatever the puzzle's link format.

use crate::group::{Letter, Perm};

/// Where a position starts before its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// Written as moves (a scramble; none: solved).
    Moves(Vec<Letter>),
    /// Given as a position.
    Position(Perm),
}
