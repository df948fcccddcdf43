//! A player's alg on the lab: [`Lab::open_alg`] sets the puzzle up and opens the alg (or its
//! phases) as the steps of the solution panel, shown at its end; [`Lab::timeline`] plays,
//! pauses and jumps through it as a player's transport does; [`camera`] checks where a
//! player's camera is put. The same solution panel, stepper and animation the page's own
//! phases and plans use.

use super::Lab;
use crate::app::input::{AlgTimeline, Anchor, ApiError, Effect, TimelineCommand};
use crate::app::sim::Sim;
use crate::app::solve::{Step, Stepper};
use crate::group::Letter;

impl Lab {
    /// Sets the puzzle on screen up (solved, then the setup; with [`Anchor::End`] the alg
    /// undone after it) and opens the alg as steps from there — its phases with
    /// `timeline.phases`, else one step — shown at its end. Nothing changes when the setup
    /// or the alg does not read.
    pub(super) fn open_alg(&mut self, timeline: &AlgTimeline) -> Result<(), ApiError> {
        let notation = self.typed_notation(timeline.notation.as_deref())?;
        let setup = self.sim().read(&timeline.setup, notation)?;
        let (steps, title) = if timeline.phases && !timeline.alg.trim().is_empty() {
            let (steps, explained) = self.phase_steps(&timeline.alg, Some(notation.name()))?;
            (steps, format!("Phases of {}", explained.bracket))
        } else {
            let alg = self.sim().read(&timeline.alg, notation)?;
            let title = self.sim().write(&alg);
            (
                vec![whole_alg(alg)]
                    .into_iter()
                    .filter(|s| !s.core.is_empty())
                    .collect(),
                title,
            )
        };
        let alg: Vec<Letter> = steps.iter().flat_map(Step::moves).collect();
        let mut start = Sim::new(self.puzzle());
        start.user_moves(setup);
        if timeline.anchor == Anchor::End {
            start.user_moves(inverse(&alg));
        }
        let sim = self.sim_mut();
        sim.start_from(start.position())
            .expect("a position of the same puzzle has its size");
        if !steps.is_empty() {
            sim.open_phases(steps, title);
        }
        self.timeline(TimelineCommand::End);
        Ok(())
    }

    /// Plays, pauses or jumps through the open alg (or solution).
    pub(super) fn timeline(&mut self, command: TimelineCommand) {
        let sim = self.sim_mut();
        let at_end = sim.solution().is_some_and(Stepper::at_end);
        match command {
            TimelineCommand::Play => {
                if at_end {
                    jump(sim, 0);
                }
                sim.set_playing(true);
            }
            TimelineCommand::Pause => sim.set_playing(false),
            TimelineCommand::Toggle if sim.playing() => sim.set_playing(false),
            TimelineCommand::Toggle => self.timeline(TimelineCommand::Play),
            TimelineCommand::Start => jump(sim, 0),
            TimelineCommand::End => jump(sim, usize::MAX),
        }
    }
}

/// The effect that puts the camera at `latitude`, `longitude` (degrees), if it is one.
pub(super) fn camera(latitude: f64, longitude: f64) -> Result<Effect, ApiError> {
    if latitude.abs() <= 90.0 && longitude.is_finite() {
        Ok(Effect::Camera {
            latitude,
            longitude,
        })
    } else {
        Err(ApiError::Camera {
            latitude,
            longitude,
        })
    }
}

/// The open solution at the start of step `step` (past the end: its end), not animated,
/// not playing.
fn jump(sim: &mut Sim, step: usize) {
    sim.set_playing(false);
    sim.step_with(|s| s.goto_step(step));
    sim.timeline_mut().finish();
}

/// An alg as one step (a player's alg without phases).
fn whole_alg(core: Vec<Letter>) -> Step {
    Step {
        phase: "Alg".into(),
        label: String::new(),
        slots: Vec::new(),
        tones: Vec::new(),
        setup: Vec::new(),
        core,
        bracket: None,
        undo: Vec::new(),
        explanation: String::new(),
    }
}

/// The moves that undo `letters`.
fn inverse(letters: &[Letter]) -> Vec<Letter> {
    letters
        .iter()
        .rev()
        .map(|l| Letter {
            power: -l.power,
            ..*l
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::{Action, Actor};

    /// A camera off the sphere is refused; one on it is the page's to show.
    #[test]
    fn a_camera_is_checked() {
        let mut lab = Lab::new();
        let on = lab.act(
            Action::Camera {
                latitude: 45.0,
                longitude: 400.0,
            },
            Actor::Script,
        );
        assert_eq!(
            on.effects[0],
            Effect::Camera {
                latitude: 45.0,
                longitude: 400.0
            }
        );
        for (latitude, longitude) in [(91.0, 0.0), (f64::NAN, 0.0), (0.0, f64::INFINITY)] {
            let off = lab.act(
                Action::Camera {
                    latitude,
                    longitude,
                },
                Actor::Script,
            );
            assert!(off.answer.is_err(), "{latitude} {longitude}");
        }
    }

    /// An alg that does not read leaves the position and the open alg as they were.
    #[test]
    fn a_bad_alg_changes_nothing() {
        let mut lab = Lab::new();
        let open = |alg: &str| {
            Action::OpenAlg(AlgTimeline {
                alg: alg.into(),
                ..AlgTimeline::default()
            })
        };
        assert!(lab.act(open("A B"), Actor::Script).answer.is_ok());
        let before = (
            lab.sim().position().clone(),
            lab.sim().solution().map(Stepper::total),
        );
        assert!(lab.act(open("A Q(("), Actor::Script).answer.is_err());
        assert_eq!(
            (
                lab.sim().position().clone(),
                lab.sim().solution().map(Stepper::total)
            ),
            before
        );
    }
}
