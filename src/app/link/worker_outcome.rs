//! [`WorkerOutcome`]: what the page carries out after the subgroup worker spoke or died —
//! the [`WorkerWatch`]'s sorting of it applied to the [`Lab`] — and what a request that
//! found no worker means. Plain data, so the rules are tested natively and the page only
//! acts on it (`src/web/worker.rs`).

use crate::app::worker::Failure;
use crate::app::worker::Reply;

use super::worker_watch::Answer;
use super::worker_watch::Settled;
use super::worker_watch::Sorted;
use super::worker_watch::WorkerWatch;
use crate::app::input::{Action, Actor, Effect};
use crate::app::lab::{Lab, SolveOutcome};
use crate::app::worker::Request;

/// What the page does after a message from the worker (or its death).
#[derive(Debug, PartialEq)]
pub struct WorkerOutcome<T> {
    /// Promises to settle: `Ok(answer)` resolves, `Err(reason)` rejects.
    pub settle: Vec<Settled<T>>,
    /// Requests to post to the worker (letting settled jobs go); none when it is dead.
    pub send: Vec<Request>,
    /// The worker is dead: the page drops it (ending it); the next request starts another.
    pub dead: bool,
    /// The lab changed (or lost the worker): the page redraws.
    pub redraw: bool,
    /// What else the lab asks of the page after hearing it (a finished film offered as a
    /// file).
    pub effects: Vec<Effect>,
}

impl<T> Sorted<T> {
    /// Carries the batch out on the lab: it hears the replies meant for it (the explorer's,
    /// the solves'), and, when the worker died, why (the explorer stops, a running solve
    /// fails, the panel shows a notice). Also returns the solves that ended.
    fn carry_out(self, lab: &mut Lab) -> (WorkerOutcome<T>, Vec<SolveOutcome>) {
        let dead = self.died.is_some();
        let mut heard = self
            .for_lab
            .into_iter()
            .map(Action::Hear)
            .collect::<Vec<_>>();
        heard.extend(self.died.map(Action::LoseWorker));
        let (mut redraw, mut send, mut solves) = (dead, self.requests, Vec::new());
        let mut effects = Vec::new();
        for action in heard {
            let out = lab.act(action, Actor::Worker);
            redraw |= !out.effects.is_empty();
            effects.extend(
                (out.effects.into_iter())
                    .filter(|e| !matches!(e, Effect::Redraw | Effect::Repaint)),
            );
            send.extend(out.requests);
            solves.extend(out.solves);
        }
        if dead {
            // Nothing reaches a dead worker; the lab's jobs on it have failed.
            send.clear();
        }
        let outcome = WorkerOutcome {
            settle: self.settle,
            send,
            dead,
            redraw,
            effects,
        };
        (outcome, solves)
    }
}

impl<T> WorkerWatch<T> {
    /// What the worker said, carried out on the lab: `Ok(read)`, a message read as replies
    /// (or not: the worker is broken, see [`WorkerWatch::receive_read`]); `Err(why)`, it
    /// died (its script's last word, an error event). The `solve()` promises whose solve
    /// ended settle too.
    pub fn hear<E: std::fmt::Display>(
        &mut self,
        lab: &mut Lab,
        said: Result<Result<Vec<Reply>, E>, Failure>,
    ) -> WorkerOutcome<T> {
        let sorted = match said {
            Ok(read) => self.receive_read(read),
            Err(why) => self.died(&why.0),
        };
        let (mut outcome, solves) = sorted.carry_out(lab);
        outcome.settle.extend(self.settle_solves(lab, solves));
        outcome
    }

    /// After an action, once the page tried to post its requests (`posted`; `Err`: no
    /// worker could start, and why): a failure is the lab's lost worker (its notice, the
    /// explorer and the solves stop) and rejects the promises waiting on jobs; then the
    /// `solve()` promises whose solve ended (`solves`, the action's) settle — with the plan
    /// as the panel opened it, or the reason.
    pub fn after_post(
        &mut self,
        lab: &mut Lab,
        posted: Result<(), Failure>,
        mut solves: Vec<SolveOutcome>,
    ) -> Vec<Settled<T>> {
        let mut settled = Vec::new();
        if let Err(why) = posted {
            let lost = lab.act(Action::LoseWorker(why.0.clone()), Actor::Worker);
            solves.extend(lost.solves);
            settled = self.cannot_start(&why.0);
        }
        settled.extend(self.settle_solves(lab, solves));
        settled
    }

