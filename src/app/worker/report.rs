//! [`SubgroupReport`] and [`Membership`]: the subgroup explorer's answers as the worker sends
//! them and the page shows them (its order grouped, factorised, as a share of the whole
//! group). The page's build has these without the Schreier–Sims jobs that compute them.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::puzzle::PuzzleKind;
use crate::wire::Decimal;

/// The explorer's answer. Its big numbers are exact, as their decimal digits ([`Decimal`]:
/// the worker computes them, the page only shows them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubgroupReport {
    /// The puzzle.
    #[serde(with = "crate::wire::by_name")]
    pub puzzle: PuzzleKind,
    /// The generators' names, in order.
    pub generators: Vec<String>,
    /// The order.
    pub order: Decimal,
    /// Its prime factorisation: (prime, exponent), primes increasing.
    pub factors: Vec<(u64, u32)>,
    /// The whole puzzle group's order.
    pub full_order: Decimal,
    /// The index of the subgroup in the whole group (whole order / order).
    pub index: Decimal,
    /// The number of stickers the group acts on.
    pub degree: usize,
    /// The base points, 1-based (sticker numbers).
    pub base: Vec<usize>,
    /// The orbit of each base point under the stabiliser of the earlier ones, 1-based.
    pub orbits: Vec<Vec<usize>>,
}

/// Whether a position lies in the subgroup, with a word when it does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Membership {
    /// It does: this word in the chosen generators reaches it from solved.
    Member {
        /// The word, with the generators' names (`A B' C^2`; empty for solved).
        word: String,
        /// Its number of letters.
        length: usize,
    },
    /// It does not.
    NotMember,
}

/// The prime factorisation of a product of small numbers (each below 2⁶⁴), as (prime,
/// exponent) pairs with primes increasing; empty for 1.
pub fn factorise_product(numbers: &[usize]) -> Vec<(u64, u32)> {
    let mut out: BTreeMap<u64, u32> = BTreeMap::new();
    for &n in numbers {
        let mut n = n as u64;
        let mut p = 2;
        while p * p <= n {
            while n.is_multiple_of(p) {
                *out.entry(p).or_default() += 1;
                n /= p;
            }
            p += 1;
        }
        if n > 1 {
            *out.entry(n).or_default() += 1;
        }
    }
    out.into_iter().collect()
}

impl SubgroupReport {
    /// The order with thousands separators, e.g. `75,582,720`.
    pub fn order_grouped(&self) -> String {
        group_digits(self.order.as_str())
    }

    /// The factorisation as `2^8 · 3^6 · 5` (with superscripts: `2⁸ · 3⁶ · 5`).
    pub fn factors_text(&self) -> String {
        if self.factors.is_empty() {
            return "1".to_string();
        }
        self.factors
            .iter()
            .map(|&(p, e)| {
                if e == 1 {
                    p.to_string()
                } else {
                    format!("{p}{}", superscript(e))
                }
            })
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// Whether the generators give the whole puzzle group.
    pub fn is_whole(&self) -> bool {
        self.index.is_one()
    }

    /// The share of the whole group, e.g. `1 / 81 of the whole group (75,582,720 positions)`;
    /// numbers past 15 digits in scientific notation (`1 / 1.258 × 10⁴⁶ …`; the order itself
    /// is always given exactly).
    pub fn fraction_text(&self) -> String {
        let whole = readable(self.full_order.as_str());
        if self.is_whole() {
            format!("the whole group: all {whole} positions")
        } else {
            format!(
                "1 / {} of the whole group ({whole} positions)",
                readable(self.index.as_str())
            )
        }
    }

    /// The product of the factors, for checking (`order == product`).
    #[cfg(feature = "full")]
    pub fn factor_product(&self) -> Decimal {
        use num_bigint::BigUint;
        let product = (self.factors.iter()).fold(BigUint::from(1u8), |acc, &(p, e)| {
            acc * BigUint::from(p).pow(e)
        });
        Decimal::from(&product)
    }
}

/// `1234567` as `1,234,567`.
pub fn group_digits(decimal: &str) -> String {
    let digits: Vec<char> = decimal.chars().collect();
    let mut out = String::new();
    for (i, c) in digits.iter().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(*c);
    }
    out
}

/// A decimal number for reading: grouped in threes up to 15 digits, else as `1.258 × 10⁴⁶`.
pub(super) fn readable(decimal: &str) -> String {
    if decimal.len() <= 15 {
        return group_digits(decimal);
    }
    let exponent = (decimal.len() - 1) as u32;
    format!(
        "{}.{} × 10{}",
        &decimal[..1],
        &decimal[1..4],
        superscript(exponent)
    )
}

/// A number in superscript digits.
fn superscript(n: u32) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string()
        .chars()
        .map(|c| DIGITS[c.to_digit(10).unwrap_or(0) as usize])
        .collect()
}
