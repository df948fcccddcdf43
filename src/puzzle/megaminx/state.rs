//! [`State`]: a Megaminx position at piece level — where each corner and edge went, and how
//! it is turned — with the legality rules and the panel's piece-cycle notation.

use std::fmt;

use thiserror::Error;

use super::Megaminx;
use crate::group::{Parity, Perm};
use crate::puzzle::face::Move;
use crate::puzzle::pieces::Pieces;
use crate::puzzle::NotPieceWise;

/// Number of corner pieces.
pub const CORNERS: usize = 20;
/// Number of edge pieces.
pub const EDGES: usize = 30;

/// A Megaminx position as piece permutations plus orientations.
///
/// `corner_to[i]` is the slot where corner piece `i` (named by its home slot) now sits and
/// `corner_twist[i]` its twist there: 0, or 1 = turned one step clockwise (seen from outside
/// at the corner), 2 = anticlockwise. Edges likewise with flip 0/1. Composition is left to
/// right, like [`Perm::then`]; orientations add.
///
/// In a message (serde) a position is its sticker permutation ([`State::to_perm`]), checked
/// piece by piece when it is read.
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "Perm", into = "Perm")]
pub struct State {
    /// Where each corner piece is.
    pub corner_to: [u8; CORNERS],
    /// Each corner piece's twist (mod 3).
    pub corner_twist: [u8; CORNERS],
    /// Where each edge piece is.
    pub edge_to: [u8; EDGES],
    /// Each edge piece's flip (mod 2).
    pub edge_flip: [u8; EDGES],
}

/// Why a piece-level position cannot be reached by turning faces.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum IllegalState {
    /// The arrays do not describe a position at all: a slot out of range or used twice.
    #[error("not a position: no {kind} can be in slot {slot} (out of range or taken twice)")]
    NotAPermutation {
        /// `"corner"` or `"edge"`.
        kind: &'static str,
        /// The offending slot number.
        slot: usize,
    },
    /// An orientation outside `0..3` (corners) or `0..2` (edges).
    #[error("not a position: {kind} {piece} has orientation {value}")]
    BadOrientation {
        /// `"corner"` or `"edge"`.
        kind: &'static str,
        /// The piece's name.
        piece: &'static str,
        /// The value found.
        value: u8,
    },
    /// The corners are an odd permutation (two corners swapped, say).
    #[error("corner permutation is odd (every face turn is even on corners)")]
    CornerParity,
    /// The edges are an odd permutation.
    #[error("edge permutation is odd (every face turn is even on edges)")]
    EdgeParity,
    /// The edge flips add up to an odd number (a single flipped edge, say).
    #[error("edge flips add up to an odd number (a single edge cannot be flipped)")]
    Flip,
    /// The corner twists do not add up to 0 mod 3.
    #[error("corner twists add up to {0} mod 3 (a single twisted corner is impossible)")]
    Twist(u8),
}

/// The four invariants every reachable state satisfies (all zero/even when legal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Invariants {
    /// Parity of the corner permutation.
    pub corner_parity: Parity,
    /// Parity of the edge permutation.
    pub edge_parity: Parity,
    /// Sum of the corner twists, mod 3.
    pub twist_sum: u8,
    /// Sum of the edge flips, mod 2.
    pub flip_sum: u8,
}

impl Default for State {
    fn default() -> State {
        State::SOLVED
    }
}

impl State {
    /// The solved puzzle.
    pub const SOLVED: State = State {
        corner_to: identity_array(),
        corner_twist: [0; CORNERS],
        edge_to: identity_array(),
        edge_flip: [0; EDGES],
    };

    /// The piece-level state of a sticker permutation, or an error if some piece is torn apart.
    pub fn from_perm(p: &Perm) -> Result<State, NotPieceWise> {
        State::from_pieces(&Pieces::read(Megaminx::get().def(), p)?)
    }

    /// The sticker permutation of this state.
    pub fn to_perm(&self) -> Perm {
        self.to_pieces().to_perm(Megaminx::get().def())
    }

