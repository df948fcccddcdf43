//! What each control of the page does (see [`CONTROLS`](crate::app::input::CONTROLS)):
//! [`Lab::handle`] hands an [`Input::Control`](crate::app::input::Input::Control) here. A value the
//! control does not take (an unknown method, a step that is not a number, a tile the net
//! lacks: the page's DOM may say anything) does nothing, and returns no effect.

use super::Lab;
use crate::app::input::Button;
use crate::app::input::Command;
use crate::app::input::Control;
use crate::app::input::Effect;
use crate::app::input::Modifiers;
use crate::app::input::Spin;
use crate::app::input::Value;
use crate::app::input::MOVES_BOX;
use crate::app::input::SHARE_BOX;
use crate::app::sim::NoticeKind;
use crate::app::solve::offered;
use crate::puzzle::notation::display_notation;
use crate::puzzle::{Net, PuzzleKind};

/// A redraw when the control did something, else nothing.
fn redraw_if(done: bool) -> Vec<Effect> {
    if done {
        vec![Effect::Redraw]
    } else {
        Vec::new()
    }
}

impl Lab {
    /// Carries out a control with what the page read from it.
    pub(super) fn control(&mut self, control: Control, value: Value) -> Vec<Effect> {
        match (control, value) {
            (Control::Command(c), _) => self.command(c),
            (Control::Scramble(kind), Value::Seed(seed)) => {
                self.command(Command::Scramble(kind, seed))
            }
            (Control::Moves, Value::Texts(texts)) => self.typed_moves(&texts),
            (Control::CopyLink, _) => self.copy_link(),
            (Control::Key, Value::Key(k)) => self.key_press(k),
            (Control::Resize, _) => vec![Effect::Repaint],
            (Control::NetTile(button), Value::Pressed { data, mods }) => {
                redraw_if(self.net_tile(&data, button, mods))
            }
            (Control::Generator, Value::Ticked { data, checked }) => {
                let g = data
                    .parse()
                    .ok()
                    .filter(|&g| g < self.explorer.selected().len());
                if let Some(g) = g {
                    self.explorer.set_selected(g, checked);
                }
                redraw_if(g.is_some())
            }
            (c, Value::Checked(on)) => redraw_if(self.toggle(c, on)),
            (c, value @ Value::Text(_)) => redraw_if(self.choose(c, &value).is_some()),
            (c, Value::None) => redraw_if(self.press(c)),
            _ => Vec::new(),
        }
    }

    /// The move form: plays the typed moves as one action and empties the box, or says why
    /// it cannot read them (the position and the box stay).
    fn typed_moves(&mut self, texts: &[String]) -> Vec<Effect> {
        let [text, notation] = texts else {
            return Vec::new();
        };
        let notation = self.typed_notation(Some(notation)).unwrap_or_default();
        match self.sim_mut().apply_text(text, notation) {
            Ok(_) => vec![
                Effect::SetText {
                    id: MOVES_BOX,
                    text: String::new(),
                    select: false,
                },
                Effect::Redraw,
            ],
            Err(e) => {
                let text = format!("Could not read those moves: {e}");
                self.sim_mut().set_notice(NoticeKind::Error, text);
                vec![Effect::Redraw]
            }
        }
    }

