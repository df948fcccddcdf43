//! The page API (`window.minx`) as data: a call is an [`ApiCall`] — the function's name and
//! its arguments, as `www/main.js` passes them — and [`Lab::api`] answers it with an
//! [`ApiAnswer`]. Reading the arguments, the rules and the error texts therefore live here,
//! tested natively; the page only converts (serde-wasm-bindgen both ways) and carries out
//! what needs the browser (a promise for a solve planned in the worker). The calls that need
//! the browser's own things (the 3D view, the worker, the frame counters) stay on the page's
//! handle.

use serde::{Deserialize, Serialize};

use super::api_error::ApiError;
use super::debug_crash::DebugCrash;
use super::page_api::methods;
use super::page_api::plan_view;
use super::page_api::read_colours;
use super::page_api::ColoursReading;
use super::page_api::MethodView;
use super::page_api::PlanView;
use crate::app::lab::Lab;
use crate::app::sim::ScrambleKind;
use crate::app::sim::UnknownName;
use crate::app::solve::offered;
use crate::app::solve::offers_for;
use crate::app::solve::Stepper;
use crate::app::worker::Request;
use crate::puzzle::notation::{input_notation, Notation};
use crate::puzzle::{CatalogError, Facelets, NamedGroup, PuzzleKind};

/// One call of the page API, as `{fn, args}`: the function's name and its arguments by name
/// (a missing or `undefined` optional one reads as `None`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "fn", content = "args", rename_all = "camelCase")]
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
    /// `solve(method)`: plans a Megaminx solution (see [`ApiAnswer::Plan`] and
    /// [`ApiAnswer::SolveSent`]).
    Solve {
        /// One of `methods()`' names; the page's choice when absent.
        method: Option<String>,
    },
    /// `cancelSolve()`: stops waiting for a solve planned in the worker.
    CancelSolve,
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
    /// `debugPanic()`, a test hook: panics while the page holds the lab, as a bug in a
    /// command would.
    DebugPanic,
    /// `debugCrashWorker(kind)`, a test hook: makes the subgroup worker die (see
    /// [`DebugCrash`]).
    DebugCrashWorker {
        /// `panic` or `init`.
        kind: String,
    },
}

/// A question only the 3D view can answer (`render::View::answer`), for the puzzle on
/// screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewQuery {
    /// Where the centre of the face of this colour name is, `[x, y]` in CSS pixels, if in
    /// sight.
    FaceCentre(String),
    /// Where the centre of sticker position `s` is, if in sight.
    StickerCentre(usize),
    /// Turn the puzzle so that the face of this colour name looks at the viewer.
    LookAt(String),
}

/// What a call answers (the page turns it into a JavaScript value as it stands: a number, a
/// string, a boolean, an object, or `undefined` for [`ApiAnswer::Nothing`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum ApiAnswer {
    /// No value.
    Nothing,
    /// A count.
    Count(u32),
    /// A text, or `null`.
    Text(Option<String>),
    /// A yes or no.
    Flag(bool),
    /// A position's facelets.
    Facelets(Facelets),
    /// What some colours show.
    Reading(ColoursReading),
    /// The offered methods.
    Methods(Vec<MethodView>),
    /// A plan opened in the panel.
    Plan(PlanView),
    /// The answer will come from the worker: the page answers with a promise.
    #[serde(skip)]
    Await(Waiter),
    /// The 3D view answers.
    #[serde(skip)]
    View(ViewQuery),
    /// The page answers from what its scene last drew ([`ApiCall::RenderedFacelets`]).
    #[serde(skip)]
    Rendered,
    /// The page answers with its frame counters ([`ApiCall::Stats`]).
    #[serde(skip)]
    FrameStats,
    /// The page makes the worker die ([`WorkerLink::crash`](crate::app::link::WorkerLink::crash)).
    #[serde(skip)]
    CrashWorker(DebugCrash),
}

/// What a promise of the page API waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiter {
    /// The answer to worker job `id` (an [`Answer`](crate::app::link::Answer): an order, a size).
    Job(u32),
    /// The end of the Megaminx solve job `id`: the plan the panel opens, or why not.
    Solve(u32),
}

