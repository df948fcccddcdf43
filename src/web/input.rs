//! Input: the pointer (mouse and touch) on the canvas here, the page's controls and keys in
//! [`controls`](super::controls). Every event becomes an [`Action`] for the lab's one entry
//! point, [`Lab::act`](crate::app::Lab::act), whose [`Outcome`] [`act`] carries out.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlInputElement};

use super::dom::{self, listen, property, Listener};
use super::runtime::{request, Shared};
use crate::app::{Action, Actor, Button, Effect, Modifiers, Outcome};
use crate::render::{CanvasPointer, PointerEvent, PointerKind};

/// An event handler given the runtime while it lives (the runtime keeps its listeners, so they
/// hold it weakly).
pub fn on_runtime(rt: &Shared, f: impl Fn(&Shared, &Event) + 'static) -> impl FnMut(Event) {
    let weak = Rc::downgrade(rt);
    move |e| {
        if let Some(rt) = weak.upgrade() {
            f(&rt, &e);
        }
    }
}

/// Pointer events on the canvas, read into [`PointerEvent`]s for a [`CanvasPointer`] (which
/// tells clicks from drags); the outcome carried out.
pub fn wire_canvas(rt: &Shared) -> Vec<Listener> {
    let canvas: Element = rt.borrow().canvas.clone().into();
    let pointer = Rc::new(RefCell::new(CanvasPointer::default()));
    let mut listeners: Vec<Listener> = PointerKind::EVENTS
        .into_iter()
        .map(|(name, kind)| {
            let (c, p) = (canvas.clone(), pointer.clone());
            let on = on_runtime(rt, move |r, e| {
                if let Some(e) = e.dyn_ref::<web_sys::PointerEvent>() {
                    on_pointer(r, &c, &mut p.borrow_mut(), kind, e);
                }
            });
            listen(&canvas, name, on)
        })
        .collect();
    listeners.push(listen(&canvas, "contextmenu", |e| e.prevent_default()));
    listeners
}

/// One pointer event on the canvas: what the pointer makes of it, carried out.
fn on_pointer(
    rt: &Shared,
    canvas: &Element,
    pointer: &mut CanvasPointer,
    kind: PointerKind,
    e: &web_sys::PointerEvent,
) {
    let r = canvas.get_bounding_client_rect();
    let x = f64::from(e.client_x()) - r.left();
    let y = f64::from(e.client_y()) - r.top();
    let id = e.pointer_id();
    let event = PointerEvent {
        kind,
        id,
        at: (x as f32, y as f32),
        button: Button::from_dom(e.button()),
        mods: modifiers(e),
    };
    let out = {
        let rt = &mut *rt.borrow_mut();
        pointer.event(event, &mut rt.view, rt.lab.puzzle())
    };
    if out.capture {
        let _ = canvas.set_pointer_capture(id);
    }
    if out.redraw {
        rt.borrow_mut().ask_frame();
    }
    if let Some(action) = out.action {
        act(rt, action, Actor::Person);
    }
}

/// The modifiers held during a mouse or keyboard event (both name them alike).
pub fn modifiers(e: &Event) -> Modifiers {
    let held = |key| property(e, key).as_bool().unwrap_or(false);
    Modifiers {
        shift: held("shiftKey"),
        command: held("ctrlKey") || held("metaKey"),
        alt: held("altKey"),
    }
}

/// Gives the lab an action and carries out its outcome: the worker gets the requests (and
/// the `solve()` promises whose solve ended settle), the page its effects. Returns the
/// effects (none: the action meant nothing, the browser keeps the event) and the answer.
pub fn act(rt: &Shared, action: Action, by: Actor) -> Outcome {
    let mut outcome = rt.borrow_mut().lab.act(action, by);
    carry_out(rt, &mut outcome);
    outcome
}

/// Carries out an action's outcome: the worker gets the requests (and the `solve()`
/// promises whose solve ended settle), the page its effects.
pub fn carry_out(rt: &Shared, outcome: &mut Outcome) {
    super::worker::deliver(rt, outcome);
    for effect in &outcome.effects {
        match effect {
            Effect::RotateView { face, fifths } => {
                rt.borrow_mut().view.rotate_about(*face, *fifths as f32)
            }
            Effect::ViewHome => rt.borrow_mut().view.go_home(),
            Effect::Camera {
                latitude,
                longitude,
            } => rt.borrow_mut().view.set_camera(*latitude, *longitude),
            Effect::SetText { id, text, select } => {
                let root = rt.borrow().root.clone();
                if let Some(b) = root.by_id::<HtmlInputElement>(id) {
                    b.set_value(text);
                    if *select {
                        b.select();
                    }
                }
            }
            Effect::Clipboard(text) => {
                let _ = dom::window().navigator().clipboard().write_text(text);
            }
            Effect::Download { file, url } => dom::download(file, url),
            Effect::DownloadPicture { file, picture } => {
                match super::picture::picture(rt, *picture) {
                    Ok(url) => dom::download(file, &url),
                    Err(e) => web_sys::console::warn_1(&format!("no picture: {e}").into()),
                }
            }
            Effect::Redraw => request(rt),
            Effect::Repaint => rt.borrow_mut().ask_frame(),
        }
    }
}
