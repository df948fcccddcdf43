//! An alg played phase by phase: its [`Explanation`](crate::puzzle::Explanation)'s phases
//! (`S`, `X`, `Y`, `X⁻¹`, `Y⁻¹`, `S⁻¹` for `[S: [X, Y]]`) opened as the steps of the solution
//! panel, from the position on screen — so the panel's step buttons, list and lit pieces show
//! each phase by name with the pieces it moves, and say why only three pieces change in the
//! end. The same for every puzzle.

use super::Lab;
use crate::app::input::ApiError;
use crate::app::solve::{Step, Tone};
use crate::puzzle::{Explanation, Phase, PhaseName, PuzzleDef};

impl Lab {
    /// Opens the phases of `alg` (in `notation`, the record's first when `None`) to step
    /// through; the explanation they come from.
    pub(super) fn open_phases(
        &mut self,
        alg: &str,
        notation: Option<&str>,
    ) -> Result<Explanation, ApiError> {
        let (steps, explained) = self.phase_steps(alg, notation)?;
        let title = format!("Phases of {}", explained.bracket);
        self.sim_mut().open_phases(steps, title);
        Ok(explained)
    }

    /// The phases of `alg` as steps, and the explanation they come from.
    pub(super) fn phase_steps(
        &self,
        alg: &str,
        notation: Option<&str>,
    ) -> Result<(Vec<Step>, Explanation), ApiError> {
        let notation = self.typed_notation(notation)?;
        let info = self.puzzle().info();
        let explained = info.explain(alg, Some(notation))?;
        let def = info.def();
        let steps = explained
            .phases
            .iter()
            .map(|p| phase_step(def, p, &explained))
            .collect();
        Ok((steps, explained))
    }
}

/// One phase as a step: named by the phase, a sentence on its part, and lit: a
/// commutator's own four phases light the places its `X` alone, its `Y` alone and both
/// disturb in three tones (moves act on places, so after a setup `S` they are the same
/// places), the others the pieces they move.
fn phase_step(def: &PuzzleDef, phase: &Phase, explained: &Explanation) -> Step {
    let index = |name: &String| def.pieces().iter().position(|p| &p.name == name);
    let toned: Vec<(usize, Tone)> = match (&explained.tint, phase.name) {
        (Some(t), PhaseName::X | PhaseName::Y | PhaseName::XInverse | PhaseName::YInverse) => [
            (&t.x_only, Tone::XOnly),
            (&t.y_only, Tone::YOnly),
            (&t.both, Tone::Both),
        ]
        .into_iter()
        .flat_map(|(names, tone)| names.iter().filter_map(index).map(move |p| (p, tone)))
        .collect(),
        _ => phase
            .moved
            .iter()
            .filter_map(index)
            .map(|p| (p, Tone::Step))
            .collect(),
    };
    Step {
        phase: phase.name.to_string(),
        label: phase.moved.join(" "),
        slots: toned.iter().map(|&(p, _)| p).collect(),
        tones: toned.iter().map(|&(_, t)| t).collect(),
        setup: Vec::new(),
        core: phase.word.letters().to_vec(),
        bracket: None,
        undo: Vec::new(),
        explanation: what_it_does(phase.name, explained),
    }
}

