//! [`Step`]: one step of any solver's plan of any puzzle — a conjugate `setup · core · undo`
//! (a thesis core, a searched commutator), or plain turns (a stage of the short solver, an
//! optimal solution, a parity turn) — in the puzzle's generator letters, its pieces by their
//! index in the puzzle's definition.
//!
//! Every solver in the registry ([`SOLVERS`](super::SOLVERS)) answers in this one type, so
//! the app plays, shows and films every plan the same way and `minx solve --json` writes
//! every plan in one shape.
//!
//! Invariants: `undo` is `setup`'s inverse, or empty when the step has no conjugate;
//! `effect` is what `setup · body · undo` does to the stickers; `side_effects` are pieces
//! outside `pieces` that a conjugate moves or turns (a step of plain turns lists none).

use std::fmt;

use serde::Serialize;

use super::cores::CoreImage;
use crate::group::{Letter, Perm, Word};
use crate::puzzle::{Notation, Pieces, PuzzleKind};

/// What a step does, for every solver.
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

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::EdgePlacement => "edge placement",
            Phase::EdgeOrientation => "edge orientation",
            Phase::CornerPlacement => "corner placement",
            Phase::CornerOrientation => "corner orientation",
            Phase::Stage => "stage",
            Phase::Optimal => "shortest solution",
            Phase::InPlace => "in-place pieces",
            Phase::Parity => "parity",
            Phase::ThreeCycle => "3-cycle",
            Phase::OrientationPair => "orientation pair",
        })
    }
}

/// The commutator `[X, Y] = X Y X⁻¹ Y⁻¹` of two words of a puzzle's generators.
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

/// The middle of a conjugate step: one of the thesis's cores in some position, or a
/// commutator `[X, Y]` found by search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepCore {
    /// A thesis core (3.2), (3.6), (3.9) or (3.10), renamed, inverted or repeated.
    Thesis(CoreImage),
    /// A commutator found by search.
    Commutator(Commutator),
}

impl StepCore {
    /// The core as the plan writes it: `3.2 inverse with D→L C→K`, or `[D* A D, L*]` in
    /// `puzzle`'s `notation`.
    pub fn text_in(&self, puzzle: PuzzleKind, notation: Option<Notation>) -> String {
        match self {
            StepCore::Thesis(image) => image.to_string(),
            StepCore::Commutator(c) => c.text_in(puzzle, notation),
        }
    }

    /// The commutator, when the core is one.
    pub fn commutator(&self) -> Option<&Commutator> {
        match self {
            StepCore::Thesis(_) => None,
            StepCore::Commutator(c) => Some(c),
        }
    }

    /// The thesis core image, when the core is one.
    pub fn thesis(&self) -> Option<&CoreImage> {
        match self {
            StepCore::Thesis(image) => Some(image),
            StepCore::Commutator(_) => None,
        }
    }
}

/// One step of a plan: `setup · body · undo`, where `body` is the core's moves (or the plain
/// turns of a step without a core), with what it does and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// What kind of step.
    pub phase: Phase,
    /// The slots it works on, as indices into the puzzle definition's pieces: for a 3-cycle
    /// in cycle order (what is in the first goes to the second, …), for a flip or twist the
    /// two pieces (a twist turns the first clockwise), for a stage the pieces it puts home.
    pub pieces: Vec<usize>,
    /// Moves done first, bringing the targets onto the core's pieces (a short solver's
    /// stage keeps its moves here, with no core and no undo).
    pub setup: Word,
    /// The core, when the step is a conjugate.
    pub core: Option<StepCore>,
    /// The core's moves as written (a thesis core is not merged with itself: (3.9) done
    /// three times keeps every turn), or the turns of a plain step.
    pub body: Vec<Letter>,
    /// The setup undone: its inverse (empty for a plain step).
    pub undo: Word,
    /// Pieces outside `pieces` that the conjugate moves or turns (corners twisted by (3.2),
    /// the corner 3-cycle of (3.9)): harmless because they are solved later.
    pub side_effects: Vec<usize>,
    /// The thesis class of the three target slots (the Megaminx's 3-cycles only).
    pub class: Option<char>,
    /// One sentence saying what the step achieves.
    pub explanation: String,
    /// What the step does to the stickers.
    pub effect: Perm,
}

