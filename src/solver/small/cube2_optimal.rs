//! Shortest 2×2×2 solutions.
//!
//! **The table.** The three faces `R G B` at one corner keep the opposite corner `bgr` in
//! place and reach 3,674,160 positions (the other seven corners' arrangement and twists); a
//! breadth-first search over them gives every such position's distance, at most 11 (God's
//! number of the 2×2×2 in the half-turn metric).
//!
//! **Any position into that frame.** On the 2×2×2 the 24 whole-cube rotations are products of
//! opposite face turns (`R r'` turns the whole cube), so every position `g` is `τ⁻¹ · h` for
//! exactly one rotation `τ` and one `h` of the three-face group: `τ` turns the cube so that
//! corner `bgr` is home. Rewriting any solution in all six faces by pushing those rotations
//! to its end gives a three-face solution of `h` of the same length, so the table's distance
//! of `h` is a lower bound for `g` — and so is that of every rotated copy `ρ⁻¹ g ρ` (the same
//! solution with faces renamed) and of `g⁻¹` (its solution reversed).
//!
//! **The search.** Our puzzle is solved when every sticker is home (the page's 2×2×2 does not
//! count a turned cube as solved), so solutions use all six faces: an iterative-deepening
//! search whose bound is the largest of those lower bounds finds a shortest one. When a
//! position needs no whole-cube turn at the end (corner `bgr` home, say) its length is the
//! table's distance; otherwise the search finds how few extra turns the rotation costs. The
//! most any position needs is still 11: an exhaustive breadth-first search over all
//! 88,179,840 positions in this model (the ignored test `cube2_whole_group_table`, 44 MB,
//! about 10 s in release) finds the published distribution with God's number 11, and equal
//! lengths from this solver on random positions.

use std::sync::OnceLock;

use super::coord::{Coords, Part};
use super::pieces::Model;
use super::pyraminx_optimal::{turns_of, unsolved};
use super::table::DistTable;
use crate::puzzle::Pieces;
use crate::puzzle::{Cube2, PuzzleKind};
use crate::solver::{Phase, Step};

/// The corner the three-face group keeps (stickers 15, 19, 23).
const FIXED_CORNER: usize = 7;

/// Opposite faces: each generator's partner (same axis).
const OPPOSITE: [(&str, &str); 3] = [("R", "r"), ("G", "g"), ("B", "b")];

/// The model, the three-face table, and the rotations used to move into its frame.
#[derive(Debug)]
pub struct Cube2Tables {
    /// The piece-level model (all six faces, every power).
    pub model: Model,
    /// Seven corners' arrangement and twists under `R G B`.
    pub coords: Coords,
    /// Distance of every three-face position.
    pub table: DistTable,
    /// `frame[3 * q + o]`: the rotation τ that sends corner `bgr` to slot `q` with twist `o`
    /// (the rotations act on corners-with-twist simply transitively: 8 × 3 = 24).
    frame: Vec<Pieces>,
    /// One rotation per corner, taking corner `bgr` there (the renamings worth bounding by).
    renamings: Vec<(Pieces, Pieces)>,
    /// For each generator, the one it commutes with (its opposite face).
    opposite: Vec<usize>,
}

/// The coordinate parts of the seven corners other than [`FIXED_CORNER`]: their arrangement
/// and twists (5,040 · 729 = 3,674,160 values under the three faces that leave it alone).
pub(super) fn seven_corners() -> Vec<Part> {
    let seven: Vec<usize> = (0..8).filter(|&p| p != FIXED_CORNER).collect();
    vec![
        Part::Arrangement {
            slots: seven.clone(),
            even: false,
        },
        Part::Orientation {
            slots: seven,
            modulus: 3,
            zero_sum: true,
        },
    ]
}

