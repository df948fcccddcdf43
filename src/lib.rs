//! # minx — a Megaminx laboratory
//!
//! The core is pure Rust and layered: [`group`] (permutations, Schreier–Sims) ←
//! [`puzzle`] (Megaminx, Pyraminx, 2×2×2, notations, colours → state) ← `solver` ← `app`.
//! The browser front end (`render`, `web`) is compiled only for `wasm32`.
#![warn(missing_docs)]

pub mod app;
pub mod group;
pub mod puzzle;
pub mod render;
pub mod rng;
pub mod share;
pub mod solver;
#[cfg(target_arch = "wasm32")]
pub mod web;