/// How the page treats a call, besides answering it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallKind {
    /// It only reads (the position, the panel, the screen, a name): answering it changes
    /// nothing, so the page neither posts nor redraws — a frame would change what
    /// `renderedFacelets` and `stats` read, and polling `busy()` would keep drawing.
    Reads,
    /// It may change the lab: the page then posts what it left for the worker and redraws.
    Changes,
    /// It always answers with a promise (`groupOrder`, `workerHeap`), so its errors reject
    /// the promise instead of being thrown; otherwise as [`CallKind::Changes`].
    Promised,
}

impl ApiCall {
    /// How the page treats the call ([`CallKind`]).
    pub fn kind(&self) -> CallKind {
        use ApiCall::*;
        match self {
            GroupOrder { .. } | WorkerHeap => CallKind::Promised,
            Facelets
            | Cycles
            | Busy
            | Puzzle
            | FromColours { .. }
            | Methods
            | Notice
            | ShareLink
            | FaceCentre { .. }
            | StickerCentre { .. }
            | RenderedFacelets
            | Stats => CallKind::Reads,
            _ => CallKind::Changes,
        }
    }

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
}

impl Lab {
    /// Answers a call of the page API, or says why not (the page rejects with that text).
    pub fn api(&mut self, call: ApiCall) -> Result<ApiAnswer, ApiError> {
        use ApiAnswer::{Count, Flag, Nothing, Text};
        Ok(match call {
            ApiCall::Apply { alg, notation: n } => {
                let n = self.typed_notation(n.as_deref())?;
                Count(self.sim_mut().apply_text(&alg, n)? as u32)
            }
            ApiCall::Reset => {
                self.sim_mut().reset();
                Nothing
            }
            ApiCall::Facelets => ApiAnswer::Facelets(self.facelets()),
            ApiCall::Cycles => Text(Some(crate::app::sim::cycles_text(
                self.puzzle(),
                self.sim().position(),
            ))),
            ApiCall::Busy => Flag(self.busy()),
            ApiCall::Puzzle => Text(Some(self.puzzle().name().to_string())),
            ApiCall::SelectPuzzle { name } => {
                let kind: PuzzleKind = name.parse()?;
                self.select(kind);
                Nothing
            }
            ApiCall::FromColours { puzzle, colours } => {
                ApiAnswer::Reading(read_colours(&puzzle, &colours))
            }
            ApiCall::Solve { method } => self.api_solve(method.as_deref())?,
            ApiCall::CancelSolve => {
                self.sim_mut().cancel_solve();
                Nothing
            }
            ApiCall::Methods => ApiAnswer::Methods(methods(self.puzzle())),
            ApiCall::GroupOrder { puzzle, gens } => {
                let gens = gens.unwrap_or_default();
                let group = puzzle
                    .parse()
                    .map_err(CatalogError::from)
                    .and_then(|p| NamedGroup::new(p, &gens))?;
                let id = self.ask_worker(|id| Request::Start { id, group });
                ApiAnswer::Await(Waiter::Job(id))
            }
            ApiCall::WorkerHeap => {
                ApiAnswer::Await(Waiter::Job(self.ask_worker(|id| Request::Heap { id })))
            }
            ApiCall::ShareLink => Text(Some(self.share_link())),
            ApiCall::FaceCentre { name } => ApiAnswer::View(ViewQuery::FaceCentre(name)),
            ApiCall::StickerCentre { name } => {
                let stickers = self.puzzle().def().stickers();
                match stickers.iter().position(|x| x.name == name) {
                    Some(s) => ApiAnswer::View(ViewQuery::StickerCentre(s)),
                    None => Text(None),
                }
            }
            ApiCall::LookAt { name } => ApiAnswer::View(ViewQuery::LookAt(name)),
            ApiCall::RenderedFacelets => ApiAnswer::Rendered,
            ApiCall::Stats => ApiAnswer::FrameStats,
            call => self.api_command(call)?,
        })
    }

    /// The calls that only command: no value back.
    fn api_command(&mut self, call: ApiCall) -> Result<ApiAnswer, ApiError> {
        match call {
            ApiCall::Play => self.sim_mut().set_playing(true),
            ApiCall::GoToStep { n } => self
                .sim_mut()
                .step_with(|s: &mut Stepper| s.goto_step(n as usize)),
            ApiCall::Scramble { kind, seed } => {
                let kind: ScrambleKind = kind.parse()?;
                self.scramble(kind, seed.unwrap_or(0.0) as u64)?;
            }
            ApiCall::OpenLink { query } => self.open_query(&query)?,
            ApiCall::Notice => return Ok(ApiAnswer::Text(self.notice_text())),
            ApiCall::SetSpeed { speed } => self.set_speed(speed),
            ApiCall::DebugPanic => panic!("debugPanic: a panic on purpose (a test hook)"),
            ApiCall::DebugCrashWorker { kind } => return Ok(ApiAnswer::CrashWorker(kind.parse()?)),
            other => unreachable!("{other:?} is answered by Lab::api"),
        }
        Ok(ApiAnswer::Nothing)
    }

