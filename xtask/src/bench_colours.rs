//! `cargo xtask bench`, colours section: states from colours per second on the Megaminx,
//! ours beside the blog's own method (seed 001) transcribed to Python, on the same positions;
//! then how far apart every colour scheme's colours look under normal vision and simulated
//! dichromacy (ΔE′, CAM02-UCS; `tests/colour_vision.rs` checks the model against
//! colorspacious).

use std::fs;

use crate::bench::{format_ratio, Table};
use crate::util::{self, Result};

/// Prints the table: states per second, minx and the reference, and their ratio.
pub fn run(quick: bool) -> Result {
    let (n, reps) = if quick { ("200", "3") } else { ("2000", "5") };
    util::banner("colours: building the release example");
    util::run(
        "cargo",
        &["build", "--release", "--example", "colours_cases"],
    )?;
    let root = util::root();
    let exe = root.join("target/release/examples/colours_cases");
    let exe = exe.to_str().ok_or("non-UTF-8 path")?;
    let dir = root.join("target/bench");
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let cases = dir.join("colours.json");
    fs::write(&cases, util::output(exe, &["json", n])?)
        .map_err(|e| format!("cannot write {}: {e}", cases.display()))?;

    let read = |line: String| -> Result<(f64, String)> {
        let (rate, check) = line.split_once('\t').ok_or("unexpected output")?;
        Ok((rate.parse().map_err(|_| "bad rate")?, check.to_string()))
    };
    let (ours, ours_check) = read(util::output(exe, &["time", n, reps])?)?;
    let script = root.join("benches/reference/colours.py");
    let reference = util::output(
        "python3",
        &[&script.to_string_lossy(), &cases.to_string_lossy(), reps],
    )
    .and_then(read);

    println!("### States from colours: {n} random Megaminx positions (seed 2014)");
    let mut t = Table::new(&[
        "implementation",
        "states / s",
        "answers",
        "minx ÷ reference",
    ]);
    t.row(vec![
        "minx `ColourReader` (all checks: pieces, mirror, duplicates, invariants)".into(),
        format!("{ours:.0}"),
        ours_check,
        "1×".into(),
    ]);
    match reference {
        Ok((rate, check)) => t.row(vec![
            "the blog's method in Python (fast path, no checks)".into(),
            format!("{rate:.0}"),
            check,
            format_ratio(ours, rate),
        ]),
        Err(e) => t.row(vec![
            "the blog's method in Python".into(),
            format!("not run: {e}"),
            String::new(),
            String::new(),
        ]),
    }
    t.print();
    println!(
        "Reproduce: `cargo xtask bench colours` (criterion: `cargo bench --bench colours`).\n"
    );
    scheme_distances()
}

/// The closest pair of every scheme under each vision (the `scheme_distances` example).
fn scheme_distances() -> Result {
    util::run(
        "cargo",
        &["build", "--release", "--example", "scheme_distances"],
    )?;
    let exe = util::root().join("target/release/examples/scheme_distances");
    let table = util::output(exe.to_str().ok_or("non-UTF-8 path")?, &[])?;
    println!("### Colour schemes: the closest pair of colours (ΔE′, CAM02-UCS) by vision");
    println!("{table}");
    println!("Reproduce: `cargo run --example scheme_distances`.\n");
    Ok(())
}
