//! [`CommutatorTable`]: the shortest conjugate `[S: [X, Y]]` for every 3-cycle of one kind and
//! every orientation pattern, over every searched commutator.
//!
//! The same breadth-first search as the thesis tables ([`SetupTable`]), with every
//! [`Catalogue`] effect as a goal in each of its cyclic orders and marker turns (the goals
//! the thesis tables use, `setups::cycle_goals`), each entering the search at depth
//! `|X| + |Y|`: a table distance is thus `|S| + |X| + |Y|`, half the moves of the whole
//! conjugate, and a short setup to a long commutator competes fairly with a longer setup to a
//! short one.

use std::sync::OnceLock;

use super::catalogue::{build_catalogues_until, catalogue, catalogues_built, Catalogue};
use crate::solver::conjugate::{Conjugate, CycleSource};
use crate::solver::conjugate_core::ConjugateCore;
use crate::solver::kind::PieceKind;
use crate::solver::setups::{all_cycles, cycle_goals, Histogram};
use crate::solver::table::SetupTable;

/// Shortest conjugated commutators for the 3-cycles of one kind.
#[derive(Debug)]
pub struct CommutatorTable {
    catalogue: &'static Catalogue,
    table: SetupTable,
}

impl CommutatorTable {
    fn new(kind: PieceKind) -> CommutatorTable {
        let catalogue = catalogue(kind);
        let m = kind.modulus() as usize;
        let goals = catalogue.entries.iter().enumerate().flat_map(|(i, e)| {
            let payload = u16::try_from(i).expect("at most 32,480 effects");
            let cost = e.half_len as u8;
            cycle_goals(&e.effect, kind, payload, true)
                .into_iter()
                .map(move |g| (g, cost))
        });
        CommutatorTable {
            catalogue,
            table: SetupTable::build_with_costs(kind, 3, true, m * m, goals),
        }
    }

    /// The number of orientation labels (`m²`).
    pub fn labels(&self) -> usize {
        self.table.labels()
    }

    /// `|S| + |X| + |Y|` of the shortest conjugate for the cycle `p[0] → p[1] → p[2]` whose
    /// step turns the contents of `p[0]`, `p[1]` by the label's `δ1`, `δ2`.
    pub fn distance(&self, p: [usize; 3], label: usize) -> u8 {
        self.table
            .distance(&p, label)
            .expect("the coverage tests prove every 3-cycle has a conjugate")
    }

    /// The first shortest conjugate the search found for the cycle and label.
    pub fn conjugate(&self, p: [usize; 3], label: usize) -> Conjugate {
        let (setup, i) = self
            .table
            .setup(&p, label)
            .expect("the coverage tests prove every 3-cycle has a conjugate");
        Conjugate {
            setup,
            core: ConjugateCore::Commutator(self.catalogue.entries[i as usize].commutators[0]),
        }
    }
}

impl CycleSource for CommutatorTable {
    fn distance(&self, p: [usize; 3], label: usize) -> u8 {
        CommutatorTable::distance(self, p, label)
    }

    /// One setup per first move (and the empty one when the cycle is a commutator's own),
    /// each with every equally short commutator kept for the effect at its end.
    fn conjugates(&self, p: [usize; 3], label: usize) -> Vec<Conjugate> {
        let mut out = Vec::new();
        for (setup, i) in self.table.setups(&p, label) {
            for &c in &self.catalogue.entries[i as usize].commutators {
                out.push(Conjugate {
                    setup: setup.clone(),
                    core: ConjugateCore::Commutator(c),
                });
            }
        }
        out
    }
}

/// Each kind's commutator table, once built.
static TABLES: [OnceLock<CommutatorTable>; 2] = [const { OnceLock::new() }; 2];

/// The commutator table of a kind (searched and built on first use).
pub fn cycle_table(kind: PieceKind) -> &'static CommutatorTable {
    TABLES[kind as usize].get_or_init(|| CommutatorTable::new(kind))
}

/// Builds what the searched-commutator planner needs before its first plan, in parts that
/// `stop` may end between: the catalogues a part of their search at a time
/// ([`build_catalogues_until`]), then each kind's table whole (about 0.07 s and 0.11 s
/// natively, against 0.55 s for the search). `true` once all is built; `false` when `stop`
/// said so (the next call goes on). The idle worker builds the method so.
pub fn build_until(stop: &dyn Fn() -> bool) -> bool {
    // One part at least per call, whatever `stop` says: a call always makes headway.
    let mut worked = !catalogues_built();
    if !build_catalogues_until(stop) {
        return false;
    }
    for kind in [PieceKind::Edge, PieceKind::Corner] {
        if TABLES[kind as usize].get().is_none() {
            if worked && stop() {
                return false;
            }
            cycle_table(kind);
            worked = true;
        }
    }
    true
}

/// Per kind: the catalogue's commutator lengths `|X| + |Y|` over its effects, and the
/// shortest conjugate `|S| + |X| + |Y|` over every 3-cycle (both directions) for each
/// orientation pattern and for the best one. Builds both tables.
pub fn histograms() -> Vec<Histogram> {
    let mut out = Vec::new();
    for kind in [PieceKind::Edge, PieceKind::Corner] {
        let cat = catalogue(kind);
        out.push(Histogram::of(
            format!("{kind} commutators found, X+Y moves per effect"),
            cat.entries.iter().map(|e| e.half_len as u8),
        ));
        let t = cycle_table(kind);
        let cycles = all_cycles(kind);
        out.push(Histogram::of(
            format!("{kind} 3-cycles, commutators, S+X+Y moves each orientation pattern"),
            cycles
                .iter()
                .flat_map(|&p| (0..t.labels()).map(move |l| t.distance(p, l))),
        ));
        out.push(Histogram::of(
            format!("{kind} 3-cycles, commutators, S+X+Y moves best pattern"),
            cycles.iter().map(|&p| {
                (0..t.labels())
                    .map(|l| t.distance(p, l))
                    .min()
                    .expect("labels")
            }),
        ));
    }
    out
}
