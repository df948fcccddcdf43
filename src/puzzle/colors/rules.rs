//! Which sticker permutations the generators can reach: the [`Reachability`] hook and its
//! implementation for any [`PuzzleDef`] ([`OrbitInvariants`]; a puzzle with a packed piece
//! state may check its own rules, as the Megaminx's record does).
//!
//! For every puzzle in the registry the invariants are the whole story: a registry test counts
//! the positions they allow ([`OrbitInvariants::position_count`]) and finds the order that
//! Schreier–Sims computes from the generators. So they decide membership exactly, and give
//! uniformly random positions ([`OrbitInvariants::random_position`]) without any group code
//! (the page's wasm has none). A puzzle for which the count is larger needs a rule of its
//! own; rules chain as a tuple `(first, second)`.

use num_bigint::BigUint;
use thiserror::Error;

use crate::group::{Parity, Perm, TwistedCycleType, WreathFactor};
use crate::puzzle::def::PuzzleDef;
use crate::puzzle::IllegalState;
use crate::rng::Rng;

/// Decides whether a state can be reached by turning the puzzle.
///
/// `state` is a sticker permutation that moves whole pieces and keeps each piece's cyclic
/// sticker order (what [`super::ColourReader`] produces); the answer says why not, if not.
pub trait Reachability {
    /// `Ok` when `state` is in the group the generators of `def` generate (or, for a rule
    /// that only checks invariants, when it breaks none of them).
    fn check(&self, def: &PuzzleDef, state: &Perm) -> Result<(), Unreachable>;
}

/// Both rules, the first one first.
impl<A: Reachability, B: Reachability> Reachability for (A, B) {
    fn check(&self, def: &PuzzleDef, state: &Perm) -> Result<(), Unreachable> {
        self.0.check(def, state)?;
        self.1.check(def, state)
    }
}

/// A state the generators cannot reach: why, and which piece slots show it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{reason}")]
pub struct Unreachable {
    /// The rule the state breaks.
    pub reason: Reason,
    /// Piece slots (indices into [`PuzzleDef::pieces`]) to point at: the misplaced pieces for
    /// a parity, the turned ones for an orientation sum, the slot for a piece out of reach.
    pub slots: Vec<usize>,
}

/// The rule an unreachable state breaks.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Reason {
    /// One of the four rules of a packed piece state (corner/edge parity, flip, twist).
    #[error(transparent)]
    Pieces(#[from] IllegalState),
    /// The pieces of one orbit are permuted oddly, but every generator permutes them evenly.
    #[error(
        "the {orbit} are permuted oddly, but every turn permutes them evenly \
         (two of them cannot be swapped alone)"
    )]
    Parity {
        /// The orbit, e.g. `edges`.
        orbit: String,
    },
    /// The orientations of one orbit add up to `sum` mod `modulus`, which every generator
    /// keeps at 0.
    #[error(
        "the orientations of the {orbit} add up to {sum} mod {modulus}, but every turn keeps \
         this sum at 0 (a single flipped or twisted piece is impossible)"
    )]
    Orientation {
        /// The orbit, e.g. `corners`.
        orbit: String,
        /// The sum found.
        sum: usize,
        /// Its modulus: the number of stickers on each piece of the orbit.
        modulus: usize,
    },
    /// A piece sits in a slot it can never move to (e.g. a Pyraminx tip in another tip's place).
    #[error("piece {piece} can never move to the place of {slot}")]
    Orbit {
        /// The piece's name.
        piece: String,
        /// The name of the slot it was found in.
        slot: String,
    },
    /// The state tears a piece apart (only when called with an arbitrary permutation).
    #[error("sticker {sticker} is carried away from its piece")]
    Torn {
        /// The sticker's name.
        sticker: String,
    },
    /// A rule of a puzzle's own (say a membership test, chained after the invariants) found
    /// the state outside the group.
    #[error("the state is not in the group the turns generate")]
    NotInGroup,
}

