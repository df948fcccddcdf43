//! Typed errors of the notation module: what is wrong in a text, and where.

use std::fmt;

use thiserror::Error;

use super::alg::{MAX_DEPTH, MAX_MOVES, MAX_POWER};

/// Text that is not a valid algorithm: the 1-based column (in characters) and the problem.
///
/// Displays as `column 4: expected a face letter A–L, found 'M'`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("column {column}: {problem}")]
pub struct ParseError {
    /// 1-based column, counted in characters, where the problem shows.
    pub column: usize,
    /// What is wrong there.
    pub problem: Problem,
}

/// What the parser found where it expected something else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// A character (shown quoted and escaped).
    Char(char),
    /// The end of the text.
    End,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Char(c) => write!(f, "{c:?}"),
            Found::End => f.write_str("the end of the text"),
        }
    }
}

/// The kinds of mistakes a notation text can contain.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Problem {
    /// Something else was needed here (`expected` says what).
    #[error("expected {expected}, found {found}")]
    Expected {
        /// What would have been valid here, in words.
        expected: &'static str,
        /// What is there instead.
        found: Found,
    },
    /// A word that is not a WCA face name.
    #[error("unknown face {0:?} (expected one of U F R L BL BR FR FL DL DR B D)")]
    UnknownFace(String),
    /// A name that is not one of the puzzle's generators.
    #[error("unknown generator {name} (the generators are {known})")]
    UnknownGenerator {
        /// The name as written, quoted and cut short.
        name: String,
        /// The generators' names, space separated.
        known: String,
    },
    /// An opening bracket (at the error's column) that is never closed.
    #[error("unclosed {0:?}")]
    Unclosed(char),
    /// A closing bracket or separator with nothing open to belong to.
    #[error("unexpected {0:?} with no matching opening bracket")]
    Unmatched(char),
    /// A number beyond [`MAX_POWER`].
    #[error("power too large (at most {MAX_POWER})")]
    PowerTooLarge,
    /// A number written with a leading zero, such as `R02` (cubing.js rejects these too).
    #[error("a number may not start with 0")]
    LeadingZero,
    /// The whole algorithm would expand to more than [`MAX_MOVES`] face turns.
    #[error("expands to more than {MAX_MOVES} moves")]
    TooLong,
    /// Brackets nested more than [`MAX_DEPTH`] deep.
    #[error("brackets nested more than {MAX_DEPTH} deep")]
    TooDeep,
    /// WCA notation needs whitespace between moves and brackets.
    #[error("missing space before {0:?}")]
    MissingSpace(char),
    /// A Pochmann `++`/`--` turn in a notation without them.
    #[error("'++' and '--' turns are Pochmann scramble notation (use the pochmann notation)")]
    NotPochmann,
    /// A `++`/`--` turn on a face other than R and D.
    #[error("only R++, R--, D++ and D-- exist in Pochmann notation, not {0}")]
    PochmannFace(String),
    /// A `++`/`--` turn with an amount, such as `R2++`.
    #[error("a '++' or '--' turn takes no amount")]
    PochmannAmount,
    /// A `++`/`--` turn inside brackets, where the puzzle's rotation cannot be tracked.
    #[error("'++' and '--' turn the whole puzzle and are allowed only outside brackets")]
    PochmannNested,
}

/// An algorithm too long to expand into a list of moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("expands to more than {MAX_MOVES} moves")]
pub struct TooLong;

/// A notation name other than `thesis`, `wca` and `pochmann` (the error every named enum
/// gives, [`UnknownName`](crate::quote::UnknownName)).
pub type UnknownNotation = crate::quote::UnknownName;
