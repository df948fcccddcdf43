//! `cargo xtask bench core`: our Schreier–Sims against GAP and sympy, in one run, on the very
//! same generators (exported by `examples/group_cases.rs` from our own code).
//!
//! Ours: median wall-clock time of `StabChain::new(gens)` + `order()` in a release build.
//! GAP: `Size(Group(gens))` timed with GAP's own `Runtime()` (`benches/reference/order.g`).
//! sympy: `PermutationGroup(gens).order()` timed with `time.perf_counter`
//! (`benches/reference/order.py`). A missing reference is reported in the table, not fatal.

use std::collections::HashMap;
use std::fs;

use crate::bench::{format_ratio, format_seconds, Table};
use crate::util::{self, Result};

/// One measured line of `name <TAB> order <TAB> seconds [<TAB> check]`.
struct Measurement {
    order: String,
    seconds: f64,
    check: Option<String>,
}

/// A reference's measurements by case name, or why there are none.
type Measurements = std::result::Result<HashMap<String, Measurement>, String>;

/// The case measured by everyone for the composition row.
const COMPOSE: &str = "compose";

/// Repetitions: (ours, GAP, sympy, sympy's seconds per case) for a full and a quick run.
const FULL: (usize, usize, usize, f64) = (21, 3, 3, 60.0);
const QUICK: (usize, usize, usize, f64) = (5, 1, 1, 10.0);
/// sympy needs about 40 s for the Megaminx; `--quick` leaves it out.
const SLOW_FOR_SYMPY: &[&str] = &["megaminx"];

/// Runs the section.
pub fn run(quick: bool) -> Result {
    let (ours_reps, gap_reps, sympy_reps, sympy_budget) = if quick { QUICK } else { FULL };
    util::banner("core: building the release example");
    util::run("cargo", &["build", "--release", "--example", "group_cases"])?;
    let root = util::root();
    let exe = root.join("target/release/examples/group_cases");
    let exe = exe.to_str().ok_or("non-UTF-8 path")?;
    let dir = root.join("target/bench");
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let write = |name: &str, text: String| -> Result<String> {
        let path = dir.join(name);
        fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        Ok(path.to_string_lossy().into_owned())
    };
    let cases_g = write("cases.g", util::output(exe, &["gap"])?)?;
    let cases_json = write("cases.json", util::output(exe, &["json"])?)?;
    let reps_g = write("reps.g", format!("reps := {gap_reps};\n"))?;

    util::banner("core: minx (ours)");
    let ours = parse(&util::output(exe, &["time", &ours_reps.to_string()])?);
    if ours.is_empty() {
        return Err("group_cases printed no measurements".into());
    }
    util::banner("core: GAP");
    let gap = if util::have("gap") {
        let script = root.join("benches/reference/order.g");
        let script = script.to_string_lossy();
        util::output("gap", &["-q", &cases_g, &reps_g, &script]).map(|out| parse(&out))
    } else {
        Err("gap not found (apt-get install gap)".to_string())
    };
    util::banner("core: sympy");
    let sympy = if !util::have("python3") {
        Err("python3 not found".to_string())
    } else if util::output("python3", &["-c", "import sympy"]).is_err() {
        Err("sympy not installed (pip install sympy)".to_string())
    } else {
        let script = root.join("benches/reference/order.py");
        let names: Vec<&str> = ours
            .iter()
            .map(|(n, _)| n.as_str())
            .filter(|n| *n != COMPOSE && !(quick && SLOW_FOR_SYMPY.contains(n)))
            .collect();
        let mut args = vec![
            script.to_string_lossy().into_owned(),
            cases_json.clone(),
            sympy_reps.to_string(),
            sympy_budget.to_string(),
        ];
        args.extend(names.iter().map(|n| n.to_string()));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        util::output("python3", &args).map(|out| parse(&out))
    };
    let version = |program: &str, args: &[&str]| util::output(program, args).unwrap_or_default();
    let gap = gap.map(|m| m.into_iter().collect::<HashMap<_, _>>());
    let sympy = sympy.map(|m| m.into_iter().collect::<HashMap<_, _>>());
    print_tables(&ours, &gap, &sympy, quick);
    let gap_version = version(
        "gap",
        &["-q", "-c", "Print(GAPInfo.Version, \"\\n\"); QUIT;"],
    );
    let sympy_version = version("python3", &["-c", "import sympy; print(sympy.__version__)"]);
    println!(
        "References: GAP {}, sympy {}. Reproduce: `cargo xtask bench core{}` (these tables), \
         `cargo bench --bench group` (criterion).\n",
        first_line(&gap_version).unwrap_or("?"),
        first_line(&sympy_version).unwrap_or("?"),
        if quick { " --quick" } else { "" },
    );
    Ok(())
}

