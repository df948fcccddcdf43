//! [`Bracketing`]: recognising a flat word as a commutator `X Y X⁻¹ Y⁻¹`, a conjugate
//! `S X S⁻¹`, or a conjugated commutator `S X Y X⁻¹ Y⁻¹ S⁻¹` — the bracket form a reader
//! would write for letters typed without brackets (`D* A D L* D* A* D L` is
//! `[D* A D, L*]`).
//!
//! The letters are compared as written, one letter per typed move, with powers taken modulo
//! their generator's order (`s1^2` undoes `s1^-2` and also `s1` on a generator of order 3);
//! letters are not split or merged, so `A B2 B'` is read as three moves.
//!
//! Finding `X` and `Y` is linear: with `u` the first half and `v` the second half of a word
//! of even length, `u v` is `[X, Y]` with `|X| = a` exactly when `v` is the inverse of `u`
//! rotated by `|u| − a` (`v = X⁻¹ Y⁻¹` while `u⁻¹ = Y⁻¹ X⁻¹`), so one string search of `v`
//! in `u⁻¹ u⁻¹` finds every split.

use super::word::Letter;

/// Words longer than this (in letters) are only tried as a commutator with the longest
/// setup and with none: trying every setup length costs time quadratic in the length.
pub const SEARCH_LETTERS: usize = 4096;

/// How a flat word is bracketed; lengths count letters from the start of the word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bracketing {
    /// `S [X, Y] S⁻¹` with `|S| = setup` (0: a plain commutator), `|X| = x`, `|Y| = y`,
    /// both at least 1.
    Commutator {
        /// Letters of the setup `S`.
        setup: usize,
        /// Letters of `X`.
        x: usize,
        /// Letters of `Y`.
        y: usize,
    },
    /// `S X S⁻¹` with `|S| = setup ≥ 1` and a non-empty `X` that is no commutator.
    Conjugate {
        /// Letters of the setup `S`.
        setup: usize,
    },
    /// Neither.
    Flat,
}

impl Bracketing {
    /// The bracketing of `letters` (generator `g` of order `orders[g]`): a commutator (with or
    /// without a setup) before a conjugate; among setups the longest that leaves a
    /// commutator, else the longest.
    pub fn of(letters: &[Letter], orders: &[u32]) -> Bracketing {
        let keys: Vec<Key> = letters.iter().map(|&l| Key::of(l, orders)).collect();
        let n = keys.len();
        if let Some((x, y)) = commutator(&keys) {
            return Bracketing::Commutator { setup: 0, x, y };
        }
        let longest = (0..n / 2)
            .take_while(|&i| keys[n - 1 - i] == keys[i].inverse())
            .count();
        let tried: Vec<usize> = if n <= SEARCH_LETTERS {
            (1..=longest).rev().collect()
        } else {
            vec![longest]
        };
        for setup in tried.into_iter().filter(|&s| s > 0) {
            if let Some((x, y)) = commutator(&keys[setup..n - setup]) {
                return Bracketing::Commutator { setup, x, y };
            }
        }
        if longest > 0 && 2 * longest < n {
            Bracketing::Conjugate { setup: longest }
        } else {
            Bracketing::Flat
        }
    }
}

/// A letter with its power reduced into `0..order`, so equal keys are equal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Key {
    generator: usize,
    power: u32,
    order: u32,
}

impl Key {
    fn of(l: Letter, orders: &[u32]) -> Key {
        let order = orders.get(l.generator).copied().unwrap_or(u32::MAX).max(1);
        let power = i64::from(l.power).rem_euclid(i64::from(order));
        Key {
            generator: l.generator,
            power: u32::try_from(power).expect("below the order"),
            order,
        }
    }

    fn inverse(self) -> Key {
        Key {
            power: (self.order - self.power) % self.order,
            ..self
        }
    }
}

/// `|X|` and `|Y|` when `keys` is `X Y X⁻¹ Y⁻¹` with both non-empty (the shortest `Y`).
fn commutator(keys: &[Key]) -> Option<(usize, usize)> {
    let n = keys.len();
    if n < 4 || n % 2 == 1 {
        return None;
    }
    let half = n / 2;
    let (u, v) = keys.split_at(half);
    // u⁻¹ twice, less its last letter: a rotation by b of u⁻¹ starts at b.
    let undo: Vec<Key> = u.iter().rev().map(|k| k.inverse()).collect();
    let text: Vec<Key> = undo.iter().chain(&undo[..half - 1]).copied().collect();
    let y = find_from(v, &text, 1)?;
    Some((half - y, y))
}

/// The first position `≥ from` where `pattern` occurs in `text` (Knuth–Morris–Pratt).
fn find_from(pattern: &[Key], text: &[Key], from: usize) -> Option<usize> {
    let m = pattern.len();
    if m == 0 {
        return None;
    }
    let mut fail = vec![0usize; m];
    let mut k = 0;
    for i in 1..m {
        while k > 0 && pattern[i] != pattern[k] {
            k = fail[k - 1];
        }
        if pattern[i] == pattern[k] {
            k += 1;
        }
        fail[i] = k;
    }
    let mut k = 0;
    for (i, t) in text.iter().enumerate() {
        while k > 0 && *t != pattern[k] {
            k = fail[k - 1];
        }
        if *t == pattern[k] {
            k += 1;
        }
        if k == m {
            let start = i + 1 - m;
            if start >= from {
                return Some(start);
            }
            k = fail[k - 1];
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Letters from `(generator, power)` pairs.
    fn word(pairs: &[(usize, i32)]) -> Vec<Letter> {
        pairs
            .iter()
            .map(|&(generator, power)| Letter { generator, power })
            .collect()
    }

    const FIFTHS: [u32; 12] = [5; 12];

    #[test]
    fn the_thesis_example_is_a_commutator() {
        // D* A D L* D* A* D L with A..L = 0..11 and * = inverse.
        let (a, d, l) = (0, 3, 11);
        let w = word(&[
            (d, -1),
            (a, 1),
            (d, 1),
            (l, -1),
            (d, -1),
            (a, -1),
            (d, 1),
            (l, 1),
        ]);
        assert_eq!(
            Bracketing::of(&w, &FIFTHS),
            Bracketing::Commutator {
                setup: 0,
                x: 3,
                y: 1
            }
        );
    }

    #[test]
    fn setups_and_conjugates() {
        // S = C, X = A B, Y = A E (both start alike, so the longest setup overshoots).
        let w = word(&[
            (2, 1),
            (0, 1),
            (1, 1),
            (0, 1),
            (4, 1),
            (1, -1),
            (0, -1),
            (4, -1),
            (0, -1),
            (2, -1),
        ]);
        assert_eq!(
            Bracketing::of(&w, &FIFTHS),
            Bracketing::Commutator {
                setup: 1,
                x: 2,
                y: 2
            }
        );
        // A B A' with powers modulo 5: A2 B A3 is A2 B A2'.
        let w = word(&[(0, 2), (1, 1), (0, 3)]);
        assert_eq!(
            Bracketing::of(&w, &FIFTHS),
            Bracketing::Conjugate { setup: 1 }
        );
        for flat in [
            word(&[]),
            word(&[(0, 1), (0, -1)]),
            word(&[(0, 1), (1, 1), (0, -1), (1, 1)]),
            word(&[(0, 1), (1, 1), (2, 1)]),
        ] {
            assert_eq!(Bracketing::of(&flat, &FIFTHS), Bracketing::Flat, "{flat:?}");
        }
    }
}