/// For each piece, the index of its orbit under the generators (pieces that can trade places
/// share an orbit; orbits numbered by their first piece).
pub fn piece_orbits(def: &PuzzleDef) -> Vec<usize> {
    let n = def.pieces().len();
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    for g in def.generators() {
        for (p, q) in def.piece_images(&g.perm).into_iter().enumerate() {
            let (a, b) = (root(&mut parent, p), root(&mut parent, q));
            parent[a.max(b)] = a.min(b);
        }
    }
    (0..n).map(|p| root(&mut parent, p)).collect()
}

/// One orbit of pieces and the invariants the generators keep on it.
#[derive(Clone, Debug)]
struct Orbit {
    name: String,
    pieces: Vec<usize>,
    /// Every generator permutes these pieces evenly.
    even: bool,
    /// Every generator keeps the orientation sum at 0 mod this (the pieces' sticker count).
    orientation_modulus: Option<usize>,
}

/// The invariants any [`PuzzleDef`]'s generators keep, found from the generators themselves:
/// each piece stays in its orbit; per orbit, the parity of the piece permutation (when every
/// generator is even on it) and the orientation sum (when every generator keeps it at 0).
///
/// These are necessary conditions; for every puzzle in the registry they are also sufficient
/// (a test counts the positions they allow against the group's order).
#[derive(Clone, Debug)]
pub struct OrbitInvariants {
    orbits: Vec<Orbit>,
    orbit_of: Vec<usize>,
}

impl OrbitInvariants {
    /// Finds the invariants of `def`'s generators. `kind_names[k]` names the pieces of kind
    /// `k` in messages (plural, e.g. `edges`); an orbit that is only part of its kind is named
    /// with its pieces, e.g. `tips (u)`.
    pub fn new(def: &PuzzleDef, kind_names: &[&str]) -> OrbitInvariants {
        let roots = piece_orbits(def);
        let mut orbits: Vec<Orbit> = Vec::new();
        for (p, &r) in roots.iter().enumerate() {
            if r != p {
                continue;
            }
            let pieces: Vec<usize> = (0..roots.len()).filter(|&q| roots[q] == p).collect();
            let kind = def.pieces()[p].kind;
            let kind_name = kind_names.get(kind).copied().unwrap_or("pieces");
            let whole_kind = def.pieces().iter().filter(|x| x.kind == kind).count();
            let name = if pieces.len() == whole_kind {
                kind_name.to_string()
            } else {
                let names: Vec<&str> = pieces
                    .iter()
                    .map(|&q| def.pieces()[q].name.as_str())
                    .collect();
                format!("{kind_name} ({})", names.join(" "))
            };
            let modulus = def.pieces()[p].stickers.len();
            let gens = def.generators();
            let even = pieces.len() > 1
                && gens
                    .iter()
                    .all(|g| orbit_parity(def, &g.perm, &pieces) == Parity::Even);
            let keeps = modulus > 1
                && gens
                    .iter()
                    .all(|g| orientation_sum(def, &g.perm, &pieces).is_multiple_of(modulus));
            orbits.push(Orbit {
                name,
                pieces,
                even,
                orientation_modulus: keeps.then_some(modulus),
            });
        }
        let orbit_of = roots
            .iter()
            .map(|&r| {
                orbits
                    .iter()
                    .position(|o| o.pieces[0] == r)
                    .expect("every root starts an orbit")
            })
            .collect();
        OrbitInvariants { orbits, orbit_of }
    }

    /// A uniformly random position that breaks none of the invariants, reproducibly from
    /// `rng`: per orbit, a random arrangement of its pieces (two of them swapped back when the
    /// orbit must be even) and random orientations (the last piece's fixing the sum where the
    /// generators keep it). Where the invariants are the whole story (the registry's test
    /// checks [`OrbitInvariants::position_count`] against the Schreier–Sims order of every
    /// puzzle), this is a uniformly random position of the puzzle, found without a group.
    pub fn random_position(&self, def: &PuzzleDef, rng: &mut Rng) -> Perm {
        let mut images = vec![0; def.sticker_count()];
        for orbit in &self.orbits {
            let mut slots = orbit.pieces.clone();
            rng.shuffle(&mut slots);
            let local: Vec<usize> = slots
                .iter()
                .map(|q| orbit.pieces.iter().position(|p| p == q).unwrap_or(0))
                .collect();
            let odd = Perm::from_images(&local).is_ok_and(|p| p.parity() == Parity::Odd);
            if orbit.even && odd {
                slots.swap(0, 1);
            }
            let modulus = def.pieces()[orbit.pieces[0]].stickers.len();
            let mut turns: Vec<usize> = orbit.pieces.iter().map(|_| rng.below(modulus)).collect();
            if let (Some(m), Some(last)) = (orbit.orientation_modulus, turns.len().checked_sub(1)) {
                let rest: usize = turns[..last].iter().sum();
                turns[last] = (m - rest % m) % m;
            }
            for ((&p, &q), &o) in orbit.pieces.iter().zip(&slots).zip(&turns) {
                place(def, p, q, o, &mut images);
            }
        }
        Perm::from_images(&images).expect("pieces cover the stickers once")
    }

