//! Links from cubing.js's sites: each opens as minx's own link with the same puzzle, setup
//! and moves; links written are read back; bad ones are errors in words.

use super::*;
use crate::puzzle::notation::format_moves;
use crate::puzzle::{Amount, Face, Notation};
use proptest::prelude::*;

/// minx's own link with this puzzle, setup and moves (WCA notation), as the page reads it.
fn own(query: &str) -> Link {
    Link::from_query(query).unwrap()
}

#[test]
fn a_twizzle_link_opens_as_minx_s_own_link() {
    let twizzle = "https://alpha.twizzle.net/edit/?puzzle=megaminx&setup-alg=D2+U%27&alg=%5BR%2C+U%5D+BL2%27&title=Mine";
    let mine = own("puzzle=megaminx&setup-alg=D2+U'&alg=[R,+U]+BL2'&notation=wca");
    assert_eq!(read_cubing_link(twizzle).unwrap(), mine);
    // Written without the scheme, with www., a port, a fragment, newlines and a comment.
    let pasted = "  www.twizzle.net:443/edit/?puzzle=megaminx&setup-alg=D2+U%27%0A%2F%2F+scramble&alg=%5BR%2C+U%5D%0ABL2%27#x ";
    assert_eq!(read_cubing_link(pasted).unwrap(), mine);
    let old = "https://experiments.cubing.net/cubing.js/twizzle/edit/?puzzle=megaminx&setup-alg=D2+U%27&alg=%5BR%2C+U%5D+BL2%27";
    assert_eq!(read_cubing_link(old).unwrap(), mine);
}

#[test]
fn an_alg_cubing_net_link_unescapes_as_cubing_js_does() {
    // serializeURLParam: space `_`, `'` `-`, and `+` `&#2b;` (then URL-encoded).
    let url = "https://alg.cubing.net/?puzzle=megaminx&setup=D2_U-&alg=%5BR,_U%5D_BL2-";
    let mine = own("puzzle=megaminx&setup-alg=D2+U'&alg=[R,+U]+BL2'&notation=wca");
    assert_eq!(read_cubing_link(url).unwrap(), mine);
}

#[test]
fn scramble_turns_carry_on_into_the_alg() {
    // `R++ U` is `L2 FL` in fixed faces (the Pochmann importer's own example): after `R++`
    // the face that started as FL is on top, and the alg's `U` turns it.
    let twizzle = "https://alpha.twizzle.net/edit/?puzzle=megaminx&setup-alg=R%2B%2B&alg=U";
    assert_eq!(
        read_cubing_link(twizzle).unwrap(),
        own("puzzle=megaminx&setup-alg=L2&alg=FL&notation=wca")
    );
    // alg.cubing.net escapes `+` and `-` as `&#2b;` and `&#45;`.
    let acn = "https://alg.cubing.net/?puzzle=megaminx&setup=R%26%232b%3B%26%232b%3B_D%26%2345%3B%26%2345%3B&alg=U";
    let joint = parse_moves("R++ D-- U", Notation::Pochmann).unwrap();
    let link = read_cubing_link(acn).unwrap();
    assert_eq!(link.position.letters(), vec![Letter::from(joint[2])]);
    assert_eq!(
        link.position.start(),
        Start::Moves(joint[..2].iter().map(|&m| Letter::from(m)).collect())
    );
}

#[test]
fn a_kilominx_link_opens_its_position() {
    let url = "https://alpha.twizzle.net/edit/?puzzle=kilominx&setup-alg=R+U&alg=F%27";
    let link = read_cubing_link(url).unwrap();
    assert_eq!(link.puzzle(), PuzzleKind::Kilominx);
    let faces = |text: &str| -> Vec<Letter> {
        parse_moves(text, Notation::Wca)
            .unwrap()
            .into_iter()
            .map(Letter::from)
            .collect()
    };
    let def = PuzzleKind::Kilominx.def();
    let word = |letters: Vec<Letter>| {
        let mut w = crate::group::Word::new();
        letters.iter().for_each(|l| w.push(l.generator, l.power));
        def.evaluate(&w)
    };
    assert_eq!(link.position.perm(), word(faces("R U F'")));
    assert_eq!(link.position.letters(), faces("F'"));
    // Its own link, written and read, is the same.
    assert_eq!(own(&link.to_query()), link);
}

