//! A small stroke font for the face letters drawn on the stickers: each glyph is a few
//! polylines on a grid 4 units wide, capitals 6 high (lower case: x-height 4, descender to
//! −2), so a letter is a handful of thin quads in the mesh — no texture, no text shaping.
//! It has the capitals and the lower-case letters that puzzles name faces with (the 2×2×2's
//! `b`, `g`, `r`); a character it lacks is drawn as a box (a test checks that every
//! registered puzzle's colour names have glyphs).

/// A glyph: polylines of grid points `[x, y]`, y up.
pub type Glyph = &'static [&'static [[f32; 2]]];

/// The O's ring, which the Q shares.
const RING: &[[f32; 2]] = &[
    [1., 0.],
    [0., 1.],
    [0., 5.],
    [1., 6.],
    [3., 6.],
    [4., 5.],
    [4., 1.],
    [3., 0.],
    [1., 0.],
];

/// The glyph of `c`, if the font has it.
pub fn glyph(c: char) -> Option<Glyph> {
    let g: Glyph = match c {
        'A' => &[&[[0., 0.], [2., 6.], [4., 0.]], &[[0.7, 2.], [3.3, 2.]]],
        'B' => &[
            &[
                [0., 3.],
                [3., 3.],
                [4., 4.],
                [4., 5.],
                [3., 6.],
                [0., 6.],
                [0., 0.],
            ],
            &[[0., 0.], [3., 0.], [4., 1.], [4., 2.], [3., 3.]],
        ],
        'C' => &[&[
            [4., 5.],
            [3., 6.],
            [1., 6.],
            [0., 5.],
            [0., 1.],
            [1., 0.],
            [3., 0.],
            [4., 1.],
        ]],
        'D' => &[&[
            [0., 0.],
            [0., 6.],
            [2., 6.],
            [3.3, 5.3],
            [4., 4.],
            [4., 2.],
            [3.3, 0.7],
            [2., 0.],
            [0., 0.],
        ]],
        'E' => &[
            &[[4., 6.], [0., 6.], [0., 0.], [4., 0.]],
            &[[0., 3.], [3., 3.]],
        ],
        'F' => &[&[[4., 6.], [0., 6.], [0., 0.]], &[[0., 3.], [3., 3.]]],
        'G' => &[&[
            [4., 5.],
            [3., 6.],
            [1., 6.],
            [0., 5.],
            [0., 1.],
            [1., 0.],
            [3., 0.],
            [4., 1.],
            [4., 3.],
            [2., 3.],
        ]],
        'H' => &[
            &[[0., 0.], [0., 6.]],
            &[[4., 0.], [4., 6.]],
            &[[0., 3.], [4., 3.]],
        ],
        'I' => &[
            &[[1., 6.], [3., 6.]],
            &[[2., 6.], [2., 0.]],
            &[[1., 0.], [3., 0.]],
        ],
        'J' => &[&[[1., 6.], [4., 6.], [4., 1.], [3., 0.], [1., 0.], [0., 1.]]],
        'K' => &[
            &[[0., 0.], [0., 6.]],
            &[[4., 6.], [0., 2.]],
            &[[1.3, 3.3], [4., 0.]],
        ],
        'L' => &[&[[0., 6.], [0., 0.], [4., 0.]]],
        'M' => &[&[[0., 0.], [0., 6.], [2., 3.], [4., 6.], [4., 0.]]],
        'N' => &[&[[0., 0.], [0., 6.], [4., 0.], [4., 6.]]],
        'O' => &[RING],
        'P' => &[&[
            [0., 0.],
            [0., 6.],
            [3., 6.],
            [4., 5.],
            [4., 4.],
            [3., 3.],
            [0., 3.],
        ]],
        'Q' => &[RING, &[[2.5, 1.5], [4., 0.]]],
        'R' => &[
            &[
                [0., 0.],
                [0., 6.],
                [3., 6.],
                [4., 5.],
                [4., 4.],
                [3., 3.],
                [0., 3.],
            ],
            &[[2., 3.], [4., 0.]],
        ],
        'S' => &[&[
            [4., 5.],
            [3., 6.],
            [1., 6.],
            [0., 5.],
            [0., 4.],
            [1., 3.],
            [3., 3.],
            [4., 2.],
            [4., 1.],
            [3., 0.],
            [1., 0.],
            [0., 1.],
        ]],
        'T' => &[&[[0., 6.], [4., 6.]], &[[2., 6.], [2., 0.]]],
        'U' => &[&[[0., 6.], [0., 1.], [1., 0.], [3., 0.], [4., 1.], [4., 6.]]],
        'V' => &[&[[0., 6.], [2., 0.], [4., 6.]]],
        'W' => &[&[[0., 6.], [1., 0.], [2., 3.], [3., 0.], [4., 6.]]],
        'X' => &[&[[0., 0.], [4., 6.]], &[[0., 6.], [4., 0.]]],
        'Y' => &[&[[0., 6.], [2., 3.], [4., 6.]], &[[2., 3.], [2., 0.]]],
        'Z' => &[&[[0., 6.], [4., 6.], [0., 0.], [4., 0.]]],
        'b' => &[
            &[[0., 6.], [0., 0.]],
            &[
                [0., 3.],
                [1., 4.],
                [3., 4.],
                [4., 3.],
                [4., 1.],
                [3., 0.],
                [1., 0.],
                [0., 1.],
            ],
        ],
        'g' => &[
            &[[4., 4.], [4., -1.], [3., -2.], [1., -2.], [0., -1.]],
            &[
                [4., 3.],
                [3., 4.],
                [1., 4.],
                [0., 3.],
                [0., 1.],
                [1., 0.],
                [3., 0.],
                [4., 1.],
            ],
        ],
        'r' => &[
            &[[0., 4.], [0., 0.]],
            &[[0., 2.5], [1.5, 4.], [3., 4.], [4., 3.5]],
        ],
        _ => return None,
    };
    Some(g)
}

