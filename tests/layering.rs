//! The module graph is law: every `crate::` path in `src/` is checked against the layers
//! `group ← puzzle ← (solver, share) ← app ← (render, web)`, and the browser crates
//! (`three_d`, `web_sys`, `wasm_bindgen`, …) may be named only in `render` and `web` — the
//! same idea as cubing.js's `allowedImports`.
//!
//! Inside `app` the same holds between its rooms (`app/<room>/`), in the order of
//! [`APP_ROOMS`]: a file of a room names another room's items as `crate::app::<room>::…`,
//! only of a room before its own, and never through `app`'s facade (`crate::app::Lab`), which
//! is for the layers above.
//!
//! The checker reads the source text (comments stripped), so a new upward import fails here
//! even when it compiles. Its own tests feed it deliberate violations.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The crate's top-level modules and what each may use. `quote`, `rng`, `sort` and `wire` are leaf
/// utilities every layer may use; `lib.rs` declares them all.
const ALLOWED: &[(&str, &[&str])] = &[
    ("quote", &[]),
    ("rng", &[]),
    ("sort", &[]),
    ("wire", &["quote"]),
    ("group", &["quote", "rng", "sort", "wire"]),
    ("puzzle", &["group", "quote", "rng", "sort", "wire"]),
    (
        "solver",
        &["puzzle", "group", "quote", "rng", "sort", "wire"],
    ),
    (
        "share",
        &["puzzle", "group", "quote", "rng", "sort", "wire"],
    ),
    (
        "app",
        &[
            "solver", "share", "puzzle", "group", "quote", "rng", "sort", "wire",
        ],
    ),
    (
        "render",
        &[
            "app", "solver", "share", "puzzle", "group", "quote", "rng", "sort", "wire",
        ],
    ),
    (
        "web",
        &[
            "render", "app", "solver", "share", "puzzle", "group", "quote", "rng", "sort", "wire",
        ],
    ),
];

/// Macros exported at the crate root (`#[macro_export]`), each with the module that defines it:
/// `crate::api_list!` counts as a use of `wire`.
const ROOT_MACROS: &[(&str, &str)] = &[("api_list", "wire")];

/// The rooms of `app`, in order: each may use only those before it.
const APP_ROOMS: &[&str] = &[
    "solve", "sim", "draw", "worker", "input", "lab", "page", "link", "session",
];

/// The room of a file under `src/app/` (`None` for `app/mod.rs`).
fn app_room_of(relative: &Path) -> Option<String> {
    let mut parts = relative
        .components()
        .map(|c| c.as_os_str().to_str().unwrap_or(""));
    (parts.next()? == "app").then_some(())?;
    let room = parts.next()?;
    parts.next().map(|_| room.to_string())
}

/// The names `code` puts right after `crate::app::`, each with its byte offset (a group
/// `crate::app::{a::B, c}` gives each head).
fn app_names(code: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (i, _) in code.match_indices("crate::app::") {
        let rest = &code[i + "crate::app::".len()..];
        match rest.strip_prefix('{') {
            Some(group) => found.extend(group_heads(group).into_iter().map(|m| (i, m))),
            None => found.extend(ident(rest).map(|m| (i, m))),
        }
    }
    found
}

/// Every room rule `text` (a file of app's room `room`) breaks.
fn check_room(file: &str, room: &str, text: &str) -> Vec<Violation> {
    let code: String = text.lines().map(code_of).collect::<Vec<_>>().join("\n");
    let at = |name: &str| APP_ROOMS.iter().position(|r| *r == name);
    let mut out = Vec::new();
    for (offset, name) in app_names(&code) {
        let what = match (at(&name), at(room)) {
            (None, _) => format!("`app::{room}` names `crate::app::{name}`: name its room"),
            (Some(used), Some(own)) if used > own => {
                format!("room `{room}` may not use room `{name}` (it comes later)")
            }
            _ => continue,
        };
        out.push(Violation {
            file: file.to_string(),
            line: code[..offset].matches('\n').count() + 1,
            what,
        });
    }
    out
}

