//! [`ColourScheme`]: a puzzle's display colours, read once from `assets/schemes.json` (the one
//! place the colour schemes are written down; the e2e pixel check reads the same file) into
//! its registry record, in the order of its definition's colours.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::colour_vision::{cvd_safe, ClosestPair, Vision};
use super::def::PuzzleDef;

/// An sRGB colour.
pub type Rgb = [u8; 3];

/// One scheme of a puzzle: its key in the file (`pyraminx-cvd`), the page's choice it
/// answers (`cvd`), its display name (`Colour-blind safe`), and the colour of each of the
/// puzzle's colours (index = colour number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourScheme {
    /// The key in `assets/schemes.json`.
    pub key: &'static str,
    /// The choice of scheme (the same for every puzzle: `wca`, `thesis`, `cvd`) this scheme
    /// stands for on its puzzle: the file's `choice`, else its key.
    pub choice: String,
    /// How the page names it.
    pub name: String,
    /// The display colour of each colour of the definition.
    pub colours: Vec<Rgb>,
}

/// A scheme as the file writes it: colour names to `#rrggbb`, and which choice it answers
/// when that is not its key.
#[derive(Deserialize)]
struct SchemeFile {
    name: String,
    #[serde(default)]
    choice: Option<String>,
    faces: BTreeMap<String, String>,
}

/// A scheme as the page lists it (`window.minx.schemes()`): `{key, choice, name, faces: {A:
/// '#rrggbb', …}, cvdSafe, closest}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SchemeSummary {
    /// The key in `assets/schemes.json`.
    pub key: &'static str,
    /// The choice it answers (see [`ColourScheme::choice`]).
    pub choice: String,
    /// Its display name.
    pub name: String,
    /// Each colour of the puzzle (by the definition's colour name) as `#rrggbb`.
    pub faces: BTreeMap<String, String>,
    /// Whether its colours stay [`SAFE_DELTA_E`](super::colour_vision::SAFE_DELTA_E) apart
    /// under every vision, computed.
    pub cvd_safe: bool,
    /// Its closest pair of colours under each vision, normal first.
    pub closest: Vec<ClosestPair>,
}

const SCHEMES: &str = include_str!("../../assets/schemes.json");

/// The file, parsed once.
fn file() -> &'static BTreeMap<String, SchemeFile> {
    static CELL: OnceLock<BTreeMap<String, SchemeFile>> = OnceLock::new();
    CELL.get_or_init(|| serde_json::from_str(SCHEMES).expect("assets/schemes.json is valid"))
}

/// Bytes as `#rrggbb` (what `hex` reads).
pub fn css(rgb: Rgb) -> String {
    let [r, g, b] = rgb;
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// `#rrggbb` as bytes.
pub fn hex(text: &str) -> Option<Rgb> {
    let t = text.strip_prefix('#')?;
    if t.len() != 6 {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(t.get(i..i + 2)?, 16).ok();
    Some([byte(0)?, byte(2)?, byte(4)?])
}

impl ColourScheme {
    /// The scheme `key` for the colours of `def` (panics when the file lacks one: every
    /// registered puzzle's schemes are read by a test).
    pub(super) fn read(def: &PuzzleDef, key: &'static str) -> ColourScheme {
        let scheme = file()
            .get(key)
            .unwrap_or_else(|| panic!("assets/schemes.json has no scheme {key}"));
        let colours = def.colours().iter().map(|name| {
            scheme
                .faces
                .get(name)
                .and_then(|h| hex(h))
                .unwrap_or_else(|| panic!("scheme {key} gives colour {name} as #rrggbb"))
        });
        ColourScheme {
            key,
            choice: scheme.choice.clone().unwrap_or_else(|| key.to_string()),
            name: scheme.name.clone(),
            colours: colours.collect(),
        }
    }

    /// Its closest pair of colours under each vision, normal first (none for a scheme of
    /// fewer than two colours).
    pub fn closest_pairs(&self) -> Vec<ClosestPair> {
        Vision::ALL
            .iter()
            .filter_map(|v| v.closest_pair(&self.colours))
            .collect()
    }

    /// The page's listing of this scheme of `def`'s colours.
    pub fn summary(&self, def: &PuzzleDef) -> SchemeSummary {
        SchemeSummary {
            key: self.key,
            choice: self.choice.clone(),
            name: self.name.clone(),
            faces: def
                .colours()
                .iter()
                .zip(&self.colours)
                .map(|(name, &rgb)| (name.clone(), css(rgb)))
                .collect(),
            cvd_safe: cvd_safe(&self.colours),
            closest: self.closest_pairs(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;

    /// Every puzzle lists its schemes with a colour for each of its colour names, in the hex
    /// `hex` reads, its default first, and answers the `cvd` choice with its own scheme.
    #[test]
    fn summaries_name_every_colour_and_the_cvd_choice_works_everywhere() {
        for kind in PuzzleKind::ALL {
            let info = kind.info();
            let list = info.scheme_summaries();
            assert_eq!(list[0].key, info.schemes[0], "{kind}");
            for s in &list {
                assert_eq!(
                    s.faces.len(),
                    info.def().colours().len(),
                    "{kind} {}",
                    s.key
                );
                let scheme = info.colour_scheme(s.key);
                for (name, text) in &s.faces {
                    let c = info.def().colours().iter().position(|n| n == name).unwrap();
                    assert_eq!(hex(text), Some(scheme.colours[c]), "{kind} {name}");
                }
                assert_eq!(s.closest.len(), 4);
            }
            let cvd = info.colour_scheme("cvd");
            assert_eq!(cvd.choice, "cvd", "{kind}");
            let listed = list.iter().find(|s| s.key == cvd.key).unwrap();
            assert!(listed.cvd_safe, "{kind}");
            assert!(!list[0].cvd_safe, "{kind}: the default scheme is not safe");
        }
        let json = serde_json::to_value(PuzzleKind::Pyraminx.info().scheme_summaries()).unwrap();
        assert_eq!(json[1]["faces"]["F"], "#1eb487");
        assert_eq!(json[1]["cvdSafe"], true);
        assert_eq!(json[1]["closest"][0]["vision"], "normal");
    }
}
