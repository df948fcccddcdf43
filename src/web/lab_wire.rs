//! The group lab's controls: the puzzle selector, the net's clicks, paint mode's buttons and
//! palette, and the subgroup explorer's controls, each turned into a lab command.

use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement, MouseEvent};

use super::dom::{by_id, listen_id};
use super::input;
use super::runtime::{request, request_redraw, Runtime, Shared};
use super::worker::post;
use crate::app::{Button, Input, Lab, NetOptions, PaintFrom};

/// The element an event happened on, or its nearest ancestor matching `selector`.
fn target_closest(e: &Event, selector: &str) -> Option<Element> {
    e.target()?
        .dyn_into::<Element>()
        .ok()?
        .closest(selector)
        .ok()
        .flatten()
}

fn data(el: &Element, name: &str) -> Option<usize> {
    el.get_attribute(name)?.parse().ok()
}

/// A command on the runtime, then a redraw of the panel and the picture.
pub(super) fn command(rt: &Shared, f: impl FnOnce(&mut Runtime)) {
    f(&mut rt.borrow_mut());
    request(rt);
}

/// Connects the lab's controls.
pub fn wire(rt: &Shared) {
    let r = rt.clone();
    listen_id("puzzle", "change", move |_| {
        let Some(kind) = by_id::<HtmlSelectElement>("puzzle").and_then(|s| s.value().parse().ok())
        else {
            return;
        };
        let forget = {
            let mut rt = r.borrow_mut();
            rt.lab.select(kind);
            rt.lab.take_requests()
        };
        let _ = post(&r, &forget);
        request(&r);
        request_redraw(&r);
    });
    type SetOption = fn(&mut NetOptions, bool);
    let options: [(&str, SetOption); 2] = [
        ("show-net", |o, on| o.show_net = on),
        ("show-numbers", |o, on| o.show_numbers = on),
    ];
    for (id, set) in options {
        let r = rt.clone();
        listen_id(id, "change", move |_| {
            let on = by_id::<HtmlInputElement>(id).is_some_and(|c| c.checked());
            command(&r, |rt| {
                let mut o = rt.lab.net_options();
                set(&mut o, on);
                rt.lab.set_net_options(o);
            });
            request_redraw(&r);
        });
    }
    wire_net(rt);
    wire_paint(rt);
    wire_explorer(rt);
    super::small_wire::wire(rt);
}

fn wire_net(rt: &Shared) {
    for event in ["click", "contextmenu"] {
        let r = rt.clone();
        listen_id("net-view", event, move |e| {
            e.prevent_default();
            let Some(tile) = target_closest(&e, "[data-tile]").and_then(|t| data(&t, "data-tile"))
            else {
                return;
            };
            let Some(m) = e.dyn_ref::<MouseEvent>() else {
                return;
            };
            let button = if event == "click" {
                Button::Primary
            } else {
                Button::Secondary
            };
            let mods = input::modifiers(m);
            input::handle(&r, Input::NetClick { tile, button, mods });
        });
    }
}

/// A command a paint button runs.
type LabCommand = fn(&mut Lab);

fn wire_paint(rt: &Shared) {
    let buttons: [(&str, LabCommand); 4] = [
        ("paint-toggle", |lab| {
            let on = lab.paint().is_none();
            lab.set_painting(on);
        }),
        ("paint-use", |lab| {
            lab.use_paint();
        }),
        ("paint-solved", |lab| lab.paint_from(PaintFrom::Solved)),
        ("paint-current", |lab| lab.paint_from(PaintFrom::Current)),
    ];
    for (id, f) in buttons {
        let r = rt.clone();
        listen_id(id, "click", move |_| {
            command(&r, |rt| f(&mut rt.lab));
            request_redraw(&r);
        });
    }
    let r = rt.clone();
    listen_id("palette", "click", move |e| {
        if let Some(c) = target_closest(&e, "[data-colour]").and_then(|b| data(&b, "data-colour")) {
            command(&r, |rt| rt.lab.set_brush(c));
        }
    });
}

fn wire_explorer(rt: &Shared) {
    let r = rt.clone();
    listen_id("gen-list", "change", move |e| {
        let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        else {
            return;
        };
        if let Some(g) = data(&input, "data-gen") {
            command(&r, |rt| {
                rt.lab.explorer_mut().set_selected(g, input.checked())
            });
        }
    });
    for (id, all) in [("gens-all", true), ("gens-none", false)] {
        let r = rt.clone();
        listen_id(id, "click", move |_| {
            command(&r, |rt| {
                let names = if all {
                    rt.lab.puzzle().def().generator_names().join(" ")
                } else {
                    String::new()
                };
                rt.lab.explorer_mut().select_names(&names);
            });
        });
    }
    let r = rt.clone();
    listen_id("explore", "click", move |_| {
        let requests = r.borrow_mut().lab.explore();
        let _ = post(&r, &requests);
        request(&r);
    });
    let r = rt.clone();
    listen_id("explore-cancel", "click", move |_| {
        let cancel = r.borrow_mut().lab.explorer_mut().cancel();
        let _ = post(&r, &cancel.into_iter().collect::<Vec<_>>());
        request(&r);
    });
    let r = rt.clone();
    listen_id("member-ask", "click", move |_| {
        let ask = r.borrow_mut().lab.ask_member();
        let _ = post(&r, &ask.into_iter().collect::<Vec<_>>());
        request(&r);
    });
}
