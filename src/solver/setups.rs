//! The setup tables the solver reads its conjugators from, one per (piece kind, job, family of
//! core images), each built once on first use by [`SetupTable`]'s breadth-first search.
//!
//! - **3-cycles** ([`CycleTable`]): three target slots `p1 → p2 → p3` must be carried onto a
//!   3-cycle core's slots in its cycle order. With [`Family::Rotated`] every image of the core
//!   (60 rotations, forwards or inverse) is a goal and the table tracks orientation, labelled
//!   by the turns `(δ1, δ2)` the step gives the contents of `p1` and `p2` (the third is then
//!   fixed: a step's turns add up to 0), so the planner can ask for "the shortest setup that
//!   also orients the two pieces it places". With [`Family::Thesis`] only the thesis's own
//!   position (forwards or inverse) counts and orientation is ignored — the naive method.
//! - **Pairs** ([`PairTable`]): two edges to flip with (3.9), or two corners to twist with
//!   (3.10) — the first clockwise, the second anticlockwise. These need positions only: a
//!   conjugated flip or twist turns its pieces the same way whatever the setup did to them.

use std::fmt;
use std::sync::OnceLock;

use serde::Serialize;

use super::cores::{images, Core, CoreImage, ImageInfo};
use super::kind::PieceKind;
use super::table::{Goal, SetupTable};
use crate::puzzle::{Move, State};

/// Which images of a core a table may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// The thesis's own position only (forwards or inverse): the naive method.
    Thesis,
    /// All 60 rotations, forwards or inverse ("turn the puzzle and rename the faces").
    Rotated,
}

/// A setup found in a table, with the core image it leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundSetup {
    /// The moves done first (the undo is their inverse, done last).
    pub moves: Vec<Move>,
    /// The core image done in between.
    pub image: CoreImage,
}

fn family_images(core: Core, family: Family) -> impl Iterator<Item = &'static ImageInfo> {
    images(core)
        .iter()
        .filter(move |i| family == Family::Rotated || i.image.rotation == 0)
}

/// The 3-cycle `c0 → c1 → c2` a 3-cycle effect performs on `kind` (from its first slot in
/// index order), and the turn each content gets on the way.
pub(crate) fn three_cycle(effect: &State, kind: PieceKind) -> ([usize; 3], [u8; 3]) {
    let (to, orient) = (kind.to(effect), kind.orient(effect));
    let support = kind.support(effect);
    let c0 = support[0];
    let c1 = to[c0] as usize;
    let c2 = to[c1] as usize;
    debug_assert_eq!(to[c2] as usize, c0);
    ([c0, c1, c2], [orient[c0], orient[c1], orient[c2]])
}

/// The orientation label of markers with turns `o` on slots `c` of a cycle with turns `g`:
/// content of marker `i` ends up turned by `δi = o_i + g_i − o_{i+1}`; label `δ1·m + δ2`.
fn pattern(o: [u8; 3], g: [u8; 3], m: u8) -> usize {
    let delta = |i: usize| (o[i] + g[i] + m - o[(i + 1) % 3]) % m;
    delta(0) as usize * m as usize + delta(1) as usize
}

/// The core a table conjugates.
fn table_core(kind: PieceKind, pair: bool) -> Core {
    match (kind, pair) {
        (PieceKind::Edge, false) => Core::EdgeCycle,
        (PieceKind::Corner, false) => Core::CornerCycle,
        (PieceKind::Edge, true) => Core::EdgeFlip,
        (PieceKind::Corner, true) => Core::CornerTwist,
    }
}

/// Turns table answers (moves, payload = image index) into setups.
fn to_setups(core: Core, found: Vec<(Vec<Move>, u16)>) -> Vec<FoundSetup> {
    found
        .into_iter()
        .map(|(moves, i)| FoundSetup {
            moves,
            image: images(core)[i as usize].image,
        })
        .collect()
}

/// Shortest setups for 3-cycles of one piece kind.
#[derive(Debug)]
pub struct CycleTable {
    core: Core,
    table: SetupTable,
}

/// The goals of one 3-cycle effect (of `kind`, nothing else moved) for a 3-cycle table: its
/// slots in each of the three cyclic orders, and with `oriented` every turn the markers may
/// have arrived with, labelled by the orientation pattern the conjugate then gives.
pub(crate) fn cycle_goals(
    effect: &State,
    kind: PieceKind,
    payload: u16,
    oriented: bool,
) -> Vec<Goal> {
    let (c, g) = three_cycle(effect, kind);
    let m = kind.modulus();
    let mut goals = Vec::new();
    for r in 0..3 {
        let slots = [c[r], c[(r + 1) % 3], c[(r + 2) % 3]];
        let turns = [g[r], g[(r + 1) % 3], g[(r + 2) % 3]];
        if !oriented {
            let codes = slots.map(|s| s as u8);
            goals.push(Goal::new(&codes, 0, payload));
            continue;
        }
        for k in 0..m * m * m {
            let o = [k % m, k / m % m, k / (m * m)];
            let codes: [u8; 3] = std::array::from_fn(|i| slots[i] as u8 * m + o[i]);
            let label = pattern(o, turns, m);
            goals.push(Goal::new(&codes, label, payload));
        }
    }
    goals
}

