//! [`Timeline`]: the animation queue between the logical state and what is on screen.
//!
//! Every move the app makes is applied to the logical state at once and queued here; the
//! timeline plays the queue one turn at a time with easing, so what is drawn lags behind and
//! catches up. When the queue is empty the shown state equals the logical state (a tested
//! invariant). A long backlog plays faster, and reduced motion plays every turn instantly.

use std::collections::VecDeque;
use std::fmt::Debug;

use crate::puzzle::{Face, Move, State};

/// A position the timeline can animate: turns are applied one at a time, and each turns one
/// layer (a Megaminx face; on the other puzzles, a generator's part) by a whole number of
/// its basic turns (fifths on the Megaminx, thirds or quarters on the others).
pub trait Animate: Clone + Debug {
    /// One queued turn.
    type Turn: Copy + Debug + PartialEq;
    /// What a turn turns.
    type Layer: Copy + Debug + PartialEq;
    /// The position after `turn`.
    fn apply(&self, turn: Self::Turn) -> Self;
    /// The layer `turn` turns and by how many basic turns (negative: the other way).
    fn layer_of(turn: Self::Turn) -> (Self::Layer, i64);
}

impl Animate for State {
    type Turn = Move;
    type Layer = Face;

    fn apply(&self, turn: Move) -> State {
        State::apply(self, turn)
    }

    fn layer_of(turn: Move) -> (Face, i64) {
        (turn.face, turn.amount.signed().into())
    }
}

/// What to draw: a state, and possibly one layer part-way through a turn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame<S: Animate = State> {
    /// The state with every finished turn applied.
    pub state: S,
    /// The layer now turning, if any.
    pub turning: Option<Turning<S::Layer>>,
}

/// A layer part-way through its turn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turning<L = Face> {
    /// The layer that turns (on the Megaminx, the face whose layer it is).
    pub face: L,
    /// How far it has turned so far, in basic turns — clockwise fifths on the Megaminx —
    /// (eased; negative is the other way).
    pub fifths: f64,
}

/// The duration of a 72° turn at speed 1, in milliseconds.
pub const BASE_TURN_MS: f64 = 240.0;

/// The most a backlog speeds turns up.
pub const MAX_CATCH_UP: f64 = 8.0;

/// The queue of turns still to be shown, and the state already shown.
#[derive(Clone, Debug)]
pub struct Timeline<S: Animate = State> {
    shown: S,
    queue: VecDeque<S::Turn>,
    progress: f64,
    speed: f64,
    instant: bool,
}

impl Default for Timeline {
    fn default() -> Timeline {
        Timeline::new(State::SOLVED)
    }
}

impl<S: Animate> Timeline<S> {
    /// An idle timeline showing `state`.
    pub fn new(state: S) -> Timeline<S> {
        Timeline {
            shown: state,
            queue: VecDeque::new(),
            progress: 0.0,
            speed: 1.0,
            instant: false,
        }
    }

    /// Queues a turn to be animated after those already queued.
    pub fn push(&mut self, m: S::Turn) {
        if S::layer_of(m).1 != 0 {
            self.queue.push_back(m);
        }
        if self.instant {
            self.finish();
        }
    }

    /// Drops every queued turn and shows `state` at once.
    pub fn jump(&mut self, state: S) {
        self.queue.clear();
        self.progress = 0.0;
        self.shown = state;
    }

    /// Plays every queued turn to its end at once.
    pub fn finish(&mut self) {
        while let Some(m) = self.queue.pop_front() {
            self.shown = self.shown.apply(m);
        }
        self.progress = 0.0;
    }

    /// Sets the speed multiplier (1 = a 72° turn in [`BASE_TURN_MS`]); clamped to 0.1..=20.
    pub fn set_speed(&mut self, speed: f64) {
        self.speed = if speed.is_finite() {
            speed.clamp(0.1, 20.0)
        } else {
            1.0
        };
    }

    /// The speed multiplier.
    pub fn speed(&self) -> f64 {
        self.speed
    }

    /// Reduced motion: when on, turns are shown finished as soon as they are queued.
    pub fn set_instant(&mut self, instant: bool) {
        self.instant = instant;
        if instant {
            self.finish();
        }
    }

    /// Whether turns are shown finished at once (reduced motion).
    pub fn is_instant(&self) -> bool {
        self.instant
    }