/// What a character the font lacks is drawn as: a box.
pub const MISSING: Glyph = &[&[[0., 0.], [4., 0.], [4., 6.], [0., 6.], [0., 0.]]];

/// The grid height of a capital (the glyphs' scale).
pub const CAP_HEIGHT: f32 = 6.0;

/// The lower-left and upper-right corners of a glyph's points.
pub fn bounds(glyph: Glyph) -> ([f32; 2], [f32; 2]) {
    let points = glyph.iter().flat_map(|line| line.iter());
    points.fold(
        ([f32::MAX, f32::MAX], [f32::MIN, f32::MIN]),
        |(lo, hi), p| {
            (
                [lo[0].min(p[0]), lo[1].min(p[1])],
                [hi[0].max(p[0]), hi[1].max(p[1])],
            )
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::PuzzleKind;

    /// Every registered puzzle's colour names are letters the font has.
    #[test]
    fn every_face_name_has_a_glyph() {
        for kind in PuzzleKind::ALL {
            for name in kind.def().colours() {
                for c in name.chars() {
                    assert!(glyph(c).is_some(), "{kind}: no glyph for {c:?}");
                }
            }
        }
        assert!(glyph('?').is_none());
    }

    /// Glyphs stay on their grid and have no empty lines.
    #[test]
    fn glyphs_stay_on_the_grid() {
        let all = ('A'..='Z').chain("bgr".chars());
        for c in all {
            let g = glyph(c).unwrap();
            assert!(g.iter().all(|line| line.len() >= 2), "{c}");
            let (lo, hi) = bounds(g);
            assert!(
                lo[0] >= 0.0 && hi[0] <= 4.0 && lo[1] >= -2.0 && hi[1] <= 6.0,
                "{c}"
            );
        }
    }
}
