//! From an app [`Frame`](crate::app::Frame) to geometry: which regions turn with the moving
//! layer, and the colours every region shows.
//!
//! The turning layer is its own mesh, built once when its turn starts, so each animation
//! frame only changes that mesh's rotation. Both meshes close their side of the cut with a
//! black section, so the inside of the puzzle never shows.

use glam::Quat;

use super::mesh::{add_region, add_section, Geometry, MeshData, REGIONS};
use super::palette::Palette;
use crate::puzzle::{Dodecahedron, Face, Megaminx, State};

/// The puzzle split into the part that stays and the layer that turns.
#[derive(Clone, Debug, PartialEq)]
pub struct LayerMeshes {
    /// Everything that does not move (all of the puzzle when nothing turns).
    pub fixed: MeshData,
    /// The turning layer (empty when nothing turns).
    pub layer: MeshData,
}

/// The sRGB colour of each of the 132 regions in `state`. When `highlight` names pieces
/// (indices into `Megaminx::def().pieces()`), those pieces keep their colours wherever they
/// are and everything else is dimmed (the centres less), so the eye follows them.
pub fn sticker_colours(state: &State, palette: &Palette, highlight: &[usize]) -> Vec<[u8; 4]> {
    let m = Megaminx::get();
    let perm = state.to_perm();
    let mut lit = vec![highlight.is_empty(); 120];
    for &p in highlight {
        for &s in m.def().pieces().get(p).map_or(&[][..], |p| &p.stickers) {
            lit[perm.image(s)] = true;
        }
    }
    region_colours(&m.def().colours_of(&perm), &lit, palette)
}

/// The sRGB colour of each of the 132 regions when sticker `s` shows face colour
/// `faces[s]`: stickers not `lit` are dimmed, and the centres a little too unless all are lit
/// (paint mode marks a problem this way).
pub fn region_colours(faces: &[usize], lit: &[bool], palette: &Palette) -> Vec<[u8; 4]> {
    let all_lit = lit.iter().all(|&l| l);
    (0..REGIONS)
        .map(|r| {
            let face = if r < 120 { faces[r] } else { r - 120 };
            let [red, g, b] = palette.colour(Face::new(face).unwrap_or(Face::A));
            let on = if r < 120 { lit[r] } else { all_lit };
            // Centres dim less: they still say which face is which.
            let k = match (on, r >= 120) {
                (true, _) => return [red, g, b, 255],
                (false, true) => 0.6,
                (false, false) => 0.3,
            };
            let dim = |c: u8| (f32::from(c) * k) as u8;
            [dim(red), dim(g), dim(b), 255]
        })
        .collect()
}

/// Builds the fixed part and the turning layer of `face` (or the whole puzzle, if `None`).
pub fn layer_meshes(colours: &[[u8; 4]], turning: Option<Face>) -> LayerMeshes {
    let g = Geometry::get();
    let mut out = LayerMeshes {
        fixed: MeshData::default(),
        layer: MeshData::default(),
    };
    for (r, region) in g.regions().iter().enumerate() {
        let part = match turning {
            Some(f) if region.in_layer(f) => &mut out.layer,
            _ => &mut out.fixed,
        };
        add_region(part, r, colours[r]);
    }
    if let Some(f) = turning {
        add_section(&mut out.fixed, f, true);
        add_section(&mut out.layer, f, false);
    }
    out
}

/// The rotation of a layer that has turned `fifths` clockwise fifths.
pub fn layer_rotation(face: Face, fifths: f64) -> Quat {
    Dodecahedron::get().turn_quat(face, fifths).as_quat()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Move};

    #[test]
    fn solved_colours_are_the_faces() {
        let p = Palette::wca();
        let c = sticker_colours(&State::SOLVED, &p, &[]);
        let g = Geometry::get();
        for (r, region) in g.regions().iter().enumerate() {
            let [red, gr, b] = p.colour(region.face);
            assert_eq!(c[r], [red, gr, b, 255]);
        }
    }

    /// Drawing the layer turned a whole move puts every colour where the logical move does.
    #[test]
    fn a_finished_turn_looks_like_the_next_state() {
        let p = Palette::wca();
        let g = Geometry::get();
        let s = State::of_moves(&[Move::new(Face::C, Amount::CW)]);
        let before = sticker_colours(&s, &p, &[]);
        let m = Move::new(Face::D, Amount::CCW2);
        let after = sticker_colours(&s.apply(m), &p, &[]);
        let q = layer_rotation(m.face, f64::from(m.amount.signed()));
        for (r, region) in g.regions().iter().enumerate() {
            let (centre, colour) = if region.in_layer(m.face) {
                (q * region.centre(), before[r])
            } else {
                (region.centre(), before[r])
            };
            let landed = g
                .regions()
                .iter()
                .position(|x| (x.centre() - centre).length() < 1e-4)
                .unwrap();
            assert_eq!(after[landed], colour);
        }
    }

    #[test]
    fn layers_split_and_close_the_cut() {
        let c = sticker_colours(&State::SOLVED, &Palette::wca(), &[]);
        let whole = layer_meshes(&c, None);
        assert!(whole.layer.indices.is_empty());
        let split = layer_meshes(&c, Some(Face::A));
        // 11 regions on A and 3 on each of its 5 neighbours (an edge, two corners) turn with A.
        let per_region = whole.fixed.triangles() as f32 / REGIONS as f32;
        let layer_regions = (split.layer.triangles() - 3) as f32 / per_region;
        assert!((layer_regions - 26.0).abs() < 1.0, "{layer_regions}");
    }

    #[test]
    fn highlight_keeps_pieces_lit_and_dims_the_rest() {
        let m = Megaminx::get();
        let p = Palette::wca();
        let piece = m.piece_at(&[Face::A, Face::B]).unwrap();
        let c = sticker_colours(&State::SOLVED, &p, &[piece]);
        let s = m.sticker(Face::A, &[Face::A, Face::B]).unwrap();
        assert_eq!(c[s][..3], p.colour(Face::A));
        assert_ne!(c[0][..3], p.colour(Face::A));
    }
}
