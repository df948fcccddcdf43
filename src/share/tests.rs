//! Tests of the one [`Link`]: round trips for every puzzle, hostile text, and the exact
//! queries the page wrote before links were one type, which must open as they did.

use super::*;
use crate::group::Word;
use crate::puzzle::{Amount, Cube2, Face, Move, Notation, PuzzleKind, State};
use crate::rng::Rng;
use proptest::prelude::*;

fn mv(f: Face, k: i64) -> Move {
    Move::new(f, Amount::new(k))
}

fn megaminx(setup: Setup, moves: Vec<Move>, notation: Notation) -> Link {
    Link {
        position: Position::Megaminx {
            setup,
            moves,
            notation,
        },
        ..Link::default()
    }
}

/// A state the compatibility table uses: `A B` from solved, as `state=` text.
const S: &str = "AQEGCQwPExUEGBseISQnKi0wMzY5CgQGCAANDhADEhQWGBocHiAiJCYoKiwuMDI0Njg6";

/// Queries the page and its tests wrote (share and lab specs, session and controller tests)
/// with what they read as before the two link types became one: the link written back, or
/// the error. Collected from the old `Link`/`PageLink` readers; `{S}` stands for [`S`], `{P}`
/// for the registered puzzles in words (the list grows as puzzles are added).
const OLD_LINKS: &[(&str, &str)] = &[
        ("", "Ok(puzzle=megaminx&notation=thesis)"),
        ("?", "Ok(puzzle=megaminx&notation=thesis)"),
        ("puzzle=megaminx", "Ok(puzzle=megaminx&notation=thesis)"),
        ("?puzzle=megaminx&setup-alg=FR+U2'&alg=F'&notation=wca&step=3", "Ok(puzzle=megaminx&setup-alg=FR+U2'&alg=F'&notation=wca&step=3)"),
        ("?puzzle=megaminx&setup-alg=U&alg=R", "Err(the setup-alg in the link cannot be read: column 1: expected a face letter A–L, found 'U')"),
        ("setup-alg=U&alg=R&notation=wca", "Ok(puzzle=megaminx&setup-alg=U&alg=R&notation=wca)"),
        ("alg=A+B", "Ok(puzzle=megaminx&alg=A+B&notation=thesis)"),
        ("?alg=A", "Ok(puzzle=megaminx&alg=A&notation=thesis)"),
        ("alg=(DC*D*C)^2", "Ok(puzzle=megaminx&alg=D+C*+D*+C+D+C*+D*+C&notation=thesis)"),
        ("setup-alg=A&alg=B&notation=thesis&step=2&method=short", "Ok(puzzle=megaminx&setup-alg=A&alg=B&notation=thesis&step=2&method=short)"),
        ("state={S}&alg=C&notation=wca", "Err(the alg in the link cannot be read: column 1: unknown face \"C\" (expected one of U F R L BL BR FR FL DL DR B D))"),
        ("puzzle=megaminx&state={S}&step=0&method=thesis", "Ok(puzzle=megaminx&state={S}&notation=thesis&step=0&method=thesis)"),
        ("puzzle=cube2", "Ok(puzzle=cube2)"),
        ("?puzzle=cube2&alg=R+G", "Ok(puzzle=cube2&alg=R+G)"),
        ("puzzle=cube2&state=RRRRGGbGBBrBbgrbgggbrGBr&alg=R+G'", "Ok(puzzle=cube2&state=RRRRGGbGBBrBbgrbgggbrGBr&alg=R+G')"),
        ("puzzle=pyraminx", "Ok(puzzle=pyraminx)"),
        ("puzzle=pyraminx&alg=s1+s5", "Ok(puzzle=pyraminx&alg=s1+s5)"),
        ("?puzzle=pyraminx&alg=s1", "Ok(puzzle=pyraminx&alg=s1)"),
        ("puzzle=pyraminx&alg=s1%5E-3+s5%5E2", "Ok(puzzle=pyraminx&alg=s1%5E-3+s5%5E2)"),
        ("title=x&puzzle=cube2&alg=R%5E007", "Ok(puzzle=cube2&alg=R%5E7)"),
        ("puzzle=cube2&step=abc", "Ok(puzzle=cube2)"),
        ("puzzle=cube2&notation=klingon&method=X", "Ok(puzzle=cube2)"),
        ("puzzle=pyraminx&state=FFFF", "Err(the state in the link cannot be read: expected 36 colours, one per sticker, found 4)"),
        ("?alg=%ZZ", "Err(the link's \"alg\" part is not valid URL text)"),
        ("?notation=klingon", "Err(unknown notation \"klingon\" (use thesis or wca))"),
        ("?puzzle=cube2&alg=R%20%3Cimg%20src=x%20onerror=alert(1)%3E", "Err(the alg in the link cannot be read: column 3: unknown generator \"<img\" (the generators are R G B b g r))"),
        ("?setup-alg=A&state=AQ", "Err(the link gives both setup-alg and state; use one)"),
        ("?step=-1", "Err(the step in the link must be a number from 0 to 10000, not \"-1\")"),
        ("puzzle=tetraminx", "Err(unknown puzzle \"tetraminx\" (use {P}))"),
        ("puzzle=cube2&alg=Q", "Err(the alg in the link cannot be read: column 1: unknown generator \"Q\" (the generators are R G B b g r))"),
        ("?puzzle=%3Cscript%3Ealert(1)%3C/script%3E", "Err(unknown puzzle \"<script>alert(1)</script>\" (use {P}))"),
        ("?puzzle=megaminx%00", "Err(unknown puzzle \"megaminx\\0\" (use {P}))"),
        ("?alg=(AB", "Err(the alg in the link cannot be read: column 1: unclosed '(')"),
        ("?state=AAAA", "Err(the state in the link is not a Megaminx position: it has the wrong length or version)")
];

