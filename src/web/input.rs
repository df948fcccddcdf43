//! Input: pointer (mouse and touch) on the canvas, the keyboard, and the panel's controls.
//! Every handler turns the event into an [`App`](crate::app::App) command or a view change
//! and asks for a frame.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{
    Element, EventTarget, HtmlInputElement, HtmlSelectElement, KeyboardEvent, MouseEvent,
    PointerEvent,
};

use super::dom::{self, by_id, listen, listen_id};
use super::runtime::{request, request_redraw, Runtime, Shared};
use crate::app::methods::offered;
use crate::app::{
    Button, Command, Effect, Input, Modifiers, NoticeKind, Point, Pointer, Spin, OFFERED,
};
use crate::puzzle::notation::{display_notation, input_notation, Notation};
use crate::puzzle::PuzzleKind;

/// Connects every control of the page to the runtime.
pub fn wire(rt: &Shared) {
    wire_canvas(rt);
    wire_keyboard(rt);
    wire_panel(rt);
    super::lab_wire::wire(rt);
    let r = rt.clone();
    listen(&dom::window(), "resize", move |_| request_redraw(&r));
}

/// Runs a command on the runtime, then redraws (picture and panel).
fn command(rt: &Shared, f: impl FnOnce(&mut Runtime)) {
    f(&mut rt.borrow_mut());
    request(rt);
}

fn canvas_point(canvas: &Element, e: &PointerEvent) -> Point {
    let r = canvas.get_bounding_client_rect();
    (
        (f64::from(e.client_x()) - r.left()) as f32,
        (f64::from(e.client_y()) - r.top()) as f32,
    )
}

/// Pointer events on the canvas: [`Pointer`] tells clicks (an [`Input::ModelClick`] at what
/// the view picks) from drags (which orbit the view).
fn wire_canvas(rt: &Shared) {
    let canvas: Element = rt.borrow().canvas().clone().into();
    let target: EventTarget = canvas.clone().into();
    let pointer = Rc::new(RefCell::new(Pointer::default()));
    let on = |event: &str, f: fn(&Shared, &Element, &mut Pointer, &PointerEvent)| {
        let (p, c, r) = (pointer.clone(), canvas.clone(), rt.clone());
        listen(&target, event, move |e| {
            if let Some(e) = e.dyn_ref::<PointerEvent>() {
                f(&r, &c, &mut p.borrow_mut(), e);
            }
        });
    };
    on("pointerdown", |_, c, p, e| {
        if p.down(e.pointer_id(), canvas_point(c, e)) {
            let _ = c.set_pointer_capture(e.pointer_id());
        }
    });
    on("pointermove", |r, c, p, e| {
        if let Some((dx, dy)) = p.moved(e.pointer_id(), canvas_point(c, e)) {
            r.borrow_mut().view.orbit(dx, dy);
            request_redraw(r);
        }
    });
    on("pointerup", |r, c, p, e| {
        if let Some(at) = p.up(e.pointer_id(), canvas_point(c, e)) {
            let input = model_click(&r.borrow(), at, e);
            handle(r, input);
        }
    });
    on("pointercancel", |_, _, p, _| p.cancel());
    listen(&target, "contextmenu", |e| e.prevent_default());
}

/// A click at `at` on the canvas, with what the view shows under it.
fn model_click(rt: &Runtime, at: Point, e: &MouseEvent) -> Input {
    let hit = rt.view.pick_hit(rt.lab.puzzle(), at.0, at.1);
    Input::ModelClick {
        hit,
        button: button_of(e),
        mods: modifiers(e),
    }
}

fn wire_keyboard(rt: &Shared) {
    let r = rt.clone();
    listen(&dom::window(), "keydown", move |e| {
        let Some(k) = e.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        let typing = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        if typing {
            return;
        }
        let input = Input::Key {
            code: k.code(),
            mods: Modifiers {
                shift: k.shift_key(),
                command: k.ctrl_key() || k.meta_key(),
                alt: k.alt_key(),
            },
        };
        if !handle(&r, input).is_empty() {
            e.prevent_default();
        }
    });
}

/// Which button a mouse event used.
pub fn button_of(e: &MouseEvent) -> Button {
    if e.button() == 2 {
        Button::Secondary
    } else {
        Button::Primary
    }
}

/// The modifiers held during a mouse event.
pub fn modifiers(e: &MouseEvent) -> Modifiers {
    Modifiers {
        shift: e.shift_key(),
        command: e.ctrl_key() || e.meta_key(),
        alt: e.alt_key(),
    }
}

/// Gives an input to the lab and carries out the effects it returns (which it also returns;
/// none means the input meant nothing).
pub fn handle(rt: &Shared, input: Input) -> Vec<Effect> {
    let effects = rt.borrow_mut().lab.handle(input);
    for effect in &effects {
        match *effect {
            Effect::RotateView { face, fifths } => {
                rt.borrow_mut().view.rotate_about(face, fifths as f32)
            }
            Effect::ViewHome => rt.borrow_mut().view.go_home(),
            Effect::Redraw => request(rt),
        }
    }
    effects
}

/// A fresh random seed (the core's generator is seeded, never reads the OS).
fn seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
}

