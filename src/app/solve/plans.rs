//! The app's meeting point with the solvers: a plan of any puzzle by any offered method as
//! [`Step`]s in the puzzle's generator letters — the one solution model the worker sends,
//! the [`Stepper`](crate::app::solve::Stepper) plays and the panel shows — and the WCA scramble.

use thiserror::Error;

use super::methods::SolveMethod;
use crate::group::{Letter, Perm};
use crate::puzzle::{Capability, Move, NotPieceWise, PuzzleKind, State};
use crate::rng::Rng;
use crate::solver::small::SmallError;
use crate::solver::{self, PlanError};
#[cfg(feature = "full")]
use {
    super::stepper::Step,
    crate::group::Word,
    crate::puzzle::Slot,
    crate::solver::short::{plan_cut_until, Options},
    crate::solver::small::{solve_small, SmallSolution, SmallStep},
    crate::solver::{Method, Solution},
};

/// Why no solution could be shown.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SolveError {
    /// The position is not one the solver can plan (it is not reachable).
    #[error(transparent)]
    Plan(#[from] PlanError),
    /// The position is not one of whole pieces.
    #[error("not a position of whole pieces: {0}")]
    NotPieceWise(#[from] NotPieceWise),
    /// A solver over definitions refused it.
    #[error(transparent)]
    Generic(#[from] SmallError),
    /// The method does not solve this puzzle.
    #[error("the {method} method does not solve the {puzzle}")]
    Unserved {
        /// The method.
        method: SolveMethod,
        /// The puzzle.
        puzzle: PuzzleKind,
    },
}

/// The plan of `method` for `position` of `puzzle`, as steps. A
/// [`Stepper`](crate::app::solve::Stepper) on them plays exactly the solver's cancelled solution.
#[cfg(feature = "full")]
pub fn plan(
    puzzle: PuzzleKind,
    method: SolveMethod,
    position: &Perm,
) -> Result<Vec<Step>, SolveError> {
    if !method.serves(puzzle) {
        return Err(SolveError::Unserved { method, puzzle });
    }
    match method {
        SolveMethod::Pieces(Method::Short) => {
            let d = puzzle
                .info()
                .dodecahedral()
                .ok_or(SolveError::Unserved { method, puzzle })?;
            let first_only = || true;
            let solution = plan_cut_until(d, position, Options::default(), &first_only)?;
            Ok(piece_steps(puzzle, &solution))
        }
        SolveMethod::Pieces(m) => {
            let state = State::from_perm(position)?;
            Ok(piece_steps(puzzle, &solver::plan_with(&state, m)?))
        }
        SolveMethod::Generic(m) => Ok(generic_steps(puzzle, &solve_small(puzzle, position, m)?)),
    }
}

/// Checks that `position` of `puzzle` is one `method` can plan, without planning (a solve
/// sent to the worker is checked on the spot first).
pub fn check(puzzle: PuzzleKind, method: SolveMethod, position: &Perm) -> Result<(), SolveError> {
    if !method.serves(puzzle) {
        return Err(SolveError::Unserved { method, puzzle });
    }
    match method {
        // A puzzle whose positions are the Megaminx's piece-level states is checked as one;
        // another (the short solver's corners-only puzzles) by its own invariants.
        SolveMethod::Pieces(_) if puzzle.info().can(Capability::MegaminxSolvers) => {
            Ok(PlanError::check(&State::from_perm(position)?)?)
        }
        SolveMethod::Pieces(_) if !puzzle.info().reaches(position) => {
            Err(SmallError::Unreachable(puzzle).into())
        }
        SolveMethod::Pieces(_) => Ok(()),
        SolveMethod::Generic(_) if !puzzle.info().reaches(position) => {
            Err(SmallError::Unreachable(puzzle).into())
        }
        SolveMethod::Generic(_) => Ok(()),
    }
}

/// Face moves as letters of the twelve face generators.
fn letters(moves: &[Move]) -> Vec<Letter> {
    moves.iter().map(|&m| Letter::from(m)).collect()
}

/// A piece-level solution's steps on `puzzle` (the Megaminx, or a puzzle cut from the
/// dodecahedron with fewer orbits): its moves as they are, its slots found by name among the
/// puzzle's pieces (the Megaminx's own numbering on the Megaminx).
#[cfg(feature = "full")]
pub fn piece_steps(puzzle: PuzzleKind, solution: &Solution) -> Vec<Step> {
    let pieces = puzzle.def().pieces();
    let index = |s: &Slot| pieces.iter().position(|p| p.name == s.name());
    solution
        .steps
        .iter()
        .map(|s| Step {
            phase: match s.class {
                Some(c) => format!("{} (class {c})", s.phase),
                None => s.phase.to_string(),
            },
            label: Slot::names(&s.pieces),
            slots: s.pieces.iter().filter_map(index).collect(),
            tones: Vec::new(),
            setup: letters(&s.setup),
            core: s
                .core
                .map(|c| letters(&solver::core_moves(&c)))
                .unwrap_or_default(),
            bracket: None,
            undo: letters(&s.undo),
            explanation: format!("{} Effect: {}", s.explanation, s.cycle),
        })
        .collect()
}

/// A solution over the definition's generators: its pieces found by name.
#[cfg(feature = "full")]
fn generic_steps(puzzle: PuzzleKind, solution: &SmallSolution) -> Vec<Step> {
    let def = puzzle.def();
    let index = |name: &String| def.pieces().iter().position(|p| &p.name == name);
    let word = |w: &Word| w.letters().to_vec();
    solution
        .steps
        .iter()
        .map(|s: &SmallStep| Step {
            phase: s.phase.to_string(),
            label: s.pieces.join(" "),
            slots: s.pieces.iter().filter_map(index).collect(),
            tones: Vec::new(),
            setup: word(&s.setup),
            core: word(&s.body),
            bracket: s.core.as_ref().map(|c| [word(&c.x), word(&c.y)]),
            undo: word(&s.undo),
            explanation: s.explanation.clone(),
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
    use crate::solver::small::SmallMethod;
    use crate::solver::Method;

    fn play(puzzle: PuzzleKind, start: &Perm, letters: &[Letter]) -> Perm {
        let mut w = Word::new();
        letters.iter().for_each(|l| w.push(l.generator, l.power));
        start.then(&puzzle.def().evaluate(&w))
    }

    /// The stepper on the steps plays exactly the solver's cancelled solution (the same
    /// moves, so the same counts); every played move lies in the span of each step it
    /// belongs to; playing to the end solves. Every Megaminx method.
    #[test]
    fn the_stepper_plays_the_megaminx_solvers_cancelled_solution() {
        let mut rng = Rng::new(17);
        let cancel = Canceller::of(PuzzleKind::Megaminx.info());
        for round in 0..12 {
            let s = State::random(&mut rng);
            let method = Method::ALL[round % Method::ALL.len()];
            let solution = solver::plan_with(&s, method).unwrap();
            let steps = plan(
                PuzzleKind::Megaminx,
                SolveMethod::Pieces(method),
                &s.to_perm(),
            );
            let stepper = Stepper::new(steps.unwrap(), &cancel);
            assert_eq!(stepper.all_moves(), &letters(&solution.moves)[..]);
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
            let end = play(PuzzleKind::Megaminx, &s.to_perm(), stepper.all_moves());
            assert!(end.is_identity());
        }
    }

    /// The generic solvers' steps name their pieces and solve; their counts are the CLI's.
    #[test]
    fn generic_plans_solve_and_name_their_pieces() {
        for puzzle in [PuzzleKind::Pyraminx, PuzzleKind::Cube2] {
            let start = puzzle.info().whole_group().random_element(&mut Rng::new(5));
            for m in SmallMethod::ALL {
                let steps = plan(puzzle, SolveMethod::Generic(m), &start).unwrap();
                let stepper = Stepper::new(steps, &Canceller::of(puzzle.info()));
                let cli = solve_small(puzzle, &start, m).unwrap();
                assert_eq!(stepper.total(), cli.ftm(), "{puzzle} {m}");
                assert!(play(puzzle, &start, stepper.all_moves()).is_identity());
                for st in stepper.steps() {
                    assert_eq!(
                        st.slots.len(),
                        st.label.split_whitespace().count(),
                        "{}",
                        st.label
                    );
                }
            }
        }
        let short = SolveMethod::Pieces(Method::Short);
        let err = plan(
            PuzzleKind::Cube2,
            short,
            &PuzzleKind::Cube2.def().identity(),
        );
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
