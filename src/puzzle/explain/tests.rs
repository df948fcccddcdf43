//! Explaining algorithms on every puzzle: the thesis example, bracket forms as written,
//! flat commutators and conjugates recognised with the same effect (property tests).

use proptest::prelude::*;

use super::*;
use crate::group::Perm;
use crate::puzzle::PuzzleKind;

/// The position moves typed for `kind` give.
fn effect(kind: PuzzleKind, text: &str) -> Perm {
    let info = kind.info();
    info.def().evaluate(&info.read_word(text, None).unwrap())
}

fn names(e: &Explanation) -> Vec<String> {
    e.phases.iter().map(|p| p.name.to_string()).collect()
}

#[test]
fn the_thesis_example_is_recognised() {
    let info = PuzzleKind::Megaminx.info();
    let flat = "D* A D L* D* A* D L";
    let e = info.explain(flat, None).unwrap();
    assert_eq!(e.structure, Structure::Commutator);
    assert_eq!(e.bracket, "[D* A D, L*]");
    assert_eq!(names(&e), ["X", "Y", "X⁻¹", "Y⁻¹"]);
    assert_eq!(e.phases[0].moves, "D* A D");
    assert_eq!(e.phases[2].moves, "D* A* D");
    assert_eq!(
        effect(PuzzleKind::Megaminx, &e.bracket),
        effect(PuzzleKind::Megaminx, flat)
    );
    // X turns one face (A) seen from D; Y turns L: they share few places.
    let tint = e.tint.as_ref().unwrap();
    assert!(!tint.both.is_empty() && tint.both.len() < tint.x_only.len());
    assert_eq!(e.order, effect(PuzzleKind::Megaminx, flat).small_order());
    // The same in WCA spelling, written back in WCA.
    let wca = info.write_word(&info.read_word(flat, None).unwrap(), Some(Notation::Wca));
    let w = info.explain(&wca, Some(Notation::Wca)).unwrap();
    assert_eq!(w.structure, Structure::Commutator);
    assert!(
        w.bracket.starts_with('[') && !w.bracket.contains('*'),
        "{}",
        w.bracket
    );
}

#[test]
fn brackets_as_written_on_every_puzzle() {
    for kind in PuzzleKind::ALL {
        let info = kind.info();
        let g: Vec<String> = info
            .def()
            .generators()
            .iter()
            .take(3)
            .map(|g| info.write_word(&info.def().parse_word(&g.name).unwrap(), None))
            .collect();
        let (a, b, c) = (&g[0], &g[1], &g[2]);
        let six = info.explain(&format!("[{c}: [{a}, {b}]]"), None).unwrap();
        assert_eq!(six.structure, Structure::Conjugate, "{kind}");
        assert_eq!(names(&six), ["S", "X", "Y", "X⁻¹", "Y⁻¹", "S⁻¹"], "{kind}");
        assert_eq!(six.bracket, format!("[{c}: [{a}, {b}]]"), "{kind}");
        let three = info.explain(&format!("[{c}: {a}]"), None).unwrap();
        assert_eq!(names(&three), ["S", "X", "S⁻¹"], "{kind}");
        assert!(three.tint.is_none());
        let seq = info.explain(&format!("{a} {b}"), None).unwrap();
        assert_eq!(seq.structure, Structure::Sequence, "{kind}");
        assert_eq!(names(&seq), ["moves"]);
        let none = info.explain("", None).unwrap();
        assert!(none.phases.is_empty() && none.cycles.is_empty());
        assert_eq!(none.order_explained, "order 1 (solved)");
        assert!(info.explain("[", None).is_err());
    }
}

#[test]
fn names_round_trip() {
    use strum::VariantArray;
    for n in PhaseName::VARIANTS {
        assert_eq!(n.to_string().parse::<PhaseName>(), Ok(*n));
    }
    for s in Structure::VARIANTS {
        assert_eq!(s.to_string().parse::<Structure>(), Ok(*s));
        assert_eq!(serde_json::to_value(s).unwrap(), s.to_string());
    }
}

#[test]
fn the_json_has_the_page_api_shape() {
    let e = PuzzleKind::Megaminx
        .info()
        .explain("[D* A D, L*]", None)
        .unwrap();
    let json = serde_json::to_value(&e).unwrap();
    assert_eq!(json["structure"], "commutator");
    assert_eq!(json["phases"][2]["name"], "X⁻¹");
    assert!(json["phases"][0]["moved"].is_array());
    assert!(json["order"].is_u64());
    assert!(json["orderExplained"]
        .as_str()
        .unwrap()
        .starts_with("order "));
    assert_eq!(
        json["cycles"][0].as_str().unwrap().chars().next(),
        Some('(')
    );
}

