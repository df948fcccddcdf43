//! [`Shape`]: a puzzle's solid, generic over every puzzle — the face planes, and per
//! generator the slab of the solid it turns, about which axis and by what angle.
//!
//! Sticker regions are not drawn by hand: each face polygon is cut by every plane that bounds
//! a turn (the Sutherland–Hodgman step of [`clip_polygon`]), and each resulting cell is
//! matched to the definition's sticker numbering by what it is — the face it lies on and the
//! turns that move it — which for a sticker is its solved colour and the generators that move
//! it. So the numbering comes from the definition and the shapes from the geometry; the
//! test that rotating the cells by each turn permutes them exactly as the generator does
//! proves that the two agree (angle, direction and numbering alike).
//!
//! Plain glam (f32); `render` turns regions into meshes.

use glam::{Quat, Vec3};

use super::def::PuzzleDef;
use super::polygon::clip_polygon;

/// A plane `p · normal = depth` (`normal` a unit vector).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plane {
    /// The unit normal, pointing out of the solid for a face.
    pub normal: Vec3,
    /// The distance from the centre along `normal`.
    pub depth: f32,
}

impl Plane {
    /// The signed distance of `p` above the plane.
    pub fn above(&self, p: Vec3) -> f32 {
        p.dot(self.normal) - self.depth
    }
}

/// What one generator turns: the slab `from ≤ p · axis < to` of the solid, by `angle`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turn {
    /// The unit axis (pointing out through the part that turns).
    pub axis: Vec3,
    /// The lower cut along `axis`.
    pub from: f32,
    /// The upper cut (`f32::INFINITY` for an outer layer).
    pub to: f32,
    /// The angle of one generator turn, right-handed about `axis` (clockwise seen from
    /// outside is negative).
    pub angle: f32,
}

impl Turn {
    /// Whether the point `p` lies in the part that turns.
    pub fn moves(&self, p: Vec3) -> bool {
        let h = p.dot(self.axis);
        h >= self.from && h < self.to
    }

    /// The rotation of `amount` generator turns (fractions while animating).
    pub fn rotation(&self, amount: f32) -> Quat {
        Quat::from_axis_angle(self.axis, self.angle * amount)
    }

    /// The planes that bound the part that turns.
    pub fn cuts(&self) -> impl Iterator<Item = Plane> + '_ {
        [self.from, self.to]
            .into_iter()
            .filter(|d| d.is_finite())
            .map(|depth| Plane {
                normal: self.axis,
                depth,
            })
    }
}

/// One region of the surface: a sticker, or a part no sticker number names (the
/// Megaminx's centres).
#[derive(Clone, Debug, PartialEq)]
pub struct ShapeRegion {
    /// The face it lies on (index into [`Shape::faces`], the colour index of that face).
    pub face: usize,
    /// Its outline, anticlockwise seen from outside.
    pub polygon: Vec<Vec3>,
    /// The turns (generator indices) that move it.
    pub turns: Vec<usize>,
}

impl ShapeRegion {
    /// The region's centroid (average of its corners).
    pub fn centre(&self) -> Vec3 {
        self.polygon.iter().copied().sum::<Vec3>() / self.polygon.len() as f32
    }
}

/// A puzzle's solid: face planes (in colour order), one [`Turn`] per generator, and the
/// regions cut from it — sticker `s` first, in the definition's numbering, then the rest.
#[derive(Clone, Debug)]
pub struct Shape {
    faces: Vec<Plane>,
    turns: Vec<Turn>,
    regions: Vec<ShapeRegion>,
    stickers: usize,
    home: Quat,
}

