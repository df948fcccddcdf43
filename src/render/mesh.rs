//! Sticker polygons and triangle meshes of the Megaminx, built from the dodecahedron.
//!
//! Every face of the dodecahedron is cut by the planes of its five neighbours' layers into
//! 11 regions: the centre, 5 edge stickers and 5 corner stickers. A region is the face
//! polygon clipped by half-spaces (inside or outside each neighbour's layer), so the shapes
//! come from the same geometry the turns do and nothing is hard-coded. On top of each black
//! region sits a coloured plate, inset to leave a gap and bevelled at its rim. The cut through
//! a turning layer is closed by two black section polygons, so no hole shows while it turns.
//!
//! Pure maths on glam (f32); `scene` turns [`MeshData`] into GPU meshes.

use std::sync::OnceLock;

use glam::Vec3;

use crate::puzzle::{clip_polygon, Dodecahedron, Face, Megaminx};

/// The inradius of a centre pentagon as a fraction of the face's: where the neighbours' cut
/// lines run. Above 0.309 the lines of a face's star cross outside its rim, which gives the
/// familiar kite-shaped corners and trapezoid edges.
const CENTRE_FRACTION: f32 = 0.45;
/// The black gap between neighbouring stickers (model units; the face inradius is 1).
const GAP: f32 = 0.017;
/// The gap around a lit sticker's plate, which glows: wide enough to read as an outline.
const LIT_GAP: f32 = 0.05;
/// The width of a sticker's bevel.
const BEVEL: f32 = 0.018;
/// How far a sticker stands above the body.
const LIFT: f32 = 0.012;

/// Number of sticker regions: the 120 numbered stickers and the 12 centres.
pub const REGIONS: usize = 132;

/// One sticker region on the surface of the puzzle.
#[derive(Clone, Debug)]
pub struct Region {
    /// The face it lies on.
    pub face: Face,
    /// The faces of the piece slot it belongs to (just `face` for a centre).
    pub slot: Vec<Face>,
    /// The region's outline, anticlockwise seen from outside (front-facing for GL).
    pub polygon: Vec<Vec3>,
}

impl Region {
    /// Whether this region turns with `face`'s layer.
    pub fn in_layer(&self, face: Face) -> bool {
        self.slot.contains(&face)
    }

    /// The region's centroid (average of its corners).
    pub fn centre(&self) -> Vec3 {
        self.polygon.iter().copied().sum::<Vec3>() / self.polygon.len() as f32
    }
}

/// All regions, in sticker-number order (thesis numbering, 0-based) then the 12 centres,
/// plus each face's cut section.
#[derive(Debug)]
pub struct Geometry {
    regions: Vec<Region>,
    /// Each region's triangles, plate first; the `usize` counts the plate's vertices.
    shapes: Vec<(MeshData, usize)>,
    /// The same with the plate inset further, leaving a wide rim to glow (a lit sticker).
    lit_shapes: Vec<(MeshData, usize)>,
    sections: Vec<Vec<Vec3>>,
    cut_depth: f32,
}

impl Geometry {
    /// The shared instance.
    pub fn get() -> &'static Geometry {
        static CELL: OnceLock<Geometry> = OnceLock::new();
        CELL.get_or_init(Geometry::build)
    }

    fn build() -> Geometry {
        let d = Dodecahedron::get();
        let m = Megaminx::get();
        let cut_depth = cut_depth(d);
        let mut regions: Vec<Region> = m
            .def()
            .stickers()
            .iter()
            .map(|s| {
                let face = Face::new(s.colour).expect("a Megaminx colour is a face");
                region(d, face, m.slot_faces(s.piece).to_vec(), cut_depth)
            })
            .collect();
        regions.extend(Face::all().map(|f| region(d, f, vec![f], cut_depth)));
        let sections = Face::all()
            .map(|f| section(d, normal(d, f), cut_depth))
            .collect();
        let shapes = regions.iter().map(|r| region_shape(r, GAP)).collect();
        let lit_shapes = regions.iter().map(|r| region_shape(r, LIT_GAP)).collect();
        Geometry {
            regions,
            shapes,
            lit_shapes,
            sections,
            cut_depth,
        }
    }

    /// The 132 regions: index `s < 120` is thesis sticker `s + 1`, `120 + f` is face f's centre.
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// The section of the whole puzzle by `face`'s cut plane, anticlockwise seen from `face`.
    pub fn section(&self, face: Face) -> &[Vec3] {
        &self.sections[face.index()]
    }

    /// Distance of every cut plane from the centre.
    pub fn cut_depth(&self) -> f32 {
        self.cut_depth
    }
}

