//! [`Action`]: the one verb list of the lab. Every way to act — a panel control
//! ([`Control::action`](super::Control::action)), a key, a click on the model or the net, a
//! call of the page API ([`ApiCall::action`](super::ApiCall::action)), and what the worker
//! says — is read into one `Action`, and [`Lab::act`](crate::app::lab::Lab::act) is the one entry point that carries
//! it out. A panel button and the page API's function of the same name are therefore the
//! same verb, decided once.
//!
//! What is read here is typed as far as it can be without the lab: names the lab must check
//! against the puzzle on screen (a notation, a method, a face) stay text until then.

use super::alg_timeline::{AlgTimeline, TimelineCommand};
use super::debug_crash::DebugCrash;
use super::events::{Button, KeyPress, ModelHit, Modifiers, StepCommand};
use crate::app::draw::{FigureAsk, FilmAsk, PictureAsk};
use crate::app::sim::{PaintFrom, ScrambleKind};
use crate::app::worker::Reply;
use crate::puzzle::notation::Notation;
use crate::puzzle::PuzzleKind;
use crate::solver::Budget;

/// Who acted: a failed action is a notice in the panel for a person, an error answered (a
/// rejected call) for a script.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    /// Someone at the page: a control, a key, a click.
    Person,
    /// A script, through `window.minx`.
    Script,
    /// The worker, answering or dying.
    Worker,
}

/// Everything the lab can be asked to do or to answer. A misrouted action names its variant
/// ([`strum::IntoStaticStr`]), not its contents: the page's wasm carries no `Debug` of it.
#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr)]
pub enum Action {
    /// A click on the 3D model: turns the generator under the pointer, or paints.
    ClickModel {
        /// What was under the pointer.
        hit: ModelHit,
        /// The button.
        button: Button,
        /// The modifiers.
        mods: Modifiers,
    },
    /// A click on tile `tile` of the flat net.
    ClickTile {
        /// The tile's index in the net.
        tile: usize,
        /// The button.
        button: Button,
        /// The modifiers.
        mods: Modifiers,
    },
    /// A key pressed on the page.
    Key(KeyPress),
    /// Undo the last action.
    Undo,
    /// Redo it.
    Redo,
    /// Back to solved (and forget the history).
    Reset,
    /// Scramble the puzzle on screen.
    Scramble(ScrambleKind, u64),
    /// Play moves typed in a notation the puzzle's record names (its first when `None`).
    Apply {
        /// The moves.
        alg: String,
        /// The notation's name.
        notation: Option<String>,
    },
    /// Show another puzzle.
    SelectPuzzle(PuzzleKind),
    /// Open a share link's query in place.
    OpenLink(String),
    /// Put the share link into its box and onto the clipboard.
    CopyLink,
    /// Save the net on screen as a figure (the Export menu's "Figure (SVG)").
    ExportFigure,
    /// Save the 3D view as a picture of the size asked (the Export menu's "Picture (PNG)").
    ExportPicture(PictureAsk),
    /// Make a film (the Export menu's "Film (GIF)", `film()`): a script gets a promise of
    /// its GIF, a person the file.
    ExportFilm(FilmAsk),
    /// Stop the film under way (its Cancel).
    CancelFilm,
    /// A frame of the film under way, drawn by the page.
    FilmFrame {
        /// Its index in the film.
        index: usize,
        /// Its RGBA pixels.
        rgba: crate::wire::Bytes,
        /// Whether its rows come bottom first (WebGL's).
        bottom_up: bool,
    },
    /// Choose the solving method by name (the page's select).
    ChooseMethod(String),
    /// Plan a solution, with the method named or the chosen one.
    Solve {
        /// The method's name (`None`: the page's choice).
        method: Option<String>,
        /// How long the short solver searches on for shorter plans after its first (`None`:
        /// it does not; other methods plan once, and refuse a script's budget).
        budget: Option<Budget>,
    },
    /// Stop waiting for a solve planned in the worker.
    CancelSolve,
    /// Stop searching for shorter plans; the plan shown stays.
    StopSearch,
    /// Step through the open solution.
    Step(StepCommand),
    /// The open solution at the start of step `n` (0-based; past the end: its end).
    GoToStep(usize),
    /// Play the open solution to its end.
    Play,
    /// Play or pause the open solution.
    PlayPause,
    /// Close the open solution.
    CloseSolution,
    /// Turn the view back to its starting orientation.
    ViewHome,
    /// Turn the puzzle so that the face of this colour name looks at the viewer.
    LookAt(String),
    /// The notation the history is written in.
    SetNotation(Notation),
    /// The turn speed (1 = normal).
    SetSpeed(f64),
    /// Animate turns, or jump.
    Animate(bool),
    /// Whether a plain tap turns anticlockwise.
    TapsAnticlockwise(bool),
    /// Show the flat net.
    ShowNet(bool),
    /// Show sticker numbers.
    ShowNumbers(bool),
    /// Open an alg's phases (`S`, `X`, `Y`, `X⁻¹`, `Y⁻¹`, `S⁻¹`) to step through from the
    /// position on screen.
    PlayPhases {
        /// The moves.
        alg: String,
        /// The notation's name (the record's first when `None`).
        notation: Option<String>,
    },
    /// Set the puzzle up and open an alg to play as a player does (at its end).
    OpenAlg(AlgTimeline),
    /// Play, pause or jump through the open alg as a player's transport does.
    Timeline(TimelineCommand),
    /// Put the camera at this latitude and longitude (degrees) about the puzzle's home view.
    Camera {
        /// Degrees above the equator (−90 to 90).
        latitude: f64,
        /// Degrees round the puzzle.
        longitude: f64,
    },
    /// Draw cycle arrows on the puzzle.
    ShowArrows(bool),
    /// Choose the colour scheme by its key, choice or shown name.
    SetScheme(String),
    /// Light one cycle of the position alone, as the panel writes it (`(AC CD AD)`): its
    /// arrows and pieces; choosing it again, or `None`, lets it go.
    FocusCycle(Option<String>),
    /// Draw face letters on the stickers.
    ShowLetters(bool),
    /// Give a face of the puzzle on screen a custom colour (choosing custom colours).
    SetFaceColour {
        /// The face, by its colour's name.
        face: String,
        /// `#rrggbb`.
        colour: String,
    },
    /// The canvas changed size.
    Resize,
    /// Paint mode on or off.
    TogglePaint,
    /// Take the painted position.
    UsePaint,
    /// Paint every sticker from a position.
    PaintFrom(PaintFrom),
    /// The colour painted with.
    Brush(usize),
    /// Tick or untick a generator of the explorer.
    SelectGenerator {
        /// The generator's index.
        generator: usize,
        /// Ticked.
        on: bool,
    },
    /// Tick every generator of the explorer (`true`) or none.
    AllGenerators(bool),
    /// Compute the chosen subgroup in the worker.
    Explore,
    /// Stop computing it.
    CancelExplore,
    /// Ask whether the position on screen is in the subgroup.
    AskMember,
    /// A question that changes nothing (see [`Question`]).
    Ask(Question),
    /// The worker's reply that no page-API promise waits on (the explorer's, a solve's).
    Hear(Reply),
    /// The worker died, or none could start: why.
    LoseWorker(String),
    /// A test hook: panic while the page holds the lab, as a bug would.
    DebugPanic,
    /// A test hook: make the worker die.
    DebugCrashWorker(DebugCrash),
}

