//! The search for pure commutators `[X, Y]` (`X` up to [`MAX_X`] moves, `Y` up to [`MAX_Y`])
//! whose effect is a 3-cycle of edges or of corners touching nothing else, and the
//! effects they have, before the rotations ([`Catalogue`](super::Catalogue) adds those).
//!
//! # How the search stays small
//! - **`Y` up to rotation.** A rotation renames a commutator into another one, so `Y` starts
//!   with a turn of A, and its second move (if any) turns one face of each orbit of the five
//!   rotations about A: a neighbour of A, the opposite face G, or a neighbour of G. The 60
//!   rotations of what is found are added afterwards.
//! - **Support masks.** Let `A` be the slots `Y` moves and `B = {p : X sends p into A}`. Then
//!   `X Y X⁻¹` moves exactly `B`, and `[X, Y] = (X Y X⁻¹) Y⁻¹` moves every slot of `A ∖ B`.
//!   A pure 3-cycle of edges thus needs `B = A` on corners and at most three edge slots in
//!   `A ∖ B` (and the same with the kinds exchanged). The depth-first search over `X` builds
//!   it from its last move backwards, so `B` for one more move is the old `B` pushed through
//!   that move's inverse: a few table lookups per node and face, no state.
//! - **Redundant words.** When `X`'s last move commutes with `Y`, `[X, Y]` equals the
//!   commutator without it; when its first move does, `[X, Y]` is a conjugate of the one
//!   without it (the setup search supplies conjugates). Words that cancel inside
//!   (`X Y X⁻¹ Y⁻¹` shortened by [`cancel`](crate::solver::cancel)) are not commutators as
//!   written. All these are skipped.
//!
//! Only the candidates that pass the masks are multiplied out and checked exactly.

use super::catalogue::Collector;
use super::word::{Commutator, MAX_X, MAX_Y};
use crate::puzzle::{Dodecahedron, Face, Move, State};
use crate::solver::cancel::cancel;
use crate::solver::kind::PieceKind;
use crate::solver::table::setup_moves;

/// A set of slots of both kinds, as bit masks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Mask {
    edges: u32,
    corners: u32,
}

impl std::ops::BitOr for Mask {
    type Output = Mask;
    fn bitor(self, o: Mask) -> Mask {
        Mask {
            edges: self.edges | o.edges,
            corners: self.corners | o.corners,
        }
    }
}

/// The slots a state moves or turns.
fn support(s: &State) -> Mask {
    let bits = |k: PieceKind| k.support(s).iter().fold(0u32, |m, &i| m | 1 << i);
    Mask {
        edges: bits(PieceKind::Edge),
        corners: bits(PieceKind::Corner),
    }
}

/// Images of slot masks under each setup move, a byte of the mask at a time.
struct MaskImages {
    edges: Vec<[[u32; 256]; 4]>,
    corners: Vec<[[u32; 256]; 3]>,
}

impl MaskImages {
    fn new() -> MaskImages {
        fn chunks<const N: usize>(to: &[u8]) -> [[u32; 256]; N] {
            let mut t = [[0u32; 256]; N];
            for (c, table) in t.iter_mut().enumerate() {
                for (byte, out) in table.iter_mut().enumerate() {
                    for bit in 0..8 {
                        let slot = c * 8 + bit;
                        if byte >> bit & 1 == 1 && slot < to.len() {
                            *out |= 1 << to[slot];
                        }
                    }
                }
            }
            t
        }
        let states: Vec<State> = setup_moves().iter().map(|&m| State::of_move(m)).collect();
        MaskImages {
            edges: states.iter().map(|s| chunks::<4>(&s.edge_to)).collect(),
            corners: states.iter().map(|s| chunks::<3>(&s.corner_to)).collect(),
        }
    }

    /// Where the slots of `m` go under setup move `mv`.
    fn image(&self, mv: usize, m: Mask) -> Mask {
        let (e, c) = (&self.edges[mv], &self.corners[mv]);
        let byte = |x: u32, k: usize| (x >> (8 * k) & 0xff) as usize;
        Mask {
            edges: e[0][byte(m.edges, 0)]
                | e[1][byte(m.edges, 1)]
                | e[2][byte(m.edges, 2)]
                | e[3][byte(m.edges, 3)],
            corners: c[0][byte(m.corners, 0)] | c[1][byte(m.corners, 1)] | c[2][byte(m.corners, 2)],
        }
    }
}

/// A `Y` to try, with what the search needs of it.
struct YWord {
    moves: Vec<Move>,
    state: State,
    inverse: State,
    /// Which of the tracked face sets it moves: 0 = A alone, `g` = A and `faces[g]`.
    group: usize,
    /// Bit `i`: setup move `i` commutes with `Y`.
    commuting: u64,
}

/// The tracked faces: A, then one face of each orbit of the rotations about A (a neighbour
/// of A, the opposite face, a neighbour of the opposite face).
fn tracked_faces() -> [Face; 4] {
    let d = Dodecahedron::get();
    let g = Face::A.opposite();
    [Face::A, d.ring(Face::A)[0], g, d.ring(g)[0]]
}

