//! [`Prebuild`]: what the worker builds once for a method (its tables, its commutator
//! lists) before that method can plan, and building it while the worker is idle.
//!
//! Each method's planner builds its tables on its first plan and keeps them for the
//! worker's life. The first plan of a method thus waits for them — up to a few seconds in
//! the page — so the worker (1) says so: a solve whose method is not built yet answers a
//! progress line first, "Building the commutator lists…" ([`Prebuild::announce`]); and (2)
//! builds them before they are asked for: once a puzzle was solved, its other methods are
//! built one per step while no job waits ([`Prebuild::step`]), in the page's order — the
//! fewest-moves method only once it was used ([`Prebuild::planned`] says why) or picked in
//! the page's method menu ([`Prebuild::wanted`]: what a person picks is built first).
//!
//! A method is built by planning one fixed position with it: whatever its planner builds
//! lazily is then there, with no list of tables to keep in step with the planners. A solver
//! whose build is long says how to build it in parts ([`Solver::build_until`](crate::solver::Solver::build_until): the searched
//! commutators' lists, some 1.2 s in the page, a search part or a table at a time): that
//! is done a slice of [`IDLE_SLICE_MS`] per step first, so that a request arriving meanwhile
//! waits a part at most (a 1 s budget answered up to 1.2 s late before). The
//! fewest-moves method's tables are got as its own job gets them
//! ([`SolveJob`](super::SolveJob)): the file is asked for when one is offered
//! ([`TableAsset`]), and what it did not bring is built one table per step; its solves say
//! how far that is themselves, so it is never announced here. Then the tables only its
//! anytime search needs, which also make its first plans faster once built (the four-piece
//! tables, the two-face stage's every-corner table: some 8 s in all in the page), are filled
//! in slices of [`IDLE_SLICE_MS`], each going on where the last stopped, so that a request
//! arriving meanwhile waits a slice at most.

use std::collections::VecDeque;

use super::solve_job::TableAsset;
use crate::app::solve::{offers_for, plan, Method};
use crate::puzzle::PuzzleKind;
use crate::rng::Rng;
use crate::solver::short::{
    build_faster_tables, build_next_table_of, faster_tables_ready_of, tables_ready_of, Orbits,
    TableSet,
};
use crate::solver::solver_for;

/// How long one idle step builds a method in parts or fills the fewest-moves method's later
/// tables (ms on the worker's clock): a request waits this long, or one part, at most.
pub const IDLE_SLICE_MS: f64 = 50.0;

/// The fewest-moves method, whose tables are got in steps of their own.
const SHORT: Method = Method::Short;

/// The orbits the fewest-moves method's stages cover on `puzzle` (its tables are those of
/// this layout), from the puzzle's record; `None` where the method does not serve it.
fn short_orbits(puzzle: PuzzleKind) -> Option<Orbits> {
    puzzle.info().dodecahedral().map(Orbits::of)
}

/// The methods built so far and those waiting to be built while the worker is idle.
#[derive(Debug)]
pub struct Prebuild {
    built: Vec<(PuzzleKind, Method)>,
    queue: VecDeque<(PuzzleKind, Method)>,
    /// Whether the short tables of a layout are all there: the solver's own state
    /// ([`tables_ready_of`], shared by the worker's whole life), a stand-in in tests.
    short_ready: fn(Orbits) -> bool,
    /// Whether its later tables are too ([`faster_tables_ready_of`]; a stand-in in tests).
    faster_ready: fn(Orbits) -> bool,
}

impl Default for Prebuild {
    fn default() -> Self {
        Prebuild {
            built: Vec::new(),
            queue: VecDeque::new(),
            short_ready: tables_ready_of,
            faster_ready: faster_tables_ready_of,
        }
    }
}

impl Prebuild {
    /// Whether `method`'s tables for `puzzle` are built (a method with none to build
    /// counts once it planned; the fewest-moves method once its later tables are built too).
    pub fn is_built(&self, puzzle: PuzzleKind, method: Method) -> bool {
        if method == SHORT {
            let ready = |o| (self.short_ready)(o) && (self.faster_ready)(o);
            return short_orbits(puzzle).is_none_or(ready);
        }
        self.built.contains(&(puzzle, method))
    }

    /// The progress line a solve by `method` answers first while its tables are not built
    /// (its next step builds them and plans), or `None`.
    pub fn announce(&self, puzzle: PuzzleKind, method: Method) -> Option<String> {
        (method != SHORT && !self.is_built(puzzle, method))
            .then(|| format!("Building {}…", method.builds()))
    }

