//! What [`Lab::act`](super::Lab::act) gives back: one [`Outcome`] — the effects the page
//! carries out, the answer (a value, or why the action was refused), the requests for the
//! worker and the solves that ended — whatever acted (a control, a key, a click, a script).

use serde::Serialize;

use super::solve::SolveOutcome;
use super::views::{ColoursReading, MethodView, PlanView};
use crate::app::draw::PictureSpec;
#[cfg(doc)]
use crate::app::input::Question;
use crate::app::input::{ApiError, DebugCrash, Effect};
use crate::app::worker::Request;
use crate::puzzle::{Explanation, Facelets, SchemeSummary};

/// Everything an action leaves for the page.
#[derive(Debug, PartialEq)]
pub struct Outcome {
    /// What the page must do (redraw, turn the view, fill a box…); empty when the action
    /// meant nothing here (the page then lets the browser have the event).
    pub effects: Vec<Effect>,
    /// The answer a script gets: a value, or why the action was refused. A person's refused
    /// action is a notice in the panel instead, and answers [`ApiAnswer::Nothing`].
    pub answer: Result<ApiAnswer, ApiError>,
    /// Requests for the worker, in order (the page posts them).
    pub requests: Vec<Request>,
    /// Solve jobs that ended (the page settles the `solve()` promises waiting on them).
    pub solves: Vec<SolveOutcome>,
}

/// A question only the 3D view can answer (`render::View::answer`), for the puzzle on
/// screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewQuery {
    /// Where the centre of the face of this colour name is, `[x, y]` in CSS pixels, if in
    /// sight.
    FaceCentre(String),
    /// Where the centre of sticker position `s` is, if in sight.
    StickerCentre(usize),
    /// Turn the puzzle so that the face of this colour name looks at the viewer.
    LookAt(String),
}

/// What a call answers (the page turns it into a JavaScript value as it stands: a number, a
/// string, a boolean, an object, or `undefined` for [`ApiAnswer::Nothing`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(untagged)]
pub enum ApiAnswer {
    /// No value.
    #[default]
    Nothing,
    /// A count.
    Count(u32),
    /// A text, or `null`.
    Text(Option<String>),
    /// A yes or no.
    Flag(bool),
    /// A position's facelets.
    Facelets(Facelets),
    /// What some colours show.
    Reading(ColoursReading),
    /// The offered methods.
    Methods(Vec<MethodView>),
    /// Texts (the arrows' cycles).
    Texts(Vec<String>),
    /// The colour schemes of the puzzle on screen.
    Schemes(Vec<SchemeSummary>),
    /// An alg explained.
    Explained(Box<Explanation>),
    /// A plan opened in the panel.
    Plan(PlanView),
    /// The answer will come from the worker: the page answers with a promise.
    #[serde(skip)]
    Await(Waiter),
    /// The 3D view answers.
    #[serde(skip)]
    View(ViewQuery),
    /// The page answers from what its scene last drew ([`Question::RenderedFacelets`]).
    #[serde(skip)]
    Rendered,
    /// The page answers with its frame counters ([`Question::Stats`]).
    #[serde(skip)]
    FrameStats,
    /// The page draws the 3D view at this size and answers with a promise of its PNG
    /// ([`Question::Picture`]).
    #[serde(skip)]
    Picture(PictureSpec),
    /// The page makes the worker die ([`WorkerLink::crash`](crate::app::link::WorkerLink::crash)).
    #[serde(skip)]
    CrashWorker(DebugCrash),
}

/// What a promise of the page API waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiter {
    /// The answer to worker job `id` (an [`Answer`](crate::app::link::Answer): an order, a size).
    Job(u32),
    /// The end of the Megaminx solve job `id`: the plan the panel opens, or why not.
    Solve(u32),
}
