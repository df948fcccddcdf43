//! [`Net`]: a flat, clickable picture of a puzzle — one polygon per sticker, as data.
//!
//! Each puzzle has one layout, built from its own geometry (nothing drawn by hand): the
//! Megaminx as two flowers of six pentagons unfolded from the dodecahedron, the Pyraminx as
//! the Matlab seed's big triangle of 36 numbered cells, the 2×2×2 as a cross. Every net is
//! seen from outside the puzzle, so a clockwise turn turns a face's stickers clockwise on
//! screen too (tested). The page draws a net as SVG and paints, turns and highlights through
//! it; these layouts are the same code for all three puzzles.
//!
//! Coordinates: `x` to the right, `y` down (screen convention), the whole net scaled to
//! [`Net::WIDTH`] units across.

pub(super) mod cube2;
pub(super) mod pyraminx;

use glam::Vec2;

use super::{PuzzleDef, PuzzleKind};

/// One polygon of a net.
#[derive(Clone, Debug, PartialEq)]
pub struct Tile {
    /// The outline, clockwise on screen.
    pub polygon: Vec<Vec2>,
    /// The sticker shown here (0-based), or `None` for a part that never moves (a Megaminx
    /// centre).
    pub sticker: Option<usize>,
    /// The colour of a part that never moves (for a sticker tile: its solved colour).
    pub colour: usize,
    /// The generator a click turns (a right-click turns it back), if any.
    pub turn: Option<usize>,
}

impl Tile {
    /// The average of the corners (inside, since tiles are convex).
    pub fn centre(&self) -> Vec2 {
        self.polygon.iter().copied().sum::<Vec2>() / self.polygon.len() as f32
    }

    /// The area (positive: the corners run clockwise on screen).
    pub fn area(&self) -> f32 {
        signed_area(&self.polygon)
    }
}

/// A text drawn on the net (a Megaminx face letter).
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    /// Where its centre goes.
    pub at: Vec2,
    /// The text.
    pub text: String,
}

/// A puzzle's net: its tiles and labels within a `WIDTH × height` box.
#[derive(Clone, Debug)]
pub struct Net {
    puzzle: PuzzleKind,
    tiles: Vec<Tile>,
    labels: Vec<Label>,
    height: f32,
    by_sticker: Vec<usize>,
}

impl Net {
    /// The width of every net, in its own units.
    pub const WIDTH: f32 = 100.0;
    /// Empty space kept around the drawing.
    const MARGIN: f32 = 1.5;

    /// The net of a puzzle (built once, kept by its registry record).
    pub fn of(puzzle: PuzzleKind) -> &'static Net {
        puzzle.info().net()
    }

    /// Scales and moves raw tiles into the `WIDTH`-wide box, makes every outline clockwise,
    /// and indexes the stickers.
    pub(in crate::puzzle) fn new(
        puzzle: PuzzleKind,
        mut tiles: Vec<Tile>,
        mut labels: Vec<Label>,
    ) -> Net {
        let points = tiles.iter().flat_map(|t| t.polygon.iter().copied());
        let (lo, hi) = points.fold(
            (Vec2::splat(f32::INFINITY), Vec2::splat(f32::NEG_INFINITY)),
            |(lo, hi), p| (lo.min(p), hi.max(p)),
        );
        let scale = (Net::WIDTH - 2.0 * Net::MARGIN) / (hi.x - lo.x);
        let place = |p: Vec2| (p - lo) * scale + Vec2::splat(Net::MARGIN);
        for t in &mut tiles {
            t.polygon = t.polygon.iter().map(|&p| place(p)).collect();
            if signed_area(&t.polygon) < 0.0 {
                t.polygon.reverse();
            }
        }
        for l in &mut labels {
            l.at = place(l.at);
        }
        let def = puzzle.def();
        let mut by_sticker = vec![usize::MAX; def.sticker_count()];
        for (i, t) in tiles.iter().enumerate() {
            if let Some(s) = t.sticker {
                by_sticker[s] = i;
            }
        }
        Net {
            puzzle,
            tiles,
            labels,
            height: (hi.y - lo.y) * scale + 2.0 * Net::MARGIN,
            by_sticker,
        }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> PuzzleKind {
        self.puzzle
    }

    /// All tiles: the stickers, then any fixed parts.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// Texts to draw on top.
    pub fn labels(&self) -> &[Label] {
        &self.labels
    }

    /// The height of the box (the width is [`Net::WIDTH`]).
    pub fn height(&self) -> f32 {
        self.height
    }

    /// The tile (index into [`Net::tiles`]) showing sticker `s`.
    pub fn tile_of(&self, s: usize) -> Option<usize> {
        self.by_sticker.get(s).copied().filter(|&t| t != usize::MAX)
    }
}

/// The shoelace area, positive for outlines clockwise on screen (y down).
fn signed_area(poly: &[Vec2]) -> f32 {
    let n = poly.len();
    (0..n)
        .map(|i| poly[i].perp_dot(poly[(i + 1) % n]))
        .sum::<f32>()
        / 2.0
}

/// The generator a click on sticker position `s` turns, for any puzzle:
///
/// - a face turn named like the colour that belongs at `s` (Megaminx `A`, 2×2×2 `R`): the
///   sticker's own face turns, as on the real puzzle;
/// - otherwise the smallest generator that turns the piece at `s` in place (the Pyraminx's
///   tips `s1`–`s4` and, for axial centres, the layer turns `s5`–`s8`);
/// - otherwise nothing (a Pyraminx edge belongs to two layers).
pub fn click_generator(def: &PuzzleDef, s: usize) -> Option<usize> {
    let sticker = &def.stickers()[s];
    if let Some(g) = def.generator_index(&def.colours()[sticker.colour]) {
        return Some(g);
    }
    def.generators()
        .iter()
        .enumerate()
        .filter(|(_, g)| {
            g.perm.image(s) != s && def.piece_images(&g.perm)[sticker.piece] == sticker.piece
        })
        .min_by_key(|(_, g)| g.perm.support().len())
        .map(|(i, _)| i)
}

