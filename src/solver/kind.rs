//! [`PieceKind`]: edges or corners, so that every phase and table is written once for both.

use std::fmt;

use serde::Serialize;

use crate::puzzle::{Slot, State, CORNERS, EDGES};

/// Which orbit of pieces a phase works on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PieceKind {
    /// The 30 edge pieces (two stickers, flip mod 2).
    Edge,
    /// The 20 corner pieces (three stickers, twist mod 3).
    Corner,
}

impl PieceKind {
    /// The number of pieces (and slots) of this kind.
    pub fn count(self) -> usize {
        match self {
            PieceKind::Edge => EDGES,
            PieceKind::Corner => CORNERS,
        }
    }

    /// The number of orientations a piece has in a slot (2 for edges, 3 for corners).
    pub fn modulus(self) -> u8 {
        match self {
            PieceKind::Edge => 2,
            PieceKind::Corner => 3,
        }
    }

    /// The other kind.
    pub fn other(self) -> PieceKind {
        match self {
            PieceKind::Edge => PieceKind::Corner,
            PieceKind::Corner => PieceKind::Edge,
        }
    }

    /// The name of piece (or slot) `i` of this kind, e.g. `AC` or `CDL`.
    pub fn name(self, i: usize) -> &'static str {
        match self {
            PieceKind::Edge => State::edge_name(i),
            PieceKind::Corner => State::corner_name(i),
        }
    }

    /// Piece (or slot) `i` of this kind as a slot of the puzzle.
    pub fn slot(self, i: usize) -> Slot {
        match self {
            PieceKind::Edge => Slot::edge(i),
            PieceKind::Corner => Slot::corner(i),
        }
    }

    /// Where each piece of this kind is in `s` (`to[piece] = slot`).
    pub fn to(self, s: &State) -> &[u8] {
        match self {
            PieceKind::Edge => &s.edge_to,
            PieceKind::Corner => &s.corner_to,
        }
    }

    /// Each piece's orientation in `s`.
    pub fn orient(self, s: &State) -> &[u8] {
        match self {
            PieceKind::Edge => &s.edge_flip,
            PieceKind::Corner => &s.corner_twist,
        }
    }

    /// The slots whose content `s` moves or turns, in index order: the support of `s` on this
    /// kind when `s` is read as a step (what is in slot `i` goes to `to[i]`, turned by
    /// `orient[i]`).
    pub fn support(self, s: &State) -> Vec<usize> {
        let (to, orient) = (self.to(s), self.orient(s));
        (0..self.count())
            .filter(|&i| to[i] as usize != i || orient[i] != 0)
            .collect()
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PieceKind::Edge => "edge",
            PieceKind::Corner => "corner",
        })
    }
}
