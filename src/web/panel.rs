//! [`PanelDom`]: writes an [`app::Panel`](crate::app::Panel) into the page's side panel.
//!
//! Every element is optional (a bare canvas works too). All text goes in through
//! `textContent`, attributes get only text we generated; the step list is rebuilt only when
//! the solution (or the notation) changes.

use web_sys::{Element, HtmlButtonElement, ScrollIntoViewOptions, ScrollLogicalPosition};

use super::dom::{self, by_id, set_class, set_hidden, set_text};
use crate::app::{Panel, Part, SolutionPanel, StepRow};

/// The panel's elements.
pub struct PanelDom {
    steps: Option<Element>,
    shown_steps: Vec<StepRow>,
    current: Option<usize>,
    /// The rows marked as sharing the next move with the current step.
    joint: Vec<usize>,
}

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

impl PanelDom {
    /// Finds the panel in the page (`None` when the page has no panel at all).
    pub fn find() -> Option<PanelDom> {
        by_id::<Element>("panel")?;
        Some(PanelDom {
            steps: by_id("steps"),
            shown_steps: Vec::new(),
            current: None,
            joint: Vec::new(),
        })
    }

    /// Brings the page up to date with `p`; `twizzle` is the "Open in Twizzle" address, when
    /// there is one.
    pub fn render(&mut self, p: &Panel, twizzle: Option<String>) {
        for (id, get) in TEXT_FIELDS {
            dom::set_text_by_id(id, get(p));
        }
        if let Some(badge) = by_id::<Element>("solved-badge") {
            set_text(&badge, if p.solved { "solved" } else { "scrambled" });
            set_class(&badge, "is-solved", p.solved);
        }
        if let Some(el) = by_id::<Element>("history") {
            set_class(&el, "empty", p.history.is_empty());
        }
        if let Some(n) = by_id::<Element>("notice") {
            match &p.notice {
                Some(notice) => {
                    set_text(&n, &notice.text);
                    set_class(&n, "error", notice.is_error());
                    set_hidden(&n, false);
                }
                None => set_hidden(&n, true),
            }
        }
        render_solving(p);
        for (id, enabled) in [("undo", p.can_undo), ("redo", p.can_redo)] {
            if let Some(b) = by_id::<HtmlButtonElement>(id) {
                b.set_disabled(!enabled);
            }
        }
        if let Some(a) = by_id::<Element>("twizzle-link") {
            match twizzle {
                Some(url) => {
                    let _ = a.set_attribute("href", &url);
                    set_hidden(&a, false);
                }
                None => set_hidden(&a, true),
            }
        }
        self.render_solution(p);
    }

    fn render_solution(&mut self, p: &Panel) {
        let section = by_id::<Element>("solution");
        let Some(s) = &p.solution else {
            if let Some(sec) = section {
                set_hidden(&sec, true);
            }
            self.shown_steps.clear();
            self.current = None;
            return;
        };
        if let Some(sec) = section {
            set_hidden(&sec, false);
        }
        dom::set_text_by_id("sol-summary", &s.summary);
        dom::set_text_by_id("sol-progress-text", &s.progress);
        if let Some(bar) = by_id::<Element>("sol-progress") {
            let _ = bar.set_attribute("max", &s.position.1.max(1).to_string());
            let _ = bar.set_attribute("value", &s.position.0.to_string());
        }
        dom::set_text_by_id("sol-play", if s.playing { "Pause" } else { "Play" });
        let Some(list) = self.steps.clone() else {
            return;
        };
        self.render_rows(&list, s);
        self.render_current(&list, s);
    }

    /// Rewrites the step list when its rows changed, and marks the joint rows.
    fn render_rows(&mut self, list: &Element, s: &SolutionPanel) {
        if self.shown_steps != s.steps {
            list.set_text_content(None);
            for (i, row) in s.steps.iter().enumerate() {
                let _ = list.append_child(&step_item(i, row));
            }
            self.shown_steps = s.steps.clone();
            self.current = None;
            self.joint.clear();
        }
        if self.joint != s.joint {
            for (rows, on) in [(&self.joint, false), (&s.joint, true)] {
                for &i in rows {
                    if let Some(li) = list.children().item(i as u32) {
                        set_class(&li, "joint", on);
                    }
                }
            }
            self.joint = s.joint.clone();
        }
    }

