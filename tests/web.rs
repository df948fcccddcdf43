//! In-browser tests of the wasm API (wasm-bindgen-test in headless Chromium with WebGL2 via
//! SwiftShader; `cargo xtask test` runs them, `webdriver.json` passes the browser flags).
//! Natively this file compiles to nothing.
#![cfg(target_arch = "wasm32")]

use minx::app::{cycles_text, Session, SESSION_KEY};
use minx::puzzle::{Amount, Face, Facelets, Move, PuzzleKind, State};
use minx::rng::Rng;
use minx::share::Link;
use minx::web::MinxApp;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The test page's storage (the apps of every test share it, and its saved session).
fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

/// A fresh canvas in the test page, and the app started on it (solved: the session an
/// earlier test saved is cleared first).
fn start(id: &str) -> MinxApp {
    storage().remove_item(SESSION_KEY).unwrap();
    let doc = web_sys::window().unwrap().document().unwrap();
    let canvas = doc.create_element("canvas").unwrap();
    canvas.set_id(id);
    let _ = canvas.set_attribute("style", "width: 320px; height: 240px; display: block");
    doc.body().unwrap().append_child(&canvas).unwrap();
    MinxApp::start(id).unwrap_or_else(|e| panic!("start failed: {e:?}"))
}

/// A page API answer (a plain object built by serde-wasm-bindgen) as JSON, to compare.
fn json(v: wasm_bindgen::JsValue) -> serde_json::Value {
    serde_wasm_bindgen::from_value(v).expect("a plain object")
}

/// The facelets of a Megaminx state, as the page API gives them.
fn facelets_of(state: &State) -> serde_json::Value {
    serde_json::to_value(Facelets::of(PuzzleKind::Megaminx.def(), &state.to_perm())).unwrap()
}

/// The page API's functions as `www/main.js` builds them: those the lab answers are one
/// `call({name: args})` each (`null` args for none).
trait Api {
    fn api(&self, f: &str, args: serde_json::Value) -> Result<JsValue, JsValue>;

    fn apply(&self, alg: &str, notation: Option<&str>) -> Result<u32, JsValue> {
        let n = self.api(
            "apply",
            serde_json::json!({"alg": alg, "notation": notation}),
        )?;
        Ok(n.as_f64().expect("a count") as u32)
    }

    fn facelets(&self) -> JsValue {
        self.api("facelets", serde_json::Value::Null).unwrap()
    }

    fn rendered_facelets(&self) -> JsValue {
        self.api("renderedFacelets", serde_json::Value::Null)
            .unwrap()
    }

    fn stats(&self) -> JsValue {
        self.api("stats", serde_json::Value::Null).unwrap()
    }

    fn cycles(&self) -> String {
        let text = self.api("cycles", serde_json::Value::Null).unwrap();
        text.as_string().expect("a text")
    }

    fn busy(&self) -> bool {
        let busy = self.api("busy", serde_json::Value::Null).unwrap();
        busy.as_bool().expect("a flag")
    }

    fn reset(&self) {
        let nothing = self.api("reset", serde_json::Value::Null).unwrap();
        assert!(nothing.is_undefined());
    }

    fn puzzle(&self) -> String {
        let name = self.api("puzzle", serde_json::Value::Null).unwrap();
        name.as_string().expect("a name")
    }

    fn select_puzzle(&self, name: &str) -> Result<JsValue, JsValue> {
        self.api("selectPuzzle", serde_json::json!({ "name": name }))
    }

    fn set_speed(&self, speed: f64) {
        self.api("setSpeed", serde_json::json!({ "speed": speed }))
            .unwrap();
    }

    fn scramble(&self, kind: &str, seed: Option<f64>) -> Result<JsValue, JsValue> {
        self.api("scramble", serde_json::json!({"kind": kind, "seed": seed}))
    }

    fn open_link(&self, query: &str) -> Result<JsValue, JsValue> {
        self.api("openLink", serde_json::json!({ "query": query }))
    }

    fn notice(&self) -> Option<String> {
        let text = self.api("notice", serde_json::Value::Null).unwrap();
        text.as_string()
    }

    fn share_link(&self) -> String {
        let link = self.api("shareLink", serde_json::Value::Null).unwrap();
        link.as_string().expect("a link")
    }

    fn colours_read(&self, puzzle: &str, colours: &str) -> JsValue {
        let args = serde_json::json!({"puzzle": puzzle, "colours": colours});
        self.api("fromColours", args).unwrap()
    }
}

impl Api for MinxApp {
    fn api(&self, f: &str, args: serde_json::Value) -> Result<JsValue, JsValue> {
        let call = serde_json::json!({ f: args });
        let js =
            serde::Serialize::serialize(&call, &serde_wasm_bindgen::Serializer::json_compatible())
                .unwrap();
        self.call(js)
    }
}

