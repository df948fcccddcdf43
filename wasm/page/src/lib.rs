//! The page's wasm module (`www/pkg/`): the minx library without its `full` feature, linked
//! into a cdylib. Everything it exports is the library's own `#[wasm_bindgen]` items; this
//! crate only links them (`xtask/src/web.rs` says why the modules are two wrapper crates).
#![cfg(target_arch = "wasm32")]

pub use minx;
