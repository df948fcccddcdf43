//! [`FrameClock`]: the frame loop's bookkeeping, without the browser — at most one frame
//! asked for at a time, the time step each frame advances the lab by (zero after a rest, so
//! a turn started after a pause does not jump), whether the panel must be rewritten, whether
//! to draw again, and the counters the page API's `stats()` reports.

use serde::Serialize;

use crate::app::lab::Lab;

/// What `stats()` answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FrameStats {
    /// Frames drawn so far.
    pub frames: u64,
    /// Milliseconds from navigation to the first frame, once drawn.
    pub first_frame_ms: Option<f64>,
    /// Script milliseconds spent in frame callbacks (the rest of a frame's time is the
    /// browser's: rasterising and compositing).
    pub frame_script_ms: f64,
}

/// The frame loop's state.
#[derive(Clone, Debug, Default)]
pub struct FrameClock {
    pending: bool,
    /// When the last frame of a running animation was drawn.
    last: Option<f64>,
    /// The panel must be rewritten at the next frame.
    panel_dirty: bool,
    stats: FrameStats,
}

impl FrameClock {
    /// A clock with no frame asked for and the panel still to write.
    pub fn new() -> FrameClock {
        FrameClock {
            panel_dirty: true,
            ..FrameClock::default()
        }
    }

    /// Whether to ask the browser for a frame now: not while one is pending. The page says
    /// whether it could ask ([`FrameClock::asked`]).
    pub fn wants_frame(&self) -> bool {
        !self.pending
    }

    /// A frame was asked for.
    pub fn asked(&mut self) {
        self.pending = true;
    }

    /// A frame begins at `time` (milliseconds): the time step to animate by.
    pub fn begin(&mut self, time: f64) -> f64 {
        self.pending = false;
        self.last.map_or(0.0, |last| time - last)
    }

    /// A frame begins at `time`: `lab`'s animations (and a playing solution) advance by the
    /// time step ([`FrameClock::begin`]); a solution's cursor that moved marks the panel.
    pub fn advance(&mut self, lab: &mut Lab, time: f64) {
        let dt = self.begin(time);
        if lab.tick(dt) {
            self.mark_panel();
        }
    }

    /// The panel must be rewritten at the next frame (a solution's cursor moved).
    pub fn mark_panel(&mut self) {
        self.panel_dirty = true;
    }

    /// Whether the panel must be rewritten now; it counts as written.
    pub fn take_panel(&mut self) -> bool {
        std::mem::take(&mut self.panel_dirty)
    }

    /// The frame begun at `time` was drawn; `now` and `started`: the page's clock at its end
    /// and at its start. Returns whether to draw another: while `lab` animates (the next
    /// frame's step then counts from this one).
    pub fn end(&mut self, time: f64, lab: &Lab, started: f64, now: f64) -> bool {
        let again = lab.animating();
        self.stats.frames += 1;
        self.stats.first_frame_ms.get_or_insert(now);
        self.stats.frame_script_ms += now - started;
        self.last = again.then_some(time);
        again
    }

    /// The counters.
    pub fn stats(&self) -> FrameStats {
        self.stats
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::notation::Notation;

    #[test]
    fn one_frame_at_a_time_and_steps_only_while_animating() {
        let (mut turning, resting) = (Lab::new(), Lab::new());
        turning.sim_mut().apply_text("A", Notation::Thesis).unwrap();
        let mut clock = FrameClock::new();
        assert!(clock.take_panel() && !clock.take_panel(), "written once");
        assert!(clock.wants_frame());
        clock.asked();
        assert!(!clock.wants_frame(), "one pending frame at most");
        assert_eq!(clock.begin(1000.0), 0.0, "the first frame does not jump");
        assert!(clock.wants_frame());
        assert!(clock.end(1000.0, &turning, 1000.0, 1004.0), "a turn: again");
        assert_eq!(clock.begin(1016.0), 16.0);
        assert!(!clock.end(1016.0, &resting, 1016.0, 1017.0), "at rest");
        assert_eq!(clock.begin(5000.0), 0.0, "after a rest, no jump");
        clock.mark_panel();
        assert!(clock.take_panel());
        let stats = clock.stats();
        assert_eq!(stats.frames, 2);
        assert_eq!(stats.first_frame_ms, Some(1004.0));
        assert_eq!(stats.frame_script_ms, 5.0);
        let v = serde_json::to_value(stats).unwrap();
        assert_eq!(v["firstFrameMs"], 1004.0);
    }

    #[test]
    fn frames_play_a_solution_and_mark_the_panel_when_its_cursor_moves() {
        let mut lab = Lab::new();
        lab.sim_mut().apply_text("A B", Notation::Thesis).unwrap();
        lab.sim_mut().solve().unwrap();
        lab.sim_mut().set_playing(true);
        let mut clock = FrameClock::new();
        clock.take_panel();
        clock.advance(&mut lab, 1000.0);
        assert!(
            !clock.take_panel(),
            "A and B still turn: the solution waits"
        );
        assert!(clock.end(1000.0, &lab, 1000.0, 1001.0), "turning: again");
        clock.advance(&mut lab, 11_000.0);
        assert!(clock.take_panel(), "the cursor moved: the panel follows");
        assert!(lab.sim().solution().unwrap().position() > 0);
    }
}
