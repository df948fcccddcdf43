//! [`TwoFace`]: the last stage, solved optimally with two adjacent faces `U` and `R`.
//!
//! After stage 8 every piece off `U` and `R` is home, and every edge on them is well oriented
//! (`orient.rs`), so what is left is a position of the group ⟨U, R⟩: 8 corners (places and
//! twists) and 9 edges (places only: two faces never flip an edge relative to the slots'
//! labelling), about 8·10¹² positions. The search is an iterative-deepening A* whose turns
//! alternate between the faces (4 choices a move), bounded below by the maximum of 4-bit
//! tables ([`Packed`]; which ones, [`TableSet::two_face`](super::TableSet::two_face)):
//! - every corner: their order (an even permutation, 20,160) and twists (3⁷): 44,089,920
//!   entries, the exact number of moves that solve the corners (the full set, and the page's
//!   once built after its first plan), kept modulo 3 (11 MB, `mod3.rs`; a search carries the
//!   exact number from parent to child): its 22 MB of 4-bit depths, capped at 14 where the
//!   corners are up to 17 moves from home, and with the edge tables more than a 32 MB cache
//!   holds, made the search's reads its main cost (the same plans since; on the bench's
//!   report set, `cargo bench --bench short -- --curve --states 200 --jobs 2 --threads 1
//!   --cpu-clock`, every plan replayed: 11.9 rounds of the anytime search in 10 s instead
//!   of 11.0, the 10 s mean unchanged within its standard error);
//! - in the page's set instead, every twist with the places of four corners, twice
//!   (3,674,160 entries, 1.8 MB, each);
//! - the order of the 9 edges (an even permutation, 181,440) with the place and twist of one
//!   corner (24), for each of four corners: 4 × 4,354,560 entries (8.7 MB), interleaved so
//!   that one position's four entries share a cache line.
//!
//! Positions are coordinates with move tables (twists, the corners' order, single corners,
//! the edges' order), so a node costs a few table reads, and the reads of a node's four
//! children on one face are issued together so that their cache misses overlap. Measured
//! on random ⟨U, R⟩ positions (optimal solutions 21.3 moves on average, 30 states): the
//! search visits a median 1.5 million positions with two tables of every twist and four
//! corners' places in place of the corner table and two edge-and-corner tables, 0.9 million
//! with four edge-and-corner tables, 0.5 million with the corner table and four; eight
//! edge-and-corner tables save another 13% of the positions but no time.
//!
//! Each pass of the deepening is split into tasks (a start and a first move) that threads
//! share natively (`par.rs`); a task stops as soon as an earlier one has found a solution,
//! and the answer is the earliest task's, so it is the same on any number of threads.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use super::asset::TableAssetError;
use super::beam::Stop;
use super::fill::{Resumable, Space};
use super::gen::{Gen, Piece};
use super::mod3::Mod3;
use super::packed::{check_length, Packed, Table};
use crate::puzzle::{Amount, Face, Move, State};

/// Corner twists by slot: 3⁷ (the eighth follows from the sum).
const TWISTS: usize = 2187;
/// Places of four corners among eight slots.
const PLACES: usize = 8 * 7 * 6 * 5;
/// Orders of nine edges.
const ORDERS: usize = 362_880;
/// Even orders of eight corners (a turn is a 5-cycle of corners, so their order stays even).
const PERMS: usize = 20_160;
/// Turns: four of each face.
const MOVES: usize = 8;

/// What the turns do to the slots, and the coordinates' move tables.
#[derive(Debug)]
struct Moves {
    /// The turns, `U` then `R`, each a quarter, half, … as [`Amount`] 1 to 4.
    turns: [Move; MOVES],
    /// `corner[m][s]`: where the corner in local slot `s` goes; `twist[m][s]` the twist added.
    corner: [[u8; 8]; MOVES],
    twist: [[u8; 8]; MOVES],
    /// `edge[m][s]`: where the edge in local slot `s` goes.
    edge: [[u8; 9]; MOVES],
    /// Twist coordinate after each turn: `twists[8 t + m]`.
    twists: Vec<u16>,
    /// Four-corner place coordinate after each turn: `places[8 p + m]`.
    places: Vec<u16>,
    /// One corner's `3 slot + twist` after each turn: `ones[8 c + m]`.
    ones: Vec<u8>,
    /// The corners' order (an even permutation's rank) after each turn: `perms[8 p + m]`.
    perms: Vec<u16>,
    /// The edges' order (an even permutation's rank) after each turn: `orders[8 e + m]`;
    /// filled on first use like a pruning table (181,440·8 entries).
    orders: OnceLock<Vec<u32>>,
}

/// A lower-bound table of the two-face stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TwoKind {
    /// The corners' twists (by slot) with the places of four corners (local numbers):
    /// 3⁷·8·7·6·5 = 3,674,160 entries.
    Corners([u8; 4]),
    /// The order of the nine edges, an even permutation: 181,440 entries.
    Edges,
    /// Every corner: their order (an even permutation) and twists, 20,160·3⁷ = 44,089,920
    /// entries: the exact number of moves that solve the corners, kept modulo 3 (`mod3.rs`,
    /// 11 MB): the search carries each position's exact number from its parent's.
    AllCorners,
    /// The edges' order with one corner's place and twist, for each of four corners: four
    /// tables of 181,440·24 = 4,354,560 entries, interleaved so that one position's four
    /// entries lie together (one cache miss instead of four).
    EdgesCorners([u8; 4]),
}

impl TwoKind {
    /// Whether the table reads corners only.
    fn is_corners(&self) -> bool {
        matches!(self, TwoKind::Corners(_) | TwoKind::AllCorners)
    }
}

/// Entries of one edge order in an [`TwoKind::EdgesCorners`] table: 4 corners × 24.
const EDGE_BLOCK: usize = 4 * 24;

