//! State from colours: the blog's method (seed 001), for any [`PuzzleDef`].
//!
//! Given the colour showing on every sticker, find the sticker permutation that takes the
//! solved puzzle there. The blog's key observation: turning never changes the *set* of colours
//! on a piece. So each piece slot is read in its cyclic sticker order, the piece with those
//! colours is looked up (in some rotation: that rotation is the piece's orientation), and the
//! sticker map follows from the colours. Then the position is checked against the rules of the
//! puzzle's group ([`Reachability`]).
//!
//! **Convention.** The result `p` is a state in the crate's sense: the sticker at position `x`
//! goes to position `p(x)`, so `PuzzleDef::colours_of(&p)` gives back the colours read — the
//! round trip the tests check.
//!
//! **The blog's example** (2×2×2, [`Cube2::BLOG_EXAMPLE`]) reads as exactly the published
//! answer `(7 22 15)(11 23 24)(14 20 19)`, not its inverse. The blog computes
//! `FindPermutation[L, Range[24]]`, where `L[i]` is the position now showing the colour of
//! solved sticker `i`. Mathematica's `FindPermutation[a, b]` is the `p` with
//! `Permute[a, p] == b`, and `Permute` moves the entry at position `i` to position `p(i)`;
//! so `p(i) = L[i]`: sticker `i` goes to where its colour is now — our convention. The blog's
//! note about taking an inverse concerns the one-argument `FindPermutation[L]`, which is
//! `Permute[Range, p] == L`, i.e. `p = L⁻¹`. Check by hand: sticker 7 is green when solved and
//! the example shows green at 22; the published cycle sends 7 to 22.
//!
//! **Checks, in order**, each an error naming where ([`ColourError`]): one colour per sticker;
//! colours that exist; each colour on as many stickers as when solved; per slot (in piece
//! order), a piece with these colours in this cyclic order — else the colours of a piece
//! mirrored (two stickers swapped), else no such piece; no piece twice; then the rules.
//!
//! **Ambiguous colourings.** Several pieces with the same colours (none on our three puzzles)
//! are taken in piece order, preferring pieces that can reach the slot (the Pyraminx's tip and
//! axial centre at one vertex show the same three colours, but only one of them can be at each
//! place). A piece whose stickers all show one colour has no visible orientation and is read
//! as unturned.

mod error;
mod parse;
mod rules;

use std::collections::HashMap;

pub use error::ColourError;
pub use parse::{colour_by_name, parse_colours, write_colours};
pub use rules::{piece_orbits, OrbitInvariants, OrbitValue, Reachability, Reason, Unreachable};

use super::def::PuzzleDef;
use crate::group::Perm;

/// Colours as read around a slot, in the slot's sticker order.
type Reading = Box<[u16]>;

/// Turns colours into states for one puzzle (lookup tables built once).
pub struct ColourReader<'a> {
    def: &'a PuzzleDef,
    rules: Box<dyn Reachability + Send + Sync + 'a>,
    /// Orbit of each piece (which slots it can reach).
    orbit: Vec<usize>,
    /// Stickers per colour when solved.
    expected: Vec<usize>,
    /// Reading → the pieces that show it and in which rotation.
    turned: HashMap<Reading, Vec<(usize, usize)>>,
    /// Reading → the pieces that show it mirrored.
    mirrored: HashMap<Reading, Vec<usize>>,
}

impl std::fmt::Debug for ColourReader<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ColourReader({})", self.def.name())
    }
}

impl<'a> ColourReader<'a> {
    /// A reader for `def` that checks positions with `rules`.
    pub fn new(def: &'a PuzzleDef, rules: impl Reachability + Send + Sync + 'a) -> Self {
        let colour = |s: usize| def.stickers()[s].colour as u16;
        let mut expected = vec![0; def.colours().len()];
        for s in def.stickers() {
            expected[s.colour] += 1;
        }
        let mut turned: HashMap<Reading, Vec<(usize, usize)>> = HashMap::new();
        let mut mirrored: HashMap<Reading, Vec<usize>> = HashMap::new();
        for (p, piece) in def.pieces().iter().enumerate() {
            let solved: Vec<u16> = piece.stickers.iter().map(|&s| colour(s)).collect();
            let turns = rotations(&solved);
            for (o, reading) in turns.iter().enumerate() {
                // In rotation o, slot sticker (k + o) shows piece sticker k.
                let entry = turned.entry(reading.clone()).or_default();
                if !entry.iter().any(|&(q, _)| q == p) {
                    entry.push((p, o));
                }
            }
            let mut reversed = solved.clone();
            reversed.reverse();
            for reading in rotations(&reversed) {
                if !turns.contains(&reading) {
                    let entry = mirrored.entry(reading).or_default();
                    if !entry.contains(&p) {
                        entry.push(p);
                    }
                }
            }
        }
        ColourReader {
            def,
            rules: Box::new(rules),
            orbit: piece_orbits(def),
            expected,
            turned,
            mirrored,
        }
    }

