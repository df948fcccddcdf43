//! [`PageDom`]: writes [`page_view`]'s patches into the page — the one place the page is
//! changed. [`Shown`] says what changed since the last write; this file only does it: text
//! through `textContent` (never HTML), attributes as values, a list's edits in place, form
//! values against the live controls, and a list's current child scrolled into sight.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, ScrollIntoViewOptions, ScrollLogicalPosition};

use super::dom::{document, Root};
use crate::app::page::{Edit, Op, Shown};
use crate::app::{page_view, Lab, Node, Patch};
use crate::render::{css_colours, Palette};

/// What the page (or a player) shows, as last written.
pub struct PageDom {
    shown: Shown,
    root: Root,
}

impl PageDom {
    /// Writes the elements under `root` (the page's, or a player's).
    pub fn new(root: Root) -> PageDom {
        PageDom {
            shown: Shown::default(),
            root,
        }
    }

    /// Brings the page up to date with the lab, and `more` (a player's own patches);
    /// `palette` colours the net and the swatches. Patches for ids the root lacks are
    /// dropped: a player has only some of the panel's elements.
    pub fn show(&mut self, lab: &Lab, palette: &Palette, more: Vec<Patch>) {
        let colours = css_colours(lab.puzzle(), palette);
        let mut patches = page_view(lab, &colours);
        patches.extend(more);
        for (id, edits) in self.shown.fresh(patches) {
            if let Some(el) = self.root.by_id::<Element>(id) {
                edits.into_iter().for_each(|e| edit(&el, e));
            }
        }
    }
}

/// Writes `node` whole in place of the element with its id under `root`, or at the top of
/// the body (of the player) when there is none (the panic banner in a test page).
pub fn put(root: &Root, node: &Node) {
    let el = render(node, false);
    match node.get("id").and_then(|id| root.by_id::<Element>(id)) {
        Some(old) => {
            let _ = old.replace_with_with_node_1(&el);
        }
        None => match root {
            Root::Page => {
                let _ = document().body().map(|b| b.prepend_with_node_1(&el));
            }
            Root::Shadow(shadow) => {
                let _ = shadow.prepend_with_node_1(&el);
            }
        },
    }
}

/// Does one edit at `root` or below it.
fn edit(root: &Element, Edit { path, op }: Edit) {
    let at = |el: Element, i: usize| el.children().item(i as u32);
    let Some(el) = path.into_iter().try_fold(root.clone(), at) else {
        return;
    };
    match op {
        Op::Attr(name, Some(value)) => {
            let _ = el.set_attribute(name, &value);
            if name == "value" && el.tag_name() == "INPUT" {
                // An input the user changed no longer follows its attribute.
                set_live(&el, "value", &value.into());
            }
        }
        Op::Attr(name, None) => {
            let _ = el.remove_attribute(name);
        }
        Op::Text(text) => el.set_text_content(Some(&text)),
        Op::Checked(on) => set_live(&el, "checked", &on.into()),
        Op::Value(value) => set_live(&el, "value", &value.into()),
        Op::Class(name, on) => {
            let _ = el.class_list().toggle_with_force(name, on);
        }
        Op::Reveal(child) => {
            if let Some(li) = el.children().item(child as u32) {
                let options = ScrollIntoViewOptions::new();
                options.set_block(ScrollLogicalPosition::Nearest);
                li.scroll_into_view_with_scroll_into_view_options(&options);
            }
        }
        Op::Replace(node) => {
            let svg = el.parent_element().is_some_and(|p| in_svg(&p));
            let _ = el.replace_with_with_node_1(&render(&node, svg));
        }
        Op::Append(node) => {
            let _ = el.append_child(&render(&node, in_svg(&el)));
        }
        Op::Trim(keep) => {
            while let Some(extra) = el.children().item(keep as u32) {
                extra.remove();
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
