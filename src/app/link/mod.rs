//! The page's side of the worker: when to start, post to and drop it ([`WorkerLink`]), which
//! promise each reply settles and what a dead worker rejects ([`WorkerWatch`],
//! [`WorkerOutcome`]). Uses the rooms before it.

mod worker_link;
mod worker_outcome;
mod worker_watch;

pub use worker_link::{Post, Start, WorkerLink, WORKER_SCRIPT};
pub use worker_outcome::WorkerOutcome;
pub use worker_watch::{Answer, Settled, Sorted, WorkerWatch, MAX_FAILURES};
