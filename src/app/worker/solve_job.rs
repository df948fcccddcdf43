//! [`SolveJob`]: a solve done in the Web Worker, of any puzzle by any method planned there
//! (the Megaminx's short solver, whose tables would freeze the page for seconds if they were
//! built on the main thread; the optimal tables and commutator searches of the others).
//!
//! The job works in small steps so that the worker reads its messages (a Cancel among them)
//! between two of them: each step builds one of the short solver's pruning tables and reports
//! [`Reply::Building`]; once every table is there, one last step plans the solve and answers
//! [`Reply::Planned`] with the display steps (moves and piece indices, nothing to re-parse).
//! The tables stay built for the worker's life, so later solves take one step.
//!
//! A short solve with a [`Budget`] goes on after its plan ([`Reply::Planned`] says
//! `searching`): each step is then one round of the anytime search ([`Anytime::improve`],
//! a wider beam), answered with [`Reply::Shorter`] when it found a shorter plan, and the
//! job ends with [`Reply::Searched`] once the budget is spent on the worker's clock (a round
//! still running then is cut short) or every round was tried. A round is one step, so a
//! Cancel (the page's Stop) is read between rounds.
//!
//! In the page the tables need not be built: the worker is offered a file of them
//! ([`TableAsset::Offered`], `pkg/short-tables.bin`). The first short solve then asks for
//! it ("Loading tables…", [`TableAsset::Wanted`]) and waits while the worker script fetches
//! it; `loaded_line` reports how that went, and whatever the file did not give is built
//! step by step as without one.

use super::failure::Failure;
use super::protocol::Reply;
use crate::app::solve::{plan, steps_of, SolveError, Step};
use crate::group::Perm;
use crate::puzzle::PuzzleKind;
use crate::solver::short::{
    build_next_table_of, import_tables, on_cut, start_cut, tables_ready_of, Anytime, Options,
    Orbits, Round, TableProgress,
};
use crate::solver::{Budget, Method};

/// Whether the short solver's tables may come from a file instead of being built.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TableAsset {
    /// No file: the tables are built step by step.
    #[default]
    Absent,
    /// A file can be fetched; the first short solve asks for it.
    Offered,
    /// A short solve waits for the file's bytes.
    Wanted,
    /// The file was tried (loaded or refused); what is missing is built.
    Tried,
}

impl TableAsset {
    /// Whether the file carries the short tables of a puzzle whose stages cover `orbits`: it
    /// has those of every orbit (the Megaminx's); a puzzle with fewer (the Kilominx, corners
    /// only) builds its own.
    pub fn carries(orbits: Orbits) -> bool {
        orbits == Orbits::ALL
    }

    /// Takes the file's bytes (or why there are none) if a solve waits for them: loads its
    /// tables when they pass every check, and says how it went ("Tables loaded …" or why
    /// not); `None` when nothing waited.
    pub fn take(&mut self, bytes: Result<Vec<u8>, Failure>) -> Option<(TableProgress, String)> {
        if *self != TableAsset::Wanted {
            return None;
        }
        *self = TableAsset::Tried;
        let result = bytes.and_then(|b| import_tables(&b).map_err(|e| Failure(e.to_string())));
        let line = loaded_line(&result);
        let progress = result.unwrap_or_else(|_| crate::solver::short::build_progress());
        Some((progress, line))
    }
}

/// How long a budgeted short solve's first plan may search (ms, from when its tables are
/// there) before it gives way to the hurried plan ([`Options::HURRIED`]: some 30 ms in the
/// page, about 20 moves longer), which the search then shortens: every plan the panel shows
/// comes within a second (issue 35). The unhurried first plan takes a median of 0.4 s in
/// the page but up to 3 s or more for one state in ten or so; an unbudgeted solve (the
/// page API's `solve('short')`, whose answer is that plan alone) still waits for it.
pub const FIRST_PLAN_MS: f64 = 700.0;

/// How long before a budget's deadline the first plan, if not found yet, gives way to the
/// hurried one (ms): about what the hurried plan takes in the page at most, so that it
/// comes by the deadline (a fresh page's tables, which come first, can leave the first plan
/// little time).
pub const HURRIED_MS: f64 = 300.0;

