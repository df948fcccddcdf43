//! The choosers and settings that show the lab's state: the puzzle and the solve method (with
//! their options, from the registry and [`OFFERED`]), the notation, "animate" and the net's
//! two checkboxes. The page reflects them at start (a restored session, reduced motion) and
//! whenever a command changes them.

use super::node::Node;
use super::patch::Patch;
use crate::app::{Lab, OFFERED};
use crate::puzzle::PuzzleKind;

/// The controls' options and values.
pub(super) fn controls(lab: &Lab) -> Vec<Patch> {
    let puzzles = PuzzleKind::ALL.iter().map(|k| (k.name(), k.info().title));
    let methods = OFFERED.iter().map(|o| (o.method.name(), o.label));
    let net = lab.net_options();
    let megaminx = &lab.megaminx;
    vec![
        Patch::children("puzzle", options(puzzles)),
        Patch::value("puzzle", lab.puzzle().name()),
        Patch::children("solve-method", options(methods)),
        Patch::value("solve-method", megaminx.method().name()),
        Patch::value("notation", megaminx.notation().name()),
        Patch::checked("animate", !megaminx.timeline().is_instant()),
        Patch::checked("show-net", net.show_net),
        Patch::checked("show-numbers", net.show_numbers),
    ]
}

/// A select's `(value, label)` options, in order.
fn options<'a>(choices: impl Iterator<Item = (&'a str, &'a str)>) -> Vec<Node> {
    choices
        .map(|(value, label)| Node::new("option").attr("value", value).text(label))
        .collect()
}
