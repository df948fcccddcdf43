//! The animation of whichever puzzle is on screen: its queue of turns advanced frame by
//! frame, one speed and one reduced-motion setting for all puzzles, and what the 3D model
//! of a puzzle other than the Megaminx shows.

use super::Lab;
use crate::app::{Frame, PermPosition, PuzzleApp};

impl Lab {
    /// Advances the animations (and a playing solution) by `dt_ms`; returns whether a
    /// solution's cursor moved (the panel then shows another step or count).
    pub fn tick(&mut self, dt_ms: f64) -> bool {
        let before = self.cursors();
        self.megaminx.tick(dt_ms);
        if let Some(o) = self.other.as_mut() {
            o.tick(dt_ms);
        }
        self.small_tick(dt_ms);
        self.cursors() != before
    }

    /// Where the open solutions stand: the Megaminx's and the small puzzle's.
    fn cursors(&self) -> (Option<usize>, Option<usize>) {
        let megaminx = self.megaminx.solution().map(|s| s.position());
        (megaminx, self.small_player().map(|p| p.pos))
    }

    /// Whether turns are still being shown, or a solution plays (the page keeps drawing).
    pub fn animating(&self) -> bool {
        let other = self.other.as_ref().is_some_and(PuzzleApp::busy);
        self.megaminx.busy() || self.megaminx.playing() || other || self.small_playing()
    }

    /// Whether turns of the puzzle on screen are still being shown.
    pub fn busy(&self) -> bool {
        match &self.other {
            Some(o) => o.busy(),
            None => self.megaminx.busy(),
        }
    }

    /// Sets the turn speed (1 = normal) of every puzzle.
    pub fn set_speed(&mut self, speed: f64) {
        self.megaminx.timeline_mut().set_speed(speed);
        self.motion.0 = self.megaminx.timeline().speed();
        if let Some(o) = self.other.as_mut() {
            o.timeline_mut().set_speed(speed);
        }
    }

    /// Reduced motion: when on, every puzzle shows its turns finished at once.
    pub fn set_instant(&mut self, instant: bool) {
        self.megaminx.timeline_mut().set_instant(instant);
        self.motion.1 = instant;
        if let Some(o) = self.other.as_mut() {
            o.timeline_mut().set_instant(instant);
        }
    }

    /// What the 3D model of the puzzle on screen shows, when that is not the Megaminx.
    pub fn other_frame(&self) -> Option<Frame<PermPosition>> {
        self.other.as_ref().map(PuzzleApp::frame)
    }

    /// Whether the flat net always shows beside the model: for the puzzles other than the
    /// Megaminx, whose net is where their sticker numbering is read.
    pub fn keeps_net(&self) -> bool {
        self.other.is_some()
    }

    /// `app` with the lab's speed and reduced-motion setting.
    pub(super) fn animated(&self, mut app: PuzzleApp) -> PuzzleApp {
        let (speed, instant) = self.motion;
        app.timeline_mut().set_speed(speed);
        app.timeline_mut().set_instant(instant);
        app
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Spin;
    use crate::puzzle::PuzzleKind;

    /// A turn of the Pyraminx animates, lands on the logical position, and the settings
    /// carry over to a puzzle chosen later.
    #[test]
    fn other_puzzles_animate_with_the_labs_settings() {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Pyraminx);
        lab.sim_mut().turn_generator(4, Spin::Clockwise);
        assert!(lab.busy() && lab.animating());
        lab.tick(1.0);
        assert_eq!(lab.other_frame().unwrap().turning.unwrap().face, 4);
        lab.tick(1e6);
        assert!(!lab.busy());
        assert_eq!(lab.other_frame().unwrap().state.perm, lab.sim().position());
        lab.set_instant(true);
        lab.select(PuzzleKind::Cube2);
        lab.sim_mut().turn_generator(0, Spin::Clockwise);
        assert!(!lab.busy(), "reduced motion carries over");
        assert!(!lab.keeps_net() || lab.other_frame().unwrap().turning.is_none());
        lab.select(PuzzleKind::Megaminx);
        assert!(!lab.keeps_net() && lab.other_frame().is_none());
    }
}