fn first_line(s: &str) -> Option<&str> {
    s.lines().next().filter(|l| !l.is_empty())
}

/// Parses `name <TAB> order <TAB> seconds [<TAB> check]` lines, keeping their order.
fn parse(text: &str) -> Vec<(String, Measurement)> {
    text.lines()
        .filter_map(|line| {
            let mut f = line.split('\t');
            let (name, order, seconds) = (f.next()?, f.next()?, f.next()?);
            let seconds = seconds.trim().parse::<f64>().ok()?;
            Some((
                name.to_string(),
                Measurement {
                    order: order.to_string(),
                    seconds,
                    check: f.next().map(str::to_string),
                },
            ))
        })
        .collect()
}

/// A reference's time for `name`, its ratio to ours, and whether its order agrees with ours.
fn reference_cells(reference: &Measurements, name: &str, ours: &Measurement) -> [String; 3] {
    match reference {
        Err(why) => [why.clone(), "—".into(), "—".into()],
        Ok(m) => match m.get(name) {
            None => ["skipped".into(), "—".into(), "—".into()],
            Some(r) => [
                format_seconds(r.seconds),
                format_ratio(r.seconds, ours.seconds),
                if name == COMPOSE || r.order == ours.order {
                    "✓".into()
                } else {
                    format!("✗ {}", r.order)
                },
            ],
        },
    }
}

fn print_tables(
    ours: &[(String, Measurement)],
    gap: &Measurements,
    sympy: &Measurements,
    quick: bool,
) {
    println!(
        "Group orders by Schreier–Sims. Times are medians; \"GAP ÷ minx\" is how many times \
         longer the reference takes. minx: wall clock, release build; GAP: its own Runtime() \
         (CPU time); sympy: perf_counter{}.\n",
        if quick {
            " (--quick: fewer repetitions, sympy skips the Megaminx)"
        } else {
            ""
        }
    );
    let mut orders = Table::new(&[
        "group",
        "order",
        "minx",
        "GAP",
        "GAP ÷ minx",
        "sympy",
        "sympy ÷ minx",
        "orders agree",
    ]);
    let mut compose = Table::new(&[
        "operation",
        "minx",
        "GAP",
        "GAP ÷ minx",
        "sympy",
        "sympy ÷ minx",
    ]);
    for (name, m) in ours {
        let [gap_t, gap_r, gap_ok] = reference_cells(gap, name, m);
        let [sympy_t, sympy_r, sympy_ok] = reference_cells(sympy, name, m);
        if name == COMPOSE {
            compose.row(vec![
                "product of two Megaminx turns (120 points)".into(),
                format_seconds(m.seconds),
                gap_t,
                gap_r,
                sympy_t,
                sympy_r,
            ]);
            continue;
        }
        let expected = match m.check.as_deref() {
            Some("ok") => "expected ✓",
            _ => "expected ✗",
        };
        let agree: Vec<String> = [("GAP", gap_ok), ("sympy", sympy_ok)]
            .into_iter()
            .filter(|(_, ok)| ok != "—")
            .map(|(who, ok)| format!("{who} {ok}"))
            .collect();
        orders.row(vec![
            name.clone(),
            short_number(&m.order),
            format_seconds(m.seconds),
            gap_t,
            gap_r,
            sympy_t,
            sympy_r,
            std::iter::once(expected.to_string())
                .chain(agree)
                .collect::<Vec<_>>()
                .join(", "),
        ]);
    }
    orders.print();
    compose.print();
}

/// A long decimal number as `1.0067e68`; short ones as they are.
fn short_number(digits: &str) -> String {
    match digits.parse::<f64>() {
        Ok(x) if digits.len() > 12 => format!("{x:.4e}"),
        _ => digits.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_measurement_lines() {
        let m = parse("megaminx\t1006\t5.3e-3\tok\ncompose\t-\t1.3e-7\nnoise\n");
        assert_eq!(m.len(), 2);
        assert_eq!(m[0].0, "megaminx");
        assert_eq!(m[0].1.seconds, 5.3e-3);
        assert_eq!(m[0].1.check.as_deref(), Some("ok"));
        assert_eq!(m[1].1.order, "-");
    }

    #[test]
    fn long_orders_are_shortened() {
        assert_eq!(short_number("75582720"), "75582720");
        assert_eq!(
            short_number("100669616553523347122516032313645505168688116411019768627200000000000"),
            "1.0067e68"
        );
    }
}
