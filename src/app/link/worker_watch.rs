//! [`WorkerWatch`]: the page's side of the subgroup worker — which page-API promises wait on
//! which job, what each batch of replies settles, and what the page does when the worker
//! dies.
//!
//! The worker can die: a panic in its WebAssembly, a module that never starts, a reply that
//! cannot be read, a script error. Then no job of it will ever answer, so every waiting
//! promise is rejected with the reason (and the explorer gives up its job, see
//! [`Lab::worker_lost`](crate::app::lab::Lab::worker_lost)); the page drops that worker and starts a
//! fresh one for the next request. A worker that dies [`MAX_FAILURES`] times in a row,
//! without answering anything in between, is not started again: each start costs a compile
//! of the module, and something is wrong that a restart does not mend.
//!
//! `T` is whatever settles a promise (the page keeps JavaScript functions; the tests keep
//! names), so all of it runs natively.

use crate::app::worker::Failure;
use std::collections::BTreeMap;

use serde::Serialize;

use crate::app::lab::PlanView;
use crate::app::lab::SolveOutcome;
use crate::app::lab::Waiter;
use crate::app::worker::AnatomyView;
use crate::app::worker::Reply;
use crate::app::worker::Request;
use crate::wire::{Bytes, Decimal};

/// How many deaths in a row (with no answer in between) end the restarts.
pub const MAX_FAILURES: u32 = 3;

/// The promises waiting on the worker, and how it has fared.
#[derive(Debug)]
pub struct WorkerWatch<T> {
    waiting: BTreeMap<u32, T>,
    /// `solve()` promises and the Megaminx solve job each waits on (the lab says when a job
    /// ended: see [`WorkerWatch::solves_ended`]).
    solves: Vec<(u32, T)>,
    failures: u32,
}

/// What a page-API promise on the worker resolves to. On the page it is a decimal string
/// (an order can exceed JavaScript's numbers) or a number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Answer {
    /// A group's order (`groupOrder`).
    Order(Decimal),
    /// Bytes of the worker's memory (`workerHeap`).
    Bytes(usize),
    /// Whether a method is built (`methodReady`).
    Flag(bool),
    /// A position's anatomy (`anatomy()`).
    Anatomy(Box<AnatomyView>),
    /// The plan a solve opened in the panel (`solve()` with a method planned in the worker).
    Plan(Box<PlanView>),
    /// A film's GIF (`film()`): a `Uint8Array` on the page.
    Gif(Bytes),
}

/// A promise to settle and how: `Ok(answer)` resolves it, `Err(reason)` rejects it (`T`:
/// what settles it, the page's).
pub type Settled<T> = (T, Result<Answer, Failure>);

/// What one batch of the worker's replies means for the page.
#[derive(Debug)]
pub struct Sorted<T> {
    /// Promises to settle: `Ok(answer)` resolves, `Err(reason)` rejects.
    pub settle: Vec<Settled<T>>,
    /// Requests to post back (letting settled jobs go).
    pub requests: Vec<Request>,
    /// Replies for the lab: every one read (the lab follows its own jobs — the explorer's,
    /// the solves', a film, a script's too — and ignores the rest).
    pub for_lab: Vec<Reply>,
    /// The worker died: the page drops it, and this says why (for the explorer and the
    /// notice). Every waiting promise is in `settle`, rejected.
    pub died: Option<String>,
}

impl<T> Default for Sorted<T> {
    fn default() -> Sorted<T> {
        Sorted {
            settle: Vec::new(),
            requests: Vec::new(),
            for_lab: Vec::new(),
            died: None,
        }
    }
}

impl<T> Default for WorkerWatch<T> {
    fn default() -> WorkerWatch<T> {
        WorkerWatch {
            waiting: BTreeMap::new(),
            solves: Vec::new(),
            failures: 0,
        }
    }
}

impl<T> WorkerWatch<T> {
    /// Nothing waiting, no failures.
    pub fn new() -> WorkerWatch<T> {
        WorkerWatch::default()
    }

    /// Whether a worker may be started now; the reason when not.
    pub fn may_start(&self) -> Result<(), Failure> {
        if self.failures >= MAX_FAILURES {
            return Err(Failure(format!(
                "the subgroup worker stopped {} times in a row; reload the page to try again",
                self.failures
            )));
        }
        Ok(())
    }

    /// A promise now waits on job `id`.
    pub fn wait(&mut self, id: u32, settle: T) {
        self.waiting.insert(id, settle);
    }

