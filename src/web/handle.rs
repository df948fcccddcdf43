//! [`MinxApp`]: the `#[wasm_bindgen]` handle behind the page API `window.minx`.
//!
//! `www/main.js` creates it and exposes its methods; tests use the same methods. Results
//! that are records (facelets, plans, readings, lists) cross as plain JavaScript objects built
//! by serde-wasm-bindgen from the app's typed values ([`to_js`]); errors cross as plain
//! strings.

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use super::dom::{self, by_id, to_js};
use super::input::{sync_controls, wire};
use super::runtime::{request, Runtime, Shared};
use super::worker::{debug_crash, heap_promise, order_promise, post, solve_promise};
use crate::app::methods::offered;
use crate::app::{
    megaminx_facelets, offered_methods, plan_view, read_colours, ScrambleKind, Stepper, OFFERED,
};
use crate::puzzle::notation::{input_notation, Notation};
use crate::puzzle::{Facelets, PuzzleKind};

/// What `stats()` answers.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct FrameStats {
    frames: u64,
    first_frame_ms: Option<f64>,
    frame_script_ms: f64,
}

/// The running simulator on one canvas.
#[wasm_bindgen]
pub struct MinxApp {
    rt: Shared,
}

fn notation(name: Option<String>) -> Result<Notation, JsValue> {
    match name.as_deref() {
        None | Some("") => Ok(Notation::Thesis),
        Some(n) => input_notation(n).ok_or_else(|| {
            JsValue::from_str(&format!(
                "unknown notation {} (use thesis, wca or pochmann)",
                crate::quote::quote(n)
            ))
        }),
    }
}

#[wasm_bindgen]
impl MinxApp {
    /// Starts the simulator on the canvas with this id, wires the page's panel (whatever of it
    /// exists), opens the page's share link if any (else the session saved by the last
    /// visit), and draws the first frame.
    pub fn start(canvas_id: &str) -> Result<MinxApp, JsValue> {
        super::panic::install();
        let canvas: HtmlCanvasElement = by_id(canvas_id)
            .ok_or_else(|| JsValue::from_str(&format!("no canvas with id {canvas_id:?}")))?;
        let rt = Runtime::new(canvas).map_err(|e| JsValue::from_str(&e))?;
        wire(&rt);
        let query = dom::window().location().search().unwrap_or_default();
        rt.borrow_mut().open_page(&query);
        sync_controls(&rt.borrow());
        request(&rt);
        Ok(MinxApp { rt })
    }

    fn run<T>(&self, f: impl FnOnce(&mut Runtime) -> T) -> T {
        let out = f(&mut self.rt.borrow_mut());
        request(&self.rt);
        out
    }

    /// Applies an alg (`notation`: "thesis", the default, or "wca"), animated like clicks;
    /// returns its number of moves. On the Pyraminx and the 2×2×2 the moves are generator
    /// names (`s1 s5'`, `R G^2`) and the notation is ignored.
    pub fn apply(&self, alg: &str, notation_name: Option<String>) -> Result<u32, JsValue> {
        let n = notation(notation_name)?;
        self.run(|rt| rt.lab.sim_mut().apply_text(alg, n))
            .map(|k| k as u32)
            .map_err(|e| JsValue::from_str(&e))
    }

    /// Back to solved.
    pub fn reset(&self) {
        self.run(|rt| rt.lab.sim_mut().reset());
    }

    /// The logical state of the puzzle on screen: an object mapping each sticker's name to
    /// its colour's, as `minx facelets --json` prints it.
    pub fn facelets(&self) -> JsValue {
        let r = self.rt.borrow();
        to_js(&Facelets::of(r.lab.puzzle().def(), &r.lab.position()))
    }

    /// The state last drawn at rest, as [`facelets`](Self::facelets) (`null` before the first frame, while a
    /// turn is on screen, or while paint mode shows painted colours on the Megaminx). The
    /// other puzzles' nets are redrawn with every command, so theirs is `facelets()`.
    #[wasm_bindgen(js_name = renderedFacelets)]
    pub fn rendered_facelets(&self) -> JsValue {
        let r = self.rt.borrow();
        if r.lab.keeps_net() {
            drop(r);
            return self.facelets();
        }
        r.drawn_state()
            .map_or(JsValue::NULL, |s| to_js(&megaminx_facelets(&s)))
    }

    /// The panel's cycles: piece cycles, a newline, sticker cycles.
    pub fn cycles(&self) -> String {
        let p = self.rt.borrow().lab.sim().panel();
        format!("{}\n{}", p.piece_cycles, p.sticker_cycles)
    }

