//! [`Explanation`]: an algorithm explained for any puzzle — its structure (commutator,
//! conjugate or plain sequence, recognised from the brackets it was written with or from
//! letters typed flat), its phases in playing order with the pieces each moves, the places a
//! commutator's parts disturb, and the cycles and order of what it does.
//!
//! This is the page API's `explain(alg)`; the shape of its JSON (`{structure, bracket,
//! phases: [{name, moves, moveCount, moved}], tint, cycles, cycleOrders, order,
//! orderExplained}`) is the serde form of [`Explanation`].

mod parts;
mod phase;
#[cfg(test)]
mod tests;

use serde::Serialize;

use self::parts::{Core, Parts};
pub use self::phase::{Phase, PhaseName, Tint};
use super::info::PuzzleInfo;
use super::notation::{Alg, AlgError, Notation, TooLong, MAX_MOVES};
use super::order_explained::{serialize_order, OrderExplained};
use super::pieces::Pieces;
use crate::group::{Letter, Word};
use crate::quote::{unknown, Named, UnknownName};

/// What kind of algorithm it is (`Display`/`FromStr`: `commutator`, `conjugate`,
/// `sequence`, as in the JSON).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    strum::Display,
    strum::EnumString,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(
    serialize_all = "lowercase",
    parse_err_ty = UnknownName,
    parse_err_fn = unknown::<Self>
)]
pub enum Structure {
    /// `[X, Y]`: phases `X`, `Y`, `X⁻¹`, `Y⁻¹`.
    Commutator,
    /// `[S: X]` (phases `S`, `X`, `S⁻¹`) or `[S: [X, Y]]` (six phases).
    Conjugate,
    /// Anything else: one phase, `moves`.
    Sequence,
}

impl Named for Structure {
    const WHAT: &'static str = "structure";
}

/// An algorithm explained (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Explanation {
    /// Commutator, conjugate or sequence.
    pub structure: Structure,
    /// The algorithm in bracket form, in the puzzle's notation (`[D* A D, L*]`,
    /// `[S: [X, Y]]`; a sequence as its moves); reading it back gives the same position.
    pub bracket: String,
    /// The phases in playing order.
    pub phases: Vec<Phase>,
    /// For a commutator (plain or conjugated): the places `X` and `Y` disturb.
    pub tint: Option<Tint>,
    /// The position's piece cycles, each as the panel writes it (`(AC CD AD)`, `(CDL)-`).
    pub cycles: Vec<String>,
    /// Each cycle's order, orientation included (`cycles[i]` has order `cycle_orders[i]`).
    pub cycle_orders: Vec<u64>,
    /// The position's order: the lcm of `cycle_orders`.
    #[serde(serialize_with = "serialize_order")]
    pub order: Option<u128>,
    /// `order 60 = lcm(5, 12)` ([`OrderExplained`]'s text).
    pub order_explained: String,
}

impl PuzzleInfo {
    /// Explains moves typed for this puzzle, read as [`read_alg`](PuzzleInfo::read_alg)
    /// reads them and written back in the same notation.
    pub fn explain(&self, text: &str, notation: Option<Notation>) -> Result<Explanation, AlgError> {
        let alg = self.read_alg(text, notation)?;
        Ok(Explanation::of(self, &alg, notation)?)
    }
}

impl Explanation {
    /// Explains `alg` (as [`PuzzleInfo::read_alg`] reads it, or built by a solver), writing
    /// moves in `notation` as [`PuzzleInfo::write_word`] does; refused when it expands to
    /// more than [`MAX_MOVES`] moves.
    pub fn of(
        info: &PuzzleInfo,
        alg: &Alg<Letter>,
        notation: Option<Notation>,
    ) -> Result<Explanation, TooLong> {
        if alg.expanded_len() > MAX_MOVES as u64 {
            return Err(TooLong);
        }
        let def = info.def();
        let write = |w: &Word| info.write_word(w, notation);
        let parts = Parts::of(alg, &def.generator_orders());
        let outline = Outline::of(&parts, &write);
        let phases = outline
            .phases
            .into_iter()
            .map(|(name, w)| Phase {
                name,
                moves: write(&w),
                move_count: w.len(),
                moved: names(info, &moved(info, &w)),
                word: w,
            })
            .collect();
        let tint = match &parts.core {
            Core::Commutator(x, y) => Some(tint(info, &word(x), &word(y))),
            Core::Plain(_) => None,
        };
        let all = alg.moves()?;
        let position = def.evaluate(&word(&all));
        let cycles = Pieces::of_perm(def, &position).cycles(def);
        let order = OrderExplained::of_cycles(def, &cycles);
        Ok(Explanation {
            structure: outline.structure,
            bracket: outline.bracket,
            phases,
            tint,
            cycles: cycles.iter().map(|c| c.text(def)).collect(),
            cycle_orders: order.cycle_orders.clone(),
            order_explained: order.to_string(),
            order: order.order,
        })
    }
}

