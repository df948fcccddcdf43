//! Pochmann scramble notation, the WCA's Megaminx scrambles: `R++ D-- … U'`.
//!
//! Semantics as cubing.js defines them (its `MegaminxScramblingNotationMapper` maps `R++` to
//! layers 2–3 of `L`, i.e. everything but the L face, turned by −2 fifths, and `D++` to
//! layers 2–3 of `U` turned by −2 fifths):
//! - `R++` turns the whole puzzle **except the L face** (thesis K) two fifths clockwise as
//!   seen from the opposite side (DR, thesis E), i.e. two fifths anticlockwise about L;
//!   `R--` is its inverse.
//! - `D++` turns the whole puzzle **except the U face** (thesis L) two fifths clockwise as
//!   seen from D (thesis F); `D--` is its inverse.
//! - Any other move (`U`, `U'`, and in fact every WCA move) turns the face that is *now* at
//!   that position.
//!
//! A `++` turn equals a rotation of the whole puzzle together with a turn of the face that
//! stays behind (by +2 fifths for `++`, seen from that face). The importer tracks the
//! rotation, so every move lands on the face that really sits at its position, and emits
//! only face turns: the result is a plain [`Alg`](super::Alg) in the fixed (centre) frame,
//! whose state is the scramble's state relative to the centres. The final rotation of the
//! whole puzzle is dropped, as it changes no piece relative to the centres.
//!
//! For example `R++ U` imports as `K2 B` (thesis) = `L2 FL` (WCA): after `R++` the face that
//! started as FL is on top.
//!
//! Because the rotation changes after each `++`, these turns are allowed only outside
//! brackets; inside brackets the frame is fixed, and all WCA syntax is accepted.
//! Printing is WCA notation (an imported scramble has only face turns).

use super::error::{ParseError, Problem};
use super::parser::{Cursor, Dialect};
use super::wca::{self, wca_name, Wca};
use crate::puzzle::face::{Amount, Face, Move};
use crate::puzzle::geometry::{Dodecahedron, FaceMap};

/// The Pochmann importer: WCA notation plus `R++ R-- D++ D--`, tracking the puzzle's rotation.
pub(super) struct Pochmann {
    /// `at[p]` is the face (by its home position) that now sits at position `p`.
    at: FaceMap,
}

impl Pochmann {
    /// Starts with the puzzle in its home orientation.
    pub(super) fn new() -> Pochmann {
        Pochmann {
            at: std::array::from_fn(|i| Face::new(i).expect("index < 12")),
        }
    }

    /// Does a whole-puzzle `++` (`plus`) or `--` turn that leaves the face at position
    /// `fixed` behind, and returns the equivalent face turn.
    fn whole_turn(&mut self, fixed: Face, plus: bool) -> Move {
        let two = if plus { 2 } else { -2 };
        let stays = Move::new(self.at[fixed.index()], Amount::new(two));
        // Everything else turns −2 (for ++) about the fixed face's axis.
        let map = Dodecahedron::get().turn_map(fixed, Amount::new(-two));
        let mut at = self.at;
        for (p, &face) in self.at.iter().enumerate() {
            at[map[p].index()] = face;
        }
        self.at = at;
        stays
    }
}

impl Dialect for Pochmann {
    type Move = Move;
    const SPACED: bool = Wca::SPACED;
    const EXPECTED_MOVE: &'static str = Wca::EXPECTED_MOVE;

    fn starts_move(c: char) -> bool {
        Wca::starts_move(c)
    }

    fn read_move(&mut self, cur: &mut Cursor, depth: usize) -> Result<Move, ParseError> {
        let t = wca::read_token(cur)?;
        let error = |problem| ParseError {
            column: t.column,
            problem,
        };
        let Some(plus) = t.pochmann else {
            let face = self.at[t.face.index()];
            return Ok(Move::new(face, Amount::new(i64::from(t.amount))));
        };
        if depth > 0 {
            return Err(error(Problem::PochmannNested));
        }
        let fixed = match t.face {
            Face::D => Face::K, // R++ keeps L
            Face::F => Face::L, // D++ keeps U
            other => {
                let sign = if plus { "++" } else { "--" };
                let name = format!("{}{sign}", wca_name(other));
                return Err(error(Problem::PochmannFace(name)));
            }
        };
        Ok(self.whole_turn(fixed, plus))
    }

    fn read_power(&mut self, cur: &mut Cursor) -> Result<i32, ParseError> {
        Wca.read_power(cur)
    }
}