    /// `method` planned on `puzzle` (its tables are now built); the puzzle's other methods
    /// wait to be built while the worker is idle, in the order the page offers them, and the
    /// fewest-moves method's later tables last (they are the longest build, some 8 s in the
    /// page; the other methods' are done first, right after the solve that asked for them).
    /// The fewest-moves method is built ahead only once it was used on the puzzle: its tables
    /// are an 8 MB download and some 10 s of a core in the page, where every other method's
    /// build together is about 2 s and nothing to fetch — not to be spent for a person who
    /// never asks for it (its first solve says how far its tables are: "Loading tables…").
    pub fn planned(&mut self, puzzle: PuzzleKind, method: Method) {
        self.mark(puzzle, method);
        for offer in offers_for(puzzle) {
            let next = (puzzle, offer.method);
            let asked = offer.method != SHORT || method == SHORT;
            if asked && !self.is_built(puzzle, offer.method) && !self.queue.contains(&next) {
                self.queue.push_back(next);
            }
        }
        if let Some(k) = self.queue.iter().position(|&(_, m)| m == SHORT) {
            let later = self.queue.remove(k).expect("a queued method");
            self.queue.push_back(later);
        }
    }

    /// A person picked `method` for `puzzle`'s next solve: unless built, it waits to be
    /// built while idle, first in line (the fewest-moves method too: picked, it is asked for).
    pub fn wanted(&mut self, puzzle: PuzzleKind, method: Method) {
        if !method.serves(puzzle) || self.is_built(puzzle, method) {
            return;
        }
        self.queue.retain(|&q| q != (puzzle, method));
        self.queue.push_front((puzzle, method));
    }

    /// Whether something waits to be built.
    pub fn pending(&self) -> bool {
        !self.queue.is_empty()
    }

    /// Whether the next method waiting is the fewest-moves one on a puzzle whose tables come
    /// in the file (every orbit: the Megaminx), waiting for it (the worker script fetches it
    /// when the asset is [`TableAsset::Wanted`]).
    pub fn waits_for_file(&self) -> bool {
        let first_tables =
            |p| short_orbits(p).is_some_and(|o| TableAsset::carries(o) && !(self.short_ready)(o));
        self.queue
            .front()
            .is_some_and(|&(p, m)| m == SHORT && first_tables(p))
    }

    /// Builds the next method waiting: plans a fixed random position with it (after building
    /// it in parts, a slice of [`IDLE_SLICE_MS`] on `clock` (ms) per step, where its solver
    /// says how), or for the fewest-moves method asks for the tables' file (when `tables`
    /// offers one and it was not tried), builds one of its tables, or fills its later tables
    /// for a slice.
    pub fn step(&mut self, tables: &mut TableAsset, clock: fn() -> f64) {
        let Some(&(puzzle, method)) = self.queue.front() else {
            return;
        };
        if let Some(orbits) =
            short_orbits(puzzle).filter(|&o| method == SHORT && !(self.short_ready)(o))
        {
            match tables {
                TableAsset::Offered | TableAsset::Wanted if TableAsset::carries(orbits) => {
                    *tables = TableAsset::Wanted
                }
                _ => {
                    build_next_table_of(orbits);
                }
            }
            return;
        }
        let start = clock();
        let slice = move || clock() - start >= IDLE_SLICE_MS;
        if let Some(orbits) =
            short_orbits(puzzle).filter(|&o| method == SHORT && !(self.faster_ready)(o))
        {
            build_faster_tables(TableSet::default(), orbits, &slice);
            return;
        }
        let in_parts = solver_for(puzzle, method).and_then(|s| s.build_until);
        if in_parts.is_some_and(|build| !self.is_built(puzzle, method) && !build(&slice)) {
            return;
        }
        self.queue.pop_front();
        if !self.is_built(puzzle, method) {
            let info = puzzle.info();
            let position = info
                .invariants()
                .random_position(info.def(), &mut Rng::new(0x5eed));
            // Planned for its side effect, the tables; a position the method refuses
            // (none: it is a random position of the puzzle) leaves them to the first solve.
            let _ = plan(puzzle, method, &position);
            self.mark(puzzle, method);
        }
    }

