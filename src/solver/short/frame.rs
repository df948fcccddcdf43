//! [`Frame`]: a way of looking at a position before solving it — turned by one of the 60
//! rotations of the puzzle, possibly inverted, possibly in a mirror — and how a solution
//! found there becomes a solution of the position itself.
//!
//! Renaming the faces by a rotation `ρ` maps solutions to solutions: if `m` solves `s`, then
//! `ρ(m)` solves `s` seen turned by `ρ`. If `m` solves `s⁻¹`, then `m⁻¹` solves `s`. And if
//! `m` solves the mirror image of `s` ([`State::mirrored`]), then `m` mirrored (each turn
//! made on the opposite face, the other way) solves `s`. So the stages can always build
//! their first block on the same faces, in the same order around it, while the solver, in
//! effect, builds it on any of the twelve, going either way round, in either direction of
//! time: 240 frames, each a different path through the stages.

use crate::puzzle::{Dodecahedron, Face, FaceMap, Move, State};
use crate::solver::invert;

/// A rotation (index into [`Dodecahedron::rotations`]), whether the position is inverted and
/// whether it is seen in a mirror.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Frame {
    /// Which rotation renames the faces.
    pub rotation: u8,
    /// Whether the inverse position is solved (and the solution inverted).
    pub inverse: bool,
    /// Whether the mirror image (after the rotation) is solved, and the solution mirrored.
    pub mirror: bool,
}

impl Frame {
    /// The identity: the position as given.
    pub const IDENTITY: Frame = Frame {
        rotation: 0,
        inverse: false,
        mirror: false,
    };

    /// All 240 frames: the unmirrored ones first.
    pub fn all() -> impl Iterator<Item = Frame> {
        [false, true].into_iter().flat_map(|mirror| {
            (0..60u8).flat_map(move |rotation| {
                [false, true].map(|inverse| Frame {
                    rotation,
                    inverse,
                    mirror,
                })
            })
        })
    }

    fn map(self) -> &'static FaceMap {
        &Dodecahedron::get().rotations()[self.rotation as usize]
    }

    /// The position `s` as this frame sees it.
    pub fn view(self, s: &State) -> State {
        let base = if self.inverse { s.inverse() } else { *s };
        let r = &State::rotations()[self.rotation as usize];
        let turned = r.inverse().then(&base).then(r);
        if self.mirror {
            turned.mirrored()
        } else {
            turned
        }
    }

    /// A move of the original puzzle as this frame names it.
    pub fn rename(self, m: Move) -> Move {
        self.reflect(Move::new(self.map()[m.face.index()], m.amount))
    }

    /// `m` seen in this frame's mirror, if it has one: the opposite face, the other way. Its
    /// own inverse.
    fn reflect(self, m: Move) -> Move {
        if self.mirror {
            Move::new(m.face.opposite(), m.amount.inverse())
        } else {
            m
        }
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
            .map(|&m| self.reflect(m))
            .map(|m| Move::new(unmap(m.face), m.amount))
            .collect();
        if self.inverse {
            invert(&back)
        } else {
            back
        }
    }

    /// The 120 symmetries of the dodecahedron (60 rotations, each also mirrored) as frames
    /// that do not invert: what [`Frame::then`] can turn a frame by.
    pub fn symmetries() -> impl Iterator<Item = Frame> {
        Frame::all().filter(|f| !f.inverse)
    }

    /// This frame, then the position seen through the symmetry `g` (a frame that does not
    /// invert): `self.then(g).view(s) == g.view(&self.view(s))`, and a move as the new frame
    /// names it is `g.rename` of its name in this one. A solve can so change frame half-way
    /// (between two stages) without changing its moves.
    pub fn then(self, g: Frame) -> Frame {
        debug_assert!(!g.inverse, "a symmetry does not invert");
        let rotations = State::rotations();
        let turned = rotations[self.rotation as usize].then(&rotations[g.rotation as usize]);
        let rotation = rotations
            .iter()
            .position(|r| *r == turned)
            .expect("rotations form a group") as u8;
        Frame {
            rotation,
            inverse: self.inverse,
            mirror: self.mirror != g.mirror,
        }
    }

    /// A face of this frame as the original puzzle names it.
    pub fn face_back(self, f: Face) -> Face {
        let f = if self.mirror { f.opposite() } else { f };
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

    /// Changing frame half-way: the view through the composed frame is the view through
    /// the first, seen through the symmetry; so are the names of moves.
    #[test]
    fn frames_compose() {
        let mut rng = crate::rng::Rng::new(5);
        let s = State::random(&mut rng);
        let m = Move::new(Face::C, Amount::new(2));
        for f in Frame::all().step_by(7) {
            for g in Frame::symmetries() {
                let fg = f.then(g);
                assert_eq!(fg.view(&s), g.view(&f.view(&s)), "{f:?} then {g:?}");
                assert_eq!(fg.rename(m), g.rename(f.rename(m)), "{f:?} then {g:?}");
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
