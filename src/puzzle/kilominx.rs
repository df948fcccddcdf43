//! The Kilominx: the Megaminx's 20 corners with no edges or centres — the dodecahedron cut so
//! that the neighbours' cut lines meet on each face's rim ([`Cut`] at cos 72°), which leaves
//! five corners and a fixed centre cap per face.
//!
//! Faces are named and turned as the Megaminx's (generators `A`..`L`, so the thesis letters and
//! the WCA names both read), and its 60 stickers are the Megaminx's corner stickers in the
//! same order: sticker `5f + k` (0-based) is corner sticker `k` of face `f`, which the
//! Megaminx numbers `10f + k + 1` — the number the net writes on it (face `A`: 1–5, `B`:
//! 11–15, …, `L`: 111–115). Corner orientations are the thesis's, so every face turn keeps
//! the twist sum 0 mod 3.
//!
//! With no centres the 20 corners can take any even permutation and any twists of sum 0:
//! 20!/2 · 3¹⁹ = 1,413,834,128,545,313,800,765,440,000 positions (the whole puzzle's
//! rotations among them), checked against GAP's `Size` in `tests/groups`.

use std::ops::Deref;
use std::sync::OnceLock;

use super::colors::ColourReader;
use super::dodecahedral::{self, Cut, Dodecahedral};
use super::info::{Capability, CubingName, InfoCache, PuzzleInfo, StickerLabels};
use super::keys::KeyMap;
use super::notation::Notation;
use super::PuzzleKind;

/// The Kilominx: 60 stickers, 20 corners, 12 face turns ([`Dodecahedral`] without edges).
#[derive(Debug)]
pub struct Kilominx(Dodecahedral);

/// Corners only: the cut lines meet on the rim, where the Megaminx's edges were.
const CUT: Cut = Cut {
    edges: false,
    centre_fraction: 0.309_017, // cos 72°
};

impl Kilominx {
    /// The nine faces that do not touch the corner `ABC`: they keep it in place.
    pub const FIXED: [&'static str; 9] = ["D", "E", "F", "G", "H", "I", "J", "K", "L"];

    /// The shared instance (built once from geometry).
    pub fn get() -> &'static Kilominx {
        static CELL: OnceLock<Kilominx> = OnceLock::new();
        CELL.get_or_init(|| Kilominx(Dodecahedral::new("kilominx", CUT)))
    }
}

impl Deref for Kilominx {
    type Target = Dodecahedral;
    fn deref(&self) -> &Dodecahedral {
        &self.0
    }
}

/// The Megaminx's number (1-based) of the Kilominx's sticker `s` (0-based): corner sticker
/// `s mod 5` of face `s / 5`.
fn megaminx_number(s: usize) -> usize {
    10 * (s / 5) + s % 5 + 1
}

/// The Kilominx's registry record.
pub(super) static INFO: PuzzleInfo = PuzzleInfo {
    kind: PuzzleKind::Kilominx,
    title: "Kilominx",
    piece_kinds: &["corners"],
    numbering: "the Megaminx's corner-sticker numbers",
    sticker_labels: StickerLabels::Renumbered(megaminx_number),
    notations: &[Notation::Thesis, Notation::Wca],
    shows_net: false,
    turn_unit: "fifth-turn",
    example_alg: "e.g. [A, B] or R U2' R'",
    subgroups: &[("kilominx-fixed", &Kilominx::FIXED)],
    capabilities: &[Capability::ThreeCycleSolver, Capability::ShortSolver],
    schemes: &["wca", "thesis", "cvd"],
    keys: KeyMap::DODECAHEDRAL,
    cubing: Some(CubingName {
        id: "kilominx",
        reads: Notation::Pochmann,
        writes: Notation::Wca,
    }),
    dodecahedral: Some(|| Kilominx::get()),
    def: || Kilominx::get().def(),
    reader: || {
        static CELL: OnceLock<ColourReader<'static>> = OnceLock::new();
        CELL.get_or_init(|| ColourReader::by_invariants(Kilominx::get().def(), INFO.piece_kinds))
    },
    build_net: || dodecahedral::net::build(PuzzleKind::Kilominx, Kilominx::get()),
    build_shape: || Kilominx::get().shape(),
    cache: InfoCache::new(),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::group::Perm;
    use crate::puzzle::{Face, Megaminx};

    /// Each face turn is the Megaminx's turn on its corner stickers, renumbered: the corner
    /// cycles of the thesis's printed A, B, C (thesis-notes.md §1).
    #[test]
    fn turns_are_the_megaminx_corner_cycles() {
        let k = Kilominx::get();
        let m = Megaminx::get();
        for f in Face::all() {
            let images: Vec<usize> = (0..60)
                .map(|s| {
                    let to = m.turn(f).image(megaminx_number(s) - 1) + 1;
                    (0..60).find(|&t| megaminx_number(t) == to).unwrap()
                })
                .collect();
            assert_eq!(*k.turn(f), Perm::from_images(&images).unwrap(), "{f}");
            assert_eq!(k.turn(f).pow(5), Perm::identity(60));
        }
        let a = k.turn(Face::A).to_string();
        assert_eq!(a, "(1 2 3 4 5)(6 11 16 21 26)(10 15 20 25 30)");
        assert_eq!(k.corner_pieces().len(), 20);
        assert!(k.edge_pieces().is_empty());
    }

    /// Every face turn keeps the twist sum 0 mod 3.
    #[test]
    fn twist_sum_is_invariant() {
        let k = Kilominx::get();
        for f in Face::all() {
            let twist: usize = (0..20).map(|p| k.def().orientation(k.turn(f), p)).sum();
            assert_eq!(twist % 3, 0, "{f}");
        }
    }

    #[test]
    fn labels_are_megaminx_corner_numbers() {
        let labels: Vec<String> = [0, 4, 5, 59].map(|s| INFO.sticker_label(s)).to_vec();
        assert_eq!(labels, ["1", "5", "11", "115"]);
    }
}