    /// "Copy link": the share link goes into its box (selected) and onto the clipboard.
    fn copy_link(&mut self) -> Vec<Effect> {
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

    /// A click on tile `data` of the net, if the net has it.
    fn net_tile(&mut self, data: &str, button: Button, mods: Modifiers) -> bool {
        let tiles = Net::of(self.puzzle()).tiles().len();
        let Some(tile) = data.parse().ok().filter(|&t| t < tiles) else {
            return false;
        };
        let spin = button.spin(mods, self.click_spin);
        self.click_tile(tile, spin);
        true
    }

    /// A checkbox; whether it is one.
    fn toggle(&mut self, control: Control, on: bool) -> bool {
        let mut net = self.net_options;
        match control {
            Control::Animate => self.set_instant(!on),
            Control::Anticlockwise => {
                self.click_spin = if on {
                    Spin::Anticlockwise
                } else {
                    Spin::Clockwise
                }
            }
            Control::ShowNet => net.show_net = on,
            Control::ShowNumbers => net.show_numbers = on,
            _ => return false,
        }
        self.net_options = net;
        true
    }

    /// A choice (a select, the slider) or a clicked item of a list, by its text; `None` when
    /// the text names nothing the control takes.
    fn choose(&mut self, control: Control, value: &Value) -> Option<()> {
        match control {
            Control::Puzzle => self.select(value.parse::<PuzzleKind>()?),
            Control::Method => {
                let method = offered(value.text()?)?;
                return self.sim_mut().set_method(method).then_some(());
            }
            Control::Notation => self
                .sim_mut()
                .set_notation(display_notation(value.text()?)?),
            Control::Speed => self.set_speed(value.parse::<f64>().filter(|s| s.is_finite())?),
            Control::SolutionStep => {
                let i: usize = value.parse()?;
                self.sim_mut().step_with(|s| s.goto_step(i));
            }
            Control::Brush => return self.set_brush(value.parse()?).then_some(()),
            _ => return None,
        }
        Some(())
    }

    /// A button that reads nothing; whether it is one.
    fn press(&mut self, control: Control) -> bool {
        match control {
            Control::PaintToggle => self.set_painting(self.paint.is_none()),
            Control::PaintUse => {
                self.use_paint();
            }
            Control::PaintFrom(from) => self.paint_from(from),
            Control::AllGenerators(all) => {
                let names = if all {
                    self.puzzle().def().generator_names().join(" ")
                } else {
                    String::new()
                };
                self.explorer.select_names(&names);
            }
            Control::Explore => {
                let requests = self.explore();
                self.outbox.extend(requests);
            }
            Control::CancelExplore => self.outbox.extend(self.explorer.cancel()),
            Control::AskMember => {
                let request = self.ask_member();
                self.outbox.extend(request);
            }
            _ => return false,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::ControlSpec;
    use crate::app::input::Input;
    use crate::app::input::KeyPress;
    use crate::app::input::Read;
    use crate::app::input::CONTROLS;
    use crate::app::input::MOVES_NOTATION;
    use crate::app::solve::offers_for;
    use crate::app::worker::GroupWorker;
    use crate::app::worker::Request;

    /// The page's control with this id (its first event).
    fn spec(id: &str) -> &'static ControlSpec {
        CONTROLS.iter().find(|c| c.id == id).unwrap()
    }

    fn act(lab: &mut Lab, id: &str, value: Value) -> Vec<Effect> {
        let control = spec(id).control;
        lab.handle(Input::Control { control, value })
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
                        _ => "s1".to_string(),
                    })
                    .collect(),
            ),
            Read::Data(_) => text("1"),
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
            let effects = lab.handle(Input::Control {
                control: spec.control,
                value,
            });
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
        act(&mut lab, "show-net", Value::Checked(true));
        act(&mut lab, "show-numbers", Value::Checked(true));
        assert!(lab.net_options().show_net && lab.net_options().show_numbers);
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
        lab.handle(Input::Control {
            control: right.control,
            value: press(false),
        });
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
        act(&mut lab, "explore", Value::None);
        let sent = lab.take_requests();
        assert!(matches!(sent[..], [Request::Start { .. }]), "{sent:?}");
        act(&mut lab, "member-ask", Value::None);
        assert!(lab.take_requests().is_empty(), "nothing computed to ask");
        act(&mut lab, "explore-cancel", Value::None);
        assert!(matches!(lab.take_requests()[..], [Request::Cancel { .. }]));
    }

    /// Solve on a small puzzle posts one request to the worker, with the method chosen for
    /// it; the solution's buttons then step, jump and play, as on the Megaminx.
    #[test]
    fn a_small_puzzles_solve_posts_a_request_and_steps() {
        let mut lab = Lab::new();
        act(&mut lab, "puzzle", text("pyraminx"));
        lab.take_requests();
        act(&mut lab, "scramble-random", Value::Seed(4));
        act(&mut lab, "solve-method", text("three-cycles"));
        act(&mut lab, "solve", Value::None);
        let sent = lab.take_requests();
        let [request @ Request::Solve { .. }] = &sent[..] else {
            panic!("{sent:?}");
        };
        let mut worker = GroupWorker::new();
        worker.handle(request.clone());
        while worker.busy() {
            for reply in worker.step(1_000) {
                lab.receive(&reply);
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
