//! Solver benchmarks.
//!
//! - `cargo bench --bench solver` — criterion timings of one solve (improved and naive).
//! - `cargo bench --bench solver -- --table [--quick]` — the markdown table `cargo xtask bench`
//!   shows: solution lengths (mean, max, histogram) and solve times over 1,000 uniformly random
//!   states (200 with `--quick`) for every method on the same states — the thesis method, the
//!   searched-commutator method and the naive thesis method as the reference — and the
//!   one-time commutator search and table build.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::Criterion;
use minx::puzzle::State;
use minx::rng::Rng;
use minx::solver::{commutator, plan_with, setup_histograms, Histogram, Method, Phase, PieceKind};

/// The seed of the random states (fixed so every run measures the same positions).
const SEED: u64 = 2014;

fn states(n: usize) -> Vec<State> {
    let mut rng = Rng::new(SEED);
    (0..n).map(|_| State::random(&mut rng)).collect()
}

fn criterion_benches(c: &mut Criterion) {
    let list = states(64);
    for method in Method::THESIS_FAMILY {
        plan_with(&list[0], method).expect("legal"); // build the tables outside the timing
        let mut i = 0;
        c.bench_function(&format!("solve/{method}"), |b| {
            b.iter(|| {
                i = (i + 1) % list.len();
                black_box(plan_with(black_box(&list[i]), method).expect("legal"))
            })
        });
    }
}

/// Per-method totals over the sample.
#[derive(Default)]
struct Totals {
    raw: Vec<usize>,
    ftm: Vec<usize>,
    fifths: Vec<usize>,
    steps: Vec<usize>,
    phase_steps: [usize; 4],
    time: Duration,
    tables: Duration,
}

fn mean(v: &[usize]) -> f64 {
    v.iter().sum::<usize>() as f64 / v.len().max(1) as f64
}

fn measure(method: Method, list: &[State]) -> Totals {
    let mut t = Totals::default();
    let start = Instant::now();
    plan_with(&list[0], method).expect("legal");
    t.tables = start.elapsed();
    // The machine is shared: time three passes and keep the fastest.
    let mut solutions = Vec::new();
    t.time = Duration::MAX;
    for _ in 0..3 {
        let start = Instant::now();
        solutions = list
            .iter()
            .map(|s| black_box(plan_with(s, method).expect("legal")))
            .collect();
        t.time = t.time.min(start.elapsed());
    }
    for (s, sol) in list.iter().zip(&solutions) {
        assert!(
            s.then(&State::of_moves(&sol.face_moves().unwrap()))
                .is_solved(),
            "solves"
        );
        t.raw.push(sol.moves_before_cancellation);
        t.ftm.push(sol.ftm());
        t.fifths.push(sol.fifth_turns());
        t.steps.push(sol.steps.len());
        for step in &sol.steps {
            let k = match step.phase {
                Phase::EdgePlacement => 0,
                Phase::EdgeOrientation => 1,
                Phase::CornerPlacement => 2,
                Phase::CornerOrientation => 3,
                _ => continue,
            };
            t.phase_steps[k] += 1;
        }
    }
    t
}

/// Times the commutator search and its two setup tables (first use, before any solve with
/// the method) and prints what they hold.
fn commutator_build() {
    let start = Instant::now();
    let edges = commutator::catalogue(PieceKind::Edge);
    let corners = commutator::catalogue(PieceKind::Corner);
    let search = start.elapsed();
    let start = Instant::now();
    commutator::cycle_table(PieceKind::Edge);
    commutator::cycle_table(PieceKind::Corner);
    let tables = start.elapsed();
    println!(
        "Commutator search (X ≤ {} moves, Y ≤ {}): {:.0} ms, {} (X, Y) pairs multiplied out; \
         {} edge and {} corner 3-cycle effects (of {} and {} possible) over the 60 rotations; \
         setup tables {:.0} ms. One-time, on first use.\n",
        commutator::MAX_X,
        commutator::MAX_Y,
        search.as_secs_f64() * 1e3,
        edges.checked,
        edges.entries.len(),
        corners.entries.len(),
        commutator::possible_effects(PieceKind::Edge),
        commutator::possible_effects(PieceKind::Corner),
        tables.as_secs_f64() * 1e3,
    );
}

