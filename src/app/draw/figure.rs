//! [`Figure`]: a position's flat net as a standalone SVG for slides, handouts and papers —
//! the page's own net ([`NetScene::draw`]) with, as chosen, the cycle arrows, face letters,
//! sticker numbers and a caption listing the cycles; the page's tooltips dropped, and a size,
//! a title and the SVG namespace added. The command line (`minx figure`), the page API
//! (`window.minx.figure`), the player and the page's Export menu all make it here, so the
//! same position and options give the same bytes everywhere.

use super::net_picture::NUMBERS_CLASS;
use super::net_scene::NetScene;
use super::node::Node;
use super::svg::svg_text;
use crate::group::Perm;
use crate::puzzle::{Net, PieceCycle, PuzzleKind, Rgb, CUSTOM};
use crate::quote::UnknownName;

/// What a figure shows besides the stickers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FigureOptions {
    /// The cycle arrows.
    pub arrows: bool,
    /// Face letters on the stickers.
    pub letters: bool,
    /// Sticker numbers.
    pub numbers: bool,
    /// A caption listing the cycles under the net.
    pub caption: bool,
}

/// A figure as a script asks for it: each extra on or off, or (absent) as the page shows it;
/// a scheme by name, or the page's colours.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FigureAsk {
    /// Cycle arrows.
    pub arrows: Option<bool>,
    /// Face letters.
    pub letters: Option<bool>,
    /// Sticker numbers.
    pub numbers: Option<bool>,
    /// A caption with the cycles (off when absent).
    pub caption: Option<bool>,
    /// A colour scheme by key, choice or name.
    pub scheme: Option<String>,
}

/// A figure: the scene drawn, and the caption's lines.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    scene: NetScene,
    caption: Option<Vec<String>>,
}

/// Pixels per unit of the net (whose width is [`Net::WIDTH`]): 800 px across.
const SCALE: f32 = 8.0;
/// The caption's font size and line height, in net units.
const CAPTION_SIZE: f32 = 2.6;
const CAPTION_LINE: f32 = 3.4;
/// The most characters on a caption line (a cycle is never cut, so a very long one runs
/// past).
const CAPTION_WIDTH: usize = 64;

impl Figure {
    /// `scene` (its colours and lit stickers as they are) with the options' extras:
    /// `shown`, the permutation whose cycles the arrows follow and the caption lists, and
    /// those cycles.
    pub fn new(
        mut scene: NetScene,
        shown: Option<(Perm, Vec<PieceCycle>)>,
        options: &FigureOptions,
    ) -> Figure {
        let def = scene.puzzle.def();
        let caption = options.caption.then(|| {
            let texts: Vec<String> = shown
                .iter()
                .flat_map(|(_, cycles)| cycles.iter().map(|c| c.text(def)))
                .collect();
            caption_lines(&texts)
        });
        scene.arrows = shown.filter(|_| options.arrows);
        scene.letters = options.letters;
        scene.numbers = options.numbers;
        Figure { scene, caption }
    }

    /// `position` of `puzzle` in `colours`, its arrows and caption those of the position.
    pub fn of_position(
        puzzle: PuzzleKind,
        position: &Perm,
        colours: &[Rgb],
        options: &FigureOptions,
    ) -> Figure {
        let scene = NetScene::of_position(puzzle, position, colours).with_arrows(Some(position));
        let shown = scene.arrows.clone();
        Figure::new(scene, shown, options)
    }

    /// The figure as a standalone SVG document.
    pub fn svg(&self) -> String {
        let net = Net::of(self.scene.puzzle);
        let mut pic = self.scene.draw();
        pic.children = std::mem::take(&mut pic.children)
            .into_iter()
            .filter(|c| self.scene.numbers || c.get("class") != Some(NUMBERS_CLASS))
            .map(untitled)
            .collect();
        let lines = self.caption.as_deref().unwrap_or_default();
        let caption_height = if lines.is_empty() {
            0.0
        } else {
            CAPTION_LINE * lines.len() as f32 + 1.0
        };
        let height = net.height() + caption_height;
        let title = format!("{} — flat net", self.scene.puzzle.info().title);
        let caption = lines.iter().enumerate().map(|(i, line)| {
            Node::new("text")
                .num("x", Net::WIDTH / 2.0, 2)
                .num("y", net.height() + CAPTION_LINE * (i as f32 + 0.8), 2)
                .text(line.as_str())
        });
        let caption = Node::new("g")
            .attr("class", "caption")
            .attr("font-family", "monospace")
            .num("font-size", CAPTION_SIZE, 1)
            .attr("fill", "#1b1d21")
            .attr("text-anchor", "middle")
            .children(caption);
        let mut root = Node::new("svg")
            .attr("xmlns", "http://www.w3.org/2000/svg")
            .num("width", Net::WIDTH * SCALE, 0)
            .num("height", height * SCALE, 0)
            .attr("viewBox", format!("0 0 {} {height:.2}", Net::WIDTH))
            .attr("role", "img")
            .attr("aria-label", title.clone())
            .attr("font-family", "sans-serif")
            .child(Node::new("title").text(title));
        root.attrs.extend(
            pic.attrs
                .into_iter()
                .filter(|(k, _)| !matches!(*k, "viewBox" | "role" | "aria-label")),
        );
        root = root.children(pic.children);
        if !lines.is_empty() {
            root = root.child(caption);
        }
        svg_text(&root)
    }
}

/// The colours of the scheme `name` names for `puzzle` (see
/// [`scheme_choice`](crate::puzzle::PuzzleInfo::scheme_choice)); `custom` answers the
/// `custom` choice where there are custom colours (the page's), else it is refused.
pub fn scheme_colours(
    puzzle: PuzzleKind,
    name: &str,
    custom: Option<Vec<Rgb>>,
) -> Result<Vec<Rgb>, UnknownName> {
    let info = puzzle.info();
    let schemes = || {
        let choices = info.colour_schemes().iter().map(|s| s.choice.as_str());
        choices.collect::<Vec<_>>().join(", ")
    };
    let choice = info.scheme_choice(name).map_err(|mut e| {
        if custom.is_none() {
            e.expected = schemes();
        }
        e
    })?;
    if choice != CUSTOM {
        return Ok(info.colour_scheme(&choice).colours.clone());
    }
    custom.ok_or_else(|| UnknownName {
        what: "colour scheme",
        name: name.to_string(),
        expected: schemes(),
    })
}

/// `node` without its tooltip (the page's `<title>`: what a click does).
fn untitled(mut node: Node) -> Node {
    node.children.retain(|c| c.tag != "title");
    node
}

/// The cycles as the caption's lines, at most [`CAPTION_WIDTH`] characters each where the
/// cycles allow; `identity` for a position with none.
fn caption_lines(texts: &[String]) -> Vec<String> {
    if texts.is_empty() {
        return vec!["identity (no piece moved)".to_string()];
    }
    let mut lines: Vec<String> = Vec::new();
    for t in texts {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + t.chars().count() <= CAPTION_WIDTH => {
                line.push(' ');
                line.push_str(t);
            }
            _ => lines.push(t.clone()),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captions_wrap_between_cycles() {
        let texts: Vec<String> = (0..40).map(|i| format!("(A{i} B{i})")).collect();
        let lines = caption_lines(&texts);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| l.chars().count() <= CAPTION_WIDTH));
        assert_eq!(lines.join(" "), texts.join(" "));
        assert_eq!(caption_lines(&[]), ["identity (no piece moved)"]);
    }
}
