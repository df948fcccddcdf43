//! [`Stepper`]: a solution as a list of steps, and a cursor that walks through its moves.
//!
//! A solution is a sequence of steps (a 3-cycle with its setup, core and undo, in the thesis
//! method); what plays is their moves concatenated and cancelled, and the cursor sits between
//! two of those moves. Moving the cursor returns the moves that take the puzzle there, so the
//! app can animate them.

use serde::{Deserialize, Serialize};

use super::Tone;

use crate::group::Letter;
use crate::puzzle::Canceller;

/// Which part of a step a move belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The setup moves that bring the pieces to where the core works.
    Setup,
    /// The core sequence (the 3-cycle itself).
    Core,
    /// The setup undone.
    Undo,
}

/// One step of a solution, for every puzzle and method: what it is, the pieces it works on,
/// its setup, core and undo in the puzzle's generator letters, and what it does. It travels
/// from the Web Worker to the page as JSON (letters as `[generator, power]` pairs, pieces as
/// indices: nothing to re-parse).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The phase of the method this step belongs to (e.g. "corners", "3-cycle", "stage 3").
    pub phase: String,
    /// The pieces the step works on, named (`ABC CDL CKL`).
    pub label: String,
    /// The same pieces as indices into the puzzle definition's pieces, for highlighting.
    pub slots: Vec<usize>,
    /// How each slot is lit (by index; a slot past the end is lit as [`Tone::Step`]): an
    /// alg's phases light what `X`, `Y` and both move apart.
    #[serde(default)]
    pub tones: Vec<Tone>,
    /// Setup moves.
    #[serde(with = "wire_letters")]
    pub setup: Vec<Letter>,
    /// Core moves.
    #[serde(with = "wire_letters")]
    pub core: Vec<Letter>,
    /// The core as a commutator `[X, Y]`, when it is one (shown in bracket form).
    #[serde(default, with = "wire_bracket")]
    pub bracket: Option<[Vec<Letter>; 2]>,
    /// Undo moves (normally the inverse of the setup).
    #[serde(with = "wire_letters")]
    pub undo: Vec<Letter>,
    /// A sentence saying what the step does.
    pub explanation: String,
}

impl Step {
    /// All the step's moves in order.
    pub fn moves(&self) -> impl Iterator<Item = Letter> + '_ {
        self.setup
            .iter()
            .chain(&self.core)
            .chain(&self.undo)
            .copied()
    }

    /// Number of moves.
    pub fn len(&self) -> usize {
        self.setup.len() + self.core.len() + self.undo.len()
    }

    /// Whether the step has no moves.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The part that the step's `k`-th move belongs to.
    pub fn part(&self, k: usize) -> Part {
        if k < self.setup.len() {
            Part::Setup
        } else if k < self.setup.len() + self.core.len() {
            Part::Core
        } else {
            Part::Undo
        }
    }
}

/// Letters on the wire: `[generator, power]` pairs; a zero power is refused.
mod wire_letters {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::group::Letter;

    pub fn serialize<S: Serializer>(letters: &[Letter], s: S) -> Result<S::Ok, S::Error> {
        let pairs: Vec<(usize, i32)> = letters.iter().map(|l| (l.generator, l.power)).collect();
        pairs.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Letter>, D::Error> {
        let pairs = Vec::<(usize, i32)>::deserialize(d)?;
        pairs
            .into_iter()
            .map(|(generator, power)| {
                if power == 0 {
                    return Err(D::Error::custom("a move that does not turn"));
                }
                Ok(Letter { generator, power })
            })
            .collect()
    }
}

/// A step's commutator on the wire: `null` or two letter lists.
mod wire_bracket {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::group::Letter;

    type Bracket = Option<[Vec<Letter>; 2]>;