    /// The orbits as factors of the group: per orbit, its pieces, their turns (stickers per
    /// piece) and the invariants kept. Their direct product has
    /// [`OrbitInvariants::position_count`] elements.
    pub fn factors(&self, def: &PuzzleDef) -> Vec<WreathFactor> {
        self.orbits
            .iter()
            .map(|o| WreathFactor {
                pieces: o.pieces.len(),
                twists: def.pieces()[o.pieces[0]].stickers.len(),
                even: o.even,
                sum_zero: o.orientation_modulus.is_some(),
            })
            .collect()
    }

    /// The orbits' names (`edges`, `tips (u)`), in factor order.
    pub fn orbit_names(&self) -> impl Iterator<Item = &str> {
        self.orbits.iter().map(|o| o.name.as_str())
    }

    /// What `state` does on each orbit, as a twisted cycle type of its pieces (the turn of a
    /// piece is [`PuzzleDef::orientation`]), in factor order.
    pub fn twisted_types(&self, def: &PuzzleDef, state: &Perm) -> Vec<TwistedCycleType> {
        let to = def.piece_images(state);
        self.orbits
            .iter()
            .map(|o| {
                let local = |q: usize| o.pieces.iter().position(|&p| p == q).unwrap_or(0);
                let images: Vec<usize> = o.pieces.iter().map(|&p| local(to[p])).collect();
                let turns: Vec<usize> = o
                    .pieces
                    .iter()
                    .map(|&p| def.orientation(state, p))
                    .collect();
                TwistedCycleType::of(def.pieces()[o.pieces[0]].stickers.len(), &images, &turns)
            })
            .collect()
    }

    /// A position with twisted cycle type `types[i]` on orbit `i` (one per orbit, each on its
    /// orbit's pieces): each cycle on consecutive pieces of its orbit, its whole twist on its
    /// last piece. `None` when the types do not fit the orbits.
    pub fn position_of_types(&self, def: &PuzzleDef, types: &[TwistedCycleType]) -> Option<Perm> {
        if types.len() != self.orbits.len() {
            return None;
        }
        let mut images: Vec<usize> = (0..def.sticker_count()).collect();
        for (orbit, t) in self.orbits.iter().zip(types) {
            if t.pieces() != orbit.pieces.len() {
                return None;
            }
            let mut start = 0;
            for &(length, twist) in t.cycles() {
                for i in 0..length {
                    let from = orbit.pieces[start + i];
                    let to = orbit.pieces[start + (i + 1) % length];
                    place(
                        def,
                        from,
                        to,
                        if i + 1 == length { twist } else { 0 },
                        &mut images,
                    );
                }
                start += length;
            }
        }
        Perm::from_images(&images).ok()
    }

    /// How many positions break none of the invariants: per orbit of `n` pieces with `k`
    /// stickers each, `n!·kⁿ`, halved when it must be even and divided by `k` when its
    /// orientations must add up to 0. The puzzle's group order when the invariants are the
    /// whole story.
    pub fn position_count(&self, def: &PuzzleDef) -> BigUint {
        self.orbits
            .iter()
            .map(|o| {
                let n = o.pieces.len();
                let k = def.pieces()[o.pieces[0]].stickers.len();
                let arrangements = (1..=n).map(BigUint::from).product::<BigUint>()
                    * BigUint::from(k).pow(n as u32);
                let kept = if o.even { 2 } else { 1 } * o.orientation_modulus.unwrap_or(1);
                arrangements / kept
            })
            .product()
    }

