//! Shortest Pyraminx solutions: a breadth-first table over the 933,120 positions of the
//! layers (edges' arrangement and flips, centres' twists), then one turn per twisted tip.
//!
//! Tips turn alone and layer turns never move them, so the two parts are independent: the
//! layer part is solved in the fewest layer turns (God's number 11), the tips each take one.

use std::sync::OnceLock;

use super::coord::{Coords, Part};
use super::pieces::Model;
use super::table::DistTable;
use crate::puzzle::Pieces;
use crate::puzzle::{PuzzleKind, Pyraminx};
use crate::solver::{Phase, Step};

/// Piece kinds of the Pyraminx definition.
const TIP: usize = 0;
const CENTRE: usize = 1;
const EDGE: usize = 2;

/// The model, the layer coordinates and their distance table.
#[derive(Debug)]
pub struct PyraminxTables {
    /// The piece-level model (all eight generators).
    pub model: Model,
    /// Edges' arrangement (even), edges' flips, centres' twists, under the layer turns.
    pub coords: Coords,
    /// Distance of every layer position.
    pub table: DistTable,
}

/// The slots of one piece kind.
fn slots(kind: usize) -> Vec<usize> {
    let def = PuzzleKind::Pyraminx.def();
    (0..def.pieces().len())
        .filter(|&p| def.pieces()[p].kind == kind)
        .collect()
}

/// The model's turns of the named generators.
pub fn turns_of(model: &Model, names: &[&str]) -> Vec<usize> {
    let def = model.puzzle.def();
    (0..model.turns.len())
        .filter(|&t| names.contains(&def.generators()[model.turns[t].generator].name.as_str()))
        .collect()
}

impl PyraminxTables {
    /// Built once, on first use.
    pub fn get() -> &'static PyraminxTables {
        static CELL: OnceLock<PyraminxTables> = OnceLock::new();
        CELL.get_or_init(|| {
            let model = Model::new(PuzzleKind::Pyraminx);
            let parts = vec![
                Part::Arrangement {
                    slots: slots(EDGE),
                    even: true,
                },
                Part::Orientation {
                    slots: slots(EDGE),
                    modulus: 2,
                    zero_sum: true,
                },
                Part::Orientation {
                    slots: slots(CENTRE),
                    modulus: 3,
                    zero_sum: false,
                },
            ];
            let turns = turns_of(&model, &Pyraminx::NO_TIPS);
            let coords = Coords::new(&model, parts, turns);
            let table = DistTable::build(&coords);
            PyraminxTables {
                model,
                coords,
                table,
            }
        })
    }
}

/// The pieces of `kinds` (their indices) that `s` moves or turns.
pub fn unsolved(s: &Pieces, kinds: &[usize], puzzle: PuzzleKind) -> Vec<usize> {
    let def = puzzle.def();
    (0..s.to.len())
        .filter(|&p| kinds.contains(&def.pieces()[p].kind))
        .filter(|&p| s.to[p] as usize != p || s.ori[p] != 0)
        .collect()
}

/// The shortest solution of a (reachable) Pyraminx position: a step of layer turns, then a
/// step of tip turns.
pub fn solve(s: &Pieces) -> Vec<Step> {
    let t = PyraminxTables::get();
    let m = &t.model;
    let path: Vec<usize> = t
        .table
        .descend(&t.coords, t.coords.index(s))
        .into_iter()
        .map(|k| t.coords.turns[k])
        .collect();
    let mut steps = Vec::new();
    let pz = PuzzleKind::Pyraminx;
    if !path.is_empty() {
        steps.push(Step::plain(
            pz,
            Phase::Optimal,
            unsolved(s, &[CENTRE, EDGE], pz),
            m.word(&path),
            format!(
                "The layers in {} turns, the fewest possible (a breadth-first table of all 933,120 layer positions).",
                path.len()
            ),
        ));
    }
    let tips: Vec<usize> = slots(TIP)
        .into_iter()
        .filter_map(|p| {
            turns_of(m, &Pyraminx::TIP_TURNS).into_iter().find(|&k| {
                let e = &m.turns[k].effect;
                e.ori[p] != 0 && (s.ori[p] + e.ori[p]).is_multiple_of(3)
            })
        })
        .collect();
    if !tips.is_empty() {
        steps.push(Step::plain(
            pz,
            Phase::InPlace,
            unsolved(s, &[TIP], pz),
            m.word(&tips),
            format!("Each twisted tip turned home: {} turns.", tips.len()),
        ));
    }
    steps
}
