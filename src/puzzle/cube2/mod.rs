//! The 2×2×2 cube of the Chinese blog: 24 numbered stickers, its piece grouping and colours.
//!
//! The blog gives only the stickers of each small cube — `{1,5,9} {2,12,17} {3,16,18}
//! {4,6,13} {7,14,24} {8,10,21} {11,20,22} {15,19,23}` — and the solved colours: stickers
//! 1–4 `R`, 5–8 `G`, 9–12 `B`, 13–16 `b`, 17–20 `g`, 21–24 `r`. The geometry follows from
//! that: two colours are on opposite faces when no small cube shows both, which pairs `R`/`r`,
//! `G`/`g`, `B`/`b`; each small cube sits at the corner where its three faces meet. The one
//! free choice is the handedness; we put red at +x (right), blue at +y (up) and green at +z
//! (front), so the corner `{1,5,9}` (the blog's "small cube facing you") is up-front-right and
//! each of the faces `R`, `G`, `B` is numbered clockwise seen from outside (`b`, `g`, `r` then
//! run anticlockwise: the blog numbers opposite faces as seen through the cube).
//!
//! Generators are the six clockwise quarter turns, named by the colour of the face they turn:
//!
//! | generator | `R` | `G` | `B` | `b` | `g` | `r` |
//! |-----------|-----|-----|-----|-----|-----|-----|
//! | usual name| `R` | `F` | `U` | `D` | `B` | `L` |
//!
//! so `R = (1 2 3 4)(5 12 18 13)(6 9 17 16)`. The six turns generate 88 179 840 = 24 × 3 674 160
//! elements (on a 2×2×2, turning a face is turning the opposite face and the whole cube, so
//! the 24 rotations are in the group); the three faces at one corner, [`Cube2::FIXED`], generate
//! 3 674 160 and keep the opposite corner `bgr` in place. Both numbers were checked with GAP
//! (`Size(Group(...))`) on the cycles above.
//!
//! Corner orientation: each corner's reference sticker is its `B` or `b` sticker (up/down),
//! its stickers run clockwise seen from outside; every quarter turn keeps the twist sum 0 mod 3.

use std::sync::OnceLock;

use glam::IVec3;

use crate::group::Perm;
use crate::puzzle::colors::ColourReader;
use crate::puzzle::def::{Generator, Piece, PuzzleDef, Sticker};
use crate::puzzle::info::{Capability, InfoCache, PuzzleInfo, StickerLabels};
use crate::puzzle::keys::KeyMap;
use crate::puzzle::shape::{Plane, Shape, Turn};
use crate::puzzle::PuzzleKind;

mod net;

/// Colour names, in colour-index order (stickers 1–4 have colour 0, 5–8 colour 1, …).
const COLOURS: [&str; 6] = ["R", "G", "B", "b", "g", "r"];

/// The blog's small cubes (1-based sticker numbers).
const PIECES: [[usize; 3]; 8] = [
    [1, 5, 9],
    [2, 12, 17],
    [3, 16, 18],
    [4, 6, 13],
    [7, 14, 24],
    [8, 10, 21],
    [11, 20, 22],
    [15, 19, 23],
];

/// The handedness choice: where the faces of colours `R`, `G`, `B` point.
const AXES: [(usize, IVec3); 3] = [(0, IVec3::X), (1, IVec3::Z), (2, IVec3::Y)];

/// The 2×2×2 cube: 24 stickers, 8 corners, 6 quarter turns.
#[derive(Debug)]
pub struct Cube2 {
    def: PuzzleDef,
    /// Per sticker: the outward normal of its face and the corner it sits at (±1 entries).
    places: Vec<(IVec3, IVec3)>,
}

impl Cube2 {
    /// The three faces at the corner `RGB`: they generate the "cube2-fixed" group (order 3 674 160).
    pub const FIXED: [&'static str; 3] = ["R", "G", "B"];

    /// The blog's worked example: the colour of each sticker 1..24 in a scrambled state.
    pub const BLOG_EXAMPLE: &'static str = "RRRRGGbGBBrBbgrbgggbrGBr";

    /// The blog's published answer for [`Cube2::BLOG_EXAMPLE`]: the state permutation, in our convention
    /// (sticker at `x` goes to `perm(x)`) with no inverse needed. See `puzzle::colors`.
    pub const BLOG_ANSWER: &'static str = "(7 22 15)(11 23 24)(14 20 19)";

    /// The shared instance (derived once from the blog's grouping).
    pub fn get() -> &'static Cube2 {
        static CELL: OnceLock<Cube2> = OnceLock::new();
        CELL.get_or_init(Cube2::build)
    }

