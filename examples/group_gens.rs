//! Prints the generators of the known groups (`tests/groups/mod.rs`) for the reference
//! implementations, so that GAP and sympy time exactly the groups we time.
//!
//! ```sh
//! cargo run --example group_gens -- json [NAME…]   # [{"name", "degree", "order", "generators": [[0-based images]]}]
//! cargo run --example group_gens -- gap [NAME…]    # cases := [ rec(name, order, gens := [PermList(…)]) ];
//! ```
//! Without names, every case is printed. `cargo xtask bench` uses this.

#[path = "../tests/groups/mod.rs"]
mod groups;

use std::process::ExitCode;

use groups::KnownGroup;

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

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((format, names)) = args.split_first() else {
        eprintln!("usage: group_gens json|gap [NAME…]");
        return ExitCode::from(2);
    };
    let cases: Vec<KnownGroup> = groups::all()
        .into_iter()
        .filter(|g| names.is_empty() || names.contains(&g.name))
        .collect();
    match format.as_str() {
        "json" => println!("{}", json(&cases)),
        "gap" => print!("{}", gap(&cases)),
        other => {
            eprintln!("group_gens: unknown format {other:?} (json or gap)");
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}
