//! The Megaminx as a [`PuzzleDef`](super::PuzzleDef): the dodecahedron cut into corners and
//! edges, numbered like the thesis (face `A`: corner stickers 1–5, edge stickers 6–10, …,
//! `L` = 111–120; see [`Dodecahedral`] for the numbering and its sources).

use std::ops::Deref;
use std::sync::OnceLock;

#[cfg(test)]
use crate::group::Perm;
use crate::puzzle::dodecahedral::{self, Cut, Dodecahedral};
#[cfg(test)]
use crate::puzzle::face::Face;
use crate::puzzle::info::{Capability, CubingName, InfoCache, PuzzleInfo, StickerLabels};
use crate::puzzle::keys::KeyMap;
use crate::puzzle::notation::Notation;
use crate::puzzle::PuzzleKind;

mod rules;
mod slot;
mod state;

pub use rules::{megaminx_state, MegaminxRules};
pub use slot::Slot;
pub use state::{IllegalState, Invariants, State, CORNERS, EDGES};

/// The Megaminx: 120 stickers, 20 corners, 30 edges, 12 face turns — the dodecahedron cut
/// into corners and edges ([`Dodecahedral`] does the work, see its numbering).
#[derive(Debug)]
pub struct Megaminx(Dodecahedral);

/// The Megaminx's cut: kite-shaped corners, trapezoid edges, a centre of 0.45 of the face.
const CUT: Cut = Cut {
    edges: true,
    centre_fraction: 0.45,
};

impl Megaminx {
    /// The shared instance (built once from geometry).
    pub fn get() -> &'static Megaminx {
        static CELL: OnceLock<Megaminx> = OnceLock::new();
        CELL.get_or_init(|| Megaminx(Dodecahedral::new("megaminx", CUT)))
    }
}

impl Deref for Megaminx {
    type Target = Dodecahedral;
    fn deref(&self) -> &Dodecahedral {
        &self.0
    }
}

/// The Megaminx's registry record.
pub(super) static INFO: PuzzleInfo = PuzzleInfo {
    kind: PuzzleKind::Megaminx,
    title: "Megaminx",
    piece_kinds: &["corners", "edges"],
    numbering: "thesis numbering",
    sticker_labels: StickerLabels::Numbers,
    notations: &super::notation::Notation::ALL,
    shows_net: false,
    turn_unit: "fifth-turn",
    example_alg: "e.g. (DC*D*C)^2 or R U2' R'",
    subgroups: &[],
    capabilities: &[
        Capability::MegaminxSolvers,
        Capability::ShortSolver,
        Capability::WcaScramble,
    ],
    schemes: &["wca", "thesis", "cvd"],
    keys: KeyMap::DODECAHEDRAL,
    cubing: Some(CubingName {
        id: "megaminx",
        reads: Notation::Pochmann,
        writes: Notation::Wca,
    }),
    dodecahedral: Some(|| Megaminx::get()),
    def: || Megaminx::get().def(),
    reader: rules::reader,
    build_net: || dodecahedral::net::build(PuzzleKind::Megaminx, Megaminx::get()),
    build_shape: || Megaminx::get().shape(),
    cache: InfoCache::new(),
};

#[cfg(test)]
mod tests {
    use super::*;

    fn perm(s: &str) -> Perm {
        s.parse::<Perm>().unwrap().extended(120)
    }

    /// The thesis's printed cycles (thesis-notes.md §1) come out exactly.
    #[test]
    fn thesis_printed_cycles() {
        let m = Megaminx::get();
        let a = m.turn(Face::A);
        let b = m.turn(Face::B);
        let c = m.turn(Face::C);
        assert_eq!(
            a.to_string(),
            "(1 2 3 4 5)(6 7 8 9 10)(11 21 31 41 51)(15 25 35 45 55)(16 26 36 46 56)"
        );
        assert_eq!(
            a.pow(2).to_string(),
            "(1 3 5 2 4)(6 8 10 7 9)(11 31 51 21 41)(15 35 55 25 45)(16 36 56 26 46)"
        );
        assert_eq!(
            *b,
            perm(
                "(11 12 13 14 15)(16 17 18 19 20)(1 54 92 103 21)(7 60 98 109 27)(2 55 93 104 22)"
            )
        );
        assert_eq!(
            *c,
            perm("(21 22 23 24 25)(26 27 28 29 30)(2 14 102 113 31)(8 20 108 119 37)(3 15 103 114 32)")
        );
        let abc = perm(
            "(1 55 11)(2 15 21)(3 4 5 54 92 114 32)(7 20 16 27)(12 13 102 113 31 41 51)\
             (14 103 22)(23 24 25 35 45 93 104)\
             (6 60 98 109 28 29 30 26 36 46 56 17 18 19 108 119 37 8 9 10)",
        );
        assert_eq!(a.then(b).then(c), abc);
    }

    #[test]
    fn piece_level_a_is_two_five_cycles() {
        let m = Megaminx::get();
        let images = m.def().piece_images(m.turn(Face::A));
        let p = Perm::from_images(&images).unwrap();
        assert_eq!(p.to_string(), "(1 2 3 4 5)(6 7 8 9 10)");
        assert_eq!(m.corner_pieces().len(), 20);
        assert_eq!(m.edge_pieces().len(), 30);
    }

    /// Every basic move keeps the thesis's flip sum (mod 2) and twist sum (mod 3).
    #[test]
    fn orientation_sums_are_invariant() {
        let m = Megaminx::get();
        let def = m.def();
        for f in Face::all() {
            let t = m.turn(f);
            let twist: usize = m
                .corner_pieces()
                .iter()
                .map(|&p| def.orientation(t, p))
                .sum();
            let flip: usize = m.edge_pieces().iter().map(|&p| def.orientation(t, p)).sum();
            assert_eq!(twist % 3, 0, "twist sum after {f}");
            assert_eq!(flip % 2, 0, "flip sum after {f}");
            assert_eq!(t.pow(5), Perm::identity(120));
        }
    }
}