#[test]
fn links_written_before_open_as_they_did() {
    assert_eq!(
        encode_state(&State::of_moves(&[mv(Face::A, 1), mv(Face::B, 1)])),
        S
    );
    for (query, want) in OLD_LINKS {
        let query = query.replace("{S}", S);
        let got = match Link::from_query(&query) {
            Ok(link) => format!("Ok({})", link.to_query()),
            Err(e) => format!("Err({e})"),
        };
        let want = want
            .replace("{S}", S)
            .replace("{P}", &crate::puzzle::puzzle_names());
        assert_eq!(got, want, "{query}");
    }
}

#[test]
fn round_trip_with_moves() {
    let mut link = megaminx(
        Setup::Moves(vec![mv(Face::A, 1), mv(Face::L, -2)]),
        vec![mv(Face::C, -1)],
        Notation::Wca,
    );
    link.step = Some(3);
    let q = link.to_query();
    assert_eq!(
        q,
        "puzzle=megaminx&setup-alg=FR+U2'&alg=F'&notation=wca&step=3"
    );
    assert_eq!(Link::from_query(&format!("?{q}")).unwrap(), link);
}

#[test]
fn round_trip_with_a_state() {
    let mut rng = Rng::new(7);
    for _ in 0..50 {
        let link = megaminx(
            Setup::State(State::random(&mut rng)),
            vec![],
            Notation::Thesis,
        );
        assert_eq!(Link::from_query(&link.to_query()).unwrap(), link);
    }
}

/// A method name travels as it is; none, none.
#[test]
fn method_names_round_trip() {
    for name in [None, Some("short"), Some("thesis")] {
        let link = Link {
            method: name.map(|n| n.parse().unwrap()),
            ..Link::default()
        };
        let q = link.to_query();
        assert_eq!(q.contains("method="), name.is_some(), "{q}");
        assert_eq!(Link::from_query(&q).unwrap(), link);
    }
}

#[test]
fn empty_and_unknown_parameters() {
    assert_eq!(Link::from_query("").unwrap(), Link::default());
    assert_eq!(
        Link::from_query("?title=hello&puzzle=megaminx").unwrap(),
        Link::default()
    );
}

