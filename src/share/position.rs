//! [`Position`]: where a link's puzzle is — its start and the moves made since — in the
//! puzzle's own terms, written to and read from the query's parameters.
//!
//! The Megaminx travels in its packed form (`setup-alg` or `state=` base64url, face turns in
//! a notation); a puzzle given only by its definition (the Pyraminx, the 2×2×2) travels as
//! its colours (`state`, one letter per sticker, the text `minx state` reads) and a word in
//! its generator names (`alg=R+G'`), read with the one move grammar.

use crate::group::{Letter, Perm, Word};
use crate::puzzle::notation::{display_notation, format_moves, parse_moves};
use crate::puzzle::{write_colours, Move, Notation, PuzzleKind, State};
use crate::quote::quote;

use super::codec::{decode_state, encode_state};
use super::query::Fields;
use super::{Setup, ShareError, Start, MAX_LINK_MOVES};

/// A puzzle's start and the moves made since, as a link carries them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Position {
    /// The Megaminx: a scramble or a packed state, then face turns, written in `notation`.
    Megaminx {
        /// The scramble or starting position.
        setup: Setup,
        /// The moves made after it.
        moves: Vec<Move>,
        /// The notation the algs are written in (and the panel shows).
        notation: Notation,
    },
    /// A puzzle given by its definition: a sticker permutation, then generator letters.
    Stickers {
        /// Which puzzle (not the Megaminx).
        puzzle: PuzzleKind,
        /// The starting position (the identity when solved).
        start: Perm,
        /// The moves made after it, in the puzzle's generators.
        moves: Word,
    },
}

