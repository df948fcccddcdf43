//! The lab's settings and tools, as [`Lab::act`](super::Lab::act) carries them out: the
//! view's and the animation's settings, the solving method chosen, paint mode and the
//! subgroup explorer, the share link and the net. A value the lab does not take (a method
//! the puzzle lacks, a tile the net lacks, a colour past the palette) does nothing, and
//! returns no effect.

use super::act::Done;
use super::Lab;
use crate::app::input::Action;
use crate::app::input::Button;
use crate::app::input::Effect;
use crate::app::input::Modifiers;
use crate::app::input::Spin;
use crate::app::input::SHARE_BOX;
use crate::app::sim::NoticeKind;
use crate::app::solve::offered;
use crate::app::worker::Request;
use crate::puzzle::Net;

impl Lab {
    /// A setting or a tool.
    pub(super) fn set(&mut self, action: Action) -> Done {
        let mut net = self.net_options;
        match action {
            Action::SetNotation(notation) => self.sim_mut().set_notation(notation),
            Action::SetSpeed(speed) => self.set_speed(speed),
            Action::Animate(on) => self.set_instant(!on),
            Action::TapsAnticlockwise(on) => {
                self.click_spin = if on {
                    Spin::Anticlockwise
                } else {
                    Spin::Clockwise
                }
            }
            Action::ShowNet(on) => net.show_net = on,
            Action::ShowNumbers(on) => net.show_numbers = on,
            Action::ShowArrows(on) => self.show_arrows(on),
            Action::ShowLetters(on) => self.show_letters(on),
            Action::Resize => return Done::effects(vec![Effect::Repaint]),
            Action::ChooseMethod(name) => {
                let chosen = offered(&name).filter(|&m| self.sim_mut().set_method(m));
                if let Some(method) = chosen.filter(|m| m.in_worker()) {
                    // Built ahead while the person gets to Solve (the fewest-moves method's
                    // tables are fetched only for a person who picks or uses it).
                    let puzzle = self.puzzle();
                    self.outbox.push(Request::Prepare { puzzle, method });
                }
                return Done::redraw_if(chosen.is_some());
            }
            tool => return Done::redraw_if(self.use_tool(tool)),
        }
        self.net_options = net;
        Done::redraw()
    }

    /// Paint mode and the explorer; whether the tool took the action.
    fn use_tool(&mut self, action: Action) -> bool {
        match action {
            Action::TogglePaint => self.set_painting(self.paint.is_none()),
            Action::UsePaint => {
                self.use_paint();
            }
            Action::PaintFrom(from) => self.paint_from(from),
            Action::Brush(colour) => return self.set_brush(colour),
            Action::SelectGenerator { generator, on } => {
                if generator >= self.explorer.selected().len() {
                    return false;
                }
                self.explorer.set_selected(generator, on);
            }
            Action::AllGenerators(all) => {
                let names = if all {
                    self.puzzle().def().generator_names().join(" ")
                } else {
                    String::new()
                };
                self.explorer.select_names(&names);
            }
            Action::Explore => {
                let requests = self.explore();
                self.outbox.extend(requests);
            }
            Action::CancelExplore => self.outbox.extend(self.explorer.cancel()),
            Action::AskMember => {
                let request = self.ask_member();
                self.outbox.extend(request);
            }
            other => unreachable!("{} is not a setting or a tool", <&str>::from(&other)),
        }
        true
    }

    /// "Copy link": the share link goes into its box (selected) and onto the clipboard.
    pub(super) fn copy_link(&mut self) -> Vec<Effect> {
        let url = self.share_link();
        let said = "Link made: it is in the box below (and on the clipboard).";
        self.sim_mut()
            .set_notice(NoticeKind::Info, said.to_string());
        vec![
            Effect::SetText {
                id: SHARE_BOX,
                text: url.clone(),
                select: true,
            },
            Effect::Clipboard(url),
            Effect::Redraw,
        ]
    }

    /// A click on tile `tile` of the net, if the net has it.
    pub(super) fn net_tile(&mut self, tile: usize, button: Button, mods: Modifiers) -> Done {
        if tile >= Net::of(self.puzzle()).tiles().len() {
            return Done::default();
        }
        let spin = button.spin(mods, self.click_spin);
        self.click_tile(tile, spin);
        Done::redraw()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::Actor;
    use crate::app::input::Control;
    use crate::app::input::ControlSpec;
    use crate::app::input::KeyPress;
    use crate::app::input::Read;
    use crate::app::input::Value;
    use crate::app::input::CONTROLS;
    use crate::app::input::MOVES_BOX;
    use crate::app::input::{MOVES_NOTATION, PICTURE_BOXES};
    use crate::app::solve::{offers_for, Method};
    use crate::app::worker::GroupWorker;
    use crate::app::worker::Request;
    use crate::puzzle::PuzzleKind;

    /// The page's control with this id (its first event).
    fn spec(id: &str) -> &'static ControlSpec {
        CONTROLS.iter().find(|c| c.id == id).unwrap()
    }

