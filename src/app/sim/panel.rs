//! [`Panel`]: the side panel's contents as plain text, computed from a [`Sim`] of any puzzle.
//!
//! The page only copies these strings into elements (as text, never HTML), so everything the
//! panel says is decided and tested here.

use crate::group::{Letter, Perm};
use crate::puzzle::{order_text, Pieces, PuzzleKind};

use super::notice::Notice;
use crate::app::sim::Origin;
use crate::app::sim::Sim;
use crate::app::solve::Part;
use crate::app::solve::Step;
use crate::app::solve::Stepper;

/// Everything the panel shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panel {
    /// Piece cycles with names and orientation marks, e.g. `(ABC CDL CKL)(AC CD AD)(CDL)-`.
    pub piece_cycles: String,
    /// The piece cycles one by one, as [`Panel::piece_cycles`] writes them (none when
    /// solved), for the page to offer each to click.
    pub cycles: Vec<String>,
    /// Sticker cycles in the thesis numbering.
    pub sticker_cycles: String,
    /// How much is out of place.
    pub counts: String,
    /// The order of the state as a group element.
    pub order: String,
    /// Parities and orientation sums.
    pub invariants: String,
    /// Whether the puzzle is solved.
    pub solved: bool,
    /// Where the position started.
    pub origin: String,
    /// The moves made, in the chosen notation.
    pub history: String,
    /// Move counts of the history.
    pub move_count: String,
    /// Whether undo / redo would do something.
    pub can_undo: bool,
    /// See `can_undo`.
    pub can_redo: bool,
    /// The open solution.
    pub solution: Option<SolutionPanel>,
    /// A solve being planned in the Web Worker (with a Cancel beside it).
    pub solving: Option<SolvingPanel>,
    /// A message for the user.
    pub notice: Option<Notice>,
}

/// A solve being planned in the background.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolvingPanel {
    /// What is happening: `Building tables 40 % (12 of 30, 6.1 MB)…`.
    pub line: String,
    /// The share done, in percent, for a progress bar.
    pub percent: u8,
}

/// The solution list and where the cursor is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolutionPanel {
    /// One row per step.
    pub steps: Vec<StepRow>,
    /// The step and part the next move belongs to (`None` when done).
    pub current: Option<(usize, Part)>,
    /// The other steps the next move belongs to: the step before `current` when the next
    /// move is an undo merged with `current`'s setup (empty otherwise).
    pub joint: Vec<usize>,
    /// e.g. `step 3 of 24 · move 17 of 259`, counting the moves played (cancelled).
    pub progress: String,
    /// Moves done and total, for a progress bar.
    pub position: (usize, usize),
    /// Whether it is playing.
    pub playing: bool,
    /// The method and the counts of what plays, e.g. `Thesis 3-cycles · 23 steps · 259
    /// moves (FTM) · 301 fifth-turns (306 as written)`.
    pub summary: String,
}

/// A step as written, in a notation: what the panel's row and the page API's plan both show.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct StepText {
    /// Its phase (`edge 3-cycle`, `stage 3 of 8`, …).
    pub phase: String,
    /// The pieces it moves or brings home.
    pub pieces: String,
    /// `setup · core · undo` in the chosen notation.
    pub setup: String,
    /// See `setup`.
    pub core: String,
    /// See `setup`.
    pub undo: String,
    /// What it does, in words.
    pub explanation: String,
    /// Its number of moves as written.
    pub moves: usize,
}

impl StepText {
    /// Step `st` written as `sim` writes moves (its core in bracket form `[X, Y]` when it
    /// is a commutator).
    pub fn of(st: &Step, sim: &Sim) -> StepText {
        let core = match &st.bracket {
            Some([x, y]) => format!("[{}, {}]", sim.write(x), sim.write(y)),
            None => sim.write(&st.core),
        };
        StepText {
            phase: st.phase.clone(),
            pieces: st.label.clone(),
            setup: sim.write(&st.setup),
            core,
            undo: sim.write(&st.undo),
            explanation: st.explanation.clone(),
            moves: st.len(),
        }
    }
}

/// One step for display.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepRow {
    /// The step as written.
    pub text: StepText,
    /// The moves it plays after cancellation (a move merged with a neighbour's counts in
    /// both), in the chosen notation.
    pub played: String,
    /// How many moves that is.
    pub played_count: usize,
}

/// The piece cycles and the sticker cycles of a position, one per line (the page API's
/// `cycles()`).
pub fn cycles_text(puzzle: PuzzleKind, position: &Perm) -> String {
    let def = puzzle.def();
    format!(
        "{}\n{position}",
        Pieces::of_perm(def, position).cycles_text(def)
    )
}

