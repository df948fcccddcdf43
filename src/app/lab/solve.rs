//! The lab's side of a solve planned in the Web Worker, for every puzzle and method: the
//! [`Sim`](crate::app::sim::Sim) on screen leaves a [`Waiting`](crate::app::sim::Waiting) solve; the lab
//! gives it a job number and a request, feeds the worker's replies back to the simulator, and
//! records how each job ended for the page API's promises ([`Lab::take_solve_outcomes`]).
//!
//! Cancel is honest in both senses: the page stops waiting at once (the app drops the solve,
//! so the panel is free again), and the worker, which works one table per step, reads the
//! Cancel before its next step and drops the job. Tables built so far stay built.
//!
//! A budgeted short solve searches on after its first plan opened ([`Search`]): each shorter
//! plan replaces the open one unless a person has started it, and the search ends when its
//! budget is spent, with Stop, or when its plan is closed (a move, another solve): the
//! worker is then told to drop it. A `solve()` promise with a budget waits for that end.

use super::Lab;
#[cfg(test)]
use crate::app::solve::Method;
use crate::app::solve::{Search, SearchState, Stepper};
use crate::app::worker::Failure;
use crate::app::worker::Reply;
use crate::app::worker::Request;
#[cfg(test)]
use crate::puzzle::PuzzleKind;

/// How a solve job ended: `Ok` when its plan is open, else why not (in words).
pub type SolveOutcome = (u32, Result<(), Failure>);

/// The job the lab has in the worker for the shown simulator's waiting solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveJobRef {
    /// The worker job.
    pub id: u32,
    /// The [`Waiting::ticket`](crate::app::sim::Waiting::ticket) it answers.
    ticket: u64,
}

impl Lab {
    /// Makes the worker's jobs match the shown simulator's waiting solve: a solve no longer
    /// waited for is cancelled (its outcome: `cancelled`), a new one is sent.
    pub(crate) fn sync_solve(&mut self) {
        self.sync_search();
        let want = self.sim().waiting().map(|w| w.ticket);
        if want == self.solve_job.map(|j| j.ticket) {
            return;
        }
        if let Some(old) = self.solve_job.take() {
            self.outbox.push(Request::Cancel { id: old.id });
            self.outcomes.push((old.id, Err("cancelled".into())));
        }
        let Some(w) = self.sim().waiting() else {
            return;
        };
        let (ticket, method, state) = (w.ticket, w.method, w.position.clone());
        let budget = w.budget;
        let puzzle = self.puzzle();
        let id = self.next_job();
        self.solve_job = Some(SolveJobRef { id, ticket });
        self.outbox.push(Request::Solve {
            id,
            puzzle,
            method,
            state,
            budget,
        });
    }

    /// Drops the search whose plan is no longer the open one (a move closed it, another
    /// solve or puzzle replaced it): the worker is told to stop, its promise rejected.
    fn sync_search(&mut self) {
        let Some(search) = &self.search else {
            return;
        };
        let sim = self.sim();
        if search.puzzle == sim.puzzle() && sim.plan_ticket() == Some(search.ticket) {
            return;
        }
        if search.is_running() {
            self.outbox.push(Request::Cancel { id: search.id });
            let why = "the plan it was improving was closed".into();
            self.outcomes.push((search.id, Err(why)));
        }
        self.search = None;
    }

    /// Stops the search for shorter plans (Stop): the plan shown stays, the worker drops the
    /// job, a promise waiting on it gets that plan. Whether a search was running.
    pub(crate) fn stop_search(&mut self) -> bool {
        let Some(search) = self.search.as_mut().filter(|s| s.is_running()) else {
            return false;
        };
        search.end(SearchState::Stopped);
        let id = search.id;
        self.outbox.push(Request::Cancel { id });
        self.outcomes.push((id, Ok(())));
        true
    }

    /// The search for shorter plans of the open plan, if it came with one.
    pub fn search(&self) -> Option<&Search> {
        self.search.as_ref()
    }

    /// The worker job of the solve being waited for, once sent.
    pub fn solve_job(&self) -> Option<u32> {
        self.solve_job.map(|j| j.id)
    }

    /// Whether `id` is the waiting solve's job.
    pub(super) fn is_solve_job(&self, id: u32) -> bool {
        self.solve_job.is_some_and(|j| j.id == id)
            || self.search.as_ref().is_some_and(|s| s.id == id)
    }

