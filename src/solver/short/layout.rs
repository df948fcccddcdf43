//! The stages, in the canonical frame: which faces each one finishes, which pieces it brings
//! home, what it may turn. Described once on first use; their tables are filled later, on
//! first use or through [`build_next_table`](super::build_next_table).

use std::sync::OnceLock;

use super::gen::{Gen, Piece, MACRO_AXIS};
use super::packed::Table;
use super::stage::Stage;
use super::tables::TableSet;
use super::two::TwoFace;
use crate::puzzle::{Amount, Dodecahedral, Dodecahedron, Face, Move};

/// Which of the dodecahedron's two piece orbits a puzzle cut from it has (corners always):
/// read from the puzzle's definition ([`Orbits::of`]), never from its name. The stages bring
/// home only the pieces of these orbits (the Megaminx: both; the Kilominx: corners only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Orbits {
    /// Whether it has edges (else the stages are over corners only).
    pub edges: bool,
}

impl Orbits {
    /// Corners and edges: the Megaminx's.
    pub const ALL: Orbits = Orbits { edges: true };

    /// The orbits of a puzzle cut from the dodecahedron, as its definition has them.
    pub fn of(d: &Dodecahedral) -> Orbits {
        Orbits {
            edges: !d.edge_pieces().is_empty(),
        }
    }

    /// Whether `p` is a piece of these orbits.
    pub fn has(self, p: Piece) -> bool {
        p.is_corner() || self.edges
    }

    /// Every piece of these orbits, corners first.
    pub fn pieces(self) -> impl Iterator<Item = Piece> {
        Piece::all().filter(move |&p| self.has(p))
    }
}

/// The stages.
#[derive(Debug)]
pub struct Layout {
    /// The stages every solve goes through, in solving order (1 to 8).
    pub stages: Vec<Stage>,
    /// The ways to end: the two-face stage ([`TWO_FACE`]: stage 9, one optimal search in
    /// ⟨U, R⟩, described here without tables; [`Layout::two`] searches it) or, when that
    /// search gives up, stages 9 and 10 with `R U^k R⁻¹` or with `R⁻¹ U^k R`.
    pub endings: Vec<Vec<Stage>>,
    /// The two-face stage's search (none without edges: a corners-only solve ends with the
    /// two old endings' stages, whose searches are cheap over corners alone).
    pub two: Option<TwoFace>,
    /// The tables its stages use.
    pub set: TableSet,
    /// The pieces it brings home.
    pub orbits: Orbits,
}

/// The ending ([`Layout::endings`]) that is one two-face stage.
pub const TWO_FACE: usize = 0;

impl Layout {
    /// The shared layout with the default tables ([`TableSet::native_or_page`]), built on
    /// first use.
    pub fn get() -> &'static Layout {
        Layout::of(TableSet::default())
    }

    /// The shared layout with the tables of `set`, built on first use (its tables are
    /// filled later, each on first use).
    pub fn of(set: TableSet) -> &'static Layout {
        Layout::of_orbits(set, Orbits::ALL)
    }

    /// The shared layout of a puzzle with `orbits` and the tables of `set`, built on first use.
    pub fn of_orbits(set: TableSet, orbits: Orbits) -> &'static Layout {
        static CELLS: [OnceLock<Layout>; 4] = [const { OnceLock::new() }; 4];
        let i = 2 * usize::from(orbits.edges) + usize::from(set == TableSet::Full);
        CELLS[i].get_or_init(|| Layout::build(set, orbits))
    }

    /// Whether every piece it brings home is home in `s`.
    pub fn solves(&self, s: &crate::puzzle::State) -> bool {
        self.orbits.pieces().all(|p| p.coord(s) == p.home())
    }

    /// Bytes of the tables every solve needs ([`Layout::tables`]; the old endings' are
    /// built only when a solve falls back on them).
    pub fn table_bytes(&self) -> usize {
        self.tables().map(|t| t.bytes()).sum()
    }

    /// Every table a solve needs, in the order they are built: the two-face stage's first,
    /// then the stages'. The old endings' tables are not among them: they are built on first
    /// use, by the rare solve whose two-face search gives up.
    pub fn tables(&self) -> impl Iterator<Item = &dyn Table> {
        self.two.iter().flat_map(TwoFace::tables).chain(
            self.stages
                .iter()
                .flat_map(|s| s.tables.iter().chain(&s.rank).map(|t| t as &dyn Table)),
        )
    }

    /// The tables a search uses once they are built, which the anytime search (and the
    /// page's worker while idle) builds after the first plan: the stages' four-piece tables
    /// ([`Stage::faster`]), then the two-face stage's ([`TwoFace::faster_tables`]); none in
    /// the full set.
    pub fn faster_tables(&self) -> impl Iterator<Item = &dyn Table> {
        self.round_tables()
            .chain(self.two.iter().flat_map(TwoFace::faster_tables))
    }

    /// The later tables the anytime search's rounds build before they run: the stages'
    /// four-piece tables ([`Stage::faster`]).
    pub fn round_tables(&self) -> impl Iterator<Item = &dyn Table> {
        self.stages
            .iter()
            .flat_map(|s| s.faster.iter().map(|t| t as &dyn Table))
    }

    /// The number of stages of a solve that ends with ending `e`.
    pub fn stages_in(&self, e: usize) -> usize {
        self.stages.len() + self.endings[e].len()
    }

    /// Stage `k` (from 0) of a solve that ends with ending `e`.
    pub fn stage(&self, k: usize, e: usize) -> &Stage {
        match k.checked_sub(self.stages.len()) {
            None => &self.stages[k],
            Some(j) => &self.endings[e][j],
        }
    }

    fn build(set: TableSet, orbits: Orbits) -> Layout {
        let (stages, endings, two) = build_stages(set, orbits);
        Layout {
            stages,
            endings,
            two,
            set,
            orbits,
        }
    }
}

