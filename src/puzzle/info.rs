//! [`PuzzleInfo`]: the registry record of one puzzle — everything the rest of minx asks of a
//! puzzle by kind, in one place.
//!
//! Each puzzle's file defines its record (`megaminx.rs`, `pyraminx.rs`, `cube2.rs`: a
//! `static INFO`), and [`PuzzleKind::info`] is the only `match` over the kinds. The record
//! holds the data (names, piece kinds, notation hint, example alg, named subgroups, what the
//! puzzle can do) and the things built from it once, on first use (the definition, the colour
//! reader, the whole group's stabiliser chain, the invariants, the net), so no cache is an
//! array indexed by a kind's position. Adding a puzzle is its file with its record, a
//! [`PuzzleKind`] variant, and one arm in `info()`; `tests/registry.rs` walks every registered
//! puzzle through every capability it claims.

use std::sync::OnceLock;

use super::anatomy::Anatomy;
use super::colors::{ColourReader, OrbitInvariants, Reachability};
use super::def::PuzzleDef;
use super::dodecahedral::Dodecahedral;
use super::keys::KeyMap;
use super::net::Net;
use super::notation::Notation;
use super::scheme::{ColourScheme, SchemeSummary};
use super::shape::Shape;
use super::PuzzleKind;
use crate::group::Perm;
#[cfg(feature = "full")]
use crate::group::StabChain;
use crate::quote::or_list;
use crate::quote::UnknownName;

/// Something a puzzle can do beyond turning, as the app offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Capability {
    /// The thesis's solvers over piece-level states (thesis, commutators).
    MegaminxSolvers,
    /// The short solver's stages ("Fewest moves"), over the orbits of the dodecahedral
    /// puzzle the record's [`PuzzleInfo::dodecahedral`] names.
    ShortSolver,
    /// The optimal solver (breadth-first distance tables).
    OptimalSolver,
    /// The conjugated 3-cycle method generic over any definition.
    ThreeCycleSolver,
    /// WCA-style random-move scrambles.
    WcaScramble,
}

impl Capability {
    /// Every capability (a test walks each puzzle through each).
    pub const ALL: [Capability; 5] = [
        Capability::MegaminxSolvers,
        Capability::ShortSolver,
        Capability::OptimalSolver,
        Capability::ThreeCycleSolver,
        Capability::WcaScramble,
    ];
}

/// What the net writes on a sticker.
#[derive(Clone, Copy, Debug)]
pub enum StickerLabels {
    /// Its 1-based position (the thesis numbers the Megaminx's stickers 1–120).
    Numbers,
    /// Its name in the definition (the seeds name the Pyraminx's and the cube's stickers).
    Names,
    /// The 1-based number another numbering gives it (the Kilominx's stickers show the
    /// Megaminx's corner-sticker numbers).
    Renumbered(fn(usize) -> usize),
}

/// How cubing.js (Twizzle, alg.cubing.net) names a puzzle and writes its moves: the one
/// mapping both ways, for the "Open in Twizzle" links minx writes and the links it reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubingName {
    /// cubing.js's puzzle id (`megaminx`), its links' `puzzle=`.
    pub id: &'static str,
    /// The notation of minx's that reads cubing.js's moves for it (the Megaminx's: WCA names
    /// and the `R++ D--` scramble turns, which cubing.js reads too).
    pub reads: Notation,
    /// The notation of minx's that writes them, and that a position read from a link shows.
    pub writes: Notation,
}

