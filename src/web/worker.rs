//! The subgroup explorer's Web Worker, both ends.
//!
//! - In the worker (`www/worker.js` loads this same module): [`GroupWorkerHandle`], exported
//!   to JavaScript as `GroupWorker`, wraps [`app::GroupWorker`](crate::app::GroupWorker) —
//!   requests in and arrays of replies out as plain objects (structured clones, built and
//!   read by serde-wasm-bindgen here and nowhere else), work in time slices.
//! - On the page: [`WorkerClient`] starts the worker on first use and posts requests; replies
//!   (or a string: the worker script's last word, why it died) go through the runtime's [`WorkerWatch`](crate::app::WorkerWatch), which says what they
//!   settle (the page API's `groupOrder` promises, the explorer) and when the worker has died
//!   (its promises are rejected, the explorer stops, the next request starts a new worker).
//! - After every command, [`flush`] posts what the lab left for the worker (the Megaminx's
//!   solve and its Cancel among them) and settles the page API's `solve()` promises whose
//!   job ended.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use super::dom::to_js;
use super::runtime::{request, Runtime, Shared};
use crate::app::{Answer, GroupWorker, NoticeKind, Reply, Request, Sorted, Waiter};

/// How much work one step of a slice does (about one permutation product per unit); slices
/// are timed, so this only bounds how far a slice can overrun.
const STEP_BUDGET: u64 = 4_000;

/// The worker side: a [`GroupWorker`] for `www/worker.js`.
#[wasm_bindgen(js_name = GroupWorker)]
#[derive(Default)]
pub struct GroupWorkerHandle {
    inner: GroupWorker,
}

#[wasm_bindgen(js_class = GroupWorker)]
impl GroupWorkerHandle {
    /// A worker with no jobs, offered the short solver's tables as a file; installs the
    /// worker's panic hook (a panic is reported to the page as [`Reply::Crashed`]).
    #[wasm_bindgen(constructor)]
    pub fn new() -> GroupWorkerHandle {
        super::panic::install_in_worker();
        let mut inner = GroupWorker::with_heap_probe(heap_bytes);
        inner.offer_tables();
        GroupWorkerHandle { inner }
    }

    /// Whether a solve waits for the tables' file (`worker.js` then fetches it).
    #[wasm_bindgen(js_name = wantsTables)]
    pub fn wants_tables(&self) -> bool {
        self.inner.wants_tables()
    }

    /// The tables' file, unzipped, or `undefined` and why it could not be fetched; returns the
    /// replies to post ([`replies`]).
    #[wasm_bindgen(js_name = loadTables)]
    pub fn load_tables(&mut self, bytes: Option<Vec<u8>>, why: String) -> JsValue {
        replies(&self.inner.load_tables(bytes.ok_or(why)))
    }

    /// Handles one request (the object the page posted); returns the replies due at once
    /// ([`replies`]).
    pub fn handle(&mut self, request: JsValue) -> JsValue {
        let read = serde_wasm_bindgen::from_value::<Request>(request);
        replies(&self.inner.handle_read(read))
    }

    /// Works for about `millis` milliseconds (or until idle); returns the replies
    /// ([`replies`]), each job's progress merged into its latest.
    pub fn run(&mut self, millis: f64) -> JsValue {
        let end = js_sys::Date::now() + millis;
        replies(&self.inner.run(STEP_BUDGET, || js_sys::Date::now() < end))
    }

    /// Whether some job has work left.
    pub fn busy(&self) -> bool {
        self.inner.busy()
    }
}

/// Bytes of this module's WebAssembly memory.
fn heap_bytes() -> usize {
    core::arch::wasm32::memory_size(0) * 65_536
}

/// Replies as the worker posts them: an array of plain objects, or `undefined` when there
/// are none (nothing to post).
pub fn replies(replies: &[Reply]) -> JsValue {
    if replies.is_empty() {
        JsValue::UNDEFINED
    } else {
        to_js(replies)
    }
}

/// Reads a message from the worker: a string is the worker script's last word (why it
/// died); anything else must be an array of replies, or the worker is broken.
fn read_message(rt: &Shared, data: JsValue) -> Sorted<(Function, Function)> {
    let mut r = rt.borrow_mut();
    match data.as_string() {
        Some(why) => r.watch.died(&why),
        None => r
            .watch
            .receive_read(serde_wasm_bindgen::from_value::<Vec<Reply>>(data)),
    }
}

/// Where the worker script is, next to the page.
const WORKER_URL: &str = "worker.js";

/// The same script told to fail as if its WebAssembly could not start (a test hook).
const FAILING_WORKER_URL: &str = "worker.js?fail-init";

