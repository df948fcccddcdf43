//! [`edits`]: the least the page must do to turn one list of [`Node`]s into another — patch
//! the attributes and text of nodes that keep their tag, replace the ones that do not, append
//! or drop children at the end. So a step list whose current row moved touches two rows, and
//! a net whose colours changed only rewrites the tiles' fills; nothing unchanged is rebuilt
//! (a clicked button keeps its focus).

use crate::app::draw::Node;

/// One thing to do, at a node found by its path: child indices from the patched element
/// (empty: the element itself).
#[derive(Clone, Debug, PartialEq)]
pub struct Edit {
    /// Where.
    pub path: Vec<usize>,
    /// What.
    pub op: Op,
}

/// What to do at a path.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// Set an attribute (`None`: remove it).
    Attr(&'static str, Option<String>),
    /// Set the text.
    Text(String),
    /// Tick or untick the checkbox (compared with the live box, which the user ticks too).
    Checked(bool),
    /// Set a form control's value (compared with the live control, like [`Op::Checked`]).
    Value(String),
    /// Add (`true`) or remove a class.
    Class(&'static str, bool),
    /// Scroll this child into sight.
    Reveal(usize),
    /// Replace the node with a new one.
    Replace(Node),
    /// Append a child.
    Append(Node),
    /// Drop the children from this index on.
    Trim(usize),
}

impl Edit {
    /// `op` at the patched element itself.
    pub fn here(op: Op) -> Edit {
        Edit {
            path: Vec::new(),
            op,
        }
    }
}

/// The edits that turn children `old` into `new`; `old` unknown (`None`: the page's own
/// content, the first time) clears the element first.
pub fn edits(old: Option<&[Node]>, new: &[Node]) -> Vec<Edit> {
    let mut out = Vec::new();
    if old.is_none() {
        out.push(Edit::here(Op::Trim(0)));
    }
    children(&mut Vec::new(), old.unwrap_or_default(), new, &mut out);
    out
}

fn children(path: &mut Vec<usize>, old: &[Node], new: &[Node], out: &mut Vec<Edit>) {
    for (i, n) in new.iter().enumerate() {
        match old.get(i) {
            Some(o) => {
                path.push(i);
                node(path, o, n, out);
                path.pop();
            }
            None => out.push(Edit {
                path: path.clone(),
                op: Op::Append(n.clone()),
            }),
        }
    }
    if old.len() > new.len() {
        out.push(Edit {
            path: path.clone(),
            op: Op::Trim(new.len()),
        });
    }
}

fn node(path: &mut Vec<usize>, o: &Node, n: &Node, out: &mut Vec<Edit>) {
    if o == n {
        return;
    }
    let mut at = |op| {
        out.push(Edit {
            path: path.clone(),
            op,
        })
    };
    // Text is written before the children, so a node with both is replaced whole.
    let has_children = !o.children.is_empty() || !n.children.is_empty();
    if o.tag != n.tag || (o.text != n.text && has_children) {
        at(Op::Replace(n.clone()));
        return;
    }
    for (k, v) in &n.attrs {
        if o.get(k) != Some(v.as_str()) {
            at(Op::Attr(k, Some(v.clone())));
        }
    }
    for (k, _) in &o.attrs {
        if n.get(k).is_none() {
            at(Op::Attr(k, None));
        }
    }
    if o.text != n.text {
        at(Op::Text(n.text.clone().unwrap_or_default()));
    }
    if let Some(on) = n.checked.filter(|_| o.checked != n.checked) {
        at(Op::Checked(on));
    }
    children(path, &o.children, &n.children, out);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(text: &str, class: &str) -> Node {
        Node::new("li")
            .class(class)
            .child(Node::new("span").text(text))
    }

    #[test]
    fn the_first_time_clears_the_element_and_appends_everything() {
        let new = [row("a", "step"), row("b", "step")];
        let e = edits(None, &new);
        assert_eq!(e.len(), 3);
        assert_eq!(e[0].op, Op::Trim(0));
        assert!(e[1..]
            .iter()
            .all(|e| e.path.is_empty() && matches!(e.op, Op::Append(_))));
    }

    #[test]
    fn nothing_unchanged_is_touched() {
        let list = [row("a", "step"), row("b", "step")];
        assert!(edits(Some(&list), &list).is_empty());
        let moved = [row("a", "step"), row("b", "step current")];
        let e = edits(Some(&list), &moved);
        assert_eq!(
            e,
            [Edit {
                path: vec![1],
                op: Op::Attr("class", Some("step current".into()))
            }]
        );
    }

    #[test]
    fn texts_attributes_and_lengths_change_in_place() {
        let old = [row("a", "x"), row("b", "y"), row("c", "z")];
        let new = [
            Node::new("li").child(Node::new("span").text("A")),
            row("b", "y"),
        ];
        let e = edits(Some(&old), &new);
        assert_eq!(e[0].path, [0]);
        assert_eq!(e[0].op, Op::Attr("class", None));
        assert_eq!(e[1].path, [0, 0]);
        assert_eq!(e[1].op, Op::Text("A".into()));
        assert_eq!(e[2].path, Vec::<usize>::new());
        assert_eq!(e[2].op, Op::Trim(2));
        assert_eq!(e.len(), 3);
    }

    #[test]
    fn another_tag_is_replaced_and_boxes_are_ticked() {
        let old = [Node::new("p"), Node::new("input").checked(false)];
        let new = [Node::new("div"), Node::new("input").checked(true)];
        let e = edits(Some(&old), &new);
        assert_eq!(e[0].op, Op::Replace(Node::new("div")));
        assert_eq!(
            (e[1].path.clone(), e[1].op.clone()),
            (vec![1], Op::Checked(true))
        );
    }
}
