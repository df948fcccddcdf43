//! [`App`]: everything the simulator knows and does, with no web types.
//!
//! The browser (and the tests) drive one `App`: commands change the logical state at once and
//! queue their turns on the [`Timeline`]; `tick` advances the animation; `frame` says what to
//! draw and `panel` what to write beside it. The position is `origin` (a scramble or a given
//! state), then the [`History`] of moves made, then, while a solution is open, the moves its
//! [`Stepper`] has done.
//!
//! The sub-millisecond methods plan on the spot. A method that runs in the Web Worker (the
//! short solver, see [`in_worker`]) leaves a [`Waiting`] solve instead: the
//! [`Lab`](super::Lab) sends it to the worker, feeds the progress back ([`App::solve_progress`])
//! and opens the plan when it arrives ([`App::receive_plan`]). Any move, a new position, a new
//! Solve or Cancel drops it (its plan would no longer apply).

use crate::puzzle::{Face, Move, State};
use crate::rng::Rng;
use crate::share::{Link, Position, Setup, ShareError};

use super::history::History;
use super::input::{Modifiers, Spin};
use super::keys::{key_action, Grab, Grip, KeyAction};
use super::methods::{default_method, from_link, in_worker, link_name};
use super::notice::{Notice, NoticeKind};
use super::solution::{plan_steps_with, wca_scramble, SolveError};
use super::stepper::{Step, Stepper};
use super::timeline::{Frame, Timeline};
use crate::puzzle::notation::{format_moves, parse_moves, AlgError, Notation};
use crate::solver::Method;

/// Which scramble to make. Names (strum): `wca`, `random-state`.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    strum::Display,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[strum(
    serialize_all = "kebab-case",
    parse_err_ty = crate::quote::UnknownName,
    parse_err_fn = crate::quote::unknown::<Self>
)]
pub enum ScrambleKind {
    /// A WCA-style random-move scramble (a move sequence, shareable as `setup-alg`).
    Wca,
    /// A uniformly random position (shareable as `state`).
    RandomState,
}

impl ScrambleKind {
    /// The page API's name: `wca` or `random-state`.
    pub fn name(self) -> &'static str {
        self.into()
    }
}

impl crate::quote::Named for ScrambleKind {
    const WHAT: &'static str = "scramble";
}

/// A solve handed to the Web Worker, until its plan arrives.
#[derive(Clone, Debug, PartialEq)]
pub struct Waiting {
    /// Which solve this is (each Solve gets a new number, so an answer to an older one is
    /// never taken for this one's).
    pub ticket: u64,
    /// The position it solves.
    pub state: State,
    /// The method.
    pub method: Method,
    /// Share of the work done, as the worker last said (`0..=1`).
    pub fraction: f64,
    /// What the worker last said (`None` before it said anything).
    pub line: Option<String>,
    /// The step to open the plan at (a link's), without animation.
    goto: Option<usize>,
}

/// The simulator's state and commands.
#[derive(Clone, Debug)]
pub struct App {
    origin: Setup,
    history: History,
    solution: Option<Stepper>,
    state: State,
    timeline: Timeline,
    notation: Notation,
    method: Method,
    playing: bool,
    notice: Option<Notice>,
    grip: Grip,
    waiting: Option<Waiting>,
    tickets: u64,
}

impl Default for App {
    fn default() -> App {
        App::new()
    }
}

impl App {
    /// A solved puzzle.
    pub fn new() -> App {
        App {
            origin: Setup::default(),
            history: History::new(),
            solution: None,
            state: State::SOLVED,
            timeline: Timeline::default(),
            notation: Notation::Thesis,
            method: default_method(),
            playing: false,
            notice: None,
            grip: Grip::default(),
            waiting: None,
            tickets: 0,
        }
    }

    // ---- reading -------------------------------------------------------------------------

    /// The logical state (every command applied, whatever the animation shows).
    pub fn state(&self) -> State {
        self.state
    }

    /// What to draw now.
    pub fn frame(&self) -> Frame {
        self.timeline.frame()
    }

    /// Whether turns are still being animated.
    pub fn busy(&self) -> bool {
        self.timeline.busy()
    }

    /// The notation moves are shown in.
    pub fn notation(&self) -> Notation {
        self.notation
    }

    /// The method Solve uses.
    pub fn method(&self) -> Method {
        self.method
    }

    /// Where the position starts.
    pub fn origin(&self) -> &Setup {
        &self.origin
    }

    /// The moves made since the scramble (merged).
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The open solution, if any.
    pub fn solution(&self) -> Option<&Stepper> {
        self.solution.as_ref()
    }

