//! The page API (`window.minx`) as data: a call is an [`ApiCall`] — the function's name and
//! its arguments, as `www/main.js` passes them — read into the lab's one verb list
//! ([`ApiCall::action`]) and carried out by [`Lab::act`](crate::app::lab::Lab::act) like any
//! control or key. Reading the arguments and the error texts therefore live here, tested
//! natively; the page only converts (serde-wasm-bindgen both ways) and carries out what needs
//! the browser (the 3D view, the worker, the frame counters).

use serde::Deserialize;

use super::action::{Action, Question};
use super::api_error::ApiError;
use crate::app::sim::ScrambleKind;
use crate::puzzle::PuzzleKind;
use crate::solver::Budget;

/// One call of the page API, as `{name: args}`: the function's name holding its arguments by
/// name, or `null` when it takes none (a missing or `undefined` optional one reads as `None`).
/// Externally tagged on purpose: serde reads that shape straight through, where `{fn, args}`
/// (adjacently tagged) buffered every call and took some 60 KB of the page's wasm.
/// A misrouted call names its variant ([`strum::IntoStaticStr`]), so the page carries no `Debug`.
#[derive(Clone, Debug, PartialEq, Deserialize, strum::IntoStaticStr)]
#[serde(rename_all = "camelCase")]
pub enum ApiCall {
    /// `apply(alg, notation)`: plays an alg, animated; answers its number of moves.
    Apply {
        /// The moves.
        alg: String,
        /// `thesis` (the default), `wca` or `pochmann`; ignored on the small puzzles.
        notation: Option<String>,
    },
    /// `reset()`: back to solved.
    Reset,
    /// `facelets()`: the position, each sticker's name mapped to its colour's.
    Facelets,
    /// `cycles()`: the panel's piece cycles, a newline, its sticker cycles.
    Cycles,
    /// `busy()`: whether turns are still being animated.
    Busy,
    /// `puzzle()`: the name of the puzzle on screen.
    Puzzle,
    /// `selectPuzzle(name)`: shows another puzzle.
    SelectPuzzle {
        /// `megaminx`, `pyraminx` or `cube2`.
        name: String,
    },
    /// `fromColours(puzzle, colours)`: the position some colours show.
    FromColours {
        /// The puzzle's name.
        puzzle: String,
        /// Facelet JSON, or one colour name per sticker.
        colours: String,
    },
    /// `solve(method)`: plans a solution of the puzzle on screen (answered with
    /// [`ApiAnswer::Plan`](crate::app::lab::ApiAnswer::Plan), or a promise of it when the
    /// worker plans).
    Solve {
        /// One of `methods()`' names; the page's choice when absent.
        method: Option<String>,
        /// `solve('short', {budget: SECONDS})`: the promise waits that long for shorter plans
        /// and resolves with the plan shown then (the shortest found, unless it was started).
        #[serde(default)]
        budget: Option<f64>,
    },
    /// `cancelSolve()`: stops waiting for a solve planned in the worker.
    CancelSolve,
    /// `plan()`: the plan open in the panel, as `solve()` answers it (refused when none is
    /// open); during a search, the shortest shown so far.
    Plan,
    /// `stopSearch()`: stops searching for shorter plans (the panel's Stop); the plan shown
    /// stays, and a budgeted `solve()` resolves with it.
    StopSearch,
    /// `methods()`: the offered solving methods.
    Methods,
    /// `play()`: plays the open solution to its end.
    Play,
    /// `goToStep(n)`: the open solution at the start of step `n` (0-based).
    GoToStep {
        /// The step, 0-based.
        n: u32,
    },
    /// `scramble(kind, seed)`: `wca` or `random-state`; the page fills a missing seed.
    Scramble {
        /// `wca` or `random-state`.
        kind: String,
        /// The seed.
        seed: Option<f64>,
    },
    /// `openLink(query)`: opens a share link's query in place.
    OpenLink {
        /// The query string.
        query: String,
    },
    /// `notice()`: the panel's message, if any.
    Notice,
    /// `setSpeed(speed)`: the turn speed (1 = normal).
    SetSpeed {
        /// The multiplier.
        speed: f64,
    },
    /// `groupOrder(puzzle, gens)`: the exact order of the subgroup the named generators
    /// generate (all when absent or empty), computed in the worker.
    GroupOrder {
        /// The puzzle's name.
        puzzle: String,
        /// Generator names separated by spaces.
        gens: Option<String>,
    },
    /// `workerHeap()`: the worker's WebAssembly memory in bytes.
    WorkerHeap,
    /// `shareLink()`: the share link of the current position.
    ShareLink,
    /// `faceCentre(name)`: where the centre of a face is on the canvas.
    FaceCentre {
        /// The face, by its solved colour's name (`A`–`L`, the Pyraminx's `F`, a cube `r`, …).
        name: String,
    },
    /// `stickerCentre(name)`: where a sticker's centre is on the canvas.
    StickerCentre {
        /// The sticker, as the facelets name it.
        name: String,
    },
    /// `renderedFacelets()`: the position last drawn at rest, as [`ApiCall::Facelets`] gives
    /// it (`null` before the puzzle's first frame, during a turn, or while paint mode shows
    /// painted colours).
    RenderedFacelets,
    /// `stats()`: frames drawn so far, milliseconds from navigation to the first frame, and
    /// script milliseconds spent in frame callbacks: `{frames, firstFrameMs, frameScriptMs}`.
    Stats,
    /// `lookAt(name)`: the puzzle turned so that this face looks at the viewer.
    LookAt {
        /// The face, as [`ApiCall::FaceCentre`] names it.
        name: String,
    },
    /// `showArrows(on)`: draws cycle arrows on the puzzle, or not.
    ShowArrows {
        /// Whether to draw them.
        on: bool,
    },
    /// `arrows()`: the cycles the arrows show, as the panel writes them (`[]` when off).
    Arrows,
    /// `schemes()`: the colour schemes of the puzzle on screen.
    Schemes,
    /// `focusCycle(cycle)`: lights one cycle of the position alone (as the panel writes
    /// it), or none (`null`); answers the cycle now lit, or `null`.
    FocusCycle {
        /// The cycle.
        cycle: Option<String>,
    },
    /// `setScheme(name)`: chooses a colour scheme (by its name, key or choice).
    SetScheme {
        /// The scheme.
        name: String,
    },
    /// `showLetters(on)`: draws face letters on the stickers, or not.
    ShowLetters {
        /// Whether to draw them.
        on: bool,
    },
    /// `letters()`: whether face letters are drawn.
    Letters,
    /// `setFaceColour(face, colour)`: gives a face of the puzzle on screen a custom colour
    /// (choosing custom colours, which start from the scheme shown).
    SetFaceColour {
        /// The face, by its colour's name (`A`, the Pyraminx's `F`, the 2×2×2's `r`).
        face: String,
        /// `#rrggbb`.
        colour: String,
    },
    /// `explain(alg, notation)`: the alg's structure, phases, cycles and order.
    Explain {
        /// The moves.
        alg: String,
        /// `thesis`, `wca` or `pochmann` where the puzzle has them.
        notation: Option<String>,
    },
    /// `playPhases(alg, notation)`: opens the alg's phases to step through (answers what
    /// `explain` answers).
    PlayPhases {
        /// The moves.
        alg: String,
        /// `thesis`, `wca` or `pochmann` where the puzzle has them.
        notation: Option<String>,
    },
    /// `debugPanic()`, a test hook: panics while the page holds the lab, as a bug in a
    /// command would.
    DebugPanic,
    /// `debugCrashWorker(kind)`, a test hook: makes the subgroup worker die (see
    /// [`DebugCrash`](super::DebugCrash)).
    DebugCrashWorker {
        /// `panic` or `init`.
        kind: String,
    },
}