    /// Whether turns are still waiting to be shown.
    pub fn busy(&self) -> bool {
        !self.queue.is_empty()
    }

    /// Number of turns waiting (the one in progress included).
    pub fn pending(&self) -> usize {
        self.queue.len()
    }

    /// How long the front turn takes: 144° turns take a little longer than 72° ones, and a
    /// backlog speeds everything up (up to [`MAX_CATCH_UP`] times) so the screen never falls
    /// far behind while each turn still shows for a few frames.
    fn duration(&self, m: S::Turn) -> f64 {
        let size = if S::layer_of(m).1.abs() >= 2 {
            1.4
        } else {
            1.0
        };
        let backlog = (1.0 + 0.5 * (self.queue.len().saturating_sub(1)) as f64).min(MAX_CATCH_UP);
        BASE_TURN_MS * size / (self.speed * backlog)
    }

    /// Advances the animation by `dt_ms` milliseconds; returns whether anything changed.
    pub fn advance(&mut self, dt_ms: f64) -> bool {
        let mut dt = if dt_ms.is_finite() {
            dt_ms.max(0.0)
        } else {
            0.0
        };
        let changed = self.busy();
        while dt > 0.0 {
            let Some(&m) = self.queue.front() else { break };
            let duration = self.duration(m);
            let remaining = (1.0 - self.progress) * duration;
            if dt >= remaining {
                dt -= remaining;
                self.queue.pop_front();
                self.shown = self.shown.apply(m);
                self.progress = 0.0;
            } else {
                self.progress += dt / duration;
                dt = 0.0;
            }
        }
        changed
    }

    /// What to draw now.
    pub fn frame(&self) -> Frame<S> {
        let turning = self.queue.front().map(|&m| {
            let (face, amount) = S::layer_of(m);
            Turning {
                face,
                fifths: ease(self.progress) * amount as f64,
            }
        });
        Frame {
            state: self.shown.clone(),
            turning,
        }
    }
}

/// Cubic ease-in-out on 0..=1.
pub fn ease(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    if t < 0.5 {
        4.0 * t * t * t
    } else {
        1.0 - (2.0 - 2.0 * t).powi(3) / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Amount;

    fn mv(f: Face, k: i64) -> Move {
        Move::new(f, Amount::new(k))
    }

    #[test]
    fn easing_is_monotone_from_0_to_1() {
        assert_eq!(ease(0.0), 0.0);
        assert_eq!(ease(1.0), 1.0);
        assert!((ease(0.5) - 0.5).abs() < 1e-12);
        let mut last = 0.0;
        for i in 1..=100 {
            let e = ease(i as f64 / 100.0);
            assert!(e >= last);
            last = e;
        }
    }

    #[test]
    fn a_turn_plays_then_lands() {
        let mut t = Timeline::default();
        t.push(mv(Face::A, 1));
        assert!(t.busy());
        t.advance(BASE_TURN_MS / 2.0);
        let f = t.frame();
        assert_eq!(f.state, State::SOLVED);
        let turning = f.turning.unwrap();
        assert_eq!(turning.face, Face::A);
        assert!((turning.fifths - 0.5).abs() < 1e-9);
        t.advance(BASE_TURN_MS);
        assert!(!t.busy());
        assert_eq!(t.frame().state, State::of_move(mv(Face::A, 1)));
        assert_eq!(t.frame().turning, None);
    }

    #[test]
    fn anticlockwise_turns_go_negative() {
        let mut t = Timeline::default();
        t.push(mv(Face::C, -2));
        t.advance(1.0);
        assert!(t.frame().turning.unwrap().fifths < 0.0);
    }

    #[test]
    fn instant_mode_never_animates() {
        let mut t = Timeline::default();
        t.set_instant(true);
        t.push(mv(Face::B, 1));
        assert!(!t.busy());
        assert_eq!(t.frame().state, State::of_move(mv(Face::B, 1)));
    }

    #[test]
    fn hostile_times_and_speeds_are_harmless() {
        let mut t = Timeline::default();
        t.set_speed(f64::NAN);
        assert_eq!(t.speed(), 1.0);
        t.push(mv(Face::B, 1));
        t.advance(f64::NAN);
        t.advance(-5.0);
        assert!(t.busy());
        t.advance(f64::INFINITY);
        assert!(t.busy(), "an infinite step is ignored, not a crash");
        t.advance(1e9);
        assert!(!t.busy());
    }
}