/// The page side: one running worker. The promises waiting on it are in the runtime's
/// [`WorkerWatch`](crate::app::WorkerWatch), which outlives the worker: when it dies they are
/// rejected, this is dropped (ending the worker), and the next request starts a new one.
pub struct WorkerClient {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl WorkerClient {
    /// Starts the worker script at `url` (a module worker) reporting to the runtime.
    fn start(rt: Weak<RefCell<Runtime>>, url: &str) -> Result<WorkerClient, String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(url, &options)
            .map_err(|e| format!("the browser refused a Web Worker: {e:?}"))?;
        let weak = rt.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            if super::panic::happened() {
                return;
            }
            if let Some(rt) = weak.upgrade() {
                let sorted = read_message(&rt, e.data());
                deliver(&rt, sorted);
            }
        });
        let on_error = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
            e.prevent_default();
            if super::panic::happened() {
                return;
            }
            let message = js_sys::Reflect::get(&e, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
                .unwrap_or_else(|| "its script could not run".to_string());
            if let Some(rt) = rt.upgrade() {
                let sorted = rt.borrow_mut().watch.died(&message);
                deliver(&rt, sorted);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(WorkerClient {
            worker,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Posts requests, each as a plain object.
    pub fn send(&self, requests: &[Request]) {
        for r in requests {
            let _ = self.worker.post_message(&to_js(r));
        }
    }
}

impl Drop for WorkerClient {
    /// Ends the worker; nothing it sent afterwards reaches the page.
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// Posts requests to the worker, starting it first if need be (a failure to start is a
/// notice in the panel, and the reason).
pub fn post(rt: &Shared, requests: &[Request]) -> Result<(), String> {
    if requests.is_empty() {
        return Ok(());
    }
    match client(rt) {
        Ok(()) => {
            if let Some(w) = rt.borrow().worker.as_ref() {
                w.send(requests);
            }
            Ok(())
        }
        Err(e) => {
            rt.borrow_mut()
                .lab
                .sim_mut()
                .set_notice(NoticeKind::Error, e.clone());
            Err(e)
        }
    }
}

/// After a command: posts the requests the lab left (a worker that cannot start fails what
/// waited on it), then settles the `solve()` promises whose Megaminx solve ended — with the
/// plan as the panel opened it, or the reason.
pub fn flush(rt: &Shared) {
    let requests = rt.borrow_mut().lab.take_requests();
    if let Err(e) = post(rt, &requests) {
        let rejected = {
            let mut r = rt.borrow_mut();
            r.lab.worker_lost(&e);
            r.watch.cannot_start(&e)
        };
        settle(rejected);
    }
    let settled = {
        let Runtime { lab, watch, .. } = &mut *rt.borrow_mut();
        let outcomes = lab.take_solve_outcomes();
        let plan = || Ok(Answer::Plan(Box::new(lab.open_plan()?)));
        watch.solves_ended(outcomes, plan)
    };
    settle(settled);
}

/// Resolves (`Ok`, with the answer as a JavaScript value) or rejects (`Err`, with the
/// reason) promises.
fn settle(settled: Vec<((Function, Function), Result<Answer, String>)>) {
    for ((resolve, reject), outcome) in settled {
        let (f, value) = match outcome {
            Ok(answer) => (resolve, to_js(&answer)),
            Err(why) => (reject, JsValue::from_str(&why)),
        };
        let _ = f.call1(&JsValue::NULL, &value);
    }
}

/// A promise of what `waiter` waits for (see [`Waiter`]), kept in the
/// [`WorkerWatch`](crate::app::WorkerWatch) until the worker (or the lab) settles it.
pub fn promise(rt: &Shared, waiter: Waiter) -> Promise {
    let mut held = None;
    let promise = Promise::new(&mut |resolve, reject| held = Some((resolve, reject)));
    if let Some(fns) = held {
        rt.borrow_mut().watch.wait_for(waiter, fns);
    }
    promise
}

/// Makes sure a worker runs (unless
/// [`WorkerWatch::may_start`](crate::app::WorkerWatch::may_start) says no more); the reason
/// when none can.
fn client(rt: &Shared) -> Result<(), String> {
    let weak = Rc::downgrade(rt);
    let mut r = rt.borrow_mut();
    if r.worker.is_none() {
        r.watch.may_start()?;
        r.worker = Some(WorkerClient::start(weak, WORKER_URL)?);
    }
    Ok(())
}

/// The page API's `debugCrashWorker(kind)`, a test hook: `"panic"` makes the worker panic
/// (after the requests posted before it are read); `"init"` lets the running worker go
/// (as if it had died) and starts one whose WebAssembly fails to start, so the requests
/// that follow meet it.
pub fn debug_crash(rt: &Shared, kind: &str) -> Result<(), String> {
    match kind {
        "panic" => {
            client(rt)?;
            post(rt, &[Request::Panic])?;
        }
        "init" => {
            if rt.borrow().worker.is_some() {
                let sorted = rt
                    .borrow_mut()
                    .watch
                    .died("it was stopped on purpose (a test hook)");
                deliver(rt, sorted);
            }
            let failing = WorkerClient::start(Rc::downgrade(rt), FAILING_WORKER_URL)?;
            rt.borrow_mut().worker = Some(failing);
        }
        k => {
            let k = crate::quote::quote(k);
            return Err(format!("unknown crash {k} (use panic or init)"));
        }
    }
    Ok(())
}

/// Carries out what a batch of replies means (the [`WorkerWatch`](crate::app::WorkerWatch)
/// decided it): feeds the lab, lets settled jobs go, drops a dead worker, then settles the
/// promises.
fn deliver(rt: &Shared, sorted: Sorted<(Function, Function)>) {
    let Sorted {
        settle,
        requests,
        for_lab,
        died,
    } = sorted;
    let mut changed = died.is_some();
    {
        let mut r = rt.borrow_mut();
        for reply in &for_lab {
            changed |= r.lab.receive(reply);
        }
        match &died {
            Some(why) => {
                r.worker = None;
                r.lab.worker_lost(why);
            }
            None => {
                if let Some(w) = r.worker.as_ref() {
                    w.send(&requests);
                }
            }
        }
    }
    self::settle(settle);
    if changed {
        request(rt);
    }
}
