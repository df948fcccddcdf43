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

use std::fmt;

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

    /// Does a whole-puzzle `++` or `--` turn that leaves the face at position `fixed` behind,
    /// and returns the equivalent face turn.
    fn whole_turn(&mut self, fixed: Face, sign: ScrambleSign) -> Move {
        let two = 2 * sign.unit();
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
        let Some(sign) = t.pochmann else {
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
                let name = format!("{}{}", wca_name(other), sign.suffix());
                return Err(error(Problem::PochmannFace(name)));
            }
        };
        Ok(self.whole_turn(fixed, sign))
    }

    fn read_power(&mut self, cur: &mut Cursor) -> Result<i32, ParseError> {
        Wca.read_power(cur)
    }
}

/// Which way a scramble turn goes: `++` or `--` (for `U`: `U` or `U'`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScrambleSign {
    /// `++`, or `U`.
    Plus,
    /// `--`, or `U'`.
    Minus,
}

impl ScrambleSign {
    /// `1` for plus, `-1` for minus.
    fn unit(self) -> i64 {
        match self {
            ScrambleSign::Plus => 1,
            ScrambleSign::Minus => -1,
        }
    }

    /// `++` or `--`.
    fn suffix(self) -> &'static str {
        match self {
            ScrambleSign::Plus => "++",
            ScrambleSign::Minus => "--",
        }
    }
}

/// One turn of a WCA Megaminx scramble, as a value: the text (`R++`, `D--`, `U'`) is only its
/// [`Display`](fmt::Display), and [`scramble_moves`] imports turns without reading text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScrambleTurn {
    /// `R++`/`R--`: the whole puzzle but the L face (thesis K), two fifths.
    R(ScrambleSign),
    /// `D++`/`D--`: the whole puzzle but the U face (thesis L), two fifths.
    D(ScrambleSign),
    /// `U`/`U'`: the face now on top, one fifth.
    U(ScrambleSign),
}

impl fmt::Display for ScrambleTurn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScrambleTurn::R(sign) => write!(f, "R{}", sign.suffix()),
            ScrambleTurn::D(sign) => write!(f, "D{}", sign.suffix()),
            ScrambleTurn::U(ScrambleSign::Plus) => f.write_str("U"),
            ScrambleTurn::U(ScrambleSign::Minus) => f.write_str("U'"),
        }
    }
}

/// The face turns (in the fixed frame of the centres) that scramble turns come to: exactly
/// what reading their text in [`Notation::Pochmann`](super::Notation::Pochmann) gives.
pub fn scramble_moves(turns: &[ScrambleTurn]) -> Vec<Move> {
    let mut p = Pochmann::new();
    turns
        .iter()
        .map(|&t| match t {
            ScrambleTurn::R(sign) => p.whole_turn(Face::K, sign),
            ScrambleTurn::D(sign) => p.whole_turn(Face::L, sign),
            ScrambleTurn::U(sign) => Move::new(p.at[Face::L.index()], Amount::new(sign.unit())),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::notation::{parse_moves, Notation};

    /// Every turn, alone and after each other turn, imports as its text does.
    #[test]
    fn typed_turns_import_as_their_text() {
        let all: Vec<ScrambleTurn> = [ScrambleSign::Plus, ScrambleSign::Minus]
            .into_iter()
            .flat_map(|s| [ScrambleTurn::R(s), ScrambleTurn::D(s), ScrambleTurn::U(s)])
            .collect();
        for &a in &all {
            for &b in &all {
                for turns in [vec![a], vec![a, b], vec![b, a, b, a]] {
                    let text: Vec<String> = turns.iter().map(|t| t.to_string()).collect();
                    let read = parse_moves(&text.join(" "), Notation::Pochmann).unwrap();
                    assert_eq!(scramble_moves(&turns), read, "{text:?}");
                }
            }
        }
    }
}
