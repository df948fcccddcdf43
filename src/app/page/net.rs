//! The puzzle's flat net as the page shows it: [`net_picture`]'s tiles coloured as the
//! position (or the painting) says, the marked stickers `marked`, the stickers of the step
//! being played `lit` (as the 3D view lights them, in their tone: `x-only`, `y-only`, `both`
//! for an alg's phases) and drawn after the other tiles, so that their outline is not hidden
//! under their neighbours' (but under the numbers). With letters on, each tile shows the name
//! of the face whose colour it has, in dark or light ink, whichever reads better on it. The
//! root's classes say whether numbers show, paint mode is on, and anything is marked or lit.

use super::net_picture::net_picture;
use super::node::{classes, Node};
use super::patch::Patch;
use crate::app::lab::Lab;
use crate::app::solve::Tone;
use crate::puzzle::{dark_ink, read_hex, Net};

/// The net's patch: the coloured picture inside `#net-view`; `colours` are the CSS colours
/// of the puzzle's colours, by index.
pub(super) fn net(lab: &Lab, colours: &[String]) -> Vec<Patch> {
    vec![Patch::children(
        "net-view",
        vec![coloured_net(lab, colours)],
    )]
}

/// The net of the lab's puzzle, coloured.
pub fn coloured_net(lab: &Lab, colours: &[String]) -> Node {
    let puzzle = lab.puzzle();
    let (stickers, marked, lit) = (lab.sticker_colours(), lab.marked(), lab.lit());
    let mut pic = net_picture(puzzle);
    let net = Net::of(puzzle);
    let rest = pic.children.split_off(net.tiles().len());
    let numbers = lab.net_options().show_numbers || lab.keeps_net();
    let letters = letters(lab, net, colours, numbers);
    let tiles: Vec<(bool, Node)> = pic
        .children
        .into_iter()
        .zip(net.tiles())
        .map(|(node, t)| {
            let colour = t.sticker.map_or(t.colour, |s| stickers[s]);
            let fill = colours.get(colour).map_or("#000", String::as_str);
            let mark = t.sticker.is_some_and(|s| marked.contains(&s));
            let tone = t.sticker.and_then(|s| {
                let k = lit.binary_search_by_key(&s, |&(s, _)| s).ok()?;
                Some(lit[k].1)
            });
            let on = tone.is_some();
            let toned = tone.filter(|&t| t != Tone::Step);
            let tone_class = toned.map_or("", <&str>::from);
            let class = classes(
                "tile",
                [(mark, "marked"), (on, "lit"), (toned.is_some(), tone_class)],
            );
            (on, node.set("fill", fill).set("class", class))
        })
        .collect();
    // Lit tiles last, so that they are drawn on top; each group keeps its order.
    let (on_top, unlit): (Vec<_>, Vec<_>) = tiles.into_iter().partition(|(on, _)| *on);
    pic.children = unlit
        .into_iter()
        .chain(on_top)
        .map(|(_, n)| n)
        .chain(rest)
        .collect();
    pic.children.extend(letters);
    pic.children.extend(arrows(lab, net));
    let flags = [
        (!lit.is_empty(), "has-lit"),
        (numbers, "show-numbers"),
        (lab.paint().is_some(), "painting"),
        (!marked.is_empty(), "has-marks"),
    ];
    pic.set("class", classes("net", flags))
}

/// The face letters on the net (when they are on): a `letters` group with, on each sticker's
/// tile in tile order, the name of its colour, classed `dark` or `light` for the ink that
/// reads on that colour (raised a little when the sticker numbers show too). A centre's tile
/// already carries its face's badge.
fn letters(lab: &Lab, net: &Net, colours: &[String], numbers: bool) -> Option<Node> {
    if !lab.letters_shown() {
        return None;
    }
    let names = lab.puzzle().def().colours();
    let stickers = lab.sticker_colours();
    let texts = net.tiles().iter().filter_map(|t| {
        let colour = stickers[t.sticker?];
        let name = names.get(colour)?;
        let fill = colours.get(colour).and_then(|c| read_hex(c).ok());
        let ink = if fill.is_none_or(dark_ink) {
            "dark"
        } else {
            "light"
        };
        let size = t.area().sqrt();
        let c = t.centre();
        let y = if numbers { c.y - size * 0.2 } else { c.y };
        Some(
            Node::new("text")
                .num("x", c.x, 2)
                .num("y", y, 2)
                .num("font-size", size * 0.42, 2)
                .attr("class", ink)
                .text(name.as_str()),
        )
    });
    Some(Node::new("g").attr("class", "letters").children(texts))
}

/// The cycle arrows on the net (when they are on): for each moved piece, a line from its
/// sticker's tile towards the tile it goes to, ending in a head short of that tile's centre,
/// classed `arrow c<cycle>` (the page's style gives each cycle its hue, as on the model).
fn arrows(lab: &Lab, net: &Net) -> Vec<Node> {
    let Some(effect) = lab.arrow_effect() else {
        return Vec::new();
    };
    let def = lab.puzzle().def();
    let cycles = lab.arrow_cycles();
    let tiles = net.tiles();
    let size = tiles.iter().map(|t| t.area().sqrt()).sum::<f32>() / tiles.len().max(1) as f32;
    net.cycle_arrows(def, &effect, &cycles)
        .into_iter()
        .filter(|a| a.from != a.to)
        .map(|a| {
            let d = (a.to - a.from).normalize();
            let tip = a.to - d * size * 0.25;
            let base = tip - d * size * 0.35;
            let side = glam::Vec2::new(-d.y, d.x) * size * 0.18;
            let head = [tip, base + side, base - side]
                .map(|p| format!("{:.2},{:.2}", p.x, p.y))
                .join(" ");
            Node::new("g")
                .attr("class", format!("arrow c{}", a.cycle % ARROW_CLASSES))
                .child(
                    Node::new("line")
                        .num("x1", a.from.x, 2)
                        .num("y1", a.from.y, 2)
                        .num("x2", base.x, 2)
                        .num("y2", base.y, 2),
                )
                .child(Node::new("polygon").attr("points", head))
        })
        .collect()
}

/// How many arrow hues the page's style has (`.arrow.c0` … `.c5`), then round again.
const ARROW_CLASSES: usize = 6;