/// Crates only the browser layers may name.
const BROWSER_CRATES: &[&str] = &[
    "three_d",
    "web_sys",
    "js_sys",
    "wasm_bindgen",
    "wasm_bindgen_futures",
    "serde_wasm_bindgen",
];

/// Layers allowed to name [`BROWSER_CRATES`].
const BROWSER_LAYERS: &[&str] = &["render", "web"];

/// One broken rule: where, and what.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Violation {
    file: String,
    line: usize,
    what: String,
}

/// The layer a file under `src/` belongs to (`None` for `lib.rs`, which declares them all).
fn layer_of(relative: &Path) -> Option<String> {
    let first = relative.components().next()?.as_os_str().to_str()?;
    let name = first.strip_suffix(".rs").unwrap_or(first);
    (name != "lib").then(|| name.to_string())
}

/// The code of a line, without its `//` comment (doc comments included: an intra-doc link
/// to a higher layer is not a dependency). String literals containing `//` are rare enough
/// in this crate that a plain split is good.
fn code_of(line: &str) -> &str {
    line.split("//").next().unwrap_or("")
}

/// The top-level modules `code` names through `crate::`, each with its byte offset,
/// including grouped imports over several lines such as
/// `use crate::{group::Perm, solver::{Method, Solution}};`.
fn crate_modules(code: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (i, _) in code.match_indices("crate::") {
        let before = code[..i].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue; // `some_crate::`, not `crate::`
        }
        let rest = &code[i + "crate::".len()..];
        match rest.strip_prefix('{') {
            Some(group) => found.extend(group_heads(group).into_iter().map(|m| (i, m))),
            None => found.extend(ident(rest).map(|m| (i, macro_home(rest, m)))),
        }
    }
    found
}

/// The module behind `name` (the identifier at the start of `rest`): the defining module of a
/// root macro (`api_list!`), else `name` itself.
fn macro_home(rest: &str, name: String) -> String {
    let is_macro = rest[name.len()..].starts_with('!');
    ROOT_MACROS
        .iter()
        .find(|(m, _)| is_macro && *m == name)
        .map_or(name, |(_, home)| home.to_string())
}

/// The first identifier of each top-level item of a `{…}` group (its text after `{`).
fn group_heads(group: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut item_start = true;
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => item_start = true,
            c if item_start && !c.is_whitespace() => {
                heads.extend(ident(&group[i..]));
                item_start = false;
            }
            _ => {}
        }
    }
    heads
}

/// The identifier at the start of `text`, if any.
fn ident(text: &str) -> Option<String> {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    (end > 0).then(|| text[..end].to_string())
}

/// Where `code` names a browser crate as a path (`web_sys::…`, `use three_d::…`).
fn browser_crates(code: &str) -> Vec<(usize, &'static str)> {
    let mut found = Vec::new();
    for krate in BROWSER_CRATES {
        for (i, _) in code.match_indices(krate) {
            let before = code[..i].chars().next_back();
            let after = &code[i + krate.len()..];
            if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '"')
                && (after.starts_with("::") || after.starts_with(';'))
            {
                found.push((i, *krate));
            }
        }
    }
    found
}

