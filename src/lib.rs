//! # minx — a Megaminx laboratory
//!
//! The core is pure Rust and layered: [`group`] (permutations, Schreier–Sims) ←
//! [`puzzle`] (Megaminx, Pyraminx, 2×2×2, notations, colours → state) ← `solver` ← `app`.
//! The browser front end (`render`, `web`) is compiled only for `wasm32`.
#![warn(missing_docs)]

pub mod group;
pub mod puzzle;
pub mod rng;
pub mod solver;