    /// Takes a reply to the solve's job; whether the page changed.
    pub(super) fn receive_solve(&mut self, reply: &Reply) -> bool {
        if self.search.as_ref().is_some_and(|s| s.id == reply.id()) {
            return self.receive_search(reply);
        }
        let Some(job) = self.solve_job else {
            return false;
        };
        let ended = match reply {
            Reply::Building { fraction, line, .. } => {
                self.sim_mut().solve_progress(job.ticket, *fraction, line);
                return true;
            }
            Reply::Planned {
                steps, searching, ..
            } => {
                let budget = self.sim().waiting().and_then(|w| w.budget);
                let opened = self.sim_mut().receive_plan(job.ticket, steps.clone());
                if let Some(budget) = budget.filter(|_| *searching && opened) {
                    let ftm = self.sim().solution().map_or(0, |s| s.total());
                    let puzzle = self.puzzle();
                    self.search = Some(Search::new(job.id, puzzle, job.ticket, budget, ftm));
                    self.solve_job = None;
                    return true;
                }
                if *searching {
                    // Nobody follows this search: the worker drops it.
                    self.outbox.push(Request::Cancel { id: job.id });
                }
                Ok(())
            }
            Reply::Failed { message, .. } => {
                self.sim_mut().solve_failed(job.ticket, message);
                Err(Failure(message.clone()))
            }
            Reply::Cancelled { .. } => {
                self.sim_mut()
                    .solve_failed(job.ticket, "cancelled by the worker");
                Err("cancelled".into())
            }
            _ => return false,
        };
        self.solve_job = None;
        self.outcomes.push((job.id, ended));
        true
    }

    /// Takes a reply to the search's job: a shorter plan (shown unless the plan was started)
    /// or its end; whether the page changed.
    fn receive_search(&mut self, reply: &Reply) -> bool {
        let Some(search) = self.search.as_ref().filter(|s| s.is_running()) else {
            return false;
        };
        let (id, ticket) = (search.id, search.ticket);
        let ended = match reply {
            Reply::Shorter { steps, .. } => {
                let ftm = Stepper::new(steps.clone(), self.sim().canceller()).total();
                let shown = self.sim_mut().replace_plan(ticket, steps.clone());
                if let Some(s) = self.search.as_mut() {
                    s.found(ftm, shown);
                }
                return true;
            }
            Reply::Searched { .. } | Reply::Cancelled { .. } => Ok(()),
            Reply::Failed { message, .. } => Err(Failure(message.clone())),
            _ => return false,
        };
        if let Some(s) = self.search.as_mut() {
            s.end(SearchState::Ended);
        }
        self.outcomes.push((id, ended));
        true
    }

    /// The worker died: the solve waiting on it fails with `message`.
    pub(super) fn solve_worker_lost(&mut self, message: &str) {
        if let Some(search) = self.search.as_mut().filter(|s| s.is_running()) {
            search.end(SearchState::Ended);
            self.outcomes
                .push((search.id, Err(Failure(message.to_string()))));
        }
        if let Some(job) = self.solve_job {
            self.receive_solve(&Reply::Failed {
                id: job.id,
                message: message.to_string(),
            });
        }
    }

    /// How the solve jobs that ended since the last call ended (the page settles
    /// the `solve()` promises waiting on them).
    pub(super) fn take_solve_outcomes(&mut self) -> Vec<SolveOutcome> {
        std::mem::take(&mut self.outcomes)
    }
}

#[cfg(test)]
impl Lab {
    /// Runs `worker` on what the lab asked until it is idle, handing every reply back; the
    /// number of replies (for tests).
    pub(crate) fn serve(&mut self, worker: &mut crate::app::worker::GroupWorker) -> usize {
        let mut replies = 0;
        for r in self.take_requests() {
            for reply in worker.handle(r) {
                self.receive(&reply);
                replies += 1;
            }
        }
        while worker.busy() {
            for reply in worker.step(1_000) {
                self.receive(&reply);
                replies += 1;
            }
        }
        replies
    }

