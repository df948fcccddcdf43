//! Input as data: every control of the page as one row of [`CONTROLS`], what a DOM event
//! is read into ([`Input`], [`Value`]), the effects the page carries out ([`Effect`]), the
//! keyboard's map ([`key_action`]) and pointer gestures ([`Pointer`]). Uses `sim`.

mod controls;
mod events;
mod keys;
mod pointer;

pub use controls::{
    Control, ControlSpec, Read, Trigger, Value, CONTROLS, MOVES_BOX, MOVES_NOTATION, SHARE_BOX,
    WINDOW,
};
pub use events::{
    Button, Command, Effect, Input, KeyPress, ModelHit, Modifiers, Spin, StepCommand,
};
pub use keys::key_action;
pub use pointer::{Point, Pointer, DRAG_THRESHOLD};
