//! [`StabChainBuilder`]: the Schreier–Sims algorithm, as a resumable computation.
//!
//! The result is always exact. Seeded randomness only proposes generators; a deterministic
//! verification (Schreier's lemma, checked level by level) proves the chain complete or repairs
//! it. The algorithm runs in slices of bounded work ([`StabChainBuilder::step`]) so that the
//! browser can show progress and cancel; [`StabChain::new`] simply runs it to the end.
//!
//! # The method
//!
//! Level `i` has a base point `β_i`, generators `T_i` (elements fixing `β_0 … β_{i-1}`), the
//! orbit `Δ_i` of `β_i` under `K_i = ⟨T_i⟩` and a breadth-first transversal. The invariant
//! `K_{i+1} ⊆ K_i ⊆ G` holds throughout, because every generator ever added is a product of
//! elements of the level above (or of the input, for level 0).
//!
//! 1. **Grow** (top down): `T_0` is a few (seeded) random elements of `G`, made by product
//!    replacement; `T_{i+1}` is a few random elements of `K_i` divided by the transversal
//!    element of their base image, i.e. random elements of the stabiliser `(K_i)_{β_i}`.
//!    Growing stops when the random elements are trivial. Few generators per level keep the
//!    number of Schreier generators small, which is where the time goes.
//! 2. **Verify** (bottom up): every Schreier generator `u_b · s · u_{b^s}⁻¹` of level `i`
//!    (`s ∈ T_i`, `b ∈ Δ_i`, tree edges skipped) must sift to the identity through the levels
//!    below. Then, by Schreier's lemma, `(K_i)_{β_i} ⊆ K_{i+1}`, and with `K_{i+1} ⊆ K_i` the
//!    levels below describe the stabiliser exactly, so `|K_i| = |Δ_i| · |K_{i+1}|`. A Schreier
//!    generator that does not sift leaves a residue `r` at some level `j`; `r` lies in `K_i`
//!    and fixes `β_0 … β_{j-1}`, so it is added to `T_{i+1} … T_j` (keeping the invariant),
//!    or starts a new level if it fixes every base point, and those levels are checked again.
//! 3. **Check the input**: each input generator must sift to the identity, so `G ⊆ K_0`, hence
//!    `K_0 = G`. One that does not is repaired like a Schreier generator of a level above 0.
//!
//! Only new (point, generator) pairs are checked again after a repair: transversal elements
//! never change once made, and the groups below only grow.
//!
//! Transversals are stored explicitly (two image tables per orbit point), which is fast for
//! puzzle-sized degrees; memory grows like `degree · Σ|Δ_i|` (about 0.7 MB for the Megaminx).
//!
//! [`StabChain::new`]: super::StabChain::new

use super::perm_store::{first_moved, identity, is_identity, then3_into, then_in_place};
use super::schreier_tree::{sift, SchreierTree};
use super::stab_chain::StabChain;
use super::{GroupError, Perm};
use crate::rng::Rng;

/// How many random stabiliser elements propose the generators of each new level.
const RANDOM_GENERATORS: usize = 3;
/// Product-replacement state size and warm-up length.
const PR_SLOTS: usize = 10;
const PR_WARMUP: usize = 30;
/// Product-replacement steps between two random elements handed out.
const PR_GAP: usize = 3;
/// The seed of the proposals (the result does not depend on it, only the running time does).
const SEED: u64 = 0x5C4E_1E52_51A5;

/// How far a [`StabChainBuilder`] has come.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Whether the chain is complete; [`StabChainBuilder::finish`] is then immediate.
    pub done: bool,
    /// An estimate of the fraction of the work done, in `0.0..=1.0`, never decreasing.
    pub fraction: f64,
    /// The number of levels (base points) found so far.
    pub levels: usize,
    /// Work units spent so far (one unit is about one permutation product).
    pub work: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Grow,
    Verify { level: usize },
    CheckInput { next: usize },
    Done,
}

/// Book-keeping of the verification of one level: all (orbit position, generator) pairs in
/// `checked` (a rectangle) are proven; `cursor` is where an unfinished sweep stands.
#[derive(Clone, Copy, Debug, Default)]
struct Checks {
    checked: (usize, usize),
    cursor: (usize, usize),
}