/// Most four-corner places and single corners a node tracks.
const TRACKED: usize = 4;

/// A position of the stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Node {
    twist: u16,
    /// Places of each tracked four-corner set.
    places: [u16; TRACKED],
    /// Place and twist (`3 slot + twist`) of each tracked single corner.
    ones: [u8; TRACKED],
    /// The edges' order: the rank of the even permutation taking each edge to its slot.
    edges: u32,
    /// The corners' order, ranked the same way.
    perm: u16,
    /// The exact moves that solve the corners, where the search reads
    /// [`TwoKind::AllCorners`] (0 elsewhere): found from the parent's ([`Mod3::step`]).
    corners: u8,
}

/// A table's entries.
#[derive(Debug)]
enum Entries {
    /// Depths, 4 bits each.
    Depths(Packed),
    /// Exact depths modulo 3 ([`TwoKind::AllCorners`]).
    Mod3(Mod3),
}

impl Entries {
    fn as_bytes(&self) -> &[u8] {
        match self {
            Entries::Depths(d) => d.as_bytes(),
            Entries::Mod3(m) => m.as_bytes(),
        }
    }
}

/// One table, filled on first use.
#[derive(Debug)]
pub struct TwoTable {
    moves: Arc<Moves>,
    kind: TwoKind,
    /// Which of the node's tracked places or single corners it reads.
    slot: usize,
    data: OnceLock<Entries>,
    /// A fill cut short, kept to go on with ([`Table::ensure_until`]).
    partial: Resumable,
}

/// The two-face stage.
#[derive(Debug)]
pub struct TwoFace {
    /// `U` then `R`.
    pub faces: [Face; 2],
    corner_slots: [u8; 8],
    edge_slots: [u8; 9],
    moves: Arc<Moves>,
    /// The four-corner sets and single corners tracked.
    sets: Vec<[u8; 4]>,
    ones: Vec<u8>,
    /// Every table: those the search reads, then those only the rank reads.
    tables: Vec<TwoTable>,
    /// Which of them the search reads: tables on corners only (read first), then tables on
    /// edges.
    corner_tables: Vec<usize>,
    edge_tables: Vec<usize>,
    /// Which of them give the beam's rank ([`TwoFace::rank_bound`]).
    rank_tables: Vec<usize>,
    /// Corner tables built after the first plan ([`TableSet::two_face_later`]): once all
    /// are built the search reads them instead of [`TwoFace::corner_tables`] (a stronger
    /// bound, the same solutions: every table gives a lower bound).
    later_tables: Vec<usize>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TwoSolve {
    /// Index of the start it solved.
    pub start: usize,
    /// Its moves.
    pub moves: Vec<Move>,
    /// Positions the search visited.
    pub visited: u64,
}

impl TwoFace {
    /// The stage for faces `u` and `r` (adjacent), bounded by `kinds`.
    pub fn with_tables(u: Face, r: Face, kinds: &[TwoKind]) -> TwoFace {
        TwoFace::ranked(u, r, kinds, kinds, &[])
    }

    /// The stage for faces `u` and `r` (adjacent), searched with the bounds of `search` and
    /// giving the beam the bound of `rank` ([`TwoFace::rank_bound`]); the corner tables
    /// `later`, once built, replace the corner tables of `search` ([`TwoFace::faster_tables`]).
    pub fn ranked(
        u: Face,
        r: Face,
        search: &[TwoKind],
        rank: &[TwoKind],
        later: &[TwoKind],
    ) -> TwoFace {
        assert!(
            later.iter().all(TwoKind::is_corners),
            "only corner tables come later"
        );
        let gens: Vec<Gen> = [u, r]
            .iter()
            .flat_map(|&f| (1..5).map(move |k| Gen::new(vec![Move::new(f, Amount::new(k))], 0)))
            .collect();
        let (c0, e0) = (Piece::corner(0), Piece::edge(0));
        let moved = |p: Piece, s: u8| {
            let m = p.modulus();
            gens.iter().any(|g| g.apply(p, s * m) / m != s)
        };
        let corner_slots: [u8; 8] = slots(|s| moved(c0, s), 20);
        let edge_slots: [u8; 9] = slots(|s| moved(e0, s), 30);
        let moves = Arc::new(Moves::new(&gens, &corner_slots, &edge_slots));
        // Corner tables first (the search reads them first), then edge tables, then the
        // tables only the rank reads.
        let mut kinds: Vec<TwoKind> = search.iter().filter(|k| k.is_corners()).copied().collect();
        kinds.extend(search.iter().filter(|k| !k.is_corners()));
        kinds.extend(rank.iter().filter(|k| !search.contains(k)));
        kinds.extend(
            later
                .iter()
                .filter(|k| !search.contains(k) && !rank.contains(k)),
        );
        let (mut sets, mut ones) = (Vec::new(), Vec::new());
        let mut tables = Vec::new();
        for &kind in &kinds {
            let slot = match kind {
                TwoKind::Corners(set) => index_of(&mut sets, set),
                TwoKind::Edges | TwoKind::AllCorners => 0,
                TwoKind::EdgesCorners(set) => {
                    ones.extend(set);
                    ones.len() - 4
                }
            };
            tables.push(TwoTable {
                moves: Arc::clone(&moves),
                kind,
                slot,
                data: OnceLock::new(),
                partial: Resumable::default(),
            });
        }
        assert!(
            sets.len() <= TRACKED && ones.len() <= TRACKED,
            "too many tracked corners"
        );
        let at = |want: &dyn Fn(&TwoKind) -> bool| -> Vec<usize> {
            (0..kinds.len()).filter(|&i| want(&kinds[i])).collect()
        };
        TwoFace {
            faces: [u, r],
            corner_slots,
            edge_slots,
            moves,
            sets,
            ones,
            corner_tables: at(&|k| search.contains(k) && k.is_corners()),
            edge_tables: at(&|k| search.contains(k) && !k.is_corners()),
            rank_tables: at(&|k| rank.contains(k)),
            later_tables: at(&|k| later.contains(k) && !search.contains(k)),
            tables,
        }
    }