/// A face's unit normal in f32.
pub fn normal(d: &Dodecahedron, f: Face) -> Vec3 {
    d.normal(f).as_vec3()
}

/// A corner of the dodecahedron (face planes at distance 1).
fn vertex(d: &Dodecahedron, faces: [Face; 3]) -> Vec3 {
    let v = d
        .vertices()
        .iter()
        .find(|v| faces.iter().all(|f| v.faces.contains(f)))
        .expect("three mutually adjacent faces meet at a vertex");
    let dir = v.direction.as_vec3();
    dir / dir.dot(normal(d, faces[0]))
}

/// The face's pentagon, anticlockwise seen from outside.
fn face_polygon(d: &Dodecahedron, f: Face) -> Vec<Vec3> {
    let ring = d.ring(f);
    let mut pts: Vec<Vec3> = (0..5)
        .map(|k| vertex(d, [f, ring[k], ring[(k + 1) % 5]]))
        .collect();
    // The ring runs clockwise seen from outside; GL wants anticlockwise.
    pts.reverse();
    pts
}

/// The distance from the centre of each layer's cut plane.
fn cut_depth(d: &Dodecahedron) -> f32 {
    let (x, y) = (Face::A, d.ring(Face::A)[0]);
    let (nx, ny) = (normal(d, x), normal(d, y));
    let ring = d.ring(x);
    let k = ring.iter().position(|&f| f == y).expect("neighbour");
    let prev = ring[(k + 4) % 5];
    let next = ring[(k + 1) % 5];
    let midpoint = (vertex(d, [x, prev, y]) + vertex(d, [x, y, next])) / 2.0;
    let inradius = (midpoint - nx).length();
    let towards = (ny - nx * ny.dot(nx)).normalize();
    (nx + towards * CENTRE_FRACTION * inradius).dot(ny)
}

/// The region of face `f` belonging to the piece slot `slot`.
fn region(d: &Dodecahedron, f: Face, slot: Vec<Face>, depth: f32) -> Region {
    let mut polygon = face_polygon(d, f);
    for y in d.ring(f) {
        let inside = slot.contains(&y);
        polygon = clip(&polygon, normal(d, y), depth, inside);
    }
    Region {
        face: f,
        slot,
        polygon,
    }
}

/// Keeps the part of a convex polygon on one side of the plane `p·n = depth` (`above`: the
/// side with `p·n ≥ depth`). Sutherland–Hodgman.
pub fn clip(polygon: &[Vec3], n: Vec3, depth: f32, above: bool) -> Vec<Vec3> {
    let sign = if above { 1.0 } else { -1.0 };
    clip_polygon(polygon, |p| sign * (p.dot(n) - depth))
}

/// The section of the dodecahedron by the plane `p·n = depth`, anticlockwise seen along `n`.
fn section(d: &Dodecahedron, n: Vec3, depth: f32) -> Vec<Vec3> {
    let u = n.any_orthonormal_vector();
    let v = n.cross(u);
    let c = n * depth;
    let big = 4.0;
    let mut poly = vec![
        c + (u + v) * big,
        c + (v - u) * big,
        c - (u + v) * big,
        c + (u - v) * big,
    ];
    for f in Face::all() {
        poly = clip(&poly, normal(d, f), 1.0, false);
    }
    poly
}

/// Moves every edge of a convex planar polygon inwards by `by` (mitred corners).
pub fn inset(polygon: &[Vec3], plane_normal: Vec3, by: f32) -> Vec<Vec3> {
    let k = polygon.len();
    let inward = |i: usize| {
        let edge = polygon[(i + 1) % k] - polygon[i];
        plane_normal.cross(edge).normalize()
    };
    (0..k)
        .map(|i| {
            let (a, b) = (inward((i + k - 1) % k), inward(i));
            polygon[i] + (a + b) * (by / (1.0 + a.dot(b)))
        })
        .collect()
}

/// Triangles with per-vertex normals and colours (sRGB bytes, alpha unused), ready for the GPU.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MeshData {
    /// Vertex positions.
    pub positions: Vec<Vec3>,
    /// Vertex normals (flat per polygon).
    pub normals: Vec<Vec3>,
    /// Vertex colours.
    pub colours: Vec<[u8; 4]>,
    /// Three indices per triangle.
    pub indices: Vec<u32>,
}

