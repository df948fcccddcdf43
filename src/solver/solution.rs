//! [`Solution`]: a plan of any puzzle by any solver — its [`Step`]s, and their concatenation
//! after move cancellation by the puzzle's own rule ([`Canceller`]).
//!
//! Its text (what `minx solve` prints) and its JSON (what `minx solve --json` prints and the
//! JavaScript module's `solve()` answers) are written here once for every puzzle and method.

use std::fmt;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use super::method::Method;
use super::step::Step;
use crate::group::{Letter, Word};
use crate::puzzle::{Canceller, Move, Notation, PuzzleKind};

/// A complete solve: the steps, and their concatenation after move cancellation.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// Which puzzle.
    pub puzzle: PuzzleKind,
    /// How the steps were chosen.
    pub method: Method,
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// All steps' moves concatenated and cancelled: applying them solves the position.
    pub moves: Word,
    /// The turns before cancellation (the steps' moves as written).
    pub moves_before_cancellation: usize,
    /// Their length in the smallest-turn metric (a 144° turn of a face counts 2).
    pub fifth_turns_before_cancellation: usize,
    /// The notation its moves are written in (`None`: the puzzle's default, see
    /// [`PuzzleInfo::write_word`](crate::puzzle::PuzzleInfo::write_word)).
    pub notation: Option<Notation>,
}

impl Solution {
    /// Wraps steps of `puzzle`, concatenating and cancelling their moves.
    pub fn new(puzzle: PuzzleKind, method: Method, steps: Vec<Step>) -> Solution {
        let raw: Vec<Letter> = steps.iter().flat_map(Step::letters).collect();
        let canceller = Canceller::of(puzzle.info());
        Solution {
            puzzle,
            method,
            moves: canceller.word(&raw),
            moves_before_cancellation: raw.len(),
            fifth_turns_before_cancellation: smallest_turns(&canceller, &raw),
            steps,
            notation: None,
        }
    }

    /// The same solution written in `notation` (where the puzzle lists it).
    pub fn in_notation(self, notation: Option<Notation>) -> Solution {
        Solution { notation, ..self }
    }

    /// Length in the face-turn metric (any turn of one face counts 1), after cancellation.
    pub fn ftm(&self) -> usize {
        self.moves.len()
    }

    /// Length in the smallest-turn metric (a turn of `k` steps of a generator of order `n`
    /// counts `min(k, n − k)`: fifth-turns on the dodecahedron), after cancellation.
    pub fn fifth_turns(&self) -> usize {
        smallest_turns(&Canceller::of(self.puzzle.info()), self.moves.letters())
    }

    /// The cancelled solution as face turns, for a puzzle whose generators are the twelve
    /// faces (`None` for another).
    pub fn face_moves(&self) -> Option<Vec<Move>> {
        self.moves
            .letters()
            .iter()
            .map(|&l| Move::of_letter(l))
            .collect()
    }

    /// The whole cancelled solution as the puzzle writes its moves.
    pub fn text(&self) -> String {
        self.words(&self.moves)
    }

    /// The moves that lead from solved to the position this solution solves.
    pub fn scramble_moves(&self) -> Word {
        self.moves.inverse()
    }

    /// A word as this solution writes it.
    pub fn words(&self, w: &Word) -> String {
        self.puzzle.info().write_word(w, self.notation)
    }

    /// The core column of a step: its core's text, or its plain turns (`None` when it has
    /// neither, as a stage whose moves are its setup).
    pub fn core_text(&self, s: &Step) -> Option<String> {
        match &s.core {
            Some(c) => Some(c.text_in(self.puzzle, self.notation)),
            None if s.body.is_empty() => None,
            None => Some(self.words(&s.body.iter().copied().collect())),
        }
    }

    /// Whether the puzzle's turns are fifths (its plan reports the fifth-turn metric too).
    fn fifths(&self) -> bool {
        self.puzzle.info().dodecahedral().is_some()
    }
}

