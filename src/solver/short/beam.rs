//! The beam across stages: many partial solutions are carried from stage to stage, and the
//! shortest whole solution after cancellation wins.
//!
//! After stage 8 the two-face stage ([`TwoFace`](super::two::TwoFace)) finishes them all in
//! one branch and bound: the partial solutions, each without the `U`/`R` turns it ends with
//! (the two-face stage may as well make them), are searched together by increasing total
//! length, so the first solution found is the shortest over all of them. If that search
//! visits more positions than [`Options::limit`], the old endings (stages 9 and 10) finish
//! the beam instead, so a solve's time stays bounded.

use std::collections::{HashMap, HashSet};

use super::frame::Frame;
use super::layout::{Layout, Orbits, TWO_FACE};
use super::par;
use super::prepare::build_layout_tables;
use super::stage::{Stage, Want};
use super::tables::TableSet;
use super::two::{GaveUp, Start, TwoFace};
use crate::puzzle::{Amount, Face, Move, State};
use crate::solver::cancel::{cancel, push};
use crate::solver::invert;

/// How widely the planner searches.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// How many of the 240 frames to start from (those whose first block is closest).
    pub frames: usize,
    /// How many partial solutions to keep after each stage.
    pub beam: usize,
    /// What each stage search returns per partial solution.
    pub want: Want,
    /// What the stages with exact tables return (their searches are cheap, so they can
    /// offer more, and longer, solutions: more different positions for the stages after).
    pub exact: Want,
    /// How many partial solutions after stage 8 the two-face stage starts from.
    pub finish: usize,
    /// Whether the beam also looks at each partial solution through the symmetries that keep
    /// its finished faces finished, before the stages [`REFRAMED_BEFORE`] names ([`reframed`]):
    /// the same stages in many orders, shorter plans, several times the work.
    pub reframe: bool,
    /// The most positions the two-face search visits before the old endings take over.
    pub limit: u64,
    /// How many threads may share the work (natively; the page's WebAssembly has one). The
    /// solve found is the same for any number.
    pub threads: usize,
    /// The tables that bound the searches: the page's or the full set; both plan alike
    /// ([`TableSet`] says how), the full set faster.
    pub tables: TableSet,
    /// The pieces the puzzle has ([`Orbits::of`] its record's definition): the stages bring
    /// home only these.
    pub orbits: Orbits,
}

impl Default for Options {
    /// The first plan's widths: what [`plan_short`](super::plan_short) plans, and the plan
    /// the anytime search starts from ([`Options::QUICK`]), on all the machine's cores with
    /// the tables of the platform.
    fn default() -> Options {
        Options {
            threads: par::available(),
            tables: TableSet::native_or_page(),
            ..Options::QUICK
        }
    }
}

impl Options {
    /// The first plan (issue 35: a first plan within half a second in the page's worker, at
    /// most 80 FTM, which the anytime search then shortens): the 10 frames whose first block
    /// is closest and a beam of 4. Chosen on the bench's tuning states only (`benches/short.rs`,
    /// `TUNING_SEED`), one thread, the page's tables: see `src/solver/short/mod.rs`, "The
    /// first plan".
    pub const QUICK: Options = Options {
        frames: 10,
        beam: 4,
        want: Want {
            solutions: 2,
            slack: 0,
        },
        exact: Want {
            solutions: 4,
            slack: 1,
        },
        finish: 4,
        reframe: true,
        limit: 10_000_000,
        threads: 1,
        tables: TableSet::Page,
        orbits: Orbits::ALL,
    };

    /// The first plan when the deadline comes before [`Options::QUICK`]'s (issue 35: a
    /// budget is a deadline, the first plan included): one frame, one partial solution, one
    /// solution per stage, no reframing, and a two-face search that gives up early to the
    /// old endings — the cheapest plan the stages make, never told to stop. Natively on one
    /// thread with the page's tables, 60 random states: a median of 24 ms (max 120 ms) for
    /// 100.7 FTM, where [`Options::QUICK`] took a median of 0.56 s (max 4.2 s) for 79.5.
    pub const HURRIED: Options = Options {
        frames: 1,
        beam: 1,
        want: Want {
            solutions: 1,
            slack: 0,
        },
        exact: Want {
            solutions: 1,
            slack: 0,
        },
        finish: 1,
        reframe: false,
        limit: 20_000,
        threads: 1,
        tables: TableSet::Page,
        orbits: Orbits::ALL,
    };

