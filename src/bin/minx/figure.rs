//! `minx figure`: the flat net of a position as a standalone SVG on standard output — the
//! same bytes as the page's `window.minx.figure` for the same position and options.

use minx::app::{scheme_colours, Figure, FigureOptions};
use minx::group::Perm;
use minx::puzzle::{PuzzleKind, Rgb};

use crate::args::{ArgError, Args};
use crate::options;

/// The puzzle, its position (moves from solved, or `--facelets FILE`), its colours
/// (`--scheme`, the puzzle's default when absent) and the options the switches choose.
pub(crate) fn read_figure(
    args: &Args,
) -> Result<(PuzzleKind, Perm, Vec<Rgb>, FigureOptions), ArgError> {
    let puzzle: PuzzleKind = args.parsed("puzzle", PuzzleKind::Megaminx)?;
    let notation = crate::small::notation(args, puzzle)?;
    let position = crate::small::read_position(args, puzzle, notation)?;
    Ok((
        puzzle,
        position,
        colours(args, puzzle)?,
        figure_options(args),
    ))
}

/// The colours `--scheme` names for `puzzle` (its first scheme when absent).
pub(crate) fn colours(args: &Args, puzzle: PuzzleKind) -> Result<Vec<Rgb>, ArgError> {
    match args.value("scheme") {
        Some(name) => scheme_colours(puzzle, name, None).map_err(|e| e.to_string()),
        None => Ok(puzzle.info().colour_schemes()[0].colours.clone()),
    }
}

/// The extras the switches turn on (a command without a switch leaves it off).
pub(crate) fn figure_options(args: &Args) -> FigureOptions {
    FigureOptions {
        arrows: args.switch("arrows"),
        letters: args.switch("letters"),
        numbers: args.switch("numbers"),
        caption: args.switch("caption"),
    }
}

/// Writes the figure of the position the arguments give.
pub fn figure(argv: &[String]) -> Result<(), ArgError> {
    use std::io::Write;
    let args = Args::read(argv, options::FIGURE)?;
    let (puzzle, position, colours, options) = read_figure(&args)?;
    let svg = Figure::of_position(puzzle, &position, &colours, &options).svg();
    if std::io::stdout().lock().write_all(svg.as_bytes()).is_err() {
        std::process::exit(141);
    }
    Ok(())
}
