//! [`Lab::act`]: the lab's one entry point. Every [`Action`] — a control, a key, a click, a
//! page-API call, a word from the worker — is carried out here, and everything it leaves for
//! the page comes back as one [`Outcome`].
//!
//! One rule for refusals: an action that cannot be done (moves that do not read, a scramble
//! the puzzle lacks, a position the method cannot solve) changes nothing; a person is told in
//! the panel's notice, a script gets the error (its call is rejected).

use super::answer::{ApiAnswer, Outcome, ViewQuery, Waiter};
use super::Lab;
use crate::app::input::{Action, Actor, ApiError, CallKind, Effect, StepCommand, MOVES_BOX};
use crate::app::sim::{NoticeKind, UnknownName};
use crate::app::solve::{offered, offers_for, Stepper};
use crate::share::is_web_address;
use crate::solver::{Budget, Method};

/// What carrying out an action gave: the page's effects and the answer.
#[derive(Debug, Default)]
pub(super) struct Done {
    /// What the page does.
    pub(super) effects: Vec<Effect>,
    /// What a script gets.
    pub(super) answer: ApiAnswer,
}

impl Done {
    /// The lab changed: the page redraws.
    pub(super) fn redraw() -> Done {
        Done::effects(vec![Effect::Redraw])
    }

    /// A redraw when something was done, else nothing (the event stays the browser's).
    pub(super) fn redraw_if(done: bool) -> Done {
        if done {
            Done::redraw()
        } else {
            Done::default()
        }
    }

    /// These effects, no value.
    pub(super) fn effects(effects: Vec<Effect>) -> Done {
        Done {
            effects,
            answer: ApiAnswer::Nothing,
        }
    }

    /// A value, and a redraw.
    pub(super) fn answer(answer: ApiAnswer) -> Done {
        Done {
            effects: vec![Effect::Redraw],
            answer,
        }
    }
}

impl Lab {
    /// Carries out `action` (done by `by`) and says everything the page must do after it:
    /// the effects (none: the action meant nothing here, and the browser keeps the event),
    /// the answer, the requests for the worker and the solves that ended.
    pub fn act(&mut self, action: Action, by: Actor) -> Outcome {
        let kind = action.kind();
        let notice = refusal_notice(&action);
        let shown_before = (by == Actor::Person).then(|| (self.shown, self.position()));
        let done = match action {
            Action::ExportFilm(ask) => self.start_film(&ask, by),
            action => self.perform(action),
        };
        let (mut effects, answer) = match done {
            Ok(done) => (done.effects, Ok(done.answer)),
            Err(e) if by == Actor::Script => (Vec::new(), Err(e)),
            Err(e) => {
                if let Some(say) = notice {
                    self.sim_mut().set_notice(NoticeKind::Error, say(&e));
                }
                (vec![Effect::Redraw], Ok(ApiAnswer::Nothing))
            }
        };
        if by == Actor::Script {
            // A script's action never writes the person's boxes or clipboard, and every
            // one that may change the lab redraws.
            effects.retain(|e| {
                !matches!(
                    e,
                    Effect::SetText { .. }
                        | Effect::Clipboard(_)
                        | Effect::Download { .. }
                        | Effect::DownloadPicture { .. }
                )
            });
            if kind != CallKind::Reads && !effects.contains(&Effect::Redraw) {
                effects.push(Effect::Redraw);
            }
        }
        if kind == CallKind::Reads {
            effects.clear();
        }
        if shown_before.is_some_and(|before| before != (self.shown, self.position())) {
            // A position a person brings up shows the histogram of orders (a script's asks
            // with `anatomy()`): see `Lab::ask_census`.
            self.ask_census();
        }
        Outcome {
            effects,
            answer,
            requests: self.take_requests(),
            solves: self.take_solve_outcomes(),
        }
    }

