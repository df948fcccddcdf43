//! [`Lab::handle`]: what a click or a key means, whichever puzzle is on screen (see
//! [`Input`](crate::app::input::Input)).

use super::Lab;
use crate::app::input::key_action;
use crate::app::input::Button;
use crate::app::input::Command;
use crate::app::input::Effect;
use crate::app::input::Input;
use crate::app::input::KeyPress;
use crate::app::input::ModelHit;
use crate::app::input::Modifiers;
use crate::app::input::Spin;
use crate::app::input::StepCommand;
use crate::app::sim::KeyAction;
use crate::app::sim::NoticeKind;
use crate::app::solve::Stepper;

impl Lab {
    /// Carries out what the user did and says what the page must do; an empty answer means
    /// the input meant nothing here (the page lets the browser have it).
    pub fn handle(&mut self, input: Input) -> Vec<Effect> {
        match input {
            Input::ModelClick { hit, button, mods } => match hit {
                Some(hit) => self.click_model(hit, button, mods),
                None => Vec::new(),
            },
            Input::Command(c) => self.command(c),
            Input::Control { control, value } => self.control(control, value),
        }
    }

    /// A button of the panel.
    pub(super) fn command(&mut self, c: Command) -> Vec<Effect> {
        let sim = self.sim_mut();
        match c {
            Command::Undo => sim.undo(),
            Command::Redo => sim.redo(),
            Command::Reset => sim.reset(),
            Command::Scramble(kind, seed) => {
                if let Err(e) = sim.scramble(kind, seed) {
                    sim.set_notice(NoticeKind::Error, e.to_string());
                }
            }
            Command::Solve => {
                if let Err(e) = sim.solve() {
                    sim.set_notice(NoticeKind::Error, format!("No solution: {e}"));
                }
            }
            Command::CancelSolve => sim.cancel_solve(),
            Command::Step(s) => sim.step_with(match s {
                StepCommand::PrevStep => Stepper::prev_step,
                StepCommand::PrevMove => Stepper::prev_move,
                StepCommand::NextMove => Stepper::next_move,
                StepCommand::NextStep => Stepper::next_step,
            }),
            Command::PlayPause => {
                let on = !sim.playing();
                sim.set_playing(on);
            }
            Command::CloseSolution => sim.close_solution(),
            Command::ViewHome => {
                sim.reset_grip();
                return vec![Effect::ViewHome, Effect::Redraw];
            }
        }
        vec![Effect::Redraw]
    }

    /// Which way a plain click turns (the page's "tap turns anticlockwise" toggle).
    pub fn click_spin(&self) -> Spin {
        self.click_spin
    }

    /// Sets which way a plain click turns.
    pub fn set_click_spin(&mut self, spin: Spin) {
        self.click_spin = spin;
    }

    /// A click on the model: paints the sticker under it in paint mode, else turns the
    /// generator under the pointer (the face on a Megaminx or a cube, the tip or the nearer
    /// layer on a Pyraminx: [`Shape::turn_at`](crate::puzzle::Shape::turn_at)).
    fn click_model(&mut self, hit: ModelHit, button: Button, mods: Modifiers) -> Vec<Effect> {
        if self.paint.is_some() {
            if hit.region < self.puzzle().def().sticker_count() {
                self.paint_sticker(hit.region);
            }
        } else {
            let shape = self.puzzle().info().shape();
            if let Some(g) = shape.turn_at(hit.region, hit.point) {
                let spin = button.spin(mods, self.click_spin);
                self.sim_mut().turn(g, spin);
            }
        }
        vec![Effect::Redraw]
    }