    fn build() -> Cube2 {
        let colour = |s: usize| s / 4;
        let piece_of = |s: usize| {
            PIECES
                .iter()
                .position(|p| p.contains(&(s + 1)))
                .expect("every sticker is in a piece")
        };
        let shares_piece = |a: usize, b: usize| {
            PIECES.iter().any(|p| {
                p.iter().any(|&s| colour(s - 1) == a) && p.iter().any(|&s| colour(s - 1) == b)
            })
        };
        let opposite = |c: usize| {
            let far: Vec<usize> = (0..6).filter(|&d| d != c && !shares_piece(c, d)).collect();
            assert_eq!(far.len(), 1, "each colour has one opposite face");
            far[0]
        };
        let axis = |c: usize| {
            AXES.iter()
                .find_map(|&(d, v)| {
                    if d == c {
                        Some(v)
                    } else if d == opposite(c) {
                        Some(-v)
                    } else {
                        None
                    }
                })
                .expect("every colour is on an axis")
        };
        let places: Vec<(IVec3, IVec3)> = (0..24)
            .map(|s| {
                let corner = PIECES[piece_of(s)]
                    .iter()
                    .map(|&t| axis(colour(t - 1)))
                    .sum();
                (axis(colour(s)), corner)
            })
            .collect();
        let stickers = (0..24)
            .map(|s| Sticker {
                name: (s + 1).to_string(),
                piece: piece_of(s),
                colour: colour(s),
            })
            .collect();
        let pieces = PIECES
            .iter()
            .map(|p| {
                let mut own: Vec<usize> = p.iter().map(|&s| s - 1).collect();
                let n = |k: usize| places[own[k]].0;
                if (n(1) - n(0)).cross(n(2) - n(0)).dot(places[own[0]].1) > 0 {
                    own.swap(1, 2); // make the order clockwise seen from outside
                }
                let r = own
                    .iter()
                    .position(|&s| places[s].0.y != 0)
                    .expect("one sticker up or down");
                own.rotate_left(r);
                Piece {
                    name: p.iter().map(|&s| COLOURS[colour(s - 1)]).collect(),
                    stickers: own,
                    kind: 0,
                }
            })
            .collect();
        let generators = (0..6)
            .map(|c| Generator {
                name: COLOURS[c].to_string(),
                perm: quarter_turn(&places, axis(c)),
            })
            .collect();
        let colours = COLOURS.iter().map(|c| c.to_string()).collect();
        let def = PuzzleDef::new("cube2", stickers, pieces, colours, generators)
            .expect("the 2×2×2 definition is consistent");
        Cube2 { def, places }
    }

    /// The generic definition: stickers `1`..`24`, colours and generators `R G B b g r`.
    pub fn def(&self) -> &PuzzleDef {
        &self.def
    }

    /// Where sticker `s` (0-based) sits: its face's outward normal and its corner, as vectors
    /// with entries −1, 0, 1 (x right, y up, z front).
    pub fn place(&self, s: usize) -> (IVec3, IVec3) {
        self.places[s]
    }
}

/// The clockwise quarter turn (seen from outside) of the face with outward normal `axis`.
fn quarter_turn(places: &[(IVec3, IVec3)], axis: IVec3) -> Perm {
    // Rotating by −90° about `axis`: v ↦ (v·a)a − a×v.
    let rot = |v: IVec3| axis * v.dot(axis) - axis.cross(v);
    let images: Vec<usize> = places
        .iter()
        .enumerate()
        .map(|(s, &(normal, corner))| {
            if corner.dot(axis) <= 0 {
                return s;
            }
            let to = (rot(normal), rot(corner));
            places
                .iter()
                .position(|&p| p == to)
                .expect("a rotation moves stickers onto stickers")
        })
        .collect();
    Perm::from_images(&images).expect("a rotation permutes stickers")
}

/// Half the edge of the drawn cube (its circumradius, about 1.3, is near the Megaminx's).
const HALF_EDGE: f32 = 0.75;

/// The 2×2×2's solid: the cube with each face's half cut off by the plane through the centre,
/// turned a clockwise quarter by the generator of that face's colour.
fn shape() -> Shape {
    let c = Cube2::get();
    let def = c.def();
    let normal = |colour: usize| {
        let s = (0..def.sticker_count())
            .find(|&s| def.stickers()[s].colour == colour)
            .expect("every colour has stickers");
        c.place(s).0.as_vec3()
    };
    let faces = (0..COLOURS.len()).map(|colour| Plane {
        normal: normal(colour),
        depth: HALF_EDGE,
    });
    let turns = def.generators().iter().map(|g| {
        let colour = COLOURS
            .iter()
            .position(|&n| n == g.name)
            .expect("a face's colour");
        Turn {
            axis: normal(colour),
            from: 0.0,
            to: f32::INFINITY,
            angle: -std::f32::consts::FRAC_PI_2,
        }
    });
    Shape::new(def, faces.collect(), turns.collect())
}

