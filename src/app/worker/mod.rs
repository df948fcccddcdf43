//! The Web Worker's side, as plain messages ([`Request`], [`Reply`]): subgroup jobs
//! (Schreier–Sims in slices, [`SubgroupJob`]) and solve jobs of any puzzle by a method that
//! plans there ([`SolveJob`], the short solver's tables one per step). Uses `solve`.

mod failure;
mod group_worker;
mod solve_job;
mod subgroup;

pub use failure::Failure;
pub use group_worker::{GroupWorker, Reply, Request, PANIC_ON_PURPOSE};
pub use solve_job::{building_line, loaded_line, SolveJob, TableAsset};
pub use subgroup::{
    factorise_product, group_digits, JobProgress, Membership, SubgroupJob, SubgroupReport,
};
