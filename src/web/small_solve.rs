//! [`SmallSolveDom`]: the lab's Solve section for the Pyraminx and the 2×2×2 — method,
//! Solve (answered by the worker, which builds the tables off the main thread), the step
//! list in the Megaminx's shape, Play/Pause, move and step buttons, jumping to a step.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, HtmlSelectElement};

use super::dom::{by_id, listen_id, set_class, set_text_by_id, window};
use super::lab::command;
use super::panel::step_item;
use super::runtime::Shared;
use super::worker::post;
use crate::app::{Lab, SmallPlan, StepCommand};
use crate::solver::small::SmallMethod;

/// Milliseconds between two moves while playing.
const PLAY_MS: i32 = 450;

/// A running Play timer: its interval id and callback.
type Timer = (i32, Closure<dyn FnMut()>);

/// A command a move button runs.
type LabCommand = fn(&mut Lab);

thread_local! {
    /// The running Play timer.
    static PLAYING: RefCell<Option<Timer>> = const { RefCell::new(None) };
}

fn playing() -> bool {
    PLAYING.with(|p| p.borrow().is_some())
}

fn stop() {
    if let Some((id, _)) = PLAYING.with(|p| p.borrow_mut().take()) {
        window().clear_interval_with_handle(id);
    }
}

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
        if player.is_none_or(|p| p.finished()) && playing() {
            stop();
        }
        set_text_by_id("small-play", if playing() { "Pause" } else { "Play" });
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

/// Connects the section's controls.
pub fn wire(rt: &Shared) {
    let r = rt.clone();
    listen_id("small-solve", "click", move |_| {
        stop();
        let method = by_id::<HtmlSelectElement>("small-method")
            .and_then(|s| s.value().parse().ok())
            .unwrap_or(SmallMethod::Optimal);
        let request = r.borrow_mut().lab.solve_small(method);
        let _ = post(&r, &request.into_iter().collect::<Vec<_>>());
        command(&r, |_| {});
    });
    let moves: [(&str, LabCommand); 4] = [
        ("small-prev-move", |lab| {
            lab.small_step(StepCommand::PrevMove)
        }),
        ("small-next-move", |lab| {
            lab.small_step(StepCommand::NextMove)
        }),
        ("small-prev-step", |lab| {
            lab.small_step(StepCommand::PrevStep)
        }),
        ("small-next-step", |lab| {
            lab.small_step(StepCommand::NextStep)
        }),
    ];
    for (id, f) in moves {
        let r = rt.clone();
        listen_id(id, "click", move |_| {
            stop();
            command(&r, |rt| f(&mut rt.lab));
        });
    }
    let r = rt.clone();
    listen_id("small-steps", "click", move |e| {
        let step = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|el| el.closest("[data-step]").ok().flatten())
            .and_then(|el| el.get_attribute("data-step")?.parse::<usize>().ok());
        if let Some(k) = step {
            stop();
            command(&r, |rt| rt.lab.small_jump(k));
        }
    });
    let r = rt.clone();
    listen_id("small-play", "click", move |_| {
        if playing() {
            stop();
        } else {
            start_playing(&r);
        }
        command(&r, |_| {});
    });
}

/// Plays one move every [`PLAY_MS`] until the end, a pause, or another control.
fn start_playing(rt: &Shared) {
    if rt.borrow().lab.small_player().is_some_and(|p| p.finished()) {
        command(rt, |rt| rt.lab.small_go_to(0));
    }
    let r = rt.clone();
    let tick = Closure::<dyn FnMut()>::new(move || {
        command(&r, |rt| rt.lab.small_step(StepCommand::NextMove));
    });
    let id = window().set_interval_with_callback_and_timeout_and_arguments_0(
        tick.as_ref().unchecked_ref(),
        PLAY_MS,
    );
    if let Ok(id) = id {
        PLAYING.with(|p| *p.borrow_mut() = Some((id, tick)));
    }
}
