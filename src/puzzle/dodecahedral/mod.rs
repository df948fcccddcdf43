//! [`Dodecahedral`]: a face-turning dodecahedron as a [`PuzzleDef`] — the pieces the
//! dodecahedron's twelve face layers cut, numbered like the thesis — with its solid and its
//! net. Shared by the puzzles cut from the dodecahedron (the Megaminx: corners and edges;
//! the Kilominx: corners only), which differ only in [`Cut`].
//!
//! Sticker numbers (1-based in text, 0-based here) follow the thesis: face `A` has its corner
//! stickers 1–5 clockwise from the bottom-left corner and (with edges) its edge stickers 6–10
//! clockwise from the bottom edge; every face follows the same logic (`B` = 11–20, …). A
//! face's "bottom" is F for A, A for B..F, L for G and G for H..L — the thesis fixes A..F
//! through its printed cycles; G..L are numbered as the mirror image through the centre
//! (G's bottom is L, opposite A's F), which the printed cycles leave free. See
//! [`Dodecahedron::ring`]. Without edges, face `f`'s corner `k` is sticker `5f + k`.
//!
//! Pieces are numbered in order of first appearance in the sticker numbering, so that at piece
//! level the move A is `(1 2 3 4 5)(6 7 8 9 10)` on the Megaminx exactly as the thesis prints
//! it.

pub(super) mod net;

use glam::Vec3;

use super::def::{Generator, Piece, PuzzleDef, Sticker};
use super::face::{Amount, Face, Move};
use super::geometry::{Dodecahedron, FaceMap, CLOCKWISE_FIFTH};
use super::shape::{Plane, Shape, Turn};
use crate::group::Perm;

/// Which pieces the face layers cut, and where the cut lines run on a face.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cut {
    /// Whether the layers leave edge pieces between the corners.
    pub edges: bool,
    /// The inradius of a centre pentagon as a fraction of the face's: where the neighbours'
    /// cut lines run. Above 0.309 (cos 72°) the lines of a face's star cross outside its
    /// rim, which gives the familiar kite-shaped corners and trapezoid edges; at exactly
    /// cos 72° they meet on the rim and the edges vanish.
    pub centre_fraction: f32,
}

/// Which of a piece's stickers counts as its reference (orientation 0) — the thesis's labels.
///
/// A piece touching A or G has its reference there; a piece touching both the ring around A
/// (B..F) and the ring around G (H..L) has it on its A-ring face when it has only one; an edge
/// inside one ring has it on the face that comes first clockwise around A (resp. G); a corner
/// with two A-ring faces has it on the one that comes first clockwise around A. Every basic
/// move keeps the flip sum (mod 2) and twist sum (mod 3) of these labels; tests prove it.
fn reference_face(slot: &[Face]) -> Face {
    let d = Dodecahedron::get();
    if let Some(&f) = slot.iter().find(|f| **f == Face::A || **f == Face::G) {
        return f;
    }
    let ring_a = |f: Face| (1..=5).contains(&f.index());
    let inner: Vec<Face> = slot.iter().copied().filter(|&f| ring_a(f)).collect();
    let (pole, candidates) = match inner.len() {
        1 => return inner[0],
        0 => (Face::G, slot.to_vec()),
        _ => (Face::A, inner),
    };
    // Two faces adjacent in the ring around `pole`: take the one the other follows clockwise.
    let ring = d.ring(pole);
    let pos = |f: Face| ring.iter().position(|&x| x == f).expect("in the ring");
    let (x, y) = (candidates[0], candidates[1]);
    if ring[(pos(x) + 1) % 5] == y {
        x
    } else {
        y
    }
}

/// A face-turning dodecahedron: its definition (generators `A`..`L`, colours `A`..`L`), the
/// sticker permutation of each face turn, and which pieces are corners and edges.
#[derive(Debug)]
pub struct Dodecahedral {
    def: PuzzleDef,
    cut: Cut,
    turns: Vec<Perm>,
    corners: Vec<usize>,
    edges: Vec<usize>,
    slot_faces: Vec<Vec<Face>>,
}

