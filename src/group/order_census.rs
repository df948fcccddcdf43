//! [`OrderCensus`]: how many elements of a group have each order, counted by twisted cycle
//! types (never by listing elements), for groups that are direct products of constrained
//! wreath products [`WreathFactor`] — what every puzzle of the registry is, orbit by orbit.
//!
//! **One factor.** The elements of `Z_k ≀ S_n` are counted by a recursion on the cycle that
//! holds the first of the `m` pieces still unplaced: that cycle has some length `l` and twist
//! `t`, its other `l - 1` pieces are chosen and ordered in `(m-1)!/(m-l)!` ways and its turns
//! in `k^{l-1}` ways (those with sum `t`). The state carried is the order so far (an lcm), the
//! parity so far and the turn sum so far, so the constraints (even permutation, turns adding
//! up to 0) are applied at the end. Each state keeps one twisted cycle type that reaches it,
//! as a witness.
//!
//! **Products.** Orders of a direct product's element are the lcm of its parts' orders, and
//! counts multiply.

use std::collections::BTreeMap;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, Zero};

use super::perm::Parity;
use super::twisted_cycles::TwistedCycleType;

/// A constrained wreath product `Z_k ≀ S_n`: `n` pieces with `k` turns each, keeping, when
/// asked, the permutation even and the sum of the turns 0 mod `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WreathFactor {
    /// The number of pieces `n`.
    pub pieces: usize,
    /// The number of turns `k` of one piece (1: pieces that cannot turn).
    pub twists: usize,
    /// Only even permutations of the pieces.
    pub even: bool,
    /// Only turns that add up to 0 mod `k`.
    pub sum_zero: bool,
}

impl WreathFactor {
    /// Whether the elements of type `t` belong to this factor.
    pub fn admits(&self, t: &TwistedCycleType) -> bool {
        t.pieces() == self.pieces
            && t.twists() == self.twists.max(1)
            && (!self.even || t.parity() == Parity::Even)
            && (!self.sum_zero || t.twist_sum() == 0)
    }

    /// The factor's order: `n!·kⁿ`, halved when even, divided by `k` when the sum is kept.
    pub fn order(&self) -> BigUint {
        let k = self.twists.max(1);
        let all = (1..=self.pieces).map(BigUint::from).product::<BigUint>()
            * BigUint::from(k).pow(self.pieces as u32);
        let even = if self.even && self.pieces > 1 { 2 } else { 1 };
        all / (even * if self.sum_zero { k } else { 1 })
    }
}

/// One order's entry: how many elements have it, and the twisted cycle types (one per
/// factor) of one of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrderEntry {
    /// The number of elements of this order.
    pub count: BigUint,
    /// A witness: the type of one element of this order in each factor, in factor order.
    pub witness: Vec<TwistedCycleType>,
}

/// The elements of a group by order: each order that occurs, with its count and a witness.
///
/// Invariant: every count is positive and the counts add up to the group's order; every
/// witness's types, combined, have the entry's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrderCensus {
    orders: BTreeMap<u64, OrderEntry>,
}

/// Recursion state of one factor: (order so far, odd so far, turn sum so far).
type State = (u64, bool, usize);

/// Recursion table of one factor for some number of pieces: per state, the count and one
/// witness's `(length, twist)` cycles.
type Level = BTreeMap<State, (BigUint, Vec<(usize, usize)>)>;

impl OrderCensus {
    /// The census of the trivial group (one element, of order 1).
    pub fn trivial() -> OrderCensus {
        let entry = OrderEntry {
            count: BigUint::one(),
            witness: Vec::new(),
        };
        OrderCensus {
            orders: BTreeMap::from([(1, entry)]),
        }
    }