    /// The widths of the anytime search's first round ([`round_options`](super::round_options)),
    /// which later rounds widen: until issue 35 this was the first plan (76.4 FTM on 1,000
    /// states, 132 ms natively on one thread, but a median of 1.8 s in the page's worker).
    pub const WIDE: Options = Options {
        frames: 240,
        beam: 10,
        want: Want {
            solutions: 5,
            slack: 0,
        },
        exact: Want {
            solutions: 10,
            slack: 1,
        },
        finish: 10,
        reframe: true,
        limit: 10_000_000,
        threads: 1,
        tables: TableSet::Page,
        orbits: Orbits::ALL,
    };
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
    /// The frame each stage was searched in: the solve may change frame between stages, by
    /// a symmetry that keeps what is finished finished (its moves are then renamed, so
    /// [`Found::stages`] are all in the last frame, [`Found::frame`]); which faces a stage
    /// finished is read in its own.
    pub frames: Vec<Frame>,
    /// All of them concatenated and cancelled.
    pub moves: Vec<Move>,
    /// Positions the two-face search visited (its limit when it gave up).
    pub visited: u64,
}

#[derive(Clone)]
struct Partial {
    found: Found,
    state: State,
}

/// Whether a search should stop now: checked between pieces of its work (a stage search for
/// one partial solution, a few thousand positions of the two-face search). A search told to
/// stop ends at once without an answer.
pub type Stop<'a> = &'a (dyn Fn() -> bool + Sync);

/// The shortest solve the beam finds for a legal state.
pub fn search(s: &State, opts: Options) -> Found {
    search_until(s, opts, &|| false).expect("a search never told to stop ends with a solve")
}

/// [`search`], or `None` as soon as `stop` says so.
pub fn search_until(s: &State, opts: Options, stop: Stop) -> Option<Found> {
    match search_below(s, opts, stop, usize::MAX) {
        Searched::Found(found) => Some(found),
        Searched::NoneShorter | Searched::Stopped => None,
    }
}

/// What [`search_below`] came to.
#[derive(Clone, Debug)]
pub enum Searched {
    /// A solve (shorter than asked, unless the two-face search gave up and the old endings
    /// finished the beam: the caller compares).
    Found(Found),
    /// The two-face search showed that the beam holds no solve shorter than asked.
    NoneShorter,
    /// Told to stop.
    Stopped,
}

/// [`search_until`] for a solve of fewer than `below` moves: the two-face search does not
/// look at longer totals (the anytime rounds' longest passes, which could only tie or lose).
pub fn search_below(s: &State, opts: Options, stop: Stop, below: usize) -> Searched {
    search_memo(s, opts, stop, below, &mut Memo::for_tables(opts.tables))
}

/// [`search_below`] remembering in `memo` what it learns, and using what earlier searches of
/// the same position learnt: the same answer, sooner.
pub(super) fn search_memo(
    s: &State,
    opts: Options,
    stop: Stop,
    below: usize,
    memo: &mut Memo,
) -> Searched {
    match beam_below(s, opts, stop, below, memo) {
        Some(Some(found)) => Searched::Found(found),
        Some(None) => Searched::NoneShorter,
        None => Searched::Stopped,
    }
}

/// A stage search's solutions: generator indices.
type Solutions = Vec<Vec<u8>>;

/// A stage search: the stage, the ending, the position (in the frame).
type StageKey = (usize, usize, State);

/// A stage search remembered.
#[derive(Debug)]
struct Solved {
    /// What it was asked.
    want: Want,
    /// What it returned.
    sols: Solutions,
    /// What the shortest of them costs.
    shortest: u32,
}

