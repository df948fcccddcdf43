//! State from colours and facelet JSON on the three puzzles: round trips, the blog's worked
//! example, every error on purpose, and the consistency of the three definitions.

use minx::group::Perm;
use minx::puzzle::{
    from_facelets_json, megaminx_state, to_facelets_json, ColourError, ColourReader, Cube2,
    FaceletError, IllegalState, Megaminx, MegaminxRules, OrbitInvariants, PuzzleDef, PuzzleKind,
    Pyraminx, Reachability, Reason, State,
};
use minx::rng::Rng;
use proptest::prelude::*;

fn readers() -> [&'static ColourReader<'static>; 3] {
    [
        PuzzleKind::Megaminx.info().reader(),
        PuzzleKind::Pyraminx.info().reader(),
        PuzzleKind::Cube2.info().reader(),
    ]
}

fn solved(def: &PuzzleDef) -> Vec<usize> {
    def.stickers().iter().map(|s| s.colour).collect()
}

/// The product of `word` (generator index, power) in the puzzle's generators.
fn evaluate(def: &PuzzleDef, word: &[(usize, i64)]) -> Perm {
    let gens = def.generator_perms();
    word.iter().fold(def.identity(), |acc, &(g, k)| {
        acc.then(&gens[g % gens.len()].pow(k))
    })
}

/// The sticker permutation putting piece `p` in slot `to[p]` turned by `turn[p]` — built
/// directly from the definition, not through the code under test.
fn place(def: &PuzzleDef, to: &[usize], turn: &[usize]) -> Perm {
    let mut images = vec![0; def.sticker_count()];
    for (p, piece) in def.pieces().iter().enumerate() {
        let slot = &def.pieces()[to[p]].stickers;
        for (k, &s) in piece.stickers.iter().enumerate() {
            images[s] = slot[(k + turn[p]) % slot.len()];
        }
    }
    Perm::from_images(&images).unwrap()
}

fn piece_named(def: &PuzzleDef, name: &str) -> usize {
    def.pieces().iter().position(|p| p.name == name).unwrap()
}

/// The error for solved colours with `edit` applied.
fn error_after(reader: &ColourReader, edit: impl FnOnce(&mut Vec<usize>)) -> ColourError {
    let mut colours = solved(reader.def());
    edit(&mut colours);
    reader.read(&colours).unwrap_err()
}

/// The error for the state `place(to, turn)` (identity with `change` applied).
fn error_of_placement(
    reader: &ColourReader,
    change: impl FnOnce(&mut Vec<usize>, &mut Vec<usize>),
) -> ColourError {
    let def = reader.def();
    let n = def.pieces().len();
    let (mut to, mut turn) = ((0..n).collect(), vec![0; n]);
    change(&mut to, &mut turn);
    reader
        .read(&def.colours_of(&place(def, &to, &turn)))
        .unwrap_err()
}

fn unreachable_reason(e: ColourError) -> Reason {
    match e {
        ColourError::Unreachable(u) => u.reason,
        other => panic!("expected an unreachable state, got {other}"),
    }
}

// ---------------------------------------------------------------- the blog's example

#[test]
fn blog_example_gives_the_published_answer() {
    let state = PuzzleKind::Cube2
        .info()
        .reader()
        .read_text(Cube2::BLOG_EXAMPLE)
        .unwrap();
    assert_eq!(state.to_string(), Cube2::BLOG_ANSWER);
    assert_eq!(state.to_string(), "(7 22 15)(11 23 24)(14 20 19)");
    // Same thing as a list of names, and back to the colours.
    let spaced: Vec<String> = Cube2::BLOG_EXAMPLE.chars().map(String::from).collect();
    let def = Cube2::get().def();
    let colours = minx::puzzle::parse_colours(def, &spaced.join(", ")).unwrap();
    assert_eq!(
        PuzzleKind::Cube2.info().reader().read(&colours).unwrap(),
        state
    );
    let shown: String = def
        .colours_of(&state)
        .iter()
        .map(|&c| def.colours()[c].as_str())
        .collect();
    assert_eq!(shown, Cube2::BLOG_EXAMPLE);
}

// ---------------------------------------------------------------- round trips

fn word(max_gen: usize) -> impl Strategy<Value = Vec<(usize, i64)>> {
    prop::collection::vec((0..max_gen, 1i64..5), 0..30)
}

