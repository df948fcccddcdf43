//! [`NetArrow`]: a position's piece cycles drawn on a puzzle's flat [`Net`] — for each moved
//! piece, an arrow from its reference sticker's tile to the tile that sticker goes to (so a
//! twist in place points to the piece's next sticker), one colour per cycle; the net's
//! counterpart of the 3D view's cycle arrows, the same for every puzzle.

use glam::Vec2;

use super::def::PuzzleDef;
use super::net::Net;
use super::piece_cycles::PieceCycle;
use crate::group::Perm;

/// One arrow on a net, in the net's coordinates.
#[derive(Clone, Debug, PartialEq)]
pub struct NetArrow {
    /// The index of its cycle in the list drawn (its colour).
    pub cycle: usize,
    /// The piece (slot) whose reference sticker it follows.
    pub piece: usize,
    /// The centre of the sticker's tile now.
    pub from: Vec2,
    /// The centre of the tile the sticker goes to.
    pub to: Vec2,
}

impl Net {
    /// The arrows of `cycles`, the piece cycles of `position` (a permutation of `def`'s
    /// stickers, [`Pieces::cycles`](super::Pieces::cycles)): one per piece of each cycle,
    /// in the cycles' order; a sticker the net does not show gives none.
    pub fn cycle_arrows(
        &self,
        def: &PuzzleDef,
        position: &Perm,
        cycles: &[PieceCycle],
    ) -> Vec<NetArrow> {
        let centre = |s: usize| self.tile_of(s).map(|t| self.tiles()[t].centre());
        let mut out = Vec::new();
        for (cycle, c) in cycles.iter().enumerate() {
            for &piece in &c.pieces {
                let s = def.pieces()[piece].stickers[0];
                if let (Some(from), Some(to)) = (centre(s), centre(position.image(s))) {
                    out.push(NetArrow {
                        cycle,
                        piece,
                        from,
                        to,
                    });
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Pieces, PuzzleKind};
    use crate::rng::Rng;

    /// On random positions of every puzzle, each moved piece has one arrow, starting on its
    /// reference sticker's tile and ending on a tile of the next slot of its cycle (a sticker
    /// of the same piece for a twist in place), in a different place.
    #[test]
    fn arrows_go_where_the_cycles_say_on_every_net() {
        let mut rng = Rng::new(66);
        for kind in PuzzleKind::ALL {
            let info = kind.info();
            let (def, net) = (info.def(), info.net());
            let gens = def.generator_perms();
            for _ in 0..10 {
                let p = (0..12).fold(def.identity(), |s, _| s.then(&gens[rng.below(gens.len())]));
                let cycles = Pieces::of_perm(def, &p).cycles(def);
                let arrows = net.cycle_arrows(def, &p, &cycles);
                let pieces: usize = cycles.iter().map(|c| c.pieces.len()).sum();
                assert_eq!(arrows.len(), pieces, "{kind}");
                let tile_at = |at: Vec2| {
                    let t = net.tiles().iter().position(|t| t.centre() == at).unwrap();
                    net.tiles()[t].sticker.unwrap()
                };
                for a in &arrows {
                    let c = &cycles[a.cycle];
                    let k = c.pieces.iter().position(|&x| x == a.piece).unwrap();
                    let next = c.pieces[(k + 1) % c.pieces.len()];
                    assert_eq!(def.stickers()[tile_at(a.from)].piece, a.piece, "{kind}");
                    assert_eq!(def.stickers()[tile_at(a.to)].piece, next, "{kind}");
                    assert_ne!(a.from, a.to);
                }
            }
        }
    }
}
