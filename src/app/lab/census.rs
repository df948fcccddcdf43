//! [`Census`]: a puzzle's census of orders as the panel's histogram draws it, asked of the
//! worker once per puzzle ([`Lab::ask_census`]) and kept: the counts as floating-point
//! numbers (the histogram's scale is logarithmic and its shares are rounded), so the page
//! does no big-number arithmetic.
//!
//! The census is asked the first time a person's action brings up a position other than
//! solved, or a script asks `anatomy()` (a solved puzzle needs no histogram to say that
//! it has order 1, a page that only looks does not start the worker, and a script that does
//! not ask about orders keeps its worker jobs to itself). Its job number is the puzzle's own, counted down from
//! `u32::MAX` ([`census_job`]), so it shifts no other job's number and its reply names the
//! puzzle.

use super::Lab;
use crate::app::worker::{OrderCount, Reply, Request};
use crate::puzzle::PuzzleKind;

/// The orders of a puzzle's group with how many elements have each, roughly.
///
/// Invariant: `orders` is sorted by order, without repeats; `total` is the counts' sum.
#[derive(Clone, Debug, PartialEq)]
pub struct Census {
    orders: Vec<(u64, f64)>,
    total: f64,
}

/// Where a puzzle's census stands on the page.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) enum CensusSlot {
    /// Not asked yet.
    #[default]
    Missing,
    /// Asked of the worker (or refused by it: then never asked again).
    Asked,
    /// Known.
    Known(Census),
}

impl Census {
    /// The census the worker counted (orders smallest first, exact counts as digits).
    pub fn new(counts: &[OrderCount]) -> Census {
        let mut orders: Vec<(u64, f64)> = (counts.iter())
            .map(|(order, count)| (*order, count.as_str().parse().unwrap_or(0.0)))
            .collect();
        orders.sort_by_key(|(order, _)| *order);
        orders.dedup_by_key(|(order, _)| *order);
        let total = orders.iter().map(|(_, c)| c).sum();
        Census { orders, total }
    }

    /// Each order with its count, smallest first.
    pub fn orders(&self) -> &[(u64, f64)] {
        &self.orders
    }

    /// How many elements the census counts (the group's order, roughly).
    pub fn total(&self) -> f64 {
        self.total
    }

    /// The largest order (1 for an empty census).
    pub fn largest(&self) -> u64 {
        self.orders.last().map_or(1, |(order, _)| *order)
    }

    /// The share of the group, `0..=1`, of the elements of `order`.
    pub fn share(&self, order: u64) -> f64 {
        match self.orders.binary_search_by_key(&order, |(o, _)| *o) {
            Ok(i) if self.total > 0.0 => self.orders[i].1 / self.total,
            _ => 0.0,
        }
    }
}

/// The job number of `puzzle`'s census question.
pub fn census_job(puzzle: PuzzleKind) -> u32 {
    let index = PuzzleKind::ALL.iter().position(|&p| p == puzzle);
    u32::MAX - index.unwrap_or(0) as u32
}

impl Lab {
    /// Leaves the census question of the puzzle on screen, unless it was asked, or the
    /// position is solved.
    pub(super) fn ask_census(&mut self) {
        let puzzle = self.puzzle();
        let slot = &mut self.censuses[self.shown];
        if *slot != CensusSlot::Missing || self.sims[self.shown].position().is_identity() {
            return;
        }
        *slot = CensusSlot::Asked;
        let state = self.position();
        let id = census_job(puzzle);
        self.outbox.push(Request::Anatomy { id, puzzle, state });
    }

    /// Whether job `id` is a census question.
    pub(super) fn is_census_job(&self, id: u32) -> bool {
        PuzzleKind::ALL.iter().any(|&p| census_job(p) == id)
    }

    /// Keeps a census the worker sent (its refusal leaves the question asked); whether the
    /// page changes.
    pub(super) fn receive_census(&mut self, reply: &Reply) -> bool {
        let Reply::Anatomy { id, orders, .. } = reply else {
            return false;
        };
        let Some(index) = PuzzleKind::ALL.iter().position(|&p| census_job(p) == *id) else {
            return false;
        };
        self.censuses[index] = CensusSlot::Known(Census::new(orders));
        index == self.shown
    }

    /// The census of the puzzle on screen, once known.
    pub fn census(&self) -> Option<&Census> {
        match &self.censuses[self.shown] {
            CensusSlot::Known(census) => Some(census),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::{Action, Actor};

    #[test]
    fn shares_add_up_and_unknown_orders_have_none() {
        let census = Census::new(&[(1, 1.into()), (2, 3.into()), (4, 4.into())]);
        assert_eq!(census.largest(), 4);
        assert_eq!(census.share(2), 3.0 / 8.0);
        assert_eq!(census.share(3), 0.0);
        let sum: f64 = census.orders().iter().map(|(o, _)| census.share(*o)).sum();
        assert!((sum - 1.0).abs() < 1e-12);
    }

    #[test]
    fn the_census_is_asked_once_when_a_person_first_moves() {
        let mut lab = Lab::new();
        let reset = lab.act(Action::Reset, Actor::Person);
        assert!(reset.requests.is_empty(), "solved: nothing asked");
        let turn = || Action::Apply {
            alg: "A".into(),
            notation: None,
        };
        assert!(
            lab.act(turn(), Actor::Script).requests.is_empty(),
            "a script's move"
        );
        let first = lab.act(turn(), Actor::Person).requests;
        let id = census_job(lab.puzzle());
        assert!(
            matches!(&first[..], [Request::Anatomy { id: i, .. }] if *i == id),
            "{first:?}"
        );
        assert!(
            lab.act(turn(), Actor::Person).requests.is_empty(),
            "asked once"
        );
        assert_eq!(lab.census(), None);
        let orders = vec![(1, 1.into()), (5, 4.into())];
        let reply = Reply::Anatomy {
            id,
            anatomy: crate::app::worker::AnatomyView {
                order: 5.into(),
                cycle_type: Default::default(),
                same_order: 4.into(),
                same_cycle_type: 4.into(),
                group_order: 5.into(),
            },
            orders,
        };
        lab.act(Action::Hear(reply), Actor::Worker);
        assert_eq!(lab.census().map(|c| c.share(5)), Some(0.8));
    }
}
