//! [`Catalogue`]: every 3-cycle effect the commutator [`search`](super::search) found, under
//! all 60 rotations of the puzzle, each with its shortest commutators.

use std::sync::{Mutex, OnceLock};

use super::search::SearchParts;
use super::word::Commutator;
use crate::puzzle::{Dodecahedron, State, CORNERS, EDGES};
use crate::solver::kind::PieceKind;

/// At most this many equally short commutators are kept per effect (the planner tries each
/// against its neighbours for cancellation; more rarely help and cost time).
const KEEP: usize = 6;

/// One 3-cycle effect (what it does to one kind, with its turns), and the shortest
/// commutators doing it.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// What the first of the commutators does (an edge commutator may also move corners).
    pub effect: State,
    /// The least `|X| + |Y|` among commutators with this effect.
    pub half_len: usize,
    /// Commutators with this effect on the kind and that length (at most a few), in the
    /// order found.
    pub commutators: Vec<Commutator>,
}

/// Every searched 3-cycle effect of one kind (all 60 rotations of what the search found).
#[derive(Debug)]
pub struct Catalogue {
    /// Which kind of piece the 3-cycles move.
    pub kind: PieceKind,
    /// Distinct effects, each with its shortest commutators.
    pub entries: Vec<Entry>,
    /// Distinct effects the search itself found (`Y` starting with A, before rotation).
    pub found: usize,
    /// `(X, Y)` pairs that passed the support masks and were multiplied out (both kinds).
    pub checked: usize,
}

/// The catalogue of one kind, searched (for both kinds at once) on first use: what
/// [`build_catalogues_until`] did not search yet is searched now.
pub fn catalogue(kind: PieceKind) -> &'static Catalogue {
    build_catalogues_until(&|| false);
    &CATALOGUES.get().expect("built: nothing stopped it")[kind as usize]
}

/// Whether the catalogues are built.
pub fn catalogues_built() -> bool {
    CATALOGUES.get().is_some()
}

/// Both kinds' catalogues, once built.
static CATALOGUES: OnceLock<[Catalogue; 2]> = OnceLock::new();

/// The search under way, between two calls of [`build_catalogues_until`].
static PARTS: Mutex<Option<SearchParts>> = Mutex::new(None);

/// Builds the catalogues a part of the search at a time, going on where the last call
/// stopped, until they are built (`true`) or `stop` says so between two parts (`false`);
/// each call searches one part at least. The idle worker builds them so, a request waiting
/// a part at most; [`catalogue`] finishes what is left.
pub fn build_catalogues_until(stop: &dyn Fn() -> bool) -> bool {
    if CATALOGUES.get().is_some() {
        return true;
    }
    let mut parts = PARTS.lock().unwrap_or_else(|e| e.into_inner());
    // Another thread may have finished them while this one waited for the lock.
    if CATALOGUES.get().is_some() {
        return true;
    }
    if !parts.get_or_insert_with(SearchParts::new).run(stop) {
        return false;
    }
    let found = parts.take().expect("a search under way").found();
    CATALOGUES.get_or_init(|| with_rotations(found));
    true
}

/// What the search found, under all 60 rotations.
fn with_rotations((found, checked): ([Collector; 2], usize)) -> [Catalogue; 2] {
    let rotations = rotation_states();
    let maps = Dodecahedron::get().rotations();
    found.map(|base| {
        let mut all = Collector::new(base.kind);
        for e in &base.entries {
            for (map, (r, ri)) in maps.iter().zip(&rotations) {
                let effect = ri.then(&e.effect).then(r);
                if all.wants(&effect, e.half_len) {
                    for c in &e.commutators {
                        all.add(c.renamed(map), effect);
                    }
                }
            }
        }
        Catalogue {
            kind: base.kind,
            found: base.entries.len(),
            entries: all.entries,
            checked,
        }
    })
}

/// Groups commutators by what they do to one kind (the other kind's side effects aside),
/// keeping per effect the shortest ones (at most `KEEP`, 6) in the order given.
#[derive(Debug, PartialEq)]
pub struct Collector {
    kind: PieceKind,
    entries: Vec<Entry>,
    /// `index[key]`: the entry of the 3-cycle effect with that [`key`](Self::key), or
    /// `u32::MAX` (a dense table: no hashing in the search's inner loop).
    index: Vec<u32>,
}