/// How far from home a position is, for the panel of any puzzle: `3 of 20 corners and 4 of
/// 30 edges not home · 21 of 120 stickers moved · 5 sticker cycles` (the kinds and totals
/// come from the puzzle's definition and record).
pub(crate) fn piece_counts(puzzle: PuzzleKind, state: &Perm) -> String {
    let def = puzzle.def();
    let cycles = Pieces::of_perm(def, state).cycles(def);
    let mut parts: Vec<String> = puzzle
        .piece_kinds()
        .iter()
        .enumerate()
        .map(|(kind, name)| {
            let total = def.pieces().iter().filter(|p| p.kind == kind).count();
            let moved: usize = cycles
                .iter()
                .filter(|c| def.pieces()[c.pieces[0]].kind == kind)
                .map(|c| c.pieces.len())
                .sum();
            format!("{moved} of {total} {name}")
        })
        .collect();
    let last = parts.pop().unwrap_or_default();
    let pieces = if parts.is_empty() {
        last
    } else {
        format!("{} and {last}", parts.join(", "))
    };
    let stickers = state.cycles().len();
    format!(
        "{pieces} not home · {} of {} stickers moved · {stickers} sticker cycle{}",
        state.support().len(),
        def.sticker_count(),
        if stickers == 1 { "" } else { "s" }
    )
}

/// `n moves (FTM) · k fifth-turns`: any turn of one generator counts one move, and each
/// of its basic turns one of the puzzle's own unit (fifth-turns on the Megaminx).
pub fn move_count(puzzle: PuzzleKind, letters: &[Letter]) -> String {
    let ftm = letters.len();
    let units: u32 = letters.iter().map(|l| l.power.unsigned_abs()).sum();
    let unit = puzzle.info().turn_unit;
    format!(
        "{ftm} move{} (FTM) · {units} {unit}{}",
        if ftm == 1 { "" } else { "s" },
        if units == 1 { "" } else { "s" }
    )
}

/// The invariants the puzzle's generators keep, with their values in `position`.
fn invariants_text(puzzle: PuzzleKind, position: &Perm) -> String {
    let values = puzzle.info().invariants().values(puzzle.def(), position);
    let mut parts = Vec::new();
    for v in values {
        if let Some(p) = v.parity {
            parts.push(format!("{} permutation {p}", v.name));
        }
        if let Some((sum, m)) = v.orientation {
            let what = if m == 2 { "flip" } else { "twist" };
            parts.push(format!("{} {what} sum {sum} (mod {m})", v.name));
        }
    }
    if parts.is_empty() {
        "no invariants: every piece can be turned on its own".to_string()
    } else {
        parts.join(" · ")
    }
}

impl Panel {
    /// The panel for `sim` as it is now (the logical position, not the animation).
    pub fn of(sim: &Sim) -> Panel {
        let puzzle = sim.puzzle();
        let perm = sim.position();
        let def = puzzle.def();
        let moves = sim.moves();
        let origin = match sim.origin() {
            Origin::Solved => "Solved start".to_string(),
            Origin::Scramble(m) => format!("Scramble: {}", sim.write(m)),
            Origin::Random(_) => "Start: a random position (no alg describes it)".to_string(),
            Origin::Given(_) => "Start: a given position (painted or from a link)".to_string(),
        };
        let solution = sim.solution();
        Panel {
            piece_cycles: Pieces::of_perm(def, perm).cycles_text(def),
            cycles: Pieces::of_perm(def, perm)
                .cycles(def)
                .iter()
                .map(|c| c.text(def))
                .collect(),
            sticker_cycles: perm.to_string(),
            counts: piece_counts(puzzle, perm),
            order: order_text(perm.small_order()),
            invariants: invariants_text(puzzle, perm),
            solved: perm.is_identity(),
            origin,
            history: sim.write(&moves),
            move_count: move_count(puzzle, &moves),
            can_undo: sim.history().can_undo() || solution.is_some_and(|s| s.position() > 0),
            can_redo: sim.history().can_redo() || solution.is_some_and(|s| !s.at_end()),
            solution: solution.map(|s| solution_panel(s, sim)),
            solving: sim.waiting().map(|w| SolvingPanel {
                line: w
                    .line
                    .clone()
                    .unwrap_or_else(|| "Solving in the background…".to_string()),
                percent: (w.fraction * 100.0).round() as u8,
            }),
            notice: sim.notice().cloned(),
        }
    }
}

