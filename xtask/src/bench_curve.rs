//! The short solver's anytime curve, natively and in the page, beside its peers: one table
//! (mean FTM against the time budget) and one SVG plot, `docs/short-curve.svg`, which README
//! shows. The native curve comes from `cargo bench --bench short -- --curve --json`, the
//! page's from `tests/e2e/bench_curve.js` (a budgeted `solve('short', {budget: 10})` per
//! state in headless Chromium, the worker's one WebAssembly thread), cubing.js from
//! `benches/cubing/compare.mjs` — all measured in the same run; cstimer's points are its
//! published ones (issue 21's table), as it has no command line to run here.

use std::path::Path;
use std::process::Command;

use serde_json::Value;

use crate::bench::Table;
use crate::util::Result;
use crate::web;

/// cstimer's published points (seconds, mean FTM): a solve after its set-up, and at ten
/// times its beam.
const CSTIMER: [(f64, f64); 2] = [(0.4, 89.6), (2.5, 84.4)];

/// Issue 21's goal at a 10 s budget (issue 35's for the page, on the report set; the
/// command line's is 71).
const GOAL_10S: f64 = 72.0;

/// One measured curve: its label, its (seconds, mean FTM) points and each point's cell in
/// the table (the mean with its standard error, and for how many states there was no plan
/// within the budget).
pub struct Curve {
    pub label: String,
    pub points: Vec<(f64, f64)>,
    pub cells: Vec<String>,
}

impl Curve {
    /// The curve a bench wrote as JSON (`curve: [{budget, mean, se, states, none}, …]`, or
    /// the older `[[seconds, FTM], …]`), labelled.
    pub fn read(path: &Path, label: impl Fn(&Value) -> String) -> Result<Curve> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let json: Value = serde_json::from_str(&text)
            .map_err(|e| format!("{} is no curve: {e}", path.display()))?;
        let raw = json["curve"]
            .as_array()
            .ok_or_else(|| format!("{} has no curve", path.display()))?;
        let (mut points, mut cells) = (Vec::new(), Vec::new());
        for p in raw {
            let point = match p.as_array() {
                Some(pair) => pair[0].as_f64().zip(pair[1].as_f64()),
                None => p["budget"].as_f64().zip(p["mean"].as_f64()),
            };
            let Some((b, mean)) = point else { continue };
            let mut cell = format!("{mean:.2}");
            if let Some(se) = p["se"].as_f64() {
                cell += &format!(" ± {se:.2}");
            }
            if let Some(none) = p["none"].as_u64().filter(|&n| n > 0) {
                cell += &format!(" (no plan yet for {none})");
            }
            points.push((b, mean));
            cells.push(cell);
        }
        Ok(Curve {
            label: label(&json),
            points,
            cells,
        })
    }
}

/// Runs the page's curve on `states` states against a fresh release web build; the JSON it
/// printed is written to `out`.
pub fn page_curve(states: usize, out: &Path) -> Result {
    let (server, e2e) = web::serve_for_browser_tests()?;
    eprintln!(
        "$ node bench_curve.js {states}  (against {}; the report set)",
        server.url()
    );
    let run = Command::new("node")
        .args(["bench_curve.js", &states.to_string()])
        .current_dir(&e2e)
        .env("MINX_URL", format!("{}/", server.url()))
        .output()
        .map_err(|e| format!("cannot start node: {e}"))?;
    if !run.status.success() {
        // A plan shown that does not solve its state fails the bench too (its JSON first).
        let (out, err) = (
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&run.stderr),
        );
        return Err(format!("bench_curve.js failed: {out}{err}"));
    }
    std::fs::write(out, &run.stdout).map_err(|e| format!("cannot write {}: {e}", out.display()))
}

/// Prints the curves as one table, beside cstimer's points, cubing.js's (mean FTM at its
/// median time) and the goal; writes the plot to `svg`.
pub fn report(curves: &[Curve], cubing: Option<(f64, f64)>, svg: &Path) -> Result {
    let budgets: Vec<f64> = curves
        .first()
        .map(|c| c.points.iter().map(|p| p.0).collect())
        .unwrap_or_default();
    let mut headers = vec!["mean FTM within a budget".to_string()];
    headers.extend(budgets.iter().map(|b| format!("{b} s")));
    let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
    let mut t = Table::new(&headers);
    for c in curves {
        let mut row = vec![c.label.clone()];
        row.extend(c.cells.iter().cloned());
        t.row(row);
    }
    let peer = |label: String, at: &dyn Fn(f64) -> String| {
        let mut row = vec![label];
        row.extend(budgets.iter().map(|&b| at(b)));
        row
    };
    let cstimer = |b: f64| {
        let p = CSTIMER.iter().rev().find(|p| p.0 <= b);
        p.map_or("–".into(), |p| format!("{:.1} (at {} s)", p.1, p.0))
    };
    t.row(peer("cstimer (published)".into(), &cstimer));
    if let Some((s, ftm)) = cubing {
        let at = |b: f64| {
            if s <= b {
                format!("{ftm:.1}")
            } else {
                "–".into()
            }
        };
        t.row(peer(
            format!("cubing.js solveMegaminx (median {s:.2} s)"),
            &at,
        ));
    }
    let goal = |b: f64| {
        if b >= 10.0 {
            format!("≤ {GOAL_10S}")
        } else {
            String::new()
        }
    };
    t.row(peer(
        "issue 35's goal, the page (the command line: ≤ 71)".into(),
        &goal,
    ));
    t.print();
    if let Some(dir) = svg.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    }
    std::fs::write(svg, plot(curves, cubing))
        .map_err(|e| format!("cannot write {}: {e}", svg.display()))?;
    println!("\nplot: {}", svg.display());
    Ok(())
}

