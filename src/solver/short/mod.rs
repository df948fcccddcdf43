//! The short solver ([`Method::Short`](super::Method::Short)): a multi-stage reduction that
//! brings blocks of pieces home with optimal searches while the set of faces it may turn
//! shrinks, ending on two faces.
//!
//! # Stages
//! In the canonical frame (F at the bottom, L on top; `layout.rs` builds them from the
//! dodecahedron, nothing is hand-listed), a stage *finishes* some faces: it brings home every
//! piece that lies only on finished faces, turning only faces not finished before it, and no
//! later stage turns a finished face again. So a stage moves only unsolved pieces.
//!
//! | stage | finishes | turns | brings home | mean moves |
//! | --- | --- | --- | --- | --- |
//! | 1 | F and two ring faces | all 12 faces | 3 edges, 1 corner | 5.96 |
//! | 2–4 | the rest of F's ring, one face each | 9, 8, 7 faces | 2e1c, 2e1c, 3e2c | 4.94, 5.56, 9.10 |
//! | 5–8 | four faces of L's ring, one each | 6, 5, 4, 3 faces | 2e1c, 3e2c, 3e2c, 3e2c | 5.61, 8.66, 8.72, 11.20 |
//! | 9 | R's last pieces (R = the fifth ring face) | L and R | 3 edges, 2 corners | 8.43 |
//! | 10 | the last layer | L and `R L^k R⁻¹` (or `R⁻¹ L^k R`) | 6 edges, 6 corners | 20.71 |
//!
//! Two faces never flip an edge relative to a fixed labelling of the slots they touch, so
//! stage 8 also brings every edge it touches to "good" orientation (`orient.rs`). The last
//! stage turns L and the three-move `R L^k R⁻¹`, which moves L's ten pieces plus one edge and
//! one corner (cstimer's idea); its tables count FTM, so its solutions are optimal in FTM for
//! those generators, and cancellation inside `R L^k R⁻¹` and across stages is counted. There
//! are two endings (stages 9 and 10): with `R L^k R⁻¹` or with `R⁻¹ L^k R`, which leave a
//! different edge and corner to the last stage; the beam tries both.
//!
//! # Search
//! Each stage is an iterative-deepening A* over the coordinates of just its own pieces (a
//! byte each: slot and orientation, `gen.rs`). Lower bounds are the maximum over pruning
//! tables built on first use by a search from home (`table.rs`): one table over all the
//! stage's pieces when it has at most 9·10⁶ entries (stages 2, 3, 5, 8, 9 — exact
//! distances), else every three-piece table (stages 1, 4, 6, 7), and for the last stage one
//! table for its six corners, one for its six edges. Tables are one byte per entry; they are
//! built once with [`std::sync::OnceLock`] (2.87 s natively on first use, 16.9 MB in all).
//!
//! # Where the moves are won (`beam.rs`)
//! - **Any first face, either direction of time** ([`Frame`]): the position is looked at
//!   through each of the 60 rotations, and also inverted (a solution of `s⁻¹`, inverted,
//!   solves `s`); all 120 frames start the search.
//! - **A beam across stages**: every stage extends each of the best 10 partial solutions by
//!   its 5 shortest stage solutions (10, up to one move longer than the shortest, for the
//!   stages with exact tables, whose searches are cheap); children are ranked by their length
//!   after cancellation plus the next stage's lower bound, and the 10 best distinct ones go
//!   on. The shortest complete solution after cancellation wins. The widths trade length for
//!   time ([`Options`]); on 40–60 states: beam 12 with 6 solutions gave 87.4 FTM at 104 ms
//!   median, 16 gave 86.1 at 128 ms, 24 gave 86.0 at 187 ms; starting from only the 12
//!   closest frames gave 88.8; keeping at most a few partial solutions per frame (for
//!   diversity) was worse (88.6–91.5).
//!
//! Measured (`cargo xtask bench solver`, 1,000 uniformly random states, 2 cores shared with
//! other work): **mean 88.38 FTM** (max 95, min 76; 130.25 fifth-turns), median solve 88 ms
//! after the tables are built (90th percentile 142 ms), 513 of 1,000 solved through the
//! inverse; the stage means in the table above are before cancellation across stages. That
//! beats cubing.js's `solveMegaminx` (157.1 FTM on the same states, in the same run) and
//! cstimer's published 89.5–90.2, but is not the 80 FTM the issue asks for: the two-face end
//! (stages 9 and 10, about 29 moves) is where the moves go. Without the beam and frames (one
//! path through the stages) the same stages give about 101 FTM.
//!
//! # Steps
//! [`plan_short`] returns a [`Solution`](super::Solution) whose steps are the stages:
//! "Stage 3 of 10: the D block (edges …, corners …) in 7 moves", the stage's moves (in
//! `setup`; no core, no undo), the pieces it brings home and its move count. A solve found on
//! the inverse position plays the inverted stages in reverse order; each step then names the
//! pieces that are home after it. Concatenated and cancelled, the steps solve the position
//! (tests/short.rs checks every step of hundreds of random solves).

mod beam;
mod frame;
mod gen;
mod layout;
mod orient;
mod packed;
mod prepare;
mod stage;
mod steps;
mod table;
mod two;

pub use beam::{search, Found, Options};
pub use frame::Frame;
pub use gen::Piece;
pub use layout::{Layout, TWO_FACE};
pub use packed::Table;
pub use prepare::{build_next_table, tables_ready, TableProgress};
pub use stage::{Stage, Want};
pub use steps::{plan_short, plan_short_found, plan_short_with};
pub use two::{TwoFace, TwoKind, TwoSolve, TwoTable, TWO_TABLES};
