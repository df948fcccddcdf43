//! [`PageDom`]: writes [`page_view`]'s patches into the page — the one place the page is
//! changed. [`Shown`] says what changed since the last write; this file only does it: text
//! through `textContent` (never HTML), attributes as values, a list's edits in place, form
//! values against the live controls, and a list's current child scrolled into sight.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, ScrollIntoViewOptions, ScrollLogicalPosition};

use super::dom::{by_id, document, set_class, set_flag, set_text};
use crate::app::page::{edits, Change, Edit, Op, Shown, Write};
use crate::app::{page_view, Lab, Node};
use crate::render::{css_colours, Palette};

/// What the page shows, as last written.
#[derive(Default)]
pub struct PageDom {
    shown: Shown,
}

impl PageDom {
    /// Brings the page up to date with the lab; `palette` colours the net and the swatches.
    pub fn show(&mut self, lab: &Lab, palette: &Palette) {
        let colours = css_colours(lab.puzzle(), palette);
        for (id, write) in self.shown.fresh(page_view(lab, &colours)) {
            let Some(el) = by_id::<Element>(id) else {
                continue;
            };
            match write {
                Write::Change(change) => apply(&el, change),
                Write::Tree(edits) => edits.into_iter().for_each(|e| edit(&el, e)),
            }
        }
    }
}

/// Writes `node` whole in place of the page's element with its id, or at the top of the
/// body when the page has none (the panic banner in a test page).
pub fn put(node: &Node) {
    let el = render(node, false);
    match node.get("id").and_then(by_id::<Element>) {
        Some(old) => {
            let _ = old.replace_with_with_node_1(&el);
        }
        None => {
            let _ = document().body().map(|b| b.prepend_with_node_1(&el));
        }
    }
}

/// Makes one change to `el`.
fn apply(el: &Element, change: Change) {
    match change {
        Change::Text(text) => set_text(el, &text),
        Change::Hidden(on) => set_flag(el, "hidden", on),
        Change::Disabled(on) => set_flag(el, "disabled", on),
        Change::Class(name, on) => set_class(el, name, on),
        Change::Attr(name, value) => {
            let _ = el.set_attribute(name, &value);
        }
        Change::Value(value) => set_live(el, "value", &value.into()),
        Change::Checked(on) => set_live(el, "checked", &on.into()),
        Change::Children(nodes) => {
            edits(None, &nodes).into_iter().for_each(|e| edit(el, e));
        }
        Change::Reveal(child) => {
            if let Some(li) = child.and_then(|i| el.children().item(i as u32)) {
                let options = ScrollIntoViewOptions::new();
                options.set_block(ScrollLogicalPosition::Nearest);
                li.scroll_into_view_with_scroll_into_view_options(&options);
            }
        }
    }
}

/// Does one edit of `root`'s children.
fn edit(root: &Element, Edit { path, op }: Edit) {
    let mut el = root.clone();
    for i in path {
        match el.children().item(i as u32) {
            Some(child) => el = child,
            None => return,
        }
    }
    match op {
        Op::Attr(name, Some(value)) => {
            let _ = el.set_attribute(name, &value);
        }
        Op::Attr(name, None) => {
            let _ = el.remove_attribute(name);
        }
        Op::Text(text) => set_text(&el, &text),
        Op::Checked(on) => set_live(&el, "checked", &on.into()),
        Op::Replace(node) => {
            let svg = el.parent_element().is_some_and(|p| in_svg(&p));
            let _ = el.replace_with_with_node_1(&render(&node, svg));
        }
        Op::Append(node) => {
            let _ = el.append_child(&render(&node, in_svg(&el)));
        }
        Op::Trim(keep) => {
            while el.children().length() as usize > keep {
                if let Some(last) = el.last_element_child() {
                    last.remove();
                }
            }
        }
    }
}

const SVG: &str = "http://www.w3.org/2000/svg";

/// Whether `el` is part of an SVG picture (its children are SVG elements too).
fn in_svg(el: &Element) -> bool {
    el.namespace_uri().as_deref() == Some(SVG)
}

/// The elements of `node`: SVG ones inside a picture (`in_svg`, or from an `svg` node on),
/// HTML ones otherwise.
fn render(node: &Node, in_svg: bool) -> Element {
    let svg = in_svg || node.tag == "svg";
    let el = if svg {
        document().create_element_ns(Some(SVG), node.tag)
    } else {
        document().create_element(node.tag)
    }
    .expect("creating an element");
    for (k, v) in &node.attrs {
        let _ = el.set_attribute(k, v);
    }
    if let Some(t) = &node.text {
        el.set_text_content(Some(t));
    }
    if let Some(on) = node.checked {
        set_live(&el, "checked", &on.into());
    }
    for c in &node.children {
        let _ = el.append_child(&render(c, svg));
    }
    el
}

/// Sets a property the user changes too (a control's `value`, a box's `checked`), unless
/// the live control already has it.
fn set_live(el: &Element, name: &str, value: &JsValue) {
    let key = JsValue::from_str(name);
    let el: &JsValue = el.unchecked_ref();
    if js_sys::Reflect::get(el, &key).ok().as_ref() != Some(value) {
        let _ = js_sys::Reflect::set(el, &key, value);
    }
}
