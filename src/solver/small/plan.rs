//! [`SmallSolution`] and [`SmallStep`]: a solve of the Pyraminx or the 2×2×2 in the same
//! shape as the Megaminx's plan — steps with their moves and pieces, and the whole solution
//! after cancellation.

use std::fmt;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use super::method::SmallMethod;
use crate::group::{Perm, Word};
use crate::puzzle::{Notation, PuzzleKind};

/// What a step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SmallPhase {
    /// Turns of a shortest solution (optimal method).
    Optimal,
    /// Pieces that never leave their place turned home by one turn each (tips, centres).
    InPlace,
    /// One turn making the permutation of a kind even, so 3-cycles can finish it.
    Parity,
    /// A conjugated commutator cycling three pieces.
    ThreeCycle,
    /// A conjugated commutator turning two pieces in place.
    OrientationPair,
}

impl fmt::Display for SmallPhase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SmallPhase::Optimal => "shortest solution",
            SmallPhase::InPlace => "in-place pieces",
            SmallPhase::Parity => "parity",
            SmallPhase::ThreeCycle => "3-cycle",
            SmallPhase::OrientationPair => "orientation pair",
        })
    }
}

/// The commutator `[X, Y] = X Y X⁻¹ Y⁻¹`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Commutator {
    /// The first word.
    pub x: Word,
    /// The second word.
    pub y: Word,
}

impl Commutator {
    /// Its moves: `X Y X⁻¹ Y⁻¹`, merged.
    pub fn moves(&self) -> Word {
        self.x
            .then(&self.y)
            .then(&self.x.inverse())
            .then(&self.y.inverse())
    }

    /// `[X, Y]` with generator names.
    pub fn text(&self, names: &[String]) -> String {
        format!(
            "[{}, {}]",
            self.x.display_with(names),
            self.y.display_with(names)
        )
    }

    /// `[X, Y]` as `puzzle` writes its moves in `notation` (see
    /// [`PuzzleInfo::write_word`](crate::puzzle::PuzzleInfo::write_word)).
    pub fn text_in(&self, puzzle: PuzzleKind, notation: Option<Notation>) -> String {
        let info = puzzle.info();
        format!(
            "[{}, {}]",
            info.write_word(&self.x, notation),
            info.write_word(&self.y, notation)
        )
    }
}

/// One step: `setup · core · undo`, or plain moves (an optimal solution, an in-place turn).
#[derive(Clone, Debug, PartialEq)]
pub struct SmallStep {
    /// What kind of step.
    pub phase: SmallPhase,
    /// The slots it works on, by piece name (for a 3-cycle in cycle order).
    pub pieces: Vec<String>,
    /// Moves bringing the targets onto the commutator's pieces.
    pub setup: Word,
    /// The commutator, when the step is a conjugated commutator.
    pub core: Option<Commutator>,
    /// The step's own moves: the commutator's, or the turns of a plain step.
    pub body: Word,
    /// The setup undone.
    pub undo: Word,
    /// One sentence saying what the step achieves.
    pub explanation: String,
    /// The step's effect on the stickers.
    pub effect: Perm,
}

impl SmallStep {
    /// A step of plain turns (no setup, no commutator).
    pub fn plain(
        puzzle: PuzzleKind,
        phase: SmallPhase,
        pieces: Vec<String>,
        body: Word,
        explanation: String,
    ) -> SmallStep {
        SmallStep {
            phase,
            pieces,
            effect: puzzle.def().evaluate(&body),
            setup: Word::new(),
            core: None,
            body,
            undo: Word::new(),
            explanation,
        }
    }

    /// All the step's moves: setup, body, undo.
    pub fn moves(&self) -> Word {
        self.setup.then(&self.body).then(&self.undo)
    }
}

/// A complete solve of a small puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct SmallSolution {
    /// Which puzzle.
    pub puzzle: PuzzleKind,
    /// How the steps were chosen.
    pub method: SmallMethod,
    /// The steps, in order.
    pub steps: Vec<SmallStep>,
    /// All steps' moves concatenated, merged and reduced: applying them solves the position.
    pub moves: Word,
    /// Turns before cancellation.
    pub moves_before_cancellation: usize,
    /// The notation its moves are written in (`None`: the puzzle's default, see
    /// [`PuzzleInfo::write_word`](crate::puzzle::PuzzleInfo::write_word)).
    pub notation: Option<Notation>,
}

