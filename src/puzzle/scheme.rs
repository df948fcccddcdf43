//! [`ColourScheme`]: a puzzle's display colours, read once from `assets/schemes.json` (the one
//! place the colour schemes are written down; the e2e pixel check reads the same file) into
//! its registry record, in the order of its definition's colours.

use std::collections::BTreeMap;

use serde::Serialize;

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

/// One scheme of `assets/schemes.json` as `build.rs` writes it into the crate: its key, display
/// name, the choice it answers when that is not its key, and `#rrggbb` of each colour name.
struct SchemeRow {
    key: &'static str,
    name: &'static str,
    choice: Option<&'static str>,
    faces: &'static [(&'static str, Rgb)],
}

/// Every scheme of the file, by key (read at build time: the page carries no JSON reader).
const SCHEMES: &[SchemeRow] = include!(concat!(env!("OUT_DIR"), "/schemes.rs"));

/// Bytes as `#rrggbb`.
pub fn css(rgb: Rgb) -> String {
    let [r, g, b] = rgb;
    format!("#{r:02x}{g:02x}{b:02x}")
}

impl ColourScheme {
    /// The scheme `key` for the colours of `def` (panics when the file lacks one: every
    /// registered puzzle's schemes are read by a test).
    pub(super) fn read(def: &PuzzleDef, key: &'static str) -> ColourScheme {
        let scheme = SCHEMES
            .iter()
            .find(|s| s.key == key)
            .unwrap_or_else(|| panic!("assets/schemes.json has no scheme {key}"));
        let colours = def.colours().iter().map(|name| {
            let face = scheme
                .faces
                .iter()
                .find(|(colour, _)| *colour == name.as_str());
            face.map(|&(_, rgb)| rgb)
                .unwrap_or_else(|| panic!("scheme {key} gives colour {name} as #rrggbb"))
        });
        ColourScheme {
            key,
            choice: scheme.choice.unwrap_or(key).to_string(),
            name: scheme.name.to_string(),
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
            // Inserted one by one: `collect()` into a B-tree map sorts first, and that sort
            // was the last of the standard sorts in the page's wasm (see `crate::sort`).
            faces: {
                let mut faces = BTreeMap::new();
                for (name, &rgb) in def.colours().iter().zip(&self.colours) {
                    faces.insert(name.clone(), css(rgb));
                }
                faces
            },
            cvd_safe: cvd_safe(&self.colours),
            closest: self.closest_pairs(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;

    /// build.rs's table is the file: every scheme, name, choice and colour, read here with
    /// serde_json.
    #[test]
    fn the_built_table_is_the_file() {
        let text = include_str!("../../assets/schemes.json");
        let file: serde_json::Map<String, serde_json::Value> = serde_json::from_str(text).unwrap();
        assert_eq!(SCHEMES.len(), file.len());
        for row in SCHEMES {
            let scheme = &file[row.key];
            assert_eq!(scheme["name"], row.name, "{}", row.key);
            assert_eq!(scheme.get("choice").and_then(|c| c.as_str()), row.choice);
            let faces = scheme["faces"].as_object().unwrap();
            assert_eq!(faces.len(), row.faces.len(), "{}", row.key);
            for &(colour, rgb) in row.faces {
                assert_eq!(faces[colour], css(rgb), "{} {colour}", row.key);
            }
        }
    }

    /// Every puzzle lists its schemes with a colour for each of its colour names, as
    /// `#rrggbb`, its default first, and answers the `cvd` choice with its own scheme.
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
                    let rgb = super::super::face_colours::read_hex(text).ok();
                    assert_eq!(rgb, Some(scheme.colours[c]), "{kind} {name}");
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
