//! [`WordTable`]: a transversal with a short word in the original generators for every entry,
//! so that any member of the group can be written as a word (factorisation).
//!
//! The fast chain of [`StabChain`] cannot carry words: its deeper generators are random
//! products, and words tracked through Schreier generators grow exponentially with the depth
//! (the Megaminx chain has 46 levels). Instead this table keeps the chain's base and fills one
//! entry per (level, orbit point) with an element *and its word*, following Minkwitz's method
//! (T. Minkwitz, "An algorithm for solving the factorization problem in permutation groups",
//! J. Symbolic Computation 26, 1998):
//!
//! - Level 0 is the breadth-first Schreier tree of the generators: shortest words.
//! - Short words (seeded random words, then products of two entries of one level) are sifted
//!   through the table; at each level the residue either fills an empty slot, replaces an entry
//!   with a longer word (the longer one is then sifted on), or is divided by the entry. Residues
//!   whose word exceeds a length limit are dropped; the limit grows until the table is full.
//! - The chain tells how many entries each level needs, so "full" is known exactly. If the
//!   rounds ever stall, a closing pass sifts all products `x · y` with `x` on a level not below
//!   `y`'s, without a limit: once all of those sift, the table's products form a group (the
//!   classical Sims-filter argument) that contains the generators, so the table is full.
//!
//! Every entry is checked by construction (its element is computed alongside its word), and
//! `word_for` returns the concatenation of the entries' words met while sifting.

use super::perm_store::{identity, then_in_place};
use super::schreier_tree::SchreierTree;
use super::stab_chain::StabChain;
use super::{Perm, Word};
use crate::rng::Rng;

/// Marks an empty slot.
const EMPTY: u32 = u32::MAX;
/// Random words per round, and the longest random word.
const ROUND_WORDS: usize = 200;
const RANDOM_WORD_LEN: usize = 12;
/// Improvement steps run on the levels from this many above the first one not yet full.
const IMPROVE_WINDOW: usize = 8;
/// Rounds before the closing pass takes over.
const MAX_ROUNDS: usize = 40;
/// The seed of the proposals (words are always correct; only their lengths depend on it).
const SEED: u64 = 0x3D1_4A1C;

#[derive(Clone, Debug)]
struct Entry {
    perm: Vec<u16>,
    inverse: Vec<u16>,
    word: Word,
}

#[derive(Clone, Debug)]
struct Level {
    base: usize,
    needed: usize,
    slot: Vec<u32>,
    entries: Vec<Entry>,
}

impl Level {
    fn entry(&self, point: usize) -> Option<&Entry> {
        match self.slot.get(point) {
            Some(&k) if k != EMPTY => Some(&self.entries[k as usize]),
            _ => None,
        }
    }
}

/// One entry per (level, orbit point) of a [`StabChain`], each with a short word (see the
/// module docs). Built by [`StabChain::words`].
#[derive(Clone, Debug)]
pub struct WordTable {
    degree: usize,
    generators: Vec<Perm>,
    orders: Option<Vec<u32>>,
    levels: Vec<Level>,
    limit: usize,
}

impl WordTable {
    /// Builds the table for a complete chain.
    pub(crate) fn new(chain: &StabChain) -> WordTable {
        WordTable::build(chain, MAX_ROUNDS)
    }

    /// Builds the table with at most `max_rounds` Minkwitz rounds before the closing pass.
    fn build(chain: &StabChain, max_rounds: usize) -> WordTable {
        let generators = chain.generators().to_vec();
        let orders = generators
            .iter()
            .map(|g| {
                u32::try_from(g.order())
                    .ok()
                    .filter(|&o| o < i32::MAX as u32)
            })
            .collect();
        let levels = chain
            .levels()
            .iter()
            .map(|l| Level {
                base: l.base(),
                needed: l.orbit().len(),
                slot: vec![EMPTY; chain.degree()],
                entries: Vec::new(),
            })
            .collect();
        let mut table = WordTable {
            degree: chain.degree(),
            generators,
            orders,
            levels,
            limit: 0,
        };
        for level in &mut table.levels {
            level.slot[level.base] = 0;
            level.entries.push(Entry {
                perm: identity(table.degree),
                inverse: identity(table.degree),
                word: Word::new(),
            });
        }
        if let Some(&base) = chain.base().first() {
            // Level 0 from a breadth-first tree of the input generators themselves.
            let mut top = SchreierTree::new(table.degree, base);
            for g in &table.generators {
                top.add_generator(&g.images().map(|x| x as u16).collect::<Vec<_>>());
            }
            table.fill_from_tree(&top);
        }
        table.fill(max_rounds);
        table
    }

