//! Figures (issue 34): the flat net of a position as a standalone SVG. Every figure of every
//! puzzle and scheme parses as XML and, rasterized by resvg, shows at each sticker's centre
//! the display colour of the colour that sticker shows; the command line's bytes are the
//! lab's (`window.minx.figure`) for the same position and options; bad input is refused with
//! one line.

use std::process::Command;

use minx::app::{Action, Actor, Figure, FigureAsk, FigureOptions, Lab};
use minx::puzzle::{Net, PieceCycle, Pieces, PuzzleKind, Rgb};
use resvg::{tiny_skia, usvg};

mod common;
use common::{scrambled, sticker_centres};

/// `svg` rasterized at its own size.
fn raster(svg: &str) -> tiny_skia::Pixmap {
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).expect("usvg reads it");
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap
}

/// The colour at net point (`x`, `y`) of a figure rasterized at 8 px per unit.
fn colour_at(pixmap: &tiny_skia::Pixmap, at: glam::Vec2) -> Rgb {
    let (x, y) = ((at.x * 8.0) as u32, (at.y * 8.0) as u32);
    let c = pixmap.pixel(x, y).expect("inside").demultiply();
    assert_eq!(c.alpha(), 255, "opaque at {at}");
    [c.red(), c.green(), c.blue()]
}

/// Every puzzle, every scheme, solved and scrambled: the XML parses, has one polygon per
/// tile and, drawn, each sticker's centre shows its current colour in the scheme.
#[test]
fn every_figure_parses_and_shows_each_stickers_colour() {
    for puzzle in PuzzleKind::ALL {
        let info = puzzle.info();
        let def = info.def();
        let net = Net::of(puzzle);
        for scheme in info.colour_schemes() {
            for position in [def.identity(), scrambled(puzzle, 34)] {
                let plain = FigureOptions::default();
                let svg = Figure::of_position(puzzle, &position, &scheme.colours, &plain).svg();
                let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
                let polygons = doc
                    .descendants()
                    .filter(|n| n.has_tag_name("polygon"))
                    .count();
                assert_eq!(polygons, net.tiles().len(), "{puzzle} {}", scheme.key);
                let pixmap = raster(&svg);
                for (centre, sticker, want) in sticker_centres(puzzle, &position) {
                    assert_eq!(
                        colour_at(&pixmap, centre),
                        scheme.colours[want],
                        "{puzzle} {}: tile of sticker {sticker}",
                        scheme.key,
                    );
                }
            }
        }
    }
}

/// With every extra on, a figure still parses, draws one arrow per moved piece, a letter
/// on every sticker, every sticker's number and a caption with every cycle.
#[test]
fn extras_are_drawn_as_chosen() {
    let all = FigureOptions {
        arrows: true,
        letters: true,
        numbers: true,
        caption: true,
    };
    for puzzle in PuzzleKind::ALL {
        let def = puzzle.def();
        let position = scrambled(puzzle, 7);
        let colours = &puzzle.info().colour_schemes()[0].colours;
        let svg = Figure::of_position(puzzle, &position, colours, &all).svg();
        let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
        let group = |class: &str| {
            doc.descendants()
                .find(|n| n.attribute("class") == Some(class))
                .unwrap_or_else(|| panic!("{puzzle}: a {class} group"))
        };
        let cycles: Vec<PieceCycle> = Pieces::of_perm(def, &position).cycles(def);
        let moved: usize = cycles.iter().map(|c| c.pieces.len()).sum();
        let arrows = doc
            .descendants()
            .filter(|n| n.attribute("class").is_some_and(|c| c.starts_with("arrow")))
            .count();
        assert_eq!(arrows, moved, "{puzzle}");
        let texts = |class: &str| group(class).children().filter(|n| n.is_element()).count();
        assert_eq!(texts("letters"), def.sticker_count(), "{puzzle}");
        assert_eq!(texts("nums"), def.sticker_count(), "{puzzle}");
        let caption: Vec<&str> = group("caption")
            .children()
            .filter(|n| n.is_element())
            .filter_map(|n| n.text())
            .collect();
        assert_eq!(
            caption.join(" "),
            cycles
                .iter()
                .map(|c| c.text(def))
                .collect::<Vec<_>>()
                .join(" ")
        );
        let none = Figure::of_position(puzzle, &position, colours, &FigureOptions::default());
        let none = none.svg();
        for class in ["arrow", "letters", "nums", "caption"] {
            assert!(
                !none.contains(&format!("class=\"{class}")),
                "{puzzle}: {class}"
            );
        }
    }
}

/// The lab (the page API's `figure`) and the command line give the same bytes for the same
/// position and options, on every puzzle, in the default scheme and the colour-blind one.
#[test]
fn the_command_line_and_the_lab_give_the_same_bytes() {
    let cases = [
        (PuzzleKind::Megaminx, "A B' C2"),
        (PuzzleKind::Pyraminx, "s1 s5 s6'"),
        (PuzzleKind::Cube2, "R G^2 B'"),
        (PuzzleKind::Kilominx, "A B C'"),
    ];
    for (puzzle, alg) in cases {
        let mut lab = Lab::new();
        lab.act(Action::SelectPuzzle(puzzle), Actor::Script);
        let apply = Action::Apply {
            alg: alg.into(),
            notation: None,
        };
        lab.act(apply, Actor::Script).answer.expect("applies");
        lab.tick(1e9);
        for (scheme, switches) in [(None, vec![]), (Some("cvd"), vec!["arrows", "caption"])] {
            let on = |s: &str| Some(switches.contains(&s));
            let ask = FigureAsk {
                arrows: on("arrows"),
                letters: on("letters"),
                numbers: on("numbers"),
                caption: on("caption"),
                scheme: scheme.map(String::from),
            };
            let page = lab.figure(&ask).expect("a figure");
            let mut args = vec!["figure".to_string(), format!("--puzzle={}", puzzle.name())];
            args.extend(scheme.map(|s| format!("--scheme={s}")));
            args.extend(switches.iter().map(|s| format!("--{s}")));
            args.push(alg.to_string());
            let out = Command::new(env!("CARGO_BIN_EXE_minx"))
                .args(&args)
                .output()
                .unwrap();
            assert!(out.status.success(), "{args:?}");
            assert_eq!(String::from_utf8(out.stdout).unwrap(), page, "{args:?}");
        }
    }
}

/// Bad input is refused with one line (status 2, nothing written); on the page, an unknown
/// scheme is refused and nothing changes.
#[test]
fn bad_input_is_refused_in_one_line() {
    let long = "(A B)^60000".to_string();
    for (args, needle) in [
        (
            vec!["figure", "--scheme", "nope", "A"],
            "unknown colour scheme",
        ),
        (
            vec!["figure", "--scheme", "custom", "A"],
            "unknown colour scheme",
        ),
        (vec!["figure", "A Q"], "found 'Q'"),
        (vec!["figure", "--puzzle", "cube9", "R"], "puzzle"),
        (vec!["figure", long.as_str()], "moves"),
        (vec!["figure", "--arrow", "A"], "arrow"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_minx"))
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{needle}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{err}");
        assert!(err.len() < 400, "{err}");
    }
    let mut lab = Lab::new();
    let before = lab.facelets();
    let ask = FigureAsk {
        scheme: Some("<b>nope</b>".into()),
        ..FigureAsk::default()
    };
    let err = lab.figure(&ask).unwrap_err().to_string();
    assert!(err.contains("colour scheme"), "{err}");
    assert_eq!(lab.facelets(), before);
    assert!(lab.act(Action::Reset, Actor::Script).answer.is_ok());
}
