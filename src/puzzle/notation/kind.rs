//! [`Notation`]: which of the three Megaminx notations a text is in.

use std::fmt;

use strum::{EnumCount, VariantArray};

use super::alg::Alg;
use super::error::ParseError;
use super::parser;
use super::pochmann::Pochmann;
use super::print::PrintedMove;
use super::thesis::Thesis;
use super::wca::Wca;
use crate::puzzle::face::Move;
use crate::quote::{unknown, variants, Named, UnknownName};

/// A Megaminx notation. Names (`Display`/`FromStr`): `thesis`, `wca`, `pochmann`.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Default,
    strum::Display,
    strum::EnumCount,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[strum(
    serialize_all = "kebab-case",
    parse_err_ty = UnknownName,
    parse_err_fn = unknown::<Self>
)]
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
    pub const ALL: [Notation; Notation::COUNT] = variants(Notation::VARIANTS);

    /// The name used in command lines and links.
    pub fn name(self) -> &'static str {
        self.into()
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

impl Named for Notation {
    const WHAT: &'static str = "notation";
}