/// The progress line of a short solve waiting for the tables' file.
pub const LOADING_LINE: &str = "Loading tables…";

/// A solve waiting in the worker.
#[derive(Debug)]
pub struct SolveJob {
    /// The page's number for it.
    pub id: u32,
    puzzle: PuzzleKind,
    state: Perm,
    method: Method,
    /// How long the short solver's search goes on after the first plan (`None`: it does not).
    budget: Option<Budget>,
    /// That search, once the first plan is sent, and when it ends (on the worker's clock, ms).
    search: Option<(Anytime, f64)>,
    /// When the job's first step ran (the worker's clock, ms): a budget counts from there,
    /// the tables' loading and the first plan included.
    started: Option<f64>,
    /// Whether it said what its method builds before its first plan ([`SolveJob::announce`]).
    announced: bool,
}

/// What one step of a [`SolveJob`] says: a reply for the page, or nothing this time (a
/// search round that found no shorter plan); and whether the job is over.
pub type JobStep = (Option<Reply>, bool);

impl SolveJob {
    /// The job of solving `state` with `method` (a position that cannot be reached fails
    /// when it is planned); with a `budget`, a short solve searches on after its first plan.
    pub fn new(
        id: u32,
        puzzle: PuzzleKind,
        method: Method,
        state: Perm,
        budget: Option<Budget>,
    ) -> SolveJob {
        let short = method == Method::Short;
        SolveJob {
            id,
            puzzle,
            state,
            method,
            budget: budget.filter(|_| short),
            search: None,
            started: None,
            announced: false,
        }
    }

    /// The job with its budget counted from `now` (ms on the worker's clock): the worker
    /// receives a solve at once but may step other jobs first, and a budget is a deadline
    /// from the request, not from the job's first step.
    pub fn received_at(self, now: f64) -> SolveJob {
        SolveJob {
            started: Some(now),
            ..self
        }
    }

    /// The puzzle and the method.
    pub fn of(&self) -> (PuzzleKind, Method) {
        (self.puzzle, self.method)
    }

    /// Whether the job is yet to say what its method builds (true once: it says it now).
    pub fn announce(&mut self) -> bool {
        !std::mem::replace(&mut self.announced, true)
    }

    /// Does the next piece of work: one table ([`Reply::Building`], the job goes on), or the
    /// plan ([`Reply::Planned`] or [`Reply::Failed`]; the job is over unless a search goes
    /// on), or one round of that search ([`Reply::Shorter`] when it found a shorter plan,
    /// [`Reply::Searched`] when it is over). `now` reads the worker's clock (ms).
    /// With a table file [`TableAsset::Offered`], the first step asks for it instead
    /// ("Loading tables…", the asset is then [`TableAsset::Wanted`]).
    pub fn step(&mut self, asset: &mut TableAsset, now: fn() -> f64) -> JobStep {
        let id = self.id;
        let started = *self.started.get_or_insert_with(now);
        if let Some((search, end)) = self.search.as_mut() {
            return search_round(id, self.puzzle, search, *end, now);
        }
        let orbits = self.puzzle.info().dodecahedral().map(Orbits::of);
        let short = self.method == Method::Short;
        if let Some(orbits) = orbits.filter(|&o| short && !tables_ready_of(o)) {
            // The table file carries the tables of every orbit (the Megaminx's stages).
            let file = TableAsset::carries(orbits);
            if file && matches!(asset, TableAsset::Offered | TableAsset::Wanted) {
                *asset = TableAsset::Wanted;
                let line = LOADING_LINE.to_string();
                return (
                    Some(Reply::Building {
                        id,
                        fraction: 0.0,
                        line,
                    }),
                    false,
                );
            }
            let p = build_next_table_of(orbits);
            let reply = Reply::Building {
                id,
                fraction: p.fraction(),
                line: building_line(&p),
            };
            return (Some(reply), false);
        }
        let planned = match self.budget {
            Some(budget) => self.start_search(started + budget.millis(), now),
            None => plan(self.puzzle, self.method, &self.state).map(|steps| (steps, false)),
        };
        let reply = match planned {
            Ok((steps, searching)) => Reply::Planned {
                id,
                method: self.method,
                steps,
                searching,
            },
            Err(e) => Reply::Failed {
                id,
                message: e.to_string(),
            },
        };
        (Some(reply), self.search.is_none())
    }

