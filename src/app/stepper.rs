//! [`Stepper`]: a solution as a list of steps, and a cursor that walks through its moves.
//!
//! A solution is a sequence of steps (a 3-cycle with its setup, core and undo, in the thesis
//! method); the cursor sits between two moves of the flattened sequence. Moving the cursor
//! returns the moves that take the puzzle there, so the app can animate them.

use crate::puzzle::Move;

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

/// One step of a solution, ready for display.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The phase of the method this step belongs to (e.g. "corners", "edges", "twists").
    pub phase: String,
    /// The piece slots the step works on, named (`ABC CDL CKL`).
    pub label: String,
    /// The same slots as indices into `Megaminx::def().pieces()`, for highlighting.
    pub slots: Vec<usize>,
    /// Setup moves.
    pub setup: Vec<Move>,
    /// Core moves.
    pub core: Vec<Move>,
    /// Undo moves (normally the inverse of the setup).
    pub undo: Vec<Move>,
    /// A sentence saying what the step does.
    pub explanation: String,
}

impl Step {
    /// All the step's moves in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
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

/// A solution and a cursor in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stepper {
    steps: Vec<Step>,
    moves: Vec<Move>,
    /// `starts[i]` is the index of step i's first move; `starts[steps.len()]` is the total.
    starts: Vec<usize>,
    pos: usize,
}

impl Stepper {
    /// A cursor at the start of `steps`.
    pub fn new(steps: Vec<Step>) -> Stepper {
        let mut starts = vec![0];
        let mut moves = Vec::new();
        for s in &steps {
            moves.extend(s.moves());
            starts.push(moves.len());
        }
        Stepper {
            steps,
            moves,
            starts,
            pos: 0,
        }
    }

    /// The steps.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Every move of the solution in order.
    pub fn all_moves(&self) -> &[Move] {
        &self.moves
    }

    /// Moves done so far.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Total number of moves.
    pub fn total(&self) -> usize {
        self.moves.len()
    }

    /// Whether every move has been done.
    pub fn at_end(&self) -> bool {
        self.pos == self.moves.len()
    }

    /// The moves done so far.
    pub fn done(&self) -> &[Move] {
        &self.moves[..self.pos]
    }

    /// Number of whole steps done.
    pub fn steps_done(&self) -> usize {
        self.starts[1..].iter().filter(|&&s| s <= self.pos).count()
    }

    /// The step the next move belongs to, and that move's part (`None` at the end).
    pub fn current(&self) -> Option<(usize, Part)> {
        if self.at_end() {
            return None;
        }
        let i = self.starts[1..]
            .iter()
            .position(|&s| s > self.pos)
            .expect("pos < total");
        Some((i, self.steps[i].part(self.pos - self.starts[i])))
    }

    /// The first move of step `i` (`i == steps().len()` is the end).
    pub fn start_of(&self, i: usize) -> usize {
        self.starts[i.min(self.steps.len())]
    }

    /// Moves the cursor to move index `target` (clamped); returns the moves that get there.
    pub fn seek(&mut self, target: usize) -> Vec<Move> {
        let target = target.min(self.moves.len());
        let out = if target >= self.pos {
            self.moves[self.pos..target].to_vec()
        } else {
            self.moves[target..self.pos]
                .iter()
                .rev()
                .map(|m| m.inverse())
                .collect()
        };
        self.pos = target;
        out
    }

    /// One move forward.
    pub fn next_move(&mut self) -> Vec<Move> {
        self.seek(self.pos + 1)
    }

    /// One move back.
    pub fn prev_move(&mut self) -> Vec<Move> {
        self.seek(self.pos.saturating_sub(1))
    }

    /// To the end of the current step.
    pub fn next_step(&mut self) -> Vec<Move> {
        let target = self.starts.iter().copied().find(|&s| s > self.pos);
        self.seek(target.unwrap_or(self.pos))
    }

    /// To the start of the current step, or of the previous one when already at a start.
    pub fn prev_step(&mut self) -> Vec<Move> {
        let target = self.starts.iter().copied().rfind(|&s| s < self.pos);
        self.seek(target.unwrap_or(0))
    }

    /// To the start of step `i`.
    pub fn goto_step(&mut self, i: usize) -> Vec<Move> {
        self.seek(self.start_of(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face, State};

    fn mv(f: Face, k: i64) -> Move {
        Move::new(f, Amount::new(k))
    }

    fn step(setup: Vec<Move>, core: Vec<Move>) -> Step {
        let undo = setup.iter().rev().map(|m| m.inverse()).collect();
        Step {
            phase: "test".into(),
            label: String::new(),
            slots: vec![],
            setup,
            core,
            undo,
            explanation: String::new(),
        }
    }

    fn sample() -> Stepper {
        Stepper::new(vec![
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
            for m in s.seek(target) {
                state = state.apply(m);
            }
            assert_eq!(state, State::of_moves(s.done()));
        }
        let back = s.goto_step(0);
        state = back.iter().fold(state, |st, &m| st.apply(m));
        assert!(state.is_solved());
    }
}
