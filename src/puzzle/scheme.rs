//! [`ColourScheme`]: a puzzle's display colours, read once from `assets/schemes.json` (the one
//! place the colour schemes are written down; the e2e pixel check reads the same file) into
//! its registry record, in the order of its definition's colours.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::def::PuzzleDef;

/// An sRGB colour.
pub type Rgb = [u8; 3];

/// One scheme of a puzzle: its key in the file (`wca`), its display name (`WCA`), and the
/// colour of each of the puzzle's colours (index = colour number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourScheme {
    /// The key in `assets/schemes.json`.
    pub key: &'static str,
    /// How the page names it.
    pub name: String,
    /// The display colour of each colour of the definition.
    pub colours: Vec<Rgb>,
}

/// A scheme as the file writes it: colour names to `#rrggbb`.
#[derive(Deserialize)]
struct SchemeFile {
    name: String,
    faces: BTreeMap<String, String>,
}

const SCHEMES: &str = include_str!("../../assets/schemes.json");

/// The file, parsed once.
fn file() -> &'static BTreeMap<String, SchemeFile> {
    static CELL: OnceLock<BTreeMap<String, SchemeFile>> = OnceLock::new();
    CELL.get_or_init(|| serde_json::from_str(SCHEMES).expect("assets/schemes.json is valid"))
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
            name: scheme.name.clone(),
            colours: colours.collect(),
        }
    }
}