impl Dodecahedral {
    /// The puzzle named `name` that the face layers of `cut` make.
    pub fn new(name: &str, cut: Cut) -> Dodecahedral {
        let d = Dodecahedron::get();
        let per_face = if cut.edges { 10 } else { 5 };
        // Sticker s = per_face·face + k: k < 5 is corner k, k ≥ 5 is edge k−5 (thesis order).
        let sticker_slot = |s: usize| -> (Face, Vec<Face>) {
            let f = Face::new(s / per_face).expect("face index");
            let ring = d.ring(f);
            let k = s % per_face;
            let mut slot = if k < 5 {
                vec![f, ring[k], ring[(k + 1) % 5]]
            } else {
                vec![f, ring[k - 5]]
            };
            crate::sort::sort(&mut slot);
            (f, slot)
        };
        let all: Vec<(Face, Vec<Face>)> = (0..per_face * Face::COUNT).map(sticker_slot).collect();
        let index_of = |face: Face, slot: &[Face]| -> usize {
            all.iter()
                .position(|(f, s)| *f == face && s == slot)
                .expect("every (face, slot) is a sticker")
        };
        let mut slot_faces: Vec<Vec<Face>> = Vec::new();
        for (_, slot) in &all {
            if !slot_faces.contains(slot) {
                slot_faces.push(slot.clone());
            }
        }
        let name_of = |slot: &[Face]| slot.iter().map(|f| f.letter()).collect::<String>();
        let mut pieces = Vec::new();
        let (mut corners, mut edges) = (Vec::new(), Vec::new());
        for (p, slot) in slot_faces.iter().enumerate() {
            let order = sticker_order(d, slot);
            if slot.len() == 3 {
                corners.push(p);
            } else {
                edges.push(p);
            }
            pieces.push(Piece {
                name: name_of(slot),
                stickers: order.iter().map(|&f| index_of(f, slot)).collect(),
                kind: usize::from(slot.len() == 2),
            });
        }
        let stickers: Vec<Sticker> = all
            .iter()
            .map(|(f, slot)| Sticker {
                name: format!("{}:{}", f, name_of(slot)),
                piece: slot_faces.iter().position(|s| s == slot).expect("slot"),
                colour: f.index(),
            })
            .collect();
        let turns: Vec<Perm> = Face::all()
            .map(|x| {
                let map = d.turn_map(x, Amount::CW);
                let images: Vec<usize> = all
                    .iter()
                    .enumerate()
                    .map(|(s, (f, slot))| {
                        if !slot.contains(&x) {
                            return s;
                        }
                        let mut to: Vec<Face> = slot.iter().map(|g| map[g.index()]).collect();
                        crate::sort::sort(&mut to);
                        index_of(map[f.index()], &to)
                    })
                    .collect();
                Perm::from_images(&images).expect("a rotation permutes stickers")
            })
            .collect();
        let generators = Face::all()
            .map(|f| Generator {
                name: f.to_string(),
                perm: turns[f.index()].clone(),
            })
            .collect();
        let colours = Face::all().map(|f| f.to_string()).collect();
        let def = PuzzleDef::new(name, stickers, pieces, colours, generators)
            .expect("a face-turning dodecahedron's definition is consistent");
        Dodecahedral {
            def,
            cut,
            turns,
            corners,
            edges,
            slot_faces,
        }
    }

    /// The generic definition (stickers, pieces, colours, the 12 generators A..L).
    pub fn def(&self) -> &PuzzleDef {
        &self.def
    }

    /// The sticker permutation of one move.
    pub fn move_perm(&self, m: Move) -> Perm {
        self.turns[m.face.index()].pow(m.amount.fifths() as i64)
    }

    /// The clockwise fifth turn of a face.
    pub fn turn(&self, face: Face) -> &Perm {
        &self.turns[face.index()]
    }

    /// The state after a sequence of moves, applied left to right.
    pub fn apply_moves(&self, moves: &[Move]) -> Perm {
        let mut p = Perm::identity(self.def.sticker_count());
        for &m in moves {
            p = p.then(&self.move_perm(m));
        }
        p
    }

    /// The pieces (indices into `def().pieces()`) that are corners, in corner order.
    pub fn corner_pieces(&self) -> &[usize] {
        &self.corners
    }

    /// The pieces that are edges, in edge order (none without edges).
    pub fn edge_pieces(&self) -> &[usize] {
        &self.edges
    }

    /// The faces a piece slot touches, alphabetically.
    pub fn slot_faces(&self, piece: usize) -> &[Face] {
        &self.slot_faces[piece]
    }

    /// The piece whose slot touches exactly these faces (any order).
    pub fn piece_at(&self, faces: &[Face]) -> Option<usize> {
        let mut f = faces.to_vec();
        crate::sort::sort(&mut f);
        self.slot_faces.iter().position(|s| *s == f)
    }

    /// The sticker on `face` of the piece slot touching `faces` (which must include `face`).
    pub fn sticker(&self, face: Face, faces: &[Face]) -> Option<usize> {
        let p = self.piece_at(faces)?;
        self.def.pieces()[p]
            .stickers
            .iter()
            .copied()
            .find(|&s| self.def.stickers()[s].colour == face.index())
    }