/// The structure, bracket form and named phases of an algorithm's parts.
struct Outline {
    structure: Structure,
    bracket: String,
    phases: Vec<(PhaseName, Word)>,
}

impl Outline {
    /// `S` (when there is a setup), the core's phases (`X Y X⁻¹ Y⁻¹`, or `X`, or `moves`
    /// without a setup), `S⁻¹`; the bracket form written with `write`.
    fn of(parts: &Parts, write: &impl Fn(&Word) -> String) -> Outline {
        let setup = word(&parts.setup);
        let (core, mut phases) = match &parts.core {
            Core::Commutator(x, y) => {
                let (x, y) = (word(x), word(y));
                let text = format!("[{}, {}]", write(&x), write(&y));
                let (xi, yi) = (x.inverse(), y.inverse());
                let phases = vec![
                    (PhaseName::X, x),
                    (PhaseName::Y, y),
                    (PhaseName::XInverse, xi),
                    (PhaseName::YInverse, yi),
                ];
                (text, phases)
            }
            Core::Plain(m) => {
                let m = word(m);
                let name = if setup.is_empty() {
                    PhaseName::Moves
                } else {
                    PhaseName::X
                };
                let text = write(&m);
                (
                    text,
                    if m.is_empty() {
                        vec![]
                    } else {
                        vec![(name, m)]
                    },
                )
            }
        };
        if setup.is_empty() {
            let structure = match parts.core {
                Core::Commutator(..) => Structure::Commutator,
                Core::Plain(_) => Structure::Sequence,
            };
            return Outline {
                structure,
                bracket: core,
                phases,
            };
        }
        phases.insert(0, (PhaseName::S, setup.clone()));
        phases.push((PhaseName::SInverse, setup.inverse()));
        Outline {
            structure: Structure::Conjugate,
            bracket: format!("[{}: {core}]", write(&setup)),
            phases,
        }
    }
}

/// Letters as a word (neighbours of one generator merge).
fn word(letters: &[Letter]) -> Word {
    let mut w = Word::new();
    for l in letters {
        w.push(l.generator, l.power);
    }
    w
}

/// The places (piece indices) whose piece `w`, played from solved, moves or turns.
fn moved(info: &PuzzleInfo, w: &Word) -> Vec<usize> {
    let def = info.def();
    let pieces = Pieces::of_perm(def, &def.evaluate(w));
    (0..pieces.to.len())
        .filter(|&p| usize::from(pieces.to[p]) != p || pieces.ori[p] != 0)
        .collect()
}

/// The panel's names of pieces.
fn names(info: &PuzzleInfo, pieces: &[usize]) -> Vec<String> {
    pieces
        .iter()
        .map(|&p| info.def().pieces()[p].name.clone())
        .collect()
}

/// The places only `x`, only `y`, and both disturb.
fn tint(info: &PuzzleInfo, x: &Word, y: &Word) -> Tint {
    let (x, y) = (moved(info, x), moved(info, y));
    let only = |a: &[usize], b: &[usize]| -> Vec<usize> {
        a.iter().copied().filter(|p| !b.contains(p)).collect()
    };
    let both: Vec<usize> = x.iter().copied().filter(|p| y.contains(p)).collect();
    Tint {
        x_only: names(info, &only(&x, &y)),
        y_only: names(info, &only(&y, &x)),
        both: names(info, &both),
    }
}
