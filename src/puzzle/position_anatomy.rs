//! [`PositionAnatomy`]: one position as the group's anatomy sees it ([`super::Anatomy`]).

use std::fmt;

use num_bigint::BigUint;

use crate::group::TwistedCycleType;

/// One position's order and twisted cycle type, and how many positions share each.
///
/// Invariant: `same_cycle_type ≤ same_order ≤ group_order` (a type fixes the order), both 0
/// only for a position outside the group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionAnatomy {
    /// Its order.
    pub order: u64,
    /// Its twisted cycle type on each orbit of pieces, with the orbit's name (`edges`).
    pub cycle_types: Vec<(String, TwistedCycleType)>,
    /// How many positions have its order.
    pub same_order: BigUint,
    /// How many positions have its twisted cycle type on every orbit.
    pub same_cycle_type: BigUint,
    /// The group's order.
    pub group_order: BigUint,
}

impl PositionAnatomy {
    /// The cycle types in one line: `edges 5^2 2+1; corners 3+1` (orbits left alone left out;
    /// `1` when all are).
    pub fn cycle_type_text(&self) -> String {
        let moved: Vec<String> = self
            .cycle_types
            .iter()
            .filter(|(_, t)| t.to_string() != "1")
            .map(|(name, t)| format!("{name} {t}"))
            .collect();
        if moved.is_empty() {
            "1".to_string()
        } else {
            moved.join("; ")
        }
    }
}

impl fmt::Display for PositionAnatomy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "order {} ({} of {} positions); cycle type {} ({} positions)",
            self.order,
            self.same_order,
            self.group_order,
            self.cycle_type_text(),
            self.same_cycle_type
        )
    }
}
