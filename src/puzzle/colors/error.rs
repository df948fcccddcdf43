//! [`ColourError`]: why a colouring is not a state of the puzzle, naming the sticker or piece.

use thiserror::Error;

use super::rules::Unreachable;
use crate::puzzle::def::PuzzleDef;
use crate::quote::quote;

/// Why a list of sticker colours is not a position of the puzzle.
///
/// Each variant names where the problem is (a sticker, a piece slot) by name for the message
/// and by index for [`ColourError::stickers`], which lists the stickers a user interface
/// should highlight.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ColourError {
    /// Not one colour per sticker.
    #[error("expected {expected} colours, one per sticker, found {found}")]
    StickerCount {
        /// The puzzle's number of stickers.
        expected: usize,
        /// The number of colours given.
        found: usize,
    },
    /// A colour number outside the puzzle's colours.
    #[error("sticker {name}: there is no colour number {colour} (the puzzle has {count})")]
    UnknownColour {
        /// The sticker (0-based).
        sticker: usize,
        /// Its name.
        name: String,
        /// The colour number given.
        colour: usize,
        /// How many colours the puzzle has.
        count: usize,
    },
    /// A colour name that is not one of the puzzle's.
    #[error(
        "column {column} (sticker {name}): unknown colour {} (the colours are {known})",
        quote(.text)
    )]
    UnknownColourName {
        /// 1-based column (in characters) in the text.
        column: usize,
        /// The sticker it was meant for (0-based; may be past the last sticker).
        sticker: usize,
        /// That sticker's name, or its number when there are too many colours.
        name: String,
        /// The text that is not a colour.
        text: String,
        /// The puzzle's colour names.
        known: String,
    },
    /// A colour on more or fewer stickers than the solved puzzle has.
    #[error("colour {name} is on {found} stickers, the puzzle has {expected}")]
    ColourCount {
        /// The colour's number.
        colour: usize,
        /// Its name.
        name: String,
        /// How many stickers have it when solved.
        expected: usize,
        /// How many have it here.
        found: usize,
        /// The stickers showing it (0-based).
        stickers: Vec<usize>,
    },
    /// A piece slot shows a combination of colours that no piece has.
    #[error("the piece at {slot_name} shows colours {shown}, which no piece has")]
    NoSuchPiece {
        /// The slot (index into [`PuzzleDef::pieces`]).
        slot: usize,
        /// Its label.
        slot_name: String,
        /// The colours shown, in the slot's sticker order.
        shown: String,
    },
    /// A slot shows a real piece's colours in mirror order (two stickers swapped).
    #[error(
        "the piece at {slot_name} shows the colours of {piece_name} in mirror order \
         (two stickers swapped: no turn can do that)"
    )]
    Mirrored {
        /// The slot.
        slot: usize,
        /// Its label.
        slot_name: String,
        /// The piece whose colours it shows.
        piece: usize,
        /// That piece's name.
        piece_name: String,
    },
    /// Two slots show the same piece.
    #[error("piece {piece_name} appears twice, at {first_name} and at {second_name}")]
    Duplicate {
        /// The piece.
        piece: usize,
        /// Its name.
        piece_name: String,
        /// The first slot showing it.
        first: usize,
        /// That slot's label.
        first_name: String,
        /// The second slot showing it.
        second: usize,
        /// That slot's label.
        second_name: String,
    },
    /// Every piece is there, but no sequence of turns reaches this position.
    #[error("unreachable position: {0}")]
    Unreachable(#[from] Unreachable),
}

impl ColourError {
    /// The stickers (0-based) where the problem shows, for highlighting.
    pub fn stickers(&self, def: &PuzzleDef) -> Vec<usize> {
        let slots = |slots: &[usize]| -> Vec<usize> {
            slots
                .iter()
                .flat_map(|&q| def.pieces()[q].stickers.iter().copied())
                .collect()
        };
        match self {
            ColourError::StickerCount { .. } => Vec::new(),
            ColourError::UnknownColour { sticker, .. } => vec![*sticker],
            ColourError::UnknownColourName { sticker, .. } => {
                if *sticker < def.sticker_count() {
                    vec![*sticker]
                } else {
                    Vec::new()
                }
            }
            ColourError::ColourCount { stickers, .. } => stickers.clone(),
            ColourError::NoSuchPiece { slot, .. } | ColourError::Mirrored { slot, .. } => {
                slots(&[*slot])
            }
            ColourError::Duplicate { first, second, .. } => slots(&[*first, *second]),
            ColourError::Unreachable(u) => slots(&u.slots),
        }
    }
}

/// How messages name a piece slot: its name, and its stickers when their names do not
/// already say which piece they are on (`RGB (stickers 1 5 9)`, but just `ABC`).
pub(super) fn slot_label(def: &PuzzleDef, slot: usize) -> String {
    let piece = &def.pieces()[slot];
    let names: Vec<&str> = piece
        .stickers
        .iter()
        .map(|&s| def.stickers()[s].name.as_str())
        .collect();
    if names.iter().all(|n| n.contains(piece.name.as_str())) {
        piece.name.clone()
    } else {
        format!("{} (stickers {})", piece.name, names.join(" "))
    }
}