    /// What the page does after the control with this id reads `value`: the control's
    /// action done by a person, or nothing when it does not take the value.
    fn act(lab: &mut Lab, id: &str, value: Value) -> Vec<Effect> {
        press(lab, spec(id), value)
    }

    /// What the control with this id leaves for the worker after reading `value`.
    fn sent(lab: &mut Lab, id: &str, value: Value) -> Vec<Request> {
        let action = spec(id)
            .control
            .action(value)
            .expect("the control takes it");
        lab.act(action, Actor::Person).requests
    }

    fn press(lab: &mut Lab, spec: &ControlSpec, value: Value) -> Vec<Effect> {
        match spec.control.action(value) {
            Some(action) => lab.person(action),
            None => Vec::new(),
        }
    }

    fn text(s: &str) -> Value {
        Value::Text(s.into())
    }

    /// A value of the kind the page reads for `spec` that the control takes.
    fn sample(spec: &ControlSpec) -> Value {
        let pressed = || Value::Pressed {
            data: "0".into(),
            mods: Modifiers::default(),
        };
        match spec.read {
            Read::Nothing => Value::None,
            Read::Seed => Value::Seed(1),
            Read::Checked => Value::Checked(true),
            Read::Value => text(match spec.control {
                Control::Puzzle => "cube2",
                Control::Method => "optimal",
                Control::Notation => "wca",
                _ => "2",
            }),
            Read::Boxes(ids) => Value::Texts(
                ids.iter()
                    .map(|&id| match id {
                        MOVES_NOTATION => "thesis".to_string(),
                        id if PICTURE_BOXES.contains(&id) => "64".to_string(),
                        _ => "s1".to_string(),
                    })
                    .collect(),
            ),
            Read::Data(_) => text("1"),
            Read::DataValue(_) => Value::Texts(vec!["F".into(), "#ff0000".into()]),
            Read::DataChecked(_) => Value::Ticked {
                data: "0".into(),
                checked: true,
            },
            Read::DataModifiers(_) => pressed(),
            Read::Key => Value::Key(KeyPress {
                code: "KeyZ".into(),
                mods: Modifiers {
                    command: true,
                    ..Modifiers::default()
                },
                target: "BODY".into(),
            }),
        }
    }

