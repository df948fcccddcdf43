//! The solution section, for every puzzle: summary, progress, Play/Pause and the step list —
//! one row per step ([`step_row`]), the row the next move
//! belongs to marked `current` with its part (setup, core or undo) `active` and kept in
//! sight, the row that shares that move marked `joint`.

use super::patch::Patch;
use crate::app::draw::{classes, Node};
use crate::app::sim::SolutionPanel;
use crate::app::sim::StepRow;
use crate::app::solve::{Part, Search};

/// How a row is marked.
#[derive(Clone, Copy, Debug, Default)]
struct Mark {
    /// The next move belongs to it.
    pub current: bool,
    /// It shares the next move with the current row.
    pub joint: bool,
    /// The part the next move belongs to.
    pub active: Option<Part>,
}

/// The section's patches (hidden, its list emptied, without a solution).
pub(super) fn solution(s: Option<&SolutionPanel>) -> Vec<Patch> {
    let Some(s) = s else {
        return vec![
            Patch::hidden("solution", true),
            Patch::children("steps", Vec::new()),
        ];
    };
    let current = s.current.map(|(i, _)| i);
    let rows = s.steps.iter().enumerate().map(|(i, row)| {
        let mark = Mark {
            current: current == Some(i),
            joint: s.joint.contains(&i),
            active: s.current.filter(|&(c, _)| c == i).map(|(_, part)| part),
        };
        step_row(i, row, mark)
    });
    vec![
        Patch::hidden("solution", false),
        Patch::text("sol-summary", &s.summary),
        Patch::text("sol-progress-text", &s.progress),
        Patch::attr("sol-progress", "max", s.position.1.max(1).to_string()),
        Patch::attr("sol-progress", "value", s.position.0.to_string()),
        Patch::text("sol-play", if s.playing { "Pause" } else { "Play" }),
        Patch::children("steps", rows.collect()),
        Patch::reveal("steps", current),
    ]
}

/// The search for shorter plans under the summary: its line ("Searching… 79 → 75 FTM") and,
/// while it runs, Stop; hidden when the open plan came with none.
pub(super) fn search(s: Option<&Search>) -> Vec<Patch> {
    let running = s.is_some_and(Search::is_running);
    let mut out = vec![
        Patch::hidden("sol-search", s.is_none()),
        Patch::hidden("sol-search-stop", !running),
        Patch::class("sol-search", "running", running),
    ];
    if let Some(s) = s {
        out.push(Patch::text("sol-search-text", s.line()));
    }
    out
}

/// Row `i` of a step list: a jump button, the moves as setup · core · undo, what it plays
/// and the explanation.
fn step_row(i: usize, row: &StepRow, mark: Mark) -> Node {
    let class = classes("step", [(mark.current, "current"), (mark.joint, "joint")]);
    let jump = Node::new("button")
        .class("step-jump")
        .attr("type", "button")
        .attr("data-step", i.to_string())
        .text(format!(
            "{}. {} · {}",
            i + 1,
            row.text.phase,
            row.text.pieces
        ));
    let played = Node::new("div")
        .class("step-played")
        .attr(
            "title",
            "The moves this step plays after cancellation; a move merged with the next or previous step's shows in both",
        )
        .child(Node::new("span").class("played-label").text(format!("plays {}: ", row.played_count)))
        .child(Node::new("span").class("played-moves").text(&row.played));
    let about = format!(
        "{} ({} moves as written)",
        row.text.explanation, row.text.moves
    );
    Node::new("li")
        .class(&class)
        .child(jump)
        .child(moves(row, mark.active))
        .child(played)
        .child(Node::new("p").class("step-about").text(about))
}

/// The moves as `setup · core · undo`, a dash for an empty part, the `active` one marked.
fn moves(row: &StepRow, active: Option<Part>) -> Node {
    let parts = [
        (Part::Setup, "setup", &row.text.setup),
        (Part::Core, "core", &row.text.core),
        (Part::Undo, "undo", &row.text.undo),
    ];
    let mut out = Node::new("div").class("step-moves");
    for (k, (part, name, text)) in parts.into_iter().enumerate() {
        if k > 0 {
            out = out.child(Node::new("span").class("sep").text(" · "));
        }
        let shown = if text.is_empty() {
            "–"
        } else {
            text.as_str()
        };
        let class = classes(&format!("part {name}"), [(active == Some(part), "active")]);
        out = out.child(
            Node::new("span")
                .class(&class)
                .attr("title", name)
                .text(shown),
        );
    }
    out
}
