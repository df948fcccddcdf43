//! Share links: a position and a solution step as a query string, and back.
//!
//! Format (named like Twizzle's so people recognise it):
//! `?puzzle=megaminx&setup-alg=<alg>&alg=<alg>&notation=wca|thesis&step=<n>`, or `state=<s>`
//! instead of `setup-alg` for a position no alg describes (painted, or a random state), where
//! `<s>` is base64url of a version byte then one byte per piece: corners `slot·3 + twist`,
//! edges `slot·2 + flip`. `step=n` means "n steps of the solution done".
//!
//! Decoding untrusted text never panics, refuses oversized input early, and reports what is
//! wrong in words; unknown parameters (Twizzle's `title`, say) are ignored.

use thiserror::Error;

use crate::app::alg::{display_notation, format_moves, parse_moves, AlgError, Notation};
use crate::app::methods::{default_method, offered};
use crate::app::OFFERED;
use crate::puzzle::{IllegalState, Move, PuzzleKind, State, CORNERS, EDGES};
use crate::quote::quote;
use crate::solver::Method;

mod puzzle;

pub use puzzle::{PageLink, PuzzleLink};

/// The longest query accepted, in bytes.
pub const MAX_QUERY: usize = 16 * 1024;
/// The largest step number accepted.
pub const MAX_STEP: usize = 10_000;
/// The most face turns a link's algs may expand to (setup and moves together). Longer
/// histories are shared as `state=`, so every link this module writes fits [`MAX_QUERY`].
pub const MAX_LINK_MOVES: usize = 2_000;

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
    /// The solving method chosen, when it is not the default (`method=`); one of those the
    /// page offers ([`crate::app::OFFERED`]).
    pub method: Option<Method>,
}

/// A bad share link: what is wrong, in words.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ShareError {
    /// The query is longer than [`MAX_QUERY`].
    #[error("the link is too long ({0} bytes; at most {MAX_QUERY} are read)")]
    TooLong(usize),
    /// A `%` escape or the UTF-8 inside it is broken.
    #[error("the link's {0} part is not valid URL text")]
    Encoding(String),
    /// A parameter appears twice.
    #[error("the link gives {0} twice")]
    Duplicate(String),
    /// A puzzle this app does not know.
    #[error("unknown puzzle {0} (use megaminx, pyraminx or cube2)")]
    UnknownPuzzle(String),
    /// A link to another puzzle where a Megaminx link was expected.
    #[error("this is a link to the {0}, not to the megaminx")]
    OtherPuzzle(PuzzleKind),
    /// A link's position or moves for the Pyraminx or the 2×2×2 that cannot be used.
    #[error("the {param} in the link cannot be read: {message}")]
    BadPuzzleValue {
        /// `state` or `alg`.
        param: &'static str,
        /// What is wrong, in words.
        message: String,
    },
    /// A notation this app does not know.
    #[error("unknown notation {0} (use thesis or wca)")]
    UnknownNotation(String),
    /// An alg that does not parse.
    #[error("the {param} in the link cannot be read: {error}")]
    BadAlg {
        /// `setup-alg` or `alg`.
        param: &'static str,
        /// The parser's complaint (with its column).
        error: AlgError,
    },
    /// The algs expand to more than [`MAX_LINK_MOVES`] turns.
    #[error("the link's moves expand to {0} turns; at most {MAX_LINK_MOVES} are read")]
    TooManyMoves(usize),
    /// Both `setup-alg` and `state` were given.
    #[error("the link gives both setup-alg and state; use one")]
    SetupAndState,
    /// A `state` that does not decode to a legal position.
    #[error("the state in the link is not a Megaminx position: {0}")]
    BadState(StateError),
    /// A `method` the page does not offer.
    #[error("unknown solving method {0} in the link (use {names})", names = offered_names())]
    UnknownMethod(String),
    /// A `step` that is not a small number.
    #[error("the step in the link must be a number from 0 to {MAX_STEP}, not {0}")]
    BadStep(String),
}

/// Why a `state=` value is not a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StateError {
    /// Not base64url.
    #[error("it is not base64url text")]
    Base64,
    /// Wrong number of bytes or an unknown version.
    #[error("it has the wrong length or version")]
    Format,
    /// Two pieces in one slot, or a slot or orientation out of range.
    #[error("its pieces do not fill each slot exactly once")]
    Pieces,
    /// A position no sequence of turns reaches.
    #[error("{0}")]
    Illegal(IllegalState),
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
        if let Some(m) = self.method.filter(|&m| m != default_method()) {
            q.push(("method", m.name().to_string()));
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

    fn from_fields(fields: &Fields) -> Result<Link, ShareError> {
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
        let method = match get("method") {
            None => None,
            Some(name) => {
                Some(offered(name).ok_or_else(|| ShareError::UnknownMethod(quote(name)))?)
            }
        };
        Ok(Link {
            setup,
            moves,
            notation,
            step,
            method: method.filter(|&m| m != default_method()),
        })
    }
}

/// A query's parameters, decoded: each name at most once, unknown ones kept (and ignored).
#[derive(Clone, Debug, Default)]
pub(crate) struct Fields(Vec<(String, String)>);

