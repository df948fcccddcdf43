//! [`CycleArrows`]: the arrows that draw a position's piece cycles on the puzzle's solid —
//! from each moved piece's place to the place it goes (a cycle `(a b c)` sends `a` to `b`),
//! one colour per cycle, and a ring for a cycle's net twist or flip — as plain points in
//! model space, for any puzzle of the registry (its [`Shape`] and definition say where the
//! pieces are). The GPU side draws the polylines; this maths is tested natively.

use glam::{Quat, Vec3};

use crate::puzzle::{PieceCycle, PuzzleInfo, Shape};

/// How far above the surface the arrows run, as a fraction of the distance from the centre.
pub const LIFT: f32 = 0.04;

/// How high an arrow arches over its chord (a fraction of the chord's length), so that
/// arrows between near places do not lie flat.
const ARCH: f32 = 0.15;

/// Points per arrow and per twist ring.
const SAMPLES: usize = 16;

/// The arrows of one piece cycle.
#[derive(Clone, Debug, PartialEq)]
pub struct CycleArrows {
    /// The cycle as the panel writes it (`(AC CD AD)`, `(CDL)-`).
    pub text: String,
    /// Its colour: the cycle's index in the list drawn (the renderer picks the hue).
    pub colour: usize,
    /// One arrow per piece of a cycle that moves pieces (none for a piece turned in place).
    pub arrows: Vec<ArrowPath>,
    /// The mark of the net twist (or flip) the pieces pick up going round, if any.
    pub twist: Option<TwistMark>,
}

/// One arrow: from the place of piece `from` to the place of piece `to`, over the surface;
/// the last point is the tip.
#[derive(Clone, Debug, PartialEq)]
pub struct ArrowPath {
    /// The piece (slot) it starts at.
    pub from: usize,
    /// The piece (slot) it points to.
    pub to: usize,
    /// The polyline in model space, start to tip.
    pub points: Vec<Vec3>,
}

/// A ring round a piece's place, its last point the tip: clockwise seen from outside for a
/// net turn of less than half round (`+`), anticlockwise otherwise (`-`); a flip goes
/// clockwise.
#[derive(Clone, Debug, PartialEq)]
pub struct TwistMark {
    /// The piece it circles (the cycle's first).
    pub piece: usize,
    /// Whether it runs clockwise seen from outside.
    pub clockwise: bool,
    /// The polyline in model space.
    pub points: Vec<Vec3>,
}

/// The arrows of `cycles` (a position's piece cycles, [`Pieces::cycles`](crate::puzzle::Pieces::cycles))
/// on the solid of the puzzle `info`, in model space (before the view's orientation).
pub fn cycle_arrows(info: &PuzzleInfo, cycles: &[PieceCycle]) -> Vec<CycleArrows> {
    let def = info.def();
    let shape = info.shape();
    cycles
        .iter()
        .enumerate()
        .map(|(colour, c)| {
            let n = c.pieces.len();
            let arrows = if n < 2 {
                Vec::new()
            } else {
                (0..n)
                    .map(|k| {
                        let (from, to) = (c.pieces[k], c.pieces[(k + 1) % n]);
                        let points = arc(shape, place(info, from), place(info, to));
                        ArrowPath { from, to, points }
                    })
                    .collect()
            };
            let twist = (c.net != 0).then(|| {
                let piece = c.pieces[0];
                let clockwise = 2 * c.net <= c.modulus(def);
                let points = ring(shape, info, piece, clockwise);
                TwistMark {
                    piece,
                    clockwise,
                    points,
                }
            });
            CycleArrows {
                text: c.text(def),
                colour,
                arrows,
                twist,
            }
        })
        .collect()
}

/// The centre of piece `p`'s stickers on the surface (model space, solved).
pub fn piece_centre(info: &PuzzleInfo, p: usize) -> Vec3 {
    let stickers = &info.def().pieces()[p].stickers;
    let regions = info.shape().regions();
    stickers.iter().map(|&s| regions[s].centre()).sum::<Vec3>() / stickers.len() as f32
}

/// The orientation (model → view) nearest `orientation` in which `pieces` face the eye on
/// `+z`: `orientation` followed by the least turn that brings their mean direction to `+z`
/// (unchanged when they have none: no pieces at all, as a parity turn's step, or pieces all
/// round the centre). A player turns the view towards it gently, so that a step's pieces are
/// not left on the hidden back.
pub fn facing_pieces(info: &PuzzleInfo, pieces: &[usize], orientation: Quat) -> Quat {
    let mean: Vec3 = pieces
        .iter()
        .map(|&p| piece_centre(info, p).normalize_or_zero())
        .sum();
    // Without pieces the mean is zero and so is the bound: `<=` keeps it from being
    // normalised into NaN (which hid the model and kept `busy()` true, issue 35).
    if mean.length() <= 1e-3 * pieces.len() as f32 {
        return orientation;
    }
    let now = orientation * mean.normalize();
    (Quat::from_rotation_arc(now, Vec3::Z) * orientation).normalize()
}

