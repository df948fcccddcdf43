//! What the lab shows of the group besides the position, the same way for every puzzle: the
//! colour scheme chosen — one choice for the whole page (`wca`, `thesis`, `cvd`, …), which
//! each puzzle reads as its own scheme of that choice, or its default — and the cycle
//! arrows: the piece cycles of the solution step being played, else of the position; and
//! the one cycle of the position chosen in the panel, whose arrows and pieces light alone
//! (arrows on or off) until it is chosen again or the position no longer has it.

use super::Lab;
use crate::app::sim::{LitPiece, UnknownName};
use crate::app::solve::Tone;
use crate::group::Perm;
use crate::puzzle::{PieceCycle, Pieces, CUSTOM};

impl Lab {
    /// The colour scheme chosen for the page: a scheme's choice (`wca`, `cvd`, …).
    pub fn scheme(&self) -> &str {
        &self.scheme
    }

    /// Chooses a colour scheme of the puzzle on screen by its key, its choice or the name
    /// the page shows (`cvd`, `pyraminx-cvd` and `Colour-blind safe` are the same choice);
    /// the choice then holds for every puzzle; `custom` (`Custom`) chooses custom colours
    /// ([`Lab::custom_colours`]). An unknown name changes nothing and says what the puzzle
    /// has.
    pub fn set_scheme(&mut self, name: &str) -> Result<(), UnknownName> {
        let choice = self.puzzle().info().scheme_choice(name)?;
        if choice == CUSTOM {
            self.choose_custom();
        } else {
            self.scheme = choice;
        }
        Ok(())
    }

    /// Whether face letters are drawn on the stickers: each shows the name of the face
    /// whose colour it has (the fallback for telling colours apart).
    pub fn letters_shown(&self) -> bool {
        self.letters
    }

    /// Draws face letters on the stickers, or not.
    pub fn show_letters(&mut self, on: bool) {
        self.letters = on;
    }

    /// Whether cycle arrows are drawn.
    pub fn arrows_shown(&self) -> bool {
        self.arrows
    }

    /// Draws cycle arrows, or not.
    pub fn show_arrows(&mut self, on: bool) {
        self.arrows = on;
    }

    /// The piece cycles the arrows show: the cycle chosen in the panel, if the position has
    /// it; else, when arrows are on, those of the solution step being played — what that
    /// step does, so its three pieces and where they go — or of the position on screen.
    pub fn arrow_cycles(&self) -> Vec<PieceCycle> {
        self.arrows_on()
            .then(|| self.shown_cycles())
            .flatten()
            .map_or_else(Vec::new, |(_, cycles)| cycles)
    }

    /// The permutation whose cycles the arrows show (see [`Lab::arrow_cycles`]); `None`
    /// when they show none (off and no cycle chosen, or painting).
    pub fn arrow_effect(&self) -> Option<Perm> {
        self.arrows_on()
            .then(|| self.shown_cycles())
            .flatten()
            .map(|(effect, _)| effect)
    }

    /// Whether arrows are drawn: on, or a cycle chosen in the panel.
    fn arrows_on(&self) -> bool {
        self.arrows || self.focused_cycle().is_some()
    }

    /// What the arrows show when they are drawn, and a figure's caption lists: the
    /// permutation they follow and its cycles shown — the position and the cycle chosen in
    /// the panel; else what the step being played does and its cycles; else the position
    /// and its cycles. `None` while painting.
    pub fn shown_cycles(&self) -> Option<(Perm, Vec<PieceCycle>)> {
        if self.paint.is_some() {
            return None;
        }
        let sim = self.sim();
        if let Some(chosen) = self.focused_cycle() {
            return Some((sim.position().clone(), vec![chosen]));
        }
        let def = self.puzzle().def();
        let step = sim
            .solution()
            .and_then(|s| s.current().map(|(i, _)| &s.steps()[i]));
        let effect = match step {
            Some(step) => step.moves().fold(def.identity(), |p: Perm, l| {
                p.then(&def.generators()[l.generator].perm.pow(i64::from(l.power)))
            }),
            None => sim.position().clone(),
        };
        let cycles = Pieces::of_perm(def, &effect).cycles(def);
        Some((effect, cycles))
    }

    /// The position's cycle chosen in the panel, while the position still has it (and
    /// nothing is painted).
    pub fn focused_cycle(&self) -> Option<PieceCycle> {
        let chosen = self.focus.as_deref()?;
        if self.paint.is_some() {
            return None;
        }
        let def = self.puzzle().def();
        Pieces::of_perm(def, self.sim().position())
            .cycles(def)
            .into_iter()
            .find(|c| c.text(def) == chosen)
    }

    /// The focus as the panel writes it, while it holds (see [`Lab::focused_cycle`]).
    pub fn focus_text(&self) -> Option<String> {
        let def = self.puzzle().def();
        self.focused_cycle().map(|c| c.text(def))
    }