    /// A lab showing `puzzle` scrambled from `seed`, with the plan of `method` open (made by
    /// a worker when the method plans there), for tests.
    pub(crate) fn with_plan(puzzle: PuzzleKind, seed: u64, method: Method) -> Lab {
        let mut lab = Lab::new();
        lab.select(puzzle);
        lab.scramble(crate::app::sim::ScrambleKind::RandomState, seed)
            .unwrap();
        assert!(lab.sim_mut().set_method(method), "{method} serves {puzzle}");
        lab.sim_mut().solve().unwrap();
        lab.serve(&mut crate::app::worker::GroupWorker::new());
        assert!(lab.sim().solution().is_some(), "a plan is open");
        lab
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::{Action, Actor};
    use crate::app::lab::{ApiAnswer, Waiter};
    use crate::app::sim::ScrambleKind;
    use crate::app::solve::Stepper;
    use crate::app::worker::GroupWorker;
    use crate::puzzle::State;
    use crate::solver::Budget;
    use crate::solver::Method;
    use std::sync::atomic::{AtomicU64, Ordering};

    const SHORT: Method = Method::Short;

    /// The short method waits for the worker (the panel says so), and the plan it answers
    /// plays exactly as the solver counts it: to the end, solved; the lit pieces show.
    #[test]
    fn a_short_solve_goes_through_the_worker() {
        let mut lab = Lab::new();
        lab.scramble(ScrambleKind::Wca, 3).unwrap();
        lab.sim_mut().set_method(SHORT);
        lab.sim_mut().solve().unwrap();
        assert!(lab.sim().solution().is_none());
        let panel = lab.panel();
        assert_eq!(panel.solving.unwrap().line, "Solving in the background…");
        lab.serve(&mut GroupWorker::new());
        assert!(lab.sim().waiting().is_none());
        assert!(lab.panel().solving.is_none());
        assert_eq!(lab.solve_job(), None);
        assert_eq!(lab.take_solve_outcomes(), [(1, Ok(()))]);
        let s = lab.sim().solution().unwrap();
        let state = State::from_perm(lab.sim().position()).unwrap();
        let expected = crate::solver::plan_with(&state, Method::Short).unwrap();
        assert_eq!(s.all_moves(), expected.moves.letters());
        assert!(
            !lab.sim().highlight().is_empty(),
            "stage 1's pieces are lit"
        );
        lab.sim_mut().step_with(Stepper::next_step);
        lab.sim_mut().step_with(|s| s.goto_step(usize::MAX));
        assert!(lab.sim().position().is_identity());
    }

    /// The workers' clock in these tests (ms): it moves only when a test says, so a search
    /// ends when its budget is spent, not when the machine is slow.
    static FAKE_NOW: AtomicU64 = AtomicU64::new(0);

    fn fake_clock() -> f64 {
        FAKE_NOW.load(Ordering::SeqCst) as f64
    }

    /// A lab with a random Megaminx and a budgeted short solve asked by a script, and the
    /// worker it is sent to (on [`fake_clock`]); the job's number.
    fn budgeted(seconds: f64) -> (Lab, GroupWorker, u32) {
        let mut lab = Lab::new();
        lab.scramble(ScrambleKind::RandomState, 7).unwrap();
        let solve = Action::Solve {
            method: Some("short".into()),
            budget: Some(Budget::try_from(seconds).unwrap()),
        };
        let out = lab.act(solve, Actor::Script);
        let Ok(ApiAnswer::Await(Waiter::Solve(id))) = out.answer else {
            panic!("{:?}", out.answer);
        };
        let mut worker = GroupWorker::new().with_clock(fake_clock);
        for r in out.requests {
            assert!(worker.handle(r).is_empty());
        }
        (lab, worker, id)
    }

    /// Hands the worker's replies to the lab (as the page does) until `until` holds.
    fn run_until(lab: &mut Lab, worker: &mut GroupWorker, until: impl Fn(&Lab) -> bool) {
        while !until(lab) {
            assert!(worker.busy(), "the worker stopped first");
            for reply in worker.step(1_000) {
                lab.act(Action::Hear(reply), Actor::Worker);
            }
        }
    }

    /// A budgeted solve opens its first plan, searches on with its line, shows each shorter
    /// plan, and ends when its budget is spent: then (and only then) its promise settles,
    /// with the plan the panel shows, which plays to solved.
    #[test]
    fn a_budgeted_solve_opens_the_first_plan_then_shows_shorter_ones() {
        let (mut lab, mut worker, id) = budgeted(1.0);
        run_until(&mut lab, &mut worker, |lab| lab.search().is_some());
        let first = lab.sim().solution().unwrap().total();
        assert_eq!(
            lab.search().unwrap().line(),
            format!("Searching… {first} FTM")
        );
        assert!(
            lab.take_solve_outcomes().is_empty(),
            "the promise waits for the end"
        );
        let mut settled = Vec::new();
        let mut hear = |lab: &mut Lab, worker: &mut GroupWorker| {
            for reply in worker.step(1_000) {
                settled.extend(lab.act(Action::Hear(reply), Actor::Worker).solves);
            }
        };
        for _ in 0..3 {
            hear(&mut lab, &mut worker);
        }
        assert!(lab.search().unwrap().is_running());
        FAKE_NOW.fetch_add(1_000, Ordering::SeqCst);
        hear(&mut lab, &mut worker);
        assert!(!lab.search().unwrap().is_running());
        assert_eq!(settled, [(id, Ok(()))]);
        let search = lab.search().unwrap();
        let lengths = search.lengths();
        assert!(lengths.windows(2).all(|w| w[1] < w[0]), "{lengths:?}");
        assert!(
            search.line().starts_with("Searched 1 s: "),
            "{}",
            search.line()
        );
        let shown = lab.sim().solution().unwrap().total();
        assert_eq!(Some(&shown), lengths.last());
        lab.sim_mut().step_with(|s| s.goto_step(usize::MAX));
        assert!(lab.sim().position().is_identity());
    }

    /// Stop ends the search at once: the plan shown stays, the promise gets it, the worker is
    /// told to drop the job, and what it still says is ignored. A move closes the plan of
    /// another search, which is dropped (its promise rejected).
    #[test]
    fn stop_keeps_the_plan_and_a_move_drops_the_search() {
        let (mut lab, mut worker, id) = budgeted(60.0);
        run_until(&mut lab, &mut worker, |lab| lab.search().is_some());
        let shown = lab.sim().solution().unwrap().all_moves().to_vec();
        let stop = lab.act(Action::StopSearch, Actor::Person);
        assert_eq!(stop.requests, [Request::Cancel { id }]);
        assert_eq!(stop.solves, [(id, Ok(()))]);
        assert!(lab.search().unwrap().line().starts_with("Stopped: "));
        for r in stop.requests {
            for reply in worker.handle(r) {
                lab.act(Action::Hear(reply), Actor::Worker);
            }
        }
        assert!(!worker.busy());
        assert_eq!(lab.sim().solution().unwrap().all_moves(), &shown[..]);

        let (mut lab, mut worker, id) = budgeted(60.0);
        run_until(&mut lab, &mut worker, |lab| lab.search().is_some());
        let turn = lab.act(
            Action::Apply {
                alg: "A".into(),
                notation: None,
            },
            Actor::Script,
        );
        assert_eq!(turn.requests, [Request::Cancel { id }]);
        assert!(matches!(&turn.solves[..], [(i, Err(_))] if *i == id));
        assert!(lab.search().is_none());
    }

    /// A shorter plan replaces the shown one only while nobody has started it: once it
    /// plays, it is kept, and the line says so.
    #[test]
    fn a_started_plan_is_not_swapped() {
        let (mut lab, mut worker, id) = budgeted(60.0);
        run_until(&mut lab, &mut worker, |lab| lab.search().is_some());
        let steps = lab.sim().solution().unwrap().steps().to_vec();
        let shorter = steps[..steps.len() - 1].to_vec();
        lab.act(
            Action::Hear(Reply::Shorter {
                id,
                steps: shorter.clone(),
            }),
            Actor::Worker,
        );
        assert_eq!(lab.sim().solution().unwrap().steps(), &shorter[..]);
        lab.act(Action::Play, Actor::Person);
        lab.tick(1e6);
        let fewer = shorter[..shorter.len() - 1].to_vec();
        lab.act(
            Action::Hear(Reply::Shorter { id, steps: fewer }),
            Actor::Worker,
        );
        assert_eq!(lab.sim().solution().unwrap().steps(), &shorter[..]);
        let line = lab.search().unwrap().line();
        assert!(
            line.ends_with("plan shown is kept: it was started)"),
            "{line}"
        );
    }

    /// Every puzzle solves through the same request, player and panel: step, jump, play to
    /// the end, solved; turning by hand in between closes the plan into the history.
    #[test]
    fn every_puzzle_solves_steps_and_plays_the_same_way() {
        for (puzzle, method) in [
            (PuzzleKind::Cube2, Method::ThreeCycles),
            (PuzzleKind::Pyraminx, Method::Optimal),
            (PuzzleKind::Megaminx, Method::Thesis),
        ] {
            let mut lab = Lab::with_plan(puzzle, 9, method);
            let n = lab.sim().solution().unwrap().total();
            assert!(n > 0, "{puzzle}");
            let step = |lab: &mut Lab, f: fn(&mut Stepper) -> Vec<_>| lab.sim_mut().step_with(f);
            step(&mut lab, Stepper::next_move);
            step(&mut lab, Stepper::next_move);
            step(&mut lab, Stepper::prev_move);
            assert_eq!(lab.sim().solution().unwrap().position(), 1);
            step(&mut lab, Stepper::prev_step);
            assert_eq!(lab.sim().solution().unwrap().position(), 0);
            lab.sim_mut().set_playing(true);
            for _ in 0..=n {
                lab.tick(1e6);
            }
            assert!(lab.sim().solution().unwrap().at_end(), "{puzzle}");
            assert!(!lab.sim().playing());
            assert!(lab.sim().position().is_identity(), "{puzzle}");
            let summary = lab.panel().solution.unwrap().summary;
            assert!(summary.contains(method.label()), "{summary}");
            lab.sim_mut().step_with(|s| s.goto_step(1));
            lab.sim_mut().turn(0, crate::app::sim::Spin::Clockwise);
            assert!(lab.sim().solution().is_none(), "a move closes the plan");
            assert!(lab.sim().history().can_undo());
        }
    }

    /// Cancel: the page stops waiting at once and the worker drops the job; a move does
    /// the same; a second Solve replaces the first (whose promise is told `cancelled`).
    #[test]
    fn cancel_moves_and_a_new_solve_drop_the_waiting_one() {
        let mut lab = Lab::new();
        lab.scramble(ScrambleKind::RandomState, 8).unwrap();
        lab.sim_mut().set_method(SHORT);
        lab.sim_mut().solve().unwrap();
        let sent = lab.take_requests();
        assert!(matches!(sent[..], [Request::Solve { id: 1, .. }]));
        let line = "Building tables 40 % (12 of 30, 6.1 MB)…";
        assert!(lab.receive(&Reply::Building {
            id: 1,
            fraction: 0.4,
            line: line.into()
        }));
        assert_eq!(
            lab.panel().solving,
            Some(crate::app::sim::SolvingPanel {
                line: line.into(),
                percent: 40
            })
        );
        lab.sim_mut().cancel_solve();
        assert!(lab.panel().solving.is_none());
        assert_eq!(lab.take_requests(), [Request::Cancel { id: 1 }]);
        assert_eq!(lab.take_solve_outcomes(), [(1, Err("cancelled".into()))]);
        // A late reply to the cancelled job changes nothing.
        assert!(!lab.receive(&Reply::Building {
            id: 1,
            fraction: 0.5,
            line: "late".into()
        }));

        lab.sim_mut().solve().unwrap();
        lab.sim_mut().solve().unwrap();
        let sent = lab.take_requests();
        assert!(
            matches!(sent[..], [Request::Solve { id: 2, .. }]),
            "{sent:?}"
        );
        lab.sim_mut().turn(0, crate::app::sim::Spin::Clockwise);
        assert_eq!(lab.take_requests(), [Request::Cancel { id: 2 }]);

        // The worker side: a Cancel between two steps ends the job.
        let mut worker = GroupWorker::new();
        lab.sim_mut().solve().unwrap();
        for r in lab.take_requests() {
            worker.handle(r);
        }
        assert!(worker.busy());
        lab.sim_mut().cancel_solve();
        for r in lab.take_requests() {
            assert_eq!(worker.handle(r), [Reply::Cancelled { id: 3 }]);
        }
        assert!(!worker.busy());
    }

    /// A link with `method=short` and a step waits for the worker, then opens at that step
    /// without animating; a dead worker fails the solve with a notice.
    #[test]
    fn a_short_link_reopens_its_step_and_a_dead_worker_fails_it() {
        let mut lab = Lab::new();
        lab.scramble(ScrambleKind::RandomState, 12).unwrap();
        let mut link = lab.sim().link();
        link.method = Some("short".parse().unwrap());
        link.step = Some(3);
        let query = link.to_query();
        assert!(
            query.contains("method=short") && query.contains("step=3"),
            "{query}"
        );
        let mut other = Lab::new();
        other.open_query(&query).unwrap();
        assert_eq!(other.sim().method(), Some(SHORT));
        assert!(other.sim().waiting().is_some());
        other.serve(&mut GroupWorker::new());
        let s = other.sim().solution().unwrap();
        assert_eq!(s.steps_done(), 3);
        assert!(!other.sim().busy(), "opened without animating");
        assert_eq!(other.sim().link().to_query(), query);

        lab.sim_mut().set_method(SHORT);
        lab.sim_mut().solve().unwrap();
        lab.take_requests();
        lab.worker_lost("it panicked");
        assert!(lab.sim().waiting().is_none());
        let outcomes = lab.take_solve_outcomes();
        assert!(matches!(&outcomes[..], [(1, Err(m))] if m.0.contains("panicked")));
        assert!(lab.panel().notice.unwrap().is_error());
    }

    /// The quick methods still plan on the spot where the planner is built (the `full`
    /// feature; the tests have it): nothing goes to the worker.
    #[test]
    fn thesis_stays_synchronous() {
        let mut lab = Lab::new();
        lab.scramble(ScrambleKind::Wca, 4).unwrap();
        lab.sim_mut().solve().unwrap();
        assert!(lab.sim().solution().is_some());
        assert!(lab.take_requests().is_empty());
    }
}
