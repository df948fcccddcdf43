//! [`Tone`]: how a lit piece is lit. A solution step lights the pieces it works on; an alg
//! played phase by phase lights the places a commutator `[X, Y]` disturbs in three tones —
//! those only `X` moves, those only `Y` moves, and those both move (where it acts) — so one
//! sees why only a few pieces change in the end.

use serde::{Deserialize, Serialize};

/// How a lit piece is lit (the 3D view's rim and the net's outline take its colour).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::Display,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Tone {
    /// A piece of the step being played, or of the cycle chosen in the panel.
    #[default]
    Step,
    /// Moved by a commutator's `X` and not by its `Y`.
    XOnly,
    /// Moved by its `Y` and not by its `X`.
    YOnly,
    /// Moved by both: where the commutator acts.
    Both,
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::VariantArray;

    /// Each tone's name reads back as that tone.
    #[test]
    fn names_round_trip() {
        for &t in Tone::VARIANTS {
            assert_eq!(t.to_string().parse::<Tone>(), Ok(t));
        }
        assert_eq!(Tone::XOnly.to_string(), "x-only");
    }
}
