//! The Pyraminx net: the Matlab seed's big triangle, 36 numbered cells in six rows
//! ([`Pyraminx::net_cell`]), exactly as the seed numbers them.

use glam::Vec2;

use crate::puzzle::net::{sticker_tiles, Net};
use crate::puzzle::{PuzzleKind, Pyraminx};

/// Lattice point `(row, j)` of the big triangle (side 6, apex up) on screen.
fn point((row, j): (i32, i32)) -> Vec2 {
    let h = 3f32.sqrt() / 2.0;
    Vec2::new(j as f32 - row as f32 / 2.0, row as f32 * h)
}

pub(super) fn build() -> Net {
    let p = Pyraminx::get();
    let tiles = sticker_tiles(p.def(), |s| {
        p.net_cell(s).corners().iter().map(|&c| point(c)).collect()
    });
    Net::new(PuzzleKind::Pyraminx, tiles, Vec::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 36 cells fill the big triangle: their areas add up to its area, and rows run as
    /// the seed numbers them (1 | 2–4 | 5–9 | …), left to right.
    #[test]
    fn cells_fill_the_big_triangle_row_by_row() {
        let net = Net::of(PuzzleKind::Pyraminx);
        let total: f32 = net.tiles().iter().map(|t| t.area()).sum();
        let side = net.tiles()[net.tile_of(0).unwrap()]
            .polygon
            .iter()
            .map(|p| p.x)
            .fold(f32::NEG_INFINITY, f32::max)
            - net.tiles()[net.tile_of(0).unwrap()]
                .polygon
                .iter()
                .map(|p| p.x)
                .fold(f32::INFINITY, f32::min);
        let big = 3f32.sqrt() / 4.0 * (6.0 * side).powi(2);
        assert!((total - big).abs() < 1e-2 * big, "{total} vs {big}");
        let centre = |s: usize| net.tiles()[net.tile_of(s - 1).unwrap()].centre();
        for (a, b) in [(2, 3), (3, 4), (5, 9), (26, 36)] {
            assert!(centre(a).x < centre(b).x);
            assert!((centre(a).y - centre(b).y).abs() < side * 0.35);
        }
        assert!(centre(1).y < centre(2).y && centre(4).y < centre(5).y);
    }
}