/// `lo–hi:count` for bins of `width` FTM over the lengths.
fn histogram(lengths: &[usize], width: usize) -> String {
    let mut bins = std::collections::BTreeMap::new();
    for &l in lengths {
        *bins.entry(l / width).or_insert(0) += 1;
    }
    bins.into_iter()
        .map(|(b, c)| format!("{}–{}:{c}", b * width, b * width + width - 1))
        .collect::<Vec<_>>()
        .join(" ")
}

fn table(n: usize) {
    let list = states(n);
    commutator_build();
    let all: Vec<(Method, Totals)> = Method::THESIS_FAMILY
        .into_iter()
        .map(|m| (m, measure(m, &list)))
        .collect();
    let reference = &all
        .iter()
        .find(|(m, _)| *m == Method::Naive)
        .expect("naive")
        .1;
    let per_solve = |t: &Totals| t.time.as_secs_f64() * 1e6 / n as f64;
    println!("### Solver: {n} uniformly random states (seed {SEED})\n");
    println!(
        "| method | FTM before cancellation (mean / max) | FTM after (mean / max) | \
         fifth-turns (mean) | steps (mean: edge place / flip / corner place / twist) | \
         solve time (mean µs, fastest of 3 passes) | length vs naive | time vs naive | tables built (ms) |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for (m, t) in &all {
        let ps = t.phase_steps.map(|k| k as f64 / n as f64);
        println!(
            "| {m} | {:.1} / {} | {:.1} / {} | {:.1} | {:.1} ({:.1} / {:.1} / {:.1} / {:.1}) | \
             {:.1} | {:.2}× | {:.2}× | {:.0} |",
            mean(&t.raw),
            t.raw.iter().max().unwrap_or(&0),
            mean(&t.ftm),
            t.ftm.iter().max().unwrap_or(&0),
            mean(&t.fifths),
            mean(&t.steps),
            ps[0],
            ps[1],
            ps[2],
            ps[3],
            per_solve(t),
            mean(&t.ftm) / mean(&reference.ftm),
            per_solve(t) / per_solve(reference),
            t.tables.as_secs_f64() * 1e3,
        );
    }
    println!("\nFTM after cancellation, histogram (bins of 20 moves):\n");
    println!("| method | mean | max | histogram (FTM range:states) |");
    println!("|---|---|---|---|");
    for (m, t) in &all {
        println!(
            "| {m} | {:.1} | {} | {} |",
            mean(&t.ftm),
            t.ftm.iter().max().unwrap_or(&0),
            histogram(&t.ftm, 20)
        );
    }
    print_histograms(
        "Setup lengths (moves) per table",
        setup_histograms(),
        |_| true,
    );
    print_histograms(
        "Searched commutators: lengths (half the moves) per table",
        commutator::histograms(),
        |&c| c > 0,
    );
    println!(
        "\nReproduce: `cargo xtask bench` or `cargo bench --bench solver -- --table{}`",
        if n < 1000 { " --quick" } else { "" }
    );
}

/// Prints a table of length histograms under `title`, with the lengths whose count `show`
/// keeps.
fn print_histograms(title: &str, hists: Vec<Histogram>, show: impl Fn(&usize) -> bool) {
    println!("\n{title}:\n");
    println!("| table | targets | mean | histogram (length:count) |");
    println!("|---|---|---|---|");
    for h in hists {
        let counts = h.counts.iter().enumerate().filter(|(_, c)| show(c));
        let hist: Vec<String> = counts.map(|(l, c)| format!("{l}:{c}")).collect();
        let (name, total, mean) = (&h.name, h.total(), h.mean());
        println!("| {name} | {total} | {mean:.2} | {} |", hist.join(" "));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--table") {
        let quick = args.iter().any(|a| a == "--quick");
        table(if quick { 200 } else { 1000 });
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    criterion_benches(&mut c);
    c.final_summary();
}
