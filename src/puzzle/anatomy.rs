//! [`Anatomy`]: the facts a course states about a puzzle's group — how many elements have
//! each order, the largest order and an element with it — and, for one position, its twisted
//! cycle type per orbit, its order and how many positions share them.
//!
//! Counted, never listed: the registry's invariants make every puzzle's group the direct
//! product, over its orbits of pieces, of a constrained wreath product `Z_k ≀ S_n`
//! ([`OrbitInvariants::factors`]; `tests/registry.rs` checks that the count of positions the
//! invariants allow is the Schreier–Sims order). So [`OrderCensus`] counts by twisted cycle
//! types orbit by orbit, and nothing here names a puzzle.

use num_bigint::BigUint;
use num_traits::Zero;

use super::colors::OrbitInvariants;
use super::def::PuzzleDef;
use super::position_anatomy::PositionAnatomy;
use crate::group::{OrderCensus, Perm, WreathFactor};

/// The group of one puzzle by orders.
///
/// Invariant: `census` is the census of the direct product of `factors` (one per orbit of
/// the invariants, in their order), so its counts add up to the group's order.
#[derive(Clone, Debug)]
pub struct Anatomy {
    factors: Vec<WreathFactor>,
    census: OrderCensus,
}

impl Anatomy {
    /// The anatomy of the group `invariants` describe on `def`.
    pub fn new(def: &PuzzleDef, invariants: &OrbitInvariants) -> Anatomy {
        let factors = invariants.factors(def);
        let census = OrderCensus::of_product(&factors);
        Anatomy { factors, census }
    }

    /// Every order with its count and a witness.
    pub fn census(&self) -> &OrderCensus {
        &self.census
    }

    /// The group's order (the counts' sum).
    pub fn group_order(&self) -> BigUint {
        self.census.total()
    }

    /// The largest order and a position that has it (built from the census's witness).
    pub fn largest(&self, def: &PuzzleDef, invariants: &OrbitInvariants) -> (u64, Perm) {
        let (order, entry) = self.census.largest();
        let position = invariants
            .position_of_types(def, &entry.witness)
            .expect("a witness has one type per orbit, each on its orbit's pieces");
        (order, position)
    }

    /// What `position` is: its type per orbit, its order, and how many positions of the group
    /// share each (0 for a position outside the group).
    pub fn position(
        &self,
        def: &PuzzleDef,
        invariants: &OrbitInvariants,
        position: &Perm,
    ) -> PositionAnatomy {
        let types = invariants.twisted_types(def, position);
        let order = types
            .iter()
            .fold(1u64, |acc, t| num_integer::Integer::lcm(&acc, &t.order()));
        let inside = types.len() == self.factors.len()
            && self.factors.iter().zip(&types).all(|(f, t)| f.admits(t));
        let same_cycle_type = if inside {
            types.iter().map(|t| t.count()).product()
        } else {
            BigUint::zero()
        };
        let same_order = match (inside, self.census.get(order)) {
            (true, Some(entry)) => entry.count.clone(),
            _ => BigUint::zero(),
        };
        PositionAnatomy {
            order,
            cycle_types: invariants
                .orbit_names()
                .map(str::to_string)
                .zip(types)
                .collect(),
            same_order,
            same_cycle_type,
            group_order: self.group_order(),
        }
    }
}
