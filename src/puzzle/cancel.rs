//! [`Canceller`]: move cancellation for any puzzle, on generator letters.
//!
//! Neighbouring turns of one generator merge (`R R` → `R^2`, `R R'` → nothing), powers are
//! reduced modulo the generator's order into `(-order/2, order/2]`, and a turn also merges
//! with an earlier turn of its generator when only turns that move none of its stickers stand
//! between them (turns with disjoint supports commute): on the Megaminx a face's opposite and
//! the five faces around that (`A G A` → `A2 G`, `A H K A` → `A2 H K`), the rule of
//! [`crate::solver::cancel`], so the short solver's counts are what the player plays. Done
//! once over a whole concatenated solution, so it also merges across step boundaries;
//! [`Canceller::traced`] remembers which input letters each output letter came from, so a
//! player can tell which steps a played turn belongs to.

use crate::group::{Letter, Word};

use super::info::PuzzleInfo;

/// A letter of a cancelled sequence and the input letters it came from (indices into the
/// input): the earliest and the latest merged into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Traced {
    /// The letter as it is played.
    pub letter: Letter,
    /// The earliest input letter merged into it.
    pub first: usize,
    /// The latest input letter merged into it.
    pub last: usize,
}

/// A puzzle's cancellation rule: its generators' orders and which pairs commute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canceller {
    orders: Vec<u32>,
    /// `commutes[g][h]`: generators `g` and `h` move disjoint stickers (so they commute).
    commutes: Vec<Vec<bool>>,
}

impl Canceller {
    /// The rule of a puzzle's generators (from their permutations).
    pub fn of(info: &PuzzleInfo) -> Canceller {
        let def = info.def();
        let supports: Vec<Vec<usize>> = def.generators().iter().map(|g| g.perm.support()).collect();
        let disjoint = |a: &[usize], b: &[usize]| a.iter().all(|x| !b.contains(x));
        Canceller {
            orders: def.generator_orders(),
            commutes: supports
                .iter()
                .map(|g| supports.iter().map(|h| disjoint(g, h)).collect())
                .collect(),
        }
    }

    /// Each generator's order.
    pub fn orders(&self) -> &[u32] {
        &self.orders
    }

    /// `power` of generator `g` reduced into `(-order/2, order/2]` (0: no turn).
    pub fn reduce(&self, g: usize, power: i64) -> i32 {
        let o = i64::from(self.orders.get(g).copied().unwrap_or(u32::MAX).max(1));
        let p = power.rem_euclid(o);
        let p = if p > o / 2 { p - o } else { p };
        i32::try_from(p).expect("half an order fits")
    }

    /// The letters with every merge done (see the module docs).
    pub fn cancel(&self, letters: &[Letter]) -> Vec<Letter> {
        self.traced(letters).into_iter().map(|t| t.letter).collect()
    }

    /// The letters as one reduced [`Word`].
    pub fn word(&self, letters: &[Letter]) -> Word {
        let mut w = Word::new();
        for l in self.cancel(letters) {
            w.push(l.generator, l.power);
        }
        w
    }

    /// [`cancel`](Self::cancel), remembering where every output letter came from; an input
    /// letter that cancelled away is in no output letter's span.
    pub fn traced(&self, letters: &[Letter]) -> Vec<Traced> {
        let mut out: Vec<Traced> = Vec::with_capacity(letters.len());
        for (i, l) in letters.iter().enumerate() {
            self.push(&mut out, *l, i);
        }
        out
    }

    /// Appends input letter `i` to an already cancelled sequence.
    fn push(&self, out: &mut Vec<Traced>, l: Letter, i: usize) {
        let power = self.reduce(l.generator, i64::from(l.power));
        if power == 0 {
            return;
        }
        let g = |k: usize| out[k].letter.generator;
        // The last letter that does not commute with `l`: `l` merges into it if it is l's.
        let target = (0..out.len())
            .rev()
            .find(|&k| !self.commutes[g(k)][l.generator])
            .filter(|&k| g(k) == l.generator);
        let Some(k) = target else {
            let letter = Letter {
                generator: l.generator,
                power,
            };
            out.push(Traced {
                letter,
                first: i,
                last: i,
            });
            return;
        };
        let merged = self.reduce(
            l.generator,
            i64::from(out[k].letter.power) + i64::from(power),
        );
        if merged == 0 {
            out.remove(k);
        } else {
            out[k].letter.power = merged;
            out[k].last = i;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;

    fn l(generator: usize, power: i32) -> Letter {
        Letter { generator, power }
    }

    /// On the Megaminx the rule is the solver's: a face merges across the faces it shares no
    /// piece with (G, its opposite, and H, one around G), not across its neighbours (B); the
    /// merged sequence has the same effect.
    #[test]
    fn megaminx_far_faces_commute_and_merge() {
        let def = PuzzleKind::Megaminx.def();
        let c = Canceller::of(PuzzleKind::Megaminx.info());
        let (a, b, g) = (0, 1, 6);
        assert_eq!(c.cancel(&[l(a, 1), l(g, 1), l(a, 1)]), [l(a, 2), l(g, 1)]);
        assert_eq!(c.cancel(&[l(a, 1), l(b, 1), l(a, 1)]).len(), 3);
        assert_eq!(c.cancel(&[l(a, 1), l(7, 1), l(a, 1)]), [l(a, 2), l(7, 1)]);
        assert_eq!(c.cancel(&[l(a, 1), l(7, 1), l(b, 1), l(a, 1)]).len(), 4);
        assert_eq!(c.cancel(&[l(a, 2), l(a, 1)]), [l(a, -2)]);
        assert!(c.cancel(&[l(a, 1), l(g, 1), l(g, -1), l(a, -1)]).is_empty());
        let word = [l(a, 1), l(g, 2), l(a, 3), l(b, 1), l(b, 4)];
        let eval = |ls: &[Letter]| {
            let mut w = Word::new();
            ls.iter().for_each(|x| w.push(x.generator, x.power));
            def.evaluate(&w)
        };
        assert_eq!(eval(&c.cancel(&word)), eval(&word));
        let traced = c.traced(&word);
        assert_eq!((traced[0].first, traced[0].last), (0, 2));
    }
}