impl MeshData {
    /// Adds a flat convex polygon (anticlockwise from its front), fan-triangulated.
    pub fn polygon(&mut self, pts: &[Vec3], normal: Vec3, colour: [u8; 4]) {
        let base = self.positions.len() as u32;
        self.positions.extend_from_slice(pts);
        self.normals.extend(std::iter::repeat_n(normal, pts.len()));
        self.colours.extend(std::iter::repeat_n(colour, pts.len()));
        for i in 1..pts.len().saturating_sub(1) as u32 {
            self.indices.extend([base, base + i, base + i + 1]);
        }
    }

    /// Adds another mesh, recoloured: vertex `k` of `other` gets `colour(k)`.
    pub fn append(&mut self, other: &MeshData, colour: impl Fn(usize) -> [u8; 4]) {
        let base = self.positions.len() as u32;
        self.positions.extend_from_slice(&other.positions);
        self.normals.extend_from_slice(&other.normals);
        self.colours.extend((0..other.positions.len()).map(colour));
        self.indices.extend(other.indices.iter().map(|i| i + base));
    }

    /// Number of triangles.
    pub fn triangles(&self) -> usize {
        self.indices.len() / 3
    }
}

/// The colour of the body (plastic black).
pub const BODY: [u8; 4] = [16, 16, 18, 255];

/// The rim of a lit sticker: the base around its plate, where the black gap would show.
pub const GLOW: [u8; 4] = [255, 255, 255, 255];

/// Appends region `r` (an index into [`Geometry::regions`]) with its plate in `colour`.
pub fn add_region(mesh: &mut MeshData, r: usize, colour: [u8; 4]) {
    add_region_lit(mesh, r, colour, false);
}

/// [`add_region`], or when `lit`, with the plate inset further and the wide rim left around
/// it (the base) in [`GLOW`]: an outline that marks the sticker without changing its colour.
pub fn add_region_lit(mesh: &mut MeshData, r: usize, colour: [u8; 4], lit: bool) {
    let g = Geometry::get();
    let (shape, plate) = if lit { &g.lit_shapes[r] } else { &g.shapes[r] };
    let rim = if lit { GLOW } else { BODY };
    mesh.append(shape, |k| if k < *plate { colour } else { rim });
}

/// One region's triangles: the coloured plate, inset to leave a gap and bevelled, then the
/// black base under it; returns them with the number of plate vertices.
///
/// The plate comes first so that, drawn front to back, the base under it fails the depth
/// test before it is shaded (a software rasteriser's fill rate is the limit).
fn region_shape(region: &Region, gap: f32) -> (MeshData, usize) {
    let mut mesh = MeshData::default();
    let n = normal(Dodecahedron::get(), region.face);
    let lift = n * LIFT;
    let foot: Vec<Vec3> = inset(&region.polygon, n, gap)
        .into_iter()
        .map(|p| p + lift * 0.25)
        .collect();
    let top: Vec<Vec3> = inset(&foot, n, BEVEL)
        .into_iter()
        .map(|p| p + lift)
        .collect();
    let k = foot.len();
    for i in 0..k {
        let j = (i + 1) % k;
        let quad = [foot[i], foot[j], top[j], top[i]];
        let side = (quad[1] - quad[0]).cross(quad[3] - quad[0]).normalize();
        mesh.polygon(&quad, side, BODY);
    }
    mesh.polygon(&top, n, BODY);
    let plate = mesh.positions.len();
    mesh.polygon(&region.polygon, n, BODY);
    (mesh, plate)
}

