//! [`OFFERED`]: the solving methods the page offers next to Solve, with their labels.
//!
//! The page's method choice, the share link's `method=`, the page API's `solve(method)` and
//! the worker's solve request all read this one list, so offering a new solver method is one
//! line here. Which puzzles a method serves is the solver registry's word
//! ([`SOLVERS`](crate::solver::SOLVERS)): no method is sent to a puzzle no solver serves.

use crate::puzzle::PuzzleKind;
use crate::quote::{or_list, quote};
use crate::share::{MethodName, ShareError};
use crate::solver::Method;

/// A method as the page offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The solver method.
    pub method: Method,
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
        method: Method::Thesis,
        label: "Thesis 3-cycles",
        in_worker: false,
    },
    Offer {
        method: Method::Commutators,
        label: "Searched commutators (shorter)",
        in_worker: false,
    },
    Offer {
        method: Method::Naive,
        label: "Thesis as written (naive)",
        in_worker: false,
    },
    Offer {
        method: Method::Optimal,
        label: "Shortest solution (optimal)",
        in_worker: true,
    },
    Offer {
        method: Method::ThreeCycles,
        label: "Conjugated 3-cycles",
        in_worker: true,
    },
    Offer {
        method: Method::Short,
        label: "Fewest moves (stages)",
        in_worker: true,
    },
];

impl Method {
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
            Method::Thesis | Method::Naive => "the thesis's setup tables",
            Method::Commutators => "the commutator lists and their setup tables",
            Method::Short => "the fewest-moves tables",
            Method::Optimal => "the distance table",
            Method::ThreeCycles => "the commutators and their setups",
        }
    }

    /// Whether it plans in the Web Worker (see [`Offer::in_worker`]). Every method does in a
    /// build without the crate's `full` feature (the page's wasm): it has no planner.
    pub fn in_worker(self) -> bool {
        !cfg!(feature = "full") || OFFERED.iter().any(|o| o.method == self && o.in_worker)
    }
}

/// The methods offered for `puzzle`, its default first.
pub fn offers_for(puzzle: PuzzleKind) -> impl Iterator<Item = &'static Offer> {
    OFFERED.iter().filter(move |o| o.method.serves(puzzle))
}

/// The method chosen for `puzzle` when none is: the first offered that serves it (`None`
/// for a puzzle with no solver).
pub fn default_method(puzzle: PuzzleKind) -> Option<Method> {
    offers_for(puzzle).next().map(|o| o.method)
}

/// The offered method with this name (`thesis`, `naive`, …), if it is offered.
pub fn offered(name: &str) -> Option<Method> {
    OFFERED.iter().map(|o| o.method).find(|m| m.name() == name)
}

/// The method a link's `method=` names for `puzzle`, or why it is not one the page offers
/// for it.
pub fn from_link(name: &MethodName, puzzle: PuzzleKind) -> Result<Method, ShareError> {
    offered(name.as_str())
        .filter(|m| m.serves(puzzle))
        .ok_or_else(|| ShareError::UnknownMethod {
            name: quote(name.as_str()),
            offered: or_list(offers_for(puzzle).map(|o| o.method.name())),
        })
}

/// What a link writes for a method: nothing for the puzzle's default.
pub fn link_name(method: Method, puzzle: PuzzleKind) -> Option<MethodName> {
    (Some(method) != default_method(puzzle)).then(|| {
        method
            .name()
            .parse()
            .expect("method names are well-formed link names")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_distinct_and_each_puzzle_has_a_default_it_serves() {
        for (i, a) in OFFERED.iter().enumerate() {
            assert_eq!(offered(a.method.name()), Some(a.method));
            assert_eq!(a.method.name().parse::<Method>(), Ok(a.method));
            for b in &OFFERED[i + 1..] {
                assert_ne!(a.method.name(), b.method.name());
                assert_ne!(a.label, b.label);
            }
        }
        assert_eq!(
            default_method(PuzzleKind::Megaminx),
            Some(Method::default())
        );
        for puzzle in PuzzleKind::ALL {
            let m = default_method(puzzle).expect("every puzzle has a solver");
            assert!(m.serves(puzzle));
        }
        assert_eq!(offered("Thesis"), None);
        assert!("<b>"
            .parse::<Method>()
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