impl Step {
    /// A conjugate `setup · core · setup⁻¹` of `puzzle` on `pieces`: computes the undo, the
    /// effect and the side effects.
    pub fn conjugate(
        puzzle: PuzzleKind,
        phase: Phase,
        pieces: Vec<usize>,
        setup: Word,
        core: StepCore,
        body: Vec<Letter>,
    ) -> Step {
        let undo = setup.inverse();
        let def = puzzle.def();
        let parts = [setup.letters(), &body, undo.letters()];
        let effect = def.evaluate(&parts.into_iter().flatten().copied().collect());
        let moved = Pieces::of_perm(def, &effect);
        let side_effects = (0..def.pieces().len())
            .filter(|p| !pieces.contains(p))
            .filter(|&p| moved.to[p] as usize != p || moved.ori[p] != 0)
            .collect();
        Step {
            phase,
            pieces,
            setup,
            core: Some(core),
            body,
            undo,
            side_effects,
            class: None,
            explanation: String::new(),
            effect,
        }
    }

    /// A step of plain turns `body` of `puzzle` (no setup, no core).
    pub fn plain(
        puzzle: PuzzleKind,
        phase: Phase,
        pieces: Vec<usize>,
        body: Word,
        explanation: String,
    ) -> Step {
        Step {
            phase,
            pieces,
            effect: puzzle.def().evaluate(&body),
            setup: Word::new(),
            core: None,
            body: body.letters().to_vec(),
            undo: Word::new(),
            side_effects: Vec::new(),
            class: None,
            explanation,
        }
    }

    /// A stage of the short solver: `moves` of `puzzle` bring `pieces` home (the moves are
    /// kept as the setup, as `minx solve --json` has always written a stage).
    pub fn stage(puzzle: PuzzleKind, pieces: Vec<usize>, moves: Word, explanation: String) -> Step {
        Step {
            effect: puzzle.def().evaluate(&moves),
            setup: moves,
            ..Step::plain(puzzle, Phase::Stage, pieces, Word::new(), explanation)
        }
    }

    /// The step with its explanation.
    pub fn explained(self, explanation: String) -> Step {
        Step {
            explanation,
            ..self
        }
    }

    /// The step with the thesis class of its targets.
    pub fn with_class(self, class: Option<char>) -> Step {
        Step { class, ..self }
    }

    /// All the step's moves: setup, body, undo (merged where they meet).
    pub fn moves(&self) -> Word {
        self.letters().collect()
    }

    /// All the step's moves as written, nothing merged.
    pub fn letters(&self) -> impl Iterator<Item = Letter> + '_ {
        let parts = [self.setup.letters(), &self.body, self.undo.letters()];
        parts.into_iter().flatten().copied()
    }

    /// Its length as written (setup, body and undo; before cancellation).
    pub fn ftm(&self) -> usize {
        self.setup.len() + self.body.len() + self.undo.len()
    }

    /// The names of `indices` among `puzzle`'s pieces, separated by spaces (`AC CD AD`).
    pub fn names(puzzle: PuzzleKind, indices: &[usize]) -> String {
        let pieces = puzzle.def().pieces();
        indices
            .iter()
            .map(|&i| pieces[i].name.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Its whole effect in the panel's piece-cycle notation, e.g. `(AC CD AD)`.
    pub fn cycle(&self, puzzle: PuzzleKind) -> String {
        let def = puzzle.def();
        Pieces::of_perm(def, &self.effect).cycles_text(def)
    }
}
