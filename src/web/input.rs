//! Input: pointer (mouse and touch) on the canvas, the keyboard, and the panel's controls
//! (see [`controls`](super::controls)). Every event becomes an [`Input`] for
//! [`Lab::handle`](crate::app::Lab::handle), whose [`Effect`]s [`handle`] carries out.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{
    Element, Event, EventTarget, HtmlInputElement, KeyboardEvent, MouseEvent, PointerEvent,
};

use super::dom::{self, by_id, listen, Listener};
use super::runtime::{request, request_redraw, Shared};
use crate::app::{Button, Effect, Input, Modifiers, Point, Pointer};

/// Connects every control of the page to the runtime, which keeps the listeners; tells the
/// lab the page's address (for share links).
pub fn wire(rt: &Shared) {
    let loc = dom::window().location();
    let address = loc.origin().unwrap_or_default() + &loc.pathname().unwrap_or_default();
    rt.borrow_mut().lab.set_page_address(&address);
    let mut listeners = wire_canvas(rt);
    let window: EventTarget = dom::window().into();
    listeners.push(listen(&window, "keydown", on_runtime(rt, key)));
    listeners.push(listen(
        &window,
        "resize",
        on_runtime(rt, |r, _| request_redraw(r)),
    ));
    listeners.extend(super::controls::wire(rt));
    rt.borrow_mut().listeners = listeners;
}

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

fn canvas_point(canvas: &Element, e: &PointerEvent) -> Point {
    let r = canvas.get_bounding_client_rect();
    (
        (f64::from(e.client_x()) - r.left()) as f32,
        (f64::from(e.client_y()) - r.top()) as f32,
    )
}

/// A pointer event handler: the runtime, the canvas, the pointer's state, the event.
type OnPointer = fn(&Shared, &Element, &mut Pointer, &PointerEvent);

/// Pointer events on the canvas: [`Pointer`] tells clicks (an [`Input::ModelClick`] at what
/// the view picks) from drags (which orbit the view).
fn wire_canvas(rt: &Shared) -> Vec<Listener> {
    let canvas: Element = rt.borrow().canvas().clone().into();
    let pointer = Rc::new(RefCell::new(Pointer::default()));
    let on = |event: &'static str, f: OnPointer| {
        let (p, c) = (pointer.clone(), canvas.clone());
        let handler = on_runtime(rt, move |r, e| {
            if let Some(e) = e.dyn_ref::<PointerEvent>() {
                f(r, &c, &mut p.borrow_mut(), e);
            }
        });
        listen(&canvas, event, handler)
    };
    vec![
        on("pointerdown", |_, c, p, e| {
            if p.down(e.pointer_id(), canvas_point(c, e)) {
                let _ = c.set_pointer_capture(e.pointer_id());
            }
        }),
        on("pointermove", |r, c, p, e| {
            if let Some((dx, dy)) = p.moved(e.pointer_id(), canvas_point(c, e)) {
                r.borrow_mut().view.orbit(dx, dy);
                request_redraw(r);
            }
        }),
        on("pointerup", |r, c, p, e| {
            if let Some(at) = p.up(e.pointer_id(), canvas_point(c, e)) {
                let hit = {
                    let rt = r.borrow();
                    rt.view.pick_hit(rt.lab.puzzle(), at.0, at.1)
                };
                let button = if e.button() == 2 {
                    Button::Secondary
                } else {
                    Button::Primary
                };
                handle(
                    r,
                    Input::ModelClick {
                        hit,
                        button,
                        mods: modifiers(e),
                    },
                );
            }
        }),
        on("pointercancel", |_, _, p, _| p.cancel()),
        listen(&canvas, "contextmenu", |e| e.prevent_default()),
    ]
}

/// A key pressed outside the text boxes; the browser keeps the keys the lab does not use.
fn key(rt: &Shared, e: &Event) {
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
    let mods = Modifiers {
        shift: k.shift_key(),
        command: k.ctrl_key() || k.meta_key(),
        alt: k.alt_key(),
    };
    if !handle(
        rt,
        Input::Key {
            code: k.code(),
            mods,
        },
    )
    .is_empty()
    {
        e.prevent_default();
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
        match effect {
            Effect::RotateView { face, fifths } => {
                rt.borrow_mut().view.rotate_about(*face, *fifths as f32)
            }
            Effect::ViewHome => rt.borrow_mut().view.go_home(),
            Effect::SetText { id, text, select } => {
                if let Some(b) = by_id::<HtmlInputElement>(id) {
                    b.set_value(text);
                    if *select {
                        b.select();
                    }
                }
            }
            Effect::Clipboard(text) => {
                let _ = dom::window().navigator().clipboard().write_text(text);
            }
            Effect::Redraw => request(rt),
        }
    }
    effects
}