impl Shape {
    /// The solid bounded by `faces` (face `c` carries colour `c` when solved), turned by
    /// `turns` (turn `g` is generator `g` of `def`). Panics when the cut-up surface does not
    /// have exactly one region per sticker of `def` (a wrong shape is a bug, and every
    /// registered shape is built by a test).
    pub fn new(def: &PuzzleDef, faces: Vec<Plane>, turns: Vec<Turn>) -> Shape {
        assert_eq!(
            turns.len(),
            def.generators().len(),
            "one turn per generator"
        );
        let cuts: Vec<Plane> = turns.iter().flat_map(Turn::cuts).collect();
        let mut cells: Vec<ShapeRegion> = (0..faces.len())
            .flat_map(|f| {
                face_cells(&faces, f, &cuts)
                    .into_iter()
                    .map(move |polygon| (f, polygon))
            })
            .map(|(face, polygon)| {
                let centre = polygon.iter().copied().sum::<Vec3>() / polygon.len() as f32;
                let moved = turns.iter().enumerate().filter(|(_, t)| t.moves(centre));
                let turns = moved.map(|(g, _)| g).collect();
                ShapeRegion {
                    face,
                    polygon,
                    turns,
                }
            })
            .collect();
        let mut regions = Vec::with_capacity(cells.len());
        for s in 0..def.sticker_count() {
            let want = signature(def, s);
            let at = cells
                .iter()
                .position(|c| (c.face, c.turns.as_slice()) == (want.0, want.1.as_slice()))
                .unwrap_or_else(|| panic!("{}: no region for sticker {}", def.name(), s + 1));
            regions.push(cells.remove(at));
        }
        regions.extend(cells);
        Shape {
            faces,
            turns,
            regions,
            stickers: def.sticker_count(),
            home: Quat::from_rotation_x(0.5) * Quat::from_rotation_y(0.3),
        }
    }

    /// The same solid first seen with `front` towards the viewer and `up` upwards, from a
    /// little above (the default suits the Megaminx: A in front, L on top).
    pub fn with_home(self, front: Vec3, up: Vec3) -> Shape {
        let z = front.normalize();
        let x = up.cross(z).normalize();
        let facing = Quat::from_mat3(&glam::Mat3::from_cols(x, z.cross(x), z)).inverse();
        Shape {
            home: Quat::from_rotation_x(0.45) * facing,
            ..self
        }
    }

    /// The orientation (model → view) the 3D view starts from.
    pub fn home(&self) -> Quat {
        self.home
    }

    /// The face planes, in colour order.
    pub fn faces(&self) -> &[Plane] {
        &self.faces
    }

    /// The turns, in generator order.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// Every region: sticker `s` at index `s`, then the regions no sticker names.
    pub fn regions(&self) -> &[ShapeRegion] {
        &self.regions
    }

    /// Number of numbered stickers (the regions before the unnamed ones).
    pub fn sticker_count(&self) -> usize {
        self.stickers
    }

    /// The turn a click at `point` on region `r` makes: of the turns that move the region,
    /// the one whose axis points most nearly at `point` (the layer whose centre is nearest —
    /// on a Megaminx or a cube, the face clicked; on a Pyraminx edge, the nearer vertex).
    pub fn turn_at(&self, r: usize, point: Vec3) -> Option<usize> {
        let region = self.regions.get(r)?;
        region.turns.iter().copied().max_by(|&a, &b| {
            let along = |g: usize| self.turns[g].axis.dot(point);
            along(a).total_cmp(&along(b))
        })
    }

    /// The face through which a ray (`dir` a unit vector) enters the solid, and the
    /// distance along `dir` to that point; `None` if it misses.
    pub fn pick_face(&self, origin: Vec3, dir: Vec3) -> Option<(usize, f32)> {
        let (mut enter, mut exit) = (f32::NEG_INFINITY, f32::INFINITY);
        let mut face = None;
        for (f, plane) in self.faces.iter().enumerate() {
            let (dn, gap) = (dir.dot(plane.normal), -plane.above(origin));
            if dn.abs() < 1e-9 {
                if gap < 0.0 {
                    return None;
                }
                continue;
            }
            let t = gap / dn;
            if dn < 0.0 {
                if t > enter {
                    enter = t;
                    face = Some(f);
                }
            } else {
                exit = exit.min(t);
            }
        }
        (enter <= exit && enter > 0.0).then_some(())?;
        face.map(|f| (f, enter))
    }

