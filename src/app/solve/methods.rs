//! [`OFFERED`]: the solving methods the page offers next to Solve, for every puzzle, with
//! their labels and the puzzles they serve.
//!
//! The page's method choice, the share link's `method=`, the page API's `solve(method)` and
//! the worker's solve request all read this one list, so offering a new solver method is one
//! line here. Which puzzles a method serves is the registry's word ([`Capability`]): no
//! method is sent to a puzzle whose record does not offer it.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::puzzle::{Capability, PuzzleKind};
use crate::quote::{or_list, quote};
use crate::share::{MethodName, ShareError};
use crate::solver::small::SmallMethod;
use crate::solver::Method;

/// A solving method of any puzzle: one of the Megaminx's solvers over piece-level states, or
/// one of the solvers generic over a puzzle definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SolveMethod {
    /// A solver over the Megaminx's piece-level states (thesis, commutators, naive; short
    /// also for the other puzzles cut from the dodecahedron, over the orbits they have).
    Pieces(Method),
    /// A solver over any definition (optimal tables, conjugated 3-cycles).
    Generic(SmallMethod),
}

/// A method as the page offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The solver method.
    pub method: SolveMethod,
    /// What the choice says.
    pub label: &'static str,
    /// Whether it plans in the Web Worker (its tables take seconds to build), not on the
    /// spot, in a build with the crate's `full` feature (without it, every method does).
    pub in_worker: bool,
}

/// The methods offered, each puzzle's default first among those it serves (fewest moves
/// last: it searches, and it is no puzzle's default — the Kilominx's is its 3-cycles).
pub const OFFERED: &[Offer] = &[
    Offer {
        method: SolveMethod::Pieces(Method::Thesis),
        label: "Thesis 3-cycles",
        in_worker: false,
    },
    Offer {
        method: SolveMethod::Pieces(Method::Commutators),
        label: "Searched commutators (shorter)",
        in_worker: false,
    },
    Offer {
        method: SolveMethod::Pieces(Method::Naive),
        label: "Thesis as written (naive)",
        in_worker: false,
    },
    Offer {
        method: SolveMethod::Generic(SmallMethod::Optimal),
        label: "Shortest solution (optimal)",
        in_worker: true,
    },
    Offer {
        method: SolveMethod::Generic(SmallMethod::ThreeCycles),
        label: "Conjugated 3-cycles",
        in_worker: true,
    },
    Offer {
        method: SolveMethod::Pieces(Method::Short),
        label: "Fewest moves (stages)",
        in_worker: true,
    },
];

impl SolveMethod {
    /// The name in links, the CLI and the page API (`thesis`, `three-cycles`, …).
    pub fn name(self) -> &'static str {
        match self {
            SolveMethod::Pieces(m) => m.name(),
            SolveMethod::Generic(m) => m.name(),
        }
    }

    /// What the registry must offer for this method to serve a puzzle.
    pub fn capability(self) -> Capability {
        match self {
            SolveMethod::Pieces(Method::Short) => Capability::ShortSolver,
            SolveMethod::Pieces(_) => Capability::MegaminxSolvers,
            SolveMethod::Generic(m) => m.capability(),
        }
    }

    /// Whether it solves `puzzle` (its record offers it).
    pub fn serves(self, puzzle: PuzzleKind) -> bool {
        puzzle.info().can(self.capability())
    }

    /// The page's label for it.
    pub fn label(self) -> &'static str {
        OFFERED
            .iter()
            .find(|o| o.method == self)
            .map_or(self.name(), |o| o.label)
    }

    /// What it builds once before its first plan (tables, commutator lists), in words for
    /// the panel's progress line ("Building the commutator lists…").
    pub fn builds(self) -> &'static str {
        match self {
            SolveMethod::Pieces(Method::Thesis | Method::Naive) => "the thesis's setup tables",
            SolveMethod::Pieces(Method::Commutators) => {
                "the commutator lists and their setup tables"
            }
            SolveMethod::Pieces(Method::Short) => "the fewest-moves tables",
            SolveMethod::Generic(SmallMethod::Optimal) => "the distance table",
            SolveMethod::Generic(SmallMethod::ThreeCycles) => "the commutators and their setups",
        }
    }

    /// Whether it plans in the Web Worker (see [`Offer::in_worker`]). Every method does in a
    /// build without the crate's `full` feature (the page's wasm): it has no planner.
    pub fn in_worker(self) -> bool {
        !cfg!(feature = "full") || OFFERED.iter().any(|o| o.method == self && o.in_worker)
    }
}

