//! [`TwistedCycleType`]: the class-like type of an element of a wreath product `Z_k ≀ S_n`
//! (pieces that move and turn), and how many elements share it.
//!
//! An element of `Z_k ≀ S_n` moves `n` pieces and gives each a turn in `Z_k`. Follow one
//! cycle of the piece permutation, of length `l`: the turns met on the way add up to the
//! cycle's **twist** `t ∈ Z_k`. The multiset of `(l, t)` pairs (1-cycles included, since a
//! piece turned in place matters) is the element's twisted cycle type; two elements with the
//! same type are conjugate in the wreath product, and the type alone gives
//!
//! * the order: the lcm over cycles of `l · k / gcd(t, k)` (after `l` steps the pieces of a
//!   cycle are home, turned by `t`);
//! * the parity of the permutation (a cycle of even length is odd) and the sum of all turns
//!   (the sum of the twists), which are the invariants a puzzle's orbit may keep;
//! * the number of elements with this type: `n! / ∏ l^{m_l} · ∏ 1/m_{l,t}! · ∏ k^{l-1}` where
//!   `m_l` counts cycles of length `l` and `m_{l,t}` those of length `l` and twist `t` (choose
//!   the permutation with its cycles told apart by twist, then each cycle's turns, of which
//!   `k^{l-1}` add up to a given twist).

use std::collections::BTreeMap;
use std::fmt;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::One;

use super::perm::Parity;

/// The twisted cycle type of an element of `Z_k ≀ S_n`.
///
/// Invariant: the cycles are sorted (longest first, then by twist), every length is at least
/// 1 and every twist is below `twists`; the lengths add up to the number of pieces.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TwistedCycleType {
    twists: usize,
    cycles: Vec<(usize, usize)>,
}

impl TwistedCycleType {
    /// The type with these `(length, twist)` cycles, in any order, for turns in `Z_twists`
    /// (twists taken mod `twists`; `twists` at least 1).
    pub fn new(twists: usize, cycles: impl IntoIterator<Item = (usize, usize)>) -> Self {
        let twists = twists.max(1);
        let mut cycles: Vec<(usize, usize)> = cycles
            .into_iter()
            .map(|(l, t)| (l.max(1), t % twists))
            .collect();
        cycles.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        TwistedCycleType { twists, cycles }
    }

    /// The type of the element that sends piece `p` to `images[p]` turned by `turns[p]`
    /// (`images` a permutation of `0..n`).
    pub fn of(twists: usize, images: &[usize], turns: &[usize]) -> Self {
        let mut seen = vec![false; images.len()];
        let mut cycles = Vec::new();
        for start in 0..images.len() {
            let (mut p, mut length, mut twist) = (start, 0, 0);
            while !seen[p] {
                seen[p] = true;
                length += 1;
                twist += turns[p];
                p = images[p];
            }
            if length > 0 {
                cycles.push((length, twist));
            }
        }
        TwistedCycleType::new(twists, cycles)
    }

    /// The `(length, twist)` cycles, longest first.
    pub fn cycles(&self) -> &[(usize, usize)] {
        &self.cycles
    }

    /// The size of the turn group `Z_k`.
    pub fn twists(&self) -> usize {
        self.twists
    }

    /// The number of pieces.
    pub fn pieces(&self) -> usize {
        self.cycles.iter().map(|c| c.0).sum()
    }

    /// The order of one cycle: `l · k / gcd(t, k)`.
    pub fn cycle_order(twists: usize, (length, twist): (usize, usize)) -> u64 {
        let k = twists.max(1);
        (length * (k / twist.gcd(&k))) as u64
    }

    /// The order of every element of this type.
    pub fn order(&self) -> u64 {
        self.cycles.iter().fold(1, |acc, &c| {
            acc.lcm(&TwistedCycleType::cycle_order(self.twists, c))
        })
    }

    /// The parity of the piece permutation.
    pub fn parity(&self) -> Parity {
        let odd = self.cycles.iter().filter(|c| c.0 % 2 == 0).count() % 2 == 1;
        if odd {
            Parity::Odd
        } else {
            Parity::Even
        }
    }

    /// The sum of all turns, mod `k`.
    pub fn twist_sum(&self) -> usize {
        self.cycles.iter().map(|c| c.1).sum::<usize>() % self.twists
    }

    /// How many elements of the whole `Z_k ≀ S_n` have this type (module doc's formula).
    pub fn count(&self) -> BigUint {
        let n = self.pieces();
        let k = BigUint::from(self.twists);
        let mut count: BigUint = (1..=n).map(BigUint::from).product();
        let mut same: BTreeMap<(usize, usize), usize> = BTreeMap::new();
        for &(l, t) in &self.cycles {
            *same.entry((l, t)).or_default() += 1;
            count *= k.pow(l as u32 - 1);
        }
        let mut divisor = BigUint::one();
        for (&(l, _), &m) in &same {
            divisor *= BigUint::from(l).pow(m as u32);
            divisor *= (1..=m).map(BigUint::from).product::<BigUint>();
        }
        count / divisor
    }
}

impl fmt::Display for TwistedCycleType {
    /// Cycles with a twist written as `length+twist` (`3+1`: a 3-cycle turning its pieces by
    /// one step in all), pieces at home unturned left out, repeats as powers: `5^2 3+1 1+2`;
    /// `1` when every piece is home and unturned.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown: Vec<&(usize, usize)> = self.cycles.iter().filter(|c| **c != (1, 0)).collect();
        if shown.is_empty() {
            return f.write_str("1");
        }
        let mut first = true;
        let mut i = 0;
        while i < shown.len() {
            let run = shown[i..].iter().take_while(|c| **c == shown[i]).count();
            let (l, t) = *shown[i];
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{l}")?;
            if t != 0 {
                write!(f, "+{t}")?;
            }
            if run > 1 {
                write!(f, "^{run}")?;
            }
            i += run;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_of_the_types_of_small_wreath_products_add_up() {
        // Z_2 ≀ S_2 has 8 elements: types (1,0)^2: 1, (1,0)(1,1): 2, (1,1)^2: 1, (2,0): 2, (2,1): 2.
        let count = |c: &[(usize, usize)]| TwistedCycleType::new(2, c.iter().copied()).count();
        let all: BigUint = [
            count(&[(1, 0), (1, 0)]),
            count(&[(1, 0), (1, 1)]),
            count(&[(1, 1), (1, 1)]),
            count(&[(2, 0)]),
            count(&[(2, 1)]),
        ]
        .into_iter()
        .sum();
        assert_eq!(all, BigUint::from(8u32));
        assert_eq!(count(&[(1, 0), (1, 1)]), BigUint::from(2u32));
        assert_eq!(TwistedCycleType::new(2, [(2, 1)]).order(), 4);
        assert_eq!(TwistedCycleType::new(3, [(3, 1), (1, 2)]).order(), 9);
        assert_eq!(
            TwistedCycleType::new(3, [(3, 1), (1, 2), (1, 0)]).to_string(),
            "3+1 1+2"
        );
    }
}
