//! [`AnatomyView`]: a position as the group's anatomy sees it ([`crate::puzzle::Anatomy`]),
//! as the worker sends it and the page API's `anatomy()` answers it, and [`OrderCount`], one
//! line of the puzzle's census of orders (what the panel's histogram draws). The worker
//! counts (big numbers); the page only shows the digits.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::wire::Decimal;

/// One order of the group and how many elements have it, exactly.
pub type OrderCount = (u64, Decimal);

/// A position's order and twisted cycle type, and how many positions of the group share
/// each, as decimal strings (`anatomy()`'s answer).
///
/// `cycle_type` maps each kind of piece (an orbit of the puzzle's invariants: `corners`,
/// `edges`, `tips`, …) to its twisted cycle type, written as
/// [`TwistedCycleType`](crate::group::TwistedCycleType) writes it: the cycle lengths, a
/// cycle that turns its pieces as `length+twist`, repeats as powers, pieces at home left out,
/// `1` when all are (`{"corners": "3+1", "edges": "5^2 2"}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AnatomyView {
    /// The position's order.
    pub order: Decimal,
    /// Its twisted cycle type, kind of piece by kind of piece.
    pub cycle_type: BTreeMap<String, String>,
    /// How many positions have its order.
    pub same_order: Decimal,
    /// How many positions have its cycle type on every kind of piece.
    pub same_cycle_type: Decimal,
    /// The group's order.
    pub group_order: Decimal,
}

#[cfg(feature = "full")]
impl AnatomyView {
    /// The anatomy of `position` of `puzzle`, and the puzzle's census (every order, smallest
    /// first, with its count).
    pub fn of(
        puzzle: crate::puzzle::PuzzleKind,
        position: &crate::group::Perm,
    ) -> (AnatomyView, Vec<OrderCount>) {
        let info = puzzle.info();
        let anatomy = info.anatomy();
        let p = anatomy.position(info.def(), info.invariants(), position);
        let view = AnatomyView {
            order: p.order.into(),
            cycle_type: (p.cycle_types.iter())
                .map(|(name, t)| (name.clone(), t.to_string()))
                .collect(),
            same_order: (&p.same_order).into(),
            same_cycle_type: (&p.same_cycle_type).into(),
            group_order: (&p.group_order).into(),
        };
        let census = (anatomy.census().orders())
            .map(|(order, e)| (order, (&e.count).into()))
            .collect();
        (view, census)
    }
}

#[cfg(all(test, feature = "full"))]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;

    #[test]
    fn solved_is_the_identity_alone() {
        let puzzle = PuzzleKind::Cube2;
        let (view, census) = AnatomyView::of(puzzle, &puzzle.def().identity());
        assert_eq!(view.order.as_str(), "1");
        assert_eq!(view.same_order.as_str(), "1");
        assert_eq!(view.same_cycle_type.as_str(), "1");
        assert_eq!(view.group_order.as_str(), "88179840");
        assert!(view.cycle_type.values().all(|t| t == "1"), "{view:?}");
        assert_eq!(census[0], (1, Decimal::from(1)));
        let sum: u64 = census
            .iter()
            .map(|(_, c)| c.as_str().parse::<u64>().unwrap())
            .sum();
        assert_eq!(sum, 88179840);
    }

    #[test]
    fn a_turn_shares_its_order_with_the_census() {
        let puzzle = PuzzleKind::Megaminx;
        let turn = puzzle.def().generators()[0].perm.clone();
        let (view, census) = AnatomyView::of(puzzle, &turn);
        assert_eq!(view.order.as_str(), "5");
        let fives = census.iter().find(|(o, _)| *o == 5).unwrap();
        assert_eq!(view.same_order, fives.1);
        assert_eq!(view.cycle_type["corners"], "5");
        assert_eq!(view.cycle_type["edges"], "5");
        let (same, all): (f64, f64) = (
            view.same_cycle_type.as_str().parse().unwrap(),
            view.same_order.as_str().parse().unwrap(),
        );
        assert!(0.0 < same && same < all, "{view:?}");
    }
}
