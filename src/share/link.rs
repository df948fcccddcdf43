//! [`Link`]: everything a share link carries, for every puzzle, written as a query and read
//! back — the one link model and the one query builder.

use crate::puzzle::{read_face_colours, write_face_colours, Capability, PuzzleKind, Rgb, CUSTOM};
use crate::quote::quote;

use super::cubing_link::read_cubing_link;
use super::query::{percent_encode, Fields};
use super::{MethodName, Position, ShareError, MAX_STEP};

/// Everything a share link carries: which puzzle and where it is, and for puzzles whose
/// solutions the page steps through, the step and the method.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The puzzle, its start and the moves made since.
    pub position: Position,
    /// How many solution steps are done, if a solution is open.
    pub step: Option<usize>,
    /// The solving method named by `method=`, if any (the app checks it is one it offers,
    /// and leaves it out when it is the default).
    pub method: Option<MethodName>,
    /// The colour scheme named by `scheme=` (a choice one of the puzzle's schemes answers:
    /// `wca`, `thesis`, `cvd`, …, or `custom`), if any; left out when it is the puzzle's
    /// default.
    pub scheme: Option<String>,
    /// With `scheme=custom`, the puzzle's colours, one per colour of its definition, carried
    /// by `colours=A:ff0000,B:…` (faces the link leaves out keep the default scheme's).
    pub custom: Option<Vec<Rgb>>,
    /// Face letters on the stickers (`letters=1`).
    pub letters: bool,
}

impl Default for Link {
    /// The solved Megaminx (what an empty query is).
    fn default() -> Link {
        Link::solved(PuzzleKind::Megaminx)
    }
}

impl Link {
    /// A solved puzzle with no moves.
    pub fn solved(puzzle: PuzzleKind) -> Link {
        Link {
            position: Position::solved(puzzle),
            step: None,
            method: None,
            scheme: None,
            custom: None,
            letters: false,
        }
    }

    /// Which puzzle the link shows.
    pub fn puzzle(&self) -> PuzzleKind {
        self.position.puzzle()
    }

