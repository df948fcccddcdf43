//! Facelet JSON: every sticker name mapped to the name of the colour showing there.
//!
//! On the Megaminx that is `{"A:ABF": "A", "A:ABC": "A", …}` for all 120 stickers (a colour is
//! named by the letter of the face it belongs to); on the Pyraminx and the 2×2×2 the keys are
//! the sticker numbers, `{"1": "F", …}`. The CLI (`minx facelets --json`,
//! `minx state --facelets FILE`) and the web page use exactly these two functions.

use thiserror::Error;

use super::colors::{colour_by_name, ColourError, ColourReader};
use super::def::PuzzleDef;
use crate::group::Perm;
use crate::quote::quote;
use crate::wire::flat_json::{self, FlatValue, JsonProblem};

/// Why a text is not a facelet description of the puzzle.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FaceletError {
    /// The text is not JSON.
    #[error("not JSON: {message} at line {line}, column {column}")]
    NotJson {
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column of the problem.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// Valid JSON, but not an object.
    #[error("expected a JSON object mapping sticker names to colours")]
    NotAnObject,
    /// A key that is not a sticker of the puzzle.
    #[error("unknown sticker name {}", quote(.0))]
    UnknownSticker(String),
    /// A sticker given twice.
    #[error("sticker {0} is given twice")]
    DuplicateSticker(String),
    /// A sticker of the puzzle that the object leaves out.
    #[error("missing sticker name {0}")]
    MissingSticker(String),
    /// A value that is not a string.
    #[error("sticker {sticker}: expected a colour name, found {}", quote(.found))]
    NotAString {
        /// The sticker's name.
        sticker: String,
        /// The JSON value found instead.
        found: String,
    },
    /// A string that is not one of the puzzle's colours.
    #[error("unknown colour {} at sticker {sticker} (the colours are {known})", quote(.colour))]
    UnknownColour {
        /// The sticker's name.
        sticker: String,
        /// The text given as its colour.
        colour: String,
        /// The puzzle's colour names.
        known: String,
    },
    /// The colours are read, but they are not a position of the puzzle.
    #[error(transparent)]
    Colours(#[from] ColourError),
}

/// The facelets of a position: each sticker's name with the name of the colour showing
/// there, in sticker order. It serialises as a map (a JSON or JavaScript object) in that
/// order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facelets(pub Vec<(&'static str, &'static str)>);

impl Facelets {
    /// The facelets of `state` on the puzzle `def` describes.
    pub fn of(def: &'static PuzzleDef, state: &Perm) -> Facelets {
        let colours = def.colours_of(state);
        Facelets(
            def.stickers()
                .iter()
                .zip(colours)
                .map(|(s, c)| (s.name.as_str(), def.colours()[c].as_str()))
                .collect(),
        )
    }
}

impl serde::Serialize for Facelets {
    fn serialize<S: serde::Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = ser.serialize_map(Some(self.0.len()))?;
        for (sticker, colour) in &self.0 {
            map.serialize_entry(sticker, colour)?;
        }
        map.end()
    }
}

/// The facelet JSON of `state`: one line, keys in sticker order.
pub fn to_facelets_json(def: &'static PuzzleDef, state: &Perm) -> String {
    let quote = flat_json::quote;
    let entries: Vec<String> = Facelets::of(def, state)
        .0
        .iter()
        .map(|(s, c)| format!("{}: {}", quote(s), quote(c)))
        .collect();
    format!("{{{}}}", entries.join(", "))
}

