//! The Pyraminx of the Matlab seed: 36 numbered stickers and the seed's eight generators.
//!
//! **The net.** The seed's labelling figure is lost; its numbers fit one big triangle of side 6
//! cut into 36 small triangles numbered row by row from the top (rows of 1, 3, 5, 7, 9, 11:
//! `1 | 2–4 | 5–9 | 10–16 | 17–25 | 26–36`), each row alternating point-up, point-down,
//! point-up, …. Folding it gives the tetrahedron: rows 1–3 are one face, rows 4–6 split into
//! a left, a middle (upside-down) and a right face, and the three corners of the big triangle
//! (stickers 1, 26, 36) meet at one vertex — exactly the seed's `s1 = (1 26 36)`. The tips
//! `s2 = (5 10 11)`, `s3 = (9 15 16)`, `s4 = (30 31 32)` sit at the midpoints of the big
//! triangle's sides, the other three vertices. Tests check every generator against turns
//! computed from this fold, so the reading is not a guess.
//!
//! **Names.** Vertices: `U` where the big triangle's corners meet, `L` and `R` the left and
//! right ends of the top face's lower edge, `B` the midpoint of the big triangle's bottom side.
//! Faces (the colours) are named as usual when `U` points up and the top face looks at you:
//! `F` (rows 1–3), `L` (left part of rows 4–6), `R` (right part), `D` (the middle, upside-down
//! part, opposite `U`). Pieces: tips `u l r b`, axial centres `U L R B` (three stickers next
//! to a tip), edges `UL UR UB LR LB RB` (named by the two vertices they join). Stickers keep
//! the seed's numbers `1`..`36`.
//!
//! **Generators**, exactly as the seed gives them (`s(list) = images`: sticker `list[i]` goes
//! to `images[i]`): `s1`–`s4` turn one tip, `s5`–`s8` turn the layer under a tip (its axial
//! centre and the three edges at that vertex; the tip stays). Assuming the net is drawn as seen
//! from outside the puzzle, they are, in the usual Pyraminx notation (`U` = both upper layers,
//! `u` = the tip only, clockwise seen from outside at the vertex):
//!
//! | seed | turns        | usual name | seed | turns          | usual name |
//! |------|--------------|------------|------|----------------|------------|
//! | `s1` | tip at `U`   | `u`        | `s5` | layer at `U`   | `U u'`     |
//! | `s2` | tip at `L`   | `l'`       | `s6` | layer at `L`   | `L l'`     |
//! | `s3` | tip at `R`   | `r'`       | `s7` | layer at `R`   | `R' r`     |
//! | `s4` | tip at `B`   | `b`        | `s8` | layer at `B`   | `B b'`     |
//!
//! (Three seed turns go anticlockwise; the group is the same either way.) Read as seen from
//! inside instead, every turn changes direction and `L`/`R` swap; nothing else depends on it.
//! [`Pyraminx::NO_TIPS`] names the seed's second run, without the tip turns.
//!
//! Orientation reference stickers: on `D` if the piece touches `D`, else on `F`, else on `L`.
//! With it every generator keeps the edges' flip sum even (tested); tips and centres only
//! twist in place.

use std::collections::HashMap;
use std::sync::OnceLock;

use glam::IVec3;

use crate::group::Perm;
use crate::puzzle::colors::ColourReader;
use crate::puzzle::def::{Generator, Piece, PuzzleDef, Sticker};
use crate::puzzle::info::{Capability, InfoCache, PuzzleInfo, StickerLabels};
use crate::puzzle::keys::KeyMap;
use crate::puzzle::shape::{Plane, Shape, Turn};
use crate::puzzle::PuzzleKind;

mod net;

/// The seed's eight generators: name, points, and their images (1-based, as printed).
const SEED_GENERATORS: [(&str, &[usize], &[usize]); 8] = [
    ("s1", &[1, 26, 36], &[26, 36, 1]),
    ("s2", &[5, 10, 11], &[10, 11, 5]),
    ("s3", &[9, 15, 16], &[15, 16, 9]),
    ("s4", &[30, 31, 32], &[31, 32, 30]),
    (
        "s5",
        &[2, 3, 4, 17, 25, 27, 28, 34, 35],
        &[28, 27, 17, 34, 2, 35, 25, 4, 3],
    ),
    (
        "s6",
        &[2, 6, 7, 12, 13, 17, 18, 19, 20],
        &[13, 12, 20, 18, 19, 7, 6, 2, 17],
    ),
    (
        "s7",
        &[4, 7, 8, 13, 14, 22, 23, 24, 25],
        &[13, 22, 14, 23, 24, 25, 4, 8, 7],
    ),
    (
        "s8",
        &[19, 20, 21, 22, 23, 28, 29, 33, 34],
        &[22, 23, 33, 34, 28, 20, 21, 29, 19],
    ),
];

