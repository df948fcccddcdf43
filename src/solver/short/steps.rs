//! From a [`Found`] solve to a [`Solution`] a person can follow: one step per stage, in the
//! order they play, named by the block the search solved and the pieces it puts home for good
//! (or, where it finishes none, the pieces it prepares).

use super::beam::{search, Found, Options};
use super::gen::Piece;
use super::layout::{Layout, Orbits};
use crate::puzzle::{face_word, Face, Move, PuzzleKind, State};
use crate::solver::{Method, PlanError};
use crate::solver::{Solution, Step};

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
    Ok((solution_of(state, &found, opts), found))
}

/// The plan a search with `opts` found for `state`, as steps.
pub(super) fn solution_of(state: &State, found: &Found, opts: Options) -> Solution {
    let layout = Layout::of_orbits(opts.tables, opts.orbits);
    Solution::new(
        PuzzleKind::Megaminx,
        Method::Short,
        steps(state, found, layout),
    )
}

/// The steps of a solve, in the order they are played on `state`: each names the pieces it
/// puts home for good, computed from this forward play whichever way the search ran (a
/// stage found on the inverse position, played backwards, finishes other pieces than its
/// block), or, where it finishes none, the pieces it moves, which it prepares.
fn steps(state: &State, found: &Found, layout: &Layout) -> Vec<Step> {
    let n = layout.stages_in(found.ending);
    let f = found.frame;
    let order: Vec<usize> = if f.inverse {
        (0..n).rev().collect()
    } else {
        (0..n).collect()
    };
    let played: Vec<(usize, Vec<Move>)> = order
        .into_iter()
        .map(|k| (k, f.solution_back(&found.stages[k])))
        .filter(|(_, moves)| !moves.is_empty())
        .collect();
    let mut states = vec![*state];
    for (_, moves) in &played {
        let now = states[states.len() - 1];
        states.push(now.then(&State::of_moves(moves)));
    }
    let finished = home_for_good(&states, layout.orbits);
    let mut out = Vec::new();
    for (i, ((k, moves), done)) in played.into_iter().zip(finished).enumerate() {
        let (before, after) = (&states[i], &states[i + 1]);
        let role = if done.is_empty() {
            let moved: Vec<Piece> = (layout.orbits.pieces())
                .filter(|p| p.coord(before) != p.coord(after))
                .collect();
            Role::Prepares(moved)
        } else {
            Role::Finishes(done)
        };
        let stage = layout.stage(k, found.ending);
        let own = found.frames[k];
        let faces: Vec<Face> = stage.faces.iter().map(|&x| own.face_back(x)).collect();
        let what = Played::new(k, n, f.inverse, &faces);
        let explanation = what.explain(&role, moves.len());
        let pieces = role.pieces().iter().map(|p| p.slot().index()).collect();
        out.push(Step::stage(
            PuzzleKind::Megaminx,
            pieces,
            face_word(&moves),
            explanation,
        ));
    }
    out
}

/// For each step (`states[i]` before step `i`, `states[i + 1]` after it), the pieces it puts
/// home for good: home after it and after every later step, and not so before it. Only the
/// pieces of `orbits` count (a corners-only puzzle has no edges to put home).
fn home_for_good(states: &[State], orbits: Orbits) -> Vec<Vec<Piece>> {
    let mut out = vec![Vec::new(); states.len().saturating_sub(1)];
    for p in orbits.pieces() {
        let last_away = states.iter().rposition(|s| p.coord(s) != p.home());
        if let Some(i) = last_away.filter(|&i| i < out.len()) {
            out[i].push(p);
        }
    }
    out
}

/// What a step does to the pieces it names.
enum Role {
    /// Puts these home for good.
    Finishes(Vec<Piece>),
    /// Finishes none; moves these, preparing them for later steps.
    Prepares(Vec<Piece>),
}

impl Role {
    fn pieces(&self) -> &[Piece] {
        match self {
            Role::Finishes(p) | Role::Prepares(p) => p,
        }
    }
}

/// A stage as a step of play: its number in play order, and the block it was searched for.
struct Played {
    /// From 1, in the order the steps play.
    number: usize,
    /// Stages of the solve.
    of: usize,
    /// The block the search solved with it ("the D block", "the last two faces, …").
    block: String,
    /// Whether it was found on the inverse position (it plays backwards).
    inverse: bool,
    /// Its number in the search's order.
    searched: usize,
}

impl Played {
    fn new(k: usize, n: usize, inverse: bool, faces: &[Face]) -> Played {
        let names: Vec<String> = faces.iter().map(|f| f.to_string()).collect();
        let block = if k + 1 == n && names.len() == 2 {
            format!("the last two faces, {} and {}", names[0], names[1])
        } else if k + 1 == n {
            format!("the last layer around {}", names.join(""))
        } else {
            format!("the {} block", names.join("–"))
        };
        Played {
            number: if inverse { n - k } else { k + 1 },
            of: n,
            block,
            inverse,
            searched: k + 1,
        }
    }