/// The colour index of every sticker (in sticker order) from facelet JSON. Keys may come in
/// any order; colour names match as in [`colour_by_name`].
pub fn from_facelets_json(def: &PuzzleDef, text: &str) -> Result<Vec<usize>, FaceletError> {
    let entries = flat_json::read_object(text).map_err(|e| match e.problem {
        JsonProblem::NotAnObject => FaceletError::NotAnObject,
        problem => FaceletError::NotJson {
            line: e.line,
            column: e.column,
            message: problem.to_string(),
        },
    })?;
    let index: std::collections::HashMap<&str, usize> = def
        .stickers()
        .iter()
        .enumerate()
        .map(|(i, s)| (s.name.as_str(), i))
        .collect();
    let mut colours: Vec<Option<usize>> = vec![None; def.sticker_count()];
    for (name, value) in entries {
        let &s = index
            .get(name.as_str())
            .ok_or_else(|| FaceletError::UnknownSticker(name.clone()))?;
        if colours[s].is_some() {
            return Err(FaceletError::DuplicateSticker(name));
        }
        let colour = match value {
            FlatValue::Text(colour) => colour,
            FlatValue::Other(found) => {
                return Err(FaceletError::NotAString {
                    sticker: name,
                    found,
                })
            }
        };
        colours[s] =
            Some(
                colour_by_name(def, &colour).ok_or_else(|| FaceletError::UnknownColour {
                    sticker: name.clone(),
                    colour,
                    known: def.colours().join(" "),
                })?,
            );
    }
    colours
        .iter()
        .enumerate()
        .map(|(s, c)| c.ok_or_else(|| FaceletError::MissingSticker(def.stickers()[s].name.clone())))
        .collect()
}

impl ColourReader<'_> {
    /// [`from_facelets_json`] then [`ColourReader::read`]: the state a facelet file describes.
    pub fn read_facelets(&self, text: &str) -> Result<Perm, FaceletError> {
        Ok(self.read(&from_facelets_json(self.def(), text)?)?)
    }
}

impl ColourReader<'_> {
    /// Either form of colours: facelet JSON when the text starts with `{`, else one colour
    /// name per sticker in sticker order ([`super::parse_colours`]: `RRRRGGbG…`, or names
    /// separated by spaces or commas). What `minx state --facelets` and the page's
    /// `fromColours` read.
    pub fn read_any(&self, text: &str) -> Result<Perm, FaceletError> {
        if text.trim_start().starts_with('{') {
            self.read_facelets(text)
        } else {
            Ok(self.read_text(text)?)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;

    #[test]
    fn solved_megaminx_json_starts_with_face_a() {
        let def = PuzzleKind::Megaminx.def();
        let json = to_facelets_json(def, &def.identity());
        assert!(json.starts_with(r#"{"A:"#), "{json}");
        assert_eq!(json.matches(": ").count(), 120);
        let back = from_facelets_json(def, &json).unwrap();
        let solved: Vec<usize> = def.stickers().iter().map(|s| s.colour).collect();
        assert_eq!(back, solved);
    }

    #[test]
    fn errors_name_the_problem() {
        let def = PuzzleKind::Cube2.def();
        let json = to_facelets_json(def, &def.identity());
        let err = |text: &str| from_facelets_json(def, text).unwrap_err().to_string();
        assert_eq!(
            err("{\"1\": "),
            "not JSON: EOF while parsing a value at line 1, column 7"
        );
        assert_eq!(err("[1, 2]"), FaceletError::NotAnObject.to_string());
        assert_eq!(
            err(&json.replace("\"24\"", "\"25\"")),
            "unknown sticker name \"25\""
        );
        assert_eq!(
            err(&json.replace("\"24\": \"r\"", "\"1\": \"R\"")),
            "sticker 1 is given twice"
        );
        assert_eq!(
            err(&json.replace(", \"24\": \"r\"", "")),
            "missing sticker name 24"
        );
        assert_eq!(
            err(&json.replace("\"24\": \"r\"", "\"24\": 5")),
            "sticker 24: expected a colour name, found \"5\""
        );
        assert_eq!(
            err(&json.replace("\"24\": \"r\"", "\"24\": \"Q\"")),
            "unknown colour \"Q\" at sticker 24 (the colours are R G B b g r)"
        );
    }
}
