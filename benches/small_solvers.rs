//! Small-puzzle solver benchmarks (the Pyraminx and the 2×2×2).
//!
//! `cargo bench --bench small_solvers -- --table [--quick]` prints the markdown tables
//! `cargo xtask bench solver` shows: the distance tables (size, memory, build time, the
//! distribution of all positions), and the optimal and 3-cycle solvers' lengths over 1,000
//! uniformly random positions (200 with `--quick`), God's numbers beside them. Every
//! solution is replayed on its position (the puzzle's generators, sticker by sticker): one
//! that does not solve it stops the bench with an error.

use std::time::Instant;

use minx::group::{Perm, StabChain};
use minx::puzzle::PuzzleKind;
use minx::rng::Rng;
use minx::solver::small::{
    solve_small, Cube2Tables, CycleSolver, PyraminxTables, SmallMethod, SmallSolution,
};

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
fn replay(puzzle: PuzzleKind, position: &Perm, solution: &SmallSolution) {
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
        for method in SmallMethod::ALL {
            let mut hist = vec![0usize; 80];
            let t = Instant::now();
            let solutions: Vec<_> = list
                .iter()
                .map(|p| solve_small(puzzle, p, method).expect("reachable"))
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
                if method == SmallMethod::Optimal {
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
}
