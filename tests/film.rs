//! Films (issue 34): `minx film` writes an alg's film of the flat net as an animated GIF.
//! Decoded with the gif crate, it has one frame for the start and one per move, at the size
//! asked, each shown 1/speed s and the last held longer; its first and last frames show,
//! at every sticker's centre, the start's and the end's colours in the scheme; 30 moves at
//! 320 px weigh at most 2 MB; bad input is refused with one line and nothing written.

use std::path::PathBuf;
use std::process::{Command, Output};

use minx::app::{scheme_colours, FilmLayout};
use minx::puzzle::{PuzzleKind, Rgb};
use minx::rng::Rng;

mod common;
use common::sticker_centres;

/// A decoded frame: its RGBA pixels, side and delay (hundredths of a second).
struct Frame {
    rgba: Vec<u8>,
    width: u16,
    height: u16,
    delay: u16,
}

impl Frame {
    /// The colour at frame pixel `at`.
    fn colour_at(&self, at: glam::Vec2) -> Rgb {
        let i = 4 * (at.y as usize * usize::from(self.width) + at.x as usize);
        assert_eq!(self.rgba[i + 3], 255, "opaque at {at}");
        [self.rgba[i], self.rgba[i + 1], self.rgba[i + 2]]
    }
}

/// A fresh path for a film in the test's temporary folder.
fn out_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("film-{}-{name}.gif", std::process::id()))
}

/// `minx film ARGS --out PATH`.
fn film(args: &[&str], out: &PathBuf) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minx"))
        .arg("film")
        .args(args)
        .arg("--out")
        .arg(out)
        .output()
        .expect("the minx binary runs")
}

/// The film at `path`, every frame.
fn decode(path: &PathBuf) -> Vec<Frame> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let file = std::fs::File::open(path).expect("the film was written");
    let mut decoder = options.read_info(file).expect("a GIF");
    let mut frames = Vec::new();
    while let Some(f) = decoder.read_next_frame().expect("a frame") {
        frames.push(Frame {
            rgba: f.buffer.to_vec(),
            width: f.width,
            height: f.height,
            delay: f.delay,
        });
    }
    frames
}

/// Every sticker's centre in `frame` shows the colour of `position` in `colours`.
fn shows(frame: &Frame, puzzle: PuzzleKind, position: &minx::group::Perm, colours: &[Rgb]) {
    let layout = FilmLayout::new(puzzle, u32::from(frame.width));
    for (centre, sticker, want) in sticker_centres(puzzle, position) {
        assert_eq!(
            frame.colour_at(layout.pixel(centre)),
            colours[want],
            "{puzzle}: sticker {sticker}"
        );
    }
}

/// On each puzzle, in the default scheme and another, at the default size and others: the
/// frame count, the size, the delays, and the first and last frames' sticker colours.
#[test]
fn a_film_shows_the_start_then_each_move_and_ends_at_the_alg() {
    let cases = [
        (PuzzleKind::Megaminx, "A B' C2 L", None, None),
        (PuzzleKind::Megaminx, "A B C D", Some("cvd"), Some("400")),
        (PuzzleKind::Kilominx, "A B C'", Some("cvd"), Some("256")),
        (PuzzleKind::Cube2, "R G^2 B'", None, Some("200")),
        (PuzzleKind::Pyraminx, "s1 s5 s6'", None, None),
    ];
    for (puzzle, alg, scheme, size) in cases {
        let out = out_path(&format!("{}-{}", puzzle.name(), size.unwrap_or("320")));
        let mut args = vec!["--puzzle", puzzle.name(), alg];
        if let Some(s) = scheme {
            args.extend(["--scheme", s]);
        }
        if let Some(s) = size {
            args.extend(["--size", s]);
        }
        let run = film(&args, &out);
        assert!(
            run.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        let frames = decode(&out);
        let word = puzzle.info().read_word(alg, None).unwrap();
        assert_eq!(frames.len(), word.len() + 1, "{args:?}");
        let side: u16 = size.unwrap_or("320").parse().unwrap();
        assert!(frames.iter().all(|f| (f.width, f.height) == (side, side)));
        let delays: Vec<u16> = frames.iter().map(|f| f.delay).collect();
        let (last, moves) = delays.split_last().unwrap();
        assert!(moves.iter().all(|&d| d == 50), "{delays:?}");
        assert!(*last > 50, "{delays:?}");
        let colours = match scheme {
            Some(s) => scheme_colours(puzzle, s, None).unwrap(),
            None => puzzle.info().colour_schemes()[0].colours.clone(),
        };
        let def = puzzle.def();
        shows(&frames[0], puzzle, &def.identity(), &colours);
        shows(
            frames.last().unwrap(),
            puzzle,
            &def.evaluate(&word),
            &colours,
        );
        std::fs::remove_file(&out).unwrap();
    }
}

/// 30 random moves at 320 px, arrows and letters on, at 4 moves a second: 31 frames of a
/// quarter second, and at most 2 MB.
#[test]
fn thirty_moves_at_320_px_weigh_at_most_2_mb() {
    let mut rng = Rng::new(34);
    let mut moves: Vec<String> = Vec::new();
    let mut last = usize::MAX;
    while moves.len() < 30 {
        let face = rng.below(12);
        if face != last {
            let turn = ["", "2", "*", "2*"][rng.below(4)];
            moves.push(format!("{}{turn}", char::from(b'A' + face as u8)));
            last = face;
        }
    }
    let alg = moves.join(" ");
    let out = out_path("thirty");
    let run = film(&[&alg, "--arrows", "--letters", "--speed", "4"], &out);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let bytes = std::fs::metadata(&out).unwrap().len();
    assert!(bytes <= 2_000_000, "{bytes} bytes");
    let frames = decode(&out);
    assert_eq!(frames.len(), 31);
    assert!(frames[..30].iter().all(|f| f.delay == 25));
    std::fs::remove_file(&out).unwrap();
}

/// Bad input: status 2, one line naming what is wrong, nothing written.
#[test]
fn bad_input_is_refused_in_one_line_and_nothing_is_written() {
    let long = "(A B)^501".to_string();
    for (args, needle) in [
        (vec!["--size", "4000", "A"], "from 1 to 2048, not 4000"),
        (vec!["--size", "0", "A"], "not 0"),
        (vec!["--size", "big", "A"], "--size"),
        (vec!["--speed", "0", "A"], "speed"),
        (vec!["--speed", "NaN", "A"], "speed"),
        (vec!["--scheme", "nope", "A"], "unknown colour scheme"),
        (vec!["--puzzle", "cube9", "R"], "puzzle"),
        (vec![long.as_str()], "at most 1000 moves, not 1002"),
        (vec!["A Q"], "found 'Q'"),
        (vec![], "expected moves"),
        (vec!["--numbers", "A"], "--numbers"),
    ] {
        let out = out_path("refused");
        let run = film(&args, &out);
        assert_eq!(run.status.code(), Some(2), "{args:?}");
        assert!(run.stdout.is_empty());
        let err = String::from_utf8(run.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!out.exists(), "{args:?}");
    }
    let run = Command::new(env!("CARGO_BIN_EXE_minx"))
        .args(["film", "A"])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8(run.stderr)
        .unwrap()
        .contains("--out FILE"));
}
