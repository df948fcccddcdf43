//! From a [`Found`] solve to a [`Solution`] a person can follow: one step per stage, named by
//! the faces it finishes and the pieces it brings home.

use super::beam::{search, Found, Options};
use super::gen::Piece;
use super::layout::Layout;
use crate::puzzle::{Face, Megaminx, Move, Slot, State};
use crate::solver::plan::{Method, PlanError, Solution, Step};

/// Plans a short solve of `state` with the default search widths.
pub fn plan_short(state: &State) -> Result<Solution, PlanError> {
    plan_short_with(state, Options::default())
}

/// Plans a short solve of `state`: applying [`Solution::moves`] to it gives the solved puzzle.
/// Illegal positions are refused as [`PlanError::check`] says; nothing panics.
pub fn plan_short_with(state: &State, opts: Options) -> Result<Solution, PlanError> {
    plan_short_found(state, opts).map(|(sol, _)| sol)
}

/// [`plan_short_with`], also returning the search's own record (the frame it chose and each
/// stage's moves in stage order), for measurements per stage.
pub fn plan_short_found(state: &State, opts: Options) -> Result<(Solution, Found), PlanError> {
    PlanError::check(state)?;
    let found = search(state, opts);
    Ok((Solution::new(Method::Short, steps(state, &found)), found))
}

/// The steps of a solve, in the order they are played on `state`.
fn steps(state: &State, found: &Found) -> Vec<Step> {
    let layout = Layout::get();
    let n = layout.stages_in(found.ending);
    let f = found.frame;
    let order: Vec<usize> = if f.inverse {
        (0..n).rev().collect()
    } else {
        (0..n).collect()
    };
    let mut now = *state;
    let mut out = Vec::new();
    for k in order {
        let stage = layout.stage(k, found.ending);
        let moves = f.solution_back(&found.stages[k]);
        if moves.is_empty() {
            continue;
        }
        let effect = State::of_moves(&moves);
        let after = now.then(&effect);
        let pieces: Vec<Slot> = if f.inverse {
            Piece::all()
                .filter(|p| p.coord(&after) == p.home() && p.coord(&now) != p.home())
                .map(Piece::slot)
                .collect()
        } else {
            stage.pieces.iter().map(|&p| piece_back(f, p)).collect()
        };
        let faces: Vec<Face> = stage.faces.iter().map(|&x| f.face_back(x)).collect();
        let explanation = explain(k, n, &faces, &pieces, &moves, f.inverse);
        out.push(Step::stage(pieces, moves, explanation, effect));
        now = after;
    }
    out
}

/// The slot of the original puzzle a canonical-frame piece stands for.
fn piece_back(f: super::Frame, p: Piece) -> Slot {
    let faces: Vec<Face> = p.faces().iter().map(|&x| f.face_back(x)).collect();
    Megaminx::get()
        .piece_at(&faces)
        .and_then(Slot::new)
        .expect("a rotation carries slots to slots")
}

/// "Stage 3 of 9: the D block (edges …, corners …) in 7 moves …".
fn explain(
    k: usize,
    n: usize,
    faces: &[Face],
    pieces: &[Slot],
    moves: &[Move],
    inverse: bool,
) -> String {
    let names: Vec<String> = faces.iter().map(|f| f.to_string()).collect();
    let what = if k + 1 == n && names.len() == 2 {
        format!("the last two faces, {} and {}", names[0], names[1])
    } else if k + 1 == n {
        format!("the last layer around {}", names.join(""))
    } else {
        format!("the {} block", names.join("–"))
    };
    let (corners, edges): (Vec<&str>, Vec<&str>) =
        pieces.iter().map(|p| p.name()).partition(|p| p.len() == 3);
    let list = format!("edges {}, corners {}", join(&edges), join(&corners));
    let count = match moves.len() {
        1 => "1 move".to_string(),
        c => format!("{c} moves"),
    };
    if inverse {
        format!(
            "Stage {} of {n}, played backwards: {what} of the inverse position, undone in \
             {count}; brings home {list}",
            k + 1
        )
    } else {
        format!("Stage {} of {n}: {what} ({list}) in {count}", k + 1)
    }
}

fn join(names: &[&str]) -> String {
    if names.is_empty() {
        "none".into()
    } else {
        names.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Random states solve; every forward stage brings its block home.
    #[test]
    fn random_states_solve_stage_by_stage() {
        let mut rng = Rng::new(8);
        for _ in 0..5 {
            let s = State::random(&mut rng);
            let sol = plan_short(&s).unwrap();
            assert!(s.then(&State::of_moves(&sol.moves)).is_solved());
            let mut now = s;
            for st in &sol.steps {
                now = now.then(&State::of_moves(&st.moves()));
                for &slot in &st.pieces {
                    let home = Piece::all()
                        .find(|p| p.slot() == slot)
                        .is_some_and(|p| p.coord(&now) == p.home());
                    assert!(home, "{slot} not home after: {}", st.explanation);
                }
            }
        }
    }
}
