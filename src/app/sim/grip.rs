//! [`Grip`]: which face sits at which position after whole-puzzle rotations, and what a key
//! asks of a puzzle of faces ([`KeyAction`]: turns of positions and rotations, or undo and
//! redo). The keyboard's map from key codes to actions lives with the input.

use crate::puzzle::{Amount, Dodecahedron, Face, Move};

/// A whole-puzzle rotation, about the position `axis`, by `fifths` clockwise fifths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rotation {
    /// The position (home face) of the axis.
    pub axis: Face,
    /// Clockwise fifths seen from that position (negative: anticlockwise).
    pub fifths: i64,
}

/// What a key does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// Turns and rotations, in order. Positions, not faces: resolve them with a [`Grip`].
    Sequence(Vec<Grab>),
    /// Undo (Ctrl+Z).
    Undo,
    /// Redo (Ctrl+Shift+Z, Ctrl+Y).
    Redo,
}

/// One part of a key's sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grab {
    /// Turn the face at this position.
    Turn(Face, i64),
    /// Rotate the whole puzzle.
    Rotate(Rotation),
}

/// Which face is at which position after whole-puzzle rotations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grip {
    occupant: [Face; Face::COUNT],
}

impl Default for Grip {
    fn default() -> Grip {
        Grip {
            occupant: std::array::from_fn(|i| Face::new(i).expect("index < 12")),
        }
    }
}

impl Grip {
    /// The face now at `position`.
    pub fn face_at(&self, position: Face) -> Face {
        self.occupant[position.index()]
    }

    /// Rotates the puzzle; returns the face (the puzzle's own letter) about which it turned,
    /// for the view to follow.
    pub fn rotate(&mut self, r: Rotation) -> Face {
        let axis = self.face_at(r.axis);
        let map = Dodecahedron::get().turn_map(r.axis, Amount::new(r.fifths));
        let old = self.occupant;
        for p in Face::all() {
            self.occupant[map[p.index()].index()] = old[p.index()];
        }
        axis
    }

    /// The face turn a [`Grab::Turn`] means now.
    pub fn resolve(&self, position: Face, fifths: i64) -> Move {
        Move::new(self.face_at(position), Amount::new(fifths))
    }
}
