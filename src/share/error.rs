//! [`ShareError`] and [`StateError`]: what is wrong with a link, in words.

use thiserror::Error;

use crate::puzzle::notation::AlgError;
use crate::puzzle::{puzzle_names, FaceColourError, IllegalState, PuzzleKind};

use super::{MAX_LINK_MOVES, MAX_QUERY, MAX_STEP};

/// A bad share link: what is wrong, in words.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ShareError {
    /// The query is longer than [`MAX_QUERY`].
    #[error("the link is too long ({0} bytes; at most {MAX_QUERY} are read)")]
    TooLong(usize),
    /// A `%` escape or the UTF-8 inside it is broken.
    #[error("the link's {0} part is not valid URL text")]
    Encoding(String),
    /// A parameter appears twice.
    #[error("the link gives {0} twice")]
    Duplicate(String),
    /// A puzzle this app does not know.
    #[error("unknown puzzle {0} (use {names})", names = puzzle_names())]
    UnknownPuzzle(String),
    /// A link to another puzzle where a Megaminx link was expected.
    #[error("this is a link to the {0}, not to the megaminx")]
    OtherPuzzle(PuzzleKind),
    /// A link's position or moves for the Pyraminx or the 2×2×2 that cannot be used.
    #[error("the {param} in the link cannot be read: {message}")]
    BadPuzzleValue {
        /// `state` or `alg`.
        param: &'static str,
        /// What is wrong, in words.
        message: String,
    },
    /// A notation this app does not know.
    #[error("unknown notation {0} (use thesis or wca)")]
    UnknownNotation(String),
    /// An alg that does not parse.
    #[error("the {param} in the link cannot be read: {error}")]
    BadAlg {
        /// `setup-alg` or `alg`.
        param: &'static str,
        /// The parser's complaint (with its column).
        error: AlgError,
    },
    /// The algs expand to more than [`MAX_LINK_MOVES`] turns.
    #[error("the link's moves expand to {0} turns; at most {MAX_LINK_MOVES} are read")]
    TooManyMoves(usize),
    /// Both `setup-alg` and `state` were given.
    #[error("the link gives both setup-alg and state; use one")]
    SetupAndState,
    /// A `state` that does not decode to a legal position.
    #[error("the state in the link is not a Megaminx position: {0}")]
    BadState(StateError),
    /// A `scheme` none of the puzzle's colour schemes answers.
    #[error("unknown colour scheme {scheme} in the link (use {expected})")]
    UnknownScheme {
        /// The scheme named, quoted.
        scheme: String,
        /// The puzzle's choices.
        expected: String,
    },
    /// A `colours` list that does not read.
    #[error("the colours in the link cannot be read: {0}")]
    BadColours(FaceColourError),
    /// `colours` given for a scheme other than `custom`.
    #[error("the link gives colours but not scheme=custom")]
    ColoursWithoutCustom,
    /// A `letters` that is not `1` or `0`.
    #[error("letters in the link must be 1 or 0, not {0}")]
    BadLetters(String),
    /// A `method` that is not a method's name at all (the app checks the names it offers).
    #[error("the method {0} in the link is not a method name")]
    BadMethod(String),
    /// A well-formed `method` the page does not offer (the app, which knows the offered
    /// methods, reports this one).
    #[error("unknown solving method {name} in the link (use {offered})")]
    UnknownMethod {
        /// The name in the link, quoted.
        name: String,
        /// The offered names, as a list in words.
        offered: String,
    },
    /// Text read as a Twizzle or alg.cubing.net link that is no link to either.
    #[error("{0} is not a Twizzle or alg.cubing.net link")]
    NotCubingLink(String),
    /// A Twizzle or alg.cubing.net link to a puzzle minx has not got (or whose moves it does
    /// not read as cubing.js writes them).
    #[error("the link is for cubing.js's {name}, which minx cannot open (it opens {known})")]
    NoCubingPuzzle {
        /// cubing.js's id of the puzzle, quoted.
        name: String,
        /// The ids minx opens, in words.
        known: String,
    },
    /// `twizzle=` beside a parameter saying where the puzzle is.
    #[error("the link gives both twizzle and {0}; use one")]
    TwizzleAndPosition(&'static str),
    /// A `step` that is not a small number.
    #[error("the step in the link must be a number from 0 to {MAX_STEP}, not {0}")]
    BadStep(String),
}

/// Why a `state=` value is not a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StateError {
    /// Not base64url.
    #[error("it is not base64url text")]
    Base64,
    /// Wrong number of bytes or an unknown version.
    #[error("it has the wrong length or version")]
    Format,
    /// Two pieces in one slot, or a slot or orientation out of range.
    #[error("its pieces do not fill each slot exactly once")]
    Pieces,
    /// A position no sequence of turns reaches.
    #[error("{0}")]
    Illegal(IllegalState),
}
