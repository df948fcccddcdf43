//! [`SmallPlan`] and [`SmallPlayer`]: a Pyraminx or 2×2×2 solution as the page shows and
//! plays it.
//!
//! The worker solves (its tables are built there, off the main thread) and answers with a
//! [`SmallPlan`]; the page keeps a [`SmallPlayer`], a cursor in the plan's moves. The moves
//! played are the cancelled solution, the one `minx solve --puzzle … --json` prints, so the
//! count shown is the count played. Each step owns the stretch of those moves that the steps
//! up to it fix; a turn that cancellation merged across a boundary opens the later step.

use serde::{Deserialize, Serialize};

use super::input::StepCommand;
use super::panel::{StepRow, StepText};
use crate::group::{Letter, Perm, Word};
use crate::puzzle::PuzzleKind;
use crate::solver::small::{cancel_words, SmallMethod, SmallSolution};

/// One step of a plan, for display.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SmallPlanStep {
    /// What kind of step (`3-cycle`, `shortest solution`, …).
    pub phase: String,
    /// The pieces it works on.
    pub label: String,
    /// Setup, commutator (or plain turns) and undo, in generator names.
    pub setup: String,
    /// The commutator `[X, Y]` or the step's turns.
    pub core: String,
    /// The setup undone.
    pub undo: String,
    /// What it achieves.
    pub explanation: String,
    /// Where its moves start and end in [`SmallPlan::moves`].
    pub range: (usize, usize),
    /// Its moves as written (setup · core · undo).
    pub written: usize,
    /// The moves of `range`, in generator names.
    pub played: String,
}

/// A solution as the page shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SmallPlan {
    /// The method (by name on the wire: `optimal` or `three-cycles`).
    #[serde(with = "crate::wire::by_name")]
    pub method: SmallMethod,
    /// The moves to play: the cancelled solution, as (generator, power).
    pub moves: Vec<(usize, i32)>,
    /// The solution in generator names.
    pub text: String,
    /// Turns before cancellation.
    pub before_cancellation: usize,
    /// The steps.
    pub steps: Vec<SmallPlanStep>,
}

impl SmallPlanStep {
    /// The row the solution panel shows (the Megaminx's step list's shape).
    pub fn row(&self) -> StepRow {
        StepRow {
            text: StepText {
                phase: self.phase.clone(),
                pieces: self.label.clone(),
                setup: self.setup.clone(),
                core: self.core.clone(),
                undo: self.undo.clone(),
                explanation: self.explanation.clone(),
                moves: self.written,
            },
            played: self.played.clone(),
            played_count: self.range.1 - self.range.0,
        }
    }
}

/// Length of the common prefix of two words.
fn common_prefix(a: &Word, b: &Word) -> usize {
    a.letters()
        .iter()
        .zip(b.letters())
        .take_while(|(x, y)| x == y)
        .count()
}

impl SmallPlan {
    /// The display form of a solution.
    pub fn of(solution: &SmallSolution) -> SmallPlan {
        let puzzle = solution.puzzle;
        let names = puzzle.def().generator_names();
        let text = |w: &Word| w.display_with(&names).to_string();
        let words: Vec<Word> = solution.steps.iter().map(|s| s.moves()).collect();
        let mut start = 0;
        let steps = solution
            .steps
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let upto = cancel_words(puzzle, &words[..=i]);
                let end = if i + 1 == words.len() {
                    solution.moves.len()
                } else {
                    common_prefix(&upto, &solution.moves).max(start)
                };
                let step = SmallPlanStep {
                    phase: s.phase.to_string(),
                    label: s.pieces.join(" "),
                    setup: text(&s.setup),
                    core: match &s.core {
                        Some(c) => c.text(&names),
                        None => text(&s.body),
                    },
                    undo: text(&s.undo),
                    explanation: s.explanation.clone(),
                    range: (start, end),
                    written: words[i].len(),
                    played: {
                        let mut w = Word::new();
                        for l in &solution.moves.letters()[start..end] {
                            w.push(l.generator, l.power);
                        }
                        text(&w)
                    },
                };
                start = end;
                step
            })
            .collect();
        SmallPlan {
            method: solution.method,
            moves: solution
                .moves
                .letters()
                .iter()
                .map(|l| (l.generator, l.power))
                .collect(),
            text: solution.text(),
            before_cancellation: solution.moves_before_cancellation,
            steps,
        }
    }
}

/// A plan and a cursor in its moves, tied to the position it solves.
#[derive(Clone, Debug, PartialEq)]
pub struct SmallPlayer {
    /// Which puzzle.
    pub puzzle: PuzzleKind,
    /// The plan.
    pub plan: SmallPlan,
    /// The position the plan starts from.
    pub start: Perm,
    /// Moves played so far.
    pub pos: usize,
}