impl Fields {
    /// Splits and percent-decodes a query (a leading `?` is allowed), refusing oversized
    /// input and repeated parameters.
    pub(crate) fn read(query: &str) -> Result<Fields, ShareError> {
        if query.len() > MAX_QUERY {
            return Err(ShareError::TooLong(query.len()));
        }
        let query = query.strip_prefix('?').unwrap_or(query);
        let mut fields: Vec<(String, String)> = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let key = percent_decode(k).ok_or_else(|| ShareError::Encoding(quote(k)))?;
            let value = percent_decode(v).ok_or_else(|| ShareError::Encoding(quote(&key)))?;
            if fields.iter().any(|(f, _)| *f == key) {
                return Err(ShareError::Duplicate(quote(&key)));
            }
            fields.push((key, value));
        }
        Ok(Fields(fields))
    }

    /// The value of a parameter.
    pub(crate) fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The puzzle named by `puzzle=` (the Megaminx when absent).
    pub(crate) fn puzzle(&self) -> Result<PuzzleKind, ShareError> {
        self.get("puzzle").map_or(Ok(PuzzleKind::Megaminx), |p| {
            p.parse().map_err(|_| ShareError::UnknownPuzzle(quote(p)))
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

/// The offered methods' names, for an error message: `thesis or naive`.
fn offered_names() -> String {
    let names: Vec<&str> = OFFERED.iter().map(|o| o.method.name()).collect();
    names.join(" or ")
}

/// Percent-encodes a query value: unreserved characters and `*'(),:` stay, space is `+`.
pub fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' => out.push(b as char),
            b'-' | b'.' | b'_' | b'~' | b'*' | b'\'' | b'(' | b')' | b',' | b':' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// Decodes a query value (`+` is a space); `None` for a broken escape or invalid UTF-8.
pub fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes.get(i + 1..i + 3)?;
                let hex = std::str::from_utf8(hex).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const STATE_VERSION: u8 = 1;

/// base64url without padding.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for k in 0..=chunk.len() {
            out.push(BASE64URL[(n >> (18 - 6 * k) & 63) as usize] as char);
        }
    }
    out
}

/// Reads base64url (padding optional); `None` for any other character or a bad length.
pub fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let text = text.trim_end_matches('=');
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let v = BASE64URL.iter().position(|&x| x == c)? as u32;
            n |= v << (18 - 6 * i);
        }
        for k in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * k)) as u8);
        }
    }
    Some(out)
}

/// A position as `state=` text.
pub fn encode_state(s: &State) -> String {
    let mut bytes = vec![STATE_VERSION];
    bytes.extend((0..CORNERS).map(|i| s.corner_to[i] * 3 + s.corner_twist[i]));
    bytes.extend((0..EDGES).map(|i| s.edge_to[i] * 2 + s.edge_flip[i]));
    base64url_encode(&bytes)
}

/// Reads `state=` text: checks the format, that it is a permutation, and that it is legal.
pub fn decode_state(text: &str) -> Result<State, StateError> {
    let bytes = base64url_decode(text).ok_or(StateError::Base64)?;
    if bytes.len() != 1 + CORNERS + EDGES || bytes[0] != STATE_VERSION {
        return Err(StateError::Format);
    }
    let mut s = State::SOLVED;
    let mut seen = ([false; CORNERS], [false; EDGES]);
    for (i, &b) in bytes[1..=CORNERS].iter().enumerate() {
        let slot = usize::from(b / 3);
        if slot >= CORNERS || std::mem::replace(&mut seen.0[slot], true) {
            return Err(StateError::Pieces);
        }
        (s.corner_to[i], s.corner_twist[i]) = (b / 3, b % 3);
    }
    for (i, &b) in bytes[1 + CORNERS..].iter().enumerate() {
        let slot = usize::from(b / 2);
        if slot >= EDGES || std::mem::replace(&mut seen.1[slot], true) {
            return Err(StateError::Pieces);
        }
        (s.edge_to[i], s.edge_flip[i]) = (b / 2, b % 2);
    }
    s.check_legal().map_err(StateError::Illegal)?;
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face};
    use crate::rng::Rng;
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

    /// The method travels when it is not the default; naming the default is allowed and
    /// reads as no choice.
    #[test]
    fn methods_round_trip() {
        for offer in OFFERED {
            let link = Link {
                method: Some(offer.method).filter(|&m| m != default_method()),
                ..Link::default()
            };
            let q = link.to_query();
            assert_eq!(q.contains("method="), link.method.is_some(), "{q}");
            assert_eq!(Link::from_query(&q).unwrap(), link);
            let named = Link::from_query(&format!("method={}", offer.method)).unwrap();
            assert_eq!(named, link);
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
                "unknown solving method \"<b>magic</b>\"",
            ),
            ("method=Thesis".into(), "use thesis or"),
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
    fn illegal_states_are_refused() {
        let mut s = State::SOLVED;
        s.edge_flip[0] = 1;
        assert!(matches!(
            decode_state(&encode_state(&s)),
            Err(StateError::Illegal(IllegalState::Flip))
        ));
        let mut bytes = base64url_decode(&encode_state(&State::SOLVED)).unwrap();
        bytes[2] = bytes[1];
        assert_eq!(
            decode_state(&base64url_encode(&bytes)),
            Err(StateError::Pieces)
        );
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
        #[test]
        fn base64url_round_trips(bytes in proptest::collection::vec(any::<u8>(), 0..80)) {
            prop_assert_eq!(base64url_decode(&base64url_encode(&bytes)), Some(bytes));
        }

        #[test]
        fn percent_round_trips(text in "\\PC{0,40}") {
            prop_assert_eq!(percent_decode(&percent_encode(&text)), Some(text));
        }

        /// Decoding never panics on arbitrary text.
        #[test]
        fn decoding_never_panics(text in "\\PC{0,200}") {
            let _ = Link::from_query(&text);
            let _ = decode_state(&text);
        }
    }
}
