//! Move notations: reading and writing Megaminx algorithms in the thesis's letters, in WCA /
//! cubing.js face names, and importing WCA (Pochmann) scrambles; and reading words in the
//! generator names of any puzzle ([`parse_word`]). This is minx's one move grammar.
//!
//! Every notation parses into the same tree, [`Alg`] (moves, groups with powers, commutators
//! `[X, Y]` and conjugates `[X: Y]`), through one generic parser, and prints from it through
//! one generic printer; the notations differ only in how a move and a power are spelled.
//! `parse(print(alg)) == alg` holds in the thesis and WCA notations. Bad text never panics:
//! it gives a [`ParseError`] with the column and what is wrong, and the parsers refuse
//! nesting deeper than [`MAX_DEPTH`] and expansions longer than [`MAX_MOVES`].

mod alg;
mod error;
mod generators;
mod kind;
mod moves;
mod parser;
mod pochmann;
mod print;
mod thesis;
mod turn;
mod wca;

pub use alg::{Alg, Node, MAX_DEPTH, MAX_MOVES, MAX_POWER};
pub use error::{Found, ParseError, Problem, TooLong, UnknownNotation};
pub use generators::{parse_alg, parse_word};
pub use kind::Notation;
pub use moves::{display_notation, format_moves, input_notation, parse_moves, AlgError};
pub use pochmann::{scramble_moves, ScrambleSign, ScrambleTurn};
pub use turn::Turn;
pub use wca::{face_from_wca, wca_name};
