//! [`Word`]: a product of generators and their powers, the group-theory view of an algorithm.

use std::fmt;

use super::perm::Perm;
use super::GroupError;
use crate::quote::quote;

/// The largest power one letter of a [`Word`] holds, and [`Word::parse_with`] reads.
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
    /// [`Word::parse_with`] reads: a run of one generator whose total is larger is kept as
    /// whole pieces of `±MAX_LETTER_POWER` then the rest, one canonical form. So powers never
    /// overflow, every word written with [`Word::display_with`] reads back as itself, and the
    /// word still spells the same permutation ([`Word::reduced_powers`] shortens it).
    pub fn push(&mut self, generator: usize, power: i32) {
        let mut total = i64::from(power);
        while let Some(last) = self.letters.last().filter(|l| l.generator == generator) {
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

    /// Reads a word written with generator names, as [`Word::display_with`] writes it: letters
    /// separated by white space, each a generator's name followed by nothing, `'` (inverse) or
    /// `^k` (a power, possibly negative), e.g. `A B' C^2` or `s5 s6^-1`. An unknown name or a
    /// bad power is an error naming its 1-based column.
    pub fn parse_with(text: &str, names: &[String]) -> Result<Word, GroupError> {
        let mut word = Word::new();
        let mut column = 0;
        let mut chars = text.chars().peekable();
        while chars.peek().is_some() {
            let mut token = String::new();
            while chars.peek().is_some_and(|c| c.is_whitespace()) {
                chars.next();
                column += 1;
            }
            let start = column + 1;
            while let Some(c) = chars.peek().copied().filter(|c| !c.is_whitespace()) {
                token.push(c);
                chars.next();
                column += 1;
            }
            if token.is_empty() {
                break;
            }
            let error = |offset: usize, message: String| GroupError::WordSyntax {
                column: start + offset,
                message,
            };
            let split = token.find(['\'', '^']).unwrap_or(token.len());
            let (name, suffix) = token.split_at(split);
            let generator = names.iter().position(|n| n == name).ok_or_else(|| {
                error(
                    0,
                    format!(
                        "unknown generator {} (the generators are {})",
                        quote(name),
                        names.join(" ")
                    ),
                )
            })?;
            let at = name.chars().count();
            let power = match suffix {
                "" => 1,
                "'" => -1,
                s => s
                    .strip_prefix('^')
                    .and_then(|k| k.parse::<i32>().ok())
                    .filter(|k| k.abs() <= MAX_LETTER_POWER)
                    .ok_or_else(|| {
                        error(
                            at,
                            format!("expected ' or ^ and a power, found {}", quote(s)),
                        )
                    })?,
            };
            word.push(generator, power);
        }
        Ok(word)
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn names() -> Vec<String> {
        ["A", "B", "s5", "s6"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    #[test]
    fn reads_what_display_with_writes() {
        let n = names();
        let w = Word::parse_with("A B' s5^2  s6^-3 A", &n).unwrap();
        assert_eq!(w.display_with(&n).to_string(), "A B' s5^2 s6^-3 A");
        assert_eq!(Word::parse_with("A A'", &n).unwrap(), Word::new());
        assert_eq!(Word::parse_with("  ", &n).unwrap(), Word::new());
    }

    #[test]
    fn errors_name_the_column() {
        let n = names();
        let e = Word::parse_with("A  Q B", &n).unwrap_err();
        assert_eq!(
            e,
            GroupError::WordSyntax {
                column: 4,
                message: "unknown generator \"Q\" (the generators are A B s5 s6)".into()
            }
        );
        let e = Word::parse_with("A s5^x", &n).unwrap_err();
        assert!(matches!(e, GroupError::WordSyntax { column: 5, .. }), "{e}");
        assert!(Word::parse_with("A^99999999999", &n).is_err());
        assert!(Word::parse_with("<script>", &n).is_err());
    }

    #[test]
    fn huge_power_sums_never_overflow() {
        // 2,148 × 10⁶ is past i32::MAX: the sum is kept in two letters, not wrapped.
        let n = names();
        let text = vec!["A^1000000"; 2148].join(" ");
        let w = Word::parse_with(&text, &n).unwrap();
        let total: i64 = w.letters().iter().map(|l| i64::from(l.power)).sum();
        assert_eq!(total, 2_148_000_000);
        assert!(w.letters().iter().all(|l| l.generator == 0));
        assert_eq!(w.inverse().then(&w), Word::new());
        // Reduced modulo an order of 7: 2,148,000,000 = 7 × 306,857,142 + 6, so A^-1.
        assert_eq!(w.reduced_powers(&[7, 7, 7, 7]), Word::generator(0, -1));
        let mut m = Word::generator(1, i32::MIN);
        m.push(1, i32::MIN);
        assert_eq!(m.inverse().then(&m), Word::new());
        // -2³² ≡ -1 (mod 5).
        assert_eq!(m.reduced_powers(&[5, 5, 5, 5]), Word::generator(1, -1));
    }

    proptest! {
        #[test]
        fn display_and_parse_round_trip(letters in proptest::collection::vec((0usize..4, -5i32..6), 0..12)) {
            let n = names();
            let mut w = Word::new();
            for (g, p) in letters { w.push(g, p); }
            prop_assert_eq!(Word::parse_with(&w.display_with(&n).to_string(), &n).unwrap(), w);
        }

        /// Huge powers too: every letter stays readable (the share-link fuzzer found a merged
        /// power of 1,422,980 that the link could write but not read).
        #[test]
        fn huge_powers_round_trip(letters in proptest::collection::vec((0usize..2, any::<i32>()), 0..6)) {
            let n = names();
            let mut w = Word::new();
            for (g, p) in letters { w.push(g, p); }
            prop_assert_eq!(Word::parse_with(&w.display_with(&n).to_string(), &n).unwrap(), w);
        }

        #[test]
        fn parsing_never_panics(text in "\\PC{0,40}") {
            let _ = Word::parse_with(&text, &names());
        }
    }
}
