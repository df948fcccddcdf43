//! [`Cores`]: the commutators `[X, Y]` of a puzzle's generators that cycle exactly three
//! pieces, or turn exactly two in place, and touch nothing else — found by search, not given.
//!
//! `X` runs over every word of up to four turns (no generator twice in a row) and `Y` over
//! every word of up to two; when that would be more than [`BUDGET`] commutators (the 2×2×2's
//! eighteen turns), `X` stops at the longest length that fits. When two-turn `Y`s would leave
//! `X` shorter than three turns (a puzzle with many turns, like twelve faces' four amounts),
//! `Y` is one turn, so that `[X, Y]` with a three-turn `X` — the classic corner 3-cycle
//! `[R U R', D]` — is still searched. For each distinct effect the shortest commutator is kept.

use std::collections::HashMap;

use super::pieces::Model;
use crate::puzzle::Pieces;
use crate::solver::Commutator;

/// The most commutators evaluated.
pub const BUDGET: usize = 5_000_000;

/// The shortest `X` worth a longer `Y`.
const MIN_X: usize = 3;

/// Longest `X` and `Y` tried.
const MAX_X: usize = 4;
const MAX_Y: usize = 2;

/// A commutator and its effect.
#[derive(Clone, Debug)]
pub struct Core {
    /// `[X, Y]`.
    pub commutator: Commutator,
    /// Its turns, `X Y X⁻¹ Y⁻¹` merged.
    pub len: usize,
    /// What it does to pieces.
    pub effect: Pieces,
    /// The slots it changes: for a 3-cycle in cycle order (`slots[0]`'s piece goes to
    /// `slots[1]`, …), for a pair the two slots.
    pub slots: Vec<usize>,
}

/// The 3-cycle and pair commutators of a puzzle.
#[derive(Debug)]
pub struct Cores {
    /// 3-cycles of one kind, the rest untouched.
    pub cycles: Vec<Core>,
    /// Two pieces of one kind turned in place, the rest untouched.
    pub pairs: Vec<Core>,
    /// The longest `X` searched.
    pub max_x: usize,
}

/// Words of turn indices up to `max` long, no generator twice in a row, by length.
fn words(model: &Model, turns: &[usize], max: usize) -> Vec<Vec<Vec<usize>>> {
    let mut by_len: Vec<Vec<Vec<usize>>> = vec![vec![Vec::new()]];
    for len in 1..=max {
        let mut next = Vec::new();
        for w in &by_len[len - 1] {
            for &t in turns {
                if follows(model, w, t) {
                    let mut v = w.clone();
                    v.push(t);
                    next.push(v);
                }
            }
        }
        by_len.push(next);
    }
    by_len
}

/// Whether turn `t` may follow word `w` (not the generator of its last turn).
fn follows(model: &Model, w: &[usize], t: usize) -> bool {
    let g = model.turns[t].generator;
    w.last().is_none_or(|&l| model.turns[l].generator != g)
}

/// The longest length up to `max` such that every word up to it (the empty word included)
/// is at most `limit` words: counted, not listed (per generator, the words ending in it).
fn longest_within(model: &Model, turns: &[usize], max: usize, limit: usize) -> usize {
    let generators = model
        .turns
        .iter()
        .map(|t| t.generator + 1)
        .max()
        .unwrap_or(0);
    let mut per = vec![0usize; generators];
    for &t in turns {
        per[model.turns[t].generator] += 1;
    }
    let (mut ending, mut total) = (vec![0usize; generators], 1usize);
    for len in 1..=max {
        let all: usize = ending.iter().sum();
        ending = (0..generators)
            .map(|g| per[g].saturating_mul(if len == 1 { 1 } else { all - ending[g] }))
            .collect();
        total = total.saturating_add(ending.iter().sum());
        if total > limit {
            return len - 1;
        }
    }
    max
}

/// `out = a` then `b` (as [`Pieces::then`], into a buffer: the search makes no garbage).
fn then_into(a: &Pieces, b: &Pieces, moduli: &[u8], out: &mut Pieces) {
    for (p, &modulus) in moduli.iter().enumerate() {
        let at = a.to[p] as usize;
        out.to[p] = b.to[at];
        out.ori[p] = (a.ori[p] + b.ori[at]) % modulus;
    }
}