    /// `solve(method)`: the method named (it becomes the page's choice) or the page's; the
    /// plan when it opens at once, else [`ApiAnswer::SolveSent`].
    fn api_solve(&mut self, method: Option<&str>) -> Result<ApiAnswer, ApiError> {
        let puzzle = self.puzzle();
        if let Some(name) = method.filter(|m| !m.is_empty()) {
            let m = offered(name).filter(|m| m.serves(puzzle)).ok_or_else(|| {
                let names: Vec<_> = offers_for(puzzle).map(|o| o.method.name()).collect();
                UnknownName {
                    what: "solving method",
                    name: name.to_string(),
                    expected: names.join(", "),
                }
            })?;
            self.sim_mut().set_method(m);
        }
        self.sim_mut().solve()?;
        self.sync_solve();
        if let Some(id) = self.solve_job() {
            return Ok(ApiAnswer::Await(Waiter::Solve(id)));
        }
        Ok(ApiAnswer::Plan(self.open_plan()?))
    }

    /// The plan open in the panel, as `solve()` answers it.
    pub fn open_plan(&self) -> Result<PlanView, ApiError> {
        let sim = self.sim();
        let s = sim.solution().ok_or(ApiError::PlanClosed)?;
        Ok(plan_view(s, sim))
    }

    /// The notation typed moves of the puzzle on screen are read in, by name: one its
    /// registry record names (the first when absent or empty); a puzzle that names none reads
    /// its generators' names whatever the name says.
    pub fn typed_notation(&self, name: Option<&str>) -> Result<Notation, UnknownName> {
        let known = self.puzzle().info().notations;
        let Some(&first) = known.first() else {
            return Ok(Notation::default());
        };
        match name.filter(|n| !n.is_empty()) {
            None => Ok(first),
            Some(n) => input_notation(n)
                .filter(|t| known.contains(t))
                .ok_or_else(|| {
                    let names: Vec<_> = known.iter().map(|t| t.name()).collect();
                    UnknownName {
                        what: "notation",
                        name: n.to_string(),
                        expected: names.join(", "),
                    }
                }),
        }
    }

