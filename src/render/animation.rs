//! From an app [`Frame`](crate::app::Frame) to geometry: which regions turn with the moving
//! layer, and the colours every region shows.
//!
//! The turning layer is its own mesh, built once when its turn starts, so each animation
//! frame only changes that mesh's rotation. Both meshes close their side of the cut with a
//! black section, so the inside of the puzzle never shows.

use glam::Quat;

use super::mesh::{add_region_lit, add_section, Geometry, MeshData};
use super::palette::Rgb;
use crate::app::Tone;

/// The puzzle split into the part that stays and the layer that turns.
#[derive(Clone, Debug, PartialEq)]
pub struct LayerMeshes {
    /// Everything that does not move (all of the puzzle when nothing turns).
    pub fixed: MeshData,
    /// The turning layer (empty when nothing turns).
    pub layer: MeshData,
}

/// The sRGB colour of each region of `g` when sticker `s` shows colour `faces[s]` (an index
/// into `colours`), and its rim. When `lit` names stickers (those showing the pieces of the
/// solution step being played, as [`Sim::lit_stickers`](crate::app::Sim::lit_stickers) gives
/// the flat net), they keep their full colours and are outlined, and everything else is only
/// softened ([`soften`]), so the step's pieces stand out while every colour stays
/// recognisable.
pub fn step_look(
    g: &Geometry,
    faces: &[usize],
    colours: &[Rgb],
    lit: &[(usize, Tone)],
) -> RegionLook {
    let stickers = faces.len();
    let mut on = vec![None; stickers];
    for &(s, tone) in lit.iter().filter(|&&(s, _)| s < stickers) {
        on[s] = Some(tone);
    }
    let any = !lit.is_empty();
    let looks = g
        .regions()
        .iter()
        .enumerate()
        .map(|(r, region)| {
            let face = faces.get(r).copied().unwrap_or(region.face);
            let c = colours.get(face).copied().unwrap_or([0; 3]);
            let amount = match (any, r < stickers && on[r].is_some()) {
                (false, _) | (true, true) => 0.0,
                (true, false) if r >= stickers => SOFTEN / 2.0,
                (true, false) => SOFTEN,
            };
            let [red, gr, b] = soften(c, amount);
            [red, gr, b, 255]
        })
        .collect();
    let lit = (0..g.regions().len())
        .map(|r| on.get(r).copied().flatten())
        .collect();
    RegionLook {
        colours: looks,
        lit,
        letters: Vec::new(),
    }
}

/// The colour of every region's plate and of the rim around it.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionLook {
    /// Plate colours (sRGB), one per region.
    pub colours: Vec<[u8; 4]>,
    /// How each region is outlined: lit in a tone, or not.
    pub lit: Vec<Option<Tone>>,
    /// The colour (an index into the puzzle's colours) whose face letter each region
    /// shows: empty when letters are off.
    pub letters: Vec<usize>,
}

impl RegionLook {
    /// With each region showing the letter of the colour `faces[r]` gives it (the regions
    /// past `faces`, the Megaminx's centres, their own face's).
    pub fn with_letters(mut self, g: &Geometry, faces: &[usize]) -> RegionLook {
        self.letters = g
            .regions()
            .iter()
            .enumerate()
            .map(|(r, region)| faces.get(r).copied().unwrap_or(region.face))
            .collect();
        self
    }
}

/// How far stickers outside the step being played are softened.
pub const SOFTEN: f32 = 0.5;

/// A colour softened by `amount` (0: unchanged, 1: fully): mixed towards its own grey by
/// `0.6 × amount` and darkened by `0.15 × amount`, so hues stay recognisable.
pub fn soften([r, g, b]: Rgb, amount: f32) -> Rgb {
    if amount == 0.0 {
        return [r, g, b];
    }
    let f = |c: u8| f32::from(c);
    let grey = 0.299 * f(r) + 0.587 * f(g) + 0.114 * f(b);
    let (mix, dark) = (0.6 * amount, 1.0 - 0.15 * amount);
    [r, g, b].map(|c| {
        ((f(c) + (grey - f(c)) * mix) * dark)
            .round()
            .clamp(0.0, 255.0) as u8
    })
}

