//! The thesis's method, phase by phase: [`plan_with`] turns a position into a [`Solution`] of
//! conjugated cores. See the [module docs](super) for the order of the phases and how the
//! 3-cycles are chosen.

use super::cancel;
use super::classify::class_of;
use super::commutator;
use super::conjugate::{Conjugate, CycleSource};
use super::conjugate_core::{core_moves, ConjugateCore};
use super::kind::PieceKind;
use super::method::{Method, PlanError};
use super::setups::{cycle_table, pair_table, Family};
use super::solution::Solution;
use super::step::{Phase, Step};
use crate::puzzle::{Move, PuzzleKind, Slot, State};

/// Plans a solve of `state` with the improved thesis method ([`Method::Thesis`]).
pub fn plan(state: &State) -> Result<Solution, PlanError> {
    plan_with(state, Method::Thesis)
}

/// Plans a solve of `state`: applying [`Solution::moves`] to it gives the solved puzzle.
///
/// A position that breaks one of the four invariants ([`State::check_legal`]) is refused
/// with the invariant it breaks, and arrays that are no position at all with what is wrong
/// ([`PlanError::check`]); nothing panics.
pub fn plan_with(state: &State, method: Method) -> Result<Solution, PlanError> {
    let variant = match method {
        Method::Short => return super::short::plan_short(state),
        Method::Thesis => Variant::Thesis,
        Method::Commutators => Variant::Commutators,
        Method::Naive => Variant::Naive,
        Method::Optimal | Method::ThreeCycles => return Err(PlanError::NotPieceLevel(method)),
    };
    PlanError::check(state)?;
    let mut p = Planner {
        variant,
        state: *state,
        steps: Vec::new(),
        moves: Vec::new(),
    };
    match variant {
        Variant::Thesis | Variant::Commutators => {
            p.place(PieceKind::Edge);
            p.flip_edges();
            p.place(PieceKind::Corner);
            p.twist_corners();
        }
        Variant::Naive => {
            p.place(PieceKind::Edge);
            p.place(PieceKind::Corner);
            p.flip_edges();
            p.twist_corners();
        }
    }
    debug_assert!(p.state.is_solved(), "planner left {}", p.state);
    Ok(Solution::new(PuzzleKind::Megaminx, method, p.steps))
}

/// A candidate 3-cycle `p[0] → p[1] → p[2]` and how many of the moved pieces it puts home
/// (the content of `p[0]` always goes home; that of `p[1]` too when `placed ≥ 2`).
#[derive(Clone, Copy, Debug)]
struct Candidate {
    p: [usize; 3],
    placed: usize,
}

/// The 3-cycles worth doing on a kind's slots, given `content[slot] = piece` (a piece's home
/// is the slot with its index). Every run of three consecutive slots along a cycle of length
/// ≥ 3 places two pieces (three when the cycle is a 3-cycle). When only swaps are left (their
/// number is even: the permutation is even), a 3-cycle taking two slots of one swap and one of
/// another places one piece and leaves a 3-cycle. Listed in slot order.
fn candidates(content: &[usize]) -> Vec<Candidate> {
    let mut out = Vec::new();
    for (a, &b) in content.iter().enumerate() {
        let c = content[b];
        if b != a && c != a {
            let placed = if content[c] == a { 3 } else { 2 };
            out.push(Candidate {
                p: [a, b, c],
                placed,
            });
        }
    }
    if out.is_empty() {
        let swaps: Vec<usize> = (0..content.len()).filter(|&a| content[a] != a).collect();
        for &a in &swaps {
            for &c in &swaps {
                if c != a && c != content[a] {
                    out.push(Candidate {
                        p: [a, content[a], c],
                        placed: 1,
                    });
                }
            }
        }
    }
    out
}

/// One way to do a step: the target slots and a conjugate.
struct Choice {
    targets: Vec<usize>,
    conjugate: Conjugate,
}

