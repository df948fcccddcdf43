//! The browser glue (wasm32 only): the `#[wasm_bindgen]` handle behind `window.minx`, DOM
//! panel wiring, input events, the frame loop and the panic banner. Logic lives in
//! [`crate::app`], drawing in [`crate::render`]; this module only connects them to the page.
//! The worker's handle (`GroupWorker`, for `www/worker.js`) needs the crate's `full` feature:
//! the page's wasm is built without it and the worker's with it.

mod controls;
mod dom;
mod film;
#[cfg(feature = "full")]
mod group_worker;
mod handle;
mod input;
#[cfg(feature = "full")]
mod letterer;
mod page;
pub mod panic;
mod picture;
mod reply_read;
mod runtime;
mod storage;
mod worker;

#[cfg(feature = "full")]
pub use group_worker::GroupWorkerHandle;
pub use handle::MinxApp;
pub use reply_read::read_replies;
