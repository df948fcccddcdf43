//! Permutation groups: [`Perm`], disjoint-cycle notation, [`Word`]s, and Schreier–Sims.
//!
//! Conventions (stated once, used everywhere): composition is left to right (`a.then(&b)` is
//! "a first"), a cycle `(a b c)` sends `a` to `b`, and text is 1-based.

mod bracketing;
mod cycles;
mod error;
mod order_census;
mod perm;
mod perm_store;
mod schreier_sims;
mod schreier_tree;
mod stab_chain;
mod twisted_cycles;
mod word;
mod word_table;

pub use bracketing::{Bracketing, SEARCH_LETTERS};
pub use cycles::{parse_cycles, write_cycles, CycleType};
pub use error::GroupError;
pub use order_census::{OrderCensus, OrderEntry, WreathFactor};
pub use perm::{lcm_small, Parity, Perm, MAX_DEGREE};
pub use schreier_sims::{Progress, StabChainBuilder};
pub use stab_chain::{Sift, StabChain};
pub use twisted_cycles::TwistedCycleType;
pub use word::{Letter, Word};
pub use word_table::WordTable;