    /// This position in the piece-level form every puzzle shares ([`Pieces`], pieces in the
    /// definition's order); `State` is its packed form, corners and edges apart.
    pub fn to_pieces(&self) -> Pieces {
        let m = Megaminx::get();
        let mut out = Pieces::identity(m.def().pieces().len());
        let kinds = [
            (
                m.corner_pieces(),
                &self.corner_to[..],
                &self.corner_twist[..],
            ),
            (m.edge_pieces(), &self.edge_to[..], &self.edge_flip[..]),
        ];
        for (list, to, orient) in kinds {
            for (i, &piece) in list.iter().enumerate() {
                out.to[piece] = list[to[i] as usize] as u8;
                out.ori[piece] = orient[i];
            }
        }
        out
    }

    /// The packed form of a Megaminx piece-level state, or the first sticker (1-based) of a
    /// piece sent to a slot of the other kind.
    pub fn from_pieces(p: &Pieces) -> Result<State, NotPieceWise> {
        let m = Megaminx::get();
        let def = m.def();
        let mut s = State::SOLVED;
        let kinds = [
            (
                m.corner_pieces(),
                &mut s.corner_to[..],
                &mut s.corner_twist[..],
            ),
            (m.edge_pieces(), &mut s.edge_to[..], &mut s.edge_flip[..]),
        ];
        for (list, to, orient) in kinds {
            for (i, &piece) in list.iter().enumerate() {
                let slot = list.iter().position(|&q| q == usize::from(p.to[piece]));
                let Some(slot) = slot else {
                    let sticker = def.pieces()[piece].stickers[0] + 1;
                    return Err(NotPieceWise { sticker });
                };
                (to[i], orient[i]) = (slot as u8, p.ori[piece]);
            }
        }
        Ok(s)
    }

    /// The state of one move from solved.
    pub fn of_move(m: Move) -> State {
        move_table()[m.face.index()][m.amount.fifths() as usize]
    }