    /// The pieces the stage brings home.
    pub fn pieces(&self) -> Vec<Piece> {
        let c = self.corner_slots.iter().map(|&s| Piece::corner(s as usize));
        c.chain(self.edge_slots.iter().map(|&s| Piece::edge(s as usize)))
            .collect()
    }

    /// The tables a plan needs: the edges' move table, then the pruning tables (not the
    /// later ones).
    pub fn tables(&self) -> impl Iterator<Item = &dyn Table> {
        let later = |i: &usize| self.later_tables.contains(i);
        let first = (0..self.tables.len()).filter(move |i| !later(i));
        std::iter::once(&*self.moves as &dyn Table)
            .chain(first.map(|i| &self.tables[i] as &dyn Table))
    }

    /// The corner tables built after the first plan, which make the search faster once all
    /// are built (none unless made with some).
    pub fn faster_tables(&self) -> impl Iterator<Item = &dyn Table> {
        self.later_tables
            .iter()
            .map(|&i| &self.tables[i] as &dyn Table)
    }

    /// The corner tables the search reads: the later ones once all are built.
    fn search_corners(&self) -> &[usize] {
        let built = |&i: &usize| self.tables[i].is_built();
        if !self.later_tables.is_empty() && self.later_tables.iter().all(built) {
            &self.later_tables
        } else {
            &self.corner_tables
        }
    }

    /// The stage's coordinates of `s`, which has everything off its faces home and its edges
    /// well oriented (as stage 8 leaves them).
    fn node(&self, s: &State) -> Node {
        let mut tw = [0u8; 8];
        let mut place = [0u8; 8];
        for (i, &slot) in self.corner_slots.iter().enumerate() {
            let c = Piece::corner(slot as usize).coord(s);
            let at = self.corner_slots.iter().position(|&x| x == c / 3);
            let at = at.expect("a corner of the last stage left its faces") as u8;
            place[i] = at;
            tw[at as usize] = c % 3;
        }
        let mut edges = [0u8; 9];
        for (i, &slot) in self.edge_slots.iter().enumerate() {
            let c = Piece::edge(slot as usize).coord(s);
            let at = self.edge_slots.iter().position(|&x| x == c / 2);
            edges[i] = at.expect("an edge of the last stage left its faces") as u8;
        }
        let edges = (order_rank(&edges) / 2) as u32;
        let mut n = Node {
            twist: twist_rank(&tw) as u16,
            places: [0; TRACKED],
            ones: [0; TRACKED],
            edges,
            perm: (order_rank(&place) / 2) as u16,
            corners: 0,
        };
        for (i, set) in self.sets.iter().enumerate() {
            n.places[i] = place_rank(&set.map(|c| place[c as usize])) as u16;
        }
        for (i, &c) in self.ones.iter().enumerate() {
            n.ones[i] = place[c as usize] * 3 + tw[place[c as usize] as usize];
        }
        n
    }

    /// A lower bound on the moves solving `s`: the search's.
    pub fn bound(&self, s: &State) -> u8 {
        let all = self.search_corners().iter().chain(&self.edge_tables);
        self.max_bound(all, s)
    }

    /// The lower bound the beam ranks partial solutions by: the same number whichever
    /// tables the search reads, so that every table set ranks alike and plans alike.
    pub fn rank_bound(&self, s: &State) -> u8 {
        self.max_bound(self.rank_tables.iter(), s)
    }

    fn max_bound<'a>(&self, tables: impl Iterator<Item = &'a usize>, s: &State) -> u8 {
        let n = self.node(s);
        tables.map(|&i| self.tables[i].bound(&n)).max().unwrap_or(0)
    }

    /// The shortest solve of any of `starts` (each with the moves already spent on it):
    /// iterative deepening on the total, so the first found is optimal over all starts.
    /// `None` when more than `limit` positions were visited first. Each pass is split into
    /// tasks, one per start and first move, shared by up to `threads` threads; the answer
    /// is the first task's in the order one thread takes them, whatever the number of
    /// threads. `None` also as soon as `stop` says so.
    pub fn solve_best(
        &self,
        starts: &[(usize, State)],
        limit: u64,
        threads: usize,
        stop: Stop,
    ) -> Option<TwoSolve> {
        self.solve_below(starts, usize::MAX, limit, threads, stop)
            .ok()
            .flatten()
    }

    /// [`TwoFace::solve_best`] for a solve of fewer than `below` moves in all (spent and
    /// searched): `Ok(None)` when there is none, without searching the totals from `below`
    /// on (the anytime search's rounds only want a plan shorter than their best);
    /// `Err(GaveUp)` past `limit` positions or when `stop` says so.
    pub fn solve_below(
        &self,
        starts: &[(usize, State)],
        below: usize,
        limit: u64,
        threads: usize,
        stop: Stop,
    ) -> Result<Option<TwoSolve>, GaveUp> {
        let starts: Vec<Start> = starts
            .iter()
            .map(|&(spent, state)| Start {
                spent,
                state,
                known: 0,
            })
            .collect();
        self.solve_known(&starts, below, limit, threads, stop)
            .map(|(sol, _)| sol)
    }

