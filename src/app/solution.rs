//! The app's meeting point with the solver: a plan as display [`Step`]s, and scrambles.
//!
//! TEMPORARY: until `solver` lands on main, planning reports that no solver is available and
//! the WCA-style scramble is 70 random face turns.

use thiserror::Error;

use super::stepper::Step;
use crate::puzzle::{Amount, Face, Move, State};
use crate::rng::Rng;

/// Why no solution could be shown.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SolveError {
    /// The position cannot be solved (it is not legal) or the solver failed.
    #[error("{0}")]
    Failed(String),
}

/// The solver's plan for `state`, as display steps.
pub fn plan_steps(state: &State) -> Result<Vec<Step>, SolveError> {
    if state.is_solved() {
        return Ok(Vec::new());
    }
    Err(SolveError::Failed("the solver is not built in yet".into()))
}

/// A WCA-style scramble: 70 random turns, no face twice in a row.
pub fn wca_scramble(rng: &mut Rng) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::new();
    while out.len() < 70 {
        let face = Face::new(rng.below(12)).expect("index < 12");
        if out.last().is_some_and(|m| m.face == face) {
            continue;
        }
        let amount = [1, 2, -1, -2][rng.below(4)];
        out.push(Move::new(face, Amount::new(amount)));
    }
    out
}
