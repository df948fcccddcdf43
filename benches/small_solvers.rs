//! Small-puzzle solver benchmarks (the Pyraminx and the 2×2×2), and the Kilominx's two
//! methods (the short solver's stages over its corners, the conjugated 3-cycles).
//!
//! `cargo bench --bench small_solvers -- --table [--quick]` prints the markdown tables
//! `cargo xtask bench solver` shows: the distance tables (size, memory, build time, the
//! distribution of all positions), and the optimal and 3-cycle solvers' lengths over 1,000
//! uniformly random positions (200 with `--quick`), God's numbers beside them. Every
//! solution is replayed on its position (the puzzle's generators, sticker by sticker): one
//! that does not solve it stops the bench with an error.
//!
//! The Kilominx's table: both methods on the same uniformly random positions of its report
//! seed [`KILOMINX_REPORT_SEED`] (200, 50 with `--quick`), mean FTM with its standard error.
//! No parameter of either method was chosen on Kilominx positions (the short solver's
//! widths are the Megaminx's, chosen on `benches/short.rs`'s tuning seeds); the report seed
//! is used by nothing else.

use std::time::Instant;

use minx::group::{Perm, StabChain};
use minx::puzzle::PuzzleKind;
use minx::rng::Rng;
use minx::solver::short::{plan_cut_until, Options};
use minx::solver::small::{Cube2Tables, CycleSolver, PyraminxTables};
use minx::solver::{methods_for, solve, Method, Solution};

/// The seed of the random positions (fixed so every run measures the same ones).
const SEED: u64 = 2014;

/// God's numbers: the most turns any position needs (the Pyraminx's without tips, plus one
/// per tip; the 2×2×2 in the half-turn metric, whole-cube orientation free).
fn gods_number(puzzle: PuzzleKind) -> &'static str {
    match puzzle {
        PuzzleKind::Pyraminx => "11 layer turns (+ up to 4 tip turns)",
        _ => "11 (half-turn metric; also with every sticker home, all six faces)",
    }
}

fn positions(puzzle: PuzzleKind, n: usize) -> Vec<Perm> {
    let chain = StabChain::new(&puzzle.def().generator_perms()).expect("generators");
    let mut rng = Rng::new(SEED);
    (0..n).map(|_| chain.random_element(&mut rng)).collect()
}

/// Panics unless the solution's moves take `position` home: the moves as the puzzle's
/// generator permutations, composed on the stickers (nothing of the solver's own state).
fn replay(puzzle: PuzzleKind, position: &Perm, solution: &Solution) {
    let end = position.then(&puzzle.def().evaluate(&solution.moves));
    assert!(
        end.is_identity(),
        "{} {}: the plan {} leaves {end} from {position}",
        puzzle.title(),
        solution.method.name(),
        solution.text()
    );
}

fn row(cells: &[String]) {
    println!("| {} |", cells.join(" | "));
}

fn table_section() {
    println!("### Distance tables (breadth-first, 4 bits an entry, built once)\n");
    row(&[
        "table",
        "positions",
        "memory",
        "build",
        "distribution (distance: count)",
        "max",
    ]
    .map(String::from));
    row(&["---"; 6].map(String::from));
    let t = Instant::now();
    let p = PyraminxTables::get();
    let pyr_total = t.elapsed();
    let t = Instant::now();
    let c = Cube2Tables::get();
    let cube_total = t.elapsed();
    for (name, table, total) in [
        ("Pyraminx layers (s5–s8)", &p.table, pyr_total),
        ("2×2×2, faces R G B", &c.table, cube_total),
    ] {
        let dist: Vec<String> = table
            .histogram
            .iter()
            .enumerate()
            .map(|(d, n)| format!("{d}: {n}"))
            .collect();
        row(&[
            name.to_string(),
            table.len().to_string(),
            format!("{:.2} MB", table.bytes() as f64 / 1e6),
            format!("{:.2} s", total.as_secs_f64()),
            dist.join(", "),
            table.max_distance().to_string(),
        ]);
    }
    println!();
}

