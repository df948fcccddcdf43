//! The page's controls as data: for each element id, the DOM event listened to, what the page
//! reads when it fires, and the [`Control`] it stands for. The web wires every entry of
//! [`CONTROLS`] the same way — read a [`Value`], make it the control's [`Action`]
//! ([`Control::action`]), give it to [`Lab::act`](crate::app::lab::Lab::act), carry out the
//! effects — so what each control does is decided (and tested) natively.

use super::action::Action;
use super::alg_timeline::TimelineCommand;
use super::events::{Button, KeyPress, Modifiers, StepCommand};
use crate::app::draw::{FilmAsk, PictureAsk};
use crate::app::sim::PaintFrom;
use crate::app::sim::ScrambleKind;
use crate::puzzle::notation::display_notation;
use crate::puzzle::PuzzleKind;
use crate::solver::Budget;
use Control as C;
use StepCommand::{NextMove, NextStep, PrevMove, PrevStep};
use Trigger as T;

/// The text box of the move form.
pub const MOVES_BOX: &str = "alg-input";
/// The move form's notation select.
pub const MOVES_NOTATION: &str = "alg-notation";
/// The read-only box the share link is written into.
pub const SHARE_BOX: &str = "share-url";
/// The Export menu's picture boxes: width, height and background, in the order
/// [`PictureAsk::from_boxes`] reads them.
pub const PICTURE_BOXES: [&str; 3] = ["picture-width", "picture-height", "picture-background"];
/// The Export menu's film boxes, in the order [`FilmAsk::from_boxes`] reads them: source,
/// view, size, speed, and the move box's alg and notation (the `alg` source's).
pub const FILM_BOXES: [&str; 6] = [
    "film-source",
    "film-view",
    "film-size",
    "film-speed",
    MOVES_BOX,
    MOVES_NOTATION,
];
/// Not an element: the page's window (its keyboard, its size).
pub const WINDOW: &str = "window";

/// The DOM event a control is listened to for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// `click`.
    Click,
    /// `change` (a select's choice, a checkbox ticked).
    Change,
    /// `input` (a slider moved).
    Input,
    /// `submit` (a form sent).
    Submit,
    /// `contextmenu` (a right-click).
    ContextMenu,
    /// `keydown` (the window's).
    KeyDown,
    /// `resize` (the window's).
    Resize,
}

impl Trigger {
    /// The event's DOM name.
    pub fn name(self) -> &'static str {
        match self {
            Trigger::Click => "click",
            Trigger::Change => "change",
            Trigger::Input => "input",
            Trigger::Submit => "submit",
            Trigger::ContextMenu => "contextmenu",
            Trigger::KeyDown => "keydown",
            Trigger::Resize => "resize",
        }
    }

    /// Whether the page keeps the browser from its own handling, given whether the lab
    /// `used` the input: a form's submit would reload the page, a context menu would cover
    /// what was right-clicked; a key stays the browser's unless the lab used it.
    pub fn prevents_default(self, used: bool) -> bool {
        match self {
            Trigger::Submit | Trigger::ContextMenu => true,
            Trigger::KeyDown => used,
            _ => false,
        }
    }
}

