//! Custom colours: a puzzle's display colours chosen face by face, and the text that carries
//! them (`A:ff0000,B:1d4fd6,…`, as a share link's `colours=` writes them). A face is named
//! by its colour's name in the puzzle's definition (`A`–`L`, the Pyraminx's `F`, the 2×2×2's
//! `r`), so nothing here names one puzzle. Untrusted text is read strictly and refused in
//! words, quoted ([`quote`]).

use thiserror::Error;

use super::catalog::PuzzleKind;
use super::scheme::{ColourScheme, Rgb};
use crate::quote::quote;

/// The scheme choice of custom colours (`scheme=custom`).
pub const CUSTOM: &str = "custom";

/// How the page names custom colours.
pub const CUSTOM_NAME: &str = "Custom";

/// Why a face's colour was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FaceColourError {
    /// Not `#rrggbb` (or `rrggbb`).
    #[error("{} is not a colour: write it as #rrggbb, six hex digits", quote(.0))]
    NotAColour(String),
    /// A face's colour in a list that is not one.
    #[error(
        "face {}: {} is not a colour (write it as rrggbb, six hex digits)",
        quote(.face),
        quote(.colour)
    )]
    FaceNotAColour {
        /// The face, as given.
        face: String,
        /// Its colour, as given.
        colour: String,
    },
    /// A face the puzzle does not have.
    #[error("the {puzzle} has no face {} (its faces are {faces})", quote(.face))]
    UnknownFace {
        /// The puzzle's name.
        puzzle: &'static str,
        /// The face asked for, as given.
        face: String,
        /// The puzzle's faces, in words.
        faces: String,
    },
    /// A face named twice in one list.
    #[error("face {} is given a colour twice", quote(.0))]
    Twice(String),
    /// An item of a list that is not `face:colour`.
    #[error("{} is not face:colour (as in A:ff0000)", quote(.0))]
    NotAPair(String),
}

/// `#rrggbb` or `rrggbb` (either case) as bytes; nothing else is a colour.
pub fn read_hex(text: &str) -> Result<Rgb, FaceColourError> {
    let digits = text.strip_prefix('#').unwrap_or(text);
    let bad = || FaceColourError::NotAColour(text.to_string());
    if digits.len() != 6 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(bad());
    }
    let byte = |i: usize| u8::from_str_radix(&digits[i..i + 2], 16).map_err(|_| bad());
    Ok([byte(0)?, byte(2)?, byte(4)?])
}

/// The index of the face (colour) of `puzzle` named `name`, or why not.
pub fn face_index(puzzle: PuzzleKind, name: &str) -> Result<usize, FaceColourError> {
    let names = puzzle.def().colours();
    names
        .iter()
        .position(|n| n == name)
        .ok_or_else(|| FaceColourError::UnknownFace {
            puzzle: puzzle.name(),
            face: name.to_string(),
            faces: names.join(" "),
        })
}

