//! [`Solution`] and [`Step`]: a solve as a list of conjugates `setup · core · undo`, each with
//! what it does and why, plus the whole solution after move cancellation.

use std::fmt;

use serde::{Serialize, Serializer};

use super::cancel::{cancel, fifth_turns, ftm};
use super::conjugate::Conjugate;
use super::cores::invert;
use super::kind::PieceKind;
use super::method::Method;
use super::setups::FoundSetup;
use super::step_core::{core_moves, StepCore};
use crate::puzzle::{Move, Slot, State};

/// The four phases, in the order the improved method does them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Edges to their slots with conjugated (3.2) 3-cycles.
    EdgePlacement,
    /// Edge flips with conjugated (3.9).
    EdgeOrientation,
    /// Corners to their slots with conjugated (3.6) 3-cycles.
    CornerPlacement,
    /// Corner twists with conjugated (3.10).
    CornerOrientation,
    /// A stage of the short solver: a block of pieces brought home.
    Stage,
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::EdgePlacement => "edge placement",
            Phase::EdgeOrientation => "edge orientation",
            Phase::CornerPlacement => "corner placement",
            Phase::CornerOrientation => "corner orientation",
            Phase::Stage => "stage",
        })
    }
}

/// Moves in thesis notation separated by spaces (`D* C2 L`).
pub fn alg_text(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn alg_ser<S: Serializer>(moves: &[Move], s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(&alg_text(moves))
}

/// One conjugate `setup · core · undo` and what it does — or, in a short solve, one stage:
/// its moves in `setup`, no core, an empty undo.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Step {
    /// The phase it belongs to.
    pub phase: Phase,
    /// The target slots (written by name): for a 3-cycle in cycle order (what is in the first
    /// goes to the second, …), for a flip or twist the two pieces (a twist turns the first
    /// clockwise).
    pub pieces: Vec<Slot>,
    /// Moves done first, bringing the targets onto the core's slots.
    #[serde(serialize_with = "alg_ser")]
    pub setup: Vec<Move>,
    /// The core done in between: a thesis core named by equation number and image, or a
    /// searched commutator `[X, Y]` (none for a short solver's stage).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub core: Option<StepCore>,
    /// The setup undone: its moves inverted, in reverse order.
    #[serde(serialize_with = "alg_ser")]
    pub undo: Vec<Move>,
    /// The step's whole effect in the panel's piece-cycle notation, e.g. `(AC CD AD)`;
    /// side effects on the other kind of piece included.
    pub cycle: String,
    /// Pieces of the other kind the step moves or turns (corners twisted by (3.2), the corner
    /// 3-cycle of (3.9)): harmless because that kind is solved later.
    pub side_effects: Vec<Slot>,
    /// The thesis class of the three target slots (3-cycles only).
    pub class: Option<char>,
    /// One sentence saying what the step achieves.
    pub explanation: String,
    /// Its length in FTM as written (setup, core and undo; before cancellation).
    pub ftm: usize,
    /// The exact piece-level effect (what `cycle` prints, with every piece's own turn).
    #[serde(skip)]
    pub effect: State,
}

impl Step {
    /// A step from a setup found in a table: computes the undo, the effect and the cycle, and
    /// lists the side effects on the other kind than `kind`.
    pub fn new(
        phase: Phase,
        kind: PieceKind,
        targets: &[usize],
        setup: FoundSetup,
        class: Option<char>,
        explanation: String,
    ) -> Step {
        Step::of_conjugate(phase, kind, targets, setup.into(), class, explanation)
    }

    /// A step from any conjugate (a thesis core or a searched commutator), as [`Step::new`].
    pub fn of_conjugate(
        phase: Phase,
        kind: PieceKind,
        targets: &[usize],
        conjugate: Conjugate,
        class: Option<char>,
        explanation: String,
    ) -> Step {
        let s = State::of_moves(&conjugate.setup);
        let effect = s.then(&conjugate.core.effect()).then(&s.inverse());
        let side_effects = kind
            .other()
            .support(&effect)
            .into_iter()
            .map(|i| kind.other().slot(i))
            .collect();
        let ftm = 2 * conjugate.setup.len() + core_moves(&conjugate.core).len();
        Step {
            phase,
            pieces: targets.iter().map(|&i| kind.slot(i)).collect(),
            undo: invert(&conjugate.setup),
            setup: conjugate.setup,
            core: Some(conjugate.core),
            ftm,
            cycle: effect.to_string(),
            side_effects,
            class,
            explanation,
            effect,
        }
    }

