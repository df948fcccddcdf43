//! Convex polygon clipping, in any dimension: the one Sutherland–Hodgman step that cuts the
//! Megaminx's faces into sticker regions, both in 3D (`render::mesh`) and on the flat net
//! (`app::net`).

use std::ops::{Add, Mul, Sub};

/// Keeps the part of a convex polygon where `side(p) ≥ 0` (a half-space or half-plane given
/// by a signed distance that is affine in `p`). Vertices keep their order; a polygon wholly
/// outside comes back empty.
pub fn clip_polygon<P>(polygon: &[P], side: impl Fn(P) -> f32) -> Vec<P>
where
    P: Copy + Add<Output = P> + Sub<Output = P> + Mul<f32, Output = P>,
{
    let mut out = Vec::with_capacity(polygon.len() + 1);
    for (i, &a) in polygon.iter().enumerate() {
        let b = polygon[(i + 1) % polygon.len()];
        let (sa, sb) = (side(a), side(b));
        if sa >= 0.0 {
            out.push(a);
        }
        if (sa >= 0.0) != (sb >= 0.0) {
            out.push(a + (b - a) * (sa / (sa - sb)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec2;

    #[test]
    fn a_square_cut_by_a_diagonal_line() {
        let square = [
            Vec2::new(0.0, 0.0),
            Vec2::new(1.0, 0.0),
            Vec2::new(1.0, 1.0),
            Vec2::new(0.0, 1.0),
        ];
        // Keep x + y ≤ 1.5: the square less its far corner, a pentagon.
        let cut = clip_polygon(&square, |p| 1.5 - p.x - p.y);
        assert_eq!(
            cut,
            [
                Vec2::new(0.0, 0.0),
                Vec2::new(1.0, 0.0),
                Vec2::new(1.0, 0.5),
                Vec2::new(0.5, 1.0),
                Vec2::new(0.0, 1.0),
            ]
        );
        assert!(clip_polygon(&square, |p| -1.0 - p.x).is_empty());
        assert_eq!(clip_polygon(&square, |p| 2.0 - p.x), square.to_vec());
    }
}