    /// Each of the 60 rotations of the whole Megaminx (in
    /// [`Dodecahedron::rotations`](crate::puzzle::Dodecahedron::rotations) order) as a piece-level
    /// state, built once: the one place solvers get them from.
    pub fn rotations() -> &'static [State] {
        static CELL: std::sync::OnceLock<Vec<State>> = std::sync::OnceLock::new();
        CELL.get_or_init(|| {
            let perms = Megaminx::get().rotation_perms();
            let state = |p: &Perm| State::from_perm(p).expect("a rotation moves whole pieces");
            perms.iter().map(state).collect()
        })
    }

    /// This position seen in a mirror through the centre: `σ s σ`, where `σ`
    /// ([`Dodecahedral::mirror_perm`](crate::puzzle::Dodecahedral::mirror_perm)) sends every
    /// sticker to the opposite face and is its own inverse. The mirror image of a face turn
    /// is the opposite face turned the other way, so a solution of the mirrored position,
    /// each move so mirrored, solves this one. Solvers look at a position this way too.
    pub fn mirrored(&self) -> State {
        static MIRROR: std::sync::OnceLock<Perm> = std::sync::OnceLock::new();
        let sigma = MIRROR.get_or_init(|| Megaminx::get().mirror_perm());
        State::from_perm(&sigma.then(&self.to_perm()).then(sigma))
            .expect("a mirrored position moves whole pieces")
    }

    /// The state after a sequence of moves, left to right.
    pub fn of_moves(moves: &[Move]) -> State {
        moves.iter().fold(State::SOLVED, |s, &m| s.apply(m))
    }

    /// This state followed by one move.
    pub fn apply(&self, m: Move) -> State {
        if m.amount.is_zero() {
            return *self;
        }
        self.then(&State::of_move(m))
    }

    /// First `self`, then `other`.
    pub fn then(&self, other: &State) -> State {
        let mut out = State::SOLVED;
        for i in 0..CORNERS {
            let at = self.corner_to[i] as usize;
            out.corner_to[i] = other.corner_to[at];
            out.corner_twist[i] = (self.corner_twist[i] + other.corner_twist[at]) % 3;
        }
        for i in 0..EDGES {
            let at = self.edge_to[i] as usize;
            out.edge_to[i] = other.edge_to[at];
            out.edge_flip[i] = (self.edge_flip[i] + other.edge_flip[at]) % 2;
        }
        out
    }

    /// The state that undoes this one.
    pub fn inverse(&self) -> State {
        let mut out = State::SOLVED;
        for i in 0..CORNERS {
            let at = self.corner_to[i] as usize;
            out.corner_to[at] = i as u8;
            out.corner_twist[at] = (3 - self.corner_twist[i]) % 3;
        }
        for i in 0..EDGES {
            let at = self.edge_to[i] as usize;
            out.edge_to[at] = i as u8;
            out.edge_flip[at] = self.edge_flip[i];
        }
        out
    }

    /// Whether every piece is home and unturned.
    pub fn is_solved(&self) -> bool {
        *self == State::SOLVED
    }

    /// The corner piece now in slot `slot`, and its twist.
    pub fn corner_in(&self, slot: usize) -> (usize, u8) {
        let i = self
            .corner_to
            .iter()
            .position(|&t| t as usize == slot)
            .expect("bijection");
        (i, self.corner_twist[i])
    }

    /// The edge piece now in slot `slot`, and its flip.
    pub fn edge_in(&self, slot: usize) -> (usize, u8) {
        let i = self
            .edge_to
            .iter()
            .position(|&t| t as usize == slot)
            .expect("bijection");
        (i, self.edge_flip[i])
    }

    /// Parities and orientation sums.
    pub fn invariants(&self) -> Invariants {
        Invariants {
            corner_parity: array_parity(&self.corner_to),
            edge_parity: array_parity(&self.edge_to),
            twist_sum: (self.corner_twist.iter().map(|&t| t as u32).sum::<u32>() % 3) as u8,
            flip_sum: (self.edge_flip.iter().map(|&t| t as u32).sum::<u32>() % 2) as u8,
        }
    }

    /// `Ok` when the arrays describe a position: each kind's slots a permutation, orientations
    /// in range. The fields are public, so a hand-made `State` may fail this.
    pub fn check_well_formed(&self) -> Result<(), IllegalState> {
        check_kind(
            "corner",
            &self.corner_to,
            &self.corner_twist,
            3,
            State::corner_name,
        )?;
        check_kind("edge", &self.edge_to, &self.edge_flip, 2, State::edge_name)
    }

    /// `Ok` when the state can be reached by face turns, else the first rule it breaks
    /// (malformed arrays first, then corner parity, edge parity, flip, twist).
    pub fn check_legal(&self) -> Result<(), IllegalState> {
        self.check_well_formed()?;
        let inv = self.invariants();
        if inv.corner_parity == Parity::Odd {
            return Err(IllegalState::CornerParity);
        }
        if inv.edge_parity == Parity::Odd {
            return Err(IllegalState::EdgeParity);
        }
        if inv.flip_sum != 0 {
            return Err(IllegalState::Flip);
        }
        if inv.twist_sum != 0 {
            return Err(IllegalState::Twist(inv.twist_sum));
        }
        Ok(())
    }

    /// The corner piece cycles, each with its net twist: `(cycle of corner indices, twist)`.
    /// Pieces in place with twist 0 are left out; each cycle starts at its smallest index.
    pub fn corner_cycles(&self) -> Vec<(Vec<usize>, u8)> {
        self.kind_cycles(Megaminx::get().corner_pieces())
    }

    /// The edge piece cycles, each with its net flip.
    pub fn edge_cycles(&self) -> Vec<(Vec<usize>, u8)> {
        self.kind_cycles(Megaminx::get().edge_pieces())
    }

    /// The cycles of one kind (its pieces in the definition: `list`), in this kind's indices.
    fn kind_cycles(&self, list: &[usize]) -> Vec<(Vec<usize>, u8)> {
        let index = |p: &usize| list.iter().position(|q| q == p);
        self.to_pieces()
            .cycles(Megaminx::get().def())
            .into_iter()
            .filter(|c| list.contains(&c.pieces[0]))
            .map(|c| {
                let slots = c.pieces.iter().filter_map(index).collect();
                (slots, c.net as u8)
            })
            .collect()
    }

    /// A uniformly random legal state: every reachable position is equally likely.
    ///
    /// Reachable means: both permutations even, flips summing to 0 mod 2, twists to 0 mod 3
    /// (the thesis proves these are the only constraints, and the group order confirms it).
    pub fn random(rng: &mut crate::rng::Rng) -> State {
        let mut s = State::SOLVED;
        rng.shuffle(&mut s.corner_to);
        rng.shuffle(&mut s.edge_to);
        if array_parity(&s.corner_to) == Parity::Odd {
            s.corner_to.swap(0, 1);
        }
        if array_parity(&s.edge_to) == Parity::Odd {
            s.edge_to.swap(0, 1);
        }
        for i in 0..CORNERS - 1 {
            s.corner_twist[i] = rng.below(3) as u8;
        }
        for i in 0..EDGES - 1 {
            s.edge_flip[i] = rng.below(2) as u8;
        }
        let twist: u32 = s.corner_twist.iter().map(|&t| u32::from(t)).sum();
        s.corner_twist[CORNERS - 1] = ((3 - twist % 3) % 3) as u8;
        let flip: u32 = s.edge_flip.iter().map(|&t| u32::from(t)).sum();
        s.edge_flip[EDGES - 1] = (flip % 2) as u8;
        s
    }

    /// The name of corner `i` (e.g. `ABF`).
    pub fn corner_name(i: usize) -> &'static str {
        let m = Megaminx::get();
        &m.def().pieces()[m.corner_pieces()[i]].name
    }

    /// The name of edge `i` (e.g. `AF`).
    pub fn edge_name(i: usize) -> &'static str {
        let m = Megaminx::get();
        &m.def().pieces()[m.edge_pieces()[i]].name
    }

    /// The corner index of the piece with this name (faces in any order).
    pub fn corner_index(name: &str) -> Option<usize> {
        slot_index(name, Megaminx::get().corner_pieces())
    }

    /// The edge index of the piece with this name (faces in any order).
    pub fn edge_index(name: &str) -> Option<usize> {
        slot_index(name, Megaminx::get().edge_pieces())
    }
}

