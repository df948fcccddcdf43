//! [`arrow_mesh`]: the cycle arrows ([`CycleArrows`]) as triangles the sticker shader draws —
//! each polyline a thin square tube, each arrow ending in a pyramid head at its tip, one hue
//! per cycle (a ring for a twist in place gets a head too, showing its way round).

use glam::Vec3;

use super::arrows::CycleArrows;
use super::mesh::MeshData;

/// The tube's half-width, in model units (the solids are about 1 across).
const RADIUS: f32 = 0.012;

/// The head's half-width and length, in tube half-widths.
const HEAD: (f32, f32) = (3.2, 7.0);

pub use crate::app::ARROW_HUES;

/// The triangles of every arrow and ring of `cycles`, in model space.
pub fn arrow_mesh(cycles: &[CycleArrows]) -> MeshData {
    let mut mesh = MeshData::default();
    for c in cycles {
        let colour = ARROW_HUES[c.colour % ARROW_HUES.len()];
        let lines = c.arrows.iter().map(|a| &a.points[..]);
        for points in lines.chain(c.twist.iter().map(|t| &t.points[..])) {
            arrow(&mut mesh, points, colour);
        }
    }
    mesh
}

/// One polyline as a tube with a head at its last point.
fn arrow(mesh: &mut MeshData, points: &[Vec3], colour: [u8; 4]) {
    let [.., before, tip] = points else {
        return;
    };
    let dir = (*tip - *before).normalize_or_zero();
    let head_len = RADIUS * HEAD.1;
    let base = *tip - dir * head_len;
    // The tube stops where the head begins.
    let mut body: Vec<Vec3> = points[..points.len() - 1].to_vec();
    body.push(base);
    for w in body.windows(2) {
        tube(mesh, w[0], w[1], colour);
    }
    head(mesh, base, *tip, colour);
}

/// Two unit vectors square to `dir` and to each other.
fn frame(dir: Vec3) -> (Vec3, Vec3) {
    let up = if dir.x.abs() < 0.9 { Vec3::X } else { Vec3::Y };
    let u = dir.cross(up).normalize();
    (u, dir.cross(u))
}

/// A square tube from `a` to `b`: four outward faces.
fn tube(mesh: &mut MeshData, a: Vec3, b: Vec3, colour: [u8; 4]) {
    let dir = (b - a).normalize_or_zero();
    if dir == Vec3::ZERO {
        return;
    }
    let (u, v) = frame(dir);
    let corners = [u + v, -u + v, -u - v, u - v].map(|c| c * RADIUS);
    for k in 0..4 {
        let (c0, c1) = (corners[k], corners[(k + 1) % 4]);
        let normal = (c0 + c1).normalize();
        mesh.polygon(&[a + c0, b + c0, b + c1, a + c1], normal, colour);
    }
}

/// A square pyramid from the base centre `base` to the point `tip`.
fn head(mesh: &mut MeshData, base: Vec3, tip: Vec3, colour: [u8; 4]) {
    let dir = (tip - base).normalize_or_zero();
    if dir == Vec3::ZERO {
        return;
    }
    let (u, v) = frame(dir);
    let w = RADIUS * HEAD.0;
    let corners = [u + v, -u + v, -u - v, u - v].map(|c| base + c * w);
    for k in 0..4 {
        let (c0, c1) = (corners[k], corners[(k + 1) % 4]);
        let normal = (c1 - c0).cross(tip - c0).normalize();
        mesh.polygon(&[c0, c1, tip], normal, colour);
    }
    mesh.polygon(
        &[corners[3], corners[2], corners[1], corners[0]],
        -dir,
        colour,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Pieces, PuzzleKind};
    use crate::render::arrows::cycle_arrows;

    /// Every arrow of a position becomes a tube and a head, coloured by its cycle; faces
    /// point outwards (away from the polyline); the tips are where the arrows end.
    #[test]
    fn each_arrow_is_a_tube_with_a_head_in_its_cycle_s_hue() {
        for puzzle in PuzzleKind::ALL {
            let info = puzzle.info();
            let def = info.def();
            let perm = def.generators()[0].perm.then(&def.generators()[1].perm);
            let cycles = cycle_arrows(info, &Pieces::of_perm(def, &perm).cycles(def));
            let mesh = arrow_mesh(&cycles);
            let arrows: usize = cycles
                .iter()
                .map(|c| c.arrows.len() + usize::from(c.twist.is_some()))
                .sum();
            assert!(arrows > 0, "{puzzle}");
            let segments: usize = cycles
                .iter()
                .flat_map(|c| c.arrows.iter().map(|a| a.points.len() - 1))
                .chain(
                    cycles
                        .iter()
                        .filter_map(|c| c.twist.as_ref())
                        .map(|t| t.points.len() - 1),
                )
                .sum();
            // 4 quads (8 triangles) per tube segment, 4 + 2 triangles per head.
            assert_eq!(mesh.triangles(), segments * 8 + arrows * 6, "{puzzle}");
            for c in &cycles {
                let hue = ARROW_HUES[c.colour % ARROW_HUES.len()];
                for a in &c.arrows {
                    let tip = *a.points.last().unwrap();
                    let k = mesh
                        .positions
                        .iter()
                        .position(|p| *p == tip)
                        .expect("a tip");
                    assert_eq!(mesh.colours[k], hue, "{puzzle} {}", c.text);
                }
            }
            assert!(mesh.normals.iter().all(|n| (n.length() - 1.0).abs() < 1e-3));
        }
    }

    #[test]
    fn a_point_or_nothing_draws_nothing() {
        let mut mesh = MeshData::default();
        arrow(&mut mesh, &[Vec3::X], [0; 4]);
        arrow(&mut mesh, &[], [0; 4]);
        assert_eq!(mesh.triangles(), 0);
    }
}