fn y_words(faces: &[Face; 4]) -> Vec<YWord> {
    let moves = setup_moves();
    let on = |f: Face| moves.iter().copied().filter(move |m| m.face == f);
    let mut words: Vec<(Vec<Move>, usize)> = on(Face::A).map(|a| (vec![a], 0)).collect();
    for (g, &f) in faces.iter().enumerate().skip(1) {
        for a in on(Face::A) {
            words.extend(on(f).map(|b| (vec![a, b], g)));
        }
    }
    debug_assert!(words.iter().all(|w| w.0.len() <= MAX_Y));
    words
        .into_iter()
        .map(|(moves, group)| {
            let state = State::of_moves(&moves);
            let commuting = setup_moves()
                .iter()
                .enumerate()
                .filter(|&(_, &m)| {
                    let s = State::of_move(m);
                    s.then(&state) == state.then(&s)
                })
                .fold(0u64, |acc, (i, _)| acc | 1 << i);
            YWord {
                inverse: state.inverse(),
                state,
                moves,
                group,
                commuting,
            }
        })
        .collect()
}

/// The commutator's effect on one kind, from the four parts' `(to, orient)` arrays, written
/// into `out` (which starts as the identity) for the slots of `slots` — the others are fixed:
/// they lie outside both `A` and `B`. Returns how many slots it touches and whether all of
/// those are moved (not just turned). Stops early once more than `limit` are touched: this
/// runs for millions of candidates, most of which fail.
fn commutator_part(
    parts: [(&[u8], &[u8]); 4],
    m: u8,
    slots: u32,
    limit: usize,
    out: (&mut [u8], &mut [u8]),
) -> (usize, bool) {
    let (mut touched, mut all_moved) = (0, true);
    let mut rest = slots;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let (mut p, mut o) = (i, 0u8);
        for (to, orient) in parts {
            o += orient[p];
            p = to[p] as usize;
        }
        let o = o % m;
        out.0[i] = p as u8;
        out.1[i] = o;
        if p != i || o != 0 {
            touched += 1;
            all_moved &= p != i;
            if touched > limit {
                return (touched, false);
            }
        }
    }
    (touched, all_moved)
}

/// `[X, Y]`'s effect when it is a 3-cycle of edges touching no other edge (corners may move:
/// they are placed later, as after the thesis's own edge 3-cycle (3.2), which twists four),
/// or a 3-cycle of corners touching nothing else; else `None`. `around` holds the slots of
/// `A ∪ B`, outside which the commutator fixes everything.
fn three_cycle(
    x: &State,
    xi: &State,
    y: &State,
    yi: &State,
    around: Mask,
) -> Option<(PieceKind, State)> {
    let mut g = State::SOLVED;
    let (ek, ck) = (PieceKind::Edge, PieceKind::Corner);
    let parts = |k: PieceKind| [x, y, xi, yi].map(|s| (k.to(s), k.orient(s)));
    let edges = commutator_part(
        parts(ek),
        2,
        around.edges,
        3,
        (&mut g.edge_to, &mut g.edge_flip),
    );
    let kind = match edges {
        (3, true) => ek,
        (0, _) => ck,
        _ => return None,
    };
    let corners = commutator_part(
        parts(ck),
        3,
        around.corners,
        if kind == ek { usize::MAX } else { 3 },
        (&mut g.corner_to, &mut g.corner_twist),
    );
    match kind {
        PieceKind::Edge => Some((kind, g)),
        PieceKind::Corner => (corners == (3, true)).then_some((kind, g)),
    }
}

/// The depth-first search over `X`.
struct Search {
    images: MaskImages,
    /// `inverse[i]`: the setup move undoing setup move `i`.
    inverse: Vec<usize>,
    /// Slots each tracked face moves.
    face_masks: [Mask; 4],
    ys: Vec<YWord>,
    /// What was found, per kind (edges, corners).
    found: [Collector; 2],
    checked: usize,
}

impl Search {
    /// Visits every reduced `X` whose last move is setup move `last` (the search's top level:
    /// any move may end `X`).
    fn part(&mut self, last: usize) {
        let pre = self
            .face_masks
            .map(|m| self.images.image(self.inverse[last], m));
        let mut rev = Vec::with_capacity(MAX_X);
        rev.push(last);
        self.visit(&mut rev, pre);
    }

    /// Visits every reduced `X` ending with the moves `rev` (last move first), whose
    /// preimages of the tracked faces' slots are `pre`.
    fn visit(&mut self, rev: &mut Vec<usize>, pre: [Mask; 4]) {
        if !rev.is_empty() {
            self.check(rev, &pre);
        }
        if rev.len() == MAX_X {
            return;
        }
        let moves = setup_moves();
        for i in 0..moves.len() {
            if let Some(&next) = rev.last() {
                // Reduced words only: no face twice in a row, and of two commuting opposite
                // faces the lower letter first (`i` comes before `next` in X).
                let (f, g) = (moves[i].face, moves[next].face);
                if f == g || (f == g.opposite() && f.index() > g.index()) {
                    continue;
                }
            }
            let inv = self.inverse[i];
            let pushed = pre.map(|m| self.images.image(inv, m));
            rev.push(i);
            self.visit(rev, pushed);
            rev.pop();
        }
    }

