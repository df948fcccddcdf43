//! The Web Worker's side, as plain messages ([`Request`], [`Reply`]): subgroup jobs
//! (Schreier–Sims in slices, [`SubgroupJob`]) and solve jobs of any puzzle by a method that
//! plans there ([`SolveJob`], the short solver's tables one per step). Uses `solve`.
//!
//! The protocol and the answers it carries ([`SubgroupReport`], [`Membership`], [`Failure`])
//! are in every build: the page writes requests and reads replies. The engine that answers
//! them ([`GroupWorker`] and its jobs) needs the crate's `full` feature: only the worker's
//! wasm has it.

mod anatomy_view;
mod failure;
#[cfg(feature = "full")]
mod film_job;
#[cfg(feature = "full")]
mod group_worker;
#[cfg(feature = "full")]
mod module_call;
#[cfg(feature = "full")]
mod prebuild;
mod protocol;
mod report;
#[cfg(feature = "full")]
mod solve_job;
#[cfg(feature = "full")]
mod subgroup;

pub use anatomy_view::{AnatomyView, OrderCount};
pub use failure::Failure;
pub use protocol::{Reply, Request, PANIC_ON_PURPOSE};
pub use report::{factorise_product, group_digits, Membership, SubgroupReport};
#[cfg(feature = "full")]
pub use {
    film_job::{FilmFrame, FilmJob},
    group_worker::{monotonic_ms, GroupWorker},
    module_call::{answer, read_call, ModuleCall, Position, Scrambled, MAX_CALL, MODULE_API},
    prebuild::Prebuild,
    solve_job::{building_line, loaded_line, SolveJob, TableAsset},
    subgroup::{JobProgress, SubgroupJob},
};
