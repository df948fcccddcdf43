//! [`Conjugate`]: a setup and the core it leads to, and [`CycleSource`], what the planner
//! asks of a table of 3-cycle conjugates — so that one planner serves the thesis's cores and
//! the searched commutators alike.

use super::setups::{CycleTable, FoundSetup};
use super::step_core::StepCore;
use crate::puzzle::Move;

/// `setup · core · setup⁻¹`, as a table answers it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conjugate {
    /// The moves done first (the undo is their inverse, done last).
    pub setup: Vec<Move>,
    /// What is done in between.
    pub core: StepCore,
}

impl From<FoundSetup> for Conjugate {
    fn from(s: FoundSetup) -> Conjugate {
        Conjugate {
            setup: s.moves,
            core: StepCore::Thesis(s.image),
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