    /// A Pyraminx being painted: a lab where every control has something to do.
    fn busy_lab() -> Lab {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Pyraminx);
        lab.set_painting(true);
        lab
    }

    #[test]
    fn every_control_is_handled() {
        for spec in &CONTROLS {
            let mut lab = busy_lab();
            let value = sample(spec);
            let effects = press(&mut lab, spec, value);
            let done = match spec.control {
                Control::Resize => Effect::Repaint,
                _ => Effect::Redraw,
            };
            assert!(effects.contains(&done), "{} did nothing", spec.id);
        }
    }

    /// Values the page's DOM should never hold do nothing, and never panic.
    #[test]
    fn garbage_values_do_nothing() {
        let pressed = |tile: &str| Value::Pressed {
            data: tile.into(),
            mods: Modifiers::default(),
        };
        let cases = [
            ("steps", text("x")),
            ("steps", text("-1")),
            ("solve-method", text("short")),
            ("net-view", pressed("99999")),
            ("net-view", pressed("tile")),
            ("palette", text("99")),
            (
                "gen-list",
                Value::Ticked {
                    data: "77".into(),
                    checked: true,
                },
            ),
            ("puzzle", text("<b>")),
            ("speed", text("fast")),
            ("speed", text("NaN")),
            ("notation", text("klingon")),
            ("solve-method", text("zzz")),
            ("alg-form", Value::Texts(vec!["A".into()])),
            (
                "export-picture",
                Value::Texts(vec!["64".into(), "64".into()]),
            ),
            ("scramble-random", Value::None),
            ("animate", text("yes")),
            ("paint-toggle", Value::Checked(true)),
        ];
        for (id, value) in cases {
            let mut lab = busy_lab();
            let before = format!("{lab:?}");
            assert!(
                act(&mut lab, id, value.clone()).is_empty(),
                "{id} {value:?}"
            );
            assert_eq!(format!("{lab:?}"), before, "{id} {value:?} changed the lab");
        }
    }

    #[test]
    fn the_move_form_plays_good_moves_clears_the_box_and_keeps_bad_ones() {
        let mut lab = Lab::new();
        let form = |moves: &str| Value::Texts(vec![moves.into(), "wca".into()]);
        let clear = Effect::SetText {
            id: MOVES_BOX,
            text: String::new(),
            select: false,
        };
        assert_eq!(
            act(&mut lab, "alg-form", form("R U R'")),
            [clear, Effect::Redraw]
        );
        let played = lab.sim().position().clone();
        assert!(!played.is_identity());
        assert!(lab.panel().notice.is_none());
        assert_eq!(act(&mut lab, "alg-form", form("R Q")), [Effect::Redraw]);
        assert_eq!(
            lab.sim().position().clone(),
            played,
            "a bad alg keeps the state"
        );
        let notice = lab.panel().notice.unwrap();
        assert!(notice.is_error() && notice.text.contains("Could not read"));
    }

    #[test]
    fn the_settings() {
        let mut lab = Lab::new();
        act(&mut lab, "speed", text("2"));
        assert_eq!(lab.sim_mut().timeline().speed(), 2.0);
        act(&mut lab, "animate", Value::Checked(false));
        assert!(lab.sim_mut().timeline().is_instant());
        act(&mut lab, "animate", Value::Checked(true));
        assert!(!lab.sim_mut().timeline().is_instant());
        act(&mut lab, "notation", text("wca"));
        assert_eq!(lab.sim().notation().name(), "wca");
        let last = offers_for(PuzzleKind::Megaminx).last().unwrap().method;
        act(&mut lab, "solve-method", text(last.name()));
        assert_eq!(lab.sim().method(), Some(last));
        act(&mut lab, "solve-method", text("optimal"));
        assert_eq!(lab.sim().method(), Some(last), "not a Megaminx method");
        // A method picked is built ahead by the worker (the fewest-moves one's tables too).
        let prepare = Request::Prepare {
            puzzle: PuzzleKind::Megaminx,
            method: Method::Short,
        };
        assert_eq!(sent(&mut lab, "solve-method", text("short")), [prepare]);
        assert_eq!(sent(&mut lab, "solve-method", text("optimal")), []);
        act(&mut lab, "show-net", Value::Checked(true));
        act(&mut lab, "show-numbers", Value::Checked(true));
        assert!(lab.net_options().show_net && lab.net_options().show_numbers);
        act(&mut lab, "show-letters", Value::Checked(true));
        assert!(lab.letters_shown());
        let face = |f: &str, c: &str| Value::Texts(vec![f.into(), c.into()]);
        act(&mut lab, "custom-colours", face("B", "#00ff00"));
        assert_eq!((lab.scheme(), lab.colours()[1]), ("custom", [0, 255, 0]));
        act(&mut lab, "custom-colours", face("B", "green"));
        assert_eq!(
            lab.colours()[1],
            [0, 255, 0],
            "a bad colour changes nothing"
        );
        assert!(lab
            .notice_text()
            .unwrap()
            .contains("Could not use that colour"));
        act(&mut lab, "puzzle", text("cube2"));
        assert_eq!(lab.puzzle(), PuzzleKind::Cube2);
    }

    /// With "taps turn anticlockwise", a plain click on the net turns anticlockwise and a
    /// shift-click clockwise.
    #[test]
    fn the_anticlockwise_toggle_flips_net_clicks() {
        let mut lab = Lab::new();
        act(&mut lab, "anticlockwise", Value::Checked(true));
        assert_eq!(lab.click_spin(), Spin::Anticlockwise);
        let tiles = Net::of(PuzzleKind::Megaminx);
        let centre = tiles
            .tiles()
            .iter()
            .position(|t| t.sticker.is_none() && t.turn == Some(0));
        let data = centre.unwrap().to_string();
        let press = |shift| Value::Pressed {
            data: data.clone(),
            mods: Modifiers {
                shift,
                ..Modifiers::default()
            },
        };
        act(&mut lab, "net-view", press(false));
        let mut want = Lab::new();
        want.sim_mut().turn(0, Spin::Anticlockwise);
        assert_eq!(lab.sim().position().clone(), want.sim().position().clone());
        act(&mut lab, "net-view", press(true));
        assert!(lab.sim().position().is_identity(), "shift flips it back");
        let right = ControlSpec::find("net-view", crate::app::input::Trigger::ContextMenu).unwrap();
        super::tests::press(&mut lab, right, press(false));
        assert!(
            !lab.sim().position().is_identity(),
            "a right-click turns clockwise"
        );
    }

    #[test]
    fn copy_link_writes_the_share_link_and_says_so() {
        let mut lab = Lab::new();
        lab.set_page_address("https://example.org/minx/");
        lab.sim_mut().apply_text("A", Default::default()).unwrap();
        let url = format!("https://example.org/minx/?{}", lab.link_query());
        assert_eq!(lab.share_link(), url);
        let effects = act(&mut lab, "copy-link", Value::None);
        let shown = Effect::SetText {
            id: SHARE_BOX,
            text: url.clone(),
            select: true,
        };
        assert_eq!(effects, [shown, Effect::Clipboard(url), Effect::Redraw]);
        let notice = lab.panel().notice.unwrap();
        assert!(!notice.is_error() && notice.text.starts_with("Link made"));
    }

    #[test]
    fn a_click_on_the_step_list_jumps_to_its_step() {
        let mut lab = Lab::new();
        act(&mut lab, "scramble-random", Value::Seed(5));
        act(&mut lab, "solve", Value::None);
        let start = lab.sim().solution().unwrap().start_of(1);
        assert_ne!(start, 0);
        assert_eq!(act(&mut lab, "steps", text("1")), [Effect::Redraw]);
        assert_eq!(lab.sim().solution().unwrap().position(), start);
    }

    #[test]
    fn the_palette_and_the_paint_buttons() {
        let mut lab = Lab::new();
        assert!(
            act(&mut lab, "palette", text("3")).is_empty(),
            "not painting"
        );
        act(&mut lab, "paint-toggle", Value::None);
        act(&mut lab, "palette", text("3"));
        assert_eq!(lab.paint().unwrap().brush(), 3);
        lab.paint_sticker(0);
        act(&mut lab, "paint-solved", Value::None);
        act(&mut lab, "paint-use", Value::None);
        assert!(lab.paint().is_none(), "the solved colours read");
        act(&mut lab, "paint-toggle", Value::None);
        act(&mut lab, "paint-toggle", Value::None);
        assert!(lab.paint().is_none());
    }

    /// The explorer's buttons leave their requests in the outbox the page posts.
    #[test]
    fn the_explorer_chooses_generators_and_posts_its_requests() {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Cube2);
        act(&mut lab, "gens-all", Value::None);
        assert!(lab.explorer().selected().iter().all(|&s| s));
        act(&mut lab, "gens-none", Value::None);
        assert!(lab.explorer().selected().iter().all(|&s| !s));
        let tick = Value::Ticked {
            data: "1".into(),
            checked: true,
        };
        act(&mut lab, "gen-list", tick);
        assert_eq!(lab.explorer().names(), "G");
        let started = sent(&mut lab, "explore", Value::None);
        assert!(
            matches!(started[..], [Request::Start { .. }]),
            "{started:?}"
        );
        let asked = sent(&mut lab, "member-ask", Value::None);
        assert!(asked.is_empty(), "nothing computed to ask");
        let cancelled = sent(&mut lab, "explore-cancel", Value::None);
        assert!(matches!(cancelled[..], [Request::Cancel { .. }]));
    }

    /// Solve on a small puzzle posts one request to the worker, with the method chosen for
    /// it; the solution's buttons then step, jump and play, as on the Megaminx.
    #[test]
    fn a_small_puzzles_solve_posts_a_request_and_steps() {
        let mut lab = Lab::new();
        act(&mut lab, "puzzle", text("pyraminx"));
        act(&mut lab, "scramble-random", Value::Seed(4));
        act(&mut lab, "solve-method", text("three-cycles"));
        let solve = sent(&mut lab, "solve", Value::None);
        let [request @ Request::Solve { .. }] = &solve[..] else {
            panic!("{solve:?}");
        };
        let mut worker = GroupWorker::new();
        worker.handle(request.clone());
        while worker.busy() {
            for reply in worker.step(1_000) {
                lab.act(Action::Hear(reply), Actor::Worker);
            }
        }
        act(&mut lab, "sol-next-move", Value::None);
        assert_eq!(lab.sim().solution().unwrap().position(), 1);
        act(&mut lab, "steps", text("1"));
        let s = lab.sim().solution().unwrap();
        assert_eq!(s.position(), s.start_of(1));
        act(&mut lab, "sol-play", Value::None);
        assert!(lab.sim().playing());
    }
}