    /// The solid: the dodecahedron with face planes at distance 1, and each face's layer cut
    /// off by a plane parallel to it, turned a clockwise fifth by its generator.
    pub fn shape(&self) -> Shape {
        let d = Dodecahedron::get();
        let normal = |f: Face| d.normal(f).as_vec3();
        let depth = cut_depth(d, self.cut.centre_fraction);
        let faces = Face::all().map(|f| Plane {
            normal: normal(f),
            depth: 1.0,
        });
        let turns = Face::all().map(|f| Turn {
            axis: normal(f),
            from: depth,
            to: f32::INFINITY,
            angle: CLOCKWISE_FIFTH as f32,
        });
        Shape::new(&self.def, faces.collect(), turns.collect())
    }

    /// Each of the 60 rotations of the whole puzzle (in [`Dodecahedron::rotations`] order) as a
    /// sticker permutation.
    pub fn rotation_perms(&self) -> Vec<Perm> {
        let rotations = Dodecahedron::get().rotations();
        rotations
            .iter()
            .map(|map| self.symmetry_perm(map))
            .collect()
    }

    /// The puzzle's mirror image through its centre (every face sent to the opposite one) as
    /// a sticker permutation. Not a position: it reverses the order of every piece's
    /// stickers. Conjugating by it turns a position into its mirror image, and a clockwise
    /// turn of a face into an anticlockwise turn of the opposite face.
    pub fn mirror_perm(&self) -> Perm {
        let opposite: FaceMap =
            std::array::from_fn(|i| Face::new(i).expect("twelve faces").opposite());
        self.symmetry_perm(&opposite)
    }

    /// A symmetry of the dodecahedron (where it sends each face) as a sticker permutation:
    /// every sticker carried to the face the symmetry sends its face to, on the piece whose
    /// faces it sends the piece's to.
    fn symmetry_perm(&self, map: &FaceMap) -> Perm {
        let images: Vec<usize> = self
            .def
            .stickers()
            .iter()
            .map(|st| {
                let faces: Vec<Face> = self
                    .slot_faces(st.piece)
                    .iter()
                    .map(|f| map[f.index()])
                    .collect();
                let face = Face::new(st.colour).expect("a face colour");
                self.sticker(map[face.index()], &faces)
                    .expect("a symmetry carries pieces to pieces")
            })
            .collect();
        Perm::from_images(&images).expect("a symmetry permutes stickers")
    }

    /// The cut the puzzle was made with.
    pub fn cut(&self) -> Cut {
        self.cut
    }
}

/// A slot's faces in its piece's sticker order: the reference face first, then (for a
/// corner) clockwise around the vertex.
fn sticker_order(d: &Dodecahedron, slot: &[Face]) -> Vec<Face> {
    let reference = reference_face(slot);
    if slot.len() == 3 {
        let v = d
            .vertices()
            .iter()
            .find(|v| {
                let mut f = v.faces.to_vec();
                crate::sort::sort(&mut f);
                f == *slot
            })
            .expect("a corner slot is a vertex");
        let r = v
            .faces
            .iter()
            .position(|&f| f == reference)
            .expect("in corner");
        (0..3).map(|k| v.faces[(r + k) % 3]).collect()
    } else {
        let other = *slot.iter().find(|&&f| f != reference).expect("two faces");
        vec![reference, other]
    }
}

/// A corner of the dodecahedron (face planes at distance 1).
fn vertex(d: &Dodecahedron, faces: [Face; 3]) -> Vec3 {
    let v = d
        .vertices()
        .iter()
        .find(|v| faces.iter().all(|f| v.faces.contains(f)))
        .expect("three mutually adjacent faces meet at a vertex");
    let dir = v.direction.as_vec3();
    dir / dir.dot(d.normal(faces[0]).as_vec3())
}

/// The distance from the centre of each layer's cut plane: where a face's neighbours' cuts
/// leave a centre pentagon of `fraction` of the face's inradius.
fn cut_depth(d: &Dodecahedron, fraction: f32) -> f32 {
    let (x, y) = (Face::A, d.ring(Face::A)[0]);
    let (nx, ny) = (d.normal(x).as_vec3(), d.normal(y).as_vec3());
    let ring = d.ring(x);
    let k = ring.iter().position(|&f| f == y).expect("neighbour");
    let prev = ring[(k + 4) % 5];
    let next = ring[(k + 1) % 5];
    let midpoint = (vertex(d, [x, prev, y]) + vertex(d, [x, y, next])) / 2.0;
    let inradius = (midpoint - nx).length();
    let towards = (ny - nx * ny.dot(nx)).normalize();
    (nx + towards * fraction * inradius).dot(ny)
}