    /// Tests the `X` given by `rev` against every `Y` whose masks allow a 3-cycle.
    fn check(&mut self, rev: &[usize], pre: &[Mask; 4]) {
        let (first, last) = (rev[rev.len() - 1], rev[0]);
        let mut x: Option<(Vec<Move>, State, State)> = None;
        for group in 0..4 {
            let pick = |m: &[Mask; 4]| if group == 0 { m[0] } else { m[0] | m[group] };
            let (a, b) = (pick(&self.face_masks), pick(pre));
            // `A ∖ B` and `B ∖ A` are equally large and both moved: at most one slot each.
            let outside = |a: u32, b: u32| (a & !b).count_ones();
            let edge_cycle = outside(a.edges, b.edges) <= 1;
            let corner_cycle = b.edges == a.edges && outside(a.corners, b.corners) <= 1;
            if !edge_cycle && !corner_cycle {
                continue;
            }
            for y in self.ys.iter().filter(|y| y.group == group) {
                if y.commuting >> first & 1 == 1 || y.commuting >> last & 1 == 1 {
                    continue;
                }
                let (xm, xs, xi) = x.get_or_insert_with(|| {
                    let xm: Vec<Move> = rev.iter().rev().map(|&i| setup_moves()[i]).collect();
                    let xs = State::of_moves(&xm);
                    let xi = xs.inverse();
                    (xm, xs, xi)
                });
                self.checked += 1;
                if let Some((kind, effect)) = three_cycle(xs, xi, &y.state, &y.inverse, a | b) {
                    let half_len = xm.len() + y.moves.len();
                    let found = &mut self.found[kind as usize];
                    if found.wants(&effect, half_len) {
                        let c = Commutator::new(xm, &y.moves);
                        if cancel(&c.moves()).len() == c.moves().len() {
                            found.add(c, effect);
                        }
                    }
                }
            }
        }
    }
}

/// The search cut into parts, one per last move of `X` (each of the 48 setup moves), taken in
/// the order one whole search takes them, so that what it finds is the same: the idle worker
/// builds the catalogues a part at a time and a request waits one part at most (about 12 ms
/// natively, where the whole search takes some 0.5 s).
pub struct SearchParts {
    search: Search,
    /// The next part: the setup move `X` ends with.
    next: usize,
}

impl SearchParts {
    /// The search with no part done.
    pub fn new() -> SearchParts {
        let faces = tracked_faces();
        let moves = setup_moves();
        let face_masks = faces.map(|f| {
            let turn = moves.iter().find(|m| m.face == f).expect("a turn of f");
            support(&State::of_move(*turn))
        });
        let inverse = moves
            .iter()
            .map(|m| {
                moves
                    .iter()
                    .position(|n| *n == m.inverse())
                    .expect("closed")
            })
            .collect();
        let search = Search {
            images: MaskImages::new(),
            inverse,
            face_masks,
            ys: y_words(&faces),
            found: [
                Collector::new(PieceKind::Edge),
                Collector::new(PieceKind::Corner),
            ],
            checked: 0,
        };
        SearchParts { search, next: 0 }
    }

    /// Searches one part, then more until every part is done (`true`) or `stop` says so
    /// (`false`: the next call goes on from there).
    pub fn run(&mut self, stop: &dyn Fn() -> bool) -> bool {
        let parts = setup_moves().len();
        while self.next < parts {
            self.search.part(self.next);
            self.next += 1;
            if self.next < parts && stop() {
                return false;
            }
        }
        true
    }

    /// Per kind (edges, corners), every 3-cycle effect found with `Y` starting with a turn of
    /// A, each with its shortest commutators, and the number of `(X, Y)` pairs multiplied out.
    pub fn found(self) -> ([Collector; 2], usize) {
        (self.search.found, self.search.checked)
    }
}

impl Default for SearchParts {
    fn default() -> Self {
        SearchParts::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The masks' argument rests on `Y`'s slots being the union of its faces' slots.
    /// The search in parts finds what one run finds, in the same order: a part per call when
    /// every call is told to stop, all in one call when none is.
    #[test]
    fn the_parts_find_what_one_run_finds() {
        let mut whole = SearchParts::new();
        assert!(whole.run(&|| false));
        let mut parts = SearchParts::new();
        let calls = 1 + (0..).take_while(|_| !parts.run(&|| true)).count();
        assert_eq!(calls, setup_moves().len());
        assert!(whole.found() == parts.found());
    }

    #[test]
    fn a_two_move_y_moves_both_faces_slots() {
        for y in y_words(&tracked_faces()) {
            let union = y
                .moves
                .iter()
                .map(|&m| support(&State::of_move(m)))
                .fold(Mask::default(), |a, b| a | b);
            assert_eq!(support(&y.state), union, "{:?}", y.moves);
        }
    }
}