    /// Carries out an action.
    fn perform(&mut self, action: Action) -> Result<Done, ApiError> {
        use Action as A;
        match action {
            A::ClickModel { hit, button, mods } => Ok(self.click_model(hit, button, mods)),
            A::ClickTile { tile, button, mods } => Ok(self.net_tile(tile, button, mods)),
            A::Key(key) => Ok(Done::effects(self.key_press(key))),
            A::Ask(question) => self.ask(question).map(Done::answer),
            A::Hear(reply) if self.is_film_job(reply.id()) => {
                Ok(Done::effects(self.receive_film(&reply)))
            }
            A::Hear(reply) => Ok(Done::redraw_if(self.receive(&reply))),
            A::CancelFilm => {
                self.cancel_film();
                Ok(Done::redraw())
            }
            A::FilmFrame {
                index,
                rgba,
                bottom_up,
            } => Ok(self.film_drawn(index, rgba, bottom_up)),
            A::ExportFilm(_) => unreachable!("a film is started by Lab::act"),
            A::LoseWorker(why) => {
                self.worker_lost(&why);
                Ok(Done::redraw())
            }
            A::PlayPhases { alg, notation } => {
                let explained = self.open_phases(&alg, notation.as_deref())?;
                Ok(Done::answer(ApiAnswer::Explained(Box::new(explained))))
            }
            A::OpenAlg(timeline) => {
                self.open_alg(&timeline)?;
                Ok(Done::redraw())
            }
            A::Timeline(command) => {
                self.timeline(command);
                Ok(Done::redraw())
            }
            A::Camera {
                latitude,
                longitude,
            } => Ok(Done::effects(vec![
                super::alg_timeline::camera(latitude, longitude)?,
                Effect::Redraw,
            ])),
            A::SetScheme(name) => {
                self.set_scheme(&name)?;
                Ok(Done::redraw())
            }
            A::FocusCycle(cycle) => {
                self.focus_cycle(cycle.as_deref())?;
                Ok(Done::answer(ApiAnswer::Text(self.focus_text())))
            }
            A::SetFaceColour { face, colour } => {
                self.set_face_colour(&face, &colour)?;
                Ok(Done::redraw())
            }
            A::DebugPanic => panic!("debugPanic: a panic on purpose (a test hook)"),
            A::DebugCrashWorker(crash) => Ok(Done::answer(ApiAnswer::CrashWorker(crash))),
            A::Solve { .. }
            | A::CancelSolve
            | A::StopSearch
            | A::Step(_)
            | A::GoToStep(_)
            | A::Play
            | A::PlayPause
            | A::CloseSolution => self.on_solution(action),
            A::Undo
            | A::Redo
            | A::Reset
            | A::Scramble(..)
            | A::Apply { .. }
            | A::SelectPuzzle(_)
            | A::OpenLink(_)
            | A::CopyLink
            | A::ExportFigure
            | A::ExportPicture(_)
            | A::ViewHome
            | A::LookAt(_) => self.on_puzzle(action),
            settings_or_tools => Ok(self.set(settings_or_tools)),
        }
    }

    /// The puzzle on screen: turns, scrambles, links, the view.
    fn on_puzzle(&mut self, action: Action) -> Result<Done, ApiError> {
        let sim = self.sim_mut();
        match action {
            Action::Undo => sim.undo(),
            Action::Redo => sim.redo(),
            Action::Reset => sim.reset(),
            Action::Scramble(kind, seed) => sim.scramble(kind, seed)?,
            Action::Apply { alg, .. } if is_web_address(&alg) => {
                self.open_cubing_link(&alg)?;
                return Ok(Done::effects(vec![clear_moves_box(), Effect::Redraw]));
            }
            Action::Apply { alg, notation } => {
                let notation = self.typed_notation(notation.as_deref())?;
                let n = self.sim_mut().apply_text(&alg, notation)?;
                return Ok(Done {
                    effects: vec![clear_moves_box(), Effect::Redraw],
                    answer: ApiAnswer::Count(n as u32),
                });
            }
            Action::SelectPuzzle(puzzle) => self.select(puzzle),
            Action::OpenLink(query) => self.open_query(&query)?,
            Action::CopyLink => return Ok(Done::effects(self.copy_link())),
            Action::ExportFigure => return Ok(Done::effects(self.export_figure())),
            Action::ExportPicture(ask) => return Ok(Done::effects(self.export_picture(&ask)?)),
            Action::ViewHome => {
                sim.reset_grip();
                return Ok(Done::effects(vec![Effect::ViewHome, Effect::Redraw]));
            }
            Action::LookAt(name) => {
                return Ok(Done::answer(ApiAnswer::View(ViewQuery::LookAt(name))));
            }
            other => unreachable!("{} is not an action on the puzzle", <&str>::from(&other)),
        }
        Ok(Done::redraw())
    }

