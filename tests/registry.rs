//! The puzzle registry walked whole: every registered puzzle's record is consistent with its
//! definition, and every capability a record claims works (and the ones it does not claim are
//! refused), so a newly registered puzzle is checked here without a line of new test.

use minx::puzzle::{Capability, NamedGroup, PuzzleKind, State};
use minx::rng::Rng;
use minx::share::{Link, Position, Setup};
use minx::solver::short::{plan_cut_until, Options, Orbits};
use minx::solver::{Method, SolveError};

/// The record's data agree with the definition: names, piece kinds, net, colours, group,
/// named subgroups, example alg, links.
#[test]
fn every_record_matches_its_puzzle() {
    let mut rng = Rng::new(9);
    for kind in PuzzleKind::ALL {
        let info = kind.info();
        let def = info.def();
        assert_eq!(info.kind, kind);
        assert_eq!(info.name().parse::<PuzzleKind>(), Ok(kind));
        assert!(!info.title.is_empty() && !info.numbering.is_empty());
        let kinds = def.pieces().iter().map(|p| p.kind).max().unwrap() + 1;
        assert_eq!(
            info.piece_kinds.len(),
            kinds,
            "{kind}: one name per piece kind"
        );
        let mut shown: Vec<usize> = info
            .net()
            .tiles()
            .iter()
            .filter_map(|t| t.sticker)
            .collect();
        shown.sort_unstable();
        assert_eq!(
            shown,
            (0..def.sticker_count()).collect::<Vec<_>>(),
            "{kind}: net"
        );
        let solved = def.colours_of(&def.identity());
        assert_eq!(
            info.reader().read(&solved).unwrap(),
            def.identity(),
            "{kind}"
        );
        let chain = info.whole_group();
        assert!(def.generator_perms().iter().all(|g| chain.contains(g)));
        for (name, gens) in info.subgroups {
            let group: NamedGroup = name.parse().unwrap();
            assert_eq!((group.puzzle, group.names().len()), (kind, gens.len()));
        }
        assert_eq!(info.name().parse::<NamedGroup>().unwrap().puzzle, kind);
        assert!(!info.colour_schemes().is_empty(), "{kind}: colours");
        for scheme in info.colour_schemes() {
            assert_eq!(scheme.colours.len(), def.colours().len(), "{kind}");
        }
        let names = def.generator_names();
        let word = def.parse_word(&format!("{} {}' {}^2", names[0], names[1], names[2]));
        let word = word.unwrap();
        for (code, _) in info.keys.keys {
            let turns = info.key_turn(code).unwrap();
            assert_eq!(turns.len(), 1, "{kind}: key {code} turns one generator");
        }
        for &n in info.notations {
            let text = info.write_word(&word, Some(n));
            assert_eq!(
                info.read_word(&text, Some(n)),
                Ok(word.clone()),
                "{kind}: {text}"
            );
        }
        example_parses(kind);
        link_round_trips(kind, &mut rng);
    }
}

/// The move box's example (`e.g. X or Y`) reads in the puzzle's own grammar.
/// Each puzzle's orbit invariants are the whole story: the positions they allow are as many as
/// the group's order by Schreier–Sims (an independent computation from the generators), so
/// the page, which has no group code, reads colours and draws random positions from them
/// alone. Random positions drawn from them are members (by sifting through the chain), every
/// orbit is shuffled, and the invariants turn away what a single generator would not keep.
#[test]
fn invariants_decide_membership_and_give_random_positions() {
    for kind in PuzzleKind::ALL {
        let info = kind.info();
        let (def, invariants) = (info.def(), info.invariants());
        let chain = info.whole_group();
        assert_eq!(
            invariants.position_count(def),
            chain.order(),
            "{kind}: the invariants allow more positions than the group has"
        );
        let mut rng = Rng::new(41);
        let mut moved = vec![false; def.pieces().len()];
        for _ in 0..60 {
            let p = invariants.random_position(def, &mut rng);
            assert!(chain.contains(&p), "{kind}: {p}");
            assert!(info.reaches(&p), "{kind}");
            let to = def.piece_images(&p);
            for (piece, &slot) in to.iter().enumerate() {
                moved[piece] |= slot != piece || def.orientation(&p, piece) != 0;
            }
        }
        let still: Vec<&str> = (0..moved.len())
            .filter(|&p| !moved[p] && def.pieces()[p].stickers.len() > 1)
            .map(|p| def.pieces()[p].name.as_str())
            .collect();
        assert!(still.is_empty(), "{kind}: never moved {still:?}");
        // The invariants and the chain agree on lone twists and lone swaps of pieces.
        let pieces = def.pieces();
        let agree = |images: &[usize], what: &str| {
            let p = minx::group::Perm::from_images(images).unwrap();
            assert_eq!(info.reaches(&p), chain.contains(&p), "{kind}: {what}");
        };
        for (a, piece) in pieces.iter().enumerate() {
            let mut images: Vec<usize> = (0..def.sticker_count()).collect();
            let k = piece.stickers.len();
            for (i, &s) in piece.stickers.iter().enumerate() {
                images[s] = piece.stickers[(i + 1) % k];
            }
            agree(&images, &format!("{} twisted", piece.name));
            for other in pieces[a + 1..].iter().filter(|o| o.stickers.len() == k) {
                let mut images: Vec<usize> = (0..def.sticker_count()).collect();
                for (&s, &t) in piece.stickers.iter().zip(&other.stickers) {
                    (images[s], images[t]) = (t, s);
                }
                agree(
                    &images,
                    &format!("{} and {} swapped", piece.name, other.name),
                );
            }
        }
    }
}

