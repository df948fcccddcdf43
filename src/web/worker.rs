//! The subgroup explorer's Web Worker, both ends.
//!
//! - In the worker (`www/worker.js` loads this same module): [`GroupWorkerHandle`], exported
//!   to JavaScript as `GroupWorker`, wraps [`app::GroupWorker`](crate::app::GroupWorker) —
//!   JSON requests in, JSON arrays of replies out, work in time slices.
//! - On the page: [`WorkerClient`] starts the worker on first use, posts requests, and hands
//!   replies to the explorer or to the page API's promises (`groupOrder`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::{Rc, Weak};

use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use super::runtime::{request, Runtime, Shared};
use crate::app::{GroupWorker, Reply, Request};

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
    /// A worker with no jobs.
    #[wasm_bindgen(constructor)]
    pub fn new() -> GroupWorkerHandle {
        GroupWorkerHandle::default()
    }

    /// Handles one request (JSON); returns the replies due at once as a JSON array.
    pub fn handle(&mut self, request: &str) -> String {
        to_json(&self.inner.handle_json(request))
    }

    /// Works for about `millis` milliseconds (or until idle); returns the replies as a JSON
    /// array, each job's progress merged into its latest.
    pub fn run(&mut self, millis: f64) -> String {
        let end = js_sys::Date::now() + millis;
        to_json(&self.inner.run(STEP_BUDGET, || js_sys::Date::now() < end))
    }

    /// Whether some job has work left.
    pub fn busy(&self) -> bool {
        self.inner.busy()
    }
}

fn to_json(replies: &[Reply]) -> String {
    serde_json::to_string(replies).expect("replies serialise")
}

