//! The thesis's solver: conjugated 3-cycles, flips and twists, as a plan a person can follow —
//! with the thesis's own cores, or with searched commutators ([`Method::Commutators`]).
//!
//! Every step is a conjugate `f · g · f⁻¹` (setup, core, undo) with `g` one of the thesis's
//! four cores — (3.2) the edge 3-cycle `(DC*D*C)^2`, (3.6) the corner 3-cycle
//! `D*ADL*D*A*DL`, (3.9) the edge flip, (3.10) the corner twist — or its inverse, in the
//! thesis's own position or renamed by one of the puzzle's 60 rotations ("turn the whole
//! puzzle and rename the faces", as the thesis does; see [`CoreImage`]). Setups are never
//! hand-written: they are read from breadth-first search tables over the positions of the
//! two or three target pieces ([`setups`]), whose coverage of every case is proved by tests.
//! [`plan`] returns a [`Solution`]: the steps, and the whole solution after move
//! cancellation ([`cancel()`]).
//!
//! # Order of the phases
//! 1. **Edge placement** with (3.2). Its side effect — it twists four corners — is harmless
//!    because corners come later.
//! 2. **Edge orientation** with (3.9), *once* per pair of flipped edges. (3.9) also 3-cycles
//!    three corners; the thesis repeats it three times to bring them back, but since corners
//!    are placed afterwards the 3-cycle is simply absorbed by the corner placement.
//! 3. **Corner placement** with (3.6), which touches nothing else.
//! 4. **Corner orientation** with (3.10), which touches nothing else.
//!
//! The thesis orders the phases edges, corners, edge flips, corner twists, and must then do
//! (3.9) three times (60 moves instead of 20). The [`Method::Naive`] plan keeps that order;
//! it is the reference the benchmark compares against.
//!
//! # Choosing the 3-cycles ([`Method::Thesis`])
//! - **Two pieces per step.** For the pieces of a kind, follow the cycles of the permutation
//!   ("the piece in slot a belongs in slot b, the one in b belongs in c, …"). A 3-cycle on
//!   three consecutive slots `a → b → c` of a cycle puts two pieces home (three when the cycle
//!   has length 3). When only swaps are left, one 3-cycle across two swaps puts one piece home
//!   and leaves a 3-cycle. Every step thus raises the number of odd cycles by two, which is the
//!   fewest 3-cycles possible.
//! - **Orientation-aware.** The tables track how the setup turns each piece, and every image
//!   of the core (60 rotations × forwards/inverse) is a goal, so for the same piece cycle
//!   there are setups giving every combination of turns to the two pieces that go home. The
//!   solver asks for the one that puts them home *correctly oriented*. Left over for the
//!   orientation phases are then only one piece per cycle whose net flip/twist is not zero, and
//!   the pieces that started in place but turned.
//! - **Short setups.** Every starting point along every cycle is a candidate, and every one of
//!   the 120 images of the core is a possible goal, so setups are short (mostly 2–3 moves for
//!   edges, 1–2 for corners; [`setup_histograms`]).
//! - **Cancellation-aware.** Many setups are equally short. For every candidate whose setup
//!   is at most one move longer than the shortest, the table gives one shortest setup per
//!   possible first move; each is tried against the cancelled solution so far (the previous
//!   undo, and its own joints setup/core and core/undo), and the step that adds the fewest
//!   moves wins (the first in slot order on ties). Flip and twist pairs are chosen the same
//!   way, twist pairs among those that fix the most corners (both, when possible).
//!
//! # Searched commutators ([`Method::Commutators`])
//! The same planner with cores that are found, not given: every reduced pure commutator
//! `[X, Y] = X Y X⁻¹ Y⁻¹` with `X` up to four moves and `Y` up to two whose effect is a
//! 3-cycle, indexed by effect over the 60 rotations ([`commutator::Catalogue`]), and one
//! setup table per kind whose distance is `|S| + |X| + |Y|` — half the whole conjugate
//! `[S: [X, Y]]` — so each step takes the shortest conjugate for the cycle it wants, then the
//! one cancelling best with its neighbours among every equally short commutator. No such
//! commutator is a pure edge 3-cycle (the search proves it): the edge ones also move corners,
//! as (3.2) twists four, which corner placement absorbs; the corner ones touch nothing else.
//! Flips and twists stay the thesis's (3.9)/(3.10) pairs. See [`commutator`].
//!
//! # Fewest moves ([`Method::Short`])
//! A different planner, not built from conjugates: [`short`] brings the puzzle home block by
//! block, each stage an optimal search, so its steps are stages ([`Phase::Stage`]) with their
//! moves in `setup`, no core and no undo ([`Step::stage`]).
//!
//! # The Pyraminx and the 2×2×2
//! [`small`] solves the seeds' other two puzzles: shortest solutions from breadth-first
//! distance tables, and the thesis's conjugated 3-cycles with commutators found by search.
//!
//! # One step type, one registry
//! Every planner answers in the same [`Step`] and [`Solution`], over any puzzle's generator
//! letters and pieces: a Megaminx conjugate becomes one ([`Conjugate::step`]), a short stage
//! one ([`Step::stage`]), a small puzzle's commutator or optimal turns one. [`SOLVERS`] lists
//! every solver with the puzzles it serves; [`solve`] is the one entry point, so the app,
//! the command line and the JavaScript module never tell two solver families apart.
//!
//! # The thesis's classes
//! Each 3-cycle step names the class (a–k for edges, a–g for corners) of its three slots,
//! from [`class_of`]; the module [`classify`] states how the thesis's definitions are read.