    /// "Stage 3 of 9: the D block in 7 moves; puts home for good edges …, corners …".
    fn explain(&self, role: &Role, moves: usize) -> String {
        let count = match moves {
            1 => "1 move".to_string(),
            c => format!("{c} moves"),
        };
        let head = if self.inverse {
            format!(
                "Stage {} of {}, {count}: stage {} of the inverse position's solve ({}), \
                 played backwards",
                self.number, self.of, self.searched, self.block
            )
        } else {
            format!(
                "Stage {} of {}: {} in {count}",
                self.number, self.of, self.block
            )
        };
        match role {
            Role::Finishes(p) => format!("{head}; puts home for good {}", list(p)),
            Role::Prepares(p) => format!(
                "{head}; puts no piece home for good yet, it prepares {}",
                list(p)
            ),
        }
    }
}

/// "edges AB BC, corners ABC" (a kind with no piece left out).
fn list(pieces: &[Piece]) -> String {
    let (corners, edges): (Vec<Piece>, Vec<Piece>) = pieces.iter().partition(|p| p.is_corner());
    let names = |v: &[Piece]| v.iter().map(|p| p.name()).collect::<Vec<_>>().join(" ");
    match (edges.is_empty(), corners.is_empty()) {
        (false, false) => format!("edges {}, corners {}", names(&edges), names(&corners)),
        (false, true) => format!("edges {}", names(&edges)),
        (true, false) => format!("corners {}", names(&corners)),
        (true, true) => "nothing".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Random states solve; every step names pieces: those it puts home for good (home after
    /// it and after every later step, and not before it), or those it moves, which it says
    /// it prepares.
    #[test]
    fn every_step_names_its_pieces() {
        let mut rng = Rng::new(8);
        for _ in 0..4 {
            let s = State::random(&mut rng);
            let sol = plan_short(&s).unwrap();
            assert!(s
                .then(&State::of_moves(&sol.face_moves().unwrap()))
                .is_solved());
            let mut states = vec![s];
            for st in &sol.steps {
                states.push(states[states.len() - 1].then(&State::from_perm(&st.effect).unwrap()));
            }
            for (i, st) in sol.steps.iter().enumerate() {
                assert!(!st.pieces.is_empty(), "{}", st.explanation);
                let prepares = st.explanation.contains("prepares");
                for &slot in &st.pieces {
                    let p = Piece::all().find(|p| p.slot().index() == slot).unwrap();
                    let home: Vec<bool> = states.iter().map(|x| p.coord(x) == p.home()).collect();
                    if prepares {
                        assert_ne!(p.coord(&states[i]), p.coord(&states[i + 1]));
                    } else {
                        assert!(!home[i] && home[i + 1..].iter().all(|&h| h), "{slot}");
                    }
                }
            }
        }
    }

    /// A solve changes frame between stages, yet each stage's block is named in the frame
    /// it was searched in: played forward, after each stage every piece lying only on the
    /// faces the blocks so far name is home.
    #[test]
    fn blocks_are_named_in_their_own_frames() {
        let layout = Layout::get();
        let mut rng = Rng::new(9);
        let mut changed = 0;
        for _ in 0..6 {
            let s = State::random(&mut rng);
            let (_, found) = plan_short_found(&s, Options::default()).unwrap();
            changed += usize::from(found.frames.iter().any(|&f| f != found.frame));
            if found.frame.inverse {
                continue;
            }
            let (mut now, mut named) = (s, Vec::new());
            for k in 0..layout.stages.len() {
                now = now.then(&State::of_moves(
                    &found.frame.solution_back(&found.stages[k]),
                ));
                let faces = &layout.stage(k, found.ending).faces;
                named.extend(faces.iter().map(|&x| found.frames[k].face_back(x)));
                for p in Piece::all().filter(|p| p.faces().iter().all(|f| named.contains(f))) {
                    assert_eq!(
                        p.coord(&now),
                        p.home(),
                        "{} after stage {}",
                        p.name(),
                        k + 1
                    );
                }
            }
        }
        assert!(changed > 0, "no solve changed frame");
    }

    /// A stage played backwards reads as one sentence: no run of spaces (issue 35 found 18,
    /// a line break of the source kept inside the text).
    #[test]
    fn a_backwards_stage_reads_as_one_sentence() {
        let played = Played::new(8, 9, true, &[Face::B, Face::C]);
        let text = played.explain(&Role::Finishes(vec![Piece::edge(0)]), 7);
        assert!(!text.contains("  "), "{text}");
        assert!(
            text.starts_with(
                "Stage 1 of 9, 7 moves: stage 9 of the inverse position's solve \
                 (the last two faces, B and C), played backwards; puts home for good"
            ),
            "{text}"
        );
    }

    #[test]
    fn lists_name_each_kind_present() {
        let (c, e) = (Piece::corner(0), Piece::edge(0));
        assert_eq!(
            list(&[c, e]),
            format!("edges {}, corners {}", e.name(), c.name())
        );
        assert_eq!(list(&[e]), format!("edges {}", e.name()));
        assert_eq!(list(&[c]), format!("corners {}", c.name()));
    }
}
