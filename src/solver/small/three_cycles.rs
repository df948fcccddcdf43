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
use super::pieces::{Model, Pieces};
use super::plan::{SmallPhase, SmallStep};
use crate::puzzle::PuzzleKind;

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
        static CELLS: [OnceLock<CycleSolver>; 3] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new()];
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
        assert!(n <= 16, "setup search packs slots into four bits");
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

    /// Breadth-first over where a setup takes `slots` and how it turns them, for the first
    /// depth at which some core does the job; among those, the shortest core.
    /// `candidates(to)` lists the cores whose slots are `to`; `ok(core, to, ori)` says
    /// whether one fits, given the setup's images of the slots and their turns.
    ///
    /// A node is packed into six bits per slot (four for the slot, two for the turn), so the
    /// visited set is a flat array (at most 2¹⁸ entries).
    fn setup_search<'a>(
        &'a self,
        slots: &[usize],
        candidates: impl Fn(&[u8]) -> &'a [usize],
        ok: impl Fn(usize, &[u8], &[u8]) -> bool,
        core_len: impl Fn(usize) -> usize,
    ) -> Option<Found> {
        let k = slots.len();
        let pack = |to: &[u8], ori: &[u8]| {
            (0..k).fold(0u32, |acc, i| {
                (acc << 6) | (u32::from(to[i]) << 2) | u32::from(ori[i])
            })
        };
        let unpack = |v: u32, to: &mut [u8], ori: &mut [u8]| {
            for i in 0..k {
                let b = v >> (6 * (k - 1 - i));
                to[i] = ((b >> 2) & 15) as u8;
                ori[i] = (b & 3) as u8;
            }
        };
        // parent[node] = (turn + 1) << 20 | parent node; 0 = not seen.
        let mut parent = vec![0u32; 1 << (6 * k)];
        let (mut to, mut ori) = (vec![0u8; k], vec![0u8; k]);
        let start_to: Vec<u8> = slots.iter().map(|&s| s as u8).collect();
        let start = pack(&start_to, &vec![0; k]);
        parent[start as usize] = u32::MAX;
        let mut layer = vec![start];
        while !layer.is_empty() {
            let mut best: Option<(usize, usize, u32)> = None;
            for &node in &layer {
                unpack(node, &mut to, &mut ori);
                for &c in candidates(&to) {
                    if ok(c, &to, &ori) && best.is_none_or(|(_, l, _)| core_len(c) < l) {
                        best = Some((c, core_len(c), node));
                    }
                }
            }
            if let Some((core, _, node)) = best {
                let mut setup = Vec::new();
                let mut at = node;
                while parent[at as usize] != u32::MAX {
                    let e = parent[at as usize];
                    setup.push((e >> 20) as usize - 1);
                    at = e & 0xF_FFFF;
                }
                setup.reverse();
                return Some(Found { setup, core });
            }
            let mut next = Vec::new();
            let (mut to2, mut ori2) = (vec![0u8; k], vec![0u8; k]);
            for &node in &layer {
                unpack(node, &mut to, &mut ori);
                for &t in &self.turns {
                    let e = &self.model.turns[t].effect;
                    for i in 0..k {
                        let s = to[i] as usize;
                        to2[i] = e.to[s];
                        ori2[i] = (ori[i] + e.ori[s]) % self.model.moduli[s];
                    }
                    let v = pack(&to2, &ori2);
                    if parent[v as usize] == 0 {
                        parent[v as usize] = ((t as u32 + 1) << 20) | node;
                        next.push(v);
                    }
                }
            }
            layer = next;
        }
        None
    }

    /// A conjugated 3-cycle sending the piece in `slots[0]` to `slots[1]`, `slots[1]`'s to
    /// `slots[2]` and `slots[2]`'s to `slots[0]`, adding `turn[i]` to the `i`-th piece's
    /// orientation (`None`: any turn for that piece).
    fn cycle_step(&self, slots: [usize; 3], want: [Option<u8>; 3]) -> Option<Found> {
        let m = &self.model.moduli;
        let cores = &self.cores.cycles;
        self.setup_search(
            &slots,
            |to| {
                self.by_cycle
                    .get(&[to[0], to[1], to[2]])
                    .map_or(&[], Vec::as_slice)
            },
            |c, to, ori| {
                let e = &cores[c].effect;
                (0..3).all(|i| {
                    let s = slots[i];
                    let got = ori[i] + e.ori[to[i] as usize] + m[s] - ori[(i + 1) % 3];
                    want[i].is_none_or(|w| got % m[s] == w)
                })
            },
            |c| cores[c].len,
        )
    }

    /// A conjugated pair commutator adding `turn` to the pieces in slots `p` and `q`.
    fn pair_step(&self, p: usize, q: usize, turn: [u8; 2]) -> Option<Found> {
        let cores = &self.cores.pairs;
        self.setup_search(
            &[p, q],
            |to| self.by_pair.get(&[to[0], to[1]]).map_or(&[], Vec::as_slice),
            |c, to, _| {
                let e = &cores[c].effect;
                e.ori[to[0] as usize] == turn[0] && e.ori[to[1] as usize] == turn[1]
            },
            |c| cores[c].len,
        )
    }

    /// The step of a setup found for `core`.
    fn step(&self, phase: SmallPhase, slots: &[usize], found: &Found, core: &Core) -> SmallStep {
        let def = self.model.puzzle.def();
        let names = def.generator_names();
        let setup = self.model.word(&found.setup);
        let undo = setup.inverse();
        let body = core.commutator.moves();
        let pieces: Vec<String> = slots
            .iter()
            .map(|&s| def.pieces()[s].name.clone())
            .collect();
        let what = match phase {
            SmallPhase::ThreeCycle => format!("cycles {}", pieces.join(" → ")),
            _ => format!("turns {} in place", pieces.join(" and ")),
        };
        let explanation = format!(
            "Setup {}, commutator {}, undo: {what}.",
            if setup.is_empty() {
                "none".to_string()
            } else {
                setup.display_with(&names).to_string()
            },
            core.commutator.text(&names),
        );
        let effect = def.evaluate(&setup.then(&body).then(&undo));
        SmallStep {
            phase,
            pieces,
            setup,
            core: Some(core.commutator.clone()),
            body,
            undo,
            explanation,
            effect,
        }
    }

    /// The in-place step: one turn per stationary piece not turned home.
    fn in_place(&self, s: &Pieces) -> Option<SmallStep> {
        let m = &self.model;
        let def = m.puzzle.def();
        let (mut turns, mut names) = (Vec::new(), Vec::new());
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
            names.push(def.pieces()[p].name.clone());
        }
        (!turns.is_empty()).then(|| {
            SmallStep::plain(
                m.puzzle,
                SmallPhase::InPlace,
                names.clone(),
                m.word(&turns),
                format!(
                    "{} turned home, one turn each (they never leave their place).",
                    names.join(", ")
                ),
            )
        })
    }

    /// Plans a reachable position.
    pub fn plan(&self, s: &Pieces) -> Vec<SmallStep> {
        let m = &self.model;
        let def = m.puzzle.def();
        let mut cur = s.clone();
        let mut steps = Vec::new();
        let mut push = |cur: &mut Pieces, step: SmallStep| {
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
        for kind in kinds {
            let slots: Vec<usize> = (0..m.len())
                .filter(|&p| def.pieces()[p].kind == kind)
                .collect();
            if let Some(step) = self.parity(&cur, &slots) {
                push(&mut cur, step);
            }
            for _ in 0..4 * slots.len() {
                match self.next_step(&cur, &slots) {
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
    fn parity(&self, s: &Pieces, slots: &[usize]) -> Option<SmallStep> {
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
        Some(SmallStep::plain(
            m.puzzle,
            SmallPhase::Parity,
            Vec::new(),
            m.word(&[t]),
            format!(
                "One turn, {}, makes the {} arrangement even, so 3-cycles can finish it.",
                m.word(&[t]).display_with(&def.generator_names()),
                m.puzzle.piece_kinds()[def.pieces()[slots[0]].kind]
            ),
        ))
    }

    /// Keeps `found` (turned into a step) in `best` when it is shorter.
    fn consider(
        &self,
        best: &mut Option<(usize, SmallPhase, Vec<usize>, Found)>,
        phase: SmallPhase,
        targets: Vec<usize>,
        found: Option<Found>,
    ) {
        if let Some(f) = found {
            let core = match phase {
                SmallPhase::ThreeCycle => &self.cores.cycles[f.core],
                _ => &self.cores.pairs[f.core],
            };
            let len = 2 * f.setup.len() + core.len;
            if best.as_ref().is_none_or(|(l, ..)| len < *l) {
                *best = Some((len, phase, targets, f));
            }
        }
    }

    /// The next step for the pieces in `slots`, or `None` when they are all home and unturned.
    fn next_step(&self, s: &Pieces, slots: &[usize]) -> Option<SmallStep> {
        let (content, turn) = slot_form(s);
        let m = &self.model.moduli;
        let home = |x: usize| content[x] as usize;
        let undo_turn = |x: usize| (m[x] - turn[x]) % m[x];
        let mut best: Option<(usize, SmallPhase, Vec<usize>, Found)> = None;
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
                .cycle_step([a, b, c], [ta, tb, tc])
                .or_else(|| self.cycle_step([a, b, c], [ta, tb, None]))
                .or_else(|| self.cycle_step([a, b, c], [None; 3]));
            self.consider(&mut best, SmallPhase::ThreeCycle, vec![a, b, c], found);
        }
        if best.is_none() && misplaced.len() >= 4 {
            // Only swaps: a → b → c across two of them puts one piece home.
            for &a in &misplaced {
                let b = home(a);
                for &c in misplaced.iter().filter(|&&c| c != a && c != b) {
                    let ta = Some(undo_turn(a));
                    let found = self
                        .cycle_step([a, b, c], [ta, None, None])
                        .or_else(|| self.cycle_step([a, b, c], [None; 3]));
                    self.consider(&mut best, SmallPhase::ThreeCycle, vec![a, b, c], found);
                }
            }
        }
        if best.is_none() {
            let turned: Vec<usize> = slots.iter().copied().filter(|&x| turn[x] != 0).collect();
            let &p = turned.first()?;
            for &q in &turned[1..] {
                let found = self.pair_step(p, q, [undo_turn(p), undo_turn(q)]);
                self.consider(&mut best, SmallPhase::OrientationPair, vec![p, q], found);
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
                        SmallPhase::ThreeCycle,
                        vec![p, q, r],
                        self.cycle_step([p, q, r], [None; 3]),
                    );
                }
            }
        }
        best.map(|(_, phase, targets, f)| {
            let core = match phase {
                SmallPhase::ThreeCycle => &self.cores.cycles[f.core],
                _ => &self.cores.pairs[f.core],
            };
            self.step(phase, &targets, &f, core)
        })
    }
}

/// Plans a reachable position of `puzzle` by conjugated commutators.
pub fn solve(puzzle: PuzzleKind, s: &Pieces) -> Vec<SmallStep> {
    CycleSolver::get(puzzle).plan(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// All turn vectors of `k` pieces with modulus `m` summing to zero.
    fn zero_sum(k: usize, m: u8) -> Vec<Vec<u8>> {
        let mut out = vec![Vec::new()];
        for _ in 0..k {
            out = out
                .into_iter()
                .flat_map(|v| {
                    (0..m).map(move |x| {
                        let mut w = v.clone();
                        w.push(x);
                        w
                    })
                })
                .collect();
        }
        out.retain(|v| v.iter().map(|&x| x as usize).sum::<usize>() % m as usize == 0);
        out
    }

    /// Coverage: for every ordered triple of pieces of a moving kind and every way of turning
    /// them (net turn zero), a setup and a searched commutator do exactly that; for every pair
    /// and every opposite turn, a pair commutator does, where the search found any.
    #[test]
    fn every_triple_and_pair_is_covered() {
        for puzzle in [PuzzleKind::Pyraminx, PuzzleKind::Cube2] {
            let solver = CycleSolver::get(puzzle);
            let def = puzzle.def();
            let m = &solver.model;
            let moving: Vec<usize> = (0..m.len()).filter(|&p| !solver.stationary[p]).collect();
            let mut triples = 0;
            for &a in &moving {
                let kind = |x: usize| def.pieces()[x].kind;
                let same: Vec<usize> = moving
                    .iter()
                    .copied()
                    .filter(|&x| kind(x) == kind(a))
                    .collect();
                for &b in same.iter().filter(|&&b| b != a) {
                    for &c in same.iter().filter(|&&c| c != a && c != b) {
                        for v in zero_sum(3, m.moduli[a]) {
                            let want = [Some(v[0]), Some(v[1]), Some(v[2])];
                            let f = solver.cycle_step([a, b, c], want).unwrap_or_else(|| {
                                panic!("{puzzle}: no 3-cycle {a} {b} {c} {v:?}")
                            });
                            let core = &solver.cores.cycles[f.core];
                            let step = solver.step(SmallPhase::ThreeCycle, &[a, b, c], &f, core);
                            let e = Pieces::of_perm(def, &step.effect);
                            for (i, &s) in [a, b, c].iter().enumerate() {
                                let next = [a, b, c][(i + 1) % 3];
                                assert_eq!((e.to[s] as usize, e.ori[s]), (next, v[i]));
                            }
                            let moved =
                                (0..m.len()).filter(|&p| e.to[p] as usize != p || e.ori[p] != 0);
                            assert_eq!(moved.count(), 3);
                            triples += 1;
                        }
                    }
                }
            }
            assert!(triples > 0);
            if solver.cores.pairs.is_empty() {
                continue;
            }
            for &p in &moving {
                let same = moving
                    .iter()
                    .filter(|&&q| def.pieces()[q].kind == def.pieces()[p].kind);
                for &q in same.filter(|&&q| q != p) {
                    for v in zero_sum(2, m.moduli[p]).into_iter().filter(|v| v[0] != 0) {
                        let f = solver
                            .pair_step(p, q, [v[0], v[1]])
                            .unwrap_or_else(|| panic!("{puzzle}: no pair {p} {q} {v:?}"));
                        let core = &solver.cores.pairs[f.core];
                        let step = solver.step(SmallPhase::OrientationPair, &[p, q], &f, core);
                        let e = Pieces::of_perm(def, &step.effect);
                        assert_eq!((e.to[p] as usize, e.ori[p]), (p, v[0]));
                        assert_eq!((e.to[q] as usize, e.ori[q]), (q, v[1]));
                    }
                }
            }
        }
    }
}
