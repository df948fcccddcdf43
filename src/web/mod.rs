//! The browser glue (wasm32 only): the `#[wasm_bindgen]` handle behind `window.minx`, DOM
//! panel wiring, input events, the frame loop and the panic banner. Logic lives in
//! [`crate::app`], drawing in [`crate::render`]; this module only connects them to the page.

mod controls;
mod dom;
mod group_worker;
mod handle;
mod input;
mod page;
pub mod panic;
mod runtime;
mod storage;
mod worker;

pub use group_worker::GroupWorkerHandle;
pub use handle::MinxApp;
