//! [`AlgTimeline`]: an alg to play as a player plays it — the puzzle set up, then the alg's
//! moves (or its phases) as the steps of the solution panel; and [`TimelineCommand`], what a
//! player's transport does with them. `<minx-player>`'s attributes read into the first, its
//! buttons and methods into the second; the page API names both (`openAlg`, `playAlg`,
//! `pause`, `togglePlay`, `jumpToStart`, `jumpToEnd`).

use crate::quote::{unknown, Named, UnknownName};

/// Where the setup alg holds: before the alg (`start`: the alg plays from the set-up
/// position) or after it (`end`: the alg ends at the set-up position), as twisty-player's
/// `experimental-setup-anchor` says.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    strum::Display,
    strum::EnumCount,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[strum(
    serialize_all = "kebab-case",
    parse_err_ty = UnknownName,
    parse_err_fn = unknown::<Self>
)]
pub enum Anchor {
    /// The setup, then the alg.
    #[default]
    Start,
    /// The setup is where the alg ends: it starts from the setup and the alg undone.
    End,
}

impl Named for Anchor {
    const WHAT: &'static str = "setup anchor";
}

/// An alg to step through from a set-up position, on the puzzle on screen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AlgTimeline {
    /// The moves played.
    pub alg: String,
    /// The moves that set the puzzle up (never played as steps).
    pub setup: String,
    /// Where the setup holds.
    pub anchor: Anchor,
    /// The notation of both (the puzzle's first when `None`).
    pub notation: Option<String>,
    /// Play a bracketed alg phase by phase (`S`, `X`, `Y`, `X⁻¹`, `Y⁻¹`, `S⁻¹`), each a
    /// step named by its phase; otherwise the alg is one step.
    pub phases: bool,
}

/// What a player's transport does with the open alg.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimelineCommand {
    /// Play to the end, from the start when it is at the end already.
    Play,
    /// Stop playing where it is.
    Pause,
    /// Play, or pause while playing (the player's button).
    Toggle,
    /// Jump to the start, without animation.
    Start,
    /// Jump to the end, without animation.
    End,
}