/// What the page reads when a control's event fires (the [`Value`] it hands over).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    /// Nothing: [`Value::None`].
    Nothing,
    /// A fresh random seed (the core never reads the OS): [`Value::Seed`].
    Seed,
    /// Whether the event's target is checked: [`Value::Checked`].
    Checked,
    /// The event target's value (a select's, a slider's): [`Value::Text`].
    Value,
    /// The values of these text boxes and selects, by id, in order: [`Value::Texts`].
    Boxes(&'static [&'static str]),
    /// This attribute of the event target's nearest ancestor that has it (the target
    /// included): [`Value::Text`]. No such ancestor: no input.
    Data(&'static str),
    /// That attribute, and whether the event's target is checked: [`Value::Ticked`].
    DataChecked(&'static str),
    /// That attribute, and the event target's value: [`Value::Texts`] of the two.
    DataValue(&'static str),
    /// That attribute, and the modifiers held: [`Value::Pressed`].
    DataModifiers(&'static str),
    /// The key pressed, the modifiers and the tag of the element it was typed in:
    /// [`Value::Key`].
    Key,
}

/// What the page read from a control (see [`Read`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Nothing read.
    None,
    /// A random seed.
    Seed(u64),
    /// A checkbox's state.
    Checked(bool),
    /// A value or attribute, as the page has it (it may be anything).
    Text(String),
    /// Several boxes' values, in the order the entry named them.
    Texts(Vec<String>),
    /// An attribute of the checkbox changed, and its state.
    Ticked {
        /// The attribute's text.
        data: String,
        /// Whether it is checked now.
        checked: bool,
    },
    /// An attribute of what was clicked, and the modifiers held.
    Pressed {
        /// The attribute's text.
        data: String,
        /// The modifiers.
        mods: Modifiers,
    },
    /// A key pressed.
    Key(KeyPress),
}

impl Value {
    /// The text read, if it was one text.
    pub fn text(&self) -> Option<&str> {
        match self {
            Value::Text(t) => Some(t),
            _ => None,
        }
    }

    /// The text read, parsed as `T`, if it was one text and parses.
    pub fn parse<T: std::str::FromStr>(&self) -> Option<T> {
        self.text()?.parse().ok()
    }
}

/// A control of the page, by what it does (the [`Action`] it is read into:
/// [`Control::action`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// "Undo".
    Undo,
    /// "Redo".
    Redo,
    /// "Reset".
    Reset,
    /// "Solve".
    Solve,
    /// Stop waiting for a solve planned in the worker.
    CancelSolve,
    /// Stop searching for shorter plans.
    StopSearch,
    /// A step button of the solution.
    Step(StepCommand),
    /// Play or pause the solution.
    PlayPause,
    /// A button of a player's transport.
    Transport(TimelineCommand),
    /// Close the solution.
    CloseSolution,
    /// Turn the view back home.
    ViewHome,
    /// A scramble button (the seed comes with the value).
    Scramble(ScrambleKind),
    /// The move form: play the typed moves.
    Moves,
    /// "Phases": open the typed moves' phases to step through.
    Phases,
    /// The Megaminx's solving method select.
    Method,
    /// The notation select of the history.
    Notation,
    /// The turn-speed slider.
    Speed,
    /// The "animate" checkbox.
    Animate,
    /// The "taps turn anticlockwise" checkbox.
    Anticlockwise,
    /// A step of the Megaminx solution's list (jump to its start).
    SolutionStep,
    /// "Copy link".
    CopyLink,
    /// Export ▸ "Figure (SVG)".
    ExportFigure,
    /// Export ▸ "Picture (PNG)", with the size and background boxes beside it.
    ExportPicture,
    /// Export ▸ "Film (GIF)", with its source, view, size and speed boxes.
    ExportFilm,
    /// The film's Cancel.
    CancelFilm,
    /// The puzzle selector.
    Puzzle,
    /// The Megaminx's "flat net" checkbox.
    ShowNet,
    /// The "sticker numbers" checkbox.
    ShowNumbers,
    /// The "arrows" checkbox.
    ShowArrows,
    /// The colour scheme select.
    Scheme,
    /// A cycle of the position in the panel (lit alone, or let go).
    Cycle,
    /// The "letters" checkbox.
    ShowLetters,
    /// A face's colour input among the custom colours.
    FaceColour,
    /// A tile of the flat net, clicked with this button.
    NetTile(Button),
    /// Paint mode on or off.
    PaintToggle,
    /// "Use this position".
    PaintUse,
    /// Paint every sticker from these colours.
    PaintFrom(PaintFrom),
    /// A colour of the palette.
    Brush,
    /// A generator's checkbox in the explorer.
    Generator,
    /// Choose every generator (`true`) or none.
    AllGenerators(bool),
    /// Compute the chosen subgroup.
    Explore,
    /// Stop computing it.
    CancelExplore,
    /// Ask whether the position is in the subgroup.
    AskMember,
    /// The keyboard (see `app/keys.rs`).
    Key,
    /// The window's size changed: redraw.
    Resize,
}

/// One entry of the page's controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ControlSpec {
    /// The element's id.
    pub id: &'static str,
    /// The event listened to.
    pub event: Trigger,
    /// What the page reads when it fires.
    pub read: Read,
    /// What it does.
    pub control: Control,
}

