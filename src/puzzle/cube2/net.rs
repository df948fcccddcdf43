//! The 2×2×2 net: the usual cross — the top face above the front, then left, front, right
//! and back in a row, the bottom below the front — from each sticker's place on the cube
//! ([`Cube2::place`]).

use glam::{IVec3, Vec2};

use crate::puzzle::net::{sticker_tiles, Label, Net};
use crate::puzzle::{Cube2, PuzzleKind};

/// Each face of the cross: its outward normal, the directions of screen right and screen
/// down on it (seen from outside), and its place in the cross (in faces).
const CROSS: [(IVec3, IVec3, IVec3, (i32, i32)); 6] = [
    (IVec3::Y, IVec3::X, IVec3::Z, (1, 0)),
    (IVec3::NEG_X, IVec3::Z, IVec3::NEG_Y, (0, 1)),
    (IVec3::Z, IVec3::X, IVec3::NEG_Y, (1, 1)),
    (IVec3::X, IVec3::NEG_Z, IVec3::NEG_Y, (2, 1)),
    (IVec3::NEG_Z, IVec3::NEG_X, IVec3::NEG_Y, (3, 1)),
    (IVec3::NEG_Y, IVec3::X, IVec3::NEG_Z, (1, 2)),
];

/// The gap between faces, in sticker widths.
const FACE_GAP: f32 = 0.12;

pub(super) fn build() -> Net {
    let cube = Cube2::get();
    let def = cube.def();
    let origin = |(col, row): (i32, i32)| Vec2::new(col as f32, row as f32) * (2.0 + FACE_GAP);
    let tiles = sticker_tiles(def, |s| {
        let (normal, corner) = cube.place(s);
        let &(_, right, down, (col, row)) = CROSS
            .iter()
            .find(|f| f.0 == normal)
            .expect("every sticker faces one of six ways");
        let cell = Vec2::new(
            ((corner.dot(right) + 1) / 2) as f32,
            ((corner.dot(down) + 1) / 2) as f32,
        );
        let at = origin((col, row)) + cell;
        vec![at, at + Vec2::X, at + Vec2::ONE, at + Vec2::Y]
    });
    // Each face's name (its colour, which is also its turn) at its centre.
    let labels = CROSS
        .iter()
        .filter_map(|&(normal, _, _, place)| {
            let s = (0..def.sticker_count()).find(|&s| cube.place(s).0 == normal)?;
            Some(Label {
                at: origin(place) + Vec2::ONE,
                text: def.colours()[def.stickers()[s].colour].clone(),
            })
        })
        .collect();
    Net::new(PuzzleKind::Cube2, tiles, labels)
}