/// Calls `f` with every word of exactly `len` turns (no generator twice in a row), in
/// lexicographic order of `turns`, and its effect; each prefix's effect is computed once.
fn each_word(model: &Model, turns: &[usize], len: usize, f: &mut impl FnMut(&[usize], &Pieces)) {
    let mut word = Vec::with_capacity(len);
    let mut effects = vec![Pieces::identity(model.len()); len + 1];
    descend(model, turns, len, &mut word, &mut effects, f);
}

/// One level of [`each_word`]: `word` is a prefix, `effects[i]` its first `i` turns' effect.
fn descend(
    model: &Model,
    turns: &[usize],
    len: usize,
    word: &mut Vec<usize>,
    effects: &mut [Pieces],
    f: &mut impl FnMut(&[usize], &Pieces),
) {
    let d = word.len();
    if d == len {
        f(word, &effects[d]);
        return;
    }
    for &t in turns {
        if !follows(model, word, t) {
            continue;
        }
        let (done, rest) = effects.split_at_mut(d + 1);
        then_into(
            &done[d],
            &model.turns[t].effect,
            &model.moduli,
            &mut rest[0],
        );
        word.push(t);
        descend(model, turns, len, word, effects, f);
        word.pop();
    }
}

/// The slots a position moves to another slot, and those it changes (moves or turns), as
/// bits.
fn support(c: &Pieces) -> (u64, u64) {
    (0..c.to.len()).fold((0, 0), |(moved, changed), p| {
        let bit = 1u64 << p;
        (
            moved | if c.to[p] as usize != p { bit } else { 0 },
            changed
                | if c.to[p] as usize != p || c.ori[p] != 0 {
                    bit
                } else {
                    0
                },
        )
    })
}

/// The slots of a bit set.
fn bits(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}

/// `out = a⁻¹` (as [`Pieces::inverse`], into a buffer).
fn inverse_into(a: &Pieces, moduli: &[u8], out: &mut Pieces) {
    for (p, &modulus) in moduli.iter().enumerate() {
        let at = a.to[p] as usize;
        out.to[at] = p as u8;
        out.ori[at] = (modulus - a.ori[p]) % modulus;
    }
}

/// How many of the slots in `around` the product of `parts` changes (moves or turns): the
/// commutator followed slot by slot, without composing whole positions.
fn changed_in(parts: [&Pieces; 4], moduli: &[u8], around: u64) -> usize {
    bits(around)
        .filter(|&p| {
            let (mut at, mut o) = (p, 0u8);
            for part in parts {
                o += part.ori[at];
                at = part.to[at] as usize;
            }
            at != p || o % moduli[p] != 0
        })
        .count()
}

/// A `Y` of the search: its effect and inverse, the slots it moves (`A`) and changes.
struct YWord {
    turns: Vec<usize>,
    effect: Pieces,
    inverse: Pieces,
    moved: u64,
    changed: u64,
}