const fn spec(id: &'static str, event: Trigger, read: Read, control: Control) -> ControlSpec {
    ControlSpec {
        id,
        event,
        read,
        control,
    }
}

const fn click(id: &'static str, control: Control) -> ControlSpec {
    spec(id, Trigger::Click, Read::Nothing, control)
}

const fn tick(id: &'static str, control: Control) -> ControlSpec {
    spec(id, Trigger::Change, Read::Checked, control)
}

const fn choose(id: &'static str, control: Control) -> ControlSpec {
    spec(id, Trigger::Change, Read::Value, control)
}

/// Every control of the page.
#[rustfmt::skip]
pub const CONTROLS: [ControlSpec; 54] = [
    click("undo", C::Undo),
    click("redo", C::Redo),
    click("reset", C::Reset),
    spec("scramble-wca", T::Click, Read::Seed, C::Scramble(ScrambleKind::Wca)),
    spec("scramble-random", T::Click, Read::Seed, C::Scramble(ScrambleKind::RandomState)),
    click("solve", C::Solve),
    click("solve-cancel", C::CancelSolve),
    click("sol-search-stop", C::StopSearch),
    click("sol-prev-step", C::Step(PrevStep)),
    click("sol-prev-move", C::Step(PrevMove)),
    click("sol-next-move", C::Step(NextMove)),
    click("sol-next-step", C::Step(NextStep)),
    click("sol-play", C::PlayPause),
    click("sol-close", C::CloseSolution),
    click("player-start", C::Transport(TimelineCommand::Start)),
    click("player-play", C::Transport(TimelineCommand::Toggle)),
    click("player-end", C::Transport(TimelineCommand::End)),
    click("view-home", C::ViewHome),
    spec("alg-form", T::Submit, Read::Boxes(&[MOVES_BOX, MOVES_NOTATION]), C::Moves),
    spec("alg-phases", T::Click, Read::Boxes(&[MOVES_BOX, MOVES_NOTATION]), C::Phases),
    choose("solve-method", C::Method),
    choose("notation", C::Notation),
    spec("speed", T::Input, Read::Value, C::Speed),
    tick("animate", C::Animate),
    tick("anticlockwise", C::Anticlockwise),
    spec("steps", T::Click, Read::Data("data-step"), C::SolutionStep),
    click("copy-link", C::CopyLink),
    click("export-figure", C::ExportFigure),
    spec("export-picture", T::Click, Read::Boxes(&PICTURE_BOXES), C::ExportPicture),
    spec("export-film", T::Click, Read::Boxes(&FILM_BOXES), C::ExportFilm),
    click("film-cancel", C::CancelFilm),
    choose("puzzle", C::Puzzle),
    tick("show-net", C::ShowNet),
    tick("show-numbers", C::ShowNumbers),
    tick("show-arrows", C::ShowArrows),
    choose("scheme", C::Scheme),
    spec("piece-cycles", T::Click, Read::Data("data-cycle"), C::Cycle),
    tick("show-letters", C::ShowLetters),
    spec("custom-colours", T::Change, Read::DataValue("data-face"), C::FaceColour),
    spec("net-view", T::Click, Read::DataModifiers("data-tile"), C::NetTile(Button::Primary)),
    spec("net-view", T::ContextMenu, Read::DataModifiers("data-tile"), C::NetTile(Button::Secondary)),
    click("paint-toggle", C::PaintToggle),
    click("paint-use", C::PaintUse),
    click("paint-solved", C::PaintFrom(PaintFrom::Solved)),
    click("paint-current", C::PaintFrom(PaintFrom::Current)),
    spec("palette", T::Click, Read::Data("data-colour"), C::Brush),
    spec("gen-list", T::Change, Read::DataChecked("data-gen"), C::Generator),
    click("gens-all", C::AllGenerators(true)),
    click("gens-none", C::AllGenerators(false)),
    click("explore", C::Explore),
    click("explore-cancel", C::CancelExplore),
    click("member-ask", C::AskMember),
    spec(WINDOW, T::KeyDown, Read::Key, C::Key),
    spec(WINDOW, T::Resize, Read::Nothing, C::Resize),
];