    /// The puzzle this reader reads.
    pub fn def(&self) -> &'a PuzzleDef {
        self.def
    }

    /// The state showing `colours` (one colour index per sticker, in sticker order), or why
    /// there is none.
    pub fn read(&self, colours: &[usize]) -> Result<Perm, ColourError> {
        let def = self.def;
        if colours.len() != def.sticker_count() {
            return Err(ColourError::StickerCount {
                expected: def.sticker_count(),
                found: colours.len(),
            });
        }
        let count = def.colours().len();
        if let Some(s) = colours.iter().position(|&c| c >= count) {
            return Err(ColourError::UnknownColour {
                sticker: s,
                name: def.stickers()[s].name.clone(),
                colour: colours[s],
                count,
            });
        }
        let mut found = vec![0; count];
        for &c in colours {
            found[c] += 1;
        }
        if let Some(c) = (0..count).find(|&c| found[c] != self.expected[c]) {
            return Err(ColourError::ColourCount {
                colour: c,
                name: def.colours()[c].clone(),
                expected: self.expected[c],
                found: found[c],
                stickers: (0..colours.len()).filter(|&s| colours[s] == c).collect(),
            });
        }
        let mut images = vec![0; def.sticker_count()];
        let mut seen_at: Vec<Option<usize>> = vec![None; def.pieces().len()];
        let mut reading: Vec<u16> = Vec::new();
        for (q, slot) in def.pieces().iter().enumerate() {
            reading.clear();
            reading.extend(slot.stickers.iter().map(|&s| colours[s] as u16));
            let (p, o) = self.identify(q, &reading, &seen_at, colours)?;
            seen_at[p] = Some(q);
            let n = slot.stickers.len();
            for (k, &s) in def.pieces()[p].stickers.iter().enumerate() {
                images[s] = slot.stickers[(k + o) % n];
            }
        }
        let state = Perm::from_images(&images).expect("every slot holds a different piece");
        self.rules.check(def, &state)?;
        Ok(state)
    }

    /// Which piece, in which rotation, slot `q` shows.
    fn identify(
        &self,
        q: usize,
        reading: &[u16],
        seen_at: &[Option<usize>],
        colours: &[usize],
    ) -> Result<(usize, usize), ColourError> {
        let def = self.def;
        let reachable = |p: usize| self.orbit[p] == self.orbit[q];
        if let Some(found) = self.turned.get(reading) {
            // Prefer a piece that can be here; one that cannot is left to the rules to report.
            let free = |want: bool| {
                found
                    .iter()
                    .find(|&&(p, _)| reachable(p) == want && seen_at[p].is_none())
            };
            if let Some(&hit) = free(true).or_else(|| free(false)) {
                return Ok(hit);
            }
            let p = found
                .iter()
                .map(|&(p, _)| p)
                .find(|&p| reachable(p))
                .unwrap_or(found[0].0);
            let first = seen_at[p].expect("every candidate is taken");
            return Err(ColourError::Duplicate {
                piece: p,
                piece_name: def.pieces()[p].name.clone(),
                first,
                first_name: error::slot_label(def, first),
                second: q,
                second_name: error::slot_label(def, q),
            });
        }
        if let Some(found) = self.mirrored.get(reading) {
            let p = found
                .iter()
                .copied()
                .find(|&p| reachable(p))
                .unwrap_or(found[0]);
            return Err(ColourError::Mirrored {
                slot: q,
                slot_name: error::slot_label(def, q),
                piece: p,
                piece_name: def.pieces()[p].name.clone(),
            });
        }
        let shown: Vec<&str> = def.pieces()[q]
            .stickers
            .iter()
            .map(|&s| def.colours()[colours[s]].as_str())
            .collect();
        Err(ColourError::NoSuchPiece {
            slot: q,
            slot_name: error::slot_label(def, q),
            shown: shown.join(" "),
        })
    }

    /// [`parse_colours`] then [`ColourReader::read`].
    pub fn read_text(&self, text: &str) -> Result<Perm, ColourError> {
        self.read(&parse_colours(self.def, text)?)
    }
}

impl ColourReader<'static> {
    /// A reader for `def` that checks positions by the invariants its generators keep (named
    /// by `piece_kinds`). They decide membership exactly: the registry's tests count the
    /// positions they allow against the Schreier–Sims order of every puzzle (so the page
    /// needs no group code to read colours).
    pub fn by_invariants(
        def: &'static PuzzleDef,
        piece_kinds: &'static [&'static str],
    ) -> ColourReader<'static> {
        ColourReader::new(def, OrbitInvariants::new(def, piece_kinds))
    }
}

/// The readings of a piece in each rotation: rotation `o` shows solved sticker `k` at slot
/// position `(k + o) mod n`.
fn rotations(solved: &[u16]) -> Vec<Reading> {
    let n = solved.len();
    (0..n)
        .map(|o| (0..n).map(|j| solved[(j + n - o) % n]).collect())
        .collect()
}