    /// A promise now waits for what `waiter` says: a job's answer, or a Megaminx solve's end
    /// ([`WorkerWatch::solves_ended`]).
    pub fn wait_for(&mut self, waiter: Waiter, settle: T) {
        match waiter {
            Waiter::Job(id) => self.wait(id, settle),
            Waiter::Solve(id) => self.solves.push((id, settle)),
        }
    }

    /// No worker could take the requests (`why`): the promises waiting on jobs are rejected
    /// with the reason (a solve's promise ends with the lab's solve, see
    /// `Lab::worker_lost`).
    pub fn cannot_start(&mut self, why: &str) -> Vec<Settled<T>> {
        let waiting = std::mem::take(&mut self.waiting).into_values();
        waiting.map(|t| (t, Err(Failure::from(why)))).collect()
    }

    /// Settles the `solve()` promises whose job ended (`outcomes`, as the lab reports them):
    /// with `plan()`, the plan the panel opened, or the reason.
    pub fn solves_ended(
        &mut self,
        outcomes: Vec<SolveOutcome>,
        plan: impl Fn() -> Result<Answer, Failure>,
    ) -> Vec<Settled<T>> {
        let mut settled = Vec::new();
        for (id, outcome) in outcomes {
            if let Some(k) = self.solves.iter().position(|(job, _)| *job == id) {
                let (_, settle) = self.solves.swap_remove(k);
                settled.push((settle, outcome.and_then(|()| plan())));
            }
        }
        settled
    }

    /// How many promises are waiting.
    pub fn waiting(&self) -> usize {
        self.waiting.len()
    }

    /// Sorts a batch of replies as it was read at the edge: the replies, or why the message
    /// could not be read as any — which means the worker is broken.
    pub fn receive_read<E: std::fmt::Display>(&mut self, read: Result<Vec<Reply>, E>) -> Sorted<T> {
        match read {
            Ok(replies) => self.receive(replies),
            Err(e) => self.died(&format!("it sent a reply that cannot be read ({e})")),
        }
    }

    /// Sorts a batch of replies.
    pub fn receive(&mut self, replies: Vec<Reply>) -> Sorted<T> {
        let mut out = Sorted::default();
        for reply in replies {
            let id = reply.id();
            let outcome = match &reply {
                Reply::Crashed { message } => {
                    let mut dead = self.died(message);
                    dead.settle.splice(0..0, out.settle);
                    dead.for_lab.splice(0..0, out.for_lab);
                    return dead;
                }
                Reply::Done { report, .. } => Some(Ok(Answer::Order(report.order.clone()))),
                Reply::Failed { message, .. } => Some(Err(Failure(message.clone()))),
                Reply::Cancelled { .. } => Some(Err("cancelled".into())),
                Reply::Heap { bytes, .. } => Some(Ok(Answer::Bytes(*bytes))),
                Reply::Ready { ready, .. } => Some(Ok(Answer::Flag(*ready))),
                Reply::Filmed { gif, .. } => Some(Ok(Answer::Gif(gif.clone()))),
                Reply::Anatomy { anatomy, .. } => {
                    Some(Ok(Answer::Anatomy(Box::new(anatomy.clone()))))
                }
                Reply::Progress { .. }
                | Reply::Member { .. }
                | Reply::Building { .. }
                | Reply::Planned { .. }
                | Reply::Shorter { .. }
                | Reply::Searched { .. }
                | Reply::Encoding { .. }
                | Reply::Answered { .. } => None,
            };
            if matches!(
                reply,
                Reply::Done { .. }
                    | Reply::Member { .. }
                    | Reply::Planned { .. }
                    | Reply::Heap { .. }
                    | Reply::Ready { .. }
                    | Reply::Anatomy { .. }
            ) {
                self.failures = 0;
            }
            if let Some((settle, outcome)) =
                outcome.and_then(|o| Some((self.waiting.remove(&id)?, o)))
            {
                out.settle.push((settle, outcome));
                out.requests.push(Request::Forget { id });
            }
            out.for_lab.push(reply);
        }
        out
    }