impl CycleTable {
    fn new(kind: PieceKind, family: Family) -> CycleTable {
        let core = table_core(kind, false);
        let m = kind.modulus();
        let oriented = family == Family::Rotated;
        let labels = if oriented { (m * m) as usize } else { 1 };
        let goals = family_images(core, family)
            .flat_map(|info| cycle_goals(&info.effect, kind, info.image.index() as u16, oriented));
        CycleTable {
            core,
            table: SetupTable::build(kind, 3, oriented, labels, goals),
        }
    }

    /// The number of labels: `m²` orientation patterns `δ1·m + δ2` (with rotated images), or
    /// 1 (thesis position, orientation not asked for).
    pub fn labels(&self) -> usize {
        self.table.labels()
    }

    /// The shortest setup length for the cycle `p[0] → p[1] → p[2]` with this label.
    pub fn distance(&self, p: [usize; 3], label: usize) -> u8 {
        self.table
            .distance(&p, label)
            .expect("the coverage tests prove every 3-cycle has a setup")
    }

    /// The first shortest setup found for the cycle `p[0] → p[1] → p[2]` with this label.
    pub fn setup(&self, p: [usize; 3], label: usize) -> FoundSetup {
        let found = self.table.setup(&p, label).into_iter().collect();
        to_setups(self.core, found)
            .pop()
            .expect("the coverage tests prove every 3-cycle has a setup")
    }

    /// Shortest setups for the cycle with this label, one per possible first move.
    pub fn setups(&self, p: [usize; 3], label: usize) -> Vec<FoundSetup> {
        to_setups(self.core, self.table.setups(&p, label))
    }
}

/// Shortest setups for the flip (edges) or twist (corners) of two pieces.
#[derive(Debug)]
pub struct PairTable {
    core: Core,
    times: u8,
    table: SetupTable,
}

/// For a flip or twist image: the slot whose content turns `+1` and the one turning `−1`
/// (for a flip both turn by 1; they are listed in slot order).
fn pair_slots(info: &ImageInfo, kind: PieceKind) -> (usize, usize) {
    let orient = kind.orient(&info.effect);
    let turned: Vec<usize> = kind
        .support(&info.effect)
        .into_iter()
        .filter(|&s| kind.to(&info.effect)[s] as usize == s)
        .collect();
    debug_assert_eq!(turned.len(), 2);
    match kind {
        PieceKind::Edge => (turned[0], turned[1]),
        PieceKind::Corner if orient[turned[0]] == 1 => (turned[0], turned[1]),
        PieceKind::Corner => (turned[1], turned[0]),
    }
}

impl PairTable {
    fn new(kind: PieceKind, family: Family) -> PairTable {
        let core = table_core(kind, true);
        let mut goals = Vec::new();
        for info in family_images(core, family) {
            let (a, b) = pair_slots(info, kind);
            let payload = info.image.index() as u16;
            let mut orders = vec![[a as u8, b as u8]];
            if kind == PieceKind::Edge {
                orders.push([b as u8, a as u8]);
            }
            for codes in orders {
                goals.push(Goal::new(&codes, 0, payload));
            }
        }
        // In the thesis position (3.9) is done three times, so that its corner 3-cycle
        // comes back (the naive order places corners before flipping edges).
        let times = if core == Core::EdgeFlip && family == Family::Thesis {
            3
        } else {
            1
        };
        PairTable {
            core,
            times,
            table: SetupTable::build(kind, 2, false, 1, goals),
        }
    }

    fn repeat(&self, mut setups: Vec<FoundSetup>) -> Vec<FoundSetup> {
        for s in &mut setups {
            s.image.times = self.times;
        }
        setups
    }

    /// The shortest setup length to flip edges `p[0]`, `p[1]`, or to twist corner `p[0]`
    /// clockwise and `p[1]` anticlockwise.
    pub fn distance(&self, p: [usize; 2]) -> u8 {
        self.table
            .distance(&p, 0)
            .expect("the coverage tests prove every pair has a setup")
    }

    /// The first shortest setup found for the pair.
    pub fn setup(&self, p: [usize; 2]) -> FoundSetup {
        let found = self.table.setup(&p, 0).into_iter().collect();
        self.repeat(to_setups(self.core, found))
            .pop()
            .expect("the coverage tests prove every pair has a setup")
    }

    /// Shortest setups for the pair, one per possible first move.
    pub fn setups(&self, p: [usize; 2]) -> Vec<FoundSetup> {
        self.repeat(to_setups(self.core, self.table.setups(&p, 0)))
    }
}

