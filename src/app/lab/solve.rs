//! The lab's Solve for the Pyraminx and the 2×2×2: a request to the worker (which builds the
//! tables off the main thread), the plan it answers, and stepping through it on the puzzle.

use super::Lab;
use crate::app::group_worker::{Reply, Request};
use crate::app::input::StepCommand;
use crate::app::small_solve::SmallPlayer;
use crate::group::Perm;
use crate::puzzle::PuzzleKind;
use crate::solver::small::SmallMethod;

/// A solve of the small puzzle on screen: waiting for the worker, or a plan being played.
#[derive(Clone, Debug, PartialEq)]
pub struct SmallSolve {
    /// The worker job.
    pub job: u32,
    /// The method asked for.
    pub method: SmallMethod,
    /// The position it solves.
    start: Perm,
    /// The plan and cursor, once the worker answered.
    pub player: Option<SmallPlayer>,
    /// Why there is no plan (a failed request, or the puzzle was turned meanwhile).
    pub note: Option<String>,
    /// While Play runs: milliseconds since its last move.
    playing: Option<f64>,
}

/// Milliseconds between two moves while a small puzzle's plan plays.
pub const SMALL_PLAY_MS: f64 = 450.0;

impl Lab {
    /// Asks the worker to solve the small puzzle on screen by `method`; `None` on the
    /// Megaminx (it has its own Solve).
    pub fn solve_small(&mut self, method: SmallMethod) -> Option<Request> {
        let puzzle = self.puzzle();
        if puzzle == PuzzleKind::Megaminx {
            return None;
        }
        let id = self.next_job();
        let start = self.position();
        self.small = Some(SmallSolve {
            job: id,
            method,
            start: start.clone(),
            player: None,
            note: None,
            playing: None,
        });
        Some(Request::Solve {
            id,
            puzzle,
            method,
            state: start,
        })
    }

    /// The solve shown, if any.
    pub fn small_solve(&self) -> Option<&SmallSolve> {
        self.small.as_ref()
    }

    /// Whether `id` is the solve's job (its replies go to [`Lab::receive_solve`]).
    pub fn is_solve_job(&self, id: u32) -> bool {
        self.small.as_ref().is_some_and(|s| s.job == id)
    }

    /// Takes the worker's answer; whether anything changed.
    pub fn receive_solve(&mut self, reply: &Reply) -> bool {
        let puzzle = self.puzzle();
        let Some(s) = self.small.as_mut() else {
            return false;
        };
        match reply {
            Reply::Solved { id, plan } if *id == s.job => {
                s.player = Some(SmallPlayer::new(puzzle, plan.clone(), s.start.clone()));
                true
            }
            Reply::Failed { id, message } if *id == s.job => {
                s.note = Some(format!("No solution: {message}"));
                true
            }
            _ => false,
        }
    }

    /// Moves the solution's cursor to move `target` and turns the puzzle there. If the puzzle
    /// was turned by hand since, the plan no longer applies: it is dropped with a note.
    pub fn small_go_to(&mut self, target: usize) {
        let position = self.position();
        let Some(s) = self.small.as_mut() else {
            return;
        };
        let Some(player) = s.player.as_mut() else {
            return;
        };
        if player.position() != position {
            s.player = None;
            s.note = Some("The puzzle was turned since; press Solve again.".to_string());
            return;
        }
        let letters = player.go_to(target);
        if let Some(o) = self.other.as_mut() {
            o.turn_letters(letters);
        }
    }

    /// Moves the plan's cursor as a solution button says ([`SmallPlayer::target`]); stops
    /// Play.
    pub fn small_step(&mut self, command: StepCommand) {
        self.small_pause();
        if let Some(target) = self.small_player().and_then(|p| p.target(command)) {
            self.small_go_to(target);
        }
    }

    /// Jumps to the start of step `k`; stops Play.
    pub fn small_jump(&mut self, k: usize) {
        self.small_pause();
        let start = self
            .small_player()
            .and_then(|p| p.plan.steps.get(k))
            .map(|s| s.range.0);
        if let Some(start) = start {
            self.small_go_to(start);
        }
    }

    /// Play or Pause: plays the plan one move every [`SMALL_PLAY_MS`] (from the start when it
    /// has played to its end), or stops.
    pub fn small_play_pause(&mut self) {
        if self.small_playing() {
            self.small_pause();
            return;
        }
        if self.small_player().is_some_and(|p| p.finished()) {
            self.small_go_to(0);
        }
        if let Some(s) = self.small.as_mut().filter(|s| s.player.is_some()) {
            s.playing = Some(0.0);
        }
    }

    /// Whether the plan is playing.
    pub fn small_playing(&self) -> bool {
        self.small.as_ref().is_some_and(|s| s.playing.is_some())
    }

    fn small_pause(&mut self) {
        if let Some(s) = self.small.as_mut() {
            s.playing = None;
        }
    }

    /// Advances Play by `dt_ms`: a move each [`SMALL_PLAY_MS`]; it stops at the end or when the
    /// plan no longer applies.
    pub(super) fn small_tick(&mut self, dt_ms: f64) {
        let Some(waited) = self.small.as_mut().and_then(|s| s.playing.as_mut()) else {
            return;
        };
        *waited += dt_ms;
        if *waited < SMALL_PLAY_MS {
            return;
        }
        *waited = 0.0;
        let next = self
            .small_player()
            .and_then(|p| p.target(StepCommand::NextMove));
        match next {
            Some(target) if !self.small_stale() => self.small_go_to(target),
            _ => self.small_pause(),
        }
        if self.small_player().is_none_or(|p| p.finished()) {
            self.small_pause();
        }
    }