/// Concatenates words and merges them by the puzzle's [`Canceller`](crate::puzzle::Canceller):
/// turns of one generator combine (also across turns of generators that commute with it),
/// powers are reduced modulo the generator's order, vanishing letters drop out.
pub fn cancel_words(puzzle: PuzzleKind, words: &[Word]) -> Word {
    let letters: Vec<_> = words
        .iter()
        .flat_map(|w| w.letters().iter().copied())
        .collect();
    crate::puzzle::Canceller::of(puzzle.info()).word(&letters)
}

impl SmallSolution {
    /// Wraps steps, concatenating and cancelling their moves.
    pub fn new(puzzle: PuzzleKind, method: SmallMethod, steps: Vec<SmallStep>) -> SmallSolution {
        let words: Vec<Word> = steps.iter().map(SmallStep::moves).collect();
        SmallSolution {
            puzzle,
            method,
            moves: cancel_words(puzzle, &words),
            moves_before_cancellation: words.iter().map(Word::len).sum(),
            steps,
            notation: None,
        }
    }

    /// The same solution written in `notation` (where the puzzle lists it).
    pub fn in_notation(self, notation: Option<Notation>) -> SmallSolution {
        SmallSolution { notation, ..self }
    }

    /// Turns after cancellation (any amount of one generator counts one).
    pub fn ftm(&self) -> usize {
        self.moves.len()
    }

    /// The solution as the puzzle writes its moves (generator names, or its notation).
    pub fn text(&self) -> String {
        self.words(&self.moves)
    }

    fn words(&self, w: &Word) -> String {
        self.puzzle.info().write_word(w, self.notation)
    }

    /// The core column of a step: `[X, Y]` or its plain moves.
    fn core_text(&self, s: &SmallStep) -> String {
        match &s.core {
            Some(c) => c.text_in(self.puzzle, self.notation),
            None => self.words(&s.body),
        }
    }
}

impl fmt::Display for SmallSolution {
    /// Each step on two lines (what, then why), then the totals and the whole solution.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.steps.iter().enumerate() {
            writeln!(
                f,
                "{:>3}. {} {}: [{}] {} [{}]",
                i + 1,
                s.phase,
                s.pieces.join(" "),
                self.words(&s.setup),
                self.core_text(s),
                self.words(&s.undo)
            )?;
            writeln!(f, "     {}", s.explanation)?;
        }
        writeln!(
            f,
            "{} method on the {}: {} steps, {} turns; {} before cancellation",
            self.method,
            self.puzzle.title(),
            self.steps.len(),
            self.ftm(),
            self.moves_before_cancellation
        )?;
        write!(f, "solution: {}", self.text())
    }
}

/// A step as JSON: words in the puzzle's generator names.
struct StepJson<'a>(&'a SmallSolution, &'a SmallStep);

impl Serialize for StepJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (sol, step) = (self.0, self.1);
        let mut st = s.serialize_struct("SmallStep", 7)?;
        st.serialize_field("phase", &step.phase)?;
        st.serialize_field("pieces", &step.pieces)?;
        st.serialize_field("setup", &sol.words(&step.setup))?;
        st.serialize_field("core", &sol.core_text(step))?;
        st.serialize_field("undo", &sol.words(&step.undo))?;
        st.serialize_field("moves", &sol.words(&step.moves()))?;
        st.serialize_field("explanation", &step.explanation)?;
        st.end()
    }
}

impl Serialize for SmallSolution {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("SmallSolution", 6)?;
        st.serialize_field("puzzle", self.puzzle.name())?;
        st.serialize_field("method", self.method.name())?;
        st.serialize_field("solution", &self.text())?;
        st.serialize_field("ftm", &self.ftm())?;
        st.serialize_field("ftm_before_cancellation", &self.moves_before_cancellation)?;
        let steps: Vec<StepJson> = self.steps.iter().map(|x| StepJson(self, x)).collect();
        st.serialize_field("steps", &steps)?;
        st.end()
    }
}