impl Control {
    /// The [`Action`] this control means with what the page read from it; `None` when the
    /// value is not one it takes (the page's DOM may say anything: a step that is not a
    /// number, a tile that is not one, a missing seed).
    pub fn action(self, value: Value) -> Option<Action> {
        match value {
            Value::None => self.plain(),
            Value::Seed(seed) => match self {
                C::Scramble(kind) => Some(Action::Scramble(kind, seed)),
                _ => None,
            },
            Value::Checked(on) => self.ticked(on),
            Value::Text(text) => self.chosen(&text),
            Value::Texts(texts) => match (self, <[String; 2]>::try_from(texts)) {
                (C::Moves, Ok([alg, notation])) => Some(Action::Apply {
                    alg,
                    notation: Some(notation),
                }),
                (C::Phases, Ok([alg, notation])) => Some(Action::PlayPhases {
                    alg,
                    notation: Some(notation),
                }),
                (C::FaceColour, Ok([face, colour])) => Some(Action::SetFaceColour { face, colour }),
                (C::ExportPicture, Err(texts)) => match &texts[..] {
                    [w, h, background] => Some(Action::ExportPicture(PictureAsk::from_boxes(
                        w, h, background,
                    ))),
                    _ => None,
                },
                (C::ExportFilm, Err(texts)) => <[String; 6]>::try_from(texts)
                    .ok()
                    .map(|texts| Action::ExportFilm(FilmAsk::from_boxes(&texts))),
                _ => None,
            },
            Value::Ticked { data, checked } => match self {
                C::Generator => Some(Action::SelectGenerator {
                    generator: data.parse().ok()?,
                    on: checked,
                }),
                _ => None,
            },
            Value::Pressed { data, mods } => match self {
                C::NetTile(button) => Some(Action::ClickTile {
                    tile: data.parse().ok()?,
                    button,
                    mods,
                }),
                _ => None,
            },
            Value::Key(key) => (self == C::Key).then_some(Action::Key(key)),
        }
    }

    /// A control that reads nothing.
    fn plain(self) -> Option<Action> {
        Some(match self {
            C::Undo => Action::Undo,
            C::Redo => Action::Redo,
            C::Reset => Action::Reset,
            C::Solve => Action::Solve {
                method: None,
                budget: Some(Budget::PANEL),
            },
            C::CancelSolve => Action::CancelSolve,
            C::StopSearch => Action::StopSearch,
            C::Step(s) => Action::Step(s),
            C::PlayPause => Action::PlayPause,
            C::Transport(command) => Action::Timeline(command),
            C::CloseSolution => Action::CloseSolution,
            C::ViewHome => Action::ViewHome,
            C::CopyLink => Action::CopyLink,
            C::ExportFigure => Action::ExportFigure,
            C::CancelFilm => Action::CancelFilm,
            C::PaintToggle => Action::TogglePaint,
            C::PaintUse => Action::UsePaint,
            C::PaintFrom(from) => Action::PaintFrom(from),
            C::AllGenerators(all) => Action::AllGenerators(all),
            C::Explore => Action::Explore,
            C::CancelExplore => Action::CancelExplore,
            C::AskMember => Action::AskMember,
            C::Resize => Action::Resize,
            _ => return None,
        })
    }

    /// A checkbox, ticked or not.
    fn ticked(self, on: bool) -> Option<Action> {
        Some(match self {
            C::Animate => Action::Animate(on),
            C::Anticlockwise => Action::TapsAnticlockwise(on),
            C::ShowNet => Action::ShowNet(on),
            C::ShowNumbers => Action::ShowNumbers(on),
            C::ShowArrows => Action::ShowArrows(on),
            C::ShowLetters => Action::ShowLetters(on),
            _ => return None,
        })
    }

