//! [`SmallMethod`]: how the Pyraminx and the 2×2×2 are solved, by name, and [`SmallError`]:
//! why a position cannot be. Light on purpose: the page's build (without the `full` feature)
//! names the methods and the worker solves.

use strum::{EnumCount, VariantArray};
use thiserror::Error;

use crate::puzzle::{Capability, PuzzleKind};
use crate::quote::{unknown, variants, Named, UnknownName};

/// How the small puzzles are solved.
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
pub enum SmallMethod {
    /// Shortest solutions from breadth-first distance tables.
    #[default]
    Optimal,
    /// Conjugated commutators: 3-cycles and orientation pairs, as the thesis solves the
    /// Megaminx.
    ThreeCycles,
}

impl SmallMethod {
    /// Both methods, the default first.
    pub const ALL: [SmallMethod; SmallMethod::COUNT] = variants(SmallMethod::VARIANTS);

    /// The name on the command line: `optimal` or `three-cycles`.
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// What a puzzle's registry record must offer for this method to solve it.
    pub fn capability(self) -> Capability {
        match self {
            SmallMethod::Optimal => Capability::OptimalSolver,
            SmallMethod::ThreeCycles => Capability::ThreeCycleSolver,
        }
    }
}

impl Named for SmallMethod {
    const WHAT: &'static str = "solving method";
}

/// A method name that is neither `optimal` nor `three-cycles`.
pub type SmallMethodParseError = UnknownName;

/// Why a small puzzle position cannot be solved.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SmallError {
    /// The permutation is not a position the puzzle's turns reach.
    #[error("not a reachable {0} position (no sequence of turns gives it)")]
    Unreachable(PuzzleKind),
    /// The Megaminx has its own solver.
    #[error("the small-puzzle solvers do not solve the {0} (use the thesis method)")]
    Unsupported(PuzzleKind),
}