fn slot_index(name: &str, list: &[usize]) -> Option<usize> {
    let faces: Option<Vec<_>> = name.chars().map(crate::puzzle::Face::from_letter).collect();
    let piece = Megaminx::get().piece_at(&faces?)?;
    list.iter().position(|&p| p == piece)
}

const fn identity_array<const N: usize>() -> [u8; N] {
    let mut a = [0u8; N];
    let mut i = 0;
    while i < N {
        a[i] = i as u8;
        i += 1;
    }
    a
}

/// One kind's half of [`State::check_well_formed`].
fn check_kind(
    kind: &'static str,
    to: &[u8],
    orient: &[u8],
    modulus: u8,
    name: fn(usize) -> &'static str,
) -> Result<(), IllegalState> {
    let mut seen = vec![false; to.len()];
    for &slot in to {
        let slot = slot as usize;
        if slot >= to.len() || std::mem::replace(&mut seen[slot], true) {
            return Err(IllegalState::NotAPermutation { kind, slot });
        }
    }
    match orient.iter().position(|&o| o >= modulus) {
        Some(i) => Err(IllegalState::BadOrientation {
            kind,
            piece: name(i),
            value: orient[i],
        }),
        None => Ok(()),
    }
}

/// The parity of a slot array; never panics (entries that are not a permutation give a
/// meaningless answer, which [`State::check_well_formed`] reports first).
fn array_parity(to: &[u8]) -> Parity {
    let mut seen = vec![false; to.len()];
    let mut even_cycles = 0;
    for start in 0..to.len() {
        let mut len = 0;
        let mut x = start;
        while x < to.len() && !seen[x] {
            seen[x] = true;
            len += 1;
            x = to[x] as usize;
        }
        if len % 2 == 0 && len > 0 {
            even_cycles += 1;
        }
    }
    if even_cycles % 2 == 0 {
        Parity::Even
    } else {
        Parity::Odd
    }
}

fn move_table() -> &'static [[State; 5]; 12] {
    static CELL: std::sync::OnceLock<[[State; 5]; 12]> = std::sync::OnceLock::new();
    CELL.get_or_init(|| {
        let m = Megaminx::get();
        std::array::from_fn(|f| {
            let turn = m.turn(crate::puzzle::Face::new(f).expect("face"));
            std::array::from_fn(|k| {
                State::from_perm(&turn.pow(k as i64)).expect("a turn moves whole pieces")
            })
        })
    })
}

impl fmt::Display for State {
    /// Corner cycles then edge cycles, e.g. `(ABC CDL CKL)(AC CD AD)(CDL)-`; `()` when solved.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pieces().cycles_text(Megaminx::get().def()))
    }
}

impl fmt::Debug for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "State{self}")
    }
}

impl TryFrom<Perm> for State {
    type Error = NotPieceWise;

    /// [`State::from_perm`].
    fn try_from(p: Perm) -> Result<State, NotPieceWise> {
        State::from_perm(&p)
    }
}