    /// [`TwoFace::solve_below`] from starts whose lower bounds earlier searches may have
    /// raised (`Start::known`): the same answer, without the passes that could find
    /// nothing. Also returns each start's lower bound as this search leaves it: every total
    /// below the last one searched held no solve.
    pub fn solve_known(
        &self,
        starts: &[Start],
        below: usize,
        limit: u64,
        threads: usize,
        stop: Stop,
    ) -> Result<(Option<TwoSolve>, Vec<u8>), GaveUp> {
        // The tables are chosen once: the roots' exact corner depths are for the tables the
        // tasks read (a later table may finish building meanwhile, on another thread).
        let reads = self.reads();
        let nodes: Vec<(usize, Node, u8)> = starts
            .iter()
            .map(|st| {
                let n = reads.root(self.node(&st.state));
                (st.spent, n, reads.bound(&n).max(st.known))
            })
            .collect();
        let Some(mut total) = nodes.iter().map(|(p, _, b)| p + *b as usize).min() else {
            return Ok((None, Vec::new()));
        };
        // Every start's bound once the totals below `total` are known to hold no solve.
        let proven = |total: usize| -> Vec<u8> {
            let at_least = |spent: usize| total.saturating_sub(spent).min(u8::MAX as usize) as u8;
            nodes
                .iter()
                .map(|&(spent, _, b)| b.max(at_least(spent)))
                .collect()
        };
        let mut visited = 0u64;
        loop {
            if total >= below {
                return Ok((None, proven(total)));
            }
            let tasks: Vec<Task> = nodes
                .iter()
                .enumerate()
                .filter(|(_, (spent, _, b))| spent + *b as usize <= total)
                .flat_map(|(start, &(spent, node, h))| {
                    let rest = (total - spent) as u8;
                    let first = if h == 0 { 0..1 } else { 0..MOVES as u8 };
                    first.map(move |m| Task {
                        start,
                        node,
                        rest,
                        first: (h > 0).then_some(m),
                    })
                })
                .collect();
            let budget = limit.saturating_sub(visited);
            let solved = AtomicUsize::new(usize::MAX);
            let outcomes = super::par::map(tasks.len(), threads, |t| {
                let mut search = self.search(&reads, budget);
                search.stop = Some((&solved, t));
                search.told = stop;
                let out = search.run(&tasks[t]);
                if matches!(out, Outcome::Solved(..)) {
                    solved.fetch_min(t, Ordering::Relaxed);
                }
                out
            });
            for (task, out) in tasks.iter().zip(outcomes) {
                let (path, v) = match out {
                    Outcome::Searched(v) => (None, v),
                    Outcome::Solved(path, v) => (Some(path), v),
                    Outcome::GaveUp | Outcome::Skipped => return Err(GaveUp),
                };
                visited += v;
                if visited > limit {
                    return Err(GaveUp);
                }
                if let Some(path) = path {
                    let m = &self.moves.turns;
                    let sol = TwoSolve {
                        start: task.start,
                        moves: path.iter().map(|&i| m[i as usize]).collect(),
                        visited,
                    };
                    return Ok((Some(sol), proven(total)));
                }
            }
            total += 1;
        }
    }

    /// The tables the search reads now, with their entries.
    fn reads(&self) -> Reads<'_> {
        let mut reads = Reads {
            moves: &self.moves,
            corners: Vec::new(),
            all: None,
            edges: Vec::new(),
        };
        let corners = self.search_corners().iter().map(|&i| (i, true));
        for (i, corner) in corners.chain(self.edge_tables.iter().map(|&i| (i, false))) {
            let t = &self.tables[i];
            match t.data() {
                Entries::Mod3(all) => reads.all = Some(all),
                Entries::Depths(d) if corner => reads.corners.push((t, d)),
                Entries::Depths(d) => reads.edges.push((t, d)),
            }
        }
        reads
    }

    /// A search reading `reads` that gives up past `limit` positions.
    fn search<'a>(&'a self, reads: &Reads<'a>, limit: u64) -> Search<'a> {
        Search {
            two: self,
            orders: self.moves.orders(),
            reads: reads.clone(),
            path: Vec::new(),
            visited: 0,
            limit,
            stop: None,
            told: &|| false,
        }
    }
}

/// A start of the two-face search.
#[derive(Clone, Copy, Debug)]
pub struct Start {
    /// The moves already spent to reach it.
    pub spent: usize,
    /// The position (everything off the two faces home).
    pub state: State,
    /// A lower bound on its moves known from earlier searches (0: none).
    pub known: u8,
}

/// The two-face search visited more positions than its limit, or was told to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GaveUp;

/// One piece of a pass of the two-face search: a start, searched to a total, through one
/// first move (`None`: the start is already solved).
struct Task {
    start: usize,
    node: Node,
    rest: u8,
    first: Option<u8>,
}

/// What a task found.
enum Outcome {
    /// No solution; this many positions visited.
    Searched(u64),
    /// A solution (turn indices) after this many positions.
    Solved(Vec<u8>, u64),
    /// Past the limit.
    GaveUp,
    /// Not searched to the end: an earlier task found a solution.
    Skipped,
}

/// The position of `x` in `list`, added if missing.
fn index_of<T: PartialEq>(list: &mut Vec<T>, x: T) -> usize {
    list.iter().position(|y| *y == x).unwrap_or_else(|| {
        list.push(x);
        list.len() - 1
    })
}