    /// The solution: planning, stepping, playing.
    fn on_solution(&mut self, action: Action) -> Result<Done, ApiError> {
        let sim = self.sim_mut();
        match action {
            Action::Solve { method, budget } => {
                return self.solve(method.as_deref(), budget).map(Done::answer)
            }
            Action::CancelSolve => sim.cancel_solve(),
            Action::StopSearch => {
                self.stop_search();
            }
            Action::Step(step) => sim.step_with(|s: &mut Stepper| match step {
                StepCommand::PrevStep => s.prev_step(),
                StepCommand::PrevMove => s.prev_move(),
                StepCommand::NextMove => s.next_move(),
                StepCommand::NextStep => s.next_step(),
            }),
            Action::GoToStep(n) => sim.step_with(|s: &mut Stepper| s.goto_step(n)),
            Action::Play => sim.set_playing(true),
            Action::PlayPause => {
                let on = !sim.playing();
                sim.set_playing(on);
            }
            Action::CloseSolution => sim.close_solution(),
            other => unreachable!("{} is not an action on the solution", <&str>::from(&other)),
        }
        Ok(Done::redraw())
    }

    /// The method offered for the puzzle on screen under `name` (`methods()`' names).
    pub(super) fn offered_method(&self, name: &str) -> Result<Method, UnknownName> {
        let puzzle = self.puzzle();
        offered(name).filter(|m| m.serves(puzzle)).ok_or_else(|| {
            let names: Vec<_> = offers_for(puzzle).map(|o| o.method.name()).collect();
            UnknownName {
                what: "solving method",
                name: name.to_string(),
                expected: names.join(", "),
            }
        })
    }

    /// Solve, with the method named (it becomes the page's choice) or the page's: the plan
    /// when it opens at once, else a promise on the worker's job. A `budget` lets the short
    /// method search on for shorter plans (the promise waits for its end); the other methods
    /// plan once, whatever the budget.
    fn solve(
        &mut self,
        method: Option<&str>,
        budget: Option<Budget>,
    ) -> Result<ApiAnswer, ApiError> {
        if let Some(name) = method {
            let m = self.offered_method(name)?;
            self.sim_mut().set_method(m);
        }
        let short = self.sim().method() == Some(Method::Short);
        match budget.filter(|_| short) {
            Some(b) => self.sim_mut().solve_searching(b)?,
            None => self.sim_mut().solve()?,
        }
        self.sync_solve();
        if let Some(id) = self.solve_job() {
            return Ok(ApiAnswer::Await(Waiter::Solve(id)));
        }
        Ok(ApiAnswer::Plan(self.open_plan()?))
    }
}

/// How a person is told that `action` was refused, given why; `None` where the lab already
/// said so itself (a link that does not open leaves its own notice).
fn refusal_notice(action: &Action) -> Option<fn(&ApiError) -> String> {
    Some(match action {
        Action::Apply { alg, .. } if is_web_address(alg) => {
            |e| format!("Could not open that link: {e}")
        }
        Action::Apply { .. } => |e| format!("Could not read those moves: {e}"),
        Action::Solve { .. } => |e| format!("No solution: {e}"),
        Action::PlayPhases { .. } | Action::OpenAlg(_) => {
            |e| format!("Could not read those moves: {e}")
        }
        Action::OpenLink(_) => return None,
        Action::SetFaceColour { .. } => |e| format!("Could not use that colour: {e}"),
        Action::ExportPicture(_) => |e| format!("No picture: {e}"),
        Action::ExportFilm(_) => |e| format!("No film: {e}"),
        _ => |e| e.to_string(),
    })
}

