//! The worker's protocol: the [`Request`]s the page posts and the [`Reply`]s the worker
//! posts back, as plain data (serde-wasm-bindgen at the edge, `serde_json::Value` in the
//! native tests). Both builds have it: the page's writes requests and reads replies, the
//! worker's ([`GroupWorker`](super::GroupWorker), with the crate's `full` feature) the
//! other way round.
//!
//! Both are externally tagged (`{"start": {"id": 1, …}}`, `{"panic": null}`): serde reads
//! that shape straight through, where a `type` field (internally tagged) buffers every
//! message first, which took some 25 KB of the page's wasm for [`Reply`] alone.

use serde::{Deserialize, Serialize};

use super::anatomy_view::{AnatomyView, OrderCount};
use super::report::{Membership, SubgroupReport};
use crate::app::solve::{Method, Step};
use crate::group::Perm;
use crate::puzzle::{NamedGroup, PuzzleKind};
use crate::solver::Budget;
use crate::wire::Bytes;

/// A message to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Request {
    /// Start computing a group (a puzzle and some of its generators).
    Start {
        /// The job's number, chosen by the page.
        id: u32,
        /// The group.
        group: NamedGroup,
    },
    /// Stop a job (its result is not wanted).
    Cancel {
        /// The job.
        id: u32,
    },
    /// Ask whether a position is in a finished job's group.
    Member {
        /// The job.
        id: u32,
        /// Where each sticker goes.
        state: Perm,
    },
    /// Drop a finished job.
    Forget {
        /// The job.
        id: u32,
    },
    /// A test hook (the page API's `debugCrashWorker('panic')`): the worker panics, so the
    /// tests can see the page survive a worker that dies.
    Panic,
    /// Solve a position of any puzzle by a method planned in the worker (the short
    /// solver's tables, the optimal tables, the commutator search are built here, off the
    /// main thread); a new solve replaces the one before.
    Solve {
        /// The page's number for the job.
        id: u32,
        /// The puzzle.
        #[serde(with = "crate::wire::by_name")]
        puzzle: PuzzleKind,
        /// The method.
        #[serde(with = "crate::wire::by_name")]
        method: Method,
        /// The position, as a sticker permutation.
        state: Perm,
        /// How long the short solver searches on after its first plan, for shorter ones
        /// ([`Reply::Shorter`], then [`Reply::Searched`]); absent: it answers the first plan.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        budget: Option<Budget>,
    },
    /// The page's method menu now says `method` for `puzzle`'s next solve: build what it
    /// needs ahead while idle, first (the fewest-moves method's tables are fetched and built
    /// only for a person who picks it or solves with it). No reply.
    Prepare {
        /// The puzzle.
        #[serde(with = "crate::wire::by_name")]
        puzzle: PuzzleKind,
        /// The method picked.
        #[serde(with = "crate::wire::by_name")]
        method: Method,
    },
    /// The group's anatomy: how a position of a puzzle sits among its group's orders and
    /// cycle types, and the puzzle's census of orders ([`Reply::Anatomy`]).
    Anatomy {
        /// The question's number.
        id: u32,
        /// The puzzle.
        #[serde(with = "crate::wire::by_name")]
        puzzle: PuzzleKind,
        /// The position, as a sticker permutation.
        state: Perm,
    },
    /// Encode a film (the page's Export ▸ Film, `film()`): its frames follow as
    /// [`Request::FilmFrame`]s, the first and last first; encoded a frame at a time, with
    /// [`Reply::Encoding`]s saying how far, and answered with [`Reply::Filmed`] once all are
    /// encoded (or [`Reply::Failed`]); [`Request::Cancel`] drops it, between two frames. A new film
    /// replaces the one before.
    Film {
        /// The page's number for it.
        id: u32,
        /// The frame's side in pixels.
        side: u32,
        /// Moves (frames) per second.
        speed: f64,
        /// How many frames it has.
        frames: u32,
        /// Each frame's caption, lettered under its picture: a line each, frame 0's first
        /// (empty: none).
        captions: String,
    },
    /// One frame of film `id`, as the page drew it.
    FilmFrame {
        /// The film.
        id: u32,
        /// The frame's index.
        index: u32,
        /// `side`² RGBA pixels.
        rgba: Bytes,
        /// Whether the rows come bottom first (as WebGL reads them).
        bottom_up: bool,
    },
    /// How much memory the worker's WebAssembly holds (for the benchmark).
    Heap {
        /// The question's number.
        id: u32,
    },
    /// Whether the worker has built everything `method` plans `puzzle` with
    /// ([`Reply::Ready`]).
    Ready {
        /// The question's number.
        id: u32,
        /// The puzzle.
        #[serde(with = "crate::wire::by_name")]
        puzzle: PuzzleKind,
        /// The method.
        #[serde(with = "crate::wire::by_name")]
        method: Method,
    },
    /// A call of the JavaScript module (npm `minx`), as JSON text
    /// ([`ModuleCall`](super::ModuleCall)); answered with [`Reply::Answered`] or
    /// [`Reply::Failed`]. The page never sends one.
    Call {
        /// The module's number for it.
        id: u32,
        /// The call, `{"solve": {"position": …, "options": {…}}}`.
        json: String,
    },
}

