//! [`PuzzleKind`] and [`NamedGroup`]: the puzzles and generator subsets minx knows by name.
//!
//! One registry ([`PuzzleKind::info`], records in each puzzle's file) so the CLI (`minx order
//! pyraminx-no-tips`), share links (`puzzle=cube2`) and the page API (`groupOrder("megaminx",
//! "A B G")`) all mean the same thing by a name.

use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::colors::ColourReader;
use super::def::PuzzleDef;
use super::info::{group_names, PuzzleInfo};
use super::{cube2, kilominx, megaminx, pyraminx};
use crate::quote::{quote, unknown, variants, Named, UnknownName};
use strum::{EnumCount, VariantArray};

/// The registered puzzles. Names (`Display`/`FromStr`, strum): `megaminx`, `pyraminx`,
/// `cube2`, `kilominx`.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    strum::Display,
    strum::EnumCount,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[strum(
    serialize_all = "kebab-case",
    parse_err_ty = UnknownName,
    parse_err_fn = unknown::<Self>
)]
pub enum PuzzleKind {
    /// The 12-colour Megaminx (thesis, seed 000).
    Megaminx,
    /// The Pyraminx on the Matlab seed's 36 stickers (seed 002).
    Pyraminx,
    /// The 2×2×2 cube on the blog's 24 stickers (seed 001).
    Cube2,
    /// The Megaminx's corners alone.
    Kilominx,
}

/// A name that is not a known puzzle or group, or a generator it does not have.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CatalogError {
    /// Not one of the puzzle names.
    #[error(transparent)]
    UnknownPuzzle(#[from] UnknownName),
    /// Not one of the group names.
    #[error("unknown group {} (expected {})", quote(.0), group_names())]
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
    /// A generator number the puzzle does not have (in a message).
    #[error("{puzzle} has no generator number {index} (it has {count})")]
    NoGeneratorNumber {
        /// The puzzle.
        puzzle: PuzzleKind,
        /// The number asked for (0-based).
        index: usize,
        /// How many generators it has.
        count: usize,
    },
}

impl PuzzleKind {
    /// All puzzles, Megaminx first.
    pub const ALL: [PuzzleKind; PuzzleKind::COUNT] = variants(PuzzleKind::VARIANTS);

    /// The puzzle's registry record: the one `match` over the kinds.
    pub fn info(self) -> &'static PuzzleInfo {
        match self {
            PuzzleKind::Megaminx => &megaminx::INFO,
            PuzzleKind::Pyraminx => &pyraminx::INFO,
            PuzzleKind::Cube2 => &cube2::INFO,
            PuzzleKind::Kilominx => &kilominx::INFO,
        }
    }

    /// The name used in the CLI and in links.
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// The puzzle's definition.
    pub fn def(self) -> &'static PuzzleDef {
        self.info().def()
    }

    /// Plural names of the piece kinds (index = [`Piece::kind`](super::Piece)), for messages
    /// and the panel.
    pub fn piece_kinds(self) -> &'static [&'static str] {
        self.info().piece_kinds
    }

    /// How the puzzle is called in the page's text.
    pub fn title(self) -> &'static str {
        self.info().title
    }

    /// The colours → state reader for this puzzle.
    pub fn reader(self) -> &'static ColourReader<'static> {
        self.info().reader()
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

impl Named for PuzzleKind {
    const WHAT: &'static str = "puzzle";
}

/// A puzzle with a subset of its generators: the group they generate.
///
/// In a message (serde, a worker request) it is the puzzle's name and the generators'
/// numbers, `{"puzzle": "cube2", "generators": [0, 2]}`, checked when read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GroupParts", into = "GroupParts")]
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

    /// The group of `puzzle` generated by the generators numbered `generators` (0-based;
    /// repeats count once, none means none).
    pub fn from_numbers(
        puzzle: PuzzleKind,
        generators: &[usize],
    ) -> Result<NamedGroup, CatalogError> {
        let count = puzzle.def().generators().len();
        let mut out: Vec<usize> = Vec::new();
        for &index in generators {
            if index >= count {
                return Err(CatalogError::NoGeneratorNumber {
                    puzzle,
                    index,
                    count,
                });
            }
            if !out.contains(&index) {
                out.push(index);
            }
        }
        Ok(NamedGroup {
            puzzle,
            generators: out,
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

/// A [`NamedGroup`] as a message writes it.
#[derive(Serialize, Deserialize)]
struct GroupParts {
    #[serde(with = "crate::wire::by_name")]
    puzzle: PuzzleKind,
    generators: Vec<usize>,
}

impl TryFrom<GroupParts> for NamedGroup {
    type Error = CatalogError;
    fn try_from(parts: GroupParts) -> Result<NamedGroup, CatalogError> {
        NamedGroup::from_numbers(parts.puzzle, &parts.generators)
    }
}

impl From<NamedGroup> for GroupParts {
    fn from(g: NamedGroup) -> GroupParts {
        GroupParts {
            puzzle: g.puzzle,
            generators: g.generators,
        }
    }
}

impl FromStr for NamedGroup {
    type Err = CatalogError;

    /// A puzzle's name (all its generators) or one of the subgroups its record names:
    /// `pyraminx-no-tips` (s5..s8), `cube2-fixed` (three faces meeting at a corner, so that
    /// corner never moves).
    fn from_str(s: &str) -> Result<NamedGroup, CatalogError> {
        for kind in PuzzleKind::ALL {
            let info = kind.info();
            if info.name() == s {
                return NamedGroup::new(kind, "");
            }
            if let Some((_, gens)) = info.subgroups.iter().find(|(name, _)| *name == s) {
                return NamedGroup::new(kind, &gens.join(" "));
            }
        }
        Err(CatalogError::UnknownGroup(s.to_string()))
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
        let e = "tetraminx".parse::<NamedGroup>().unwrap_err().to_string();
        assert!(
            e.ends_with("(expected megaminx, pyraminx, pyraminx-no-tips, cube2, cube2-fixed, kilominx or kilominx-fixed)"),
            "{e}"
        );
        let e = "tetraminx".parse::<PuzzleKind>().unwrap_err().to_string();
        assert!(
            e.ends_with("(expected megaminx, pyraminx, cube2 or kilominx)"),
            "{e}"
        );
        let e = NamedGroup::new(PuzzleKind::Megaminx, "A Q").unwrap_err();
        assert!(e.to_string().contains("\"Q\""), "{e}");
        assert_eq!(
            NamedGroup::new(PuzzleKind::Megaminx, "A B A")
                .unwrap()
                .generators,
            [0, 1]
        );
    }

    /// In a message a group is its puzzle's name and generator numbers; a number the puzzle
    /// does not have, or an unknown puzzle, is refused where the message is read.
    #[test]
    fn groups_travel_as_name_and_numbers() {
        let g = NamedGroup::new(PuzzleKind::Cube2, "R G").unwrap();
        let v = serde_json::to_value(&g).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"puzzle": "cube2", "generators": g.generators})
        );
        assert_eq!(serde_json::from_value::<NamedGroup>(v).unwrap(), g);
        let bad = serde_json::json!({"puzzle": "cube2", "generators": [0, 9]});
        let e = serde_json::from_value::<NamedGroup>(bad)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("cube2 has no generator number 9 (it has 6)"),
            "{e}"
        );
        let bad = serde_json::json!({"puzzle": "tetraminx", "generators": []});
        let e = serde_json::from_value::<NamedGroup>(bad)
            .unwrap_err()
            .to_string();
        assert!(e.contains("unknown puzzle \"tetraminx\""), "{e}");
    }
}
