//! [`Method`]: which way the Megaminx is solved, by name, and [`PlanError`]: why a position
//! cannot be planned. Light on purpose: the page's build (without the `full` feature) names
//! the methods and checks a position on the spot, and the worker plans it.

use thiserror::Error;

use crate::puzzle::{IllegalState, NotPieceWise, State};
use crate::quote::{unknown, variants, Named, UnknownName};
use serde::Serialize;
use strum::{EnumCount, VariantArray};

/// Which way the solver chooses its 3-cycles and conjugators.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
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
#[serde(rename_all = "lowercase")]
pub enum Method {
    /// The thesis method with good choices: every image of the cores under the 60 rotations,
    /// cycles that place two pieces and orient them, short and cancelling setups.
    #[default]
    Thesis,
    /// Searched cores: every pure commutator `[X, Y]` (X up to 4 moves, Y up to 2) that is a
    /// 3-cycle of edges or of corners, conjugated by the shortest setup — the thesis's chapter
    /// 4 idea — with the thesis method's choices of cycles; flips and twists as in `Thesis`.
    Commutators,
    /// The thesis method as written: cores in the thesis's own position only, pieces taken in
    /// index order, the first shortest setup found, orientation ignored while placing, (3.9)
    /// done three times. The reference the benchmark compares against.
    Naive,
    /// Fewest moves: a multi-stage reduction, each stage a block of pieces brought home by an
    /// optimal search ([`crate::solver::short`]).
    Short,
}

impl Method {
    /// Every method, the default first.
    pub const ALL: [Method; Method::COUNT] = variants(Method::VARIANTS);

    /// The methods built from conjugated cores (`setup · core · undo` steps): the thesis
    /// planner's.
    pub const THESIS_FAMILY: [Method; 3] = [Method::Thesis, Method::Commutators, Method::Naive];

    /// The name used on the command line: `thesis`, `commutators`, `naive` or `short`.
    pub fn name(self) -> &'static str {
        self.into()
    }
}

impl Named for Method {
    const WHAT: &'static str = "solving method";
}

/// A method name that is none of [`Method::ALL`]'s.
pub type MethodParseError = UnknownName;

/// Why a position cannot be planned.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlanError {
    /// The position breaks one of the four invariants every reachable position keeps.
    #[error("not a reachable Megaminx position: {0}")]
    Illegal(#[from] IllegalState),
    /// A sticker permutation that tears a piece apart.
    #[error("not a position of whole pieces: {0}")]
    Torn(#[from] NotPieceWise),
}

impl PlanError {
    /// Checks that a state is a position at all, then that it is reachable.
    pub fn check(state: &State) -> Result<(), PlanError> {
        Ok(state.check_legal()?)
    }
}
