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
    /// From this stage on the searches are slow (few faces, long solutions): only the best
    /// `narrow` partial solutions go on, each with its single shortest stage solution.
    pub narrow_from: usize,
    /// How many partial solutions the slow stages extend.
    pub narrow: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            frames: 12,
            beam: 12,
            want: Want {
                solutions: 6,
                slack: 0,
            },
            narrow_from: usize::MAX,
            narrow: 1,
        }
    }
}

/// A solve found in one frame: each stage's moves as that frame names them.
#[derive(Clone, Debug)]
pub struct Found {
    /// Where it was found.
    pub frame: Frame,
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
    let stages = &layout.stages;
    let mut starts: Vec<(u8, Frame, State)> = Frame::all()
        .map(|f| {
            let v = f.view(s);
            (stages[0].bound(&v), f, v)
        })
        .collect();
    starts.sort_by_key(|x| x.0);
    starts.truncate(opts.frames.max(1));
    let mut beam: Vec<Partial> = starts
        .into_iter()
        .map(|(_, frame, state)| Partial {
            found: Found {
                frame,
                stages: Vec::new(),
                moves: Vec::new(),
            },
            state,
        })
        .collect();
    for (k, stage) in stages.iter().enumerate() {
        let mut want = opts.want;
        if k >= opts.narrow_from {
            beam.truncate(opts.narrow.max(1));
            want.solutions = 1;
        }
        let mut children: Vec<(usize, Partial)> = Vec::new();
        for p in &beam {
            for sol in stage.solve(&p.state, want) {
                let mv: Vec<Move> = sol
                    .iter()
                    .flat_map(|&g| stage.gens[g as usize].moves.iter().copied())
                    .collect();
                let mut child = p.clone();
                child.state = p.state.then(&State::of_moves(&mv));
                for &m in &mv {
                    push(&mut child.found.moves, m);
                }
                child.found.stages.push(mv);
                let ahead = stages.get(k + 1).map_or(0, |n| n.bound(&child.state));
                children.push((child.found.moves.len() + ahead as usize, child));
            }
        }
        children.sort_by_key(|c| c.0);
        let mut seen: Vec<(Frame, State)> = Vec::new();
        beam.clear();
        for (_, c) in children {
            let key = (c.found.frame, c.state);
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
