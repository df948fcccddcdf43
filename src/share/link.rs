//! [`Link`]: everything a Megaminx share link carries, written as a query and read back.

use crate::puzzle::notation::{display_notation, format_moves, parse_moves};
use crate::puzzle::{Move, Notation, PuzzleKind, State};
use crate::quote::quote;

use super::codec::{decode_state, encode_state};
use super::query::{percent_encode, Fields};
use super::{MethodName, ShareError, MAX_LINK_MOVES, MAX_STEP};

/// Where the shared position starts before its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setup {
    /// A scramble written as moves (empty: solved).
    Moves(Vec<Move>),
    /// A position given directly.
    State(State),
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::Moves(Vec::new())
    }
}

impl Setup {
    /// The position it describes.
    pub fn state(&self) -> State {
        match self {
            Setup::Moves(m) => State::of_moves(m),
            Setup::State(s) => *s,
        }
    }
}

/// Everything a share link carries.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// The scramble or starting position.
    pub setup: Setup,
    /// The moves made after it.
    pub moves: Vec<Move>,
    /// The notation the algs are written in (and the panel shows).
    pub notation: Notation,
    /// How many solution steps are done, if a solution is open.
    pub step: Option<usize>,
    /// The solving method named by `method=`, if any (the app checks it is one it offers,
    /// and leaves it out when it is the default).
    pub method: Option<MethodName>,
}

impl Link {
    /// The query string (without `?`), parameters in a fixed order. When the moves are more
    /// than [`MAX_LINK_MOVES`], the link carries the position they reach as `state=` instead.
    pub fn to_query(&self) -> String {
        let setup_len = match &self.setup {
            Setup::Moves(m) => m.len(),
            Setup::State(_) => 0,
        };
        if setup_len + self.moves.len() > MAX_LINK_MOVES {
            let end = self
                .moves
                .iter()
                .fold(self.setup.state(), |s, &m| s.apply(m));
            return Link {
                setup: Setup::State(end),
                moves: Vec::new(),
                ..self.clone()
            }
            .to_query();
        }
        let mut q = vec![("puzzle", "megaminx".to_string())];
        match &self.setup {
            Setup::Moves(m) if !m.is_empty() => {
                q.push(("setup-alg", format_moves(m, self.notation)))
            }
            Setup::Moves(_) => {}
            Setup::State(s) => q.push(("state", encode_state(s))),
        }
        if !self.moves.is_empty() {
            q.push(("alg", format_moves(&self.moves, self.notation)));
        }
        q.push(("notation", self.notation.name().to_string()));
        if let Some(step) = self.step {
            q.push(("step", step.to_string()));
        }
        if let Some(m) = &self.method {
            q.push(("method", m.to_string()));
        }
        q.iter()
            .map(|(k, v)| format!("{k}={}", percent_encode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }

    /// Reads a Megaminx query string (a leading `?` is allowed). An empty query is the solved
    /// puzzle; a link to another puzzle is an error ([`PageLink`] reads those).
    pub fn from_query(query: &str) -> Result<Link, ShareError> {
        let fields = Fields::read(query)?;
        match fields.puzzle()? {
            PuzzleKind::Megaminx => Link::from_fields(&fields),
            other => Err(ShareError::OtherPuzzle(other)),
        }
    }

    pub(super) fn from_fields(fields: &Fields) -> Result<Link, ShareError> {
        let get = |name: &str| fields.get(name);
        let notation = match get("notation") {
            None => Notation::Thesis,
            Some(n) => display_notation(n).ok_or_else(|| ShareError::UnknownNotation(quote(n)))?,
        };
        let read = |param: &'static str| -> Result<Vec<Move>, ShareError> {
            get(param).map_or(Ok(Vec::new()), |text| {
                parse_moves(text, notation).map_err(|error| ShareError::BadAlg { param, error })
            })
        };
        let setup = match (get("setup-alg"), get("state")) {
            (Some(_), Some(_)) => return Err(ShareError::SetupAndState),
            (_, Some(s)) => Setup::State(decode_state(s).map_err(ShareError::BadState)?),
            _ => Setup::Moves(read("setup-alg")?),
        };
        let moves = read("alg")?;
        let total = moves.len()
            + match &setup {
                Setup::Moves(m) => m.len(),
                Setup::State(_) => 0,
            };
        if total > MAX_LINK_MOVES {
            return Err(ShareError::TooManyMoves(total));
        }
        let step = match get("step") {
            None => None,
            Some(s) => Some(
                s.parse::<usize>()
                    .ok()
                    .filter(|&n| n <= MAX_STEP)
                    .ok_or_else(|| ShareError::BadStep(quote(s)))?,
            ),
        };
        let method = get("method").map(str::parse::<MethodName>).transpose()?;
        Ok(Link {
            setup,
            moves,
            notation,
            step,
            method,
        })
    }
}

/// The same position and moves as a Twizzle link (cubing.js notation), when the setup is a
/// move sequence (Twizzle has no way to take a bare state).
pub fn twizzle_url(link: &Link) -> Option<String> {
    let Setup::Moves(setup) = &link.setup else {
        return None;
    };
    let mut url = String::from("https://alpha.twizzle.net/edit/?puzzle=megaminx");
    for (name, moves) in [("setup-alg", setup), ("alg", &link.moves)] {
        if !moves.is_empty() {
            url.push_str(&format!(
                "&{name}={}",
                percent_encode(&format_moves(moves, Notation::Wca))
            ));
        }
    }
    Some(url)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face};
    use crate::rng::Rng;
    use crate::share::{percent_encode, MAX_QUERY};
    use proptest::prelude::*;

    fn mv(f: Face, k: i64) -> Move {
        Move::new(f, Amount::new(k))
    }

    #[test]
    fn round_trip_with_moves() {
        let link = Link {
            setup: Setup::Moves(vec![mv(Face::A, 1), mv(Face::L, -2)]),
            moves: vec![mv(Face::C, -1)],
            notation: Notation::Wca,
            step: Some(3),
            method: None,
        };
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
            let s = State::random(&mut rng);
            let link = Link {
                setup: Setup::State(s),
                ..Link::default()
            };
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
        let link = Link {
            setup: Setup::Moves(moves[..100].to_vec()),
            moves: moves.clone(),
            notation: Notation::Wca,
            step: Some(1),
            method: None,
        };
        let q = link.to_query();
        assert!(q.len() < MAX_QUERY);
        let back = Link::from_query(&q).unwrap();
        assert_eq!(
            back.setup.state(),
            moves.iter().fold(link.setup.state(), |s, &m| s.apply(m))
        );
        assert!(back.moves.is_empty());
        assert_eq!((back.step, back.notation), (Some(1), Notation::Wca));
        let longest = "DR2' ".repeat(MAX_LINK_MOVES);
        let q = Link::from_query(&format!("notation=wca&alg={}", percent_encode(&longest)))
            .unwrap()
            .to_query();
        assert!(q.len() < MAX_QUERY, "{}", q.len());
    }

    #[test]
    fn twizzle_links_use_wca_names() {
        let link = Link {
            setup: Setup::Moves(vec![mv(Face::L, 1)]),
            moves: vec![mv(Face::D, -1)],
            ..Link::default()
        };
        assert_eq!(
            twizzle_url(&link).unwrap(),
            "https://alpha.twizzle.net/edit/?puzzle=megaminx&setup-alg=U&alg=R'"
        );
    }

    proptest! {
        /// Decoding never panics on arbitrary text.
        #[test]
        fn decoding_never_panics(text in "\\PC{0,200}") {
            let _ = Link::from_query(&text);
        }
    }
}
