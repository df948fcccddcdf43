//! [`Sim`]: the one simulator, for every puzzle of the registry.
//!
//! A position is a sticker permutation of the puzzle's definition (the Megaminx's packed
//! `State` stays its solvers' fast form, made only when one of them plans). The position on
//! screen is the [`Origin`], then the [`History`] of actions, then, while a solution is open,
//! the moves its [`Stepper`] has done. Every command changes the logical position at once
//! and queues its turns on the [`Timeline`]; `tick` advances the animation and a playing
//! solution; `frame` says what to draw.
//!
//! Solving is the same for every puzzle and method ([`solve::plan`]): the methods that plan
//! in well under a millisecond do it on the spot, the others leave a [`Waiting`] solve that
//! the [`Lab`](crate::app::lab::Lab) sends to the worker; its progress and plan come back through
//! [`Sim::solve_progress`] and [`Sim::receive_plan`]. Any move, a new position, a new Solve
//! or Cancel drops it (its plan would no longer apply).

use crate::group::{Letter, Perm};
use crate::puzzle::notation::{AlgError, Notation};
use crate::puzzle::{Canceller, Capability, Face, PuzzleKind};
use crate::rng::Rng;
use crate::share::{Link, Position, Start};
use crate::solver::Budget;

use super::grip::Grab;
use super::grip::Grip;
use super::grip::KeyAction;
use super::highlight::{pieces_in, LitPiece};
use super::history::History;
use super::notice::Notice;
use super::notice::NoticeKind;
use super::perm_position::PermPosition;
use super::spin::Spin;
use super::timeline::Frame;
use super::timeline::Timeline;
use crate::app::sim::ScrambleKind;
use crate::app::solve;
use crate::app::solve::default_method;
use crate::app::solve::wca_scramble;
use crate::app::solve::Method;
use crate::app::solve::SolveError;
use crate::app::solve::Step;
use crate::app::solve::Stepper;
use crate::app::solve::Tone;

/// How the position on screen began, before the history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Solved.
    Solved,
    /// A scramble written as moves.
    Scramble(Vec<Letter>),
    /// A uniformly random position (no alg describes it).
    Random(Perm),
    /// A given position (painted, or a link's).
    Given(Perm),
}

impl Origin {
    /// The position it describes.
    pub fn position(&self, puzzle: PuzzleKind) -> Perm {
        match self {
            Origin::Solved => puzzle.def().identity(),
            Origin::Scramble(letters) => play(puzzle, &puzzle.def().identity(), letters),
            Origin::Random(p) | Origin::Given(p) => p.clone(),
        }
    }
}