proptest! {
    #[test]
    fn colours_round_trip_on_every_puzzle(w in word(12)) {
        for reader in readers() {
            let def = reader.def();
            let state = evaluate(def, &w);
            let colours = def.colours_of(&state);
            prop_assert_eq!(reader.read(&colours), Ok(state.clone()));
            let json = to_facelets_json(def, &state);
            prop_assert_eq!(from_facelets_json(def, &json), Ok(colours));
            prop_assert_eq!(reader.read_facelets(&json), Ok(state));
        }
    }

    #[test]
    fn random_megaminx_states_round_trip(seed in any::<u64>()) {
        let s = State::random(&mut Rng::new(seed));
        let colours = Megaminx::get().def().colours_of(&s.to_perm());
        prop_assert_eq!(megaminx_state(&colours), Ok(s));
    }

    /// Any placement of pieces: the reader gives it back exactly when the Megaminx's rules
    /// allow it, and the generic invariants found from the generators agree with
    /// `State::check_legal` (two independent descriptions of the same rules).
    #[test]
    fn megaminx_rules_agree_with_generic_invariants(seed in any::<u64>(), flips in any::<u32>()) {
        let mut rng = Rng::new(seed);
        let mut s = State::SOLVED;
        rng.shuffle(&mut s.corner_to);
        rng.shuffle(&mut s.edge_to);
        for i in 0..20 {
            s.corner_twist[i] = rng.below(3) as u8;
        }
        for i in 0..30 {
            s.edge_flip[i] = ((flips >> (i % 32)) & 1) as u8;
        }
        let def = Megaminx::get().def();
        let perm = s.to_perm();
        let generic = OrbitInvariants::new(def, &["corners", "edges"]).check(def, &perm);
        let legal = s.check_legal().is_ok();
        prop_assert_eq!(generic.is_ok(), legal);
        prop_assert_eq!(MegaminxRules.check(def, &perm).is_ok(), legal);
        let read = PuzzleKind::Megaminx.info().reader().read(&def.colours_of(&perm));
        prop_assert_eq!(read.is_ok(), legal);
        if legal {
            prop_assert_eq!(read, Ok(perm));
        }
    }

    /// Arbitrary colour lists never panic, on any puzzle.
    #[test]
    fn arbitrary_colours_never_panic(colours in prop::collection::vec(0usize..14, 0..130)) {
        for reader in readers() {
            let _ = reader.read(&colours);
            let n = reader.def().sticker_count();
            if colours.len() >= n {
                if let Err(e) = reader.read(&colours[..n]) {
                    let _ = (e.to_string(), e.stickers(reader.def()));
                }
            }
        }
    }
}

// ---------------------------------------------------------------- every error on purpose

#[test]
fn wrong_sticker_count() {
    let mut colours = solved(Megaminx::get().def());
    colours.pop();
    let e = PuzzleKind::Megaminx
        .info()
        .reader()
        .read(&colours)
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "expected 120 colours, one per sticker, found 119"
    );
}

#[test]
fn unknown_colour_number_and_name() {
    let reader = PuzzleKind::Megaminx.info().reader();
    let e = error_after(reader, |c| c[7] = 12);
    assert_eq!(
        e.to_string(),
        "sticker A:AC: there is no colour number 12 (the puzzle has 12)"
    );
    assert_eq!(e.stickers(reader.def()), [7]);
    let e = reader.read_text("A a A Q").unwrap_err();
    assert_eq!(
        e.to_string(),
        "column 7 (sticker A:ADE): unknown colour \"Q\" (the colours are A B C D E F G H I J K L)"
    );
    assert_eq!(e.stickers(reader.def()), [3]);
}

#[test]
fn colour_used_the_wrong_number_of_times() {
    let reader = PuzzleKind::Pyraminx.info().reader();
    let e = error_after(reader, |c| c[0] = 3);
    assert_eq!(e.to_string(), "colour F is on 8 stickers, the puzzle has 9");
    assert_eq!(e.stickers(reader.def()).len(), 8);
}

