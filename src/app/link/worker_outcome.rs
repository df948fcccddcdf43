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
use crate::app::lab::Lab;
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
}

impl<T> Sorted<T> {
    /// Carries the batch out on the lab: it gets the replies meant for it (the explorer's,
    /// the solves'), and, when the worker died, hears why (the explorer stops, a running
    /// solve fails, the panel shows a notice).
    pub fn carry_out(self, lab: &mut Lab) -> WorkerOutcome<T> {
        let mut redraw = self.died.is_some();
        for reply in &self.for_lab {
            redraw |= lab.receive(reply);
        }
        if let Some(why) = &self.died {
            lab.worker_lost(why);
        }
        WorkerOutcome {
            settle: self.settle,
            send: if self.died.is_some() {
                Vec::new()
            } else {
                self.requests
            },
            dead: self.died.is_some(),
            redraw,
        }
    }
}

impl<T> WorkerWatch<T> {
    /// What the worker said, carried out on the lab: `Ok(read)`, a message read as replies
    /// (or not: the worker is broken, see [`WorkerWatch::receive_read`]); `Err(why)`, it
    /// died (its script's last word, an error event).
    pub fn hear<E: std::fmt::Display>(
        &mut self,
        lab: &mut Lab,
        said: Result<Result<Vec<Reply>, E>, Failure>,
    ) -> WorkerOutcome<T> {
        match said {
            Ok(read) => self.receive_read(read),
            Err(why) => self.died(&why.0),
        }
        .carry_out(lab)
    }

    /// After a command, once the page tried to post the lab's requests (`posted`; `Err`:
    /// no worker could start, and why): a failure is the lab's lost worker (its notice,
    /// the explorer and the solves stop) and rejects the promises waiting on jobs; then
    /// the `solve()` promises whose Megaminx solve ended settle — with the plan as the
    /// panel opened it, or the reason.
    pub fn after_post(&mut self, lab: &mut Lab, posted: Result<(), Failure>) -> Vec<Settled<T>> {
        let mut settled = Vec::new();
        if let Err(why) = posted {
            lab.worker_lost(&why.0);
            settled = self.cannot_start(&why.0);
        }
        let outcomes = lab.take_solve_outcomes();
        let plan = || {
            let view = lab.open_plan().map_err(|e| Failure(e.to_string()))?;
            Ok(Answer::Plan(Box::new(view)))
        };
        settled.extend(self.solves_ended(outcomes, plan));
        settled
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::api::ApiAnswer;
    use crate::app::api::ApiCall;

    /// A lab with a scrambled Megaminx, the explorer running and two page-API promises:
    /// a `workerHeap` job and a short `solve()`; their requests are taken, as the page
    /// takes them to post.
    fn busy_lab(watch: &mut WorkerWatch<&'static str>) -> Lab {
        let mut lab = Lab::new();
        let scramble = ApiCall::Scramble {
            kind: "random-state".into(),
            seed: None,
        };
        lab.api(scramble.seeded(3)).unwrap();
        let _ = lab.explore();
        assert!(lab.explorer_view().running);
        for (name, call) in [
            ("heap", ApiCall::WorkerHeap),
            (
                "solve",
                ApiCall::Solve {
                    method: Some("short".into()),
                },
            ),
        ] {
            let Ok(ApiAnswer::Await(waiter)) = lab.api(call) else {
                panic!("{name} waits for the worker");
            };
            watch.wait_for(waiter, name);
        }
        assert_eq!(lab.take_requests().len(), 2);
        lab
    }

    /// No worker could start: the job's promise is rejected with the reason, the solve's
    /// ends with it too, the explorer stops and the panel says why.
    #[test]
    fn a_failed_start_rejects_jobs_ends_solves_and_says_why() {
        let mut watch = WorkerWatch::new();
        let mut lab = busy_lab(&mut watch);
        let why = "the browser refused a Web Worker";
        let settled = watch.after_post(&mut lab, Err(Failure::from(why)));
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
        assert!(watch.after_post(&mut lab, Ok(())).is_empty());
        lab.api(ApiCall::CancelSolve).unwrap();
        assert_eq!(lab.take_requests(), [Request::Cancel { id: 3 }]);
        let cancelled = ("solve", Err(Failure::from("cancelled")));
        assert_eq!(watch.after_post(&mut lab, Ok(())), [cancelled]);
        assert!(watch.after_post(&mut lab, Ok(())).is_empty());
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
        };
        assert_eq!(outcome, expected);
        let dead = watch.hear::<String>(&mut lab, Err(Failure::from("boom")));
        assert!(dead.dead && dead.redraw && dead.send.is_empty(), "{dead:?}");
        assert!(!lab.explorer_view().running);
        assert!(lab.notice_text().unwrap().contains("boom"));
        let ended = watch.after_post(&mut lab, Ok(()));
        assert!(
            matches!(&ended[..], [("solve", Err(m))] if m.0.contains("boom")),
            "{ended:?}"
        );
    }
}
