//! [`OFFERED`]: the solving methods the page offers next to Solve, with their labels.
//!
//! The page's method choice, the share link's `method=` and the page API's `solve(method)`
//! all read this one list, so offering a new solver method is one line here.

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
    /// spot.
    pub in_worker: bool,
}

/// The methods offered, the default first.
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
        method: Method::Short,
        label: "Fewest moves (stages)",
        in_worker: true,
    },
];

/// The method chosen when none is: the first offered.
pub fn default_method() -> Method {
    OFFERED[0].method
}

/// The offered method with this name (`thesis`, `naive`, …), if it is offered.
pub fn offered(name: &str) -> Option<Method> {
    OFFERED.iter().map(|o| o.method).find(|m| m.name() == name)
}

/// Whether `method` plans in the Web Worker (see [`Offer::in_worker`]).
pub fn in_worker(method: Method) -> bool {
    OFFERED.iter().any(|o| o.method == method && o.in_worker)
}

/// The method a link's `method=` names, or why it is not one the page offers.
pub fn from_link(name: &MethodName) -> Result<Method, ShareError> {
    offered(name.as_str()).ok_or_else(|| ShareError::UnknownMethod {
        name: quote(name.as_str()),
        offered: offered_names(),
    })
}

/// What a link writes for a method: nothing for the default.
pub fn link_name(method: Method) -> Option<MethodName> {
    (method != default_method()).then(|| {
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
    fn the_default_is_the_solvers_and_names_are_distinct() {
        assert_eq!(default_method(), Method::default());
        for (i, a) in OFFERED.iter().enumerate() {
            assert_eq!(offered(a.method.name()), Some(a.method));
            assert_eq!(a.method.name().parse::<Method>(), Ok(a.method));
            for b in &OFFERED[i + 1..] {
                assert_ne!(a.method, b.method);
                assert_ne!(a.label, b.label);
            }
        }
        assert_eq!(offered("Thesis"), None);
        assert_eq!(offered(""), None);
    }

    /// Every offered method travels in a link and back; the default travels as nothing
    /// (naming it is allowed); other names are refused with the list of offered ones.
    #[test]
    fn methods_round_trip_through_link_names() {
        for offer in OFFERED {
            let name = link_name(offer.method);
            assert_eq!(name.is_none(), offer.method == default_method());
            let named: MethodName = offer.method.name().parse().unwrap();
            assert_eq!(from_link(&named), Ok(offer.method));
            if let Some(n) = name {
                assert_eq!(from_link(&n), Ok(offer.method));
            }
        }
        let e = from_link(&"magic".parse().unwrap())
            .unwrap_err()
            .to_string();
        assert!(e.contains("unknown solving method \"magic\""), "{e}");
        assert!(e.contains("use thesis, "), "{e}");
    }
}