/// Empties the move box (its moves were used).
fn clear_moves_box() -> Effect {
    Effect::SetText {
        id: MOVES_BOX,
        text: String::new(),
        select: false,
    }
}

#[cfg(test)]
impl Lab {
    /// The effects of `action` done by a person (for tests).
    pub(crate) fn person(&mut self, action: Action) -> Vec<Effect> {
        self.act(action, Actor::Person).effects
    }

    /// A new lab's first puzzle with `alg` applied (in its first notation), for tests.
    pub(crate) fn applied(alg: &str) -> Lab {
        let mut lab = Lab::new();
        let apply = Action::Apply {
            alg: alg.into(),
            notation: None,
        };
        lab.act(apply, Actor::Script)
            .answer
            .expect("the alg applies");
        lab
    }

    /// The answer to a page-API call (for tests): read into its action and done by a script.
    pub(crate) fn api(&mut self, call: crate::app::input::ApiCall) -> Result<ApiAnswer, ApiError> {
        self.act(call.action()?, Actor::Script).answer
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::{ApiCall, DebugCrash};
    use crate::app::worker::Request;
    use crate::puzzle::PuzzleKind;

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
        ApiCall::Solve {
            method,
            budget: None,
        }
    }

    /// A Twizzle link in the move box opens as minx's own link with the same puzzle, setup
    /// and alg; one minx cannot open says why in the notice and changes nothing.
    #[test]
    fn a_twizzle_link_in_the_move_box_opens_or_changes_nothing() {
        let twizzle = "https://alpha.twizzle.net/edit/?puzzle=kilominx&setup-alg=R+U&alg=F%27";
        let mut own = Lab::new();
        own.open_query("puzzle=kilominx&notation=wca").unwrap();
        own.api(apply("R U F'", Some("wca"))).unwrap();
        let mut lab = Lab::new();
        lab.api(apply("A B", None)).unwrap();
        let typed = |alg: &str| Action::Apply {
            alg: alg.to_string(),
            notation: Some("thesis".to_string()),
        };
        let effects = lab.person(typed(twizzle));
        assert!(effects.contains(&clear_moves_box()));
        assert_eq!(lab.puzzle(), PuzzleKind::Kilominx);
        assert_eq!(lab.facelets(), own.facelets());
        assert_eq!(lab.notice_text(), None);
        let before = (lab.puzzle(), lab.facelets(), lab.link_query());
        let bad = "https://alpha.twizzle.net/edit/?puzzle=4x4x4&alg=R";
        let effects = lab.person(typed(bad));
        assert!(
            !effects.contains(&clear_moves_box()),
            "the box keeps the link"
        );
        assert_eq!((lab.puzzle(), lab.facelets(), lab.link_query()), before);
        assert_eq!(
            lab.notice_text().unwrap(),
            "Could not open that link: the link is for cubing.js's \"4x4x4\", which minx \
             cannot open (it opens megaminx or kilominx)"
        );
        let rejected = lab.api(apply(bad, None)).unwrap_err();
        assert!(matches!(rejected, ApiError::Share(_)), "{rejected}");
        assert_eq!((lab.puzzle(), lab.facelets(), lab.link_query()), before);
    }

