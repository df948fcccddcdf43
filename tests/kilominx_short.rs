//! The short solver on the Kilominx (issue 35, item 3): its stages come from the puzzle's
//! record (the orbits its definition has: corners only), and every plan solves.

use minx::puzzle::PuzzleKind;
use minx::rng::Rng;
use minx::solver::short::{plan_cut_until, Layout, Options, Orbits, TableSet};

/// The stage plan is read from the record: the Kilominx's definition has no edges, so every
/// stage brings home corners only, and the stages of each ending bring home every corner
/// exactly once.
#[test]
fn kilominx_stages_are_its_corners_from_the_record() {
    let d = PuzzleKind::Kilominx
        .info()
        .dodecahedral()
        .expect("cut from the dodecahedron");
    let orbits = Orbits::of(d);
    assert_eq!(orbits, Orbits { edges: false });
    let m = PuzzleKind::Megaminx.info().dodecahedral().unwrap();
    assert_eq!(Orbits::of(m), Orbits::ALL);
    let layout = Layout::of_orbits(TableSet::Page, orbits);
    assert!(layout.two.is_none(), "no two-face stage without edges");
    for e in 1..layout.endings.len() {
        let mut all: Vec<_> = (0..layout.stages_in(e))
            .flat_map(|k| layout.stage(k, e).pieces.clone())
            .collect();
        assert!(all.iter().all(|p| p.is_corner()));
        all.sort();
        let corners: Vec<_> = orbits.pieces().collect();
        assert_eq!(all, corners);
        assert_eq!(corners.len(), 20);
    }
}

/// Property test: the first plan of random Kilominx positions, replayed on the Kilominx's own
/// stickers, solves them.
#[test]
fn every_kilominx_short_plan_solves() {
    let puzzle = PuzzleKind::Kilominx;
    let d = puzzle.info().dodecahedral().unwrap();
    let mut rng = Rng::new(3535);
    for _ in 0..12 {
        let p = puzzle
            .info()
            .invariants()
            .random_position(puzzle.def(), &mut rng);
        let plan = plan_cut_until(puzzle, &p, Options::default(), None).expect("a legal position");
        assert!(p
            .then(&d.apply_moves(&plan.face_moves().unwrap()))
            .is_identity());
        assert!(plan.ftm() <= 60, "{} moves", plan.ftm());
    }
}