#[test]
fn piece_with_impossible_colours() {
    // Swap the colours of A:ABF (A) and B:AB (B): slot ABF shows B F B, counts stay right.
    let reader = PuzzleKind::Megaminx.info().reader();
    let m = Megaminx::get();
    let a = m.sticker(f('A'), &faces("ABF")).unwrap();
    let b = m.sticker(f('B'), &faces("AB")).unwrap();
    let e = error_after(reader, |c| c.swap(a, b));
    assert_eq!(
        e.to_string(),
        "the piece at ABF shows colours B F B, which no piece has"
    );
    assert_eq!(e.stickers(reader.def()).len(), 3);
}

#[test]
fn duplicated_piece() {
    // Slots AB and AC both show edge AB; slot BC shows C C: counts stay right, and the
    // duplicate is met first.
    let reader = PuzzleKind::Megaminx.info().reader();
    let m = Megaminx::get();
    let s = |face: char, slot: &str| m.sticker(f(face), &faces(slot)).unwrap();
    let e = error_after(reader, |c| {
        c[s('C', "AC")] = 1;
        c[s('B', "BC")] = 2;
    });
    assert!(matches!(e, ColourError::Duplicate { .. }), "{e}");
    assert_eq!(e.to_string(), "piece AB appears twice, at AB and at AC");
}

#[test]
fn megaminx_mirrored_corner() {
    let reader = PuzzleKind::Megaminx.info().reader();
    let m = Megaminx::get();
    let a = m.sticker(f('B'), &faces("ABC")).unwrap();
    let b = m.sticker(f('C'), &faces("ABC")).unwrap();
    let e = error_after(reader, |c| c.swap(a, b));
    assert_eq!(
        e.to_string(),
        "the piece at ABC shows the colours of ABC in mirror order \
         (two stickers swapped: no turn can do that)"
    );
}

#[test]
fn megaminx_single_flipped_edge() {
    let mut s = State::SOLVED;
    let e = State::edge_index("CD").unwrap();
    s.edge_flip[e] = 1;
    let def = Megaminx::get().def();
    let err = PuzzleKind::Megaminx
        .info()
        .reader()
        .read(&def.colours_of(&s.to_perm()))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "unreachable position: edge flips add up to an odd number (a single edge cannot be flipped)"
    );
    // The flipped edge is the one to highlight.
    let mut stickers = err.stickers(def);
    stickers.sort();
    let m = Megaminx::get();
    let mut expect = vec![
        m.sticker(f('C'), &faces("CD")).unwrap(),
        m.sticker(f('D'), &faces("CD")).unwrap(),
    ];
    expect.sort();
    assert_eq!(stickers, expect);
    assert_eq!(unreachable_reason(err), Reason::Pieces(IllegalState::Flip));
}

#[test]
fn megaminx_single_twisted_corner() {
    let mut s = State::SOLVED;
    s.corner_twist[State::corner_index("CDL").unwrap()] = 1;
    let colours = Megaminx::get().def().colours_of(&s.to_perm());
    let err = megaminx_state(&colours).unwrap_err();
    assert_eq!(
        unreachable_reason(err),
        Reason::Pieces(IllegalState::Twist(1))
    );
}

#[test]
fn megaminx_two_swapped_edges_and_corners() {
    let def = Megaminx::get().def();
    let mut s = State::SOLVED;
    s.edge_to.swap(0, 1);
    let err = megaminx_state(&def.colours_of(&s.to_perm())).unwrap_err();
    assert_eq!(err.stickers(def).len(), 4);
    assert_eq!(
        unreachable_reason(err),
        Reason::Pieces(IllegalState::EdgeParity)
    );
    let mut s = State::SOLVED;
    s.corner_to.swap(3, 7);
    let err = megaminx_state(&def.colours_of(&s.to_perm())).unwrap_err();
    assert_eq!(
        unreachable_reason(err),
        Reason::Pieces(IllegalState::CornerParity)
    );
}