    /// Whether turns are still being animated.
    pub fn busy(&self) -> bool {
        self.rt.borrow().lab.busy()
    }

    /// The puzzle on screen: `megaminx`, `pyraminx` or `cube2`.
    pub fn puzzle(&self) -> String {
        self.rt.borrow().lab.puzzle().name().to_string()
    }

    /// Shows another puzzle (as the selector does).
    #[wasm_bindgen(js_name = selectPuzzle)]
    pub fn select_puzzle(&self, name: &str) -> Result<(), JsValue> {
        let kind: PuzzleKind = name
            .parse()
            .map_err(|e: crate::puzzle::CatalogError| JsValue::from_str(&e.to_string()))?;
        let forget = self.run(|rt| {
            rt.lab.select(kind);
            rt.lab.take_requests()
        });
        let _ = post(&self.rt, &forget);
        super::runtime::request_redraw(&self.rt);
        Ok(())
    }

    /// A promise of the exact order of the subgroup of `puzzle` generated by `gens` (names
    /// separated by spaces, `""` for all), as a decimal string; computed in the Web Worker.
    #[wasm_bindgen(js_name = groupOrder)]
    pub fn group_order(&self, puzzle: &str, gens: &str) -> js_sys::Promise {
        order_promise(&self.rt, puzzle, gens)
    }

    /// The position some colours show: `{cycles, pieces}` or `{error, stickers}` (see
    /// [`read_colours`]).
    #[wasm_bindgen(js_name = fromColours)]
    pub fn from_colours(&self, puzzle: &str, colours: &str) -> JsValue {
        to_js(&read_colours(puzzle, colours))
    }

    /// The share link of the current position.
    #[wasm_bindgen(js_name = shareLink)]
    pub fn share_link(&self) -> String {
        self.rt.borrow().lab.share_link()
    }

