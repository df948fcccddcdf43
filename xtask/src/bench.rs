//! `cargo xtask bench [--quick] [SECTION…]`: benchmarks side by side with their references,
//! printed as markdown tables, one section after another.
//!
//! Each section is a module with `pub fn run(quick: bool) -> Result` that prints its own
//! tables with [`Table`]; to add one, declare the module in `main.rs` and list it in
//! [`SECTIONS`]. `--quick` asks every section for a short run (fewer repetitions, slow
//! references skipped); naming sections runs only those.

use std::time::Duration;

use crate::util::Result;

/// A benchmark section: its name on the command line, and its entry point.
type Section = (&'static str, fn(bool) -> Result);

/// Every section, in the order they run.
const SECTIONS: &[Section] = &[
    ("core", crate::bench_core::run),
    ("colours", crate::bench_colours::run),
    ("solver", crate::bench_solver::run),
    ("browser", crate::bench_browser::run),
];

/// Entry point: `cargo xtask bench [--quick] [SECTION…]`.
pub fn run(args: &[String]) -> Result {
    let quick = args.iter().any(|a| a == "--quick");
    let wanted: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|a| !a.starts_with("--"))
        .collect();
    if let Some(unknown) = wanted
        .iter()
        .find(|w| !SECTIONS.iter().any(|(name, _)| name == *w))
    {
        let names: Vec<&str> = SECTIONS.iter().map(|(n, _)| *n).collect();
        return Err(format!(
            "unknown section {unknown:?} (sections: {})",
            names.join(", ")
        ));
    }
    for (name, section) in SECTIONS {
        if wanted.is_empty() || wanted.contains(name) {
            println!("\n## {name}{}\n", if quick { " (--quick)" } else { "" });
            section(quick)?;
        }
    }
    Ok(())
}

/// A markdown table, printed when complete so that columns line up.
pub struct Table {
    headers: Vec<String>,
    rows: Vec<Vec<String>>,
}

impl Table {
    /// A table with these column headers.
    pub fn new(headers: &[&str]) -> Table {
        Table {
            headers: headers.iter().map(|h| h.to_string()).collect(),
            rows: Vec::new(),
        }
    }

    /// Adds a row (missing cells are left empty).
    pub fn row(&mut self, cells: Vec<String>) {
        self.rows.push(cells);
    }

    /// The table as markdown, columns padded to equal width.
    pub fn render(&self) -> String {
        let cols = self.headers.len();
        let cell = |row: &[String], c: usize| row.get(c).cloned().unwrap_or_default();
        let width: Vec<usize> = (0..cols)
            .map(|c| {
                self.rows
                    .iter()
                    .map(|r| cell(r, c).chars().count())
                    .chain([self.headers[c].chars().count(), 3])
                    .max()
                    .unwrap_or(3)
            })
            .collect();
        let line = |cells: Vec<String>| {
            let padded: Vec<String> = cells
                .iter()
                .zip(&width)
                .map(|(s, &w)| format!("{s}{}", " ".repeat(w - s.chars().count())))
                .collect();
            format!("| {} |\n", padded.join(" | "))
        };
        let mut out = line(self.headers.clone());
        out += &line(width.iter().map(|&w| "-".repeat(w)).collect());
        for r in &self.rows {
            out += &line((0..cols).map(|c| cell(r, c)).collect());
        }
        out
    }

    /// Prints the table, followed by a blank line.
    pub fn print(&self) {
        println!("{}", self.render());
    }
}

/// A duration in seconds, in the most readable unit with three significant digits
/// (`812 ns`, `3.41 µs`, `14.0 ms`, `1.39 s`).
pub fn format_seconds(seconds: f64) -> String {
    let d = Duration::from_secs_f64(seconds.max(0.0));
    let (value, unit) = match d.as_nanos() {
        0..1_000 => (seconds * 1e9, "ns"),
        1_000..1_000_000 => (seconds * 1e6, "µs"),
        1_000_000..1_000_000_000 => (seconds * 1e3, "ms"),
        _ => (seconds, "s"),
    };
    // Three significant digits.
    let decimals = if value >= 100.0 {
        0
    } else if value >= 10.0 {
        1
    } else {
        2
    };
    format!("{value:.decimals$} {unit}")
}

/// How many times slower `reference` is than `ours` (`"212×"`; below 1 means we are slower).
pub fn format_ratio(reference: f64, ours: f64) -> String {
    let r = reference / ours;
    if r >= 10.0 {
        format!("{r:.0}×")
    } else {
        format!("{r:.2}×")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_line_up() {
        let mut t = Table::new(&["group", "ours"]);
        t.row(vec!["megaminx".into(), format_seconds(0.00539)]);
        t.row(vec!["c2".into()]);
        assert_eq!(
            t.render(),
            "| group    | ours    |\n\
             | -------- | ------- |\n\
             | megaminx | 5.39 ms |\n\
             | c2       |         |\n"
        );
    }

    #[test]
    fn units_and_ratios() {
        assert_eq!(format_seconds(812e-9), "812 ns");
        assert_eq!(format_seconds(1.389), "1.39 s");
        assert_eq!(format_seconds(3.4e-5), "34.0 µs");
        assert_eq!(format_seconds(0.01404), "14.0 ms");
        assert_eq!(format_ratio(1.389, 0.00539), "258×");
        assert_eq!(format_ratio(1.0, 2.0), "0.50×");
    }
}
