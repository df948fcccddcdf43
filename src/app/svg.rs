//! [`Svg`]: an SVG picture as plain data. The app decides what a picture shows (the Sims
//! table, a puzzle's net) and where each mark goes, natively tested; the page only turns the
//! tree into elements (`web/dom.rs`), one element per node.
//!
//! Text goes into the page as `textContent`, attributes as attribute values: nothing in a
//! picture is ever read as HTML or markup, so untrusted names are safe in it.

/// One SVG element with its attributes, text and children.
#[derive(Clone, Debug, PartialEq)]
pub struct Svg {
    /// The element's tag (`svg`, `rect`, `text`, …).
    pub tag: &'static str,
    /// Its attributes, in order.
    pub attrs: Vec<(&'static str, String)>,
    /// Its text, if any (set as `textContent`, before the children).
    pub text: Option<String>,
    /// Its children, in drawing order.
    pub children: Vec<Svg>,
}

impl Svg {
    /// An element with nothing in it.
    pub fn new(tag: &'static str) -> Svg {
        Svg {
            tag,
            attrs: Vec::new(),
            text: None,
            children: Vec::new(),
        }
    }

    /// With one more attribute.
    pub fn attr(mut self, name: &'static str, value: impl Into<String>) -> Svg {
        self.attrs.push((name, value.into()));
        self
    }

    /// With a number attribute, written with `decimals` digits after the point.
    pub fn num(self, name: &'static str, value: f32, decimals: usize) -> Svg {
        self.attr(name, format!("{value:.decimals$}"))
    }

    /// With this text.
    pub fn text(mut self, text: impl Into<String>) -> Svg {
        self.text = Some(text.into());
        self
    }

    /// With one more child, drawn after the others.
    pub fn child(mut self, child: Svg) -> Svg {
        self.children.push(child);
        self
    }

    /// With these children appended.
    pub fn children(mut self, children: impl IntoIterator<Item = Svg>) -> Svg {
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
    pub fn walk(&self) -> Vec<&Svg> {
        let mut out = vec![self];
        for c in &self.children {
            out.extend(c.walk());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tree_keeps_its_order_and_attributes() {
        let pic = Svg::new("svg")
            .attr("viewBox", "0 0 10 10")
            .child(Svg::new("rect").num("x", 1.26, 1))
            .children([Svg::new("text").text("<b>")]);
        assert_eq!(pic.get("viewBox"), Some("0 0 10 10"));
        assert_eq!(pic.get("class"), None);
        let tags: Vec<_> = pic.walk().iter().map(|n| n.tag).collect();
        assert_eq!(tags, ["svg", "rect", "text"]);
        assert_eq!(pic.children[0].get("x"), Some("1.3"));
        assert_eq!(pic.children[1].text.as_deref(), Some("<b>"));
    }
}