fn input_value(id: &str) -> String {
    by_id::<HtmlInputElement>(id).map_or_else(String::new, |i| i.value())
}

fn select_value(id: &str) -> String {
    by_id::<HtmlSelectElement>(id).map_or_else(String::new, |s| s.value())
}

/// The notation named in a select, as `known` reads names ([`input_notation`] for reading,
/// Pochmann allowed; [`display_notation`] for showing), thesis if unknown.
fn notation_of(id: &str, known: fn(&str) -> Option<Notation>) -> Notation {
    known(&select_value(id)).unwrap_or_default()
}

/// The full share URL for the current position.
pub fn share_url(rt: &Runtime) -> String {
    let loc = dom::window().location();
    format!(
        "{}{}?{}",
        loc.origin().unwrap_or_default(),
        loc.pathname().unwrap_or_default(),
        rt.lab.link_query()
    )
}

fn wire_panel(rt: &Shared) {
    for (id, _) in Command::buttons(0) {
        let r = rt.clone();
        listen_id(id, "click", move |_| {
            if let Some(c) = Command::of_button(id, seed()) {
                handle(&r, Input::Command(c));
            }
        });
    }
    wire_alg_form(rt);
    wire_settings(rt);
    wire_steps_and_link(rt);
}

/// The move box: typed moves play (one undoable action), or the panel says why not.
fn wire_alg_form(rt: &Shared) {
    let r = rt.clone();
    listen_id("alg-form", "submit", move |e| {
        e.prevent_default();
        let text = input_value("alg-input");
        let notation = notation_of("alg-notation", input_notation);
        command(&r, |rt| {
            match rt.lab.sim_mut().apply_text(&text, notation) {
                Ok(_) => {
                    if let Some(i) = by_id::<HtmlInputElement>("alg-input") {
                        i.set_value("");
                    }
                }
                Err(err) => rt.lab.sim_mut().set_notice(
                    NoticeKind::Error,
                    format!("Could not read those moves: {err}"),
                ),
            }
        });
    });
}

/// The choices and settings: method, notation, speed, animation, the tap toggle.
fn wire_settings(rt: &Shared) {
    let methods = OFFERED.iter().map(|o| (o.method.name(), o.label));
    dom::fill_select("solve-method", methods);
    let puzzles = PuzzleKind::ALL.iter().map(|k| (k.name(), k.info().title));
    dom::fill_select("puzzle", puzzles);
    let r = rt.clone();
    listen_id("solve-method", "change", move |_| {
        let chosen = by_id::<HtmlSelectElement>("solve-method").and_then(|s| offered(&s.value()));
        if let Some(m) = chosen {
            command(&r, |rt| rt.lab.megaminx.set_method(m));
        }
    });

    let r = rt.clone();
    listen_id("notation", "change", move |_| {
        let n = notation_of("notation", display_notation);
        command(&r, |rt| rt.lab.megaminx.set_notation(n));
    });
    let r = rt.clone();
    listen_id("speed", "input", move |_| {
        let v: f64 = input_value("speed").parse().unwrap_or(1.0);
        command(&r, |rt| rt.lab.set_speed(v));
    });
    let r = rt.clone();
    listen_id("animate", "change", move |_| {
        let on = by_id::<HtmlInputElement>("animate").is_some_and(|c| c.checked());
        command(&r, |rt| rt.lab.set_instant(!on));
    });
    let r = rt.clone();
    listen_id("anticlockwise", "change", move |_| {
        let on = by_id::<HtmlInputElement>("anticlockwise").is_some_and(|c| c.checked());
        let spin = if on {
            Spin::Anticlockwise
        } else {
            Spin::Clockwise
        };
        command(&r, |rt| rt.lab.set_click_spin(spin));
    });
}

/// Jumping to a step of the list, and making a share link.
fn wire_steps_and_link(rt: &Shared) {
    let r = rt.clone();
    listen_id("steps", "click", move |e| {
        let step = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|el| el.closest("button[data-step]").ok().flatten())
            .and_then(|b| b.get_attribute("data-step"))
            .and_then(|s| s.parse::<usize>().ok());
        if let Some(i) = step {
            command(&r, |rt| rt.lab.megaminx.step_with(|s| s.goto_step(i)));
        }
    });

    let r = rt.clone();
    listen_id("copy-link", "click", move |_| {
        let url = share_url(&r.borrow());
        if let Some(i) = by_id::<HtmlInputElement>("share-url") {
            i.set_value(&url);
            i.select();
        }
        let _ = dom::window().navigator().clipboard().write_text(&url);
        command(&r, |rt| {
            rt.lab.sim_mut().set_notice(
                NoticeKind::Info,
                "Link made: it is in the box below (and on the clipboard).".to_string(),
            )
        });
    });
}

/// Reflects the app's settings into the controls at start (reduced motion unticks
/// "animate").
pub fn sync_controls(rt: &Runtime) {
    if let Some(c) = by_id::<HtmlInputElement>("animate") {
        c.set_checked(!rt.lab.megaminx.timeline().is_instant());
    }
    if let Some(s) = by_id::<HtmlSelectElement>("notation") {
        s.set_value(rt.lab.megaminx.notation().name());
    }
}
