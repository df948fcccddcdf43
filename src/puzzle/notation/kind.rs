//! [`Notation`]: which of the three Megaminx notations a text is in.

use std::fmt;
use std::str::FromStr;

use super::alg::Alg;
use super::error::{ParseError, UnknownNotation};
use super::parser;
use super::pochmann::Pochmann;
use super::print::PrintedMove;
use super::thesis::Thesis;
use super::wca::Wca;
use crate::puzzle::face::Move;

/// A Megaminx notation. Names (`Display`/`FromStr`): `thesis`, `wca`, `pochmann`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Notation {
    /// The thesis's letters `A`..`L` (`DC*D*C`, `(…)^2`); see the `thesis` module docs.
    #[default]
    Thesis,
    /// WCA / cubing.js face names (`R U2' [R, U]`).
    Wca,
    /// WCA scrambles with `R++ D--` whole-puzzle turns, imported as face turns; prints as WCA.
    Pochmann,
}

impl Notation {
    /// All three, in the order above.
    pub const ALL: [Notation; 3] = [Notation::Thesis, Notation::Wca, Notation::Pochmann];

    /// The name used in command lines and links.
    pub fn name(self) -> &'static str {
        match self {
            Notation::Thesis => "thesis",
            Notation::Wca => "wca",
            Notation::Pochmann => "pochmann",
        }
    }

    /// How a chooser names it, and what it says about it when pointed at.
    pub fn label(self) -> (&'static str, &'static str) {
        match self {
            Notation::Thesis => ("thesis", "The thesis's face letters: A B' (DC*D*C)^2"),
            Notation::Wca => ("WCA", "WCA / cubing.js face names: R U2' [R, U]"),
            Notation::Pochmann => ("Pochmann", "WCA scramble notation: R++ D-- U"),
        }
    }

    /// Reads an algorithm written in this notation.
    pub fn parse(self, text: &str) -> Result<Alg, ParseError> {
        match self {
            Notation::Thesis => parser::parse(text, &mut Thesis),
            Notation::Wca => parser::parse(text, &mut Wca),
            Notation::Pochmann => parser::parse(text, &mut Pochmann::new()),
        }
    }

    /// Reads exactly one move in this notation (whitespace around it is allowed). In
    /// Pochmann notation `R++` gives the face turn it amounts to (the L face by two fifths).
    pub fn parse_move(self, text: &str) -> Result<Move, ParseError> {
        match self {
            Notation::Thesis => parser::parse_move(text, &mut Thesis),
            Notation::Wca => parser::parse_move(text, &mut Wca),
            Notation::Pochmann => parser::parse_move(text, &mut Pochmann::new()),
        }
    }

    /// Shows one move in this notation: `A*2` (thesis), `FR2'` (WCA and Pochmann).
    pub fn display_move(self, m: Move) -> impl fmt::Display {
        PrintedMove { m, notation: self }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Notation {
    type Err = UnknownNotation;

    fn from_str(s: &str) -> Result<Notation, UnknownNotation> {
        Notation::ALL
            .into_iter()
            .find(|n| n.name() == s)
            .ok_or_else(|| UnknownNotation(s.to_string()))
    }
}
