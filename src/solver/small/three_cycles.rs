//! The conjugated 3-cycle method on any puzzle of ours: the thesis's idea, generic.
//!
//! 1. **In-place pieces** (the Pyraminx's tips and centres never leave their place): each one
//!    turned home by one turn of a generator that turns it.
//! 2. **Parity**: when the pieces of a kind are in an odd arrangement (a quarter turn of the
//!    2×2×2 is a 4-cycle), one turn makes it even, since 3-cycles are even.
//! 3. **3-cycles**: every step is `S · [X, Y] · S⁻¹`, a searched commutator ([`Cores`])
//!    conjugated by a setup `S` found breadth-first over where `S` takes the three target
//!    slots and how it turns them. As on the Megaminx, each step puts two pieces home
//!    (three when it closes a 3-cycle), correctly turned: the search asks for the exact turn
//!    each piece must pick up.
//! 4. **Orientation pairs**: pieces home but turned, two at a time, by a conjugated pair
//!    commutator; where the search finds none (or none that turns this pair this way), by
//!    a 3-cycle through a third piece, which the next step closes.
//!
//! Steps are verified: each one's effect, computed from its moves, is the cycle or pair it
//! states (tests), and the whole solution solves (the CLI refuses otherwise).

use std::collections::HashMap;
use std::sync::OnceLock;

use super::commutators::{Core, Cores};
use super::coord::{is_even, slot_form};
use super::pieces::Model;
use crate::puzzle::Pieces;

mod setup;
use crate::puzzle::PuzzleKind;
use crate::solver::{Phase, Step, StepCore};
use setup::Visited;

/// A puzzle's model, its commutators and what the planner needs to know about its kinds.
#[derive(Debug)]
pub struct CycleSolver {
    /// The piece-level model.
    pub model: Model,
    /// The turns used for setups and commutators (those that move a piece that can move).
    pub turns: Vec<usize>,
    /// The commutators found.
    pub cores: Cores,
    /// Per piece: whether no turn ever moves it to another slot.
    stationary: Vec<bool>,
    /// 3-cycle cores by their cycle, in each of its three rotations.
    by_cycle: HashMap<[u8; 3], Vec<usize>>,
    /// Pair cores by their slots, in both orders.
    by_pair: HashMap<[u8; 2], Vec<usize>>,
}

/// A setup found for a request: its turns and the core used.
#[derive(Clone, Debug)]
struct Found {
    setup: Vec<usize>,
    core: usize,
}