/// The methods this planner runs: those of [`Method::THESIS_FAMILY`] ([`Method::Short`] has
/// its own planner), so that every choice below names only them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Variant {
    /// [`Method::Thesis`].
    Thesis,
    /// [`Method::Commutators`].
    Commutators,
    /// [`Method::Naive`].
    Naive,
}

struct Planner {
    variant: Variant,
    state: State,
    steps: Vec<Step>,
    /// The steps' moves so far, cancelled.
    moves: Vec<Move>,
}

impl Planner {
    fn family(&self) -> Family {
        match self.variant {
            Variant::Thesis | Variant::Commutators => Family::Rotated,
            Variant::Naive => Family::Thesis,
        }
    }

    /// Plays a chosen conjugate (its piece-level `effect`, computed once) and keeps its step.
    fn push(&mut self, conjugate: &Conjugate, effect: &State, step: Step) {
        self.state = self.state.then(effect);
        for m in conjugate.moves() {
            cancel::push(&mut self.moves, m);
        }
        self.steps.push(step);
    }

    /// How many moves a step adds to the cancelled solution so far. Each pushed move removes
    /// at most one earlier move and looks at most two back, so simulating on a tail two
    /// longer than the step is exact.
    fn added(&self, conjugate: &Conjugate, sim: &mut Vec<Move>) -> i64 {
        let setup = &conjugate.setup;
        let core = core_moves(&conjugate.core);
        let len = 2 * setup.len() + core.len();
        let tail = &self.moves[self.moves.len().saturating_sub(len + 2)..];
        sim.clear();
        sim.extend_from_slice(tail);
        let undo = setup.iter().rev().map(|m| m.inverse());
        for m in setup
            .iter()
            .copied()
            .chain(core.iter().copied())
            .chain(undo)
        {
            cancel::push(sim, m);
        }
        sim.len() as i64 - tail.len() as i64
    }

    /// The option that adds the fewest moves (the first such in list order).
    fn cheapest(&self, options: Vec<Choice>) -> Choice {
        let mut best: Option<(i64, Choice)> = None;
        let mut sim = Vec::with_capacity(96);
        for o in options {
            let cost = self.added(&o.conjugate, &mut sim);
            if best.as_ref().is_none_or(|(c, _)| cost < *c) {
                best = Some((cost, o));
            }
        }
        best.expect("at least one option").1
    }

    /// `content[slot]`: the piece now in each slot of a kind.
    fn content(&self, kind: PieceKind) -> Vec<usize> {
        let mut content = vec![0; kind.count()];
        for (piece, &slot) in kind.to(&self.state).iter().enumerate() {
            content[slot as usize] = piece;
        }
        content
    }

    /// The turn that orients piece `x` (0 when it already is).
    fn fix(&self, kind: PieceKind, x: usize) -> u8 {
        let m = kind.modulus();
        (m - kind.orient(&self.state)[x]) % m
    }

    /// The labels that orient what a candidate places: `δ1` fixes the piece going home from
    /// `p[0]`, `δ2` the one from `p[1]` when it goes home too (else any `δ2`).
    fn labels(&self, kind: PieceKind, content: &[usize], c: Candidate) -> Vec<usize> {
        let m = kind.modulus() as usize;
        let d1 = self.fix(kind, content[c.p[0]]) as usize;
        if c.placed >= 2 {
            vec![d1 * m + self.fix(kind, content[c.p[1]]) as usize]
        } else {
            (0..m).map(|d2| d1 * m + d2).collect()
        }
    }

