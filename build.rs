//! Writes `$OUT_DIR/schemes.rs`: the colour schemes of `assets/schemes.json` (the one place
//! they are written down; the e2e pixel check reads the same file) as a Rust table that
//! `src/puzzle/scheme.rs` includes. Read here, at build time, the page needs no JSON reader
//! for them (serde_json was 21 KB of its wasm). A file that is not as expected stops the
//! build with a message naming the scheme and the field.
//!
//! The file is read with the crate's own flat-object reader (`src/wire/flat_json.rs`, its
//! nested objects read again from the text it keeps), so the build needs no JSON crate of
//! its own (serde_json as a build dependency was compiled once more for every profile).

use std::path::Path;

#[allow(dead_code)]
#[path = "src/wire/flat_json.rs"]
mod flat_json;

use flat_json::{read_object, FlatValue};

const FILE: &str = "assets/schemes.json";

fn main() {
    println!("cargo:rerun-if-changed={FILE}");
    println!("cargo:rerun-if-changed=src/wire/flat_json.rs");
    let text = std::fs::read_to_string(FILE).unwrap_or_else(|e| panic!("cannot read {FILE}: {e}"));
    let rows: Vec<String> = object(&text, "the file")
        .iter()
        .map(|(key, scheme)| row(key, scheme))
        .collect();
    let table = format!("&[\n{}]\n", rows.concat());
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out).join("schemes.rs"), table).expect("OUT_DIR is writable");
}

/// The entries of a JSON object given as text (`what` names it in an error).
fn object(text: &str, what: &str) -> Vec<(String, FlatValue)> {
    read_object(text).unwrap_or_else(|e| panic!("{FILE}: {what}: {e}"))
}

/// The text of `field` if it is a string; `None` when it is missing.
fn text_field<'a>(entries: &'a [(String, FlatValue)], field: &str, key: &str) -> Option<&'a str> {
    let (_, value) = entries.iter().find(|(name, _)| name == field)?;
    match value {
        FlatValue::Text(text) => Some(text),
        FlatValue::Other(_) => panic!("{FILE}: scheme {key}'s \"{field}\" must be a string"),
    }
}

/// One `SchemeRow { … },` line for the scheme `key`.
fn row(key: &str, scheme: &FlatValue) -> String {
    let FlatValue::Other(scheme) = scheme else {
        panic!("{FILE}: scheme {key} must be an object");
    };
    let entries = object(scheme, key);
    let name = text_field(&entries, "name", key)
        .unwrap_or_else(|| panic!("{FILE}: scheme {key} needs a \"name\" string"));
    let choice = text_field(&entries, "choice", key);
    let faces = match entries.iter().find(|(name, _)| name == "faces") {
        Some((_, FlatValue::Other(faces))) => object(faces, key),
        _ => panic!("{FILE}: scheme {key} needs a \"faces\" object"),
    };
    let faces: Vec<String> = faces
        .iter()
        .map(|(colour, hex)| {
            let hex = match hex {
                FlatValue::Text(hex) => rgb(hex),
                FlatValue::Other(_) => None,
            };
            let [r, g, b] =
                hex.unwrap_or_else(|| panic!("{FILE}: scheme {key}, colour {colour}: not #rrggbb"));
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