/// The sticker tiles of a puzzle, one per sticker, from a function giving each outline.
pub(in crate::puzzle) fn sticker_tiles(
    def: &PuzzleDef,
    outline: impl Fn(usize) -> Vec<Vec2>,
) -> Vec<Tile> {
    (0..def.sticker_count())
        .map(|s| Tile {
            polygon: outline(s),
            sticker: Some(s),
            colour: def.stickers()[s].colour,
            turn: click_generator(def, s),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether two convex polygons share interior (not just an edge or a corner): no
    /// separating axis among their edge normals, with a small tolerance.
    fn overlap(a: &[Vec2], b: &[Vec2]) -> bool {
        let separated_by = |poly: &[Vec2]| {
            (0..poly.len()).any(|i| {
                let edge = poly[(i + 1) % poly.len()] - poly[i];
                let axis = edge.perp().normalize();
                let project = |q: &[Vec2]| {
                    q.iter()
                        .fold((f32::INFINITY, f32::NEG_INFINITY), |(lo, hi), p| {
                            (lo.min(p.dot(axis)), hi.max(p.dot(axis)))
                        })
                };
                let ((a0, a1), (b0, b1)) = (project(a), project(b));
                a1 <= b0 + 1e-3 || b1 <= a0 + 1e-3
            })
        };
        !separated_by(a) && !separated_by(b)
    }

    fn is_convex(poly: &[Vec2]) -> bool {
        let n = poly.len();
        (0..n).all(|i| {
            let (a, b, c) = (poly[i], poly[(i + 1) % n], poly[(i + 2) % n]);
            (b - a).perp_dot(c - b) >= -1e-4
        })
    }

    #[test]
    fn every_sticker_appears_exactly_once() {
        for kind in PuzzleKind::ALL {
            let net = Net::of(kind);
            let def = kind.def();
            let mut count = vec![0; def.sticker_count()];
            for t in net.tiles() {
                if let Some(s) = t.sticker {
                    count[s] += 1;
                    assert_eq!(t.colour, def.stickers()[s].colour);
                }
            }
            assert!(count.iter().all(|&c| c == 1), "{kind}: {count:?}");
            for s in 0..def.sticker_count() {
                assert_eq!(net.tiles()[net.tile_of(s).unwrap()].sticker, Some(s));
            }
        }
    }

    #[test]
    fn tiles_are_convex_clockwise_inside_the_box_and_never_overlap() {
        for kind in PuzzleKind::ALL {
            let net = Net::of(kind);
            let tiles = net.tiles();
            for t in tiles {
                assert!(t.area() > 0.05, "{kind}: a real, clockwise tile");
                assert!(is_convex(&t.polygon), "{kind}");
                for p in &t.polygon {
                    assert!((0.0..=Net::WIDTH).contains(&p.x), "{kind}: {p}");
                    assert!((0.0..=net.height()).contains(&p.y), "{kind}: {p}");
                }
            }
            for i in 0..tiles.len() {
                for j in i + 1..tiles.len() {
                    assert!(
                        !overlap(&tiles[i].polygon, &tiles[j].polygon),
                        "{kind}: tiles {i} and {j} overlap"
                    );
                }
            }
        }
    }

    /// Seen from outside: a face turn moves the face's own stickers clockwise on screen, by
    /// a fifth (Megaminx) or a quarter (2×2×2) of a full turn about the face's centre.
    #[test]
    fn face_turns_go_clockwise_on_the_net() {
        for (kind, steps) in [(PuzzleKind::Megaminx, 5.0), (PuzzleKind::Cube2, 4.0)] {
            let net = Net::of(kind);
            let def = kind.def();
            for (g, gen) in def.generators().iter().enumerate() {
                let own: Vec<usize> = (0..def.sticker_count())
                    .filter(|&s| def.colours()[def.stickers()[s].colour] == gen.name)
                    .collect();
                let centre_of = |set: &[usize]| {
                    set.iter()
                        .map(|&s| net.tiles()[net.tile_of(s).unwrap()].centre())
                        .sum::<Vec2>()
                        / set.len() as f32
                };
                let c = centre_of(&own);
                for &s in &own {
                    let from = net.tiles()[net.tile_of(s).unwrap()].centre() - c;
                    let to = net.tiles()[net.tile_of(gen.perm.image(s)).unwrap()].centre() - c;
                    let angle = from.angle_to(to); // positive: clockwise with y down
                    let want = std::f32::consts::TAU / steps;
                    assert!((angle - want).abs() < 1e-3, "{kind} {}: {angle}", gen.name);
                }
                assert!(own
                    .iter()
                    .all(|&s| net.tiles()[net.tile_of(s).unwrap()].turn == Some(g)));
            }
        }
    }

    #[test]
    fn clicks_turn_faces_tips_and_centres() {
        let def = PuzzleKind::Pyraminx.def();
        let name = |s: usize| click_generator(def, s - 1).map(|g| def.generators()[g].name.clone());
        assert_eq!(name(1).as_deref(), Some("s1"), "a tip turns its tip");
        assert_eq!(name(10).as_deref(), Some("s2"));
        assert_eq!(name(3).as_deref(), Some("s5"), "a centre turns its layer");
        assert_eq!(name(2), None, "an edge is in two layers");
        let cube = PuzzleKind::Cube2.def();
        assert_eq!(click_generator(cube, 0), cube.generator_index("R"));
    }
}
