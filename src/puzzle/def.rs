//! [`PuzzleDef`]: a twisty puzzle described generically as stickers, pieces and generators.
//!
//! The Megaminx, the Pyraminx and the 2×2×2 are all `PuzzleDef`s, so colours → state, the
//! cycles panel, nets and Schreier–Sims run on one piece of code for all three.

use thiserror::Error;

use crate::group::{Perm, Word};
use crate::puzzle::notation::{parse_word, AlgError};

/// One sticker: where it sits, which piece it belongs to, which colour it shows when solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sticker {
    /// Human name, e.g. `A:ABF` on the Megaminx or `17` on the seeds' puzzles.
    pub name: String,
    /// Index of the piece (into [`PuzzleDef::pieces`]).
    pub piece: usize,
    /// Index of the solved colour (into [`PuzzleDef::colours`]).
    pub colour: usize,
}

/// One piece: a set of stickers that always move together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Human name, e.g. `ABF` or `AB`.
    pub name: String,
    /// Its stickers in cyclic order (clockwise seen from outside for 3-sticker pieces), the
    /// reference sticker (orientation 0) first.
    pub stickers: Vec<usize>,
    /// Pieces of the same kind can trade places (e.g. 0 = corners, 1 = edges).
    pub kind: usize,
}

/// A named generator: one basic move of the puzzle as a sticker permutation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generator {
    /// Its name in the puzzle's notation (`A`, `s5`, …).
    pub name: String,
    /// What it does to the stickers.
    pub perm: Perm,
}

/// A puzzle definition that does not hold together.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DefError {
    /// A sticker's piece does not list it, or a piece lists a sticker twice.
    #[error("sticker {sticker} and piece {piece} disagree")]
    PieceMismatch {
        /// The sticker (0-based).
        sticker: usize,
        /// The piece.
        piece: usize,
    },
    /// A generator does not move pieces as whole units.
    #[error("generator {name} splits piece {piece}")]
    SplitsPiece {
        /// The generator's name.
        name: String,
        /// A piece whose stickers do not land on one piece.
        piece: String,
    },
    /// A generator has the wrong degree.
    #[error("generator {name} acts on {degree} points, the puzzle has {stickers} stickers")]
    Degree {
        /// The generator's name.
        name: String,
        /// Its degree.
        degree: usize,
        /// The number of stickers.
        stickers: usize,
    },
}

/// A twisty puzzle as stickers, pieces, colours and generators.
#[derive(Clone, Debug)]
pub struct PuzzleDef {
    name: String,
    stickers: Vec<Sticker>,
    pieces: Vec<Piece>,
    colours: Vec<String>,
    generators: Vec<Generator>,
}

impl PuzzleDef {
    /// Checks that the parts agree (every sticker in exactly its piece, generators of the right
    /// degree that carry pieces onto pieces) and builds the definition.
    pub fn new(
        name: &str,
        stickers: Vec<Sticker>,
        pieces: Vec<Piece>,
        colours: Vec<String>,
        generators: Vec<Generator>,
    ) -> Result<PuzzleDef, DefError> {
        let mut count = vec![0usize; stickers.len()];
        for (p, piece) in pieces.iter().enumerate() {
            for &s in &piece.stickers {
                if s >= stickers.len() || stickers[s].piece != p {
                    return Err(DefError::PieceMismatch {
                        sticker: s,
                        piece: p,
                    });
                }
                count[s] += 1;
            }
        }
        if let Some(s) = count.iter().position(|&c| c != 1) {
            return Err(DefError::PieceMismatch {
                sticker: s,
                piece: stickers[s].piece,
            });
        }
        for g in &generators {
            if g.perm.degree() != stickers.len() {
                return Err(DefError::Degree {
                    name: g.name.clone(),
                    degree: g.perm.degree(),
                    stickers: stickers.len(),
                });
            }
            for piece in &pieces {
                let target = stickers[g.perm.image(piece.stickers[0])].piece;
                if piece
                    .stickers
                    .iter()
                    .any(|&s| stickers[g.perm.image(s)].piece != target)
                {
                    return Err(DefError::SplitsPiece {
                        name: g.name.clone(),
                        piece: piece.name.clone(),
                    });
                }
            }
        }
        Ok(PuzzleDef {
            name: name.to_string(),
            stickers,
            pieces,
            colours,
            generators,
        })
    }

    /// The puzzle's name, e.g. `megaminx`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Number of stickers (the degree of every state).
    pub fn sticker_count(&self) -> usize {
        self.stickers.len()
    }

    /// All stickers, by number.
    pub fn stickers(&self) -> &[Sticker] {
        &self.stickers
    }

    /// All pieces.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// Colour names (index = colour number).
    pub fn colours(&self) -> &[String] {
        &self.colours
    }

    /// The generators (basic moves).
    pub fn generators(&self) -> &[Generator] {
        &self.generators
    }

    /// The generators' permutations, in order.
    pub fn generator_perms(&self) -> Vec<Perm> {
        self.generators.iter().map(|g| g.perm.clone()).collect()
    }

    /// Each generator's order (the number of its turns that make a whole turn), in order.
    pub fn generator_orders(&self) -> Vec<u32> {
        self.generators
            .iter()
            .map(|g| (g.perm.small_order()).map_or(u32::MAX, |n| n.min(u32::MAX as u128) as u32))
            .collect()
    }

    /// The generator with this name.
    pub fn generator(&self, name: &str) -> Option<&Generator> {
        self.generators.iter().find(|g| g.name == name)
    }

    /// The index of the generator with this name.
    pub fn generator_index(&self, name: &str) -> Option<usize> {
        self.generators.iter().position(|g| g.name == name)
    }

    /// The generator names, in order.
    pub fn generator_names(&self) -> Vec<String> {
        self.generators.iter().map(|g| g.name.clone()).collect()
    }

    /// Reads a word in this puzzle's generator names (`R G' b^2`, `(s1 s5)^2`) with the one
    /// move grammar, [`parse_word`](crate::puzzle::notation::parse_word).
    pub fn parse_word(&self, text: &str) -> Result<Word, AlgError> {
        parse_word(text, &self.generator_names())
    }

    /// The identity state.
    pub fn identity(&self) -> Perm {
        Perm::identity(self.sticker_count())
    }

    /// The state a word in the generators produces.
    pub fn evaluate(&self, word: &Word) -> Perm {
        word.evaluate(&self.generator_perms(), self.sticker_count())
    }

    /// The colour shown at each sticker position in `state` (sticker at `x` goes to `state(x)`).
    pub fn colours_of(&self, state: &Perm) -> Vec<usize> {
        let mut out = vec![0; self.sticker_count()];
        for (x, s) in self.stickers.iter().enumerate() {
            out[state.image(x)] = s.colour;
        }
        out
    }

    /// What `state` does to whole pieces: `result[p]` is the piece slot where piece `p` goes.
    pub fn piece_images(&self, state: &Perm) -> Vec<usize> {
        self.pieces
            .iter()
            .map(|p| self.stickers[state.image(p.stickers[0])].piece)
            .collect()
    }

    /// The orientation piece `p` has after `state`: the position, within its new slot's cyclic
    /// sticker list, of the piece's reference sticker.
    pub fn orientation(&self, state: &Perm, p: usize) -> usize {
        let to = state.image(self.pieces[p].stickers[0]);
        let slot = &self.pieces[self.stickers[to].piece];
        slot.stickers
            .iter()
            .position(|&s| s == to)
            .expect("a sticker lies in its own piece")
    }
}