/// Colours of the measured curves, in order.
const COLOURS: [&str; 3] = ["#c0392b", "#2471a3", "#7d3c98"];

/// The plot: mean FTM against the budget (log scale, 0.1–10 s), one line per curve, cstimer's
/// points, the goal as a dashed line, cubing.js named at its point when it fits (it is far
/// above: it is written at the top edge otherwise); the legend under the axes, each curve by
/// its [`legend`].
pub fn plot(curves: &[Curve], cubing: Option<(f64, f64)>) -> String {
    // The plot's own height; the picture's adds a line per curve for the legend.
    let (w, h, pad) = (640.0, 400.0, 56.0);
    let height = h + 18.0 * curves.len() as f64;
    let ys = curves.iter().flat_map(|c| c.points.iter().map(|p| p.1));
    let ys = ys.chain(CSTIMER.iter().map(|p| p.1)).chain([GOAL_10S]);
    let lo = ys.clone().fold(f64::MAX, f64::min).floor() - 1.0;
    let hi = ys.fold(f64::MIN, f64::max).ceil() + 1.0;
    let (x0, x1) = (0.1f64.log10(), 10f64.log10());
    let x = |b: f64| pad + (b.log10() - x0) / (x1 - x0) * (w - 2.0 * pad);
    let y = |f: f64| h - pad - (f.min(hi) - lo) / (hi - lo) * (h - 2.0 * pad);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{height}\" \
         viewBox=\"0 0 {w} {height}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"{w}\" height=\"{height}\" fill=\"white\"/>\n\
         <text x=\"{pad}\" y=\"22\" font-size=\"14\">minx short solver: mean FTM against \
         the time budget</text>\n"
    );
    out += &axes(&x, &y, (lo, hi), (w, h, pad));
    let goal_y = y(GOAL_10S);
    out += &format!(
        "<line x1=\"{pad}\" x2=\"{:.1}\" y1=\"{goal_y:.1}\" y2=\"{goal_y:.1}\" stroke=\"#1e8449\" \
         stroke-dasharray=\"6 4\"/><text x=\"{:.1}\" y=\"{:.1}\" fill=\"#1e8449\">goal at 10 s: \
         {GOAL_10S}</text>\n",
        w - pad,
        w - pad - 110.0,
        goal_y - 6.0
    );
    for (k, (c, colour)) in curves.iter().zip(COLOURS).enumerate() {
        out += &line(c, colour, &x, &y);
        out += &format!(
            "<line x1=\"{:.1}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"{colour}\" \
             stroke-width=\"2\"/><text x=\"{:.1}\" y=\"{:.1}\" fill=\"{colour}\">{}</text>\n",
            pad + 12.0,
            pad + 32.0,
            h - 4.0 + 18.0 * k as f64,
            h - 4.0 + 18.0 * k as f64,
            pad + 38.0,
            h + 18.0 * k as f64,
            escape(&legend(&c.label))
        );
    }
    for (k, &(b, f)) in CSTIMER.iter().enumerate() {
        let (cx, cy) = (x(b), y(f));
        out += &format!(
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"8\" height=\"8\" fill=\"#777\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" fill=\"#555\">cstimer{} {f}</text>\n",
            cx - 4.0,
            cy - 4.0,
            cx + 8.0,
            cy + 4.0,
            if k == 0 { "" } else { ", 10× beam," }
        );
    }
    if let Some((s, ftm)) = cubing {
        out += &format!(
            "<text x=\"{:.1}\" y=\"{:.1}\" fill=\"#555\">↑ cubing.js: {ftm:.1} FTM at {s:.2} s \
             (off the scale)</text>\n",
            x(s.max(0.1)),
            pad + 14.0
        );
    }
    out + "</svg>\n"
}

/// Longest legend line, in characters (the plot is 640 px wide).
const LEGEND_CHARS: usize = 84;

/// A curve's label as the legend shows it: up to its first `;`, and cut after a comma to at
/// most [`LEGEND_CHARS`] characters (the table beside the plot has it whole).
fn legend(label: &str) -> String {
    let head = label.split(';').next().unwrap_or(label);
    if head.chars().count() <= LEGEND_CHARS {
        return head.to_string();
    }
    let cut: String = head.chars().take(LEGEND_CHARS).collect();
    match cut.rfind(", ") {
        Some(i) => format!("{}, …", &cut[..i]),
        None => format!("{cut}…"),
    }
}

