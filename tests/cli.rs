//! The `minx` command line, run as a user would: outputs, JSON shapes, and exit code 2 with
//! one clear line on bad input.

use std::process::{Command, Output};

fn minx(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minx"))
        .args(args)
        .output()
        .expect("the minx binary runs")
}

fn stdout(args: &[&str]) -> String {
    let out = minx(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Bad input: exit status 2, nothing on stdout, exactly one line on stderr containing `needle`.
fn fails(args: &[&str], needle: &str) {
    let out = minx(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert!(out.stdout.is_empty());
}

fn temp_file(name: &str, contents: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("minx-cli-{}-{name}", std::process::id()));
    std::fs::write(&path, contents).unwrap();
    path
}

#[test]
fn order_prints_the_published_orders() {
    let cases = [
        (
            "megaminx",
            "100669616553523347122516032313645505168688116411019768627200000000000",
        ),
        ("pyraminx", "75582720"),
        ("pyraminx-no-tips", "933120"),
        ("cube2", "88179840"),
        ("cube2-fixed", "3674160"),
    ];
    for (group, order) in cases {
        assert_eq!(stdout(&["order", group]).trim(), order, "{group}");
    }
    // Subgroups, numbers from sympy (see tests/groups/mod.rs).
    assert_eq!(
        stdout(&["order", "megaminx", "--gens", "A C"]).trim(),
        "7999675084800"
    );
    assert_eq!(stdout(&["order", "megaminx", "--gens", "A"]).trim(), "5");
    assert_eq!(
        stdout(&["order", "pyraminx", "--gens", "s1 s2"]).trim(),
        "9"
    );
}

#[test]
fn apply_shows_cycles_and_legality() {
    let out = stdout(&["apply", "(DC*D*C)^2"]);
    assert!(
        out.contains("pieces:     (ABC)-(ACD)+(ADE)-(CDL)+(AC CD AD)"),
        "{out}"
    );
    assert!(out.contains("wca:        (R F' R' F)2"), "{out}");
    assert!(out.contains(": legal"), "{out}");
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&["apply", "--notation", "wca", "--json", "R U"])).unwrap();
    assert_eq!(json["thesis"], "D L");
    assert_eq!(json["legal"], true);
    let p = stdout(&["apply", "--notation", "pochmann", "R++ R--"]);
    assert!(p.contains("pieces:     ()"), "{p}");
}

#[test]
fn facelets_json_has_every_sticker() {
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&["facelets", "A", "--json"])).unwrap();
    let map = json.as_object().unwrap();
    assert_eq!(map.len(), 120);
    assert_eq!(map["A:ABF"], "A");
    // After A, the B-coloured sticker of ABF has moved to C's side of ABC.
    assert_eq!(map["C:ABC"], "B");
}

#[test]
fn solve_prints_a_plan_that_solves() {
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&["solve", "--json", "A B C D E F G H I J K L"])).unwrap();
    let solution = json["solution"].as_str().unwrap();
    assert!(json["ftm"].as_u64().unwrap() > 0);
    assert!(!json["steps"].as_array().unwrap().is_empty());
    // Scramble then solution is solved, checked through `apply`.
    let both = format!("A B C D E F G H I J K L {solution}");
    assert!(stdout(&["apply", &both]).contains("pieces:     ()"));
    // Same through a facelet file.
    let file = temp_file(
        "scrambled.json",
        &stdout(&["facelets", "--json", "A B2 C*"]),
    );
    let plan = stdout(&["solve", "--facelets", file.to_str().unwrap()]);
    assert!(plan.contains("solution: "), "{plan}");
}

#[test]
fn scrambles_have_their_shapes() {
    let wca = stdout(&["scramble", "--kind", "wca", "--seed", "1"]);
    assert_eq!(wca.lines().count(), 7);
    assert!(wca
        .lines()
        .all(|l| l.split(' ').count() == 11 && l.ends_with('U') || l.ends_with("U'")));
    let json: serde_json::Value = serde_json::from_str(&stdout(&[
        "scramble",
        "--kind",
        "random-state",
        "--seed",
        "2",
        "--json",
    ]))
    .unwrap();
    assert_eq!(json["facelets"].as_object().unwrap().len(), 120);
    // The same seed gives the same scramble.
    assert_eq!(wca, stdout(&["scramble", "--kind", "wca", "--seed", "1"]));
}

