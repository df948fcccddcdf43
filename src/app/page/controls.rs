//! The choosers and settings that show the lab's state: the puzzle and the solve method (with
//! their options, from the registry and the methods it offers), the notation, "animate" and the net's
//! two checkboxes. The page reflects them at start (a restored session, reduced motion) and
//! whenever a command changes them.

use super::node::Node;
use super::patch::Patch;
use crate::app::lab::Lab;
use crate::app::solve::offers_for;
use crate::puzzle::PuzzleKind;

/// The controls' options and values.
pub(super) fn controls(lab: &Lab) -> Vec<Patch> {
    let puzzles = PuzzleKind::ALL.iter().map(|k| (k.name(), k.info().title));
    let methods = offers_for(lab.puzzle()).map(|o| (o.method.name(), o.label));
    let net = lab.net_options();
    let sim = lab.sim();
    vec![
        Patch::children("puzzle", options(puzzles)),
        Patch::value("puzzle", lab.puzzle().name()),
        Patch::children("solve-method", options(methods)),
        Patch::value("solve-method", sim.method().map_or("", |m| m.name())),
        Patch::value("notation", sim.notation().name()),
        Patch::checked("animate", !sim.timeline().is_instant()),
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