/// The 2×2×2's registry record.
pub(super) static INFO: PuzzleInfo = PuzzleInfo {
    kind: PuzzleKind::Cube2,
    title: "2×2×2 cube",
    piece_kinds: &["corners"],
    numbering: "the blog's numbering",
    sticker_labels: StickerLabels::Names,
    notations: &[],
    shows_net: true,
    turn_unit: "quarter-turn",
    example_alg: "e.g. R G' b^2",
    subgroups: &[("cube2-fixed", &Cube2::FIXED)],
    capabilities: &[Capability::OptimalSolver, Capability::ThreeCycleSolver],
    schemes: &["cube2", "cube2-cvd"],
    keys: KeyMap {
        notation: None,
        keys: &[
            ("KeyI", "R"),
            ("KeyK", "R'"),
            ("KeyJ", "B"),
            ("KeyF", "B'"),
            ("KeyH", "G"),
            ("KeyG", "G'"),
            ("KeyD", "r"),
            ("KeyE", "r'"),
            ("KeyS", "b"),
            ("KeyL", "b'"),
            ("KeyW", "g"),
            ("KeyO", "g'"),
        ],
    },
    cubing: None,
    dodecahedral: None,
    def: || Cube2::get().def(),
    reader: || {
        static CELL: OnceLock<ColourReader<'static>> = OnceLock::new();
        CELL.get_or_init(|| ColourReader::by_invariants(INFO.def(), INFO.piece_kinds))
    },
    build_net: net::build,
    build_shape: shape,
    cache: InfoCache::new(),
};

#[cfg(test)]
mod tests {
    use super::*;

    fn gen(name: &str) -> Perm {
        Cube2::get().def().generator(name).unwrap().perm.clone()
    }

    /// The quarter turns, as cycles (cross-checked once against an independent Python model).
    #[test]
    fn quarter_turns() {
        let expect = [
            ("R", "(1 2 3 4)(5 12 18 13)(6 9 17 16)"),
            ("G", "(1 13 24 10)(4 14 21 9)(5 6 7 8)"),
            ("B", "(1 8 22 17)(2 5 21 20)(9 10 11 12)"),
            ("b", "(3 19 24 6)(4 18 23 7)(13 16 15 14)"),
            ("g", "(2 11 23 16)(3 12 22 15)(17 20 19 18)"),
            ("r", "(7 15 20 10)(8 14 19 11)(21 24 23 22)"),
        ];
        for (name, cycles) in expect {
            assert_eq!(gen(name).to_string(), cycles, "{name}");
            assert_eq!(gen(name).pow(4), Perm::identity(24));
        }
    }

    /// Opposite faces commute, and each face's stickers go round in number order.
    #[test]
    fn geometry_is_a_cube() {
        for (a, b) in [("R", "r"), ("G", "g"), ("B", "b")] {
            assert_eq!(gen(a).then(&gen(b)), gen(b).then(&gen(a)));
        }
        let c = Cube2::get();
        for s in 0..24 {
            let (normal, corner) = c.place(s);
            assert_eq!(normal.abs().element_sum(), 1);
            assert_eq!(corner.abs(), IVec3::ONE);
            assert_eq!(normal.dot(corner), 1, "sticker {} faces out", s + 1);
        }
    }

    /// The three faces at corner RGB never move the opposite corner bgr.
    #[test]
    fn fixed_subset_keeps_corner_bgr() {
        for name in Cube2::FIXED {
            for s in [15, 19, 23] {
                assert_eq!(gen(name).image(s - 1), s - 1);
            }
        }
    }

    /// The blog's example is reachable: GAP's `Factorization` found this word for it.
    #[test]
    fn blog_example_is_reachable() {
        let word = [
            ("b", -1),
            ("g", -1),
            ("r", -1),
            ("b", -1),
            ("r", 1),
            ("g", 1),
            ("b", 1),
            ("g", 1),
        ];
        let state = word.iter().fold(Perm::identity(24), |acc, &(name, k)| {
            acc.then(&gen(name).pow(k))
        });
        assert_eq!(state.to_string(), Cube2::BLOG_ANSWER);
    }

    /// Every quarter turn keeps the twist sum 0 mod 3.
    #[test]
    fn twist_sum_is_invariant() {
        let def = Cube2::get().def();
        for g in def.generators() {
            let twist: usize = (0..8).map(|p| def.orientation(&g.perm, p)).sum();
            assert_eq!(twist % 3, 0, "{}", g.name);
        }
    }

    #[test]
    fn the_blog_example_reads_as_json_or_a_colour_list() {
        let reader = INFO.reader();
        let list = reader.read_any(Cube2::BLOG_EXAMPLE).unwrap();
        let def = reader.def();
        let json = crate::puzzle::to_facelets_json(def, &list);
        assert_eq!(reader.read_any(&json).unwrap(), list);
        assert!(reader.read_any("  {\"1\": ").is_err());
    }

    #[test]
    fn the_blog_example_s_colours_are_written_back() {
        let def = INFO.def();
        let colours = crate::puzzle::parse_colours(def, Cube2::BLOG_EXAMPLE).unwrap();
        assert_eq!(
            crate::puzzle::write_colours(def, &colours),
            Cube2::BLOG_EXAMPLE
        );
    }

    /// The blog's answer is a 3-cycle of corners: sticker 7 (on Gbr) goes to 22 (on Bgr), …
    #[test]
    fn the_blog_answer_is_a_corner_three_cycle() {
        let answer: Perm = Cube2::BLOG_ANSWER.parse().unwrap();
        let answer = answer.extended(24);
        let text = crate::puzzle::Pieces::of_perm(INFO.def(), &answer).cycles_text(INFO.def());
        assert_eq!(text, "(Gbr Bgr bgr)");
    }
}