/// A scramble the puzzle does not have.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the {0} has no WCA scramble")]
pub struct NoScramble(pub &'static str);

/// A position that cannot be a start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a position of another puzzle ({given} stickers, this one has {want})")]
pub struct WrongSize {
    /// Its degree.
    pub given: usize,
    /// The puzzle's sticker count.
    pub want: usize,
}

/// A solve handed to the Web Worker, until its plan arrives.
#[derive(Clone, Debug, PartialEq)]
pub struct Waiting {
    /// Which solve this is (each Solve gets a new number, so an answer to an older one is
    /// never taken for this one's).
    pub ticket: u64,
    /// The position it solves.
    pub position: Perm,
    /// The method.
    pub method: Method,
    /// Share of the work done, as the worker last said (`0..=1`).
    pub fraction: f64,
    /// What the worker last said (`None` before it said anything).
    pub line: Option<String>,
    /// The step to open the plan at (a link's), without animation.
    goto: Option<usize>,
    /// How long the short solver searches on for shorter plans after the first.
    pub budget: Option<Budget>,
}

/// The simulator of one puzzle.
#[derive(Clone, Debug)]
pub struct Sim {
    puzzle: PuzzleKind,
    cancel: Canceller,
    origin: Origin,
    history: History<Letter>,
    solution: Option<Stepper>,
    position: Perm,
    timeline: Timeline<PermPosition>,
    notation: Notation,
    method: Option<Method>,
    playing: bool,
    notice: Option<Notice>,
    grip: Grip,
    waiting: Option<Waiting>,
    tickets: u64,
    /// The ticket of the worker's plan that is open (a search may send a shorter one).
    plan_ticket: Option<u64>,
}

/// `letters` played on `start`.
fn play(puzzle: PuzzleKind, start: &Perm, letters: &[Letter]) -> Perm {
    let gens = puzzle.def().generators();
    letters.iter().fold(start.clone(), |p, l| {
        p.then(&gens[l.generator].perm.pow(i64::from(l.power)))
    })
}

impl Sim {
    /// The solved puzzle.
    pub fn new(puzzle: PuzzleKind) -> Sim {
        let solved = puzzle.def().identity();
        Sim {
            puzzle,
            cancel: Canceller::of(puzzle.info()),
            origin: Origin::Solved,
            history: History::new(),
            solution: None,
            position: solved,
            timeline: Timeline::new(PermPosition::solved(puzzle)),
            notation: puzzle.info().notations.first().copied().unwrap_or_default(),
            method: default_method(puzzle),
            playing: false,
            notice: None,
            grip: Grip::default(),
            waiting: None,
            tickets: 0,
            plan_ticket: None,
        }
    }

    // ---- reading -------------------------------------------------------------------------

    /// Which puzzle it is.
    pub fn puzzle(&self) -> PuzzleKind {
        self.puzzle
    }

    /// The logical position (every command applied, whatever the animation shows).
    pub fn position(&self) -> &Perm {
        &self.position
    }

    /// What to draw now.
    pub fn frame(&self) -> Frame<PermPosition> {
        self.timeline.frame()
    }

    /// Whether turns are still being animated.
    pub fn busy(&self) -> bool {
        self.timeline.busy()
    }

    /// The notation moves are shown in (puzzles without notations write generator names).
    pub fn notation(&self) -> Notation {
        self.notation
    }

    /// The method Solve uses (`None`: the puzzle has no solver).
    pub fn method(&self) -> Option<Method> {
        self.method
    }

    /// Where the position starts.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// The actions made since the start.
    pub fn history(&self) -> &History<Letter> {
        &self.history
    }

    /// The moves made since the start, merged and cancelled.
    pub fn moves(&self) -> Vec<Letter> {
        self.cancel.cancel(&self.history.all().collect::<Vec<_>>())
    }

    /// The puzzle's cancellation rule.
    pub fn canceller(&self) -> &Canceller {
        &self.cancel
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
    pub fn timeline(&self) -> &Timeline<PermPosition> {
        &self.timeline
    }

    /// The animation, for settings.
    pub fn timeline_mut(&mut self) -> &mut Timeline<PermPosition> {
        &mut self.timeline
    }

    /// Whether the puzzle's generators are the twelve dodecahedron faces (see
    /// [`PuzzleInfo::turns_faces`](crate::puzzle::PuzzleInfo::turns_faces)).
    fn has_faces(&self) -> bool {
        self.puzzle.info().turns_faces()
    }

    /// Letters written in the current notation (generator names where it has none).
    pub fn write(&self, letters: &[Letter]) -> String {
        let mut word = crate::group::Word::new();
        letters.iter().for_each(|l| word.push(l.generator, l.power));
        self.puzzle.info().write_word(&word, Some(self.notation))
    }

    /// Reads typed moves in `notation` (generator names where the puzzle has none).
    pub fn read(&self, text: &str, notation: Notation) -> Result<Vec<Letter>, AlgError> {
        let letters = self.puzzle.info().read_letters(text, Some(notation))?;
        let reduce = |l: Letter| Letter {
            power: self.cancel.reduce(l.generator, i64::from(l.power)),
            ..l
        };
        Ok(letters
            .into_iter()
            .map(reduce)
            .filter(|l| l.power != 0)
            .collect())
    }

    /// The alg text of the moves made, in the current notation.
    pub fn history_text(&self) -> String {
        self.write(&self.moves())
    }

    // ---- moves ---------------------------------------------------------------------------

    /// Turns generator `g` once, either way (a click or a key).
    pub fn turn(&mut self, g: usize, spin: Spin) {
        if g < self.puzzle.def().generators().len() {
            let power = self.cancel.reduce(g, spin.fifths());
            self.user_moves(vec![Letter {
                generator: g,
                power,
            }]);
        }
    }

    /// Reads and applies an alg typed by the user (one undoable action); returns its length.
    pub fn apply_text(&mut self, text: &str, notation: Notation) -> Result<usize, AlgError> {
        let letters = self.read(text, notation)?;
        let n = letters.len();
        self.user_moves(letters);
        Ok(n)
    }

    /// Applies moves as one undoable action; an open solution is closed first (its done
    /// moves join the history).
    pub fn user_moves(&mut self, letters: Vec<Letter>) {
        self.close_solution();
        self.notice = None;
        self.play(&letters);
        self.history.push(letters);
    }

    /// Undo: one move back in an open solution, else the last action.
    pub fn undo(&mut self) {
        let letters = match self.solution.as_mut() {
            Some(s) if s.position() > 0 => s.prev_move(),
            _ => {
                self.close_solution();
                self.history.undo().unwrap_or_default()
            }
        };
        self.play(&letters);
    }

    /// Redo: one move forward in an open solution, else the last undone action.
    pub fn redo(&mut self) {
        let letters = match self.solution.as_mut() {
            Some(s) => s.next_move(),
            None => self.history.redo().unwrap_or_default(),
        };
        self.play(&letters);
    }

    /// Does what a key asks: undo and redo on every puzzle, turns and whole-puzzle rotations
    /// on a puzzle of faces. Returns `None` when it does not apply, else the rotations made,
    /// as (face letter of the axis, clockwise fifths), for the view to follow.
    pub fn key(&mut self, action: KeyAction) -> Option<Vec<(Face, i64)>> {
        let grabs = match action {
            KeyAction::Undo => {
                self.undo();
                return Some(Vec::new());
            }
            KeyAction::Redo => {
                self.redo();
                return Some(Vec::new());
            }
            KeyAction::Sequence(_) if !self.has_faces() => return None,
            KeyAction::Sequence(s) => s,
        };
        let (mut letters, mut rotations) = (Vec::new(), Vec::new());
        for g in grabs {
            match g {
                Grab::Turn(position, k) => letters.push(self.grip.resolve(position, k).into()),
                Grab::Rotate(r) => rotations.push((self.grip.rotate(r), r.fifths)),
            }
        }
        if !letters.is_empty() {
            self.user_moves(letters);
        }
        Some(rotations)
    }

    /// Plays the turns key `code` makes in the puzzle's registry record
    /// ([`PuzzleInfo::key_turn`](crate::puzzle::PuzzleInfo::key_turn)); on a puzzle of faces
    /// each names a position, so after whole-puzzle rotations it turns whichever face sits
    /// there now ([`Grip`]). `false` when the record has no such key.
    pub fn key_turn(&mut self, code: &str) -> bool {
        let Some(word) = self.puzzle.info().key_turn(code) else {
            return false;
        };
        let letters: Vec<Letter> = word
            .letters()
            .iter()
            .map(
                |&l| match Face::new(l.generator).filter(|_| self.has_faces()) {
                    Some(position) => self.grip.resolve(position, i64::from(l.power)).into(),
                    None => l,
                },
            )
            .collect();
        self.user_moves(letters);
        true
    }

    /// Forgets whole-puzzle rotations (the view went home).
    pub fn reset_grip(&mut self) {
        self.grip = Grip::default();
    }

    fn play(&mut self, letters: &[Letter]) {
        if !letters.is_empty() {
            self.waiting = None;
        }
        let gens = self.puzzle.def().generators();
        for &l in letters {
            self.position = self
                .position
                .then(&gens[l.generator].perm.pow(i64::from(l.power)));
            self.timeline.push(l);
        }
    }

    /// Starts again from `origin`, without animation.
    fn restart(&mut self, origin: Origin) {
        self.position = origin.position(self.puzzle);
        self.origin = origin;
        self.history = History::new();
        self.solution = None;
        self.waiting = None;
        self.playing = false;
        self.timeline.jump(PermPosition {
            puzzle: self.puzzle,
            perm: self.position.clone(),
        });
    }

    /// Starts from a given position (a painted one, already checked reachable): no
    /// scramble moves, no history.
    pub fn start_from(&mut self, position: &Perm) -> Result<(), WrongSize> {
        let want = self.puzzle.def().sticker_count();
        if position.degree() > want {
            return Err(WrongSize {
                given: position.degree(),
                want,
            });
        }
        self.notice = None;
        self.restart(Origin::Given(position.extended(want)));
        Ok(())
    }

    /// Back to solved.
    pub fn reset(&mut self) {
        self.notice = None;
        self.restart(Origin::Solved);
    }

    /// Scrambles from solved, reproducibly from `seed`: a uniformly random position, or a
    /// WCA scramble where the registry offers one.
    pub fn scramble(&mut self, kind: ScrambleKind, seed: u64) -> Result<(), NoScramble> {
        let mut rng = Rng::new(seed);
        let origin = match kind {
            ScrambleKind::RandomState => {
                let info = self.puzzle.info();
                Origin::Random(info.invariants().random_position(info.def(), &mut rng))
            }
            ScrambleKind::Wca if self.puzzle.info().can(Capability::WcaScramble) => {
                Origin::Scramble(wca_scramble(&mut rng))
            }
            ScrambleKind::Wca => return Err(NoScramble(self.puzzle.info().title)),
        };
        self.notice = None;
        self.restart(origin);
        Ok(())
    }

    /// Shows moves in another notation (one the puzzle has).
    pub fn set_notation(&mut self, notation: Notation) {
        if self.puzzle.info().notations.contains(&notation) {
            self.notation = notation;
        }
    }

    // ---- solving -------------------------------------------------------------------------

    /// Chooses the method Solve uses, if it serves this puzzle (an open solution stays as
    /// it was planned); whether it does.
    pub fn set_method(&mut self, method: Method) -> bool {
        let serves = method.serves(self.puzzle);
        if serves {
            self.method = Some(method);
        }
        serves
    }

    /// Plans a solution of the current position with the chosen method and opens it at its
    /// start; with a method that runs in the worker, leaves it [`waiting`](Self::waiting)
    /// instead (the position is checked first either way).
    pub fn solve(&mut self) -> Result<(), SolveError> {
        self.solve_at(None, None)
    }

    /// [`solve`](Self::solve); a short solve in the worker then searches on for shorter
    /// plans for `budget` ([`replace_plan`](Self::replace_plan)).
    pub fn solve_searching(&mut self, budget: Budget) -> Result<(), SolveError> {
        self.solve_at(None, Some(budget))
    }

    /// [`solve`](Self::solve), opening the plan at step `goto` (without animation).
    fn solve_at(&mut self, goto: Option<usize>, budget: Option<Budget>) -> Result<(), SolveError> {
        self.close_solution();
        self.waiting = None;
        self.notice = None;
        let Some(method) = self.method else {
            return Ok(());
        };
        #[cfg(feature = "full")]
        if !method.in_worker() {
            let steps = solve::plan(self.puzzle, method, &self.position)?;
            self.open_steps(steps, goto, None);
            return Ok(());
        }
        solve::check(self.puzzle, method, &self.position)?;
        self.tickets += 1;
        self.waiting = Some(Waiting {
            ticket: self.tickets,
            position: self.position.clone(),
            method,
            fraction: 0.0,
            line: None,
            goto,
            budget,
        });
        Ok(())
    }

    /// Opens an alg's phases (or any steps that are no plan) to step through from the
    /// position on screen, under `title`: a solution open is closed first (its moves kept),
    /// a solve waited for is dropped.
    pub fn open_phases(&mut self, steps: Vec<Step>, title: String) {
        self.close_solution();
        self.waiting = None;
        self.solution = Some(Stepper::new(steps, &self.cancel).titled(title));
        self.plan_ticket = None;
    }

    /// Opens a plan's steps as the solution, at step `goto` if given (without animation);
    /// `ticket`: the worker's solve it answers.
    fn open_steps(&mut self, steps: Vec<Step>, goto: Option<usize>, ticket: Option<u64>) {
        self.solution = Some(Stepper::new(steps, &self.cancel));
        self.plan_ticket = ticket;
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
        debug_assert_eq!(w.position, self.position, "a move drops the waiting solve");
        self.open_steps(steps, w.goto, Some(ticket));
        true
    }

    /// The ticket of the worker's solve whose plan is open, untouched since (no other
    /// solution opened, none closed).
    pub fn plan_ticket(&self) -> Option<u64> {
        self.plan_ticket.filter(|_| self.solution.is_some())
    }

    /// A shorter plan for solve `ticket`, found by its search: it replaces the open plan if
    /// that is still the ticket's and nobody has started it (not playing, no step done).
    /// Whether it did.
    pub fn replace_plan(&mut self, ticket: u64, steps: Vec<Step>) -> bool {
        let untouched = self.solution.as_ref().is_some_and(|s| s.done().is_empty());
        if self.plan_ticket() != Some(ticket) || self.playing || !untouched {
            return false;
        }
        self.solution = Some(Stepper::new(steps, &self.cancel));
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
        self.plan_ticket = None;
        if let Some(s) = self.solution.take() {
            self.history.push(s.done().to_vec());
        }
    }

    /// Moves through the open solution with `f` (a [`Stepper`] method) and animates.
    pub fn step_with(&mut self, f: impl FnOnce(&mut Stepper) -> Vec<Letter>) {
        if let Some(s) = self.solution.as_mut() {
            let letters = f(s);
            self.play(&letters);
        }
    }

    /// The pieces (indices into the definition's pieces) of the solution step being played,
    /// each in the tone the step gives its slot: those that sat in the step's slots in the
    /// position the step was planned for (its predecessors' written moves done), wherever
    /// they are now.
    pub fn highlight(&self) -> Vec<LitPiece> {
        let Some(s) = self.solution.as_ref() else {
            return Vec::new();
        };
        let Some((i, _)) = s.current() else {
            return Vec::new();
        };
        let history: Vec<Letter> = self.history.all().collect();
        let before = play(self.puzzle, &self.origin.position(self.puzzle), &history);
        let at_start = play(self.puzzle, &before, &s.written_before(i));
        let step = &s.steps()[i];
        let pieces = pieces_in(self.puzzle.def(), &at_start, &step.slots);
        let tone = |k: usize| step.tones.get(k).copied().unwrap_or_default();
        pieces
            .into_iter()
            .enumerate()
            .filter_map(|(k, p)| Some((p?, tone(k))))
            .collect()
    }

    /// The pieces sitting in `places` (indices into the definition's pieces, read as the
    /// places those pieces call home) in the logical position.
    pub fn pieces_at(&self, places: &[usize]) -> Vec<usize> {
        pieces_in(self.puzzle.def(), &self.position, places)
            .into_iter()
            .flatten()
            .collect()
    }

    /// The sticker positions that show the pieces of [`highlight`](Self::highlight) in the
    /// logical position (what the flat net lights; the 3D view lights the same pieces in the
    /// position it draws).
    pub fn lit_stickers(&self) -> Vec<(usize, Tone)> {
        super::highlight::lit_stickers(self.puzzle.def(), &self.position, &self.highlight())
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
            match self.solution.as_mut().map(|s| (s.next_move(), s.at_end())) {
                Some((letters, at_end)) if !letters.is_empty() => {
                    self.play(&letters);
                    // The last move is on its way: Play is over (the button says so).
                    self.playing = !at_end;
                    changed = true;
                }
                _ => self.playing = false,
            }
        }
        changed
    }

    // ---- links ---------------------------------------------------------------------------

    /// The share link for the current position (and solution step).
    pub fn link(&self) -> Link {
        let start = match &self.origin {
            Origin::Solved => Start::Moves(Vec::new()),
            Origin::Scramble(letters) => Start::Moves(letters.clone()),
            Origin::Random(p) | Origin::Given(p) => Start::Position(p.clone()),
        };
        Link {
            position: Position::new(self.puzzle, &start, &self.moves(), self.notation),
            step: self.solution.as_ref().map(|s| s.steps_done()),
            method: self
                .method
                .and_then(|m| crate::app::solve::link_name(m, self.puzzle)),
            scheme: None,
            custom: None,
            letters: false,
        }
    }

    /// Opens a link of this puzzle (read by [`Link::from_query`]): its start, its moves as
    /// one action, its notation and method, and its solution step.
    pub fn open_link(&mut self, link: &Link) -> Result<(), crate::share::ShareError> {
        let method = match &link.method {
            Some(name) => Some(crate::app::solve::from_link(name, self.puzzle)?),
            None => default_method(self.puzzle),
        };
        let position = &link.position;
        if let Some(n) = position.notation() {
            self.set_notation(n);
        }
        self.method = method;
        let origin = match position.start() {
            Start::Moves(m) if m.is_empty() => Origin::Solved,
            Start::Moves(m) => Origin::Scramble(m),
            Start::Position(p) if p.is_identity() => Origin::Solved,
            Start::Position(p) => Origin::Given(p),
        };
        self.notice = None;
        self.restart(origin);
        self.user_moves(position.letters());
        self.timeline.finish();
        if let Some(step) = link.step {
            if let Err(e) = self.solve_at(Some(step), None) {
                self.set_notice(
                    NoticeKind::Error,
                    format!("The link's solution step cannot be shown: {e}"),
                );
            }
        }
        Ok(())
    }

    /// Sets a message for the user.
    pub fn set_notice(&mut self, kind: NoticeKind, text: impl Into<String>) {
        self.notice = Some(Notice::new(kind, text));
    }
}

#[cfg(test)]
impl Sim {
    /// A Megaminx scrambled to a random state from `seed`, with its thesis plan open, and
    /// the solver's own solution of that state to compare with (for tests).
    pub(crate) fn megaminx_with_plan(seed: u64) -> (Sim, crate::solver::Solution) {
        let mut sim = Sim::new(PuzzleKind::Megaminx);
        sim.scramble(ScrambleKind::RandomState, seed).unwrap();
        let state = crate::puzzle::State::from_perm(sim.position()).unwrap();
        let solution = crate::solver::plan(&state).unwrap();
        sim.solve().unwrap();
        (sim, solution)
    }
}
