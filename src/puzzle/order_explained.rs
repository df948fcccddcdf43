//! [`OrderExplained`]: the order of a position as the lcm of its piece cycles' orders,
//! orientation included (`order 60 = lcm(5, 12)`), for any puzzle.

use std::collections::BTreeSet;
use std::fmt;

use serde::Serializer;

use super::def::PuzzleDef;
use super::piece_cycles::PieceCycle;
use super::pieces::Pieces;
use crate::group::{lcm_small, Perm};

/// A position's order and where it comes from: each piece cycle's order
/// ([`PieceCycle::order`]), the order being their lcm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrderExplained {
    /// The position's order (`None` past 2¹²⁸, which no registered puzzle comes near: the
    /// Megaminx's largest is below 10⁷).
    pub order: Option<u128>,
    /// The order of each of its piece cycles, in the order of [`Pieces::cycles`].
    pub cycle_orders: Vec<u64>,
}

impl OrderExplained {
    /// The order of `cycles` (the non-trivial piece cycles of one position of `def`).
    pub fn of_cycles(def: &PuzzleDef, cycles: &[PieceCycle]) -> OrderExplained {
        let cycle_orders: Vec<u64> = cycles.iter().map(|c| c.order(def)).collect();
        let order = lcm_small(cycle_orders.iter().map(|&o| o as u128));
        OrderExplained {
            order,
            cycle_orders,
        }
    }

    /// The order of `position`, a permutation of `def`'s group.
    pub fn of(def: &PuzzleDef, position: &Perm) -> OrderExplained {
        OrderExplained::of_cycles(def, &Pieces::of_perm(def, position).cycles(def))
    }
}

impl fmt::Display for OrderExplained {
    /// `order 60 = lcm(5, 12)` (the distinct cycle orders, smallest first), `order 3, the
    /// order of each cycle` when they all agree, `order 1 (solved)` with no cycle.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Inserted one by one: `collect()` into a B-tree set sorts first (`crate::sort`).
        let mut terms = BTreeSet::new();
        for &o in &self.cycle_orders {
            terms.insert(o);
        }
        f.write_str(&order_text(self.order))?;
        match terms.len() {
            0 => f.write_str(" (solved)"),
            1 => f.write_str(", the order of each cycle"),
            _ => {
                let terms: Vec<String> = terms.iter().map(u64::to_string).collect();
                write!(f, " = lcm({})", terms.join(", "))
            }
        }
    }
}

/// `order 60`, or `order beyond 2¹²⁸` (see [`OrderExplained::order`]).
pub fn order_text(order: Option<u128>) -> String {
    match order {
        Some(n) => format!("order {n}"),
        None => "order beyond 2¹²⁸".to_string(),
    }
}

/// Writes an order as a JSON number when it fits in a `u64` (always on the registered
/// puzzles), else as its decimal digits (`"beyond 2^128"` past a `u128`).
pub(super) fn serialize_order<S: Serializer>(
    order: &Option<u128>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match order.map(u64::try_from) {
        Some(Ok(n)) => s.serialize_u64(n),
        Some(Err(_)) => s.collect_str(&order.unwrap_or_default()),
        None => s.serialize_str("beyond 2^128"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;
    use crate::rng::Rng;

    /// The least `k ≥ 1` with `p^k = id`, by applying `p` until nothing is moved (a check
    /// that shares no code with the cycle arithmetic).
    fn brute_force_order(p: &Perm) -> u64 {
        let mut q = p.clone();
        let mut k = 1;
        while !q.is_identity() {
            q = q.then(p);
            k += 1;
        }
        k
    }

    /// On random positions of every puzzle, the lcm of the piece cycles' orders is the
    /// sticker permutation's order, and applying the position that often (and no fewer
    /// times) brings the puzzle home.
    #[test]
    fn the_lcm_of_the_cycle_orders_is_the_order() {
        let mut rng = Rng::new(60);
        for kind in PuzzleKind::ALL {
            let def = kind.def();
            let gens = def.generator_perms();
            for _ in 0..25 {
                let len = 1 + rng.below(40);
                let p = (0..len).fold(def.identity(), |s, _| {
                    s.then(&gens[rng.below(gens.len())].pow(1 + rng.below(3) as i64))
                });
                let explained = OrderExplained::of(def, &p);
                assert_eq!(
                    explained.order,
                    u128::try_from(p.order()).ok(),
                    "{kind}: {p}"
                );
                assert_eq!(explained.order, Some(brute_force_order(&p) as u128));
            }
        }
    }

    #[test]
    fn twisted_cycles_and_the_text() {
        let def = PuzzleKind::Megaminx.def();
        let p = |text: &str| PuzzleKind::Megaminx.info().read_word(text, None).unwrap();
        // One face turn: a corner 5-cycle and an edge 5-cycle.
        let a = OrderExplained::of(def, &def.evaluate(&p("A")));
        assert_eq!(a.cycle_orders, vec![5, 5]);
        assert_eq!(a.to_string(), "order 5, the order of each cycle");
        let id = OrderExplained::of(def, &def.identity());
        assert_eq!(id.to_string(), "order 1 (solved)");
        // (DC*D*C)^2 twists four corners in place (order 3) and cycles three edges.
        let twist = OrderExplained::of(def, &def.evaluate(&p("(DC*D*C)^2")));
        assert_eq!(twist.cycle_orders, vec![3, 3, 3, 3, 3]);
        // D C* D* C: corners and edges move in cycles whose twists change the order.
        let sexy = def.evaluate(&p("D C* D* C"));
        let e = OrderExplained::of(def, &sexy);
        assert_eq!(e.order, sexy.small_order());
        assert!(e.to_string().contains("lcm("), "{e}");
    }
}