/// Why a phase is there, in words.
fn what_it_does(name: PhaseName, explained: &Explanation) -> String {
    let both = explained
        .tint
        .as_ref()
        .map_or_else(String::new, |t| t.both.join(" "));
    let legend = " Lit: blue only X moves, orange only Y, white both.";
    let said: String = match name {
        PhaseName::S => "S brings the pieces the commutator acts on into place.".into(),
        PhaseName::X => "X moves its pieces; Y will disturb some of them.".into(),
        PhaseName::Y => {
            format!("Y moves its pieces; those X also moved ({both}) are where the two meet.")
        }
        PhaseName::XInverse => {
            "X undone: what X moved goes back, except where Y moved things in between.".into()
        }
        PhaseName::YInverse => {
            format!("Y undone: everything goes back but the pieces both moved ({both}).")
        }
        PhaseName::SInverse => "S undone: the cycle lands where it acts.".into(),
        PhaseName::Moves => "The moves as typed: not a commutator or a conjugate.".into(),
    };
    let commutator = matches!(
        name,
        PhaseName::X | PhaseName::Y | PhaseName::XInverse | PhaseName::YInverse
    );
    if commutator && explained.tint.is_some() {
        said + legend
    } else {
        said
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::{Action, Actor};
    use crate::app::lab::ApiAnswer;
    use crate::puzzle::PuzzleKind;

    /// `[C: [D* A D, L*]]` opens six named steps; stepping through them all plays the alg
    /// (the position equals the alg applied), each step lighting the pieces it moves.
    #[test]
    fn a_conjugated_commutator_steps_through_six_named_phases() {
        let mut lab = Lab::new();
        let alg = "[C: [D* A D, L*]]";
        let out = lab.act(
            Action::PlayPhases {
                alg: alg.into(),
                notation: None,
            },
            Actor::Script,
        );
        let Ok(ApiAnswer::Explained(ex)) = out.answer else {
            panic!("{:?}", out.answer);
        };
        let s = lab.sim().solution().expect("the phases are open");
        let names: Vec<&str> = s.steps().iter().map(|st| st.phase.as_str()).collect();
        assert_eq!(names, ["S", "X", "Y", "X⁻¹", "Y⁻¹", "S⁻¹"]);
        assert_eq!(
            s.title(),
            Some(format!("Phases of {}", ex.bracket).as_str())
        );
        assert!(s.steps().iter().all(|st| !st.slots.is_empty()));
        lab.act(Action::GoToStep(6), Actor::Script);
        lab.tick(1e9);
        let mut want = Lab::new();
        want.act(
            Action::Apply {
                alg: alg.into(),
                notation: None,
            },
            Actor::Script,
        );
        assert_eq!(lab.sim().position(), want.sim().position());
        let panel = lab.panel();
        assert!(format!("{panel:?}").contains("Phases of"));
    }

    /// While a commutator's phases play, the places only X, only Y and both disturb are lit
    /// apart, as the explanation's tint names them; its setup lights what it moves.
    #[test]
    fn phases_light_what_x_y_and_both_move_apart() {
        let mut lab = Lab::new();
        let out = lab.act(
            Action::PlayPhases {
                alg: "[C: [D* A D, L*]]".into(),
                notation: None,
            },
            Actor::Script,
        );
        let Ok(ApiAnswer::Explained(ex)) = out.answer else {
            panic!("{:?}", out.answer);
        };
        let tint = ex.tint.clone().expect("a commutator is tinted");
        let def = PuzzleKind::Megaminx.def();
        let sorted = |v: &[String]| {
            let mut v = v.to_vec();
            v.sort();
            v
        };
        let setup = lab.highlight();
        assert!(!setup.is_empty() && setup.iter().all(|&(_, t)| t == Tone::Step));
        // Phase X starts once S has played: the pieces in X's places are lit by role (the
        // place of a lit piece is where it sits at the phase's start).
        lab.act(Action::GoToStep(1), Actor::Script);
        lab.tick(1e9);
        let lit = lab.highlight();
        let places = |tone| -> Vec<String> {
            let pieces: Vec<usize> = lit
                .iter()
                .filter(|&&(_, t)| t == tone)
                .map(|&(p, _)| p)
                .collect();
            let at: Vec<usize> = (0..def.pieces().len())
                .filter(|&place| {
                    lab.sim()
                        .pieces_at(&[place])
                        .iter()
                        .any(|p| pieces.contains(p))
                })
                .collect();
            sorted(
                &at.iter()
                    .map(|&p| def.pieces()[p].name.clone())
                    .collect::<Vec<_>>(),
            )
        };
        assert_eq!(places(Tone::XOnly), sorted(&tint.x_only));
        assert_eq!(places(Tone::YOnly), sorted(&tint.y_only));
        assert_eq!(places(Tone::Both), sorted(&tint.both));
        assert!(!tint.both.is_empty() && !tint.x_only.is_empty());
        let lit_stickers = lab.lit();
        for tone in [Tone::XOnly, Tone::YOnly, Tone::Both] {
            assert!(lit_stickers.iter().any(|&(_, t)| t == tone), "{tone}");
        }
        let step = &lab.sim().solution().unwrap().steps()[1];
        assert!(
            step.explanation.contains("blue only X"),
            "{}",
            step.explanation
        );
    }

    /// Every puzzle plays a commutator's four phases; garbage is refused and opens nothing.
    #[test]
    fn every_puzzle_plays_phases_and_garbage_opens_nothing() {
        for (puzzle, alg) in [
            (PuzzleKind::Pyraminx, "[s5, s6]"),
            (PuzzleKind::Cube2, "[R, G]"),
            (PuzzleKind::Kilominx, "[A, B]"),
        ] {
            let mut lab = Lab::new();
            lab.select(puzzle);
            let play = |alg: &str| Action::PlayPhases {
                alg: alg.into(),
                notation: None,
            };
            assert!(lab.act(play("Q(("), Actor::Script).answer.is_err());
            assert!(lab.sim().solution().is_none());
            lab.act(play(alg), Actor::Script);
            assert_eq!(lab.sim().solution().unwrap().steps().len(), 4, "{puzzle}");
        }
    }
}
