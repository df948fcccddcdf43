//! The page API (`window.minx`) as data: a call is an [`ApiCall`] — the function's name and
//! its arguments, as `www/main.js` passes them — read into the lab's one verb list
//! ([`ApiCall::action`]) and carried out by [`Lab::act`](crate::app::lab::Lab::act) like any
//! control or key. Reading the arguments and the error texts therefore live here, tested
//! natively; the page only converts (serde-wasm-bindgen both ways) and carries out what needs
//! the browser (the 3D view, the worker, the frame counters).

use serde::Deserialize;

use super::action::{Action, Question};
use super::alg_timeline::{AlgTimeline, TimelineCommand};
use super::api_error::ApiError;
use crate::app::draw::{FigureAsk, FilmAsk, PictureAsk};
use crate::app::sim::ScrambleKind;
use crate::puzzle::PuzzleKind;
use crate::solver::Budget;

crate::api_list! {
    /// One call of the page API, as `{name: args}`: the function's name holding its arguments
    /// by name (`{}` when it takes none; a missing or `undefined` optional one reads as
    /// `None`). Externally tagged on purpose: serde reads that shape straight through, where
    /// `{fn, args}` (adjacently tagged) buffered every call and took some 60 KB of the page's
    /// wasm. A misrouted call names its variant ([`strum::IntoStaticStr`]), so the page
    /// carries no `Debug`. Written once with [`api_list!`](crate::api_list): the same list
    /// gives [`PAGE_API`], from which `www/main.js` builds `window.minx` and `www/minx.d.ts`
    /// declares it.
    #[derive(Clone, Debug, PartialEq, Deserialize, strum::IntoStaticStr)]
    #[serde(rename_all = "camelCase")]
    pub enum ApiCall, list PAGE_API {
        /// `apply(alg, notation)`: plays an alg, animated like clicks; answers its number of
        /// moves.
        Apply "apply" (
            /// The moves.
            alg: String as "string",
            /// `thesis` (the default), `wca` or `pochmann`; ignored on the small puzzles.
            notation: Option<String> as "Notation" = "'thesis'"
        ) -> "number";
        /// `reset()`: back to solved.
        Reset "reset" () -> "void";
        /// `facelets()`: the logical state, as `minx facelets --json` gives it: each sticker's
        /// name mapped to its colour's.
        Facelets "facelets" () -> "Facelets";
        /// `renderedFacelets()`: the position last drawn at rest, as `facelets()` gives it
        /// (`null` before the puzzle's first frame, during a turn, or while paint mode shows
        /// painted colours).
        RenderedFacelets "renderedFacelets" () -> "Facelets | null";
        /// `cycles()`: the panel's text: piece cycles, a newline, sticker cycles.
        Cycles "cycles" () -> "string";
        /// `busy()`: whether turns are still being animated (or the view still turning).
        Busy "busy" () -> "boolean";
        /// `shareLink()`: the share link of the current position.
        ShareLink "shareLink" () -> "string";
        /// `solve(method, {budget})`: plans a solution of the puzzle on screen (with an offered
        /// method, by name; the page's choice when omitted) in the Web Worker, opens it in the
        /// panel and answers a promise of the plan, which rejects if the solve fails, is
        /// cancelled or is replaced (a position that cannot be solved throws at once). With
        /// `budget: SECONDS` (0–3600, the short method only) the worker searches on for shorter
        /// plans that long; the promise resolves with the plan shown when the search ends.
        Solve "solve" (
            /// One of `methods()`' names; the page's choice when absent.
            method: Option<String> as "string";
            {
                /// Seconds to search on for shorter plans (the short method).
                budget: Option<f64> as "number"
            }
        ) -> "Promise<PagePlan>";
        /// `cancelSolve()`: stops waiting for a solve planned in the worker (the panel's
        /// Cancel).
        CancelSolve "cancelSolve" () -> "void";
        /// `stopSearch()`: ends the search for shorter plans (the panel's Stop); the plan shown
        /// stays, and a budgeted `solve()` resolves with it.
        StopSearch "stopSearch" () -> "void";
        /// `plan()`: the plan open in the panel, as `solve()` answers it (throws when none is
        /// open); during a search, the shortest shown so far.
        Plan "plan" () -> "PagePlan";
        /// `workerHeap()`: a promise of the worker's WebAssembly memory in bytes.
        WorkerHeap "workerHeap" () -> "Promise<number>";
        /// `methodReady(method)`: a promise of whether the Web Worker has built everything a
        /// method plans the puzzle on screen with (its tables or commutator lists; for the
        /// fewest-moves method its later tables too, which make its first plans faster). The
        /// worker builds them on a method's first solve and, once a puzzle was solved, while
        /// it is idle; `false` until then.
        MethodReady "methodReady" (
            /// One of `methods()`' names; the page's choice when absent.
            method: Option<String> as "string"
        ) -> "Promise<boolean>";
        /// `methods()`: the offered solving methods, the default first.
        Methods "methods" () -> "Method[]";
        /// `play()`: plays the open solution to its end.
        Play "play" () -> "void";
        /// `goToStep(n)`: the open solution at the start of step `n` (0-based).
        GoToStep "goToStep" (
            /// The step, 0-based.
            n: u32 as "number"
        ) -> "void";
        /// `scramble(kind, seed)`: scrambles the puzzle on screen; the page draws a missing
        /// seed.
        Scramble "scramble" (
            /// `wca` or `random-state`.
            kind: String as "ScrambleKind" = "'wca'",
            /// The seed.
            seed: Option<f64> as "number"
        ) -> "void";
        /// `openLink(query)`: opens a share link's query in place.
        OpenLink "openLink" (
            /// The query string.
            query: String as "string"
        ) -> "void";
        /// `notice()`: the panel's message, if any.
        Notice "notice" () -> "string | null";
        /// `faceCentre(name)`: where the centre of a face is on the canvas (`null` when out
        /// of sight).
        FaceCentre "faceCentre" (
            /// The face, by its solved colour's name (`A`–`L`, the Pyraminx's `F`, a cube `r`, …).
            name: String as "string"
        ) -> "[number, number] | null";
        /// `lookAt(name)`: the puzzle turned so that this face looks at the viewer.
        LookAt "lookAt" (
            /// The face, as `faceCentre` names it.
            name: String as "string"
        ) -> "void";
        /// `setSpeed(speed)`: the turn speed (1 = normal).
        SetSpeed "setSpeed" (
            /// The multiplier.
            speed: f64 as "number"
        ) -> "void";
        /// `stats()`: frames drawn so far, milliseconds from navigation to the first frame, and
        /// script milliseconds spent in frame callbacks.
        Stats "stats" () -> "FrameStats";
        /// `stickerCentre(name)`: where a sticker's centre is on the canvas, if in sight on the
        /// 3D view.
        StickerCentre "stickerCentre" (
            /// The sticker, as the facelets name it (`A:ABF`, `7`).
            name: String as "string"
        ) -> "[number, number] | null";
        /// `puzzle()`: the name of the puzzle on screen.
        Puzzle "puzzle" () -> "PuzzleName";
        /// `selectPuzzle(name)`: shows another puzzle (apply, reset, facelets, cycles and
        /// scramble act on it).
        SelectPuzzle "selectPuzzle" (
            /// `megaminx`, `pyraminx`, `cube2` or `kilominx`.
            name: String as "PuzzleName"
        ) -> "void";
        /// `groupOrder(puzzle, gens)`: a promise of the exact order, as a decimal string, of the
        /// group the named generators generate (all when absent or empty), computed by
        /// Schreier–Sims in the Web Worker.
        GroupOrder "groupOrder" (
            /// The puzzle's name.
            puzzle: String as "PuzzleName",
            /// Generator names separated by spaces.
            gens: Option<String> as "string" = "''"
        ) -> "Promise<string>";
        /// `anatomy()`: a promise of the position on screen as the group's anatomy sees it,
        /// computed in the Web Worker: its order, its twisted cycle type per kind of piece
        /// (`{corners: "3+1", edges: "5^2 2"}`: cycle lengths, `+t` a cycle turning its
        /// pieces by `t`, `^m` repeats, `1` when every piece of that kind is home), how many
        /// positions share its order and its cycle type, and the group's order — every
        /// number as a decimal string.
        Anatomy "anatomy" () -> "Promise<Anatomy>";
        /// `fromColours(puzzle, colours)`: the position some colours show, as `{cycles,
        /// pieces}`, or `{error, stickers}`.
        FromColours "fromColours" (
            /// The puzzle's name.
            puzzle: String as "PuzzleName",
            /// Facelet JSON (as `facelets()` gives), or one colour name per sticker.
            colours: String as "string"
        ) -> "ColoursReading";
        /// `showArrows(on)`: draws cycle arrows on the puzzle, or not.
        ShowArrows "showArrows" (
            /// Whether to draw them.
            on: bool as "boolean" = "true"
        ) -> "void";
        /// `arrows()`: the cycles the arrows show, as the panel writes them (`[]` when off).
        Arrows "arrows" () -> "string[]";
        /// `schemes()`: the colour schemes of the puzzle on screen, the last `custom`.
        Schemes "schemes" () -> "Scheme[]";
        /// `setScheme(name)`: chooses a colour scheme (by its name, key or choice; kept in
        /// the session and in links).
        SetScheme "setScheme" (
            /// The scheme.
            name: String as "string"
        ) -> "void";
        /// `focusCycle(cycle)`: lights one cycle of the position alone (as the panel writes
        /// it, `(AC CD AD)`), or none (`null`); answers the cycle now lit, or `null`.
        FocusCycle "focusCycle" (
            /// The cycle.
            cycle: Option<String> as "string | null" = "null"
        ) -> "string | null";
        /// `setFaceColour(face, colour)`: gives a face of the puzzle on screen a custom colour
        /// (choosing custom colours, which start from the scheme shown); a bad face or colour
        /// is rejected, nothing changed.
        SetFaceColour "setFaceColour" (
            /// The face, by its colour's name (`A`, the Pyraminx's `F`, the 2×2×2's `r`).
            face: String as "string",
            /// `#rrggbb`.
            colour: String as "string"
        ) -> "void";
        /// `showLetters(on)`: draws face letters on the stickers, or not.
        ShowLetters "showLetters" (
            /// Whether to draw them.
            on: bool as "boolean" = "true"
        ) -> "void";
        /// `letters()`: whether face letters are drawn.
        Letters "letters" () -> "boolean";
        /// `explain(alg, notation)`: the alg's structure, bracket, phases, tint, cycles and
        /// order.
        Explain "explain" (
            /// The moves.
            alg: String as "string",
            /// `thesis`, `wca` or `pochmann` where the puzzle has them.
            notation: Option<String> as "Notation"
        ) -> "Explanation";
        /// `playPhases(alg, notation)`: opens the alg's phases (S, X, Y, X⁻¹, Y⁻¹, S⁻¹) as the
        /// steps of the solution panel, from the position on screen; answers what `explain`
        /// answers.
        PlayPhases "playPhases" (
            /// The moves.
            alg: String as "string",
            /// `thesis`, `wca` or `pochmann` where the puzzle has them.
            notation: Option<String> as "Notation"
        ) -> "Explanation";
        /// `openAlg(alg, {setup, anchor, notation, phases})`: sets the puzzle up and opens an
        /// alg to play as `<minx-player>` does, shown at its end.
        OpenAlg "openAlg" (
            /// The moves played.
            alg: String as "string";
            {
                /// The moves that set the puzzle up (none when absent).
                setup: Option<String> as "string",
                /// `start` (the default) or `end`: where the setup holds.
                anchor: Option<String> as "'start' | 'end'",
                /// `thesis`, `wca` or `pochmann` where the puzzle has them.
                notation: Option<String> as "Notation",
                /// Whether a bracketed alg plays phase by phase.
                phases: Option<bool> as "boolean"
            }
        ) -> "void";
        /// `playAlg()`: plays the open alg to its end, from its start when at the end.
        PlayAlg "playAlg" () -> "void";
        /// `pause()`: stops playing where it is.
        Pause "pause" () -> "void";
        /// `togglePlay()`: plays, or pauses while playing.
        TogglePlay "togglePlay" () -> "void";
        /// `jumpToStart()`: the open alg at its start, without animation.
        JumpToStart "jumpToStart" () -> "void";
        /// `jumpToEnd()`: the open alg at its end, without animation.
        JumpToEnd "jumpToEnd" () -> "void";
        /// `camera(latitude, longitude)`: the camera at these degrees about the home view.
        Camera "camera" (
            /// Degrees above the equator (−90 to 90).
            latitude: f64 as "number",
            /// Degrees round the puzzle.
            longitude: f64 as "number"
        ) -> "void";
        /// `figure({arrows, letters, numbers, caption, scheme})`: the flat net on screen as a
        /// standalone SVG (text), the same bytes as `minx figure` gives for the same position
        /// and options: the stickers in the scheme chosen, the current step's pieces
        /// outlined, and as chosen cycle arrows, face letters, sticker numbers and a caption
        /// with the cycles (each as the page shows it when absent; no caption); an unknown
        /// scheme throws.
        Figure "figure" (;
            {
                /// Cycle arrows.
                arrows: Option<bool> as "boolean",
                /// Face letters.
                letters: Option<bool> as "boolean",
                /// Sticker numbers.
                numbers: Option<bool> as "boolean",
                /// A caption listing the cycles.
                caption: Option<bool> as "boolean",
                /// A colour scheme by key, choice or name (`wca`, `cvd`, …; the page's when
                /// absent).
                scheme: Option<String> as "string"
            }
        ) -> "string";
        /// `picture({width, height, transparent})`: a promise of the 3D view drawn at this size
        /// (whole pixels from 1 to 2048 each side; 1024 when absent), on the view's
        /// background or a transparent one, as a PNG `data:` URL. A bad size rejects with one
        /// line, nothing changed.
        Picture "picture" (;
            {
                /// Width in pixels.
                width: Option<f64> as "number",
                /// Height in pixels.
                height: Option<f64> as "number",
                /// Whether the background is transparent (alpha 0).
                transparent: Option<bool> as "boolean"
            }
        ) -> "Promise<string>";
        /// `film({alg, notation, source, view, size, speed})`: a promise of an animated GIF
        /// (its bytes) of the puzzle on screen: an alg from solved, the history, the open
        /// solution or its current step, one frame for the start and one per move, of the 3D
        /// view as it stands or of the net, with the arrows (of what the moves so far did) and
        /// letters as shown; drawn by the page a few frames per animation frame and encoded in
        /// the Web Worker. A bad size, speed or source, or more than 1,000 moves, rejects with
        /// one line, nothing changed; `cancelFilm()` rejects it.
        Film "film" (;
            {
                /// An alg to film from solved (in `notation`).
                alg: Option<String> as "string",
                /// The alg's notation (`thesis`, `wca`, …).
                notation: Option<String> as "Notation",
                /// `alg`, `history` (without an alg), `solution` or `step`.
                source: Option<String> as "'alg' | 'history' | 'solution' | 'step'",
                /// `3d` (the default) or `net`.
                view: Option<String> as "'3d' | 'net'",
                /// The frame's side in pixels, 1 to 2048 (320 when absent).
                size: Option<f64> as "number",
                /// Moves per second, 0.1 to 50 (2 when absent).
                speed: Option<f64> as "number"
            }
        ) -> "Promise<Uint8Array>";
        /// `cancelFilm()`: stops the film under way (Export ▸ Film's Cancel); the page stays
        /// as it was.
        CancelFilm "cancelFilm" () -> "void";
        /// `debugPanic()`, a test hook: panics while the page holds the lab, as a bug in a
        /// command would.
        DebugPanic "debugPanic" () -> "never";
        /// `debugCrashWorker(kind)`, a test hook: makes the subgroup worker die (`panic`: after
        /// the requests already posted; `init`: the next worker's wasm fails to start).
        DebugCrashWorker "debugCrashWorker" (
            /// `panic` or `init`.
            kind: String as "'panic' | 'init'"
        ) -> "void";
    }
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
            C::Reset {} => Action::Reset,
            C::SelectPuzzle { name } => Action::SelectPuzzle(name.parse::<PuzzleKind>()?),
            C::Solve { method, budget } => Action::Solve {
                method: method.filter(|m| !m.is_empty()),
                budget: budget.map(Budget::try_from).transpose()?,
            },
            C::CancelSolve {} => Action::CancelSolve,
            C::CancelFilm {} => Action::CancelFilm,
            C::Film {
                alg,
                notation,
                source,
                view,
                size,
                speed,
            } => Action::ExportFilm(FilmAsk {
                source,
                alg,
                notation,
                view,
                size,
                speed,
            }),
            C::StopSearch {} => Action::StopSearch,
            C::Play {} => Action::Play,
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
            C::OpenAlg {
                alg,
                setup,
                anchor,
                notation,
                phases,
            } => Action::OpenAlg(AlgTimeline {
                alg,
                setup: setup.unwrap_or_default(),
                anchor: anchor
                    .as_deref()
                    .map(str::parse)
                    .transpose()?
                    .unwrap_or_default(),
                notation,
                phases: phases.unwrap_or(false),
            }),
            C::PlayAlg {} => Action::Timeline(TimelineCommand::Play),
            C::Pause {} => Action::Timeline(TimelineCommand::Pause),
            C::TogglePlay {} => Action::Timeline(TimelineCommand::Toggle),
            C::JumpToStart {} => Action::Timeline(TimelineCommand::Start),
            C::JumpToEnd {} => Action::Timeline(TimelineCommand::End),
            C::Camera {
                latitude,
                longitude,
            } => Action::Camera {
                latitude,
                longitude,
            },
            C::DebugPanic {} => Action::DebugPanic,
            C::DebugCrashWorker { kind } => Action::DebugCrashWorker(kind.parse()?),
            question => Action::Ask(question.question()),
        })
    }

    /// A reading call as its [`Question`].
    fn question(self) -> Question {
        use ApiCall as C;
        match self {
            C::Facelets {} => Question::Facelets,
            C::Cycles {} => Question::Cycles,
            C::Busy {} => Question::Busy,
            C::Puzzle {} => Question::Puzzle,
            C::FromColours { puzzle, colours } => Question::FromColours { puzzle, colours },
            C::Methods {} => Question::Methods,
            C::Notice {} => Question::Notice,
            C::ShareLink {} => Question::ShareLink,
            C::FaceCentre { name } => Question::FaceCentre(name),
            C::StickerCentre { name } => Question::StickerCentre(name),
            C::RenderedFacelets {} => Question::RenderedFacelets,
            C::Stats {} => Question::Stats,
            C::GroupOrder { puzzle, gens } => Question::GroupOrder {
                puzzle,
                gens: gens.unwrap_or_default(),
            },
            C::WorkerHeap {} => Question::WorkerHeap,
            C::MethodReady { method } => Question::MethodReady(method.filter(|m| !m.is_empty())),
            C::Anatomy {} => Question::Anatomy,
            C::Arrows {} => Question::Arrows,
            C::Schemes {} => Question::Schemes,
            C::Letters {} => Question::Letters,
            C::Plan {} => Question::Plan,
            C::Explain { alg, notation } => Question::Explain { alg, notation },
            C::Figure {
                arrows,
                letters,
                numbers,
                caption,
                scheme,
            } => Question::Figure(FigureAsk {
                arrows,
                letters,
                numbers,
                caption,
                scheme,
            }),
            C::Picture {
                width,
                height,
                transparent,
            } => Question::Picture(PictureAsk {
                width,
                height,
                transparent,
            }),
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
        assert_eq!(call(json!({"reset": {}})), ApiCall::Reset {});
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
        assert_eq!(act(json!({"play": {}})), Ok(Action::Play));
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
        assert_eq!(act(json!({"stats": {}})).unwrap().kind(), CallKind::Reads);
        assert_eq!(act(json!({"reset": {}})).unwrap().kind(), CallKind::Changes);
    }

    /// The player's verbs: an alg opened with its setup, the transport, the camera.
    #[test]
    fn a_player_s_verbs_read_as_actions() {
        use super::super::alg_timeline::{Anchor, TimelineCommand as T};
        use serde_json::json;
        let act = |j| call(j).action();
        let open = json!({"openAlg": {"alg": "R U", "setup": "U", "anchor": "end", "notation": "wca", "phases": true}});
        assert_eq!(
            act(open),
            Ok(Action::OpenAlg(AlgTimeline {
                alg: "R U".into(),
                setup: "U".into(),
                anchor: Anchor::End,
                notation: Some("wca".into()),
                phases: true,
            }))
        );
        let plain = act(json!({"openAlg": {"alg": "A"}})).unwrap();
        assert_eq!(
            plain,
            Action::OpenAlg(AlgTimeline {
                alg: "A".into(),
                ..AlgTimeline::default()
            })
        );
        for (name, command) in [
            ("playAlg", T::Play),
            ("pause", T::Pause),
            ("togglePlay", T::Toggle),
            ("jumpToStart", T::Start),
            ("jumpToEnd", T::End),
        ] {
            assert_eq!(act(json!({ name: {} })), Ok(Action::Timeline(command)));
        }
        let camera = act(json!({"camera": {"latitude": 30, "longitude": -20}}));
        assert_eq!(
            camera,
            Ok(Action::Camera {
                latitude: 30.0,
                longitude: -20.0
            })
        );
        let why = act(json!({"openAlg": {"alg": "A", "anchor": "middle"}})).unwrap_err();
        assert!(
            why.to_string().contains("unknown setup anchor \"middle\""),
            "{why}"
        );
    }
}
