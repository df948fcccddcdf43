//! [`Face`], [`Amount`] and [`Move`]: the vocabulary of Megaminx face turns.

use std::fmt;

use crate::group::{Letter, Word};
use std::str::FromStr;

use thiserror::Error;

use crate::quote::quote;

/// One of the twelve Megaminx faces, `A`..`L` in the thesis's naming (index 0..12).
///
/// A is the front face, B..F surround it clockwise starting from the left (F is the bottom),
/// and G..L are the opposites of A..F in that order (L is on top).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Face(u8);

impl Face {
    /// The number of faces.
    pub const COUNT: usize = 12;
    /// The front face.
    pub const A: Face = Face(0);
    /// Left of A.
    pub const B: Face = Face(1);
    /// Upper left of A.
    pub const C: Face = Face(2);
    /// Upper right of A.
    pub const D: Face = Face(3);
    /// Right of A.
    pub const E: Face = Face(4);
    /// The bottom face.
    pub const F: Face = Face(5);
    /// Opposite A (the back).
    pub const G: Face = Face(6);
    /// Opposite B.
    pub const H: Face = Face(7);
    /// Opposite C.
    pub const I: Face = Face(8);
    /// Opposite D.
    pub const J: Face = Face(9);
    /// Opposite E.
    pub const K: Face = Face(10);
    /// Opposite F (the top).
    pub const L: Face = Face(11);

    /// The face with this index (0..12), if it exists.
    pub fn new(index: usize) -> Option<Face> {
        (index < Face::COUNT).then_some(Face(index as u8))
    }

    /// All twelve faces, A first.
    pub fn all() -> impl DoubleEndedIterator<Item = Face> + ExactSizeIterator + Clone {
        (0..Face::COUNT as u8).map(Face)
    }

    /// The index 0..12.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The thesis letter, `'A'..='L'`.
    pub fn letter(self) -> char {
        (b'A' + self.0) as char
    }

    /// The face with this thesis letter (upper case only).
    pub fn from_letter(c: char) -> Option<Face> {
        ('A'..='L').contains(&c).then(|| Face(c as u8 - b'A'))
    }

    /// The face on the other side of the puzzle (A↔G, B↔H, …, F↔L).
    pub fn opposite(self) -> Face {
        Face((self.0 + 6) % 12)
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A face letter that is not `A`..`L`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{} is not a face (expected one letter A to L)", quote(.0))]
pub struct FaceParseError(pub String);

impl FromStr for Face {
    type Err = FaceParseError;
    fn from_str(s: &str) -> Result<Face, FaceParseError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Face::from_letter(c).ok_or_else(|| FaceParseError(s.into())),
            _ => Err(FaceParseError(s.into())),
        }
    }
}

/// How far a face turns, in clockwise fifths modulo 5 (0 = no turn, 4 = one fifth anticlockwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Amount(u8);

impl Amount {
    /// One fifth clockwise (72°).
    pub const CW: Amount = Amount(1);
    /// Two fifths clockwise (144°).
    pub const CW2: Amount = Amount(2);
    /// Two fifths anticlockwise (144°).
    pub const CCW2: Amount = Amount(3);
    /// One fifth anticlockwise (72°).
    pub const CCW: Amount = Amount(4);

    /// The amount `k` fifths clockwise, reduced modulo 5 (negative is anticlockwise).
    pub fn new(k: i64) -> Amount {
        Amount(k.rem_euclid(5) as u8)
    }

    /// Clockwise fifths, `0..5`.
    pub fn fifths(self) -> u8 {
        self.0
    }

    /// The signed amount in `-2..=2`: positive clockwise.
    pub fn signed(self) -> i8 {
        if self.0 > 2 {
            self.0 as i8 - 5
        } else {
            self.0 as i8
        }
    }

    /// Whether this is no turn at all.
    pub fn is_zero(self) -> bool {
        self.0 == 0
    }

    /// The opposite turn.
    pub fn inverse(self) -> Amount {
        Amount((5 - self.0) % 5)
    }

    /// Both turns in a row.
    pub fn plus(self, other: Amount) -> Amount {
        Amount((self.0 + other.0) % 5)
    }

    /// The angle of this turn in degrees, clockwise positive, in `-144..=144`.
    pub fn degrees(self) -> f64 {
        72.0 * f64::from(self.signed())
    }

    /// Its cost in fifth-turns (1 for 72°, 2 for 144°).
    pub fn fifth_turns(self) -> u32 {
        self.signed().unsigned_abs() as u32
    }
}

/// A turn of one face: the unit of every algorithm, history entry and animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The face that turns.
    pub face: Face,
    /// How far it turns (never zero in a well-formed move).
    pub amount: Amount,
}

impl Move {
    /// A turn of `face` by `amount`.
    pub fn new(face: Face, amount: Amount) -> Move {
        Move { face, amount }
    }

    /// The move that undoes this one.
    pub fn inverse(self) -> Move {
        Move::new(self.face, self.amount.inverse())
    }
}

impl From<Move> for Letter {
    /// The move as a letter of the puzzle's generators (face `k` is generator `k`, fifths
    /// its signed power), as every puzzle whose generators are the twelve faces numbers them.
    fn from(m: Move) -> Letter {
        Letter {
            generator: m.face.index(),
            power: i32::from(m.amount.signed()),
        }
    }
}

/// Face moves as a word of face generators (face `k` is generator `k`), merged where one
/// face turns twice in a row.
pub fn face_word(moves: &[Move]) -> Word {
    let mut w = Word::new();
    for &m in moves {
        let l = Letter::from(m);
        w.push(l.generator, l.power);
    }
    w
}

impl Move {
    /// The face turn a letter of face generators spells (`None`: not a face).
    pub fn of_letter(l: Letter) -> Option<Move> {
        Some(Move::new(
            Face::new(l.generator)?,
            Amount::new(i64::from(l.power)),
        ))
    }
}

impl fmt::Display for Move {
    /// Thesis notation: `A`, `A2`, `A*2`, `A*`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let suffix = match self.amount.fifths() {
            0 => "0",
            1 => "",
            2 => "2",
            3 => "*2",
            _ => "*",
        };
        write!(f, "{}{}", self.face, suffix)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn face_letters_round_trip() {
        for f in Face::all() {
            assert_eq!(f.to_string().parse::<Face>().unwrap(), f);
            assert_eq!(f.opposite().opposite(), f);
        }
        assert!("M".parse::<Face>().is_err());
        assert!("AB".parse::<Face>().is_err());
        assert_eq!(Face::A.opposite(), Face::G);
        assert_eq!(Face::F.opposite(), Face::L);
    }

    #[test]
    fn amounts_are_fifths_mod_5() {
        assert_eq!(Amount::new(-1), Amount::CCW);
        assert_eq!(Amount::new(7), Amount::CW2);
        assert_eq!(Amount::CW.plus(Amount::CCW), Amount::new(0));
        assert_eq!(Amount::CCW2.signed(), -2);
        assert_eq!(Amount::CCW2.fifth_turns(), 2);
    }
}
