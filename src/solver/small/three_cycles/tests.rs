//! Coverage of the 3-cycle method's commutators and setups.

use super::*;

/// All turn vectors of `k` pieces with modulus `m` summing to zero.
fn zero_sum(k: usize, m: u8) -> Vec<Vec<u8>> {
    let mut out = vec![Vec::new()];
    for _ in 0..k {
        out = out
            .into_iter()
            .flat_map(|v| {
                (0..m).map(move |x| {
                    let mut w = v.clone();
                    w.push(x);
                    w
                })
            })
            .collect();
    }
    out.retain(|v| v.iter().map(|&x| x as usize).sum::<usize>() % m as usize == 0);
    out
}

/// Coverage: for every ordered triple of pieces of a moving kind and every way of turning
/// them (net turn zero), a setup and a searched commutator do exactly that; for every pair
/// and every opposite turn, a pair commutator does, where the search found any.
#[test]
fn every_triple_and_pair_is_covered() {
    for puzzle in [PuzzleKind::Pyraminx, PuzzleKind::Cube2] {
        let solver = CycleSolver::get(puzzle);
        let def = puzzle.def();
        let m = &solver.model;
        let moving: Vec<usize> = (0..m.len()).filter(|&p| !solver.stationary[p]).collect();
        let mut visited = super::Visited::new();
        let mut triples = 0;
        for &a in &moving {
            let kind = |x: usize| def.pieces()[x].kind;
            let same: Vec<usize> = moving
                .iter()
                .copied()
                .filter(|&x| kind(x) == kind(a))
                .collect();
            for &b in same.iter().filter(|&&b| b != a) {
                for &c in same.iter().filter(|&&c| c != a && c != b) {
                    for v in zero_sum(3, m.moduli[a]) {
                        let want = [Some(v[0]), Some(v[1]), Some(v[2])];
                        let f = solver
                            .cycle_step(&mut visited, [a, b, c], want)
                            .unwrap_or_else(|| panic!("{puzzle}: no 3-cycle {a} {b} {c} {v:?}"));
                        let core = &solver.cores.cycles[f.core];
                        let step = solver.step(Phase::ThreeCycle, &[a, b, c], &f, core);
                        let e = Pieces::of_perm(def, &step.effect);
                        for (i, &s) in [a, b, c].iter().enumerate() {
                            let next = [a, b, c][(i + 1) % 3];
                            assert_eq!((e.to[s] as usize, e.ori[s]), (next, v[i]));
                        }
                        let moved =
                            (0..m.len()).filter(|&p| e.to[p] as usize != p || e.ori[p] != 0);
                        assert_eq!(moved.count(), 3);
                        triples += 1;
                    }
                }
            }
        }
        assert!(triples > 0);
        if solver.cores.pairs.is_empty() {
            continue;
        }
        for &p in &moving {
            let same = moving
                .iter()
                .filter(|&&q| def.pieces()[q].kind == def.pieces()[p].kind);
            for &q in same.filter(|&&q| q != p) {
                for v in zero_sum(2, m.moduli[p]).into_iter().filter(|v| v[0] != 0) {
                    let f = solver
                        .pair_step(&mut visited, p, q, [v[0], v[1]])
                        .unwrap_or_else(|| panic!("{puzzle}: no pair {p} {q} {v:?}"));
                    let core = &solver.cores.pairs[f.core];
                    let step = solver.step(Phase::OrientationPair, &[p, q], &f, core);
                    let e = Pieces::of_perm(def, &step.effect);
                    assert_eq!((e.to[p] as usize, e.ori[p]), (p, v[0]));
                    assert_eq!((e.to[q] as usize, e.ori[q]), (q, v[1]));
                }
            }
        }
    }
}

/// The search gives the same commutators in the same order every time (plans are
/// reproducible, whatever order its hash map happens to use).
#[test]
fn commutator_search_is_deterministic() {
    let solver = CycleSolver::get(PuzzleKind::Pyraminx);
    let again = Cores::search(&solver.model, &solver.turns);
    let list = |c: &Cores| -> Vec<_> {
        c.cycles
            .iter()
            .chain(&c.pairs)
            .map(|k| k.commutator.clone())
            .collect()
    };
    assert_eq!(list(&solver.cores), list(&again));
}