/// Where arrows meet piece `p`: above the surface, in the direction of its stickers' centre.
fn place(info: &PuzzleInfo, p: usize) -> Vec3 {
    let d = piece_centre(info, p).normalize_or(Vec3::Z);
    d * surface(info.shape(), d) * (1.0 + LIFT)
}

/// The distance from the centre to the surface of the (convex) solid in direction `d`
/// (a unit vector): the nearest face plane the ray leaves through.
pub fn surface(shape: &Shape, d: Vec3) -> f32 {
    shape
        .faces()
        .iter()
        .filter_map(|f| {
            let along = d.dot(f.normal);
            (along > 1e-6).then(|| f.depth / along)
        })
        .fold(f32::INFINITY, f32::min)
}

/// An arrow from `a` to `b` that follows the surface at the lift, arched over the chord.
fn arc(shape: &Shape, a: Vec3, b: Vec3) -> Vec<Vec3> {
    let turn = Quat::from_rotation_arc(a.normalize(), b.normalize());
    let chord = a.distance(b);
    (0..=SAMPLES)
        .map(|i| {
            let t = i as f32 / SAMPLES as f32;
            let d = (Quat::IDENTITY.slerp(turn, t) * a.normalize()).normalize();
            let height =
                surface(shape, d) * (1.0 + LIFT) + ARCH * chord * (std::f32::consts::PI * t).sin();
            d * height
        })
        .collect()
}

