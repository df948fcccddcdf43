//! The thesis's classification of piece triples (chapter 3.1 for edges, classes a–k; 3.2 for
//! corners, classes a–g), implemented from its definitions.
//!
//! # Vocabulary (thesis, chapter 3.1/3.2)
//! On a face X the pieces are ordered clockwise (seen from outside) starting anywhere: edge
//! `XY` sits at the position of `Y` in X's ring of neighbours, corner `XYZ` between two
//! consecutive ring faces. For a corner on X the *second* face is the earlier of its two ring
//! faces and the *third* the later one (ABF: second F, third B). Two pieces on X are
//! *adjacent* when their positions are consecutive. The piece *after* a piece is the next one
//! clockwise. X's *half of the puzzle* is X and its five neighbours.
//!
//! # Classes, as read here
//! - **a**: all three on one face.
//! - **b / c**: two of them adjacent on a face X, the third in X's half (b) / in the opposite
//!   face's half (c).
//! - **d / e**: as b / c, but no two adjacent.
//! - edges **f, g, h**: no two on one face; one piece `x` on X, the next edge after it on X
//!   leads to its other face Y, and another piece is on Y at the 2nd position clockwise (f),
//!   2nd anticlockwise (g) or 1st anticlockwise (h) from that edge.
//! - edges **i, j, k**: the same from the 2nd edge clockwise after `x` with the 2nd position
//!   clockwise (i) or anticlockwise (j) on Y, or from the 2nd edge anticlockwise after `x` with
//!   the 2nd position clockwise (k).
//! - corners **f, g**: no two on one face; the corner after `x` on X leads to its third face
//!   Y, and another piece is on Y at the 2nd position clockwise (f) / anticlockwise (g) from
//!   that corner.
//!
//! # Readings where the text leaves room
//! 1. "In a face's half" is read as *touching* one of its six faces; "in the opposite face's
//!    half" then means lying entirely in the other six. (A piece on the equator touches both
//!    halves; this reading puts it with "this face's half".)
//! 2. A triple can fit several descriptions (different pairs, different faces). The classes
//!    are taken in the thesis's order and the first that fits wins: a, b, c, d, e, then f …
//!    k. The thesis says its figures count symmetric triples more than once "but this is
//!    taken into account", i.e. the classes are disjoint; first-fit is the reading that makes
//!    them so.
//! 3. For f … k the thesis names only two pieces; the third is any piece not already in an
//!    earlier class, and "first" and "second" piece may be any two of the three, in either
//!    order.
//!
//! With these readings the class sizes are exactly the published ones (tests): edges a 120,
//! b 800, c 600, d 540, e 600, f 420, g 580, h 240, i 140, j 10, k 10; corners a 120, b 300,
//! c 60, d 260, e 300, f 80, g 20. The j and k triples are the two orbits of 10 with a 3-fold
//! symmetry axis and three 2-fold ones (the "counted six times" of the thesis).

use std::sync::OnceLock;

use super::kind::PieceKind;
use crate::puzzle::{Dodecahedron, Face, Megaminx};

/// Where the slots of one kind lie, precomputed once: each slot's faces, its position on
/// each of its faces, and the slot at each position of each face.
struct Layout {
    faces: Vec<Vec<Face>>,
    position: Vec<[Option<u8>; Face::COUNT]>,
    at: [[u8; 5]; Face::COUNT],
}

fn layout(kind: PieceKind) -> &'static Layout {
    static CELLS: [OnceLock<Layout>; 2] = [OnceLock::new(), OnceLock::new()];
    CELLS[kind as usize].get_or_init(|| {
        let m = Megaminx::get();
        let d = Dodecahedron::get();
        let pieces = match kind {
            PieceKind::Edge => m.edge_pieces(),
            PieceKind::Corner => m.corner_pieces(),
        };
        let faces: Vec<Vec<Face>> = pieces.iter().map(|&p| m.slot_faces(p).to_vec()).collect();
        // The faces of the piece at position p on x: x, ring[p] (and ring[p + 1] for corners).
        let wanted = |x: Face, p: usize| {
            let ring = d.ring(x);
            let mut want = vec![x, ring[p]];
            if kind == PieceKind::Corner {
                want.push(ring[(p + 1) % 5]);
            }
            want.sort();
            want
        };
        let mut position = vec![[None; Face::COUNT]; faces.len()];
        let mut at = [[0u8; 5]; Face::COUNT];
        for x in Face::all() {
            for (p, slot) in at[x.index()].iter_mut().enumerate() {
                let i = faces
                    .iter()
                    .position(|f| *f == wanted(x, p))
                    .expect("every position holds a piece");
                *slot = i as u8;
                position[i][x.index()] = Some(p as u8);
            }
        }
        Layout {
            faces,
            position,
            at,
        }
    })
}