impl CycleSolver {
    /// The shared solver of `puzzle` (its commutator search runs once).
    pub fn get(puzzle: PuzzleKind) -> &'static CycleSolver {
        static CELLS: [OnceLock<CycleSolver>; PuzzleKind::ALL.len()] =
            [const { OnceLock::new() }; PuzzleKind::ALL.len()];
        let k = PuzzleKind::ALL
            .iter()
            .position(|&p| p == puzzle)
            .expect("every puzzle is in ALL");
        CELLS[k].get_or_init(|| CycleSolver::new(puzzle))
    }

    fn new(puzzle: PuzzleKind) -> CycleSolver {
        let model = Model::new(puzzle);
        let n = model.len();
        let stationary: Vec<bool> = (0..n)
            .map(|p| model.turns.iter().all(|t| t.effect.to[p] as usize == p))
            .collect();
        let turns: Vec<usize> = (0..model.turns.len())
            .filter(|&t| {
                (0..n).any(|p| !stationary[p] && model.turns[t].effect.to[p] as usize != p)
            })
            .collect();
        let cores = Cores::search(&model, &turns);
        assert!(n <= 32, "setup search packs slots into five bits");
        let mut by_cycle: HashMap<[u8; 3], Vec<usize>> = HashMap::new();
        for (i, c) in cores.cycles.iter().enumerate() {
            for r in 0..3 {
                let key = [0, 1, 2].map(|k| c.slots[(k + r) % 3] as u8);
                by_cycle.entry(key).or_default().push(i);
            }
        }
        let mut by_pair: HashMap<[u8; 2], Vec<usize>> = HashMap::new();
        for (i, c) in cores.pairs.iter().enumerate() {
            let (a, b) = (c.slots[0] as u8, c.slots[1] as u8);
            by_pair.entry([a, b]).or_default().push(i);
            by_pair.entry([b, a]).or_default().push(i);
        }
        CycleSolver {
            model,
            turns,
            cores,
            stationary,
            by_cycle,
            by_pair,
        }
    }

    /// The step of a setup found for `core`.
    fn step(&self, phase: Phase, slots: &[usize], found: &Found, core: &Core) -> Step {
        let def = self.model.puzzle.def();
        let setup = self.model.word(&found.setup);
        let names: Vec<&str> = slots
            .iter()
            .map(|&s| def.pieces()[s].name.as_str())
            .collect();
        let what = match phase {
            Phase::ThreeCycle => format!("cycles {}", names.join(" → ")),
            _ => format!("turns {} in place", names.join(" and ")),
        };
        let info = self.model.puzzle.info();
        let explanation = format!(
            "Setup {}, commutator {}, undo: {what}.",
            if setup.is_empty() {
                "none".to_string()
            } else {
                info.write_word(&setup, None)
            },
            core.commutator.text_in(self.model.puzzle, None),
        );
        let body = core.commutator.moves().letters().to_vec();
        let commutator = StepCore::Commutator(core.commutator.clone());
        Step::conjugate(
            self.model.puzzle,
            phase,
            slots.to_vec(),
            setup,
            commutator,
            body,
        )
        .explained(explanation)
    }

    /// Turns every in-place piece home, one turn each.
    fn in_place(&self, s: &Pieces) -> Option<Step> {
        let m = &self.model;
        let def = m.puzzle.def();
        let (mut turns, mut pieces, mut names) = (Vec::new(), Vec::new(), Vec::new());
        let mut cur = s.clone();
        for p in (0..m.len()).filter(|&p| self.stationary[p]) {
            if cur.ori[p] == 0 {
                continue;
            }
            let t = (0..m.turns.len())
                .filter(|&t| {
                    let e = &m.turns[t].effect;
                    e.ori[p] != 0 && (cur.ori[p] + e.ori[p]).is_multiple_of(m.moduli[p])
                })
                .min_by_key(|&t| {
                    (0..m.len())
                        .filter(|&q| m.turns[t].effect.to[q] as usize != q)
                        .count()
                })
                .expect("some turn turns every in-place piece both ways");
            cur = m.apply(&cur, t);
            turns.push(t);
            pieces.push(p);
            names.push(def.pieces()[p].name.clone());
        }
        (!turns.is_empty()).then(|| {
            Step::plain(
                m.puzzle,
                Phase::InPlace,
                pieces.clone(),
                m.word(&turns),
                format!(
                    "{} turned home, one turn each (they never leave their place).",
                    names.join(", ")
                ),
            )
        })
    }

    /// Plans a reachable position.
    pub fn plan(&self, s: &Pieces) -> Vec<Step> {
        let m = &self.model;
        let def = m.puzzle.def();
        let mut cur = s.clone();
        let mut steps = Vec::new();
        let mut push = |cur: &mut Pieces, step: Step| {
            *cur = cur.then(&m.word_effect(&step.moves()), &m.moduli);
            steps.push(step);
        };
        if let Some(step) = self.in_place(&cur) {
            push(&mut cur, step);
        }
        let kinds: Vec<usize> = {
            let mut k: Vec<usize> = (0..m.len())
                .filter(|&p| !self.stationary[p])
                .map(|p| def.pieces()[p].kind)
                .collect();
            k.sort_unstable();
            k.dedup();
            k
        };
        let mut visited = Visited::new();
        for kind in kinds {
            let slots: Vec<usize> = (0..m.len())
                .filter(|&p| def.pieces()[p].kind == kind)
                .collect();
            if let Some(step) = self.parity(&cur, &slots) {
                push(&mut cur, step);
            }
            for _ in 0..4 * slots.len() {
                match self.next_step(&mut visited, &cur, &slots) {
                    Some(step) => push(&mut cur, step),
                    None => break,
                }
            }
        }
        assert!(
            cur.is_solved(),
            "the 3-cycle plan solves every reachable position"
        );
        steps
    }

    /// One turn making the kind's arrangement even, when it is odd.
    fn parity(&self, s: &Pieces, slots: &[usize]) -> Option<Step> {
        let local = |x: &Pieces| -> Vec<u8> {
            slots
                .iter()
                .map(|&p| {
                    slots
                        .iter()
                        .position(|&q| q == x.to[p] as usize)
                        .expect("a kind stays a kind") as u8
                })
                .collect()
        };
        if is_even(&local(s)) {
            return None;
        }
        let m = &self.model;
        let t = *self
            .turns
            .iter()
            .find(|&&t| !is_even(&local(&m.turns[t].effect)))
            .expect("an odd arrangement is reachable only by an odd turn");
        let def = m.puzzle.def();
        Some(Step::plain(
            m.puzzle,
            Phase::Parity,
            Vec::new(),
            m.word(&[t]),
            format!(
                "One turn, {}, makes the {} arrangement even, so 3-cycles can finish it.",
                m.puzzle.info().write_word(&m.word(&[t]), None),
                m.puzzle.piece_kinds()[def.pieces()[slots[0]].kind]
            ),
        ))
    }

    /// Keeps `found` (turned into a step) in `best` when it is shorter.
    fn consider(
        &self,
        best: &mut Option<(usize, Phase, Vec<usize>, Found)>,
        phase: Phase,
        targets: Vec<usize>,
        found: Option<Found>,
    ) {
        if let Some(f) = found {
            let core = match phase {
                Phase::ThreeCycle => &self.cores.cycles[f.core],
                _ => &self.cores.pairs[f.core],
            };
            let len = 2 * f.setup.len() + core.len;
            if best.as_ref().is_none_or(|(l, ..)| len < *l) {
                *best = Some((len, phase, targets, f));
            }
        }
    }

    /// The next step for the pieces in `slots`, or `None` when they are all home and unturned.
    fn next_step(&self, v: &mut Visited, s: &Pieces, slots: &[usize]) -> Option<Step> {
        let (content, turn) = slot_form(s);
        let m = &self.model.moduli;
        let home = |x: usize| content[x] as usize;
        let undo_turn = |x: usize| (m[x] - turn[x]) % m[x];
        let mut best: Option<(usize, Phase, Vec<usize>, Found)> = None;
        let misplaced: Vec<usize> = slots.iter().copied().filter(|&x| home(x) != x).collect();
        // Cycles of length ≥ 3: a → home(a) → home(home(a)), two pieces home and turned
        // right (three when the cycle closes and its net turn allows).
        for &a in &misplaced {
            let (b, c) = (home(a), home(home(a)));
            if c == a {
                continue;
            }
            let (ta, tb) = (Some(undo_turn(a)), Some(undo_turn(b)));
            let tc = (home(c) == a).then(|| undo_turn(c));
            let found = self
                .cycle_step(v, [a, b, c], [ta, tb, tc])
                .or_else(|| self.cycle_step(v, [a, b, c], [ta, tb, None]))
                .or_else(|| self.cycle_step(v, [a, b, c], [None; 3]));
            self.consider(&mut best, Phase::ThreeCycle, vec![a, b, c], found);
        }
        if best.is_none() && misplaced.len() >= 4 {
            // Only swaps: a → b → c across two of them puts one piece home.
            for &a in &misplaced {
                let b = home(a);
                for &c in misplaced.iter().filter(|&&c| c != a && c != b) {
                    let ta = Some(undo_turn(a));
                    let found = self
                        .cycle_step(v, [a, b, c], [ta, None, None])
                        .or_else(|| self.cycle_step(v, [a, b, c], [None; 3]));
                    self.consider(&mut best, Phase::ThreeCycle, vec![a, b, c], found);
                }
            }
        }
        if best.is_none() {
            let turned: Vec<usize> = slots.iter().copied().filter(|&x| turn[x] != 0).collect();
            let &p = turned.first()?;
            for &q in &turned[1..] {
                let found = self.pair_step(v, p, q, [undo_turn(p), undo_turn(q)]);
                self.consider(&mut best, Phase::OrientationPair, vec![p, q], found);
            }
            if best.is_none() {
                // No pair commutator for this: a 3-cycle through a third piece, closed next.
                let q = turned
                    .iter()
                    .copied()
                    .find(|&q| q != p && (turn[p] + turn[q]) % m[p] == 0)
                    .unwrap_or(turned[1]);
                for &r in slots.iter().filter(|&&r| r != p && r != q) {
                    self.consider(
                        &mut best,
                        Phase::ThreeCycle,
                        vec![p, q, r],
                        self.cycle_step(v, [p, q, r], [None; 3]),
                    );
                }
            }
        }
        best.map(|(_, phase, targets, f)| {
            let core = match phase {
                Phase::ThreeCycle => &self.cores.cycles[f.core],
                _ => &self.cores.pairs[f.core],
            };
            self.step(phase, &targets, &f, core)
        })
    }
}

/// Plans a reachable position of `puzzle` by conjugated commutators.
pub fn solve(puzzle: PuzzleKind, s: &Pieces) -> Vec<Step> {
    CycleSolver::get(puzzle).plan(s)
}

#[cfg(test)]
mod tests;
