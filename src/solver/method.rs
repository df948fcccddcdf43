//! [`Method`]: every way a puzzle is solved, by name; [`PlanError`]: why a Megaminx position
//! cannot be planned, and [`SolveError`]: why any position cannot be solved. Light on
//! purpose: the page's build (without the `full` feature) names the methods and checks a
//! position on the spot, and the worker plans it. Which puzzles each method serves is the
//! registry's word ([`SOLVERS`](super::SOLVERS)).

use thiserror::Error;

use crate::puzzle::{Capability, IllegalState, NotPieceWise, PuzzleKind, State};
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
#[serde(rename_all = "kebab-case")]
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
    /// Shortest solutions from breadth-first distance tables (the Pyraminx, the 2×2×2).
    Optimal,
    /// Conjugated commutators found by search over any puzzle's generators: 3-cycles and
    /// orientation pairs, as the thesis solves the Megaminx.
    ThreeCycles,
}

impl Method {
    /// Every method, the default first.
    pub const ALL: [Method; Method::COUNT] = variants(Method::VARIANTS);

    /// The methods built from conjugated cores (`setup · core · undo` steps): the thesis
    /// planner's.
    pub const THESIS_FAMILY: [Method; 3] = [Method::Thesis, Method::Commutators, Method::Naive];

    /// The name used on the command line, in links and in the page API: `thesis`,
    /// `commutators`, `naive`, `short`, `optimal` or `three-cycles`.
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// What a puzzle's registry record must offer for this method to solve it.
    pub fn capability(self) -> Capability {
        match self {
            Method::Thesis | Method::Commutators | Method::Naive => Capability::MegaminxSolvers,
            Method::Short => Capability::ShortSolver,
            Method::Optimal => Capability::OptimalSolver,
            Method::ThreeCycles => Capability::ThreeCycleSolver,
        }
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
    /// A method that does not plan the Megaminx's piece-level states.
    #[error("the {0} method does not plan Megaminx states")]
    NotPieceLevel(Method),
}

/// Why a position of some puzzle cannot be solved by some method.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SolveError {
    /// A Megaminx position the piece-level planners refuse.
    #[error(transparent)]
    Plan(#[from] PlanError),
    /// The position is not one of whole pieces.
    #[error("not a position of whole pieces: {0}")]
    NotPieceWise(#[from] NotPieceWise),
    /// The permutation is not a position the puzzle's turns reach.
    #[error("not a reachable {0} position (no sequence of turns gives it)")]
    Unreachable(PuzzleKind),
    /// No solver of the registry serves the puzzle by this method.
    #[error("the {method} method does not solve the {puzzle}")]
    Unserved {
        /// The method.
        method: Method,
        /// The puzzle.
        puzzle: PuzzleKind,
    },
}

impl PlanError {
    /// Checks that a state is a position at all, then that it is reachable.
    pub fn check(state: &State) -> Result<(), PlanError> {
        Ok(state.check_legal()?)
    }
}
