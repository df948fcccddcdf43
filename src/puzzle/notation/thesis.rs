//! The thesis's notation: face letters `A`..`L`, written together or spaced.
//!
//! - a move is a letter followed by any chain of suffixes, applied left to right: `*` or `'`
//!   inverts, a number `n` or `^n` / `^-n` raises to that power. So `A2` = `A^2`, `A*` =
//!   `A'` = `A^-1`, `A*2` = (A*)² and `LA*^2` = L (A*)². Amounts are fifths mod 5 (`A^7` = `A2`).
//! - groups take the same suffixes: `(DC*D*C)^2`, `(DC*D*C)2`, `(…)*`.
//! - `[X, Y]` is the commutator X Y X⁻¹ Y⁻¹ and `[X: Y]` the conjugate X Y X⁻¹.
//!
//! Printing writes each move as [`Move`]'s `Display` does (`A`, `A2`, `A*2`, `A*`), nodes
//! separated by single spaces, and groups as `(…)^n`.

use std::fmt;

use super::error::ParseError;
use super::parser::{times, Cursor, Dialect};
use super::print::Spelling;
use crate::puzzle::face::{Amount, Face, Move};

/// The thesis notation (reading and writing).
pub(super) struct Thesis;

impl Dialect for Thesis {
    type Move = Move;
    const SPACED: bool = false;
    const EXPECTED_MOVE: &'static str = "a face letter A–L";

    fn starts_move(c: char) -> bool {
        Face::from_letter(c).is_some()
    }

    fn read_move(&mut self, cur: &mut Cursor, _depth: usize) -> Result<Move, ParseError> {
        let face = cur.peek().and_then(Face::from_letter);
        let face = face.ok_or_else(|| cur.expected(Self::EXPECTED_MOVE))?;
        cur.bump();
        let power = self.read_power(cur)?;
        Ok(Move::new(face, Amount::new(i64::from(power))))
    }

    /// The suffix chain: `*`, `'`, `n`, `^n`, `^-n` in any order and number.
    fn read_power(&mut self, cur: &mut Cursor) -> Result<i32, ParseError> {
        let mut power = 1i32;
        loop {
            let column = cur.column();
            match cur.peek() {
                Some('*' | '\'') => {
                    cur.bump();
                    power = -power;
                }
                Some(c) if c.is_ascii_digit() => {
                    let n = cur.number()?.unwrap_or(1);
                    power = times(power, n, column)?;
                }
                Some('^') => {
                    cur.bump();
                    let sign = if cur.eat('-') { -1 } else { 1 };
                    let column = cur.column();
                    let n = cur.number()?;
                    let n = n.ok_or_else(|| cur.expected("a number after '^'"))?;
                    power = times(power, sign * n, column)?;
                }
                _ => return Ok(power),
            }
        }
    }
}

impl Spelling for Thesis {
    fn write_move(&self, f: &mut fmt::Formatter<'_>, m: Move) -> fmt::Result {
        write!(f, "{m}")
    }

    fn write_power(&self, f: &mut fmt::Formatter<'_>, power: i32) -> fmt::Result {
        match power {
            1 => Ok(()),
            p => write!(f, "^{p}"),
        }
    }
}