impl Moves {
    fn new(gens: &[Gen], corner_slots: &[u8; 8], edge_slots: &[u8; 9]) -> Moves {
        let (c0, e0) = (Piece::corner(0), Piece::edge(0));
        let local = |list: &[u8], s: u8| list.iter().position(|&x| x == s).expect("kept") as u8;
        let mut m = Moves {
            turns: [gens[0].moves[0]; MOVES],
            corner: [[0; 8]; MOVES],
            twist: [[0; 8]; MOVES],
            edge: [[0; 9]; MOVES],
            twists: Vec::new(),
            places: Vec::new(),
            ones: Vec::new(),
            perms: Vec::new(),
            orders: OnceLock::new(),
        };
        for (i, g) in gens.iter().enumerate() {
            m.turns[i] = g.moves[0];
            for (s, &slot) in corner_slots.iter().enumerate() {
                let c = g.apply(c0, slot * 3);
                m.corner[i][s] = local(corner_slots, c / 3);
                m.twist[i][s] = c % 3;
            }
            for (s, &slot) in edge_slots.iter().enumerate() {
                m.edge[i][s] = local(edge_slots, g.apply(e0, slot * 2) / 2);
            }
        }
        m.twists = move_table(TWISTS, |t, i| {
            twist_rank(&twist_turn(&m, &twist_unrank(t), i))
        });
        m.places = move_table(PLACES, |p, i| {
            place_rank(&place_unrank(p).map(|s| m.corner[i][s as usize]))
        });
        m.perms = move_table(PERMS, |k, i| {
            order_rank(&even_unrank::<8>(k).map(|s| m.corner[i][s as usize])) / 2
        });
        m.ones = (0..24 * MOVES)
            .map(|x| {
                let (c, i) = (x / MOVES, x % MOVES);
                let s = c / 3;
                m.corner[i][s] * 3 + (c as u8 % 3 + m.twist[i][s]) % 3
            })
            .collect();
        m
    }
}

impl Moves {
    /// The exact moves that solve the corners of `n`, from every corner's table: a walk home.
    fn corner_depth(&self, all: &Mod3, n: &Node) -> u8 {
        self.corner_depth_at(all, n.perm as usize * TWISTS + n.twist as usize)
    }

    /// [`Moves::corner_depth`] of entry `at` of every corner's table.
    fn corner_depth_at(&self, all: &Mod3, at: usize) -> u8 {
        all.depth(at, 0, MOVES, |i, m| self.corner_next(i, m))
    }

    /// Entry `i` of every corner's table (the corners' order and twists) after turn `m`.
    fn corner_next(&self, i: usize, m: usize) -> usize {
        let (p, t) = (i / TWISTS, i % TWISTS);
        self.perms[p * 8 + m] as usize * TWISTS + self.twists[t * 8 + m] as usize
    }

    fn orders(&self) -> &[u32] {
        self.orders.get_or_init(|| {
            // Sized exactly: collected from a flat map, the vector grew by doubling to 8.4 MB
            // for its 5.8 MB.
            let mut orders = Vec::with_capacity(ORDERS / 2 * MOVES);
            for k in 0..ORDERS / 2 {
                let e = even_unrank::<9>(k);
                orders.extend(
                    (0..MOVES)
                        .map(|i| (order_rank(&e.map(|s| self.edge[i][s as usize])) / 2) as u32),
                );
            }
            orders
        })
    }
}

impl Table for Moves {
    fn name(&self) -> String {
        "two-face: the edges' order, move table".into()
    }

    /// One entry per order and turn (`ORDERS / 2 · MOVES`, each a few table lookups).
    fn work(&self) -> usize {
        ORDERS / 2 * MOVES
    }

    /// Never: 5.8 MB, built in some 0.06 s (a move table, not a search).
    fn ships(&self) -> bool {
        false
    }

    fn is_built(&self) -> bool {
        self.orders.get().is_some()
    }

    fn ensure(&self) {
        self.orders();
    }

    fn bytes(&self) -> usize {
        ORDERS / 2 * MOVES * 4
    }

    fn save(&self) -> Option<Vec<u8>> {
        let orders = self.orders.get()?;
        Some(orders.iter().flat_map(|o| o.to_le_bytes()).collect())
    }

    fn load(&self, bytes: Vec<u8>) -> Result<(), TableAssetError> {
        check_length(self, &bytes)?;
        let orders = bytes
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        let _ = self.orders.set(orders);
        Ok(())
    }
}

impl TwoTable {
    fn data(&self) -> &Entries {
        self.data.get_or_init(|| {
            self.fill_until(None)
                .expect("a fill never told to stop ends")
        })
    }

    /// The bound this table gives `n`, a position met without its parent (every corner's
    /// table walks home for it).
    fn bound(&self, n: &Node) -> u8 {
        match self.data() {
            Entries::Depths(d) => self.lookup(d, n),
            Entries::Mod3(all) => self.moves.corner_depth(all, n),
        }
    }

    /// The bound this table, whose entries are the depths `data`, gives `n`.
    #[inline]
    fn lookup(&self, data: &Packed, n: &Node) -> u8 {
        match self.kind {
            TwoKind::Corners(_) => {
                data.get(n.twist as usize * PLACES + n.places[self.slot] as usize)
            }
            TwoKind::Edges => data.get(n.edges as usize),
            TwoKind::AllCorners => unreachable!("every corner's table is kept modulo 3"),
            TwoKind::EdgesCorners(_) => {
                let base = n.edges as usize * EDGE_BLOCK;
                let ones = &n.ones[self.slot..self.slot + 4];
                (0..4)
                    .map(|k| data.get(base + 24 * k + ones[k] as usize))
                    .max()
                    .unwrap_or(0)
            }
        }
    }

    /// Its entries, or `None` when `stop` (if any) said to stop first: a fill over one space keeps
    /// its progress for the next call ([`Resumable`]); the edges-and-corner table (four fills,
    /// interleaved; always built before a first plan) is never cut short once begun.
    fn fill_until(&self, stop: Option<&dyn Fn() -> bool>) -> Option<Entries> {
        let depths = self.fill_depths(stop)?;
        Some(match self.kind {
            TwoKind::AllCorners => {
                let next = |i, m| self.moves.corner_next(i, m);
                Entries::Mod3(Mod3::of_depths(depths, PERMS * TWISTS, MOVES, next))
            }
            _ => Entries::Depths(depths),
        })
    }

