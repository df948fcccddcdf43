//! Building the short solver's tables step by step, so that a caller (the page's Web Worker)
//! can show progress: each [`build_next_table`] call fills one pruning table. A solve builds
//! whatever is still missing on its own, so calling this first is optional.

use super::beam::Stop;
use super::layout::{Layout, Orbits};
use super::packed::Table;
use super::tables::TableSet;

/// How far the short solver's tables are built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableProgress {
    /// Tables built so far.
    pub built: usize,
    /// Tables in all.
    pub total: usize,
    /// Bytes of the tables built so far.
    pub bytes: usize,
}

impl TableProgress {
    /// How far the tables are built.
    pub fn build_progress() -> TableProgress {
        progress(Layout::get())
    }

    /// Whether every table is built.
    pub fn is_done(&self) -> bool {
        self.built == self.total
    }

    /// The share of tables built, from 0 to 1 (1 when there are none).
    pub fn fraction(&self) -> f64 {
        if self.total == 0 {
            1.0
        } else {
            self.built as f64 / self.total as f64
        }
    }
}

/// Builds the next table not built yet (none if all are) and says how far the build is.
pub fn build_next_table() -> TableProgress {
    build_next_table_of(Orbits::ALL)
}

/// Builds every table of the default set not built yet, up to `threads` at once (natively;
/// the page's worker builds them one by one with [`build_next_table`] to show progress),
/// largest first.
pub fn build_all_tables(threads: usize) {
    build_tables(TableSet::default(), threads);
}

/// [`build_all_tables`] for the tables of `set`.
pub fn build_tables(set: TableSet, threads: usize) {
    build_layout_tables(Layout::of(set), threads);
}

/// [`build_tables`] for the stages of `layout` (a puzzle's own: its orbits and set).
pub(super) fn build_layout_tables(layout: &Layout, threads: usize) {
    let mut todo: Vec<&dyn Table> = layout.tables().filter(|t| !t.is_built()).collect();
    todo.sort_by_key(|t| std::cmp::Reverse(t.bytes()));
    super::par::map(todo.len(), threads, |i| todo[i].ensure());
}

/// Builds the tables of `set` built after the first plan ([`Layout::faster_tables`]: the
/// four-piece ones, then the two-face stage's every-corner one), one at a time, as long as
/// `stop` does not say to stop (asked as each fills, so that a deadline or a slice of the
/// idle worker cuts a fill short; the next call goes on with it); whether all are built.
/// The searches use them once they are.
pub fn build_faster_tables(set: TableSet, orbits: Orbits, stop: Stop) -> bool {
    Layout::of_orbits(set, orbits)
        .faster_tables()
        .all(|t| t.ensure_until(stop))
}

/// [`build_faster_tables`] for the ones the anytime search's rounds wait for: the stages'
/// four-piece tables ([`Layout::round_tables`]). Not the two-face stage's (about 4 s in the
/// page): a round waiting for it would leave a 1 s or 3 s budget no round at all; the idle
/// worker builds it.
pub fn build_round_tables(set: TableSet, orbits: Orbits, stop: Stop) -> bool {
    Layout::of_orbits(set, orbits)
        .round_tables()
        .all(|t| t.ensure_until(stop))
}

/// Whether the tables of the default set built after the first plan are built too, for
/// the stages of a puzzle with `orbits` ([`build_faster_tables`]).
pub fn faster_tables_ready_of(orbits: Orbits) -> bool {
    let layout = Layout::of_orbits(TableSet::default(), orbits);
    layout.faster_tables().all(|t| t.is_built())
}

/// How far the tables are built.
pub fn build_progress() -> TableProgress {
    progress(Layout::get())
}

/// Whether every table is built (a solve then does no table work).
pub fn tables_ready() -> bool {
    tables_ready_of(Orbits::ALL)
}

/// [`tables_ready`] for the stages of a puzzle with `orbits` (the default set).
pub fn tables_ready_of(orbits: Orbits) -> bool {
    progress(Layout::of_orbits(TableSet::default(), orbits)).is_done()
}

/// [`build_next_table`] for the stages of a puzzle with `orbits` (the default set).
pub fn build_next_table_of(orbits: Orbits) -> TableProgress {
    let layout = Layout::of_orbits(TableSet::default(), orbits);
    if let Some(t) = layout.tables().find(|t| !t.is_built()) {
        t.ensure();
    }
    progress(layout)
}

/// How far the tables of `layout` are built.
pub(super) fn progress(layout: &Layout) -> TableProgress {
    let (mut built, mut total, mut bytes) = (0, 0, 0);
    for t in layout.tables() {
        total += 1;
        if t.is_built() {
            built += 1;
            bytes += t.bytes();
        }
    }
    TableProgress {
        built,
        total,
        bytes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::State;
    use crate::rng::Rng;

    /// Step by step to the end, then a solve needs no more tables and works.
    #[test]
    fn step_by_step_then_solve() {
        let mut last = build_next_table();
        let mut calls = 1;
        while !last.is_done() {
            let now = build_next_table();
            assert!(now.built > last.built, "each call builds one more table");
            assert!(now.bytes > last.bytes && now.fraction() > last.fraction());
            last = now;
            calls += 1;
            assert!(calls <= last.total + 1, "no more calls than tables");
        }
        assert!(tables_ready());
        assert_eq!(last.fraction(), 1.0);
        assert_eq!(build_next_table(), last, "nothing left to build");
        let all: usize = Layout::get().tables().map(|t| t.bytes()).sum();
        assert_eq!(last.bytes, all);
        let s = State::random(&mut Rng::new(5));
        let sol = super::super::plan_short(&s).unwrap();
        assert!(s
            .then(&State::of_moves(&sol.face_moves().unwrap()))
            .is_solved());
        assert!(tables_ready());
    }
}