/// The 3-cycle table for a kind and family (built on first use).
pub fn cycle_table(kind: PieceKind, family: Family) -> &'static CycleTable {
    static CELLS: [OnceLock<CycleTable>; 4] = [const { OnceLock::new() }; 4];
    CELLS[cell_index(kind, family)].get_or_init(|| CycleTable::new(kind, family))
}

/// The flip/twist table for a kind and family (built on first use).
pub fn pair_table(kind: PieceKind, family: Family) -> &'static PairTable {
    static CELLS: [OnceLock<PairTable>; 4] = [const { OnceLock::new() }; 4];
    CELLS[cell_index(kind, family)].get_or_init(|| PairTable::new(kind, family))
}

fn cell_index(kind: PieceKind, family: Family) -> usize {
    (kind == PieceKind::Corner) as usize * 2 + (family == Family::Rotated) as usize
}

/// How many targets of one kind need a setup of each length.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Histogram {
    /// What was counted, e.g. "edge 3-cycles, rotated images, per orientation pattern".
    pub name: String,
    /// `counts[n]`: targets whose shortest setup has `n` moves.
    pub counts: Vec<usize>,
}

impl Histogram {
    /// Counts lengths into a histogram.
    pub fn of(name: String, lengths: impl Iterator<Item = u8>) -> Histogram {
        let mut counts = Vec::new();
        for d in lengths {
            let d = d as usize;
            if counts.len() <= d {
                counts.resize(d + 1, 0);
            }
            counts[d] += 1;
        }
        Histogram { name, counts }
    }

    /// The number of targets counted.
    pub fn total(&self) -> usize {
        self.counts.iter().sum()
    }

    /// The mean setup length.
    pub fn mean(&self) -> f64 {
        let sum: usize = self.counts.iter().enumerate().map(|(n, c)| n * c).sum();
        sum as f64 / self.total().max(1) as f64
    }
}

impl fmt::Display for Histogram {
    /// `name: 4060 targets, mean 1.83 — 0:120 1:… ` (length:count).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} targets, mean {:.2} —",
            self.name,
            self.total(),
            self.mean()
        )?;
        for (n, c) in self.counts.iter().enumerate() {
            write!(f, " {n}:{c}")?;
        }
        Ok(())
    }
}

/// Every 3-cycle of a kind's slots as `p0 → p1 → p2`: each unordered triple in both
/// directions (2 · C(n, 3) cycles).
pub fn all_cycles(kind: PieceKind) -> Vec<[usize; 3]> {
    let n = kind.count();
    let mut out = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                out.push([a, b, c]);
                out.push([a, c, b]);
            }
        }
    }
    out
}

/// Every pair a pair table answers: unordered for flips, ordered for twists.
pub fn all_pairs(kind: PieceKind) -> Vec<[usize; 2]> {
    let n = kind.count();
    let mut out = Vec::new();
    for a in 0..n {
        for b in 0..n {
            if a < b || (a != b && kind == PieceKind::Corner) {
                out.push([a, b]);
            }
        }
    }
    out
}

/// The setup-length histograms of every table over every target it must answer: 3-cycles
/// (both directions; per orientation pattern and best pattern for rotated images) and flip or
/// twist pairs, for both families. Builds all tables.
pub fn setup_histograms() -> Vec<Histogram> {
    let mut out = Vec::new();
    for kind in [PieceKind::Edge, PieceKind::Corner] {
        let cycles = all_cycles(kind);
        for family in [Family::Rotated, Family::Thesis] {
            let t = cycle_table(kind, family);
            let fam = family_name(family);
            if t.labels() > 1 {
                out.push(Histogram::of(
                    format!("{kind} 3-cycles, {fam}, each orientation pattern"),
                    cycles
                        .iter()
                        .flat_map(|&p| (0..t.labels()).map(move |l| t.distance(p, l))),
                ));
                out.push(Histogram::of(
                    format!("{kind} 3-cycles, {fam}, best pattern"),
                    cycles.iter().map(|&p| {
                        (0..t.labels())
                            .map(|l| t.distance(p, l))
                            .min()
                            .expect("labels")
                    }),
                ));
            } else {
                out.push(Histogram::of(
                    format!("{kind} 3-cycles, {fam}"),
                    cycles.iter().map(|&p| t.distance(p, 0)),
                ));
            }
        }
        let job = match kind {
            PieceKind::Edge => "edge flip pairs",
            PieceKind::Corner => "corner twist pairs",
        };
        for family in [Family::Rotated, Family::Thesis] {
            let t = pair_table(kind, family);
            out.push(Histogram::of(
                format!("{job}, {}", family_name(family)),
                all_pairs(kind).iter().map(|&p| t.distance(p)),
            ));
        }
    }
    out
}

fn family_name(family: Family) -> &'static str {
    match family {
        Family::Rotated => "rotated images",
        Family::Thesis => "thesis position",
    }
}
