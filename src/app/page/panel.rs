//! The side panel's state part: the position's texts, the solved badge, the notice, the
//! "solving…" line, Undo/Redo and the Twizzle link, from a [`Panel`].

use super::patch::Patch;
use crate::app::draw::{classes, Node};
use crate::app::sim::Panel;

/// Reads one text of the panel.
type Field = fn(&Panel) -> &str;

/// The plain text fields: element id and how to read it from the panel.
const TEXT_FIELDS: &[(&str, Field)] = &[
    ("sticker-cycles", |p| &p.sticker_cycles),
    ("counts", |p| &p.counts),
    ("order", |p| &p.order),
    ("invariants", |p| &p.invariants),
    ("origin", |p| &p.origin),
    ("history", |p| &p.history),
    ("move-count", |p| &p.move_count),
];

/// The panel's patches; `twizzle` is the "Open in Twizzle" address, when there is one;
/// `focus` the cycle lit alone.
pub(super) fn panel(p: &Panel, twizzle: Option<String>, focus: Option<&str>) -> Vec<Patch> {
    let mut out: Vec<Patch> = TEXT_FIELDS
        .iter()
        .map(|(id, get)| Patch::text(id, get(p)))
        .collect();
    out.extend([
        Patch::children("piece-cycles", cycles(p, focus)),
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

/// The piece cycles as buttons, each lighting its cycle alone (pressed while it is lit);
/// their text together is [`Panel::piece_cycles`] (`()` when solved).
fn cycles(p: &Panel, focus: Option<&str>) -> Vec<Node> {
    if p.cycles.is_empty() {
        return vec![Node::new("span").text(&p.piece_cycles)];
    }
    p.cycles
        .iter()
        .map(|c| {
            let on = focus == Some(c.as_str());
            Node::new("button")
                .class(&classes("cycle", [(on, "focused")]))
                .attr("type", "button")
                .attr("data-cycle", c.clone())
                .attr("aria-pressed", on.to_string())
                .attr("title", "Light this cycle alone: its arrows and pieces")
                .text(c.clone())
        })
        .collect()
}