/// Every rule `text` (a file of layer `layer`) breaks.
fn check(file: &str, layer: &str, text: &str) -> Vec<Violation> {
    let allowed: &[&str] = ALLOWED
        .iter()
        .find(|(name, _)| *name == layer)
        .map_or(&[], |(_, deps)| deps);
    let code: String = text.lines().map(code_of).collect::<Vec<_>>().join("\n");
    let line_at = |offset: usize| code[..offset].matches('\n').count() + 1;
    let violation = |offset: usize, what: String| Violation {
        file: file.to_string(),
        line: line_at(offset),
        what,
    };
    let mut out = Vec::new();
    for (offset, module) in crate_modules(&code) {
        if module != layer && !allowed.contains(&module.as_str()) {
            out.push(violation(
                offset,
                format!("`{layer}` may not use `crate::{module}`"),
            ));
        }
    }
    if !BROWSER_LAYERS.contains(&layer) {
        for (offset, krate) in browser_crates(&code) {
            out.push(violation(
                offset,
                format!("`{layer}` may not name `{krate}` (only render and web)"),
            ));
        }
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("src is readable").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_import_respects_the_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut layers = BTreeSet::new();
    let mut violations = Vec::new();
    for path in &files {
        let relative = path.strip_prefix(&src).unwrap();
        // `src/bin/` holds the CLI, a separate crate on top of the library.
        if relative.starts_with("bin") {
            continue;
        }
        let Some(layer) = layer_of(relative) else {
            continue;
        };
        assert!(
            ALLOWED.iter().any(|(name, _)| *name == layer),
            "{} is in a module the layering test does not know: add `{layer}` to ALLOWED",
            relative.display()
        );
        layers.insert(layer.clone());
        let text = fs::read_to_string(path).unwrap();
        let file = relative.display().to_string();
        violations.extend(check(&file, &layer, &text));
        if let Some(room) = app_room_of(relative) {
            assert!(
                APP_ROOMS.contains(&room.as_str()),
                "{file} is in a room of app the layering test does not know: add `{room}` to APP_ROOMS"
            );
            violations.extend(check_room(&file, &room, &text));
        }
    }
    let report: Vec<String> = violations
        .iter()
        .map(|v| format!("{}:{}: {}", v.file, v.line, v.what))
        .collect();
    assert!(report.is_empty(), "layering broken:\n{}", report.join("\n"));
    assert!(files.len() > 100, "the walk found the sources");
    assert_eq!(
        layers.len(),
        ALLOWED.len(),
        "every layer has files: {layers:?}"
    );
}

/// The rules themselves form a strict order: no layer may use one that may use it.
#[test]
fn the_rules_have_no_cycle() {
    for (layer, deps) in ALLOWED {
        for dep in *deps {
            let back = ALLOWED.iter().find(|(n, _)| n == dep).unwrap().1;
            assert!(
                !back.contains(layer),
                "{layer} and {dep} may use each other"
            );
        }
    }
}

#[test]
fn the_checker_catches_upward_imports() {
    let bad = "use crate::app::Lab;\nfn f() { crate::web::start(); }\n";
    let found = check("puzzle/x.rs", "puzzle", bad);
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!(found[0].line, 1);
    assert!(found[1].what.contains("crate::web"), "{found:?}");
    let grouped = "use crate::{\n    group::Perm,\n    solver::Method,\n};";
    let found = check("share/link.rs", "share", grouped);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].line, 1);
    assert!(found[0]
        .what
        .contains("`share` may not use `crate::solver`"));
    let browser = "use web_sys::HtmlCanvasElement;\nlet x = wasm_bindgen::JsValue::NULL;";
    assert_eq!(check("app/x.rs", "app", browser).len(), 2);
    assert!(check("web/x.rs", "web", browser).is_empty());
}

#[test]
fn the_checker_catches_imports_against_the_rooms() {
    let up = "use crate::app::solve::Step;\nuse crate::app::lab::Lab;\nfn f() { crate::app::Lab::new(); }";
    let found = check_room("app/sim/x.rs", "sim", up);
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!((found[0].line, found[1].line), (2, 3));
    assert!(
        found[0].what.contains("may not use room `lab`"),
        "{found:?}"
    );
    assert!(found[1].what.contains("name its room"), "{found:?}");
    let grouped = "use crate::app::{sim::Sim, page::Node};";
    assert_eq!(check_room("app/lab/x.rs", "lab", grouped).len(), 1);
    assert!(check_room("app/session/x.rs", "session", grouped).is_empty());
    assert_eq!(
        app_room_of(Path::new("app/sim/sim.rs")).as_deref(),
        Some("sim")
    );
    assert_eq!(app_room_of(Path::new("app/mod.rs")), None);
    assert_eq!(app_room_of(Path::new("web/mod.rs")), None);
}