/// What the searches of one position have learnt, for the anytime search's later rounds,
/// which meet most of an earlier round's partial solutions again. Nothing in it changes an
/// answer, only how soon it comes — so it stops learning at a cap ([`Memo::PAGE_BYTES`] in the page): the page's
/// worker keeps its WebAssembly memory (which never shrinks) within bounds whatever the
/// budget, and later rounds then search what the memo does not know. Its maps are hash maps:
/// B-trees (which grow a node at a time, where a hash map doubles its table) kept the same
/// 10 s peak in `cargo bench --bench worker_heap -- --budget 10` (37.3 MB against 37.6) but
/// made the first plan some 20 % slower (`cargo bench --bench short -- --table --quick`,
/// median on one thread 361 ms against 276 ms, side by side).
#[derive(Debug)]
pub struct Memo {
    /// The solutions a stage search returned (stage, ending, position in the frame), what it
    /// was asked, and what its shortest solution costs.
    stages: HashMap<StageKey, Solved>,
    /// Lower bounds on the two-face stage's moves from a position, proven by earlier passes.
    two: HashMap<State, u8>,
    /// Bytes of the stage searches' solutions (beside the maps' tables).
    held: usize,
    /// The most it allocates ([`Memo::PAGE_BYTES`] or [`Memo::FULL_BYTES`]).
    cap: usize,
}

impl Memo {
    /// What a stage search asked `want` would return, if an earlier one tells: one asked for
    /// at least as many with the same slack (its first ones), or one asked for more than it
    /// found (it found every solution there is within its slack).
    fn stage(&self, key: &StageKey, want: Want) -> Known {
        let Some(Solved {
            want: asked,
            sols,
            shortest,
        }) = self.stages.get(key)
        else {
            return Known::Nothing;
        };
        if asked.slack == want.slack && want.solutions <= asked.solutions {
            return Known::Solutions(sols.iter().take(want.solutions).cloned().collect());
        }
        if asked.slack == want.slack && sols.len() < asked.solutions {
            return Known::Solutions(sols.clone());
        }
        Known::Shortest(*shortest)
    }

    /// Remembers what a stage search asked `want` returned.
    fn learn(&mut self, layout: &Layout, key: StageKey, want: Want, sols: Solutions) {
        let held = held_bytes(&sols);
        match self.stages.get(&key) {
            Some(old) => self.held -= held_bytes(&old.sols),
            None if !self.room_for(&self.stages, held) => return,
            None => {}
        }
        self.held += held;
        let stage = layout.stage(key.0, key.1);
        let shortest = sols.first().map_or(0, |sol| stage.cost(sol));
        self.stages.insert(
            key,
            Solved {
                want,
                sols,
                shortest,
            },
        );
    }

    /// Remembers that `state` needs at least `bound` moves of the two-face stage.
    fn two_face_bound(&mut self, state: State, bound: u8) {
        if !self.two.contains_key(&state) && !self.room_for(&self.two, 0) {
            return;
        }
        let b = self.two.entry(state).or_insert(0);
        *b = (*b).max(bound);
    }
}

impl Memo {
    /// The most a memo allocates in the page's worker ([`TableSet::Page`]): 12 MB, its maps'
    /// tables counted whole (spare room included) and, while one grows, its old table and
    /// its new one both. (Counting only the entries, a cap of 16 MB let the maps take some
    /// 30 MB, and the page's worker 71 MB after twenty 10 s searches.)
    pub const PAGE_BYTES: usize = 12 << 20;

    /// The most a memo allocates natively ([`TableSet::Full`]), where memory is no concern.
    pub const FULL_BYTES: usize = 48 << 20;

    /// An empty memo for searches with `tables`.
    pub fn for_tables(tables: TableSet) -> Memo {
        Memo {
            stages: HashMap::new(),
            two: HashMap::new(),
            held: 0,
            cap: match tables {
                TableSet::Page => Memo::PAGE_BYTES,
                TableSet::Full => Memo::FULL_BYTES,
            },
        }
    }

