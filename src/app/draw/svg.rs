//! [`svg_text`]: a [`Node`] tree as SVG (XML) text — elements in order, attributes as
//! written, texts and attribute values escaped, so that untrusted names stay text.

use std::fmt::Write;

use super::node::Node;

/// `node` and everything under it as XML text, on one line per element.
pub fn svg_text(node: &Node) -> String {
    let mut out = String::new();
    write_node(&mut out, node);
    out
}

fn write_node(out: &mut String, node: &Node) {
    out.push('<');
    out.push_str(node.tag);
    for (name, value) in &node.attrs {
        // Writing into a String cannot fail.
        let _ = write!(out, " {name}=\"{}\"", escape(value));
    }
    if node.text.is_none() && node.children.is_empty() {
        out.push_str("/>\n");
        return;
    }
    out.push('>');
    if let Some(text) = &node.text {
        out.push_str(&escape(text));
    }
    if !node.children.is_empty() {
        out.push('\n');
    }
    for child in &node.children {
        write_node(out, child);
    }
    let _ = writeln!(out, "</{}>", node.tag);
}

/// `text` with XML's special characters as entities.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_names_stays_text() {
        let node = Node::new("svg")
            .attr("aria-label", "a \"b\" <c>")
            .child(Node::new("text").text("x & <y>"))
            .child(Node::new("rect"));
        assert_eq!(
            svg_text(&node),
            "<svg aria-label=\"a &quot;b&quot; &lt;c&gt;\">\n<text>x &amp; &lt;y&gt;</text>\n<rect/>\n</svg>\n"
        );
    }
}
