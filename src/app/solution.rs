//! The app's meeting point with the solver: a plan as display [`Step`]s, and scrambles.

use thiserror::Error;

use super::alg::{parse_moves, Notation};
use super::stepper::Step;
use crate::puzzle::{Megaminx, Move, State};
use crate::rng::Rng;
use crate::solver::{self, PlanError};

/// Why no solution could be shown.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SolveError {
    /// The position is not one the solver can plan (it is not reachable).
    #[error(transparent)]
    Plan(#[from] PlanError),
}

/// The solver's plan for `state` (the thesis method), as display steps: each one's phase and
/// class, target pieces, setup · core · undo as written, and what it does.
pub fn plan_steps(state: &State) -> Result<Vec<Step>, SolveError> {
    let solution = solver::plan(state)?;
    let m = Megaminx::get();
    Ok(solution
        .steps
        .iter()
        .map(|s| {
            let slots = s
                .pieces
                .iter()
                .filter_map(|name| {
                    let faces: Option<Vec<_>> =
                        name.chars().map(crate::puzzle::Face::from_letter).collect();
                    m.piece_at(&faces?)
                })
                .collect();
            let phase = match s.class {
                Some(c) => format!("{} (class {c})", s.phase),
                None => s.phase.to_string(),
            };
            Step {
                phase,
                label: s.pieces.join(" "),
                slots,
                setup: s.setup.clone(),
                core: s
                    .core
                    .map(|c| solver::core_moves(&c).into_owned())
                    .unwrap_or_default(),
                undo: s.undo.clone(),
                explanation: format!("{} Effect: {}", s.explanation, s.cycle),
            }
        })
        .collect())
}

/// A WCA-style scramble (the solver's Pochmann text, imported as face turns).
pub fn wca_scramble(rng: &mut Rng) -> Vec<Move> {
    let text = solver::wca_scramble(rng);
    parse_moves(&text, Notation::Pochmann).expect("the solver writes valid Pochmann scrambles")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The steps' moves, played in order, solve the position; every step names its slots.
    #[test]
    fn steps_solve_random_states() {
        let mut rng = Rng::new(3);
        for _ in 0..5 {
            let s = State::random(&mut rng);
            let steps = plan_steps(&s).unwrap();
            let end = steps
                .iter()
                .flat_map(|st| st.moves().collect::<Vec<_>>())
                .fold(s, |st, m| st.apply(m));
            assert!(end.is_solved());
            for st in &steps {
                assert!(!st.slots.is_empty() && st.slots.len() == st.label.split(' ').count());
            }
        }
        assert!(plan_steps(&State::SOLVED).unwrap().is_empty());
    }

    #[test]
    fn wca_scrambles_scramble() {
        let m = wca_scramble(&mut Rng::new(1));
        assert!(m.len() > 50);
        assert!(!State::of_moves(&m).is_solved());
    }
}