/// The Schreier–Sims algorithm in resumable form (see the module docs for the method).
///
/// ```
/// use minx::group::{Perm, StabChainBuilder};
/// let gens: Vec<Perm> = ["(1 2 3 4 5)", "(1 2)"].iter().map(|s| s.parse().unwrap()).collect();
/// // Parsed permutations have the degree of their largest point: give the degree.
/// let mut b = StabChainBuilder::with_degree(5, &gens).unwrap();
/// while !b.step(1_000).done {
///     // a browser would yield to its event loop here and could drop `b` to cancel
/// }
/// assert_eq!(b.finish().order(), 120u32.into());
/// ```
#[derive(Clone, Debug)]
pub struct StabChainBuilder {
    degree: usize,
    generators: Vec<Perm>,
    input: Vec<Vec<u16>>,
    levels: Vec<SchreierTree>,
    checks: Vec<Checks>,
    phase: Phase,
    rng: Rng,
    scratch: Vec<u16>,
    work: u64,
    fraction: f64,
}

impl StabChainBuilder {
    /// Starts the computation for the group generated by `generators`, which must all have the
    /// same degree (an empty list gives the trivial group on no points).
    pub fn new(generators: &[Perm]) -> Result<StabChainBuilder, GroupError> {
        let degree = generators.first().map_or(0, Perm::degree);
        if let Some((index, g)) = generators
            .iter()
            .enumerate()
            .find(|(_, g)| g.degree() != degree)
        {
            return Err(GroupError::DegreeMismatch {
                index,
                degree: g.degree(),
                expected: degree,
            });
        }
        Ok(Self::start(degree, generators.to_vec()))
    }

    /// Starts the computation on `degree` points; shorter generators are extended by fixed
    /// points (as [`Perm`] compares them), and a generator that moves a point outside
    /// `0..degree` is an error.
    pub fn with_degree(degree: usize, generators: &[Perm]) -> Result<StabChainBuilder, GroupError> {
        let mut extended = Vec::with_capacity(generators.len());
        for (index, g) in generators.iter().enumerate() {
            if g.degree() > degree && g.support().last().is_some_and(|&x| x >= degree) {
                return Err(GroupError::DegreeMismatch {
                    index,
                    degree: g.degree(),
                    expected: degree,
                });
            }
            let images: Vec<usize> = (0..degree).map(|x| g.image(x)).collect();
            extended.push(Perm::from_images(&images)?);
        }
        Ok(Self::start(degree, extended))
    }

    fn start(degree: usize, generators: Vec<Perm>) -> StabChainBuilder {
        StabChainBuilder {
            degree,
            input: generators
                .iter()
                .map(|g| g.images().map(|x| x as u16).collect())
                .collect(),
            generators,
            levels: Vec::new(),
            checks: Vec::new(),
            phase: Phase::Grow,
            rng: Rng::new(SEED),
            scratch: vec![0; degree],
            work: 0,
            fraction: 0.0,
        }
    }

    /// Does about `budget` units of work (one unit ≈ one permutation product) and reports.
    /// Calling it again continues where it stopped; once done it returns at once.
    pub fn step(&mut self, budget: u64) -> Progress {
        let stop = self.work.saturating_add(budget.max(1));
        while self.phase != Phase::Done && self.work < stop {
            match self.phase {
                Phase::Grow => self.grow(),
                Phase::Verify { level } => self.verify(level, stop),
                Phase::CheckInput { next } => self.check_input(next),
                Phase::Done => {}
            }
        }
        self.progress()
    }

    /// The current progress, without doing any work.
    pub fn progress(&mut self) -> Progress {
        let estimate = match self.phase {
            Phase::Grow => 0.1 * self.levels.len() as f64 / (self.levels.len() as f64 + 10.0),
            Phase::Verify { level } => 0.1 + 0.9 * self.verified_share(level),
            Phase::CheckInput { .. } => 1.0,
            Phase::Done => 1.0,
        };
        self.fraction = self.fraction.max(estimate.min(1.0));
        Progress {
            done: self.phase == Phase::Done,
            fraction: self.fraction,
            levels: self.levels.len(),
            work: self.work,
        }
    }

    /// Runs to the end and returns the chain.
    pub fn finish(mut self) -> StabChain {
        while !self.step(u64::MAX).done {}
        StabChain::from_parts(self.degree, self.generators, self.levels)
    }