    /// Placement: 3-cycles until every piece of the kind is in its slot.
    fn place(&mut self, kind: PieceKind) {
        let phase = match kind {
            PieceKind::Edge => Phase::EdgePlacement,
            PieceKind::Corner => Phase::CornerPlacement,
        };
        loop {
            let content = self.content(kind);
            let list = candidates(&content);
            let Some(&first) = list.first() else {
                break;
            };
            let choice = match self.variant {
                Variant::Naive => Choice {
                    targets: first.p.to_vec(),
                    conjugate: cycle_table(kind, Family::Thesis).setup(first.p, 0).into(),
                },
                Variant::Thesis => self.best_cycle(cycle_table(kind, Family::Rotated), kind, &list),
                Variant::Commutators => self.best_cycle(commutator::cycle_table(kind), kind, &list),
            };
            let p = [choice.targets[0], choice.targets[1], choice.targets[2]];
            let moved: Vec<usize> = p.iter().map(|&s| content[s]).collect();
            let class = class_of(kind, p);
            let conjugate = choice.conjugate;
            let effect = conjugate.effect();
            let after = self.state.then(&effect);
            let mut text = placement_sentence(kind, p, &moved, &after, class);
            if let ConjugateCore::Commutator(c) = &conjugate.core {
                let side: Vec<Slot> = (kind.other().support(&effect).into_iter())
                    .map(|i| kind.other().slot(i))
                    .collect();
                let mut about = commutator::structure_sentence(&conjugate.setup, c);
                about.push(' ');
                about.push_str(&text);
                if !side.is_empty() {
                    about.push_str(&format!(
                        " It also moves the corners {} (placed later).",
                        Slot::names(&side)
                    ));
                }
                text = about;
            }
            let step = (conjugate.step(phase, kind, &p))
                .with_class(Some(class))
                .explained(text);
            self.push(&conjugate, &effect, step);
        }
    }

    /// The cheapest conjugate for the candidates: the two shortest lengths the table knows for
    /// the orientation labels that orient what each candidate places, each conjugate tried
    /// against the cancelled solution so far.
    fn best_cycle(&self, table: &impl CycleSource, kind: PieceKind, list: &[Candidate]) -> Choice {
        let content = self.content(kind);
        // Conjugates more than one unit longer than the shortest cost at least four more
        // moves, which cancellation at the joints practically never wins back: only the two
        // shortest lengths are tried.
        let scored: Vec<(Candidate, usize, u8)> = list
            .iter()
            .flat_map(|&c| {
                self.labels(kind, &content, c)
                    .into_iter()
                    .map(move |l| (c, l, table.distance(c.p, l)))
            })
            .collect();
        let best = scored.iter().map(|s| s.2).min().expect("candidates");
        let options = scored
            .into_iter()
            .filter(|s| s.2 <= best + 1)
            .flat_map(|(c, l, _)| {
                table
                    .conjugates(c.p, l)
                    .into_iter()
                    .map(move |conjugate| Choice {
                        targets: c.p.to_vec(),
                        conjugate,
                    })
            })
            .collect();
        self.cheapest(options)
    }

    /// Edge orientation: flip pairs with (3.9) until no edge is flipped.
    fn flip_edges(&mut self) {
        let kind = PieceKind::Edge;
        let table = pair_table(kind, self.family());
        loop {
            let flipped: Vec<usize> = (0..kind.count())
                .filter(|&i| self.state.edge_flip[i] != 0)
                .collect();
            if flipped.len() < 2 {
                debug_assert!(flipped.is_empty(), "flip sum is even");
                break;
            }
            let choice = match self.variant {
                Variant::Naive => {
                    let pair = [flipped[0], flipped[1]];
                    Choice {
                        targets: pair.to_vec(),
                        conjugate: table.setup(pair).into(),
                    }
                }
                Variant::Thesis | Variant::Commutators => self.cheapest(
                    pairs(&flipped)
                        .filter(|p| p[0] < p[1])
                        .flat_map(|p| {
                            table.setups(p).into_iter().map(move |setup| Choice {
                                targets: p.to_vec(),
                                conjugate: setup.into(),
                            })
                        })
                        .collect(),
                ),
            };
            let why = match self.variant {
                Variant::Naive => "(3.9) three times brings its corner 3-cycle back",
                Variant::Thesis | Variant::Commutators => {
                    "the corner 3-cycle that comes with (3.9) is absorbed by corner placement"
                }
            };
            let t = &choice.targets;
            let text = format!(
                "Flips edges {} and {} in place; {why}.",
                kind.name(t[0]),
                kind.name(t[1])
            );
            let conjugate = &choice.conjugate;
            let step = conjugate
                .step(Phase::EdgeOrientation, kind, t)
                .explained(text);
            self.push(conjugate, &conjugate.effect(), step);
        }
    }

