//! Sticker regions and triangle meshes of any puzzle, from its [`Shape`].
//!
//! The puzzle's registry record gives its solid, already cut into sticker regions in the
//! definition's numbering (each face polygon clipped by the planes of the turns, see
//! [`Shape`]), so the shapes come from the same geometry the turns do and nothing is
//! hard-coded — the Megaminx's kite corners and trapezoid edges, the Pyraminx's triangles and
//! the cube's squares alike. On top of each black region sits a coloured plate, inset to
//! leave a gap and bevelled at its rim. The cuts through a turning layer are closed by black
//! section polygons, so no hole shows while it turns.
//!
//! Pure maths on glam (f32); `scene` turns [`MeshData`] into GPU meshes.

use std::sync::OnceLock;

use glam::Vec3;

use super::letters::LetterFrame;
use crate::app::Tone;
use crate::puzzle::{Plane, PuzzleKind, Shape, ShapeRegion};

/// The black gap between neighbouring stickers (model units; the Megaminx's face inradius is 1).
const GAP: f32 = 0.017;
/// The gap around a lit sticker's plate, which glows: wide enough to read as an outline.
pub(super) const LIT_GAP: f32 = 0.05;
/// The width of a sticker's bevel.
const BEVEL: f32 = 0.018;
/// How far a sticker stands above the body.
const LIFT: f32 = 0.012;

/// Number of the Megaminx's sticker regions: the 120 numbered stickers and the 12 centres.
pub const REGIONS: usize = 132;

/// One region on the surface of the puzzle (see [`ShapeRegion`]) and its face's normal.
#[derive(Clone, Debug)]
pub struct Region {
    /// The face it lies on (its colour index when solved).
    pub face: usize,
    /// The turns (generator indices) that move it.
    pub turns: Vec<usize>,
    /// The region's outline, anticlockwise seen from outside (front-facing for GL).
    pub polygon: Vec<Vec3>,
    /// The outward normal of its face.
    pub normal: Vec3,
}

impl Region {
    fn of(r: &ShapeRegion, shape: &Shape) -> Region {
        Region {
            face: r.face,
            turns: r.turns.clone(),
            polygon: r.polygon.clone(),
            normal: shape.faces()[r.face].normal,
        }
    }

    /// Whether this region turns with generator `turn`.
    pub fn in_layer(&self, turn: usize) -> bool {
        self.turns.contains(&turn)
    }

    /// The region's centroid (average of its corners).
    pub fn centre(&self) -> Vec3 {
        self.polygon.iter().copied().sum::<Vec3>() / self.polygon.len() as f32
    }
}

/// One puzzle's regions — sticker `s` at index `s` (the definition's numbering), then the
/// regions no sticker names (the Megaminx's centres) — with their triangles.
#[derive(Debug)]
pub struct Geometry {
    kind: PuzzleKind,
    regions: Vec<Region>,
    /// Each region's triangles, plate first; the `usize` counts the plate's vertices.
    shapes: Vec<(MeshData, usize)>,
    /// The same with the plate inset further, leaving a wide rim to glow (a lit sticker).
    lit_shapes: Vec<(MeshData, usize)>,
    /// Where each region's face letter goes.
    letters: Vec<LetterFrame>,
}

impl Geometry {
    /// The Megaminx's.
    pub fn get() -> &'static Geometry {
        Geometry::of(PuzzleKind::Megaminx)
    }

    /// The shared instance of a puzzle (every registered puzzle's is built on first use).
    pub fn of(kind: PuzzleKind) -> &'static Geometry {
        static CELL: OnceLock<Vec<Geometry>> = OnceLock::new();
        CELL.get_or_init(|| PuzzleKind::ALL.map(Geometry::build).into())
            .iter()
            .find(|g| g.kind == kind)
            .expect("every registered puzzle has a geometry")
    }

    fn build(kind: PuzzleKind) -> Geometry {
        let shape = kind.info().shape();
        let regions: Vec<Region> = shape
            .regions()
            .iter()
            .map(|r| Region::of(r, shape))
            .collect();
        let shapes = regions.iter().map(|r| region_shape(r, GAP)).collect();
        let lit_shapes = regions.iter().map(|r| region_shape(r, LIT_GAP)).collect();
        let letters = regions
            .iter()
            .map(|r| LetterFrame::of(r, &shape.faces()[r.face]))
            .collect();
        Geometry {
            kind,
            regions,
            shapes,
            lit_shapes,
            letters,
        }
    }

    /// Which puzzle it draws.
    pub fn kind(&self) -> PuzzleKind {
        self.kind
    }

    /// The puzzle's solid (face planes, turns).
    pub fn shape(&self) -> &'static Shape {
        self.kind.info().shape()
    }

    /// Every region: sticker `s` at index `s`, then the unnamed ones (on the Megaminx,
    /// `120 + f` is face f's centre).
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// Where region `r`'s face letter goes.
    pub fn letter_frame(&self, r: usize) -> &LetterFrame {
        &self.letters[r]
    }
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

pub use crate::app::{tone_glow, GLOW};

/// Appends region `r` of `g` with its plate in `colour`.
pub fn add_region(mesh: &mut MeshData, g: &Geometry, r: usize, colour: [u8; 4]) {
    add_region_lit(mesh, g, r, colour, None);
}

