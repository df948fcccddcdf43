//! The small puzzles' Solve controls: Solve, the move and step buttons, Play/Pause and jumping
//! to a step, each turned into a lab command.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement};

use super::dom::{by_id, listen_id};
use super::lab_wire::command;
use super::runtime::Shared;
use super::worker::post;
use crate::app::{Lab, StepCommand};
use crate::solver::small::SmallMethod;

/// A command a move button runs.
type LabCommand = fn(&mut Lab);

/// Connects the section's controls.
pub fn wire(rt: &Shared) {
    let r = rt.clone();
    listen_id("small-solve", "click", move |_| {
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
            command(&r, |rt| rt.lab.small_jump(k));
        }
    });
    let r = rt.clone();
    listen_id("small-play", "click", move |_| {
        command(&r, |rt| rt.lab.small_play_pause());
        super::runtime::request_redraw(&r);
    });
}