    /// Whether the solution is playing by itself.
    pub fn playing(&self) -> bool {
        self.playing
    }

    /// The latest message for the user.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// The animation.
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    /// The animation, for settings.
    pub fn timeline_mut(&mut self) -> &mut Timeline {
        &mut self.timeline
    }

    // ---- moves ---------------------------------------------------------------------------

    /// Turns one face a fifth (a click or a key).
    pub fn turn(&mut self, face: Face, spin: Spin) {
        let amount = crate::puzzle::Amount::new(spin.fifths());
        self.user_moves(vec![Move::new(face, amount)]);
    }

    /// Reads and applies an alg typed by the user (one undoable action); returns its length.
    pub fn apply_text(&mut self, text: &str, notation: Notation) -> Result<usize, AlgError> {
        let moves = parse_moves(text, notation)?;
        let n = moves.len();
        self.user_moves(moves);
        Ok(n)
    }

    /// Applies moves as one undoable action; an open solution is closed first (its done
    /// moves join the history).
    pub fn user_moves(&mut self, moves: Vec<Move>) {
        self.close_solution();
        self.notice = None;
        self.play(&moves);
        self.history.push(moves);
    }

    /// Undo: one move back in an open solution, else the last action.
    pub fn undo(&mut self) {
        let moves = match self.solution.as_mut() {
            Some(s) if s.position() > 0 => s.prev_move(),
            _ => {
                self.close_solution();
                self.history.undo().unwrap_or_default()
            }
        };
        self.play(&moves);
    }

    /// Redo: one move forward in an open solution, else the last undone action.
    pub fn redo(&mut self) {
        let moves = match self.solution.as_mut() {
            Some(s) => s.next_move(),
            None => self.history.redo().unwrap_or_default(),
        };
        self.play(&moves);
    }

    /// Does what a key does (see [`key_action`]). Returns `None` for an unmapped key, else the
    /// whole-puzzle rotations made, as (face letter of the axis, clockwise fifths), for the
    /// view to follow.
    pub fn key(&mut self, code: &str, mods: Modifiers) -> Option<Vec<(Face, i64)>> {
        let grabs = match key_action(code, mods)? {
            KeyAction::Undo => {
                self.undo();
                return Some(Vec::new());
            }
            KeyAction::Redo => {
                self.redo();
                return Some(Vec::new());
            }
            KeyAction::Sequence(s) => s,
        };
        let (mut moves, mut rotations) = (Vec::new(), Vec::new());
        for g in grabs {
            match g {
                Grab::Turn(position, k) => moves.push(self.grip.resolve(position, k)),
                Grab::Rotate(r) => rotations.push((self.grip.rotate(r), r.fifths)),
            }
        }
        if !moves.is_empty() {
            self.user_moves(moves);
        }
        Some(rotations)
    }

    /// Forgets whole-puzzle rotations (the view went home).
    pub fn reset_grip(&mut self) {
        self.grip = Grip::default();
    }

    fn play(&mut self, moves: &[Move]) {
        if !moves.is_empty() {
            self.waiting = None;
        }
        for &m in moves {
            self.state = self.state.apply(m);
            self.timeline.push(m);
        }
    }

    /// Starts again from a position, without animation.
    fn restart(&mut self, origin: Setup) {
        self.state = origin.state();
        self.origin = origin;
        self.history = History::new();
        self.solution = None;
        self.waiting = None;
        self.playing = false;
        self.timeline.jump(self.state);
    }

    /// Starts from a given position (a painted one, say): no scramble moves, no history.
    pub fn start_from(&mut self, state: State) {
        self.notice = None;
        self.restart(Setup::State(state));
    }

    /// Back to solved.
    pub fn reset(&mut self) {
        self.notice = None;
        self.restart(Setup::default());
    }

    /// Scrambles from solved, reproducibly from `seed`.
    pub fn scramble(&mut self, kind: ScrambleKind, seed: u64) {
        let mut rng = Rng::new(seed);
        self.notice = None;
        self.restart(match kind {
            ScrambleKind::Wca => Setup::Moves(wca_scramble(&mut rng)),
            ScrambleKind::RandomState => Setup::State(State::random(&mut rng)),
        });
    }

    /// Shows moves in another notation.
    pub fn set_notation(&mut self, notation: Notation) {
        self.notation = notation;
    }

    // ---- solving -------------------------------------------------------------------------

    /// Chooses the method Solve uses (an open solution stays as it was planned).
    pub fn set_method(&mut self, method: Method) {
        self.method = method;
    }