/// [`add_region`], or when `lit`, with the plate inset further and the wide rim left around
/// it (the base) in the tone's `tone_glow`: an outline that marks the sticker without
/// changing its colour.
pub fn add_region_lit(
    mesh: &mut MeshData,
    g: &Geometry,
    r: usize,
    colour: [u8; 4],
    lit: Option<Tone>,
) {
    let (shape, plate) = match lit {
        Some(_) => &g.lit_shapes[r],
        None => &g.shapes[r],
    };
    let rim = lit.map_or(BODY, tone_glow);
    mesh.append(shape, |k| if k < *plate { colour } else { rim });
}

/// The top of region's plate, with `gap` left around it (see [`region_shape`]).
pub(super) fn plate_top(region: &Region, gap: f32) -> Vec<Vec3> {
    let n = region.normal;
    let foot = inset(&region.polygon, n, gap);
    inset(&foot, n, BEVEL)
        .into_iter()
        .map(|p| p + n * (LIFT * 1.25))
        .collect()
}

/// One region's triangles: the coloured plate, inset to leave a gap and bevelled, then the
/// black base under it; returns them with the number of plate vertices.
///
/// The plate comes first so that, drawn front to back, the base under it fails the depth
/// test before it is shaded (a software rasteriser's fill rate is the limit).
fn region_shape(region: &Region, gap: f32) -> (MeshData, usize) {
    let mut mesh = MeshData::default();
    let n = region.normal;
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

/// Appends the black section of `g`'s solid by `cut`, facing along the cut's normal (`up`,
/// the top of the part below) or against it (the underside of the part above). Each side
/// sits a hair inside its own part, so the two never fight over depth.
pub fn add_section(mesh: &mut MeshData, g: &Geometry, cut: Plane, up: bool) {
    let n = cut.normal;
    let shift = if up { -0.002 } else { 0.002 };
    let mut pts: Vec<Vec3> = g
        .shape()
        .section(cut)
        .iter()
        .map(|&p| p + n * shift)
        .collect();
    if !up {
        pts.reverse();
    }
    mesh.polygon(&pts, if up { n } else { -n }, BODY);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Dodecahedron, Face, Megaminx};

    /// The Megaminx's faces split into a pentagon centre and ten quadrilaterals, the
    /// Pyraminx's into triangles and the cube's into squares.
    #[test]
    fn regions_have_the_familiar_shapes() {
        let g = Geometry::get();
        for f in Face::all() {
            let parts: Vec<&Region> = g.regions().iter().filter(|r| r.face == f.index()).collect();
            assert_eq!(parts.len(), 11);
            for r in &parts {
                let want = if r.turns.len() == 1 { 5 } else { 4 };
                assert_eq!(r.polygon.len(), want, "{f} {:?}", r.turns);
            }
        }
        let corners = |k: PuzzleKind| Geometry::of(k).regions().iter().map(|r| r.polygon.len());
        assert!(corners(PuzzleKind::Pyraminx).all(|n| n == 3));
        assert!(corners(PuzzleKind::Cube2).all(|n| n == 4));
    }

    /// Region `s` lies on the face and slot the Megaminx numbering gives sticker `s`.
    #[test]
    fn regions_follow_the_sticker_numbering() {
        let g = Geometry::get();
        let m = Megaminx::get();
        for (s, r) in g.regions().iter().take(120).enumerate() {
            let sticker = &m.def().stickers()[s];
            assert_eq!(r.face, sticker.colour);
            let slot: Vec<Face> = r.turns.iter().filter_map(|&t| Face::new(t)).collect();
            assert_eq!(m.piece_at(&slot), Some(sticker.piece));
        }
        // Thesis sticker 1 is A's corner with B and F; it lies in those neighbours' layers.
        assert_eq!(
            g.regions()[0].turns,
            [Face::A, Face::B, Face::F].map(Face::index)
        );
    }

    /// The shape's turn of a Megaminx face is the dodecahedron's clockwise fifth.
    #[test]
    fn megaminx_turns_are_the_dodecahedrons() {
        let d = Dodecahedron::get();
        let shape = Geometry::get().shape();
        for f in Face::all() {
            let want = d.turn_quat(f, 1.0).as_quat();
            let got = shape.turns()[f.index()].rotation(1.0);
            assert!(
                want.abs_diff_eq(got, 1e-5) || want.abs_diff_eq(-got, 1e-5),
                "{f}"
            );
        }
    }

    /// Every triangle winds anticlockwise seen from the side its normal points to; region
    /// triangles face away from the puzzle's centre, so back faces can be culled.
    #[test]
    fn triangles_face_outwards() {
        for kind in PuzzleKind::ALL {
            let g = Geometry::of(kind);
            let mut regions = MeshData::default();
            for r in 0..g.regions().len() {
                add_region(&mut regions, g, r, [255; 4]);
            }
            let mut sections = MeshData::default();
            for cut in g.shape().turns().iter().flat_map(|t| t.cuts()) {
                add_section(&mut sections, g, cut, true);
                add_section(&mut sections, g, cut, false);
            }
            for (m, outwards) in [(&regions, true), (&sections, false)] {
                for t in m.indices.chunks(3) {
                    let [a, b, c] = [0, 1, 2].map(|k| m.positions[t[k] as usize]);
                    let wound = (b - a).cross(c - a);
                    if wound.length() < 1e-9 {
                        continue;
                    }
                    let n = m.normals[t[0] as usize];
                    assert!(wound.dot(n) > 0.0, "{kind}: winding agrees with the normal");
                    assert!(
                        !outwards || n.dot((a + b + c) / 3.0) > 0.0,
                        "{kind}: outwards"
                    );
                }
            }
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
