//! Writes `$OUT_DIR/schemes.rs`: the colour schemes of `assets/schemes.json` (the one place
//! they are written down; the e2e pixel check reads the same file) as a Rust table that
//! `src/puzzle/scheme.rs` includes. Read here, at build time, the page needs no JSON reader
//! for them (serde_json was 21 KB of its wasm). A file that is not as expected stops the
//! build with a message naming the scheme and the field.

use std::path::Path;

use serde_json::{Map, Value};

const FILE: &str = "assets/schemes.json";

fn main() {
    println!("cargo:rerun-if-changed={FILE}");
    let text = std::fs::read_to_string(FILE).unwrap_or_else(|e| panic!("cannot read {FILE}: {e}"));
    let file: Map<String, Value> =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{FILE}: {e}"));
    let rows: Vec<String> = file.iter().map(|(key, s)| row(key, s)).collect();
    let table = format!("&[\n{}]\n", rows.concat());
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out).join("schemes.rs"), table).expect("OUT_DIR is writable");
}

/// One `SchemeRow { … },` line for the scheme `key`.
fn row(key: &str, scheme: &Value) -> String {
    let field = |name: &str| scheme.get(name);
    let name = field("name")
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("{FILE}: scheme {key} needs a \"name\" string"));
    let choice = field("choice").map(|c| {
        c.as_str()
            .unwrap_or_else(|| panic!("{FILE}: scheme {key}'s \"choice\" must be a string"))
    });
    let faces = field("faces")
        .and_then(Value::as_object)
        .unwrap_or_else(|| panic!("{FILE}: scheme {key} needs a \"faces\" object"));
    let faces: Vec<String> = faces
        .iter()
        .map(|(colour, hex)| {
            let [r, g, b] = hex
                .as_str()
                .and_then(rgb)
                .unwrap_or_else(|| panic!("{FILE}: scheme {key}, colour {colour}: not #rrggbb"));
            format!("({colour:?}, [{r}, {g}, {b}])")
        })
        .collect();
    format!(
        "    SchemeRow {{ key: {key:?}, name: {name:?}, choice: {choice:?}, faces: &[{}] }},\n",
        faces.join(", ")
    )
}

/// `#rrggbb` as bytes.
fn rgb(text: &str) -> Option<[u8; 3]> {
    let t = text.strip_prefix('#').filter(|t| t.len() == 6)?;
    let byte = |i: usize| u8::from_str_radix(t.get(i..i + 2)?, 16).ok();
    Some([byte(0)?, byte(2)?, byte(4)?])
}
