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
        // A function that takes nothing is called with `{}`, as www/main.js calls it.
        let args = if args.is_null() {
            serde_json::json!({})
        } else {
            args
        };
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
/// string) and read back as typed replies (by serde and by the page's hand-written reader,
/// alike); a request that is not one is answered in words.
#[wasm_bindgen_test]
fn the_worker_protocol_crosses_as_plain_objects() {
    use minx::app::Reply;
    use serde_json::json;
    let mut worker = minx::web::GroupWorkerHandle::default();
    let start = json!({"start": {"id": 1,
        "group": {"puzzle": "pyraminx", "generators": [4, 5, 6, 7]}}});
    let said = worker.handle(plain(start));
    let first: Vec<Reply> = serde_wasm_bindgen::from_value(said.clone()).unwrap();
    assert_eq!(minx::web::read_replies(&said), Ok(first.clone()));
    assert!(
        matches!(first[..], [Reply::Progress { id: 1, .. }]),
        "{first:?}"
    );
    let mut replies = Vec::new();
    while worker.busy() {
        let said = worker.run(50.0);
        let typed: Vec<Reply> = serde_wasm_bindgen::from_value(said.clone()).unwrap();
        assert_eq!(minx::web::read_replies(&said), Ok(typed));
        let batch = json(said);
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

/// A value as the worker writes it (`web::dom::to_js`: serde-wasm-bindgen, JSON-compatible,
/// bytes as a `Uint8Array`).
fn as_the_worker_writes<T: serde::Serialize + ?Sized>(value: &T) -> JsValue {
    let writer = serde_wasm_bindgen::Serializer::json_compatible().serialize_bytes_as_arrays(false);
    value.serialize(&writer).unwrap()
}

/// What `postMessage` delivers of a value: the browser's structured clone of it.
fn structured_clone(value: &JsValue) -> JsValue {
    let window = web_sys::window().unwrap();
    let clone = js_sys::Reflect::get(&window, &"structuredClone".into()).unwrap();
    let clone: &js_sys::Function = clone.unchecked_ref();
    clone.call1(&window, value).unwrap()
}

/// Letters from `[generator, power]` pairs.
fn letters(pairs: &[(usize, i32)]) -> Vec<minx::group::Letter> {
    (pairs.iter())
        .map(|&(generator, power)| minx::group::Letter { generator, power })
        .collect()
}

/// Two plan steps with every field set: one a commutator with its pieces toned, one not.
fn full_steps() -> Vec<minx::app::Step> {
    use minx::app::{Step, Tone};
    let commutator = Step {
        phase: "3-cycle".into(),
        label: "ABC CDL CKL".into(),
        slots: vec![3, 17, 250],
        tones: vec![Tone::XOnly, Tone::YOnly, Tone::Both, Tone::Step],
        setup: letters(&[(2, 1), (11, -2)]),
        core: letters(&[(0, 1), (5, 2), (0, -1), (5, -2)]),
        bracket: Some([letters(&[(0, 1)]), letters(&[(5, 2), (7, -1)])]),
        undo: letters(&[(11, 2), (2, -1)]),
        explanation: "cycles three corners «ABC → CDL»".into(),
    };
    let plain = Step {
        phase: "stage 3".into(),
        label: "DE".into(),
        slots: vec![0],
        tones: Vec::new(),
        setup: Vec::new(),
        core: letters(&[(1, 3)]),
        bracket: None,
        undo: Vec::new(),
        explanation: String::new(),
    };
    vec![commutator, plain]
}

/// A subgroup report with every field set (a 68-digit whole order).
fn full_report() -> minx::app::SubgroupReport {
    let whole = "100669616553523347122516032313645505168688116411019768627200000000000";
    minx::app::SubgroupReport {
        puzzle: PuzzleKind::Pyraminx,
        generators: vec!["R".into(), "U'".into(), "[L, B]".into()],
        order: "933120".parse().unwrap(),
        factors: vec![(2, 8), (3, 6), (5, 1), (9_007_199_254_740_881, 1)],
        full_order: whole.parse().unwrap(),
        index: "81".parse().unwrap(),
        degree: 36,
        base: vec![1, 5, 36],
        orbits: vec![vec![1, 2, 3, 12], vec![5, 9], vec![36]],
    }
}

/// At least one reply of every kind (and both membership answers, each plan method offered,
/// a plan still searching and one not), every field set where it can be.
fn every_reply() -> Vec<minx::app::Reply> {
    use minx::app::{Membership, Reply, OFFERED};
    let member = Membership::Member {
        word: "A B' C^2".into(),
        length: 3,
    };
    let mut replies = vec![
        Reply::Progress {
            id: 1,
            fraction: 0.375,
            levels: 4,
            whole_group: true,
        },
        Reply::Done {
            id: 2,
            report: full_report(),
        },
        Reply::Failed {
            id: 3,
            message: "no generator \"Q\"".into(),
        },
        Reply::Cancelled { id: 4 },
        Reply::Member {
            id: 5,
            answer: member,
        },
        Reply::Member {
            id: 6,
            answer: Membership::NotMember,
        },
        Reply::Building {
            id: 7,
            fraction: 0.4,
            line: "Building tables 40 % …".into(),
        },
        Reply::Shorter {
            id: 9,
            steps: full_steps(),
        },
        Reply::Searched {
            id: 10,
            rounds: 4_000_000_000,
        },
        Reply::Heap {
            id: 11,
            bytes: 3_000_000_000,
        },
        Reply::Answered {
            id: 12,
            json: r#"{"plan":["U","R'"],"text":"é \" \\"}"#.into(),
        },
        Reply::Anatomy {
            id: 13,
            anatomy: minx::app::AnatomyView {
                order: "720720".parse().unwrap(),
                cycle_type: [
                    ("corners", "11+2 5 3+1"),
                    ("edges", "1"),
                    ("centres (B)", "1+1"),
                ]
                .map(|(k, t)| (k.to_string(), t.to_string()))
                .into(),
                same_order: "9007199254740993".parse().unwrap(),
                same_cycle_type: "81".parse().unwrap(),
                group_order: full_report().full_order,
            },
            orders: vec![
                (1, "1".parse().unwrap()),
                (u32::MAX as u64, "97".parse().unwrap()),
            ],
        },
        Reply::Encoding { id: 15, encoded: 3 },
        Reply::Ready {
            id: 16,
            ready: true,
        },
        Reply::Ready {
            id: 17,
            ready: false,
        },
        Reply::Filmed {
            id: 14,
            gif: minx::wire::Bytes(b"GIF89a\x00\xff".to_vec()),
        },
        Reply::Crashed {
            message: "the worker panicked: boom".into(),
        },
    ];
    for (n, offer) in OFFERED.iter().enumerate() {
        replies.push(Reply::Planned {
            id: u32::MAX - n as u32,
            method: offer.method,
            steps: full_steps(),
            searching: n % 2 == 0,
        });
    }
    replies
}

/// Which kind a reply is, by number (a new kind fails to compile here until it is tested).
fn kind(reply: &minx::app::Reply) -> usize {
    use minx::app::{Membership, Reply};
    match reply {
        Reply::Progress { .. } => 0,
        Reply::Done { .. } => 1,
        Reply::Failed { .. } => 2,
        Reply::Cancelled { .. } => 3,
        Reply::Member {
            answer: Membership::Member { .. },
            ..
        } => 4,
        Reply::Member {
            answer: Membership::NotMember,
            ..
        } => 5,
        Reply::Crashed { .. } => 6,
        Reply::Building { .. } => 7,
        Reply::Planned { .. } => 8,
        Reply::Shorter { .. } => 9,
        Reply::Searched { .. } => 10,
        Reply::Heap { .. } => 11,
        Reply::Answered { .. } => 12,
        Reply::Anatomy { .. } => 13,
        Reply::Filmed { .. } => 14,
        Reply::Encoding { .. } => 15,
        Reply::Ready { .. } => 16,
    }
}

/// The page reads the worker's replies by hand (`web::read_replies`, no serde): every kind,
/// fully populated, written as the worker writes it and structured-cloned as `postMessage`
/// does, reads back equal — and equal to what serde reads.
#[wasm_bindgen_test]
fn every_reply_reads_back_as_the_worker_wrote_it() {
    use minx::app::Reply;
    use minx::web::read_replies;
    let replies = every_reply();
    let mut kinds: Vec<usize> = replies.iter().map(kind).collect();
    kinds.sort_unstable();
    kinds.dedup();
    assert_eq!(kinds, (0..17).collect::<Vec<_>>(), "a kind is missing");
    let message = structured_clone(&as_the_worker_writes(&replies));
    assert_eq!(read_replies(&message), Ok(replies.clone()));
    let by_serde: Vec<Reply> = serde_wasm_bindgen::from_value(message).unwrap();
    assert_eq!(by_serde, replies);
    assert_eq!(
        read_replies(&as_the_worker_writes(&[0u8; 0])),
        Ok(Vec::new())
    );
}

/// Messages the worker does not write, read by hand and by serde: both read the same ones
/// (the same values: serde's defaults, a bracket's non-turning moves dropped) and refuse the
/// same ones; a refusal says where and what, and nothing panics.
#[wasm_bindgen_test]
fn odd_and_broken_replies_are_read_as_serde_reads_them() {
    use minx::app::Reply;
    use minx::web::read_replies;
    use serde_json::{json, Value};
    let step = |core: Value| {
        json!({"phase": "p", "label": "l", "slots": [1], "setup": [], "core": core,
            "undo": [], "explanation": "e"})
    };
    let planned = |s: Value| json!([{"planned": {"id": 1, "method": "thesis", "steps": [s]}}]);
    let mut report = serde_json::to_value(full_report()).unwrap();
    report["order"] = json!(933_120);
    let mut zero_bracket = step(json!([[0, 1]]));
    zero_bracket["bracket"] = json!([[[0, 1], [3, 0]], [[4, -1]]]);
    let mut glowing = step(json!([]));
    glowing["tones"] = json!(["step", "glow"]);
    let read: &[(Value, &str)] = &[
        // Read: what serde reads too.
        (planned(step(json!([[0, 1]]))), ""),
        (planned(zero_bracket), ""),
        (planned(step(json!([[0, 1, 2]]))), ""),
        (
            json!([{"member": {"id": 1, "answer": {"NotMember": null}}}]),
            "",
        ),
        (json!([{"cancelled": {"id": 1, "unknown": [true]}}]), ""),
        (
            json!([{"progress": {"id": 0, "fraction": -1.5, "levels": 0, "whole_group": false}}]),
            "",
        ),
        // Refused.
        (
            json!({"heap": {"id": 1, "bytes": 0}}),
            "the message: expected an array",
        ),
        (json!("<script>"), "the message: expected an array"),
        (json!([7]), "reply 0: expected an object"),
        (json!([{}]), "reply 0: expected an object with one key"),
        (
            json!([{"heap": {"id": 1, "bytes": 2}, "cancelled": {"id": 1}}]),
            "with one key",
        ),
        (
            json!([{"cancelled": {"id": 1}}, {"teleport": {"id": 1}}]),
            "reply 1: unknown kind `teleport`",
        ),
        (
            json!(["cancelled"]),
            "reply 0: `cancelled`: expected an object",
        ),
        (
            json!([{"heap": {"id": 1}}]),
            "reply 0: `heap.bytes`: missing",
        ),
        (
            json!([{"heap": {"id": "1", "bytes": 0}}]),
            "`heap.id`: expected a whole number",
        ),
        (
            json!([{"heap": {"id": 1.5, "bytes": 0}}]),
            "`heap.id`: expected a whole number",
        ),
        (
            json!([{"heap": {"id": -1, "bytes": 0}}]),
            "`heap.id`: -1 is out of range",
        ),
        (
            json!([{"searched": {"id": 1, "rounds": 4_294_967_296u64}}]),
            "out of range",
        ),
        (
            json!([{"crashed": {"message": null}}]),
            "`crashed.message`: expected a string",
        ),
        (
            json!([{"progress": {"id": 1, "fraction": 0.5, "levels": 1, "whole_group": 1}}]),
            "`progress.whole_group`: expected true or false",
        ),
        (
            json!([{"done": {"id": 1, "report": report}}]),
            "reply 0: `done.report.order`: expected a string",
        ),
        (
            json!([{"member": {"id": 1, "answer": "Member"}}]),
            "`member.answer.Member`: expected an object",
        ),
        (
            json!([{"member": {"id": 1, "answer": {"NotMember": 1}}}]),
            "`member.answer`: expected",
        ),
        (
            json!([{"member": {"id": 1, "answer": {"Member": {"word": "A"}}}}]),
            "`member.answer.Member.length`: missing",
        ),
        (
            json!([{"planned": {"id": 1, "method": "guess", "steps": []}}]),
            "`planned.method`: unknown solving method",
        ),
        (
            planned(step(json!([[0, 1], [2, 0]]))),
            "`planned.steps[0].core[1]`: a move that does not turn",
        ),
        (
            planned(step(json!([[0, 1], [2]]))),
            "`planned.steps[0].core[1]`: expected a pair",
        ),
        (planned(glowing), "`planned.steps[0].tones[1]`: "),
        (
            planned(step(json!({"0": [0, 1]}))),
            "`planned.steps[0].core`: expected an array",
        ),
    ];
    for (message, said) in read {
        let message = plain(message.clone());
        let ours = read_replies(&message);
        let serde = serde_wasm_bindgen::from_value::<Vec<Reply>>(message);
        match (&ours, &serde) {
            (Ok(a), Ok(b)) => assert!(said.is_empty() && a == b, "{a:?} for {said:?}"),
            (Err(why), Err(_)) => assert!(!said.is_empty() && why.contains(said), "{why}"),
            _ => panic!("hand {ours:?}, serde {serde:?} for {said:?}"),
        }
    }
    let why = read_replies(&JsValue::UNDEFINED).unwrap_err();
    assert_eq!(why, "the message: expected an array");
}
