//! Small DOM helpers. Text goes into the page only through `textContent` and form values,
//! never as HTML.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, Event, EventTarget, ShadowRoot, Window};

/// The page's window.
pub fn window() -> Window {
    web_sys::window().expect("running in a browser window")
}

/// Offers `url` to save as `file`: a link with a `download` name, clicked.
pub fn download(file: &str, url: &str) {
    let Ok(link) = document().create_element("a") else {
        return;
    };
    let _ = link.set_attribute("href", url);
    let _ = link.set_attribute("download", file);
    if let Ok(link) = link.dyn_into::<web_sys::HtmlElement>() {
        link.click();
    }
}

/// The page's document.
pub fn document() -> Document {
    window().document().expect("a window has a document")
}

/// The element with this id in the page, as type `T`, if present.
pub fn by_id<T: JsCast>(id: &str) -> Option<T> {
    Root::Page.by_id(id)
}

/// Where a runtime's elements are looked up by id: the page's document (the app's own page),
/// or a `<minx-player>`'s shadow root (its elements are apart from the page's and every
/// other player's, under the same ids).
#[derive(Clone)]
pub enum Root {
    /// The page.
    Page,
    /// A player's shadow root.
    Shadow(ShadowRoot),
}

impl Root {
    /// The element with this id under the root, as type `T`, if present.
    pub fn by_id<T: JsCast>(&self, id: &str) -> Option<T> {
        let el: Element = match self {
            Root::Page => document().get_element_by_id(id)?,
            Root::Shadow(root) => root.get_element_by_id(id)?,
        };
        el.dyn_into::<T>().ok()
    }
}

/// A JavaScript property of an object (`value` of an input, `shiftKey` of an event), or
/// `undefined`.
pub fn property(obj: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(obj, &JsValue::from_str(name)).unwrap_or_default()
}

/// A fresh random seed (the core's generator is seeded, never reads the OS).
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
}

/// A value as a plain JavaScript object (maps as objects, not `Map`s; bytes — a film's
/// frames and GIF, [`Bytes`](crate::wire::Bytes) — as one `Uint8Array`, not an array of
/// numbers), built by serde-wasm-bindgen: what the page API returns and the worker's
/// messages carry.
pub fn to_js<T: serde::Serialize + ?Sized>(value: &T) -> JsValue {
    let writer = serde_wasm_bindgen::Serializer::json_compatible().serialize_bytes_as_arrays(false);
    value
        .serialize(&writer)
        .unwrap_or_else(|e| JsValue::from_str(&format!("cannot convert: {e}")))
}

/// An event listener kept as a handle: it listens until dropped. After a panic it does
/// nothing (what it would touch may still be borrowed by the code that panicked).
pub struct Listener {
    target: EventTarget,
    event: &'static str,
    closure: Closure<dyn FnMut(Event)>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        let f = self.closure.as_ref().unchecked_ref();
        let _ = self
            .target
            .remove_event_listener_with_callback(self.event, f);
    }
}

/// Listens to an event on a target while the returned handle lives.
pub fn listen(
    target: &EventTarget,
    event: &'static str,
    mut f: impl FnMut(Event) + 'static,
) -> Listener {
    let closure = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
        if !super::panic::happened() {
            f(e);
        }
    });
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    Listener {
        target: target.clone(),
        event,
        closure,
    }
}