/// One puzzle's registry record.
pub struct PuzzleInfo {
    /// Which puzzle.
    pub kind: PuzzleKind,
    /// How the page's text calls it (`2×2×2 cube`).
    pub title: &'static str,
    /// Plural names of the piece kinds (index = [`Piece::kind`](super::Piece)).
    pub piece_kinds: &'static [&'static str],
    /// Whose sticker numbering the lab shows (`the blog's numbering`).
    pub numbering: &'static str,
    /// What that numbering writes on a sticker.
    pub sticker_labels: StickerLabels,
    /// The notations its moves can be typed in (the Megaminx's thesis letters, WCA,
    /// Pochmann); none: its generators' names, as its definition writes them.
    pub notations: &'static [Notation],
    /// Whether its flat net always shows beside the 3D view (else only when asked), with
    /// its sticker labels.
    pub shows_net: bool,
    /// The name of one basic turn of a generator, for move counts (`fifth-turn`).
    pub turn_unit: &'static str,
    /// An example for the move box (`e.g. R G' b^2`).
    pub example_alg: &'static str,
    /// Named subgroups (`cube2-fixed`) and the generators that generate them.
    pub subgroups: &'static [(&'static str, &'static [&'static str])],
    /// What it can do.
    pub capabilities: &'static [Capability],
    /// Its colour schemes: keys in `assets/schemes.json`, the default first.
    pub schemes: &'static [&'static str],
    /// Which keys turn what ([`PuzzleInfo::key_turn`]).
    pub keys: KeyMap,
    /// Its name and move notation in cubing.js, when minx reads and writes its moves as
    /// cubing.js does (none: its moves are named otherwise, so no link crosses).
    pub cubing: Option<CubingName>,
    /// Builds its definition (called once).
    pub(super) def: fn() -> &'static PuzzleDef,
    /// The face-turning dodecahedron it is cut from, if it is one (its pieces are some of
    /// the Megaminx's orbits, turned by the same twelve faces): the short solver's stages
    /// serve such a puzzle over the orbits it has.
    pub(super) dodecahedral: Option<fn() -> &'static Dodecahedral>,
    /// Its colours → state reader.
    pub(super) reader: fn() -> &'static ColourReader<'static>,
    /// Builds its net (called once).
    pub(super) build_net: fn() -> Net,
    /// Builds its solid for the 3D view (called once).
    pub(super) build_shape: fn() -> Shape,
    /// The caches, filled on first use.
    pub(super) cache: InfoCache,
}

/// What a record builds once.
pub(super) struct InfoCache {
    #[cfg(feature = "full")]
    chain: OnceLock<StabChain>,
    invariants: OnceLock<OrbitInvariants>,
    anatomy: OnceLock<Anatomy>,
    net: OnceLock<Net>,
    shape: OnceLock<Shape>,
    schemes: OnceLock<Vec<ColourScheme>>,
}

impl InfoCache {
    /// Empty caches (a `const`, so records can be `static`).
    pub(super) const fn new() -> InfoCache {
        InfoCache {
            #[cfg(feature = "full")]
            chain: OnceLock::new(),
            invariants: OnceLock::new(),
            anatomy: OnceLock::new(),
            net: OnceLock::new(),
            shape: OnceLock::new(),
            schemes: OnceLock::new(),
        }
    }
}