/// The page side: the worker and the page API's promises waiting on it.
pub struct WorkerClient {
    worker: Worker,
    waiting: HashMap<u32, (Function, Function)>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl WorkerClient {
    /// Starts `worker.js` (a module worker next to the page) reporting to the runtime.
    pub fn start(rt: Weak<RefCell<Runtime>>) -> Result<WorkerClient, String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options("worker.js", &options)
            .map_err(|e| format!("the browser refused a Web Worker: {e:?}"))?;
        let weak = rt.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            if let (Some(rt), Some(text)) = (weak.upgrade(), e.data().as_string()) {
                receive(&rt, &text);
            }
        });
        let on_error = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
            e.prevent_default();
            let message = js_sys::Reflect::get(&e, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
                .unwrap_or_else(|| "it stopped".to_string());
            if let Some(rt) = rt.upgrade() {
                stopped(&rt, &message);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(WorkerClient {
            worker,
            waiting: HashMap::new(),
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Posts requests.
    pub fn send(&self, requests: &[Request]) {
        for r in requests {
            let text = serde_json::to_string(r).expect("requests serialise");
            let _ = self.worker.post_message(&JsValue::from_str(&text));
        }
    }

    /// A promise of the order of the group `puzzle`'s generators `gens` generate (job `id`),
    /// as a decimal string.
    pub fn order(&mut self, id: u32, puzzle: &str, gens: &str) -> Promise {
        let mut held = None;
        let promise = Promise::new(&mut |resolve, reject| held = Some((resolve, reject)));
        if let Some(fns) = held {
            self.waiting.insert(id, fns);
        }
        self.send(&[Request::Start {
            id,
            puzzle: puzzle.to_string(),
            gens: gens.to_string(),
        }]);
        promise
    }
}

impl Drop for WorkerClient {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// Posts requests to the worker, starting it first if need be (a failure to start is a
/// notice in the panel).
pub fn post(rt: &Shared, requests: &[Request]) {
    if requests.is_empty() {
        return;
    }
    if client(rt).is_some() {
        if let Some(w) = rt.borrow().worker.as_ref() {
            w.send(requests);
        }
    }
}

/// Makes sure the worker runs; `None` (and a notice) if it cannot.
fn client(rt: &Shared) -> Option<()> {
    let weak = Rc::downgrade(rt);
    let mut r = rt.borrow_mut();
    if r.worker.is_none() {
        match WorkerClient::start(weak) {
            Ok(w) => r.worker = Some(w),
            Err(e) => {
                r.lab.sim_mut().set_notice(true, e);
                return None;
            }
        }
    }
    Some(())
}

/// A promise of the order of the group `puzzle`'s generators `gens` generate, as a decimal
/// string (the page API's `groupOrder`); a bad name rejects it with the reason.
pub fn order_promise(rt: &Shared, puzzle: &str, gens: &str) -> Promise {
    if let Err(e) = puzzle
        .parse::<crate::puzzle::PuzzleKind>()
        .and_then(|p| crate::puzzle::NamedGroup::new(p, gens))
    {
        return Promise::reject(&JsValue::from_str(&e.to_string()));
    }
    if client(rt).is_none() {
        return Promise::reject(&JsValue::from_str("the subgroup worker could not start"));
    }
    let mut r = rt.borrow_mut();
    let id = r.lab.next_job();
    match r.worker.as_mut() {
        Some(w) => w.order(id, puzzle, gens),
        None => Promise::reject(&JsValue::from_str("the subgroup worker could not start")),
    }
}

/// Replies from the worker: settle a waiting promise, or feed the small-puzzle solve or the
/// explorer.
fn receive(rt: &Shared, text: &str) {
    let replies: Vec<Reply> = match serde_json::from_str(text) {
        Ok(r) => r,
        Err(e) => return stopped(rt, &format!("unreadable reply ({e})")),
    };
    let mut settle: Vec<(Function, JsValue)> = Vec::new();
    let mut changed = false;
    {
        let mut r = rt.borrow_mut();
        for reply in &replies {
            let id = reply_id(reply);
            let done = match reply {
                Reply::Done { report, .. } => Some((true, report.order.clone())),
                Reply::Failed { message, .. } => Some((false, message.clone())),
                Reply::Cancelled { .. } => Some((false, "cancelled".to_string())),
                _ => None,
            };
            let waiting = r.worker.as_mut().and_then(|w| {
                done.as_ref()?;
                w.waiting.remove(&id)
            });
            match (waiting, done) {
                (Some((resolve, reject)), Some((ok, value))) => {
                    settle.push((if ok { resolve } else { reject }, JsValue::from_str(&value)));
                    if let Some(w) = r.worker.as_ref() {
                        w.send(&[Request::Forget { id }]);
                    }
                }
                _ if id == 0 => {
                    if let Reply::Failed { message, .. } = reply {
                        r.lab
                            .sim_mut()
                            .set_notice(true, format!("The subgroup worker: {message}"));
                        changed = true;
                    }
                }
                _ if r.lab.is_solve_job(id) => changed |= r.lab.receive_solve(reply),
                _ => changed |= r.lab.explorer_mut().receive(reply),
            }
        }
    }
    for (f, value) in settle {
        let _ = f.call1(&JsValue::NULL, &value);
    }
    if changed {
        request(rt);
    }
}

fn reply_id(reply: &Reply) -> u32 {
    match reply {
        Reply::Progress { id, .. }
        | Reply::Done { id, .. }
        | Reply::Failed { id, .. }
        | Reply::Cancelled { id }
        | Reply::Member { id, .. }
        | Reply::Solved { id, .. } => *id,
    }
}

/// The worker died: every waiting promise fails, the explorer says so, and the next request
/// starts a new worker.
fn stopped(rt: &Shared, message: &str) {
    let text = format!("the subgroup worker stopped: {message}");
    let waiting: Vec<(Function, Function)> = {
        let mut r = rt.borrow_mut();
        let waiting = r
            .worker
            .take()
            .map(|mut w| w.waiting.drain().map(|(_, f)| f).collect())
            .unwrap_or_default();
        if let Some(id) = r.lab.small_solve().map(|s| s.job) {
            r.lab.receive_solve(&Reply::Failed {
                id,
                message: text.clone(),
            });
        }
        if let Some(id) = r.lab.explorer().job() {
            r.lab.explorer_mut().receive(&Reply::Failed {
                id,
                message: text.clone(),
            });
        }
        r.lab.sim_mut().set_notice(true, format!("Sorry: {text}."));
        waiting
    };
    for (_, reject) in waiting {
        let _ = reject.call1(&JsValue::NULL, &JsValue::from_str(&text));
    }
    request(rt);
}
