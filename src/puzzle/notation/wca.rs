//! WCA / cubing.js notation: the faces by their position names, moves separated by spaces.
//!
//! Face names (design.md): A=FR, B=FL, C=F, D=R, E=DR, F=D, G=BL, H=BR, I=B, J=DL, K=L, L=U.
//! As in cubing.js's alg syntax, a move is a name followed by an optional amount and an
//! optional `'` (inverse): `R`, `R'`, `R2`, `R2'`, any count such as `R3` (taken mod 5); a
//! number may not start with 0 unless it is 0. Groups `(R U)2'` take the same amount;
//! `[R, U]` and `[R: U]` are the commutator and conjugate. Every move, group and bracket must
//! be separated from the previous one by whitespace (`RU` is one unknown face name).

use std::fmt;

use super::error::{ParseError, Problem};
use super::parser::{times, Cursor, Dialect};
use super::pochmann::ScrambleSign;
use super::print::Spelling;
use crate::puzzle::face::{Amount, Face, Move};

/// The WCA name of each face, in thesis order A..L.
const NAMES: [&str; Face::COUNT] = [
    "FR", "FL", "F", "R", "DR", "D", "BL", "BR", "B", "DL", "L", "U",
];

/// The WCA / cubing.js name of a face (`U` for the thesis's L, the top).
pub fn wca_name(face: Face) -> &'static str {
    NAMES[face.index()]
}

/// The face with this WCA name (exact, upper case).
pub fn face_from_wca(name: &str) -> Option<Face> {
    let i = NAMES.iter().position(|&n| n == name)?;
    Face::new(i)
}

/// One move as written: a named face turned `amount` times, or a Pochmann `++`/`--` turn.
pub(super) struct Token {
    /// The face the name stands for.
    pub face: Face,
    /// The signed amount written (1 when none).
    pub amount: i32,
    /// `Some(true)` for `++`, `Some(false)` for `--`.
    pub pochmann: Option<ScrambleSign>,
    /// Where the name starts.
    pub column: usize,
}

/// Reads a name, an amount and an optional `++`/`--` at the cursor.
pub(super) fn read_token(cur: &mut Cursor) -> Result<Token, ParseError> {
    let column = cur.column();
    let name = cur.word();
    let Some(face) = face_from_wca(&name) else {
        // Keep the message short however long the word is.
        let shown: String = match name.char_indices().nth(12) {
            Some((cut, _)) => format!("{}…", &name[..cut]),
            None => name,
        };
        return Err(ParseError {
            column,
            problem: Problem::UnknownFace(shown),
        });
    };
    let amount_column = cur.column();
    let (amount, written) = read_amount(cur)?;
    let mut pochmann = None;
    if let Some(sign @ ('+' | '-')) = cur.peek() {
        cur.bump();
        if !cur.eat(sign) {
            return Err(cur.expected("'++' or '--'"));
        }
        if written {
            return Err(ParseError {
                column: amount_column,
                problem: Problem::PochmannAmount,
            });
        }
        pochmann = Some(if sign == '+' {
            ScrambleSign::Plus
        } else {
            ScrambleSign::Minus
        });
    }
    Ok(Token {
        face,
        amount,
        pochmann,
        column,
    })
}

/// Reads `(\d+)?('?)`: the amount, and whether anything was written.
fn read_amount(cur: &mut Cursor) -> Result<(i32, bool), ParseError> {
    let column = cur.column();
    let n = cur.number()?;
    let prime = cur.eat('\'');
    let amount = times(n.unwrap_or(1), if prime { -1 } else { 1 }, column)?;
    Ok((amount, n.is_some() || prime))
}

/// The WCA notation (reading and writing).
pub(super) struct Wca;

impl Dialect for Wca {
    type Move = Move;
    const SPACED: bool = true;
    const EXPECTED_MOVE: &'static str = "a face name (U F R L BL BR FR FL DL DR B D)";

    fn starts_move(c: char) -> bool {
        c.is_ascii_alphabetic()
    }

    fn read_move(&mut self, cur: &mut Cursor, _depth: usize) -> Result<Move, ParseError> {
        let t = read_token(cur)?;
        if t.pochmann.is_some() {
            return Err(ParseError {
                column: t.column,
                problem: Problem::NotPochmann,
            });
        }
        Ok(Move::new(t.face, Amount::new(i64::from(t.amount))))
    }

    fn read_power(&mut self, cur: &mut Cursor) -> Result<i32, ParseError> {
        Ok(read_amount(cur)?.0)
    }
}

impl Spelling for Wca {
    fn write_move(&self, f: &mut fmt::Formatter<'_>, m: Move) -> fmt::Result {
        f.write_str(wca_name(m.face))?;
        let signed = m.amount.signed();
        self.write_power(f, i32::from(signed))
    }

    fn write_power(&self, f: &mut fmt::Formatter<'_>, power: i32) -> fmt::Result {
        match power {
            1 => Ok(()),
            -1 => f.write_str("'"),
            p if p < 0 => write!(f, "{}'", p.unsigned_abs()),
            p => write!(f, "{p}"),
        }
    }
}
