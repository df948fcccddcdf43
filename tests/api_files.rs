//! The JavaScript and TypeScript files generated from the two API lists written in Rust
//! (`minx::wire::api_list`): the page API's (`ApiCall`, [`PAGE_API`]) and the npm module's
//! (`ModuleCall`, [`MODULE_API`]). They are checked in (the page and the package use them
//! as they are, with no build step); this test fails when one is not what the lists give,
//! and `MINX_BLESS=1 cargo test --test api_files` rewrites them.

use std::path::PathBuf;

use minx::app::{MODULE_API, PAGE_API};
use minx::puzzle::PuzzleKind;
use minx::wire::{declarations, js_exports, js_table, TYPES};

/// Where each generated file comes from, for its first line.
const JS_HEADER: &str =
    "// Generated from the list in src/app/input/api_call.rs (tests/api_files.rs; \
MINX_BLESS=1 cargo test --test api_files rewrites it). Do not edit.";
const MODULE_HEADER: &str = "// Generated from the list in src/app/worker/module_call.rs \
(tests/api_files.rs; MINX_BLESS=1 cargo test --test api_files rewrites it). Do not edit.";

/// The module's entry point: the table, and each function bound to the engine
/// (`npm/engine.js`) by it.
fn module_js() -> String {
    format!(
        "{}\nimport {{ bind }} from './engine.js';\n\n{}",
        js_table(MODULE_HEADER, "MODULE_API", MODULE_API),
        js_exports("MODULE_API", "bind", MODULE_API)
    )
}

/// The record types, `PuzzleName` first: the registry's puzzles by name.
fn types() -> String {
    let names: Vec<String> = (PuzzleKind::ALL.iter())
        .map(|p| format!("'{}'", p.name()))
        .collect();
    format!(
        "/** A puzzle of the registry. */\nexport type PuzzleName = {};\n{TYPES}",
        names.join(" | ")
    )
}

/// The generated files: path under the repository, and what they must hold.
fn generated() -> Vec<(&'static str, String)> {
    let page_dts = format!(
        "{JS_HEADER}\n// The page API: `window.minx`, once `window.minx.ready` resolves.\n{}\n\
         /** `window.minx`. */\nexport interface MinxPageApi {{\n  /** Resolves (with this object) once the app runs. */\n  \
         ready: Promise<MinxPageApi>;\n{}}}\n\ndeclare global {{\n  interface Window {{\n    minx: MinxPageApi;\n  }}\n}}\n",
        types(),
        declarations(PAGE_API, "  ", false)
    );
    let module_dts = format!(
        "{MODULE_HEADER}\n// The npm module `minx`: every function answers a Promise (planned in a Web \
         Worker in a browser).\n{}\n{}",
        types(),
        declarations(MODULE_API, "", true)
    );
    vec![
        ("www/api.js", js_table(JS_HEADER, "PAGE_API", PAGE_API)),
        ("www/minx.d.ts", page_dts),
        ("npm/index.js", module_js()),
        ("npm/index.d.ts", module_dts),
    ]
}

#[test]
fn generated_api_files_are_current() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let bless = std::env::var_os("MINX_BLESS").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for (path, text) in generated() {
        let file = root.join(path);
        if std::fs::read_to_string(&file).ok().as_deref() == Some(text.as_str()) {
            continue;
        }
        if bless {
            std::fs::write(&file, &text).unwrap();
        } else {
            stale.push(path);
        }
    }
    assert!(
        stale.is_empty(),
        "{stale:?} differ from what the API lists give: run MINX_BLESS=1 cargo test --test api_files"
    );
}

/// Every page-API function of the list is a call the page reads, and the list keeps every
/// name `window.minx` has had (the e2e specs and the README use them).
#[test]
fn the_page_list_keeps_every_name() {
    let names: Vec<&str> = PAGE_API.iter().map(|f| f.name).collect();
    let kept = [
        "apply",
        "reset",
        "facelets",
        "renderedFacelets",
        "cycles",
        "busy",
        "shareLink",
        "solve",
        "cancelSolve",
        "stopSearch",
        "plan",
        "workerHeap",
        "methodReady",
        "methods",
        "play",
        "goToStep",
        "scramble",
        "openLink",
        "notice",
        "faceCentre",
        "lookAt",
        "setSpeed",
        "stats",
        "stickerCentre",
        "puzzle",
        "selectPuzzle",
        "groupOrder",
        "fromColours",
        "showArrows",
        "arrows",
        "schemes",
        "setScheme",
        "focusCycle",
        "setFaceColour",
        "showLetters",
        "letters",
        "explain",
        "playPhases",
        "debugPanic",
        "debugCrashWorker",
    ];
    for name in kept {
        assert!(names.contains(&name), "{name} left the page API");
    }
    for f in PAGE_API {
        let mut args = serde_json::Map::new();
        for p in (f.params.iter()).filter(|p| !p.rust.replace(' ', "").starts_with("Option<")) {
            let sample = match p.ts {
                "number" => serde_json::json!(1),
                "boolean" => serde_json::json!(true),
                _ => serde_json::json!("x"),
            };
            args.insert(p.name.into(), sample);
        }
        let call = serde_json::json!({ f.name: args });
        let read = serde_json::from_value::<minx::app::ApiCall>(call.clone());
        assert!(read.is_ok(), "{call}: {read:?}");
    }
}
