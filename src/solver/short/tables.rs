//! [`TableSet`]: which lower-bound tables the stages use. The page's set is small enough to
//! fetch and build in the Web Worker; the command line's full set searches faster and is
//! cached on disk. Both sets plan alike: each stage search is exhaustive in a fixed order, so
//! with either set it finds the same stage solutions, and the beam ranks partial solutions
//! by their length plus the next stage's lower bound *from the page's tables* (the full set
//! carries those few too: [`Stage::rank`](super::Stage::rank),
//! [`TwoFace::rank_bound`](super::TwoFace::rank_bound)), so both sets keep the same beams
//! and find the same plan: the page plays what `minx solve` prints. The one way they could
//! part is the two-face search's [`Options::limit`](super::Options::limit), a count of
//! positions visited, which the page's weaker bounds reach sooner; a solve where one set
//! gives up and the other does not ends differently.

use super::two::TwoKind;

/// A set of tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableSet {
    /// For the page: the two-face stage bounded by two tables of every twist with four
    /// corners' places and the edges-and-corner table; stages of two corners and three
    /// edges by every three-piece table for the first plan, then by two four-piece tables
    /// the anytime search builds ([`TableSet::four_piece_later`]). About 24 MB before the
    /// first plan, of which the table file carries 14.5 MB (the edges-and-corner table,
    /// stage 8's and the three-piece tables), the rest built in the worker; 8 MB more for
    /// the anytime search, and 11 MB more built while the worker is idle (the two-face
    /// stage's every corner, [`TableSet::two_face_later`]).
    Page,
    /// For the command line: every corner of the two-face stage exactly (11 MB; that search,
    /// which dominates a solve, is about 2.7× faster) and two four-piece tables for each
    /// stage of two corners and three edges from the start (about 10× faster there), with
    /// the page's tables that rank the beam. About 43 MB, built once and cached.
    Full,
}

impl TableSet {
    /// The set a solve uses unless told otherwise: the page's in WebAssembly, the full one
    /// natively.
    pub const fn native_or_page() -> TableSet {
        if cfg!(target_arch = "wasm32") {
            TableSet::Page
        } else {
            TableSet::Full
        }
    }

    /// The two-face stage's tables.
    pub fn two_face(self) -> &'static [TwoKind] {
        match self {
            TableSet::Page => &[
                TwoKind::Corners([0, 1, 2, 3]),
                TwoKind::Corners([4, 5, 6, 7]),
                TwoKind::EdgesCorners([0, 7, 3, 4]),
            ],
            TableSet::Full => &[TwoKind::AllCorners, TwoKind::EdgesCorners([0, 7, 3, 4])],
        }
    }

    /// The two-face stage's corner tables built after the first plan, with the four-piece
    /// tables ([`TableSet::four_piece_later`]): in the page's set, every corner exactly
    /// (22 MB, 1.8 s natively: more than a fresh page's first plan may wait for), which then
    /// replaces the two four-corner tables and makes that search, the longest part of a
    /// plan, about as fast as the full set's; none in the full set, which has it from the start.
    pub fn two_face_later(self) -> &'static [TwoKind] {
        match self {
            TableSet::Page => &[TwoKind::AllCorners],
            TableSet::Full => &[],
        }
    }

    /// Whether the four-piece tables of the stages of two corners and three edges wait for
    /// the anytime search ([`Stage::faster`](super::Stage::faster)): in the page's set, the
    /// first plan searches those stages with every three-piece table and the rounds after it
    /// build the four-piece ones (8 MB, 1.7 s natively, more than the first plan may wait
    /// for); the full set builds them with the rest.
    pub fn four_piece_later(self) -> bool {
        self == TableSet::Page
    }
}

impl Default for TableSet {
    fn default() -> TableSet {
        TableSet::native_or_page()
    }
}