/// The faces of slot `i` of a kind.
fn faces(kind: PieceKind, i: usize) -> &'static [Face] {
    &layout(kind).faces[i]
}

/// The position (0..5) of slot `i` on face `x`, clockwise: an edge `XY` at Y's place in X's
/// ring, a corner between ring faces `p` and `p + 1`. `None` when the piece is not on `x`.
fn position(kind: PieceKind, i: usize, x: Face) -> Option<usize> {
    layout(kind).position[i][x.index()].map(usize::from)
}

/// The slot at position `p` (taken mod 5) on face `x`.
fn at(kind: PieceKind, x: Face, p: isize) -> usize {
    layout(kind).at[x.index()][p.rem_euclid(5) as usize] as usize
}

/// Whether slot `i` touches a face of `x`'s half (x and its ring).
fn in_half(kind: PieceKind, i: usize, x: Face) -> bool {
    let ring = Dodecahedron::get().ring(x);
    faces(kind, i).iter().any(|f| *f == x || ring.contains(f))
}

/// The thesis class letter (`'a'..='k'` for edges, `'a'..='g'` for corners) of three distinct
/// slots of one kind.
pub fn class_of(kind: PieceKind, t: [usize; 3]) -> char {
    if let Some(c) = same_face_class(kind, t) {
        return c;
    }
    match kind {
        PieceKind::Edge => edge_spread_class(t),
        PieceKind::Corner => corner_spread_class(t),
    }
}

/// Classes a–e: some two pieces on one face.
fn same_face_class(kind: PieceKind, t: [usize; 3]) -> Option<char> {
    if Face::all().any(|x| t.iter().all(|&i| position(kind, i, x).is_some())) {
        return Some('a');
    }
    // (face, adjacent?, third piece) for every pair sharing a face.
    let mut pairs = Vec::new();
    for (i, j, k) in [(0, 1, 2), (0, 2, 1), (1, 2, 0)] {
        for &x in faces(kind, t[i]) {
            if let (Some(p), Some(q)) = (position(kind, t[i], x), position(kind, t[j], x)) {
                let d = (p + 5 - q) % 5;
                pairs.push((x, d == 1 || d == 4, t[k]));
            }
        }
    }
    for (adjacent, this_half, other_half) in [(true, 'b', 'c'), (false, 'd', 'e')] {
        let fitting: Vec<_> = pairs.iter().filter(|p| p.1 == adjacent).collect();
        if fitting.iter().any(|&&(x, _, k)| in_half(kind, k, x)) {
            return Some(this_half);
        }
        if !fitting.is_empty() {
            return Some(other_half);
        }
    }
    None
}

/// Ordered pairs `(x, y)` of the triple, each with each face of `x`.
fn ordered_pairs(kind: PieceKind, t: [usize; 3]) -> Vec<(usize, usize, Face)> {
    let mut out = Vec::new();
    for i in 0..3 {
        for j in 0..3 {
            if i != j {
                for &x in faces(kind, t[i]) {
                    out.push((t[i], t[j], x));
                }
            }
        }
    }
    out
}

