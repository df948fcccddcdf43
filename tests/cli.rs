//! The `minx` command line, run as a user would: outputs, JSON shapes, and exit code 2 with
//! one clear line on bad input.

use std::process::{Command, Output};

fn minx(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minx"))
        .args(args)
        // The short solver's tables are built once for all these runs, not once each.
        .env("MINX_CACHE_DIR", env!("CARGO_TARGET_TMPDIR"))
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
        ("kilominx", "1413834128545313800765440000"),
        ("kilominx-fixed", "23563902142421896679424000"),
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

/// `--method commutators` prints the same JSON fields, its steps' cores written `[X, Y]`, and
/// a solution that solves.
#[test]
fn solve_with_commutators_has_the_same_fields() {
    let scramble = "A B C D E F G H I J K L";
    let thesis: serde_json::Value =
        serde_json::from_str(&stdout(&["solve", "--json", scramble])).unwrap();
    let json: serde_json::Value = serde_json::from_str(&stdout(&[
        "solve",
        "--json",
        "--method",
        "commutators",
        scramble,
    ]))
    .unwrap();
    let keys = |v: &serde_json::Value| {
        v.as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect::<Vec<String>>()
    };
    assert_eq!(keys(&json), keys(&thesis));
    assert_eq!(keys(&json["steps"][0]), keys(&thesis["steps"][0]));
    assert_eq!(json["method"], "commutators");
    assert!(json["steps"][0]["core"].as_str().unwrap().starts_with('['));
    let both = format!("{scramble} {}", json["solution"].as_str().unwrap());
    assert!(stdout(&["apply", &both]).contains("pieces:     ()"));
    let text = stdout(&["solve", "--method", "commutators", scramble]);
    assert!(
        text.contains("commutators method on the Megaminx: "),
        "{text}"
    );
    assert!(text.contains(", commutator ["), "{text}");
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
    fails(&["tables"], "--out FILE");
    fails(&["tables", "--out", "/nonexistent/t.bin"], "cannot write");
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

/// Bad input echoed back: exit 2, one short line, every control character escaped.
fn fails_quoted(args: &[&str], needle: &str) {
    let out = minx(args);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{err}");
    let line = err.strip_suffix('\n').unwrap_or(&err);
    assert!(!line.contains('\n'), "one line: {err:?}");
    assert!(
        !line.chars().any(char::is_control),
        "raw control text: {line:?}"
    );
    assert!(line.chars().count() < 300, "{} characters", line.len());
    assert!(line.contains(needle), "{line}");
}

#[test]
fn untrusted_text_is_escaped_and_cut_short() {
    let title = "\u{1b}]0;pwned\u{7}";
    let long = "Z".repeat(100_000);
    let esc = "\\u{1b}]0;pwned\\u{7}";
    fails_quoted(&[title], esc);
    fails_quoted(&[&long], "ZZZ…");
    fails_quoted(&["apply", &format!("--{title}"), "A"], esc);
    fails_quoted(&["order", title], esc);
    fails_quoted(&["order", &long], "…");
    fails_quoted(&["order", "megaminx", "--gens", &format!("A {title}")], esc);
    fails_quoted(&["scramble", "--kind", title], esc);
    fails_quoted(&["apply", "--notation", title, "A"], esc);
    fails_quoted(&["solve", "--method", &long, "A"], "…");
    fails_quoted(&["state", "--puzzle", title, "--facelets", "x"], esc);
    // Facelet JSON keys and values, and colour lists.
    let solved = stdout(&["facelets", "--json", ""]);
    let long = &long[..10_000]; // under the file size cap
    let cases = [
        (solved.replacen("A:ABF", "\\u001b]0;pwned\\u0007", 1), esc),
        (solved.replacen("\"A:ABF\"", &format!("\"{long}\""), 1), "…"),
        (
            solved.replacen(": \"A\"", &format!(": \"{}\"", "\\u001b]0;x\\u0007"), 1),
            "\\u{1b}",
        ),
        (
            solved.replacen(": \"A\"", &format!(": [\"{long}\"]"), 1),
            "…",
        ),
        ("AAAA\u{1b}]0;x\u{7}".to_string(), "\\u{1b}"),
    ];
    for (k, (text, needle)) in cases.iter().enumerate() {
        let file = temp_file(&format!("quoted-{k}"), text);
        fails_quoted(&["state", "--facelets", file.to_str().unwrap()], needle);
        std::fs::remove_file(file).unwrap();
    }
    let file = temp_file(title, "A");
    fails_quoted(&["state", "--facelets", file.to_str().unwrap()], esc);
    std::fs::remove_file(file).unwrap();
}

/// Runs `minx args…` under a 512 MiB address-space limit (`ulimit -v`) and waits at most 30 s
/// for it: a hang or unbounded memory fails the test (the limit turns runaway growth into an
/// abort, not exit 2). Returns the exit code and standard error.
#[cfg(unix)]
fn minx_bounded(args: &[&str]) -> (Option<i32>, String) {
    use std::io::Read;
    use std::time::{Duration, Instant};
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 524288 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_minx"))
        .args(args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("sh runs");
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(30) {
            child.kill().unwrap();
            panic!("minx {args:?} still running after 30 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    (status.code(), err)
}

#[cfg(unix)]
#[test]
fn huge_facelet_files_are_refused_unread() {
    let (code, err) = minx_bounded(&["state", "--facelets", "/dev/zero"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("larger than 64 KiB"), "{err}");
    // 10 MB of colour letters: refused before one colour is read.
    let path = std::env::temp_dir().join(format!("minx-cli-{}-10mb.txt", std::process::id()));
    std::fs::write(&path, "A".repeat(10_000_000)).unwrap();
    for puzzle in ["megaminx", "cube2"] {
        let file = path.to_str().unwrap();
        let (code, err) = minx_bounded(&["state", "--puzzle", puzzle, "--facelets", file]);
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains("larger than 64 KiB"), "{err}");
    }
    let (code, err) = minx_bounded(&["solve", "--facelets", "/dev/zero"]);
    assert_eq!(code, Some(2), "{err}");
    // A file just under the cap is read (and found wrong for what it is, not for its size).
    std::fs::write(&path, "A".repeat(60_000)).unwrap();
    let (code, err) = minx_bounded(&["state", "--facelets", path.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("expected 120 colours"), "{err}");
    std::fs::remove_file(&path).unwrap();
}

/// `minx solve --puzzle pyraminx|cube2`: both methods solve, JSON has the Megaminx's fields,
/// the blog's colours are read, bad input exits 2.
#[test]
fn solve_small_puzzles() {
    for (puzzle, moves) in [
        ("pyraminx", "s5 s6' s7 s8 s1 s3' s6 s5'"),
        ("cube2", "R G' B^2 b g r'"),
    ] {
        for method in ["optimal", "three-cycles"] {
            let json: serde_json::Value = serde_json::from_str(&stdout(&[
                "solve", "--puzzle", puzzle, "--method", method, "--json", moves,
            ]))
            .unwrap();
            let solution = json["solution"].as_str().unwrap();
            assert_eq!(json["ftm"], solution.split_whitespace().count());
            assert!(json["steps"].as_array().is_some_and(|s| !s.is_empty()));
        }
    }
    // Known optimum: the 6-turn scramble needs 6 (5 up to turning the whole cube).
    let json: serde_json::Value = serde_json::from_str(&stdout(&[
        "solve",
        "--puzzle",
        "cube2",
        "--json",
        "R G' B^2 b g r'",
    ]))
    .unwrap();
    assert_eq!(json["ftm"], 6);
    let file = temp_file("blog.txt", "RRRRGGbGBBrBbgrbgggbrGBr");
    let plan = stdout(&[
        "solve",
        "--puzzle",
        "cube2",
        "--facelets",
        file.to_str().unwrap(),
    ]);
    assert!(plan.contains("8 moves (FTM)"), "{plan}");
    fails(&["solve", "--puzzle", "cube2", "R Q"], "\"Q\"");
    fails(&["solve", "--puzzle", "cube3", "R"], "--puzzle");
    fails(
        &["solve", "--puzzle", "pyraminx", "--method", "thesis", "s1"],
        "the thesis method does not solve the pyraminx",
    );
    fails(
        &["solve", "--puzzle", "cube2", "--notation", "wca", "R"],
        "--notation",
    );
    fails(&["solve", "--puzzle", "cube2"], "expected moves");
    let bad = temp_file("bad.txt", "RRRRGGbGBBrBbgrbgggbrGrB");
    fails(
        &[
            "solve",
            "--puzzle",
            "cube2",
            "--facelets",
            bad.to_str().unwrap(),
        ],
        "Gbr",
    );
}

/// `minx solve --puzzle kilominx`: moves in the thesis letters (the default) or WCA names,
/// the solution written back in the notation it was read in, and it solves: replayed by our
/// notation reader on top of the scramble, it leaves the puzzle solved.
#[test]
fn solve_the_kilominx_in_its_notations() {
    use minx::puzzle::{Notation, PuzzleKind};
    let info = PuzzleKind::Kilominx.info();
    for (notation, moves) in [
        (Notation::Thesis, "A B* C2 (DE)^2 L"),
        (Notation::Wca, "R U2' [F, BL] D"),
    ] {
        let json: serde_json::Value = serde_json::from_str(&stdout(&[
            "solve",
            "--puzzle",
            "kilominx",
            "--notation",
            notation.name(),
            "--json",
            moves,
        ]))
        .unwrap();
        let solution = json["solution"].as_str().unwrap();
        let def = info.def();
        let start = def.evaluate(&info.read_word(moves, Some(notation)).unwrap());
        let answer = def.evaluate(&info.read_word(solution, Some(notation)).unwrap());
        assert!(start.then(&answer).is_identity(), "{notation}: {solution}");
        assert!(json["steps"].as_array().is_some_and(|s| !s.is_empty()));
    }
    let plan = stdout(&["solve", "--puzzle", "kilominx", "A B"]);
    assert!(plan.contains("method on the Kilominx"), "{plan}");
    fails(&["solve", "--puzzle", "kilominx", "A Q"], "found 'Q'");
    fails(
        &["solve", "--puzzle", "kilominx", "--notation", "nope", "A"],
        "unknown notation",
    );
    fails(
        &["solve", "--puzzle", "kilominx", "--method", "optimal", "A"],
        "the optimal method does not solve the kilominx",
    );
}

/// `--budget` is refused, status 2 and one line naming the method, for every method the
/// solver registry serves a puzzle by except the short one: none of them searches on
/// (issue 35: it was ignored).
#[test]
fn a_budget_is_refused_where_no_search_goes_on() {
    use minx::puzzle::PuzzleKind;
    use minx::solver::{methods_for, Method};
    for puzzle in PuzzleKind::ALL {
        for method in methods_for(puzzle).filter(|&m| m != Method::Short) {
            let (p, m) = (puzzle.name(), method.name());
            let args = ["solve", "--puzzle", p, "--method", m, "--budget", "3", ""];
            fails(&args, &format!("the {m} method has no search"));
        }
    }
}

/// `minx scramble --puzzle P` for every puzzle of the registry: the same seed gives the same
/// scramble, and `minx solve --puzzle P` of it, played after it, ends solved (the solve
/// itself checks that); a WCA scramble is refused where the puzzle has none.
#[test]
fn every_puzzle_scrambles() {
    use minx::puzzle::{Capability, PuzzleKind};
    for puzzle in PuzzleKind::ALL {
        let p = puzzle.name();
        let args = [
            "scramble",
            "--puzzle",
            p,
            "--kind",
            "random-state",
            "--seed",
            "4",
        ];
        let text = stdout(&args);
        assert_eq!(text, stdout(&args), "{p}: one seed, one scramble");
        let moves = text.lines().next().unwrap();
        assert!(text.lines().nth(1).unwrap().starts_with("facelets: {"));
        let json: serde_json::Value =
            serde_json::from_str(&stdout(&[&args[..], &["--json"]].concat())).unwrap();
        let stickers = puzzle.def().sticker_count();
        assert_eq!(json["facelets"].as_object().unwrap().len(), stickers, "{p}");
        if puzzle != PuzzleKind::Megaminx {
            assert_eq!(json["scramble"], moves, "{p}");
            let solved = stdout(&["solve", "--puzzle", p, "--json", moves]);
            assert!(solved.contains("\"solution\""), "{p}: {solved}");
        }
        if !puzzle.info().can(Capability::WcaScramble) {
            fails(
                &["scramble", "--puzzle", p, "--kind", "wca"],
                "no WCA scramble",
            );
        }
    }
    fails(&["scramble", "--puzzle", "tetraminx"], "tetraminx");
}

/// Sums decimal strings exactly.
fn sum_decimals<'a>(counts: impl Iterator<Item = &'a str>) -> num_bigint::BigUint {
    counts
        .map(|c| c.parse::<num_bigint::BigUint>().unwrap())
        .sum()
}

#[test]
fn orders_count_every_element_once() {
    for puzzle in minx::puzzle::PuzzleKind::ALL {
        let name = puzzle.name();
        let json: serde_json::Value =
            serde_json::from_str(&stdout(&["orders", name, "--json"])).unwrap();
        assert_eq!(json["puzzle"], name);
        let orders = json["orders"].as_array().unwrap();
        let total = sum_decimals(orders.iter().map(|o| o["count"].as_str().unwrap()));
        assert_eq!(
            total.to_string(),
            json["group_order"].as_str().unwrap(),
            "{name}"
        );
        assert_eq!(orders[0]["order"], 1, "{name}: the identity");
        assert_eq!(orders[0]["count"], "1", "{name}");
        let largest = orders.last().unwrap()["order"].as_u64().unwrap();
        assert_eq!(json["largest"]["order"], largest, "{name}");
        // The element shown has that order, as `minx apply`'s arithmetic sees its cycles.
        let lengths = json["largest"]["stickers"]
            .as_str()
            .unwrap()
            .split(')')
            .filter(|c| !c.is_empty())
            .map(|c| c.split_whitespace().count() as u64);
        let order = lengths.fold(1, |a, l| num_integer::Integer::lcm(&a, &l));
        assert_eq!(order, largest, "{name}: {}", json["largest"]);
        // The text gives the same counts, one order a line, and the same total.
        let text = stdout(&["orders", name]);
        let rows: Vec<&str> = text
            .lines()
            .skip(1)
            .take_while(|l| !l.starts_with("group order"))
            .map(|l| l.split_whitespace().nth(1).unwrap())
            .collect();
        assert_eq!(rows.len(), orders.len(), "{name}");
        assert_eq!(sum_decimals(rows.into_iter()), total, "{name}");
        assert!(
            text.contains(&format!("group order:   {total}\n")),
            "{text}"
        );
    }
    // The Megaminx's count is the published order (see `order_prints_the_published_orders`).
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&["orders", "megaminx", "--json"])).unwrap();
    assert_eq!(
        json["group_order"],
        "100669616553523347122516032313645505168688116411019768627200000000000"
    );
    fails(&["orders", "tetraminx"], "unknown puzzle");
    fails(&["orders"], "expected a puzzle name");
    fails(&["orders", "cube2", "--gens", "R"], "unknown option");
}
