//! [`Turn`]: what one move of an [`Alg`](super::Alg) must offer, so one tree and one parser
//! serve every puzzle — the Megaminx's face turns ([`Move`]) and the generator letters of any
//! [`PuzzleDef`](crate::puzzle::PuzzleDef) ([`Letter`]).

use crate::group::Letter;
use crate::puzzle::face::Move;

/// One move of an algorithm: it can be undone, and it may do nothing (`A^5`, `s1^0`).
pub trait Turn: Copy + Eq + std::hash::Hash + std::fmt::Debug {
    /// The move that undoes this one.
    fn inverse(self) -> Self;
    /// Whether it does nothing (it is then left out of an expansion and not counted).
    fn is_identity(self) -> bool;
}

impl Turn for Move {
    fn inverse(self) -> Move {
        Move::inverse(self)
    }

    fn is_identity(self) -> bool {
        self.amount.is_zero()
    }
}

impl Turn for Letter {
    fn inverse(self) -> Letter {
        Letter {
            generator: self.generator,
            power: self.power.saturating_neg(),
        }
    }

    fn is_identity(self) -> bool {
        self.power == 0
    }
}
