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
use super::plan::Commutator;
use crate::puzzle::Pieces;

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

/// Words of turn indices up to `max` long, no generator twice in a row, with their effects.
fn words(model: &Model, turns: &[usize], max: usize, limit: usize) -> Vec<Vec<Vec<usize>>> {
    let mut by_len: Vec<Vec<Vec<usize>>> = vec![vec![Vec::new()]];
    for len in 1..=max {
        let mut next = Vec::new();
        for w in &by_len[len - 1] {
            for &t in turns {
                let g = model.turns[t].generator;
                if w.last().is_some_and(|&l| model.turns[l].generator == g) {
                    continue;
                }
                let mut v = w.clone();
                v.push(t);
                next.push(v);
            }
        }
        if by_len.iter().map(Vec::len).sum::<usize>() + next.len() > limit {
            break;
        }
        by_len.push(next);
    }
    by_len
}

impl Cores {
    /// Searches the commutators of `turns` (model turn indices).
    pub fn search(model: &Model, turns: &[usize]) -> Cores {
        let m = &model.moduli;
        let words_for = |max_y: usize| {
            let ys: Vec<Vec<usize>> = words(model, turns, max_y, usize::MAX).concat();
            let xs = words(model, turns, MAX_X, BUDGET / (ys.len() - 1));
            (ys, xs)
        };
        let (ys, xs_by_len) = (2..=MAX_Y)
            .rev()
            .map(words_for)
            .find(|(_, xs)| xs.len() > MIN_X)
            .unwrap_or_else(|| words_for(1));
        let ys = &ys[1..];
        let max_x = xs_by_len.len() - 1;
        let effect = |w: &[usize]| {
            w.iter()
                .fold(Pieces::identity(model.len()), |s, &t| model.apply(&s, t))
        };
        let y_eff: Vec<(Pieces, Pieces)> = ys
            .iter()
            .map(|y| {
                let e = effect(y);
                let inv = e.inverse(m);
                (e, inv)
            })
            .collect();
        let mut found: HashMap<Pieces, Core> = HashMap::new();
        for x in xs_by_len.iter().skip(1).flatten() {
            let ex = effect(x);
            let ex_inv = ex.inverse(m);
            for (y, (ey, ey_inv)) in ys.iter().zip(&y_eff) {
                let c = ex.then(ey, m).then(&ex_inv, m).then(ey_inv, m);
                let Some(slots) = shape(model, &c) else {
                    continue;
                };
                let commutator = Commutator {
                    x: model.word(x),
                    y: model.word(y),
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
