//! Puzzles as permutation groups: the Megaminx (from dodecahedron geometry), the Pyraminx and
//! the 2×2×2 of the seeds, notations, piece-level states, and state from colours.

mod anatomy;
mod cancel;
mod catalog;
mod colors;
pub mod colour_vision;
mod cube2;
mod def;
mod dodecahedral;
mod explain;
mod face;
mod face_colours;
mod face_words;
mod facelets;
mod geometry;
mod info;
mod keys;
mod kilominx;
mod megaminx;
mod net;
mod net_arrows;
pub mod notation;
mod order_explained;
mod piece_cycles;
mod pieces;
mod polygon;
mod position_anatomy;
mod pyraminx;
mod scheme;
mod shape;

pub use anatomy::Anatomy;
pub use cancel::{merge_turn, Canceller, Traced};
pub use catalog::{CatalogError, NamedGroup, PuzzleKind};
pub use colors::{
    colour_by_name, parse_colours, piece_orbits, write_colours, ColourError, ColourReader,
    OrbitInvariants, OrbitValue, Reachability, Reason, Unreachable,
};
pub use cube2::Cube2;
pub use def::{DefError, Generator, Piece, PuzzleDef, Sticker};
pub use dodecahedral::{Cut, Dodecahedral};
pub use explain::{Explanation, Phase, PhaseName, Structure, Tint};
pub use face::{face_word, Amount, Face, FaceParseError, Move};
pub use face_colours::{
    dark_ink, face_index, read_face_colours, read_hex, write_face_colours, FaceColourError, CUSTOM,
    CUSTOM_NAME,
};
pub use facelets::{from_facelets_json, to_facelets_json, FaceletError, Facelets};
pub use geometry::{Dodecahedron, FaceMap, Vertex};
pub use info::{
    cubing_names, cubing_puzzle, group_names, puzzle_names, Capability, CubingName, PuzzleInfo,
    StickerLabels,
};
pub use keys::KeyMap;
pub use kilominx::Kilominx;
pub use megaminx::{
    megaminx_state, IllegalState, Invariants, Megaminx, MegaminxRules, Slot, State, CORNERS, EDGES,
};
pub use net::{Label, Net, Tile};
pub use net_arrows::NetArrow;
pub use notation::{Alg, Node, Notation, ParseError};
pub use order_explained::{order_text, OrderExplained};
pub use piece_cycles::PieceCycle;
pub use pieces::{NotPieceWise, Pieces};
pub use polygon::clip_polygon;
pub use position_anatomy::PositionAnatomy;
pub use pyraminx::{Layer, NetCell, Pyraminx};
pub use scheme::{css, ColourScheme, Rgb, SchemeSummary};
pub use shape::{Plane, Shape, ShapeRegion, Turn};