    /// A key: the Megaminx's keyboard on its model, else (another puzzle, or painting) only
    /// undo and redo. Keys with Alt, and keys typed in a text box or a select, are the
    /// browser's.
    pub(super) fn key_press(&mut self, KeyPress { code, mods, target }: KeyPress) -> Vec<Effect> {
        if mods.alt || matches!(&*target, "INPUT" | "SELECT" | "TEXTAREA") {
            return Vec::new();
        }
        let code = &*code;
        if self.paint.is_some() {
            match key_action(code, mods) {
                Some(KeyAction::Undo) => self.sim_mut().undo(),
                Some(KeyAction::Redo) => self.sim_mut().redo(),
                _ => return Vec::new(),
            }
            return vec![Effect::Redraw];
        }
        let Some(rotations) = key_action(code, mods).and_then(|a| self.sim_mut().key(a)) else {
            return Vec::new();
        };
        let mut effects: Vec<Effect> = rotations
            .into_iter()
            .map(|(face, fifths)| Effect::RotateView { face, fifths })
            .collect();
        effects.push(Effect::Redraw);
        effects
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::Control;
    use crate::app::input::Read;
    use crate::app::input::Value;
    use crate::app::input::CONTROLS;
    use crate::puzzle::{Face, PuzzleKind};

    /// A click at the centre of region `region` of `puzzle`'s model.
    fn click_on(puzzle: PuzzleKind, region: usize, button: Button, shift: bool) -> Input {
        let point = puzzle.info().shape().regions()[region].centre();
        Input::ModelClick {
            hit: Some(ModelHit { region, point }),
            button,
            mods: Modifiers {
                shift,
                ..Modifiers::default()
            },
        }
    }

    /// A click on the Megaminx: on sticker `region`, or on `face`'s centre.
    fn click(face: Face, region: Option<usize>, button: Button, shift: bool) -> Input {
        let region = region.unwrap_or(120 + face.index());
        click_on(PuzzleKind::Megaminx, region, button, shift)
    }

    fn key(code: &str, command: bool, shift: bool, alt: bool) -> Input {
        let mods = Modifiers {
            shift,
            command,
            alt,
        };
        typed(code, mods, "BODY")
    }

    /// A key typed with the focus in an element of this tag.
    fn typed(code: &str, mods: Modifiers, tag: &str) -> Input {
        let key = KeyPress {
            code: code.into(),
            mods,
            target: tag.into(),
        };
        Input::Control {
            control: Control::Key,
            value: Value::Key(key),
        }
    }

    #[test]
    fn a_key_typed_in_a_text_box_or_select_is_left_to_it() {
        let mut lab = Lab::new();
        for tag in ["INPUT", "SELECT", "TEXTAREA"] {
            let j = typed("KeyJ", Modifiers::default(), tag);
            assert!(lab.handle(j).is_empty(), "{tag}");
        }
        assert!(lab.sim().position().is_identity());
        assert!(!lab.handle(key("KeyJ", false, false, false)).is_empty());
        assert!(!lab.sim().position().is_identity());
    }

    #[test]
    fn a_click_on_the_model_turns_the_face_under_it_each_way() {
        let mut lab = Lab::new();
        let a = Face::A;
        assert_eq!(
            lab.handle(click(a, Some(0), Button::Primary, false)),
            [Effect::Redraw]
        );
        let once = lab.sim().position().clone();
        assert!(!once.is_identity());
        lab.handle(click(a, Some(0), Button::Secondary, false));
        assert!(
            lab.sim().position().is_identity(),
            "right-click turns it back"
        );
        lab.handle(click(a, None, Button::Primary, false));
        lab.handle(click(a, None, Button::Primary, true));
        assert!(
            lab.sim().position().is_identity(),
            "shift-click turns it back"
        );
        lab.set_click_spin(Spin::Anticlockwise);
        lab.handle(click(a, None, Button::Secondary, false));
        assert_eq!(
            lab.sim().position().clone(),
            once,
            "the toggle flips every click"
        );
        assert!(lab.sim().history().can_undo());
    }

    #[test]
    fn a_miss_leaves_everything_alone() {
        let mut lab = Lab::new();
        let miss = Input::ModelClick {
            hit: None,
            button: Button::Primary,
            mods: Modifiers::default(),
        };
        assert!(lab.handle(miss).is_empty());
        lab.select(PuzzleKind::Pyraminx);
        assert!(lab.handle(miss_again()).is_empty());
        assert!(lab.sim().position().is_identity());
        lab.select(PuzzleKind::Megaminx);
        assert!(lab.sim().position().is_identity());
    }

    fn miss_again() -> Input {
        Input::ModelClick {
            hit: None,
            button: Button::Secondary,
            mods: Modifiers::default(),
        }
    }

    /// A click on a sticker of the 3D Pyraminx or 2×2×2 turns the generator that moves it
    /// (the cube: its face; the Pyraminx: its tip, its centre's layer, or for an edge sticker
    /// the layer of the nearer vertex) — its permutation, as the definition gives it — and a
    /// right-click turns it back.
    #[test]
    fn a_click_on_a_small_puzzle_turns_the_generator_under_it() {
        let cases = [
            (PuzzleKind::Cube2, 0, "R"),
            (PuzzleKind::Cube2, 5, "G"),
            (PuzzleKind::Cube2, 23, "r"),
            (PuzzleKind::Pyraminx, 0, "s1"),
            (PuzzleKind::Pyraminx, 4, "s2"),
            (PuzzleKind::Pyraminx, 2, "s5"),
            (PuzzleKind::Pyraminx, 30, "s4"),
            (PuzzleKind::Pyraminx, 20, "s8"),
        ];
        for (puzzle, sticker, name) in cases {
            let mut lab = Lab::new();
            lab.select(puzzle);
            let want = puzzle.def().generator(name).unwrap().perm.clone();
            lab.handle(click_on(puzzle, sticker, Button::Primary, false));
            assert_eq!(
                lab.sim().position(),
                &want,
                "{puzzle} sticker {}",
                sticker + 1
            );
            lab.handle(click_on(puzzle, sticker, Button::Secondary, false));
            assert!(lab.sim().position().is_identity(), "{puzzle}: turned back");
        }
    }

    /// Every sticker of every puzzle turns a generator that moves it.
    #[test]
    fn every_sticker_click_turns_a_generator_moving_it() {
        for puzzle in PuzzleKind::ALL {
            for s in 0..puzzle.def().sticker_count() {
                let mut lab = Lab::new();
                lab.select(puzzle);
                lab.handle(click_on(puzzle, s, Button::Primary, false));
                assert_ne!(
                    lab.sim().position().image(s),
                    s,
                    "{puzzle} sticker {}",
                    s + 1
                );
            }
        }
    }

    #[test]
    fn painting_a_small_puzzle_on_its_model() {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Cube2);
        lab.set_painting(true);
        lab.set_brush(4);
        lab.handle(click_on(PuzzleKind::Cube2, 2, Button::Primary, false));
        assert_eq!(lab.paint().unwrap().colours()[2], 4);
        assert!(lab.sim().position().is_identity(), "painting never turns");
    }