impl PuzzleInfo {
    /// The name used in the CLI and in links (`cube2`): its kind's.
    pub fn name(&self) -> &'static str {
        self.kind.name()
    }

    /// The puzzle's definition.
    pub fn def(&self) -> &'static PuzzleDef {
        (self.def)()
    }

    /// The colours → state reader.
    pub fn reader(&self) -> &'static ColourReader<'static> {
        (self.reader)()
    }

    /// What the net writes on sticker `s` (0-based) in the puzzle's own numbering.
    pub fn sticker_label(&self, s: usize) -> String {
        match self.sticker_labels {
            StickerLabels::Numbers => (s + 1).to_string(),
            StickerLabels::Names => self.def().stickers()[s].name.clone(),
            StickerLabels::Renumbered(number) => number(s).to_string(),
        }
    }

    /// Whether its generators are the dodecahedron's twelve faces in the thesis's order
    /// (a puzzle that names notations): its moves are written in those notations and its
    /// keys are cubing.js's Megaminx key map.
    pub fn turns_faces(&self) -> bool {
        !self.notations.is_empty()
    }

    /// The face-turning dodecahedron it is cut from, if it is one (the Megaminx's pieces, or
    /// some of their orbits).
    pub fn dodecahedral(&self) -> Option<&'static Dodecahedral> {
        self.dodecahedral.map(|d| d())
    }

    /// Whether it can do `c` (its record lists it).
    pub fn can(&self, c: Capability) -> bool {
        self.capabilities.contains(&c)
    }

    /// Whether turning can reach `position` (a permutation that moves whole pieces): its
    /// invariants decide it exactly (the registry's tests check their count of positions
    /// against [`PuzzleInfo::whole_group`]'s order for every puzzle).
    pub fn reaches(&self, position: &Perm) -> bool {
        self.invariants().check(self.def(), position).is_ok()
    }

    /// The whole group's stabiliser chain, built once: the solvers' and the tests'
    /// (Schreier–Sims lives only in the full build, the worker's and the CLI's; the page
    /// draws random positions from [`PuzzleInfo::invariants`]).
    #[cfg(feature = "full")]
    pub fn whole_group(&self) -> &StabChain {
        self.cache.chain.get_or_init(|| {
            StabChain::new(&self.def().generator_perms()).expect("generators of one degree")
        })
    }

    /// The invariants the generators keep, found once.
    pub fn invariants(&self) -> &OrbitInvariants {
        self.cache
            .invariants
            .get_or_init(|| OrbitInvariants::new(self.def(), self.piece_kinds))
    }

    /// The group by orders ([`Anatomy`]), counted once from the invariants.
    pub fn anatomy(&self) -> &Anatomy {
        self.cache
            .anatomy
            .get_or_init(|| Anatomy::new(self.def(), self.invariants()))
    }

    /// The flat net, built once.
    pub fn net(&self) -> &Net {
        self.cache.net.get_or_init(self.build_net)
    }

    /// Its colour schemes, read once (the default first).
    pub fn colour_schemes(&self) -> &[ColourScheme] {
        self.cache.schemes.get_or_init(|| {
            let def = self.def();
            self.schemes
                .iter()
                .map(|&key| ColourScheme::read(def, key))
                .collect()
        })
    }

    /// The scheme `key` when it has one (by its key in the file or the choice it answers:
    /// `cvd` is the Pyraminx's `pyraminx-cvd`), else its default.
    pub fn colour_scheme(&self, key: &str) -> &ColourScheme {
        let all = self.colour_schemes();
        all.iter()
            .find(|s| s.key == key)
            .or_else(|| all.iter().find(|s| s.choice == key))
            .unwrap_or(&all[0])
    }

    /// The scheme choice `text` names (the one reading of a scheme's name, for the page and
    /// for links): [`CUSTOM`](super::face_colours::CUSTOM) for `custom` or `Custom`, else the
    /// choice of the scheme whose key, choice or shown name (any case) it is (`cvd`,
    /// `pyraminx-cvd` and `Colour-blind safe` all answer `cvd` on the Pyraminx); an unknown
    /// name says which choices there are.
    pub fn scheme_choice(&self, text: &str) -> Result<String, UnknownName> {
        use super::face_colours::{CUSTOM, CUSTOM_NAME};
        let trimmed = text.trim();
        if text == CUSTOM || trimmed.eq_ignore_ascii_case(CUSTOM_NAME) {
            return Ok(CUSTOM.to_string());
        }
        let schemes = self.colour_schemes();
        schemes
            .iter()
            .find(|s| s.key == text || s.choice == text || s.name.eq_ignore_ascii_case(trimmed))
            .map(|s| s.choice.clone())
            .ok_or_else(|| UnknownName {
                what: "colour scheme",
                name: text.to_string(),
                expected: schemes
                    .iter()
                    .map(|s| s.choice.as_str())
                    .chain([CUSTOM])
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }

    /// Its schemes as the page lists them (`window.minx.schemes()`), the default first.
    pub fn scheme_summaries(&self) -> Vec<SchemeSummary> {
        self.colour_schemes()
            .iter()
            .map(|s| s.summary(self.def()))
            .collect()
    }

    /// The solid the 3D view draws, with its sticker regions in the definition's numbering,
    /// built once.
    pub fn shape(&self) -> &Shape {
        self.cache.shape.get_or_init(self.build_shape)
    }
}

/// The registered names, as a list in words: `megaminx, pyraminx or cube2`.
pub fn puzzle_names() -> String {
    <PuzzleKind as crate::quote::Named>::names()
}

/// The puzzle cubing.js calls `id` (`megaminx`), when minx reads its moves as cubing.js does.
pub fn cubing_puzzle(id: &str) -> Option<PuzzleKind> {
    PuzzleKind::ALL
        .into_iter()
        .find(|k| k.info().cubing.is_some_and(|c| c.id == id))
}

/// cubing.js's ids of the puzzles minx opens from its links, in words (`megaminx or
/// kilominx`).
pub fn cubing_names() -> String {
    or_list(
        PuzzleKind::ALL
            .iter()
            .filter_map(|k| k.info().cubing.map(|c| c.id)),
    )
}

/// The registered group names (each puzzle, then its named subgroups), in words.
pub fn group_names() -> String {
    or_list(PuzzleKind::ALL.iter().flat_map(|k| {
        let info = k.info();
        std::iter::once(info.name()).chain(info.subgroups.iter().map(|(name, _)| *name))
    }))
}
