//! Links to the Pyraminx and the 2×2×2, and [`PageLink`], which reads any of the page's links.
//!
//! Format: `?puzzle=pyraminx|cube2&state=<colours>&alg=<moves>`. `state` (optional: solved
//! when absent) is the starting position as its colours, one letter per sticker in sticker
//! order — the text `minx state` reads, e.g. the blog's `RRRRGGbGBBrBbgrbgggbrGBr` — so a
//! painted position travels as it was painted, and is checked like one when opened. `alg` is
//! the moves made since, in generator names (`R G' b^2`, `s1 s5'`).

use super::query::{percent_encode, Fields};
use super::{Link, ShareError, MAX_LINK_MOVES};
use crate::group::{Perm, Word};
use crate::puzzle::{write_colours, PuzzleKind};

/// A Pyraminx or 2×2×2 position and moves, as a link carries them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleLink {
    /// The puzzle (not the Megaminx, whose links are [`Link`]s).
    pub puzzle: PuzzleKind,
    /// The starting position (a sticker permutation; the identity when solved).
    pub start: Perm,
    /// The moves made after it, in the puzzle's generators.
    pub moves: Word,
}

/// Any link the page opens: the Megaminx's, or another puzzle's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageLink {
    /// A Megaminx link (also what a query without `puzzle=` is).
    Megaminx(Link),
    /// A Pyraminx or 2×2×2 link.
    Puzzle(PuzzleLink),
}

impl PageLink {
    /// Reads a query string (a leading `?` is allowed); never panics, and says what is wrong.
    pub fn from_query(query: &str) -> Result<PageLink, ShareError> {
        let fields = Fields::read(query)?;
        match fields.puzzle()? {
            PuzzleKind::Megaminx => Link::from_fields(&fields).map(PageLink::Megaminx),
            other => PuzzleLink::from_fields(other, &fields).map(PageLink::Puzzle),
        }
    }

    /// The puzzle a query names, when it can be told (even if the rest is bad).
    pub fn puzzle_named(query: &str) -> Option<PuzzleKind> {
        Fields::read(query).ok()?.puzzle().ok()
    }

    /// Whether a query says where the puzzle is (any of the link's parameters, or text that
    /// is not a readable query at all, whose error the page shows): only a query that does
    /// not lets the page restore the saved session. Unknown parameters alone say nothing.
    pub fn carries_position(query: &str) -> bool {
        const PARAMS: [&str; 6] = ["puzzle", "setup-alg", "state", "alg", "notation", "step"];
        match Fields::read(query) {
            Ok(fields) => PARAMS.iter().any(|p| fields.get(p).is_some()),
            Err(_) => true,
        }
    }

    /// The query string (without `?`).
    pub fn to_query(&self) -> String {
        match self {
            PageLink::Megaminx(l) => l.to_query(),
            PageLink::Puzzle(l) => l.to_query(),
        }
    }
}

impl PuzzleLink {
    /// A solved puzzle with no moves.
    pub fn solved(puzzle: PuzzleKind) -> PuzzleLink {
        PuzzleLink {
            puzzle,
            start: puzzle.def().identity(),
            moves: Word::new(),
        }
    }

    /// The query string (without `?`): `puzzle`, then `state` unless the start is solved,
    /// then `alg` unless there are no moves.
    pub fn to_query(&self) -> String {
        let def = self.puzzle.def();
        let mut q = vec![("puzzle", self.puzzle.name().to_string())];
        if !self.start.is_identity() {
            q.push(("state", write_colours(def, &def.colours_of(&self.start))));
        }
        if !self.moves.is_empty() {
            let names = def.generator_names();
            q.push(("alg", self.moves.display_with(&names).to_string()));
        }
        q.iter()
            .map(|(k, v)| format!("{k}={}", percent_encode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }

    fn from_fields(puzzle: PuzzleKind, fields: &Fields) -> Result<PuzzleLink, ShareError> {
        let def = puzzle.def();
        let start = match fields.get("state") {
            None => def.identity(),
            Some(text) => {
                puzzle
                    .reader()
                    .read_text(text)
                    .map_err(|e| ShareError::BadPuzzleValue {
                        param: "state",
                        message: e.to_string(),
                    })?
            }
        };
        let moves = match fields.get("alg") {
            None => Word::new(),
            Some(text) => def
                .parse_word(text)
                .map_err(|e| ShareError::BadPuzzleValue {
                    param: "alg",
                    message: e.to_string(),
                })?,
        };
        if moves.len() > MAX_LINK_MOVES {
            return Err(ShareError::TooManyMoves(moves.len()));
        }
        Ok(PuzzleLink {
            puzzle,
            start,
            moves,
        })
    }

    /// The position the link shows: the start, then the moves.
    pub fn position(&self) -> Perm {
        let def = self.puzzle.def();
        self.start.then(&def.evaluate(&self.moves))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Cube2;

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
            assert!(PageLink::carries_position(q), "{q}");
        }
        for q in ["", "?", "title=My+solve", "?utm_source=x&ref=y"] {
            assert!(!PageLink::carries_position(q), "{q}");
        }
    }

    #[test]
    fn the_blog_example_travels_as_its_colours() {
        let q = format!("puzzle=cube2&state={}&alg=R+G'", Cube2::BLOG_EXAMPLE);
        let PageLink::Puzzle(link) = PageLink::from_query(&q).unwrap() else {
            panic!("a cube2 link");
        };
        assert_eq!(link.start.to_string(), Cube2::BLOG_ANSWER);
        assert_eq!(link.moves.len(), 2);
        assert_eq!(link.to_query(), q);
        assert_eq!(
            PageLink::from_query(&link.to_query()).unwrap(),
            PageLink::Puzzle(link)
        );
        let solved = PuzzleLink::solved(PuzzleKind::Pyraminx);
        assert_eq!(solved.to_query(), "puzzle=pyraminx");
    }

    #[test]
    fn megaminx_links_still_read() {
        assert!(matches!(
            PageLink::from_query("alg=A+B").unwrap(),
            PageLink::Megaminx(_)
        ));
        assert!(matches!(
            Link::from_query("puzzle=cube2"),
            Err(ShareError::OtherPuzzle(PuzzleKind::Cube2))
        ));
    }

    #[test]
    fn bad_puzzle_links_say_why() {
        let cases = [
            ("puzzle=tetraminx", "unknown puzzle"),
            ("puzzle=cube2&alg=Q", "unknown generator"),
            ("puzzle=cube2&state=RRRR", "expected 24 colours"),
            ("puzzle=pyraminx&alg=s1&alg=s2", "twice"),
            ("puzzle=cube2&state=%3Cscript%3E", "unknown colour"),
        ];
        for (q, want) in cases {
            let e = PageLink::from_query(q).unwrap_err().to_string();
            assert!(e.contains(want), "{q}: {e}");
        }
        let long = format!("puzzle=cube2&alg={}", "R+G+".repeat(MAX_LINK_MOVES));
        assert!(matches!(
            PageLink::from_query(&long),
            Err(ShareError::TooManyMoves(_))
        ));
    }
}