/// The smallest-turn length of `letters` by `canceller`'s generator orders.
fn smallest_turns(canceller: &Canceller, letters: &[Letter]) -> usize {
    letters
        .iter()
        .map(|l| {
            let n = i64::from(canceller.orders()[l.generator]);
            let k = i64::from(l.power).rem_euclid(n);
            k.min(n - k) as usize
        })
        .sum()
}

impl fmt::Display for Solution {
    /// Each step on two lines (what, then why), then the totals and the whole solution.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = self.puzzle;
        for (i, s) in self.steps.iter().enumerate() {
            let Some(core) = s.core.as_ref().map(|c| c.text_in(p, self.notation)) else {
                let moves = self.words(&s.moves());
                writeln!(f, "{:>3}. {}: {moves}", i + 1, s.phase)?;
                writeln!(f, "     {}", s.explanation)?;
                continue;
            };
            write!(f, "{:>3}. {}", i + 1, s.phase)?;
            if let Some(c) = s.class {
                write!(f, " [class {c}]")?;
            }
            let (setup, undo) = (self.words(&s.setup), self.words(&s.undo));
            let pieces = Step::names(p, &s.pieces);
            let cycle = s.cycle(p);
            writeln!(f, " {pieces}: [{setup}] {core} [{undo}]   = {cycle}")?;
            writeln!(f, "     {}", s.explanation)?;
        }
        write!(
            f,
            "{} method on the {}: {} steps, {} moves (FTM)",
            self.method,
            p.title(),
            self.steps.len(),
            self.ftm()
        )?;
        if self.fifths() {
            write!(f, ", {} fifth-turns", self.fifth_turns())?;
        }
        writeln!(
            f,
            "; {} moves before cancellation",
            self.moves_before_cancellation
        )?;
        write!(f, "solution: {}", self.text())
    }
}

/// A step as JSON: its words as the solution writes them, its pieces by name.
struct StepJson<'a>(&'a Solution, &'a Step);

impl Serialize for StepJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (sol, step) = (self.0, self.1);
        let names = |indices: &[usize]| -> Vec<String> {
            let pieces = sol.puzzle.def().pieces();
            indices.iter().map(|&i| pieces[i].name.clone()).collect()
        };
        let mut st = s.serialize_struct("Step", 11)?;
        st.serialize_field("phase", &step.phase)?;
        st.serialize_field("pieces", &names(&step.pieces))?;
        st.serialize_field("setup", &sol.words(&step.setup))?;
        match sol.core_text(step) {
            Some(core) => st.serialize_field("core", &core)?,
            None => st.skip_field("core")?,
        }
        st.serialize_field("undo", &sol.words(&step.undo))?;
        st.serialize_field("moves", &sol.words(&step.moves()))?;
        st.serialize_field("cycle", &step.cycle(sol.puzzle))?;
        st.serialize_field("side_effects", &names(&step.side_effects))?;
        st.serialize_field("class", &step.class)?;
        st.serialize_field("explanation", &step.explanation)?;
        st.serialize_field("ftm", &step.ftm())?;
        st.end()
    }
}

impl Serialize for Solution {
    /// `{puzzle, method, solution, ftm, [fifth_turns,] ftm_before_cancellation,
    /// [fifth_turns_before_cancellation,] steps}`: the fifth-turn counts for the
    /// dodecahedral puzzles only.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Solution", 8)?;
        st.serialize_field("puzzle", self.puzzle.name())?;
        st.serialize_field("method", self.method.name())?;
        st.serialize_field("solution", &self.text())?;
        st.serialize_field("ftm", &self.ftm())?;
        if self.fifths() {
            st.serialize_field("fifth_turns", &self.fifth_turns())?;
        }
        st.serialize_field("ftm_before_cancellation", &self.moves_before_cancellation)?;
        if self.fifths() {
            st.serialize_field(
                "fifth_turns_before_cancellation",
                &self.fifth_turns_before_cancellation,
            )?;
        }
        let steps: Vec<StepJson> = self.steps.iter().map(|x| StepJson(self, x)).collect();
        st.serialize_field("steps", &steps)?;
        st.end()
    }
}