    /// The query string (without `?`), parameters in a fixed order: `puzzle`, the position's
    /// own (see [`Position`]), `step`, `method`, `scheme`, `colours`, `letters`.
    pub fn to_query(&self) -> String {
        let mut q = vec![("puzzle", self.puzzle().name().to_string())];
        q.extend(self.position.params());
        if let Some(step) = self.step {
            q.push(("step", step.to_string()));
        }
        if let Some(m) = &self.method {
            q.push(("method", m.to_string()));
        }
        if let Some(s) = &self.scheme {
            q.push(("scheme", s.clone()));
        }
        if let Some(colours) = self.custom.as_ref().filter(|_| self.is_custom()) {
            q.push(("colours", write_face_colours(self.puzzle(), colours)));
        }
        if self.letters {
            q.push(("letters", "1".to_string()));
        }
        q.iter()
            .map(|(k, v)| format!("{k}={}", percent_encode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }

    /// Reads a query string (a leading `?` is allowed): an empty query is the solved
    /// Megaminx. Never panics, refuses oversized input early, says what is wrong in words.
    /// `step` and `method` are read only for puzzles with solutions to step through (the
    /// registry's [`Capability::MegaminxSolvers`]); other puzzles' links ignore them.
    pub fn from_query(query: &str) -> Result<Link, ShareError> {
        let fields = Fields::read(query)?;
        if let Some(url) = fields.get(TWIZZLE) {
            return Link::from_cubing_link(url, &fields);
        }
        let puzzle = fields.puzzle()?;
        let position = Position::read(puzzle, &fields)?;
        let scheme = fields
            .get("scheme")
            .map(|s| scheme_choice(puzzle, s))
            .transpose()?;
        let custom = custom_colours(puzzle, scheme.as_deref(), fields.get("colours"))?;
        let letters = read_letters(&fields)?;
        if !puzzle.info().can(Capability::MegaminxSolvers) {
            return Ok(Link {
                position,
                step: None,
                method: None,
                scheme,
                custom,
                letters,
            });
        }
        let step = match fields.get("step") {
            None => None,
            Some(s) => Some(
                s.parse::<usize>()
                    .ok()
                    .filter(|&n| n <= MAX_STEP)
                    .ok_or_else(|| ShareError::BadStep(quote(s)))?,
            ),
        };
        let method = fields
            .get("method")
            .map(str::parse::<MethodName>)
            .transpose()?;
        Ok(Link {
            position,
            step,
            method,
            scheme,
            custom,
            letters,
        })
    }

    /// `?twizzle=<a Twizzle or alg.cubing.net link>`: the position that link gives
    /// ([`read_cubing_link`]), with this query's own `scheme`, `colours` and `letters`; it
    /// may say nothing else about the position.
    fn from_cubing_link(url: &str, fields: &Fields) -> Result<Link, ShareError> {
        if let Some(&param) = POSITION_PARAMS.iter().find(|p| fields.get(p).is_some()) {
            return Err(ShareError::TwizzleAndPosition(param));
        }
        let link = read_cubing_link(url)?;
        let puzzle = link.puzzle();
        let scheme = fields
            .get("scheme")
            .map(|s| scheme_choice(puzzle, s))
            .transpose()?;
        let custom = custom_colours(puzzle, scheme.as_deref(), fields.get("colours"))?;
        Ok(Link {
            scheme,
            custom,
            letters: read_letters(fields)?,
            ..link
        })
    }

    /// Whether it names custom colours (`scheme=custom`).
    pub fn is_custom(&self) -> bool {
        self.scheme.as_deref() == Some(CUSTOM)
    }

    /// The puzzle a query names, when it can be told (even if the rest is bad).
    pub fn puzzle_named(query: &str) -> Option<PuzzleKind> {
        Fields::read(query).ok()?.puzzle().ok()
    }

    /// Whether a query says where the puzzle is (any of the link's parameters, or text that
    /// is not a readable query at all, whose error the page shows): only a query that does
    /// not lets the page restore the saved session. Unknown parameters alone say nothing.
    pub fn carries_position(query: &str) -> bool {
        match Fields::read(query) {
            Ok(fields) => POSITION_PARAMS
                .iter()
                .chain([&TWIZZLE])
                .any(|p| fields.get(p).is_some()),
            Err(_) => true,
        }
    }
}

/// The parameters that say where the puzzle is.
const POSITION_PARAMS: [&str; 6] = ["puzzle", "setup-alg", "state", "alg", "notation", "step"];

/// The parameter carrying a Twizzle or alg.cubing.net link to open instead.
const TWIZZLE: &str = "twizzle";

/// `letters=1` or `0` (absent: no letters).
fn read_letters(fields: &Fields) -> Result<bool, ShareError> {
    match fields.get("letters") {
        None | Some("0") => Ok(false),
        Some("1") => Ok(true),
        Some(other) => Err(ShareError::BadLetters(quote(other))),
    }
}

/// The colour-scheme choice `text` names for `puzzle`, as
/// [`PuzzleInfo::scheme_choice`](crate::puzzle::PuzzleInfo::scheme_choice) reads it.
fn scheme_choice(puzzle: PuzzleKind, text: &str) -> Result<String, ShareError> {
    puzzle
        .info()
        .scheme_choice(text)
        .map_err(|e| ShareError::UnknownScheme {
            scheme: quote(text),
            expected: e.expected,
        })
}

/// The custom colours a link gives `puzzle`: with `scheme=custom`, its default scheme's with
/// the faces `colours=` lists changed; `colours=` without `scheme=custom` is refused.
fn custom_colours(
    puzzle: PuzzleKind,
    scheme: Option<&str>,
    colours: Option<&str>,
) -> Result<Option<Vec<Rgb>>, ShareError> {
    if scheme != Some(CUSTOM) {
        return match colours {
            None => Ok(None),
            Some(_) => Err(ShareError::ColoursWithoutCustom),
        };
    }
    let base = &puzzle.info().colour_schemes()[0].colours;
    read_face_colours(puzzle, colours.unwrap_or(""), base)
        .map(Some)
        .map_err(ShareError::BadColours)
}
