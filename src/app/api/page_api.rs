//! What the page API (`window.minx`) answers, as typed values: the page turns them into
//! JavaScript objects with serde-wasm-bindgen (no JSON text crosses into JavaScript), and the
//! native tests read the same values. Field names are the API's.

use serde::Serialize;

use crate::app::sim::Sim;
use crate::app::sim::StepText;
use crate::app::solve::offers_for;
use crate::app::solve::Step;
use crate::app::solve::Stepper;
use crate::puzzle::{FaceletError, Pieces, PuzzleKind};

/// A solution as `solve()` returns it: the steps, and the solution played (cancelled) with
/// its counts exactly as `minx solve --json` gives them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlanView {
    /// The method's name (`thesis`, `short`, …).
    pub method: &'static str,
    /// The steps, in order.
    pub steps: Vec<StepView>,
    /// The moves played, after cancellation, in the page's notation.
    pub solution: String,
    /// Their face-turn count.
    pub ftm: usize,
    /// Their count in the puzzle's basic turns (fifth-turns on the Megaminx: a 144° turn
    /// counts two).
    pub fifth_turns: usize,
    /// The number of moves played (= `ftm`).
    pub total: usize,
    /// The number of moves as the steps write them, before cancellation.
    pub written: usize,
}

/// One step of a [`PlanView`]: as written, and the moves it plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StepView {
    /// The step as written (its fields stand in the object itself).
    #[serde(flatten)]
    pub text: StepText,
    /// The `[start, end)` range of played moves that belong to it.
    pub played: [usize; 2],
}

/// The plan a stepper of `sim` holds, written as `sim` writes moves.
pub fn plan_view(stepper: &Stepper, sim: &Sim) -> PlanView {
    let steps = stepper
        .steps()
        .iter()
        .enumerate()
        .map(|(i, st)| {
            let span = stepper.span(i);
            StepView {
                text: StepText::of(st, sim),
                played: [span.start, span.end],
            }
        })
        .collect();
    let moves = stepper.all_moves();
    PlanView {
        method: sim.method().map_or("", |m| m.name()),
        steps,
        solution: sim.write(moves),
        ftm: moves.len(),
        fifth_turns: moves.iter().map(|l| l.power.unsigned_abs() as usize).sum(),
        total: stepper.total(),
        written: stepper.steps().iter().map(Step::len).sum(),
    }
}

/// `fromColours`: the position some colours show, read as `minx state` reads them (facelet
/// JSON, or one colour name per sticker).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum ColoursReading {
    /// A position: its sticker cycles and its piece cycles.
    Position {
        /// Sticker cycles.
        cycles: String,
        /// Piece cycles.
        pieces: String,
    },
    /// Not a position: why, and the names of the stickers involved.
    Refused {
        /// Why, in words.
        error: String,
        /// The stickers to mark.
        stickers: Vec<String>,
    },
}

/// Reads `text` as colours of `puzzle` (a registered puzzle's name).
pub fn read_colours(puzzle: &str, text: &str) -> ColoursReading {
    let refused = |error: String, stickers| ColoursReading::Refused { error, stickers };
    let kind = match puzzle.parse::<PuzzleKind>() {
        Ok(k) => k,
        Err(e) => return refused(e.to_string(), Vec::new()),
    };
    let def = kind.def();
    match kind.reader().read_any(text) {
        Ok(p) => ColoursReading::Position {
            cycles: p.to_string(),
            pieces: Pieces::of_perm(def, &p).cycles_text(def),
        },
        Err(e) => {
            let stickers = match &e {
                FaceletError::Colours(c) => c
                    .stickers(def)
                    .iter()
                    .map(|&s| def.stickers()[s].name.clone())
                    .collect(),
                _ => Vec::new(),
            };
            refused(e.to_string(), stickers)
        }
    }
}

/// One solving method the page offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MethodView {
    /// Its name (`thesis`, `short`, …), as `solve(name)` and links take it.
    pub name: &'static str,
    /// What the page's choice says.
    pub label: &'static str,
}

/// The methods offered for `puzzle`, its default first.
pub fn methods(puzzle: PuzzleKind) -> Vec<MethodView> {
    offers_for(puzzle)
        .map(|o| MethodView {
            name: o.method.name(),
            label: o.label,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Cube2, Facelets, Megaminx, State};
    use crate::solver::Method;

    #[test]
    fn facelets_name_every_sticker_in_order() {
        let f = Facelets::of(Megaminx::get().def(), &State::SOLVED.to_perm());
        assert_eq!(f.0.len(), 120);
        let v = serde_json::to_value(&f).unwrap();
        assert_eq!(v["A:AB"], "A");
        assert_eq!(v["C:CD"], "C");
        let text = serde_json::to_string(&f).unwrap();
        assert!(
            text.starts_with(&format!("{{\"{}\":", f.0[0].0)),
            "sticker order"
        );
    }

    #[test]
    fn a_plan_counts_what_plays() {
        let (app, solution) = Sim::megaminx_with_plan(11);
        let plan = plan_view(app.solution().unwrap(), &app);
        assert_eq!((plan.ftm, plan.total), (solution.ftm(), solution.ftm()));
        assert_eq!(plan.fifth_turns, solution.fifth_turns());
        assert_eq!(plan.solution, solution.text());
        assert_eq!(plan.method, "thesis");
        assert!(plan.written >= plan.total);
        let last = plan.steps.last().unwrap();
        assert_eq!(last.played[1], plan.total);
        let v = serde_json::to_value(&plan).unwrap();
        assert_eq!(v["steps"][0]["played"][0], 0);
    }

    #[test]
    fn colours_read_or_refused_with_the_stickers_to_mark() {
        let read = read_colours("cube2", Cube2::BLOG_EXAMPLE);
        assert_eq!(
            read,
            ColoursReading::Position {
                cycles: Cube2::BLOG_ANSWER.to_string(),
                pieces: "(Gbr Bgr bgr)".to_string()
            }
        );
        let short = serde_json::to_value(read_colours("cube2", "RRRR")).unwrap();
        assert!(short["error"]
            .as_str()
            .unwrap()
            .contains("expected 24 colours"));
        let flipped = crate::puzzle::to_facelets_json(
            Megaminx::get().def(),
            &Megaminx::get().def().identity(),
        )
        .replacen("\"A:AB\": \"A\"", "\"A:AB\": \"B\"", 1)
        .replacen("\"B:AB\": \"B\"", "\"B:AB\": \"A\"", 1);
        let ColoursReading::Refused { error, stickers } = read_colours("megaminx", &flipped) else {
            panic!("a flipped edge is refused");
        };
        assert!(error.contains("flip"), "{error}");
        assert_eq!(stickers.len(), 2);
        assert!(matches!(
            read_colours("<b>", ""),
            ColoursReading::Refused { .. }
        ));
    }

    #[test]
    fn methods_list_the_default_first_by_name() {
        let list = methods(PuzzleKind::Megaminx);
        assert_eq!(list[0].name, Method::default().name());
        assert!(list.iter().any(|m| m.name == "short"));
    }
}
