//! The puzzle's flat net as the page shows it: [`net_picture`]'s tiles coloured as the
//! position (or the painting) says, the marked stickers `marked`, the stickers of the step
//! being played `lit` (as the 3D view lights them) and drawn after the other tiles, so that
//! their outline is not hidden under their neighbours' (but under the numbers). The root's
//! classes say whether numbers show, paint mode is on, and anything is marked or lit.

use super::net_picture::net_picture;
use super::node::{classes, Node};
use super::patch::Patch;
use crate::app::lab::Lab;
use crate::puzzle::Net;

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
    let mut tiles: Vec<(bool, Node)> = pic
        .children
        .into_iter()
        .zip(net.tiles())
        .map(|(node, t)| {
            let colour = t.sticker.map_or(t.colour, |s| stickers[s]);
            let fill = colours.get(colour).map_or("#000", String::as_str);
            let mark = t.sticker.is_some_and(|s| marked.contains(&s));
            let on = t.sticker.is_some_and(|s| lit.binary_search(&s).is_ok());
            let class = classes("tile", [(mark, "marked"), (on, "lit")]);
            (on, node.set("fill", fill).set("class", class))
        })
        .collect();
    tiles.sort_by_key(|(on, _)| *on);
    pic.children = tiles.into_iter().map(|(_, n)| n).chain(rest).collect();
    let flags = [
        (!lit.is_empty(), "has-lit"),
        (
            lab.net_options().show_numbers || lab.keeps_net(),
            "show-numbers",
        ),
        (lab.paint().is_some(), "painting"),
        (!marked.is_empty(), "has-marks"),
    ];
    pic.set("class", classes("net", flags))
}