/// Appends the black cut section of `face`'s layer, facing `+normal` (the fixed part's top)
/// or `-normal` (the turning layer's underside).
pub fn add_section(mesh: &mut MeshData, face: Face, facing_out: bool) {
    let g = Geometry::get();
    let n = normal(Dodecahedron::get(), face);
    let shift = if facing_out { -0.002 } else { 0.002 };
    let mut pts: Vec<Vec3> = g.section(face).iter().map(|&p| p + n * shift).collect();
    if !facing_out {
        pts.reverse();
    }
    mesh.polygon(&pts, if facing_out { n } else { -n }, BODY);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area(poly: &[Vec3], n: Vec3) -> f32 {
        let mut s = Vec3::ZERO;
        for i in 0..poly.len() {
            s += poly[i].cross(poly[(i + 1) % poly.len()]);
        }
        s.dot(n) / 2.0
    }

    /// Each face splits into a pentagon centre and ten quadrilaterals that tile it exactly.
    #[test]
    fn regions_tile_every_face() {
        let d = Dodecahedron::get();
        let g = Geometry::get();
        for f in Face::all() {
            let n = normal(d, f);
            let whole = area(&face_polygon(d, f), n);
            let parts: Vec<&Region> = g.regions().iter().filter(|r| r.face == f).collect();
            assert_eq!(parts.len(), 11);
            let mut total = 0.0;
            for r in &parts {
                let want = if r.slot.len() == 1 { 5 } else { 4 };
                assert_eq!(r.polygon.len(), want, "{f} {:?}", r.slot);
                let a = area(&r.polygon, n);
                assert!(
                    a > 0.01,
                    "region {:?} on {f} is anticlockwise and not tiny",
                    r.slot
                );
                total += a;
            }
            assert!((total - whole).abs() < 1e-4, "{f}: {total} vs {whole}");
        }
    }

    /// Region `s` lies on the face and slot the Megaminx numbering gives sticker `s`.
    #[test]
    fn regions_follow_the_sticker_numbering() {
        let g = Geometry::get();
        let m = Megaminx::get();
        for (s, r) in g.regions().iter().take(120).enumerate() {
            let sticker = &m.def().stickers()[s];
            assert_eq!(r.face.index(), sticker.colour);
            assert_eq!(m.piece_at(&r.slot), Some(sticker.piece));
        }
        // Thesis sticker 1 is A's corner with B and F; it lies between those neighbours.
        let d = Dodecahedron::get();
        let c = g.regions()[0].centre();
        assert!(c.dot(normal(d, Face::B)) > g.cut_depth());
        assert!(c.dot(normal(d, Face::F)) > g.cut_depth());
    }

    /// Turning a layer carries its regions onto regions of the same layer (the animation
    /// ends exactly where the logical move puts the stickers).
    #[test]
    fn a_turn_maps_regions_onto_regions() {
        let d = Dodecahedron::get();
        let g = Geometry::get();
        let m = Megaminx::get();
        for f in Face::all() {
            let q = d.turn_quat(f, 1.0).as_quat();
            let perm = m.turn(f);
            for (s, r) in g.regions().iter().take(120).enumerate() {
                let moved = if r.in_layer(f) {
                    q * r.centre()
                } else {
                    r.centre()
                };
                let target = g.regions()[perm.image(s)].centre();
                assert!((moved - target).length() < 1e-4, "{f}: sticker {}", s + 1);
            }
        }
    }

    #[test]
    fn sections_lie_inside_and_in_plane() {
        let d = Dodecahedron::get();
        let g = Geometry::get();
        for f in Face::all() {
            let n = normal(d, f);
            let sec = g.section(f);
            assert_eq!(sec.len(), 5, "the cut crosses the five neighbours");
            assert!(area(sec, n) > 0.0);
            for p in sec {
                assert!((p.dot(n) - g.cut_depth()).abs() < 1e-5);
                for h in Face::all() {
                    assert!(p.dot(normal(d, h)) <= 1.0 + 1e-5);
                }
            }
        }
    }

    /// Every triangle winds anticlockwise seen from the side its normal points to, and faces
    /// away from the puzzle's centre, so back faces can be culled.
    #[test]
    fn triangles_face_outwards() {
        let mut m = MeshData::default();
        for r in 0..REGIONS {
            add_region(&mut m, r, [255; 4]);
        }
        for f in Face::all() {
            add_section(&mut m, f, true);
        }
        for t in m.indices.chunks(3) {
            let [a, b, c] = [0, 1, 2].map(|k| m.positions[t[k] as usize]);
            let wound = (b - a).cross(c - a);
            if wound.length() < 1e-9 {
                continue;
            }
            let n = m.normals[t[0] as usize];
            assert!(wound.dot(n) > 0.0, "winding agrees with the normal");
            assert!(n.dot((a + b + c) / 3.0) > 0.0, "faces outwards");
        }
    }

    #[test]
    fn inset_moves_edges_by_the_distance() {
        let sq = [
            Vec3::new(0.0, 0.0, 0.0),
            Vec3::new(1.0, 0.0, 0.0),
            Vec3::new(1.0, 1.0, 0.0),
            Vec3::new(0.0, 1.0, 0.0),
        ];
        let got = inset(&sq, Vec3::Z, 0.1);
        assert!((got[0] - Vec3::new(0.1, 0.1, 0.0)).length() < 1e-6);
        assert!((got[2] - Vec3::new(0.9, 0.9, 0.0)).length() < 1e-6);
    }
}
