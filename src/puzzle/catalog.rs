//! [`PuzzleKind`] and [`NamedGroup`]: the puzzles and generator subsets minx knows by name.
//!
//! One registry so the CLI (`minx order pyraminx-no-tips`), share links (`puzzle=cube2`) and
//! the page API (`groupOrder("megaminx", "A B G")`) all mean the same thing by a name.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::colors::ColourReader;
use super::cube2::Cube2;
use super::def::PuzzleDef;
use super::megaminx::Megaminx;
use super::pyraminx::Pyraminx;
use crate::quote::quote;

/// One of the three puzzles of our sources.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleKind {
    /// The 12-colour Megaminx (thesis, seed 000).
    Megaminx,
    /// The Pyraminx on the Matlab seed's 36 stickers (seed 002).
    Pyraminx,
    /// The 2×2×2 cube on the blog's 24 stickers (seed 001).
    Cube2,
}

/// A name that is not a known puzzle or group, or a generator it does not have.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CatalogError {
    /// Not one of the puzzle names.
    #[error("unknown puzzle {} (expected megaminx, pyraminx or cube2)", quote(.0))]
    UnknownPuzzle(String),
    /// Not one of the group names.
    #[error(
        "unknown group {} (expected megaminx, pyraminx, pyraminx-no-tips, cube2 or cube2-fixed)",
        quote(.0)
    )]
    UnknownGroup(String),
    /// A generator name the puzzle does not have.
    #[error("{puzzle} has no generator {} (it has {known})", quote(.name))]
    UnknownGenerator {
        /// The puzzle.
        puzzle: PuzzleKind,
        /// The name asked for.
        name: String,
        /// The names it has, space separated.
        known: String,
    },
}

impl PuzzleKind {
    /// All puzzles, Megaminx first.
    pub const ALL: [PuzzleKind; 3] = [
        PuzzleKind::Megaminx,
        PuzzleKind::Pyraminx,
        PuzzleKind::Cube2,
    ];

    /// The name used in the CLI and in links.
    pub fn name(self) -> &'static str {
        match self {
            PuzzleKind::Megaminx => "megaminx",
            PuzzleKind::Pyraminx => "pyraminx",
            PuzzleKind::Cube2 => "cube2",
        }
    }

    /// The puzzle's definition.
    pub fn def(self) -> &'static PuzzleDef {
        match self {
            PuzzleKind::Megaminx => Megaminx::get().def(),
            PuzzleKind::Pyraminx => Pyraminx::get().def(),
            PuzzleKind::Cube2 => Cube2::get().def(),
        }
    }

    /// Plural names of the piece kinds (index = [`Piece::kind`](super::Piece)), for messages
    /// and the panel.
    pub fn piece_kinds(self) -> &'static [&'static str] {
        match self {
            PuzzleKind::Megaminx => &["corners", "edges"],
            PuzzleKind::Pyraminx => &["tips", "centres", "edges"],
            PuzzleKind::Cube2 => &["corners"],
        }
    }

    /// How the puzzle is called in the page's text.
    pub fn title(self) -> &'static str {
        match self {
            PuzzleKind::Megaminx => "Megaminx",
            PuzzleKind::Pyraminx => "Pyraminx",
            PuzzleKind::Cube2 => "2×2×2 cube",
        }
    }

    /// The colours → state reader for this puzzle.
    pub fn reader(self) -> &'static ColourReader<'static> {
        match self {
            PuzzleKind::Megaminx => ColourReader::megaminx(),
            PuzzleKind::Pyraminx => ColourReader::pyraminx(),
            PuzzleKind::Cube2 => ColourReader::cube2(),
        }
    }

    /// Generator indices from a space-separated list of names (`"A B G"`); empty means all.
    pub fn generators(self, names: &str) -> Result<Vec<usize>, CatalogError> {
        let def = self.def();
        let mut out = Vec::new();
        for name in names
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|s| !s.is_empty())
        {
            let i = def
                .generator_index(name)
                .ok_or_else(|| CatalogError::UnknownGenerator {
                    puzzle: self,
                    name: name.to_string(),
                    known: def.generator_names().join(" "),
                })?;
            if !out.contains(&i) {
                out.push(i);
            }
        }
        if out.is_empty() && names.trim().is_empty() {
            out = (0..def.generators().len()).collect();
        }
        Ok(out)
    }
}

impl fmt::Display for PuzzleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for PuzzleKind {
    type Err = CatalogError;
    fn from_str(s: &str) -> Result<PuzzleKind, CatalogError> {
        PuzzleKind::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| CatalogError::UnknownPuzzle(s.to_string()))
    }
}

/// A puzzle with a subset of its generators: the group they generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedGroup {
    /// The puzzle.
    pub puzzle: PuzzleKind,
    /// Indices of the generators used.
    pub generators: Vec<usize>,
}

impl NamedGroup {
    /// The group of `puzzle` generated by the named generators (`""` = all of them).
    pub fn new(puzzle: PuzzleKind, names: &str) -> Result<NamedGroup, CatalogError> {
        Ok(NamedGroup {
            puzzle,
            generators: puzzle.generators(names)?,
        })
    }

    /// The generators' permutations.
    pub fn perms(&self) -> Vec<crate::group::Perm> {
        let def = self.puzzle.def();
        self.generators
            .iter()
            .map(|&i| def.generators()[i].perm.clone())
            .collect()
    }

    /// The generators' names.
    pub fn names(&self) -> Vec<String> {
        let def = self.puzzle.def();
        self.generators
            .iter()
            .map(|&i| def.generators()[i].name.clone())
            .collect()
    }
}

impl FromStr for NamedGroup {
    type Err = CatalogError;

    /// `megaminx`, `pyraminx`, `pyraminx-no-tips` (s5..s8), `cube2`, `cube2-fixed` (three faces
    /// meeting at a corner, so that corner never moves).
    fn from_str(s: &str) -> Result<NamedGroup, CatalogError> {
        let (puzzle, names) = match s {
            "pyraminx-no-tips" => (PuzzleKind::Pyraminx, Pyraminx::NO_TIPS.join(" ")),
            "cube2-fixed" => (PuzzleKind::Cube2, Cube2::FIXED.join(" ")),
            other => (
                other
                    .parse()
                    .map_err(|_| CatalogError::UnknownGroup(other.to_string()))?,
                String::new(),
            ),
        };
        NamedGroup::new(puzzle, &names)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_resolve() {
        let g: NamedGroup = "pyraminx-no-tips".parse().unwrap();
        assert_eq!(g.names(), ["s5", "s6", "s7", "s8"]);
        assert_eq!(
            "megaminx".parse::<NamedGroup>().unwrap().generators.len(),
            12
        );
        assert_eq!(
            "cube2-fixed"
                .parse::<NamedGroup>()
                .unwrap()
                .generators
                .len(),
            3
        );
        assert!("tetraminx".parse::<NamedGroup>().is_err());
        let e = NamedGroup::new(PuzzleKind::Megaminx, "A Q").unwrap_err();
        assert!(e.to_string().contains("\"Q\""), "{e}");
        assert_eq!(
            NamedGroup::new(PuzzleKind::Megaminx, "A B A")
                .unwrap()
                .generators,
            [0, 1]
        );
    }
}
