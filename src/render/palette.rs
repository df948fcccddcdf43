//! [`Palette`]: sticker colours per face, read from `assets/schemes.json` (the one place the
//! colour schemes are written down; the e2e pixel check reads the same file).

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::puzzle::{Face, PuzzleKind};

/// An sRGB colour.
pub type Rgb = [u8; 3];

/// The colour of each face's stickers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// Display name of the scheme.
    pub name: String,
    /// Colour by face index.
    pub faces: [Rgb; Face::COUNT],
}

#[derive(Deserialize)]
struct SchemeFile {
    name: String,
    faces: BTreeMap<String, String>,
}

const SCHEMES: &str = include_str!("../../assets/schemes.json");

fn hex(text: &str) -> Option<Rgb> {
    let t = text.strip_prefix('#')?;
    if t.len() != 6 {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(t.get(i..i + 2)?, 16).ok();
    Some([byte(0)?, byte(2)?, byte(4)?])
}

impl Palette {
    /// The scheme with this key (`wca` or `thesis`).
    pub fn named(key: &str) -> Option<Palette> {
        let all: BTreeMap<String, SchemeFile> = serde_json::from_str(SCHEMES).ok()?;
        let s = all.get(key)?;
        let mut faces = [[0; 3]; Face::COUNT];
        for f in Face::all() {
            faces[f.index()] = hex(s.faces.get(&f.to_string())?)?;
        }
        Some(Palette {
            name: s.name.clone(),
            faces,
        })
    }

    /// The default, WCA scheme.
    pub fn wca() -> Palette {
        Palette::named("wca").expect("assets/schemes.json has a valid wca scheme")
    }

    /// The colour of a face.
    pub fn colour(&self, f: Face) -> Rgb {
        self.faces[f.index()]
    }
}

/// [`puzzle_colours`] as CSS writes them: `#rrggbb`.
pub fn css_colours(puzzle: PuzzleKind, palette: &Palette) -> Vec<String> {
    let css = |[r, g, b]: Rgb| format!("#{r:02x}{g:02x}{b:02x}");
    puzzle_colours(puzzle, palette)
        .into_iter()
        .map(css)
        .collect()
}

/// The display colour of each of a puzzle's colours (index = colour number): the Megaminx's
/// from `palette`, the Pyraminx's and the 2×2×2's from their schemes in `assets/schemes.json`
/// (keyed by the colour names of their definitions).
pub fn puzzle_colours(puzzle: PuzzleKind, palette: &Palette) -> Vec<Rgb> {
    if puzzle == PuzzleKind::Megaminx {
        return palette.faces.to_vec();
    }
    let all: BTreeMap<String, SchemeFile> =
        serde_json::from_str(SCHEMES).expect("assets/schemes.json is valid");
    let scheme = &all[puzzle.name()];
    puzzle
        .def()
        .colours()
        .iter()
        .map(|name| {
            scheme
                .faces
                .get(name)
                .and_then(|h| hex(h))
                .expect("assets/schemes.json names every colour of the puzzle")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn css_colours_are_the_display_colours_in_hex() {
        let palette = Palette::wca();
        for puzzle in PuzzleKind::ALL {
            let rgb = puzzle_colours(puzzle, &palette);
            let css = css_colours(puzzle, &palette);
            assert_eq!(css.len(), rgb.len());
            for (text, [r, g, b]) in css.iter().zip(rgb) {
                let byte = |k: usize| u8::from_str_radix(&text[k..k + 2], 16).unwrap();
                assert_eq!((text.len(), byte(1), byte(3), byte(5)), (7, r, g, b));
            }
        }
    }

    #[test]
    fn both_schemes_load_with_twelve_distinct_colours() {
        for key in ["wca", "thesis"] {
            let p = Palette::named(key).unwrap();
            for a in 0..12 {
                for b in a + 1..12 {
                    assert_ne!(p.faces[a], p.faces[b], "{key}: faces {a} and {b}");
                }
            }
        }
        assert_eq!(Palette::wca().colour(Face::L), [255, 255, 255]);
        assert!(Palette::named("nope").is_none());
    }

    #[test]
    fn every_puzzle_has_distinct_colours() {
        for kind in PuzzleKind::ALL {
            let c = puzzle_colours(kind, &Palette::wca());
            assert_eq!(c.len(), kind.def().colours().len());
            for a in 0..c.len() {
                for b in a + 1..c.len() {
                    assert_ne!(c[a], c[b], "{kind}");
                }
            }
        }
    }
}