    /// [`TwoTable::fill_until`]'s depths, 4 bits each.
    fn fill_depths(&self, stop: Option<&dyn Fn() -> bool>) -> Option<Packed> {
        let m = &*self.moves;
        let orders = m.orders();
        match self.kind {
            TwoKind::Corners(set) => self.partial.fill(
                &Space {
                    size: TWISTS * PLACES,
                    moves: MOVES,
                    rank: |&(t, p): &(u16, u16)| t as usize * PLACES + p as usize,
                    unrank: |r| ((r / PLACES) as u16, (r % PLACES) as u16),
                    next: |&(t, p), i| (m.twists[t as usize * 8 + i], m.places[p as usize * 8 + i]),
                },
                place_rank(&set),
                stop,
            ),
            TwoKind::Edges => self.partial.fill(
                &Space {
                    size: ORDERS / 2,
                    moves: MOVES,
                    rank: |&e: &u32| e as usize,
                    unrank: |r| r as u32,
                    next: |&e, i| orders[e as usize * 8 + i],
                },
                0,
                stop,
            ),
            TwoKind::AllCorners => self.partial.fill(
                &Space {
                    size: PERMS * TWISTS,
                    moves: MOVES,
                    rank: |&e: &usize| e,
                    unrank: |r| r,
                    next: |&e, i| m.corner_next(e, i),
                },
                0,
                stop,
            ),
            TwoKind::EdgesCorners(_) if stop.is_some_and(|stop| stop()) => None,
            TwoKind::EdgesCorners(set) => {
                let one = |c: u8| {
                    Packed::search(
                        ORDERS / 2 * 24,
                        (0u32, c * 3),
                        MOVES,
                        |&(e, o)| e as usize * 24 + o as usize,
                        |r| ((r / 24) as u32, (r % 24) as u8),
                        |&(e, o), i| (orders[e as usize * 8 + i], m.ones[o as usize * MOVES + i]),
                    )
                };
                Some(Packed::interleave(&set.map(one), 24))
            }
        }
    }
}

impl Table for TwoTable {
    fn name(&self) -> String {
        format!("two-face: {:?}", self.kind)
    }

    fn work(&self) -> usize {
        self.bytes() * 2 * MOVES
    }

    fn is_built(&self) -> bool {
        self.data.get().is_some()
    }

    fn ensure(&self) {
        self.data();
    }

    /// Fills it asking `stop` as it goes (the later tables are built by rounds that have a
    /// deadline, and by the page's worker in slices while idle): a fill cut short goes on
    /// from there next time.
    fn ensure_until(&self, stop: &dyn Fn() -> bool) -> bool {
        if !self.is_built() && !stop() {
            if let Some(filled) = self.fill_until(Some(stop)) {
                let _ = self.data.set(filled);
            }
        }
        self.is_built()
    }

    fn bytes(&self) -> usize {
        match self.kind {
            TwoKind::Corners(_) => TWISTS * PLACES / 2,
            TwoKind::Edges => ORDERS / 4,
            TwoKind::AllCorners => Mod3::bytes_for(PERMS * TWISTS),
            TwoKind::EdgesCorners(_) => ORDERS / 4 * EDGE_BLOCK,
        }
    }

    fn save(&self) -> Option<Vec<u8>> {
        self.data.get().map(|e| e.as_bytes().to_vec())
    }

    fn load(&self, bytes: Vec<u8>) -> Result<(), TableAssetError> {
        check_length(self, &bytes)?;
        let entries = match self.kind {
            TwoKind::AllCorners => Entries::Mod3(Mod3::from_bytes(bytes)),
            _ => Entries::Depths(Packed::from_bytes(bytes)),
        };
        let _ = self.data.set(entries);
        Ok(())
    }
}

/// The tables a search reads, with their entries: corner tables of depths, every
/// corner's table (modulo 3) if built, and the edge tables.
#[derive(Clone)]
struct Reads<'a> {
    moves: &'a Moves,
    corners: Vec<(&'a TwoTable, &'a Packed)>,
    all: Option<&'a Mod3>,
    edges: Vec<(&'a TwoTable, &'a Packed)>,
}

impl Reads<'_> {
    /// `n`, met without a parent, with its exact corner depth where the search reads it.
    fn root(&self, mut n: Node) -> Node {
        if let Some(all) = self.all {
            n.corners = self.moves.corner_depth(all, &n);
        }
        n
    }

    /// The lower bound of `n`.
    fn bound(&self, n: &Node) -> u8 {
        self.corner_bound(n).max(self.edge_bound(n))
    }

    /// The corner tables' bound of `n`, whose exact corner depth is known.
    #[inline]
    fn corner_bound(&self, n: &Node) -> u8 {
        let b = self.corners.iter().map(|(t, d)| t.lookup(d, n)).max();
        b.unwrap_or(0).max(n.corners)
    }

    #[inline]
    fn edge_bound(&self, n: &Node) -> u8 {
        self.edges
            .iter()
            .map(|(t, d)| t.lookup(d, n))
            .max()
            .unwrap_or(0)
    }
}

/// One pass of the iterative deepening.
struct Search<'a> {
    two: &'a TwoFace,
    orders: &'a [u32],
    reads: Reads<'a>,
    path: Vec<u8>,
    visited: u64,
    limit: u64,
    /// Which task this is, and where tasks say the earliest that found a solution: a task
    /// after it stops.
    stop: Option<(&'a AtomicUsize, usize)>,
    /// Whether the caller wants the search to stop (it then gives up).
    told: Stop<'a>,
}