/// The axes: budgets 0.1, 0.3, 1, 3, 10 s below, FTM on the left.
fn axes(
    x: &dyn Fn(f64) -> f64,
    y: &dyn Fn(f64) -> f64,
    (lo, hi): (f64, f64),
    (w, h, pad): (f64, f64, f64),
) -> String {
    let mut out = format!(
        "<line x1=\"{pad}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"black\"/>\
         <line x1=\"{pad}\" x2=\"{pad}\" y1=\"{pad}\" y2=\"{:.1}\" stroke=\"black\"/>\n\
         <text x=\"{:.1}\" y=\"{:.1}\">budget (s, log scale)</text>\n\
         <text x=\"14\" y=\"{:.1}\" transform=\"rotate(-90 14 {:.1})\">mean FTM</text>\n",
        w - pad,
        h - pad,
        h - pad,
        h - pad,
        w / 2.0 - 50.0,
        h - 12.0,
        h / 2.0,
        h / 2.0
    );
    for b in [0.1, 0.3, 1.0, 3.0, 10.0] {
        out += &format!(
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{b}</text>\n",
            x(b),
            h - pad + 16.0
        );
    }
    let mut f = lo.ceil();
    while f <= hi {
        if f as i64 % 2 == 0 {
            out += &format!(
                "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{f}</text>\
                 <line x1=\"{pad}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"#eee\"/>\n",
                pad - 6.0,
                y(f) + 4.0,
                w - pad,
                y(f),
                y(f)
            );
        }
        f += 1.0;
    }
    out
}

/// One curve: its line and its points with their values (its label is in the legend).
fn line(c: &Curve, colour: &str, x: &dyn Fn(f64) -> f64, y: &dyn Fn(f64) -> f64) -> String {
    let points: Vec<String> = c
        .points
        .iter()
        .map(|&(b, f)| format!("{:.1},{:.1}", x(b), y(f)))
        .collect();
    let mut out = format!(
        "<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" points=\"{}\"/>\n",
        points.join(" ")
    );
    for &(b, f) in &c.points {
        out += &format!(
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\" fill=\"{colour}\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" fill=\"{colour}\" font-size=\"11\">{f:.1}</text>\n",
            x(b),
            y(f),
            x(b) + 4.0,
            y(f) - 6.0
        );
    }
    out
}

/// Text made safe inside SVG.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A legend line is the label up to its first `;`, cut after a comma when still long.
    #[test]
    fn legends_are_short() {
        assert_eq!(
            legend("native, 2 states; first plan 79"),
            "native, 2 states"
        );
        let long = format!("in the page, {}; more", "50 states, ".repeat(12));
        let short = legend(&long);
        assert!(short.chars().count() <= LEGEND_CHARS + 3, "{short}");
        assert!(short.starts_with("in the page, 50 states,") && short.ends_with(", …"));
    }

    /// The plot is one SVG document with a line per curve, cstimer's points and the goal, and
    /// labels escaped.
    #[test]
    fn the_plot_draws_each_curve_and_the_references() {
        let curves = [
            Curve {
                label: "native <2 threads>".into(),
                points: vec![(0.1, 79.0), (1.0, 77.0), (10.0, 73.5)],
                cells: Vec::new(),
            },
            Curve {
                label: "page".into(),
                points: vec![(0.1, 79.0), (1.0, 78.0), (10.0, 75.0)],
                cells: Vec::new(),
            },
        ];
        let svg = plot(&curves, Some((0.16, 157.1)));
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
        assert_eq!(svg.matches("<polyline").count(), 2);
        assert!(svg.contains("native &lt;2 threads&gt;"));
        assert!(svg.contains("cstimer 89.6") && svg.contains("goal at 10 s: 72"));
        assert!(svg.contains("cubing.js: 157.1 FTM"));
    }

    /// Both forms of a curve's JSON read: the standard errors and the states with no plan
    /// yet go in the table's cells.
    #[test]
    fn curves_read_with_their_standard_errors() {
        let dir = std::env::temp_dir().join(format!("minx-curve-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (new, old) = (dir.join("new.json"), dir.join("old.json"));
        let text = r#"{"curve": [{"budget": 0.1, "mean": 79.5, "se": 0.21, "none": 3},
            {"budget": 10, "mean": 71.25, "se": 0.2, "none": 0}]}"#;
        std::fs::write(&new, text).unwrap();
        std::fs::write(&old, r#"{"curve": [[0.1, 79.5], [10, 71.25]]}"#).unwrap();
        let c = Curve::read(&new, |_| "new".into()).unwrap();
        assert_eq!(c.points, vec![(0.1, 79.5), (10.0, 71.25)]);
        assert_eq!(
            c.cells,
            ["79.50 ± 0.21 (no plan yet for 3)", "71.25 ± 0.20"]
        );
        let c = Curve::read(&old, |_| "old".into()).unwrap();
        assert_eq!(c.points, vec![(0.1, 79.5), (10.0, 71.25)]);
        assert_eq!(c.cells, ["79.50", "71.25"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