    /// Plans a solution with `method` (one of [`methods`](Self::methods)' names; the one
    /// chosen on the page when absent), opens it in the panel, and returns it (a
    /// [`PlanView`](crate::app::PlanView) object). A method given here becomes the page's choice. A method that plans in
    /// the Web Worker (`short`) returns a promise of that JSON instead, settled when the plan
    /// is open (rejected with the reason if it fails, is cancelled or is replaced).
    pub fn solve(&self, method: Option<String>) -> Result<JsValue, JsValue> {
        let method = match method.as_deref() {
            None | Some("") => None,
            Some(name) => Some(offered(name).ok_or_else(|| {
                JsValue::from_str(&format!(
                    "unknown solving method {} (offered: {})",
                    crate::quote::quote(name),
                    OFFERED
                        .iter()
                        .map(|o| o.method.name())
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            })?),
        };
        self.run(|rt| {
            let app = &mut rt.lab.megaminx;
            if let Some(m) = method {
                app.set_method(m);
            }
            app.solve().map_err(|e| JsValue::from_str(&e.to_string()))?;
            Ok(app
                .solution()
                .map(|s| plan_view(s, app.method(), app.notation())))
        })
        .map(|opened| match opened {
            Some(plan) => to_js(&plan),
            None => solve_promise(&self.rt).into(),
        })
    }

    /// Stops waiting for a solve planned in the Web Worker (as the panel's Cancel does).
    #[wasm_bindgen(js_name = cancelSolve)]
    pub fn cancel_solve(&self) {
        self.run(|rt| rt.lab.megaminx.cancel_solve());
    }

    /// A promise of the Web Worker's WebAssembly memory in bytes, as a decimal string.
    #[wasm_bindgen(js_name = workerHeap)]
    pub fn worker_heap(&self) -> js_sys::Promise {
        heap_promise(&self.rt)
    }

    /// The solving methods the page offers: `[{name, label}]`, the default first.
    pub fn methods(&self) -> JsValue {
        to_js(&offered_methods())
    }

    /// Plays the open solution to its end (animated).
    pub fn play(&self) {
        self.run(|rt| rt.lab.megaminx.set_playing(true));
    }

    /// Moves the open solution to the start of step `n` (0-based).
    #[wasm_bindgen(js_name = goToStep)]
    pub fn go_to_step(&self, n: u32) {
        self.run(|rt| {
            rt.lab
                .megaminx
                .step_with(|s: &mut Stepper| s.goto_step(n as usize))
        });
    }

    /// Scrambles: `kind` "wca" (where the puzzle has one) or "random-state", with an
    /// optional seed.
    pub fn scramble(&self, kind: &str, seed: Option<f64>) -> Result<(), JsValue> {
        let seed = seed.unwrap_or_else(|| js_sys::Math::random() * 9e15) as u64;
        let kind: ScrambleKind = kind.parse().map_err(|e: String| JsValue::from_str(&e))?;
        self.run(|rt| rt.lab.scramble(kind, seed))
            .map_err(|e| JsValue::from_str(&e))
    }

    /// Opens a share link's query string in place; a bad one leaves a solved puzzle and a
    /// notice, and returns the reason.
    #[wasm_bindgen(js_name = openLink)]
    pub fn open_link(&self, query: &str) -> Result<(), JsValue> {
        let (result, forget) = self.run(|rt| (rt.lab.open_query(query), rt.lab.take_requests()));
        let _ = post(&self.rt, &forget);
        super::runtime::request_redraw(&self.rt);
        result.map_err(|e| JsValue::from_str(&e.to_string()))
    }

    /// The panel's current message, if any.
    pub fn notice(&self) -> Option<String> {
        self.rt.borrow().lab.sim().panel().notice.map(|n| n.text)
    }

    /// Where the centre of a face of the puzzle on screen is on the canvas, `[x, y]` in CSS
    /// pixels, if it is in sight; the face named by its colour as in [`look_at`](Self::look_at).
    #[wasm_bindgen(js_name = faceCentre)]
    pub fn face_centre(&self, name: &str) -> Result<Option<Vec<f32>>, JsValue> {
        let r = self.rt.borrow();
        let mut view = r.view;
        view.show(r.lab.puzzle());
        let at = view.face_centre_named(r.lab.puzzle(), name);
        Ok(at
            .map_err(|e| JsValue::from_str(&e))?
            .map(|(x, y)| vec![x, y]))
    }

    /// Where a sticker's centre is on the canvas, `[x, y]` in CSS pixels, if it is in sight
    /// on the 3D view of the puzzle on screen; `name` as in the facelets (`A:ABF` on the
    /// Megaminx, `1`–`36` on the Pyraminx, `1`–`24` on the 2×2×2).
    #[wasm_bindgen(js_name = stickerCentre)]
    pub fn sticker_centre(&self, name: &str) -> Option<Vec<f32>> {
        let r = self.rt.borrow();
        let s = r
            .lab
            .puzzle()
            .def()
            .stickers()
            .iter()
            .position(|x| x.name == name)?;
        // The view turns to a newly chosen puzzle's home at its next frame; answer for that.
        let mut view = r.view;
        view.show(r.lab.puzzle());
        let (x, y) = view.region_centre(r.lab.puzzle(), s)?;
        Some(vec![x, y])
    }

    /// Turns the puzzle on screen so that a face looks straight at the viewer: the face
    /// whose solved colour has this name (the Megaminx's face letters `A`–`L`, the
    /// Pyraminx's `F L R D`, the 2×2×2's `R G B b g r`).
    #[wasm_bindgen(js_name = lookAt)]
    pub fn look_at(&self, name: &str) -> Result<(), JsValue> {
        self.run(|rt| rt.view.look_at_named(rt.lab.puzzle(), name))
            .map_err(|e| JsValue::from_str(&e))
    }

    /// Turn speed multiplier (1 = normal).
    #[wasm_bindgen(js_name = setSpeed)]
    pub fn set_speed(&self, speed: f64) {
        self.run(|rt| rt.lab.set_speed(speed));
    }

    /// A test hook: panics on the main thread while holding the runtime, as a bug in a
    /// command would. The banner shows this panic (not the ones that would follow), the
    /// page stops, and the banner offers the last good position.
    #[wasm_bindgen(js_name = debugPanic)]
    pub fn debug_panic(&self) {
        let _held = self.rt.borrow_mut();
        panic!("debugPanic: a panic on purpose (a test hook)");
    }

    /// A test hook: makes the subgroup worker die — `"panic"`: it panics; `"init"`: the next
    /// requests meet a worker whose WebAssembly fails to start. What waits on it is
    /// rejected, and the request after that starts a new worker.
    #[wasm_bindgen(js_name = debugCrashWorker)]
    pub fn debug_crash_worker(&self, kind: &str) -> Result<(), JsValue> {
        debug_crash(&self.rt, kind).map_err(|e| JsValue::from_str(&e))
    }

    /// Frames drawn so far, milliseconds from navigation to the first frame, and script
    /// milliseconds spent in frame callbacks: `{frames, firstFrameMs, frameScriptMs}`.
    pub fn stats(&self) -> JsValue {
        let r = self.rt.borrow();
        to_js(&FrameStats {
            frames: r.frames(),
            first_frame_ms: r.first_frame_ms(),
            frame_script_ms: r.frame_cpu_ms(),
        })
    }
}
