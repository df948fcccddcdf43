//! [`lit_stickers`]: where the lit pieces (those of the solution step being played, or of
//! the cycle chosen in the panel) show, each in its [`Tone`], so that the 3D view and the
//! flat net light the same stickers alike, on every puzzle.

use crate::app::solve::Tone;
use crate::group::Perm;
use crate::puzzle::PuzzleDef;

/// A piece (an index into the definition's pieces) lit in a tone.
pub type LitPiece = (usize, Tone);

/// The sticker positions (0-based, ascending, each once) that show `pieces` (as
/// [`Sim::highlight`](crate::app::sim::Sim::highlight) gives them) in `position`: every
/// sticker of each piece, wherever the piece is now, in the piece's tone.
pub fn lit_stickers(def: &PuzzleDef, position: &Perm, pieces: &[LitPiece]) -> Vec<(usize, Tone)> {
    let mut out: Vec<(usize, Tone)> = pieces
        .iter()
        .filter_map(|&(p, tone)| Some((def.pieces().get(p)?, tone)))
        .flat_map(|(p, tone)| p.stickers.iter().map(move |&s| (position.image(s), tone)))
        .collect();
    crate::sort::sort_by(&mut out, |a, b| a.0 < b.0);
    out.dedup_by_key(|&mut (s, _)| s);
    out
}

/// The piece sitting in each of `places` (indices into the definition's pieces, read as the
/// places those pieces call home) in `position`; `None` for an index past the pieces.
pub fn pieces_in(def: &PuzzleDef, position: &Perm, places: &[usize]) -> Vec<Option<usize>> {
    let inverse = position.inverse();
    places
        .iter()
        .map(|&place| {
            let sticker = *def.pieces().get(place)?.stickers.first()?;
            Some(def.stickers()[inverse.image(sticker)].piece)
        })
        .collect()
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
        let both = [(corner, Tone::Step), (edge, Tone::Both)];
        assert_eq!(lit_stickers(def, &def.identity(), &both).len(), 5);
        let turned = State::of_move(Move::new(Face::A, Amount::CW)).to_perm();
        let lit: Vec<usize> = lit_stickers(def, &turned, &[(edge, Tone::XOnly)])
            .into_iter()
            .map(|(s, tone)| {
                assert_eq!(tone, Tone::XOnly);
                s
            })
            .collect();
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
