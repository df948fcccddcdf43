//! The puzzle registry walked whole: every registered puzzle's record is consistent with its
//! definition, and every capability a record claims works (and the ones it does not claim are
//! refused), so a newly registered puzzle is checked here without a line of new test.

use minx::puzzle::{Capability, NamedGroup, PuzzleKind, State};
use minx::rng::Rng;
use minx::share::{Link, Position, Setup};
use minx::solver::small::{solve_small, SmallError, SmallMethod};

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
                    assert!(s.then(&State::of_moves(&solution.moves)).is_solved());
                }
                Capability::OptimalSolver | Capability::ThreeCycleSolver => {
                    let method = SmallMethod::ALL
                        .into_iter()
                        .find(|m| m.capability() == cap)
                        .unwrap();
                    small_solver_works(kind, method, claimed, &mut rng);
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

fn small_solver_works(kind: PuzzleKind, method: SmallMethod, claimed: bool, rng: &mut Rng) {
    let def = kind.info().def();
    let state = if claimed {
        kind.info().whole_group().random_element(rng)
    } else {
        def.identity()
    };
    match solve_small(kind, &state, method) {
        Ok(solution) => {
            assert!(claimed, "{kind} solved by {method} it does not claim");
            assert!(state.then(&def.evaluate(&solution.moves)).is_identity());
        }
        Err(e) => {
            assert!(!claimed, "{kind}, {method}: {e}");
            assert!(matches!(e, SmallError::Unsupported(k) if k == kind), "{e}");
        }
    }
}