#[test]
fn hostile_links_are_errors_in_words() {
    let huge = "A".repeat(MAX_QUERY + 1);
    let cases: Vec<(String, &str)> = vec![
        ("puzzle=<script>alert(1)</script>".into(), "unknown puzzle"),
        ("alg=%3Cscript%3E".into(), "cannot be read"),
        ("alg=%ZZ".into(), "not valid URL text"),
        ("alg=%C3%28".into(), "not valid URL text"),
        ("alg=A&alg=B".into(), "twice"),
        ("notation=klingon".into(), "unknown notation"),
        ("state=!!!".into(), "base64url"),
        ("state=AAAA".into(), "length"),
        ("setup-alg=A&state=AQ".into(), "both"),
        ("step=-1".into(), "step"),
        (
            "method=<b>magic</b>".into(),
            "method \"<b>magic</b>\" in the link is not a method name",
        ),
        ("method=Thesis".into(), "not a method name"),
        ("step=99999999999999999999999".into(), "step"),
        ("puzzle=tetraminx".into(), "unknown puzzle"),
        ("puzzle=cube2&alg=Q".into(), "unknown generator"),
        ("puzzle=cube2&state=RRRR".into(), "expected 24 colours"),
        ("puzzle=pyraminx&alg=s1&alg=s2".into(), "twice"),
        ("puzzle=cube2&state=%3Cscript%3E".into(), "unknown colour"),
        (huge, "too long"),
    ];
    for (q, want) in cases {
        let err = Link::from_query(&q).unwrap_err().to_string();
        assert!(err.contains(want), "{q:.60}: {err}");
        assert!(err.chars().count() < 200, "messages stay short: {err}");
    }
}

/// Algs that expand past the cap are refused; histories past it travel as a state, so
/// every link written fits and opens (the fuzz target checks the round trip).
#[test]
fn long_move_lists() {
    assert!(matches!(
        Link::from_query("alg=(AB)^1001"),
        Err(ShareError::TooManyMoves(2002))
    ));
    let moves: Vec<Move> = (0..5000)
        .map(|i| mv(Face::new(i % 12).unwrap(), 1 + (i % 3) as i64))
        .collect();
    let setup = Setup::Moves(moves[..100].to_vec());
    let mut link = megaminx(setup.clone(), moves.clone(), Notation::Wca);
    link.step = Some(1);
    let q = link.to_query();
    assert!(q.len() < MAX_QUERY);
    let back = Link::from_query(&q).unwrap();
    assert_eq!(back.position.perm(), link.position.perm());
    let Position::Megaminx {
        setup: Setup::State(_),
        moves,
        notation,
    } = &back.position
    else {
        panic!("a state: {q:.80}");
    };
    assert!(moves.is_empty());
    assert_eq!((back.step, *notation), (Some(1), Notation::Wca));
    let longest = "DR2' ".repeat(MAX_LINK_MOVES);
    let q = Link::from_query(&format!("notation=wca&alg={}", percent_encode(&longest)))
        .unwrap()
        .to_query();
    assert!(q.len() < MAX_QUERY, "{}", q.len());
    let long = format!("puzzle=cube2&alg={}", "R+G+".repeat(MAX_LINK_MOVES));
    assert!(matches!(
        Link::from_query(&long),
        Err(ShareError::TooManyMoves(_))
    ));
}

#[test]
fn twizzle_links_use_wca_names() {
    let link = megaminx(
        Setup::Moves(vec![mv(Face::L, 1)]),
        vec![mv(Face::D, -1)],
        Notation::Thesis,
    );
    assert_eq!(
        twizzle_url(&link).unwrap(),
        "https://alpha.twizzle.net/edit/?puzzle=megaminx&setup-alg=U&alg=R'"
    );
    assert_eq!(twizzle_url(&Link::solved(PuzzleKind::Cube2)), None);
}

#[test]
fn which_queries_carry_a_position() {
    for q in [
        "puzzle=cube2",
        "?alg=A",
        "state=AAA",
        "step=2",
        "notation=wca",
        "%zz",
    ] {
        assert!(Link::carries_position(q), "{q}");
    }
    for q in ["", "?", "title=My+solve", "?utm_source=x&ref=y"] {
        assert!(!Link::carries_position(q), "{q}");
    }
}

