//! [`Palette`]: the page's colour scheme (the Megaminx's faces), and each puzzle's colours in
//! it — read once into the puzzles' registry records from `assets/schemes.json`, or the
//! lab's custom colours of each puzzle.

use crate::app::Lab;
use crate::puzzle::{Face, PuzzleKind, CUSTOM, CUSTOM_NAME};

pub use crate::puzzle::Rgb;

/// The colour of each face's stickers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// The scheme chosen: a key in `assets/schemes.json` or a choice (`wca`, `cvd`), which
    /// each puzzle reads as its own scheme of that choice ([`puzzle_colours`]).
    pub key: String,
    /// Display name of the scheme.
    pub name: String,
    /// Colour by face index.
    pub faces: [Rgb; Face::COUNT],
    /// With the `custom` key, each puzzle's custom colours (those the lab has).
    pub custom: Vec<(PuzzleKind, Vec<Rgb>)>,
}

impl Palette {
    /// The Megaminx's scheme with this key (`wca` or `thesis`), as its registry record read it.
    pub fn named(key: &str) -> Option<Palette> {
        let info = PuzzleKind::Megaminx.info();
        let s = info.colour_schemes().iter().find(|s| s.key == key)?;
        Some(Palette {
            key: s.key.to_string(),
            name: s.name.clone(),
            faces: s.colours.clone().try_into().ok()?,
            custom: Vec::new(),
        })
    }

    /// The palette of the lab's scheme choice (`Lab::scheme`): its key is the choice, so
    /// every puzzle shows its own scheme of it; the Megaminx's faces as that choice (or its
    /// default) colours them.
    pub fn chosen(choice: &str) -> Palette {
        let s = PuzzleKind::Megaminx.info().colour_scheme(choice);
        Palette {
            key: choice.to_string(),
            name: s.name.clone(),
            faces: s
                .colours
                .clone()
                .try_into()
                .expect("a Megaminx scheme has 12 colours"),
            custom: Vec::new(),
        }
    }

    /// The palette of what `lab` shows: its scheme choice, and with custom colours, each
    /// puzzle's.
    pub fn of_lab(lab: &Lab) -> Palette {
        let mut palette = Palette::chosen(lab.scheme());
        if lab.scheme() == CUSTOM {
            palette.name = CUSTOM_NAME.to_string();
            palette.custom = PuzzleKind::ALL
                .iter()
                .filter_map(|&p| Some((p, lab.custom_colours(p)?.to_vec())))
                .collect();
            if let Ok(faces) = lab.colours_of(PuzzleKind::Megaminx).try_into() {
                palette.faces = faces;
            }
        }
        palette
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

/// The display colour of each of a puzzle's colours (index = colour number): its custom
/// colours in a custom palette, else its registry record's scheme of `palette`'s key, or its
/// default scheme (read once, in the record).
pub fn puzzle_colours(puzzle: PuzzleKind, palette: &Palette) -> Vec<Rgb> {
    let custom = palette.custom.iter().find(|(p, _)| *p == puzzle);
    match custom {
        Some((_, colours)) if palette.key == CUSTOM => colours.clone(),
        _ => puzzle.info().colour_scheme(&palette.key).colours.clone(),
    }
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

    /// A lab's palette draws every puzzle in the colours the lab shows, custom ones too.
    #[test]
    fn the_labs_palette_has_its_custom_colours() {
        let mut lab = Lab::new();
        assert_eq!(Palette::of_lab(&lab), Palette::wca());
        lab.select(PuzzleKind::Kilominx);
        lab.set_face_colour("C", "#010203").unwrap();
        let palette = Palette::of_lab(&lab);
        for puzzle in PuzzleKind::ALL {
            assert_eq!(puzzle_colours(puzzle, &palette), lab.colours_of(puzzle));
        }
        assert_eq!(puzzle_colours(PuzzleKind::Kilominx, &palette)[2], [1, 2, 3]);
        lab.set_scheme("thesis").unwrap();
        assert_eq!(Palette::of_lab(&lab), Palette::named("thesis").unwrap());
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
