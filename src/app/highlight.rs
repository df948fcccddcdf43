//! [`lit_stickers`]: where the pieces of the solution step being played show, so that the 3D
//! view and the flat net light the same stickers.

use crate::puzzle::{Megaminx, State};

/// The sticker positions (thesis numbering, 0-based, ascending) that show `pieces` (indices
/// into `Megaminx::def().pieces()`, as [`App::highlight`](super::App::highlight) gives them)
/// in `state`: every sticker of each piece, wherever the piece is now.
pub fn lit_stickers(state: &State, pieces: &[usize]) -> Vec<usize> {
    let def = Megaminx::get().def();
    let perm = state.to_perm();
    let mut out: Vec<usize> = pieces
        .iter()
        .filter_map(|&p| def.pieces().get(p))
        .flat_map(|p| p.stickers.iter().map(|&s| perm.image(s)))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face, Move};

    /// A corner lights its three stickers, an edge its two, and they travel with the piece.
    #[test]
    fn a_piece_lights_its_stickers_where_it_is() {
        let m = Megaminx::get();
        let corner = m.piece_at(&[Face::A, Face::B, Face::C]).unwrap();
        let edge = m.piece_at(&[Face::A, Face::C]).unwrap();
        assert_eq!(lit_stickers(&State::SOLVED, &[corner, edge]).len(), 5);
        let turned = State::of_move(Move::new(Face::A, Amount::CW));
        let lit = lit_stickers(&turned, &[edge]);
        let perm = turned.to_perm();
        let want: Vec<usize> = {
            let mut v: Vec<usize> = m.def().pieces()[edge]
                .stickers
                .iter()
                .map(|&s| perm.image(s))
                .collect();
            v.sort_unstable();
            v
        };
        assert_eq!(lit, want);
        assert!(lit_stickers(&turned, &[]).is_empty());
    }
}
