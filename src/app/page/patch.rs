//! [`Patch`]: one change to one element of the page, found by its id — its text, a flag, a
//! class, an attribute, a form control's value, or its whole list of children.
//!
//! [`page_view`](super::page_view) says everything the page shows as a list of these; the
//! page writes only the ones that changed since it last wrote them ([`Shown`](super::Shown)).

use super::edit::{edits, Edit, Op};
use crate::app::draw::Node;

/// One change to the element with id `id`.
#[derive(Clone, Debug, PartialEq)]
pub struct Patch {
    /// The element's id.
    pub id: &'static str,
    /// What it must show.
    pub change: Change,
}

/// What an element must show.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    /// Its text (`textContent`, never HTML).
    Text(String),
    /// Whether it is hidden (the `hidden` attribute).
    Hidden(bool),
    /// Whether a button is disabled (the `disabled` attribute).
    Disabled(bool),
    /// Whether it has this class.
    Class(&'static str, bool),
    /// An attribute's value.
    Attr(&'static str, String),
    /// A form control's value (a select's choice): compared with the live control, which the
    /// user changes too.
    Value(String),
    /// Whether a checkbox is ticked: compared with the live box.
    Checked(bool),
    /// Its children, in order (a list, a table's rows, a picture).
    Children(Vec<Node>),
    /// Keep child `i` in sight: scrolled into view whenever it changes (the step being
    /// played).
    Reveal(Option<usize>),
}

impl Change {
    /// Which part of the element the change sets: a later change with the same slot
    /// overwrites it.
    pub fn slot(&self) -> (&'static str, &'static str) {
        match self {
            Change::Text(_) => ("text", ""),
            Change::Hidden(_) => ("hidden", ""),
            Change::Disabled(_) => ("disabled", ""),
            Change::Class(name, _) => ("class", name),
            Change::Attr(name, _) => ("attr", name),
            Change::Value(_) => ("value", ""),
            Change::Checked(_) => ("checked", ""),
            Change::Children(_) => ("children", ""),
            Change::Reveal(_) => ("reveal", ""),
        }
    }

    /// The edits that make the change, given what the element showed in the same slot
    /// (`before`): a list is edited only where it differs, a `Reveal(None)` does nothing.
    pub fn edits(&self, before: Option<&Change>) -> Vec<Edit> {
        let op = match self {
            Change::Children(new) => {
                let old = match before {
                    Some(Change::Children(old)) => Some(&old[..]),
                    _ => None,
                };
                return edits(old, new);
            }
            Change::Reveal(child) => {
                return child
                    .map(|i| Edit::here(Op::Reveal(i)))
                    .into_iter()
                    .collect()
            }
            Change::Text(text) => Op::Text(text.clone()),
            Change::Hidden(on) => Op::Attr("hidden", on.then(String::new)),
            Change::Disabled(on) => Op::Attr("disabled", on.then(String::new)),
            Change::Class(name, on) => Op::Class(name, *on),
            Change::Attr(name, value) => Op::Attr(name, Some(value.clone())),
            Change::Value(value) => Op::Value(value.clone()),
            Change::Checked(on) => Op::Checked(*on),
        };
        vec![Edit::here(op)]
    }

    /// Whether the user changes it too, so that the page must compare with the live
    /// control rather than with what it wrote last.
    pub fn is_live(&self) -> bool {
        matches!(self, Change::Value(_) | Change::Checked(_))
    }
}

impl Patch {
    /// The element's text.
    pub fn text(id: &'static str, text: impl Into<String>) -> Patch {
        Patch::new(id, Change::Text(text.into()))
    }

    /// Whether the element is hidden.
    pub fn hidden(id: &'static str, hidden: bool) -> Patch {
        Patch::new(id, Change::Hidden(hidden))
    }

    /// Whether the button is disabled.
    pub fn disabled(id: &'static str, disabled: bool) -> Patch {
        Patch::new(id, Change::Disabled(disabled))
    }

    /// Whether the element has the class.
    pub fn class(id: &'static str, name: &'static str, on: bool) -> Patch {
        Patch::new(id, Change::Class(name, on))
    }

    /// An attribute of the element.
    pub fn attr(id: &'static str, name: &'static str, value: impl Into<String>) -> Patch {
        Patch::new(id, Change::Attr(name, value.into()))
    }

    /// The form control's value.
    pub fn value(id: &'static str, value: impl Into<String>) -> Patch {
        Patch::new(id, Change::Value(value.into()))
    }

    /// Whether the checkbox is ticked.
    pub fn checked(id: &'static str, on: bool) -> Patch {
        Patch::new(id, Change::Checked(on))
    }

    /// The element's children.
    pub fn children(id: &'static str, nodes: Vec<Node>) -> Patch {
        Patch::new(id, Change::Children(nodes))
    }

    /// The child kept in sight.
    pub fn reveal(id: &'static str, child: Option<usize>) -> Patch {
        Patch::new(id, Change::Reveal(child))
    }

    fn new(id: &'static str, change: Change) -> Patch {
        Patch { id, change }
    }
}
