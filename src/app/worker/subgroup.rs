//! [`SubgroupJob`]: the subgroup explorer's computation — the order of the group some of a
//! puzzle's generators generate, exactly, with its factorisation, its share of the whole
//! puzzle group and the stabiliser chain — as resumable work, so that a Web Worker (or a
//! test) can run it in slices, report progress and drop it to cancel.
//!
//! The whole group's order is needed for the share; it is computed first (unless the job is
//! the whole group, or the caller knows it from an earlier job).

use num_bigint::BigUint;

use super::report::{factorise_product, Membership, SubgroupReport};
use crate::group::{Perm, StabChain, StabChainBuilder};
use crate::puzzle::NamedGroup;
use crate::wire::Decimal;

/// How far a job has come.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JobProgress {
    /// Whether the report is ready.
    pub done: bool,
    /// Estimated share of the work done, `0.0..=1.0`, never decreasing.
    pub fraction: f64,
    /// Levels of the stabiliser chain found so far, in the stage running now.
    pub levels: usize,
    /// `true` while the whole group (for the share) is being computed.
    pub whole_group: bool,
}

enum Stage {
    /// Building the whole group's chain, then the subgroup's.
    Whole(Box<StabChainBuilder>, Box<StabChainBuilder>),
    /// Building the subgroup's chain.
    Sub(Box<StabChainBuilder>),
    /// Finished.
    Done(Box<StabChain>),
}

/// One subgroup computation (see the module docs).
pub struct SubgroupJob {
    group: NamedGroup,
    stage: Stage,
    full_order: Option<BigUint>,
    two_stages: bool,
    fraction: f64,
}

impl std::fmt::Debug for SubgroupJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "SubgroupJob({} {:?})",
            self.group.puzzle,
            self.group.names()
        )
    }
}

impl SubgroupJob {
    /// Starts the job; `full_order` is the whole group's order when already known.
    pub fn new(group: NamedGroup, full_order: Option<BigUint>) -> SubgroupJob {
        let def = group.puzzle.def();
        let builder = |perms: &[Perm]| {
            Box::new(
                StabChainBuilder::with_degree(def.sticker_count(), perms)
                    .expect("a puzzle's generators act on its stickers"),
            )
        };
        let sub = builder(&group.perms());
        let whole = group.generators.len() == def.generators().len();
        let two_stages = !whole && full_order.is_none();
        let stage = if two_stages {
            Stage::Whole(builder(&def.generator_perms()), sub)
        } else {
            Stage::Sub(sub)
        };
        SubgroupJob {
            group,
            stage,
            full_order,
            two_stages,
            fraction: 0.0,
        }
    }

    /// The group being computed.
    pub fn group(&self) -> &NamedGroup {
        &self.group
    }

    /// Does about `budget` units of work (one unit ≈ one permutation product) and reports.
    pub fn step(&mut self, budget: u64) -> JobProgress {
        let (progress, whole_group) = match &mut self.stage {
            Stage::Whole(full, _) => (full.step(budget), true),
            Stage::Sub(sub) => (sub.step(budget), false),
            Stage::Done(_) => {
                return JobProgress {
                    done: true,
                    fraction: 1.0,
                    levels: 0,
                    whole_group: false,
                }
            }
        };
        let estimate = match (self.two_stages, whole_group) {
            (false, _) => progress.fraction,
            (true, true) => progress.fraction / 2.0,
            (true, false) => 0.5 + progress.fraction / 2.0,
        };
        self.fraction = self.fraction.max(estimate.min(1.0));
        if progress.done {
            self.advance();
        }
        let done = matches!(self.stage, Stage::Done(_));
        JobProgress {
            done,
            fraction: if done { 1.0 } else { self.fraction },
            levels: progress.levels,
            whole_group,
        }
    }

    /// Moves to the next stage once the current chain is complete.
    fn advance(&mut self) {
        let placeholder = Stage::Done(Box::new(StabChain::new(&[]).expect("the trivial group")));
        self.stage = match std::mem::replace(&mut self.stage, placeholder) {
            Stage::Whole(full, sub) => {
                self.full_order = Some(full.finish().order());
                Stage::Sub(sub)
            }
            Stage::Sub(sub) => {
                let chain = sub.finish();
                if self.full_order.is_none() {
                    self.full_order = Some(chain.order());
                }
                Stage::Done(Box::new(chain))
            }
            done => done,
        };
    }

    /// The whole puzzle group's order, once known.
    pub fn full_order(&self) -> Option<&BigUint> {
        self.full_order.as_ref()
    }

    /// The finished chain.
    pub fn chain(&self) -> Option<&StabChain> {
        match &self.stage {
            Stage::Done(chain) => Some(chain),
            _ => None,
        }
    }

    /// The report, once done.
    pub fn report(&self) -> Option<SubgroupReport> {
        let chain = self.chain()?;
        let order = chain.order();
        let full = self.full_order.clone().unwrap_or_else(|| order.clone());
        Some(SubgroupReport {
            puzzle: self.group.puzzle,
            generators: self.group.names(),
            factors: factorise_product(&chain.orbit_lengths()),
            index: Decimal::from(&(&full / &order)),
            order: Decimal::from(&order),
            full_order: Decimal::from(&full),
            degree: chain.degree(),
            base: chain.base().iter().map(|&b| b + 1).collect(),
            orbits: (0..chain.depth())
                .map(|l| {
                    chain
                        .orbit(l)
                        .unwrap_or(&[])
                        .iter()
                        .map(|&p| p + 1)
                        .collect()
                })
                .collect(),
        })
    }