    /// A stage of the short solver: `moves` bring `pieces` home; `effect` is what they do.
    pub fn stage(pieces: Vec<Slot>, moves: Vec<Move>, explanation: String, effect: State) -> Step {
        Step {
            phase: Phase::Stage,
            pieces,
            ftm: moves.len(),
            setup: moves,
            core: None,
            undo: Vec::new(),
            cycle: effect.to_string(),
            side_effects: Vec::new(),
            class: None,
            explanation,
            effect,
        }
    }

    /// All the step's moves: setup, core, undo.
    pub fn moves(&self) -> Vec<Move> {
        let mut out = self.setup.clone();
        if let Some(core) = &self.core {
            out.extend_from_slice(&core_moves(core));
        }
        out.extend_from_slice(&self.undo);
        out
    }
}

/// A complete solve: the steps, and their concatenation after move cancellation.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// How the steps were chosen.
    pub method: Method,
    /// The conjugates, in order.
    pub steps: Vec<Step>,
    /// All steps' moves concatenated and cancelled: applying these solves the position.
    pub moves: Vec<Move>,
    /// The number of moves before cancellation (sum over steps, FTM of the written moves).
    pub moves_before_cancellation: usize,
    /// Fifth-turns before cancellation.
    pub fifth_turns_before_cancellation: usize,
}

impl Solution {
    /// Wraps steps, concatenating and cancelling their moves.
    pub fn new(method: Method, steps: Vec<Step>) -> Solution {
        let raw: Vec<Move> = steps.iter().flat_map(|s| s.moves()).collect();
        Solution {
            method,
            moves: cancel(&raw),
            moves_before_cancellation: ftm(&raw),
            fifth_turns_before_cancellation: fifth_turns(&raw),
            steps,
        }
    }

    /// Length in the face-turn metric (any turn of one face counts 1), after cancellation.
    pub fn ftm(&self) -> usize {
        ftm(&self.moves)
    }

    /// Length in fifth-turns (a 144° turn counts 2), after cancellation.
    pub fn fifth_turns(&self) -> usize {
        fifth_turns(&self.moves)
    }

    /// The whole cancelled solution in thesis notation.
    pub fn text(&self) -> String {
        alg_text(&self.moves)
    }

    /// The moves that produce the solved position's inverse — i.e. a scramble that leads from
    /// solved to the position this solution solves.
    pub fn scramble_moves(&self) -> Vec<Move> {
        invert(&self.moves)
    }
}

impl fmt::Display for Solution {
    /// Each step on two lines (what, then why), then the totals and the whole solution.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.steps.iter().enumerate() {
            let Some(core) = &s.core else {
                writeln!(f, "{:>3}. {}: {}", i + 1, s.explanation, alg_text(&s.setup))?;
                continue;
            };
            write!(f, "{:>3}. {}", i + 1, s.phase)?;
            if let Some(c) = s.class {
                write!(f, " [class {c}]")?;
            }
            writeln!(
                f,
                " {}: [{}] {} [{}]   = {}",
                Slot::names(&s.pieces),
                alg_text(&s.setup),
                core,
                alg_text(&s.undo),
                s.cycle
            )?;
            writeln!(f, "     {}", s.explanation)?;
        }
        writeln!(
            f,
            "{} method: {} steps, {} moves (FTM), {} fifth-turns; {} moves before cancellation",
            self.method,
            self.steps.len(),
            self.ftm(),
            self.fifth_turns(),
            self.moves_before_cancellation
        )?;
        write!(f, "solution: {}", self.text())
    }
}

impl Serialize for Solution {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Solution", 7)?;
        st.serialize_field("method", &self.method)?;
        st.serialize_field("solution", &self.text())?;
        st.serialize_field("ftm", &self.ftm())?;
        st.serialize_field("fifth_turns", &self.fifth_turns())?;
        st.serialize_field("ftm_before_cancellation", &self.moves_before_cancellation)?;
        st.serialize_field(
            "fifth_turns_before_cancellation",
            &self.fifth_turns_before_cancellation,
        )?;
        st.serialize_field("steps", &self.steps)?;
        st.end()
    }
}
