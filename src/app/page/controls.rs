//! The choosers and settings that show the lab's state: the puzzle and the solve method (with
//! their options, from the registry and the methods it offers), the notation, "animate", the net's
//! two checkboxes, "arrows", "letters" and the colour scheme (the puzzle's schemes by choice,
//! then "Custom", whose colour inputs, one per face, show while it is chosen). The page
//! reflects them at start (a restored session, reduced motion) and whenever a command changes
//! them.

use super::patch::Patch;
use crate::app::draw::Node;
use crate::app::lab::Lab;
use crate::app::solve::offers_for;
use crate::puzzle::{css, PuzzleKind, CUSTOM, CUSTOM_NAME};

/// The controls' options and values.
pub(super) fn controls(lab: &Lab) -> Vec<Patch> {
    let puzzles = PuzzleKind::ALL.iter().map(|k| (k.name(), k.info().title));
    let methods = offers_for(lab.puzzle()).map(|o| (o.method.name(), o.label));
    let net = lab.net_options();
    let sim = lab.sim();
    let schemes = lab.puzzle().info().colour_schemes();
    let custom = lab.scheme() == CUSTOM;
    let scheme = if custom {
        CUSTOM.to_string()
    } else {
        lab.puzzle()
            .info()
            .colour_scheme(lab.scheme())
            .choice
            .clone()
    };
    let choices = schemes
        .iter()
        .map(|s| (s.choice.as_str(), s.name.as_str()))
        .chain([(CUSTOM, CUSTOM_NAME)]);
    vec![
        Patch::children("puzzle", options(puzzles)),
        Patch::value("puzzle", lab.puzzle().name()),
        Patch::children("solve-method", options(methods)),
        Patch::value("solve-method", sim.method().map_or("", |m| m.name())),
        Patch::value("notation", sim.notation().name()),
        Patch::checked("animate", !sim.timeline().is_instant()),
        Patch::checked("show-net", net.show_net),
        Patch::checked("show-numbers", net.show_numbers),
        Patch::checked("show-arrows", lab.arrows_shown()),
        Patch::checked("show-letters", lab.letters_shown()),
        Patch::children("scheme", options(choices)),
        Patch::value("scheme", &scheme),
        Patch::hidden("custom-colours", !custom),
        Patch::children("custom-colours", face_colours(lab)),
    ]
}

/// One colour input per face of the puzzle on screen (`data-face`, its value `#rrggbb`),
/// labelled with the face's name.
fn face_colours(lab: &Lab) -> Vec<Node> {
    let names = lab.puzzle().def().colours();
    names
        .iter()
        .zip(lab.colours())
        .map(|(name, rgb)| {
            let input = Node::new("input")
                .attr("type", "color")
                .attr("data-face", name.as_str())
                .attr("value", css(rgb))
                .attr("aria-label", format!("Colour of face {name}"));
            Node::new("label")
                .class("face-colour")
                .child(input)
                .child(Node::new("span").text(name))
        })
        .collect()
}

/// A select's `(value, label)` options, in order.
fn options<'a>(choices: impl Iterator<Item = (&'a str, &'a str)>) -> Vec<Node> {
    choices
        .map(|(value, label)| Node::new("option").attr("value", value).text(label))
        .collect()
}