/// The four turns of a face.
fn face_gens(f: Face) -> impl Iterator<Item = Gen> {
    (1..5).map(move |k| Gen::new(vec![Move::new(f, Amount::new(k))], f.index() as u8))
}

/// The order in which faces are finished: F (the bottom) with two neighbours, then the rest of
/// its ring one by one, then four faces of the top ring one by one. Left: L (the top) and one
/// top-ring face `R`.
fn face_groups() -> (Vec<Vec<Face>>, Face, Face) {
    let d = Dodecahedron::get();
    let x = Face::F;
    let r = d.ring(x);
    let y = x.opposite();
    let t = d.ring(y);
    let a = (0..5)
        .find(|&i| d.adjacent(t[i], r[0]) && d.adjacent(t[i], r[1]))
        .expect("two adjacent ring faces share a neighbour on the other ring");
    let mut groups = vec![vec![x, r[0], r[1]], vec![r[2]], vec![r[3]], vec![r[4]]];
    groups.extend((0..4).map(|k| vec![t[(a + k) % 5]]));
    (groups, y, t[(a + 4) % 5])
}

fn build_stages(set: TableSet, orbits: Orbits) -> (Vec<Stage>, Vec<Vec<Stage>>, Option<TwoFace>) {
    let (groups, top, right) = face_groups();
    let mut removed: Vec<Face> = Vec::new();
    let mut solved: Vec<Piece> = Vec::new();
    let mut stages = Vec::new();
    for g in groups {
        let gens: Vec<Gen> = Face::all()
            .filter(|f| !removed.contains(f))
            .flat_map(face_gens)
            .collect();
        removed.extend(&g);
        let pieces: Vec<Piece> = orbits
            .pieces()
            .filter(|p| !solved.contains(p) && p.faces().iter().all(|f| removed.contains(f)))
            .collect();
        solved.extend(&pieces);
        stages.push(Stage::new(g, pieces, gens, set));
    }
    let two: Vec<Gen> = face_gens(top).chain(face_gens(right)).collect();
    let last = orbits.pieces().filter(|p| !solved.contains(p)).collect();
    let mut two_face = None;
    if orbits.edges {
        // The stage before the two-face end also orients the edges L and R will move.
        let three = stages.pop().expect("face stages come first");
        stages.push(three.orienting(&two));
        two_face = Some(TwoFace::ranked(
            top,
            right,
            set.two_face(),
            TableSet::Page.two_face(),
            set.two_face_later(),
        ));
    }
    // Described for its steps (no tables): searched by `two_face`, never taken without it.
    let mut endings = vec![vec![Stage::described(vec![right, top], last, two)]];
    endings.extend(
        [1, -1]
            .into_iter()
            .map(|r| ending(top, right, r, &solved, set, orbits)),
    );
    (stages, endings, two_face)
}

/// The last two stages: the last layer is solved with U and `R^r U^k R^-r` (U = top,
/// R = right), which move the top face's pieces and one more edge and corner; before it, the
/// rest of R's pieces with ⟨U, R⟩. `solved`: the pieces earlier stages bring home.
fn ending(
    top: Face,
    right: Face,
    r: i64,
    solved: &[Piece],
    set: TableSet,
    orbits: Orbits,
) -> Vec<Stage> {
    let last: Vec<Gen> = face_gens(top)
        .chain((1..5).map(|k| {
            let moves = vec![
                Move::new(right, Amount::new(r)),
                Move::new(top, Amount::new(k)),
                Move::new(right, Amount::new(-r)),
            ];
            Gen::new(moves, MACRO_AXIS)
        }))
        .collect();
    let orbit: Vec<Piece> = orbits
        .pieces()
        .filter(|p| last.iter().any(|g| g.apply(*p, p.home()) != p.home()))
        .collect();
    let pieces: Vec<Piece> = orbits
        .pieces()
        .filter(|p| !solved.contains(p) && !orbit.contains(p))
        .collect();
    let two: Vec<Gen> = face_gens(top).chain(face_gens(right)).collect();
    vec![
        Stage::new(vec![right], pieces, two, set),
        Stage::new(vec![top], orbit, last, set),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every piece is brought home by exactly one stage, whichever the ending.
    #[test]
    fn stages_partition_the_pieces() {
        let layout = Layout::get();
        for e in 0..layout.endings.len() {
            let path: Vec<&Stage> = (0..layout.stages_in(e))
                .map(|k| layout.stage(k, e))
                .collect();
            let mut all: Vec<Piece> = path.iter().flat_map(|s| s.pieces.clone()).collect();
            all.sort();
            assert_eq!(all, Piece::all().collect::<Vec<_>>());
            let mut sizes: Vec<usize> = vec![4, 3, 3, 5, 3, 5, 5, 5];
            sizes.extend(if e == TWO_FACE { &[17][..] } else { &[5, 12] });
            assert_eq!(
                path.iter().map(|s| s.pieces.len()).collect::<Vec<_>>(),
                sizes
            );
        }
        // The two fallback endings move different last edges and corners.
        assert_ne!(layout.endings[1][1].pieces, layout.endings[2][1].pieces);
    }
}