    /// The orbit index of each piece.
    pub fn orbit_of(&self) -> &[usize] {
        &self.orbit_of
    }

    /// What `state` does on each orbit, for display: the parity of its piece permutation and
    /// its orientation sum, each given only when the generators keep it fixed.
    pub fn values(&self, def: &PuzzleDef, state: &Perm) -> Vec<OrbitValue> {
        self.orbits
            .iter()
            .map(|o| OrbitValue {
                name: o.name.clone(),
                parity: o.even.then(|| orbit_parity(def, state, &o.pieces)),
                orientation: o
                    .orientation_modulus
                    .map(|m| (orientation_sum(def, state, &o.pieces) % m, m)),
            })
            .collect()
    }
}

/// The invariants of one orbit of pieces in one state ([`OrbitInvariants::values`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrbitValue {
    /// The orbit's name, e.g. `edges` or `tips (u)`.
    pub name: String,
    /// The parity of the pieces' permutation, when every generator is even on them.
    pub parity: Option<Parity>,
    /// The orientation sum and its modulus, when every generator keeps the sum at 0.
    pub orientation: Option<(usize, usize)>,
}

impl Reachability for OrbitInvariants {
    fn check(&self, def: &PuzzleDef, state: &Perm) -> Result<(), Unreachable> {
        let to = def.piece_images(state);
        for (p, &q) in to.iter().enumerate() {
            if self.orbit_of[p] != self.orbit_of[q] {
                return Err(Unreachable {
                    reason: Reason::Orbit {
                        piece: def.pieces()[p].name.clone(),
                        slot: def.pieces()[q].name.clone(),
                    },
                    slots: vec![q],
                });
            }
        }
        for orbit in &self.orbits {
            if orbit.even && orbit_parity(def, state, &orbit.pieces) == Parity::Odd {
                return Err(Unreachable {
                    reason: Reason::Parity {
                        orbit: orbit.name.clone(),
                    },
                    slots: misplaced(&to, &orbit.pieces),
                });
            }
            if let Some(modulus) = orbit.orientation_modulus {
                let sum = orientation_sum(def, state, &orbit.pieces) % modulus;
                if sum != 0 {
                    return Err(Unreachable {
                        reason: Reason::Orientation {
                            orbit: orbit.name.clone(),
                            sum,
                            modulus,
                        },
                        slots: orbit
                            .pieces
                            .iter()
                            .filter(|&&p| def.orientation(state, p) != 0)
                            .map(|&p| to[p])
                            .collect(),
                    });
                }
            }
        }
        Ok(())
    }
}

/// Sends piece `from` to slot `to` turned by `turn`: its sticker `i` to the slot's sticker
/// `i + turn` (the sticker order of [`PuzzleDef::orientation`]).
fn place(def: &PuzzleDef, from: usize, to: usize, turn: usize, images: &mut [usize]) {
    let (from, to) = (&def.pieces()[from].stickers, &def.pieces()[to].stickers);
    for (i, &s) in from.iter().enumerate() {
        images[s] = to[(i + turn) % to.len()];
    }
}

/// The parity of what `state` does to the pieces of one orbit.
fn orbit_parity(def: &PuzzleDef, state: &Perm, pieces: &[usize]) -> Parity {
    let to = def.piece_images(state);
    let local: Vec<usize> = pieces
        .iter()
        .map(|&p| pieces.iter().position(|&q| q == to[p]).unwrap_or(0))
        .collect();
    Perm::from_images(&local).map_or(Parity::Even, |p| p.parity())
}

/// The sum of the orientations `state` gives the pieces of one orbit.
fn orientation_sum(def: &PuzzleDef, state: &Perm, pieces: &[usize]) -> usize {
    pieces.iter().map(|&p| def.orientation(state, p)).sum()
}

/// The slots whose piece is not at home, among `pieces`.
fn misplaced(to: &[usize], pieces: &[usize]) -> Vec<usize> {
    pieces
        .iter()
        .filter(|&&p| to[p] != p)
        .map(|&p| to[p])
        .collect()
}
