//! A position of any puzzle cut from the dodecahedron ([`Dodecahedral`]: the Megaminx, or the
//! Kilominx with corners only) as the piece-level [`State`] the stages search, and its short
//! plan ([`plan_cut_until`]): the stages bring home the orbits the puzzle has
//! ([`Orbits::of`]); the orbits it lacks sit home in the state and are never looked at.

use super::anytime::{plan_short_until, Anytime};
use super::beam::{Options, Stop};
use super::layout::Orbits;
use crate::group::Perm;
use crate::puzzle::{Dodecahedral, Face, Megaminx, NotPieceWise, PuzzleKind, State};
use crate::solver::{Method, PlanError, Solution, Step};

/// The Megaminx's sticker on the same face of the same piece slot as sticker `s` of `d`.
fn megaminx_sticker(d: &Dodecahedral, s: usize) -> usize {
    let sticker = &d.def().stickers()[s];
    let face = Face::new(sticker.colour).expect("a dodecahedral colour is a face");
    Megaminx::get()
        .sticker(face, d.slot_faces(sticker.piece))
        .expect("every slot of a dodecahedral puzzle is one of the Megaminx's")
}

/// `p` (a position of `d`) as a Megaminx state: its pieces where `p` puts them, the pieces
/// `d` lacks at home. Torn pieces are refused.
pub fn state_of_cut(d: &Dodecahedral, p: &Perm) -> Result<State, NotPieceWise> {
    let mut images: Vec<usize> = (0..Megaminx::get().def().sticker_count()).collect();
    for s in 0..d.def().sticker_count() {
        images[megaminx_sticker(d, s)] = megaminx_sticker(d, p.image(s));
    }
    let perm = Perm::from_images(&images).expect("a bijection between sticker sets");
    State::from_perm(&perm)
}

/// The first plan of `p`, a position of `puzzle`, hurried by `hurry`, and the search for
/// shorter ones after it ([`Anytime::start_until`] over the orbits the puzzle has).
pub fn start_cut(
    puzzle: PuzzleKind,
    p: &Perm,
    opts: Options,
    hurry: Stop,
) -> Result<Anytime, PlanError> {
    let d = dodecahedral(puzzle)?;
    Anytime::start_until(&state_of_cut(d, p)?, of_cut(d, opts), hurry)
}

/// `opts` for the orbits `d` has.
fn of_cut(d: &Dodecahedral, opts: Options) -> Options {
    Options {
        orbits: Orbits::of(d),
        ..opts
    }
}

/// The short plan of `p`, a position of `puzzle` (cut from the dodecahedron), searching on
/// until `until` (without it, the first plan only; a plan always comes): [`plan_short_until`]
/// over the orbits the puzzle has, with `opts`' widths, as a plan of `puzzle` ([`on_cut`]).
pub fn plan_cut_until(
    puzzle: PuzzleKind,
    p: &Perm,
    opts: Options,
    until: Option<Stop>,
) -> Result<Solution, PlanError> {
    let d = dodecahedral(puzzle)?;
    let solution = plan_short_until(&state_of_cut(d, p)?, of_cut(d, opts), until)?;
    Ok(on_cut(puzzle, &solution))
}

/// The dodecahedron `puzzle` is cut from (refused for a puzzle that is none).
fn dodecahedral(puzzle: PuzzleKind) -> Result<&'static Dodecahedral, PlanError> {
    (puzzle.info().dodecahedral()).ok_or(PlanError::NotPieceLevel(Method::Short))
}

/// A short plan of the Megaminx state of a position of `puzzle` as a plan of `puzzle`: the
/// same face turns (every dodecahedral puzzle numbers its face generators as the Megaminx),
/// each step's pieces found by name among the puzzle's (the pieces it lacks dropped), its
/// effect on the puzzle's own stickers. The Megaminx's own plan is returned as it is.
pub fn on_cut(puzzle: PuzzleKind, solution: &Solution) -> Solution {
    if solution.puzzle == puzzle {
        return solution.clone();
    }
    let from = solution.puzzle.def().pieces();
    let to = puzzle.def().pieces();
    let index = |i: &usize| to.iter().position(|p| p.name == from[*i].name);
    let steps = (solution.steps.iter())
        .map(|s| {
            let pieces = s.pieces.iter().filter_map(index).collect();
            Step::stage(puzzle, pieces, s.moves(), s.explanation.clone())
        })
        .collect();
    Solution::new(puzzle, solution.method, steps)
}