impl fmt::Display for SolveMethod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no offered method.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown solving method {} (use {})", quote(.0), offered_names())]
pub struct UnknownMethod(pub String);

impl FromStr for SolveMethod {
    type Err = UnknownMethod;

    /// Reads [`SolveMethod::name`] of an offered method.
    fn from_str(s: &str) -> Result<SolveMethod, UnknownMethod> {
        offered(s).ok_or_else(|| UnknownMethod(s.to_string()))
    }
}

/// The methods offered for `puzzle`, its default first.
pub fn offers_for(puzzle: PuzzleKind) -> impl Iterator<Item = &'static Offer> {
    OFFERED.iter().filter(move |o| o.method.serves(puzzle))
}

/// The method chosen for `puzzle` when none is: the first offered that serves it (`None`
/// for a puzzle with no solver).
pub fn default_method(puzzle: PuzzleKind) -> Option<SolveMethod> {
    offers_for(puzzle).next().map(|o| o.method)
}

/// The offered method with this name (`thesis`, `naive`, …), if it is offered.
pub fn offered(name: &str) -> Option<SolveMethod> {
    OFFERED.iter().map(|o| o.method).find(|m| m.name() == name)
}

/// The method a link's `method=` names for `puzzle`, or why it is not one the page offers
/// for it.
pub fn from_link(name: &MethodName, puzzle: PuzzleKind) -> Result<SolveMethod, ShareError> {
    offered(name.as_str())
        .filter(|m| m.serves(puzzle))
        .ok_or_else(|| ShareError::UnknownMethod {
            name: quote(name.as_str()),
            offered: or_list(offers_for(puzzle).map(|o| o.method.name())),
        })
}

/// What a link writes for a method: nothing for the puzzle's default.
pub fn link_name(method: SolveMethod, puzzle: PuzzleKind) -> Option<MethodName> {
    (Some(method) != default_method(puzzle)).then(|| {
        method
            .name()
            .parse()
            .expect("method names are well-formed link names")
    })
}

/// The offered methods' names, for an error message: `thesis, commutators or short`.
fn offered_names() -> String {
    or_list(OFFERED.iter().map(|o| o.method.name()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_distinct_and_each_puzzle_has_a_default_it_serves() {
        for (i, a) in OFFERED.iter().enumerate() {
            assert_eq!(offered(a.method.name()), Some(a.method));
            assert_eq!(a.method.name().parse::<SolveMethod>(), Ok(a.method));
            for b in &OFFERED[i + 1..] {
                assert_ne!(a.method.name(), b.method.name());
                assert_ne!(a.label, b.label);
            }
        }
        assert_eq!(
            default_method(PuzzleKind::Megaminx),
            Some(SolveMethod::Pieces(Method::default()))
        );
        for puzzle in PuzzleKind::ALL {
            let m = default_method(puzzle).expect("every puzzle has a solver");
            assert!(m.serves(puzzle));
        }
        assert_eq!(offered("Thesis"), None);
        assert!("<b>"
            .parse::<SolveMethod>()
            .unwrap_err()
            .to_string()
            .contains("thesis"));
    }

    /// Every method travels in a link and back for a puzzle it serves; the default travels
    /// as nothing; a method of another puzzle is refused with the list of this one's.
    #[test]
    fn methods_round_trip_through_link_names() {
        for puzzle in PuzzleKind::ALL {
            for offer in offers_for(puzzle) {
                let name = link_name(offer.method, puzzle);
                assert_eq!(name.is_none(), Some(offer.method) == default_method(puzzle));
                let named: MethodName = offer.method.name().parse().unwrap();
                assert_eq!(from_link(&named, puzzle), Ok(offer.method));
            }
        }
        let e = from_link(&"magic".parse().unwrap(), PuzzleKind::Megaminx)
            .unwrap_err()
            .to_string();
        assert!(e.contains("unknown solving method \"magic\""), "{e}");
        assert!(e.contains("use thesis, "), "{e}");
        let short: MethodName = "short".parse().unwrap();
        assert!(from_link(&short, PuzzleKind::Cube2).is_err());
    }
}
