//! [`History`]: the moves made since the scramble, with undo and redo.
//!
//! Undo and redo work on user actions (a click is one action, a typed alg is one action).
//! The move list shown to the user is the actions' moves merged and cancelled by the solver's
//! [`cancel`](crate::solver::cancel) (`A A` is `A2`, `A A*` is nothing), so a turn that is
//! reversed disappears from the count instead of adding two moves.

use crate::group::Letter;
use crate::puzzle::{Move, State};

/// A move that history can take back: the Megaminx's [`Move`], or a generator [`Letter`] on
/// the other puzzles.
pub trait Turn: Copy {
    /// The move that undoes this one.
    fn inverse(self) -> Self;
}

impl Turn for Move {
    fn inverse(self) -> Move {
        Move::inverse(self)
    }
}

impl Turn for Letter {
    fn inverse(self) -> Letter {
        Letter {
            generator: self.generator,
            power: -self.power,
        }
    }
}

/// Done and undone actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History<M = Move> {
    done: Vec<Vec<M>>,
    undone: Vec<Vec<M>>,
}

impl<M> Default for History<M> {
    fn default() -> Self {
        History {
            done: Vec::new(),
            undone: Vec::new(),
        }
    }
}

impl<M: Turn> History<M> {
    /// An empty history.
    pub fn new() -> Self {
        History::default()
    }

    /// Records an action (ignored if it has no moves); clears what could be redone.
    pub fn push(&mut self, moves: Vec<M>) {
        if !moves.is_empty() {
            self.done.push(moves);
            self.undone.clear();
        }
    }

    /// Takes back the last action; returns the moves that undo it, in order.
    pub fn undo(&mut self) -> Option<Vec<M>> {
        let action = self.done.pop()?;
        let inverse = action.iter().rev().map(|m| m.inverse()).collect();
        self.undone.push(action);
        Some(inverse)
    }

    /// Does the last undone action again; returns its moves.
    pub fn redo(&mut self) -> Option<Vec<M>> {
        let action = self.undone.pop()?;
        self.done.push(action.clone());
        Some(action)
    }

    /// Whether there is something to undo.
    pub fn can_undo(&self) -> bool {
        !self.done.is_empty()
    }

    /// Whether there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Every move made, in order, as made.
    pub fn all(&self) -> impl Iterator<Item = M> + '_ {
        self.done.iter().flatten().copied()
    }
}

impl History<Move> {
    /// Every move made, in order, merged and cancelled ([`crate::solver::cancel`]).
    pub fn moves(&self) -> Vec<Move> {
        let all: Vec<Move> = self.all().collect();
        crate::solver::cancel(&all)
    }

    /// The state these moves lead to from `start`.
    pub fn state_from(&self, start: State) -> State {
        self.all().fold(start, |s, m| s.apply(m))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face};
    use proptest::prelude::*;

    fn mv(f: Face, k: i64) -> Move {
        Move::new(f, Amount::new(k))
    }

    #[test]
    fn reversed_turns_cancel() {
        let mut h: History = History::new();
        h.push(vec![mv(Face::A, 1)]);
        h.push(vec![mv(Face::A, 1)]);
        assert_eq!(h.moves(), vec![mv(Face::A, 2)]);
        h.push(vec![mv(Face::A, -2)]);
        assert_eq!(h.moves(), vec![]);
        h.push(vec![mv(Face::B, 1), mv(Face::C, 1), mv(Face::C, -1)]);
        assert_eq!(h.moves(), vec![mv(Face::B, 1)]);
    }

    #[test]
    fn undo_redo_walk_the_actions() {
        let mut h: History = History::new();
        h.push(vec![mv(Face::A, 1), mv(Face::B, 2)]);
        h.push(vec![mv(Face::C, 1)]);
        assert_eq!(h.undo(), Some(vec![mv(Face::C, -1)]));
        assert_eq!(h.undo(), Some(vec![mv(Face::B, -2), mv(Face::A, -1)]));
        assert_eq!(h.undo(), None);
        assert_eq!(h.redo(), Some(vec![mv(Face::A, 1), mv(Face::B, 2)]));
        h.push(vec![mv(Face::D, 1)]);
        assert!(!h.can_redo(), "a new action drops the redo list");
    }

    fn any_move() -> impl Strategy<Value = Move> {
        (0usize..12, 1i64..5).prop_map(|(f, k)| mv(Face::new(f).unwrap(), k))
    }

    proptest! {
        /// Undoing everything comes back to the start; redoing everything returns.
        #[test]
        fn undo_all_is_identity(actions in proptest::collection::vec(
            proptest::collection::vec(any_move(), 1..4), 0..10)) {
            let mut h: History = History::new();
            for a in &actions { h.push(a.clone()); }
            let end = h.state_from(State::SOLVED);
            let mut s = end;
            while let Some(inv) = h.undo() {
                s = inv.iter().fold(s, |s, &m| s.apply(m));
            }
            prop_assert!(s.is_solved());
            prop_assert!(h.moves().is_empty());
            while h.redo().is_some() {}
            prop_assert_eq!(h.state_from(State::SOLVED), end);
        }
    }
}
