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
/// White space and commas separate names. When every colour name is one character (all three
/// puzzles here), every other character is a name, so `RRRRGGbG…`, `RRRR GGbG …` and
/// `R, R, R, …` all read the same. The number of names is not checked here (see
/// [`super::ColourReader::read`]). An unknown name is an error naming its 1-based column and
/// the sticker it was meant for.
pub fn parse_colours(def: &PuzzleDef, text: &str) -> Result<Vec<usize>, ColourError> {
    let letters = def.colours().iter().all(|c| c.chars().count() == 1);
    let is_sep = |c: char| c.is_whitespace() || c == ',';
    let mut tokens: Vec<(usize, &str)> = Vec::new();
    let mut start: Option<(usize, usize)> = None; // (column, byte offset) of the open token
    for (column, (offset, c)) in text.char_indices().enumerate() {
        if is_sep(c) || letters {
            if let Some((col, from)) = start.take() {
                tokens.push((col, &text[from..offset]));
            }
        }
        if !is_sep(c) && start.is_none() {
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

/// Writes one colour per sticker as [`parse_colours`] reads it: a run of letters when every
/// colour name is one character (`RRRRGGbG…`), else names separated by spaces.
pub fn write_colours(def: &PuzzleDef, colours: &[usize]) -> String {
    let names = colours.iter().map(|&c| def.colours()[c].as_str());
    if def.colours().iter().all(|c| c.chars().count() == 1) {
        names.collect()
    } else {
        names.collect::<Vec<_>>().join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;

    #[test]
    fn letters_read_with_or_without_separators() {
        let def = PuzzleKind::Cube2.def();
        let want = parse_colours(def, "RRRRGGbG").unwrap();
        assert_eq!(want, [0, 0, 0, 0, 1, 1, 3, 1]);
        assert_eq!(parse_colours(def, "RRRR GGbG").unwrap(), want);
        assert_eq!(parse_colours(def, " R,R, R R\nG G b G ").unwrap(), want);
    }

    #[test]
    fn case_folds_only_when_unambiguous() {
        let m = PuzzleKind::Megaminx.def();
        assert_eq!(parse_colours(m, "a L").unwrap(), [0, 11]);
        let c = PuzzleKind::Cube2.def();
        assert_eq!(parse_colours(c, "bB").unwrap(), [3, 2]);
        assert_eq!(colour_by_name(c, "x"), None);
    }

    #[test]
    fn unknown_names_give_their_column() {
        let def = PuzzleKind::Cube2.def();
        let err = parse_colours(def, "RR Rx").unwrap_err();
        assert!(matches!(
            err,
            ColourError::UnknownColourName {
                column: 5,
                sticker: 3,
                ..
            }
        ));
    }
}