    /// Level 0 from a breadth-first tree whose generators are the input, in order.
    fn fill_from_tree(&mut self, tree: &SchreierTree) {
        let mut words: Vec<Word> = vec![Word::new()];
        for k in 1..tree.orbit().len() {
            let Some(edge) = tree.edge(k) else { continue };
            let mut w = words[edge.parent as usize].clone();
            w.push(edge.generator as usize, 1);
            words.push(w.clone());
            let w = self.reduce(w);
            let level = &mut self.levels[0];
            level.slot[tree.orbit()[k]] = level.entries.len() as u32;
            level.entries.push(Entry {
                perm: tree.transversal(k).to_vec(),
                inverse: tree.inverse(k).to_vec(),
                word: w,
            });
        }
        self.limit = words.iter().map(Word::len).max().unwrap_or(0).max(4) * 2;
    }

    fn is_full(&self) -> bool {
        self.levels.iter().all(|l| l.entries.len() == l.needed)
    }

    /// Minkwitz rounds with a growing length limit, then (if ever needed) the closing pass.
    fn fill(&mut self, max_rounds: usize) {
        let mut rng = Rng::new(SEED);
        let gens: Vec<[Vec<u16>; 2]> = self
            .generators
            .iter()
            .map(|g| {
                let forward: Vec<u16> = g.images().map(|x| x as u16).collect();
                let backward = invert(&forward);
                [forward, backward]
            })
            .collect();
        let mut rounds = 0;
        while !self.is_full() && rounds < max_rounds {
            rounds += 1;
            for _ in 0..ROUND_WORDS {
                let (perm, word) = self.random_word(&gens, &mut rng);
                self.insert(0, perm, word, self.limit);
            }
            self.improve();
            self.limit += self.limit / 4 + 1;
        }
        while !self.is_full() && self.close() {}
    }

    /// A random word of random length and the permutation it spells (`gens` holds each
    /// generator and its inverse).
    fn random_word(&self, gens: &[[Vec<u16>; 2]], rng: &mut Rng) -> (Vec<u16>, Word) {
        let mut perm = identity(self.degree);
        let mut word = Word::new();
        if gens.is_empty() {
            return (perm, word);
        }
        for _ in 0..1 + rng.below(RANDOM_WORD_LEN) {
            let (g, inverse) = (rng.below(gens.len()), rng.below(2));
            word.push(g, if inverse == 1 { -1 } else { 1 });
            then_in_place(&mut perm, &gens[g][inverse]);
        }
        (perm, self.reduce(word))
    }

    /// Sifts products of two entries of the same level (Minkwitz's improvement step).
    fn improve(&mut self) {
        let first_missing = self
            .levels
            .iter()
            .position(|l| l.entries.len() < l.needed)
            .unwrap_or(self.levels.len());
        for j in first_missing.saturating_sub(IMPROVE_WINDOW).max(1)..self.levels.len() {
            let count = self.levels[j].entries.len();
            for a in 1..count {
                for b in 1..count {
                    if self.product_length(j, a, j, b) > self.limit {
                        continue;
                    }
                    let (perm, word) = self.product(j, a, j, b);
                    self.insert(j, perm, word, self.limit);
                }
            }
        }
    }

    /// The closing pass: the generators, and every product `x · y` with `x` on level `j` and
    /// `y` on a level `≥ j`, sifted from level `j` without a length limit. Returns whether the
    /// table changed; when a pass changes nothing, the table is full (module docs).
    fn close(&mut self) -> bool {
        let before = self.fingerprint();
        for (g, perm) in self.generators.clone().iter().enumerate() {
            let perm = (0..self.degree).map(|x| perm.image(x) as u16).collect();
            self.insert(0, perm, Word::generator(g, 1), usize::MAX);
        }
        for j in (0..self.levels.len()).rev() {
            for k in j..self.levels.len() {
                for a in 0..self.levels[j].entries.len() {
                    for b in 0..self.levels[k].entries.len() {
                        let (perm, word) = self.product(j, a, k, b);
                        self.insert(j, perm, word, usize::MAX);
                    }
                }
            }
        }
        self.fingerprint() != before
    }

    /// Number of entries and total word length: changes whenever an entry is added or
    /// replaced by a shorter one.
    fn fingerprint(&self) -> (usize, usize) {
        self.levels.iter().fold((0, 0), |(n, len), l| {
            (
                n + l.entries.len(),
                len + l.entries.iter().map(|e| e.word.len()).sum::<usize>(),
            )
        })
    }

    fn product_length(&self, j: usize, a: usize, k: usize, b: usize) -> usize {
        self.levels[j].entries[a].word.len() + self.levels[k].entries[b].word.len()
    }

    fn product(&self, j: usize, a: usize, k: usize, b: usize) -> (Vec<u16>, Word) {
        let (x, y) = (&self.levels[j].entries[a], &self.levels[k].entries[b]);
        let mut perm = x.perm.clone();
        then_in_place(&mut perm, &y.perm);
        (perm, self.reduce(x.word.then(&y.word)))
    }