impl Cube2Tables {
    /// Built once, on first use.
    pub fn get() -> &'static Cube2Tables {
        static CELL: OnceLock<Cube2Tables> = OnceLock::new();
        CELL.get_or_init(Cube2Tables::build)
    }

    fn build() -> Cube2Tables {
        let model = Model::new(PuzzleKind::Cube2);
        let def = model.puzzle.def();
        let coords = Coords::new(&model, seven_corners(), turns_of(&model, &Cube2::FIXED));
        let table = DistTable::build(&coords);
        let index = |n: &str| def.generator_index(n).expect("a face of the cube");
        let mut opposite = vec![0; def.generators().len()];
        for (a, b) in OPPOSITE {
            opposite[index(a)] = index(b);
            opposite[index(b)] = index(a);
        }
        let rotations = rotations(&model);
        let mut frame = vec![Pieces::identity(8); 24];
        let mut renamings = Vec::new();
        for r in &rotations {
            let (q, o) = (r.to[FIXED_CORNER] as usize, r.ori[FIXED_CORNER] as usize);
            frame[3 * q + o] = r.clone();
            if o == 0 {
                renamings.push((r.clone(), r.inverse(&model.moduli)));
            }
        }
        Cube2Tables {
            model,
            coords,
            table,
            frame,
            renamings,
            opposite,
        }
    }

    /// The table's distance of `g` brought into the frame: `τ · g` with τ the rotation that
    /// makes corner `bgr` home.
    fn framed_distance(&self, g: &Pieces) -> u8 {
        let q =
            g.to.iter()
                .position(|&t| t as usize == FIXED_CORNER)
                .expect("a corner goes to bgr");
        let tau = &self.frame[3 * q + (3 - g.ori[q] as usize) % 3];
        let h = tau.then(g, &self.model.moduli);
        debug_assert_eq!(
            (h.to[FIXED_CORNER], h.ori[FIXED_CORNER]),
            (FIXED_CORNER as u8, 0)
        );
        self.table.get(self.coords.index(&h))
    }

    /// A lower bound for the number of face turns solving `g` (see the module docs).
    pub fn lower_bound(&self, g: &Pieces) -> u8 {
        let m = &self.model.moduli;
        let inv = g.inverse(m);
        let mut best = 0;
        for (r, r_inv) in &self.renamings {
            for x in [g, &inv] {
                let renamed = r_inv.then(x, m).then(r, m);
                best = best.max(self.framed_distance(&renamed));
            }
        }
        best
    }

    /// Depth-first search below `bound`; pushes the turns of a solution onto `path`.
    fn search(&self, g: &Pieces, bound: u8, path: &mut Vec<usize>) -> bool {
        if g.is_solved() {
            return true;
        }
        let depth = path.len() as u8;
        if depth + self.lower_bound(g).max(1) > bound {
            return false;
        }
        let gens: Vec<usize> = self.model.turns.iter().map(|t| t.generator).collect();
        for t in 0..self.model.turns.len() {
            if let Some(&last) = path.last() {
                let (a, b) = (gens[last], gens[t]);
                // Same face twice, or opposite faces out of order, is never shortest-unique.
                if a == b || (self.opposite[a] == b && b < a) {
                    continue;
                }
            }
            path.push(t);
            if self.search(&self.model.apply(g, t), bound, path) {
                return true;
            }
            path.pop();
        }
        false
    }

    /// A shortest solution of `g`, as model turn indices.
    pub fn shortest(&self, g: &Pieces) -> Vec<usize> {
        let mut bound = self.lower_bound(g);
        loop {
            let mut path = Vec::new();
            if self.search(g, bound, &mut path) {
                return path;
            }
            bound += 1;
        }
    }
}

/// The 24 whole-cube rotations: products of opposite face turns (`R r'` and so on), closed.
fn rotations(model: &Model) -> Vec<Pieces> {
    let def = model.puzzle.def();
    let m = &model.moduli;
    let turn = |name: &str, power: i32| {
        let g = def.generator_index(name).expect("a face");
        model
            .turns
            .iter()
            .find(|t| t.generator == g && t.power == power)
            .expect("quarter turns")
            .effect
            .clone()
    };
    let basic: Vec<Pieces> = OPPOSITE
        .iter()
        .map(|(a, b)| turn(a, 1).then(&turn(b, -1), m))
        .collect();
    let mut all = vec![Pieces::identity(8)];
    let mut i = 0;
    while i < all.len() {
        for b in &basic {
            let next = all[i].then(b, m);
            if !all.contains(&next) {
                all.push(next);
            }
        }
        i += 1;
    }
    assert_eq!(all.len(), 24, "the cube has 24 rotations");
    all
}

/// A shortest solution of a (reachable) 2×2×2 position, as one step.
pub fn solve(s: &Pieces) -> Vec<Step> {
    let t = Cube2Tables::get();
    let path = t.shortest(s);
    if path.is_empty() {
        return Vec::new();
    }
    let framed = t.framed_distance(s);
    let pz = PuzzleKind::Cube2;
    let note = if path.len() as u8 == framed {
        String::new()
    } else {
        format!(
            " ({} up to turning the whole cube; the rest puts the cube back in its place)",
            framed
        )
    };
    vec![Step::plain(
        pz,
        Phase::Optimal,
        unsolved(s, &[0], pz),
        t.model.word(&path),
        format!(
            "All corners in {} face turns, the fewest possible{note}.",
            path.len()
        ),
    )]
}