    /// The first plan of a budgeted short solve whose budget ends at `end` (ms on `now`'s
    /// clock); the search goes on after it (`true`) unless there is nothing left to try or
    /// no time.
    fn start_search(
        &mut self,
        end: f64,
        now: fn() -> f64,
    ) -> Result<(Vec<Step>, bool), SolveError> {
        // The first plan is hurried after FIRST_PLAN_MS, or early enough for the hurried
        // plan to come by the deadline: a budget bounds the answer's time, the first plan
        // included, and a person sees a plan within a second.
        let first_by = (end - HURRIED_MS).min(now() + FIRST_PLAN_MS);
        let passed = move || now() >= first_by;
        let search = start_cut(self.puzzle, &self.state, Options::default(), &passed)?;
        let steps = steps_of(&on_cut(self.puzzle, search.best()));
        let goes_on = !search.is_done() && now() < end;
        if goes_on {
            self.search = Some((search, end));
        }
        Ok((steps, goes_on))
    }
}

/// One round of a search that ends at `end` (ms on `now`'s clock): the shorter plan it found,
/// nothing, or the end of the search ([`Reply::Searched`], the job is over).
fn search_round(
    id: u32,
    puzzle: PuzzleKind,
    search: &mut Anytime,
    end: f64,
    now: fn() -> f64,
) -> JobStep {
    let stop = || now() >= end;
    let round = if stop() {
        Round::Stopped
    } else {
        search.improve(&stop)
    };
    if round == Round::Shorter {
        let steps = steps_of(&on_cut(puzzle, search.best()));
        return (Some(Reply::Shorter { id, steps }), false);
    }
    if round == Round::Stopped || search.is_done() || stop() {
        let rounds = search.rounds();
        return (Some(Reply::Searched { id, rounds }), true);
    }
    (None, false)
}

/// "Building tables 40 % (12 of 30, 6.1 MB)…", or the solve's turn once they are built.
pub fn building_line(p: &TableProgress) -> String {
    let mb = p.bytes as f64 / 1e6;
    if p.is_done() {
        format!("Tables built ({mb:.1} MB); solving…")
    } else {
        format!(
            "Building tables {:.0} % ({} of {}, {mb:.1} MB)…",
            p.fraction() * 100.0,
            p.built,
            p.total
        )
    }
}