#[test]
fn pyraminx_unreachable_states_say_which_invariant() {
    let reader = PuzzleKind::Pyraminx.info().reader();
    let def = reader.def();
    let ul = piece_named(def, "UL");
    let lr = piece_named(def, "LR");
    let e = error_of_placement(reader, |_, turn| turn[ul] = 1);
    assert_eq!(
        e.to_string(),
        "unreachable position: the orientations of the edges add up to 1 mod 2, but every \
         turn keeps this sum at 0 (a single flipped or twisted piece is impossible)"
    );
    let e = error_of_placement(reader, |to, _| to.swap(ul, lr));
    assert_eq!(
        unreachable_reason(e),
        Reason::Parity {
            orbit: "edges".into()
        }
    );
    // Tips and centres twist freely: a twisted tip is fine.
    let u = piece_named(def, "u");
    let n = def.pieces().len();
    let mut turn = vec![0; n];
    turn[u] = 2;
    let state = place(def, &(0..n).collect::<Vec<_>>(), &turn);
    assert_eq!(reader.read(&def.colours_of(&state)), Ok(state));
    // Two tips trading places: each shows colours only the other tip's place can hold.
    let l = piece_named(def, "l");
    let e = error_of_placement(reader, |to, _| to.swap(u, l));
    assert_eq!(
        e.to_string(),
        "unreachable position: piece u can never move to the place of l"
    );
}

#[test]
fn pyraminx_no_tips_keeps_tips_fixed() {
    // With only s5..s8 the tips cannot turn: a twisted tip breaks an invariant of that group.
    let p = Pyraminx::get().def();
    let gens: Vec<_> = p
        .generators()
        .iter()
        .filter(|g| Pyraminx::NO_TIPS.contains(&g.name.as_str()))
        .cloned()
        .collect();
    assert_eq!(gens.len(), 4);
    let def = PuzzleDef::new(
        "pyraminx-no-tips",
        p.stickers().to_vec(),
        p.pieces().to_vec(),
        p.colours().to_vec(),
        gens,
    )
    .unwrap();
    let reader = ColourReader::new(
        &def,
        OrbitInvariants::new(&def, &["tips", "centres", "edges"]),
    );
    let e = error_of_placement(&reader, |_, turn| turn[0] = 1);
    assert_eq!(
        e.to_string(),
        "unreachable position: the orientations of the tips (u) add up to 1 mod 3, but every \
         turn keeps this sum at 0 (a single flipped or twisted piece is impossible)"
    );
}

#[test]
fn cube2_twisted_corner_and_mirror() {
    let reader = PuzzleKind::Cube2.info().reader();
    let e = error_of_placement(reader, |_, turn| turn[0] = 2);
    assert_eq!(
        unreachable_reason(e),
        Reason::Orientation {
            orbit: "corners".into(),
            sum: 2,
            modulus: 3
        }
    );
    // Swapping two stickers of corner {1,5,9} mirrors it; two swapped corners are fine.
    let e = error_after(reader, |c| c.swap(4, 8));
    assert_eq!(
        e.to_string(),
        "the piece at RGB (stickers 9 1 5) shows the colours of RGB in mirror order \
         (two stickers swapped: no turn can do that)"
    );
    let def = reader.def();
    let mut to: Vec<usize> = (0..8).collect();
    to.swap(0, 7);
    let state = place(def, &to, &[0; 8]);
    assert_eq!(reader.read(&def.colours_of(&state)), Ok(state));
}

#[test]
fn facelet_file_errors_wrap_colour_errors() {
    let def = Megaminx::get().def();
    let json = to_facelets_json(def, &def.identity());
    let swapped = json
        .replacen("\"A:ABC\": \"A\"", "\"A:ABC\": \"B\"", 1)
        .replacen("\"B:ABC\": \"B\"", "\"B:ABC\": \"A\"", 1);
    assert!(matches!(
        PuzzleKind::Megaminx.info().reader().read_facelets(&swapped),
        Err(FaceletError::Colours(ColourError::Mirrored { .. }))
    ));
}

// ---------------------------------------------------------------- the definitions