    fn mark(&mut self, puzzle: PuzzleKind, method: Method) {
        if !self.built.contains(&(puzzle, method)) {
            self.built.push((puzzle, method));
        }
        self.queue.retain(|&q| q != (puzzle, method));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A solve announces its method's building until the method planned once (never the
    /// short one's: its job says how far its tables are); after a plan the puzzle's other
    /// methods wait, each step builds one, and the short one's first asks for the file.
    #[test]
    fn announces_until_built_then_queues_the_other_methods() {
        let thesis = Method::Thesis;
        let commutators = Method::Commutators;
        let short = Method::Short;
        // The short tables as not built: the real ones are shared by the test process.
        let mut p = Prebuild {
            short_ready: |_| false,
            faster_ready: |_| false,
            ..Prebuild::default()
        };
        let line = p.announce(PuzzleKind::Megaminx, commutators).unwrap();
        assert_eq!(
            line,
            "Building the commutator lists and their setup tables…"
        );
        assert_eq!(p.announce(PuzzleKind::Megaminx, short), None);
        p.planned(PuzzleKind::Megaminx, thesis);
        assert_eq!(p.announce(PuzzleKind::Megaminx, thesis), None);
        let waiting: Vec<_> = p.queue.iter().copied().collect();
        assert_eq!(
            waiting,
            [
                (PuzzleKind::Megaminx, commutators),
                (PuzzleKind::Megaminx, Method::Naive),
            ],
            "the fewest-moves method only once it was used"
        );
        // A slice per step: the commutator lists' search a part at a time (48), then each
        // kind's table (fewer steps when this test process built some already).
        let mut file = TableAsset::Offered;
        let steps = 1
            + (0..60)
                .take_while(|_| {
                    p.step(&mut file, clock);
                    !p.is_built(PuzzleKind::Megaminx, commutators)
                })
                .count();
        assert!(p.is_built(PuzzleKind::Megaminx, commutators) && steps <= 51);
        p.step(&mut file, clock);
        assert!(
            !p.pending() && file == TableAsset::Offered,
            "nothing fetched unasked"
        );
        // Once the fewest-moves method was used, its tables wait too: first the file.
        p.planned(PuzzleKind::Megaminx, short);
        assert!(p.waits_for_file() && file == TableAsset::Offered);
        p.step(&mut file, clock);
        assert_eq!(
            file,
            TableAsset::Wanted,
            "the short tables' file is asked for"
        );
        assert!(p.pending());
        let optimal = Method::Optimal;
        assert!(p.announce(PuzzleKind::Cube2, optimal).is_some());
    }

    /// A method picked in the menu waits first, the fewest-moves one too (its file is then
    /// asked for); one the puzzle lacks, or one built, is not queued.
    #[test]
    fn a_picked_method_is_built_first() {
        let short = Method::Short;
        let mut p = Prebuild {
            short_ready: |_| false,
            faster_ready: |_| false,
            ..Prebuild::default()
        };
        p.planned(PuzzleKind::Megaminx, Method::Thesis);
        assert!(!p.queue.contains(&(PuzzleKind::Megaminx, short)));
        p.wanted(PuzzleKind::Megaminx, short);
        assert_eq!(p.queue.front(), Some(&(PuzzleKind::Megaminx, short)));
        assert!(p.waits_for_file());
        let before = p.queue.clone();
        p.wanted(PuzzleKind::Megaminx, Method::Optimal);
        p.wanted(PuzzleKind::Megaminx, Method::Thesis);
        assert_eq!(
            p.queue, before,
            "the Megaminx has no optimal solver; thesis is built"
        );
    }

    /// Only the Megaminx's short tables come in the file; the Kilominx's (corners only) are
    /// built in the worker, and a puzzle the short method does not serve has none to build.
    #[test]
    fn only_every_orbit_waits_for_the_file() {
        let short = Method::Short;
        let mut p = Prebuild {
            short_ready: |_| false,
            faster_ready: |_| false,
            ..Prebuild::default()
        };
        p.queue.push_back((PuzzleKind::Kilominx, short));
        assert!(!p.waits_for_file() && !p.is_built(PuzzleKind::Kilominx, short));
        p.queue[0] = (PuzzleKind::Megaminx, short);
        assert!(p.waits_for_file());
        assert!(p.is_built(PuzzleKind::Cube2, short));
    }

    /// A clock whose every reading is a slice later than the last: a slice ends at once.
    fn clock() -> f64 {
        use std::sync::atomic::{AtomicU64, Ordering};
        static NOW: AtomicU64 = AtomicU64::new(0);
        NOW.fetch_add(IDLE_SLICE_MS as u64, Ordering::Relaxed) as f64
    }

    /// Once the first tables are there, the fewest-moves method stays queued (not built)
    /// until its later tables are too, each step a slice of filling them: it neither asks
    /// for the file again nor counts as built before.
    #[test]
    fn the_later_tables_are_filled_in_slices_while_idle() {
        let short = Method::Short;
        let mut p = Prebuild {
            short_ready: |_| true,
            faster_ready: |_| false,
            ..Prebuild::default()
        };
        assert!(!p.is_built(PuzzleKind::Megaminx, short));
        p.planned(PuzzleKind::Megaminx, short);
        assert_eq!(
            p.queue.back(),
            Some(&(PuzzleKind::Megaminx, short)),
            "the later tables come after the other methods"
        );
        p.queue.retain(|&(_, m)| m == short);
        assert!(!p.waits_for_file(), "the file brought what it has");
        let mut file = TableAsset::Offered;
        p.step(&mut file, clock);
        p.step(&mut file, clock);
        assert_eq!(file, TableAsset::Offered, "not asked for again");
        assert_eq!(p.queue.front(), Some(&(PuzzleKind::Megaminx, short)));
        p.faster_ready = |_| true;
        p.step(&mut file, clock);
        assert!(!p.pending() && p.is_built(PuzzleKind::Megaminx, short));
    }
}
