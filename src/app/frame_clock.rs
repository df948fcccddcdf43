//! [`FrameClock`]: the frame loop's bookkeeping, without the browser — at most one frame
//! asked for at a time, the time step of each frame (zero after a rest, so a turn started
//! after a pause does not jump), whether the panel must be rewritten, and the counters the
//! page API's `stats()` reports.

use serde::Serialize;

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

    /// The panel must be rewritten at the next frame (a solution's cursor moved).
    pub fn mark_panel(&mut self) {
        self.panel_dirty = true;
    }

    /// Whether the panel must be rewritten now; it counts as written.
    pub fn take_panel(&mut self) -> bool {
        std::mem::take(&mut self.panel_dirty)
    }

    /// The frame begun at `time` was drawn; `again`: an animation goes on (the next frame's
    /// step counts from this one); `now` and `started`: the page's clock at its end and at
    /// its start.
    pub fn end(&mut self, time: f64, again: bool, started: f64, now: f64) {
        self.stats.frames += 1;
        self.stats.first_frame_ms.get_or_insert(now);
        self.stats.frame_script_ms += now - started;
        self.last = again.then_some(time);
    }

    /// The counters.
    pub fn stats(&self) -> FrameStats {
        self.stats
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_frame_at_a_time_and_steps_only_while_animating() {
        let mut clock = FrameClock::new();
        assert!(clock.take_panel() && !clock.take_panel(), "written once");
        assert!(clock.wants_frame());
        clock.asked();
        assert!(!clock.wants_frame(), "one pending frame at most");
        assert_eq!(clock.begin(1000.0), 0.0, "the first frame does not jump");
        assert!(clock.wants_frame());
        clock.end(1000.0, true, 1000.0, 1004.0);
        assert_eq!(clock.begin(1016.0), 16.0);
        clock.end(1016.0, false, 1016.0, 1017.0);
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
}
