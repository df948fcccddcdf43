//! The one simulator ([`Sim`]) for every puzzle of the registry: a position as a sticker
//! permutation, the history of actions with undo and redo, the animation queue
//! ([`Timeline`]), an open solution and a solve waiting for the worker, whole-puzzle
//! rotations for the face keys ([`Grip`]), and what the side panel says of it ([`Panel`]);
//! paint mode's colouring ([`Paint`]) too. Uses `solve`.

mod grip;
mod highlight;
mod history;
mod notice;
mod paint;
mod panel;
mod perm_position;
mod scramble_kind;
mod simulator;
mod spin;
mod timeline;

pub use crate::quote::UnknownName;
pub use grip::{Grab, Grip, KeyAction, Rotation};
pub use highlight::{lit_stickers, LitPiece};
pub use history::{History, Turn};
pub use notice::{Notice, NoticeKind};
pub use paint::{paint_error_text, Paint, PaintFrom};
pub use panel::{cycles_text, move_count, Panel, SolutionPanel, SolvingPanel, StepRow, StepText};
pub use perm_position::PermPosition;
pub use scramble_kind::ScrambleKind;
pub use simulator::{NoScramble, Origin, Sim, Waiting, WrongSize};
pub use spin::Spin;
pub use timeline::{ease, Animate, Frame, Timeline, Turning, BASE_TURN_MS, MAX_CATCH_UP};