/// A parameter of the query: its name and its (not yet encoded) value.
pub(super) type Param = (&'static str, String);

impl Position {
    /// The solved puzzle with no moves.
    pub fn solved(puzzle: PuzzleKind) -> Position {
        match puzzle {
            PuzzleKind::Megaminx => Position::Megaminx {
                setup: Setup::default(),
                moves: Vec::new(),
                notation: Notation::default(),
            },
            _ => Position::Stickers {
                puzzle,
                start: puzzle.def().identity(),
                moves: Word::new(),
            },
        }
    }

    /// A position of `puzzle` in its link format: `start`, then `moves` (letters of its
    /// generators), written in `notation` where the format writes one. The Megaminx's
    /// format takes face letters and a reachable start (the simulator's are).
    pub fn new(
        puzzle: PuzzleKind,
        start: &Start,
        moves: &[Letter],
        notation: Notation,
    ) -> Position {
        let faces = |letters: &[Letter]| -> Vec<Move> {
            letters.iter().filter_map(|&l| Move::of_letter(l)).collect()
        };
        match Position::solved(puzzle) {
            Position::Megaminx { .. } => Position::Megaminx {
                setup: match start {
                    Start::Moves(m) => Setup::Moves(faces(m)),
                    Start::Position(p) => {
                        State::from_perm(p).map_or_else(|_| Setup::default(), Setup::State)
                    }
                },
                moves: faces(moves),
                notation,
            },
            Position::Stickers { .. } => {
                let def = puzzle.def();
                let mut word = Word::new();
                let start = match start {
                    Start::Moves(m) => {
                        let mut w = Word::new();
                        m.iter().for_each(|l| w.push(l.generator, l.power));
                        def.evaluate(&w)
                    }
                    Start::Position(p) => p.clone(),
                };
                moves.iter().for_each(|l| word.push(l.generator, l.power));
                Position::Stickers {
                    puzzle,
                    start,
                    moves: word,
                }
            }
        }
    }

    /// Where it starts, for any puzzle.
    pub fn start(&self) -> Start {
        match self {
            Position::Megaminx {
                setup: Setup::Moves(m),
                ..
            } => Start::Moves(m.iter().map(|&m| Letter::from(m)).collect()),
            Position::Megaminx {
                setup: Setup::State(s),
                ..
            } => Start::Position(s.to_perm()),
            Position::Stickers { start, .. } => Start::Position(start.clone()),
        }
    }

    /// The moves made after the start, as letters of the puzzle's generators.
    pub fn letters(&self) -> Vec<Letter> {
        match self {
            Position::Megaminx { moves, .. } => moves.iter().map(|&m| Letter::from(m)).collect(),
            Position::Stickers { moves, .. } => moves.letters().to_vec(),
        }
    }

    /// The notation its moves are written in, where its format has one.
    pub fn notation(&self) -> Option<Notation> {
        match self {
            Position::Megaminx { notation, .. } => Some(*notation),
            Position::Stickers { .. } => None,
        }
    }

    /// Which puzzle it is a position of.
    pub fn puzzle(&self) -> PuzzleKind {
        match self {
            Position::Megaminx { .. } => PuzzleKind::Megaminx,
            Position::Stickers { puzzle, .. } => *puzzle,
        }
    }

    /// The position on screen: the start, then the moves, as a sticker permutation.
    pub fn perm(&self) -> Perm {
        match self {
            Position::Megaminx { setup, moves, .. } => moves
                .iter()
                .fold(setup.state(), |s, &m| s.apply(m))
                .to_perm(),
            Position::Stickers {
                puzzle,
                start,
                moves,
            } => start.then(&puzzle.def().evaluate(moves)),
        }
    }

    /// Its parameters after `puzzle=`, in a fixed order. A Megaminx history longer than
    /// [`MAX_LINK_MOVES`] travels as the `state=` it reaches, so every link fits.
    pub(super) fn params(&self) -> Vec<Param> {
        let mut q = Vec::new();
        match self {
            Position::Megaminx { setup, moves, .. }
                if setup.len() + moves.len() > MAX_LINK_MOVES =>
            {
                let end = moves.iter().fold(setup.state(), |s, &m| s.apply(m));
                q.push(("state", encode_state(&end)));
            }
            Position::Megaminx {
                setup,
                moves,
                notation,
            } => {
                match setup {
                    Setup::Moves(m) if m.is_empty() => {}
                    Setup::Moves(m) => q.push(("setup-alg", format_moves(m, *notation))),
                    Setup::State(s) => q.push(("state", encode_state(s))),
                }
                if !moves.is_empty() {
                    q.push(("alg", format_moves(moves, *notation)));
                }
            }
            Position::Stickers {
                puzzle,
                start,
                moves,
            } => {
                let def = puzzle.def();
                if !start.is_identity() {
                    q.push(("state", write_colours(def, &def.colours_of(start))));
                }
                if !moves.is_empty() {
                    let names = def.generator_names();
                    q.push(("alg", moves.display_with(&names).to_string()));
                }
            }
        }
        if let Position::Megaminx { notation, .. } = self {
            q.push(("notation", notation.name().to_string()));
        }
        q
    }

    /// Reads the position of `puzzle` from a query's parameters.
    pub(super) fn read(puzzle: PuzzleKind, fields: &Fields) -> Result<Position, ShareError> {
        match puzzle {
            PuzzleKind::Megaminx => read_megaminx(fields),
            _ => read_stickers(puzzle, fields),
        }
    }
}

/// `notation`, `setup-alg` or `state`, and `alg` of a Megaminx link.
fn read_megaminx(fields: &Fields) -> Result<Position, ShareError> {
    let notation = match fields.get("notation") {
        None => Notation::Thesis,
        Some(n) => display_notation(n).ok_or_else(|| ShareError::UnknownNotation(quote(n)))?,
    };
    let read = |param: &'static str| -> Result<Vec<Move>, ShareError> {
        fields.get(param).map_or(Ok(Vec::new()), |text| {
            parse_moves(text, notation).map_err(|error| ShareError::BadAlg { param, error })
        })
    };
    let setup = match (fields.get("setup-alg"), fields.get("state")) {
        (Some(_), Some(_)) => return Err(ShareError::SetupAndState),
        (_, Some(s)) => Setup::State(decode_state(s).map_err(ShareError::BadState)?),
        _ => Setup::Moves(read("setup-alg")?),
    };
    let moves = read("alg")?;
    let total = moves.len() + setup.len();
    if total > MAX_LINK_MOVES {
        return Err(ShareError::TooManyMoves(total));
    }
    Ok(Position::Megaminx {
        setup,
        moves,
        notation,
    })
}

/// `state` (colours, checked like a painted position) and `alg` (generator names).
fn read_stickers(puzzle: PuzzleKind, fields: &Fields) -> Result<Position, ShareError> {
    let def = puzzle.def();
    let bad = |param: &'static str| {
        move |e: &dyn std::fmt::Display| ShareError::BadPuzzleValue {
            param,
            message: e.to_string(),
        }
    };
    let start = match fields.get("state") {
        None => def.identity(),
        Some(text) => puzzle
            .reader()
            .read_text(text)
            .map_err(|e| bad("state")(&e))?,
    };
    let moves = match fields.get("alg") {
        None => Word::new(),
        Some(text) => def.parse_word(text).map_err(|e| bad("alg")(&e))?,
    };
    if moves.len() > MAX_LINK_MOVES {
        return Err(ShareError::TooManyMoves(moves.len()));
    }
    Ok(Position::Stickers {
        puzzle,
        start,
        moves,
    })
}