    /// Bytes the memo allocates now.
    pub fn bytes(&self) -> usize {
        self.held + table_bytes(&self.stages) + table_bytes(&self.two)
    }

    /// Whether a new entry of `map` (one of the memo's), with `held` bytes beside it, keeps
    /// the memo within its cap, the map's growth included when the entry makes
    /// it grow.
    fn room_for<K, V>(&self, map: &HashMap<K, V>, held: usize) -> bool {
        let growth = if map.len() < map.capacity() {
            0
        } else {
            grown_bytes(map)
        };
        self.bytes() + growth + held <= self.cap
    }
}

/// Bytes a search's solutions hold on the heap.
fn held_bytes(sols: &Solutions) -> usize {
    sols.iter()
        .map(|m| m.capacity() + size_of::<Vec<u8>>())
        .sum()
}

/// Bytes the table of a hash map with room for `capacity` entries of `(K, V)` takes: a
/// power of two of buckets, an eighth of them kept free, a control byte each.
fn buckets_bytes<K, V>(capacity: usize) -> usize {
    match capacity {
        0 => 0,
        c => (c * 8 / 7).next_power_of_two() * (size_of::<(K, V)>() + 1),
    }
}

/// Bytes of `map`'s table.
fn table_bytes<K, V>(map: &HashMap<K, V>) -> usize {
    buckets_bytes::<K, V>(map.capacity())
}

/// Bytes of `map`'s table once it has grown (it doubles; four buckets at first).
fn grown_bytes<K, V>(map: &HashMap<K, V>) -> usize {
    buckets_bytes::<K, V>((map.capacity() * 2).max(3))
}

/// What a [`Memo`] knows of a stage search to come.
enum Known {
    /// Nothing.
    Nothing,
    /// Its answer.
    Solutions(Solutions),
    /// What its shortest solution costs.
    Shortest(u32),
}

impl Known {
    /// The solutions `stage` has from `s` as `want` asks: known, or searched (from the
    /// shortest cost known, the passes below it skipped).
    fn solve(&self, stage: &Stage, s: &State, want: Want) -> Solutions {
        match self {
            Known::Solutions(sols) => sols.clone(),
            Known::Shortest(c) => stage.solve_from(s, want, *c),
            Known::Nothing => stage.solve(s, want),
        }
    }
}

/// [`search_below`]: `None` when told to stop, `Some(None)` when nothing is shorter.
fn beam_below(
    s: &State,
    opts: Options,
    stop: Stop,
    below: usize,
    memo: &mut Memo,
) -> Option<Option<Found>> {
    let layout = Layout::of_orbits(opts.tables, opts.orbits);
    build_layout_tables(layout, opts.threads);
    let mut starts: Vec<(u8, Frame, State)> = Frame::all()
        .map(|f| {
            let v = f.view(s);
            (layout.stage(0, 0).rank_bound(&v), f, v)
        })
        .collect();
    starts.sort_by_key(|x| x.0);
    starts.truncate(opts.frames.max(1));
    let mut beam: Vec<Partial> = starts
        .into_iter()
        .map(|(_, frame, state)| Partial {
            found: Found {
                frame,
                ending: TWO_FACE,
                stages: Vec::new(),
                frames: Vec::new(),
                moves: Vec::new(),
                visited: 0,
            },
            state,
        })
        .collect();
    let common = layout.stages.len();
    for k in 0..common {
        let width = if k + 1 == common {
            opts.finish
        } else {
            opts.beam
        };
        beam = step(&beam, layout, k, opts, width, stop, memo)?;
    }
    if let Some(two) = &layout.two {
        match finish(&beam, two, opts, stop, below, memo) {
            Ok(found) => return Some(found),
            Err(GaveUp) if stop() => return None,
            Err(GaveUp) => {}
        }
    }
    beam.truncate(opts.beam.max(1));
    for p in &mut beam {
        p.found.visited = opts.limit;
    }
    for k in common..layout.stages_in(1) {
        beam = step(&beam, layout, k, opts, opts.beam, stop, memo)?;
    }
    let best = beam
        .into_iter()
        .min_by_key(|p| p.found.moves.len())
        .expect("the beam is never empty");
    debug_assert!(layout.solves(&best.state));
    Some(Some(best.found))
}

