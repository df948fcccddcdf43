//! [`Setup`]: where a Megaminx link's position starts before its moves.

use crate::puzzle::{Move, State};

/// Where the shared Megaminx position starts before its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setup {
    /// A scramble written as moves (empty: solved).
    Moves(Vec<Move>),
    /// A position given directly.
    State(State),
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::Moves(Vec::new())
    }
}

impl Setup {
    /// The position it describes.
    pub fn state(&self) -> State {
        match self {
            Setup::Moves(m) => State::of_moves(m),
            Setup::State(s) => *s,
        }
    }

    /// How many face turns it is written with (none for a state).
    pub fn len(&self) -> usize {
        match self {
            Setup::Moves(m) => m.len(),
            Setup::State(_) => 0,
        }
    }

    /// Whether it is written with no turns (solved, or a state).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
