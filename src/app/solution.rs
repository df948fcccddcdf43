//! The app's meeting point with the solver: a plan as display [`Step`]s, and scrambles.

use thiserror::Error;

use super::stepper::Step;
use crate::puzzle::{Move, Slot, State};
use crate::rng::Rng;
use crate::solver::{self, Method, PlanError, Solution};

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
    plan_steps_with(state, Method::default())
}

/// [`plan_steps`] with a chosen method. A [`Stepper`](super::Stepper) on these steps plays
/// exactly the solver's cancelled solution (tested below).
pub fn plan_steps_with(state: &State, method: Method) -> Result<Vec<Step>, SolveError> {
    let solution = solver::plan_with(state, method)?;
    Ok(display_steps(&solution))
}

/// A solution's steps as display steps: the solver's slots and moves as they are, text
/// only for what is shown.
fn display_steps(solution: &Solution) -> Vec<Step> {
    solution
        .steps
        .iter()
        .map(|s| {
            let phase = match s.class {
                Some(c) => format!("{} (class {c})", s.phase),
                None => s.phase.to_string(),
            };
            Step {
                phase,
                label: Slot::names(&s.pieces),
                slots: s.pieces.iter().map(|p| p.index()).collect(),
                setup: s.setup.clone(),
                core: s
                    .core
                    .map(|c| solver::core_moves(&c).into_owned())
                    .unwrap_or_default(),
                undo: s.undo.clone(),
                explanation: format!("{} Effect: {}", s.explanation, s.cycle),
            }
        })
        .collect()
}

/// A WCA-style scramble, as the face turns its Pochmann turns come to.
pub fn wca_scramble(rng: &mut Rng) -> Vec<Move> {
    solver::wca_scramble(rng).moves()
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

    /// The short solver's stages go through the page's solve path as they are: no core, no
    /// undo, every stage's moves its setup; the stepper plays exactly the solver's cancelled
    /// solution, and that solves the position.
    #[test]
    fn short_stages_play_as_the_solver_wrote_them() {
        let mut rng = Rng::new(29);
        for _ in 0..2 {
            let s = State::random(&mut rng);
            let steps = plan_steps_with(&s, Method::Short).unwrap();
            let solution = solver::plan_with(&s, Method::Short).unwrap();
            assert_eq!(steps.len(), solution.steps.len());
            for (st, written) in steps.iter().zip(&solution.steps) {
                assert!(st.core.is_empty() && st.undo.is_empty());
                assert_eq!(st.setup, written.setup);
                // Every piece the stage names is found (a stage played backwards names only
                // the pieces it brings home for good, which may be none).
                assert_eq!(st.slots.len(), written.pieces.len(), "{}", st.explanation);
                assert_eq!(st.label, Slot::names(&written.pieces));
            }
            let stepper = super::super::Stepper::new(steps);
            assert_eq!(stepper.all_moves(), &solution.moves[..]);
            assert_eq!(stepper.total(), solution.ftm());
            let end = stepper.all_moves().iter().fold(s, |st, &m| st.apply(m));
            assert!(end.is_solved());
        }
    }

    #[test]
    fn wca_scrambles_scramble() {
        let m = wca_scramble(&mut Rng::new(1));
        assert!(m.len() > 50);
        assert!(!State::of_moves(&m).is_solved());
    }

    /// The stepper on the display steps plays exactly the solver's cancelled solution: the
    /// same moves, so the same FTM and fifth-turn counts; every played move lies in the span
    /// of each step it belongs to; steps start in order inside their spans; playing to the
    /// end solves.
    #[test]
    fn the_stepper_plays_the_solvers_cancelled_solution() {
        let mut rng = Rng::new(17);
        for round in 0..40 {
            let s = State::random(&mut rng);
            let method = Method::ALL[round % Method::ALL.len()];
            let solution = solver::plan_with(&s, method).unwrap();
            let stepper = super::super::Stepper::new(display_steps(&solution));
            assert_eq!(stepper.all_moves(), &solution.moves[..]);
            assert_eq!(stepper.total(), solution.ftm());
            assert_eq!(
                solver::fifth_turns(stepper.all_moves()),
                solution.fifth_turns()
            );
            let n = stepper.steps().len();
            assert_eq!(n, solution.steps.len());
            for i in 0..n {
                let span = stepper.span(i);
                for (k, o) in stepper.owners().iter().enumerate() {
                    if o.has(i) {
                        assert!(span.contains(&k), "step {i}: move {k} outside {span:?}");
                    }
                }
                assert!(stepper.start_of(i) <= stepper.start_of(i + 1));
                assert!(span.start <= stepper.start_of(i) && stepper.start_of(i) < span.end);
            }
            let end = stepper.all_moves().iter().fold(s, |st, &m| st.apply(m));
            assert!(end.is_solved());
        }
    }
}