impl From<State> for Perm {
    /// [`State::to_perm`].
    fn from(s: State) -> Perm {
        s.to_perm()
    }
}

#[cfg(test)]
mod tests {
    use crate::puzzle::face::{Amount, Face};
    use crate::puzzle::*;

    fn mv(face: Face) -> Move {
        Move::new(face, Amount::CW)
    }

    /// The mirror image of a face turn is the opposite face turned the other way; mirroring
    /// twice is the identity and respects composition, so it carries solutions to solutions.
    #[test]
    fn mirrors_turn_opposite_faces_backwards() {
        for face in Face::all() {
            for k in 1..5 {
                let m = Move::new(face, Amount::new(k));
                let back = Move::new(face.opposite(), Amount::new(k).inverse());
                assert_eq!(State::of_move(m).mirrored(), State::of_move(back), "{m}");
            }
        }
        let mut rng = crate::rng::Rng::new(7);
        let (s, t) = (State::random(&mut rng), State::random(&mut rng));
        assert_eq!(s.mirrored().mirrored(), s);
        assert_eq!(s.then(&t).mirrored(), s.mirrored().then(&t.mirrored()));
        assert!(s.mirrored().check_legal().is_ok());
    }

    #[test]
    fn malformed_states_are_reported_not_panicked() {
        let mut s = State::SOLVED;
        s.corner_to[3] = 0;
        assert!(matches!(
            s.check_legal(),
            Err(IllegalState::NotAPermutation { kind: "corner", .. })
        ));
        let mut s = State::SOLVED;
        s.edge_to[0] = 200;
        assert!(matches!(
            s.check_legal(),
            Err(IllegalState::NotAPermutation { kind: "edge", .. })
        ));
        let mut s = State::SOLVED;
        s.edge_flip[4] = 2;
        assert!(matches!(
            s.check_legal(),
            Err(IllegalState::BadOrientation { piece: "AE", .. })
        ));
        let _ = s.invariants();
    }

    #[test]
    fn random_states_are_legal() {
        let mut rng = crate::rng::Rng::new(1);
        for _ in 0..200 {
            let s = State::random(&mut rng);
            assert_eq!(s.check_legal(), Ok(()));
            assert_eq!(State::from_perm(&s.to_perm()).unwrap(), s);
        }
    }

    /// The packed form and the shared piece-level form carry the same position, and the
    /// piece form composes like the packed one.
    #[test]
    fn packed_and_piece_forms_agree() {
        let mut rng = crate::rng::Rng::new(5);
        let def = Megaminx::get().def();
        let moduli: Vec<u8> = def
            .pieces()
            .iter()
            .map(|p| p.stickers.len() as u8)
            .collect();
        for _ in 0..50 {
            let (a, b) = (State::random(&mut rng), State::random(&mut rng));
            let pa = a.to_pieces();
            assert_eq!(State::from_pieces(&pa), Ok(a));
            assert_eq!(pa.then(&b.to_pieces(), &moduli), a.then(&b).to_pieces());
            assert_eq!(Pieces::read(def, &a.to_perm()), Ok(pa));
        }
        let mut p = State::SOLVED.to_pieces();
        let (c, e) = (
            Megaminx::get().corner_pieces()[0],
            Megaminx::get().edge_pieces()[0],
        );
        p.to.swap(c, e);
        assert!(State::from_pieces(&p).is_err(), "a corner in an edge slot");
    }

    #[test]
    fn moves_round_trip_through_stickers() {
        let m = Megaminx::get();
        for f in Face::all() {
            let s = State::of_move(mv(f));
            assert_eq!(s.to_perm(), *m.turn(f));
            assert!(s.check_legal().is_ok());
        }
        assert_eq!(
            State::of_move(mv(Face::A)).to_string(),
            "(ABF ABC ACD ADE AEF)(AF AB AC AD AE)"
        );
    }

    #[test]
    fn composition_matches_sticker_composition() {
        let moves: Vec<Move> = "ABCDLKG"
            .chars()
            .map(|c| mv(Face::from_letter(c).unwrap()))
            .collect();
        let m = Megaminx::get();
        let s = State::of_moves(&moves);
        assert_eq!(s.to_perm(), m.apply_moves(&moves));
        assert_eq!(State::from_perm(&s.to_perm()).unwrap(), s);
        assert!(s.then(&s.inverse()).is_solved());
    }
}
