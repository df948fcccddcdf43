//! [`Node`]: an element of the page as plain data — an HTML element (a step row `<li>`, a
//! `<button>`, an `<option>`, a table row) or an SVG picture (the Sims table, a puzzle's
//! net). The app decides what each shows, natively tested; the page only turns the tree into
//! elements (`web/page.rs`), one element per node. An `svg` node and everything under it are
//! SVG elements, the rest HTML, as the HTML parser would read them.
//!
//! Text goes into the page as `textContent`, attributes as attribute values: nothing in a
//! node is ever read as HTML or markup, so untrusted names are safe in it.

/// One element with its attributes, text and children.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The element's tag (`li`, `button`, `svg`, `rect`, `text`, …).
    pub tag: &'static str,
    /// Its attributes, in order.
    pub attrs: Vec<(&'static str, String)>,
    /// Its text, if any (set as `textContent`, before the children).
    pub text: Option<String>,
    /// Whether a checkbox is ticked: the live `checked` property, which the user also
    /// changes (the attribute only says how the box starts).
    pub checked: Option<bool>,
    /// Its children, in drawing order.
    pub children: Vec<Node>,
}

impl Node {
    /// An element with nothing in it.
    pub fn new(tag: &'static str) -> Node {
        Node {
            tag,
            attrs: Vec::new(),
            text: None,
            checked: None,
            children: Vec::new(),
        }
    }

    /// With this `class` attribute (nothing when `class` is empty).
    pub fn class(self, class: &str) -> Node {
        if class.is_empty() {
            self
        } else {
            self.attr("class", class)
        }
    }

    /// A checkbox, ticked or not.
    pub fn checked(mut self, on: bool) -> Node {
        self.checked = Some(on);
        self
    }

    /// With one more attribute.
    pub fn attr(mut self, name: &'static str, value: impl Into<String>) -> Node {
        self.attrs.push((name, value.into()));
        self
    }

    /// With attribute `name` set to `value`: in its place when it is already set, else
    /// added.
    pub fn set(mut self, name: &'static str, value: impl Into<String>) -> Node {
        match self.attrs.iter_mut().find(|(k, _)| *k == name) {
            Some((_, v)) => *v = value.into(),
            None => self.attrs.push((name, value.into())),
        }
        self
    }

    /// With a number attribute, written with `decimals` digits after the point.
    pub fn num(self, name: &'static str, value: f32, decimals: usize) -> Node {
        self.attr(name, format!("{value:.decimals$}"))
    }

    /// With this text.
    pub fn text(mut self, text: impl Into<String>) -> Node {
        self.text = Some(text.into());
        self
    }

    /// With one more child, drawn after the others.
    pub fn child(mut self, child: Node) -> Node {
        self.children.push(child);
        self
    }

    /// With these children appended.
    pub fn children(mut self, children: impl IntoIterator<Item = Node>) -> Node {
        self.children.extend(children);
        self
    }

    /// The value of an attribute, if set.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Every node of the tree, this one first, depth first in drawing order.
    pub fn walk(&self) -> Vec<&Node> {
        let mut out = vec![self];
        for c in &self.children {
            out.extend(c.walk());
        }
        out
    }
}

/// A class attribute: `base` and the names whose flag is on, separated by spaces
/// (`step current`, `tile marked lit`).
pub fn classes<const N: usize>(base: &str, flags: [(bool, &str); N]) -> String {
    let on = flags.iter().filter(|(on, _)| *on).map(|(_, name)| *name);
    std::iter::once(base)
        .chain(on)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tree_keeps_its_order_and_attributes() {
        let pic = Node::new("svg")
            .attr("viewBox", "0 0 10 10")
            .child(Node::new("rect").num("x", 1.26, 1))
            .children([Node::new("text").text("<b>")]);
        assert_eq!(pic.get("viewBox"), Some("0 0 10 10"));
        assert_eq!(pic.get("class"), None);
        let tags: Vec<_> = pic.walk().iter().map(|n| n.tag).collect();
        assert_eq!(tags, ["svg", "rect", "text"]);
        assert_eq!(pic.children[0].get("x"), Some("1.3"));
        assert_eq!(pic.children[1].text.as_deref(), Some("<b>"));
        let pic = pic.set("viewBox", "0 0 1 1").set("class", "x");
        assert_eq!(
            pic.attrs,
            [("viewBox", "0 0 1 1".into()), ("class", "x".into())]
        );
        assert_eq!(
            classes("step", [(true, "current"), (false, "joint")]),
            "step current"
        );
    }
}
