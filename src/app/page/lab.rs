//! The group lab's frame: which puzzle and panes `#app` shows (its `data-puzzle`, `data-net`,
//! `data-paint`, and from the puzzle's record `data-faces` — its generators are the twelve
//! faces, with notations and keys — and `data-net-choice` — its net shows only when asked;
//! the style sheet reads them, so no part of the page is tied to one puzzle), the puzzle's numbering and example alg,
//! paint mode's buttons and palette, and the explorer's generator checkboxes.

use super::patch::Patch;
use crate::app::draw::{classes, Node};
use crate::app::lab::Lab;
use crate::puzzle::notation::Notation;
use crate::puzzle::Capability;

/// The frame's and paint mode's patches; `colours` are the CSS colours of the puzzle's
/// colours, by index.
pub(super) fn lab(lab: &Lab, colours: &[String]) -> Vec<Patch> {
    let puzzle = lab.puzzle();
    let painting = lab.paint().is_some();
    let net = lab.keeps_net() || lab.net_options().show_net || painting;
    let on_off = |on: bool| if on { "on" } else { "off" };
    let mut out = vec![
        Patch::attr("app", "data-puzzle", puzzle.name()),
        Patch::attr("app", "data-net", on_off(net)),
        Patch::attr("app", "data-paint", on_off(painting)),
        Patch::attr("app", "data-faces", on_off(puzzle.info().turns_faces())),
        Patch::attr("app", "data-net-choice", on_off(!puzzle.info().shows_net)),
        Patch::text("numbering", puzzle.info().numbering),
        Patch::attr("alg-input", "placeholder", puzzle.info().example_alg),
        Patch::children("alg-notation", notations(puzzle.info().notations)),
        Patch::hidden("alg-notation", puzzle.info().notations.is_empty()),
        Patch::hidden("scramble-wca", !puzzle.info().can(Capability::WcaScramble)),
        Patch::text(
            "paint-toggle",
            if painting {
                "Stop painting"
            } else {
                "Paint a position"
            },
        ),
        Patch::attr("paint-toggle", "aria-pressed", painting.to_string()),
        Patch::hidden("palette", !painting),
        Patch::children("palette", palette(lab, colours)),
        Patch::children("gen-list", generators(lab)),
    ];
    for id in ["paint-use", "paint-solved", "paint-current"] {
        out.push(Patch::disabled(id, !painting));
    }
    out
}

/// The move box's notation chooser: the notations the puzzle's registry record names.
fn notations(known: &[Notation]) -> Vec<Node> {
    let option = |n: &Notation| {
        let (label, about) = n.label();
        let option = Node::new("option")
            .attr("value", n.name())
            .attr("title", about);
        option.text(label)
    };
    known.iter().map(option).collect()
}

/// One swatch per colour of the puzzle, the brush's `selected`.
fn palette(lab: &Lab, colours: &[String]) -> Vec<Node> {
    let brush = lab.paint().map(|p| p.brush());
    let names = lab.puzzle().def().colours();
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let on = brush == Some(i);
            let chip = Node::new("svg")
                .attr("viewBox", "0 0 10 10")
                .attr("aria-hidden", "true")
                .child(
                    Node::new("rect")
                        .attr("width", "10")
                        .attr("height", "10")
                        .attr("rx", "2")
                        .attr("fill", colours.get(i).map_or("#000", String::as_str)),
                );
            Node::new("button")
                .class(&classes("swatch", [(on, "selected")]))
                .attr("type", "button")
                .attr("data-colour", i.to_string())
                .attr("aria-label", format!("colour {name}"))
                .attr("aria-pressed", on.to_string())
                .child(chip)
                .child(Node::new("span").text(name))
        })
        .collect()
}

/// One checkbox per generator, ticked when the explorer uses it.
fn generators(lab: &Lab) -> Vec<Node> {
    let selected = lab.explorer().selected();
    let gens = lab.puzzle().def().generators();
    gens.iter()
        .enumerate()
        .map(|(g, gen)| {
            let input = Node::new("input")
                .attr("type", "checkbox")
                .attr("data-gen", g.to_string())
                .checked(selected.get(g).copied().unwrap_or(false));
            Node::new("label")
                .class("gen")
                .child(input)
                .child(Node::new("span").text(&gen.name))
        })
        .collect()
}