impl Collector {
    /// An empty collector for 3-cycles of `kind`.
    pub fn new(kind: PieceKind) -> Collector {
        let (n, m) = (kind.count(), kind.modulus() as usize);
        Collector {
            kind,
            entries: Vec::new(),
            index: vec![u32::MAX; n * n * n * m * m],
        }
    }

    /// The number of a 3-cycle effect on the kind: its cycle `c0 → c1 → c2` from the lowest
    /// slot, and the turns of the contents of `c0` and `c1` (the third follows).
    fn key(&self, effect: &State) -> usize {
        let (to, orient) = (self.kind.to(effect), self.kind.orient(effect));
        let (n, m) = (self.kind.count(), self.kind.modulus() as usize);
        let c0 = (0..n).find(|&i| to[i] as usize != i).expect("a 3-cycle");
        let c1 = to[c0] as usize;
        let c2 = to[c1] as usize;
        ((c0 * n + c1) * n + c2) * m * m + orient[c0] as usize * m + orient[c1] as usize
    }

    fn entry(&self, effect: &State) -> Option<usize> {
        let i = self.index[self.key(effect)];
        (i != u32::MAX).then_some(i as usize)
    }

    /// Whether a commutator of this length with this effect would be kept.
    pub fn wants(&self, effect: &State, half_len: usize) -> bool {
        match self.entry(effect) {
            None => true,
            Some(i) => {
                let e = &self.entries[i];
                half_len < e.half_len || (half_len == e.half_len && e.commutators.len() < KEEP)
            }
        }
    }

    /// Adds a commutator with its effect (kept when shortest for the effect, and new).
    pub fn add(&mut self, c: Commutator, effect: State) {
        let fresh = Entry {
            effect,
            half_len: c.half_len(),
            commutators: vec![c],
        };
        let Some(i) = self.entry(&effect) else {
            let key = self.key(&effect);
            self.index[key] = self.entries.len() as u32;
            self.entries.push(fresh);
            return;
        };
        let e = &mut self.entries[i];
        if c.half_len() < e.half_len {
            *e = fresh;
        } else if c.half_len() == e.half_len
            && e.commutators.len() < KEEP
            && !e.commutators.contains(&c)
        {
            e.commutators.push(c);
        }
    }
}

/// Each of the 60 rotations (in [`Dodecahedron::rotations`] order) as a piece-level state
/// `R` with its inverse: renaming a word's faces by the rotation turns its effect `E` into
/// `R⁻¹ E R` (tested), so rotations need no words multiplied out.
fn rotation_states() -> Vec<(State, State)> {
    State::rotations()
        .iter()
        .map(|r| (*r, r.inverse()))
        .collect()
}

/// How many 3-cycle effects a kind has (each slot triple in both directions, every turn of
/// two of its pieces; the third's turn follows): what a complete catalogue would hold.
pub fn possible_effects(kind: PieceKind) -> usize {
    let n = match kind {
        PieceKind::Edge => EDGES,
        PieceKind::Corner => CORNERS,
    };
    let m = kind.modulus() as usize;
    n * (n - 1) * (n - 2) / 3 * m * m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face, Move};

    /// Renaming a commutator's faces by a rotation conjugates its effect by the rotation's
    /// state, which is what lets the catalogue add rotations without multiplying words out.
    #[test]
    fn renaming_conjugates_by_the_rotation_state() {
        let mv = |f: Face, k: i64| Move::new(f, Amount::new(k));
        let words = [
            Commutator::new(
                &[mv(Face::D, -1), mv(Face::A, 1), mv(Face::D, 1)],
                &[mv(Face::L, -1)],
            ),
            Commutator::new(
                &[mv(Face::B, 2), mv(Face::C, -1), mv(Face::K, 1)],
                &[mv(Face::A, 1), mv(Face::E, 2)],
            ),
        ];
        let maps = Dodecahedron::get().rotations();
        for (map, (r, ri)) in maps.iter().zip(rotation_states()) {
            for c in &words {
                assert_eq!(c.renamed(map).effect(), ri.then(&c.effect()).then(&r));
            }
        }
    }
}