/// A ring of most of a turn round piece `p`'s place, about the outward direction.
fn ring(shape: &Shape, info: &PuzzleInfo, p: usize, clockwise: bool) -> Vec<Vec3> {
    let centre = piece_centre(info, p);
    let axis = centre.normalize_or(Vec3::Z);
    let stickers = &info.def().pieces()[p].stickers;
    let regions = shape.regions();
    // A third of the way from the piece's centre to its stickers' centres (a lone sticker:
    // a third of the way to its outline).
    let reach = stickers
        .iter()
        .flat_map(|&s| {
            std::iter::once(regions[s].centre()).chain(regions[s].polygon.iter().copied())
        })
        .map(|q| (q - centre).reject_from(axis).length())
        .fold(0.0f32, f32::max);
    let radius = reach / 3.0;
    let start = axis.any_orthogonal_vector().normalize() * radius;
    let sweep = if clockwise { -1.0 } else { 1.0 } * std::f32::consts::TAU * 0.8;
    (0..=SAMPLES)
        .map(|i| {
            let angle = sweep * i as f32 / SAMPLES as f32;
            let q = centre + Quat::from_axis_angle(axis, angle) * start;
            let d = q.normalize();
            d * surface(shape, d) * (1.0 + LIFT)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Pieces, PuzzleKind};

    /// Whether `p` lies outside the convex solid: above some face plane.
    fn outside(shape: &Shape, p: Vec3) -> bool {
        shape.faces().iter().any(|f| f.above(p) > 0.0)
    }

    /// On every puzzle, a commutator's cycles give one arrow per moved piece, from its place
    /// to the next one's (the cycle's direction), every point above the surface; twisted
    /// cycles get a ring round their first piece turning the right way.
    #[test]
    fn arrows_follow_the_cycles_on_every_puzzle() {
        for kind in PuzzleKind::ALL {
            let info = kind.info();
            let def = info.def();
            let g = def.generator_names();
            // The last two generators (layer turns, not the Pyraminx's tips), then a tip.
            let n = g.len();
            let text = format!("[{}, {}] {}", g[n - 1], g[n - 2], g[0]);
            let position = def.evaluate(&def.parse_word(&text).unwrap());
            let cycles = Pieces::of_perm(def, &position).cycles(def);
            let drawn = cycle_arrows(info, &cycles);
            assert_eq!(drawn.len(), cycles.len(), "{kind}");
            for (c, d) in cycles.iter().zip(&drawn) {
                assert_eq!(d.text, c.text(def));
                let moving = if c.pieces.len() > 1 {
                    c.pieces.len()
                } else {
                    0
                };
                assert_eq!(d.arrows.len(), moving, "{kind} {}", d.text);
                for (k, a) in d.arrows.iter().enumerate() {
                    assert_eq!(
                        (a.from, a.to),
                        (c.pieces[k], c.pieces[(k + 1) % c.pieces.len()])
                    );
                    let (first, last) = (a.points[0], *a.points.last().unwrap());
                    assert!(first.distance(place(info, a.from)) < 1e-4);
                    assert!(last.distance(place(info, a.to)) < 1e-4);
                    assert!(a.points.iter().all(|&p| outside(info.shape(), p)), "{kind}");
                }
                assert_eq!(d.twist.is_some(), c.net != 0, "{kind} {}", d.text);
                if let Some(t) = &d.twist {
                    assert!(t.points.iter().all(|&p| outside(info.shape(), p)));
                    // The ring turns about the outward axis the way it says.
                    let axis = piece_centre(info, t.piece).normalize();
                    let (a, b) = (t.points[0], t.points[1]);
                    let turning = a.cross(b).dot(axis);
                    assert_eq!(turning < 0.0, t.clockwise, "{kind} {}", d.text);
                }
            }
            assert!(
                drawn.iter().any(|d| !d.arrows.is_empty()),
                "{kind}: something moves"
            );
        }
    }

    /// Twists in place: the Megaminx's (DC*D*C)^2 turns four corners in place, each a ring
    /// and no arrow, turning as the panel writes it (`+` clockwise, `-` anticlockwise).
    #[test]
    fn twists_in_place_are_rings() {
        let info = PuzzleKind::Megaminx.info();
        let def = info.def();
        let w = info.read_word("(DC*D*C)^2", None).unwrap();
        let cycles = Pieces::of_perm(def, &def.evaluate(&w)).cycles(def);
        let drawn = cycle_arrows(info, &cycles);
        let rings: Vec<&CycleArrows> = drawn.iter().filter(|d| d.arrows.is_empty()).collect();
        assert_eq!(rings.len(), 4);
        for r in rings {
            let t = r.twist.as_ref().unwrap();
            assert_eq!(t.clockwise, r.text.ends_with('+'), "{}", r.text);
        }
    }

    /// A thesis 3-cycle's pieces, wherever the view starts, end up facing the eye after the
    /// least turn: the turn is no larger than the angle between their direction and `+z`.
    #[test]
    fn the_view_turns_the_least_to_face_a_steps_pieces() {
        for kind in PuzzleKind::ALL {
            let info = kind.info();
            let def = info.def();
            let g = def.generator_names();
            let n = g.len();
            let w = def
                .parse_word(&format!("[{}, {}]", g[n - 1], g[n - 2]))
                .unwrap();
            let cycles = Pieces::of_perm(def, &def.evaluate(&w)).cycles(def);
            let pieces: Vec<usize> = cycles.iter().flat_map(|c| c.pieces.clone()).collect();
            let mean: Vec3 = pieces
                .iter()
                .map(|&p| piece_centre(info, p).normalize())
                .sum::<Vec3>()
                .normalize();
            for start in [
                Quat::IDENTITY,
                info.shape().home(),
                Quat::from_rotation_y(3.0),
            ] {
                let end = facing_pieces(info, &pieces, start);
                assert!((end * mean).distance(Vec3::Z) < 1e-4, "{kind}");
                let turned = (end * start.inverse()).angle_between(Quat::IDENTITY);
                let needed = (start * mean).angle_between(Vec3::Z);
                assert!(turned <= needed + 1e-3, "{kind}: {turned} > {needed}");
                assert!(facing_pieces(info, &pieces, end).angle_between(end) < 1e-3);
            }
        }
    }

    /// What makes a `+` ring clockwise: on every puzzle, a piece's stickers run clockwise
    /// seen from outside on the solid (the definition's cyclic order), so a net turn of one
    /// sticker forward is a clockwise turn.
    #[test]
    fn stickers_run_clockwise_round_their_pieces() {
        for kind in PuzzleKind::ALL {
            let info = kind.info();
            let regions = info.shape().regions();
            for (p, piece) in info.def().pieces().iter().enumerate() {
                if piece.stickers.len() < 3 {
                    continue;
                }
                let axis = piece_centre(info, p).normalize();
                let c: Vec<Vec3> = piece
                    .stickers
                    .iter()
                    .map(|&s| regions[s].centre())
                    .collect();
                let turning = (c[1] - c[0]).cross(c[2] - c[0]).dot(axis);
                assert!(turning < 0.0, "{kind}: piece {}", piece.name);
            }
        }
    }

    #[test]
    fn the_surface_is_where_the_faces_are() {
        for kind in PuzzleKind::ALL {
            let shape = kind.info().shape();
            for f in shape.faces() {
                assert!((surface(shape, f.normal) - f.depth).abs() < 1e-5, "{kind}");
            }
        }
    }
}
