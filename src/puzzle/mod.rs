//! Puzzles as permutation groups: the Megaminx (from dodecahedron geometry), the Pyraminx and
//! the 2×2×2 of the seeds, notations, piece-level states, and state from colours.

mod cancel;
mod catalog;
mod colors;
mod cube2;
mod def;
mod dodecahedral;
mod face;
mod face_words;
mod facelets;
mod geometry;
mod info;
mod keys;
mod kilominx;
mod megaminx;
mod net;
pub mod notation;
mod piece_cycles;
mod pieces;
mod polygon;
mod pyraminx;
mod scheme;
mod shape;
mod slot;
mod state;

pub use cancel::{Canceller, Traced};
pub use catalog::{CatalogError, NamedGroup, PuzzleKind};
pub use colors::{
    colour_by_name, megaminx_state, parse_colours, piece_orbits, write_colours, ColourError,
    ColourReader, MegaminxRules, OrbitInvariants, OrbitValue, Reachability, Reason, Unreachable,
};
pub use cube2::Cube2;
pub use def::{DefError, Generator, Piece, PuzzleDef, Sticker};
pub use dodecahedral::{Cut, Dodecahedral};
pub use face::{Amount, Face, FaceParseError, Move};
pub use facelets::{from_facelets_json, to_facelets_json, FaceletError, Facelets};
pub use geometry::{Dodecahedron, FaceMap, Vertex};
pub use info::{group_names, puzzle_names, Capability, PuzzleInfo, StickerLabels};
pub use keys::KeyMap;
pub use kilominx::Kilominx;
pub use megaminx::Megaminx;
pub use net::{Label, Net, Tile};
pub use notation::{Alg, Node, Notation, ParseError};
pub use piece_cycles::PieceCycle;
pub use pieces::Pieces;
pub use polygon::clip_polygon;
pub use pyraminx::{Layer, NetCell, Pyraminx};
pub use scheme::{ColourScheme, Rgb};
pub use shape::{Plane, Shape, ShapeRegion, Turn};
pub use slot::Slot;
pub use state::{IllegalState, Invariants, NotPieceWise, State, CORNERS, EDGES};
