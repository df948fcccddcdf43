//! [`net_picture`]: a puzzle's flat [`Net`] as an SVG picture — one polygon per tile (in tile
//! order, each with `data-tile` and, for stickers, `data-sticker`, so that clicks and tests
//! find them), the sticker numbers above every tile in a `nums` group, and the face letters
//! on badges. [`NetScene::draw`](super::NetScene::draw) colours it; the page then rewrites
//! only the tiles whose colour or marks changed.
//!
//! How it looks is said here, as SVG presentation attributes (strokes, fills, fonts), so the
//! picture stands alone as a figure; the page's style sheet adds only what a person does
//! with it (hover, cursors, showing the numbers or not).

use super::node::Node;
use crate::puzzle::{Net, PuzzleKind, Tile};

/// The class of the group holding the sticker numbers.
pub const NUMBERS_CLASS: &str = "nums";

/// The net of `puzzle`, uncoloured.
pub fn net_picture(puzzle: PuzzleKind) -> Node {
    let net = Net::of(puzzle);
    let info = puzzle.info();
    let tiles = net
        .tiles()
        .iter()
        .enumerate()
        .map(|(i, t)| tile(puzzle, i, t));
    let numbers = net.tiles().iter().filter_map(|t| {
        let s = t.sticker?;
        let c = t.centre();
        Some(
            Node::new("text")
                .num("x", c.x, 2)
                .num("y", c.y, 2)
                .num("font-size", t.area().sqrt() * 0.3, 2)
                .text(info.sticker_label(s)),
        )
    });
    let badges = net.labels().iter().flat_map(|l| {
        [
            Node::new("circle")
                .num("cx", l.at.x, 2)
                .num("cy", l.at.y, 2)
                .attr("r", "2.3")
                .attr("class", "badge")
                .attr("fill", "#ffffff")
                .attr("fill-opacity", "0.82")
                .attr("stroke", "#1b1d21")
                .attr("stroke-opacity", "0.5")
                .attr("stroke-width", "0.2"),
            centred(Node::new("text"))
                .num("x", l.at.x, 2)
                .num("y", l.at.y, 2)
                .attr("class", "label")
                .attr("font-size", "2.8")
                .attr("font-weight", "700")
                .attr("fill", "#1b1d21")
                .text(l.text.clone()),
        ]
    });
    Node::new("svg")
        .attr("viewBox", format!("0 0 {} {:.2}", Net::WIDTH, net.height()))
        .attr("class", "net")
        .attr("role", "group")
        .attr("aria-label", format!("Flat net of the {}", info.title))
        .children(tiles)
        .child(
            centred(
                Node::new("g")
                    .attr("class", NUMBERS_CLASS)
                    .attr("font-family", "monospace")
                    .attr("fill", "#15171a")
                    .attr("stroke", "#ffffff")
                    .attr("stroke-opacity", "0.75")
                    .attr("stroke-width", "0.25")
                    .attr("paint-order", "stroke"),
            )
            .children(numbers),
        )
        .children(badges)
}

/// Tile `i`: its polygon, its sticker's name and a tooltip saying what a click does.
fn tile(puzzle: PuzzleKind, i: usize, t: &Tile) -> Node {
    let def = puzzle.def();
    let points: Vec<String> = t
        .polygon
        .iter()
        .map(|p| format!("{:.2},{:.2}", p.x, p.y))
        .collect();
    let turn = t.turn.map(|g| def.generators()[g].name.as_str());
    let sticker = t.sticker.map(|s| def.stickers()[s].name.as_str());
    let tip = match (sticker, turn) {
        (Some(s), Some(g)) => {
            format!("sticker {s} — click: turn {g}, right-click: turn {g} back")
        }
        (Some(s), None) => format!("sticker {s}"),
        (None, Some(g)) => format!("centre of {g} — click: turn {g}"),
        (None, None) => String::new(),
    };
    let poly = Node::new("polygon")
        .attr("points", points.join(" "))
        .attr("data-tile", i.to_string())
        .attr("class", "tile")
        .attr("stroke", TILE_STROKE.0)
        .attr("stroke-width", TILE_STROKE.1)
        .attr("stroke-linejoin", "round");
    let poly = match sticker {
        Some(name) => poly.attr("data-sticker", name),
        None => poly,
    };
    poly.child(Node::new("title").text(tip))
}

/// A tile's outline: its colour and width.
pub const TILE_STROKE: (&str, &str) = ("#1b1d21", "0.32");

/// A text element centred on its `x`, `y` (or a group of such texts).
pub fn centred(node: Node) -> Node {
    node.attr("text-anchor", "middle")
        .attr("dominant-baseline", "central")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tile_is_drawn_in_order_and_every_sticker_is_numbered() {
        for puzzle in PuzzleKind::ALL {
            let net = Net::of(puzzle);
            let pic = net_picture(puzzle);
            let polys: Vec<&Node> = pic.children.iter().filter(|c| c.tag == "polygon").collect();
            assert_eq!(polys.len(), net.tiles().len(), "{puzzle:?}");
            for (i, p) in polys.iter().enumerate() {
                assert_eq!(p.get("data-tile"), Some(i.to_string().as_str()));
            }
            let stickers = puzzle.def().stickers().len();
            let named = polys
                .iter()
                .filter(|p| p.get("data-sticker").is_some())
                .count();
            assert_eq!(named, stickers, "{puzzle:?}: one tile per sticker");
            let nums = pic
                .children
                .iter()
                .find(|c| c.get("class") == Some(NUMBERS_CLASS))
                .unwrap();
            assert_eq!(nums.children.len(), stickers);
        }
    }

    #[test]
    fn the_megaminx_shows_thesis_numbers_the_others_their_names() {
        let labels = |puzzle: PuzzleKind| {
            let pic = net_picture(puzzle);
            let nums = pic
                .children
                .iter()
                .find(|c| c.get("class") == Some(NUMBERS_CLASS));
            let mut labels: Vec<String> = nums
                .unwrap()
                .children
                .iter()
                .map(|t| t.text.clone().unwrap())
                .collect();
            labels.sort();
            labels
        };
        let mega = labels(PuzzleKind::Megaminx);
        assert!(mega.contains(&"1".to_string()) && mega.contains(&"120".to_string()));
        let pyra = labels(PuzzleKind::Pyraminx);
        let names: Vec<&str> = PuzzleKind::Pyraminx
            .def()
            .stickers()
            .iter()
            .map(|s| s.name.as_str())
            .collect();
        assert!(pyra.iter().all(|l| names.contains(&l.as_str())));
    }
}