impl SmallPlayer {
    /// A player at the start of `plan`, which solves `start`.
    pub fn new(puzzle: PuzzleKind, plan: SmallPlan, start: Perm) -> SmallPlayer {
        SmallPlayer {
            puzzle,
            plan,
            start,
            pos: 0,
        }
    }

    /// The position after the first `pos` moves.
    pub fn position_at(&self, pos: usize) -> Perm {
        let gens = self.puzzle.def().generators();
        self.plan.moves[..pos]
            .iter()
            .fold(self.start.clone(), |p, &(g, k)| {
                p.then(&gens[g].perm.pow(i64::from(k)))
            })
    }

    /// The position where the cursor is.
    pub fn position(&self) -> Perm {
        self.position_at(self.pos)
    }

    /// The move that takes the cursor one forward, if any.
    pub fn next(&self) -> Option<Letter> {
        self.plan
            .moves
            .get(self.pos)
            .map(|&(generator, power)| Letter { generator, power })
    }

    /// The moves from the cursor to `target` (forwards, or the played ones undone backwards),
    /// and moves the cursor there.
    pub fn go_to(&mut self, target: usize) -> Vec<Letter> {
        let target = target.min(self.plan.moves.len());
        let letter = |&(generator, power): &(usize, i32)| Letter { generator, power };
        let out = if target >= self.pos {
            self.plan.moves[self.pos..target]
                .iter()
                .map(letter)
                .collect()
        } else {
            self.plan.moves[target..self.pos]
                .iter()
                .rev()
                .map(|m| Letter {
                    generator: m.0,
                    power: -m.1,
                })
                .collect()
        };
        self.pos = target;
        out
    }

    /// The step the cursor is in (the last one at the end).
    pub fn current_step(&self) -> Option<usize> {
        let n = self.plan.steps.len();
        (n > 0).then(|| {
            self.plan
                .steps
                .iter()
                .position(|s| self.pos < s.range.1)
                .unwrap_or(n - 1)
        })
    }

    /// Whether every move has been played.
    pub fn finished(&self) -> bool {
        self.pos == self.plan.moves.len()
    }

    /// Where a solution button takes the cursor: one move back or on; back to the start of
    /// the step it is in (of the step before, when already there); on to the start of the
    /// next step (the end, from the last). `None` for an empty plan.
    pub fn target(&self, command: StepCommand) -> Option<usize> {
        let k = self.current_step()?;
        let steps = &self.plan.steps;
        let start = steps[k].range.0;
        Some(match command {
            StepCommand::PrevMove => self.pos.saturating_sub(1),
            StepCommand::NextMove => (self.pos + 1).min(self.plan.moves.len()),
            StepCommand::PrevStep if self.pos > start => start,
            StepCommand::PrevStep => k.checked_sub(1).map_or(0, |j| steps[j].range.0),
            StepCommand::NextStep => steps
                .get(k + 1)
                .map_or(self.plan.moves.len(), |s| s.range.0),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::small::{solve_small, SmallMethod};

    /// Playing a plan to the end solves the position and plays exactly the counted turns;
    /// the steps' ranges tile the moves; jumping back and forth keeps the position right.
    #[test]
    fn plans_play_what_is_counted() {
        let puzzle = PuzzleKind::Cube2;
        let def = puzzle.def();
        let start = def.evaluate(&def.parse_word("R G' B^2 r g R b'").unwrap());
        for method in SmallMethod::ALL {
            let solution = solve_small(puzzle, &start, method).unwrap();
            let plan = SmallPlan::of(&solution);
            assert_eq!(plan.moves.len(), solution.ftm());
            let mut at = 0;
            for s in &plan.steps {
                assert_eq!(s.range.0, at);
                at = s.range.1;
            }
            assert_eq!(at, plan.moves.len());
            let mut player = SmallPlayer::new(puzzle, plan, start.clone());
            let played = player.go_to(usize::MAX);
            assert_eq!(played.len(), solution.ftm());
            assert!(player.finished() && player.position().is_identity());
            let back = player.go_to(2);
            assert_eq!(back.len(), solution.ftm() - 2);
            let mut p = def.identity();
            for l in &back {
                p = p.then(&def.generators()[l.generator].perm.pow(i64::from(l.power)));
            }
            assert_eq!(p, player.position());
            let json = serde_json::to_string(&player.plan).unwrap();
            assert_eq!(
                serde_json::from_str::<SmallPlan>(&json).unwrap(),
                player.plan
            );
        }
    }
}