    pub fn serialize<S: Serializer>(b: &Bracket, s: S) -> Result<S::Ok, S::Error> {
        let pairs = |w: &[Letter]| w.iter().map(|l| (l.generator, l.power)).collect::<Vec<_>>();
        b.as_ref().map(|[x, y]| (pairs(x), pairs(y))).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Bracket, D::Error> {
        type Pairs = Vec<(usize, i32)>;
        let read = |p: Pairs| -> Vec<Letter> {
            p.into_iter()
                .filter(|&(_, power)| power != 0)
                .map(|(generator, power)| Letter { generator, power })
                .collect()
        };
        Ok(Option::<(Pairs, Pairs)>::deserialize(d)?.map(|(x, y)| [read(x), read(y)]))
    }
}

/// Where a played move comes from: the steps (and their parts) whose written moves were
/// merged into it. A move of one step has `first.0 == last.0`; a move that cancellation
/// merged across a step boundary (an undo with the next setup) belongs to every step from
/// `first.0` to `last.0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Owner {
    /// The step and part of the earliest written move merged into it.
    pub first: (usize, Part),
    /// The step and part of the latest written move merged into it.
    pub last: (usize, Part),
}

impl Owner {
    /// Whether the move belongs to step `i`.
    pub fn has(&self, i: usize) -> bool {
        (self.first.0..=self.last.0).contains(&i)
    }

    /// The part of step `i` the move plays (the latest one when several merged).
    pub fn part_in(&self, i: usize) -> Part {
        if self.last.0 == i {
            self.last.1
        } else if self.first.0 == i {
            self.first.1
        } else {
            Part::Core
        }
    }
}

/// A solution and a cursor in it.
///
/// What plays is the steps' written moves concatenated and cancelled (exactly the solver's
/// [`Solution::moves`](crate::solver::Solution)), so the moves played are the moves counted.
/// Each played move knows its [`Owner`] steps. Step `i` *starts* (its stop for stepping and
/// jumping) right after the last move that belongs only to earlier steps, so a move merged
/// across the boundary of steps `i - 1` and `i` is the first move played from step `i`'s
/// start: stepping lands on the joint, and the joint shows in both steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stepper {
    steps: Vec<Step>,
    moves: Vec<Letter>,
    owners: Vec<Owner>,
    /// `starts[i]` is step i's stop; `starts[steps.len()]` is the total.
    starts: Vec<usize>,
    pos: usize,
    /// What the panel calls the steps when they are not a solving method's plan (an alg's
    /// phases: `Phases of [D* A D, L*]`).
    title: Option<String>,
}

impl Stepper {
    /// The steps under a title of their own (see [`Stepper::title`]).
    pub fn titled(mut self, title: String) -> Stepper {
        self.title = Some(title);
        self
    }

    /// The title of steps that are not a method's plan.
    pub fn title(&self) -> Option<&str> {
        self.title.as_deref()
    }

    /// A cursor at the start of `steps`, playing their concatenation cancelled by the
    /// puzzle's rule (`cancel`).
    pub fn new(steps: Vec<Step>, cancel: &Canceller) -> Stepper {
        let mut written = Vec::new();
        let mut source = Vec::new();
        for (i, s) in steps.iter().enumerate() {
            written.extend(s.moves());
            source.extend((0..s.len()).map(|k| (i, s.part(k))));
        }
        let traced = cancel.traced(&written);
        let moves: Vec<Letter> = traced.iter().map(|t| t.letter).collect();
        let owners: Vec<Owner> = traced
            .iter()
            .map(|t| Owner {
                first: source[t.first],
                last: source[t.last],
            })
            .collect();
        let mut starts: Vec<usize> = (0..steps.len())
            .map(|i| {
                owners
                    .iter()
                    .rposition(|o| o.last.0 < i)
                    .map_or(0, |k| k + 1)
            })
            .collect();
        starts.push(moves.len());
        Stepper {
            steps,
            moves,
            owners,
            starts,
            pos: 0,
            title: None,
        }
    }

    /// The steps.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Every move played, in order: the steps' moves after cancellation.
    pub fn all_moves(&self) -> &[Letter] {
        &self.moves
    }

    /// Which steps each played move belongs to.
    pub fn owners(&self) -> &[Owner] {
        &self.owners
    }

    /// The played moves that belong to step `i`: the smallest range covering them (empty, at
    /// the step's start, if cancellation removed all of them).
    pub fn span(&self, i: usize) -> std::ops::Range<usize> {
        let first = self.owners.iter().position(|o| o.has(i));
        let last = self.owners.iter().rposition(|o| o.has(i));
        match (first, last) {
            (Some(a), Some(b)) => a..b + 1,
            _ => {
                let at = self.start_of(i);
                at..at
            }
        }
    }