    /// A choice (a select, the slider) or a clicked item of a list, by its text.
    fn chosen(self, text: &str) -> Option<Action> {
        Some(match self {
            C::Puzzle => Action::SelectPuzzle(text.parse::<PuzzleKind>().ok()?),
            C::Method => Action::ChooseMethod(text.to_string()),
            C::Notation => Action::SetNotation(display_notation(text)?),
            C::Speed => Action::SetSpeed(decimal(text)?),
            C::SolutionStep => Action::GoToStep(text.parse().ok()?),
            C::Brush => Action::Brush(text.parse().ok()?),
            C::Scheme => Action::SetScheme(text.to_string()),
            C::Cycle => Action::FocusCycle(Some(text.to_string())),
            _ => return None,
        })
    }
}

/// The slider's value, a plain decimal such as `1`, `0.25` or `2.5` (what an
/// `<input type="range">` reports for our steps): at most nine digits on either side of one
/// optional point, no sign, no exponent. Read by hand rather than by `f64::from_str`, whose
/// tables and code (17.7 KB of the page's wasm, 14.3 KB of it gzipped) nothing else on the
/// page needs.
fn decimal(text: &str) -> Option<f64> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty() && fraction.is_empty() || whole.len() > 9 || fraction.len() > 9 {
        return None;
    }
    let digits = |t: &str| {
        t.bytes().try_fold(0u32, |n, b| {
            b.is_ascii_digit().then(|| n * 10 + u32::from(b - b'0'))
        })
    };
    let scale = 10u32.pow(fraction.len() as u32);
    Some(f64::from(digits(whole)?) + f64::from(digits(fraction)?) / f64::from(scale))
}

impl ControlSpec {
    /// The entry for the element with this id and event, if the page has one.
    pub fn find(id: &str, event: Trigger) -> Option<&'static ControlSpec> {
        CONTROLS.iter().find(|c| c.id == id && c.event == event)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each element is listened to once per event, and only the net and the window have
    /// two events.
    #[test]
    fn entries_are_distinct() {
        for (i, c) in CONTROLS.iter().enumerate() {
            assert_eq!(ControlSpec::find(c.id, c.event), Some(c), "{}", c.id);
            let same_id = CONTROLS[..i].iter().filter(|o| o.id == c.id).count();
            let two = ["net-view", WINDOW].contains(&c.id);
            assert!(same_id == 0 || two, "{} twice", c.id);
            assert!(
                CONTROLS[..i].iter().all(|o| o.control != c.control),
                "{c:?}"
            );
        }
        assert_eq!(ControlSpec::find("<b>", Trigger::Click), None);
    }

    #[test]
    fn events_and_values() {
        assert_eq!(Trigger::ContextMenu.name(), "contextmenu");
        assert!(Trigger::Submit.prevents_default(false) && !Trigger::Click.prevents_default(true));
        assert!(
            Trigger::KeyDown.prevents_default(true) && !Trigger::KeyDown.prevents_default(false)
        );
        assert_eq!(Value::Text("7".into()).parse::<usize>(), Some(7));
        assert_eq!(Value::Text("x".into()).parse::<usize>(), None);
        assert_eq!(Value::Checked(true).parse::<usize>(), None);
    }

    /// The slider's values read as `f64::from_str` reads them; anything else is no value.
    #[test]
    fn slider_decimals() {
        for text in [
            "0.25",
            "1",
            "1.5",
            "4",
            "4.00",
            ".5",
            "7.",
            "12.75",
            "999999999.5",
        ] {
            assert_eq!(decimal(text), text.parse().ok(), "{text}");
        }
        for text in [
            "",
            ".",
            "-1",
            "+1",
            "1e3",
            "1.2.3",
            " 1",
            "NaN",
            "inf",
            "1234567890",
            "٣",
        ] {
            assert_eq!(decimal(text), None, "{text}");
        }
    }
}