#[test]
fn links_written_are_read_back() {
    let mv = |f, k| Move::new(f, Amount::new(k));
    let link = Position::new(
        PuzzleKind::Megaminx,
        &Start::Moves(vec![Letter::from(mv(Face::L, 1))]),
        &[Letter::from(mv(Face::D, -1))],
        Notation::Thesis,
    );
    let link = Link {
        position: link,
        ..Link::default()
    };
    let url = twizzle_url(&link).unwrap();
    assert_eq!(
        url,
        "https://alpha.twizzle.net/edit/?puzzle=megaminx&setup-alg=U&alg=R'"
    );
    let back = read_cubing_link(&url).unwrap();
    assert_eq!(back.position.perm(), link.position.perm());
    assert_eq!(back.position.letters(), link.position.letters());
    assert_eq!(back.position.notation(), Some(Notation::Wca));
    // Puzzles whose moves cubing.js names otherwise get no link; a bare state neither.
    assert_eq!(twizzle_url(&Link::solved(PuzzleKind::Cube2)), None);
    assert_eq!(twizzle_url(&Link::solved(PuzzleKind::Pyraminx)), None);
    let state = own("puzzle=kilominx&alg=A");
    let scrambled = Link {
        position: Position::new(
            PuzzleKind::Kilominx,
            &state.position.start(),
            &[],
            Notation::Wca,
        ),
        ..state.clone()
    };
    assert!(twizzle_url(&state).is_some());
    assert_eq!(
        twizzle_url(&Link {
            position: Position::new(
                PuzzleKind::Kilominx,
                &Start::Position(state.position.perm()),
                &[],
                Notation::Wca
            ),
            ..scrambled
        }),
        None
    );
}

#[test]
fn bad_links_say_what_is_wrong() {
    let err = |url: &str| read_cubing_link(url).unwrap_err().to_string();
    assert_eq!(
        err("https://alpha.twizzle.net/edit/?alg=R+U"),
        "the link is for cubing.js's \"3x3x3\", which minx cannot open (it opens megaminx or kilominx)"
    );
    assert_eq!(
        err("https://alpha.twizzle.net/edit/?puzzle=2x2x2&alg=R"),
        "the link is for cubing.js's \"2x2x2\", which minx cannot open (it opens megaminx or kilominx)"
    );
    assert_eq!(
        err("https://alg.cubing.net/?puzzle=pyraminx"),
        "the link is for cubing.js's \"pyraminx\", which minx cannot open (it opens megaminx or kilominx)"
    );
    assert_eq!(
        err("https://example.com/?alg=R"),
        "\"https://example.com/?alg=R\" is not a Twizzle or alg.cubing.net link"
    );
    assert_eq!(
        err("ftp://twizzle.net/?alg=R"),
        "\"ftp://twizzle.net/?alg=R\" is not a Twizzle or alg.cubing.net link"
    );
    assert_eq!(
        err("https://alpha.twizzle.net/edit/?puzzle=megaminx&alg=R+Q"),
        "the alg in the link cannot be read: column 3: unknown face \"Q\" (expected one of U F R L BL BR FR FL DL DR B D)"
    );
    assert!(err("https://alg.cubing.net/?puzzle=megaminx&setup=R_U_X")
        .starts_with("the setup in the link cannot be read: column 5"));
    assert_eq!(
        err("https://alpha.twizzle.net/edit/?puzzle=megaminx&alg=%ZZ"),
        "the link's \"alg\" part is not valid URL text"
    );
    assert_eq!(
        err("https://alpha.twizzle.net/edit/?puzzle=megaminx&alg=R&alg=U"),
        "the link gives \"alg\" twice"
    );
    let many = format!(
        "https://alpha.twizzle.net/edit/?puzzle=megaminx&alg=(R+U){}",
        MAX_LINK_MOVES
    );
    assert!(matches!(
        read_cubing_link(&many),
        Err(ShareError::TooManyMoves(_))
    ));
    let long = format!(
        "https://alpha.twizzle.net/edit/?alg={}",
        "R+".repeat(MAX_QUERY)
    );
    assert!(matches!(
        read_cubing_link(&long),
        Err(ShareError::TooLong(_))
    ));
    // A hostile name comes back escaped and short.
    let hostile = err("https://alpha.twizzle.net/?puzzle=%3Cscript%3E%1B%5B31m");
    assert!(hostile.contains("\"<script>\\u{1b}[31m\""), "{hostile}");
}

