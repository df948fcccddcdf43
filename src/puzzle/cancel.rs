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
//! player can tell which steps a played turn belongs to. The rule itself is [`merge_turn`],
//! which the Megaminx's move cancellation uses too: one rule, not two kept equal.

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
        let generator = l.generator;
        merge_turn(
            out,
            generator,
            |t| t.letter.generator,
            |g, h| self.commutes[g][h],
            |old| {
                let merged = self.reduce(generator, i64::from(old.letter.power) + i64::from(power));
                (merged != 0).then_some(Traced {
                    letter: Letter {
                        generator,
                        power: merged,
                    },
                    first: old.first,
                    last: i,
                })
            },
            || Traced {
                letter: Letter { generator, power },
                first: i,
                last: i,
            },
        );
    }
}

/// The one merge rule of every cancellation in minx — a puzzle's letters here, the
/// Megaminx's moves in [`crate::solver::cancel`]: a new turn of `layer` merges into the last
/// entry of `out` whose layer does not commute with it, when that entry turns the same
/// layer; merged to nothing, that entry goes; otherwise the turn is appended. `layer_of`
/// names an entry's layer, `commute` says whether two layers commute, `merge(old)` gives the
/// merged entry (`None`: they cancel), `fresh()` the entry of a turn that merged into none.
pub fn merge_turn<T, L: Copy + PartialEq>(
    out: &mut Vec<T>,
    layer: L,
    layer_of: impl Fn(&T) -> L,
    commute: impl Fn(L, L) -> bool,
    merge: impl FnOnce(&T) -> Option<T>,
    fresh: impl FnOnce() -> T,
) {
    let target = (0..out.len())
        .rev()
        .find(|&k| !commute(layer_of(&out[k]), layer))
        .filter(|&k| layer_of(&out[k]) == layer);
    match target {
        Some(k) => match merge(&out[k]) {
            Some(merged) => out[k] = merged,
            None => {
                out.remove(k);
            }
        },
        None => out.push(fresh()),
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
