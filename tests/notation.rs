//! The three Megaminx notations: every syntax form and error, round trips over random trees,
//! the thesis's sequences at piece level, and the Pochmann importer against an independent
//! sticker-level model of whole-puzzle turns.

use minx::group::Perm;
use minx::puzzle::notation::{Alg, Node, Notation, ParseError, Problem, MAX_MOVES};
use minx::puzzle::{Amount, Dodecahedron, Face, FaceMap, Megaminx, Move, State};
use proptest::prelude::*;

fn thesis(s: &str) -> Alg {
    Alg::parse(s, Notation::Thesis).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

fn wca(s: &str) -> Alg {
    Alg::parse(s, Notation::Wca).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

fn pochmann(s: &str) -> Alg {
    Alg::parse(s, Notation::Pochmann).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

fn mv(face: char, fifths: i64) -> Move {
    Move::new(Face::from_letter(face).unwrap(), Amount::new(fifths))
}

fn moves(alg: &Alg) -> Vec<Move> {
    alg.moves().unwrap()
}

fn state(alg: &Alg) -> State {
    State::of_moves(&moves(alg))
}

/// The error message for `text` in `notation`.
fn error(text: &str, notation: Notation) -> String {
    match Alg::parse(text, notation) {
        Ok(alg) => panic!("{text:?} parsed as {alg}"),
        Err(e) => e.to_string(),
    }
}

/// The reverse of a move list with every move inverted.
fn undo(list: &[Move]) -> Vec<Move> {
    list.iter().rev().map(|m| m.inverse()).collect()
}

// ---------------------------------------------------------------- thesis syntax

#[test]
fn thesis_letters_run_together_or_spaced() {
    let want = Alg::from_moves(&[mv('D', 1), mv('C', -1), mv('D', -1), mv('C', 1)]);
    assert_eq!(thesis("DC*D*C"), want);
    assert_eq!(thesis("D C* D* C"), want);
    assert_eq!(thesis(" D C'D'C\n"), want);
}

#[test]
fn thesis_move_suffixes() {
    let one = |s: &str| match thesis(s).nodes() {
        [Node::Move(m)] => *m,
        other => panic!("{s}: {other:?}"),
    };
    assert_eq!(one("A"), mv('A', 1));
    assert_eq!(one("A2"), mv('A', 2));
    assert_eq!(one("A^2"), mv('A', 2));
    assert_eq!(one("A*"), mv('A', -1));
    assert_eq!(one("A'"), mv('A', -1));
    assert_eq!(one("A^-1"), mv('A', -1));
    assert_eq!(one("A*2"), mv('A', -2), "A*2 = (A*)^2");
    assert_eq!(one("A2*"), mv('A', -2));
    assert_eq!(one("A*^2"), mv('A', -2));
    assert_eq!(one("A^7"), mv('A', 2), "amounts are mod 5");
    assert_eq!(one("A^-2^-1"), mv('A', 2));
    assert_eq!(one("A^5"), mv('A', 0));
    assert!(
        moves(&thesis("A^5")).is_empty(),
        "zero turns expand to nothing"
    );
    assert_eq!(
        thesis("LA*^2").nodes(),
        &[Node::Move(mv('L', 1)), Node::Move(mv('A', -2))]
    );
}

#[test]
fn thesis_groups_and_brackets() {
    let dcdc = thesis("DC*D*C");
    let squared = Alg::from_nodes(vec![Node::Group {
        alg: dcdc.clone(),
        power: 2,
    }]);
    assert_eq!(thesis("(DC*D*C)^2"), squared);
    assert_eq!(thesis("(DC*D*C)2"), squared);
    assert_eq!(thesis("( D C* D* C )^2"), squared);
    let inv = thesis("(DC*D*C)*");
    assert_eq!(
        inv.nodes(),
        &[Node::Group {
            alg: dcdc.clone(),
            power: -1
        }]
    );
    assert_eq!(thesis("(DC*D*C)'"), inv);
    assert_eq!(thesis("(DC*D*C)^-1"), inv);
    let (x, y) = (thesis("A B"), thesis("C"));
    assert_eq!(
        thesis("[AB, C]").nodes(),
        &[Node::Commutator(x.clone(), y.clone())]
    );
    assert_eq!(
        thesis("[A B: C]").nodes(),
        &[Node::Conjugate(x.clone(), y.clone())]
    );
    // A power on a bracket makes a group around it.
    let comm = Alg::from_nodes(vec![Node::Commutator(x, y)]);
    assert_eq!(
        thesis("[AB,C]^2").nodes(),
        &[Node::Group {
            alg: comm.clone(),
            power: 2
        }]
    );
    assert_eq!(thesis("[AB,C]*"), thesis("([AB, C])^-1"));
    assert_eq!(thesis(""), Alg::new());
    assert_eq!(
        thesis("()").nodes(),
        &[Node::Group {
            alg: Alg::new(),
            power: 1
        }]
    );
    assert_eq!(
        thesis("[, A]").nodes(),
        &[Node::Commutator(Alg::new(), thesis("A"))]
    );
}

#[test]
fn thesis_printing() {
    let alg = thesis("(DC*D*C)^2 LA*^2 [A,B] [C:D2] (AB)* A^5");
    assert_eq!(
        alg.to_string(),
        "(D C* D* C)^2 L A*2 [A, B] [C: D2] (A B)^-1 A0"
    );
    assert_eq!(alg.to_string_in(Notation::Thesis), alg.to_string());
    for k in 0..5 {
        let m = mv('E', k);
        let text = Notation::Thesis.display_move(m).to_string();
        assert_eq!(text, m.to_string());
        assert_eq!(Notation::Thesis.parse_move(&text), Ok(m));
    }
}

// ---------------------------------------------------------------- WCA syntax

#[test]
fn wca_face_names() {
    let names = "FR FL F R DR D BL BR B DL L U";
    let faces: Vec<Move> = moves(&wca(names));
    let letters: String = faces.iter().map(|m| m.face.letter()).collect();
    assert_eq!(letters, "ABCDEFGHIJKL");
    assert_eq!(Alg::from_moves(&faces).to_string_in(Notation::Wca), names);
    for f in Face::all() {
        assert_eq!(
            minx::puzzle::notation::face_from_wca(minx::puzzle::notation::wca_name(f)),
            Some(f)
        );
    }
}

#[test]
fn wca_amounts() {
    let one = |s: &str| {
        Notation::Wca
            .parse_move(s)
            .unwrap_or_else(|e| panic!("{s}: {e}"))
    };
    assert_eq!(one("R"), mv('D', 1));
    assert_eq!(one("R'"), mv('D', -1));
    assert_eq!(one("R2"), mv('D', 2));
    assert_eq!(one("R2'"), mv('D', -2));
    assert_eq!(one("R3"), mv('D', 3), "any count, mod 5");
    assert_eq!(one("R7'"), mv('D', -7));
    assert_eq!(one(" U0 "), mv('L', 0));
    let spelled: Vec<String> = (0..5)
        .map(|k| Notation::Wca.display_move(mv('D', k)).to_string())
        .collect();
    assert_eq!(spelled, ["R0", "R", "R2", "R2'", "R'"]);
}

#[test]
fn wca_groups_and_brackets() {
    let ru = wca("R U");
    assert_eq!(
        wca("(R U)2'").nodes(),
        &[Node::Group {
            alg: ru.clone(),
            power: -2
        }]
    );
    assert_eq!(
        wca("(R U)'").nodes(),
        &[Node::Group {
            alg: ru.clone(),
            power: -1
        }]
    );
    assert_eq!(
        wca("(R U)").nodes(),
        &[Node::Group {
            alg: ru.clone(),
            power: 1
        }]
    );
    let (r, u) = (wca("R"), wca("U"));
    assert_eq!(
        wca("[R, U]").nodes(),
        &[Node::Commutator(r.clone(), u.clone())]
    );
    assert_eq!(wca("[R,U]"), wca("[R, U]"));
    assert_eq!(wca("[R: U]").nodes(), &[Node::Conjugate(r, u)]);
    assert_eq!(wca("R\n\tU"), ru, "any whitespace separates");
    let alg = wca("[R: U2'] (R U)3' [F, L'] (BL)0");
    assert_eq!(
        alg.to_string_in(Notation::Wca),
        "[R: U2'] (R U)3' [F, L'] (BL)0"
    );
    assert_eq!(alg.to_string(), "[D: L*2] (D L)^-3 [C, K*] (G)^0");
}

#[test]
fn notation_names_round_trip() {
    for n in Notation::ALL {
        assert_eq!(n.to_string().parse::<Notation>(), Ok(n));
    }
    let e = "qwerty".parse::<Notation>().unwrap_err();
    assert_eq!(
        e.to_string(),
        "unknown notation \"qwerty\" (expected thesis, wca or pochmann)"
    );
}

// ---------------------------------------------------------------- errors

/// Checks each `(text, message)` pair: parsing `text` fails with exactly `message`.
fn check_errors(notation: Notation, cases: &[(&str, &str)]) {
    for (text, want) in cases {
        assert_eq!(error(text, notation), *want, "{notation} {text:?}");
    }
}

#[test]
fn thesis_errors_name_column_and_problem() {
    let deep = format!("{}A{}", "(".repeat(65), ")".repeat(65));
    check_errors(
        Notation::Thesis,
        &[
            ("ABCM", "column 4: expected a face letter A–L, found 'M'"),
            ("ABCDEFGH(A", "column 9: unclosed '('"),
            ("A [B, C", "column 3: unclosed '['"),
            (
                "A)",
                "column 2: unexpected ')' with no matching opening bracket",
            ),
            (
                "A, B",
                "column 2: unexpected ',' with no matching opening bracket",
            ),
            (
                "[A B]",
                "column 5: expected ',' or ':' between the parts of '[…]', found ']'",
            ),
            (
                "[A, B)",
                "column 6: expected ']' to close the '[', found ')'",
            ),
            ("(A]", "column 3: expected ')' to close the '(', found ']'"),
            (
                "A^",
                "column 3: expected a number after '^', found the end of the text",
            ),
            ("A^x", "column 3: expected a number after '^', found 'x'"),
            ("A^1000001", "column 3: power too large (at most 1000000)"),
            ("A^1001^1000", "column 8: power too large (at most 1000000)"),
            ("A 2", "column 3: expected a face letter A–L, found '2'"),
            ("a", "column 1: expected a face letter A–L, found 'a'"),
            ("A02", "column 2: a number may not start with 0"),
            (
                "AB ((A)^999)^999",
                "column 4: expands to more than 100000 moves",
            ),
            (&deep, "column 65: brackets nested more than 64 deep"),
        ],
    );
    let ok = format!("{}A{}", "(".repeat(64), ")".repeat(64));
    assert_eq!(moves(&thesis(&ok)), [mv('A', 1)]);
    assert_eq!(
        Notation::Thesis.parse_move("A B").unwrap_err().to_string(),
        "column 3: expected the end of the move, found 'B'"
    );
}

#[test]
fn errors_are_typed() {
    let e = Alg::parse("ABCM", Notation::Thesis).unwrap_err();
    assert_eq!(e.column, 4);
    assert!(matches!(e.problem, Problem::Expected { .. }));
    let e: ParseError = Alg::parse("(((", Notation::Thesis).unwrap_err();
    assert_eq!((e.column, e.problem), (3, Problem::Unclosed('(')));
}

#[test]
fn wca_errors_name_column_and_problem() {
    let faces = "(expected one of U F R L BL BR FR FL DL DR B D)";
    check_errors(
        Notation::Wca,
        &[
            ("R RU", &format!("column 3: unknown face \"RU\" {faces}")),
            ("R ABCDEFGHIJKLMNOP", &format!("column 3: unknown face \"ABCDEFGHIJKL…\" {faces}")),
            ("R2U", "column 3: missing space before 'U'"),
            ("(R U)2R", "column 7: missing space before 'R'"),
            ("[R, U][R: U]", "column 7: missing space before '['"),
            ("R'2", "column 3: expected a face name (U F R L BL BR FR FL DL DR B D), found '2'"),
            ("R02", "column 2: a number may not start with 0"),
            ("R9999999", "column 2: power too large (at most 1000000)"),
            ("(R U", "column 1: unclosed '('"),
            (
                "U R++",
                "column 3: '++' and '--' turns are Pochmann scramble notation (use the pochmann notation)",
            ),
        ],
    );
}

#[test]
fn pochmann_errors_name_column_and_problem() {
    check_errors(
        Notation::Pochmann,
        &[
            ("R++ U++", "column 5: only R++, R--, D++ and D-- exist in Pochmann notation, not U++"),
            (
                "(R++ D--)2",
                "column 2: '++' and '--' turn the whole puzzle and are allowed only outside brackets",
            ),
            ("R2++", "column 2: a '++' or '--' turn takes no amount"),
            ("R+ D", "column 3: expected '++' or '--', found ' '"),
            ("R-", "column 3: expected '++' or '--', found the end of the text"),
        ],
    );
}

#[test]
fn hostile_input_is_refused_quickly() {
    for text in [
        "((A)^99999)^99999",
        "((((((((((A)^9)^9)^9)^9)^9)^9)^9)^9)^9)^9",
        "[[[[[[[[[[[[[[[[[[[[A, B], B], B], B], B], B], B], B], B], B], B], B], B], B], B], B], B], B], B], B]",
    ] {
        assert!(error(text, Notation::Thesis).ends_with("expands to more than 100000 moves"));
    }
    // Nothing in it, repeated a million times: fine, and quick.
    assert!(moves(&thesis("((A0)^1000000)^1000000")).is_empty());
    // Much text inside a big power: each part is expanded once, so this is quick.
    let padded = format!("(A{})^100000", "()".repeat(50_000));
    assert_eq!(moves(&thesis(&padded)).len(), 100_000);
    let zeros = format!("(A{})^100000", " A0".repeat(20_000));
    assert_eq!(moves(&thesis(&zeros)).len(), 100_000);
    // The cap is on the whole alg: a long part raised to the power 0 is fine.
    assert_eq!(moves(&thesis("((A)^99999 (A)^99999)^0 B")), [mv('B', 1)]);
    let long = "A".repeat(MAX_MOVES + 1);
    assert!(error(&long, Notation::Thesis).ends_with("expands to more than 100000 moves"));
    assert_eq!(moves(&thesis(&long[1..])).len(), MAX_MOVES);
    let deep = "(".repeat(100_000);
    assert!(error(&deep, Notation::Thesis).contains("nested more than 64 deep"));
    // An Alg built by hand can be longer than the cap; moves() refuses it.
    let huge = Alg::from_nodes(vec![Node::Group {
        alg: thesis("A"),
        power: 1_000_000,
    }]);
    assert!(huge.moves().is_err());
    assert_eq!(huge.expanded_len(), 1_000_000);
}

// ---------------------------------------------------------------- expansion

#[test]
fn brackets_expand_as_defined() {
    let x = thesis("A B2");
    let y = thesis("C*");
    let (mx, my) = (moves(&x), moves(&y));
    let comm = [mx.clone(), my.clone(), undo(&mx), undo(&my)].concat();
    assert_eq!(moves(&thesis("[A B2, C*]")), comm);
    let conj = [mx.clone(), my.clone(), undo(&mx)].concat();
    assert_eq!(moves(&thesis("[A B2: C*]")), conj);
    assert_eq!(moves(&thesis("(A B2)^-2")), [undo(&mx), undo(&mx)].concat());
}

// ---------------------------------------------------------------- the thesis's sequences

/// Piece cycles written as in COMMON.md / thesis-notes.md, e.g. `(ABC)-(AC CD AD)`, as
/// (is corner, cycle of indices from its smallest, net orientation) sorted.
fn cycles_from_text(text: &str) -> Vec<(bool, Vec<usize>, u8)> {
    let mut out = Vec::new();
    for part in text.split('(').skip(1) {
        let (names, sign) = part.split_once(')').unwrap();
        let names: Vec<&str> = names.split_whitespace().collect();
        let corner = names[0].len() == 3;
        let index = |n: &str| {
            if corner {
                State::corner_index(n)
            } else {
                State::edge_index(n)
            }
            .unwrap()
        };
        let mut cycle: Vec<usize> = names.iter().map(|n| index(n)).collect();
        let min = (0..cycle.len()).min_by_key(|&i| cycle[i]).unwrap();
        cycle.rotate_left(min);
        let net = match (sign, corner) {
            ("", _) => 0,
            ("+", _) => 1,
            ("-", true) => 2,
            _ => panic!("bad sign {sign:?}"),
        };
        out.push((corner, cycle, net));
    }
    out.sort();
    out
}

fn cycles_of(s: &State) -> Vec<(bool, Vec<usize>, u8)> {
    let mut out: Vec<_> = s
        .corner_cycles()
        .into_iter()
        .map(|(c, n)| (true, c, n))
        .collect();
    out.extend(s.edge_cycles().into_iter().map(|(c, n)| (false, c, n)));
    out.sort();
    out
}

#[test]
fn thesis_sequences_have_the_published_effect() {
    let cases = [
        ("(DC*D*C)^2", "(ABC)-(ACD)+(ADE)-(CDL)+(AC CD AD)"),
        ("D*ADL*D*A*DL", "(ABC CDL CKL)"),
        ("D*D*AAFEA*DDL*D*D*AE*F*A*A*DDL", "(CKL CDL DHL)(CL)+(DL)+"),
        ("(C*DCD*)^2 L*(DC*D*C)^2 L", "(CKL)+(CDL)-"),
    ];
    for (text, want) in cases {
        let alg = thesis(text);
        let s = state(&alg);
        assert_eq!(cycles_of(&s), cycles_from_text(want), "{text}: got {s}");
        // The same algorithm through WCA notation: same tree, same state.
        let w = alg.to_string_in(Notation::Wca);
        assert_eq!(wca(&w), alg, "{text} as {w}");
        assert_eq!(state(&wca(&w)), s);
        assert_eq!(thesis(&alg.to_string()), alg);
    }
}

#[test]
fn thesis_setups_move_the_right_pieces() {
    // (3.5): the edges CD, CL, DL cycle; corners only twist in place.
    let s = state(&thesis("D*C(DC*D*C)^4 C*D"));
    let edges: Vec<_> = s.edge_cycles();
    let want: Vec<usize> = ["CD", "CL", "DL"]
        .map(|n| State::edge_index(n).unwrap())
        .to_vec();
    assert_eq!(edges.len(), 1, "{s}");
    let mut got = edges[0].0.clone();
    got.sort();
    let mut want_sorted = want.clone();
    want_sorted.sort();
    assert_eq!((got, edges[0].1), (want_sorted, 0), "{s}");
    assert!(s.corner_cycles().iter().all(|(c, _)| c.len() == 1), "{s}");
    // (3.8): the corners ADE, CDL, DHL cycle, nothing else moves or turns.
    let s = state(&thesis("LA*^2 (D*ADL*D*A*DL)^2 A^2 L*"));
    let mut got: Vec<&str> = match s.corner_cycles().as_slice() {
        [(c, 0)] => c.iter().map(|&i| State::corner_name(i)).collect(),
        other => panic!("{other:?}"),
    };
    got.sort();
    assert_eq!(got, ["ADE", "CDL", "DHL"]);
    assert!(s.edge_cycles().is_empty(), "{s}");
}

// ---------------------------------------------------------------- Pochmann

/// The whole puzzle turned by a face map, as a sticker permutation (built from sticker
/// names, independently of the importer).
fn rotation_perm(map: &FaceMap) -> Perm {
    let m = Megaminx::get();
    let def = m.def();
    let images: Vec<usize> = (0..def.stickers().len())
        .map(|i| {
            let st = &def.stickers()[i];
            let face = map[st.colour];
            let slot: Vec<Face> = m
                .slot_faces(st.piece)
                .iter()
                .map(|f| map[f.index()])
                .collect();
            m.sticker(face, &slot).unwrap()
        })
        .collect();
    Perm::from_images(&images).unwrap()
}

/// A Pochmann scramble done physically, in the space frame: face turns at fixed positions
/// and whole-puzzle rotations. Returns the sticker permutation and the total rotation.
fn physical(text: &str) -> (Perm, Perm) {
    let m = Megaminx::get();
    let d = Dodecahedron::get();
    let mut p = Perm::identity(120);
    let mut rot = Perm::identity(120);
    for token in text.split_whitespace() {
        let (fixed, two) = match token {
            "R++" => (Face::K, 2),
            "R--" => (Face::K, -2),
            "D++" => (Face::L, 2),
            "D--" => (Face::L, -2),
            _ => {
                let mv = Notation::Wca.parse_move(token).unwrap();
                p = p.then(&m.move_perm(mv));
                continue;
            }
        };
        // The face at `fixed` turns +2 with the rest rotating -2 about it: it stays put.
        let r = rotation_perm(&d.turn_map(fixed, Amount::new(-two)));
        p = p
            .then(&m.move_perm(Move::new(fixed, Amount::new(two))))
            .then(&r);
        rot = rot.then(&r);
    }
    (p, rot)
}

/// A real-looking WCA scramble: seven lines of ten `++`/`--` turns and a U turn.
const SCRAMBLE: &str = "R-- D++ R++ D-- R-- D-- R++ D++ R++ D-- U'
R++ D++ R-- D-- R++ D++ R-- D++ R-- D++ U
R-- D-- R-- D++ R++ D-- R++ D++ R-- D-- U'
R++ D-- R++ D++ R-- D-- R++ D-- R++ D++ U
R-- D++ R-- D-- R++ D++ R++ D++ R-- D-- U'
R++ D++ R++ D-- R-- D++ R-- D-- R++ D++ U
R-- D-- R++ D++ R-- D++ R++ D-- R++ D-- U'";

#[test]
fn pochmann_whole_turns_compose_to_identity() {
    assert!(state(&pochmann("R++ R++ R++ R++ R++")).is_solved());
    assert!(state(&pochmann("D-- D-- D-- D-- D--")).is_solved());
    assert!(state(&pochmann("R++ R--")).is_solved());
    assert!(state(&pochmann("D-- D++")).is_solved());
    // Five R++ also bring the puzzle back to its orientation: U is the top face again.
    assert_eq!(
        pochmann("R++ R++ R++ R++ R++ U"),
        thesis("K2 K2 K2 K2 K2 L")
    );
}

#[test]
fn pochmann_hand_derived_cases() {
    // R++ keeps L (thesis K) and turns the rest 2/5 anticlockwise about it. K's ring
    // clockwise is B J G L C, so the top position (L, ring slot 3) receives the face from
    // two slots further on, slot 0: B. Hence `R++ U` is K2 then a turn of B.
    assert_eq!(pochmann("R++ U"), thesis("K2 B"));
    assert_eq!(pochmann("R-- U'"), thesis("K*2 J*"));
    // D++ keeps U (thesis L); L's ring clockwise is C K G H D, so the R position (D, slot 4)
    // receives the face from slot 1: K. Hence `D++ R` is L2 then K.
    assert_eq!(pochmann("D++ R"), thesis("L2 K"));
    assert_eq!(Notation::Pochmann.parse_move("R++"), Ok(mv('K', 2)));
    assert_eq!(Notation::Pochmann.parse_move("D--"), Ok(mv('L', -2)));
    // Without ++/-- it is plain WCA notation.
    assert_eq!(pochmann("[R: U2'] (R U)3'"), wca("[R: U2'] (R U)3'"));
}

#[test]
fn pochmann_whole_turns_move_every_face_but_one() {
    let m = Megaminx::get();
    let def = m.def();
    for (text, kept) in [("D++", Face::L), ("R++", Face::K), ("R--", Face::K)] {
        let (p, _) = physical(text);
        let in_kept_layer = |i: usize| m.slot_faces(def.stickers()[i].piece).contains(&kept);
        let fixed: Vec<usize> = (0..120).filter(|&i| p.image(i) == i).collect();
        let layer: Vec<usize> = (0..120).filter(|&i| in_kept_layer(i)).collect();
        assert_eq!(fixed, layer, "{text} keeps exactly the layer of {kept}");
        assert_eq!(layer.len(), 25);
        for f in Face::all().filter(|&f| f != kept) {
            let moved = (0..120).any(|i| def.stickers()[i].colour == f.index() && p.image(i) != i);
            assert!(moved, "{text} moves stickers of {f}");
        }
        assert!(p.pow(5).is_identity());
    }
}

#[test]
fn pochmann_import_matches_the_physical_puzzle() {
    let alg = pochmann(SCRAMBLE);
    let ms = moves(&alg);
    assert_eq!(ms.len(), 77);
    let s = State::of_moves(&ms);
    assert_eq!(s.check_legal(), Ok(()));
    assert!(!s.is_solved());
    // Physically: the stickers end where the imported face turns put them, then the whole
    // puzzle is rotated by the scramble's net rotation.
    let (p, rot) = physical(SCRAMBLE);
    assert_eq!(Megaminx::get().apply_moves(&ms).then(&rot), p);
    // And the import prints as plain WCA moves that parse back to it.
    assert_eq!(wca(&alg.to_string_in(Notation::Pochmann)), alg);
}

// ---------------------------------------------------------------- properties

fn arb_move() -> impl Strategy<Value = Move> {
    (0..12usize, 0..5i64).prop_map(|(f, a)| Move::new(Face::new(f).unwrap(), Amount::new(a)))
}

fn arb_alg() -> impl Strategy<Value = Alg> {
    let leaf =
        prop::collection::vec(arb_move().prop_map(Node::Move), 0..4).prop_map(Alg::from_nodes);
    leaf.prop_recursive(3, 48, 5, |inner| {
        prop::collection::vec(
            prop_oneof![
                3 => arb_move().prop_map(Node::Move),
                1 => (inner.clone(), -4i32..=4).prop_map(|(alg, power)| Node::Group { alg, power }),
                1 => (inner.clone(), inner.clone()).prop_map(|(x, y)| Node::Commutator(x, y)),
                1 => (inner.clone(), inner).prop_map(|(x, y)| Node::Conjugate(x, y)),
            ],
            0..5,
        )
        .prop_map(Alg::from_nodes)
    })
}

fn arb_pochmann() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        Just("R++".to_string()),
        Just("R--".to_string()),
        Just("D++".to_string()),
        Just("D--".to_string()),
        arb_move().prop_map(|m| Notation::Wca.display_move(m).to_string()),
    ];
    prop::collection::vec(token, 0..30).prop_map(|t| t.join(" "))
}

proptest! {
    #[test]
    fn thesis_round_trip(alg in arb_alg()) {
        let text = alg.to_string();
        prop_assert_eq!(Alg::parse(&text, Notation::Thesis), Ok(alg.clone()), "{}", text);
    }

    #[test]
    fn wca_round_trip(alg in arb_alg()) {
        let text = alg.to_string_in(Notation::Wca);
        prop_assert_eq!(Alg::parse(&text, Notation::Wca), Ok(alg.clone()), "{}", text);
        prop_assert_eq!(Alg::parse(&text, Notation::Pochmann), Ok(alg.clone()), "{}", text);
    }

    #[test]
    fn expansion_identities(x in arb_alg(), y in arb_alg()) {
        let (mx, my) = (moves(&x), moves(&y));
        let comm = Alg::from_nodes(vec![Node::Commutator(x.clone(), y.clone())]);
        prop_assert_eq!(moves(&comm), [mx.clone(), my.clone(), undo(&mx), undo(&my)].concat());
        let conj = Alg::from_nodes(vec![Node::Conjugate(x.clone(), y.clone())]);
        prop_assert_eq!(moves(&conj), [mx.clone(), my.clone(), undo(&mx)].concat());
        prop_assert_eq!(moves(&x.inverse()), undo(&mx));
        prop_assert_eq!(x.expanded_len(), mx.len() as u64);
        prop_assert!(State::of_moves(&mx).then(&state(&x.inverse())).is_solved());
    }

    #[test]
    fn pochmann_import_is_physical(text in arb_pochmann()) {
        let alg = Alg::parse(&text, Notation::Pochmann).unwrap();
        let (p, rot) = physical(&text);
        prop_assert_eq!(Megaminx::get().apply_moves(&moves(&alg)).then(&rot), p);
    }

    #[test]
    fn parsers_never_panic(text in "[A-L()\\[\\]*'^0-9,: +-]{0,40}") {
        for n in Notation::ALL {
            if let Ok(alg) = Alg::parse(&text, n) {
                prop_assert!(alg.moves().is_ok());
            }
        }
    }
}
