//! [`WorkerLink`]: the subgroup worker as the page holds it — the running worker, if any,
//! and the [`WorkerWatch`] that outlives it. It decides when a worker starts (on the first
//! request, unless the watch says no more), what it is sent and when it is dropped (it
//! died); the page only lends it a way to start one and to post ([`Post`]), so all of that
//! is tested natively.

use super::worker_outcome::WorkerOutcome;
use super::worker_watch::Settled;
use super::worker_watch::WorkerWatch;
use crate::app::api::DebugCrash;
use crate::app::api::Waiter;
use crate::app::lab::Lab;
use crate::app::worker::Failure;
use crate::app::worker::Reply;
use crate::app::worker::Request;

/// Where the worker script is, next to the page.
pub const WORKER_SCRIPT: &str = "worker.js";

/// A running worker: what requests are posted through.
pub trait Post {
    /// Posts requests, in order.
    fn post(&self, requests: &[Request]);
}

/// The worker, once started, and the promises (`T`: what settles one) waiting on it.
pub struct WorkerLink<W, T> {
    worker: Option<W>,
    watch: WorkerWatch<T>,
}

impl<W, T> Default for WorkerLink<W, T> {
    fn default() -> WorkerLink<W, T> {
        WorkerLink {
            worker: None,
            watch: WorkerWatch::new(),
        }
    }
}

impl<W: Post, T> WorkerLink<W, T> {
    /// A promise now waits for what `waiter` says (see [`WorkerWatch::wait_for`]).
    pub fn wait_for(&mut self, waiter: Waiter, settle: T) {
        self.watch.wait_for(waiter, settle);
    }

    /// Whether a worker is running.
    pub fn running(&self) -> bool {
        self.worker.is_some()
    }

    /// Posts `requests`, starting a worker first from [`WORKER_SCRIPT`] with `start` if none
    /// runs (unless [`WorkerWatch::may_start`] says no more); the reason when none can
    /// take them.
    pub fn post(&mut self, requests: &[Request], start: impl Start<W>) -> Result<(), Failure> {
        if requests.is_empty() {
            return Ok(());
        }
        if self.worker.is_none() {
            self.watch.may_start()?;
            self.worker = Some(start(WORKER_SCRIPT)?);
        }
        if let Some(w) = &self.worker {
            w.post(requests);
        }
        Ok(())
    }

    /// After a command: posts the requests the lab left ([`WorkerLink::post`]); returns
    /// what [`WorkerWatch::after_post`] settles.
    pub fn flush(&mut self, lab: &mut Lab, start: impl Start<W>) -> Vec<Settled<T>> {
        let posted = self.post(&lab.take_requests(), start);
        self.watch.after_post(lab, posted)
    }

    /// What the worker said, carried out ([`WorkerWatch::hear`]): a dead worker is dropped
    /// (the next request starts another), a live one is sent what lets settled jobs go.
    /// The page settles the outcome's promises and redraws when it says so.
    pub fn hear<E: std::fmt::Display>(
        &mut self,
        lab: &mut Lab,
        said: Result<Result<Vec<Reply>, E>, Failure>,
    ) -> WorkerOutcome<T> {
        let outcome = self.watch.hear(lab, said);
        if outcome.dead {
            self.worker = None;
        }
        if let Some(w) = &self.worker {
            w.post(&outcome.send);
        }
        outcome
    }

    /// Runs `worker` in place of the running one.
    fn replace(&mut self, worker: W) {
        self.worker = Some(worker);
    }

    /// The page API's `debugCrashWorker` (a test hook, see [`DebugCrash`]): `Panic` posts
    /// [`Request::Panic`]; `Init` starts a worker from [`DebugCrash::FAILING_SCRIPT`] and
    /// lets the running one go as if it had died, which rejects what waits on it (returned).
    pub fn crash(
        &mut self,
        lab: &mut Lab,
        crash: DebugCrash,
        start: impl Start<W>,
    ) -> Result<Vec<Settled<T>>, Failure> {
        if crash == DebugCrash::Panic {
            return self.post(&[Request::Panic], start).map(|()| Vec::new());
        }
        let failing = start(DebugCrash::FAILING_SCRIPT)?;
        let mut settle = Vec::new();
        if self.running() {
            let stopped = Err(Failure::from(DebugCrash::STOPPED));
            settle = self.hear::<String>(lab, stopped).settle;
        }
        self.replace(failing);
        Ok(settle)
    }
}

