//! [`SmallSolveDom`]: the lab's Solve section for the Pyraminx and the 2×2×2 — method,
//! Solve (answered by the worker, which builds the tables off the main thread), the step
//! list in the Megaminx's shape, Play/Pause, move and step buttons, jumping to a step.

use web_sys::{Element, HtmlButtonElement};

use super::dom::{by_id, set_class, set_text_by_id};
use super::panel::step_item;
use crate::app::{Lab, SmallPlan};

/// What the section shows now (to redraw the step list only when the plan changes).
#[derive(Default)]
pub struct SmallSolveDom {
    shown: Option<SmallPlan>,
    current: Option<usize>,
}

impl SmallSolveDom {
    /// Brings the section up to date with the lab.
    pub fn render(&mut self, lab: &Lab) {
        let player = lab.small_shown();
        let summary = lab.small_summary();
        set_text_by_id("small-summary", &summary);
        if let Some(bar) = by_id::<Element>("small-progress") {
            let (pos, n) = player.map_or((0, 1), |p| (p.pos, p.plan.moves.len().max(1)));
            let _ = bar.set_attribute("max", &n.to_string());
            let _ = bar.set_attribute("value", &pos.to_string());
        }
        let playing = lab.small_playing();
        set_text_by_id("small-play", if playing { "Pause" } else { "Play" });
        for id in [
            "small-prev-step",
            "small-prev-move",
            "small-play",
            "small-next-move",
            "small-next-step",
        ] {
            if let Some(b) = by_id::<HtmlButtonElement>(id) {
                b.set_disabled(player.is_none());
            }
        }
        let Some(list) = by_id::<Element>("small-steps") else {
            return;
        };
        let plan = player.map(|p| &p.plan);
        if self.shown.as_ref() != plan {
            list.set_text_content(None);
            for (i, step) in plan.map_or(&[][..], |p| &p.steps).iter().enumerate() {
                let _ = list.append_child(&step_item(i, &step.row()));
            }
            self.shown = plan.cloned();
            self.current = None;
        }
        let now = player.and_then(|p| p.current_step());
        if now != self.current {
            let items = list.children();
            if let Some(old) = self.current.and_then(|i| items.item(i as u32)) {
                set_class(&old, "current", false);
            }
            if let Some(li) = now.and_then(|i| items.item(i as u32)) {
                set_class(&li, "current", true);
            }
            self.current = now;
        }
    }
}
