//! The simulator without the browser: state, history with undo/redo, the animation queue,
//! solution stepping and the panel's text. Pure Rust with no web types, so the page and the
//! native tests drive the same [`App`].

mod api_call;
mod controller;
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
mod megaminx_job;
pub mod methods;
mod net_picture;
mod notice;
pub mod page;
mod page_api;
mod paint;
mod panel;
mod perm_position;
mod pointer;
mod puzzle_app;
mod session;
mod session_keeper;
mod sims_picture;
mod simulator;
mod small_solve;
mod solution;
mod stepper;
pub mod subgroup;
mod timeline;
mod worker_link;
mod worker_outcome;
mod worker_watch;

pub use crate::puzzle::{Net, Tile};
pub use api_call::{ApiAnswer, ApiCall, CallKind, ViewQuery, Waiter};
pub use controller::{App, ScrambleKind, Waiting};
pub use controls::{Control, ControlSpec, Read, Trigger, Value, CONTROLS, WINDOW};
pub use debug_crash::DebugCrash;
pub use explorer::{Explorer, ExplorerView};
pub use frame_clock::{FrameClock, FrameStats};
pub use group_worker::{GroupWorker, Reply, Request};
pub use highlight::lit_stickers;
pub use history::{History, Turn};
pub use input::{Button, Command, Effect, Input, KeyPress, ModelHit, Modifiers, Spin, StepCommand};
pub use keys::{key_action, Grab, Grip, KeyAction, Rotation};
pub use lab::{Lab, MegaminxJobRef, NetOptions, SmallSolve, SolveOutcome};
pub use megaminx_job::{MegaminxJob, TableAsset};
pub use methods::{Offer, OFFERED};
pub use net_picture::{net_picture, NUMBERS_CLASS};
pub use notice::{Notice, NoticeKind};
pub use page::{page_view, Node, Patch};
pub use page_api::{
    megaminx_facelets, methods as offered_methods, plan_view, read_colours, ColoursReading,
    MethodView, PlanView, StepView,
};
pub use paint::{Paint, PaintFrom};
pub use panel::{cycles_text, move_count, Panel, SolutionPanel, SolvingPanel, StepRow};
pub use perm_position::PermPosition;
pub use pointer::{Point, Pointer, DRAG_THRESHOLD};
pub use puzzle_app::PuzzleApp;
pub use session::{open_page, Opened, Session, SessionError, SESSION_KEY, SESSION_VERSION};
pub use session_keeper::{SessionKeeper, Store};
pub use sims_picture::sims_picture;
pub use simulator::{paint_error_text, use_paint, Simulator};
pub use small_solve::{SmallPlan, SmallPlanStep, SmallPlayer};
pub use solution::{plan_steps, plan_steps_with, wca_scramble, SolveError};
pub use stepper::{Owner, Part, Step, Stepper};
pub use subgroup::{JobProgress, Membership, SubgroupJob, SubgroupReport};
pub use timeline::{ease, Animate, Frame, Timeline, Turning, BASE_TURN_MS};
pub use worker_link::{Post, Start, WorkerLink};
pub use worker_outcome::WorkerOutcome;
pub use worker_watch::{Answer, Settled, Sorted, WorkerWatch, MAX_FAILURES};
