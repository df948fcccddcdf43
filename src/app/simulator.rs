//! [`Simulator`]: what the page asks of the puzzle it shows, whichever puzzle that is — the
//! Megaminx's [`App`] (3D model, solver, solution stepping) or a [`PuzzleApp`] (the Pyraminx
//! and the 2×2×2 on their nets). Paint mode, the subgroup explorer, the panel's cycles and
//! undo/redo work through it, so they are written once for all three puzzles.
//!
//! [`PuzzleApp`]: super::PuzzleApp

use crate::group::Perm;
use crate::puzzle::{ColourError, PuzzleKind};
use crate::share::Link;

use super::controller::{App, ScrambleKind};
use super::input::Spin;
use super::notice::NoticeKind;
use super::paint::Paint;
use super::panel::Panel;
use crate::puzzle::notation::Notation;

/// A puzzle on the page, seen through sticker permutations of its [`PuzzleKind::def`].
pub trait Simulator {
    /// Which puzzle it is.
    fn puzzle(&self) -> PuzzleKind;

    /// The logical position (every command applied), as a sticker permutation.
    fn position(&self) -> Perm;

    /// Starts again from a position (a painted one, already checked reachable); the history
    /// is cleared. An error says why the position cannot be used.
    fn start_from(&mut self, position: &Perm) -> Result<(), String>;

    /// Turns generator `g` once, either way (one undoable action).
    fn turn_generator(&mut self, g: usize, spin: Spin);

    /// Reads and applies typed moves (one undoable action); returns how many.
    fn apply_text(&mut self, text: &str, notation: Notation) -> Result<usize, String>;

    /// Takes back the last action.
    fn undo(&mut self);

    /// Does the last undone action again.
    fn redo(&mut self);

    /// Back to solved, history cleared.
    fn reset(&mut self);

    /// A uniformly random position, reproducibly from `seed`.
    fn scramble_random(&mut self, seed: u64);

    /// What the side panel shows.
    fn panel(&self) -> Panel;

    /// The share link for the current position (one [`Link`] model for every puzzle).
    fn link(&self) -> Link;

    /// The share link's query for the current position.
    fn link_query(&self) -> String {
        self.link().to_query()
    }

    /// Sets the panel's message.
    fn set_notice(&mut self, kind: NoticeKind, text: String);
}

impl Simulator for App {
    fn puzzle(&self) -> PuzzleKind {
        PuzzleKind::Megaminx
    }

    fn position(&self) -> Perm {
        self.state().to_perm()
    }

    fn start_from(&mut self, position: &Perm) -> Result<(), String> {
        let state = crate::puzzle::State::from_perm(position).map_err(|e| e.to_string())?;
        state.check_legal().map_err(|e| e.to_string())?;
        App::start_from(self, state);
        Ok(())
    }

    fn turn_generator(&mut self, g: usize, spin: Spin) {
        if let Some(face) = crate::puzzle::Face::new(g) {
            self.turn(face, spin);
        }
    }

    fn apply_text(&mut self, text: &str, notation: Notation) -> Result<usize, String> {
        App::apply_text(self, text, notation).map_err(|e| e.to_string())
    }

    fn undo(&mut self) {
        App::undo(self);
    }

    fn redo(&mut self) {
        App::redo(self);
    }

    fn reset(&mut self) {
        App::reset(self);
    }

    fn scramble_random(&mut self, seed: u64) {
        self.scramble(ScrambleKind::RandomState, seed);
    }

    fn panel(&self) -> Panel {
        Panel::of(self)
    }

    fn link(&self) -> Link {
        App::link(self)
    }

    fn set_notice(&mut self, kind: NoticeKind, text: String) {
        App::set_notice(self, kind, text);
    }
}

/// "Use this position": reads the painted colours; a position it can reach becomes the
/// simulator's new start, otherwise the paint keeps every colour and marks the stickers
/// that show the problem. The panel's message says what happened, in words.
pub fn use_paint(paint: &mut Paint, sim: &mut dyn Simulator) -> Result<(), ColourError> {
    match paint.read() {
        Ok(position) => match sim.start_from(&position) {
            Ok(()) => {
                sim.set_notice(
                    NoticeKind::Info,
                    "Painted position read: the panel shows it as cycles.".to_string(),
                );
                Ok(())
            }
            Err(e) => {
                sim.set_notice(
                    NoticeKind::Error,
                    format!("This position cannot be used: {e}"),
                );
                Ok(())
            }
        },
        Err(e) => {
            sim.set_notice(NoticeKind::Error, paint_error_text(&e));
            Err(e)
        }
    }
}

/// The words for a colouring that is not a position.
pub fn paint_error_text(e: &ColourError) -> String {
    match e {
        ColourError::StickerCount { .. } => {
            format!("These colours are not a position of the puzzle: {e}.")
        }
        ColourError::Unreachable(u) => format!(
            "No sequence of turns reaches these colours: {}. The pieces involved are marked.",
            u.reason
        ),
        _ => format!(
            "These colours are not a position of the puzzle: {e}. The stickers involved are \
             marked."
        ),
    }
}
