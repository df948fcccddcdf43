//! The known groups of `tests/groups/mod.rs` for the reference implementations: exports their
//! generators, so that GAP and sympy time exactly the groups we time, and times our own
//! Schreier–Sims on them.
//!
//! ```sh
//! cargo run --release --example group_cases -- json [NAME…]  # [{"name", "degree", "order", "generators": [[0-based images]]}]
//! cargo run --release --example group_cases -- gap [NAME…]   # cases := [ rec(name, order, gens := [PermList(…)]) ];
//! cargo run --release --example group_cases -- time REPS [NAME…]  # name<TAB>order<TAB>median seconds<TAB>ok
//! ```
//! Without names, every case is used. `cargo xtask bench` runs this.

#[path = "../tests/groups/mod.rs"]
mod groups;

use std::process::ExitCode;
use std::time::Instant;

use groups::KnownGroup;
use minx::group::StabChain;

fn images(g: &KnownGroup) -> Vec<Vec<usize>> {
    g.generators.iter().map(|p| p.images().collect()).collect()
}

fn json(cases: &[KnownGroup]) -> String {
    let list: Vec<serde_json::Value> = cases
        .iter()
        .map(|g| {
            serde_json::json!({
                "name": g.name,
                "degree": g.degree,
                "order": g.order,
                "generators": images(g),
            })
        })
        .collect();
    serde_json::Value::Array(list).to_string()
}

fn gap(cases: &[KnownGroup]) -> String {
    let recs: Vec<String> = cases
        .iter()
        .map(|g| {
            let gens: Vec<String> = images(g)
                .iter()
                .map(|img| {
                    let one_based: Vec<String> = img.iter().map(|x| (x + 1).to_string()).collect();
                    format!("PermList([{}])", one_based.join(","))
                })
                .collect();
            format!(
                "rec(name := \"{}\", order := \"{}\", gens := [{}])",
                g.name,
                g.order,
                gens.join(",\n")
            )
        })
        .collect();
    format!("cases := [\n{}\n];\n", recs.join(",\n"))
}

/// Times `StabChain::new(..).order()` `reps` times per case (after one warm-up run) and prints
/// name, order, median seconds and whether the order is the expected one, tab-separated.
/// A last line `compose` gives the seconds per `Perm::then` of the first case's first two
/// generators (the references time the same product).
fn time(cases: &[KnownGroup], reps: usize) {
    for g in cases {
        let mut order = StabChain::new(&g.generators).map(|c| c.order());
        let seconds = median_seconds(reps, || {
            order = StabChain::new(&g.generators).map(|c| c.order());
        });
        let order = order.map_or_else(|e| format!("error: {e}"), |o| o.to_string());
        let check = if order == g.order { "ok" } else { "MISMATCH" };
        println!("{}\t{}\t{:e}\t{}", g.name, order, seconds, check);
    }
    if let Some([a, b, ..]) = cases.first().map(|g| &g.generators[..]) {
        const BATCH: u32 = 100_000;
        let seconds = median_seconds(reps, || {
            for _ in 0..BATCH {
                std::hint::black_box(std::hint::black_box(a).then(b));
            }
        });
        println!("compose\t-\t{:e}\tok", seconds / f64::from(BATCH));
    }
}

/// The median wall-clock time of `reps` runs of `f` (at least one).
fn median_seconds(reps: usize, mut f: impl FnMut()) -> f64 {
    let mut seconds: Vec<f64> = (0..reps.max(1))
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64()
        })
        .collect();
    seconds.sort_by(f64::total_cmp);
    seconds[seconds.len() / 2]
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: group_cases json|gap [NAME…] | group_cases time REPS [NAME…]";
    let Some((mode, mut names)) = args.split_first() else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let mut reps = 0;
    if mode == "time" {
        match names
            .split_first()
            .map(|(r, rest)| (r.parse::<usize>(), rest))
        {
            Some((Ok(r), rest)) => (reps, names) = (r, rest),
            _ => {
                eprintln!("{usage}");
                return ExitCode::from(2);
            }
        }
    }
    let cases: Vec<KnownGroup> = groups::all()
        .into_iter()
        .filter(|g| names.is_empty() || names.contains(&g.name))
        .collect();
    match mode.as_str() {
        "json" => println!("{}", json(&cases)),
        "gap" => print!("{}", gap(&cases)),
        "time" => time(&cases, reps),
        other => {
            eprintln!("group_cases: unknown mode {other:?}\n{usage}");
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}