    /// Share of the verification work done, weighting each pair by the depth it sifts through.
    fn verified_share(&self, current: usize) -> f64 {
        let depth = self.levels.len();
        let (mut done, mut total) = (0.0, 0.0);
        for (i, (level, checks)) in self.levels.iter().zip(&self.checks).enumerate() {
            let gens = level.generators().len();
            let pairs = (level.orbit().len() * gens) as f64;
            let weight = (depth - i) as f64;
            total += pairs * weight;
            if i > current {
                done += pairs * weight;
            } else if i == current {
                done += (checks.cursor.0 * gens + checks.cursor.1) as f64 * weight;
            }
        }
        if total == 0.0 {
            1.0
        } else {
            done / total
        }
    }

    /// Grow: builds the next level from random elements of the group (level 0) or of the
    /// stabiliser of the last base point.
    fn grow(&mut self) {
        let mut proposals = match self.levels.last() {
            None => random_elements(&self.input, &mut self.rng, RANDOM_GENERATORS),
            Some(last) => {
                let gens: Vec<&[u16]> = last.generators().iter().collect();
                let mut elements = random_elements(&gens, &mut self.rng, RANDOM_GENERATORS);
                for e in &mut elements {
                    divide_by_transversal(last, e);
                }
                elements
            }
        };
        self.work += (PR_WARMUP + RANDOM_GENERATORS * (PR_GAP + 1)) as u64;
        proposals.retain(|p| !is_identity(p));
        proposals.dedup();
        if proposals.is_empty() {
            self.phase = match self.levels.len() {
                0 => Phase::CheckInput { next: 0 },
                n => Phase::Verify { level: n - 1 },
            };
            return;
        }
        let base = proposals
            .iter()
            .filter_map(|p| first_moved(p))
            .min()
            .unwrap_or(0);
        self.push_level(base, &proposals);
    }

    /// Checks that the input generators lie in `K_0` (so `K_0` is the whole group). They play
    /// the part of the Schreier generators of a level above level 0.
    fn check_input(&mut self, next: usize) {
        let Some(g) = self.input.get(next) else {
            self.phase = Phase::Done;
            return;
        };
        self.scratch.copy_from_slice(g);
        let reached = sift(&self.levels, 0, &mut self.scratch);
        self.work += 1 + reached as u64;
        if is_identity(&self.scratch) {
            self.phase = Phase::CheckInput { next: next + 1 };
        } else {
            self.repair(0, reached);
        }
    }

    fn push_level(&mut self, base: usize, generators: &[Vec<u16>]) {
        let mut tree = SchreierTree::new(self.degree, base);
        for g in generators {
            tree.add_generator(g);
        }
        self.work += tree.orbit().len() as u64;
        self.levels.push(tree);
        self.checks.push(Checks::default());
    }

    /// Verify: checks Schreier generators of `level` until the budget is spent, a repair is
    /// needed, or the level is proven (then moves one level up).
    fn verify(&mut self, level: usize, stop: u64) {
        let tree = &self.levels[level];
        let (orbit_len, gens) = (tree.orbit().len(), tree.generators().len());
        let Checks { checked, cursor } = self.checks[level];
        // Pairs (orbit position, generator index) in row-major order from the cursor.
        let mut pair = cursor;
        while pair.0 < orbit_len {
            if self.work >= stop {
                self.checks[level].cursor = pair;
                return;
            }
            let proven = pair.0 < checked.0 && pair.1 < checked.1;
            if !proven && self.schreier_generator(level, pair) {
                let reached = sift(&self.levels, level + 1, &mut self.scratch);
                self.work += 1 + (reached - level) as u64;
                if !is_identity(&self.scratch) {
                    self.checks[level].cursor = pair;
                    self.repair(level + 1, reached);
                    return;
                }
            }
            pair = if pair.1 + 1 < gens {
                (pair.0, pair.1 + 1)
            } else {
                (pair.0 + 1, 0)
            };
        }
        self.checks[level] = Checks {
            checked: (orbit_len, gens),
            cursor: (0, 0),
        };
        self.phase = match level {
            0 => Phase::CheckInput { next: 0 },
            _ => Phase::Verify { level: level - 1 },
        };
    }