/// The beam after stage `k`: every partial solution extended, the best `width` distinct
/// children kept. The first stage after the common ones tries both old endings. Stage
/// searches `memo` knows are not searched again; those searched are remembered. `None` when
/// told to stop.
fn step(
    beam: &[Partial],
    layout: &Layout,
    k: usize,
    opts: Options,
    width: usize,
    stop: Stop,
    memo: &mut Memo,
) -> Option<Vec<Partial>> {
    let common = layout.stages.len();
    let beam = &reframed(beam, layout, k, opts.reframe);
    let tasks: Vec<(&Partial, usize)> = beam
        .iter()
        .flat_map(|p| {
            let endings = if k == common {
                1..layout.endings.len()
            } else {
                p.found.ending..p.found.ending + 1
            };
            endings.map(move |e| (p, e))
        })
        .collect();
    let key = |&(p, e): &(&Partial, usize)| (k, e, p.state);
    let want = |e: usize| {
        if layout.stage(k, e).is_exact() {
            opts.exact
        } else {
            opts.want
        }
    };
    let known: Vec<Known> = tasks
        .iter()
        .map(|t| memo.stage(&key(t), want(t.1)))
        .collect();
    let solved = par::map(tasks.len(), opts.threads, |t| {
        let (p, e) = tasks[t];
        if stop() {
            return (Vec::new(), Vec::new());
        }
        let sols = known[t].solve(layout.stage(k, e), &p.state, want(e));
        let children = rank_children(p, layout, k, e, &sols);
        (sols, children)
    });
    if stop() {
        return None;
    }
    // The children in rank order, ties in task then solution order (what a stable sort by
    // rank keeps), as indices: only the `width` kept become partial solutions, and only
    // those looked at get their position again (a partial solution carries its moves stage
    // by stage: making one per child held up to 27 MB in a wide round; a position per
    // child, 8 MB in round 11).
    let (sols, kids): (Vec<Solutions>, Vec<Vec<u32>>) = solved.into_iter().unzip();
    let mut order: Vec<(u32, u32, u32)> = Vec::with_capacity(kids.iter().map(Vec::len).sum());
    for (t, ks) in kids.iter().enumerate() {
        order.extend(ks.iter().enumerate().map(|(i, &r)| (r, t as u32, i as u32)));
    }
    drop(kids);
    order.sort_unstable();
    let mut seen: HashSet<(Frame, usize, State)> = HashSet::new();
    let mut out = Vec::new();
    for (_, t, i) in order {
        let ((p, e), i) = (tasks[t as usize], i as usize);
        let state = reached(p, layout, k, e, &sols[t as usize][i]);
        if !seen.insert((p.found.frame, e, state)) {
            continue;
        }
        out.push(child(p, layout, k, e, &sols[t as usize][i], state));
        if out.len() >= width.max(1) {
            break;
        }
    }
    for ((t, sols), known) in tasks.iter().zip(sols).zip(known) {
        if !matches!(known, Known::Solutions(_)) {
            memo.learn(layout, key(t), want(t.1), sols);
        }
    }
    Some(out)
}

/// The stages (from 0) before which the beam also changes frame ([`reframed`]). Not before
/// stage 1 (the 240 frames are all its starts), nor the two-face stage (its search is
/// optimal, so a symmetry gains nothing), nor stages 4 and 8, the costliest searches (stage 4
/// with the page's three-piece tables, stage 8 with either set): doubling their searches cost
/// more rounds than the new orders won. Measured side by side, 20 random states, one thread,
/// `cargo bench --bench short -- --curve --threads 1 [--page]`, mean FTM at 3 s and 10 s:
/// every boundary 72.85 and 71.45 (full tables), 74.30 and 72.20 (the page's); without
/// stage 8's 71.90 and 71.30, 73.90 and 71.90; without stages 4 and 8 (these) 72.00 and
/// 71.25, 73.50 and 71.80.
const REFRAMED_BEFORE: [usize; 5] = [1, 2, 4, 5, 6];

