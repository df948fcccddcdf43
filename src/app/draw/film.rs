//! [`Film`]: an alg as a sequence of [`Figure`]s — the start position, then the position
//! after each move — with the frames' timing ([`FilmSpec`]) and where the net lies in a
//! square frame ([`FilmLayout`]). No pixels here: the command line (`minx film`) rasterizes
//! each figure's SVG and encodes the GIF, so a film's frame is the figure of its position,
//! byte for byte.

use glam::Vec2;
use thiserror::Error;

use super::figure::{Figure, FigureOptions};
use super::net_scene::NetScene;
use super::picture_ask::MAX_PICTURE_SIDE;
use crate::group::{Letter, Perm, Word};
use crate::puzzle::{Net, PieceCycle, Pieces, PuzzleKind, Rgb};

/// The most moves a film shows.
pub const MAX_FILM_MOVES: usize = 1000;
/// A film's side when none is asked, in pixels.
pub const DEFAULT_FILM_SIDE: u32 = 320;
/// Moves per second when none is asked.
pub const DEFAULT_FILM_SPEED: f64 = 2.0;
/// The slowest speed, in moves per second (a frame of 10 s).
pub const MIN_FILM_SPEED: f64 = 0.1;
/// The fastest speed, in moves per second: a GIF frame lasts at least 2 hundredths of a
/// second (viewers slow shorter ones down).
pub const MAX_FILM_SPEED: f64 = 50.0;
/// The last frame is held this many times as long as a move's frame…
const HOLD_FACTOR: u32 = 4;
/// …and at least this long, in hundredths of a second.
const MIN_HOLD_CS: u32 = 200;

/// Why a film is refused.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum FilmError {
    /// More than [`MAX_FILM_MOVES`] moves.
    #[error("a film shows at most {MAX_FILM_MOVES} moves, not {0}")]
    TooLong(usize),
    /// A side that is not a whole number from 1 to [`MAX_PICTURE_SIDE`].
    #[error("a film's size is a whole number of pixels from 1 to {MAX_PICTURE_SIDE}, not {0}")]
    Side(f64),
    /// A speed outside [`MIN_FILM_SPEED`]..=[`MAX_FILM_SPEED`].
    #[error(
        "a film's speed is from {MIN_FILM_SPEED} to {MAX_FILM_SPEED} moves per second, not {0}"
    )]
    Speed(f64),
    /// A source that is none of the film's.
    #[error("a film is of an alg, the history, the solution or its step (alg, history, solution, step), not {0:?}")]
    Source(String),
    /// The `alg` source without moves.
    #[error("a film of an alg needs the alg (type it in the move box)")]
    NoAlg,
    /// A view that is none of the film's.
    #[error("a film shows the 3D view or the net (3d, net), not {0:?}")]
    View(String),
    /// A film of the solution, or of its step, with none open (or at its end).
    #[error("no solution step is open to film (Solve first)")]
    NoSolution,
}

/// A film's frame size and speed, checked.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FilmSpec {
    /// The side of the square frame, in pixels.
    pub side: u32,
    /// Moves per second.
    pub speed: f64,
}

impl Default for FilmSpec {
    fn default() -> FilmSpec {
        FilmSpec {
            side: DEFAULT_FILM_SIDE,
            speed: DEFAULT_FILM_SPEED,
        }
    }
}

impl FilmSpec {
    /// A spec of `side` pixels at `speed` moves per second, or why not.
    pub fn new(side: u32, speed: f64) -> Result<FilmSpec, FilmError> {
        if !(1..=MAX_PICTURE_SIDE).contains(&side) {
            return Err(FilmError::Side(f64::from(side)));
        }
        if !(MIN_FILM_SPEED..=MAX_FILM_SPEED).contains(&speed) {
            return Err(FilmError::Speed(speed));
        }
        Ok(FilmSpec { side, speed })
    }

    /// How long frame `i` of `frames` is shown, in hundredths of a second: 1/speed s each,
    /// the last held longer.
    pub fn delay_cs(&self, i: usize, frames: usize) -> u16 {
        let step = (100.0 / self.speed).round() as u32;
        let delay = if i + 1 == frames {
            (step * HOLD_FACTOR).max(MIN_HOLD_CS)
        } else {
            step
        };
        u16::try_from(delay).unwrap_or(u16::MAX)
    }
}

/// An alg's film: the positions it passes through from its start, each drawn as a
/// [`Figure`] (the net) or by the page's 3D view; the arrows of a frame follow what the moves
/// so far did (from solved, the position itself). A film of the open solution carries each
/// frame's phase name ([`Film::with_captions`]), which the worker letters under the picture.
/// The captions are one text, a line per frame (a phase name has no line break), and go to
/// the worker as it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Film {
    puzzle: PuzzleKind,
    colours: Vec<Rgb>,
    options: FigureOptions,
    start_inverse: Perm,
    positions: Vec<Perm>,
    captions: String,
}

impl Film {
    /// The film of `word` from solved in `colours`: one frame for the start and one per
    /// move (letter). The options as a figure's, without a caption (a frame is the net alone).
    pub fn new(
        puzzle: PuzzleKind,
        word: &Word,
        colours: Vec<Rgb>,
        options: FigureOptions,
    ) -> Result<Film, FilmError> {
        Film::from_position(
            puzzle,
            &puzzle.def().identity(),
            word.letters(),
            colours,
            options,
        )
    }

