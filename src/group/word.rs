//! [`Word`]: a product of generators and their powers, the group-theory view of an algorithm.

use std::fmt;

use super::perm::Perm;

/// The largest power one letter of a [`Word`] holds, and the notation module reads
/// (`puzzle::notation::MAX_POWER`, the same number).
pub const MAX_LETTER_POWER: i32 = 1_000_000;

/// One letter of a [`Word`]: generator number `generator` raised to `power` (non-zero).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Letter {
    /// Index into the generator list.
    pub generator: usize,
    /// The exponent; negative for inverses.
    pub power: i32,
}

/// A word in numbered generators, read left to right like every sequence in this project.
///
/// Words are what Schreier–Sims hands back when it proves membership, and what a puzzle's
/// notation prints; they are kept free-reduced (no `x^a x^b` neighbours, no zero powers),
/// except where a merged power would pass `MAX_LETTER_POWER` (see [`Word::push`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Word {
    letters: Vec<Letter>,
}

impl Word {
    /// The empty word (the identity).
    pub fn new() -> Word {
        Word::default()
    }

    /// A word of one generator to a power.
    pub fn generator(generator: usize, power: i32) -> Word {
        let mut w = Word::new();
        w.push(generator, power);
        w
    }

    /// The letters, left to right.
    pub fn letters(&self) -> &[Letter] {
        &self.letters
    }

    /// Number of letters (each letter is one turn in face-turn metrics).
    pub fn len(&self) -> usize {
        self.letters.len()
    }

    /// Whether the word is empty.
    pub fn is_empty(&self) -> bool {
        self.letters.is_empty()
    }

    /// Appends `generator^power`, merging with the last letters when they are the same
    /// generator.
    ///
    /// No letter's power ever leaves `-MAX_LETTER_POWER..=MAX_LETTER_POWER`, the range
    /// the notation module reads: a run of one generator whose total is larger is kept as
    /// whole pieces of `±MAX_LETTER_POWER` then the rest, one canonical form. So powers never
    /// overflow, every word written with [`Word::display_with`] reads back as itself, and the
    /// word still spells the same permutation ([`Word::reduced_powers`] shortens it).
    pub fn push(&mut self, generator: usize, power: i32) {
        let mut total = i64::from(power);
        // Only a run's last letter can be a part piece: merge with it, then with whole pieces
        // only while the sum points the other way (the same form, without rewriting the run).
        if let Some(last) = self.letters.last().filter(|l| l.generator == generator) {
            total += i64::from(last.power);
            self.letters.pop();
        }
        while let Some(last) = self
            .letters
            .last()
            .filter(|l| l.generator == generator && i64::from(l.power) * total < 0)
        {
            total += i64::from(last.power);
            self.letters.pop();
        }
        let cap = i64::from(MAX_LETTER_POWER);
        while total != 0 {
            let piece = total.clamp(-cap, cap);
            total -= piece;
            let power = i32::try_from(piece).expect("a piece is within ±MAX_LETTER_POWER");
            self.letters.push(Letter { generator, power });
        }
    }

    /// Appends another word.
    pub fn extend(&mut self, other: &Word) {
        for l in &other.letters {
            self.push(l.generator, l.power);
        }
    }

    /// This word followed by `other`.
    pub fn then(&self, other: &Word) -> Word {
        let mut w = self.clone();
        w.extend(other);
        w
    }

    /// The inverse word: letters reversed, powers negated.
    pub fn inverse(&self) -> Word {
        let mut w = Word::new();
        for l in self.letters.iter().rev() {
            w.push(l.generator, -l.power);
        }
        w
    }

    /// Reduces every power modulo the order of its generator, into `-(o/2)..=o/2`, dropping
    /// letters that vanish (`orders[g]` is the order of generator `g`).
    pub fn reduced_powers(&self, orders: &[u32]) -> Word {
        // In i64: an order up to u32::MAX and any i32 power fit, and the result (at most
        // half an order in size) fits an i32 again.
        let reduce = |l: &Letter| -> i64 {
            let o = i64::from(orders[l.generator].max(1));
            let p = i64::from(l.power).rem_euclid(o);
            if p > o / 2 {
                p - o
            } else {
                p
            }
        };
        let mut w = Word::new();
        for l in &self.letters {
            w.push(
                l.generator,
                i32::try_from(reduce(l)).expect("half an order fits"),
            );
        }
        if w.letters.iter().any(|l| reduce(l) != i64::from(l.power)) {
            return w.reduced_powers(orders);
        }
        w
    }

    /// The permutation this word spells, with `generators[g]` for generator `g`.
    pub fn evaluate(&self, generators: &[Perm], degree: usize) -> Perm {
        let mut p = Perm::identity(degree);
        for l in &self.letters {
            p = p.then(&generators[l.generator].pow(l.power as i64));
        }
        p
    }

    /// Writes the word with the given generator names, e.g. `A B' C^2`.
    pub fn display_with<'a>(&'a self, names: &'a [String]) -> impl fmt::Display + 'a {
        DisplayWith { word: self, names }
    }
}

struct DisplayWith<'a> {
    word: &'a Word,
    names: &'a [String],
}

impl fmt::Display for DisplayWith<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, l) in self.word.letters.iter().enumerate() {
            if k > 0 {
                f.write_str(" ")?;
            }
            f.write_str(&self.names[l.generator])?;
            match l.power {
                1 => {}
                -1 => f.write_str("'")?,
                p => write!(f, "^{p}")?,
            }
        }
        Ok(())
    }
}

impl FromIterator<Letter> for Word {
    /// The letters as one word, merged by [`Word::push`].
    fn from_iter<I: IntoIterator<Item = Letter>>(letters: I) -> Word {
        let mut w = Word::new();
        for l in letters {
            w.push(l.generator, l.power);
        }
        w
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_with_writes_names_and_powers() {
        let n: Vec<String> = ["A", "B", "s5"].iter().map(|s| s.to_string()).collect();
        let mut w = Word::generator(0, 1);
        w.push(1, -1);
        w.push(2, 2);
        w.push(2, -5);
        assert_eq!(w.display_with(&n).to_string(), "A B' s5^-3");
    }

    #[test]
    fn huge_power_sums_never_overflow() {
        let mut m = Word::generator(1, i32::MIN);
        m.push(1, i32::MIN);
        assert!(m
            .letters()
            .iter()
            .all(|l| l.power.abs() <= MAX_LETTER_POWER));
        assert_eq!(m.inverse().then(&m), Word::new());
        // -2³² ≡ -1 (mod 5).
        assert_eq!(m.reduced_powers(&[5, 5, 5, 5]), Word::generator(1, -1));
    }
}
