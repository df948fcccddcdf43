//! States from colours for the benchmark: exports random Megaminx colourings (and the pieces)
//! so a reference implementation reads exactly the same positions, and times our reader.
//!
//! ```sh
//! cargo run --release --example colours_cases -- json N     # {"pieces", "solved", "colourings", "answers"}
//! cargo run --release --example colours_cases -- time N REPS # states per second<TAB>ok
//! ```
//! `cargo xtask bench colours` runs this beside `benches/reference/colours.py`.

use std::process::ExitCode;
use std::time::Instant;

use minx::puzzle::{Megaminx, PuzzleKind, State};
use minx::rng::Rng;

/// `n` random legal positions (seed 2014): their colourings and the permutations they show.
fn cases(n: usize) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
    let def = Megaminx::get().def();
    let mut rng = Rng::new(2014);
    (0..n)
        .map(|_| {
            let p = State::random(&mut rng).to_perm();
            (def.colours_of(&p), p.images().collect())
        })
        .unzip()
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num =
        |i: usize, default: usize| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(default);
    let def = Megaminx::get().def();
    match args.first().map(String::as_str) {
        Some("json") => {
            let (colourings, answers) = cases(num(1, 1000));
            let pieces: Vec<&Vec<usize>> = def.pieces().iter().map(|p| &p.stickers).collect();
            let solved: Vec<usize> = def.stickers().iter().map(|s| s.colour).collect();
            let out = serde_json::json!({
                "pieces": pieces, "solved": solved, "colourings": colourings, "answers": answers,
            });
            println!("{out}");
        }
        Some("time") => {
            let (colourings, answers) = cases(num(1, 1000));
            let reader = PuzzleKind::Megaminx.info().reader();
            let mut best = f64::INFINITY;
            let mut ok = true;
            for _ in 0..num(2, 5) {
                let start = Instant::now();
                for (c, a) in colourings.iter().zip(&answers) {
                    let p = reader.read(std::hint::black_box(c));
                    ok &= p.is_ok_and(|p| p.images().eq(a.iter().copied()));
                }
                best = best.min(start.elapsed().as_secs_f64());
            }
            println!(
                "{}\t{}",
                colourings.len() as f64 / best,
                if ok { "ok" } else { "MISMATCH" }
            );
        }
        _ => {
            eprintln!("usage: colours_cases json N | time N REPS");
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}