    #[test]
    fn painting_a_sticker_on_the_model_paints_and_never_turns() {
        let mut lab = Lab::new();
        lab.set_painting(true);
        lab.set_brush(3);
        lab.handle(click(Face::A, Some(7), Button::Primary, false));
        assert_eq!(lab.paint().unwrap().colours()[7], 3);
        let before = lab.paint().unwrap().colours().to_vec();
        lab.handle(click(Face::A, Some(125), Button::Primary, false));
        assert_eq!(
            lab.paint().unwrap().colours(),
            before,
            "a centre is not painted"
        );
        assert!(lab.sim().position().is_identity());
    }

    #[test]
    fn buttons_scramble_solve_step_and_reset() {
        let mut lab = Lab::new();
        let press = |lab: &mut Lab, id: &str| {
            let c = CONTROLS.iter().find(|c| c.id == id).unwrap();
            let value = match c.read {
                Read::Seed => Value::Seed(5),
                _ => Value::None,
            };
            lab.handle(Input::Control {
                control: c.control,
                value,
            })
        };
        press(&mut lab, "scramble-random");
        let scrambled = lab.sim().position().clone();
        assert!(!scrambled.is_identity());
        press(&mut lab, "solve");
        assert!(lab.sim().solution().is_some());
        press(&mut lab, "sol-next-step");
        assert_ne!(lab.sim().solution().unwrap().position(), 0);
        press(&mut lab, "sol-close");
        assert!(lab.sim().solution().is_none());
        assert_eq!(
            press(&mut lab, "view-home"),
            [Effect::ViewHome, Effect::Redraw]
        );
        press(&mut lab, "reset");
        assert!(lab.sim().position().is_identity());
        lab.select(PuzzleKind::Pyraminx);
        press(&mut lab, "scramble-wca");
        assert!(lab.notice_text().unwrap().contains("no WCA scramble"));
    }

    #[test]
    fn keys_turn_and_rotate_the_megaminx_and_only_undo_elsewhere() {
        let mut lab = Lab::new();
        assert_eq!(
            lab.handle(key("KeyI", false, false, false)),
            [Effect::Redraw]
        );
        assert!(!lab.sim().position().is_identity());
        assert!(
            lab.handle(key("KeyI", false, false, true)).is_empty(),
            "alt is the browser's"
        );
        lab.handle(key("KeyZ", true, false, false));
        assert!(lab.sim().position().is_identity(), "ctrl-Z undoes");
        let rotate = lab.handle(key("KeyY", false, false, false));
        assert!(matches!(rotate[0], Effect::RotateView { .. }), "{rotate:?}");
        lab.select(PuzzleKind::Cube2);
        lab.sim_mut().turn(0, Spin::Clockwise);
        assert!(lab.handle(key("KeyI", false, false, false)).is_empty());
        assert_eq!(
            lab.handle(key("KeyZ", true, false, false)),
            [Effect::Redraw]
        );
        assert!(lab.sim().position().is_identity());
    }
}
