//! [`NetView`]: a puzzle's [`Net`] in the page — the picture the app describes
//! ([`net_picture`]: one polygon per tile with `data-tile`/`data-sticker`, sticker numbers, face
//! letters), drawn once and recoloured in place as the position (or the painting) changes.
//! Colours go in as `fill` attributes, text as `textContent`; nothing is parsed as HTML.

use web_sys::Element;

use super::dom::{hex, render_svg, set_class};
use crate::app::{net_picture, Net, NUMBERS_CLASS};
use crate::puzzle::PuzzleKind;
use crate::render::Rgb;

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

impl NetView {
    /// Builds the net of `puzzle` inside `container` (replacing what was there).
    pub fn build(container: &Element, puzzle: PuzzleKind) -> NetView {
        let root = render_svg(&net_picture(puzzle));
        // The picture's children: the tiles in order, then the numbers' group.
        let children = root.children();
        let count = Net::of(puzzle).tiles().len() as u32;
        let tiles: Vec<Element> = (0..count).filter_map(|i| children.item(i)).collect();
        let numbers = children.item(count).expect("the net has a numbers group");
        debug_assert_eq!(numbers.class_name(), NUMBERS_CLASS);
        container.set_text_content(None);
        let _ = container.append_child(&root);
        NetView {
            puzzle,
            root,
            numbers,
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
                let _ = self.tiles[i].set_attribute("fill", &fill);
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
