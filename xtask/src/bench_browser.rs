//! The browser section of `cargo xtask bench`: frame rate while animating at 1280×720 under
//! SwiftShader, navigation to first frame, wasm size, and solve time in wasm — measured by
//! `tests/e2e/bench.js` against the release build, printed as a table, with what the page
//! loads before it is ready (`weight.rs`). The frame rate is shown
//! next to a reference measured in the same run: the same browser drawing an empty WebGL2
//! canvas of the same size (the most frames this machine can show).

use std::process::Command;

use crate::bench::{format_seconds, Table};
use crate::util::{banner, root, Result};
use crate::web;
use crate::weight::{self, PAGE_FILES, PAGE_TARGET};

/// Targets from the web issue.
const MIN_FPS: f64 = 30.0;
const MAX_FIRST_FRAME_MS: f64 = 1500.0;
/// Targets from issue 8 (the short solver in the page's worker).
const MAX_SHORT_BUILD_MS: f64 = 2000.0;
const MAX_SHORT_MEDIAN_MS: f64 = 1000.0;

/// Runs the browser benchmark (`quick`: shorter measurements).
pub fn run(quick: bool) -> Result {
    banner("browser benchmark (headless Chromium, SwiftShader)");
    let (server, e2e) = web::serve_for_browser_tests()?;
    eprintln!("$ node bench.js  (against {})", server.url());
    let out = Command::new("node")
        .arg("bench.js")
        .current_dir(&e2e)
        .env("MINX_URL", format!("{}/", server.url()))
        .env("QUICK", if quick { "1" } else { "0" })
        .output()
        .map_err(|e| format!("cannot start node: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "bench.js failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let json = String::from_utf8_lossy(&out.stdout);
    let get = |name: &str| number(&json, name);
    let fps = get("fps").ok_or("bench.js gave no fps")?;
    let ref_fps = get("refFps").unwrap_or(f64::NAN);
    let first = get("firstFrame").unwrap_or(f64::NAN);
    let page = weight::of(&root().join("www"), &PAGE_FILES)?;
    let mark = |ok: bool| if ok { "ok" } else { "MISSED" }.to_string();
    let mut t = Table::new(&[
        "browser measure",
        "value",
        "target",
        "",
        "reference (same run)",
    ]);
    t.row(vec![
        "frames/s while turning, canvas 1280×720".into(),
        format!("{fps:.1} fps"),
        format!("≥ {MIN_FPS:.0} fps"),
        mark(fps >= MIN_FPS),
        format!(
            "empty WebGL2 canvas: {ref_fps:.1} fps (ours {:.0}% of it)",
            100.0 * fps / ref_fps
        ),
    ]);
    t.row(vec![
        "navigation → first frame (median)".into(),
        format!("{first:.0} ms"),
        format!("< {MAX_FIRST_FRAME_MS:.0} ms"),
        mark(first < MAX_FIRST_FRAME_MS),
    ]);
    t.row(vec![
        "page before ready (HTML, CSS, scripts, its wasm), as sent (brotli)".into(),
        format!("{:.1} KB", page.brotli as f64 / 1000.0),
        format!("≤ {} KB", PAGE_TARGET / 1000),
        mark(page.brotli <= PAGE_TARGET),
        format!(
            "raw {:.1} KB, gzip -9 {:.1} KB",
            page.raw as f64 / 1000.0,
            page.gzip as f64 / 1000.0
        ),
    ]);
    t.row(match get("solveMs") {
        Some(ms) => vec![
            "solve a random state in the worker, round trip (median)".into(),
            format_seconds(ms / 1000.0),
        ],
        None => vec![
            "solve in wasm".into(),
            "n/a".into(),
            String::new(),
            String::new(),
            text(&json, "solveNote").unwrap_or_default(),
        ],
    });
    short_rows(&mut t, &get);
    player_rows(&mut t, &get);
    t.print();
    println!(
        "reproduce: cargo xtask bench browser{}",
        if quick { " --quick" } else { "" }
    );
    Ok(())
}

/// The players' rows (`tests/e2e/bench_players.js`): embed.html's eight players idle and
/// with one playing, the page's frame time beside the idle page's, and one player's weight.
fn player_rows(t: &mut Table, get: &dyn Fn(&str) -> Option<f64>) {
    let ms = |name: &str| get(name).unwrap_or(f64::NAN);
    t.row(vec![
        "8 players idle: page frame time (mean, longest gap)".into(),
        format!(
            "{:.1} ms, {:.0} ms",
            ms("playersIdleFrameMs"),
            ms("playersIdleGapMs")
        ),
        String::new(),
        String::new(),
        format!(
            "players' own draws meanwhile: {:.0}",
            ms("playersIdleDraws")
        ),
    ]);
    t.row(vec![
        "8 players, one playing: page frame time (mean, longest gap)".into(),
        format!(
            "{:.1} ms, {:.0} ms",
            ms("playersPlayingFrameMs"),
            ms("playersPlayingGapMs")
        ),
        String::new(),
        String::new(),
        format!("idle: {:.1} ms", ms("playersIdleFrameMs")),
    ]);
    t.row(vec![
        "one player before its first draw, as sent".into(),
        format!("{:.1} KB", ms("playerBytes") / 1000.0),
        String::new(),
        String::new(),
        format!("{:.0} files besides the page's HTML", ms("playerFiles")),
    ]);
}

/// The short solver's rows: table build in the worker, solves of random states, the
/// worker's heap, and the main thread's frames meanwhile.
fn short_rows(t: &mut Table, get: &dyn Fn(&str) -> Option<f64>) {
    let Some(build) = get("shortBuildMs") else {
        t.row(vec!["short solver in the worker".into(), "n/a".into()]);
        return;
    };
    let mark = |ok: bool| if ok { "ok" } else { "MISSED" }.to_string();
    let n = get("shortStates").unwrap_or(f64::NAN);
    let median = get("shortMedianMs").unwrap_or(f64::NAN);
    let frames = |fps: &str, gap: &str| {
        format!(
            "main thread: {:.0} frames/s, longest gap {:.0} ms",
            get(fps).unwrap_or(f64::NAN),
            get(gap).unwrap_or(f64::NAN)
        )
    };
    let source = if get("shortTablesLoaded") == Some(1.0) {
        "loaded from the asset"
    } else {
        "built there: the asset did not load"
    };
    t.row(vec![
        format!("short solver: tables ready in the worker ({source})"),
        format_seconds(build / 1000.0),
        format!("≤ {} s", MAX_SHORT_BUILD_MS / 1000.0),
        mark(build <= MAX_SHORT_BUILD_MS),
        frames("shortBuildFps", "shortBuildGapMs"),
    ]);
    t.row(vec![
        format!("short solver: solve a random state in wasm (median of {n:.0})"),
        format_seconds(median / 1000.0),
        format!("≤ {} s", MAX_SHORT_MEDIAN_MS / 1000.0),
        mark(median <= MAX_SHORT_MEDIAN_MS),
        format!(
            "max {}; mean {:.1} FTM; {}",
            format_seconds(get("shortMaxMs").unwrap_or(f64::NAN) / 1000.0),
            get("shortMeanFtm").unwrap_or(f64::NAN),
            frames("shortSolveFps", "shortSolveGapMs")
        ),
    ]);
    t.row(vec![
        "short solver: worker wasm heap after the tables".into(),
        format!("{:.1} MB", get("shortHeap").unwrap_or(f64::NAN) / 1e6),
    ]);
    t.row(vec![
        "baseline: the same page idle for 1 s".into(),
        String::new(),
        String::new(),
        String::new(),
        frames("shortIdleFps", "shortIdleGapMs"),
    ]);
}

/// The number after `"name":` in a flat JSON object (xtask has no JSON dependency).
fn number(json: &str, name: &str) -> Option<f64> {
    let rest = &json[json.find(&format!("\"{name}\":"))? + name.len() + 3..];
    let end = rest
        .find(|c: char| !(c.is_ascii_digit() || "+-.eE".contains(c)))
        .unwrap_or(rest.len());
    rest[..end].parse().ok()
}

/// The string after `"name":` in a flat JSON object.
fn text(json: &str, name: &str) -> Option<String> {
    let rest = &json[json.find(&format!("\"{name}\":\""))? + name.len() + 4..];
    Some(rest[..rest.find('"')?].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_flat_json() {
        let j = r#"{"fps":31.5,"refFps":56,"solveMs":null,"solveNote":"no solver"}"#;
        assert_eq!(number(j, "fps"), Some(31.5));
        assert_eq!(number(j, "refFps"), Some(56.0));
        assert_eq!(number(j, "solveMs"), None);
        assert_eq!(text(j, "solveNote").as_deref(), Some("no solver"));
    }
}
