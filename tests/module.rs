//! The JavaScript module's calls (npm `minx`), answered natively by the code its wasm runs
//! (`minx::app::answer_call`, and through the worker's protocol): a plan byte for byte what
//! `minx solve --json` prints, the other answers what the page API's functions of the same
//! names answer, bad calls refused with a message saying what.

use std::process::Command;

use minx::app::{answer_call, cycles_text, monotonic_ms, read_call, GroupWorker, Reply, Request};
use minx::puzzle::{Facelets, PuzzleKind};
use serde_json::{json, Value};

/// The module's answer to a call (its JSON text), or why not.
fn call(call: Value) -> Result<String, String> {
    let read = read_call(&call.to_string()).map_err(|e| e.0)?;
    answer_call(read, monotonic_ms, monotonic_ms()).map_err(|e| e.0)
}

/// A budgeted short solve counts its budget from the call's arrival: one received 10 s
/// before it is answered (as when it waited for the tables' file) still answers, at once, a
/// plan that solves (the hurried first plan, no search after it).
#[test]
fn a_budget_counts_from_the_call() {
    let position = "A B C D E F G H I J K L A* C*";
    let solve = json!({"solve": {"position": position, "method": "short", "budget": 1}});
    let read = read_call(&solve.to_string()).unwrap();
    let long_ago = monotonic_ms() - 10_000.0;
    let plan: Value =
        serde_json::from_str(&answer_call(read, monotonic_ms, long_ago).unwrap()).expect("JSON");
    let both = format!("{position} {}", plan["solution"].as_str().unwrap());
    assert!(cli(&["apply", &both]).contains("pieces:     ()"), "{plan}");
}

