//! Face letters on the stickers: on each region's plate, the name of the face whose colour
//! it shows, in thin raised strokes ([`stroke_font`](super::stroke_font)), dark or light
//! whichever reads better on the plate ([`dark_ink`]).
//!
//! Each letter's "up" points from the region towards its face's centre, so a turn carries a
//! letter to exactly where the next position draws it: nothing jumps when a turn ends. A
//! region at the face's centre (the Megaminx's centres) has no such direction; its letter
//! stands on a fixed tangent and stays still while its face turns under it (it names the
//! face, which does not change).

use glam::Vec3;

use super::mesh::{plate_top, MeshData, Region, LIT_GAP};
use super::stroke_font::{bounds, glyph, Glyph, CAP_HEIGHT, MISSING};
use crate::puzzle::{dark_ink, Plane};

/// How high a letter stands above its plate.
const RAISE: f32 = 0.0015;
/// A letter's height as a share of the distance from the plate's centre to its nearest edge.
const SIZE: f32 = 1.25;
/// A stroke's width as a share of the letter's height.
const STROKE: f32 = 0.13;
/// Dark ink (near black) and light ink (near white).
const DARK: [u8; 4] = [18, 18, 20, 255];
const LIGHT: [u8; 4] = [250, 250, 250, 255];

/// Where and how large a region's letter is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct LetterFrame {
    /// The letter's centre, just above the plate.
    pub centre: Vec3,
    /// The letter's rightward direction (unit, in the plate).
    pub right: Vec3,
    /// Its upward direction (unit, in the plate): towards the face's centre.
    pub up: Vec3,
    /// The height of a capital.
    pub height: f32,
    /// The plate's outward normal.
    pub normal: Vec3,
    /// Whether the region lies at its face's centre (its letter does not turn with it).
    pub centred: bool,
}

impl LetterFrame {
    /// The frame of `region` on `face` (its plane): centred on the plate of a lit sticker
    /// (the smaller one, so a letter keeps its size when lit), up towards the face's centre.
    pub fn of(region: &Region, face: &Plane) -> LetterFrame {
        let n = region.normal;
        let top = plate_top(region, LIT_GAP);
        let centre = top.iter().copied().sum::<Vec3>() / top.len() as f32;
        let reach = (0..top.len())
            .map(|i| {
                let (a, b) = (top[i], top[(i + 1) % top.len()]);
                let along = (b - a).normalize();
                let off = centre - a;
                (off - along * off.dot(along)).length()
            })
            .fold(f32::MAX, f32::min);
        let face_centre = face.normal * face.depth;
        let inwards = face_centre - centre;
        let inwards = inwards - n * inwards.dot(n);
        let centred = inwards.length() < reach * 0.25;
        let up = if centred {
            let world = [Vec3::Y, Vec3::X]
                .into_iter()
                .map(|w| w - n * w.dot(n))
                .find(|t| t.length() > 0.3)
                .unwrap_or(Vec3::Z);
            world.normalize()
        } else {
            inwards.normalize()
        };
        LetterFrame {
            centre: centre + n * RAISE,
            right: up.cross(n).normalize(),
            up,
            height: reach * SIZE,
            normal: n,
            centred,
        }
    }

    /// Appends `text` in this frame, in ink that reads on `plate`: one quad per stroke
    /// (square ends, so strokes join), facing out of the plate. A lone glyph is centred on
    /// its own extent; several stand side by side, smaller.
    pub fn add(&self, mesh: &mut MeshData, text: &str, plate: [u8; 4]) {
        let glyphs: Vec<Glyph> = text.chars().map(|c| glyph(c).unwrap_or(MISSING)).collect();
        if glyphs.is_empty() {
            return;
        }
        let ink = if dark_ink([plate[0], plate[1], plate[2]]) {
            DARK
        } else {
            LIGHT
        };
        const ADVANCE: f32 = 5.5;
        let count = glyphs.len() as f32;
        let k = self.height / CAP_HEIGHT / count;
        let half = self.height * STROKE / 2.0;
        for (i, &g) in glyphs.iter().enumerate() {
            let (lo, hi) = bounds(g);
            let (x_mid, y_mid) = if glyphs.len() == 1 {
                ((lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0)
            } else {
                (
                    2.0 - ADVANCE * (i as f32 - (count - 1.0) / 2.0),
                    CAP_HEIGHT / 2.0,
                )
            };
            let at = |[x, y]: [f32; 2]| {
                self.centre + self.right * ((x - x_mid) * k) + self.up * ((y - y_mid) * k)
            };
            for line in g {
                for pair in line.windows(2) {
                    stroke(mesh, at(pair[0]), at(pair[1]), half, self.normal, ink);
                }
            }
        }
    }
}

/// One stroke from `p` to `q`, `half` its half-width, as a quad facing `n`.
fn stroke(mesh: &mut MeshData, p: Vec3, q: Vec3, half: f32, n: Vec3, ink: [u8; 4]) {
    let Some(d) = (q - p).try_normalize() else {
        return;
    };
    let (d, s) = (d * half, n.cross(d) * half);
    mesh.polygon(&[p - d - s, q + d - s, q + d + s, p - d + s], n, ink);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;
    use crate::render::mesh::Geometry;

    /// The region's plane point nearest `p` lies inside its outline (convex, anticlockwise
    /// from outside).
    fn inside(region: &Region, p: Vec3) -> bool {
        let poly = &region.polygon;
        (0..poly.len()).all(|i| {
            let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
            (b - a).cross(p - a).dot(region.normal) >= -1e-6
        })
    }

    /// On every puzzle every region's letter lies on its own sticker, above the plate,
    /// facing out; only the centres have no "up" towards their face's centre.
    #[test]
    fn letters_sit_on_their_stickers_facing_out() {
        for kind in PuzzleKind::ALL {
            let g = Geometry::of(kind);
            let names = kind.def().colours();
            for (r, region) in g.regions().iter().enumerate() {
                let frame = g.letter_frame(r);
                let mut mesh = MeshData::default();
                frame.add(&mut mesh, &names[region.face], [255; 4]);
                assert!(mesh.triangles() >= 2, "{kind} {r}");
                for (p, n) in mesh.positions.iter().zip(&mesh.normals) {
                    assert!(inside(region, *p), "{kind}: region {r}'s letter leaves it");
                    assert!(n.dot(region.normal) > 0.99, "{kind} {r}");
                    let above = (*p - region.polygon[0]).dot(region.normal);
                    assert!(above > 0.01, "{kind} {r}: above the plate ({above})");
                }
                assert!(frame.right.dot(frame.up).abs() < 1e-5);
                assert_eq!(mesh.colours[0], DARK, "dark ink on white");
            }
            // Only regions no sticker names (the dodecahedral puzzles' centres), one a face
            // or none.
            let stickers = kind.def().stickers().len();
            let centred: Vec<usize> = (0..g.regions().len())
                .filter(|&r| g.letter_frame(r).centred)
                .collect();
            assert!(centred.iter().all(|&r| r >= stickers), "{kind}");
            let mut faces: Vec<usize> = centred.iter().map(|&r| g.regions()[r].face).collect();
            faces.dedup();
            let count = g.shape().faces().len();
            assert!(centred.is_empty() || faces.len() == count && centred.len() == count);
        }
    }

    #[test]
    fn ink_is_light_on_dark_plates() {
        let g = Geometry::of(PuzzleKind::Cube2);
        let mut mesh = MeshData::default();
        g.letter_frame(0).add(&mut mesh, "b", [20, 40, 160, 255]);
        assert!(mesh.colours.iter().all(|&c| c == LIGHT));
    }
}