    /// Plans a solution of the current position with the chosen method and opens it at its
    /// start; with a method that runs in the worker, leaves it [`waiting`](Self::waiting)
    /// instead (the position is checked first either way).
    pub fn solve(&mut self) -> Result<(), SolveError> {
        self.solve_at(None)
    }

    /// [`solve`](Self::solve), opening the plan at step `goto` (without animation).
    fn solve_at(&mut self, goto: Option<usize>) -> Result<(), SolveError> {
        self.close_solution();
        self.waiting = None;
        self.notice = None;
        if in_worker(self.method) {
            crate::solver::PlanError::check(&self.state)?;
            self.tickets += 1;
            self.waiting = Some(Waiting {
                ticket: self.tickets,
                state: self.state,
                method: self.method,
                fraction: 0.0,
                line: None,
                goto,
            });
            return Ok(());
        }
        let steps = plan_steps_with(&self.state, self.method)?;
        self.open_steps(steps, goto);
        Ok(())
    }

    /// Opens a plan's steps as the solution, at step `goto` if given (without animation).
    fn open_steps(&mut self, steps: Vec<Step>, goto: Option<usize>) {
        self.solution = Some(Stepper::new(steps));
        if let Some(step) = goto {
            self.step_with(|s| s.goto_step(step));
            self.timeline.finish();
        }
    }

    /// The solve waiting for the worker, if any.
    pub fn waiting(&self) -> Option<&Waiting> {
        self.waiting.as_ref()
    }

    /// The worker's progress on solve `ticket` (ignored if that is not the one waiting).
    pub fn solve_progress(&mut self, ticket: u64, fraction: f64, line: &str) {
        if let Some(w) = self.waiting.as_mut().filter(|w| w.ticket == ticket) {
            w.fraction = fraction.clamp(0.0, 1.0);
            w.line = Some(line.to_string());
        }
    }

    /// The worker's plan for solve `ticket`: opened as the solution (at the link's step, if
    /// it came from one). Whether it was the one waiting.
    pub fn receive_plan(&mut self, ticket: u64, steps: Vec<Step>) -> bool {
        let Some(w) = self.waiting.take_if(|w| w.ticket == ticket) else {
            return false;
        };
        debug_assert_eq!(w.state, self.state, "a move drops the waiting solve");
        self.open_steps(steps, w.goto);
        true
    }

    /// The worker could not plan solve `ticket`: the notice says why.
    pub fn solve_failed(&mut self, ticket: u64, message: &str) {
        if self.waiting.take_if(|w| w.ticket == ticket).is_some() {
            self.set_notice(NoticeKind::Error, format!("No solution: {message}"));
        }
    }

    /// Stops waiting for the worker's plan (the Cancel button).
    pub fn cancel_solve(&mut self) {
        if self.waiting.take().is_some() {
            self.set_notice(NoticeKind::Info, "Solve cancelled.");
        }
    }

    /// Closes the open solution; the moves it has done become one history action.
    pub fn close_solution(&mut self) {
        self.playing = false;
        if let Some(s) = self.solution.take() {
            self.history.push(s.done().to_vec());
        }
    }

    /// Moves through the open solution with `f` (a [`Stepper`] method) and animates.
    pub fn step_with(&mut self, f: impl FnOnce(&mut Stepper) -> Vec<Move>) {
        if let Some(s) = self.solution.as_mut() {
            let moves = f(s);
            self.play(&moves);
        }
    }

    /// The pieces (indices into `Megaminx::def().pieces()`) of the solution step being
    /// played: those that sat in the step's slots in the position the step was planned for
    /// (its predecessors' written moves done), wherever they are now.
    pub fn highlight(&self) -> Vec<usize> {
        let Some(s) = self.solution.as_ref() else {
            return Vec::new();
        };
        let Some((i, _)) = s.current() else {
            return Vec::new();
        };
        let before = self.history.state_from(self.origin.state());
        let at_start = State::of_moves(&s.written_before(i));
        let inverse = before.then(&at_start).to_perm().inverse();
        let def = crate::puzzle::Megaminx::get().def();
        s.steps()[i]
            .slots
            .iter()
            .filter_map(|&slot| {
                let sticker = *def.pieces().get(slot)?.stickers.first()?;
                Some(def.stickers()[inverse.image(sticker)].piece)
            })
            .collect()
    }

    /// The sticker positions that show the pieces of [`highlight`](Self::highlight) in the
    /// logical state (what the flat net lights; the 3D view lights the same pieces in the
    /// state it draws).
    pub fn lit_stickers(&self) -> Vec<usize> {
        super::highlight::lit_stickers(&self.state, &self.highlight())
    }

    /// Starts or pauses playing the solution.
    pub fn set_playing(&mut self, on: bool) {
        self.playing = on && self.solution.as_ref().is_some_and(|s| !s.at_end());
    }