#[test]
fn state_reads_colours_or_says_why_not() {
    let solved = stdout(&["facelets", "--json", ""]);
    let mut map: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&solved).unwrap();
    let file = temp_file("a.json", &stdout(&["facelets", "--json", "A"]));
    let out = stdout(&["state", "--facelets", file.to_str().unwrap()]);
    assert!(
        out.contains("pieces:   (ABF ABC ACD ADE AEF)(AF AB AC AD AE)"),
        "{out}"
    );
    // One flipped edge.
    let (a, b) = (map["A:AB"].clone(), map["B:AB"].clone());
    map.insert("A:AB".into(), b);
    map.insert("B:AB".into(), a);
    let file = temp_file("flip.json", &serde_json::to_string(&map).unwrap());
    fails(&["state", "--facelets", file.to_str().unwrap()], "flip");
    fails(&["solve", "--facelets", file.to_str().unwrap()], "flip");
    let file = temp_file("garbage.json", "{\"A:ABF\": 3");
    fails(&["state", "--facelets", file.to_str().unwrap()], "not JSON");
    // A colour list reads too: the blog's 2×2×2 example.
    let file = temp_file("blog.txt", "RRRRGGbGBBrBbgrbgggbrGBr\n");
    let out = stdout(&[
        "state",
        "--puzzle",
        "cube2",
        "--facelets",
        file.to_str().unwrap(),
    ]);
    assert!(
        out.contains("stickers: (7 22 15)(11 23 24)(14 20 19)"),
        "{out}"
    );
}

#[test]
fn bad_input_exits_2_with_one_line() {
    fails(&["apply", "A M"], "column 3");
    fails(&["apply", "(A B"], "column");
    fails(&["apply", "--notation", "klingon", "A"], "--notation");
    fails(&["order", "tetraminx"], "unknown group");
    fails(&["order", "megaminx", "--gens", "A Q"], "\"Q\"");
    fails(&["solve", "--method", "magic", "A"], "--method");
    fails(&["scramble", "--kind", "chaos"], "--kind");
    fails(&["state"], "--facelets");
    fails(
        &["state", "--facelets", "/nonexistent/x.json"],
        "cannot read",
    );
    fails(&["frobnicate"], "unknown command");
    fails(&["apply", "--frob", "A"], "unknown option");
    fails(&["apply", "((A)^99999)^99999"], "");
}

#[test]
fn short_method_prints_stages_that_solve() {
    let scramble = "A B2 C* D E2* F G H2 I J* K L2";
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&["solve", "--method", "short", "--json", scramble])).unwrap();
    assert_eq!(json["method"], "short");
    let solution = json["solution"].as_str().unwrap();
    let ftm = json["ftm"].as_u64().unwrap() as usize;
    assert_eq!(solution.split_whitespace().count(), ftm);
    assert!(json["fifth_turns"].as_u64().unwrap() as usize >= ftm);
    let steps = json["steps"].as_array().unwrap();
    assert!(!steps.is_empty());
    for st in steps {
        assert_eq!(st["phase"], "stage");
        assert!(st["explanation"].as_str().unwrap().starts_with("Stage "));
        assert!(st.get("core").is_none(), "{st}");
        let n = st["setup"].as_str().unwrap().split_whitespace().count();
        assert_eq!(st["ftm"].as_u64().unwrap() as usize, n);
    }
    let both = format!("{scramble} {solution}");
    assert!(stdout(&["apply", &both]).contains("pieces:     ()"));
    let text = stdout(&["solve", "--method", "short", scramble]);
    assert!(
        text.contains("Stage 1 of") && text.contains("short method"),
        "{text}"
    );
    // Illegal and malformed input: the same errors as the thesis method.
    let mut map: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&stdout(&["facelets", "--json", ""])).unwrap();
    let (a, b) = (map["A:AB"].clone(), map["B:AB"].clone());
    map.insert("A:AB".into(), b);
    map.insert("B:AB".into(), a);
    let file = temp_file("short-flip.json", &serde_json::to_string(&map).unwrap());
    fails(
        &[
            "solve",
            "--method",
            "short",
            "--facelets",
            file.to_str().unwrap(),
        ],
        "flip",
    );
    fails(&["solve", "--method", "short", "A M"], "column 3");
}
