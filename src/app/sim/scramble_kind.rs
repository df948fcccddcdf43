//! [`ScrambleKind`]: which scramble the page makes.

use super::unknown_name::UnknownName;

/// Which scramble to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScrambleKind {
    /// A WCA-style random-move scramble (a move sequence, shareable as `setup-alg`).
    Wca,
    /// A uniformly random position (shareable as `state`).
    RandomState,
}

impl ScrambleKind {
    /// The page API's name: `wca` or `random-state`.
    pub fn name(self) -> &'static str {
        match self {
            ScrambleKind::Wca => "wca",
            ScrambleKind::RandomState => "random-state",
        }
    }
}

impl std::str::FromStr for ScrambleKind {
    type Err = UnknownName;

    /// Reads [`ScrambleKind::name`]; an unknown name is an error saying which names exist.
    fn from_str(s: &str) -> Result<ScrambleKind, UnknownName> {
        [ScrambleKind::Wca, ScrambleKind::RandomState]
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| UnknownName {
                what: "scramble",
                name: s.to_string(),
                expected: "wca or random-state".to_string(),
            })
    }
}
