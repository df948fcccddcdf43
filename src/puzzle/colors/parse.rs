//! Reading colour names: one per sticker, as a list of names or a run of one-letter names.

use super::error::ColourError;
use crate::puzzle::def::PuzzleDef;

/// The colour called `name`: an exact match, else the only case-insensitive match (so `a`
/// means `A` on the Megaminx, while the 2×2×2's `b` and `B` stay distinct).
pub fn colour_by_name(def: &PuzzleDef, name: &str) -> Option<usize> {
    let colours = def.colours();
    if let Some(c) = colours.iter().position(|c| c == name) {
        return Some(c);
    }
    let mut folded = colours
        .iter()
        .enumerate()
        .filter(|(_, c)| c.eq_ignore_ascii_case(name));
    match (folded.next(), folded.next()) {
        (Some((c, _)), None) => Some(c),
        _ => None,
    }
}

/// Reads one colour per sticker, in sticker order, from text.
///
/// Names are separated by white space or commas (`A A B …`); when the text has no separators
/// at all, every character is one name (`RRRRGGbG…`, for puzzles with one-letter colours).
/// The number of names is not checked here (see [`super::ColourReader::read`]). An unknown
/// name is an error naming its 1-based column and the sticker it was meant for.
pub fn parse_colours(def: &PuzzleDef, text: &str) -> Result<Vec<usize>, ColourError> {
    let separated = text.chars().any(|c| c.is_whitespace() || c == ',');
    let mut tokens: Vec<(usize, &str)> = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (column, byte offset)
    for (column, (offset, c)) in text.char_indices().enumerate() {
        let is_sep = c.is_whitespace() || c == ',';
        if !separated {
            tokens.push((column + 1, &text[offset..offset + c.len_utf8()]));
        } else if is_sep {
            if let Some((col, from)) = start.take() {
                tokens.push((col, &text[from..offset]));
            }
        } else if start.is_none() {
            start = Some((column + 1, offset));
        }
    }
    if let Some((col, from)) = start {
        tokens.push((col, &text[from..]));
    }
    tokens
        .iter()
        .enumerate()
        .map(|(sticker, &(column, token))| {
            colour_by_name(def, token).ok_or_else(|| ColourError::UnknownColourName {
                column,
                sticker,
                name: def
                    .stickers()
                    .get(sticker)
                    .map_or_else(|| (sticker + 1).to_string(), |s| s.name.clone()),
                text: token.to_string(),
                known: def.colours().join(" "),
            })
        })
        .collect()
}