    /// The film of `moves` from `start` (the page's history, its open solution or one of
    /// its steps), as [`Film::new`].
    pub fn from_position(
        puzzle: PuzzleKind,
        start: &Perm,
        moves: &[Letter],
        colours: Vec<Rgb>,
        options: FigureOptions,
    ) -> Result<Film, FilmError> {
        if moves.len() > MAX_FILM_MOVES {
            return Err(FilmError::TooLong(moves.len()));
        }
        let def = puzzle.def();
        let mut positions = vec![start.clone()];
        for l in moves {
            let turn = def.evaluate(&Word::generator(l.generator, l.power));
            let next = positions.last().expect("the start").then(&turn);
            positions.push(next);
        }
        let options = FigureOptions {
            caption: false,
            ..options
        };
        Ok(Film {
            puzzle,
            colours,
            options,
            start_inverse: start.inverse(),
            positions,
            captions: String::new(),
        })
    }

    /// The film with a caption under each frame: `captions` has a line per frame, frame 0's
    /// first (or is empty: none).
    pub fn with_captions(self, captions: String) -> Film {
        debug_assert!(captions.is_empty() || captions.lines().count() == self.positions.len());
        Film { captions, ..self }
    }

    /// Each frame's caption, a line each, frame 0's first (empty: the frames have none).
    pub fn captions(&self) -> &str {
        &self.captions
    }

    /// The puzzle filmed.
    pub fn puzzle(&self) -> PuzzleKind {
        self.puzzle
    }

    /// The positions shown, start first.
    pub fn positions(&self) -> &[Perm] {
        &self.positions
    }

    /// What the moves before frame `i` did, from the start (the arrows follow it).
    pub fn effect(&self, i: usize) -> Perm {
        self.start_inverse.then(&self.positions[i])
    }

    /// The piece cycles of frame `i`'s arrows: what the moves before it did (none when the
    /// arrows are off).
    pub fn arrow_cycles(&self, i: usize) -> Vec<PieceCycle> {
        if !self.options.arrows {
            return Vec::new();
        }
        let def = self.puzzle.def();
        Pieces::of_perm(def, &self.effect(i)).cycles(def)
    }

    /// What the frames show besides the stickers.
    pub fn options(&self) -> FigureOptions {
        self.options
    }

    /// The figure of frame `i` (its arrows, when on, those of what the moves so far did:
    /// from solved, the position's own).
    pub fn figure(&self, i: usize) -> Figure {
        let position = &self.positions[i];
        let effect = self.effect(i);
        let scene =
            NetScene::of_position(self.puzzle, position, &self.colours).with_arrows(Some(&effect));
        let shown = scene.arrows.clone();
        Figure::new(scene, shown, &self.options)
    }
}

/// Where a puzzle's net lies in a square frame: scaled to fit, centred.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FilmLayout {
    /// Frame pixels per net unit.
    pub scale: f32,
    /// The frame pixel of the net's origin.
    pub offset: Vec2,
}

impl FilmLayout {
    /// The layout of `puzzle`'s net in a frame `side` pixels square.
    pub fn new(puzzle: PuzzleKind, side: u32) -> FilmLayout {
        let net = Vec2::new(Net::WIDTH, Net::of(puzzle).height());
        let side = side as f32;
        let scale = side / net.max_element();
        FilmLayout {
            scale,
            offset: (Vec2::splat(side) - net * scale) / 2.0,
        }
    }

    /// The frame pixel (x, y, from the top left) of net point `at`.
    pub fn pixel(&self, at: Vec2) -> Vec2 {
        self.offset + at * self.scale
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_last_a_move_each_and_the_last_is_held() {
        let spec = FilmSpec::default();
        assert_eq!(spec.delay_cs(0, 3), 50);
        assert_eq!(spec.delay_cs(2, 3), 200);
        let fast = FilmSpec::new(320, 50.0).unwrap();
        assert_eq!((fast.delay_cs(0, 2), fast.delay_cs(1, 2)), (2, 200));
        assert_eq!(FilmSpec::new(0, 2.0), Err(FilmError::Side(0.0)));
        assert_eq!(FilmSpec::new(2049, 2.0), Err(FilmError::Side(2049.0)));
        assert!(FilmSpec::new(320, f64::NAN).is_err());
        assert!(FilmSpec::new(320, 0.0).is_err());
    }

    #[test]
    fn a_film_has_a_frame_per_move_and_ends_at_the_alg() {
        let puzzle = PuzzleKind::Megaminx;
        let word = puzzle.info().read_word("A B' C2", None).unwrap();
        let colours = puzzle.info().colour_schemes()[0].colours.clone();
        let film = Film::new(puzzle, &word, colours.clone(), FigureOptions::default()).unwrap();
        assert_eq!(film.positions().len(), 4);
        assert_eq!(film.positions()[3], puzzle.def().evaluate(&word));
        let long = puzzle.info().read_word("(A B)^501", None).unwrap();
        let refused = Film::new(puzzle, &long, colours, FigureOptions::default());
        assert_eq!(refused, Err(FilmError::TooLong(1002)));
    }
}