    /// The moves of the steps before step `i`, as written (not cancelled): the position
    /// they reach is the one step `i` was planned for.
    pub fn written_before(&self, i: usize) -> Vec<Letter> {
        self.steps[..i.min(self.steps.len())]
            .iter()
            .flat_map(Step::moves)
            .collect()
    }

    /// Moves done so far.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Total number of moves played.
    pub fn total(&self) -> usize {
        self.moves.len()
    }

    /// Whether every move has been done.
    pub fn at_end(&self) -> bool {
        self.pos == self.moves.len()
    }

    /// The moves done so far.
    pub fn done(&self) -> &[Letter] {
        &self.moves[..self.pos]
    }

    /// Number of whole steps done: the index of the current step (all of them at the end).
    pub fn steps_done(&self) -> usize {
        self.current().map_or(self.steps.len(), |(i, _)| i)
    }

    /// The step the next move belongs to (the latest whose start has been reached), and that
    /// move's part in it (`None` at the end).
    pub fn current(&self) -> Option<(usize, Part)> {
        if self.at_end() {
            return None;
        }
        let i = self.starts[..self.steps.len()]
            .iter()
            .rposition(|&s| s <= self.pos)
            .expect("step 0 starts at 0");
        Some((i, self.owners[self.pos].part_in(i)))
    }

    /// The steps the next move belongs to (more than one at a joint; empty at the end).
    pub fn next_owners(&self) -> std::ops::Range<usize> {
        self.owners
            .get(self.pos)
            .map_or(0..0, |o| o.first.0..o.last.0 + 1)
    }

    /// The stop of step `i` (`i == steps().len()` is the end).
    pub fn start_of(&self, i: usize) -> usize {
        self.starts[i.min(self.steps.len())]
    }

    /// Moves the cursor to move index `target` (clamped); returns the moves that get there.
    pub fn seek(&mut self, target: usize) -> Vec<Letter> {
        let target = target.min(self.moves.len());
        let out = if target >= self.pos {
            self.moves[self.pos..target].to_vec()
        } else {
            self.moves[target..self.pos]
                .iter()
                .rev()
                .map(|l| Letter {
                    generator: l.generator,
                    power: -l.power,
                })
                .collect()
        };
        self.pos = target;
        out
    }

    /// One move forward.
    pub fn next_move(&mut self) -> Vec<Letter> {
        self.seek(self.pos + 1)
    }

    /// One move back.
    pub fn prev_move(&mut self) -> Vec<Letter> {
        self.seek(self.pos.saturating_sub(1))
    }

    /// To the start of the next step (the end after the last).
    pub fn next_step(&mut self) -> Vec<Letter> {
        let target = self.starts.iter().copied().find(|&s| s > self.pos);
        self.seek(target.unwrap_or(self.pos))
    }

    /// To the start of the current step, or of the previous one when already at a start.
    pub fn prev_step(&mut self) -> Vec<Letter> {
        let target = self.starts.iter().copied().rfind(|&s| s < self.pos);
        self.seek(target.unwrap_or(0))
    }

