//! [`NetView`]: a puzzle's [`Net`] as SVG in the page — one polygon per tile, sticker numbers,
//! face letters — recoloured in place as the position (or the painting) changes.
//!
//! Tiles carry `data-tile` (the tile index) and, for stickers, `data-sticker` (the sticker's
//! name, as in the facelet JSON) so that clicks and tests can find them. Colours go in as
//! `fill` attributes, text as `textContent`; nothing is parsed as HTML.

use web_sys::Element;

use super::dom::{document, set_class};
use crate::app::Net;
use crate::puzzle::PuzzleKind;
use crate::render::Rgb;

const SVG: &str = "http://www.w3.org/2000/svg";

/// The net on the page.
pub struct NetView {
    puzzle: PuzzleKind,
    root: Element,
    /// The sticker numbers, drawn above every tile.
    numbers: Element,
    tiles: Vec<Element>,
    /// What each tile shows now: fill, whether it is marked, whether it is lit.
    shown: Vec<(String, bool, bool)>,
}

fn svg(tag: &str) -> Element {
    document()
        .create_element_ns(Some(SVG), tag)
        .expect("creating an SVG element")
}

fn set(el: &Element, name: &str, value: &str) {
    let _ = el.set_attribute(name, value);
}

fn hex([r, g, b]: Rgb) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

impl NetView {
    /// Builds the net of `puzzle` inside `container` (replacing what was there).
    pub fn build(container: &Element, puzzle: PuzzleKind) -> NetView {
        let net = Net::of(puzzle);
        let def = puzzle.def();
        let root = svg("svg");
        set(
            &root,
            "viewBox",
            &format!("0 0 {} {:.2}", Net::WIDTH, net.height()),
        );
        set(&root, "class", "net");
        set(&root, "role", "group");
        set(
            &root,
            "aria-label",
            &format!("Flat net of the {}", puzzle.title()),
        );
        let numbers = svg("g");
        set(&numbers, "class", "nums");
        let mut tiles = Vec::new();
        for (i, t) in net.tiles().iter().enumerate() {
            let poly = svg("polygon");
            let points: Vec<String> = t
                .polygon
                .iter()
                .map(|p| format!("{:.2},{:.2}", p.x, p.y))
                .collect();
            set(&poly, "points", &points.join(" "));
            set(&poly, "data-tile", &i.to_string());
            set(&poly, "class", "tile");
            let turn = t.turn.map(|g| def.generators()[g].name.as_str());
            let title = match (t.sticker, turn) {
                (Some(s), Some(g)) => format!(
                    "sticker {} — click: turn {g}, right-click: turn {g} back",
                    def.stickers()[s].name
                ),
                (Some(s), None) => format!("sticker {}", def.stickers()[s].name),
                (None, Some(g)) => format!("centre of {g} — click: turn {g}"),
                (None, None) => String::new(),
            };
            let tip = svg("title");
            tip.set_text_content(Some(&title));
            let _ = poly.append_child(&tip);
            if let Some(s) = t.sticker {
                set(&poly, "data-sticker", &def.stickers()[s].name);
                let c = t.centre();
                let size = t.area().sqrt() * 0.3;
                let text = svg("text");
                set(&text, "x", &format!("{:.2}", c.x));
                set(&text, "y", &format!("{:.2}", c.y));
                set(&text, "font-size", &format!("{size:.2}"));
                text.set_text_content(Some(&sticker_number(puzzle, s)));
                let _ = numbers.append_child(&text);
            }
            let _ = root.append_child(&poly);
            tiles.push(poly);
        }
        let _ = root.append_child(&numbers);
        let numbers_group = numbers.clone();
        for l in net.labels() {
            let badge = svg("circle");
            set(&badge, "cx", &format!("{:.2}", l.at.x));
            set(&badge, "cy", &format!("{:.2}", l.at.y));
            set(&badge, "r", "2.3");
            set(&badge, "class", "badge");
            let _ = root.append_child(&badge);
            let text = svg("text");
            set(&text, "x", &format!("{:.2}", l.at.x));
            set(&text, "y", &format!("{:.2}", l.at.y));
            set(&text, "class", "label");
            text.set_text_content(Some(&l.text));
            let _ = root.append_child(&text);
        }
        container.set_text_content(None);
        let _ = container.append_child(&root);
        NetView {
            puzzle,
            root,
            numbers: numbers_group,
            shown: vec![(String::new(), false, false); tiles.len()],
            tiles,
        }
    }

    /// Shows sticker `s` in colour `colours[s]` (an index into `palette`), marks the
    /// `marked` stickers, lights the `lit` ones (the pieces of the solution step being
    /// played, as the 3D view lights them: full colour and a glowing outline, the rest
    /// softened), and says whether sticker numbers show and whether paint mode is on.
    pub fn update(
        &mut self,
        colours: &[usize],
        marked: &[usize],
        lit: &[usize],
        palette: &[Rgb],
        numbers: bool,
        painting: bool,
    ) {
        let net = Net::of(self.puzzle);
        for (i, t) in net.tiles().iter().enumerate() {
            let colour = t.sticker.map_or(t.colour, |s| colours[s]);
            let fill = palette
                .get(colour)
                .map_or_else(|| "#000".to_string(), |&c| hex(c));
            let mark = t.sticker.is_some_and(|s| marked.contains(&s));
            let on = t.sticker.is_some_and(|s| lit.binary_search(&s).is_ok());
            if self.shown[i] != (fill.clone(), mark, on) {
                set(&self.tiles[i], "fill", &fill);
                set_class(&self.tiles[i], "marked", mark);
                set_class(&self.tiles[i], "lit", on);
                if on {
                    // Drawn after the other tiles, so its outline is not hidden under its
                    // neighbours', but under the numbers.
                    let _ = self.root.insert_before(&self.tiles[i], Some(&self.numbers));
                }
                self.shown[i] = (fill, mark, on);
            }
        }
        set_class(&self.root, "has-lit", !lit.is_empty());
        set_class(&self.root, "show-numbers", numbers);
        set_class(&self.root, "painting", painting);
        set_class(&self.root, "has-marks", !marked.is_empty());
    }
}

/// The number shown on a sticker: the thesis number on the Megaminx, the seed's number (the
/// sticker's name) on the others.
fn sticker_number(puzzle: PuzzleKind, s: usize) -> String {
    match puzzle {
        PuzzleKind::Megaminx => (s + 1).to_string(),
        _ => puzzle.def().stickers()[s].name.clone(),
    }
}
