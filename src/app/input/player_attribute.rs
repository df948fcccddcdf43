//! [`PlayerAttribute`]: one attribute of `<minx-player>` read into a typed value — the names
//! twisty-player gives them where it has one, minx's own otherwise — or an
//! [`AttributeError`] that says which attribute and why (the value quoted and cut short).
//! A removed attribute (`None`) reads as its default; a boolean one is on when present
//! unless it says `false`.

use std::str::FromStr;

use thiserror::Error;

use super::alg_timeline::Anchor;
use crate::puzzle::notation::{input_notation, Notation};
use crate::puzzle::PuzzleKind;
use crate::quote::{quote, unknown, Named, UnknownName};

/// How the player draws the puzzle (`visualization`).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    strum::Display,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[strum(parse_err_ty = UnknownName, parse_err_fn = unknown::<Self>)]
pub enum Visualization {
    /// The model in 3D.
    #[default]
    #[strum(serialize = "3D")]
    ThreeD,
    /// The flat net.
    #[strum(serialize = "2D")]
    TwoD,
}

impl Named for Visualization {
    const WHAT: &'static str = "visualization";
}

/// Whether the player shows its transport buttons (`control-panel`).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    strum::Display,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[strum(
    serialize_all = "kebab-case",
    parse_err_ty = UnknownName,
    parse_err_fn = unknown::<Self>
)]
pub enum ControlPanel {
    /// A row of buttons under the puzzle.
    #[default]
    BottomRow,
    /// None: the page drives the player through its methods.
    None,
}

impl Named for ControlPanel {
    const WHAT: &'static str = "control panel";
}

/// What the player draws behind the puzzle (`background`).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    strum::Display,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[strum(
    serialize_all = "kebab-case",
    parse_err_ty = UnknownName,
    parse_err_fn = unknown::<Self>
)]
pub enum Background {
    /// The player's own.
    #[default]
    Auto,
    /// Nothing: the host page shows through.
    None,
}

impl Named for Background {
    const WHAT: &'static str = "background";
}

/// One attribute of the player, read.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerAttribute {
    /// `puzzle`: any puzzle of the registry (the Megaminx by default).
    Puzzle(PuzzleKind),
    /// `alg`: the moves played.
    Alg(String),
    /// `experimental-setup-alg`: the moves that set the puzzle up.
    SetupAlg(String),
    /// `experimental-setup-anchor`: `start` or `end`.
    SetupAnchor(Anchor),
    /// `visualization`: `3D` or `2D` (the flat net).
    Visualization(Visualization),
    /// `control-panel`: `bottom-row` or `none`.
    ControlPanel(ControlPanel),
    /// `background`: `auto` or `none` (transparent).
    Background(Background),
    /// `tempo-scale`: how fast turns play (1 = normal).
    TempoScale(f64),
    /// `camera-latitude`: degrees the camera looks down from above the equator (−90 to 90).
    CameraLatitude(f64),
    /// `camera-longitude`: degrees the camera has gone round the puzzle.
    CameraLongitude(f64),
    /// `notation`: of `alg` and the setup, `thesis` or `wca` (the puzzle's first when unset).
    Notation(Option<Notation>),
    /// `arrows`: cycle arrows drawn on the puzzle.
    Arrows(bool),
    /// `letters`: face letters on the stickers.
    Letters(bool),
    /// `scheme`: a colour scheme by name (`wca`, `cvd`, …; the puzzle's default when unset).
    Scheme(Option<String>),
    /// `phases`: a bracketed alg played phase by phase, the phase named under the puzzle.
    Phases(bool),
    /// `cycles`: a caption with the position as disjoint cycles.
    Cycles(bool),
}

/// The most `tempo-scale` may be (turns already take a few frames at that speed).
pub const MAX_TEMPO: f64 = 16.0;

/// Why an attribute was not taken.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum AttributeError {
    /// A name the player does not have.
    #[error("unknown attribute {}", quote(.0))]
    Unknown(String),
    /// A value the attribute does not take.
    #[error("{name}: {reason}")]
    Bad {
        /// The attribute.
        name: &'static str,
        /// Why.
        reason: String,
    },
}

impl PlayerAttribute {
    /// Every attribute's name, as the element observes them.
    pub const NAMES: [&'static str; 16] = [
        "puzzle",
        "alg",
        "experimental-setup-alg",
        "experimental-setup-anchor",
        "visualization",
        "control-panel",
        "background",
        "tempo-scale",
        "camera-latitude",
        "camera-longitude",
        "notation",
        "arrows",
        "letters",
        "scheme",
        "phases",
        "cycles",
    ];