#[test]
fn the_page_opens_twizzle_links_in_its_query() {
    let twizzle = "https://alpha.twizzle.net/edit/?puzzle=megaminx&setup-alg=R+U&alg=F%27";
    let query = format!("twizzle={}&letters=1&scheme=cvd", percent_encode(twizzle));
    let link = Link::from_query(&query).unwrap();
    let mine = own("puzzle=megaminx&setup-alg=R+U&alg=F'&notation=wca&letters=1&scheme=cvd");
    assert_eq!(link, mine);
    assert!(Link::carries_position(&query));
    let both = format!("twizzle={}&alg=A", percent_encode(twizzle));
    assert_eq!(
        Link::from_query(&both).unwrap_err().to_string(),
        "the link gives both twizzle and alg; use one"
    );
    assert!(Link::from_query("twizzle=https%3A%2F%2Fexample.com%2F").is_err());
}

#[test]
fn web_addresses_are_told_from_moves() {
    for text in [
        "https://alpha.twizzle.net/edit/?alg=R",
        "HTTP://example.com",
        " alpha.twizzle.net/edit/?puzzle=megaminx",
        "alg.cubing.net/?alg=R",
    ] {
        assert!(is_web_address(text), "{text}");
    }
    for text in ["R U2' [R: U]", "(DC*D*C)^2", "A.B", "", "é", "example.com"] {
        assert!(!is_web_address(text), "{text}");
    }
}

proptest! {
    /// Any Megaminx history written as a Twizzle link reads back to the same position and
    /// moves; any text read as a link never panics.
    #[test]
    fn twizzle_links_round_trip(
        setup in prop::collection::vec((0usize..12, -2i64..=2), 0..30),
        moves in prop::collection::vec((0usize..12, -2i64..=2), 0..30),
    ) {
        let letters = |m: &[(usize, i64)]| -> Vec<Letter> {
            m.iter()
                .filter(|(_, k)| *k != 0)
                .map(|&(f, k)| Letter::from(Move::new(Face::new(f).unwrap(), Amount::new(k))))
                .collect()
        };
        let position = Position::new(
            PuzzleKind::Megaminx,
            &Start::Moves(letters(&setup)),
            &letters(&moves),
            Notation::Wca,
        );
        let link = Link { position, ..Link::default() };
        let back = read_cubing_link(&twizzle_url(&link).unwrap()).unwrap();
        prop_assert_eq!(back, link);
    }

    #[test]
    fn reading_never_panics(text in "\\PC{0,200}") {
        let _ = read_cubing_link(&text);
        let _ = read_cubing_link(&format!("https://alg.cubing.net/?puzzle=megaminx&alg={text}"));
        let _ = is_web_address(&text);
    }
}

#[test]
fn format_and_parse_agree_on_cubing_notation() {
    // The notation the registry names for a cubing.js puzzle writes what it reads.
    for kind in PuzzleKind::ALL {
        if let Some(c) = kind.info().cubing {
            let moves = parse_moves("R++ D-- U' BL2 DR", c.reads).unwrap();
            let text = format_moves(&moves, c.writes);
            assert_eq!(parse_moves(&text, c.reads).unwrap(), moves, "{kind}");
            assert_eq!(parse_moves(&text, c.writes).unwrap(), moves, "{kind}");
        }
    }
}