/// "Tables loaded (30.7 MB); solving…" (or "building the rest…" when the file carried only
/// the tables that take longest to build), or why the file was not used and that the tables
/// are built here instead.
pub fn loaded_line(result: &Result<TableProgress, Failure>) -> String {
    match result {
        Ok(p) if p.is_done() => format!("Tables loaded ({:.1} MB); solving…", p.bytes as f64 / 1e6),
        Ok(p) => format!(
            "Tables loaded ({:.1} MB); building the rest…",
            p.bytes as f64 / 1e6
        ),
        Err(why) => format!("Could not load the tables ({why}); building them here…"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::solve::Stepper;
    use crate::puzzle::State;
    use crate::rng::Rng;
    use std::sync::atomic::{AtomicU64, Ordering};

    /// The native clock (ms), as the worker's.
    fn clock() -> f64 {
        super::super::group_worker::monotonic_ms()
    }

    /// The moves of `steps` played on `start`.
    fn played(start: &Perm, steps: &[Step]) -> Perm {
        let gens = PuzzleKind::Megaminx.def().generators();
        steps
            .iter()
            .flat_map(|s| s.moves().collect::<Vec<_>>())
            .fold(start.clone(), |p, l| {
                p.then(&gens[l.generator].perm.pow(i64::from(l.power)))
            })
    }

    /// FTM of a plan's steps, as the panel counts them.
    fn ftm(steps: Vec<Step>) -> usize {
        Stepper::new(
            steps,
            &crate::puzzle::Canceller::of(PuzzleKind::Megaminx.info()),
        )
        .total()
    }

    /// Step by step: tables (each step one more, the fraction growing) and then a plan whose
    /// moves solve the position; a second job on the same worker needs one step.
    #[test]
    fn tables_step_by_step_then_a_plan_that_solves() {
        let start = State::random(&mut Rng::new(41)).to_perm();
        let short = Method::Short;
        let new_job = || SolveJob::new(5, PuzzleKind::Megaminx, short, start.clone(), None);
        let mut job = new_job();
        let mut last = -1.0;
        let steps = loop {
            match job.step(&mut TableAsset::Absent, clock) {
                (
                    Some(Reply::Building {
                        id: 5,
                        fraction,
                        line,
                    }),
                    false,
                ) => {
                    assert!(
                        fraction >= last && fraction <= 1.0,
                        "{fraction} after {last}"
                    );
                    assert!(line.contains("tables") || line.contains("Tables"), "{line}");
                    last = fraction;
                }
                (
                    Some(Reply::Planned {
                        id: 5,
                        method,
                        steps,
                        searching: false,
                    }),
                    true,
                ) => {
                    assert_eq!(method, short);
                    break steps;
                }
                other => panic!("{other:?}"),
            }
        };
        assert!(played(&start, &steps).is_identity());
        assert!(matches!(
            new_job().step(&mut TableAsset::Absent, clock),
            (Some(Reply::Planned { .. }), true)
        ));
    }

    /// This test's clock (ms): it moves only when the test says, so the search's end is
    /// decided by the budget, not by how fast the machine is.
    static FAKE_NOW: AtomicU64 = AtomicU64::new(0);

    fn fake_clock() -> f64 {
        FAKE_NOW.load(Ordering::SeqCst) as f64
    }

    /// With a budget the first plan (the unbudgeted one) says the search goes on; each plan
    /// found after it is shorter than the one before and solves the position; the job ends
    /// with `Searched` once the clock passes the budget, not before.
    #[test]
    fn a_budgeted_solve_searches_on_for_shorter_plans_then_ends() {
        let start = State::random(&mut Rng::new(7)).to_perm();
        let short = Method::Short;
        let job = |budget| SolveJob::new(9, PuzzleKind::Megaminx, short, start.clone(), budget);
        let mut tables = TableAsset::Absent;
        let mut once = job(None);
        let unbudgeted = loop {
            if let (Some(Reply::Planned { steps, .. }), true) = once.step(&mut tables, clock) {
                break steps;
            }
        };
        let mut search = job(Some(Budget::try_from(10.0).unwrap()));
        let first = match search.step(&mut tables, fake_clock) {
            (
                Some(Reply::Planned {
                    steps,
                    searching: true,
                    ..
                }),
                false,
            ) => steps,
            other => panic!("the first plan says the search goes on: {other:?}"),
        };
        assert_eq!(first, unbudgeted);
        let mut best = ftm(first);
        for _ in 0..4 {
            match search.step(&mut tables, fake_clock) {
                (Some(Reply::Shorter { id: 9, steps }), false) => {
                    assert!(played(&start, &steps).is_identity());
                    let now = ftm(steps);
                    assert!(now < best, "{now} after {best}");
                    best = now;
                }
                (None, false) => {}
                other => panic!("the budget is not spent: {other:?}"),
            }
        }
        FAKE_NOW.store(10_000, Ordering::SeqCst);
        assert!(matches!(
            search.step(&mut tables, fake_clock),
            (Some(Reply::Searched { id: 9, rounds: 4 }), true)
        ));
    }

    /// A first plan that takes longer than [`FIRST_PLAN_MS`] gives way to the hurried plan,
    /// and the search goes on from it: on a clock that moves a second at each reading, the
    /// first plan is the one a search hurried at once gives.
    #[test]
    fn a_slow_first_plan_gives_way_to_the_hurried_one() {
        static SLOW_NOW: AtomicU64 = AtomicU64::new(0);
        fn slow_clock() -> f64 {
            SLOW_NOW.fetch_add(1_000, Ordering::SeqCst) as f64
        }
        let state = State::random(&mut Rng::new(17));
        let hurried = Anytime::start_until(&state, Options::default(), &|| true).unwrap();
        let unhurried = Anytime::start(&state, Options::default()).unwrap();
        assert_ne!(hurried.best().moves, unhurried.best().moves, "told apart");
        let budget = Budget::try_from(Budget::MAX_SECONDS).ok();
        let short = Method::Short;
        let mut job = SolveJob::new(5, PuzzleKind::Megaminx, short, state.to_perm(), budget);
        let mut tables = TableAsset::Absent;
        let first = loop {
            match job.step(&mut tables, slow_clock) {
                (Some(Reply::Building { .. }), false) => {}
                (
                    Some(Reply::Planned {
                        steps, searching, ..
                    }),
                    false,
                ) => {
                    assert!(searching, "the search goes on after it");
                    break steps;
                }
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(first, steps_of(hurried.best()));
    }

    /// A budget of 0 answers the first plan as the whole answer; other methods ignore one.
    #[test]
    fn no_time_or_another_method_plans_once() {
        let start = State::random(&mut Rng::new(8)).to_perm();
        for method in [Method::Short, Method::Thesis] {
            let none = Budget::try_from(0.0).ok();
            let mut job = SolveJob::new(4, PuzzleKind::Megaminx, method, start.clone(), none);
            let reply = loop {
                match job.step(&mut TableAsset::Absent, clock) {
                    (Some(Reply::Building { .. }), false) => {}
                    (reply, true) => break reply,
                    other => panic!("{other:?}"),
                }
            };
            assert!(
                matches!(
                    reply,
                    Some(Reply::Planned {
                        searching: false,
                        ..
                    })
                ),
                "{reply:?}"
            );
        }
    }

    /// A position that looks whole but cannot be reached fails when planned, in words (bad
    /// names and torn positions are refused earlier, where the request is read).
    #[test]
    fn an_unreachable_position_fails_in_words() {
        let mut twisted = State::SOLVED;
        twisted.corner_twist[0] = 1;
        let thesis = Method::Thesis;
        let mut job = SolveJob::new(2, PuzzleKind::Megaminx, thesis, twisted.to_perm(), None);
        let (reply, done) = job.step(&mut TableAsset::Absent, clock);
        assert!(done);
        assert!(
            matches!(&reply, Some(Reply::Failed { id: 2, message }) if message.contains("reachable")),
            "{reply:?}"
        );
    }

    /// The file is taken only when a solve waits for it, once; refused bytes and a failed
    /// fetch say why and that the tables are built here; good bytes load.
    #[test]
    fn the_table_file_is_taken_once_when_wanted() {
        let mut asset = TableAsset::Offered;
        assert_eq!(asset.take(Err("HTTP 404".into())), None);
        asset = TableAsset::Wanted;
        let (_, line) = asset.take(Err("HTTP 404".into())).unwrap();
        assert_eq!(
            line,
            "Could not load the tables (HTTP 404); building them here…"
        );
        assert_eq!(asset, TableAsset::Tried);
        assert_eq!(asset.take(Ok(Vec::new())), None, "tried once");
        asset = TableAsset::Wanted;
        let (_, line) = asset.take(Ok(b"<!doctype html>".to_vec())).unwrap();
        assert!(
            line.contains("MINXSHRT") && line.contains("building"),
            "{line}"
        );
        asset = TableAsset::Wanted;
        let (p, line) = asset
            .take(Ok(crate::solver::short::export_tables()))
            .unwrap();
        assert!(p.is_done());
        assert!(line.starts_with("Tables loaded ("), "{line}");
    }

    #[test]
    fn building_lines() {
        let p = TableProgress {
            built: 12,
            total: 30,
            bytes: 6_100_000,
        };
        assert_eq!(
            building_line(&p),
            "Building tables 40 % (12 of 30, 6.1 MB)…"
        );
        let done = TableProgress { built: 30, ..p };
        assert_eq!(building_line(&done), "Tables built (6.1 MB); solving…");
        assert_eq!(
            loaded_line(&Ok(p)),
            "Tables loaded (6.1 MB); building the rest…"
        );
        assert_eq!(loaded_line(&Ok(done)), "Tables loaded (6.1 MB); solving…");
    }
}