    /// The position on screen as facelets (`facelets()`).
    pub fn facelets(&self) -> Facelets {
        Facelets::of(self.puzzle().def(), &self.position())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(json: serde_json::Value) -> ApiCall {
        serde_json::from_value(json).expect("a call")
    }

    fn apply(alg: &str, notation: Option<&str>) -> ApiCall {
        let (alg, notation) = (alg.to_string(), notation.map(str::to_string));
        ApiCall::Apply { alg, notation }
    }

    fn select(name: &str) -> ApiCall {
        let name = name.to_string();
        ApiCall::SelectPuzzle { name }
    }

    fn solve(method: &str) -> ApiCall {
        let method = Some(method.to_string());
        ApiCall::Solve { method }
    }

    #[test]
    fn calls_read_as_main_js_passes_them() {
        use serde_json::json;
        let apply = call(json!({"fn": "apply", "args": {"alg": "R"}}));
        let alg = "R".to_string();
        assert_eq!(
            apply,
            ApiCall::Apply {
                alg,
                notation: None
            }
        );
        assert_eq!(call(json!({"fn": "reset"})), ApiCall::Reset);
        assert_eq!(
            call(json!({"fn": "goToStep", "args": {"n": 3}})),
            ApiCall::GoToStep { n: 3 }
        );
        let bad = serde_json::from_value::<ApiCall>(json!({"fn": "rm", "args": []}));
        assert!(bad.unwrap_err().to_string().contains("unknown variant"));
        let wrong = json!({"fn": "goToStep", "args": {"n": "x"}});
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
        assert_eq!(
            drawn,
            ApiCall::Scramble {
                kind: kind(),
                seed: Some(7.0)
            }
        );
    }

    #[test]
    fn apply_counts_moves_and_reset_solves() {
        let mut lab = Lab::new();
        let n = lab.api(apply("A B' C", Some("thesis")));
        assert_eq!(n, Ok(ApiAnswer::Count(3)));
        lab.tick(1e9);
        assert_eq!(lab.api(ApiCall::Busy), Ok(ApiAnswer::Flag(false)));
        let f = lab.facelets();
        assert_ne!(f, Lab::new().facelets());
        lab.api(ApiCall::Reset).unwrap();
        assert_eq!(lab.facelets(), Lab::new().facelets());
        let unknown = lab.api(apply("A", Some("<b>")));
        let why = unknown.unwrap_err();
        assert!(
            why.to_string()
                .contains("unknown notation \"<b>\" (expected thesis, wca, pochmann)"),
            "{why}"
        );
        lab.select(PuzzleKind::Cube2);
        let any = lab.api(apply("R G'", Some("<b>")));
        assert_eq!(
            any,
            Ok(ApiAnswer::Count(2)),
            "generator names, whatever the notation"
        );
        lab.select(PuzzleKind::Megaminx);
        assert!(lab.api(apply("Q", None)).is_err());
    }

    #[test]
    fn a_puzzle_is_chosen_by_name_and_garbage_is_refused() {
        let mut lab = Lab::new();
        lab.api(select("pyraminx")).unwrap();
        let name = lab.api(ApiCall::Puzzle).unwrap();
        assert_eq!(name, ApiAnswer::Text(Some("pyraminx".into())));
        let err = lab.api(select("<b>")).unwrap_err();
        assert!(err.to_string().contains("megaminx"), "{err}");
        assert_eq!(lab.puzzle(), PuzzleKind::Pyraminx, "the state is kept");
        let cycles = lab.api(ApiCall::Cycles).unwrap();
        assert_eq!(cycles, ApiAnswer::Text(Some("()\n()".into())));
    }

    #[test]
    fn solve_opens_a_plan_or_names_the_methods() {
        let mut lab = Lab::new();
        let scramble = ApiCall::Scramble {
            kind: "random-state".into(),
            seed: None,
        }
        .seeded(5);
        lab.api(scramble).unwrap();
        let err = lab.api(solve("magic")).unwrap_err();
        assert!(err.to_string().contains("expected thesis"), "{err}");
        let Ok(ApiAnswer::Plan(plan)) = lab.api(solve("thesis")) else {
            panic!("the thesis method plans at once");
        };
        assert_eq!(plan.method, "thesis");
        lab.api(ApiCall::GoToStep { n: u32::MAX }).unwrap();
        lab.api(ApiCall::Play).unwrap();
        assert!(lab
            .api(ApiCall::Scramble {
                kind: "nope".into(),
                seed: Some(1.0),
            })
            .is_err());
        let Ok(ApiAnswer::Await(Waiter::Solve(id))) = lab.api(solve("short")) else {
            panic!("the short solve is planned in the worker");
        };
        let sent = lab.take_requests();
        let solves = |r: &Request| matches!(r, Request::Solve { id: job, .. } if *job == id);
        assert!(sent.iter().any(solves), "{sent:?}");
        lab.api(ApiCall::CancelSolve).unwrap();
    }

    /// Where things are on the canvas is the view's to answer, what was drawn and how fast
    /// the page's; an unknown sticker is `null`.
    #[test]
    fn the_view_answers_where_things_are() {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Cube2);
        let name = |n: &str| n.to_string();
        let at = lab.api(ApiCall::StickerCentre { name: name("24") });
        assert_eq!(at, Ok(ApiAnswer::View(ViewQuery::StickerCentre(23))));
        let nowhere = lab.api(ApiCall::StickerCentre { name: name("A:AB") });
        assert_eq!(nowhere, Ok(ApiAnswer::Text(None)));
        let look = lab.api(ApiCall::LookAt { name: name("r") });
        assert_eq!(look, Ok(ApiAnswer::View(ViewQuery::LookAt(name("r")))));
        let drawn = lab.api(ApiCall::RenderedFacelets);
        assert_eq!(drawn, Ok(ApiAnswer::Rendered));
        assert_eq!(lab.api(ApiCall::Stats), Ok(ApiAnswer::FrameStats));
        lab.set_page_address("http://x/");
        let link = lab.api(ApiCall::ShareLink).unwrap();
        assert_eq!(link, ApiAnswer::Text(Some("http://x/?puzzle=cube2".into())));
    }

