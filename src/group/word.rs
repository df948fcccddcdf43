//! [`Word`]: a product of generators and their powers, the group-theory view of an algorithm.

use std::fmt;

use super::perm::Perm;

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
/// notation prints; they are kept free-reduced (no `x^a x^b` neighbours, no zero powers).
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

    /// Appends `generator^power`, merging with the last letter when it is the same generator.
    pub fn push(&mut self, generator: usize, power: i32) {
        if power == 0 {
            return;
        }
        if let Some(last) = self.letters.last_mut() {
            if last.generator == generator {
                last.power += power;
                if last.power == 0 {
                    self.letters.pop();
                }
                return;
            }
        }
        self.letters.push(Letter { generator, power });
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
        let mut w = Word::new();
        for l in &self.letters {
            let o = orders[l.generator] as i32;
            let mut p = l.power.rem_euclid(o);
            if p > o / 2 {
                p -= o;
            }
            w.push(l.generator, p);
        }
        if w.letters.iter().any(|l| {
            let o = orders[l.generator] as i32;
            l.power.rem_euclid(o) == 0 || l.power.abs() > o / 2
        }) {
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
                p if p < 0 => write!(f, "^{p}")?,
                p => write!(f, "^{p}")?,
            }
        }
        Ok(())
    }
}