/// What each seed generator turns: the vertex, the layer, and the power of the clockwise
/// third turn it is (the table in the module docs; a test checks it against the fold).
const SEED_TURNS: [(usize, Layer, i32); 8] = [
    (0, Layer::Tip, 1),
    (1, Layer::Tip, -1),
    (2, Layer::Tip, -1),
    (3, Layer::Tip, 1),
    (0, Layer::Middle, 1),
    (1, Layer::Middle, 1),
    (2, Layer::Middle, -1),
    (3, Layer::Middle, 1),
];

/// The circumradius of the drawn solid (the Megaminx's is about 1.26).
const RADIUS: f32 = 1.3;

/// Face (colour) names, in colour-index order.
const FACES: [&str; 4] = ["F", "L", "R", "D"];

/// Where each vertex sits in space (a regular tetrahedron; the net folds with its drawn side
/// outwards).
const VERTEX_POS: [IVec3; 4] = [
    IVec3::new(1, 1, 1),
    IVec3::new(1, -1, -1),
    IVec3::new(-1, 1, -1),
    IVec3::new(-1, -1, 1),
];

/// Each face of the net: its three corners as lattice points (row, index along the row) of
/// the big triangle, and the vertex each corner folds to.
const NET_FACES: [[((i32, i32), usize); 3]; 4] = [
    [((0, 0), 0), ((3, 0), 1), ((3, 3), 2)], // F: rows 1–3
    [((3, 0), 1), ((6, 0), 0), ((6, 3), 3)], // L: lower left
    [((3, 3), 2), ((6, 3), 3), ((6, 6), 0)], // R: lower right
    [((3, 0), 1), ((3, 3), 2), ((6, 3), 3)], // D: the middle, upside down
];

/// Which layer about a vertex a turn moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// The tip alone (the seed's `s1`–`s4`).
    Tip,
    /// The layer under the tip: its axial centre and the three edges at the vertex
    /// (the seed's `s5`–`s8`).
    Middle,
}

/// Where a sticker lies in the seed's triangular net.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NetCell {
    /// Row from the top, 1..=6 (row `r` has `2r − 1` cells).
    pub row: usize,
    /// Position in the row from the left, 0-based.
    pub index: usize,
    /// Whether the small triangle points up (even indices) or down.
    pub up: bool,
}

impl NetCell {
    /// The cell of sticker `s` (0-based; the seed's number is `s + 1`).
    fn of(s: usize) -> NetCell {
        let row = (1..=6).find(|r| s < r * r).expect("36 stickers");
        let index = s - (row - 1) * (row - 1);
        NetCell {
            row,
            index,
            up: index.is_multiple_of(2),
        }
    }

    /// The corners of the small triangle as lattice points (row, index along the row): point
    /// `(r, j)` is the `j`-th point on the big triangle's `r`-th horizontal line from the top.
    pub fn corners(self) -> [(i32, i32); 3] {
        let (r, j) = (self.row as i32, (self.index / 2) as i32);
        if self.up {
            [(r - 1, j), (r, j), (r, j + 1)]
        } else {
            [(r - 1, j), (r - 1, j + 1), (r, j + 1)]
        }
    }
}

/// The Pyraminx: 36 stickers, 4 tips, 4 axial centres, 6 edges, the seed's 8 generators.
#[derive(Debug)]
pub struct Pyraminx {
    def: PuzzleDef,
    /// Per sticker: barycentric weights of its three corners on the tetrahedron (sum 9).
    weights: Vec<[i32; 4]>,
}