    /// Chooses a cycle of the position (as the panel writes it, `(AC CD AD)`) to light
    /// alone, or none; choosing the chosen one again lets it go. A cycle the position does
    /// not have changes nothing and says which it has.
    pub fn focus_cycle(&mut self, text: Option<&str>) -> Result<(), UnknownName> {
        let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
            self.focus = None;
            return Ok(());
        };
        let def = self.puzzle().def();
        let texts: Vec<String> = Pieces::of_perm(def, self.sim().position())
            .cycles(def)
            .iter()
            .map(|c| c.text(def))
            .collect();
        if !texts.iter().any(|t| t == text) {
            return Err(UnknownName {
                what: "cycle of the position",
                name: text.to_string(),
                expected: match texts.len() {
                    0 => "none: the position is solved".into(),
                    n if n > 6 => format!("one of {} …", texts[..6].join(" ")),
                    _ => format!("one of {}", texts.join(" ")),
                },
            });
        }
        let again = self.focus_text().as_deref() == Some(text);
        self.focus = (!again).then(|| text.to_string());
        Ok(())
    }

    /// The pieces lit, each in its tone: those of the chosen cycle (where they are now),
    /// else those of the solution step being played.
    pub fn highlight(&self) -> Vec<LitPiece> {
        match self.focused_cycle() {
            Some(c) => self
                .sim()
                .pieces_at(&c.pieces)
                .into_iter()
                .map(|p| (p, Tone::Step))
                .collect(),
            None => self.sim().highlight(),
        }
    }

    /// The arrows' cycles as the panel writes them (`window.minx.arrows()`).
    pub fn arrow_texts(&self) -> Vec<String> {
        let def = self.puzzle().def();
        self.arrow_cycles().iter().map(|c| c.text(def)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::{Action, Actor};
    use crate::app::lab::ApiAnswer;
    use crate::app::sim::ScrambleKind;
    use crate::puzzle::PuzzleKind;

    /// A scheme is chosen by key, choice or shown name; the choice holds on every puzzle
    /// (the Pyraminx's colour-blind-safe scheme answers `cvd`); garbage is refused in words.
    #[test]
    fn one_scheme_choice_for_every_puzzle() {
        let mut lab = Lab::new();
        assert_eq!(lab.scheme(), "wca");
        lab.set_scheme("Colour-blind safe").unwrap();
        assert_eq!(lab.scheme(), "cvd");
        lab.select(PuzzleKind::Pyraminx);
        let info = PuzzleKind::Pyraminx.info();
        assert_eq!(info.colour_scheme(lab.scheme()).key, "pyraminx-cvd");
        lab.set_scheme("pyraminx").unwrap();
        let err = lab.set_scheme("<b>").unwrap_err().to_string();
        assert!(err.contains("expected pyraminx, cvd, custom"), "{err}");
        assert_eq!(lab.scheme(), "pyraminx");
    }

    /// A cycle of the position chosen in the panel lights alone, arrows on or off: its
    /// arrows, its pieces; choosing it again lets it go; one the position lacks is refused
    /// in words; a turn that breaks it ends the focus.
    #[test]
    fn a_chosen_cycle_lights_alone() {
        let mut lab = Lab::applied("A");
        let cycles = lab.panel().cycles;
        assert_eq!(cycles.len(), 2, "{cycles:?}");
        let focus = |lab: &mut Lab, c: Option<&str>| {
            lab.act(Action::FocusCycle(c.map(String::from)), Actor::Script)
                .answer
        };
        let answer = focus(&mut lab, Some(&cycles[1]));
        assert_eq!(answer, Ok(ApiAnswer::Text(Some(cycles[1].clone()))));
        assert_eq!(
            lab.arrow_texts(),
            [cycles[1].clone()],
            "shown with arrows off"
        );
        let def = PuzzleKind::Megaminx.def();
        let lit = lab.highlight();
        assert_eq!(lit.len(), 5, "the five pieces of one cycle of A");
        let stickers: usize = lit
            .iter()
            .map(|&(p, _)| def.pieces()[p].stickers.len())
            .sum();
        assert_eq!(lab.lit().len(), stickers);
        let err = focus(&mut lab, Some("(AB <i>)")).unwrap_err().to_string();
        assert!(
            err.contains("cycle of the position") && err.contains(&cycles[0]),
            "{err}"
        );
        assert_eq!(
            lab.focus_text(),
            Some(cycles[1].clone()),
            "kept after garbage"
        );
        assert_eq!(focus(&mut lab, Some(&cycles[1])), Ok(ApiAnswer::Text(None)));
        assert!(lab.arrow_texts().is_empty() && lab.highlight().is_empty());
        focus(&mut lab, Some(&cycles[0])).unwrap();
        lab.act(
            Action::Apply {
                alg: "B".into(),
                notation: None,
            },
            Actor::Script,
        );
        assert_eq!(lab.focus_text(), None, "the position no longer has it");
        assert!(lab.highlight().is_empty());
    }

    /// The arrows show the position's cycles, or what the step being played does (read
    /// here off the positions before and after it).
    #[test]
    fn arrows_show_the_position_or_the_step() {
        let mut lab = Lab::applied("A");
        assert!(lab.arrow_texts().is_empty(), "off by default");
        lab.show_arrows(true);
        assert_eq!(lab.arrow_texts().len(), 2, "{:?}", lab.arrow_texts());
        lab.act(
            Action::Scramble(ScrambleKind::RandomState, 3),
            Actor::Script,
        );
        lab.act(
            Action::Solve {
                method: Some("thesis".into()),
                budget: None,
            },
            Actor::Script,
        );
        let during = lab.arrow_texts();
        // What the first step does, read off the positions before and after it.
        lab.tick(1e9);
        let before = lab.sim().position().clone();
        lab.act(Action::GoToStep(1), Actor::Script);
        lab.tick(1e9);
        let after = lab.sim().position().clone();
        let def = PuzzleKind::Megaminx.def();
        let effect = before.inverse().then(&after);
        let want: Vec<String> = Pieces::of_perm(def, &effect)
            .cycles(def)
            .iter()
            .map(|c| c.text(def))
            .collect();
        assert!(!want.is_empty());
        assert_eq!(during, want);
    }
}