impl Search<'_> {
    /// Runs `task`: its first move, then the search below it.
    fn run(mut self, task: &Task) -> Outcome {
        let Some(i) = task.first else {
            return Outcome::Solved(Vec::new(), 1);
        };
        if self.overtaken() {
            return Outcome::Skipped;
        }
        let answer = match self.child(&task.node, i as usize, task.rest - 1) {
            Some((next, h)) => {
                self.path.push(i);
                self.dfs(&next, h, task.rest - 1, i / 4)
            }
            None => Some(false),
        };
        match answer {
            None if self.overtaken() => Outcome::Skipped,
            None => Outcome::GaveUp,
            Some(true) => Outcome::Solved(self.path, self.visited),
            Some(false) => Outcome::Searched(self.visited),
        }
    }

    /// Whether an earlier task has found a solution, which makes this one's moot.
    fn overtaken(&self) -> bool {
        self.stop
            .is_some_and(|(solved, me)| solved.load(Ordering::Relaxed) < me)
    }

    /// The position after turn `i` from `n` and its bound, or `None` when a bound shows it
    /// cannot be solved in `rest` more moves.
    fn child(&self, n: &Node, i: usize, rest: u8) -> Option<(Node, u8)> {
        let [kid] = self.children(n, [i], rest);
        kid
    }

    /// [`Search::child`] for several turns at once: the table reads of all of them are
    /// issued together, so their cache misses overlap (they are the search's main cost).
    /// Corners are looked up first; the edges only where the corners do not prune.
    #[inline]
    fn children<const K: usize>(
        &self,
        n: &Node,
        turns: [usize; K],
        rest: u8,
    ) -> [Option<(Node, u8)>; K] {
        let m = &*self.two.moves;
        let mut next = [*n; K];
        let mut bound = [0u8; K];
        for (k, &i) in turns.iter().enumerate() {
            let x = &mut next[k];
            x.twist = m.twists[n.twist as usize * 8 + i];
            for j in 0..self.two.sets.len() {
                x.places[j] = m.places[n.places[j] as usize * 8 + i];
            }
            x.perm = m.perms[n.perm as usize * 8 + i];
            if let Some(all) = self.reads.all {
                x.corners = all.step(n.corners, x.perm as usize * TWISTS + x.twist as usize);
            }
            bound[k] = self.reads.corner_bound(x);
        }
        for (k, &i) in turns.iter().enumerate() {
            if bound[k] > rest {
                continue;
            }
            let x = &mut next[k];
            for j in 0..self.two.ones.len() {
                x.ones[j] = m.ones[n.ones[j] as usize * 8 + i];
            }
            x.edges = self.orders[n.edges as usize * 8 + i];
            bound[k] = bound[k].max(self.reads.edge_bound(x));
        }
        std::array::from_fn(|k| (bound[k] <= rest).then_some((next[k], bound[k])))
    }

    /// Whether `n`, whose bound is `h` (0 only when it is solved), is solved in at most
    /// `rest` moves, the first not on face `last`; `None` once past the limit.
    fn dfs(&mut self, n: &Node, h: u8, rest: u8, last: u8) -> Option<bool> {
        self.visited += 1;
        let check = self.visited.is_multiple_of(4096);
        if self.visited > self.limit || (check && (self.overtaken() || (self.told)())) {
            return None;
        }
        if h == 0 {
            return Some(true);
        }
        if rest == 0 {
            return Some(false);
        }
        let r = rest - 1;
        for face in 0..2u8 {
            if face == last {
                continue;
            }
            let first = face as usize * 4;
            let kids = self.children(n, [first, first + 1, first + 2, first + 3], r);
            for (k, kid) in kids.into_iter().enumerate() {
                let Some((next, h)) = kid else {
                    continue;
                };
                let i = face * 4 + k as u8;
                self.path.push(i);
                if self.dfs(&next, h, r, face)? {
                    return Some(true);
                }
                self.path.pop();
            }
        }
        Some(false)
    }
}

/// The `N` slots (of `all`) a test accepts, in order.
fn slots<const N: usize>(keep: impl Fn(u8) -> bool, all: u8) -> [u8; N] {
    let v: Vec<u8> = (0..all).filter(|&s| keep(s)).collect();
    v.try_into()
        .expect("two adjacent faces move 8 corners and 9 edges")
}

/// `table[8 c + m]`: coordinate `c` after turn `m`.
fn move_table(size: usize, turn: impl Fn(usize, usize) -> usize) -> Vec<u16> {
    (0..size)
        .flat_map(|c| (0..MOVES).map(move |i| (c, i)))
        .map(|(c, i)| turn(c, i) as u16)
        .collect()
}

/// Twists by slot after turn `i`.
fn twist_turn(m: &Moves, tw: &[u8; 8], i: usize) -> [u8; 8] {
    let mut out = [0u8; 8];
    for s in 0..8 {
        out[m.corner[i][s] as usize] = (tw[s] + m.twist[i][s]) % 3;
    }
    out
}

fn twist_rank(tw: &[u8; 8]) -> usize {
    tw[..7].iter().rev().fold(0, |a, &t| a * 3 + t as usize)
}

fn twist_unrank(mut c: usize) -> [u8; 8] {
    let mut tw = [0u8; 8];
    for t in tw.iter_mut().take(7) {
        *t = (c % 3) as u8;
        c /= 3;
    }
    tw[7] = (3 - tw[..7].iter().map(|&t| t as usize).sum::<usize>() % 3) as u8 % 3;
    tw
}

/// Rank of four distinct slots (of eight), in order.
fn place_rank(p: &[u8]) -> usize {
    let mut used = 0u16;
    p.iter().enumerate().fold(0, |a, (i, &s)| {
        let below = (used & ((1 << s) - 1)).count_ones() as usize;
        used |= 1 << s;
        a * (8 - i) + s as usize - below
    })
}

fn place_unrank(mut c: usize) -> [u8; 4] {
    let mut digit = [0usize; 4];
    for i in (0..4).rev() {
        digit[i] = c % (8 - i);
        c /= 8 - i;
    }
    let mut used = 0u16;
    digit.map(|d| {
        let s = (0..8u8)
            .filter(|&s| used & (1 << s) == 0)
            .nth(d)
            .expect("a digit below the free slots");
        used |= 1 << s;
        s
    })
}

