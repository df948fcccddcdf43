//! [`lit_stickers`]: where the pieces of the solution step being played show, so that the 3D
//! view and the flat net light the same stickers, on every puzzle.

use crate::group::Perm;
use crate::puzzle::PuzzleDef;

/// The sticker positions (0-based, ascending) that show `pieces` (indices into
/// `def.pieces()`, as [`Sim::highlight`](crate::app::sim::Sim::highlight) gives them) in `position`:
/// every sticker of each piece, wherever the piece is now.
pub fn lit_stickers(def: &PuzzleDef, position: &Perm, pieces: &[usize]) -> Vec<usize> {
    let mut out: Vec<usize> = pieces
        .iter()
        .filter_map(|&p| def.pieces().get(p))
        .flat_map(|p| p.stickers.iter().map(|&s| position.image(s)))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face, Megaminx, Move, State};

    /// A corner lights its three stickers, an edge its two, and they travel with the piece.
    #[test]
    fn a_piece_lights_its_stickers_where_it_is() {
        let m = Megaminx::get();
        let def = m.def();
        let corner = m.piece_at(&[Face::A, Face::B, Face::C]).unwrap();
        let edge = m.piece_at(&[Face::A, Face::C]).unwrap();
        assert_eq!(lit_stickers(def, &def.identity(), &[corner, edge]).len(), 5);
        let turned = State::of_move(Move::new(Face::A, Amount::CW)).to_perm();
        let lit = lit_stickers(def, &turned, &[edge]);
        let mut want: Vec<usize> = def.pieces()[edge]
            .stickers
            .iter()
            .map(|&s| turned.image(s))
            .collect();
        want.sort_unstable();
        assert_eq!(lit, want);
        assert!(lit_stickers(def, &turned, &[]).is_empty());
    }
}