    /// Advances the animation by `dt_ms`; a playing solution feeds its next move whenever the
    /// previous one has landed. Returns whether the picture changed.
    pub fn tick(&mut self, dt_ms: f64) -> bool {
        let mut changed = self.timeline.advance(dt_ms);
        if self.playing && !self.timeline.busy() {
            match self.solution.as_mut().map(|s| s.next_move()) {
                Some(moves) if !moves.is_empty() => {
                    self.play(&moves);
                    changed = true;
                }
                _ => self.playing = false,
            }
        }
        changed
    }

    // ---- links ---------------------------------------------------------------------------

    /// The share link's query for the current position (and solution step).
    pub fn link(&self) -> Link {
        Link {
            position: Position::Megaminx {
                setup: self.origin.clone(),
                moves: self.history.moves(),
                notation: self.notation,
            },
            step: self.solution.as_ref().map(|s| s.steps_done()),
            method: link_name(self.method),
        }
    }

    /// Opens a share link's query. A bad link leaves a solved puzzle and a notice saying why.
    pub fn open_link(&mut self, query: &str) -> Result<(), ShareError> {
        let read = Link::from_query(query).and_then(|link| {
            let method = link
                .method
                .as_ref()
                .map_or(Ok(default_method()), from_link)?;
            match link.position {
                Position::Megaminx {
                    setup,
                    moves,
                    notation,
                } => Ok((setup, moves, notation, link.step, method)),
                other => Err(ShareError::OtherPuzzle(other.puzzle())),
            }
        });
        match read {
            Ok((setup, moves, notation, step, method)) => {
                self.notation = notation;
                self.method = method;
                self.restart(setup);
                self.user_moves(moves);
                self.timeline.finish();
                if let Some(step) = step {
                    if let Err(e) = self.solve_at(Some(step)) {
                        self.set_notice(
                            NoticeKind::Error,
                            format!("The link's solution step cannot be shown: {e}"),
                        );
                    }
                }
                Ok(())
            }
            Err(e) => {
                self.reset();
                self.set_notice(
                    NoticeKind::Error,
                    format!("This link could not be opened: {e}. Showing a solved puzzle."),
                );
                Err(e)
            }
        }
    }

    /// The alg text of the moves made, in the current notation.
    pub fn history_text(&self) -> String {
        format_moves(&self.history.moves(), self.notation)
    }