/// What `minx` prints on stdout for these arguments (it must succeed).
fn cli(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_minx"))
        .args(args)
        .env("MINX_CACHE_DIR", env!("CARGO_TARGET_TMPDIR"))
        .output()
        .expect("the minx binary runs");
    assert!(out.status.success(), "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// A solve answers the very bytes `minx solve --json` prints (less its newline), for every
/// puzzle, from moves in either notation and from facelets.
#[test]
fn solve_answers_as_the_cli_prints() {
    let cases: [(&[&str], Value); 6] = [
        (&["A B C D"], json!({"position": "A B C D"})),
        (
            &["--method", "commutators", "--notation", "wca", "R U F"],
            json!({"position": "R U F", "method": "commutators", "notation": "wca"}),
        ),
        (
            &["--puzzle", "pyraminx", "s5 s6' s1"],
            json!({"position": "s5 s6' s1", "puzzle": "pyraminx"}),
        ),
        (
            &["--puzzle", "cube2", "--method", "three-cycles", "R G R' G'"],
            json!({"position": "R G R' G'", "puzzle": "cube2", "method": "three-cycles"}),
        ),
        (
            &["--puzzle", "kilominx", "--notation", "wca", "R U"],
            json!({"position": "R U", "puzzle": "kilominx", "notation": "wca"}),
        ),
        (&["L K J"], json!({"position": facelets_after("L K J")})),
    ];
    for (args, position) in cases {
        let printed = cli(&[&["solve", "--json"], args].concat());
        let answered = call(json!({ "solve": position })).unwrap();
        assert_eq!(answered, printed.trim_end(), "{args:?}");
    }
}

/// The facelets `minx facelets --json` writes after `alg`.
fn facelets_after(alg: &str) -> Value {
    serde_json::from_str(&cli(&["facelets", "--json", alg])).unwrap()
}

/// Cycles, order, explain and scramble answer what the page API answers.
#[test]
fn the_other_calls_answer_as_the_page_api() {
    let m = PuzzleKind::Megaminx;
    let moved = m.def().evaluate(&m.info().read_word("A B'", None).unwrap());
    let cycles = call(json!({"cycles": {"position": "A B'"}})).unwrap();
    assert_eq!(cycles, Value::from(cycles_text(m, &moved)).to_string());
    let order = call(json!({"order": {"puzzle": "megaminx"}})).unwrap();
    let published = "100669616553523347122516032313645505168688116411019768627200000000000";
    assert_eq!(order, format!("\"{published}\""));
    let cube = call(json!({"order": {"puzzle": "cube2", "gens": "R G"}})).unwrap();
    assert_eq!(cube, "\"29160\"");
    let explained: Value =
        serde_json::from_str(&call(json!({"explain": {"alg": "[A, B]"}})).unwrap()).unwrap();
    assert_eq!(explained["structure"], "commutator", "{explained}");
    assert_eq!(explained["order"], 6, "{explained}");
    for puzzle in ["megaminx", "pyraminx", "cube2", "kilominx"] {
        let args = json!({"kind": "random-state", "puzzle": puzzle, "seed": 7});
        let s = call(json!({ "scramble": args })).unwrap();
        let s: Value = serde_json::from_str(&s).unwrap();
        let kind: PuzzleKind = puzzle.parse().unwrap();
        let word = kind
            .info()
            .read_word(s["alg"].as_str().unwrap(), None)
            .unwrap();
        let reached = Facelets::of(kind.def(), &kind.def().evaluate(&word));
        assert_eq!(
            serde_json::to_value(&reached).unwrap(),
            s["facelets"],
            "{puzzle}"
        );
    }
}

/// Bad calls are refused with a message naming what is wrong; nothing panics.
#[test]
fn bad_calls_are_refused_clearly() {
    let refused = [
        (json!({"solve": {"position": "A Q"}}), "megaminx moves"),
        (
            json!({"solve": {"position": "A", "puzzle": "cube3"}}),
            "cube3",
        ),
        (
            json!({"solve": {"position": "A", "notation": "klingon"}}),
            "klingon",
        ),
        (
            json!({"solve": {"position": "A", "method": "magic"}}),
            "magic",
        ),
        (
            json!({"solve": {"position": "A", "budget": 3}}),
            "short method",
        ),
        (json!({"solve": {"position": "A", "colour": 3}}), "colour"),
        (
            json!({"solve": {"position": {"A:ABF": "Z"}}}),
            "megaminx facelets",
        ),
        (
            json!({"solve": {"position": "R", "puzzle": "cube2", "method": "thesis"}}),
            "does not solve the cube2",
        ),
        (json!({"order": {"puzzle": "pyraminx", "gens": "s9"}}), "s9"),
        (
            json!({"scramble": {"kind": "wca", "puzzle": "cube2"}}),
            "no WCA scramble",
        ),
        (json!({"scramble": {"kind": "sideways"}}), "sideways"),
        (json!({"rm": {}}), "not a call of minx"),
    ];
    for (c, needle) in refused {
        let why = call(c.clone()).unwrap_err();
        assert!(why.contains(needle), "{c}: {why}");
    }
    let huge = format!(
        "{{\"solve\": {{\"position\": \"{}\"}}}}",
        "A ".repeat(40_000)
    );
    assert!(read_call(&huge).unwrap_err().0.contains("KiB"));
}

/// Through the worker's protocol (what the module's wasm runs, in a browser's Worker and in
/// Node): a call is answered when the worker runs; a short solve first asks for the tables'
/// file when one is offered, and is answered once it is handed over (here: none, so the
/// tables are built).
#[test]
fn calls_cross_the_worker() {
    let mut w = GroupWorker::new();
    let json = json!({"solve": {"position": "A B", "method": "naive"}}).to_string();
    assert!(w.handle(Request::Call { id: 4, json }).is_empty());
    let replies = w.run(1_000, || true);
    let [Reply::Answered { id: 4, json }] = replies.as_slice() else {
        panic!("{replies:?}")
    };
    assert!(
        json.starts_with("{\"puzzle\":\"megaminx\",\"method\":\"naive\""),
        "{json}"
    );
    let bad = w.handle(Request::Call {
        id: 5,
        json: "{".into(),
    });
    assert!(
        matches!(&bad[..], [Reply::Failed { id: 5, message }] if message.contains("not a call"))
    );
    w.offer_tables();
    let short = json!({"solve": {"position": "A", "method": "short"}}).to_string();
    w.handle(Request::Call { id: 6, json: short });
    w.run(1_000, || true);
    if !minx::solver::short::tables_ready() {
        assert!(w.wants_tables() && !w.busy(), "it waits for the file");
        let missing = Err(minx::app::worker::Failure("offline".into()));
        assert!(w.load_tables(missing).is_empty());
    }
    let replies = w.run(1_000, || true);
    assert!(
        matches!(&replies[..], [Reply::Answered { id: 6, .. }]),
        "{replies:?}"
    );
}