impl ApiCall {
    /// The call with `seed` as its seed where it takes one and was given none (the page
    /// draws it: the core never reads the system's randomness).
    pub fn seeded(self, seed: u64) -> ApiCall {
        match self {
            ApiCall::Scramble { kind, seed: None } => ApiCall::Scramble {
                kind,
                seed: Some(seed as f64),
            },
            call => call,
        }
    }

    /// The call as the lab's [`Action`]: the same verb a panel control or a key is read
    /// into; a name of nothing it takes (a puzzle, a scramble, a crash) is refused here.
    pub fn action(self) -> Result<Action, ApiError> {
        use ApiCall as C;
        Ok(match self {
            C::Apply { alg, notation } => Action::Apply { alg, notation },
            C::Reset => Action::Reset,
            C::SelectPuzzle { name } => Action::SelectPuzzle(name.parse::<PuzzleKind>()?),
            C::Solve { method, budget } => Action::Solve {
                method: method.filter(|m| !m.is_empty()),
                budget: budget.map(Budget::try_from).transpose()?,
            },
            C::CancelSolve => Action::CancelSolve,
            C::StopSearch => Action::StopSearch,
            C::Play => Action::Play,
            C::GoToStep { n } => Action::GoToStep(n as usize),
            C::Scramble { kind, seed } => {
                Action::Scramble(kind.parse::<ScrambleKind>()?, seed.unwrap_or(0.0) as u64)
            }
            C::OpenLink { query } => Action::OpenLink(query),
            C::SetSpeed { speed } => Action::SetSpeed(speed),
            C::LookAt { name } => Action::LookAt(name),
            C::ShowArrows { on } => Action::ShowArrows(on),
            C::PlayPhases { alg, notation } => Action::PlayPhases { alg, notation },
            C::SetScheme { name } => Action::SetScheme(name),
            C::FocusCycle { cycle } => Action::FocusCycle(cycle),
            C::ShowLetters { on } => Action::ShowLetters(on),
            C::SetFaceColour { face, colour } => Action::SetFaceColour { face, colour },
            C::DebugPanic => Action::DebugPanic,
            C::DebugCrashWorker { kind } => Action::DebugCrashWorker(kind.parse()?),
            question => Action::Ask(question.question()),
        })
    }

