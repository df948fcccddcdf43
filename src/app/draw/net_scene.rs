//! [`NetScene`]: what a puzzle's flat net shows, as plain data — the colour on every sticker,
//! the display colours, the marked and lit stickers, the cycles whose arrows are drawn, and
//! whether letters and numbers show — and [`NetScene::draw`], the one drawing of it: the
//! page's net and the standalone figure ([`figure`](super::figure)) are this picture.
//!
//! [`net_picture`]'s tiles are coloured as the scene says, the marked stickers `marked`, the
//! stickers of the step being played `lit` (as the 3D view lights them, outlined in their
//! tone's colour and classed `x-only`, `y-only`, `both` for an alg's phases) and drawn after
//! the other tiles, so that their outline is not hidden under their neighbours' (but under the
//! numbers). With letters on, each tile shows the name of the face whose colour it has, in
//! dark or light ink, whichever reads better on it. The root's classes say whether numbers
//! show, paint mode is on, and anything is marked or lit.

use super::hues::{hex, tone_glow, ARROW_HUES};
use super::net_picture::{centred, net_picture, TILE_STROKE};
use super::node::{classes, Node};
use crate::app::solve::Tone;
use crate::group::Perm;
use crate::puzzle::{css, dark_ink, read_hex, Net, PieceCycle, Pieces, PuzzleKind, Rgb};

/// What a net shows.
#[derive(Clone, Debug, PartialEq)]
pub struct NetScene {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// The colour (index into the puzzle's colours) on each sticker position.
    pub stickers: Vec<usize>,
    /// The CSS colour of each of the puzzle's colours.
    pub colours: Vec<String>,
    /// Stickers to mark (a failed reading of painted colours).
    pub marked: Vec<usize>,
    /// Stickers to light, each in its tone, sorted by sticker.
    pub lit: Vec<(usize, Tone)>,
    /// The permutation whose cycles the arrows follow, and those cycles (`None`: no arrows).
    pub arrows: Option<(Perm, Vec<PieceCycle>)>,
    /// Whether face letters show.
    pub letters: bool,
    /// Whether sticker numbers show.
    pub numbers: bool,
    /// Whether paint mode is on.
    pub painting: bool,
}

impl NetScene {
    /// `position` of `puzzle` in `colours` (one per colour of the puzzle), with nothing
    /// marked, lit or written on it and no arrows.
    pub fn of_position(puzzle: PuzzleKind, position: &Perm, colours: &[Rgb]) -> NetScene {
        NetScene {
            puzzle,
            stickers: puzzle.def().colours_of(position),
            colours: colours.iter().map(|&c| css(c)).collect(),
            marked: Vec::new(),
            lit: Vec::new(),
            arrows: None,
            letters: false,
            numbers: false,
            painting: false,
        }
    }

    /// With arrows along the piece cycles of `effect` (or none).
    pub fn with_arrows(mut self, effect: Option<&Perm>) -> NetScene {
        let def = self.puzzle.def();
        self.arrows = effect.map(|e| (e.clone(), Pieces::of_perm(def, e).cycles(def)));
        self
    }

    /// The colour index shown on tile `t`.
    fn colour_of(&self, t: &crate::puzzle::Tile) -> usize {
        t.sticker.map_or(t.colour, |s| self.stickers[s])
    }

    /// The net, coloured: an `svg` node (see the module's doc).
    pub fn draw(&self) -> Node {
        let mut pic = net_picture(self.puzzle);
        let net = Net::of(self.puzzle);
        let rest = pic.children.split_off(net.tiles().len());
        let tiles: Vec<(bool, Node)> = pic
            .children
            .into_iter()
            .zip(net.tiles())
            .map(|(node, t)| self.tile(node, t))
            .collect();
        // Lit tiles last, so that they are drawn on top; each group keeps its order.
        let (on_top, unlit): (Vec<_>, Vec<_>) = tiles.into_iter().partition(|(on, _)| *on);
        pic.children = unlit
            .into_iter()
            .chain(on_top)
            .map(|(_, n)| n)
            .chain(rest)
            .collect();
        pic.children.extend(self.letters(net));
        pic.children.extend(self.arrows(net));
        let flags = [
            (!self.lit.is_empty(), "has-lit"),
            (self.numbers, "show-numbers"),
            (self.painting, "painting"),
            (!self.marked.is_empty(), "has-marks"),
        ];
        pic.set("class", classes("net", flags))
    }

