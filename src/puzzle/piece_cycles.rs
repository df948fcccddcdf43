//! Piece cycles of any puzzle's [`Pieces`], named from the definition — the panel's piece
//! notation for every puzzle, the Megaminx's `State` display included.

use std::fmt::Write;

use num_integer::Integer;

use super::def::PuzzleDef;
use super::pieces::Pieces;
use crate::group::write_cycles;

/// One cycle of pieces: the slots in order (each piece goes to the next slot) and the net
/// orientation the pieces pick up going once round, mod their sticker count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceCycle {
    /// Piece indices (into [`PuzzleDef::pieces`]), starting with the lowest.
    pub pieces: Vec<usize>,
    /// Net orientation, `0..stickers`.
    pub net: usize,
}

impl Pieces {
    /// The non-trivial piece cycles (pieces moved, or turned in place), kinds in order and,
    /// within a kind, starting from the first piece of the definition.
    pub fn cycles(&self, def: &PuzzleDef) -> Vec<PieceCycle> {
        let to = &self.to;
        let kinds = def
            .pieces()
            .iter()
            .map(|p| p.kind)
            .max()
            .map_or(0, |k| k + 1);
        let mut seen = vec![false; to.len()];
        let mut out = Vec::new();
        for kind in 0..kinds {
            for start in 0..to.len() {
                if seen[start] || def.pieces()[start].kind != kind {
                    continue;
                }
                let modulus = def.pieces()[start].stickers.len().max(1);
                let (mut pieces, mut net, mut x) = (Vec::new(), 0, start);
                while !seen[x] {
                    seen[x] = true;
                    pieces.push(x);
                    net = (net + usize::from(self.ori[x])) % modulus;
                    x = usize::from(to[x]);
                }
                if pieces.len() > 1 || net != 0 {
                    out.push(PieceCycle { pieces, net });
                }
            }
        }
        out
    }

    /// The piece cycles as text, e.g. `(ABC CDL CKL)(AC CD AD)(CDL)-` on the Megaminx or
    /// `(u)-(UL UR LB)` on the Pyraminx: names in cycle order, then `+` for a net turn of one
    /// sticker clockwise (or a flip), `-` for one anticlockwise, `+k` otherwise; `()` when
    /// every piece is home.
    pub fn cycles_text(&self, def: &PuzzleDef) -> String {
        let cycles = self.cycles(def);
        if cycles.is_empty() {
            return "()".to_string();
        }
        cycles.iter().map(|c| c.text(def)).collect()
    }
}

impl PieceCycle {
    /// This cycle as the panel writes it (`(AC CD AD)`, `(CDL)-`, `(u)+`; see
    /// [`Pieces::cycles_text`]).
    pub fn text(&self, def: &PuzzleDef) -> String {
        let mut out = String::new();
        let names = self.pieces.iter().map(|&p| def.pieces()[p].name.as_str());
        // Writing into a String cannot fail.
        let _ = write_cycles(&mut out, [names]);
        match self.net {
            0 => {}
            1 => out.push('+'),
            k if k + 1 == self.modulus(def) => out.push('-'),
            k => {
                let _ = write!(out, "+{k}");
            }
        }
        out
    }

    /// How many stickers its pieces have: the net orientation counts modulo this.
    pub fn modulus(&self, def: &PuzzleDef) -> usize {
        def.pieces()[self.pieces[0]].stickers.len().max(1)
    }

    /// Its order: how often it must be done to bring every piece home unturned. `k` pieces
    /// that pick up a net turn `t` of `m` going round come home after `k` steps turned by
    /// `t`, so after `k · m / gcd(t, m)`.
    pub fn order(&self, def: &PuzzleDef) -> u64 {
        let m = self.modulus(def) as u64;
        self.pieces.len() as u64 * m / (self.net as u64 % m).gcd(&m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::group::Perm;
    use crate::puzzle::{PuzzleKind, State};

    fn piece_cycles_text(def: &PuzzleDef, state: &Perm) -> String {
        Pieces::of_perm(def, state).cycles_text(def)
    }

    /// The Megaminx's published cycles read the same through the generic text (`State`'s
    /// display is this text; tests/notation.rs checks it against the thesis).
    #[test]
    fn megaminx_cycles_are_named_from_the_definition() {
        let def = PuzzleKind::Megaminx.def();
        assert_eq!(piece_cycles_text(def, &def.identity()), "()");
        let a = &def.generator("A").unwrap().perm;
        let text = piece_cycles_text(def, a);
        assert_eq!(
            text.matches('(').count(),
            2,
            "one corner and one edge 5-cycle: {text}"
        );
        assert_eq!(text, State::from_perm(a).unwrap().to_string());
    }

    #[test]
    fn pyraminx_names() {
        let p = PuzzleKind::Pyraminx.def();
        let s1 = &p.generator("s1").unwrap().perm;
        assert_eq!(piece_cycles_text(p, s1), "(u)+");
        assert_eq!(piece_cycles_text(p, &s1.inverse()), "(u)-");
    }
}
