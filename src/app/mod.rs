//! The simulator without the browser: state, history with undo/redo, the animation queue,
//! solution stepping and the panel's text. Pure Rust with no web types, so the page and the
//! native tests drive the same [`App`].

pub mod alg;
mod controller;
mod history;
mod keys;
mod panel;
mod solution;
mod stepper;
mod timeline;

pub use controller::{App, Notice, ScrambleKind};
pub use history::History;
pub use keys::{key_action, Grab, Grip, KeyAction, Rotation};
pub use panel::{cycles_text, facelets_json, move_count, plan_json, Panel, SolutionPanel, StepRow};
pub use solution::{plan_steps, wca_scramble, SolveError};
pub use stepper::{Part, Step, Stepper};
pub use timeline::{ease, Frame, Timeline, Turning, BASE_TURN_MS};
