//! The page's state ([`Lab`]: one [`Sim`](crate::app::sim::Sim) per puzzle, paint mode,
//! the subgroup [`Explorer`]) and what each input does to it ([`Lab::handle`]), solves sent
//! to the worker and their outcomes, and the frame clock. Uses `solve`, `sim`, `worker`,
//! `input`.

mod controls;
mod core;
mod explorer;
mod frame_clock;
mod input;
mod motion;
mod solve;

pub use core::{Lab, NetOptions};
pub use explorer::{Explorer, ExplorerView};
pub use frame_clock::{FrameClock, FrameStats};
pub use solve::{SolveJobRef, SolveOutcome};
