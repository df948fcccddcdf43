//! The page's state ([`Lab`]: one [`Sim`](crate::app::sim::Sim) per puzzle, paint mode,
//! the subgroup [`Explorer`]) and its one entry point, [`Lab::act`]: every
//! [`Action`](crate::app::input::Action) — a control, a key, a click, a page-API call, the
//! worker's word — is carried out there and answered with one [`Outcome`] (effects, the
//! answer, requests for the worker, solves that ended). Also the answers' values, solves
//! sent to the worker, and the frame clock. Uses `solve`, `sim`, `worker`, `input`.

mod act;
mod alg_timeline;
mod answer;
mod ask;
mod census;
mod core;
mod custom_colours;
mod explorer;
mod figure;
mod film;
mod film_run;
mod frame_clock;
mod input;
mod motion;
mod phases;
mod picture;
mod seeing;
mod settings;
mod solve;
mod views;

pub use answer::{ApiAnswer, Outcome, ViewQuery, Waiter};
pub use census::{census_job, Census};
pub use core::{Lab, NetOptions};
pub use explorer::{Explorer, ExplorerView};
pub use film_run::{FilmRun, FILM_FRAMES_PER_TICK};
pub use frame_clock::{FrameClock, FrameStats};
pub use solve::{SolveJobRef, SolveOutcome};
pub use views::{methods, plan_view, read_colours, ColoursReading, MethodView, PlanView, StepView};