/// The sRGB colour of each region of `g` when sticker `s` shows colour `faces[s]` (an index
/// into `colours`, the puzzle's display colours): stickers not `lit` are dimmed, and the
/// regions no sticker names (the Megaminx's centres) a little too unless all are lit (paint
/// mode marks a problem this way).
pub fn region_colours(
    g: &Geometry,
    faces: &[usize],
    lit: &[bool],
    colours: &[Rgb],
) -> Vec<[u8; 4]> {
    let all_lit = lit.iter().all(|&l| l);
    let stickers = faces.len();
    g.regions()
        .iter()
        .enumerate()
        .map(|(r, region)| {
            let face = faces.get(r).copied().unwrap_or(region.face);
            let [red, gr, b] = colours.get(face).copied().unwrap_or([0; 3]);
            let on = lit.get(r).copied().unwrap_or(all_lit);
            // Centres dim less: they still say which face is which.
            let k = match (on, r >= stickers) {
                (true, _) => return [red, gr, b, 255],
                (false, true) => 0.6,
                (false, false) => 0.3,
            };
            let dim = |c: u8| (f32::from(c) * k) as u8;
            [dim(red), dim(gr), dim(b), 255]
        })
        .collect()
}

/// Builds the fixed part and the layer turning with generator `turning` (or the whole
/// puzzle, if `None`) of `g`, each region's plate in `colours[r]`, outlined when `lit[r]`
/// (not when missing), with the letter of colour `letters[r]` on it (none when missing):
/// a letter turns with its sticker, but a centre's stays with the fixed part (it names the
/// face, see [`LetterFrame`](super::letters::LetterFrame)). Each side of every cut of the
/// turning layer is closed.
pub fn layer_meshes(
    g: &Geometry,
    colours: &[[u8; 4]],
    lit: &[Option<Tone>],
    letters: &[usize],
    turning: Option<usize>,
) -> LayerMeshes {
    let names = g.kind().def().colours();
    let mut out = LayerMeshes {
        fixed: MeshData::default(),
        layer: MeshData::default(),
    };
    for (r, region) in g.regions().iter().enumerate() {
        let part = match turning {
            Some(t) if region.in_layer(t) => &mut out.layer,
            _ => &mut out.fixed,
        };
        let on = lit.get(r).copied().flatten();
        add_region_lit(part, g, r, colours[r], on);
        if let Some(name) = letters.get(r).and_then(|&c| names.get(c)) {
            let frame = g.letter_frame(r);
            let part = match turning {
                Some(t) if region.in_layer(t) && !frame.centred => &mut out.layer,
                _ => &mut out.fixed,
            };
            frame.add(part, name, colours[r]);
        }
    }
    if let Some(turn) = turning.and_then(|t| g.shape().turns().get(t)) {
        for cut in turn.cuts() {
            // The layer lies above its lower cut and below its upper one.
            let layer_above = cut.depth == turn.from;
            add_section(&mut out.fixed, g, cut, layer_above);
            add_section(&mut out.layer, g, cut, !layer_above);
        }
    }
    out
}

