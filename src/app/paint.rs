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
    use crate::app::Lab;
    use crate::puzzle::{Cube2, Megaminx};

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

    /// A flipped edge: the error names the flip, marks that edge's two stickers, and keeps
    /// every colour; using it changes nothing.
    #[test]
    fn a_flipped_edge_is_marked_and_nothing_is_lost() {
        let m = Megaminx::get();
        let def = m.def();
        let mut lab = Lab::new();
        lab.set_painting(true);
        let edge = &def.pieces()[m.edge_pieces()[0]];
        let (a, b) = (edge.stickers[0], edge.stickers[1]);
        let colours = lab.paint().unwrap().colours().to_vec();
        let (ca, cb) = (colours[a], colours[b]);
        lab.set_brush(cb);
        lab.paint_sticker(a);
        lab.set_brush(ca);
        lab.paint_sticker(b);
        let before = lab.paint().unwrap().colours().to_vec();
        assert!(!lab.use_paint());
        let paint = lab.paint().unwrap();
        let mut marked = paint.marked().to_vec();
        marked.sort();
        assert_eq!(marked, {
            let mut v = vec![a, b];
            v.sort();
            v
        });
        assert_eq!(paint.colours(), before);
        assert!(lab.position().is_identity());
        assert!(lab.panel().notice.unwrap().is_error());
        assert_eq!(
            lab.notice_text().unwrap(),
            "No sequence of turns reaches these colours: edge flips add up to an odd number \
             (a single edge cannot be flipped). The pieces involved are marked."
        );
        // Repainting one of them takes its mark away.
        lab.paint_sticker(a);
        assert_eq!(lab.paint().unwrap().marked(), [b]);
    }

    /// A valid painted Megaminx position becomes the puzzle's start, and the solver solves
    /// it.
    #[test]
    fn a_painted_scramble_can_be_solved() {
        let mut source = Lab::new();
        source
            .sim_mut()
            .apply_text("A B C* L2", crate::puzzle::Notation::Thesis)
            .unwrap();
        let mut lab = Lab::new();
        lab.set_painting(true);
        let want = Megaminx::get().def().colours_of(&source.position());
        for (s, &c) in want.iter().enumerate() {
            lab.set_brush(c);
            lab.paint_sticker(s);
        }
        assert!(lab.use_paint());
        assert_eq!(lab.position(), source.position());
        assert!(!lab.panel().notice.unwrap().is_error());
        lab.sim_mut().solve().unwrap();
        let link = lab.sim().link().to_query();
        assert!(link.contains("state="), "{link}");
    }
}
