//! The side panel's state part: the position's texts, the solved badge, the notice, the
//! "solving…" line, Undo/Redo and the Twizzle link, from a [`Panel`].

use super::patch::Patch;
use crate::app::sim::Panel;

/// Reads one text of the panel.
type Field = fn(&Panel) -> &str;

/// The plain text fields: element id and how to read it from the panel.
const TEXT_FIELDS: &[(&str, Field)] = &[
    ("piece-cycles", |p| &p.piece_cycles),
    ("sticker-cycles", |p| &p.sticker_cycles),
    ("counts", |p| &p.counts),
    ("order", |p| &p.order),
    ("invariants", |p| &p.invariants),
    ("origin", |p| &p.origin),
    ("history", |p| &p.history),
    ("move-count", |p| &p.move_count),
];

/// The panel's patches; `twizzle` is the "Open in Twizzle" address, when there is one.
pub(super) fn panel(p: &Panel, twizzle: Option<String>) -> Vec<Patch> {
    let mut out: Vec<Patch> = TEXT_FIELDS
        .iter()
        .map(|(id, get)| Patch::text(id, get(p)))
        .collect();
    out.extend([
        Patch::text(
            "solved-badge",
            if p.solved { "solved" } else { "scrambled" },
        ),
        Patch::class("solved-badge", "is-solved", p.solved),
        Patch::class("history", "empty", p.history.is_empty()),
        Patch::hidden("notice", p.notice.is_none()),
        Patch::disabled("undo", !p.can_undo),
        Patch::disabled("redo", !p.can_redo),
        Patch::hidden("twizzle-link", twizzle.is_none()),
        Patch::hidden("solving", p.solving.is_none()),
    ]);
    if let Some(n) = &p.notice {
        out.push(Patch::text("notice", &n.text));
        out.push(Patch::class("notice", "error", n.is_error()));
    }
    if let Some(url) = twizzle {
        out.push(Patch::attr("twizzle-link", "href", url));
    }
    if let Some(s) = &p.solving {
        out.push(Patch::text("solving-text", &s.line));
        out.push(Patch::attr(
            "solving-progress",
            "value",
            s.percent.to_string(),
        ));
    }
    out
}
