//! [`Model`]: a puzzle's moves at the level of whole pieces ([`Pieces`], the puzzle layer's
//! one piece-level state).
//!
//! Both solvers work on pieces rather than on stickers: a position of the 2×2×2 is 8 slots and
//! 8 twists instead of 24 sticker images, which makes the breadth-first tables and the
//! commutator search cheap. Every generator carries each piece's cyclic sticker list onto its
//! new slot's list by a rotation (checked when the model is built), so the reading is exact.

use crate::group::Word;
use crate::puzzle::{Pieces, PuzzleKind};

/// One move of a [`Model`]: a generator to a power, and its effect on pieces.
#[derive(Clone, Debug)]
pub struct Turn {
    /// Generator index in the definition.
    pub generator: usize,
    /// Its power, in `-(order/2)..=order/2` without 0.
    pub power: i32,
    /// What it does to pieces.
    pub effect: Pieces,
}

/// A puzzle's pieces and moves at the piece level.
#[derive(Debug)]
pub struct Model {
    /// Which puzzle.
    pub puzzle: PuzzleKind,
    /// Sticker count of each piece: its orientation modulus.
    pub moduli: Vec<u8>,
    /// Every generator to every non-trivial power.
    pub turns: Vec<Turn>,
}

impl Model {
    /// The model of `puzzle`, all its generators and their powers.
    ///
    /// Panics if a generator reflects a piece's sticker cycle (no puzzle of ours does; a test
    /// builds every model).
    pub fn new(puzzle: PuzzleKind) -> Model {
        let def = puzzle.def();
        let moduli: Vec<u8> = def
            .pieces()
            .iter()
            .map(|p| p.stickers.len() as u8)
            .collect();
        let mut turns = Vec::new();
        for (g, gen) in def.generators().iter().enumerate() {
            let order = u32::try_from(gen.perm.order()).expect("small generator order") as i32;
            for power in (1..order).map(|k| if k > order / 2 { k - order } else { k }) {
                let perm = gen.perm.pow(power as i64);
                let effect = Pieces::of_perm(def, &perm);
                assert_eq!(
                    effect.to_perm(def),
                    perm,
                    "generator {} keeps piece sticker order",
                    gen.name
                );
                turns.push(Turn {
                    generator: g,
                    power,
                    effect,
                });
            }
        }
        Model {
            puzzle,
            moduli,
            turns,
        }
    }

    /// The number of pieces.
    pub fn len(&self) -> usize {
        self.moduli.len()
    }

    /// Whether the puzzle has no pieces (never).
    pub fn is_empty(&self) -> bool {
        self.moduli.is_empty()
    }

    /// Applies one turn.
    pub fn apply(&self, s: &Pieces, turn: usize) -> Pieces {
        s.then(&self.turns[turn].effect, &self.moduli)
    }

    /// The effect of a word in the generators.
    pub fn word_effect(&self, w: &Word) -> Pieces {
        let def = self.puzzle.def();
        Pieces::of_perm(def, &def.evaluate(w))
    }

    /// The word of a list of turn indices (merged where a generator repeats).
    pub fn word(&self, turns: &[usize]) -> Word {
        let mut w = Word::new();
        for &t in turns {
            w.push(self.turns[t].generator, self.turns[t].power);
        }
        w
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Pieces ↔ stickers is exact, and composition agrees with the sticker permutations.
    #[test]
    fn piece_level_agrees_with_stickers() {
        let mut rng = Rng::new(7);
        for puzzle in [PuzzleKind::Pyraminx, PuzzleKind::Cube2] {
            let (m, def) = (Model::new(puzzle), puzzle.def());
            for _ in 0..50 {
                let (mut perm, mut pieces) = (def.identity(), Pieces::identity(m.len()));
                for _ in 0..20 {
                    let t = rng.below(m.turns.len());
                    let g = &def.generators()[m.turns[t].generator].perm;
                    perm = perm.then(&g.pow(m.turns[t].power as i64));
                    pieces = m.apply(&pieces, t);
                }
                assert_eq!(Pieces::of_perm(def, &perm), pieces);
                assert_eq!(pieces.to_perm(def), perm);
                let inv = pieces.inverse(&m.moduli);
                assert!(pieces.then(&inv, &m.moduli).is_solved());
                assert!(inv.then(&pieces, &m.moduli).is_solved());
            }
        }
    }
}