impl Cores {
    /// Searches the commutators of `turns` (model turn indices).
    ///
    /// Most pairs `X`, `Y` are ruled out before their commutator is composed: with `A` the
    /// slots `Y` moves and `B` those `X Y X⁻¹` moves (the slots `X` takes into `A`), every
    /// slot of `A` not in `B` and of `B` not in `A` changes place under `[X, Y]`, so a
    /// 3-cycle or a pair needs at most three of them. The rest are followed slot by slot over
    /// the slots `Y` or `X Y X⁻¹` changes (`[X, Y]` fixes every other), and only those that
    /// change two or three are composed. (Both rules skip only what [`shape`] would refuse:
    /// the commutators found, and their order, are the same.)
    pub fn search(model: &Model, turns: &[usize]) -> Cores {
        let m = &model.moduli;
        assert!(model.len() <= 64, "slots are bits of a u64");
        let fits = |max_y: usize| {
            let ys = words(model, turns, max_y).concat().len() - 1;
            (max_y, longest_within(model, turns, MAX_X, BUDGET / ys))
        };
        let (max_y, max_x) = (2..=MAX_Y)
            .rev()
            .map(fits)
            .find(|&(_, x)| x >= MIN_X)
            .unwrap_or_else(|| fits(1));
        let ys: Vec<YWord> = words(model, turns, max_y).concat()[1..]
            .iter()
            .map(|y| {
                let effect = y
                    .iter()
                    .fold(Pieces::identity(model.len()), |s, &t| model.apply(&s, t));
                let (moved, changed) = support(&effect);
                YWord {
                    turns: y.clone(),
                    inverse: effect.inverse(m),
                    effect,
                    moved,
                    changed,
                }
            })
            .collect();
        // The distinct `A`s, and each `Y`'s.
        let mut masks: Vec<u64> = ys.iter().map(|y| y.moved).collect();
        masks.sort_unstable();
        masks.dedup();
        let mask_of: Vec<usize> = ys
            .iter()
            .map(|y| masks.binary_search(&y.moved).expect("listed"))
            .collect();
        let mut found: HashMap<Pieces, Core> = HashMap::new();
        let mut open = vec![false; masks.len()];
        let mut ex_inv = Pieces::identity(model.len());
        let mut keep = |x: &[usize], ex: &Pieces| {
            inverse_into(ex, m, &mut ex_inv);
            let mut any = false;
            for (k, &a) in masks.iter().enumerate() {
                let b = bits(a).fold(0u64, |b, s| b | 1 << ex_inv.to[s]);
                open[k] = (a ^ b).count_ones() <= 3;
                any |= open[k];
            }
            if !any {
                return;
            }
            for (y, &k) in ys.iter().zip(&mask_of) {
                if !open[k] {
                    continue;
                }
                let around = bits(y.changed).fold(y.changed, |b, s| b | 1 << ex_inv.to[s]);
                let parts = [ex, &y.effect, &ex_inv, &y.inverse];
                if !(2..=3).contains(&changed_in(parts, m, around)) {
                    continue;
                }
                let c = ex.then(&y.effect, m).then(&ex_inv, m).then(&y.inverse, m);
                let Some(slots) = shape(model, &c) else {
                    continue;
                };
                let commutator = Commutator {
                    x: model.word(x),
                    y: model.word(&y.turns),
                };
                let len = commutator.moves().len();
                if found.get(&c).is_some_and(|old| old.len <= len) {
                    continue;
                }
                found.insert(
                    c.clone(),
                    Core {
                        commutator,
                        len,
                        effect: c,
                        slots,
                    },
                );
            }
        };
        for len in 1..=max_x {
            each_word(model, turns, len, &mut keep);
        }
        let mut all: Vec<Core> = found.into_values().collect();
        // Shortest first; the effect breaks ties, so the order (and every plan) is the same
        // whatever order the map gave.
        all.sort_by(|a, b| (a.len, &a.slots, &a.effect).cmp(&(b.len, &b.slots, &b.effect)));
        let (cycles, pairs) = all.into_iter().partition(|c| c.slots.len() == 3);
        Cores {
            cycles,
            pairs,
            max_x,
        }
    }
}

/// The changed slots of `c` when it is a 3-cycle of one kind (in cycle order) or a pair of
/// one kind turned in place, with everything else untouched; `None` otherwise.
fn shape(model: &Model, c: &Pieces) -> Option<Vec<usize>> {
    let def = model.puzzle.def();
    let changed: Vec<usize> = (0..c.to.len())
        .filter(|&p| c.to[p] as usize != p || c.ori[p] != 0)
        .collect();
    let kind = |p: usize| def.pieces()[p].kind;
    match *changed.as_slice() {
        [a, b] if kind(a) == kind(b) && c.to[a] as usize == a && c.to[b] as usize == b => {
            Some(vec![a, b])
        }
        [a, _, _] if changed.iter().all(|&p| kind(p) == kind(a)) => {
            let b = c.to[a] as usize;
            let cc = c.to[b] as usize;
            (b != a && cc != a && cc != b && c.to[cc] as usize == a).then(|| vec![a, b, cc])
        }
        _ => None,
    }
}
