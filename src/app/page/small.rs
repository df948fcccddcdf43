//! The small puzzles' Solve section (Pyraminx, 2×2×2): summary, progress, Play/Pause, the
//! move and step buttons (usable once there is a plan) and the step list, its current row
//! marked.

use super::patch::Patch;
use super::steps::{step_row, Mark};
use crate::app::Lab;

/// The buttons that step through a plan.
const BUTTONS: [&str; 5] = [
    "small-prev-step",
    "small-prev-move",
    "small-play",
    "small-next-move",
    "small-next-step",
];

/// The section's patches.
pub(super) fn small(lab: &Lab) -> Vec<Patch> {
    let player = lab.small_shown();
    let (pos, n) = player.map_or((0, 1), |p| (p.pos, p.plan.moves.len().max(1)));
    let current = player.and_then(|p| p.current_step());
    let steps = player.map_or(&[][..], |p| &p.plan.steps);
    let rows = steps.iter().enumerate().map(|(i, step)| {
        let mark = Mark {
            current: current == Some(i),
            ..Mark::default()
        };
        step_row(i, &step.row(), mark)
    });
    let mut out = vec![
        Patch::text("small-summary", lab.small_summary()),
        Patch::attr("small-progress", "max", n.to_string()),
        Patch::attr("small-progress", "value", pos.to_string()),
        Patch::text(
            "small-play",
            if lab.small_playing() { "Pause" } else { "Play" },
        ),
        Patch::children("small-steps", rows.collect()),
    ];
    out.extend(BUTTONS.map(|id| Patch::disabled(id, player.is_none())));
    out
}
