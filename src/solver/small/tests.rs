//! Tests of the small-puzzle solvers.

use super::*;
use crate::rng::Rng;

fn random(puzzle: PuzzleKind, rng: &mut Rng) -> Perm {
    group(puzzle).random_element(rng)
}

#[test]
fn quick_measure() {
    let mut rng = Rng::new(1);
    for puzzle in [PuzzleKind::Pyraminx, PuzzleKind::Cube2] {
        let t = std::time::Instant::now();
        let _ = solve_small(puzzle, &puzzle.def().identity(), SmallMethod::Optimal).unwrap();
        eprintln!("{puzzle} tables {:?}", t.elapsed());
        let t = std::time::Instant::now();
        let mut hist = vec![0; 20];
        for _ in 0..100 {
            let p = random(puzzle, &mut rng);
            let s = solve_small(puzzle, &p, SmallMethod::Optimal).unwrap();
            assert!(p.then(&puzzle.def().evaluate(&s.moves)).is_identity());
            hist[s.ftm()] += 1;
        }
        eprintln!("{puzzle} 100 solves {:?} {:?}", t.elapsed(), hist);
        let t = std::time::Instant::now();
        let c = CycleSolver::get(puzzle);
        eprintln!(
            "{puzzle} cores {:?}: {} cycles {} pairs, max x {}",
            t.elapsed(),
            c.cores.cycles.len(),
            c.cores.pairs.len(),
            c.cores.max_x
        );
        let t = std::time::Instant::now();
        let mut total = 0;
        for _ in 0..100 {
            let p = random(puzzle, &mut rng);
            let s = solve_small(puzzle, &p, SmallMethod::ThreeCycles).unwrap();
            assert!(p.then(&puzzle.def().evaluate(&s.moves)).is_identity());
            total += s.ftm();
        }
        eprintln!(
            "{puzzle} 100 cycle solves {:?} mean {}",
            t.elapsed(),
            total as f64 / 100.0
        );
    }
}