    /// Moves the "current" mark (and the active part) to the step the next move belongs to,
    /// scrolling it into sight when it changed.
    fn render_current(&mut self, list: &Element, s: &SolutionPanel) {
        let items = list.children();
        let now = s.current.map(|(i, _)| i);
        let moved = now != self.current;
        if let Some(old) = self.current.and_then(|i| items.item(i as u32)) {
            set_class(&old, "current", false);
            mark_part(&old, None);
        }
        self.current = now;
        let Some((i, part)) = s.current else { return };
        let Some(li) = items.item(i as u32) else {
            return;
        };
        set_class(&li, "current", true);
        mark_part(&li, Some(part));
        if moved {
            let options = ScrollIntoViewOptions::new();
            options.set_block(ScrollLogicalPosition::Nearest);
            li.scroll_into_view_with_scroll_into_view_options(&options);
        }
    }
}

/// Marks the row's `part` span (setup, core or undo) active and the others not.
fn mark_part(li: &Element, part: Option<Part>) {
    let parts = li.get_elements_by_class_name("part");
    for (k, which) in [Part::Setup, Part::Core, Part::Undo]
        .into_iter()
        .enumerate()
    {
        if let Some(span) = parts.item(k as u32) {
            set_class(&span, "active", Some(which) == part);
        }
    }
}

/// One row of the step list: a jump button, the moves as setup · core · undo, and the
/// explanation.
pub(super) fn step_item(i: usize, row: &StepRow) -> Element {
    let li = dom::element("li", "step", "");
    let button = dom::element(
        "button",
        "step-jump",
        &format!("{}. {} · {}", i + 1, row.text.phase, row.text.pieces),
    );
    let _ = button.set_attribute("type", "button");
    let _ = button.set_attribute("data-step", &i.to_string());
    let _ = li.append_child(&button);
    let moves = dom::element("div", "step-moves", "");
    let parts = [
        ("setup", &row.text.setup),
        ("core", &row.text.core),
        ("undo", &row.text.undo),
    ];
    for (k, (name, text)) in parts.into_iter().enumerate() {
        if k > 0 {
            let _ = moves.append_child(&dom::element("span", "sep", " · "));
        }
        let shown = if text.is_empty() {
            "–"
        } else {
            text.as_str()
        };
        let span = dom::element("span", &format!("part {name}"), shown);
        let _ = span.set_attribute("title", name);
        let _ = moves.append_child(&span);
    }
    let _ = li.append_child(&moves);
    let played = dom::element("div", "step-played", "");
    let _ = played.append_child(&dom::element(
        "span",
        "played-label",
        &format!("plays {}: ", row.played_count),
    ));
    let _ = played.append_child(&dom::element("span", "played-moves", &row.played));
    let _ = played.set_attribute(
        "title",
        "The moves this step plays after cancellation; a move merged with the next or previous step's shows in both",
    );
    let _ = li.append_child(&played);
    let about = format!(
        "{} ({} moves as written)",
        row.text.explanation, row.text.moves
    );
    let _ = li.append_child(&dom::element("p", "step-about", &about));
    li
}

/// The line under Solve while the worker plans (with its progress bar and Cancel), hidden
/// otherwise.
fn render_solving(p: &Panel) {
    let Some(el) = by_id::<Element>("solving") else {
        return;
    };
    set_hidden(&el, p.solving.is_none());
    if let Some(s) = &p.solving {
        dom::set_text_by_id("solving-text", &s.line);
        if let Some(bar) = by_id::<Element>("solving-progress") {
            let _ = bar.set_attribute("value", &s.percent.to_string());
        }
    }
}
