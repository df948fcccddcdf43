//! The lab's side of a solve planned in the Web Worker, for every puzzle and method: the
//! [`Sim`](crate::app::sim::Sim) on screen leaves a [`Waiting`](crate::app::sim::Waiting) solve; the lab
//! gives it a job number and a request, feeds the worker's replies back to the simulator, and
//! records how each job ended for the page API's promises ([`Lab::take_solve_outcomes`]).
//!
//! Cancel is honest in both senses: the page stops waiting at once (the app drops the solve,
//! so the panel is free again), and the worker, which works one table per step, reads the
//! Cancel before its next step and drops the job. Tables built so far stay built.

use super::Lab;
#[cfg(test)]
use crate::app::solve::SolveMethod;
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
        let puzzle = self.puzzle();
        let id = self.next_job();
        self.solve_job = Some(SolveJobRef { id, ticket });
        self.outbox.push(Request::Solve {
            id,
            puzzle,
            method,
            state,
        });
    }

    /// The worker job of the solve being waited for, once sent.
    pub fn solve_job(&self) -> Option<u32> {
        self.solve_job.map(|j| j.id)
    }

    /// Whether `id` is the waiting solve's job.
    pub(super) fn is_solve_job(&self, id: u32) -> bool {
        self.solve_job.is_some_and(|j| j.id == id)
    }

    /// Takes a reply to the solve's job; whether the page changed.
    pub(super) fn receive_solve(&mut self, reply: &Reply) -> bool {
        let Some(job) = self.solve_job else {
            return false;
        };
        let ended = match reply {
            Reply::Building { fraction, line, .. } => {
                self.sim_mut().solve_progress(job.ticket, *fraction, line);
                return true;
            }
            Reply::Planned { steps, .. } => {
                self.sim_mut().receive_plan(job.ticket, steps.clone());
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

    /// The worker died: the solve waiting on it fails with `message`.
    pub(super) fn solve_worker_lost(&mut self, message: &str) {
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
    pub(crate) fn with_plan(puzzle: PuzzleKind, seed: u64, method: SolveMethod) -> Lab {
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
    use crate::app::sim::ScrambleKind;
    use crate::app::solve::Stepper;
    use crate::app::worker::GroupWorker;
    use crate::puzzle::State;
    use crate::solver::small::SmallMethod;
    use crate::solver::Method;

    const SHORT: SolveMethod = SolveMethod::Pieces(Method::Short);

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
        let want: Vec<_> = expected.moves.iter().map(|&m| m.into()).collect::<Vec<_>>();
        assert_eq!(s.all_moves(), &want[..]);
        assert!(
            !lab.sim().highlight().is_empty(),
            "stage 1's pieces are lit"
        );
        lab.sim_mut().step_with(Stepper::next_step);
        lab.sim_mut().step_with(|s| s.goto_step(usize::MAX));
        assert!(lab.sim().position().is_identity());
    }

    /// Every puzzle solves through the same request, player and panel: step, jump, play to
    /// the end, solved; turning by hand in between closes the plan into the history.
    #[test]
    fn every_puzzle_solves_steps_and_plays_the_same_way() {
        for (puzzle, method) in [
            (
                PuzzleKind::Cube2,
                SolveMethod::Generic(SmallMethod::ThreeCycles),
            ),
            (
                PuzzleKind::Pyraminx,
                SolveMethod::Generic(SmallMethod::Optimal),
            ),
            (PuzzleKind::Megaminx, SolveMethod::Pieces(Method::Thesis)),
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