    /// Tile `t`'s node coloured, marked and lit; `true` when lit.
    fn tile(&self, node: Node, t: &crate::puzzle::Tile) -> (bool, Node) {
        let fill = self
            .colours
            .get(self.colour_of(t))
            .map_or("#000", String::as_str);
        let mark = t.sticker.is_some_and(|s| self.marked.contains(&s));
        let tone = t.sticker.and_then(|s| {
            let k = self.lit.binary_search_by_key(&s, |&(s, _)| s).ok()?;
            Some(self.lit[k].1)
        });
        let toned = tone.filter(|&t| t != Tone::Step);
        let class = classes(
            "tile",
            [
                (mark, "marked"),
                (tone.is_some(), "lit"),
                (toned.is_some(), toned.map_or("", <&str>::from)),
            ],
        );
        let (stroke, width) = match (mark, tone) {
            (true, _) => ("#d0103a".to_string(), "0.9"),
            (false, Some(t @ (Tone::XOnly | Tone::YOnly))) => (hex(tone_glow(t)), "1.1"),
            (false, Some(t)) => (hex(tone_glow(t)), "0.9"),
            (false, None) => (TILE_STROKE.0.to_string(), TILE_STROKE.1),
        };
        let node = node
            .set("fill", fill)
            .set("class", class)
            .set("stroke", stroke)
            .set("stroke-width", width);
        (tone.is_some(), node)
    }

    /// The face letters (when they are on): a `letters` group with, on each sticker's tile in
    /// tile order, the name of its colour, classed `dark` or `light` for the ink that reads on
    /// that colour (raised a little when the sticker numbers show too). A centre's tile
    /// already carries its face's badge.
    fn letters(&self, net: &Net) -> Option<Node> {
        if !self.letters {
            return None;
        }
        let names = self.puzzle.def().colours();
        let texts = net.tiles().iter().filter_map(|t| {
            let colour = self.stickers[t.sticker?];
            let name = names.get(colour)?;
            let fill = self.colours.get(colour).and_then(|c| read_hex(c).ok());
            let (ink, class) = if fill.is_none_or(dark_ink) {
                ("#121214", "dark")
            } else {
                ("#fafafa", "light")
            };
            let size = t.area().sqrt();
            let c = t.centre();
            let y = if self.numbers { c.y - size * 0.2 } else { c.y };
            Some(
                Node::new("text")
                    .num("x", c.x, 2)
                    .num("y", y, 2)
                    .num("font-size", size * 0.42, 2)
                    .attr("class", class)
                    .attr("fill", ink)
                    .text(name.as_str()),
            )
        });
        let group = centred(Node::new("g").attr("class", "letters")).attr("font-weight", "700");
        Some(group.children(texts))
    }

    /// The cycle arrows (when the scene has them): for each moved piece, a line from its
    /// sticker's tile towards the tile it goes to, ending in a head short of that tile's
    /// centre, classed `arrow c<cycle>` and drawn in its cycle's hue, as on the model.
    fn arrows(&self, net: &Net) -> Vec<Node> {
        let Some((effect, cycles)) = &self.arrows else {
            return Vec::new();
        };
        let tiles = net.tiles();
        let size = tiles.iter().map(|t| t.area().sqrt()).sum::<f32>() / tiles.len().max(1) as f32;
        net.cycle_arrows(self.puzzle.def(), effect, cycles)
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
                let hue = hex(ARROW_HUES[a.cycle % ARROW_HUES.len()]);
                Node::new("g")
                    .attr("class", format!("arrow c{}", a.cycle % ARROW_HUES.len()))
                    .child(
                        Node::new("line")
                            .num("x1", a.from.x, 2)
                            .num("y1", a.from.y, 2)
                            .num("x2", base.x, 2)
                            .num("y2", base.y, 2)
                            .attr("stroke", hue.clone())
                            .attr("stroke-width", "0.55")
                            .attr("stroke-linecap", "round"),
                    )
                    .child(
                        Node::new("polygon")
                            .attr("points", head)
                            .attr("fill", hue)
                            .attr("stroke", TILE_STROKE.0)
                            .attr("stroke-width", "0.15"),
                    )
            })
            .collect()
    }
}