/// For each puzzle: sticker and colour counts; every piece shows distinct colours; every
/// generator sends all moved stickers of one face to one face (colours move as faces do),
/// and sends each piece's cyclic sticker order to a rotation of its new slot's order.
#[test]
fn definitions_are_consistent() {
    let expect = [(120, 12, 10), (36, 4, 9), (24, 6, 4)];
    for (reader, (stickers, colours, per_colour)) in readers().into_iter().zip(expect) {
        let def = reader.def();
        assert_eq!(def.sticker_count(), stickers);
        assert_eq!(def.colours().len(), colours);
        for c in 0..colours {
            let n = def.stickers().iter().filter(|s| s.colour == c).count();
            assert_eq!(n, per_colour, "{} colour {c}", def.name());
        }
        for piece in def.pieces() {
            let mut cs: Vec<usize> = piece
                .stickers
                .iter()
                .map(|&s| def.stickers()[s].colour)
                .collect();
            cs.sort();
            cs.dedup();
            assert_eq!(cs.len(), piece.stickers.len(), "{}", piece.name);
        }
        for g in def.generators() {
            let mut face_to = vec![None; colours];
            for s in g.perm.support() {
                let from = def.stickers()[s].colour;
                let to = def.stickers()[g.perm.image(s)].colour;
                assert!(
                    *face_to[from].get_or_insert(to) == to,
                    "{} {}: face {from} torn apart",
                    def.name(),
                    g.name
                );
            }
            for piece in def.pieces() {
                let images: Vec<usize> = piece.stickers.iter().map(|&s| g.perm.image(s)).collect();
                let slot = &def.pieces()[def.stickers()[images[0]].piece].stickers;
                let o = slot.iter().position(|&s| s == images[0]).unwrap();
                let rotated: Vec<usize> = (0..slot.len())
                    .map(|k| slot[(k + o) % slot.len()])
                    .collect();
                assert_eq!(
                    images,
                    rotated,
                    "{} {} mirrors {}",
                    def.name(),
                    g.name,
                    piece.name
                );
            }
        }
    }
}

/// The generic invariants found for each puzzle are the expected ones.
#[test]
fn invariants_found_from_the_generators() {
    // A single flipped/twisted piece of each kind: which ones are reported unreachable.
    let cases: [(&ColourReader, &str, bool); 7] = [
        (PuzzleKind::Pyraminx.info().reader(), "u", true),
        (PuzzleKind::Pyraminx.info().reader(), "U", true),
        (PuzzleKind::Pyraminx.info().reader(), "RB", false),
        (PuzzleKind::Cube2.info().reader(), "bgr", false),
        (PuzzleKind::Megaminx.info().reader(), "ABC", false),
        (PuzzleKind::Megaminx.info().reader(), "AB", false),
        (PuzzleKind::Megaminx.info().reader(), "GHL", false),
    ];
    for (reader, name, fine) in cases {
        let def = reader.def();
        let p = piece_named(def, name);
        let n = def.pieces().len();
        let mut turn = vec![0; n];
        turn[p] = 1;
        let state = place(def, &(0..n).collect::<Vec<_>>(), &turn);
        assert_eq!(reader.read(&def.colours_of(&state)).is_ok(), fine, "{name}");
    }
}

fn f(c: char) -> minx::puzzle::Face {
    minx::puzzle::Face::from_letter(c).unwrap()
}

fn faces(s: &str) -> Vec<minx::puzzle::Face> {
    s.chars().map(f).collect()
}

#[test]
fn random_colourings_are_rejected_cleanly() {
    // Shuffled solved colours: right counts, almost surely impossible pieces.
    let mut rng = Rng::new(7);
    for reader in readers() {
        for _ in 0..50 {
            let mut colours = solved(reader.def());
            rng.shuffle(&mut colours);
            match reader.read(&colours) {
                Ok(state) => assert_eq!(reader.def().colours_of(&state), colours),
                Err(e) => assert!(!e.to_string().is_empty()),
            }
        }
    }
}

/// The hook for a membership test: a rule chained after the invariants speaks only when the
/// invariants hold (a stand-in here for a Schreier–Sims `contains`).
#[test]
fn membership_hook_runs_after_the_invariants() {
    struct NotInGroup;
    impl Reachability for NotInGroup {
        fn check(&self, _: &PuzzleDef, state: &Perm) -> Result<(), minx::puzzle::Unreachable> {
            if state.is_identity() {
                return Ok(());
            }
            Err(minx::puzzle::Unreachable {
                reason: Reason::NotInGroup,
                slots: Vec::new(),
            })
        }
    }
    let def = Cube2::get().def();
    let reader = ColourReader::new(def, (OrbitInvariants::new(def, &["corners"]), NotInGroup));
    assert_eq!(reader.read(&solved(def)), Ok(def.identity()));
    let e = error_of_placement(&reader, |_, turn| turn[3] = 1);
    assert!(matches!(unreachable_reason(e), Reason::Orientation { .. }));
    let e = reader.read_text(Cube2::BLOG_EXAMPLE).unwrap_err();
    assert_eq!(
        e.to_string(),
        "unreachable position: the state is not in the group the turns generate"
    );
}
