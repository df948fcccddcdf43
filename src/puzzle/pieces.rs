//! [`Pieces`]: a position of any [`PuzzleDef`] at the level of whole pieces — where each piece
//! is and how it is turned — the one piece-level state model of every puzzle (in the spirit of
//! cubing.js's KPattern: per piece, a slot and an orientation; the puzzle's orbits are the
//! piece kinds). The Megaminx's [`State`](super::State) is its packed fast form
//! ([`State::to_pieces`](super::State::to_pieces), [`State::from_pieces`](super::State::from_pieces)),
//! and its sticker permutation goes through here too.
//!
//! The reading is exact: [`Pieces::read`] and [`Pieces::to_perm`] are inverse to each other
//! on every permutation that moves pieces whole (tested for all three puzzles), and `read`
//! refuses one that tears a piece apart.

use crate::group::Perm;

use super::def::PuzzleDef;
use thiserror::Error;

/// Where every piece is and how it is turned, read as a move: the piece in slot `p` goes to
/// slot `to[p]`, turned by `ori[p]` (mod its sticker count). Slots are numbered like pieces
/// (slot `p` is where piece `p` sits when solved).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pieces {
    /// Destination slot of each piece.
    pub to: Vec<u8>,
    /// Orientation each piece picks up, `0..modulus`.
    pub ori: Vec<u8>,
}

impl Pieces {
    /// The solved position (the identity) on `n` pieces.
    pub fn identity(n: usize) -> Pieces {
        Pieces {
            to: (0..n as u8).collect(),
            ori: vec![0; n],
        }
    }

    /// The piece-level reading of a sticker permutation of `def`, or the first sticker
    /// (1-based) where a piece is torn apart (its stickers do not follow it in cyclic order).
    pub fn read(def: &PuzzleDef, state: &Perm) -> Result<Pieces, NotPieceWise> {
        let pieces = Pieces::of_perm(def, state);
        for (p, piece) in def.pieces().iter().enumerate() {
            let slot = &def.pieces()[pieces.to[p] as usize].stickers;
            let n = slot.len();
            for (k, &s) in piece.stickers.iter().enumerate() {
                if n != piece.stickers.len()
                    || state.image(s) != slot[(k + pieces.ori[p] as usize) % n]
                {
                    return Err(NotPieceWise { sticker: s + 1 });
                }
            }
        }
        Ok(pieces)
    }

    /// The piece-level reading of a permutation known to move pieces whole (one of the
    /// puzzle's group): each piece's slot and the turn of its reference sticker.
    pub fn of_perm(def: &PuzzleDef, state: &Perm) -> Pieces {
        let to = def
            .piece_images(state)
            .into_iter()
            .map(|t| t as u8)
            .collect();
        let ori = (0..def.pieces().len())
            .map(|p| def.orientation(state, p) as u8)
            .collect();
        Pieces { to, ori }
    }

    /// The sticker permutation this piece position stands for.
    pub fn to_perm(&self, def: &PuzzleDef) -> Perm {
        let mut images = vec![0; def.sticker_count()];
        for (p, piece) in def.pieces().iter().enumerate() {
            let slot = &def.pieces()[self.to[p] as usize].stickers;
            let n = slot.len();
            for (k, &s) in piece.stickers.iter().enumerate() {
                images[s] = slot[(k + self.ori[p] as usize) % n];
            }
        }
        Perm::from_images(&images).expect("pieces onto distinct slots give a bijection")
    }

    /// This position followed by `m` (left to right: `self` first).
    pub fn then(&self, m: &Pieces, moduli: &[u8]) -> Pieces {
        let mut out = self.clone();
        for (p, &modulus) in moduli.iter().enumerate() {
            let at = self.to[p] as usize;
            out.to[p] = m.to[at];
            out.ori[p] = (self.ori[p] + m.ori[at]) % modulus;
        }
        out
    }

    /// The inverse position.
    pub fn inverse(&self, moduli: &[u8]) -> Pieces {
        let mut out = self.clone();
        for (p, &modulus) in moduli.iter().enumerate() {
            let at = self.to[p] as usize;
            out.to[at] = p as u8;
            out.ori[at] = (modulus - self.ori[p]) % modulus;
        }
        out
    }

    /// Whether every piece is home and unturned.
    pub fn is_solved(&self) -> bool {
        self.to.iter().enumerate().all(|(p, &t)| t as usize == p)
            && self.ori.iter().all(|&o| o == 0)
    }
}

/// A sticker permutation that does not move whole pieces.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("sticker {sticker} is carried away from its piece's other stickers")]
pub struct NotPieceWise {
    /// A 1-based sticker number where the problem shows.
    pub sticker: usize,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;
    use crate::rng::Rng;

    /// Reading and writing are inverse on every puzzle's group, composition agrees with the
    /// sticker permutations, and a torn piece is refused.
    #[test]
    fn pieces_agree_with_stickers_on_every_puzzle() {
        let mut rng = Rng::new(11);
        for kind in PuzzleKind::ALL {
            let def = kind.def();
            let moduli: Vec<u8> = def
                .pieces()
                .iter()
                .map(|p| p.stickers.len() as u8)
                .collect();
            let gens = def.generator_perms();
            for _ in 0..20 {
                let a = (0..15).fold(def.identity(), |s, _| s.then(&gens[rng.below(gens.len())]));
                let b = &gens[rng.below(gens.len())];
                let pa = Pieces::read(def, &a).unwrap();
                assert_eq!(pa.to_perm(def), a, "{kind}");
                let pb = Pieces::read(def, b).unwrap();
                assert_eq!(
                    pa.then(&pb, &moduli),
                    Pieces::read(def, &a.then(b)).unwrap()
                );
                assert!(pa.then(&pa.inverse(&moduli), &moduli).is_solved());
            }
            let mut images: Vec<usize> = (0..def.sticker_count()).collect();
            let piece = def.pieces().iter().find(|p| p.stickers.len() >= 3).unwrap();
            images.swap(piece.stickers[0], piece.stickers[1]);
            let torn = Perm::from_images(&images).unwrap();
            assert!(
                Pieces::read(def, &torn).is_err(),
                "{kind}: a flipped sticker pair"
            );
        }
    }
}
