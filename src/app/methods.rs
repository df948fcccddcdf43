//! [`OFFERED`]: the solving methods the page offers next to Solve, with their labels.
//!
//! The page's method choice, the share link's `method=` and the page API's `solve(method)`
//! all read this one list, so offering a new solver method is one line here.

use crate::solver::Method;

/// A method as the page offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    /// The solver method.
    pub method: Method,
    /// What the choice says.
    pub label: &'static str,
}

/// The methods offered, the default first.
pub const OFFERED: &[Offer] = &[
    Offer {
        method: Method::Thesis,
        label: "Thesis 3-cycles",
    },
    Offer {
        method: Method::Commutators,
        label: "Searched commutators (shorter)",
    },
    Offer {
        method: Method::Naive,
        label: "Thesis as written (naive)",
    },
    Offer {
        method: Method::Short,
        label: "Fewest moves (stages)",
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
}