    /// The region containing `point`, a point on face `face`.
    pub fn region_at(&self, face: usize, point: Vec3) -> Option<usize> {
        let n = self.faces.get(face)?.normal;
        self.regions.iter().position(|r| {
            let k = r.polygon.len();
            r.face == face
                && (0..k).all(|i| {
                    let (a, b) = (r.polygon[i], r.polygon[(i + 1) % k]);
                    (b - a).cross(point - a).dot(n) >= -1e-6
                })
        })
    }

    /// The section of the solid by `plane`, anticlockwise seen along its normal.
    pub fn section(&self, plane: Plane) -> Vec<Vec3> {
        let mut poly = square(plane);
        for f in &self.faces {
            poly = clip_polygon(&poly, |p| -f.above(p));
        }
        poly
    }
}

/// A sticker's signature: the face it lies on when solved and the generators that move it.
fn signature(def: &PuzzleDef, s: usize) -> (usize, Vec<usize>) {
    let moved = def.generators().iter().enumerate();
    let turns = moved.filter(|(_, g)| g.perm.image(s) != s).map(|(g, _)| g);
    (def.stickers()[s].colour, turns.collect())
}

/// A big square in `plane`, anticlockwise seen along its normal.
fn square(plane: Plane) -> Vec<Vec3> {
    let n = plane.normal;
    let u = n.any_orthonormal_vector();
    let v = n.cross(u);
    let c = n * plane.depth;
    let big = 8.0;
    vec![
        c + (u + v) * big,
        c + (v - u) * big,
        c - (u + v) * big,
        c + (u - v) * big,
    ]
}

/// Face `f`'s polygon cut into cells by every plane in `cuts` (slivers dropped).
fn face_cells(faces: &[Plane], f: usize, cuts: &[Plane]) -> Vec<Vec<Vec3>> {
    let mut outline = square(faces[f]);
    for (g, other) in faces.iter().enumerate() {
        if g != f {
            outline = clip_polygon(&outline, |p| -other.above(p));
        }
    }
    let mut cells = vec![outline];
    for cut in cuts {
        cells = cells
            .iter()
            .flat_map(|c| {
                [
                    clip_polygon(c, |p| cut.above(p)),
                    clip_polygon(c, |p| -cut.above(p)),
                ]
            })
            .filter(|c| area(c, faces[f].normal) > 1e-5)
            .collect();
    }
    cells.into_iter().map(|c| tidy(&c)).collect()
}

/// The polygon without corners that nearly repeat their predecessor (a cut through a corner).
fn tidy(polygon: &[Vec3]) -> Vec<Vec3> {
    let mut out: Vec<Vec3> = Vec::with_capacity(polygon.len());
    for &p in polygon {
        if out.last().is_none_or(|&q| (p - q).length() > 1e-5) {
            out.push(p);
        }
    }
    while out.len() > 1 && (out[0] - out[out.len() - 1]).length() <= 1e-5 {
        out.pop();
    }
    out
}

