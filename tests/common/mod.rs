//! Helpers the figure and film tests share: random positions, and where each sticker's
//! centre lies on the net with the colour it shows.

// Each test binary compiles this module and uses a part of it.
#![allow(dead_code)]

use minx::group::Perm;
use minx::puzzle::{Net, PuzzleKind};
use minx::rng::Rng;

/// A random position of `puzzle` (a random walk of 40 of its generators).
pub fn scrambled(puzzle: PuzzleKind, seed: u64) -> Perm {
    let def = puzzle.def();
    let gens = def.generator_perms();
    let mut rng = Rng::new(seed);
    (0..40).fold(def.identity(), |p, _| p.then(&gens[rng.below(gens.len())]))
}

/// Every sticker tile of `puzzle`'s net: its centre (net units), its sticker, and the colour
/// index that sticker position shows in `position` — from the definition, not from a
/// figure: position s shows the colour of the sticker that is there now. (A centre's tile,
/// which has no sticker, carries its face's badge at its centre, and is left out.)
pub fn sticker_centres(puzzle: PuzzleKind, position: &Perm) -> Vec<(glam::Vec2, usize, usize)> {
    let def = puzzle.def();
    let inverse = position.inverse();
    Net::of(puzzle)
        .tiles()
        .iter()
        .filter_map(|t| {
            let s = t.sticker?;
            Some((t.centre(), s, def.stickers()[inverse.image(s)].colour))
        })
        .collect()
}