    /// Whether the puzzle was turned by hand since the plan's cursor moved (the plan no longer
    /// applies until the next Solve).
    pub fn small_stale(&self) -> bool {
        self.small_player()
            .is_some_and(|p| p.position() != self.position())
    }

    /// The plan being played, if the worker has answered.
    pub fn small_player(&self) -> Option<&SmallPlayer> {
        self.small.as_ref().and_then(|s| s.player.as_ref())
    }

    /// The plan to show: the one being played, unless the puzzle was turned since.
    pub fn small_shown(&self) -> Option<&SmallPlayer> {
        self.small_player().filter(|_| !self.small_stale())
    }

    /// The line above the small puzzles' step list: nothing, a waiting or failure note, or
    /// the plan's counts and moves with how far it has played.
    pub fn small_summary(&self) -> String {
        let Some(s) = self.small_solve() else {
            return String::new();
        };
        match self.small_shown() {
            None if self.small_stale() => {
                "The puzzle was turned since; press Solve again.".to_string()
            }
            None => s.note.clone().unwrap_or_else(|| {
                "Solving… (the first solve of a puzzle builds its tables in the background)"
                    .to_string()
            }),
            Some(p) => format!(
                "{} steps · {} turns ({} method; {} as written) · {} of {} played · {}",
                p.plan.steps.len(),
                p.plan.moves.len(),
                s.method,
                p.plan.before_cancellation,
                p.pos,
                p.plan.moves.len(),
                if p.plan.text.is_empty() {
                    "already solved"
                } else {
                    &p.plan.text
                }
            ),
        }
    }
}

#[cfg(test)]
impl Lab {
    /// A lab showing `puzzle` scrambled from `seed`, with the plan a worker made by `method`
    /// received (for tests).
    pub(crate) fn with_small_plan(puzzle: PuzzleKind, seed: u64, method: SmallMethod) -> Lab {
        let mut lab = Lab::new();
        lab.select(puzzle);
        lab.sim_mut().scramble_random(seed);
        let request = lab.solve_small(method).expect("a small puzzle");
        for reply in crate::app::GroupWorker::new().handle(request) {
            lab.receive_solve(&reply);
        }
        lab
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::GroupWorker;

    /// Play moves one move per [`SMALL_PLAY_MS`] of ticks, stops at the end and on any other
    /// control, and starts over from the end.
    #[test]
    fn play_moves_on_ticks_and_stops_at_the_end() {
        let mut lab = Lab::with_small_plan(PuzzleKind::Pyraminx, 4, SmallMethod::Optimal);
        let n = lab.small_player().unwrap().plan.moves.len();
        lab.small_play_pause();
        assert!(lab.small_playing() && lab.animating());
        assert!(!lab.tick(SMALL_PLAY_MS - 1.0), "not yet");
        assert!(lab.tick(1.0), "the cursor moved");
        assert_eq!(lab.small_player().unwrap().pos, 1);
        lab.small_step(StepCommand::PrevMove);
        assert!(!lab.small_playing(), "another control pauses");
        lab.small_play_pause();
        for _ in 0..=n {
            lab.tick(SMALL_PLAY_MS);
        }
        assert!(lab.small_player().unwrap().finished() && !lab.small_playing());
        assert!(lab.position().is_identity());
        lab.small_play_pause();
        assert_eq!(
            lab.small_player().unwrap().pos,
            0,
            "Play at the end starts over"
        );
        assert!(lab.small_playing());
    }

    /// Solve through the worker protocol, step, jump, play to the end: solved; turning by
    /// hand in between drops the plan with a note.
    #[test]
    fn solve_step_and_play() {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Cube2);
        lab.sim_mut().scramble_random(9);
        let request = lab.solve_small(SmallMethod::ThreeCycles).unwrap();
        let mut worker = GroupWorker::new();
        for reply in worker.handle(request) {
            assert!(lab.is_solve_job(1) && lab.receive_solve(&reply));
        }
        let n = lab.small_player().unwrap().plan.moves.len();
        assert!(n > 0);
        lab.small_step(StepCommand::NextMove);
        lab.small_step(StepCommand::NextMove);
        lab.small_step(StepCommand::PrevMove);
        assert_eq!(lab.small_player().unwrap().pos, 1);
        lab.small_step(StepCommand::PrevStep);
        assert_eq!(lab.small_player().unwrap().pos, 0);
        lab.small_step(StepCommand::NextStep);
        let next = lab
            .small_player()
            .unwrap()
            .plan
            .steps
            .get(1)
            .map_or(n, |s| s.range.0);
        assert_eq!(lab.small_player().unwrap().pos, next);
        lab.small_step(StepCommand::PrevStep);
        assert_eq!(
            lab.small_player().unwrap().pos,
            0,
            "from a step's start, the one before"
        );
        lab.small_jump(1);
        let at = lab.small_player().unwrap().pos;
        assert_eq!(at, lab.small_player().unwrap().plan.steps[1].range.0);
        assert_eq!(lab.position(), lab.small_player().unwrap().position());
        lab.small_go_to(usize::MAX);
        assert!(lab.position().is_identity());
        lab.small_go_to(0);
        assert!(!lab.small_stale());
        let line = lab.small_summary();
        assert!(line.contains(&format!("0 of {n} played")), "{line}");
        lab.sim_mut().turn_generator(0, crate::app::Spin::Clockwise);
        assert!(lab.small_stale());
        lab.small_step(StepCommand::NextMove);
        assert!(lab.small_player().is_none());
        assert!(lab.small_solve().unwrap().note.is_some());
        lab.small_play_pause();
        assert!(!lab.small_playing(), "no plan, nothing plays");
        lab.select(PuzzleKind::Megaminx);
        assert!(lab.small_solve().is_none());
        assert!(lab.solve_small(SmallMethod::Optimal).is_none());
    }
}
