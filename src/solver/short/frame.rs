//! [`Frame`]: a way of looking at a position before solving it — turned by one of the 60
//! rotations of the puzzle, and possibly inverted — and how a solution found there becomes a
//! solution of the position itself.
//!
//! Renaming the faces by a rotation `ρ` maps solutions to solutions: if `m` solves `s`, then
//! `ρ(m)` solves `s` seen turned by `ρ`. And if `m` solves `s⁻¹`, then `m⁻¹` solves `s`. So
//! the stages can always build their first block on the same faces while the solver, in
//! effect, builds it on any of the twelve, in either direction of time.

use crate::puzzle::{Dodecahedron, Face, FaceMap, Move, State};
use crate::solver::invert;

/// A rotation (index into [`Dodecahedron::rotations`]) and whether the position is inverted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Frame {
    /// Which rotation renames the faces.
    pub rotation: u8,
    /// Whether the inverse position is solved (and the solution inverted).
    pub inverse: bool,
}

impl Frame {
    /// The identity: the position as given.
    pub const IDENTITY: Frame = Frame {
        rotation: 0,
        inverse: false,
    };

    /// All 120 frames.
    pub fn all() -> impl Iterator<Item = Frame> {
        (0..60u8).flat_map(|rotation| [false, true].map(|inverse| Frame { rotation, inverse }))
    }

    fn map(self) -> &'static FaceMap {
        &Dodecahedron::get().rotations()[self.rotation as usize]
    }

    /// The position `s` as this frame sees it.
    pub fn view(self, s: &State) -> State {
        let base = if self.inverse { s.inverse() } else { *s };
        let r = &State::rotations()[self.rotation as usize];
        r.inverse().then(&base).then(r)
    }

    /// A move of the original puzzle as this frame names it.
    pub fn rename(self, m: Move) -> Move {
        Move::new(self.map()[m.face.index()], m.amount)
    }

    /// A solution found in this frame, as a solution of the original position.
    pub fn solution_back(self, moves: &[Move]) -> Vec<Move> {
        let map = self.map();
        let unmap = |f: Face| {
            Face::all()
                .find(|g| map[g.index()] == f)
                .expect("a rotation is a bijection")
        };
        let back: Vec<Move> = moves
            .iter()
            .map(|m| Move::new(unmap(m.face), m.amount))
            .collect();
        if self.inverse {
            invert(&back)
        } else {
            back
        }
    }

    /// A face of this frame as the original puzzle names it.
    pub fn face_back(self, f: Face) -> Face {
        let map = self.map();
        Face::all()
            .find(|g| map[g.index()] == f)
            .expect("a rotation is a bijection")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Amount;

    /// Renaming the faces of a move by the frame's rotation is the same as looking at the
    /// move's effect through the frame.
    #[test]
    fn views_rename_moves() {
        for f in Frame::all().filter(|f| !f.inverse) {
            for face in Face::all() {
                let m = Move::new(face, Amount::new(1));
                assert_eq!(
                    f.view(&State::of_move(m)),
                    State::of_move(f.rename(m)),
                    "rotation {} face {face}",
                    f.rotation
                );
            }
        }
    }

    /// A solution of the view, brought back, solves the original.
    #[test]
    fn solutions_come_back() {
        let scramble: Vec<Move> = "ABCDLKGHIJEF"
            .chars()
            .map(|c| Move::new(Face::from_letter(c).unwrap(), Amount::new(2)))
            .collect();
        let s = State::of_moves(&scramble);
        for f in Frame::all() {
            let v = f.view(&s);
            let sol_view: Vec<Move> = if f.inverse {
                // v = view(s⁻¹) is solved by the renamed inverse of s⁻¹'s solution, i.e. by
                // the renamed scramble.
                scramble.iter().map(|&m| f.rename(m)).collect()
            } else {
                invert(&scramble).iter().map(|&m| f.rename(m)).collect()
            };
            assert!(v.then(&State::of_moves(&sol_view)).is_solved());
            let back = f.solution_back(&sol_view);
            assert!(s.then(&State::of_moves(&back)).is_solved(), "{f:?}");
        }
    }
}
