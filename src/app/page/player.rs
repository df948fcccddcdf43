//! [`Player`]: what a `<minx-player>` is besides its lab — its attributes as last taken, the
//! messages of those it refused, and what it last told the host page. It reads attribute
//! changes into the lab's actions ([`Player::set`]: several at once, so the alg is opened
//! once, after the puzzle, setup and notation it needs), says what its own elements show
//! ([`Player::view`]: patches by id, written like the panel's) and which events a frame
//! brings ([`Player::events`]). The web only carries these out.

use super::patch::Patch;
use crate::app::input::{
    Action, Actor, AlgTimeline, Background, ControlPanel, PlayerAttribute, Visualization,
};
use crate::app::lab::{Lab, Outcome};
use crate::puzzle::PuzzleKind;

/// The key under which a refused alg (or setup, or notation) is told.
const ALG: &str = "alg";

/// A player's own state.
#[derive(Clone, Debug, Default)]
pub struct Player {
    /// The puzzle, when set (the Megaminx, else).
    puzzle: Option<PuzzleKind>,
    timeline: AlgTimeline,
    scheme: Option<String>,
    visualization: Visualization,
    control_panel: ControlPanel,
    background: Background,
    camera: (f64, f64),
    cycles: bool,
    /// Why attributes were refused, by attribute, in the order they were.
    refused: Vec<(String, String)>,
    /// The open alg's move and whether it had ended, when last looked at.
    seen: Option<(usize, bool)>,
    /// Whether the open alg's cursor last moved by one move (played, not jumped).
    stepped: bool,
}

/// What a player tells its host page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerEvent {
    /// A move of the alg was played (forwards or back): the moves done now, of `total`.
    Move {
        /// Moves done.
        done: usize,
        /// Moves in all.
        total: usize,
    },
    /// The alg played to its end (its last move landed).
    Ended,
}

impl PlayerEvent {
    /// The DOM event's name.
    pub fn name(self) -> &'static str {
        match self {
            PlayerEvent::Move { .. } => "move",
            PlayerEvent::Ended => "ended",
        }
    }
}

impl Player {
    /// Takes attribute changes (name, value; `None`: removed) and carries them out on `lab`
    /// as a script would (a refusal is kept as the attribute's message, the lab unchanged);
    /// the outcomes for the page to carry out.
    pub fn set(&mut self, lab: &mut Lab, changes: &[(String, Option<String>)]) -> Vec<Outcome> {
        let mut actions: Vec<(String, Action)> = Vec::new();
        let mut reopen = false;
        for (name, value) in changes {
            match PlayerAttribute::read(name, value.as_deref()) {
                Ok(attribute) => {
                    self.forget(name);
                    reopen |= self.take(attribute, name, &mut actions);
                }
                Err(e) => self.refuse(name, &e),
            }
        }
        if reopen {
            let open = Action::OpenAlg(self.timeline.clone());
            actions.push((ALG.to_string(), open));
            self.seen = None;
        }
        let mut outcomes = Vec::new();
        for (name, action) in actions {
            let out = lab.act(action, Actor::Script);
            match &out.answer {
                Err(e) => self.refuse(&name, e),
                Ok(_) => self.forget(&name),
            }
            outcomes.push(out);
        }
        outcomes
    }

    /// Notes one attribute; the actions it asks for now; whether the alg must be reopened.
    fn take(
        &mut self,
        attribute: PlayerAttribute,
        name: &str,
        actions: &mut Vec<(String, Action)>,
    ) -> bool {
        let t = &mut self.timeline;
        let mut act = |action| actions.push((name.to_string(), action));
        use PlayerAttribute as P;
        match attribute {
            P::Puzzle(puzzle) => {
                self.puzzle = Some(puzzle);
                act(Action::SelectPuzzle(puzzle));
                act(Action::SetScheme(self.scheme_name()));
            }
            P::Alg(alg) => t.alg = alg,
            P::SetupAlg(setup) => t.setup = setup,
            P::SetupAnchor(anchor) => t.anchor = anchor,
            P::Notation(notation) => t.notation = notation.map(|n| n.name().to_string()),
            P::Phases(on) => t.phases = on,
            P::Visualization(v) => {
                self.visualization = v;
                act(Action::ShowNet(v == Visualization::TwoD));
            }
            P::ControlPanel(c) => self.control_panel = c,
            P::Background(b) => self.background = b,
            P::Cycles(on) => self.cycles = on,
            P::TempoScale(speed) => act(Action::SetSpeed(speed)),
            P::CameraLatitude(lat) => self.camera.0 = lat,
            P::CameraLongitude(long) => self.camera.1 = long,
            P::Arrows(on) => act(Action::ShowArrows(on)),
            P::Letters(on) => act(Action::ShowLetters(on)),
            P::Scheme(scheme) => {
                self.scheme = scheme;
                act(Action::SetScheme(self.scheme_name()));
            }
        }
        if matches!(attribute_kind(name), Kind::Camera) {
            let (latitude, longitude) = self.camera;
            act(Action::Camera {
                latitude,
                longitude,
            });
        }
        matches!(attribute_kind(name), Kind::Alg)
    }