fn solver_section(n: usize) {
    println!("### Solutions of {n} uniformly random positions (seed {SEED})\n");
    row(&[
        "puzzle",
        "method",
        "mean",
        "max",
        "God's number",
        "histogram (turns: count)",
        "mean time",
    ]
    .map(String::from));
    row(&["---"; 7].map(String::from));
    for puzzle in [PuzzleKind::Pyraminx, PuzzleKind::Cube2] {
        let list = positions(puzzle, n);
        let t = Instant::now();
        let cores = CycleSolver::get(puzzle);
        let core_time = t.elapsed();
        for method in methods_for(puzzle) {
            let mut hist = vec![0usize; 80];
            let t = Instant::now();
            let solutions: Vec<_> = list
                .iter()
                .map(|p| solve(puzzle, p, method, None).expect("reachable"))
                .collect();
            let each = t.elapsed().as_secs_f64() / n as f64;
            for (p, s) in list.iter().zip(&solutions) {
                replay(puzzle, p, s);
                hist[s.ftm()] += 1;
            }
            let total: usize = hist.iter().enumerate().map(|(l, c)| l * c).sum();
            let max = hist.iter().rposition(|&c| c > 0).unwrap_or(0);
            let shown: Vec<String> = hist
                .iter()
                .enumerate()
                .filter(|(_, &c)| c > 0)
                .map(|(l, c)| format!("{l}: {c}"))
                .collect();
            row(&[
                puzzle.title().to_string(),
                method.name().to_string(),
                format!("{:.2}", total as f64 / n as f64),
                max.to_string(),
                if method == Method::Optimal {
                    gods_number(puzzle).to_string()
                } else {
                    "—".to_string()
                },
                shown.join(", "),
                format!("{:.3} ms", each * 1e3),
            ]);
        }
        println!(
            "\n{}: commutator search {:.2} s ({} 3-cycles, {} orientation pairs, X up to {} turns, Y up to 2)\n",
            puzzle.title(),
            core_time.as_secs_f64(),
            cores.cores.cycles.len(),
            cores.cores.pairs.len(),
            cores.cores.max_x
        );
    }
}

/// The Kilominx's report seed: its positions are used by this table only.
const KILOMINX_REPORT_SEED: u64 = 35_003;

/// Mean and standard error of `xs`.
fn mean_se(xs: &[usize]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<usize>() as f64 / n;
    let var = xs.iter().map(|&x| (x as f64 - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

/// The Kilominx's short plans (the first plan, no budget) beside its conjugated 3-cycles on
/// the same positions, every plan replayed on the Kilominx's stickers.
fn kilominx_section(n: usize) {
    let puzzle = PuzzleKind::Kilominx;
    let mut rng = Rng::new(KILOMINX_REPORT_SEED);
    let list: Vec<Perm> = (0..n)
        .map(|_| puzzle.info().whole_group().random_element(&mut rng))
        .collect();
    println!(
        "### The Kilominx: {n} uniformly random positions (report seed {KILOMINX_REPORT_SEED})\n"
    );
    row(&["method", "mean FTM ± s.e.", "min", "max", "median time"].map(String::from));
    row(&["---"; 5].map(String::from));
    let lengths = |name: &str, solve: &dyn Fn(&Perm) -> Vec<minx::group::Letter>| {
        let mut times = Vec::new();
        let ftm: Vec<usize> = list
            .iter()
            .map(|p| {
                let t = Instant::now();
                let letters = solve(p);
                times.push(t.elapsed().as_secs_f64());
                let mut word = minx::group::Word::new();
                for l in &letters {
                    word.push(l.generator, l.power);
                }
                let end = p.then(&puzzle.def().evaluate(&word));
                assert!(
                    end.is_identity(),
                    "Kilominx {name}: a plan leaves {end} from {p}"
                );
                letters.len()
            })
            .collect();
        times.sort_by(f64::total_cmp);
        let (mean, se) = mean_se(&ftm);
        row(&[
            name.to_string(),
            format!("{mean:.2} ± {se:.2}"),
            ftm.iter().min().unwrap().to_string(),
            ftm.iter().max().unwrap().to_string(),
            format!("{:.1} ms", times[n / 2] * 1e3),
        ]);
    };
    lengths("short (first plan)", &|p| {
        let plan = plan_cut_until(puzzle, p, Options::default(), None).expect("reachable");
        plan.moves.letters().to_vec()
    });
    lengths("three-cycles", &|p| {
        let plan = solve(puzzle, p, Method::ThreeCycles, None).expect("reachable");
        plan.moves.letters().to_vec()
    });
    println!();
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if !args.iter().any(|a| a == "--table") {
        eprintln!("usage: cargo bench --bench small_solvers -- --table [--quick]");
        return;
    }
    let n = if args.iter().any(|a| a == "--quick") {
        200
    } else {
        1000
    };
    table_section();
    solver_section(n);
    kilominx_section(if n == 1000 { 200 } else { 50 });
}
