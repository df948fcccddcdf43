//! Every way to act, as data: the lab's one verb list ([`Action`]), what each control of the
//! page ([`CONTROLS`]: one row per element and event, read into a [`Value`]) and each call of
//! the page API ([`ApiCall`]) is read into, why an action is refused ([`ApiError`]), the
//! effects the page carries out ([`Effect`]), the keyboard's map ([`key_action`]) and pointer
//! gestures ([`Pointer`]). Uses `solve`, `sim`, `worker`.

mod action;
mod alg_timeline;
mod api_call;
mod api_error;
mod controls;
mod debug_crash;
mod events;
mod keys;
mod player_attribute;
mod pointer;

pub use action::{Action, Actor, CallKind, Question};
pub use alg_timeline::{AlgTimeline, Anchor, TimelineCommand};
pub use api_call::{ApiCall, PAGE_API};
pub use api_error::ApiError;
pub use controls::{
    Control, ControlSpec, Read, Trigger, Value, CONTROLS, FILM_BOXES, MOVES_BOX, MOVES_NOTATION,
    PICTURE_BOXES, SHARE_BOX, WINDOW,
};
pub use debug_crash::DebugCrash;
pub use events::{data_url, Button, Effect, KeyPress, ModelHit, Modifiers, Spin, StepCommand};
pub use keys::key_action;
pub use player_attribute::{
    AttributeError, Background, ControlPanel, PlayerAttribute, Visualization, MAX_TEMPO,
};
pub use pointer::{Point, Pointer, DRAG_THRESHOLD};