/// What a script may ask (the page API's reading functions).
#[derive(Clone, Debug, PartialEq)]
pub enum Question {
    /// The position, each sticker's name mapped to its colour's.
    Facelets,
    /// The panel's piece cycles, a newline, its sticker cycles.
    Cycles,
    /// Whether turns are still being animated.
    Busy,
    /// The name of the puzzle on screen.
    Puzzle,
    /// The position some colours show.
    FromColours {
        /// The puzzle's name.
        puzzle: String,
        /// Facelet JSON, or one colour name per sticker.
        colours: String,
    },
    /// The solving methods offered for the puzzle on screen.
    Methods,
    /// The panel's message, if any.
    Notice,
    /// The share link of the position.
    ShareLink,
    /// Where the centre of a face is on the canvas.
    FaceCentre(String),
    /// Where a sticker's centre is on the canvas.
    StickerCentre(String),
    /// The position last drawn at rest.
    RenderedFacelets,
    /// The frame counters.
    Stats,
    /// The order of the subgroup the named generators generate (computed in the worker).
    GroupOrder {
        /// The puzzle's name.
        puzzle: String,
        /// Generator names separated by spaces (all when empty).
        gens: String,
    },
    /// The worker's WebAssembly memory in bytes.
    WorkerHeap,
    /// Whether the worker has built all a method (by name; the page's choice when `None`)
    /// plans the puzzle on screen with.
    MethodReady(Option<String>),
    /// The position on screen as the group's anatomy sees it (computed in the worker).
    Anatomy,
    /// The cycles the arrows show, as the panel writes them (none when they are off).
    Arrows,
    /// The colour schemes of the puzzle on screen.
    Schemes,
    /// Whether face letters are drawn.
    Letters,
    /// The plan open in the panel.
    Plan,
    /// An alg explained: its structure, phases, cycles and order.
    Explain {
        /// The moves, in a notation the puzzle's record names.
        alg: String,
        /// The notation's name (the record's first when `None`).
        notation: Option<String>,
    },
    /// The net on screen as a standalone SVG figure.
    Figure(FigureAsk),
    /// The 3D view drawn at a size, as a PNG (the page draws it; a promise).
    Picture(PictureAsk),
}

/// How the page treats an action, besides answering it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallKind {
    /// It only reads (the position, the panel, the screen, a name): answering it changes
    /// nothing, so the page neither posts nor redraws — a frame would change what
    /// `renderedFacelets` and `stats` read, and polling `busy()` would keep drawing.
    Reads,
    /// It may change the lab: the page then posts what it left for the worker and redraws.
    Changes,
    /// It always answers with a promise (`groupOrder`, `workerHeap`, `anatomy`, …), so its errors reject
    /// the promise instead of being thrown; otherwise as [`CallKind::Changes`].
    Promised,
}

impl Action {
    /// How the page treats it ([`CallKind`]).
    pub fn kind(&self) -> CallKind {
        match self {
            Action::Ask(
                Question::GroupOrder { .. }
                | Question::WorkerHeap
                | Question::MethodReady(_)
                | Question::Picture(_)
                | Question::Anatomy,
            ) => CallKind::Promised,
            Action::ExportFilm(_) => CallKind::Promised,
            Action::Ask(_) => CallKind::Reads,
            _ => CallKind::Changes,
        }
    }
}