    /// Sets a message for the user.
    pub fn set_notice(&mut self, kind: NoticeKind, text: impl Into<String>) {
        self.notice = Some(Notice::new(kind, text));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Amount;
    use proptest::prelude::*;

    fn settle(app: &mut App) {
        while app.busy() {
            app.tick(16.0);
        }
    }

    #[test]
    fn clicks_undo_and_redo() {
        let mut app = App::new();
        app.turn(Face::A, Spin::Clockwise);
        app.turn(Face::B, Spin::Anticlockwise);
        assert_eq!(app.history_text(), "A B*");
        app.undo();
        assert_eq!(app.history_text(), "A");
        app.redo();
        app.turn(Face::B, Spin::Clockwise);
        assert_eq!(app.history_text(), "A", "B then B* cancels");
        settle(&mut app);
        assert_eq!(app.frame().state, app.state());
        assert_eq!(app.state(), State::of_move(Move::new(Face::A, Amount::CW)));
    }

    #[test]
    fn typed_algs_are_one_action() {
        let mut app = App::new();
        assert_eq!(app.apply_text("A B C", Notation::Thesis), Ok(3));
        assert!(app.apply_text("A Q", Notation::Thesis).is_err());
        app.undo();
        assert!(app.state().is_solved());
    }

    #[test]
    fn links_round_trip_through_the_app() {
        let mut app = App::new();
        app.scramble(ScrambleKind::RandomState, 5);
        app.turn(Face::C, Spin::Clockwise);
        app.set_notation(Notation::Wca);
        let q = app.link().to_query();
        let mut other = App::new();
        other.open_link(&q).unwrap();
        assert_eq!(other.state(), app.state());
        assert_eq!(other.frame().state, app.state(), "opens without animating");
        assert_eq!(other.notation(), Notation::Wca);
    }

    #[test]
    fn bad_links_leave_a_solved_puzzle_and_a_notice() {
        let mut app = App::new();
        app.turn(Face::C, Spin::Clockwise);
        assert!(app.open_link("alg=<script>").is_err());
        assert!(app.state().is_solved());
        assert!(!app.busy());
        assert!(app.notice().unwrap().is_error());
    }

    #[test]
    fn scramble_solve_play_to_the_end() {
        let mut app = App::new();
        app.scramble(ScrambleKind::Wca, 8);
        assert!(!app.state().is_solved());
        app.solve().unwrap();
        assert!(
            !app.highlight().is_empty(),
            "the first step's pieces are lit"
        );
        app.set_playing(true);
        for _ in 0..100_000 {
            if !app.playing() && !app.busy() {
                break;
            }
            app.tick(50.0);
        }
        assert!(app.state().is_solved());
        assert_eq!(app.frame().state, app.state());
        assert!(app.highlight().is_empty());
    }

    #[test]
    fn a_link_reopens_the_solution_step() {
        let mut app = App::new();
        app.scramble(ScrambleKind::RandomState, 2);
        app.solve().unwrap();
        app.step_with(Stepper::next_step);
        app.step_with(Stepper::next_step);
        app.step_with(Stepper::next_move);
        let link = app.link();
        assert_eq!(link.step, Some(2));
        let mut other = App::new();
        other.open_link(&link.to_query()).unwrap();
        let s = other.solution().unwrap();
        assert_eq!(s.steps_done(), 2);
        assert_eq!(s.position(), s.start_of(2));
        // Undo during a solution steps back through it.
        other.undo();
        assert_eq!(other.solution().unwrap().steps_done(), 1);
    }

    /// The chosen method travels in the link (only when it is not the default) and is the
    /// one the reopened solution uses; what plays is what the panel counts.
    #[test]
    fn the_method_travels_in_the_link() {
        let mut app = App::new();
        app.scramble(ScrambleKind::RandomState, 6);
        assert!(!app.link().to_query().contains("method="));
        app.set_method(Method::Naive);
        app.solve().unwrap();
        app.step_with(Stepper::next_step);
        let naive_total = app.solution().unwrap().total();
        let q = app.link().to_query();
        assert!(q.contains("method=naive"), "{q}");
        let mut other = App::new();
        other.open_link(&q).unwrap();
        assert_eq!(other.method(), Method::Naive);
        assert_eq!(other.solution().unwrap().total(), naive_total);
        let thesis = crate::solver::plan(&app.origin().state()).unwrap();
        app.set_method(Method::Thesis);
        app.solve().unwrap();
        assert!(app.solution().unwrap().total() < naive_total);
        assert!(!app.link().to_query().contains("method="));
        let mut fresh = App::new();
        fresh.start_from(app.origin().state());
        fresh.solve().unwrap();
        assert_eq!(fresh.solution().unwrap().all_moves(), &thesis.moves[..]);
    }

    #[test]
    fn manual_moves_close_the_solution_into_the_history() {
        let mut app = App::new();
        app.scramble(ScrambleKind::RandomState, 4);
        app.solve().unwrap();
        app.step_with(Stepper::next_step);
        let before = app.state();
        app.turn(Face::L, Spin::Clockwise);
        assert!(app.solution().is_none());
        assert_eq!(app.history().state_from(app.origin().state()), app.state());
        app.undo();
        assert_eq!(app.state(), before);
    }

    #[derive(Clone, Debug)]
    enum Cmd {
        Turn(usize, Spin),
        Undo,
        Redo,
        Tick(u16),
        Reset,
    }

    fn any_cmd() -> impl Strategy<Value = Cmd> {
        prop_oneof![
            4 => (0usize..12, any::<bool>()).prop_map(|(f, c)| {
                Cmd::Turn(f, if c { Spin::Clockwise } else { Spin::Anticlockwise })
            }),
            1 => Just(Cmd::Undo),
            1 => Just(Cmd::Redo),
            3 => (0u16..400).prop_map(Cmd::Tick),
            1 => Just(Cmd::Reset),
        ]
    }

    proptest! {
        /// Whatever the user does and however frames fall, once the queue drains the drawn
        /// state is the logical state, and the logical state is origin + history.
        #[test]
        fn drawn_state_catches_up(cmds in proptest::collection::vec(any_cmd(), 0..60)) {
            let mut app = App::new();
            for c in cmds {
                match c {
                    Cmd::Turn(f, spin) => app.turn(Face::new(f).unwrap(), spin),
                    Cmd::Undo => app.undo(),
                    Cmd::Redo => app.redo(),
                    Cmd::Tick(ms) => { app.tick(f64::from(ms)); }
                    Cmd::Reset => app.reset(),
                }
                prop_assert_eq!(app.history().state_from(app.origin().state()), app.state());
            }
            settle(&mut app);
            prop_assert_eq!(app.frame().state, app.state());
            prop_assert_eq!(app.frame().turning, None);
        }
    }
}
