//! [`Gen`]: one generator a stage may use — a face turn, or in the last stage the short
//! sequence `R U^k R⁻¹` — with its effect on single-piece coordinates.
//!
//! A piece's coordinate is where it is and how it is turned, in one byte: a corner in slot `s`
//! with twist `t` is `3s + t`, an edge in slot `s` with flip `f` is `2s + f` (both below 60).
//! Pieces are numbered 0..20 for corners and 20..50 for edges ([`Piece`]).

use crate::puzzle::{Move, State, CORNERS, EDGES};

/// A corner (0..20) or an edge (20..50), named by its home slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece(pub u8);

impl Piece {
    /// Corner `i`.
    pub fn corner(i: usize) -> Piece {
        Piece(i as u8)
    }

    /// Edge `i`.
    pub fn edge(i: usize) -> Piece {
        Piece((CORNERS + i) as u8)
    }

    /// Whether it is a corner.
    pub fn is_corner(self) -> bool {
        (self.0 as usize) < CORNERS
    }

    /// Its index among its kind.
    pub fn index(self) -> usize {
        if self.is_corner() {
            self.0 as usize
        } else {
            self.0 as usize - CORNERS
        }
    }

    /// Orientations a piece of its kind has (3 or 2).
    pub fn modulus(self) -> u8 {
        if self.is_corner() {
            3
        } else {
            2
        }
    }

    /// Its coordinate in `s`.
    pub fn coord(self, s: &State) -> u8 {
        let i = self.index();
        if self.is_corner() {
            s.corner_to[i] * 3 + s.corner_twist[i]
        } else {
            s.edge_to[i] * 2 + s.edge_flip[i]
        }
    }

    /// Its coordinate when home and unturned.
    pub fn home(self) -> u8 {
        self.index() as u8 * self.modulus()
    }

    /// Its name, e.g. `ABF` or `AC`.
    pub fn name(self) -> &'static str {
        self.slot().name()
    }

    /// Its slot on the puzzle.
    pub fn slot(self) -> crate::puzzle::Slot {
        if self.is_corner() {
            crate::puzzle::Slot::corner(self.index())
        } else {
            crate::puzzle::Slot::edge(self.index())
        }
    }

    /// The faces its slot touches.
    pub fn faces(self) -> &'static [crate::puzzle::Face] {
        let m = crate::puzzle::Megaminx::get();
        let list = if self.is_corner() {
            m.corner_pieces()
        } else {
            m.edge_pieces()
        };
        m.slot_faces(list[self.index()])
    }

    /// All 50 pieces, corners first.
    pub fn all() -> impl Iterator<Item = Piece> {
        (0..(CORNERS + EDGES) as u8).map(Piece)
    }
}

/// The axis a macro generator (`R U^k R⁻¹`) reports: not a face, so it never merges with one
/// in the search's move-order rules.
pub const MACRO_AXIS: u8 = 12;

/// One generator: its moves, its cost in FTM, its axis (a face index, or [`MACRO_AXIS`]) and
/// its action on piece coordinates.
#[derive(Clone, Debug)]
pub struct Gen {
    /// The moves it stands for.
    pub moves: Vec<Move>,
    /// Which face it turns (generators on one axis are never consecutive in a search).
    pub axis: u8,
    /// Its length in FTM.
    pub cost: u8,
    /// The axes whose generators commute with it, one bit each: for a face turn the six faces
    /// it shares no piece with; none for a macro.
    commutes: u16,
    /// `trans[c]` for corners (0..60), `trans[60 + c]` for edges.
    trans: [u8; 120],
}

impl Gen {
    /// The generator doing `moves`, on `axis`.
    pub fn new(moves: Vec<Move>, axis: u8) -> Gen {
        let e = State::of_moves(&moves);
        let mut trans = [0u8; 120];
        for c in 0..60 {
            let (slot, t) = (c / 3, c % 3);
            if slot < CORNERS {
                trans[c] = e.corner_to[slot] * 3 + (t as u8 + e.corner_twist[slot]) % 3;
            }
            let (slot, f) = (c / 2, c % 2);
            trans[60 + c] = e.edge_to[slot] * 2 + (f as u8 + e.edge_flip[slot]) % 2;
        }
        Gen {
            cost: moves.len() as u8,
            commutes: commuting_axes(axis),
            moves,
            axis,
            trans,
        }
    }

    /// Where a piece with coordinate `c` goes.
    #[inline]
    pub fn apply(&self, piece: Piece, c: u8) -> u8 {
        let off = if piece.is_corner() { 0 } else { 60 };
        self.trans[off + c as usize]
    }

    /// Whether this generator may follow `prev` in a search: never on the same axis, and of
    /// two turns that commute (faces that share no piece) only one order, the lower axis
    /// first.
    #[inline]
    pub fn may_follow(&self, prev: Option<&Gen>) -> bool {
        let Some(p) = prev else { return true };
        if p.axis == self.axis {
            return false;
        }
        p.commutes >> self.axis & 1 == 0 || self.axis > p.axis
    }
}

/// The axes whose turns commute with a turn about `axis` (none for [`MACRO_AXIS`]): the faces
/// it shares no piece with. Of two such turns a search tries one order only, which for a
/// stage turning many faces cuts its branching a lot: with all twelve, the sequences it tries
/// grow about 29.2 times a move instead of 41.9 when only opposite faces counted (the largest
/// eigenvalue of the rule's face-to-face matrix).
fn commuting_axes(axis: u8) -> u16 {
    let Some(face) = crate::puzzle::Face::new(axis as usize) else {
        return 0;
    };
    let d = crate::puzzle::Dodecahedron::get();
    crate::puzzle::Face::all()
        .filter(|&f| d.commute(face, f))
        .fold(0, |m, f| m | 1 << f.index())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face};

    #[test]
    fn coordinates_follow_the_state() {
        let moves: Vec<Move> = "ABCDLKG"
            .chars()
            .map(|c| Move::new(Face::from_letter(c).unwrap(), Amount::new(2)))
            .collect();
        let gens: Vec<Gen> = moves.iter().map(|&m| Gen::new(vec![m], 0)).collect();
        let s = State::of_moves(&moves);
        for p in Piece::all() {
            let c = gens.iter().fold(p.home(), |c, g| g.apply(p, c));
            assert_eq!(c, p.coord(&s), "{}", p.name());
        }
    }
}
