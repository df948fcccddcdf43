//! Solving, for every puzzle: the methods the page offers ([`OFFERED`]; which puzzles each
//! serves is the solver registry's word), a plan of any of them as the one solution model — [`Step`]s in the
//! puzzle's generator letters, with their pieces, setup, core (a commutator in bracket form
//! when it is one) and undo — and the [`Stepper`] that plays a plan's cancelled moves,
//! knowing which steps each played move belongs to. The first room: it uses no other.

mod methods;
mod plans;
#[cfg(feature = "full")]
mod position_plan;
mod search;
mod stepper;
mod tone;

pub use crate::solver::{Method, SolveError};
pub use methods::{default_method, from_link, link_name, offered, offers_for, Offer, OFFERED};
pub use plans::{check, wca_scramble};
#[cfg(feature = "full")]
pub use plans::{plan, steps_of};
#[cfg(feature = "full")]
pub use position_plan::{plan_position, Deadline};
pub use search::{Search, SearchState};
pub use stepper::{Owner, Part, Step, Stepper};
pub use tone::Tone;