fn solution_panel(s: &Stepper, sim: &Sim) -> SolutionPanel {
    let steps: Vec<StepRow> = s
        .steps()
        .iter()
        .enumerate()
        .map(|(i, st)| {
            let played = &s.all_moves()[s.span(i)];
            StepRow {
                text: StepText::of(st, sim),
                played: sim.write(played),
                played_count: played.len(),
            }
        })
        .collect();
    let current = s.current();
    let step_no = current.map_or(steps.len(), |(i, _)| i + 1);
    let joint = s
        .next_owners()
        .filter(|&i| Some(i) != current.map(|c| c.0))
        .collect();
    let written: usize = s.steps().iter().map(Step::len).sum();
    let label = s
        .title()
        .unwrap_or_else(|| sim.method().map_or("", |m| m.label()));
    SolutionPanel {
        progress: format!(
            "step {step_no} of {} · move {} of {}",
            steps.len(),
            s.position(),
            s.total()
        ),
        summary: format!(
            "{label} · {} steps · {} ({written} as written)",
            steps.len(),
            move_count(sim.puzzle(), s.all_moves())
        ),
        steps,
        current,
        joint,
        position: (s.position(), s.total()),
        playing: sim.playing(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Face, State};
    use crate::rng::Rng;

    /// The Megaminx's counts come from the one generic function and still read as they did:
    /// the pieces in its corner and edge cycles, of 20 and 30, and its 120 stickers.
    #[test]
    fn megaminx_counts_match_its_piece_cycles() {
        let mut rng = Rng::new(11);
        for _ in 0..20 {
            let state = State::random(&mut rng);
            let moved = |c: Vec<(Vec<usize>, u8)>| c.iter().map(|c| c.0.len()).sum::<usize>();
            let perm = state.to_perm();
            let want = format!(
                "{} of 20 corners and {} of 30 edges not home · {} of 120 stickers moved · {} sticker cycles",
                moved(state.corner_cycles()),
                moved(state.edge_cycles()),
                perm.support().len(),
                perm.cycles().len()
            );
            assert_eq!(piece_counts(PuzzleKind::Megaminx, &perm), want);
        }
    }

    #[test]
    fn solved_panel() {
        let p = Panel::of(&Sim::new(PuzzleKind::Megaminx));
        assert_eq!(p.piece_cycles, "()");
        assert_eq!(p.sticker_cycles, "()");
        assert_eq!(p.order, "order 1");
        assert!(p.solved);
        assert!(p.counts.starts_with("0 of 20 corners and 0 of 30 edges"));
        assert_eq!(p.move_count, "0 moves (FTM) · 0 fifth-turns");
    }

    #[test]
    fn one_turn() {
        let mut app = Sim::new(PuzzleKind::Megaminx);
        app.turn(Face::A.index(), crate::app::sim::Spin::Clockwise);
        let p = Panel::of(&app);
        assert_eq!(p.piece_cycles, "(ABF ABC ACD ADE AEF)(AF AB AC AD AE)");
        assert!(p.sticker_cycles.starts_with("(1 2 3 4 5)(6 7 8 9 10)"));
        assert_eq!(p.order, "order 5");
        assert_eq!(p.history, "A");
        assert!(
            p.invariants.contains("corners permutation even"),
            "{}",
            p.invariants
        );
        assert_eq!(
            cycles_text(PuzzleKind::Megaminx, app.position()),
            format!("{}\n{}", p.piece_cycles, p.sticker_cycles)
        );
    }

    /// The panel counts what plays: the summary's FTM and fifth-turns are the solver's after
    /// cancellation, the progress line ends at that many moves, and a joint shows in both
    /// steps.
    #[test]
    fn the_solution_panel_counts_the_moves_played() {
        let (mut app, solution) = Sim::megaminx_with_plan(11);
        let p = Panel::of(&app).solution.unwrap();
        let want = format!(
            "{} moves (FTM) · {} fifth-turns",
            solution.ftm(),
            solution.fifth_turns()
        );
        assert!(p.summary.contains(&want), "{} vs {want}", p.summary);
        assert!(p.summary.starts_with("Thesis 3-cycles · "));
        assert_eq!(p.position, (0, solution.ftm()));
        let mut joints = 0;
        while let Some((i, _)) = app.solution().unwrap().current() {
            let p = Panel::of(&app).solution.unwrap();
            for &j in &p.joint {
                joints += 1;
                assert_eq!(j + 1, i, "a joint is shared with the step before");
                let next = app.solution().unwrap().position();
                assert!(app.solution().unwrap().span(j).contains(&next));
            }
            app.step_with(Stepper::next_move);
        }
        assert!(
            joints > 0,
            "cancellation merges some undo with the next setup"
        );
        let p = Panel::of(&app).solution.unwrap();
        let total = solution.ftm();
        assert_eq!(
            p.progress,
            format!(
                "step {} of {} · move {total} of {total}",
                p.steps.len(),
                p.steps.len()
            )
        );
        assert!(app.position().is_identity());
    }
}