    /// A reading call as its [`Question`].
    fn question(self) -> Question {
        use ApiCall as C;
        match self {
            C::Facelets => Question::Facelets,
            C::Cycles => Question::Cycles,
            C::Busy => Question::Busy,
            C::Puzzle => Question::Puzzle,
            C::FromColours { puzzle, colours } => Question::FromColours { puzzle, colours },
            C::Methods => Question::Methods,
            C::Notice => Question::Notice,
            C::ShareLink => Question::ShareLink,
            C::FaceCentre { name } => Question::FaceCentre(name),
            C::StickerCentre { name } => Question::StickerCentre(name),
            C::RenderedFacelets => Question::RenderedFacelets,
            C::Stats => Question::Stats,
            C::GroupOrder { puzzle, gens } => Question::GroupOrder {
                puzzle,
                gens: gens.unwrap_or_default(),
            },
            C::WorkerHeap => Question::WorkerHeap,
            C::Arrows => Question::Arrows,
            C::Schemes => Question::Schemes,
            C::Letters => Question::Letters,
            C::Plan => Question::Plan,
            C::Explain { alg, notation } => Question::Explain { alg, notation },
            acting => unreachable!(
                "{} is an action, read by ApiCall::action",
                <&str>::from(&acting)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::CallKind;
    use crate::app::input::DebugCrash;

    fn call(json: serde_json::Value) -> ApiCall {
        serde_json::from_value(json).expect("a call")
    }

    #[test]
    fn calls_read_as_main_js_passes_them() {
        use serde_json::json;
        let apply = call(json!({"apply": {"alg": "R"}}));
        let alg = "R".to_string();
        assert_eq!(
            apply,
            ApiCall::Apply {
                alg,
                notation: None
            }
        );
        assert_eq!(call(json!({"reset": null})), ApiCall::Reset);
        assert_eq!(
            call(json!({"goToStep": {"n": 3}})),
            ApiCall::GoToStep { n: 3 }
        );
        let bad = serde_json::from_value::<ApiCall>(json!({"rm": []}));
        assert!(bad.unwrap_err().to_string().contains("unknown variant"));
        let wrong = json!({"goToStep": {"n": "x"}});
        assert!(serde_json::from_value::<ApiCall>(wrong).is_err());
        let kind = || "wca".to_string();
        let given = ApiCall::Scramble {
            kind: kind(),
            seed: Some(3.0),
        };
        assert_eq!(given.clone().seeded(7), given);
        let drawn = ApiCall::Scramble {
            kind: kind(),
            seed: None,
        }
        .seeded(7);
        assert_eq!(drawn.action(), Ok(Action::Scramble(ScrambleKind::Wca, 7)));
    }

    /// Each call is the verb of the same name; names of nothing are refused as they are
    /// read, quoted, with what was expected.
    #[test]
    fn calls_are_the_lab_s_verbs() {
        use serde_json::json;
        let act = |j| call(j).action();
        assert_eq!(act(json!({"play": null})), Ok(Action::Play));
        assert_eq!(
            act(json!({"selectPuzzle": {"name": "cube2"}})),
            Ok(Action::SelectPuzzle(PuzzleKind::Cube2))
        );
        assert_eq!(
            act(json!({"solve": {"method": ""}})),
            Ok(Action::Solve {
                method: None,
                budget: None
            })
        );
        assert_eq!(
            act(json!({"solve": {"method": "short", "budget": 2.5}})),
            Ok(Action::Solve {
                method: Some("short".into()),
                budget: Some(Budget::try_from(2.5).unwrap())
            })
        );
        let refused = act(json!({"solve": {"budget": -1}})).unwrap_err();
        assert!(
            refused.to_string().contains("seconds from 0 to 3600"),
            "{refused}"
        );
        assert_eq!(
            act(json!({"debugCrashWorker": {"kind": "init"}})),
            Ok(Action::DebugCrashWorker(DebugCrash::Init))
        );
        let refused = [
            json!({"selectPuzzle": {"name": "<b>"}}),
            json!({"scramble": {"kind": "nope"}}),
            json!({"debugCrashWorker": {"kind": "sideways"}}),
        ];
        for j in refused {
            let why = act(j.clone()).unwrap_err().to_string();
            assert!(
                why.contains("expected") || why.contains("megaminx"),
                "{j}: {why}"
            );
        }
        let order = act(json!({"groupOrder": {"puzzle": "cube2"}})).unwrap();
        assert_eq!(order.kind(), CallKind::Promised);
        assert_eq!(act(json!({"stats": null})).unwrap().kind(), CallKind::Reads);
        assert_eq!(
            act(json!({"reset": null})).unwrap().kind(),
            CallKind::Changes
        );
    }
}
