//! What the lab shows of the group besides the position, the same way for every puzzle: the
//! colour scheme chosen — one choice for the whole page (`wca`, `thesis`, `cvd`, …), which
//! each puzzle reads as its own scheme of that choice, or its default — and the cycle
//! arrows: the piece cycles of the solution step being played, else of the position.

use super::Lab;
use crate::app::sim::UnknownName;
use crate::group::Perm;
use crate::puzzle::{PieceCycle, Pieces, CUSTOM, CUSTOM_NAME};

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
        if name == CUSTOM || name.trim().eq_ignore_ascii_case(CUSTOM_NAME) {
            self.choose_custom();
            return Ok(());
        }
        let schemes = self.puzzle().info().colour_schemes();
        let found = schemes.iter().find(|s| {
            s.key == name || s.choice == name || s.name.eq_ignore_ascii_case(name.trim())
        });
        match found {
            Some(s) => {
                self.scheme = s.choice.clone();
                Ok(())
            }
            None => Err(UnknownName {
                what: "colour scheme",
                name: name.to_string(),
                expected: schemes
                    .iter()
                    .map(|s| s.choice.as_str())
                    .chain([CUSTOM])
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
        }
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

    /// The piece cycles the arrows show (none when they are off): those of the solution
    /// step being played — what that step does, so its three pieces and where they go —
    /// else those of the position on screen.
    pub fn arrow_cycles(&self) -> Vec<PieceCycle> {
        let def = self.puzzle().def();
        self.arrow_effect()
            .map_or_else(Vec::new, |e| Pieces::of_perm(def, &e).cycles(def))
    }

    /// The permutation whose cycles the arrows show (see [`Lab::arrow_cycles`]); `None`
    /// when they are off (or painting).
    pub fn arrow_effect(&self) -> Option<Perm> {
        if !self.arrows || self.paint.is_some() {
            return None;
        }
        let def = self.puzzle().def();
        let sim = self.sim();
        let step = sim
            .solution()
            .and_then(|s| s.current().map(|(i, _)| &s.steps()[i]));
        let effect = match step {
            Some(step) => step.moves().fold(def.identity(), |p: Perm, l| {
                p.then(&def.generators()[l.generator].perm.pow(i64::from(l.power)))
            }),
            None => sim.position().clone(),
        };
        Some(effect)
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

    /// The arrows show the position's cycles, or what the step being played does (read
    /// here off the positions before and after it).
    #[test]
    fn arrows_show_the_position_or_the_step() {
        let mut lab = Lab::new();
        lab.act(
            Action::Apply {
                alg: "A".into(),
                notation: None,
            },
            Actor::Script,
        );
        assert!(lab.arrow_texts().is_empty(), "off by default");
        lab.show_arrows(true);
        assert_eq!(lab.arrow_texts().len(), 2, "{:?}", lab.arrow_texts());
        lab.act(
            Action::Scramble(ScrambleKind::RandomState, 3),
            Actor::Script,
        );
        lab.act(Action::Solve(Some("thesis".into())), Actor::Script);
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