/// `colours` (one per colour of `puzzle`, in its order) as a list: `A:ff0000,B:1d4fd6,…`.
pub fn write_face_colours(puzzle: PuzzleKind, colours: &[Rgb]) -> String {
    puzzle
        .def()
        .colours()
        .iter()
        .zip(colours)
        .map(|(name, [r, g, b])| format!("{name}:{r:02x}{g:02x}{b:02x}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// Reads a list [`write_face_colours`] writes onto `base` (one colour per colour of
/// `puzzle`): each `face:rrggbb` sets that face, the faces it leaves out keep `base`'s. Each
/// face at most once; the first bad item is the error.
pub fn read_face_colours(
    puzzle: PuzzleKind,
    text: &str,
    base: &[Rgb],
) -> Result<Vec<Rgb>, FaceColourError> {
    let mut out = base.to_vec();
    let mut seen = vec![false; out.len()];
    for item in text.split(',').filter(|i| !i.is_empty()) {
        let (face, colour) = item
            .split_once(':')
            .ok_or_else(|| FaceColourError::NotAPair(item.to_string()))?;
        let f = face_index(puzzle, face)?;
        if std::mem::replace(&mut seen[f], true) {
            return Err(FaceColourError::Twice(face.to_string()));
        }
        out[f] = read_hex(colour).map_err(|_| FaceColourError::FaceNotAColour {
            face: face.to_string(),
            colour: colour.to_string(),
        })?;
    }
    Ok(out)
}

/// Whether dark letters read better than white ones on `rgb`: the one of black and white
/// with the higher contrast ratio (WCAG's relative luminance).
pub fn dark_ink(rgb: Rgb) -> bool {
    let linear = |c: u8| {
        let c = f32::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let [r, g, b] = rgb.map(linear);
    let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    // (L + 0.05) / 0.05 > 1.05 / (L + 0.05)
    (luminance + 0.05).powi(2) > 0.0525
}

impl ColourScheme {
    /// Custom colours as a scheme (`custom`, "Custom"), so the page lists them with the
    /// others and their closest pairs are computed the same way.
    pub fn custom(colours: Vec<Rgb>) -> ColourScheme {
        ColourScheme {
            key: CUSTOM,
            choice: CUSTOM.to_string(),
            name: CUSTOM_NAME.to_string(),
            colours,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_read_strictly() {
        assert_eq!(read_hex("#ff8000"), Ok([255, 128, 0]));
        assert_eq!(read_hex("FF8000"), Ok([255, 128, 0]));
        for bad in ["", "#fff", "#+f+f+f", "#ff80001", "red", "#ggg000", "#ééé"] {
            let e = read_hex(bad).unwrap_err().to_string();
            assert!(e.contains("#rrggbb"), "{bad}: {e}");
        }
        let long = read_hex(&"x".repeat(100_000)).unwrap_err().to_string();
        assert!(long.len() < 120, "quoted short: {long}");
    }

    /// Every puzzle's colours round-trip through the list; a partial list keeps the base's
    /// other faces; bad lists are refused naming the item.
    #[test]
    fn lists_round_trip_on_every_puzzle_and_bad_ones_say_what() {
        for kind in PuzzleKind::ALL {
            let base = kind.info().colour_schemes()[0].colours.clone();
            let mut mine = base.clone();
            mine[0] = [1, 2, 3];
            let text = write_face_colours(kind, &mine);
            assert_eq!(read_face_colours(kind, &text, &base), Ok(mine.clone()));
            let first = &kind.def().colours()[0];
            let one = format!("{first}:010203");
            assert_eq!(read_face_colours(kind, &one, &base), Ok(mine), "{kind}");
        }
        let base = PuzzleKind::Cube2.info().colour_schemes()[0].colours.clone();
        let read = |t: &str| read_face_colours(PuzzleKind::Cube2, t, &base);
        assert_eq!(read("b:000000").unwrap()[3], [0, 0, 0], "b is not B");
        let e = read("Q:ff0000").unwrap_err().to_string();
        assert_eq!(e, "the cube2 has no face \"Q\" (its faces are R G B b g r)");
        let e = read("R:ff0000,R:00ff00").unwrap_err().to_string();
        assert!(e.contains("twice"), "{e}");
        let e = read("R=ff0000").unwrap_err().to_string();
        assert!(e.contains("face:colour"), "{e}");
        let e = read("R:<script>").unwrap_err().to_string();
        assert!(
            e.contains("face \"R\": \"<script>\" is not a colour"),
            "{e}"
        );
    }

    #[test]
    fn ink_contrasts_with_the_sticker() {
        assert!(dark_ink([255, 255, 255]) && dark_ink([255, 214, 10]));
        assert!(!dark_ink([0, 0, 0]) && !dark_ink([29, 79, 214]) && !dark_ink([126, 55, 200]));
    }

    #[test]
    fn a_custom_scheme_is_listed_like_the_others() {
        let def = PuzzleKind::Pyraminx.def();
        let mut colours = vec![[0; 3]; def.colours().len()];
        colours[face_index(PuzzleKind::Pyraminx, "L").unwrap()] = [255; 3];
        let summary = ColourScheme::custom(colours).summary(def);
        assert_eq!((summary.key, summary.name.as_str()), (CUSTOM, CUSTOM_NAME));
        assert_eq!(summary.faces["L"], "#ffffff");
        assert!(!summary.cvd_safe, "three faces alike");
    }
}