    /// Reads attribute `name` with `value` (`None`: removed, its default).
    pub fn read(name: &str, value: Option<&str>) -> Result<PlayerAttribute, AttributeError> {
        let Some(&known) = Self::NAMES.iter().find(|&&n| n == name) else {
            return Err(AttributeError::Unknown(name.to_string()));
        };
        let bad = |reason: String| AttributeError::Bad {
            name: known,
            reason,
        };
        let text = value.unwrap_or("").trim();
        let on = value.is_some_and(|v| !v.trim().eq_ignore_ascii_case("false"));
        let named = |text: &str| (!text.is_empty()).then(|| text.to_string());
        use PlayerAttribute as P;
        Ok(match known {
            "puzzle" if text.is_empty() => P::Puzzle(PuzzleKind::Megaminx),
            "puzzle" => P::Puzzle(text.parse().map_err(|e: UnknownName| bad(e.to_string()))?),
            "alg" => P::Alg(text.to_string()),
            "experimental-setup-alg" => P::SetupAlg(text.to_string()),
            "experimental-setup-anchor" => {
                P::SetupAnchor(or_default(text).map_err(|e| bad(e.to_string()))?)
            }
            "visualization" => P::Visualization(or_default(text).map_err(|e| bad(e.to_string()))?),
            "control-panel" => P::ControlPanel(or_default(text).map_err(|e| bad(e.to_string()))?),
            "background" => P::Background(or_default(text).map_err(|e| bad(e.to_string()))?),
            "tempo-scale" => P::TempoScale(
                number(text, 1.0, |x| x > 0.0 && x <= MAX_TEMPO).map_err(|_| {
                    bad(format!(
                        "{} is no speed above 0 and up to {MAX_TEMPO}",
                        quote(text)
                    ))
                })?,
            ),
            "camera-latitude" => P::CameraLatitude(
                number(text, 0.0, |x| x.abs() <= 90.0)
                    .map_err(|_| bad(format!("{} is no latitude from -90 to 90", quote(text))))?,
            ),
            "camera-longitude" => P::CameraLongitude(
                number(text, 0.0, f64::is_finite)
                    .map_err(|_| bad(format!("{} is no longitude in degrees", quote(text))))?,
            ),
            "notation" => P::Notation(match named(text) {
                None => None,
                Some(n) => Some(input_notation(&n).ok_or_else(|| {
                    bad(format!(
                        "unknown notation {} (expected thesis or wca)",
                        quote(&n)
                    ))
                })?),
            }),
            "arrows" => P::Arrows(on),
            "letters" => P::Letters(on),
            "scheme" => P::Scheme(named(text)),
            "phases" => P::Phases(on),
            _ => P::Cycles(on),
        })
    }
}

/// A named value, or the type's default when the text is empty.
fn or_default<T: Default + FromStr<Err = UnknownName>>(text: &str) -> Result<T, UnknownName> {
    if text.is_empty() {
        Ok(T::default())
    } else {
        text.parse()
    }
}

/// A number that `fits`, or `default` when the text is empty.
fn number(text: &str, default: f64, fits: impl Fn(f64) -> bool) -> Result<f64, ()> {
    if text.is_empty() {
        return Ok(default);
    }
    text.parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && fits(*x))
        .ok_or(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_its_default_when_removed() {
        for name in PlayerAttribute::NAMES {
            assert!(PlayerAttribute::read(name, None).is_ok(), "{name}");
        }
        let read = |n, v| PlayerAttribute::read(n, Some(v));
        assert_eq!(
            read("puzzle", "kilominx"),
            Ok(PlayerAttribute::Puzzle(PuzzleKind::Kilominx))
        );
        assert_eq!(
            read("visualization", "2D"),
            Ok(PlayerAttribute::Visualization(Visualization::TwoD))
        );
        assert_eq!(
            read("experimental-setup-anchor", "end"),
            Ok(PlayerAttribute::SetupAnchor(Anchor::End))
        );
        assert_eq!(
            read("control-panel", "none"),
            Ok(PlayerAttribute::ControlPanel(ControlPanel::None))
        );
        assert_eq!(read("arrows", ""), Ok(PlayerAttribute::Arrows(true)));
        assert_eq!(read("arrows", "false"), Ok(PlayerAttribute::Arrows(false)));
        assert_eq!(
            read("notation", "wca"),
            Ok(PlayerAttribute::Notation(Some(Notation::Wca)))
        );
        assert_eq!(
            read("tempo-scale", "2.5"),
            Ok(PlayerAttribute::TempoScale(2.5))
        );
    }

    /// A bad value names the attribute and shows what it was, escaped and short.
    #[test]
    fn bad_values_say_which_attribute_and_why() {
        let read = |n, v| PlayerAttribute::read(n, Some(v)).unwrap_err().to_string();
        assert_eq!(
            read("puzzle", "rubik"),
            "puzzle: unknown puzzle \"rubik\" (expected megaminx, pyraminx, cube2 or kilominx)"
        );
        assert!(read("visualization", "PG3D").starts_with("visualization: unknown visualization"));
        assert!(read("tempo-scale", "-1").contains("no speed"));
        assert!(read("tempo-scale", "NaN").contains("no speed"));
        assert!(read("camera-latitude", "91").contains("no latitude"));
        assert!(read("notation", "\u{1b}[31m").contains("\\u{1b}"));
        let long = read("camera-longitude", &"9".repeat(100_000));
        assert!(long.len() < 120, "{long}");
        assert_eq!(
            PlayerAttribute::read("colour", Some("x")),
            Err(AttributeError::Unknown("colour".into()))
        );
    }
}