/// Edge classes f–k (no two edges on one face).
fn edge_spread_class(t: [usize; 3]) -> char {
    let kind = PieceKind::Edge;
    // (class, steps along X to the leading edge, steps along Y to the second piece)
    let rules = [
        ('f', 1, 2),
        ('g', 1, -2),
        ('h', 1, -1),
        ('i', 2, 2),
        ('j', 2, -2),
        ('k', -2, 2),
    ];
    let pairs = ordered_pairs(kind, t);
    for (class, along_x, along_y) in rules {
        let fits = pairs.iter().any(|&(a, b, x)| {
            let p = position(kind, a, x).expect("a is on x") as isize;
            let lead = at(kind, x, p + along_x);
            let y = *faces(kind, lead)
                .iter()
                .find(|&&f| f != x)
                .expect("two faces");
            let q = position(kind, lead, y).expect("lead is on y") as isize;
            at(kind, y, q + along_y) == b
        });
        if fits {
            return class;
        }
    }
    unreachable!("classes a–k cover every edge triple (tested exhaustively)")
}

/// Corner classes f–g (no two corners on one face).
fn corner_spread_class(t: [usize; 3]) -> char {
    let kind = PieceKind::Corner;
    let ring = |x: Face| Dodecahedron::get().ring(x);
    let pairs = ordered_pairs(kind, t);
    for (class, along_y) in [('f', 2), ('g', -2)] {
        let fits = pairs.iter().any(|&(a, b, x)| {
            let p = position(kind, a, x).expect("a is on x");
            let next = at(kind, x, p as isize + 1);
            let y = ring(x)[(p + 2) % 5]; // the third face of the corner after `a`
            let q = position(kind, next, y).expect("next is on y") as isize;
            at(kind, y, q + along_y) == b
        });
        if fits {
            return class;
        }
    }
    unreachable!("classes a–g cover every corner triple (tested exhaustively)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn examples_from_the_text() {
        let e = |s: &str| crate::puzzle::State::edge_index(s).unwrap();
        let c = |s: &str| crate::puzzle::State::corner_index(s).unwrap();
        // (3.2) cycles AC, CD, AD: AC and AD are adjacent on A and CD is in A's half.
        assert_eq!(class_of(PieceKind::Edge, [e("AC"), e("CD"), e("AD")]), 'b');
        assert_eq!(class_of(PieceKind::Edge, [e("AB"), e("AC"), e("AD")]), 'a');
        // The corner 3-cycle (3.6): ABC, CDL and CKL all lie on C.
        assert_eq!(
            class_of(PieceKind::Corner, [c("ABC"), c("CDL"), c("CKL")]),
            'a'
        );
        // (3.7) and (3.8) cycle ABC, CDL, DHL and ADE, CDL, DHL: CDL and DHL are adjacent on
        // D and L; ABC touches D's half, ADE lies on D.
        assert_eq!(
            class_of(PieceKind::Corner, [c("ABC"), c("CDL"), c("DHL")]),
            'b'
        );
        assert_eq!(
            class_of(PieceKind::Corner, [c("ADE"), c("CDL"), c("DHL")]),
            'a'
        );
    }

    /// Classes depend only on how the pieces lie: every rotation keeps them.
    #[test]
    fn classes_are_rotation_invariant() {
        use crate::puzzle::Megaminx;
        let m = Megaminx::get();
        let d = Dodecahedron::get();
        for kind in [PieceKind::Edge, PieceKind::Corner] {
            let list = match kind {
                PieceKind::Edge => m.edge_pieces(),
                PieceKind::Corner => m.corner_pieces(),
            };
            let rotate = |map: &[Face; 12], i: usize| {
                let f: Vec<Face> = m
                    .slot_faces(list[i])
                    .iter()
                    .map(|f| map[f.index()])
                    .collect();
                let piece = m.piece_at(&f).unwrap();
                list.iter().position(|&p| p == piece).unwrap()
            };
            let mut rng = crate::rng::Rng::new(9);
            for _ in 0..300 {
                let mut t = [0usize; 3];
                let mut all: Vec<usize> = (0..kind.count()).collect();
                rng.shuffle(&mut all);
                t.copy_from_slice(&all[..3]);
                let map = &d.rotations()[rng.below(60)];
                let r = [rotate(map, t[0]), rotate(map, t[1]), rotate(map, t[2])];
                assert_eq!(class_of(kind, t), class_of(kind, r));
            }
        }
    }
}