/// A message from the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Reply {
    /// A job is running.
    Progress {
        /// The job.
        id: u32,
        /// Estimated share done, `0..=1`.
        fraction: f64,
        /// Levels of the chain so far.
        levels: usize,
        /// Whether the whole group (for the share) is being computed.
        whole_group: bool,
    },
    /// A job finished.
    Done {
        /// The job.
        id: u32,
        /// Its answer.
        report: SubgroupReport,
    },
    /// A request could not be done (bad names, an unknown job, …).
    Failed {
        /// The job (0 when the request could not be read at all).
        id: u32,
        /// Why, in words.
        message: String,
    },
    /// A job was cancelled.
    Cancelled {
        /// The job.
        id: u32,
    },
    /// The answer to a membership question.
    Member {
        /// The job.
        id: u32,
        /// The answer.
        answer: Membership,
    },
    /// The worker died (its panic hook posts this): no job of it will answer, and it answers
    /// nothing more. A worker whose WebAssembly never started, or that failed outside Rust,
    /// has no Rust to write this: `www/worker.js` posts why as a plain string, which the page
    /// takes the same way.
    Crashed {
        /// What happened, in words.
        message: String,
    },
    /// A Megaminx solve is building its tables.
    Building {
        /// The job.
        id: u32,
        /// Share of the tables built, `0..=1`.
        fraction: f64,
        /// What is happening, in words (`Building tables 40 % …`).
        line: String,
    },
    /// A solve's plan.
    Planned {
        /// The job.
        id: u32,
        /// The method (by name on the wire).
        #[serde(with = "crate::wire::by_name")]
        method: Method,
        /// Its steps (moves and piece indices).
        steps: Vec<Step>,
        /// Whether the search goes on for shorter plans (a budgeted short solve): then
        /// [`Reply::Shorter`]s may follow, and [`Reply::Searched`] ends the job.
        #[serde(default)]
        searching: bool,
    },
    /// A budgeted search found a plan shorter than the last one sent; it goes on.
    Shorter {
        /// The job.
        id: u32,
        /// The shorter plan's steps.
        steps: Vec<Step>,
    },
    /// A budgeted search is over (its budget spent, or nothing left to try).
    Searched {
        /// The job.
        id: u32,
        /// Rounds of search run after the first plan.
        rounds: u32,
    },
    /// The answer to [`Request::Heap`].
    Heap {
        /// The question.
        id: u32,
        /// Bytes of WebAssembly memory (0 where it cannot be measured).
        bytes: usize,
    },
    /// The answer to [`Request::Ready`].
    Ready {
        /// The question.
        id: u32,
        /// Whether the method's tables, lists and later tables are all built.
        ready: bool,
    },
    /// The answer to [`Request::Anatomy`].
    Anatomy {
        /// The question.
        id: u32,
        /// The position's anatomy.
        anatomy: AnatomyView,
        /// The puzzle's census: every order of its group, smallest first, with its count.
        orders: Vec<OrderCount>,
    },
    /// How far a film's encoding is: frames encoded so far ([`Request::Film`]).
    Encoding {
        /// The film.
        id: u32,
        /// Frames encoded.
        encoded: u32,
    },
    /// A film, encoded ([`Request::Film`]).
    Filmed {
        /// The film.
        id: u32,
        /// The GIF's bytes.
        gif: Bytes,
    },
    /// The answer to [`Request::Call`], as JSON text.
    Answered {
        /// The call.
        id: u32,
        /// The answer.
        json: String,
    },
}

impl Reply {
    /// The answer to a request that could not be read (job 0): why, in words.
    pub fn unreadable(why: impl std::fmt::Display) -> Reply {
        Reply::Failed {
            id: 0,
            message: format!("the worker could not read a request: {why}"),
        }
    }

    /// The job a reply is about (0 for none).
    pub fn id(&self) -> u32 {
        match self {
            Reply::Progress { id, .. }
            | Reply::Done { id, .. }
            | Reply::Failed { id, .. }
            | Reply::Cancelled { id }
            | Reply::Member { id, .. }
            | Reply::Building { id, .. }
            | Reply::Planned { id, .. }
            | Reply::Shorter { id, .. }
            | Reply::Searched { id, .. }
            | Reply::Heap { id, .. }
            | Reply::Ready { id, .. }
            | Reply::Anatomy { id, .. }
            | Reply::Encoding { id, .. }
            | Reply::Filmed { id, .. }
            | Reply::Answered { id, .. } => *id,
            Reply::Crashed { .. } => 0,
        }
    }

    /// Whether it only reports how far a job is (a newer one of the same job says more).
    pub fn is_progress(&self) -> bool {
        matches!(
            self,
            Reply::Progress { .. } | Reply::Building { .. } | Reply::Encoding { .. }
        )
    }
}

/// What [`Request::Panic`] panics with.
pub const PANIC_ON_PURPOSE: &str = "the subgroup worker panicked on purpose (a test hook)";