    #[test]
    fn apply_counts_moves_and_reset_solves() {
        let mut lab = Lab::new();
        let n = lab.api(apply("A B' C", Some("thesis")));
        assert_eq!(n, Ok(ApiAnswer::Count(3)));
        lab.tick(1e9);
        assert_eq!(lab.api(ApiCall::Busy {}), Ok(ApiAnswer::Flag(false)));
        let f = lab.facelets();
        assert_ne!(f, Lab::new().facelets());
        lab.api(ApiCall::Reset {}).unwrap();
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
        let name = lab.api(ApiCall::Puzzle {}).unwrap();
        assert_eq!(name, ApiAnswer::Text(Some("pyraminx".into())));
        let err = lab.api(select("<b>")).unwrap_err();
        assert!(err.to_string().contains("megaminx"), "{err}");
        assert_eq!(lab.puzzle(), PuzzleKind::Pyraminx, "the state is kept");
        let cycles = lab.api(ApiCall::Cycles {}).unwrap();
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
        lab.api(ApiCall::Play {}).unwrap();
        assert!(lab
            .api(ApiCall::Scramble {
                kind: "nope".into(),
                seed: Some(1.0),
            })
            .is_err());
        let out = lab.act(solve("short").action().unwrap(), Actor::Script);
        let Ok(ApiAnswer::Await(Waiter::Solve(id))) = out.answer else {
            panic!("the short solve is planned in the worker");
        };
        let sent = out.requests;
        let solves = |r: &Request| matches!(r, Request::Solve { id: job, .. } if *job == id);
        assert!(sent.iter().any(solves), "{sent:?}");
        lab.api(ApiCall::CancelSolve {}).unwrap();
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
        let drawn = lab.api(ApiCall::RenderedFacelets {});
        assert_eq!(drawn, Ok(ApiAnswer::Rendered));
        assert_eq!(lab.api(ApiCall::Stats {}), Ok(ApiAnswer::FrameStats));
        lab.set_page_address("http://x/");
        let link = lab.api(ApiCall::ShareLink {}).unwrap();
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
            ApiCall::Facelets {},
            ApiCall::Cycles {},
            ApiCall::Busy {},
            ApiCall::Puzzle {},
            ApiCall::FromColours {
                puzzle: name("cube2"),
                colours: name("RRRR"),
            },
            ApiCall::Methods {},
            ApiCall::Notice {},
            ApiCall::ShareLink {},
            ApiCall::FaceCentre { name: name("A") },
            ApiCall::StickerCentre { name: name("A:AB") },
            ApiCall::RenderedFacelets {},
            ApiCall::Stats {},
        ];
        let before = (lab.link_query(), lab.panel());
        for call in reads {
            assert_eq!(
                call.clone().action().unwrap().kind(),
                CallKind::Reads,
                "{call:?}"
            );
            let out = lab.act(call.action().unwrap(), Actor::Script);
            assert_eq!((lab.link_query(), lab.panel()), before);
            assert!(out.requests.is_empty() && out.effects.is_empty(), "{out:?}");
        }
        let writes = [
            apply("A", None),
            ApiCall::Reset {},
            ApiCall::WorkerHeap {},
            ApiCall::LookAt { name: name("A") },
            ApiCall::SetSpeed { speed: 2.0 },
        ];
        let kinds: Vec<_> = writes
            .iter()
            .map(|c| c.clone().action().unwrap().kind())
            .collect();
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
        let out = lab.act(order("cube2", Some("R G")).action().unwrap(), Actor::Script);
        let Ok(ApiAnswer::Await(Waiter::Job(id))) = out.answer else {
            panic!("an order is computed in the worker");
        };
        let sent = out.requests;
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
        let heap = lab.api(ApiCall::WorkerHeap {}).unwrap();
        assert_eq!(heap, ApiAnswer::Await(Waiter::Job(id + 1)));
        lab.take_requests();
        // `methodReady`: of the method named, else of the page's choice, for the puzzle on
        // screen; a method the puzzle is not offered is refused at once.
        let ready = |method: Option<&str>| ApiCall::MethodReady {
            method: method.map(str::to_string),
        };
        let chosen = lab.sim().method().unwrap();
        for (asked, method) in [(Some("short"), Method::Short), (None, chosen)] {
            let out = lab.act(ready(asked).action().unwrap(), Actor::Script);
            assert!(
                matches!(out.answer, Ok(ApiAnswer::Await(Waiter::Job(_)))),
                "{out:?}"
            );
            let [Request::Ready {
                puzzle, method: m, ..
            }] = &out.requests[..]
            else {
                panic!("{:?}", out.requests);
            };
            assert_eq!((*puzzle, *m), (lab.puzzle(), method));
        }
        let out = lab.act(ready(Some("bogus")).action().unwrap(), Actor::Script);
        let refused = out.answer.unwrap_err().to_string();
        assert!(
            refused.contains("bogus") && refused.contains("short"),
            "{refused}"
        );
        assert!(out.requests.is_empty());
    }

    #[test]
    fn a_bad_link_is_refused_with_a_notice() {
        let mut lab = Lab::new();
        assert!(lab
            .api(ApiCall::OpenLink {
                query: "?state=zzz".into(),
            })
            .is_err());
        let ApiAnswer::Text(Some(notice)) = lab.api(ApiCall::Notice {}).unwrap() else {
            panic!("a notice says why");
        };
        assert!(!notice.is_empty());
        lab.api(ApiCall::SetSpeed { speed: 2.0 }).unwrap();
        let methods = lab.api(ApiCall::Methods {}).unwrap();
        let offered = crate::app::solve::offers_for(PuzzleKind::Megaminx).count();
        assert!(matches!(methods, ApiAnswer::Methods(m) if m.len() == offered));
    }

    /// The test hooks: `debugCrashWorker` is read into a [`DebugCrash`] for the page (garbage
    /// refused in words); `debugPanic` panics inside the call.
    #[test]
    #[should_panic(expected = "debugPanic: a panic on purpose")]
    fn the_test_hooks_crash_the_worker_or_panic() {
        let mut lab = Lab::new();
        let crash = |kind: &str| call(serde_json::json!({"debugCrashWorker": {"kind": kind}}));
        assert_eq!(
            lab.api(crash("init")),
            Ok(ApiAnswer::CrashWorker(DebugCrash::Init))
        );
        assert!(lab
            .api(crash("sideways"))
            .unwrap_err()
            .to_string()
            .contains("unknown crash"));
        let _ = lab.api(call(serde_json::json!({"debugPanic": {}})));
    }

    /// One rule for refusals, whoever acted: the lab is left as it was; a person reads why
    /// in the notice, a script gets the error and the panel says nothing new.
    #[test]
    fn a_refusal_is_a_notice_for_a_person_and_an_error_for_a_script() {
        let bad = || Action::Apply {
            alg: "A Q".into(),
            notation: None,
        };
        let mut lab = Lab::new();
        let scripted = lab.act(bad(), Actor::Script);
        assert!(scripted.answer.unwrap_err().to_string().contains("Q"));
        assert!(lab.notice_text().is_none() && lab.sim().position().is_identity());
        let done = lab.act(bad(), Actor::Person);
        assert_eq!(
            (done.answer, done.effects),
            (Ok(ApiAnswer::Nothing), vec![Effect::Redraw])
        );
        assert!(lab
            .notice_text()
            .unwrap()
            .starts_with("Could not read those moves"));
        assert!(lab.sim().position().is_identity());
    }

    /// A script's actions never write the person's boxes or clipboard, and always redraw.
    #[test]
    fn a_script_never_writes_the_page_s_boxes() {
        let mut lab = Lab::new();
        let played = lab.act(
            Action::Apply {
                alg: "A".into(),
                notation: None,
            },
            Actor::Script,
        );
        assert_eq!(played.effects, [Effect::Redraw]);
        assert_eq!(played.answer, Ok(ApiAnswer::Count(1)));
        let copied = lab.act(Action::CopyLink, Actor::Script);
        assert_eq!(copied.effects, [Effect::Redraw]);
        let by_hand = lab.act(Action::CopyLink, Actor::Person);
        assert_eq!(by_hand.effects.len(), 3, "{:?}", by_hand.effects);
    }
}
