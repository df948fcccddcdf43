//! The beam across stages: many partial solutions are carried from stage to stage, and the
//! shortest whole solution after cancellation wins.

use super::frame::Frame;
use super::layout::Layout;
use super::stage::Want;
use crate::puzzle::{Move, State};
use crate::solver::cancel::push;

/// How widely the planner searches.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// How many of the 120 frames to start from (those whose first block is closest).
    pub frames: usize,
    /// How many partial solutions to keep after each stage.
    pub beam: usize,

    /// What each stage search returns per partial solution.
    pub want: Want,
    /// What the stages with exact tables return (their searches are cheap, so they can
    /// offer more, and longer, solutions: more different positions for the stages after).
    pub exact: Want,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            frames: 120,
            beam: 10,
            want: Want {
                solutions: 5,
                slack: 0,
            },
            exact: Want {
                solutions: 10,
                slack: 1,
            },
        }
    }
}

/// A solve found in one frame: each stage's moves as that frame names them.
#[derive(Clone, Debug)]
pub struct Found {
    /// Where it was found.
    pub frame: Frame,
    /// Which ending ([`Layout::endings`]) it took.
    pub ending: usize,
    /// The moves of each stage, in the frame (a stage already solved has none).
    pub stages: Vec<Vec<Move>>,
    /// All of them concatenated and cancelled.
    pub moves: Vec<Move>,
}

#[derive(Clone)]
struct Partial {
    found: Found,
    state: State,
}

/// The shortest solve the beam finds for a legal state.
pub fn search(s: &State, opts: Options) -> Found {
    let layout = Layout::get();
    let mut starts: Vec<(u8, Frame, State)> = Frame::all()
        .map(|f| {
            let v = f.view(s);
            (layout.stage(0, 0).bound(&v), f, v)
        })
        .collect();
    starts.sort_by_key(|x| x.0);
    starts.truncate(opts.frames.max(1));
    let mut beam: Vec<Partial> = starts
        .into_iter()
        .map(|(_, frame, state)| Partial {
            found: Found {
                frame,
                ending: 0,
                stages: Vec::new(),
                moves: Vec::new(),
            },
            state,
        })
        .collect();
    let common = layout.stages.len();
    for k in 0..layout.len() {
        let mut children: Vec<(usize, Partial)> = Vec::new();
        for p in &beam {
            let endings = if k == common {
                0..layout.endings.len()
            } else {
                p.found.ending..p.found.ending + 1
            };
            for e in endings {
                extend(p, layout, k, e, opts, &mut children);
            }
        }
        children.sort_by_key(|c| c.0);
        let mut seen: Vec<(Frame, usize, State)> = Vec::new();
        beam.clear();
        for (_, c) in children {
            let key = (c.found.frame, c.found.ending, c.state);
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            beam.push(c);
            if beam.len() >= opts.beam.max(1) {
                break;
            }
        }
    }
    let best = beam
        .into_iter()
        .min_by_key(|p| p.found.moves.len())
        .expect("the beam is never empty");
    debug_assert!(best.state.is_solved());
    best.found
}

/// Extends `p` by the solutions of stage `k` (ending `e`), ranking each child by its length
/// after cancellation plus the next stage's lower bound (the smallest over the endings when
/// the next stage is the first of an ending).
fn extend(
    p: &Partial,
    layout: &Layout,
    k: usize,
    e: usize,
    opts: Options,
    children: &mut Vec<(usize, Partial)>,
) {
    let stage = layout.stage(k, e);
    let want = if stage.is_exact() {
        opts.exact
    } else {
        opts.want
    };
    for sol in stage.solve(&p.state, want) {
        let mv: Vec<Move> = sol
            .iter()
            .flat_map(|&g| stage.gens[g as usize].moves.iter().copied())
            .collect();
        let mut child = p.clone();
        child.state = p.state.then(&State::of_moves(&mv));
        child.found.ending = e;
        for &m in &mv {
            push(&mut child.found.moves, m);
        }
        child.found.stages.push(mv);
        let ahead = if k + 1 == layout.len() {
            0
        } else if k + 1 == layout.stages.len() {
            (0..layout.endings.len())
                .map(|x| layout.stage(k + 1, x).bound(&child.state))
                .min()
                .unwrap_or(0)
        } else {
            layout.stage(k + 1, e).bound(&child.state)
        };
        children.push((child.found.moves.len() + ahead as usize, child));
    }
}