    /// Writes the Schreier generator `u_b · s · u_{b^s}⁻¹` of `level` for `b` at orbit
    /// position `p` and generator `s` into `scratch`; `false` (and nothing written) when it is
    /// the identity by construction, i.e. when `b → b^s` is an edge of the tree.
    fn schreier_generator(&mut self, level: usize, (p, s): (usize, usize)) -> bool {
        let tree = &self.levels[level];
        let gen = tree.generators().get(s);
        let image = gen[tree.orbit()[p]] as usize;
        let Some(q) = tree.position(image) else {
            return false; // cannot happen: orbits are closed under their generators
        };
        if tree
            .edge(q)
            .is_some_and(|e| e.parent as usize == p && e.generator as usize == s)
        {
            return false;
        }
        then3_into(tree.transversal(p), gen, tree.inverse(q), &mut self.scratch);
        true
    }

    /// Adds the residue in `scratch` (which fixes the base points before `reached`) to the
    /// generators of levels `first ..= reached`, or starts a new level if it fixes them all,
    /// and re-verifies from the deepest level changed. The residue must lie in `K_{first-1}`
    /// (the whole group when `first` is 0), which keeps `K_{k+1} ⊆ K_k`.
    fn repair(&mut self, first: usize, reached: usize) {
        let residue = std::mem::take(&mut self.scratch);
        let depth = self.levels.len();
        for tree in &mut self.levels[first..reached] {
            self.work += 1 + tree.add_generator(&residue) as u64;
        }
        if reached < depth {
            self.work += 1 + self.levels[reached].add_generator(&residue) as u64;
        } else {
            let base = first_moved(&residue).unwrap_or(0);
            self.push_level(base, std::slice::from_ref(&residue));
        }
        self.scratch = residue;
        self.phase = Phase::Verify {
            level: reached.min(self.levels.len() - 1),
        };
    }
}

/// Divides `element` by the transversal element of its base image, making it fix the base
/// point (it must lie in the group of `tree`).
fn divide_by_transversal(tree: &SchreierTree, element: &mut [u16]) {
    if let Some(k) = tree.position(element[tree.base()] as usize) {
        then_in_place(element, tree.inverse(k));
    }
}

/// `count` random elements of the group generated by `gens`, by product replacement with an
/// accumulator (Leedham-Green and Murray's "rattle" variant).
fn random_elements(gens: &[impl AsRef<[u16]>], rng: &mut Rng, count: usize) -> Vec<Vec<u16>> {
    let Some(degree) = gens.first().map(|g| g.as_ref().len()) else {
        return Vec::new();
    };
    let slots = PR_SLOTS.max(gens.len());
    let mut state: Vec<Vec<u16>> = (0..slots)
        .map(|i| gens[i % gens.len()].as_ref().to_vec())
        .collect();
    let mut acc = identity(degree);
    let mut next = vec![0u16; degree];
    let mut step = |rng: &mut Rng, state: &mut Vec<Vec<u16>>, acc: &mut Vec<u16>| {
        let i = rng.below(slots);
        let j = (i + 1 + rng.below(slots - 1)) % slots;
        let (a, b) = if rng.next_u64() & 1 == 0 {
            (i, j)
        } else {
            (j, i)
        };
        for (o, &x) in next.iter_mut().zip(&state[a]) {
            *o = state[b][x as usize];
        }
        std::mem::swap(&mut state[i], &mut next);
        then_in_place(acc, &state[i]);
    };
    for _ in 0..PR_WARMUP {
        step(rng, &mut state, &mut acc);
    }
    (0..count)
        .map(|_| {
            for _ in 0..=PR_GAP {
                step(rng, &mut state, &mut acc);
            }
            acc.clone()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// If the random proposals miss the group entirely, checking the input repairs the chain,
    /// even from no levels at all.
    #[test]
    fn input_check_repairs_an_empty_chain() {
        let gens: Vec<Perm> = ["(1 2)(3 4 5)", "(6 7)"]
            .iter()
            .map(|s| s.parse::<Perm>().unwrap().extended(7))
            .collect();
        let mut b = StabChainBuilder::new(&gens).unwrap();
        b.phase = Phase::CheckInput { next: 0 };
        let chain = b.finish();
        assert_eq!(chain.order(), 12u32.into());
        assert!(chain.contains(&gens[0].then(&gens[1])));
    }

    /// The level-by-level repair alone also finds the whole group: grow nothing below level 0.
    #[test]
    fn verification_repairs_missing_levels() {
        let gens: Vec<Perm> = ["(1 2 3 4 5 6 7 8)", "(1 2)"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        let mut b = StabChainBuilder::with_degree(8, &gens).unwrap();
        b.grow();
        b.phase = Phase::Verify { level: 0 };
        let chain = b.finish();
        assert_eq!(chain.order(), 40320u32.into());
    }
}