    /// The census of one constrained wreath product (module doc's recursion).
    pub fn of_factor(factor: &WreathFactor) -> OrderCensus {
        let (n, k) = (factor.pieces, factor.twists.max(1));
        let mut table: Vec<Level> = Vec::new();
        table.push(BTreeMap::from([(
            (1, false, 0),
            (BigUint::one(), Vec::new()),
        )]));
        for m in 1..=n {
            let mut next: Level = BTreeMap::new();
            let mut ways = BigUint::one(); // (m-1)!/(m-l)! · k^{l-1}
            for l in 1..=m {
                if l > 1 {
                    ways *= BigUint::from((m - l + 1) * k);
                }
                for t in 0..k {
                    let cycle = TwistedCycleType::cycle_order(k, (l, t));
                    for (&(order, odd, sum), (count, cycles)) in &table[m - l] {
                        let key = (order.lcm(&cycle), odd ^ (l % 2 == 0), (sum + t) % k);
                        let slot = next.entry(key).or_insert_with(|| {
                            let mut witness = cycles.clone();
                            witness.push((l, t));
                            (BigUint::zero(), witness)
                        });
                        slot.0 += count * &ways;
                    }
                }
            }
            table.push(next);
        }
        let mut orders: BTreeMap<u64, OrderEntry> = BTreeMap::new();
        for ((order, odd, sum), (count, cycles)) in table.pop().unwrap_or_default() {
            if (factor.even && odd) || (factor.sum_zero && sum != 0) {
                continue;
            }
            let entry = orders.entry(order).or_insert_with(|| OrderEntry {
                count: BigUint::zero(),
                witness: vec![TwistedCycleType::new(k, cycles)],
            });
            entry.count += count;
        }
        OrderCensus { orders }
    }

    /// The census of the direct product of the factors, in order.
    pub fn of_product(factors: &[WreathFactor]) -> OrderCensus {
        factors.iter().fold(OrderCensus::trivial(), |acc, f| {
            acc.times(&OrderCensus::of_factor(f))
        })
    }

    /// The census of the direct product of `self`'s group and `other`'s.
    pub fn times(&self, other: &OrderCensus) -> OrderCensus {
        let mut orders: BTreeMap<u64, OrderEntry> = BTreeMap::new();
        for (&a, x) in &self.orders {
            for (&b, y) in &other.orders {
                let entry = orders.entry(a.lcm(&b)).or_insert_with(|| OrderEntry {
                    count: BigUint::zero(),
                    witness: x.witness.iter().chain(&y.witness).cloned().collect(),
                });
                entry.count += &x.count * &y.count;
            }
        }
        OrderCensus { orders }
    }

    /// Each order that occurs, smallest first, with its entry.
    pub fn orders(&self) -> impl Iterator<Item = (u64, &OrderEntry)> {
        self.orders.iter().map(|(&o, e)| (o, e))
    }

    /// The entry of `order`, if some element has it.
    pub fn get(&self, order: u64) -> Option<&OrderEntry> {
        self.orders.get(&order)
    }

    /// The group's order: the sum of the counts.
    pub fn total(&self) -> BigUint {
        self.orders.values().map(|e| &e.count).sum()
    }

    /// The largest order and its entry.
    pub fn largest(&self) -> (u64, &OrderEntry) {
        let (&o, e) = self
            .orders
            .last_key_value()
            .expect("a census has the identity");
        (o, e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::group::Perm;

    /// S_4 by brute force over its 24 permutations, and the census of `Z_1 ≀ S_4`.
    #[test]
    fn the_symmetric_group_s4_by_order() {
        let factor = WreathFactor {
            pieces: 4,
            twists: 1,
            even: false,
            sum_zero: false,
        };
        let census = OrderCensus::of_factor(&factor);
        let counts: Vec<(u64, u32)> = census
            .orders()
            .map(|(o, e)| (o, e.count.to_u32_digits().first().copied().unwrap_or(0)))
            .collect();
        // 1: id; 2: 6 transpositions + 3 double; 3: 8; 4: 6.
        assert_eq!(counts, [(1, 1), (2, 9), (3, 8), (4, 6)]);
        let mut by_order = BTreeMap::new();
        for a in 0..4 {
            for b in 0..4 {
                for c in 0..4 {
                    for d in 0..4 {
                        if let Ok(p) = Perm::from_images(&[a, b, c, d]) {
                            *by_order
                                .entry(p.small_order().unwrap_or(0) as u64)
                                .or_insert(0) += 1;
                        }
                    }
                }
            }
        }
        let brute: Vec<(u64, u32)> = by_order.into_iter().collect();
        assert_eq!(counts, brute);
        assert_eq!(census.total(), factor.order());
    }
}