impl Pyraminx {
    /// The tip turns `s1`–`s4`.
    pub const TIP_TURNS: [&'static str; 4] = ["s1", "s2", "s3", "s4"];

    /// The seed's "no tips" generator subset `s5`–`s8` (order 933 120; all eight: 75 582 720).
    pub const NO_TIPS: [&'static str; 4] = ["s5", "s6", "s7", "s8"];

    /// Vertex names, in index order.
    pub const VERTICES: [&'static str; 4] = ["U", "L", "R", "B"];

    /// The shared instance (derived once from the net).
    pub fn get() -> &'static Pyraminx {
        static CELL: OnceLock<Pyraminx> = OnceLock::new();
        CELL.get_or_init(Pyraminx::build)
    }

    fn build() -> Pyraminx {
        let placed: Vec<(usize, [i32; 4])> = (0..36).map(|s| fold(NetCell::of(s))).collect();
        let weights: Vec<[i32; 4]> = placed.iter().map(|&(_, w)| w).collect();
        // Piece keys: (kind, vertices) — tips and centres by their vertex, edges by two.
        let key = |w: &[i32; 4]| -> (usize, Vec<usize>) {
            let max = *w.iter().max().expect("four weights");
            let at = |x: i32| (0..4).filter(|&v| w[v] == x).collect::<Vec<_>>();
            match max {
                7 => (0, at(7)),
                5 => (1, at(5)),
                _ => (2, at(4)),
            }
        };
        let mut keys: Vec<(usize, Vec<usize>)> = weights.iter().map(key).collect();
        crate::sort::sort(&mut keys);
        keys.dedup();
        let stickers: Vec<Sticker> = placed
            .iter()
            .enumerate()
            .map(|(s, (face, w))| Sticker {
                name: (s + 1).to_string(),
                piece: keys.binary_search(&key(w)).expect("a piece"),
                colour: *face,
            })
            .collect();
        let pieces = keys
            .iter()
            .enumerate()
            .map(|(p, (kind, vs))| {
                let mut own: Vec<usize> = (0..36).filter(|&s| stickers[s].piece == p).collect();
                if own.len() == 3 {
                    let pos = |s: usize| position(&weights[s]);
                    let turn = (pos(own[1]) - pos(own[0]))
                        .cross(pos(own[2]) - pos(own[0]))
                        .dot(VERTEX_POS[vs[0]]);
                    if turn > 0 {
                        own.swap(1, 2); // make the order clockwise seen from outside
                    }
                }
                // Reference sticker: on D, else F, else L (colour indices 3, 0, 1).
                let rank = |s: &usize| [1, 2, 3, 0][stickers[*s].colour];
                let r = own
                    .iter()
                    .enumerate()
                    .min_by_key(|(_, s)| rank(s))
                    .map(|(i, _)| i)
                    .expect("non-empty piece");
                own.rotate_left(r);
                let names: String = vs.iter().map(|&v| Self::VERTICES[v]).collect();
                Piece {
                    name: if *kind == 0 {
                        names.to_ascii_lowercase()
                    } else {
                        names
                    },
                    stickers: own,
                    kind: *kind,
                }
            })
            .collect();
        let generators = SEED_GENERATORS
            .iter()
            .map(|(name, points, images)| {
                let mut table: Vec<usize> = (0..36).collect();
                for (&x, &y) in points.iter().zip(images.iter()) {
                    table[x - 1] = y - 1;
                }
                Generator {
                    name: name.to_string(),
                    perm: Perm::from_images(&table).expect("the seed's generators are bijections"),
                }
            })
            .collect();
        let colours = FACES.iter().map(|f| f.to_string()).collect();
        let def = PuzzleDef::new("pyraminx", stickers, pieces, colours, generators)
            .expect("the Pyraminx definition is consistent");
        Pyraminx { def, weights }
    }

    /// The generic definition: stickers `1`..`36`, colours `F L R D`, generators `s1`..`s8`.
    pub fn def(&self) -> &PuzzleDef {
        &self.def
    }

    /// Where sticker `s` (0-based) lies in the seed's net.
    pub fn net_cell(&self, s: usize) -> NetCell {
        NetCell::of(s)
    }

    /// The turn, computed from the folded net, of one layer about a vertex (index into
    /// [`Pyraminx::VERTICES`]) by a third, clockwise seen from outside at that vertex.
    pub fn turn(&self, vertex: usize, layer: Layer) -> Perm {
        let others: Vec<usize> = (0..4).filter(|&v| v != vertex).collect();
        let (a, b, c) = (others[0], others[1], others[2]);
        let p = |v: usize| VERTEX_POS[v];
        let clockwise = (p(b) - p(a)).cross(p(c) - p(a)).dot(p(vertex)) < 0;
        // The rotation sends a → b → c → a when that runs clockwise, else a → c → b → a.
        let mut sigma = [0usize; 4];
        sigma[vertex] = vertex;
        let cycle = if clockwise { [a, b, c] } else { [a, c, b] };
        for k in 0..3 {
            sigma[cycle[k]] = cycle[(k + 1) % 3];
        }
        let moved = |w: &[i32; 4]| match layer {
            Layer::Tip => w[vertex] == 7,
            Layer::Middle => w[vertex] == 4 || w[vertex] == 5,
        };
        let index: HashMap<[i32; 4], usize> = self
            .weights
            .iter()
            .enumerate()
            .map(|(s, &w)| (w, s))
            .collect();
        let images: Vec<usize> = self
            .weights
            .iter()
            .enumerate()
            .map(|(s, w)| {
                if !moved(w) {
                    return s;
                }
                let mut to = [0; 4];
                for v in 0..4 {
                    to[sigma[v]] = w[v];
                }
                index[&to]
            })
            .collect();
        Perm::from_images(&images).expect("a rotation permutes stickers")
    }
}

/// Folds one net cell onto the tetrahedron: its face (colour index) and the sum of its three
/// corners' barycentric weights (each corner's weights sum to 3, so the total is 9).
fn fold(cell: NetCell) -> (usize, [i32; 4]) {
    let corners = cell.corners();
    for (face, net) in NET_FACES.iter().enumerate() {
        let all: Option<Vec<[i32; 4]>> = corners.iter().map(|&p| weights_in(net, p)).collect();
        if let Some(all) = all {
            let mut sum = [0; 4];
            for w in all {
                for v in 0..4 {
                    sum[v] += w[v];
                }
            }
            return (face, sum);
        }
    }
    unreachable!("every cell of the net lies in one of its four faces")
}

/// Barycentric weights (times 3) of lattice point `p` in a face of side 3, or `None` outside.
fn weights_in(face: &[((i32, i32), usize); 3], p: (i32, i32)) -> Option<[i32; 4]> {
    let cross = |u: (i32, i32), v: (i32, i32)| u.0 * v.1 - u.1 * v.0;
    let sub = |u: (i32, i32), v: (i32, i32)| (u.0 - v.0, u.1 - v.1);
    let [(a, va), (b, vb), (c, vc)] = *face;
    let det = cross(sub(b, a), sub(c, a)); // ±9 for a face of side 3
    let wb = 3 * cross(sub(p, a), sub(c, a)) / det;
    let wc = 3 * cross(sub(b, a), sub(p, a)) / det;
    let wa = 3 - wb - wc;
    if wa < 0 || wb < 0 || wc < 0 {
        return None;
    }
    let mut w = [0; 4];
    w[va] = wa;
    w[vb] = wb;
    w[vc] = wc;
    Some(w)
}

/// A point of the folded sticker in space (nine times its centroid).
fn position(w: &[i32; 4]) -> IVec3 {
    (0..4).map(|v| VERTEX_POS[v] * w[v]).sum()
}

/// The Pyraminx's solid: the tetrahedron of [`VERTEX_POS`] scaled to [`RADIUS`], each face
/// opposite the vertex its net triangle lacks; at each vertex the tip is cut off a ninth of
/// the height down and the layer under it four ninths further, each turned a third.
fn shape() -> Shape {
    let axis = |v: usize| VERTEX_POS[v].as_vec3().normalize();
    let faces = NET_FACES.iter().map(|corners| {
        let opposite = (0..4)
            .find(|v| corners.iter().all(|&(_, c)| c != *v))
            .expect("a face lacks one vertex");
        Plane {
            normal: -axis(opposite),
            depth: RADIUS / 3.0,
        }
    });
    let turns = SEED_TURNS.iter().map(|&(v, layer, power)| {
        let (from, to) = match layer {
            Layer::Tip => (RADIUS * 5.0 / 9.0, f32::INFINITY),
            Layer::Middle => (RADIUS / 9.0, RADIUS * 5.0 / 9.0),
        };
        Turn {
            axis: axis(v),
            from,
            to,
            angle: -std::f32::consts::TAU / 3.0 * power as f32,
        }
    });
    let shape = Shape::new(Pyraminx::get().def(), faces.collect(), turns.collect());
    // U on top, seen from above the edge between F and R, towards the U tip: F and R show
    // alike and L beyond the tip, three faces, so the home view reads as a solid (a
    // tetrahedron shows three faces only from near a vertex; from the edge, two).
    let (f, r) = (shape.faces()[0].normal, shape.faces()[2].normal);
    shape.with_home(f + r + axis(0), axis(0))
}

/// The Pyraminx's registry record.
pub(super) static INFO: PuzzleInfo = PuzzleInfo {
    kind: PuzzleKind::Pyraminx,
    title: "Pyraminx",
    piece_kinds: &["tips", "centres", "edges"],
    numbering: "the Matlab seed's numbering",
    sticker_labels: StickerLabels::Names,
    notations: &[],
    shows_net: true,
    turn_unit: "third-turn",
    example_alg: "e.g. s1 s5' s6^2",
    subgroups: &[("pyraminx-no-tips", &Pyraminx::NO_TIPS)],
    capabilities: &[Capability::OptimalSolver, Capability::ThreeCycleSolver],
    schemes: &["pyraminx", "pyraminx-cvd"],
    keys: KeyMap::NONE,
    cubing: None,
    dodecahedral: None,
    def: || Pyraminx::get().def(),
    reader: || {
        static CELL: OnceLock<ColourReader<'static>> = OnceLock::new();
        CELL.get_or_init(|| ColourReader::by_invariants(INFO.def(), INFO.piece_kinds))
    },
    build_net: net::build,
    build_shape: shape,
    cache: InfoCache::new(),
};

#[cfg(test)]
mod tests {
    use super::*;

    fn gen(name: &str) -> Perm {
        Pyraminx::get().def().generator(name).unwrap().perm.clone()
    }

    #[test]
    fn net_matches_the_seed_tips() {
        assert_eq!(gen("s1").to_string(), "(1 26 36)");
        assert_eq!(gen("s2").to_string(), "(5 10 11)");
        assert_eq!(gen("s3").to_string(), "(9 15 16)");
        assert_eq!(gen("s4").to_string(), "(30 31 32)");
        let names = |kind: usize| -> Vec<String> {
            let def = Pyraminx::get().def();
            def.pieces()
                .iter()
                .filter(|p| p.kind == kind)
                .map(|p| {
                    let mut s: Vec<usize> = p.stickers.iter().map(|&s| s + 1).collect();
                    s.sort();
                    format!("{}{:?}", p.name, s)
                })
                .collect()
        };
        assert_eq!(
            names(0),
            [
                "u[1, 26, 36]",
                "l[5, 10, 11]",
                "r[9, 15, 16]",
                "b[30, 31, 32]"
            ]
        );
        assert_eq!(
            names(1),
            [
                "U[3, 27, 35]",
                "L[6, 12, 18]",
                "R[8, 14, 24]",
                "B[21, 29, 33]"
            ]
        );
        assert_eq!(
            names(2),
            [
                "UL[2, 17]",
                "UR[4, 25]",
                "UB[28, 34]",
                "LR[7, 13]",
                "LB[19, 20]",
                "RB[22, 23]"
            ]
        );
    }

    /// Every seed generator is a turn of the folded net: the table in the module docs.
    #[test]
    fn seed_generators_are_turns_of_the_fold() {
        let p = Pyraminx::get();
        for (g, (vertex, layer, power)) in SEED_TURNS.into_iter().enumerate() {
            let name = format!("s{}", g + 1);
            assert_eq!(
                gen(&name),
                p.turn(vertex, layer).pow(power.into()),
                "{name}"
            );
        }
    }

    #[test]
    fn faces_are_the_four_net_triangles() {
        let def = Pyraminx::get().def();
        let face = |s: usize| def.colours()[def.stickers()[s - 1].colour].as_str();
        let f: Vec<usize> = (1..=36).filter(|&s| face(s) == "F").collect();
        assert_eq!(f, (1..=9).collect::<Vec<_>>());
        let d: Vec<usize> = (1..=36).filter(|&s| face(s) == "D").collect();
        assert_eq!(d, [11, 12, 13, 14, 15, 20, 21, 22, 31]);
        assert_eq!(face(26), "L");
        assert_eq!(face(36), "R");
    }

    /// Every generator keeps the edge flip sum even with this module's reference stickers.
    #[test]
    fn edge_flip_sum_is_invariant() {
        let def = Pyraminx::get().def();
        for g in def.generators() {
            let flips: usize = (0..def.pieces().len())
                .filter(|&p| def.pieces()[p].kind == 2)
                .map(|p| def.orientation(&g.perm, p))
                .sum();
            assert_eq!(flips % 2, 0, "{}", g.name);
        }
    }
}
