//! The colours the lab draws with besides the stickers', written once for the 3D view
//! (`render`) and the flat net (the page's and the figure's): one hue per cycle of arrows,
//! and the rim of a lit piece in each [`Tone`].

use crate::app::solve::Tone;

/// Hues far apart, one per cycle in order (then round again): they must stand out on every
/// scheme's stickers, so they are bright, with a dark outline (the body between faces on the
/// model, a dark stroke on the net).
pub const ARROW_HUES: [[u8; 4]; 6] = [
    [255, 255, 255, 255],
    [255, 40, 200, 255],
    [0, 230, 255, 255],
    [255, 170, 0, 255],
    [120, 255, 60, 255],
    [150, 90, 255, 255],
];

/// The rim of a lit sticker: the base around its plate on the model, the outline on the net.
pub const GLOW: [u8; 4] = [255, 255, 255, 255];

/// The rim of a sticker lit in `tone`: [`GLOW`] for a step's pieces and where a commutator
/// acts (both its parts move it), blue where only its `X` moves, orange where only its `Y`
/// does (a pair that stays apart under every colour-vision deficiency).
pub fn tone_glow(tone: Tone) -> [u8; 4] {
    match tone {
        Tone::Step | Tone::Both => GLOW,
        Tone::XOnly => [47, 155, 255, 255],
        Tone::YOnly => [255, 154, 31, 255],
    }
}

/// `#rrggbb` of an RGBA colour (its alpha dropped).
pub fn hex([r, g, b, _]: [u8; 4]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}