    /// Whether `state` (a sticker permutation of the puzzle) is in the subgroup, with a word
    /// in its generators if so; `None` until the job is done. The first answer builds the
    /// chain's word table, which takes a moment on big groups.
    pub fn member(&self, state: &Perm) -> Option<Membership> {
        let chain = self.chain()?;
        if !chain.contains(state) {
            return Some(Membership::NotMember);
        }
        let word = chain.word_for(state)?;
        let names = self.group.names();
        let text = word.display_with(&names).to_string();
        Some(Membership::Member {
            word: text,
            length: word.len(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::worker::report::{group_digits, readable};
    use crate::puzzle::{Megaminx, PuzzleKind};
    use num_traits::One;

    fn run(group: &str, puzzle: PuzzleKind, known: Option<BigUint>) -> SubgroupJob {
        let mut job = SubgroupJob::new(NamedGroup::new(puzzle, group).unwrap(), known);
        let mut last = 0.0;
        loop {
            let p = job.step(5_000);
            assert!(p.fraction >= last, "progress never goes back");
            last = p.fraction;
            if p.done {
                return job;
            }
        }
    }

    /// The seed's numbers: 75 582 720 with the tips, 933 120 without.
    #[test]
    fn pyraminx_seed_orders() {
        let all = run("", PuzzleKind::Pyraminx, None).report().unwrap();
        assert_eq!(all.order.to_string(), "75582720");
        assert_eq!(all.order_grouped(), "75,582,720");
        assert!(all.is_whole());
        let no_tips = run("s5 s6 s7 s8", PuzzleKind::Pyraminx, None)
            .report()
            .unwrap();
        assert_eq!(no_tips.order.to_string(), "933120");
        assert_eq!(no_tips.factors, [(2, 8), (3, 6), (5, 1)]);
        assert_eq!(no_tips.factors_text(), "2⁸ · 3⁶ · 5");
        assert_eq!(no_tips.index.to_string(), "81", "the tips' 3⁴ twists");
        assert_eq!(
            no_tips.fraction_text(),
            "1 / 81 of the whole group (75,582,720 positions)"
        );
        assert_eq!(no_tips.factor_product(), no_tips.order);
        // The Sims table: the orbit lengths multiply to the order, each orbit starts at its
        // base point.
        let product: BigUint = no_tips
            .orbits
            .iter()
            .fold(BigUint::one(), |a, o| a * o.len());
        assert_eq!(product.to_string(), "933120");
        for (b, o) in no_tips.base.iter().zip(&no_tips.orbits) {
            assert_eq!(o[0], *b);
        }
    }

    #[test]
    fn megaminx_whole_group_and_a_known_whole_order() {
        let job = run("", PuzzleKind::Megaminx, None);
        let full = job.full_order().unwrap().clone();
        assert_eq!(
            full.to_string(),
            "100669616553523347122516032313645505168688116411019768627200000000000"
        );
        let r = job.report().unwrap();
        assert_eq!(r.factor_product(), Decimal::from(&full));
        // Two opposite faces commute: 5 × 5, a 1 / (full / 25) share.
        let ag = run("A G", PuzzleKind::Megaminx, Some(full.clone()));
        let r = ag.report().unwrap();
        assert_eq!(r.order.to_string(), "25");
        assert_eq!(r.index, Decimal::from(&(full / 25u32)));
    }

    #[test]
    fn factorisation_multiplies_back() {
        let lengths = [120, 97, 1, 2, 64, 81, 49];
        let f = factorise_product(&lengths);
        let back: u64 = f.iter().map(|&(p, e)| p.pow(e)).product();
        assert_eq!(back, lengths.iter().map(|&n| n as u64).product::<u64>());
        // Every base is prime (checked by a different method: no divisor at all below it).
        for (p, _) in f {
            assert!((2..p).all(|d| p % d != 0), "{p}");
        }
        assert!(factorise_product(&[1, 1]).is_empty());
    }

    /// Membership answers with a word that really spells the position.
    #[test]
    fn membership_with_words() {
        let job = run("A B", PuzzleKind::Megaminx, Some(BigUint::one()));
        let m = Megaminx::get();
        let def = m.def();
        let state = m
            .turn(crate::puzzle::Face::A)
            .then(m.turn(crate::puzzle::Face::B))
            .then(&m.turn(crate::puzzle::Face::A).inverse());
        let Some(Membership::Member { word, .. }) = job.member(&state) else {
            panic!("A B A* is in <A, B>");
        };
        let parsed = crate::puzzle::notation::parse_word(&word, &["A".into(), "B".into()]).unwrap();
        let perms: Vec<Perm> = ["A", "B"]
            .iter()
            .map(|n| def.generator(n).unwrap().perm.clone())
            .collect();
        assert_eq!(parsed.evaluate(&perms, 120), state);
        let c = m.turn(crate::puzzle::Face::C).clone();
        assert_eq!(job.member(&c), Some(Membership::NotMember));
        assert_eq!(
            job.member(&def.identity()),
            Some(Membership::Member {
                word: String::new(),
                length: 0
            })
        );
    }

    #[test]
    fn big_numbers_read_in_scientific_notation() {
        assert_eq!(readable("933120"), "933,120");
        assert_eq!(readable("123456789012345"), "123,456,789,012,345");
        assert_eq!(
            readable("1258421316945776801588780813015759"),
            "1.258 × 10³³"
        );
    }

    #[test]
    fn digits_group_in_threes() {
        assert_eq!(group_digits("1"), "1");
        assert_eq!(group_digits("1000"), "1,000");
        assert_eq!(group_digits("933120"), "933,120");
    }
}
