//! The subgroup worker, the page's side: [`WorkerClient`] starts the worker (`www/worker.js`,
//! whose end is [`GroupWorkerHandle`](super::GroupWorkerHandle)) on first use and posts
//! requests. What it hears (replies, or a string: the worker script's last word, why it
//! died) the runtime's [`WorkerWatch`](crate::app::WorkerWatch) sorts and the lab takes in
//! ([`Sorted::carry_out`](crate::app::Sorted::carry_out)); this only carries out the
//! [`WorkerOutcome`]: settles the page API's promises, drops a dead worker (the next
//! request starts a new one), posts, redraws.
//!
//! After every command, [`flush`] posts what the lab left for the worker (the Megaminx's
//! solve and its Cancel among them) and settles what
//! [`WorkerWatch::after_post`](crate::app::WorkerWatch::after_post) says: the promises a
//! worker that cannot start fails, the `solve()` promises whose job ended.

use std::rc::Rc;

use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use super::dom::{listen, to_js, Listener};
use super::runtime::{request, Runtime, Shared};
use crate::app::{Answer, DebugCrash, Reply, Request, Waiter, WorkerOutcome};

/// Where the worker script is, next to the page.
const WORKER_URL: &str = "worker.js";

/// The same script told to fail as if its WebAssembly could not start (a test hook).
const FAILING_WORKER_URL: &str = "worker.js?fail-init";

/// What settles one page-API promise: its `resolve` and `reject` functions.
type Settle = (Function, Function);

/// The page side: one running worker. The promises waiting on it are in the runtime's
/// [`WorkerWatch`](crate::app::WorkerWatch), which outlives the worker: when it dies they are
/// rejected, this is dropped (ending the worker), and the next request starts a new one.
pub struct WorkerClient {
    worker: Worker,
    /// The worker's `message` and `error` listeners (see [`hear`]).
    _listeners: [Listener; 2],
}

impl WorkerClient {
    /// Starts the worker script at `url` (a module worker) reporting to the runtime.
    fn start(rt: &Shared, url: &str) -> Result<WorkerClient, String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(url, &options)
            .map_err(|e| format!("the browser refused a Web Worker: {e:?}"))?;
        let weak = Rc::downgrade(rt);
        let on_message = listen(&worker, "message", move |e| {
            let data = e.dyn_ref::<MessageEvent>().map(MessageEvent::data);
            if let Some((rt, data)) = weak.upgrade().zip(data) {
                hear(&rt, data.as_string().map_or(Ok(data), Err));
            }
        });
        let weak = Rc::downgrade(rt);
        let on_error = listen(&worker, "error", move |e| {
            e.prevent_default();
            let message = js_sys::Reflect::get(&e, &"message".into()).ok();
            let message = message.and_then(|m| m.as_string());
            let why = message.unwrap_or_else(|| "its script could not run".to_string());
            if let Some(rt) = weak.upgrade() {
                hear(&rt, Err(why));
            }
        });
        Ok(WorkerClient {
            worker,
            _listeners: [on_message, on_error],
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
    /// Ends the worker; nothing it sent afterwards reaches the page (the listeners go
    /// right after).
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// What the worker said — `Ok(data)`: a message's data, which must be an array of replies
/// (or the worker is broken); `Err(why)`: it died (its script's last word, an error event).
/// The watch sorts it and the lab takes it in; then the page carries out the
/// [`WorkerOutcome`]: drops a dead worker or posts what lets settled jobs go, settles the
/// promises, redraws when the lab changed.
fn hear(rt: &Shared, said: Result<JsValue, String>) {
    let outcome: WorkerOutcome<Settle> = {
        let Runtime {
            lab, watch, worker, ..
        } = &mut *rt.borrow_mut();
        let sorted = match said {
            Ok(data) => watch.receive_read(serde_wasm_bindgen::from_value::<Vec<Reply>>(data)),
            Err(why) => watch.died(&why),
        };
        let outcome = sorted.carry_out(lab);
        if outcome.dead {
            *worker = None;
        }
        if let Some(w) = worker {
            w.send(&outcome.send);
        }
        outcome
    };
    settle(outcome.settle);
    if outcome.redraw {
        request(rt);
    }
}

/// Posts requests to the worker, starting it first if need be (unless
/// [`WorkerWatch::may_start`](crate::app::WorkerWatch::may_start) says no more); the reason
/// when none can.
fn post(rt: &Shared, requests: &[Request]) -> Result<(), String> {
    if requests.is_empty() {
        return Ok(());
    }
    let mut r = rt.borrow_mut();
    if r.worker.is_none() {
        r.watch.may_start()?;
        r.worker = Some(WorkerClient::start(rt, WORKER_URL)?);
    }
    if let Some(w) = r.worker.as_ref() {
        w.send(requests);
    }
    Ok(())
}

/// After a command: posts the requests the lab left, then settles what
/// [`WorkerWatch::after_post`](crate::app::WorkerWatch::after_post) says.
pub fn flush(rt: &Shared) {
    let requests = rt.borrow_mut().lab.take_requests();
    let posted = post(rt, &requests);
    let settled = {
        let Runtime { lab, watch, .. } = &mut *rt.borrow_mut();
        watch.after_post(lab, posted)
    };
    settle(settled);
}

/// Resolves (`Ok`, with the answer as a JavaScript value) or rejects (`Err`, with the
/// reason) promises.
fn settle(settled: Vec<(Settle, Result<Answer, String>)>) {
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

/// The page API's `debugCrashWorker(kind)`, a test hook (see [`DebugCrash`]).
pub fn debug_crash(rt: &Shared, kind: &str) -> Result<(), String> {
    match kind.parse()? {
        DebugCrash::Panic => post(rt, &[Request::Panic]),
        DebugCrash::Init => {
            if rt.borrow().worker.is_some() {
                hear(rt, Err(DebugCrash::STOPPED.to_string()));
            }
            let failing = WorkerClient::start(rt, FAILING_WORKER_URL)?;
            rt.borrow_mut().worker = Some(failing);
            Ok(())
        }
    }
}
