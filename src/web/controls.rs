//! The page's controls (the panel's, the keyboard, the window's size), wired generically from
//! the app's table ([`CONTROLS`](crate::app::CONTROLS)): each entry gets one listener that
//! reads what the entry says, makes it the control's [`Action`](crate::app::Action) and gives
//! it to the lab ([`act`]). What a control does is the app's to decide
//! ([`Control::action`](crate::app::Control::action), [`Lab::act`](crate::app::Lab::act)).

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, Event, EventTarget};

use super::dom::{listen, property, random_seed, window, Listener, Root};
use super::input::{act, modifiers, on_runtime};
use super::runtime::Shared;
use crate::app::{Actor, ControlSpec, KeyPress, Read, Trigger, Value, CONTROLS, WINDOW};

/// One listener per control the page (or the player) has. The window's keys are the page's
/// alone: a player on someone's page leaves their keyboard to them (its buttons take keys).
pub fn wire(rt: &Shared) -> Vec<Listener> {
    let root = rt.borrow().root.clone();
    let on = |target: EventTarget, spec: &'static ControlSpec| {
        listen(&target, spec.event.name(), on_runtime(rt, on_event(spec)))
    };
    let page = matches!(root, Root::Page);
    CONTROLS
        .iter()
        .filter_map(|spec| match spec.id {
            WINDOW if spec.event == Trigger::KeyDown && !page => None,
            WINDOW => Some(on(window().into(), spec)),
            id => Some(on(root.by_id(id)?, spec)),
        })
        .collect()
}

/// What happens when a control's event fires.
fn on_event(spec: &'static ControlSpec) -> impl Fn(&Shared, &Event) {
    move |rt, e| {
        let root = rt.borrow().root.clone();
        let action = read(&root, e, spec.read).and_then(|value| spec.control.action(value));
        let used = action.is_some_and(|a| !act(rt, a, Actor::Person).effects.is_empty());
        if spec.event.prevents_default(used) {
            e.prevent_default();
        }
    }
}

/// What the entry says to read; `None` when the event's target lacks it (a click between
/// the items of a list).
fn read(root: &Root, e: &Event, read: Read) -> Option<Value> {
    let target = e.target()?; // the window, for its own events
    let element = || target.dyn_ref::<Element>();
    Some(match read {
        Read::Nothing => Value::None,
        Read::Key => Value::Key(KeyPress {
            code: property(e, "code").as_string()?,
            mods: modifiers(e),
            target: element()?.tag_name(),
        }),
        Read::Seed => Value::Seed(random_seed()),
        Read::Checked => Value::Checked(checked(&target)),
        Read::Value => Value::Text(value(&target)?),
        Read::Boxes(ids) => Value::Texts(
            ids.iter()
                .map(|id| {
                    root.by_id::<Element>(id)
                        .and_then(|b| value(&b))
                        .unwrap_or_default()
                })
                .collect(),
        ),
        Read::Data(name) => Value::Text(data(element()?, name)?),
        Read::DataChecked(name) => Value::Ticked {
            data: data(element()?, name)?,
            checked: checked(&target),
        },
        Read::DataValue(name) => Value::Texts(vec![data(element()?, name)?, value(&target)?]),
        Read::DataModifiers(name) => Value::Pressed {
            data: data(element()?, name)?,
            mods: modifiers(e),
        },
    })
}

fn value(el: &JsValue) -> Option<String> {
    property(el, "value").as_string()
}

fn checked(el: &JsValue) -> bool {
    property(el, "checked").as_bool().unwrap_or(false)
}

/// The attribute `name` of the element or its nearest ancestor that has it.
fn data(el: &Element, name: &str) -> Option<String> {
    el.closest(&format!("[{name}]")).ok()??.get_attribute(name)
}