    /// The calls that only read change nothing: not the position, the panel or the link,
    /// and nothing goes to the worker; the others are not counted as reading.
    #[test]
    fn reading_calls_change_nothing() {
        let mut lab = Lab::new();
        lab.api(apply("A B C", None)).unwrap();
        let name = |n: &str| n.to_string();
        let reads = [
            ApiCall::Facelets,
            ApiCall::Cycles,
            ApiCall::Busy,
            ApiCall::Puzzle,
            ApiCall::FromColours {
                puzzle: name("cube2"),
                colours: name("RRRR"),
            },
            ApiCall::Methods,
            ApiCall::Notice,
            ApiCall::ShareLink,
            ApiCall::FaceCentre { name: name("A") },
            ApiCall::StickerCentre { name: name("A:AB") },
            ApiCall::RenderedFacelets,
            ApiCall::Stats,
        ];
        let before = (lab.link_query(), lab.panel());
        for call in reads {
            assert_eq!(call.kind(), CallKind::Reads, "{call:?}");
            let _ = lab.api(call);
            assert_eq!((lab.link_query(), lab.panel()), before);
            assert!(lab.take_requests().is_empty());
        }
        let writes = [
            apply("A", None),
            ApiCall::Reset,
            ApiCall::WorkerHeap,
            ApiCall::LookAt { name: name("A") },
            ApiCall::SetSpeed { speed: 2.0 },
        ];
        let kinds: Vec<_> = writes.iter().map(ApiCall::kind).collect();
        use CallKind::{Changes, Promised};
        assert_eq!(kinds, [Changes, Changes, Promised, Changes, Changes]);
    }

    /// The worker's answers are awaited: the request leaves with the job's number; bad
    /// names are refused at once.
    #[test]
    fn orders_and_heap_sizes_are_asked_of_the_worker() {
        let mut lab = Lab::new();
        let order = |puzzle: &str, gens: Option<&str>| ApiCall::GroupOrder {
            puzzle: puzzle.into(),
            gens: gens.map(str::to_string),
        };
        let Ok(ApiAnswer::Await(Waiter::Job(id))) = lab.api(order("cube2", Some("R G"))) else {
            panic!("an order is computed in the worker");
        };
        let sent = lab.take_requests();
        let [Request::Start { id: job, group }] = &sent[..] else {
            panic!("{sent:?}");
        };
        assert_eq!((*job, group.generators.len()), (id, 2));
        assert!(lab
            .api(order("cube2", Some("R Q")))
            .unwrap_err()
            .to_string()
            .contains("Q"));
        assert!(lab.api(order("<b>", None)).is_err());
        assert!(
            lab.take_requests().is_empty(),
            "nothing is sent for a bad name"
        );
        let heap = lab.api(ApiCall::WorkerHeap).unwrap();
        assert_eq!(heap, ApiAnswer::Await(Waiter::Job(id + 1)));
    }

    #[test]
    fn a_bad_link_is_refused_with_a_notice() {
        let mut lab = Lab::new();
        assert!(lab
            .api(ApiCall::OpenLink {
                query: "?state=zzz".into(),
            })
            .is_err());
        let ApiAnswer::Text(Some(notice)) = lab.api(ApiCall::Notice).unwrap() else {
            panic!("a notice says why");
        };
        assert!(!notice.is_empty());
        lab.api(ApiCall::SetSpeed { speed: 2.0 }).unwrap();
        let methods = lab.api(ApiCall::Methods).unwrap();
        let offered = crate::app::solve::offers_for(PuzzleKind::Megaminx).count();
        assert!(matches!(methods, ApiAnswer::Methods(m) if m.len() == offered));
    }

    /// The test hooks: `debugCrashWorker` is read into a [`DebugCrash`] for the page (garbage
    /// refused in words); `debugPanic` panics inside the call.
    #[test]
    #[should_panic(expected = "debugPanic: a panic on purpose")]
    fn the_test_hooks_crash_the_worker_or_panic() {
        let mut lab = Lab::new();
        let crash = |kind: &str| {
            call(serde_json::json!({"fn": "debugCrashWorker", "args": {"kind": kind}}))
        };
        assert_eq!(
            lab.api(crash("init")),
            Ok(ApiAnswer::CrashWorker(DebugCrash::Init))
        );
        assert!(lab
            .api(crash("sideways"))
            .unwrap_err()
            .to_string()
            .contains("unknown crash"));
        let _ = lab.api(call(serde_json::json!({"fn": "debugPanic"})));
    }
}
