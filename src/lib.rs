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
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod wire;