/// The rotation of generator `turn`'s layer of `g` after `amount` of its turns.
pub fn layer_rotation(g: &Geometry, turn: usize, amount: f64) -> Quat {
    g.shape()
        .turns()
        .get(turn)
        .map_or(Quat::IDENTITY, |t| t.rotation(amount as f32))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::lit_stickers;
    use crate::puzzle::{Amount, Face, Megaminx, Move, PuzzleKind, State};
    use crate::render::mesh::REGIONS;
    use crate::render::palette::{puzzle_colours, Palette};

    /// The Megaminx in `state`, its stickers of `pieces` lit.
    fn sticker_colours(state: &State, p: &Palette, pieces: &[(usize, Tone)]) -> RegionLook {
        let def = Megaminx::get().def();
        let lit = lit_stickers(def, &state.to_perm(), pieces);
        let colours = puzzle_colours(PuzzleKind::Megaminx, p);
        step_look(Geometry::get(), &m_colours(state), &colours, &lit)
    }

    #[test]
    fn solved_colours_are_the_faces() {
        let p = Palette::wca();
        let c = sticker_colours(&State::SOLVED, &p, &[]).colours;
        let g = Geometry::get();
        for (r, region) in g.regions().iter().enumerate() {
            let [red, gr, b] = p.faces[region.face];
            assert_eq!(c[r], [red, gr, b, 255]);
        }
    }

    /// Drawing the layer turned a whole move puts every colour where the logical move does.
    #[test]
    fn a_finished_turn_looks_like_the_next_state() {
        let p = Palette::wca();
        let g = Geometry::get();
        let s = State::of_moves(&[Move::new(Face::C, Amount::CW)]);
        let before = sticker_colours(&s, &p, &[]).colours;
        let m = Move::new(Face::D, Amount::CCW2);
        let after = sticker_colours(&s.apply(m), &p, &[]).colours;
        let q = layer_rotation(g, m.face.index(), f64::from(m.amount.signed()));
        for (r, region) in g.regions().iter().enumerate() {
            let (centre, colour) = if region.in_layer(m.face.index()) {
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
        let c = sticker_colours(&State::SOLVED, &Palette::wca(), &[]).colours;
        let g = Geometry::get();
        let whole = layer_meshes(g, &c, &[], &[], None);
        assert!(whole.layer.indices.is_empty());
        let split = layer_meshes(g, &c, &[], &[], Some(Face::A.index()));
        // 11 regions on A and 3 on each of its 5 neighbours (an edge, two corners) turn with A.
        let per_region = whole.fixed.triangles() as f32 / REGIONS as f32;
        let layer_regions = (split.layer.triangles() - 3) as f32 / per_region;
        assert!((layer_regions - 26.0).abs() < 1.0, "{layer_regions}");
    }

    #[test]
    fn highlight_keeps_pieces_lit_and_softens_the_rest() {
        let m = Megaminx::get();
        let p = Palette::wca();
        let piece = m.piece_at(&[Face::A, Face::B]).unwrap();
        let look = sticker_colours(&State::SOLVED, &p, &[(piece, Tone::XOnly)]);
        let s = m.sticker(Face::A, &[Face::A, Face::B]).unwrap();
        assert_eq!(look.colours[s][..3], p.colour(Face::A));
        assert_eq!((look.lit[s], look.lit[0]), (Some(Tone::XOnly), None));
        assert_ne!(look.colours[0][..3], p.colour(Face::A));
    }

    /// Softened colours stay recognisable: each is still nearer its own face's colour than
    /// any other face's full or softened colour, in both schemes.
    #[test]
    fn softened_colours_stay_recognisable() {
        for key in ["wca", "thesis"] {
            let p = Palette::named(key).unwrap();
            let dist = |a: Rgb, b: Rgb| -> f32 {
                (0..3)
                    .map(|i| (f32::from(a[i]) - f32::from(b[i])).powi(2))
                    .sum()
            };
            for f in Face::all() {
                let soft = soften(p.colour(f), SOFTEN);
                let own = dist(soft, p.colour(f));
                for g in Face::all().filter(|&g| g != f) {
                    assert!(own < dist(soft, p.colour(g)), "{key}: {f} looks like {g}");
                    assert_ne!(soft, soften(p.colour(g), SOFTEN), "{key}: {f} and {g}");
                }
            }
        }
    }

    /// The 3D view lights exactly the stickers the flat net lights: for a solution being
    /// played, a sticker keeps its full colour and glows iff the app lists it as lit.
    #[test]
    fn the_view_and_the_net_light_the_same_stickers() {
        let mut app = crate::app::Sim::new(PuzzleKind::Megaminx);
        app.scramble(crate::app::ScrambleKind::RandomState, 21)
            .unwrap();
        app.solve().unwrap();
        let p = Palette::wca();
        for _ in 0..6 {
            app.step_with(crate::app::Stepper::next_step);
            app.step_with(crate::app::Stepper::next_move);
            let state = State::from_perm(app.position()).unwrap();
            let look = sticker_colours(&state, &p, &app.highlight());
            let lit = app.lit_stickers();
            assert!(lit.len() >= 4, "a step moves at least two pieces");
            let faces = m_colours(&state);
            for (s, &face) in faces.iter().enumerate() {
                let full = p.colour(Face::new(face).unwrap());
                let on = lit.iter().find(|&&(l, _)| l == s).map(|&(_, t)| t);
                assert_eq!(
                    look.colours[s][..3] == full,
                    on.is_some(),
                    "sticker {}",
                    s + 1
                );
                assert_eq!(look.lit[s], on, "sticker {}", s + 1);
            }
        }
    }

    fn m_colours(s: &State) -> Vec<usize> {
        Megaminx::get().def().colours_of(&s.to_perm())
    }
}
