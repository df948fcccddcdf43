//! [`MinxApp`]: the `#[wasm_bindgen]` handle behind the page API `window.minx`.
//!
//! `www/main.js` creates it and exposes its methods; tests use the same methods. Most of the
//! API is one [`call`](MinxApp::call) the lab answers ([`ApiCall`]); the methods here need the
//! browser's own things (the 3D view, the worker, the frame counters). Results
//! that are records (facelets, plans, readings, lists) cross as plain JavaScript objects built
//! by serde-wasm-bindgen from the app's typed values ([`to_js`]); errors cross as plain
//! strings.

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use super::dom::{self, by_id, to_js};
use super::input::wire;
use super::runtime::{request, Runtime, Shared};
use super::worker::{debug_crash, promise};
use crate::app::{ApiAnswer, ApiCall};
use crate::puzzle::Facelets;

/// The running simulator on one canvas.
#[wasm_bindgen]
pub struct MinxApp {
    rt: Shared,
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
        request(&rt);
        Ok(MinxApp { rt })
    }

    fn run<T>(&self, f: impl FnOnce(&mut Runtime) -> T) -> T {
        let out = f(&mut self.rt.borrow_mut());
        request(&self.rt);
        out
    }

    /// Answers a call of the page API that the lab answers ([`ApiCall`]: `{fn, args}`, as
    /// `www/main.js` passes it): its value, a promise of the plan for a solve planned in the
    /// Web Worker, or the reason as a string (thrown).
    pub fn call(&self, call: JsValue) -> Result<JsValue, JsValue> {
        let call = serde_wasm_bindgen::from_value::<ApiCall>(call)
            .map_err(|e| JsValue::from_str(&format!("not a call of the page API: {e}")))?;
        let seed = (js_sys::Math::random() * 9e15) as u64;
        let promised = call.promised();
        let answer = self.rt.borrow_mut().lab.api(call.seeded(seed));
        // A promise waits in the worker's watch before the request leaves (see `request`).
        let value = answer.map(|a| match a {
            ApiAnswer::Nothing => JsValue::UNDEFINED,
            ApiAnswer::Await(waiter) => promise(&self.rt, waiter).into(),
            value => to_js(&value),
        });
        request(&self.rt);
        super::runtime::request_redraw(&self.rt);
        match value {
            Err(e) if promised => Ok(js_sys::Promise::reject(&JsValue::from_str(&e)).into()),
            value => value.map_err(|e| JsValue::from_str(&e)),
        }
    }

    /// The position last drawn at rest, as [`ApiCall::Facelets`] gives it (`null` before the
    /// first frame of the puzzle on screen, while a turn is on screen, or while paint mode
    /// shows painted colours).
    #[wasm_bindgen(js_name = renderedFacelets)]
    pub fn rendered_facelets(&self) -> JsValue {
        let r = self.rt.borrow();
        match r.scene().drawn_position() {
            Some((puzzle, p)) if *puzzle == r.lab.puzzle() => to_js(&Facelets::of(puzzle.def(), p)),
            _ => JsValue::NULL,
        }
    }

    /// The share link of the current position.
    #[wasm_bindgen(js_name = shareLink)]
    pub fn share_link(&self) -> String {
        self.rt.borrow().lab.share_link()
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
        to_js(&self.rt.borrow().clock.stats())
    }
}