/// `beam` before stage `k`, and, when `reframing`, before the stages [`REFRAMED_BEFORE`] names, each of its
/// partial solutions seen through every symmetry that keeps the faces finished so far
/// finished ([`symmetries_after`]): the same moves, but the stages after go on in another
/// order (another face of the ring next, or the other way round it).
fn reframed(beam: &[Partial], layout: &Layout, k: usize, reframing: bool) -> Vec<Partial> {
    if !reframing || !REFRAMED_BEFORE.contains(&k) {
        return beam.to_vec();
    }
    let turns = symmetries_after(layout, k);
    let mut out = beam.to_vec();
    for p in beam {
        out.extend(turns.iter().map(|&g| reframe(p, g)));
    }
    out
}

/// The symmetries (other than the identity) that send the faces stages before `k` finish to
/// themselves.
fn symmetries_after(layout: &Layout, k: usize) -> Vec<Frame> {
    let done: Vec<Face> = layout.stages[..k]
        .iter()
        .flat_map(|s| s.faces.iter().copied())
        .collect();
    let image = |g: Frame, f: Face| g.rename(Move::new(f, Amount::CW)).face;
    Frame::symmetries()
        .filter(|&g| g != Frame::IDENTITY && done.iter().all(|&f| done.contains(&image(g, f))))
        .collect()
}

/// `p` seen through the symmetry `g`: the same moves, named in the frame `p`'s frame then `g`.
fn reframe(p: &Partial, g: Frame) -> Partial {
    let rename = |moves: &[Move]| -> Vec<Move> { moves.iter().map(|&m| g.rename(m)).collect() };
    Partial {
        found: Found {
            frame: p.found.frame.then(g),
            stages: p.found.stages.iter().map(|st| rename(st)).collect(),
            moves: rename(&p.found.moves),
            ..p.found.clone()
        },
        state: g.view(&p.state),
    }
}

/// The two-face stage over the whole beam: its shortest solve of fewer than `below` moves,
/// if any; `Err` when its search gives up or is told to stop. Starts from the lower bounds
/// `memo` knows, and leaves there those this search proves.
fn finish(
    beam: &[Partial],
    two: &TwoFace,
    opts: Options,
    stop: Stop,
    below: usize,
    memo: &mut Memo,
) -> Result<Option<Found>, GaveUp> {
    let trimmed: Vec<Partial> = beam.iter().map(|p| trim(p, two.faces)).collect();
    let starts: Vec<Start> = trimmed
        .iter()
        .map(|p| Start {
            spent: p.found.moves.len(),
            state: p.state,
            known: memo.two.get(&p.state).copied().unwrap_or(0),
        })
        .collect();
    let (sol, proven) = two.solve_known(&starts, below, opts.limit, opts.threads, stop)?;
    for (start, bound) in starts.iter().zip(proven) {
        memo.two_face_bound(start.state, bound);
    }
    let Some(sol) = sol else {
        return Ok(None);
    };
    let mut best = trimmed[sol.start].clone();
    best.found.ending = TWO_FACE;
    for &m in &sol.moves {
        push(&mut best.found.moves, m);
    }
    best.state = best.state.then(&State::of_moves(&sol.moves));
    best.found.stages.push(sol.moves);
    best.found.frames.push(best.found.frame);
    best.found.visited = sol.visited;
    debug_assert!(best.state.is_solved());
    Ok(Some(best.found))
}

/// `p` without the turns of `faces` its last stage ends with, undone on its state.
fn trim(p: &Partial, faces: [crate::puzzle::Face; 2]) -> Partial {
    let mut q = p.clone();
    let last = q.found.stages.last_mut().expect("after the common stages");
    let keep = last
        .iter()
        .rposition(|m| !faces.contains(&m.face))
        .map_or(0, |i| i + 1);
    let tail = last.split_off(keep);
    q.state = q.state.then(&State::of_moves(&invert(&tail)));
    q.found.moves = cancel(&q.found.stages.concat());
    q
}

