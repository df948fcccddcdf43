//! Tests of the small-puzzle solvers: tables against known counts and brute force, both
//! methods on random positions, every step's stated effect.

use std::collections::HashMap;

use super::*;
use crate::group::Perm;
use crate::puzzle::{Cube2, Pyraminx};
use crate::puzzle::{Pieces, PuzzleKind};
use crate::rng::Rng;
use crate::solver::{self, Method, Phase, Solution, SolveError};

/// The registry's solve (the first plan).
fn solve(puzzle: PuzzleKind, p: &Perm, method: Method) -> Result<Solution, SolveError> {
    solver::solve(puzzle, p, method, None)
}

fn random(puzzle: PuzzleKind, rng: &mut Rng) -> Perm {
    puzzle.info().whole_group().random_element(rng)
}

/// Every sticker permutation within `depth` turns of solved (the named generators, every
/// power), with its distance: plain breadth-first search on stickers, independent of the
/// coordinates.
fn brute_force(puzzle: PuzzleKind, names: &[&str], depth: usize) -> HashMap<Perm, usize> {
    let def = puzzle.def();
    let moves: Vec<Perm> = names
        .iter()
        .flat_map(|n| {
            let g = def.generator(n).expect("a generator").perm.clone();
            let order = u32::try_from(g.order()).unwrap() as i64;
            (1..order).map(move |k| g.pow(k))
        })
        .collect();
    let mut dist = HashMap::from([(def.identity(), 0)]);
    let mut layer = vec![def.identity()];
    for d in 1..=depth {
        let mut next = Vec::new();
        for p in &layer {
            for m in &moves {
                let q = p.then(m);
                if !dist.contains_key(&q) {
                    dist.insert(q.clone(), d);
                    next.push(q);
                }
            }
        }
        layer = next;
    }
    dist
}

/// The 2×2×2's three-face table has the published half-turn-metric distribution (God's
/// number 11), and the Pyraminx's layer table the published one of its 933,120 positions
/// (God's number 11 without tips).
#[test]
fn tables_match_known_counts() {
    let c = Cube2Tables::get();
    assert_eq!(
        c.table.histogram,
        [1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644]
    );
    let p = PyraminxTables::get();
    assert_eq!(
        p.table.histogram,
        [1, 8, 48, 288, 1728, 9896, 51808, 220111, 480467, 166276, 2457, 32]
    );
    assert_eq!(p.table.histogram.iter().sum::<usize>(), 933_120);
    assert_eq!(p.table.len(), 933_120);
    assert_eq!(p.table.max_distance(), 11);
}

/// Table distances equal brute-force distances on every position within 5 layer turns
/// (Pyraminx) or 4 face turns (2×2×2, three faces).
#[test]
fn table_distances_match_brute_force() {
    let p = PyraminxTables::get();
    let def = PuzzleKind::Pyraminx.def();
    let near = brute_force(PuzzleKind::Pyraminx, &Pyraminx::NO_TIPS, 5);
    assert!(near.len() > 10_000);
    for (perm, &d) in &near {
        let i = p.coords.index(&Pieces::of_perm(def, perm));
        assert_eq!(p.table.get(i) as usize, d, "{perm}");
    }
    let c = Cube2Tables::get();
    let def = PuzzleKind::Cube2.def();
    let near = brute_force(PuzzleKind::Cube2, &Cube2::FIXED, 4);
    assert_eq!(near.len(), 1 + 9 + 54 + 321 + 1847);
    for (perm, &d) in &near {
        let i = c.coords.index(&Pieces::of_perm(def, perm));
        assert_eq!(c.table.get(i) as usize, d, "{perm}");
    }
}

/// The optimal 2×2×2 solver (all six faces, every sticker home) is exactly as long as a
/// brute-force search says, on a sample of positions within 4 turns; same for the Pyraminx
/// with its tips.
#[test]
fn optimal_lengths_match_brute_force() {
    let cases = [
        (PuzzleKind::Cube2, vec!["R", "G", "B", "b", "g", "r"], 4),
        (
            PuzzleKind::Pyraminx,
            vec!["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"],
            4,
        ),
    ];
    for (puzzle, names, depth) in cases {
        let near = brute_force(puzzle, &names, depth);
        let mut sample: Vec<(&Perm, &usize)> = near.iter().collect();
        sample.sort_by_key(|(p, _)| p.to_string());
        for (perm, &d) in sample.iter().step_by(sample.len() / 300) {
            let s = solve(puzzle, perm, Method::Optimal).unwrap();
            assert_eq!(s.ftm(), d, "{puzzle} {perm}: {s}");
        }
    }
}

/// Checks one solution: it solves, and every step does exactly what it says.
fn check(puzzle: PuzzleKind, start: &Perm, s: &Solution) {
    let def = puzzle.def();
    assert!(
        start.then(&def.evaluate(&s.moves)).is_identity(),
        "{puzzle} {start}: {s}"
    );
    for step in &s.steps {
        assert_eq!(step.effect, def.evaluate(&step.moves()));
        let e = Pieces::of_perm(def, &step.effect);
        let slots = step.pieces.clone();
        let changed: Vec<usize> = (0..e.to.len())
            .filter(|&p| e.to[p] as usize != p || e.ori[p] != 0)
            .collect();
        match step.phase {
            Phase::ThreeCycle => {
                let mut sorted = slots.clone();
                sorted.sort_unstable();
                assert_eq!(changed, sorted, "{}", step.explanation);
                for i in 0..3 {
                    assert_eq!(e.to[slots[i]] as usize, slots[(i + 1) % 3]);
                }
            }
            Phase::OrientationPair => {
                assert_eq!(changed.len(), 2);
                assert!(changed
                    .iter()
                    .all(|&p| e.to[p] as usize == p && slots.contains(&p)));
            }
            _ => {}
        }
        if let Some(core) = &step.core {
            assert_eq!(step.undo, step.setup.inverse());
            let c = core.commutator().expect("a commutator core");
            assert_eq!(step.body, c.moves().letters());
        }
    }
}