    /// The scheme asked for, else the puzzle's default.
    fn scheme_name(&self) -> String {
        let puzzle = self.puzzle.unwrap_or(PuzzleKind::Megaminx);
        let default = puzzle.info().schemes.first().copied().unwrap_or_default();
        self.scheme.clone().unwrap_or_else(|| default.to_string())
    }

    fn refuse(&mut self, name: &str, why: &impl std::fmt::Display) {
        self.forget(name);
        self.refused.push((name.to_string(), why.to_string()));
    }

    fn forget(&mut self, name: &str) {
        self.refused.retain(|(n, _)| n != name);
    }

    /// The messages of the attributes refused now (the player shows them, and the console).
    pub fn messages(&self) -> Vec<String> {
        self.refused
            .iter()
            .map(|(name, why)| {
                if why.starts_with(name.as_str()) {
                    why.clone()
                } else {
                    format!("{name}: {why}")
                }
            })
            .collect()
    }

    /// What the player's own elements show: its frame's `data-` attributes (the style sheet
    /// reads them), the message, the phase caption and the Play button.
    pub fn view(&self, lab: &Lab) -> Vec<Patch> {
        let on_off = |on: bool| if on { "on" } else { "off" };
        let messages = self.messages().join(" · ");
        let playing = lab.sim().playing();
        vec![
            Patch::attr(
                "player",
                "data-visualization",
                self.visualization.to_string(),
            ),
            Patch::attr(
                "player",
                "data-control-panel",
                self.control_panel.to_string(),
            ),
            Patch::attr("player", "data-background", self.background.to_string()),
            Patch::attr("player", "data-cycles", on_off(self.cycles)),
            Patch::attr("player", "data-phases", on_off(self.timeline.phases)),
            Patch::hidden("player-message", messages.is_empty()),
            Patch::text("player-message", messages),
            Patch::text("player-phase", phase_caption(lab)),
            Patch::text("player-play", if playing { "Pause" } else { "Play" }),
            Patch::attr("player-play", "aria-pressed", playing.to_string()),
        ]
    }

    /// What happened since it was last asked: a move played (the open alg's cursor moved by
    /// one), the alg ended (played to its end and landed). Opening an alg or jumping tells
    /// nothing.
    pub fn events(&mut self, lab: &Lab) -> Vec<PlayerEvent> {
        let Some(s) = lab.sim().solution() else {
            self.seen = None;
            return Vec::new();
        };
        let now = (s.position(), s.at_end() && !lab.busy());
        let mut out = Vec::new();
        if let Some((before, ended)) = self.seen {
            if now.0 != before {
                self.stepped = now.0.abs_diff(before) == 1;
                if self.stepped {
                    out.push(PlayerEvent::Move {
                        done: now.0,
                        total: s.total(),
                    });
                }
            }
            if now.1 && !ended && self.stepped {
                out.push(PlayerEvent::Ended);
            }
        }
        self.seen = Some(now);
        out
    }
}

/// Which part of the player an attribute sets.
enum Kind {
    Alg,
    Camera,
    Other,
}

fn attribute_kind(name: &str) -> Kind {
    match name {
        "puzzle"
        | "alg"
        | "experimental-setup-alg"
        | "experimental-setup-anchor"
        | "notation"
        | "phases" => Kind::Alg,
        "camera-latitude" | "camera-longitude" => Kind::Camera,
        _ => Kind::Other,
    }
}

/// The phase being played, by name, and where it is among them ("Phase X⁻¹ (3 of 6)");
/// after the last move, the last phase.
fn phase_caption(lab: &Lab) -> String {
    let Some(s) = lab.sim().solution() else {
        return String::new();
    };
    let n = s.steps().len();
    let i = s.current().map_or(n.saturating_sub(1), |(i, _)| i);
    match s.steps().get(i) {
        Some(step) => format!("Phase {} ({} of {n})", step.phase, i + 1),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests;
