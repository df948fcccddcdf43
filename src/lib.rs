//! # minx — a Megaminx laboratory
//!
//! The core is pure Rust and layered, each layer using only those before it:
//! [`group`] (permutations, Schreier–Sims) ← [`puzzle`] (Megaminx, Pyraminx, 2×2×2,
//! notations, colours → state) ← [`solver`] (the thesis method) ← [`app`] (what the page
//! does, without any web types) ← ([`render`], `web`). [`share`] encodes links, [`rng`] is
//! the seeded generator everything random uses, and [`quote`] is how every error message shows
//! untrusted text (escaped, at most 40 characters).
//!
//! `web` and the three-d half of [`render`] (scene, the glam ↔ three-d bridge) are compiled
//! only for `wasm32`; the renderer's geometry, camera and picking are plain maths and are
//! tested natively like the rest.
//!
//! # Two builds (Cargo features)
//! The feature `full`, a default one, is everything: the solvers' planners and searches
//! ([`solver`]'s thesis/commutator planner, short solver and small-puzzle solvers) and the
//! Web Worker's engine (`app::GroupWorker`, `web`'s `GroupWorker`). The CLI, the tests, the
//! benches and the worker's wasm (`www/pkg/worker/`) are built with it. The page's wasm
//! (`www/pkg/`) is built without it (`--no-default-features`, `xtask/src/web.rs`), so that
//! the page downloads less before it is ready: it checks a solve on the spot and sends every
//! method to the worker. Only whole modules and their re-exports are gated; the layering
//! is the same in both builds.
//!
//! Conventions, stated once: moves compose **left to right** (thesis order; see
//! [`group::Perm::then`]), a cycle `(a b c)` sends position `a` to `b`, sticker numbers in
//! text are 1-based and follow the thesis.
#![warn(missing_docs)]

pub mod app;
pub mod group;
pub mod puzzle;
pub mod quote;
pub mod render;
pub mod rng;
pub mod share;
pub mod solver;
pub mod sort;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod wire;