#[test]
fn the_checker_lets_allowed_code_through() {
    let fine = "use crate::group::Perm;\n// see [`crate::app::Lab`]\n/// [`crate::web`]\n\
                use my_crate::thing;\nlet s = \"three_d\";\nuse crate::puzzle::{Face, Move};";
    assert_eq!(check("puzzle/x.rs", "puzzle", fine), vec![]);
    let heads =
        |code: &str| -> Vec<String> { crate_modules(code).into_iter().map(|(_, m)| m).collect() };
    assert_eq!(heads("use crate::{a::B, c};"), ["a", "c"]);
    assert_eq!(heads("use crate::{\n  a::{B, C},\n  d::E,\n};"), ["a", "d"]);
    assert_eq!(heads("crate::api_list! {"), ["wire"]);
    assert_eq!(heads("crate::stray! {"), ["stray"]);
    assert_eq!(heads("crate::api_list::x"), ["api_list"]);
}

/// A puzzle's type name from its catalog name (`cube2` → `Cube2`).
fn type_name(puzzle: &str) -> String {
    let mut chars = puzzle.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// Where the shared code of `src/puzzle` names a puzzle's type (`Megaminx`, `Cube2`, …)
/// outside the catalog, the facade and each puzzle's own file or folder: `(line, type)`.
/// `PuzzleKind::Cube2` names the catalog's entry, not the type, and passes.
fn puzzle_types_named(file: &str, text: &str, puzzles: &[&str]) -> Vec<(usize, String)> {
    let own =
        |p: &&str| file == format!("puzzle/{p}.rs") || file.starts_with(&format!("puzzle/{p}/"));
    if ["puzzle/catalog.rs", "puzzle/mod.rs"].contains(&file) || puzzles.iter().any(own) {
        return Vec::new();
    }
    let mut found = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let code = code_of(line);
        for p in puzzles {
            let ty = type_name(p);
            let named = code.match_indices(&ty).any(|(at, _)| {
                let before = code[..at].chars().next_back();
                let after = code[at + ty.len()..].chars().next();
                let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                !word(before) && !word(after) && !code[..at].ends_with("PuzzleKind::")
            });
            if named {
                found.push((i + 1, ty));
            }
        }
    }
    found
}

/// "Shared code never names one puzzle": what is particular to a puzzle lives in its own file
/// or folder under `src/puzzle` (named as the catalog names it) and reaches the rest through
/// its registry record.
#[test]
fn shared_puzzle_code_names_no_puzzle_type() {
    let puzzles: Vec<&str> = minx::puzzle::PuzzleKind::ALL
        .iter()
        .map(|p| p.name())
        .collect();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src.join("puzzle"), &mut files);
    let mut report = Vec::new();
    for path in &files {
        let file = path.strip_prefix(&src).unwrap().display().to_string();
        let text = fs::read_to_string(path).unwrap();
        for (line, ty) in puzzle_types_named(&file, &text, &puzzles) {
            report.push(format!("{file}:{line}: names the puzzle type `{ty}`"));
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
    let p = &["cube2", "megaminx"];
    let bad = "let d = Cube2::get().def();\n// Megaminx in a comment\nPuzzleKind::Megaminx";
    assert_eq!(
        puzzle_types_named("puzzle/net.rs", bad, p),
        [(1, "Cube2".to_string())]
    );
    assert!(puzzle_types_named("puzzle/cube2/net.rs", bad, p).is_empty());
    assert!(puzzle_types_named("puzzle/x.rs", "Cube2Like; MyMegaminx", p).is_empty());
}
