//! Puzzles as permutation groups: the Megaminx (from dodecahedron geometry), the Pyraminx and
//! the 2×2×2 of the seeds, notations, piece-level states, and state from colours.

mod def;
mod face;
mod geometry;
mod megaminx;
pub mod notation;
mod state;

pub use def::{DefError, Generator, Piece, PuzzleDef, Sticker};
pub use face::{Amount, Face, FaceParseError, Move};
pub use geometry::{Dodecahedron, FaceMap, Vertex};
pub use megaminx::Megaminx;
pub use notation::{Alg, Node, Notation, ParseError};
pub use state::{IllegalState, Invariants, NotPieceWise, State, CORNERS, EDGES};
