//! The closest pair of colours of every puzzle's every scheme under normal vision and the
//! three simulated dichromacies (ΔE′, CAM02-UCS; see `minx::puzzle::colour_vision`), as a
//! Markdown table. `cargo run --example scheme_distances`; `cargo xtask bench colours`
//! prints it too.

use minx::puzzle::colour_vision::{Vision, SAFE_DELTA_E};
use minx::puzzle::PuzzleKind;

fn main() {
    let visions: Vec<String> = Vision::ALL.iter().map(|v| v.to_string()).collect();
    println!("| puzzle | scheme | {} | cvdSafe |", visions.join(" | "));
    println!("|---|---|{}---|", "---|".repeat(visions.len()));
    for kind in PuzzleKind::ALL {
        let info = kind.info();
        let colours = info.def().colours();
        for scheme in info.scheme_summaries() {
            let cells: Vec<String> = scheme
                .closest
                .iter()
                .map(|p| {
                    let pair = format!("{}–{}", colours[p.first], colours[p.second]);
                    format!("{:.2} ({pair})", p.delta_e)
                })
                .collect();
            println!(
                "| {kind} | {} (`{}`) | {} | {} |",
                scheme.name,
                scheme.key,
                cells.join(" | "),
                if scheme.cvd_safe { "yes" } else { "no" }
            );
        }
    }
    println!("\ncvdSafe: every pair at least ΔE′ {SAFE_DELTA_E} apart under every vision.");
}
