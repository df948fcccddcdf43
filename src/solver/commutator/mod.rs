//! The searched-commutator method ([`Method::Commutators`](super::Method)): cores that are
//! found, not given.
//!
//! The thesis's chapter 4 explains its 3-cycles as commutators: `[X, Y] = X Y X⁻¹ Y⁻¹` does
//! little when `X` and `Y` overlap in little, and a conjugate `[S: [X, Y]] = S [X, Y] S⁻¹`
//! moves that little wherever it is wanted. This method takes the idea literally:
//!
//! 1. [`search`]: every pure commutator `[X, Y]` with `X` up to four moves and `Y` up to two
//!    whose effect is a 3-cycle of edges or of corners touching nothing else, with its
//!    orientation effect; indexed by effect over the puzzle's 60 rotations ([`Catalogue`]).
//! 2. [`table`]: one breadth-first setup table per kind over every catalogue effect, each goal
//!    entering at the depth `|X| + |Y|`, so that a lookup gives the shortest whole conjugate
//!    `[S: [X, Y]]` for any 3-cycle and orientation pattern ([`CommutatorTable`]).
//! 3. The thesis method's planner ([`plan_with`](super::plan_with)) then chooses cycles as it
//!    does for the thesis's cores (two pieces home per step, oriented right, cheapest after
//!    cancellation with the neighbours, every equally short commutator tried). Flips and
//!    twists that remain (about one pair of each per solve) are done with the thesis's (3.9)
//!    and (3.10), from the same tables as the thesis method; the search looks for 3-cycles
//!    only.
//!
//! Each step is written "setup S, commutator [X, Y], undo S⁻¹" ([`structure_sentence`]).

mod catalogue;
pub mod search;
pub mod table;
mod word;

pub use self::catalogue::{
    build_catalogues_until, catalogue, possible_effects, Catalogue, Collector, Entry,
};
pub use self::table::{build_until, cycle_table, histograms, CommutatorTable};
pub use self::word::{Commutator, MAX_X, MAX_Y};

use crate::puzzle::Move;

/// "Setup `L D*`, commutator [X, Y] = `…`, undo `D L*`." — the step's structure in words.
pub fn structure_sentence(setup: &[Move], c: &Commutator) -> String {
    let undo: Vec<Move> = setup.iter().rev().map(|m| m.inverse()).collect();
    let comm = format!("commutator {c} = {}", alg_text(&c.moves()));
    if setup.is_empty() {
        format!("No setup; {comm}.")
    } else {
        format!(
            "Setup {}, {comm}, undo {}.",
            alg_text(setup),
            alg_text(&undo)
        )
    }
}

/// Moves in thesis notation separated by spaces (`D* C2 L`).
fn alg_text(moves: &[crate::puzzle::Move]) -> String {
    let words: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    words.join(" ")
}
