//! [`Conjugate`]: a setup and the core it leads to — and, once chosen, the Megaminx
//! [`Step`] it becomes — and [`CycleSource`], what the planner asks of a table of 3-cycle
//! conjugates, so that one planner serves the thesis's cores and the searched commutators
//! alike.

use super::conjugate_core::{core_moves, ConjugateCore};
use super::cores::invert;
use super::kind::PieceKind;
use super::setups::{CycleTable, FoundSetup};
use super::step::{Commutator, Phase, Step, StepCore};
use crate::group::Letter;
use crate::puzzle::{face_word, Move, PuzzleKind, State};

/// `setup · core · setup⁻¹`, as a table answers it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conjugate {
    /// The moves done first (the undo is their inverse, done last).
    pub setup: Vec<Move>,
    /// What is done in between.
    pub core: ConjugateCore,
}

impl Conjugate {
    /// Its moves: setup, core, undo.
    pub fn moves(&self) -> Vec<Move> {
        let mut out = self.setup.clone();
        out.extend_from_slice(&core_moves(&self.core));
        out.extend(invert(&self.setup));
        out
    }

    /// What it does, as a piece-level state.
    pub fn effect(&self) -> State {
        let s = State::of_moves(&self.setup);
        s.then(&self.core.effect()).then(&s.inverse())
    }

    /// The Megaminx step it is, in `phase`, on the `targets` of `kind` (their indices among
    /// that kind's slots), its core a thesis core or a commutator of face words.
    pub fn step(&self, phase: Phase, kind: PieceKind, targets: &[usize]) -> Step {
        let core = match &self.core {
            ConjugateCore::Thesis(image) => StepCore::Thesis(*image),
            ConjugateCore::Commutator(c) => StepCore::Commutator(Commutator {
                x: face_word(c.x()),
                y: face_word(c.y()),
            }),
        };
        Step::conjugate(
            PuzzleKind::Megaminx,
            phase,
            targets.iter().map(|&i| kind.slot(i).index()).collect(),
            face_word(&self.setup),
            core,
            core_moves(&self.core)
                .iter()
                .map(|&m| Letter::from(m))
                .collect(),
        )
    }
}

impl From<FoundSetup> for Conjugate {
    fn from(s: FoundSetup) -> Conjugate {
        Conjugate {
            setup: s.moves,
            core: ConjugateCore::Thesis(s.image),
        }
    }
}

/// A table of shortest conjugates for every 3-cycle `p[0] → p[1] → p[2]` of one piece kind and
/// every orientation label `δ1·m + δ2` (the turns the step gives the contents of `p[0]` and
/// `p[1]`; see [`setups`](super::setups)).
pub trait CycleSource {
    /// The table's measure of the shortest conjugate for the cycle and label: the setup
    /// length for the thesis tables, setup length plus `|X| + |Y|` for the commutator tables
    /// (both are half the conjugate's moves, up to a constant per table).
    fn distance(&self, p: [usize; 3], label: usize) -> u8;

    /// Shortest conjugates for the cycle and label (one per first setup move, and for the
    /// commutator tables every equally short commutator at the setup's end).
    fn conjugates(&self, p: [usize; 3], label: usize) -> Vec<Conjugate>;
}

impl CycleSource for CycleTable {
    fn distance(&self, p: [usize; 3], label: usize) -> u8 {
        CycleTable::distance(self, p, label)
    }

    fn conjugates(&self, p: [usize; 3], label: usize) -> Vec<Conjugate> {
        self.setups(p, label)
            .into_iter()
            .map(Conjugate::from)
            .collect()
    }
}