    /// Sifts `(perm, word)` from level `from`, filling or improving entries on the way.
    ///
    /// The word of the residue is only spelled out when it is stored: on the way it is the
    /// starting word followed by the inverses of the entries divided out (`divided`), and its
    /// length is bounded by the sum of their lengths.
    fn insert(&mut self, from: usize, mut perm: Vec<u16>, mut word: Word, limit: usize) {
        let mut divided: Vec<(usize, usize)> = Vec::new();
        let mut bound = word.len();
        for j in from..self.levels.len() {
            if bound > limit {
                return;
            }
            let b = perm[self.levels[j].base] as usize;
            if b == self.levels[j].base {
                continue;
            }
            let k = self.levels[j].slot[b];
            if k == EMPTY || bound < self.levels[j].entries[k as usize].word.len() {
                let spelled = self.spell(word, &divided);
                if spelled.len() > limit {
                    return;
                }
                let inverse = invert(&perm);
                let level = &mut self.levels[j];
                let entry = Entry {
                    perm,
                    inverse,
                    word: spelled,
                };
                if k == EMPTY {
                    level.slot[b] = level.entries.len() as u32;
                    level.entries.push(entry);
                    return;
                }
                // Keep the shorter word; sift the longer one on.
                let old = std::mem::replace(&mut level.entries[k as usize], entry);
                (perm, word, bound) = (old.perm, old.word, 0);
                bound += word.len();
                divided.clear();
            }
            let entry = &self.levels[j].entries[k as usize];
            then_in_place(&mut perm, &entry.inverse);
            bound += entry.word.len();
            divided.push((j, k as usize));
        }
    }

    /// `word` followed by the inverses of the given entries' words.
    fn spell(&self, mut word: Word, divided: &[(usize, usize)]) -> Word {
        for &(j, k) in divided {
            word.extend(&self.levels[j].entries[k].word.inverse());
        }
        self.reduce(word)
    }

    fn reduce(&self, word: Word) -> Word {
        match &self.orders {
            Some(orders) => word.reduced_powers(orders),
            None => word,
        }
    }

    /// A word in the generators for `g`, or `None` if `g` is not in the group.
    pub fn word_for(&self, g: &Perm) -> Option<Word> {
        let n = self.degree.max(g.degree());
        let mut h: Vec<u16> = (0..n).map(|x| g.image(x) as u16).collect();
        let mut factors = Vec::new();
        for level in &self.levels {
            let entry = level.entry(h[level.base] as usize)?;
            then_in_place(&mut h, &entry.inverse);
            factors.push(&entry.word);
        }
        if !super::perm_store::is_identity(&h) {
            return None;
        }
        let mut word = Word::new();
        for w in factors.into_iter().rev() {
            word.extend(w);
        }
        Some(self.reduce(word))
    }

    /// The longest word of an entry on each level (how long answers can get).
    pub fn longest_words(&self) -> Vec<usize> {
        self.levels
            .iter()
            .map(|l| l.entries.iter().map(|e| e.word.len()).max().unwrap_or(0))
            .collect()
    }
}

fn invert(p: &[u16]) -> Vec<u16> {
    let mut out = vec![0u16; p.len()];
    super::perm_store::invert_into(p, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain(gens: &[&str], degree: usize) -> StabChain {
        let gens: Vec<Perm> = gens.iter().map(|s| s.parse().unwrap()).collect();
        StabChain::with_degree(degree, &gens).unwrap()
    }

    /// The closing pass alone (no Minkwitz rounds) fills the table, as the Sims-filter
    /// argument promises, and its words are right.
    #[test]
    fn closing_pass_alone_fills_the_table() {
        let c = chain(&["(1 2 3 4 5 6 7)", "(1 2)(3 6)", "(8 9 10)"], 10);
        let table = WordTable::build(&c, 0);
        assert!(table.is_full());
        let mut rng = Rng::new(1);
        for _ in 0..50 {
            let g = c.random_element(&mut rng);
            let w = table.word_for(&g).unwrap();
            assert_eq!(w.evaluate(c.generators(), 10), g);
        }
    }

    #[test]
    fn level_zero_comes_from_a_tree_and_outsiders_get_no_word() {
        let c = chain(&["(1 2 3 4 5 6)", "(1 2)"], 6);
        let table = WordTable::build(&c, 0);
        // A path in a breadth-first tree of six points has at most five steps; powers of the
        // 6-cycle merge into one letter, so words are shorter still.
        assert!(table.longest_words()[0] <= 5);
        assert!(table.word_for(&"(1 7)".parse().unwrap()).is_none());
        assert!(table.word_for(&"(1 2)(3 4)".parse().unwrap()).is_some());
    }
}
