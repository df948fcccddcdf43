//! The stages, in the canonical frame: which faces each one finishes, which pieces it brings
//! home, what it may turn. Built once, with their tables, on first use.

use std::sync::OnceLock;
use std::time::Duration;

use super::gen::{Gen, Piece, MACRO_AXIS};
use super::stage::Stage;
use crate::puzzle::{Amount, Dodecahedron, Face, Move};

/// The stages and what building them cost.
#[derive(Debug)]
pub struct Layout {
    /// In solving order.
    pub stages: Vec<Stage>,
    /// Wall time spent building the tables (zero on wasm, which has no clock here).
    pub build_time: Duration,
}

impl Layout {
    /// The shared layout, built on first use.
    pub fn get() -> &'static Layout {
        static CELL: OnceLock<Layout> = OnceLock::new();
        CELL.get_or_init(Layout::build)
    }

    /// Bytes of all pruning tables.
    pub fn table_bytes(&self) -> usize {
        self.stages.iter().map(|s| s.table_bytes()).sum()
    }

    fn build() -> Layout {
        #[cfg(not(target_arch = "wasm32"))]
        let start = std::time::Instant::now();
        let stages = build_stages();
        #[cfg(not(target_arch = "wasm32"))]
        let build_time = start.elapsed();
        #[cfg(target_arch = "wasm32")]
        let build_time = Duration::ZERO;
        Layout { stages, build_time }
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

fn build_stages() -> Vec<Stage> {
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
        let pieces: Vec<Piece> = Piece::all()
            .filter(|p| !solved.contains(p) && p.faces().iter().all(|f| removed.contains(f)))
            .collect();
        solved.extend(&pieces);
        stages.push(Stage::new(g, pieces, gens));
    }
    // The last two stages: the last layer is solved with U and R U R⁻¹ (U = top, R = right),
    // which move the top face's pieces and one more edge and corner; before it, the rest of
    // R's pieces with ⟨U, R⟩.
    let last: Vec<Gen> = face_gens(top)
        .chain((1..5).map(|k| {
            let moves = vec![
                Move::new(right, Amount::new(1)),
                Move::new(top, Amount::new(k)),
                Move::new(right, Amount::new(-1)),
            ];
            Gen::new(moves, MACRO_AXIS)
        }))
        .collect();
    let orbit: Vec<Piece> = Piece::all()
        .filter(|p| last.iter().any(|g| g.apply(*p, p.home()) != p.home()))
        .collect();
    let pieces: Vec<Piece> = Piece::all()
        .filter(|p| !solved.contains(p) && !orbit.contains(p))
        .collect();
    let gens: Vec<Gen> = face_gens(top).chain(face_gens(right)).collect();
    let three = stages.pop().expect("face stages come first");
    stages.push(three.orienting(&gens));
    stages.push(Stage::new(vec![right], pieces, gens));
    stages.push(Stage::new(vec![top], orbit, last));
    stages
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every piece is brought home by exactly one stage.
    #[test]
    fn stages_partition_the_pieces() {
        let layout = Layout::get();
        let mut all: Vec<Piece> = layout
            .stages
            .iter()
            .flat_map(|s| s.pieces.clone())
            .collect();
        all.sort();
        assert_eq!(all, Piece::all().collect::<Vec<_>>());
        let sizes: Vec<usize> = layout.stages.iter().map(|s| s.pieces.len()).collect();
        assert_eq!(sizes, vec![4, 3, 3, 5, 3, 5, 5, 5, 5, 12]);
    }
}