/// The even permutation of `N` with Lehmer rank `2k` or `2k + 1` (they differ by a swap of
/// the last two).
fn even_unrank<const N: usize>(k: usize) -> [u8; N] {
    let mut digit = [0usize; N];
    let mut c = 2 * k;
    for i in (0..N).rev() {
        digit[i] = c % (N - i);
        c /= N - i;
    }
    if digit.iter().sum::<usize>() % 2 == 1 {
        digit[N - 2] = 1;
    }
    let mut used = 0u16;
    digit.map(|d| {
        let s = (0..N as u8)
            .filter(|&s| used & (1 << s) == 0)
            .nth(d)
            .expect("a digit below the free slots");
        used |= 1 << s;
        s
    })
}

/// Lehmer rank of `N` distinct slots `0..N`.
#[inline]
fn order_rank<const N: usize>(e: &[u8; N]) -> usize {
    let mut used = 0u16;
    let mut a = 0usize;
    for (i, &s) in e.iter().enumerate() {
        let below = (used & ((1 << s) - 1)).count_ones() as usize;
        used |= 1 << s;
        a = a * (N - i) + s as usize - below;
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn coordinates_round_trip() {
        for c in 0..PLACES {
            assert_eq!(place_rank(&place_unrank(c)), c);
        }
        for c in 0..TWISTS {
            assert_eq!(twist_rank(&twist_unrank(c)), c);
        }
        assert_eq!(order_rank(&[0, 1, 2, 3, 4, 5, 6, 7, 8]), 0);
        assert_eq!(order_rank(&[8, 7, 6, 5, 4, 3, 2, 1, 0]), ORDERS - 1);
        for k in (0..ORDERS / 2).step_by(97) {
            assert_eq!(order_rank(&even_unrank::<9>(k)) / 2, k);
        }
        for k in 0..PERMS {
            assert_eq!(order_rank(&even_unrank::<8>(k)) / 2, k);
        }
    }

    /// Random ⟨U, R⟩ positions: the move tables follow the state, the bound is at most the
    /// scramble's length, and the search solves them.
    #[test]
    fn solves_two_face_positions() {
        // The solver's own stage: its tables are shared with the other tests.
        let two = super::super::layout::Layout::get().two.as_ref().unwrap();
        let [u, r] = two.faces;
        let mut rng = Rng::new(4);
        for len in [0, 1, 5, 9] {
            let mut moves = Vec::new();
            for i in 0..len {
                let f = if i % 2 == 0 { u } else { r };
                moves.push(Move::new(f, Amount::new(1 + rng.below(4) as i64)));
            }
            let s = State::of_moves(&moves);
            assert!(two.bound(&s) as usize <= len);
            let found = two
                .solve_best(&[(0, s)], u64::MAX, 2, &|| false)
                .expect("no limit");
            assert!(found.moves.len() <= len);
            assert!(s.then(&State::of_moves(&found.moves)).is_solved());
        }
    }

    /// Every corner's table, kept modulo 3, gives sampled entries their exact depths: the
    /// 4-bit depths where those are exact, deeper ones where they are capped, and from each
    /// entry's depth its neighbours' ([`Mod3::step`], as the search finds them).
    #[test]
    fn every_corner_modulo_3_gives_exact_depths() {
        let two = super::super::layout::Layout::get().two.as_ref().unwrap();
        let all = (two.tables.iter())
            .find(|t| t.kind == TwoKind::AllCorners)
            .expect("the full set reads every corner");
        let Entries::Mod3(table) = all.data() else {
            panic!("kept modulo 3");
        };
        let depths = all
            .fill_depths(None)
            .expect("a fill never told to stop ends");
        let m = &two.moves;
        let mut rng = Rng::new(35);
        let mut deeper = 0;
        for _ in 0..20_000 {
            let at = rng.below(PERMS * TWISTS);
            let d = m.corner_depth_at(table, at);
            match depths.get(at) {
                capped @ super::super::packed::MAX_DEPTH => {
                    assert!(d >= capped, "entry {at}: {d}");
                    deeper += usize::from(d > capped);
                }
                exact => assert_eq!(d, exact, "entry {at}"),
            }
            for k in 0..MOVES {
                let j = m.corner_next(at, k);
                assert_eq!(table.step(d, j), m.corner_depth_at(table, j), "{at} → {j}");
            }
        }
        assert!(
            deeper > 0,
            "no entry deeper than the 4-bit depths hold was sampled"
        );
    }

    /// The tables the solver no longer uses (every twist with four corners' places, the
    /// edges' order alone) are weaker lower bounds but still lower bounds: searching with
    /// them finds solutions exactly as short, on one thread or two.
    #[test]
    fn weaker_tables_find_solutions_as_short() {
        let two = super::super::layout::Layout::get().two.as_ref().unwrap();
        let [u, r] = two.faces;
        let weak = TwoFace::with_tables(u, r, &[TwoKind::Corners([0, 1, 2, 3]), TwoKind::Edges]);
        let mut rng = Rng::new(9);
        for _ in 0..6 {
            let moves: Vec<Move> = (0..12)
                .map(|i| {
                    let f = if i % 2 == 0 { u } else { r };
                    Move::new(f, Amount::new(1 + rng.below(4) as i64))
                })
                .collect();
            let s = State::of_moves(&moves);
            let best = two
                .solve_best(&[(0, s)], u64::MAX, 1, &|| false)
                .expect("no limit");
            let other = weak
                .solve_best(&[(0, s)], u64::MAX, 2, &|| false)
                .expect("no limit");
            assert_eq!(best.moves.len(), other.moves.len());
            assert!(weak.bound(&s) as usize <= best.moves.len());
            assert!(s.then(&State::of_moves(&other.moves)).is_solved());
        }
    }
}