fn example_parses(kind: PuzzleKind) {
    let info = kind.info();
    let text = info.example_alg.strip_prefix("e.g. ").expect("an example");
    for alg in text.split(" or ") {
        let ok = match info.notations {
            [] => info.read_word(alg, None).is_ok(),
            known => known.iter().any(|&n| info.read_word(alg, Some(n)).is_ok()),
        };
        assert!(ok, "{kind}: example {alg:?} does not read");
    }
}

/// A random position of the puzzle travels through a share link and back.
fn link_round_trips(kind: PuzzleKind, rng: &mut Rng) {
    let random = kind.info().whole_group().random_element(rng);
    let position = match Link::solved(kind).position {
        Position::Megaminx {
            moves, notation, ..
        } => Position::Megaminx {
            setup: Setup::State(State::from_perm(&random).unwrap()),
            moves,
            notation,
        },
        Position::Stickers { puzzle, moves, .. } => Position::Stickers {
            puzzle,
            start: random,
            moves,
        },
    };
    let link = Link {
        position,
        ..Link::solved(kind)
    };
    assert_eq!(Link::from_query(&link.to_query()).unwrap(), link);
}

/// Each capability works on a random position where the record claims it, and the solvers
/// refuse the puzzles that do not claim them.
#[test]
fn every_capability_works_where_claimed() {
    let mut rng = Rng::new(3);
    for kind in PuzzleKind::ALL {
        let info = kind.info();
        for cap in Capability::ALL {
            let claimed = info.can(cap);
            match cap {
                Capability::MegaminxSolvers if claimed => {
                    let s = State::random(&mut rng);
                    let solution = minx::solver::plan(&s).unwrap();
                    assert!(s
                        .then(&State::of_moves(&solution.face_moves().unwrap()))
                        .is_solved());
                }
                Capability::ShortSolver => short_solver_works(kind, claimed, &mut rng),
                Capability::OptimalSolver | Capability::ThreeCycleSolver => {
                    let method = Method::ALL
                        .into_iter()
                        .find(|m| m.capability() == cap)
                        .unwrap();
                    registry_solver_works(kind, method, claimed, &mut rng);
                }
                Capability::WcaScramble if claimed => {
                    let moves = minx::solver::wca_scramble(&mut rng).moves();
                    assert!(!State::of_moves(&moves).is_solved());
                }
                _ => {}
            }
        }
    }
}

/// The short solver's claim: the puzzle is cut from the dodecahedron, and (for a puzzle
/// with fewer orbits than the Megaminx, whose short plans tests/short.rs checks at length)
/// its first plan of a random position solves it.
fn short_solver_works(kind: PuzzleKind, claimed: bool, rng: &mut Rng) {
    let info = kind.info();
    if !claimed {
        return;
    }
    let d = info.dodecahedral().expect("cut from the dodecahedron");
    if Orbits::of(d) == Orbits::ALL {
        return;
    }
    let p = info.whole_group().random_element(rng);
    let plan = plan_cut_until(kind, &p, Options::default(), None).unwrap();
    assert!(p
        .then(&d.apply_moves(&plan.face_moves().unwrap()))
        .is_identity());
}

/// The solver registry's word on `kind` by `method` agrees with the record's claim: a
/// claimed method solves a random position (replayed on the puzzle's stickers), an
/// unclaimed one is refused as unserved.
fn registry_solver_works(kind: PuzzleKind, method: Method, claimed: bool, rng: &mut Rng) {
    let def = kind.info().def();
    let state = if claimed {
        kind.info().whole_group().random_element(rng)
    } else {
        def.identity()
    };
    assert_eq!(method.serves(kind), claimed, "{kind} {method}");
    match minx::solver::solve(kind, &state, method, None) {
        Ok(solution) => {
            assert!(claimed, "{kind} solved by {method} it does not claim");
            assert!(state.then(&def.evaluate(&solution.moves)).is_identity());
        }
        Err(e) => {
            assert!(!claimed, "{kind}, {method}: {e}");
            assert!(
                matches!(e, SolveError::Unserved { puzzle, .. } if puzzle == kind),
                "{e}"
            );
        }
    }
}

/// Every puzzle reads as a solid from its home view (the 3D view's start): at least three of
/// its faces turn towards the eye on `+z`, none at a slant steeper than about 78° (the
/// Pyraminx seen from its edge showed two, a flat kite).
#[test]
fn every_puzzle_shows_three_faces_from_home() {
    for kind in PuzzleKind::ALL {
        let shape = kind.info().shape();
        let facing: Vec<f32> = shape
            .faces()
            .iter()
            .map(|p| (shape.home() * p.normal).z)
            .filter(|&z| z >= 0.2)
            .collect();
        assert!(
            facing.len() >= 3,
            "{kind}: faces towards the eye {facing:?}"
        );
    }
}