fn random_states(n: usize) {
    let mut rng = Rng::new(10);
    for puzzle in [PuzzleKind::Pyraminx, PuzzleKind::Cube2] {
        for _ in 0..n {
            let p = random(puzzle, &mut rng);
            let opt = solve(puzzle, &p, Method::Optimal).unwrap();
            check(puzzle, &p, &opt);
            let cyc = solve(puzzle, &p, Method::ThreeCycles).unwrap();
            check(puzzle, &p, &cyc);
            assert!(opt.ftm() <= cyc.ftm());
            match puzzle {
                PuzzleKind::Pyraminx => {
                    let layers = opt.steps.iter().find(|s| s.phase == Phase::Optimal);
                    assert!(layers.is_none_or(|s| s.moves().len() <= 11), "{opt}");
                    assert!(opt.ftm() <= 11 + 4);
                }
                _ => assert!(opt.ftm() <= 11, "{p}: {opt}"),
            }
        }
    }
}

#[test]
fn random_states_solve_both_ways() {
    random_states(60);
}

/// The acceptance run: 1,000 random positions of each puzzle by both methods
/// (`cargo test --release -- --ignored`).
#[test]
#[ignore]
fn thousand_random_states_solve_both_ways() {
    random_states(1000);
}

#[test]
fn solved_and_bad_input() {
    for puzzle in [PuzzleKind::Pyraminx, PuzzleKind::Cube2] {
        for method in [Method::Optimal, Method::ThreeCycles] {
            let s = solve(puzzle, &puzzle.def().identity(), method).unwrap();
            assert!(s.steps.is_empty() && s.moves.is_empty());
        }
        // A single sticker swap is no position of the puzzle.
        let bad = Perm::cycle(puzzle.def().sticker_count(), &[0, 1]).unwrap();
        assert_eq!(
            solve(puzzle, &bad, Method::Optimal),
            Err(SolveError::Unreachable(puzzle))
        );
    }
    let mega = PuzzleKind::Megaminx;
    assert!(solve(mega, &mega.def().identity(), Method::Optimal).is_err());
    assert_eq!("three-cycles".parse(), Ok(Method::ThreeCycles));
    assert!("Thesis".parse::<Method>().is_err());
}

/// A worked example: the text and JSON name the moves in the puzzle's generators.
#[test]
fn text_and_json() {
    let def = PuzzleKind::Cube2.def();
    let w = def.parse_word("R G' B^2").unwrap();
    let s = solve(PuzzleKind::Cube2, &def.evaluate(&w), Method::Optimal).unwrap();
    assert_eq!(s.text(), "B^2 G R'");
    let json = serde_json::to_value(&s).unwrap();
    assert_eq!(json["ftm"], 3);
    assert_eq!(json["solution"], "B^2 G R'");
    assert_eq!(json["steps"][0]["phase"], "optimal");
    assert!(s.to_string().contains("3 moves (FTM)"), "{s}");
}

/// The 2×2×2 as the page has it (every sticker home, all six faces, whole-cube turns not
/// free): a breadth-first search over all 88,179,840 positions (8 corners' arrangement and
/// twists, 44 MB) gives God's number in that model, and the optimal solver's lengths equal
/// its distances on random positions. Release only: `cargo test --release -- --ignored`.
#[test]
#[ignore]
fn cube2_whole_group_table() {
    let model = Model::new(PuzzleKind::Cube2);
    let all: Vec<usize> = (0..8).collect();
    let parts = vec![
        coord::Part::Arrangement {
            slots: all.clone(),
            even: false,
        },
        coord::Part::Orientation {
            slots: all,
            modulus: 3,
            zero_sum: true,
        },
    ];
    let coords = coord::Coords::new(&model, parts, (0..model.turns.len()).collect());
    let table = table::DistTable::build(&coords);
    // The published distribution of the 2×2×2's 88,179,840 positions, half-turn metric.
    assert_eq!(
        table.histogram,
        [1, 18, 243, 2874, 28000, 205416, 1168516, 5402628, 20776176, 45391616, 15139616, 64736]
    );
    assert_eq!(table.histogram.iter().sum::<usize>(), 88_179_840);
    assert_eq!(table.max_distance(), 11);
    let mut rng = Rng::new(3);
    let def = PuzzleKind::Cube2.def();
    for _ in 0..300 {
        let p = random(PuzzleKind::Cube2, &mut rng);
        let s = solve(PuzzleKind::Cube2, &p, Method::Optimal).unwrap();
        let d = table.get(coords.index(&Pieces::of_perm(def, &p)));
        assert_eq!(s.ftm(), d as usize, "{p}");
    }
}
