//! The subgroup worker, the page's side: [`WorkerClient`] runs `www/worker.js` (whose end is
//! [`GroupWorkerHandle`](super::GroupWorkerHandle)) and posts to it. When to start one, what
//! to post and when to drop it is the runtime's [`WorkerLink`](crate::app::WorkerLink)'s;
//! this settles the page API's promises and redraws.

use crate::app::worker::Failure;
use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use super::dom::{listen, property, to_js, Listener};
use super::input::{carry_out, on_runtime};
use super::reply_read::read_replies;
use super::runtime::{request, Runtime, Shared};
use crate::app::{ApiAnswer, DebugCrash, Outcome, Post, Request, Settled, Start, Waiter};

/// What settles one page-API promise: its `resolve` and `reject` functions.
pub type Settle = (Function, Function);

/// One running worker, held by the runtime's link (which drops it when it dies).
pub struct WorkerClient {
    worker: Worker,
    _listeners: [Listener; 2],
}

/// What an event of the worker says, if anything (see [`hear`]).
type Read = fn(&Event) -> Option<Result<JsValue, Failure>>;

impl WorkerClient {
    /// Starts the worker script at `url` (a module worker); the runtime [`hear`]s what it
    /// says: its messages' data, or why it died (its last word, a string, or an error).
    fn start(rt: &Shared, url: &str) -> Result<WorkerClient, Failure> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(url, &options)
            .map_err(|e| format!("the browser refused a Web Worker: {e:?}"))?;
        let on = |event, read: Read| {
            let on = on_runtime(rt, move |rt, e| {
                if let Some(said) = read(e) {
                    hear(rt, said);
                }
            });
            listen(&worker, event, on)
        };
        let listeners = [
            on("message", |e| {
                let data = e.dyn_ref::<MessageEvent>()?.data();
                Some(data.as_string().map_or(Ok(data), |why| Err(Failure(why))))
            }),
            on("error", |e| {
                e.prevent_default();
                let why = property(e, "message").as_string();
                Some(Err(Failure(
                    why.unwrap_or_else(|| "its script could not run".into()),
                )))
            }),
        ];
        Ok(WorkerClient {
            worker,
            _listeners: listeners,
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

impl Drop for WorkerClient {
    /// Ends the worker; nothing it sent afterwards reaches the page.
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// What the worker said — `Ok(data)`: an array of replies, read by hand
/// ([`read_replies`]; one that cannot be read means the worker is broken); `Err(why)`: it
/// died — carried out by the runtime's link; then the promises settle and the page redraws
/// when the lab changed.
fn hear(rt: &Shared, said: Result<JsValue, Failure>) {
    let outcome = {
        let Runtime { lab, link, .. } = &mut *rt.borrow_mut();
        link.hear(lab, said.map(|data| read_replies(&data)))
    };
    settle(outcome.settle);
    if !outcome.effects.is_empty() {
        let mut effects = Outcome {
            effects: outcome.effects,
            answer: Ok(ApiAnswer::Nothing),
            requests: Vec::new(),
            solves: Vec::new(),
        };
        carry_out(rt, &mut effects);
    }
    if outcome.redraw {
        request(rt);
    }
}

/// Starts a worker from a script next to the page, reporting to the runtime.
fn start(rt: &Shared) -> impl Start<WorkerClient> + '_ {
    |url| WorkerClient::start(rt, url)
}

/// After an action: posts the requests its outcome holds (starting the worker if need be)
/// and settles the promises of the solves that ended. Settling only queues the promises' reactions: nothing runs
/// while the runtime is held.
pub fn deliver(rt: &Shared, outcome: &mut Outcome) {
    let settled = {
        let Runtime { lab, link, .. } = &mut *rt.borrow_mut();
        link.deliver(lab, outcome, start(rt))
    };
    settle(settled);
}

/// Resolves (`Ok`, with the answer) or rejects (`Err`, with the reason) promises.
fn settle(settled: Vec<Settled<Settle>>) {
    for ((resolve, reject), outcome) in settled {
        let (f, value) = match outcome {
            Ok(answer) => (resolve, to_js(&answer)),
            Err(why) => (reject, JsValue::from_str(&why.0)),
        };
        let _ = f.call1(&JsValue::NULL, &value);
    }
}

/// A promise of what `waiter` waits for, kept in the link until the worker (or the lab)
/// settles it.
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
pub fn crash(rt: &Shared, crash: DebugCrash) -> Result<(), Failure> {
    let Runtime { lab, link, .. } = &mut *rt.borrow_mut();
    settle(link.crash(lab, crash, start(rt))?);
    Ok(())
}