    /// The `solve()` promises of the solves that ended: with the plan the panel opened, or
    /// the reason.
    fn settle_solves(&mut self, lab: &Lab, solves: Vec<SolveOutcome>) -> Vec<Settled<T>> {
        let plan = || {
            let view = lab.open_plan().map_err(|e| Failure(e.to_string()))?;
            Ok(Answer::Plan(Box::new(view)))
        };
        self.solves_ended(solves, plan)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::Question;
    use crate::app::lab::ApiAnswer;
    use crate::app::sim::ScrambleKind;

    /// A lab with a scrambled Megaminx, the explorer running and two page-API promises:
    /// a `workerHeap` job and a short `solve()`; their requests are taken, as the page
    /// takes them to post.
    fn busy_lab(watch: &mut WorkerWatch<&'static str>) -> Lab {
        let mut lab = Lab::new();
        lab.act(
            Action::Scramble(ScrambleKind::RandomState, 3),
            Actor::Script,
        );
        let explore = lab.act(Action::Explore, Actor::Person);
        assert!(lab.explorer_view().running);
        let mut sent = explore.requests.len();
        for (name, action) in [
            ("heap", Action::Ask(Question::WorkerHeap)),
            (
                "solve",
                Action::Solve {
                    method: Some("short".into()),
                    budget: None,
                },
            ),
        ] {
            let outcome = lab.act(action, Actor::Script);
            let Ok(ApiAnswer::Await(waiter)) = outcome.answer else {
                panic!("{name} waits for the worker");
            };
            watch.wait_for(waiter, name);
            sent += outcome.requests.len();
        }
        assert_eq!(sent, 3);
        lab
    }

    /// No worker could start: the job's promise is rejected with the reason, the solve's
    /// ends with it too, the explorer stops and the panel says why.
    #[test]
    fn a_failed_start_rejects_jobs_ends_solves_and_says_why() {
        let mut watch = WorkerWatch::new();
        let mut lab = busy_lab(&mut watch);
        let why = "the browser refused a Web Worker";
        let settled = watch.after_post(&mut lab, Err(Failure::from(why)), Vec::new());
        assert_eq!(settled.len(), 2, "{settled:?}");
        assert_eq!(settled[0], ("heap", Err(Failure::from(why))));
        assert!(
            matches!(&settled[1], ("solve", Err(m)) if m.0.contains(why)),
            "{settled:?}"
        );
        assert_eq!(watch.waiting(), 0);
        assert!(!lab.explorer_view().running);
        let notice = lab.panel().notice.unwrap();
        assert!(notice.is_error() && notice.text.contains(why), "{notice:?}");
    }

    /// Requests that left settle nothing yet; a cancelled solve's promise ends with the
    /// reason at the flush that posts the Cancel, once.
    #[test]
    fn after_a_post_only_ended_solves_settle() {
        let mut watch = WorkerWatch::new();
        let mut lab = busy_lab(&mut watch);
        assert!(watch.after_post(&mut lab, Ok(()), Vec::new()).is_empty());
        let cancel = lab.act(Action::CancelSolve, Actor::Script);
        assert_eq!(cancel.requests, [Request::Cancel { id: 3 }]);
        let cancelled = ("solve", Err(Failure::from("cancelled")));
        assert_eq!(
            watch.after_post(&mut lab, Ok(()), cancel.solves),
            [cancelled]
        );
        assert!(watch.after_post(&mut lab, Ok(()), Vec::new()).is_empty());
        assert!(lab.explorer_view().running, "the explorer goes on");
    }

    /// An answer for a promise lets its job go and leaves the lab as it was (no redraw);
    /// a death drops the worker, sends it nothing and redraws the lab that lost it.
    #[test]
    fn answers_let_jobs_go_and_deaths_drop_the_worker() {
        let mut watch = WorkerWatch::new();
        let mut lab = busy_lab(&mut watch);
        let heap: Result<_, Failure> = Ok(vec![Reply::Heap { id: 2, bytes: 64 }]);
        let outcome = watch.hear(&mut lab, Ok(heap));
        let expected = WorkerOutcome {
            settle: vec![("heap", Ok(Answer::Bytes(64)))],
            send: vec![Request::Forget { id: 2 }],
            dead: false,
            redraw: false,
            effects: Vec::new(),
        };
        assert_eq!(outcome, expected);
        let dead = watch.hear::<String>(&mut lab, Err(Failure::from("boom")));
        assert!(dead.dead && dead.redraw && dead.send.is_empty(), "{dead:?}");
        assert!(!lab.explorer_view().running);
        assert!(lab.notice_text().unwrap().contains("boom"));
        let ended = dead.settle;
        assert!(
            matches!(&ended[..], [("solve", Err(m))] if m.0.contains("boom")),
            "{ended:?}"
        );
    }
}