/// The signed area of a planar polygon seen along `n`.
pub fn area(polygon: &[Vec3], n: Vec3) -> f32 {
    let k = polygon.len();
    let twice: Vec3 = (0..k).map(|i| polygon[i].cross(polygon[(i + 1) % k])).sum();
    twice.dot(n) / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;

    /// For every puzzle and generator: turning the solid carries each sticker region onto
    /// the region of the sticker the generator sends it to, and leaves the others in place.
    /// This is the proof that the geometry and the definition's numbering agree.
    #[test]
    fn turning_the_solid_permutes_stickers_as_the_generators_do() {
        for kind in PuzzleKind::ALL {
            let (def, shape) = (kind.def(), kind.info().shape());
            assert_eq!(
                shape.regions()[..def.sticker_count()].len(),
                def.sticker_count()
            );
            for (g, gen) in def.generators().iter().enumerate() {
                let turn = shape.turns()[g];
                let q = turn.rotation(1.0);
                for s in 0..def.sticker_count() {
                    let c = shape.regions()[s].centre();
                    let moved = if turn.moves(c) { q * c } else { c };
                    let target = shape.regions()[gen.perm.image(s)].centre();
                    assert!(
                        (moved - target).length() < 1e-4,
                        "{kind} {}: sticker {}",
                        gen.name,
                        s + 1
                    );
                }
            }
        }
    }

    /// The regions of each face tile it (their areas add up to the face's), every one
    /// anticlockwise from outside and not a sliver.
    #[test]
    fn regions_tile_every_face() {
        for kind in PuzzleKind::ALL {
            let shape = kind.info().shape();
            for (f, plane) in shape.faces().iter().enumerate() {
                let whole = area(&face_cells(shape.faces(), f, &[])[0], plane.normal);
                let parts = shape.regions().iter().filter(|r| r.face == f);
                let total: f32 = parts
                    .map(|r| area(&r.polygon, plane.normal))
                    .inspect(|&a| assert!(a > 1e-3, "{kind}: face {f}"))
                    .sum();
                assert!((total - whole).abs() < 1e-4, "{kind} {f}: {total} {whole}");
            }
        }
    }

    #[test]
    fn sticker_counts_and_extra_regions() {
        let count = |k: PuzzleKind| k.info().shape().regions().len();
        assert_eq!(
            count(PuzzleKind::Megaminx),
            132,
            "120 stickers and 12 centres"
        );
        assert_eq!(count(PuzzleKind::Pyraminx), 36);
        assert_eq!(count(PuzzleKind::Cube2), 24);
    }

    /// A click picks the face's own turn on the cube, and on a Pyraminx edge the layer of
    /// the nearer vertex.
    #[test]
    fn a_click_turns_the_layer_nearest_the_point() {
        let cube = PuzzleKind::Cube2;
        let (def, shape) = (cube.def(), cube.info().shape());
        for s in 0..24 {
            let colour = &def.colours()[def.stickers()[s].colour];
            let g = shape.turn_at(s, shape.regions()[s].centre());
            assert_eq!(g, def.generator_index(colour), "sticker {}", s + 1);
        }
        let pyra = PuzzleKind::Pyraminx;
        let (def, shape) = (pyra.def(), pyra.info().shape());
        // Sticker 2 is edge UL on face F: the half towards U turns s5, towards L s6.
        let edge = &shape.regions()[1];
        let (u, l) = (shape.turns()[4].axis, shape.turns()[5].axis);
        let c = edge.centre();
        let name = |g: Option<usize>| g.map(|g| def.generators()[g].name.as_str());
        assert_eq!(name(shape.turn_at(1, c + (u - l) * 0.02)), Some("s5"));
        assert_eq!(name(shape.turn_at(1, c + (l - u) * 0.02)), Some("s6"));
        assert_eq!(
            name(shape.turn_at(0, shape.regions()[0].centre())),
            Some("s1")
        );
        assert_eq!(shape.turn_at(99, c), None);
    }

    #[test]
    fn rays_at_face_centres_hit_those_faces_and_regions() {
        for kind in PuzzleKind::ALL {
            let shape = kind.info().shape();
            for (f, plane) in shape.faces().iter().enumerate() {
                let n = plane.normal;
                let (hit, t) = shape.pick_face(n * 5.0, -n).unwrap();
                assert_eq!(hit, f, "{kind}");
                assert!((t - (5.0 - plane.depth)).abs() < 1e-4);
            }
            for (r, region) in shape.regions().iter().enumerate() {
                let p = region.centre();
                assert_eq!(shape.region_at(region.face, p), Some(r), "{kind} {r}");
            }
            assert!(shape.pick_face(Vec3::new(0.0, 5.0, 5.0), Vec3::Z).is_none());
        }
    }

    /// Sections lie in their plane and inside the solid.
    #[test]
    fn sections_lie_inside_and_in_plane() {
        for kind in PuzzleKind::ALL {
            let shape = kind.info().shape();
            for turn in shape.turns() {
                for cut in turn.cuts() {
                    let sec = shape.section(cut);
                    assert!(sec.len() >= 3 && area(&sec, cut.normal) > 0.0, "{kind}");
                    for p in &sec {
                        assert!(cut.above(*p).abs() < 1e-4);
                        assert!(shape.faces().iter().all(|f| f.above(*p) < 1e-4));
                    }
                }
            }
        }
    }
}
