//! The subgroup worker's side (`www/worker.js` loads this same module): [`GroupWorkerHandle`],
//! exported to JavaScript as `GroupWorker`, wraps [`app::GroupWorker`](crate::app::GroupWorker)
//! — requests in and arrays of replies out (maybe empty: nothing to post) as plain objects
//! (structured clones, built and read by serde-wasm-bindgen here and nowhere else), work in
//! time slices. The page's side is `worker.rs`.

use crate::app::worker::Failure;
use core::arch::wasm32::memory_size;

use wasm_bindgen::prelude::*;

use super::dom::to_js;
use crate::app::{GroupWorker, Request};

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
    /// A worker with no jobs, offered the short solver's tables as a file and building
    /// methods' tables ahead ([`GroupWorker::prebuilding`]); installs the
    /// worker's panic hook (a panic is reported to the page as [`Reply::Crashed`]).
    #[wasm_bindgen(constructor)]
    pub fn new() -> GroupWorkerHandle {
        super::panic::install_in_worker();
        // The probe reads this module's WebAssembly memory, in bytes.
        // A budgeted search reads the browser's clock (std::time has none in wasm).
        // It builds ahead: a puzzle's other methods while idle, after its first solve.
        // Films' captions are lettered in the browser's fonts.
        let mut inner = GroupWorker::with_heap_probe(|| memory_size(0) * 65_536)
            .with_clock(js_sys::Date::now)
            .with_letterer(super::letterer::letter)
            .prebuilding();
        inner.offer_tables();
        GroupWorkerHandle { inner }
    }

    /// Whether a solve waits for the tables' file (`worker.js` then fetches it).
    #[wasm_bindgen(js_name = wantsTables)]
    pub fn wants_tables(&self) -> bool {
        self.inner.wants_tables()
    }

    /// The tables' file, unzipped, or `undefined` and why it could not be fetched; returns the
    /// replies to post.
    #[wasm_bindgen(js_name = loadTables)]
    pub fn load_tables(&mut self, bytes: Option<Vec<u8>>, why: String) -> JsValue {
        to_js(&self.inner.load_tables(bytes.ok_or(Failure(why))))
    }

    /// Handles one request (the object the page posted); returns the replies due at once.
    pub fn handle(&mut self, request: JsValue) -> JsValue {
        let read = serde_wasm_bindgen::from_value::<Request>(request);
        to_js(&self.inner.handle_read(read))
    }

    /// Works for about `millis` milliseconds (or until idle); returns the replies, each
    /// job's progress merged into its latest.
    pub fn run(&mut self, millis: f64) -> JsValue {
        let end = js_sys::Date::now() + millis;
        to_js(&self.inner.run(STEP_BUDGET, || js_sys::Date::now() < end))
    }

    /// Whether some job has work left.
    pub fn busy(&self) -> bool {
        self.inner.busy()
    }
}