async fn next_frame() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let cb = wasm_bindgen::closure::Closure::once_into_js(move |_: f64| {
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
        });
        let _ = web_sys::window()
            .unwrap()
            .request_animation_frame(cb.unchecked_ref());
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

fn moves(letters: &str) -> Vec<Move> {
    letters
        .chars()
        .map(|c| Move::new(Face::from_letter(c).unwrap(), Amount::CW))
        .collect()
}

#[wasm_bindgen_test]
fn apply_changes_facelets_and_cycles() {
    let app = start("apply");
    assert_eq!(app.apply("A B", None).unwrap(), 2);
    let want = State::of_moves(&moves("AB"));
    assert_eq!(json(app.facelets()), facelets_of(&want));
    assert_eq!(
        app.cycles(),
        cycles_text(PuzzleKind::Megaminx, &want.to_perm())
    );
    assert!(app.busy(), "turns are animated, not jumped");
    assert!(app.apply("A Q", None).is_err());
    assert!(app.apply("A", Some("klingon")).is_err());
    app.reset();
    assert_eq!(app.cycles(), "()\n()");
}

/// Every command saves the session (a record [`Session`] reads back); Reset clears it; the
/// next app started on the page opens it.
#[wasm_bindgen_test]
fn the_session_is_saved_and_reset_clears_it() {
    let app = start("session");
    assert_eq!(storage().get_item(SESSION_KEY).unwrap(), None);
    app.apply("A B", None).unwrap();
    let text = storage()
        .get_item(SESSION_KEY)
        .unwrap()
        .expect("a saved session");
    let session: Session = text.parse().unwrap();
    assert_eq!(session.query(), "puzzle=megaminx&alg=A+B&notation=thesis");
    let canvas = web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .create_element("canvas")
        .unwrap();
    canvas.set_id("session-again");
    web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .body()
        .unwrap()
        .append_child(&canvas)
        .unwrap();
    let again = MinxApp::start("session-again").unwrap();
    assert_eq!(
        json(again.facelets()),
        json(app.facelets()),
        "the next visit opens it"
    );
    app.reset();
    assert_eq!(storage().get_item(SESSION_KEY).unwrap(), None);
}

#[wasm_bindgen_test]
async fn frames_are_drawn_and_match_the_state() {
    let app = start("frames");
    next_frame().await;
    next_frame().await;
    let stats = json(app.stats());
    assert!(stats["frames"].as_u64().unwrap() >= 1);
    assert!(stats["firstFrameMs"].as_f64().is_some());
    app.set_speed(20.0);
    app.apply("C", None).unwrap();
    for _ in 0..200 {
        if !app.busy() {
            break;
        }
        next_frame().await;
    }
    next_frame().await;
    assert_eq!(json(app.rendered_facelets()), json(app.facelets()));
}

#[wasm_bindgen_test]
fn share_links_round_trip_and_bad_ones_leave_solved() {
    let a = start("share-a");
    a.scramble("random-state", Some(42.0)).unwrap();
    a.apply("D", None).unwrap();
    let url = a.share_link();
    let query = url.split_once('?').unwrap().1;
    let b = start("share-b");
    b.open_link(query).unwrap();
    assert_eq!(json(b.facelets()), json(a.facelets()));
    assert!(b.open_link("alg=%3Cscript%3E").is_err());
    assert_eq!(b.cycles(), "()\n()");
    assert!(b.notice().unwrap().contains("could not be opened"));
}

/// The Pyraminx and the 2×2×2 run through the same page API as the Megaminx; what they show
/// at rest is their position, and nothing is "at rest" while a turn is on screen.
#[wasm_bindgen_test]
async fn other_puzzles_through_the_page_api() {
    let app = start("lab");
    app.select_puzzle("cube2").unwrap();
    assert_eq!(app.puzzle(), "cube2");
    assert_eq!(app.apply("R G'", None).unwrap(), 2);
    let f = json(app.facelets());
    assert_eq!(f.as_object().unwrap().len(), 24);
    next_frame().await;
    assert!(app.busy() && app.rendered_facelets().is_null(), "mid-turn");
    app.set_speed(20.0);
    for _ in 0..400 {
        if !app.busy() {
            break;
        }
        next_frame().await;
    }
    next_frame().await;
    assert_eq!(json(app.rendered_facelets()), f);
    assert!(app.apply("Q", None).is_err());
    let url = app.share_link();
    assert!(url.ends_with("?puzzle=cube2&alg=R+G'"), "{url}");
    assert!(app.select_puzzle("tetraminx").is_err());
    app.select_puzzle("pyraminx").unwrap();
    app.apply("s1", None).unwrap();
    assert_eq!(app.cycles(), "(u)+\n(1 26 36)");
    app.select_puzzle("megaminx").unwrap();
    assert_eq!(app.cycles(), "()\n()");
}

