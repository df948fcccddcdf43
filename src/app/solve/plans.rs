//! The app's meeting point with the solvers: a plan of any puzzle by any method the solver
//! registry serves, as the [`Step`]s the [`Stepper`](crate::app::solve::Stepper) plays and
//! the panel shows (the one solution model the worker sends), and the WCA scramble.

use crate::group::{Letter, Perm};
use crate::puzzle::{Capability, Move, PuzzleKind, State};
use crate::rng::Rng;
use crate::solver::{self, Method, PlanError, SolveError};
#[cfg(feature = "full")]
use {super::stepper::Step, crate::group::Word, crate::solver::Solution};

/// The first plan of `method` for `position` of `puzzle`, as steps. A
/// [`Stepper`](crate::app::solve::Stepper) on them plays exactly the solver's cancelled solution.
#[cfg(feature = "full")]
pub fn plan(puzzle: PuzzleKind, method: Method, position: &Perm) -> Result<Vec<Step>, SolveError> {
    let solution = solver::solve(puzzle, position, method, None)?;
    Ok(steps_of(&solution))
}

/// Checks that `position` of `puzzle` is one `method` can plan, without planning (a solve
/// sent to the worker is checked on the spot first).
pub fn check(puzzle: PuzzleKind, method: Method, position: &Perm) -> Result<(), SolveError> {
    if !method.serves(puzzle) {
        return Err(SolveError::Unserved { method, puzzle });
    }
    // A puzzle whose positions are the Megaminx's piece-level states is checked as one;
    // another by its own invariants.
    if puzzle.info().can(Capability::MegaminxSolvers) {
        return Ok(PlanError::check(&State::from_perm(position)?)?);
    }
    if !puzzle.info().reaches(position) {
        return Err(SolveError::Unreachable(puzzle));
    }
    Ok(())
}

/// Face moves as letters of the twelve face generators.
fn letters(moves: &[Move]) -> Vec<Letter> {
    moves.iter().map(|&m| Letter::from(m)).collect()
}

/// A solution's steps as the player plays them: its words as letters, its pieces as they
/// are, a commutator core also in bracket form, the thesis class in the phase's name and the
/// step's whole effect after its explanation.
#[cfg(feature = "full")]
pub fn steps_of(solution: &Solution) -> Vec<Step> {
    let puzzle = solution.puzzle;
    let word = |w: &Word| w.letters().to_vec();
    (solution.steps.iter())
        .map(|s| Step {
            phase: match s.class {
                Some(c) => format!("{} (class {c})", s.phase),
                None => s.phase.to_string(),
            },
            label: solver::Step::names(puzzle, &s.pieces),
            slots: s.pieces.clone(),
            tones: Vec::new(),
            setup: word(&s.setup),
            core: s.body.clone(),
            bracket: (s.core.as_ref())
                .and_then(|c| c.commutator())
                .map(|c| [word(&c.x), word(&c.y)]),
            undo: word(&s.undo),
            explanation: format!("{} Effect: {}", s.explanation, s.cycle(puzzle)),
        })
        .collect()
}

/// A WCA-style scramble, as the face turns its Pochmann turns come to.
pub fn wca_scramble(rng: &mut Rng) -> Vec<Letter> {
    letters(&solver::wca_scramble(rng).moves())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::solve::Stepper;
    use crate::puzzle::Canceller;

    fn play(puzzle: PuzzleKind, start: &Perm, letters: &[Letter]) -> Perm {
        let mut w = Word::new();
        letters.iter().for_each(|l| w.push(l.generator, l.power));
        start.then(&puzzle.def().evaluate(&w))
    }

    /// For every puzzle and every method the registry serves it by: the stepper on the steps
    /// plays exactly the solver's cancelled solution (the same moves, so the same counts);
    /// every played move lies in the span of each step it belongs to; every step names its
    /// pieces; playing to the end solves. An unserved method is refused.
    #[test]
    fn the_stepper_plays_every_solvers_cancelled_solution() {
        let mut rng = Rng::new(17);
        for puzzle in PuzzleKind::ALL {
            let cancel = Canceller::of(puzzle.info());
            for method in solver::methods_for(puzzle) {
                let def = puzzle.def();
                let start = puzzle.info().invariants().random_position(def, &mut rng);
                let solution = solver::solve(puzzle, &start, method, None).unwrap();
                let stepper = Stepper::new(plan(puzzle, method, &start).unwrap(), &cancel);
                assert_eq!(
                    stepper.all_moves(),
                    solution.moves.letters(),
                    "{puzzle} {method}"
                );
                assert_eq!(stepper.total(), solution.ftm());
                for i in 0..stepper.steps().len() {
                    let span = stepper.span(i);
                    for (k, o) in stepper.owners().iter().enumerate() {
                        if o.has(i) {
                            assert!(span.contains(&k), "step {i}: move {k} outside {span:?}");
                        }
                    }
                    assert!(stepper.start_of(i) <= stepper.start_of(i + 1));
                }
                for st in stepper.steps() {
                    let named = st.label.split_whitespace().count();
                    assert_eq!(st.slots.len(), named, "{puzzle} {method}: {}", st.label);
                }
                assert!(play(puzzle, &start, stepper.all_moves()).is_identity());
            }
        }
        let cube = PuzzleKind::Cube2;
        let err = plan(cube, Method::Short, &cube.def().identity());
        assert!(matches!(err, Err(SolveError::Unserved { .. })));
    }

    #[test]
    fn wca_scrambles_scramble() {
        let m = wca_scramble(&mut Rng::new(1));
        assert!(m.len() > 50);
        assert!(!play(
            PuzzleKind::Megaminx,
            &PuzzleKind::Megaminx.def().identity(),
            &m
        )
        .is_identity());
    }
}
