//! The lab without the browser: one simulator ([`Sim`]) for every puzzle of the registry,
//! with history, undo/redo, the animation queue and solution stepping; the [`Lab`] that holds
//! one per puzzle with paint mode and the subgroup explorer; the panel's text, the page view,
//! the page API and the worker's protocol. Pure Rust with no web types, so the page and the
//! native tests drive the same [`Lab`].

mod api_call;
pub mod controls;
mod debug_crash;
mod explorer;
mod frame_clock;
pub mod group_worker;
mod highlight;
mod history;
mod input;
mod keys;
mod lab;
pub mod methods;
mod net_picture;
mod notice;
pub mod page;
mod page_api;
mod paint;
mod panel;
mod perm_position;
mod plans;
mod pointer;
mod scramble_kind;
mod session;
mod session_keeper;
mod sim;
mod sims_picture;
mod solve_job;
mod stepper;
pub mod subgroup;
mod timeline;
mod worker_link;
mod worker_outcome;
mod worker_watch;

pub use crate::puzzle::{Net, Tile};
pub use api_call::{ApiAnswer, ApiCall, CallKind, ViewQuery, Waiter};
pub use controls::{Control, ControlSpec, Read, Trigger, Value, CONTROLS, WINDOW};
pub use debug_crash::DebugCrash;
pub use explorer::{Explorer, ExplorerView};
pub use frame_clock::{FrameClock, FrameStats};
pub use group_worker::{GroupWorker, Reply, Request};
pub use highlight::lit_stickers;
pub use history::{History, Turn};
pub use input::{Button, Command, Effect, Input, KeyPress, ModelHit, Modifiers, Spin, StepCommand};
pub use keys::{key_action, Grab, Grip, KeyAction, Rotation};
pub use lab::{Lab, NetOptions, SolveJobRef, SolveOutcome};
pub use methods::{default_method, offers_for, Offer, SolveMethod, UnknownMethod, OFFERED};
pub use net_picture::{net_picture, NUMBERS_CLASS};
pub use notice::{Notice, NoticeKind};
pub use page::{page_view, Node, Patch};
pub use page_api::{
    methods as offered_methods, plan_view, read_colours, ColoursReading, MethodView, PlanView,
    StepView,
};
pub use paint::{paint_error_text, Paint, PaintFrom};
pub use panel::{cycles_text, move_count, Panel, SolutionPanel, SolvingPanel, StepRow};
pub use perm_position::PermPosition;
pub use plans::{plan, wca_scramble, SolveError};
pub use pointer::{Point, Pointer, DRAG_THRESHOLD};
pub use scramble_kind::ScrambleKind;
pub use session::{open_page, Opened, Session, SessionError, SESSION_KEY, SESSION_VERSION};
pub use session_keeper::{SessionKeeper, Store};
pub use sim::{NoScramble, Origin, Sim, Waiting, WrongSize};
pub use sims_picture::sims_picture;
pub use solve_job::{SolveJob, TableAsset};
pub use stepper::{Owner, Part, Step, Stepper};
pub use subgroup::{JobProgress, Membership, SubgroupJob, SubgroupReport};
pub use timeline::{ease, Animate, Frame, Timeline, Turning, BASE_TURN_MS};
pub use worker_link::{Post, Start, WorkerLink};
pub use worker_outcome::WorkerOutcome;
pub use worker_watch::{Answer, Settled, Sorted, WorkerWatch, MAX_FAILURES};