/// The moves of stage `k`'s solution `sol` (in the stage's generators).
fn stage_moves(layout: &Layout, k: usize, e: usize, sol: &[u8]) -> Vec<Move> {
    let stage = layout.stage(k, e);
    sol.iter()
        .flat_map(|&g| stage.gens[g as usize].moves.iter().copied())
        .collect()
}

/// Each of `sols` (stage `k`'s solutions, ending `e`) after `p`: how it ranks — its moves
/// so far, cancelled, plus the next stage's lower bound — and the position it reaches.
fn rank_children(p: &Partial, layout: &Layout, k: usize, e: usize, sols: &[Vec<u8>]) -> Vec<u32> {
    let common = layout.stages.len();
    let mut moves = Vec::with_capacity(p.found.moves.len() + 16);
    sols.iter()
        .map(|sol| {
            let mv = stage_moves(layout, k, e, sol);
            let state = p.state.then(&State::of_moves(&mv));
            moves.clone_from(&p.found.moves);
            for &m in &mv {
                push(&mut moves, m);
            }
            let ahead = if k + 1 == layout.stages_in(e) {
                0
            } else if let Some(two) = layout.two.as_ref().filter(|_| k + 1 == common) {
                two.rank_bound(&state)
            } else if k + 1 == common {
                // No two-face stage: the old endings' first stages, the nearer one.
                (1..layout.endings.len())
                    .map(|e| layout.stage(k + 1, e).rank_bound(&state))
                    .min()
                    .unwrap_or(0)
            } else {
                layout.stage(k + 1, e).rank_bound(&state)
            };
            (moves.len() + ahead as usize) as u32
        })
        .collect()
}

/// The position `p` reaches after stage `k`'s solution `sol` (ending `e`).
fn reached(p: &Partial, layout: &Layout, k: usize, e: usize, sol: &[u8]) -> State {
    p.state
        .then(&State::of_moves(&stage_moves(layout, k, e, sol)))
}

/// `p` extended by stage `k`'s solution `sol` (ending `e`), which reaches `state`.
fn child(p: &Partial, layout: &Layout, k: usize, e: usize, sol: &[u8], state: State) -> Partial {
    let mv = stage_moves(layout, k, e, sol);
    let mut child = p.clone();
    child.state = state;
    child.found.ending = e;
    for &m in &mv {
        push(&mut child.found.moves, m);
    }
    child.found.stages.push(mv);
    child.found.frames.push(p.found.frame);
    child
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A full memo learns nothing new (it stays within its bytes) but still tightens what it
    /// knows.
    #[test]
    fn a_full_memo_learns_no_more() {
        let mut memo = Memo::for_tables(TableSet::Page);
        memo.two_face_bound(State::SOLVED, 3);
        // Fill the map to its room, then leave no more than its growth needs, less a byte.
        let mut other = State::SOLVED;
        let mut k = 0u8;
        while memo.two.len() < memo.two.capacity() {
            other.corner_to[0] = k / 3;
            other.corner_twist[0] = k % 3 + 1;
            memo.two_face_bound(other, 4);
            k += 1;
        }
        memo.held = Memo::PAGE_BYTES - memo.bytes() - grown_bytes(&memo.two) + 1;
        let (len, before) = (memo.two.len(), memo.bytes());
        other.corner_to[1] = 7;
        memo.two_face_bound(other, 4);
        assert_eq!(memo.two.len(), len, "no room for one more position");
        assert_eq!(memo.bytes(), before);
        memo.two_face_bound(State::SOLVED, 5);
        assert_eq!(memo.two[&State::SOLVED], 5, "what it knows still tightens");
        memo.held -= 1;
        memo.two_face_bound(other, 4);
        assert_eq!(memo.two.len(), len + 1, "room once the growth fits");
        assert!(memo.bytes() <= Memo::PAGE_BYTES);
    }
}