    /// To the start of step `i`.
    pub fn goto_step(&mut self, i: usize) -> Vec<Letter> {
        self.seek(self.start_of(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face, Move, PuzzleKind, State};

    fn mv(f: Face, k: i64) -> Letter {
        Letter::from(Move::new(f, Amount::new(k)))
    }

    fn face_moves(letters: &[Letter]) -> Vec<Move> {
        letters
            .iter()
            .map(|&l| Move::of_letter(l).unwrap())
            .collect()
    }

    fn new(steps: Vec<Step>) -> Stepper {
        Stepper::new(steps, &Canceller::of(PuzzleKind::Megaminx.info()))
    }

    fn step(setup: Vec<Letter>, core: Vec<Letter>) -> Step {
        let undo = setup
            .iter()
            .rev()
            .map(|l| Letter {
                generator: l.generator,
                power: -l.power,
            })
            .collect();
        Step {
            phase: "test".into(),
            label: String::new(),
            slots: vec![],
            tones: vec![],
            setup,
            core,
            bracket: None,
            undo,
            explanation: String::new(),
        }
    }

    fn sample() -> Stepper {
        new(vec![
            step(vec![mv(Face::B, 1)], vec![mv(Face::A, 1), mv(Face::C, 2)]),
            step(vec![], vec![mv(Face::D, 1)]),
        ])
    }

    #[test]
    fn steps_and_parts() {
        let mut s = sample();
        assert_eq!(s.total(), 5);
        assert_eq!(s.current(), Some((0, Part::Setup)));
        s.next_move();
        assert_eq!(s.current(), Some((0, Part::Core)));
        assert_eq!(
            s.next_step(),
            vec![mv(Face::A, 1), mv(Face::C, 2), mv(Face::B, -1)]
        );
        assert_eq!(s.steps_done(), 1);
        assert_eq!(s.current(), Some((1, Part::Core)));
        s.next_step();
        assert!(s.at_end());
        assert_eq!(s.current(), None);
        assert!(s.next_step().is_empty());
        assert_eq!(s.prev_step(), vec![mv(Face::D, -1)]);
        assert_eq!(s.position(), 4);
        s.prev_move();
        assert_eq!(
            s.prev_step().len(),
            3,
            "mid-step goes back to the step's start"
        );
        assert_eq!(s.position(), 0);
    }

    /// Any walk of the cursor leaves the puzzle where the done moves put it.
    #[test]
    fn seeking_tracks_the_state() {
        let mut s = sample();
        let mut state = State::SOLVED;
        for target in [3, 1, 5, 0, 2, 2, 4] {
            for m in face_moves(&s.seek(target)) {
                state = state.apply(m);
            }
            assert_eq!(state, State::of_moves(&face_moves(s.done())));
        }
        let back = face_moves(&s.goto_step(0));
        state = back.iter().fold(state, |st, &m| st.apply(m));
        assert!(state.is_solved());
    }

    fn conj(setup: Vec<Letter>, core: Vec<Letter>) -> Step {
        step(setup, core)
    }

    /// An undo merged with the next setup is one played move that belongs to both steps;
    /// the second step starts on it.
    #[test]
    fn a_merged_joint_belongs_to_both_steps() {
        let (a, b, c) = (Face::A, Face::B, Face::C);
        let mut s = new(vec![
            conj(vec![mv(a, 1)], vec![mv(b, 1)]),
            conj(vec![mv(a, -1)], vec![mv(c, 1)]),
        ]);
        assert_eq!(
            s.all_moves(),
            &[mv(a, 1), mv(b, 1), mv(a, -2), mv(c, 1), mv(a, 1)]
        );
        assert_eq!((s.span(0), s.span(1)), (0..3, 2..5));
        assert_eq!(s.start_of(1), 2);
        assert_eq!(s.next_step(), vec![mv(a, 1), mv(b, 1)]);
        assert_eq!(s.current(), Some((1, Part::Setup)));
        assert_eq!(s.next_owners(), 0..2);
        assert_eq!(s.steps_done(), 1);
        assert_eq!(s.owners()[2].part_in(0), Part::Undo);
        s.next_move();
        assert_eq!(s.current(), Some((1, Part::Core)));
        assert_eq!(s.next_owners(), 1..2);
        assert_eq!(s.prev_step(), vec![mv(a, 2)]);
        assert_eq!(s.position(), 2);
        // The written moves before step 1 reach the position step 1 was planned for.
        let planned_for = State::of_moves(&face_moves(&s.written_before(1)));
        assert_eq!(
            planned_for,
            State::of_moves(&face_moves(&[mv(a, 1), mv(b, 1), mv(a, -1)]))
        );
    }

    /// Moves that cancel completely at a joint leave the steps side by side.
    #[test]
    fn a_cancelled_joint_leaves_adjacent_spans() {
        let (a, b, c) = (Face::A, Face::B, Face::C);
        let s = new(vec![
            conj(vec![mv(a, 1)], vec![mv(b, 1)]),
            conj(vec![mv(a, 1)], vec![mv(c, 1)]),
        ]);
        assert_eq!(s.all_moves(), &[mv(a, 1), mv(b, 1), mv(c, 1), mv(a, -1)]);
        assert_eq!((s.span(0), s.span(1)), (0..2, 2..4));
        assert_eq!(s.start_of(1), 2);
        assert_eq!(s.total(), 4);
    }
}
