//! [`Commutator`]: a pure commutator `[X, Y] = X Y X⁻¹ Y⁻¹` with `X` of at most four moves and
//! `Y` of at most two, as the searched-commutator method uses it for a core.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::puzzle::{Amount, Face, FaceMap, Move, State};

/// The longest `X` the search tries.
pub const MAX_X: usize = 4;
/// The longest `Y` the search tries.
pub const MAX_Y: usize = 2;

/// `[X, Y] = X Y X⁻¹ Y⁻¹` (thesis chapter 4): do `X`, do `Y`, undo `X`, undo `Y`.
///
/// Stored inline (it is `Copy`): `X` has 1 to [`MAX_X`] moves, `Y` 1 to [`MAX_Y`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Commutator {
    x: [Move; MAX_X],
    x_len: u8,
    y: [Move; MAX_Y],
    y_len: u8,
}

/// Filler for the unused tail of the inline arrays (never read).
const FILL: Move = Move {
    face: Face::A,
    amount: Amount::CW,
};

impl Commutator {
    /// `[x, y]`. Panics when `x` or `y` is empty or longer than [`MAX_X`] / [`MAX_Y`]: the
    /// search only ever builds words within those bounds.
    pub fn new(x: &[Move], y: &[Move]) -> Commutator {
        assert!((1..=MAX_X).contains(&x.len()) && (1..=MAX_Y).contains(&y.len()));
        let mut c = Commutator {
            x: [FILL; MAX_X],
            x_len: x.len() as u8,
            y: [FILL; MAX_Y],
            y_len: y.len() as u8,
        };
        c.x[..x.len()].copy_from_slice(x);
        c.y[..y.len()].copy_from_slice(y);
        c
    }

    /// The moves of `X`.
    pub fn x(&self) -> &[Move] {
        &self.x[..self.x_len as usize]
    }

    /// The moves of `Y`.
    pub fn y(&self) -> &[Move] {
        &self.y[..self.y_len as usize]
    }

    /// `|X| + |Y|`: half the number of moves of the written commutator.
    pub fn half_len(&self) -> usize {
        self.x().len() + self.y().len()
    }

    /// The moves `X Y X⁻¹ Y⁻¹`, left to right.
    pub fn moves(&self) -> Vec<Move> {
        let (x, y) = (self.x(), self.y());
        let mut out = Vec::with_capacity(2 * (x.len() + y.len()));
        out.extend_from_slice(x);
        out.extend_from_slice(y);
        out.extend(x.iter().rev().map(|m| m.inverse()));
        out.extend(y.iter().rev().map(|m| m.inverse()));
        out
    }

    /// What the commutator does, as a piece-level state.
    pub fn effect(&self) -> State {
        State::of_moves(&self.moves())
    }

    /// The same letters with the faces renamed by a rotation's face map (the commutator seen
    /// from another side of the puzzle).
    pub fn renamed(&self, map: &FaceMap) -> Commutator {
        let rename = |ms: &[Move]| -> Vec<Move> {
            ms.iter()
                .map(|m| Move::new(map[m.face.index()], m.amount))
                .collect()
        };
        Commutator::new(&rename(self.x()), &rename(self.y()))
    }
}

impl fmt::Display for Commutator {
    /// `[D* A D, L*]`: thesis notation, moves separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = |ms: &[Move]| {
            ms.iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        write!(f, "[{}, {}]", text(self.x()), text(self.y()))
    }
}

impl Serialize for Commutator {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(f: Face, k: i64) -> Move {
        Move::new(f, Amount::new(k))
    }

    /// The thesis's corner 3-cycle (3.6) `D*ADL*D*A*DL` is the commutator `[D* A D, L*]`.
    #[test]
    fn thesis_corner_cycle_is_a_commutator() {
        let c = Commutator::new(
            &[mv(Face::D, -1), mv(Face::A, 1), mv(Face::D, 1)],
            &[mv(Face::L, -1)],
        );
        assert_eq!(c.to_string(), "[D* A D, L*]");
        assert_eq!(c.half_len(), 4);
        let text: String = c.moves().iter().map(|m| m.to_string()).collect();
        assert_eq!(text, "D*ADL*D*A*DL");
        assert_eq!(c.effect().to_string(), "(ABC CDL CKL)");
    }

    #[test]
    fn renaming_by_a_rotation_conjugates_by_it() {
        let d = crate::puzzle::Dodecahedron::get();
        let c = Commutator::new(&[mv(Face::B, 2), mv(Face::C, -1)], &[mv(Face::A, 1)]);
        let id = &d.rotations()[0];
        assert_eq!(c.renamed(id), c);
        for map in d.rotations() {
            let r = c.renamed(map);
            assert_eq!(r.half_len(), 3);
            // Same shape: the renamed commutator moves as many pieces.
            let count = |s: &State| {
                (0..30).filter(|&i| s.edge_to[i] as usize != i).count()
                    + (0..20).filter(|&i| s.corner_to[i] as usize != i).count()
            };
            assert_eq!(count(&r.effect()), count(&c.effect()));
        }
    }
}
