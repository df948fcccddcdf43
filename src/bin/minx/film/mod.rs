//! `minx film`: an alg's film of the flat net as an animated GIF, with no GPU — each frame
//! the [`Figure`](minx::app::Figure) of a position (the start, then after each move) as
//! `minx figure` writes it, rasterized by resvg ([`raster`]) and encoded by the
//! [`FilmEncoder`] that the page's films share.

mod raster;

use minx::app::draw::{FilmEncodeError, FilmEncoder};
use minx::app::{Film, FilmLayout, FilmSpec, DEFAULT_FILM_SIDE, DEFAULT_FILM_SPEED};
use minx::puzzle::PuzzleKind;
use minx::quote::quote;
use thiserror::Error;

use crate::args::{ArgError, Args};
use crate::figure::{colours, figure_options};
use crate::options;
use raster::Rasterizer;

/// Why a film that was asked for properly could not be made.
#[derive(Debug, Error)]
pub enum FilmWriteError {
    /// A figure that usvg does not read (a bug: figures are tested to parse).
    #[error("internal error: a frame's SVG does not read: {0}")]
    Svg(#[from] resvg::usvg::Error),
    /// No memory for a frame.
    #[error("no room for a frame")]
    Pixmap,
    /// The encoder's refusal.
    #[error("{0}")]
    Encode(#[from] FilmEncodeError),
}

/// Reads the arguments, makes the film and writes it to `--out` (nothing is written when
/// anything is refused).
pub fn film(argv: &[String]) -> Result<(), ArgError> {
    let args = Args::read(argv, options::FILM)?;
    let out = args
        .value("out")
        .ok_or("--out FILE is needed (the GIF is written there)")?;
    let puzzle: PuzzleKind = args.parsed("puzzle", PuzzleKind::Megaminx)?;
    let spec = FilmSpec::new(
        args.parsed("size", DEFAULT_FILM_SIDE)?,
        args.parsed("speed", DEFAULT_FILM_SPEED)?,
    )
    .map_err(|e| e.to_string())?;
    let notation = crate::small::notation(&args, puzzle)?;
    let word = crate::small::read_moves(&args, puzzle, notation)?;
    let colours = colours(&args, puzzle)?;
    let film =
        Film::new(puzzle, &word, colours, figure_options(&args)).map_err(|e| e.to_string())?;
    let gif = encode(&film, &spec).map_err(|e| e.to_string())?;
    std::fs::write(out, gif).map_err(|e| format!("cannot write {}: {e}", quote(out)))
}

/// The film as GIF bytes: every frame rasterized and handed to the [`FilmEncoder`] (its
/// palette from the first and last frames, so those are drawn first).
pub fn encode(film: &Film, spec: &FilmSpec) -> Result<Vec<u8>, FilmWriteError> {
    let raster = Rasterizer::new(FilmLayout::new(film.puzzle(), spec.side), spec.side);
    let frames = film.positions().len();
    let draw = |i: usize| raster.frame(&film.figure(i).svg());
    let (first, last) = (draw(0)?, draw(frames - 1)?);
    let mut encoder = FilmEncoder::new(*spec, frames, &first, &last)?;
    encoder.push(&first)?;
    for i in 1..frames.saturating_sub(1) {
        encoder.push(&draw(i)?)?;
    }
    if frames > 1 {
        encoder.push(&last)?;
    }
    Ok(encoder.finish()?)
}
