//! [`Phase`]: one named stretch of an explained algorithm (`S`, `X`, `Y`, `X⁻¹`, `Y⁻¹`,
//! `S⁻¹`), and [`Tint`]: which places a commutator's `X` and `Y` disturb.

use serde::{Serialize, Serializer};

use crate::group::Word;
use crate::quote::{unknown, Named, UnknownName};

/// A phase's name, as the page shows it (`Display`/`FromStr`: `S`, `X`, `Y`, `X⁻¹`, `Y⁻¹`,
/// `S⁻¹`, `moves` for an algorithm with no bracket structure).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::Display,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[strum(parse_err_ty = UnknownName, parse_err_fn = unknown::<Self>)]
pub enum PhaseName {
    /// The setup.
    S,
    /// A commutator's first part, or what a conjugate's setup brings into view.
    X,
    /// A commutator's second part.
    Y,
    /// `X` undone.
    #[strum(to_string = "X⁻¹")]
    XInverse,
    /// `Y` undone.
    #[strum(to_string = "Y⁻¹")]
    YInverse,
    /// The setup undone.
    #[strum(to_string = "S⁻¹")]
    SInverse,
    /// The whole of an algorithm with no bracket structure.
    #[strum(to_string = "moves")]
    Moves,
}

impl Named for PhaseName {
    const WHAT: &'static str = "phase";
}

impl Serialize for PhaseName {
    /// As its name (`X⁻¹`).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// One phase: its name, its moves in the puzzle's notation, and the pieces it moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Phase {
    /// Which phase.
    pub name: PhaseName,
    /// Its moves, written as the puzzle writes moves ([`PuzzleInfo::write_word`](crate::puzzle::PuzzleInfo::write_word)).
    pub moves: String,
    /// How many moves (FTM: letters after merging neighbours of one generator).
    pub move_count: usize,
    /// The moves as a word of the puzzle's generators, for a player to play the phase (not
    /// in the JSON: `moves` is its text).
    #[serde(skip)]
    pub word: Word,
    /// The places whose piece the phase, played on its own from solved, moves or turns, by
    /// the names the panel gives pieces (definition order).
    pub moved: Vec<String>,
}

/// The places a commutator's parts disturb, for tinting them apart: those only `X` moves,
/// those only `Y` moves, and those both move (where the commutator acts).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Tint {
    /// Moved by `X` and not by `Y`.
    pub x_only: Vec<String>,
    /// Moved by `Y` and not by `X`.
    pub y_only: Vec<String>,
    /// Moved by both.
    pub both: Vec<String>,
}