    /// Corner orientation: twist pairs with (3.10) (the first clockwise, the second
    /// anticlockwise) until no corner is twisted.
    fn twist_corners(&mut self) {
        let kind = PieceKind::Corner;
        let table = pair_table(kind, self.family());
        loop {
            // need[x]: the twist that fixes corner x (1 clockwise, 2 anticlockwise).
            let need: Vec<u8> = (0..kind.count()).map(|x| self.fix(kind, x)).collect();
            let twisted: Vec<usize> = (0..kind.count()).filter(|&x| need[x] != 0).collect();
            if twisted.len() < 2 {
                debug_assert!(twisted.is_empty(), "twist sum is 0 mod 3");
                break;
            }
            let fixes = |p: &[usize]| (need[p[0]] == 1) as usize + (need[p[1]] == 2) as usize;
            let choice = match self.variant {
                Variant::Naive => {
                    // The first twisted corner is fixed; the next takes the opposite twist.
                    let (a, b) = (twisted[0], twisted[1]);
                    let pair = if need[a] == 1 { [a, b] } else { [b, a] };
                    Choice {
                        targets: pair.to_vec(),
                        conjugate: table.setup(pair).into(),
                    }
                }
                Variant::Thesis | Variant::Commutators => {
                    // Pairs that fix both corners beat any setup saving.
                    let most = pairs(&twisted).map(|p| fixes(&p)).max().expect("pairs");
                    self.cheapest(
                        pairs(&twisted)
                            .filter(|p| fixes(p) == most)
                            .flat_map(|p| {
                                table.setups(p).into_iter().map(move |setup| Choice {
                                    targets: p.to_vec(),
                                    conjugate: setup.into(),
                                })
                            })
                            .collect(),
                    )
                }
            };
            let t = &choice.targets;
            let done: Vec<&str> = [0, 1]
                .into_iter()
                .filter(|&i| need[t[i]] == if i == 0 { 1 } else { 2 })
                .map(|i| kind.name(t[i]))
                .collect();
            let text = format!(
                "Twists corner {} clockwise and {} anticlockwise, which orients {}.",
                kind.name(t[0]),
                kind.name(t[1]),
                done.join(" and ")
            );
            let conjugate = &choice.conjugate;
            let step = conjugate
                .step(Phase::CornerOrientation, kind, t)
                .explained(text);
            self.push(conjugate, &conjugate.effect(), step);
        }
    }
}

/// The ordered pairs of distinct items of a list.
fn pairs(list: &[usize]) -> impl Iterator<Item = [usize; 2]> + '_ {
    list.iter()
        .flat_map(move |&a| list.iter().filter(move |&&b| b != a).map(move |&b| [a, b]))
}

/// "Edges AB → AC → CD (class b): DL goes home to AC, flipped right; FJ goes home to CD,
/// flipped right; BK moves on to AB."
fn placement_sentence(
    kind: PieceKind,
    p: [usize; 3],
    moved: &[usize],
    after: &State,
    class: char,
) -> String {
    let turned = match kind {
        PieceKind::Edge => ("flipped right", "still flipped (fixed later)"),
        PieceKind::Corner => ("twisted right", "still twisted (fixed later)"),
    };
    let parts: Vec<String> = (0..3)
        .map(|i| {
            let (x, to) = (moved[i], p[(i + 1) % 3]);
            if x == to {
                let state = if kind.orient(after)[x] == 0 {
                    turned.0
                } else {
                    turned.1
                };
                format!("{} goes home, {state}", kind.name(x))
            } else {
                format!("{} moves on to {}", kind.name(x), kind.name(to))
            }
        })
        .collect();
    format!(
        "{}s {} → {} → {} (class {class}): {}.",
        if kind == PieceKind::Edge {
            "Edge"
        } else {
            "Corner"
        },
        kind.name(p[0]),
        kind.name(p[1]),
        kind.name(p[2]),
        parts.join("; ")
    )
}
