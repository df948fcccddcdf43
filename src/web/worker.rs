//! The subgroup worker, the page's side: [`WorkerClient`] starts the worker (`www/worker.js`,
//! whose end is [`GroupWorkerHandle`](super::GroupWorkerHandle)) on first use and posts
//! requests. When to start one, what to post and when to drop it is the runtime's
//! [`WorkerLink`](crate::app::WorkerLink)'s; this settles the page API's promises and redraws.

use std::rc::Rc;

use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use super::dom::{listen, to_js, Listener};
use super::runtime::{request, Runtime, Shared};
use crate::app::{DebugCrash, Post, Reply, Request, Settled, Start, Waiter, WorkerOutcome};

/// What settles one page-API promise: its `resolve` and `reject` functions.
type Settle = (Function, Function);

/// The page side: one running worker, held by the runtime's
/// [`WorkerLink`](crate::app::WorkerLink) (which drops it when it dies).
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
        let on_message = on(&worker, rt, "message", |e| {
            let data = e.dyn_ref::<MessageEvent>()?.data();
            Some(data.as_string().map_or(Ok(data), Err))
        });
        let on_error = on(&worker, rt, "error", |e| {
            e.prevent_default();
            let message = js_sys::Reflect::get(e, &"message".into()).ok();
            let why = message.and_then(|m| m.as_string());
            Some(Err(why.unwrap_or_else(|| "its script could not run".into())))
        });
        Ok(WorkerClient {
            worker,
            _listeners: [on_message, on_error],
        })
    }
}

impl Post for WorkerClient {
    /// Posts requests, each as a plain object.
    fn post(&self, requests: &[Request]) {
        for r in requests {
            let _ = self.worker.post_message(&to_js(r));
        }
    }
}

/// Listens to the worker's `event`: what `read` makes of it, the runtime [`hear`]s.
fn on(
    worker: &Worker,
    rt: &Shared,
    event: &'static str,
    read: fn(&Event) -> Option<Result<JsValue, String>>,
) -> Listener {
    let weak = Rc::downgrade(rt);
    listen(worker, event, move |e| {
        if let Some((rt, said)) = weak.upgrade().zip(read(&e)) {
            hear(&rt, said);
        }
    })
}

impl Drop for WorkerClient {
    /// Ends the worker; nothing it sent afterwards reaches the page (the listeners go
    /// right after).
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// What the worker said — `Ok(data)`: a message's data, which must be an array of replies
/// (or the worker is broken); `Err(why)`: it died. The runtime's link carries it out
/// ([`WorkerLink::hear`](crate::app::WorkerLink::hear)); then the promises settle and the
/// page redraws when the lab changed.
fn hear(rt: &Shared, said: Result<JsValue, String>) {
    let outcome: WorkerOutcome<Settle> = {
        let Runtime { lab, link, .. } = &mut *rt.borrow_mut();
        link.hear(lab, said.map(serde_wasm_bindgen::from_value::<Vec<Reply>>))
    };
    settle(outcome.settle);
    if outcome.redraw {
        request(rt);
    }
}

/// Starts a worker from a script next to the page, reporting to the runtime.
fn start(rt: &Shared) -> impl Start<WorkerClient> + '_ {
    |url| WorkerClient::start(rt, url)
}

/// After a command: posts the requests the lab left, starting the worker if need be, and
/// settles what [`WorkerWatch::after_post`](crate::app::WorkerWatch::after_post) says.
pub fn flush(rt: &Shared) {
    let Runtime { lab, link, .. } = &mut *rt.borrow_mut();
    // Settling only queues the promises' reactions: nothing runs while the runtime is held.
    settle(link.flush(lab, start(rt)));
}

/// Resolves (`Ok`, with the answer as a JavaScript value) or rejects (`Err`, with the
/// reason) promises.
fn settle(settled: Vec<Settled<Settle>>) {
    for ((resolve, reject), outcome) in settled {
        let (f, value) = match outcome {
            Ok(answer) => (resolve, to_js(&answer)),
            Err(why) => (reject, JsValue::from_str(&why)),
        };
        let _ = f.call1(&JsValue::NULL, &value);
    }
}

/// A promise of what `waiter` waits for (see [`Waiter`]), kept in the
/// [`WorkerLink`](crate::app::WorkerLink) until the worker (or the lab) settles it.
pub fn promise(rt: &Shared, waiter: Waiter) -> Promise {
    let mut held = None;
    let promise = Promise::new(&mut |resolve, reject| held = Some((resolve, reject)));
    if let Some(fns) = held {
        rt.borrow_mut().link.wait_for(waiter, fns);
    }
    promise
}

/// The page API's `debugCrashWorker(kind)`, a test hook (see
/// [`WorkerLink::crash`](crate::app::WorkerLink::crash)).
pub fn crash(rt: &Shared, crash: DebugCrash) -> Result<(), String> {
    let Runtime { lab, link, .. } = &mut *rt.borrow_mut();
    settle(link.crash(lab, crash, start(rt))?);
    Ok(())
}
