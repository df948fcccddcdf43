//! The animation of the puzzle on screen: its queue of turns advanced frame by frame, and
//! one speed and one reduced-motion setting for every puzzle.

use super::Lab;
use crate::app::sim::Frame;
use crate::app::sim::PermPosition;

impl Lab {
    /// Advances the animation (and a playing solution) by `dt_ms`; whether a solution's
    /// cursor moved (the panel must be written again).
    pub fn tick(&mut self, dt_ms: f64) -> bool {
        let before = self.cursor();
        self.sim_mut().tick(dt_ms);
        self.cursor() != before
    }

    fn cursor(&self) -> Option<usize> {
        self.sim().solution().map(|s| s.position())
    }

    /// Whether frames are still needed: turns being shown or a solution playing.
    pub fn animating(&self) -> bool {
        self.sim().busy() || self.sim().playing()
    }

    /// Whether turns are still being animated.
    pub fn busy(&self) -> bool {
        self.sim().busy()
    }

    /// Sets the turn speed of every puzzle (1 = normal).
    pub fn set_speed(&mut self, speed: f64) {
        for sim in self.sims_mut() {
            sim.timeline_mut().set_speed(speed);
        }
    }

    /// Turns every puzzle's animation off (reduced motion) or on.
    pub fn set_instant(&mut self, instant: bool) {
        for sim in self.sims_mut() {
            sim.timeline_mut().set_instant(instant);
        }
    }

    /// What the 3D model shows now.
    pub fn frame(&self) -> Frame<PermPosition> {
        self.sim().frame()
    }

    /// Whether the flat net shows whatever the page's checkbox says (the record's choice).
    pub fn keeps_net(&self) -> bool {
        self.puzzle().info().shows_net
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::sim::Spin;
    use crate::puzzle::PuzzleKind;

    #[test]
    fn every_puzzle_animates_with_the_labs_settings() {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Pyraminx);
        lab.sim_mut().turn(4, Spin::Clockwise);
        assert!(lab.busy() && lab.animating());
        lab.tick(1.0);
        assert_eq!(lab.frame().turning.unwrap().face, 4);
        lab.tick(1e6);
        assert!(!lab.busy());
        assert_eq!(&lab.frame().state.perm, lab.sim().position());
        lab.set_instant(true);
        lab.select(PuzzleKind::Cube2);
        lab.sim_mut().turn(0, Spin::Clockwise);
        assert!(!lab.busy(), "reduced motion carries over");
        assert!(lab.keeps_net());
        lab.select(PuzzleKind::Megaminx);
        assert!(!lab.keeps_net());
    }
}
