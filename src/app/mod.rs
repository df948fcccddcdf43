//! The lab without the browser: one simulator ([`Sim`]) for every puzzle of the registry,
//! the [`Lab`] that holds one per puzzle with paint mode and the subgroup explorer, the page's
//! view, the page API and both sides of the worker's protocol. Pure Rust with no web types, so
//! the page and the native tests drive the same [`Lab`].
//!
//! Every way to act — a control of the page, a key, a click on the model or the net, a call
//! of the page API, the worker's word — is one [`Action`], carried out by the one entry point
//! [`Lab::act`], which answers with one [`Outcome`] (effects for the page, the answer, requests
//! for the worker, solves that ended).
//!
//! Its rooms, each a folder with a facade, in the order they may use each other (a room uses
//! only those before it; `tests/layering.rs` enforces it):
//!
//! 1. [`solve`]: the solving methods every puzzle's record offers, plans as one [`Step`] type
//!    in generator letters, and the [`Stepper`] that plays them.
//! 2. [`sim`]: the one simulator — position, history, animation queue, solution, panel text,
//!    paint's colouring.
//! 3. [`draw`]: pictures as data — the page's nodes, the flat net, the standalone figure.
//! 4. [`worker`]: the Web Worker's side — subgroup jobs and solve jobs, as plain messages.
//! 5. [`input`]: every way to act as data — the [`Action`] verb list, the page's controls,
//!    the page API's calls, keys and pointer gestures.
//! 6. [`lab`]: the page's state, [`Lab::act`] and the values it answers with.
//! 7. [`page`]: the page's view as patches by element id.
//! 8. [`link`]: the page's side of the worker — starting, posting, settling promises.
//! 9. [`session`]: the session kept in the browser's storage.

pub mod draw;
pub mod input;
pub mod lab;
pub mod link;
pub mod page;
pub mod session;
pub mod sim;
pub mod solve;
pub mod worker;

pub use crate::puzzle::{Net, Tile};
pub use draw::{
    net_picture, scheme_colours, svg_text, tone_glow, Figure, FigureAsk, FigureOptions, Film,
    FilmError, FilmLayout, FilmSpec, NetScene, Node, PictureAsk, PictureSizeError, PictureSpec,
    ARROW_HUES, DEFAULT_FILM_SIDE, DEFAULT_FILM_SPEED, GLOW, MAX_FILM_MOVES, MAX_FILM_SPEED,
    MAX_PICTURE_SIDE, MIN_FILM_SPEED, NUMBERS_CLASS,
};
pub use input::{
    key_action, Action, Actor, ApiCall, ApiError, Button, CallKind, Control, ControlSpec,
    DebugCrash, Effect, KeyPress, ModelHit, Modifiers, Point, Pointer, Question, Read, StepCommand,
    Trigger, Value, CONTROLS, DRAG_THRESHOLD, PAGE_API, WINDOW,
};
pub use lab::{
    methods as offered_methods, plan_view, read_colours, ApiAnswer, ColoursReading, Explorer,
    ExplorerView, FrameClock, FrameStats, Lab, MethodView, NetOptions, Outcome, PlanView,
    SolveJobRef, SolveOutcome, StepView, ViewQuery, Waiter,
};
pub use link::{
    Answer, Post, Settled, Sorted, Start, WorkerLink, WorkerOutcome, WorkerWatch, MAX_FAILURES,
};
pub use page::{page_view, sims_picture, Patch, Player, PlayerEvent};
pub use session::{
    open_page, Opened, Session, SessionError, SessionKeeper, Store, SESSION_KEY, SESSION_VERSION,
};
pub use sim::{
    cycles_text, ease, lit_stickers, move_count, paint_error_text, Animate, Frame, Grab, Grip,
    History, KeyAction, NoScramble, Notice, NoticeKind, Origin, Paint, PaintFrom, Panel,
    PermPosition, Rotation, ScrambleKind, Sim, SolutionPanel, SolvingPanel, Spin, StepRow,
    Timeline, Turn, Turning, Waiting, WrongSize, BASE_TURN_MS,
};
pub use solve::{
    default_method, offers_for, wca_scramble, Method, Offer, Owner, Part, SolveError, Step,
    Stepper, Tone, OFFERED,
};
#[cfg(feature = "full")]
pub use solve::{plan, plan_position, Deadline};
#[cfg(feature = "full")]
pub use worker::{
    answer as answer_call, monotonic_ms, read_call, GroupWorker, JobProgress, ModuleCall, SolveJob,
    SubgroupJob, TableAsset, MODULE_API,
};
pub use worker::{AnatomyView, Membership, Reply, Request, SubgroupReport};
