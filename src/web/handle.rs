//! [`MinxApp`]: the `#[wasm_bindgen]` handle behind the page API `window.minx`.
//!
//! `www/main.js` creates it and builds `window.minx` from it. The API is one typed
//! [`call`](MinxApp::call) ([`ApiCall`], answered by the lab, the 3D view, the page's scene
//! and frame clock or, through a promise, the worker or a picture of the view), test hooks included. Records cross as
//! plain JavaScript objects built by serde-wasm-bindgen from the app's typed values
//! ([`to_js`]); errors cross as plain strings.

use wasm_bindgen::prelude::*;
use web_sys::{HtmlCanvasElement, ShadowRoot};

use super::dom::{self, by_id, to_js, Root};
use super::input::carry_out;
use super::picture::picture;
use super::runtime::{request, Mode, Runtime, Shared};
use super::worker::{crash as crash_worker, promise};
use crate::app::{Action, Actor, ApiAnswer, ApiCall, CallKind, Question, ViewQuery};

/// The running simulator on one canvas.
#[wasm_bindgen]
pub struct MinxApp {
    rt: Shared,
}

#[wasm_bindgen]
impl MinxApp {
    /// Starts the simulator on the canvas with this id (see [`Runtime::start`]): the page's
    /// controls (whatever of them exist) wired, its share link or saved session opened.
    pub fn start(canvas_id: &str) -> Result<MinxApp, JsValue> {
        super::panic::install();
        let canvas: HtmlCanvasElement = by_id(canvas_id)
            .ok_or_else(|| JsValue::from_str(&format!("no canvas with id {canvas_id:?}")))?;
        let rt = Runtime::start(canvas, Root::Page, false).map_err(|e| JsValue::from_str(&e.0))?;
        Ok(MinxApp { rt })
    }

    /// Starts a `<minx-player>` in its shadow root (`www/minx-player.js`): the same runtime
    /// as the page's on the root's canvas `#view`, its elements looked up in the root, no
    /// URL read and no session kept; solved until [`set_attributes`](Self::set_attributes).
    pub fn player(root: ShadowRoot) -> Result<MinxApp, JsValue> {
        super::panic::install();
        super::panic::register(&root);
        let canvas: HtmlCanvasElement = Root::Shadow(root.clone())
            .by_id("view")
            .ok_or_else(|| JsValue::from_str("the player has no canvas #view"))?;
        let rt = Runtime::start(canvas, Root::Shadow(root), true)
            .map_err(|e| JsValue::from_str(&e.0))?;
        Ok(MinxApp { rt })
    }

    /// A player's attribute changes, `[[name, value or null], …]`, taken together (see
    /// [`Player::set`](crate::app::Player::set)); each attribute refused is said in the
    /// player and on the console, and the player goes on with the rest.
    #[wasm_bindgen(js_name = setAttributes)]
    pub fn set_attributes(&self, changes: JsValue) -> Result<(), JsValue> {
        let changes: Vec<(String, Option<String>)> = serde_wasm_bindgen::from_value(changes)
            .map_err(|e| JsValue::from_str(&format!("not attribute changes: {e}")))?;
        let (outcomes, messages) = {
            let r = &mut *self.rt.borrow_mut();
            let Mode::Player(player) = &mut r.mode else {
                return Err(JsValue::from_str("the page has no player attributes"));
            };
            let before = player.messages();
            let outcomes = player.set(&mut r.lab, &changes);
            let fresh: Vec<String> = player
                .messages()
                .into_iter()
                .filter(|m| !before.contains(m))
                .collect();
            (outcomes, fresh)
        };
        for message in messages {
            web_sys::console::warn_1(&format!("<minx-player> {message}").into());
        }
        for mut outcome in outcomes {
            carry_out(&self.rt, &mut outcome);
        }
        request(&self.rt);
        Ok(())
    }

    /// Answers a call of the page API ([`ApiCall`]: `{name: args}`, as `www/main.js` passes
    /// it): its value, a promise of what the worker will answer, or the reason as a string
    /// (thrown, or rejecting the promise of a function that always answers with one).
    pub fn call(&self, call: JsValue) -> Result<JsValue, JsValue> {
        let call = serde_wasm_bindgen::from_value::<ApiCall>(call)
            .map_err(|e| JsValue::from_str(&format!("not a call of the page API: {e}")))?;
        let call = call.seeded(dom::random_seed());
        // Read into the lab's verb and done like any control; its outcome is carried out
        // once a promise waits on what it asked of the worker (see `promise`).
        let (kind, busy, mut outcome) = match call.action() {
            Ok(action) => (
                action.kind(),
                action == Action::Ask(Question::Busy),
                self.rt.borrow_mut().lab.act(action, Actor::Script),
            ),
            Err(e) => return Err(JsValue::from_str(&e.to_string())),
        };
        // `busy()` counts the view still turning to face a step's pieces too.
        if busy && self.rt.borrow().view.aim.is_some() {
            outcome.answer = Ok(ApiAnswer::Flag(true));
        }
        let answer = std::mem::replace(&mut outcome.answer, Ok(ApiAnswer::Nothing));
        let answer = answer.map_err(|e| e.to_string());
        let value = answer.and_then(|a| match a {
            ApiAnswer::Nothing => Ok(JsValue::UNDEFINED),
            ApiAnswer::Await(waiter) => Ok(promise(&self.rt, waiter).into()),
            ApiAnswer::View(query) => {
                // `faceCentre`, `stickerCentre`: a point `[x, y]` or `null`; `lookAt`: nothing.
                let r = &mut *self.rt.borrow_mut();
                let at = r.view.answer(r.lab.puzzle(), &query)?;
                let look = matches!(query, ViewQuery::LookAt(_));
                Ok(if look { JsValue::UNDEFINED } else { to_js(&at) })
            }
            ApiAnswer::Rendered => {
                let r = self.rt.borrow();
                Ok(to_js(&r.scene.rest_facelets(r.lab.puzzle())))
            }
            ApiAnswer::FrameStats => Ok(to_js(&self.rt.borrow().clock.stats())),
            ApiAnswer::Picture(spec) => picture(&self.rt, spec)
                .map(|url| js_sys::Promise::resolve(&JsValue::from_str(&url)).into())
                .map_err(|e| e.to_string()),
            ApiAnswer::CrashWorker(crash) => crash_worker(&self.rt, crash)
                .map(|()| JsValue::UNDEFINED)
                .map_err(|e| e.0),
            value => Ok(to_js(&value)),
        });
        carry_out(&self.rt, &mut outcome);
        match value {
            Err(e) if kind == CallKind::Promised => {
                Ok(js_sys::Promise::reject(&JsValue::from_str(&e)).into())
            }
            value => value.map_err(|e| JsValue::from_str(&e)),
        }
    }
}