/// fromColours reads a colour list or facelet JSON, or says why not.
#[wasm_bindgen_test]
fn from_colours_reads_both_forms() {
    let app = start("colours");
    let v = json(app.colours_read("cube2", "RRRRGGbGBBrBbgrbgggbrGBr"));
    assert_eq!(v["cycles"], "(7 22 15)(11 23 24)(14 20 19)");
    let text = facelets_of(&State::of_moves(&moves("AB"))).to_string();
    let v = json(app.colours_read("megaminx", &text));
    assert_eq!(v["pieces"], State::of_moves(&moves("AB")).to_string());
    let v = json(app.colours_read("<b>", "x"));
    assert!(v["error"].as_str().unwrap().contains("unknown puzzle"));
}

/// Link decoding never panics in wasm either (the fuzz target covers it natively).
#[wasm_bindgen_test]
fn link_decoding_survives_random_text() {
    let mut rng = Rng::new(9);
    let alphabet: Vec<char> = "AB*'2 ()[]:,=&?%+-_~<>\"\\é\u{0}puzlestagmnorwc"
        .chars()
        .collect();
    for _ in 0..2000 {
        let len = rng.below(60);
        let text: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        let _ = Link::from_query(&text);
    }
}

/// The panic banner shows its message as text (never HTML) in a visible alert, then its
/// links.
#[wasm_bindgen_test]
fn the_panic_banner_shows_text() {
    minx::web::panic::show("boom <b>not bold</b>", Vec::new());
    let doc = web_sys::window().unwrap().document().unwrap();
    let banner = doc.get_element_by_id("panic-banner").unwrap();
    assert_eq!(banner.text_content().unwrap(), "boom <b>not bold</b>");
    assert!(!banner.has_attribute("hidden"));
    assert_eq!(banner.get_attribute("role").as_deref(), Some("alert"));
    assert_eq!(banner.children().length(), 0);
    // After a panic: the same banner, in place, with its links.
    let links = minx::app::page::panic_links("/", Some("alg=A"));
    minx::web::panic::show("boom", links);
    let banners = doc.get_elements_by_class_name("panic-banner");
    assert_eq!(banners.length(), 1, "written in place");
    let reload = doc.get_element_by_id("panic-reload").unwrap();
    assert_eq!(reload.get_attribute("href").as_deref(), Some("/?alg=A"));
    assert_eq!(reload.class_name(), "panic-link");
    assert!(doc.get_element_by_id("panic-afresh").is_some());
    let words = doc
        .get_element_by_id("panic-banner")
        .unwrap()
        .text_content();
    assert_eq!(
        words.as_deref(),
        Some("boom Reload at this position Start afresh")
    );
}

/// A value as a plain JavaScript object (what a page or worker posts).
fn plain(v: serde_json::Value) -> wasm_bindgen::JsValue {
    use serde::Serialize;
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap()
}

/// The worker protocol through serde-wasm-bindgen for real: a request posted as a plain
/// object is read, the replies come back as arrays of plain objects (an order as a decimal
/// string) and read back as typed replies; a request that is not one is answered in words.
#[wasm_bindgen_test]
fn the_worker_protocol_crosses_as_plain_objects() {
    use minx::app::Reply;
    use serde_json::json;
    let mut worker = minx::web::GroupWorkerHandle::default();
    let start = json!({"start": {"id": 1,
        "group": {"puzzle": "pyraminx", "generators": [4, 5, 6, 7]}}});
    let first: Vec<Reply> = serde_wasm_bindgen::from_value(worker.handle(plain(start))).unwrap();
    assert!(
        matches!(first[..], [Reply::Progress { id: 1, .. }]),
        "{first:?}"
    );
    let mut replies = Vec::new();
    while worker.busy() {
        let batch = json(worker.run(50.0));
        replies.extend(batch.as_array().expect("an array, maybe empty").clone());
    }
    let done = replies.last().cloned().expect("a last reply");
    assert_eq!(done["done"]["report"]["order"], "933120");
    assert_eq!(done["done"]["report"]["puzzle"], "pyraminx");
    let typed: Vec<Reply> = serde_wasm_bindgen::from_value(plain(json!([done]))).unwrap();
    assert!(
        matches!(&typed[..], [Reply::Done { id: 1, report }] if report.order == 933_120u64.into())
    );
    let heap = json(worker.handle(plain(json!({"heap": {"id": 2}}))));
    assert_eq!(heap, json!([{"heap": {"id": 2, "bytes": 0}}]));
    let bad = json(worker.handle("<script>".into()));
    assert_eq!(bad[0]["failed"]["id"], 0);
    assert!(
        bad[0]["failed"]["message"]
            .as_str()
            .unwrap()
            .starts_with("the worker could not read a request"),
        "{bad}"
    );
}
