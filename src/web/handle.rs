//! [`MinxApp`]: the `#[wasm_bindgen]` handle behind the page API `window.minx`.
//!
//! `www/main.js` creates it and exposes its methods; tests use the same methods. Errors
//! cross into JavaScript as plain strings.

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use super::dom::{self, by_id};
use super::input::{share_url, sync_controls, wire};
use super::runtime::{request, Runtime, Shared};
use crate::app::alg::{input_notation, Notation};
use crate::app::{cycles_text, facelets_json, plan_json, ScrambleKind, Stepper};
use crate::puzzle::Face;

/// The running simulator on one canvas.
#[wasm_bindgen]
pub struct MinxApp {
    rt: Shared,
}

fn face(letter: &str) -> Result<Face, JsValue> {
    letter
        .parse::<Face>()
        .map_err(|e| JsValue::from_str(&e.to_string()))
}

fn notation(name: Option<String>) -> Result<Notation, JsValue> {
    match name.as_deref() {
        None | Some("") => Ok(Notation::Thesis),
        Some(n) => input_notation(n).ok_or_else(|| {
            JsValue::from_str(&format!(
                "unknown notation {n:?} (use thesis, wca or pochmann)"
            ))
        }),
    }
}

#[wasm_bindgen]
impl MinxApp {
    /// Starts the simulator on the canvas with this id, wires the page's panel (whatever of it
    /// exists), opens the page's share link if any, and draws the first frame.
    pub fn start(canvas_id: &str) -> Result<MinxApp, JsValue> {
        super::panic::install();
        let canvas: HtmlCanvasElement = by_id(canvas_id)
            .ok_or_else(|| JsValue::from_str(&format!("no canvas with id {canvas_id:?}")))?;
        let rt = Runtime::new(canvas).map_err(|e| JsValue::from_str(&e))?;
        wire(&rt);
        let query = dom::window().location().search().unwrap_or_default();
        if !query.is_empty() {
            // A bad link leaves a solved puzzle and a notice in the panel.
            let _ = rt.borrow_mut().app.open_link(&query);
        }
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
    /// returns its number of moves.
    pub fn apply(&self, alg: &str, notation_name: Option<String>) -> Result<u32, JsValue> {
        let n = notation(notation_name)?;
        self.run(|rt| rt.app.apply_text(alg, n))
            .map(|k| k as u32)
            .map_err(|e| JsValue::from_str(&e.to_string()))
    }

    /// Back to solved.
    pub fn reset(&self) {
        self.run(|rt| rt.app.reset());
    }

    /// The logical state as facelet JSON (`minx facelets --json`).
    pub fn facelets(&self) -> String {
        facelets_json(&self.rt.borrow().app.state())
    }

    /// The state last drawn at rest, as facelet JSON (`null` before the first frame or while
    /// a turn is on screen).
    #[wasm_bindgen(js_name = renderedFacelets)]
    pub fn rendered_facelets(&self) -> Option<String> {
        self.rt.borrow().drawn_state().map(|s| facelets_json(&s))
    }

    /// The panel's cycles: piece cycles, a newline, sticker cycles.
    pub fn cycles(&self) -> String {
        cycles_text(&self.rt.borrow().app.state())
    }

    /// Whether turns are still being animated.
    pub fn busy(&self) -> bool {
        self.rt.borrow().app.busy()
    }

    /// The share link of the current position.
    #[wasm_bindgen(js_name = shareLink)]
    pub fn share_link(&self) -> String {
        share_url(&self.rt.borrow())
    }

    /// Plans a solution, opens it in the panel, and returns it as JSON.
    pub fn solve(&self) -> Result<String, JsValue> {
        self.run(|rt| {
            rt.app
                .solve()
                .map_err(|e| JsValue::from_str(&e.to_string()))?;
            let s = rt.app.solution().expect("just solved");
            Ok(plan_json(s, rt.app.notation()))
        })
    }

    /// Plays the open solution to its end (animated).
    pub fn play(&self) {
        self.run(|rt| rt.app.set_playing(true));
    }

    /// Moves the open solution to the start of step `n` (0-based).
    #[wasm_bindgen(js_name = goToStep)]
    pub fn go_to_step(&self, n: u32) {
        self.run(|rt| rt.app.step_with(|s: &mut Stepper| s.goto_step(n as usize)));
    }

    /// Scrambles: `kind` "wca" or "random-state", with an optional seed.
    pub fn scramble(&self, kind: &str, seed: Option<f64>) -> Result<(), JsValue> {
        let kind = match kind {
            "wca" => ScrambleKind::Wca,
            "random-state" => ScrambleKind::RandomState,
            k => return Err(JsValue::from_str(&format!("unknown scramble {k:?}"))),
        };
        let seed = seed.unwrap_or_else(|| js_sys::Math::random() * 9e15) as u64;
        self.run(|rt| rt.app.scramble(kind, seed));
        Ok(())
    }

    /// Opens a share link's query string in place; a bad one leaves a solved puzzle and a
    /// notice, and returns the reason.
    #[wasm_bindgen(js_name = openLink)]
    pub fn open_link(&self, query: &str) -> Result<(), JsValue> {
        self.run(|rt| rt.app.open_link(query))
            .map_err(|e| JsValue::from_str(&e.to_string()))
    }

    /// The panel's current message, if any.
    pub fn notice(&self) -> Option<String> {
        self.rt.borrow().app.notice().map(|n| n.text.clone())
    }

    /// Where a face's centre is on the canvas, `[x, y]` in CSS pixels, if it is in sight.
    #[wasm_bindgen(js_name = faceCentre)]
    pub fn face_centre(&self, letter: &str) -> Result<Option<Vec<f32>>, JsValue> {
        let f = face(letter)?;
        Ok(self
            .rt
            .borrow()
            .view
            .face_centre(f)
            .map(|(x, y)| vec![x, y]))
    }

    /// Turns the puzzle so that a face looks straight at the viewer.
    #[wasm_bindgen(js_name = lookAt)]
    pub fn look_at(&self, letter: &str) -> Result<(), JsValue> {
        let f = face(letter)?;
        self.run(|rt| rt.view.look_at(f));
        Ok(())
    }

    /// Turn speed multiplier (1 = normal).
    #[wasm_bindgen(js_name = setSpeed)]
    pub fn set_speed(&self, speed: f64) {
        self.run(|rt| rt.app.timeline_mut().set_speed(speed));
    }

    /// Frames drawn so far, milliseconds from navigation to the first frame, and script
    /// milliseconds spent in frame callbacks, as JSON.
    pub fn stats(&self) -> String {
        let r = self.rt.borrow();
        serde_json::json!({
            "frames": r.frames(),
            "firstFrameMs": r.first_frame_ms(),
            "frameScriptMs": r.frame_cpu_ms(),
        })
        .to_string()
    }
}
