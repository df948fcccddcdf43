//! The short solver over many uniformly random states, for `cargo xtask bench solver`
//! (`cargo bench --bench short -- --table [--quick] [--out FILE]`): mean, max and histogram of
//! the length, fifth-turns, mean moves per stage, median solve time, table build time and
//! memory. With `--out`, writes each state's scramble and our solution in cubing.js notation
//! (JSON) so that the node script beside it can replay them in cubing.js and time cubing.js's
//! own solver on the same states.

use std::time::Instant;

use minx::puzzle::{Alg, Notation, State};
use minx::rng::Rng;
use minx::solver::short::{build_all_tables, plan_short_found, Layout, Options, TWO_FACE};
use minx::solver::{invert, plan};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if !args.iter().any(|a| a == "--table") {
        return; // `cargo bench` runs every bench binary; this one only prints tables.
    }
    let n = if args.iter().any(|a| a == "--quick") {
        100
    } else {
        1000
    };
    let out = args
        .iter()
        .position(|a| a == "--out")
        .and_then(|i| args.get(i + 1));
    let threads = Options::default().threads;
    let t = Instant::now();
    let layout = Layout::get();
    build_all_tables(threads);
    let build = t.elapsed();
    let mut rng = Rng::new(2026);
    let states: Vec<State> = (0..n).map(|_| State::random(&mut rng)).collect();
    let stages = layout.stages_in(1);
    let (mut ftm, mut fifths, mut times) = (Vec::new(), Vec::new(), Vec::new());
    let mut per_stage = vec![0usize; stages];
    let (mut inverse, mut fallback) = (0, 0);
    let mut records = Vec::new();
    for s in &states {
        let t = Instant::now();
        let (sol, found) = plan_short_found(s, Options::default()).expect("a legal state");
        times.push(t.elapsed().as_secs_f64());
        assert!(s.then(&State::of_moves(&sol.moves)).is_solved(), "solves");
        ftm.push(sol.ftm());
        fifths.push(sol.fifth_turns());
        for (k, m) in found.stages.iter().enumerate() {
            per_stage[k] += m.len();
        }
        inverse += usize::from(found.frame.inverse);
        fallback += usize::from(found.ending != TWO_FACE);
        if out.is_some() {
            // A scramble reaching the state: the thesis solution, inverted (independent of
            // the short solver).
            let scramble = invert(&plan(s).expect("legal").moves);
            records.push(serde_json::json!({
                "scramble": wca(&scramble),
                "solution": wca(&sol.moves),
                "ftm": sol.ftm(),
            }));
        }
    }
    // The same solves on one thread (as the page's WebAssembly runs them), on a fifth of
    // the states: the same moves, so only the time differs.
    let single: Vec<f64> = states[..n / 5]
        .iter()
        .map(|s| {
            let t = Instant::now();
            let one = Options {
                threads: 1,
                ..Options::default()
            };
            plan_short_found(s, one).expect("a legal state");
            t.elapsed().as_secs_f64()
        })
        .collect();
    let times = Times {
        threads,
        build,
        all: times,
        single,
    };
    report(
        n,
        layout,
        &ftm,
        &fifths,
        times,
        &per_stage,
        (inverse, fallback),
    );
    if let Some(path) = out {
        let text = serde_json::to_string(&records).expect("JSON");
        std::fs::write(path, text).expect("writes the states file");
    }
}

fn wca(moves: &[minx::puzzle::Move]) -> String {
    Alg::from_moves(moves).to_string_in(Notation::Wca)
}

/// What the solves and the table build took.
struct Times {
    /// Threads the solves and the build shared (all the machine's cores).
    threads: usize,
    build: std::time::Duration,
    /// Seconds per solve, every state.
    all: Vec<f64>,
    /// Seconds per solve on one thread, the first fifth of the states.
    single: Vec<f64>,
}

fn report(
    n: usize,
    layout: &Layout,
    ftm: &[usize],
    fifths: &[usize],
    mut t: Times,
    per_stage: &[usize],
    (inverse, fallback): (usize, usize),
) {
    let mean = |v: &[usize]| v.iter().sum::<usize>() as f64 / v.len() as f64;
    t.all.sort_by(f64::total_cmp);
    t.single.sort_by(f64::total_cmp);
    let times = &t.all;
    println!("| short solver, {n} random states | value |");
    println!("| --- | --- |");
    println!("| mean FTM | {:.2} |", mean(ftm));
    println!("| max FTM | {} |", ftm.iter().max().unwrap_or(&0));
    println!("| min FTM | {} |", ftm.iter().min().unwrap_or(&0));
    println!("| mean fifth-turns | {:.2} |", mean(fifths));
    println!(
        "| median solve time ({} threads) | {:.1} ms |",
        t.threads,
        times[n / 2] * 1e3
    );
    println!(
        "| 90th percentile solve time | {:.1} ms |",
        times[n * 9 / 10] * 1e3
    );
    println!("| max solve time | {:.1} ms |", times[n - 1] * 1e3);
    if let Some(m) = t.single.get(t.single.len() / 2) {
        println!(
            "| median solve time on one thread (first {} states) | {:.1} ms |",
            t.single.len(),
            m * 1e3
        );
    }
    println!(
        "| table build ({} threads) | {:.2} s |",
        t.threads,
        t.build.as_secs_f64()
    );
    println!(
        "| table memory | {:.2} MB |",
        layout.table_bytes() as f64 / 1e6
    );
    println!("| solved through the inverse | {inverse} of {n} |");
    println!("| two-face search gave up (old stages 9 and 10) | {fallback} of {n} |");
    println!();
    let stages: Vec<String> = per_stage
        .iter()
        .enumerate()
        .map(|(k, &m)| format!("{}: {:.2}", k + 1, m as f64 / n as f64))
        .collect();
    println!(
        "mean moves per stage (before cancellation across stages; stage 9 is the two-face \
         stage or, where it gave up, the old stage 9): {}",
        stages.join(", ")
    );
    println!();
    println!("| FTM | states |");
    println!("| --- | --- |");
    let lo = ftm.iter().min().copied().unwrap_or(0) / 5 * 5;
    let hi = ftm.iter().max().copied().unwrap_or(0);
    for b in (lo..=hi).step_by(5) {
        let c = ftm.iter().filter(|&&x| x >= b && x < b + 5).count();
        println!("| {b}–{} | {c} |", b + 4);
    }
}