#[test]
fn the_blog_example_travels_as_its_colours() {
    let q = format!("puzzle=cube2&state={}&alg=R+G'", Cube2::BLOG_EXAMPLE);
    let link = Link::from_query(&q).unwrap();
    let Position::Stickers { start, moves, .. } = &link.position else {
        panic!("a cube2 link");
    };
    assert_eq!(start.to_string(), Cube2::BLOG_ANSWER);
    assert_eq!(moves.len(), 2);
    assert_eq!(link.to_query(), q);
    assert_eq!(Link::from_query(&link.to_query()).unwrap(), link);
    assert_eq!(
        Link::solved(PuzzleKind::Pyraminx).to_query(),
        "puzzle=pyraminx"
    );
}

/// One interface: every puzzle's link names its puzzle and its position on the stickers.
#[test]
fn every_puzzle_has_one_link_model() {
    let mut rng = Rng::new(3);
    for kind in PuzzleKind::ALL {
        let solved = Link::solved(kind);
        assert_eq!(solved.puzzle(), kind);
        assert!(solved.position.perm().is_identity(), "{kind}");
        assert_eq!(Link::puzzle_named(&solved.to_query()), Some(kind));
        let random = kind.info().whole_group().random_element(&mut rng);
        let position = match kind {
            PuzzleKind::Megaminx => Position::Megaminx {
                setup: Setup::State(State::from_perm(&random).unwrap()),
                moves: vec![mv(Face::A, 1)],
                notation: Notation::Wca,
            },
            _ => Position::Stickers {
                puzzle: kind,
                start: random,
                moves: Word::generator(1, -1),
            },
        };
        let link = Link { position, ..solved };
        assert_eq!(Link::from_query(&link.to_query()).unwrap(), link, "{kind}");
    }
}

proptest! {
    /// Decoding never panics on arbitrary text.
    #[test]
    fn decoding_never_panics(text in "\\PC{0,200}") {
        let _ = Link::from_query(&text);
    }
}

/// Custom colours and letters travel on every puzzle; a link without them reads as before;
/// bad colours are refused naming the face and the colour, quoted.
#[test]
fn custom_colours_and_letters_round_trip() {
    for kind in PuzzleKind::ALL {
        let mut link = Link::solved(kind);
        let mut colours = kind.info().colour_schemes()[0].colours.clone();
        colours[0] = [0x12, 0x34, 0x56];
        link.scheme = Some(crate::puzzle::CUSTOM.to_string());
        link.custom = Some(colours);
        link.letters = true;
        let q = link.to_query();
        let first = &kind.def().colours()[0];
        assert!(
            q.contains(&format!("scheme=custom&colours={first}:123456,")),
            "{q}"
        );
        assert!(q.ends_with("&letters=1"), "{q}");
        assert_eq!(Link::from_query(&q).unwrap(), link, "{kind}");
    }
    let partial = Link::from_query("puzzle=cube2&scheme=custom&colours=b:000000").unwrap();
    let custom = partial.custom.unwrap();
    assert_eq!(custom[3], [0, 0, 0]);
    assert_eq!(
        custom[0],
        PuzzleKind::Cube2.info().colour_schemes()[0].colours[0]
    );
    let plain = Link::from_query("puzzle=cube2&scheme=cvd").unwrap();
    assert_eq!((plain.custom, plain.letters), (None, false));
    let bad = [
        (
            "scheme=custom&colours=A:zz0000",
            "the colours in the link cannot be read: face \"A\": \"zz0000\" is not a colour",
        ),
        (
            "scheme=custom&colours=Q:ff0000",
            "the megaminx has no face \"Q\"",
        ),
        (
            "scheme=custom&colours=A%3Cb%3E",
            "\"A<b>\" is not face:colour",
        ),
        (
            "scheme=custom&colours=A:ff0000,A:ff0000",
            "face \"A\" is given a colour twice",
        ),
        (
            "scheme=cvd&colours=A:ff0000",
            "colours but not scheme=custom",
        ),
        (
            "letters=yes",
            "letters in the link must be 1 or 0, not \"yes\"",
        ),
        ("scheme=nope", "(use wca, thesis, cvd, custom)"),
    ];
    for (query, want) in bad {
        let e = Link::from_query(query).unwrap_err().to_string();
        assert!(e.contains(want), "{query}: {e}");
    }
    let huge = format!("scheme=custom&colours=A:{}", "f".repeat(10_000));
    let e = Link::from_query(&huge).unwrap_err().to_string();
    assert!(e.len() < 200, "bounded: {e}");
}
