//! [`Paint`]: paint mode's colouring — one colour per sticker, a brush, and the stickers the
//! last failed reading pointed at.
//!
//! Painting never loses anything: a reading that fails leaves every colour as painted and
//! only marks where the problem is; the mark on a sticker goes when it is painted again.

use crate::group::Perm;
use crate::puzzle::{ColourError, PuzzleKind};

/// Which colouring "fill" paints: the solved puzzle's, or the position shown now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaintFrom {
    /// Every sticker its home colour.
    Solved,
    /// The colours the puzzle shows now.
    Current,
}

/// A colouring being painted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paint {
    puzzle: PuzzleKind,
    colours: Vec<usize>,
    brush: usize,
    marked: Vec<usize>,
}

impl Paint {
    /// Starts from the colours `position` shows (so the user repaints only what differs).
    pub fn new(puzzle: PuzzleKind, position: &Perm) -> Paint {
        Paint {
            puzzle,
            colours: puzzle.def().colours_of(position),
            brush: 0,
            marked: Vec::new(),
        }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> PuzzleKind {
        self.puzzle
    }

    /// The colour of every sticker position.
    pub fn colours(&self) -> &[usize] {
        &self.colours
    }

    /// The colour the next click paints.
    pub fn brush(&self) -> usize {
        self.brush
    }

    /// Chooses the brush colour; `false` (and no change) for a colour the puzzle lacks.
    pub fn set_brush(&mut self, colour: usize) -> bool {
        let ok = colour < self.puzzle.def().colours().len();
        if ok {
            self.brush = colour;
        }
        ok
    }

    /// Paints sticker `s` with the brush; `false` for a sticker the puzzle lacks.
    pub fn paint(&mut self, s: usize) -> bool {
        let Some(c) = self.colours.get_mut(s) else {
            return false;
        };
        *c = self.brush;
        self.marked.retain(|&m| m != s);
        true
    }

    /// Sets every colour at once (e.g. from a position).
    pub fn fill_from(&mut self, position: &Perm) {
        self.colours = self.puzzle.def().colours_of(position);
        self.marked.clear();
    }

    /// The stickers the last failed reading pointed at (and not painted since).
    pub fn marked(&self) -> &[usize] {
        &self.marked
    }

    /// The position these colours show, or why there is none (then the stickers involved
    /// are marked).
    pub fn read(&mut self) -> Result<Perm, ColourError> {
        let result = self.puzzle.reader().read(&self.colours);
        self.marked = match &result {
            Ok(_) => Vec::new(),
            Err(e) => e.stickers(self.puzzle.def()),
        };
        result
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Cube2;

    /// The blog's example painted sticker by sticker reads as its published cycles.
    #[test]
    fn paint_the_blog_example() {
        let def = Cube2::get().def();
        let mut paint = Paint::new(PuzzleKind::Cube2, &def.identity());
        for (s, c) in Cube2::BLOG_EXAMPLE.chars().enumerate() {
            let colour = def
                .colours()
                .iter()
                .position(|n| n == &c.to_string())
                .unwrap();
            assert!(paint.set_brush(colour));
            assert!(paint.paint(s));
        }
        assert_eq!(paint.read().unwrap().to_string(), Cube2::BLOG_ANSWER);
        assert!(!paint.paint(24) && !paint.set_brush(6));
    }
}