/// How the page starts a worker from a script's address.
pub trait Start<W>: FnOnce(&'static str) -> Result<W, Failure> {}

impl<W, F: FnOnce(&'static str) -> Result<W, Failure>> Start<W> for F {}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::rc::Rc;

    use super::*;
    use crate::app::api::ApiAnswer;
    use crate::app::api::ApiCall;
    use crate::app::link::Answer;
    use crate::app::link::MAX_FAILURES;

    /// A worker that logs what it is posted, as `(which worker, request)`.
    struct Fake(usize, Rc<RefCell<Vec<(usize, Request)>>>);

    impl Post for Fake {
        fn post(&self, requests: &[Request]) {
            let posted = requests.iter().map(|r| (self.0, r.clone()));
            self.1.borrow_mut().extend(posted);
        }
    }

    /// Asks the lab for the worker's heap: a promise named `name` waits on the job.
    fn ask_heap(lab: &mut Lab, link: &mut WorkerLink<Fake, &'static str>, name: &'static str) {
        let Ok(ApiAnswer::Await(waiter)) = lab.api(ApiCall::WorkerHeap) else {
            panic!("the heap waits for the worker");
        };
        link.wait_for(waiter, name);
    }

    /// Nothing to post starts nothing; the first request starts a worker, later ones reach
    /// the same one; a death drops it and the next request starts another.
    #[test]
    fn a_worker_starts_on_the_first_request_and_again_after_a_death() {
        let log = Rc::new(RefCell::new(Vec::new()));
        let mut starts = 0;
        let mut start = |_: &str| {
            starts += 1;
            Ok(Fake(starts, log.clone()))
        };
        let (mut lab, mut link) = (Lab::new(), WorkerLink::default());
        assert!(link.flush(&mut lab, &mut start).is_empty());
        assert!(!link.running());
        ask_heap(&mut lab, &mut link, "first");
        ask_heap(&mut lab, &mut link, "second");
        assert!(link.flush(&mut lab, &mut start).is_empty());
        assert!(link.running());
        let heard = link.hear::<String>(&mut lab, Ok(Ok(vec![Reply::Heap { id: 1, bytes: 8 }])));
        assert_eq!(heard.settle, [("first", Ok(Answer::Bytes(8)))]);
        let dead = link.hear::<String>(&mut lab, Err(Failure::from("boom")));
        let rejected = &dead.settle[..];
        assert!(
            matches!(rejected, [("second", Err(m))] if m.0.contains("boom")),
            "{rejected:?}"
        );
        assert!(!link.running());
        ask_heap(&mut lab, &mut link, "third");
        assert!(link.flush(&mut lab, &mut start).is_empty());
        let workers: Vec<usize> = log.borrow().iter().map(|(w, _)| *w).collect();
        assert_eq!(workers, [1, 1, 1, 2], "{:?}", log.borrow());
        assert_eq!(log.borrow()[2].1, Request::Forget { id: 1 });
    }

    /// After [`MAX_FAILURES`] deaths in a row no worker starts: the waiting promise is
    /// rejected with the reason; a start that fails rejects it too.
    #[test]
    fn no_worker_starts_after_repeated_deaths_or_a_failed_start() {
        let log = Rc::new(RefCell::new(Vec::new()));
        let (mut lab, mut link) = (Lab::new(), WorkerLink::default());
        let refused = |_: &str| Err::<Fake, _>(Failure::from("refused"));
        ask_heap(&mut lab, &mut link, "heap");
        assert_eq!(
            link.flush(&mut lab, refused),
            [("heap", Err("refused".into()))]
        );
        for _ in 0..MAX_FAILURES {
            link.replace(Fake(0, log.clone()));
            let _ = link.hear::<String>(&mut lab, Err(Failure::from("boom")));
        }
        ask_heap(&mut lab, &mut link, "late");
        let settled = link.flush(&mut lab, |_: &str| Ok(Fake(1, log.clone())));
        assert!(
            matches!(&settled[..], [("late", Err(m))] if m.0.contains("reload")),
            "{settled:?}"
        );
        assert!(log.borrow().is_empty() && !link.running());
    }

    /// The test hook: `init` rejects what waits on the running worker and starts the failing
    /// script in its place; `panic` asks the running worker (or a new one) to panic.
    #[test]
    fn the_crash_hook_replaces_or_panics_the_worker() {
        let log = Rc::new(RefCell::new(Vec::new()));
        let scripts = RefCell::new(Vec::new());
        let start = |url: &'static str| {
            scripts.borrow_mut().push(url);
            Ok(Fake(scripts.borrow().len(), log.clone()))
        };
        let (mut lab, mut link) = (Lab::new(), WorkerLink::default());
        assert_eq!(
            link.crash(&mut lab, DebugCrash::Init, start),
            Ok(Vec::new())
        );
        ask_heap(&mut lab, &mut link, "heap");
        let _ = link.flush(&mut lab, start);
        let rejected = link.crash(&mut lab, DebugCrash::Init, start).unwrap();
        assert_eq!(
            rejected,
            [(
                "heap",
                Err(Failure(format!(
                    "the subgroup worker stopped: {}",
                    DebugCrash::STOPPED
                )))
            )]
        );
        assert_eq!(
            link.crash(&mut lab, DebugCrash::Panic, start),
            Ok(Vec::new())
        );
        let last = log.borrow().last().cloned();
        assert_eq!(
            last,
            Some((2, Request::Panic)),
            "the running worker is asked"
        );
        let failing = DebugCrash::FAILING_SCRIPT;
        assert_eq!(*scripts.borrow(), [failing, failing]);
        let refused = |_: &'static str| Err::<Fake, _>(Failure::from("refused"));
        assert_eq!(
            link.crash(&mut lab, DebugCrash::Init, refused),
            Err("refused".into())
        );
        assert!(
            link.running(),
            "a refused start leaves the worker as it was"
        );
    }
}