/// Random non-empty words for `kind` as `(generator, power)` with no two neighbours of one
/// generator and no whole turns, written as the puzzle writes moves.
fn text(kind: PuzzleKind, raw: &[(usize, u32)]) -> String {
    let def = kind.def();
    let orders = def.generator_orders();
    let mut w = Word::new();
    let mut last = usize::MAX;
    for &(g, p) in raw {
        let g = g % orders.len();
        if g == last {
            continue;
        }
        last = g;
        w.push(g, (1 + p % (orders[g] - 1)) as i32);
    }
    kind.info().write_word(&w, None)
}

fn inverse(kind: PuzzleKind, text: &str) -> String {
    let info = kind.info();
    info.write_word(&info.read_word(text, None).unwrap().inverse(), None)
}

fn letters() -> impl Strategy<Value = Vec<(usize, u32)>> {
    proptest::collection::vec((0usize..64, 0u32..64), 1..6)
}

proptest! {
    /// `X Y X⁻¹ Y⁻¹` typed flat is recognised as a commutator on every puzzle, and its
    /// bracket form has the same effect.
    #[test]
    fn flat_commutators_are_recognised(x in letters(), y in letters()) {
        for kind in PuzzleKind::ALL {
            let (x, y) = (text(kind, &x), text(kind, &y));
            let flat = format!("{x} {y} {} {}", inverse(kind, &x), inverse(kind, &y));
            let e = kind.info().explain(&flat, None).unwrap();
            prop_assert_eq!(e.structure, Structure::Commutator, "{}: {}", kind, flat);
            prop_assert_eq!(effect(kind, &e.bracket), effect(kind, &flat));
            let phases: String = e.phases.iter().map(|p| format!("{} ", p.moves)).collect();
            prop_assert_eq!(effect(kind, &phases), effect(kind, &flat));
            let def = kind.def();
            let played = e.phases.iter().fold(def.identity(), |s, p| s.then(&def.evaluate(&p.word)));
            prop_assert_eq!(played, effect(kind, &flat));
        }
    }

    /// `S X Y X⁻¹ Y⁻¹ S⁻¹` typed flat keeps its effect in bracket form, with six phases when
    /// read as a conjugate; `S X S⁻¹` is a conjugate (or a commutator) with the same effect.
    #[test]
    fn flat_conjugates_are_recognised(s in letters(), x in letters(), y in letters()) {
        for kind in PuzzleKind::ALL {
            let (s, x, y) = (text(kind, &s), text(kind, &x), text(kind, &y));
            let (si, xi, yi) = (inverse(kind, &s), inverse(kind, &x), inverse(kind, &y));
            let flat = format!("{s} {x} {y} {xi} {yi} {si}");
            let e = kind.info().explain(&flat, None).unwrap();
            prop_assert_ne!(e.structure, Structure::Sequence, "{}: {}", kind, flat);
            if e.structure == Structure::Conjugate {
                prop_assert_eq!(e.phases.len(), 6, "{}: {}", kind, flat);
            }
            prop_assert_eq!(effect(kind, &e.bracket), effect(kind, &flat));
            let flat = format!("{s} {x} {si}");
            let e = kind.info().explain(&flat, None).unwrap();
            prop_assert_eq!(effect(kind, &e.bracket), effect(kind, &flat));
        }
    }
}

/// A conjugate written with brackets around a flat commutator is read as six phases, and
/// long algorithms are explained within bounds: a setup of two thousand moves round a
/// middle that is no commutator tries every shorter setup (each a linear search), and a
/// flat alg at the notation's cap only the longest setup and none.
#[test]
fn nested_flat_parts_and_long_algs() {
    let info = PuzzleKind::Megaminx.info();
    let e = info.explain("[B: D* A D L* D* A* D L]", None).unwrap();
    assert_eq!(names(&e), ["S", "X", "Y", "X⁻¹", "Y⁻¹", "S⁻¹"]);
    assert_eq!(e.bracket, "[B: [D* A D, L*]]");
    let setup = "A B C ".repeat(700);
    let undo = "C* B* A* ".repeat(700);
    let long = format!("{setup} D E {undo}");
    let e = info.explain(&long, None).unwrap();
    assert_eq!(e.structure, Structure::Conjugate);
    assert_eq!(e.phases[1].moves, "D E");
    assert_eq!(
        effect(PuzzleKind::Megaminx, &e.bracket),
        effect(PuzzleKind::Megaminx, &long)
    );
    let cap = "A B ".repeat(crate::puzzle::notation::MAX_MOVES / 2);
    let e = info.explain(&cap, None).unwrap();
    assert_eq!(e.structure, Structure::Sequence);
    assert!(
        info.explain(&format!("{cap} C"), None).is_err(),
        "over the cap"
    );
    // A tree built by hand is checked too.
    let a = crate::group::Letter {
        generator: 0,
        power: 1,
    };
    let huge = Alg::from_nodes(vec![crate::puzzle::Node::Group {
        alg: Alg::from_moves(&[a]),
        power: 200_000,
    }]);
    assert!(Explanation::of(info, &huge, None).is_err());
}