    /// The worker died (`why`): every waiting promise is rejected, and the death counts
    /// towards [`MAX_FAILURES`].
    pub fn died(&mut self, why: &str) -> Sorted<T> {
        self.failures += 1;
        let message = format!("the subgroup worker stopped: {why}");
        Sorted {
            settle: std::mem::take(&mut self.waiting)
                .into_values()
                .map(|t| (t, Err(Failure(message.clone()))))
                .collect(),
            died: Some(message),
            ..Sorted::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::{Actor, ApiCall};
    use crate::app::lab::Lab;
    use crate::app::lab::{ApiAnswer, Outcome};
    use crate::app::worker::GroupWorker;
    use crate::app::worker::SubgroupReport;
    use crate::puzzle::PuzzleKind;
    use serde_json::{json, Value};

    /// The page and a worker, wired as the browser wires them: requests go in as values,
    /// replies come back as arrays of values (`serde_json::Value` stands in for the
    /// structured clone).
    struct Page {
        lab: Lab,
        watch: WorkerWatch<&'static str>,
        worker: Option<GroupWorker>,
        settled: Vec<(&'static str, Result<Answer, Failure>)>,
    }

    fn order(n: u64) -> Answer {
        Answer::Order(n.into())
    }

    impl Page {
        fn new() -> Page {
            Page {
                lab: Lab::new(),
                watch: WorkerWatch::new(),
                worker: None,
                settled: Vec::new(),
            }
        }

        /// Posts requests, starting a worker if need be (unless [`WorkerWatch::may_start`]
        /// says no more: the reason), and delivers the replies due at once.
        fn post(&mut self, requests: &[Request]) -> Result<(), Failure> {
            if requests.is_empty() {
                return Ok(());
            }
            if self.worker.is_none() {
                self.watch.may_start()?;
                self.worker = Some(GroupWorker::new());
            }
            let w = self.worker.as_mut().expect("a worker");
            let batches: Vec<Value> = requests
                .iter()
                .map(|r| {
                    let read = serde_json::from_value(serde_json::to_value(r).unwrap());
                    serde_json::to_value(w.handle_read(read)).unwrap()
                })
                .collect();
            for batch in batches {
                self.arrive(batch);
            }
            Ok(())
        }

        /// After an action, as the page does it: posts what its outcome holds, then settles
        /// what [`WorkerWatch::after_post`] says.
        fn carry(&mut self, outcome: Outcome) {
            let posted = self.post(&outcome.requests);
            let settled = self.watch.after_post(&mut self.lab, posted, outcome.solves);
            self.settled.extend(settled);
        }

        /// A call of the page API, as the page makes it: a promise waits in the watch when
        /// the lab answers `Await`, an error rejects at once; then [`Page::carry`].
        fn call(&mut self, name: &'static str, call: ApiCall) {
            let outcome = self.lab.act(call.action().unwrap(), Actor::Script);
            match &outcome.answer {
                Ok(ApiAnswer::Await(waiter)) => self.watch.wait_for(*waiter, name),
                Ok(_) => {}
                Err(e) => self.settled.push((name, Err(Failure(e.to_string())))),
            }
            self.carry(outcome);
        }

        /// A message from the worker, read as the page reads it, and carried out as the
        /// page does: the lab and the promises first, then the worker (dropped, or sent what
        /// lets settled jobs go).
        fn arrive(&mut self, message: Value) {
            let read = serde_json::from_value::<Vec<Reply>>(message);
            let outcome = self.watch.hear(&mut self.lab, Ok(read));
            self.settled.extend(outcome.settle);
            if outcome.dead {
                self.worker = None;
            } else {
                self.post(&outcome.send).expect("a running worker");
            }
        }

        /// `groupOrder(puzzle, gens)`.
        fn group_order(&mut self, name: &'static str, puzzle: PuzzleKind, gens: &str) {
            let puzzle = puzzle.to_string();
            let gens = Some(gens.to_string());
            self.call(name, ApiCall::GroupOrder { puzzle, gens });
        }

        /// Runs the worker to the end, delivering every reply.
        fn run(&mut self) {
            while let Some(w) = self.worker.as_mut().filter(|w| w.busy()) {
                let batch = serde_json::to_value(w.run(5_000, || true)).unwrap();
                self.arrive(batch);
            }
        }
    }

    fn settled<'a>(page: &'a Page, name: &str) -> Option<&'a Result<Answer, Failure>> {
        page.settled
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, r)| r)
    }

    #[test]
    fn a_crash_rejects_every_waiting_promise_and_the_next_worker_answers() {
        let mut page = Page::new();
        page.lab.select(PuzzleKind::Pyraminx);
        page.group_order("first", PuzzleKind::Pyraminx, "");
        page.group_order("second", PuzzleKind::Cube2, "R G");
        let explore = page.lab.explore();
        page.post(&explore).unwrap();
        assert!(page.lab.explorer_view().running);
        assert_eq!(page.watch.waiting(), 2);
        // The worker panics: its hook posts this.
        page.arrive(json!([{"crashed": {"message": "panicked at x.rs:1:1: boom"}}]));
        assert!(page.worker.is_none(), "the dead worker is dropped");
        assert_eq!(page.watch.waiting(), 0);
        for name in ["first", "second"] {
            assert_eq!(
                settled(&page, name),
                Some(&Err(
                    "the subgroup worker stopped: panicked at x.rs:1:1: boom".into()
                )),
                "{name}"
            );
        }
        let view = page.lab.explorer_view();
        assert!(!view.running);
        assert!(view.status.contains("boom"), "{}", view.status);
        let notice = page.lab.panel().notice.unwrap();
        assert!(
            notice.is_error() && notice.text.contains("boom"),
            "{notice:?}"
        );
        // The next request starts a fresh worker, which answers.
        page.group_order("third", PuzzleKind::Pyraminx, "s5 s6 s7 s8");
        page.run();
        assert_eq!(settled(&page, "third"), Some(&Ok(order(933_120))));
        let explore = page.lab.explore();
        page.post(&explore).unwrap();
        page.run();
        assert_eq!(page.lab.explorer_view().order, "75,582,720");
    }

    /// `solve('short')` waits for the worker; its promise ends with the plan the panel
    /// opened when the plan arrives (the redraw flushes). The worker's plan is made up
    /// here (no steps): planning for real takes minutes in a debug build.
    #[test]
    fn a_short_solve_promise_ends_with_the_plan() {
        let mut page = Page::new();
        let scramble = ApiCall::Scramble {
            kind: "wca".into(),
            seed: None,
        };
        page.call("scramble", scramble.seeded(3));
        let short = Some("short".to_string());
        page.call(
            "solve",
            ApiCall::Solve {
                method: short,
                budget: None,
            },
        );
        assert_eq!(settled(&page, "solve"), None, "it waits");
        assert!(page.worker.as_ref().is_some_and(GroupWorker::busy));
        page.arrive(json!([{"planned": {"id": 1, "method": "short", "steps": []}}]));
        let Some(Ok(Answer::Plan(plan))) = settled(&page, "solve") else {
            panic!("{:?}", page.settled);
        };
        assert_eq!(plan.method, "short");
        assert_eq!(Ok(&**plan), page.lab.open_plan().as_ref());
    }

    /// `anatomy()` answers for the position on screen, as the worker counts it.
    #[test]
    fn anatomy_answers_for_the_position_on_screen() {
        let mut page = Page::new();
        page.lab.select(PuzzleKind::Cube2);
        page.call("solved", ApiCall::Anatomy {});
        let apply = ApiCall::Apply {
            alg: "R".into(),
            notation: None,
        };
        page.call("apply", apply);
        page.call("turned", ApiCall::Anatomy {});
        let view = |name| match settled(&page, name) {
            Some(Ok(Answer::Anatomy(view))) => view.clone(),
            other => panic!("{name}: {other:?}"),
        };
        let (solved, turned) = (view("solved"), view("turned"));
        assert_eq!(solved.order.as_str(), "1");
        assert_eq!(solved.same_order.as_str(), "1");
        assert_eq!(turned.order.as_str(), "4", "{turned:?}");
        assert_eq!(turned.group_order.as_str(), "88179840");
        assert_ne!(turned.cycle_type, solved.cycle_type);
        assert_eq!(page.watch.waiting(), 0);
        // The first call asked the census for the histogram too, and the lab keeps it.
        let census = page.lab.census().expect("the census came with the answers");
        assert_eq!(census.share(1), 1.0 / 88_179_840.0);
    }

    #[test]
    fn replies_settle_their_promises_and_let_the_job_go() {
        let mut page = Page::new();
        page.group_order("a", PuzzleKind::Cube2, "R");
        page.group_order("bad", PuzzleKind::Cube2, "R Q");
        let ex = page.lab.explore();
        page.post(&ex).unwrap();
        page.run();
        assert_eq!(
            settled(&page, "a"),
            Some(&Ok(order(4))),
            "R is a quarter turn"
        );
        assert!(matches!(settled(&page, "bad"), Some(Err(m)) if m.0.contains("\"Q\"")));
        assert_eq!(page.watch.waiting(), 0);
        assert!(!page.worker.as_ref().unwrap().busy());
        assert!(
            page.lab.explorer_view().report.is_some(),
            "the explorer got its own"
        );
    }

    /// A worker that cannot start rejects the jobs' promises at once with the reason; a
    /// solve's promise waits for the lab to say how its job ended.
    #[test]
    fn no_worker_rejects_jobs_and_solves_end_with_the_lab() {
        let mut watch: WorkerWatch<&str> = WorkerWatch::new();
        watch.wait_for(Waiter::Job(1), "order");
        watch.wait_for(Waiter::Solve(2), "solve");
        watch.wait_for(Waiter::Solve(3), "other solve");
        let rejected = watch.cannot_start("no workers here");
        assert_eq!(
            rejected,
            vec![("order", Err(Failure::from("no workers here")))]
        );
        let plan = || Ok(Answer::Bytes(9));
        let ended = watch.solves_ended(vec![(2, Ok(())), (4, Ok(()))], plan);
        assert_eq!(ended, vec![("solve", Ok(Answer::Bytes(9)))]);
        let failed = watch.solves_ended(vec![(3, Err("cancelled".into()))], plan);
        assert_eq!(
            failed,
            vec![("other solve", Err(Failure::from("cancelled")))]
        );
        assert!(
            watch.solves_ended(vec![(2, Ok(()))], plan).is_empty(),
            "once"
        );
    }

    #[test]
    fn a_batch_cut_short_by_a_crash_keeps_what_came_before() {
        let mut watch: WorkerWatch<u32> = WorkerWatch::new();
        watch.wait(1, 1);
        watch.wait_for(Waiter::Job(2), 2);
        let done = Reply::Done {
            id: 1,
            report: SubgroupReport {
                puzzle: PuzzleKind::Cube2,
                generators: vec!["R".into()],
                order: 3u64.into(),
                factors: vec![(3, 1)],
                full_order: 3_674_160u64.into(),
                index: 1_224_720u64.into(),
                degree: 24,
                base: vec![1],
                orbits: vec![vec![1, 2, 3]],
            },
        };
        let progress = Reply::Progress {
            id: 7,
            fraction: 0.5,
            levels: 1,
            whole_group: false,
        };
        let crash = Reply::Crashed {
            message: "gone".into(),
        };
        let done_heard = done.clone();
        let sorted = watch.receive(vec![done, progress.clone(), crash, progress.clone()]);
        assert_eq!(
            sorted.settle,
            [
                (1, Ok(order(3))),
                (2, Err(Failure::from("the subgroup worker stopped: gone")))
            ]
        );
        assert_eq!(
            sorted.for_lab,
            [done_heard, progress],
            "the lab hears what came before the crash, nothing after"
        );
        assert!(sorted.requests.is_empty(), "a dead worker is sent nothing");
        assert_eq!(
            sorted.died.as_deref(),
            Some("the subgroup worker stopped: gone")
        );
    }

    /// A message that is not an array of replies — not an array, an unknown reply, a reply
    /// whose order is not a decimal number — kills the worker; after three deaths in a row
    /// no new one is started.
    #[test]
    fn unreadable_replies_kill_the_worker_and_restarts_stop_after_three() {
        let mut watch: WorkerWatch<()> = WorkerWatch::new();
        let malformed = [
            json!("<html>"),
            json!([{"exploded": {"id": 1}}]),
            json!([{"heap": {"id": 3, "bytes": "lots"}}]),
        ];
        for (k, message) in (1..=MAX_FAILURES).zip(malformed) {
            assert!(watch.may_start().is_ok());
            watch.wait(k, ());
            let sorted = watch.receive_read(serde_json::from_value::<Vec<Reply>>(message));
            assert!(sorted.died.unwrap().contains("cannot be read"));
            assert!(matches!(sorted.settle[..], [((), Err(_))]));
        }
        let why = watch.may_start().unwrap_err();
        assert!(why.0.contains("3 times in a row"), "{why}");
    }

    /// A group order resolves as a decimal string (exact past 2⁵³), memory as a number.
    #[test]
    fn answers_cross_as_decimal_strings_and_numbers() {
        let big: Decimal = "100669616553523347122516032313645505168688116411019768627200000000000"
            .parse()
            .unwrap();
        assert_eq!(
            serde_json::to_value(Answer::Order(big)).unwrap(),
            json!("100669616553523347122516032313645505168688116411019768627200000000000")
        );
        assert_eq!(serde_json::to_value(Answer::Bytes(42)).unwrap(), json!(42));
    }

    #[test]
    fn an_answer_between_deaths_resets_the_count() {
        let mut watch: WorkerWatch<()> = WorkerWatch::new();
        for _ in 0..10 {
            watch.died("boom");
            watch.receive(vec![Reply::Member {
                id: 1,
                answer: crate::app::worker::Membership::NotMember,
            }]);
        }
        assert!(watch.may_start().is_ok());
    }
}