//!
//! # Features
//! The planners and searches above need the crate's `full` feature (a default one: the CLI,
//! the tests and the worker's wasm have it). Without it — the page's wasm, which sends every
//! solve to the worker — this module is only what the page names and checks: the methods
//! ([`Method`]) and which puzzles each serves ([`SOLVERS`]), [`PlanError`] and
//! [`SolveError`], move [`cancel()`]lation and the WCA scramble.

mod budget;
mod cancel;
#[cfg(feature = "full")]
pub mod classify;
#[cfg(feature = "full")]
pub mod commutator;
#[cfg(feature = "full")]
mod conjugate;
#[cfg(feature = "full")]
mod conjugate_core;
#[cfg(feature = "full")]
mod cores;
#[cfg(feature = "full")]
mod kind;
mod method;
mod scramble;
#[cfg(feature = "full")]
pub mod setups;
#[cfg(feature = "full")]
pub mod short;
#[cfg(feature = "full")]
pub mod small;
#[cfg(feature = "full")]
mod solution;
mod solvers;
#[cfg(feature = "full")]
mod step;
#[cfg(feature = "full")]
mod table;
#[cfg(feature = "full")]
mod three_cycle;

pub use self::budget::{BadBudget, Budget};
pub use self::cancel::{cancel, cancel_traced, fifth_turns, ftm, Traced};
pub use self::method::{Method, MethodParseError, PlanError, SolveError};
pub use self::scramble::{wca_scramble, WcaScramble, LINES, MOVES_PER_LINE};
pub use self::solvers::{methods_for, solver_for, Serves, Solver, SOLVERS};
#[cfg(feature = "full")]
pub use self::{
    classify::class_of,
    conjugate::{Conjugate, CycleSource},
    conjugate_core::{core_moves, ConjugateCore, CoreMoves},
    cores::{images, invert, Core, CoreImage, ImageInfo},
    kind::PieceKind,
    setups::{setup_histograms, Histogram},
    solution::Solution,
    solvers::solve,
    step::{Commutator, Phase, Step, StepCore},
    table::{setup_moves, Goal, SetupTable, UNREACHED},
    three_cycle::{plan, plan_with},
};
