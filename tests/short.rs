//! The short solver ([`Method::Short`]): every solution solves its state, stage by stage and
//! after cancellation; its steps are stages with their moves, pieces and counts.
//!
//! The default suite solves 200 random states: 20 with the solver's default search widths
//! (what `plan_with` does: a beam across stages and the two-face stage over many partial
//! solutions) and 180 with a single path through the stages and a small search limit for
//! the two-face stage (same stages, tables and steps, and the old endings when that limit is
//! hit); the slow suite (`cargo test --release --test short -- --ignored`) solves 2,000 with
//! a narrow beam, so that it takes a few minutes on two cores.

use minx::puzzle::{IllegalState, Move, PuzzleKind, Slot, State};
use minx::rng::Rng;
use minx::solver::short::{
    plan_short_until, plan_short_with, Anytime, Layout, Options, Orbits, Round, TableSet, Want,
};
use minx::solver::{plan_with, Method, Phase, PlanError, Solution, Step};

/// Where the piece whose home is `slot` is in `s`, and how it is turned.
fn placed(s: &State, slot: &Slot) -> (u8, u8) {
    let name = slot.name();
    match (State::corner_index(name), State::edge_index(name)) {
        (Some(c), _) => (s.corner_to[c], s.corner_twist[c]),
        (_, Some(e)) => (s.edge_to[e], s.edge_flip[e]),
        _ => panic!("{name} is not a slot's name"),
    }
}

/// Whether the piece named `slot` is home in `s`.
fn home(s: &State, slot: &Slot) -> bool {
    let name = slot.name();
    let index = State::corner_index(name).or(State::edge_index(name));
    placed(s, slot) == (index.expect("a slot's name") as u8, 0)
}

/// Everything a short solution claims, recomputed: every stage, in the order it plays, names
/// pieces, never none: the pieces it puts home for good (home after it and after every later
/// stage, not before it), or, when it says it prepares pieces, pieces it moves.
fn check(state: &State, sol: &Solution) {
    assert_eq!(sol.method, Method::Short);
    let effect = |st: &Step| State::from_perm(&st.effect).expect("a piece-level effect");
    let mut states = vec![*state];
    for st in &sol.steps {
        states.push(states[states.len() - 1].then(&effect(st)));
    }
    let n = sol.steps.len();
    for (i, st) in sol.steps.iter().enumerate() {
        assert_eq!(st.phase, Phase::Stage);
        assert!(st.core.is_none() && st.undo.is_empty() && st.body.is_empty());
        assert_eq!(st.ftm(), st.setup.len());
        assert!(!st.setup.is_empty(), "an empty stage is left out");
        let setup: Vec<Move> = (st.setup.letters().iter())
            .map(|&l| Move::of_letter(l).expect("a face"))
            .collect();
        assert_eq!(effect(st), State::of_moves(&setup));
        assert_eq!(st.cycle(PuzzleKind::Megaminx), effect(st).to_string());
        assert!(st.explanation.starts_with("Stage "), "{}", st.explanation);
        let of = [" of 9", " of 10"];
        assert!(
            of.iter().any(|o| st.explanation.contains(o)),
            "{}",
            st.explanation
        );
        assert!(!st.pieces.is_empty(), "names no piece: {}", st.explanation);
        assert!(!st.explanation.contains("none"), "{}", st.explanation);
        let prepares = st.explanation.contains("it prepares");
        for slot in st.pieces.iter().map(|&i| Slot::new(i).expect("a slot")) {
            let slot = &slot;
            let ok = if prepares {
                placed(&states[i], slot) != placed(&states[i + 1], slot)
            } else {
                !home(&states[i], slot) && states[i + 1..].iter().all(|s| home(s, slot))
            };
            assert!(ok, "{slot} in step {i} of {n}: {}", st.explanation);
        }
    }
    assert!(states[n].is_solved(), "the stages leave {}", states[n]);
    assert!(state
        .then(&State::of_moves(&sol.face_moves().unwrap()))
        .is_solved());
    assert!(sol.ftm() <= sol.moves_before_cancellation);
    assert_eq!(sol.ftm(), sol.moves.len());
}

/// The two-face search's node limit in these tests: where a search would exceed it the old
/// endings finish, so a low limit exercises both endings and costs little. (At 200,000 the
/// 2,000 solves took 450 s of CI's 2-core wall time, measured in `.ci/run`'s stage table, for
/// a mean about one move shorter; at 50,000 a narrow solve takes about 0.045 s.)
const LIMIT: u64 = 50_000;

/// One partial solution through the stages: the fastest search the planner can do (the
/// hurried first plan's widths, with this file's two-face limit and the default tables).
const SINGLE: Options = Options {
    limit: LIMIT,
    tables: TableSet::native_or_page(),
    ..Options::HURRIED
};

/// A narrow beam: a few frames and partial solutions, both endings; one thread (the slow
/// suite solves two states at once instead, keeping both cores busy).
const NARROW: Options = Options {
    frames: 6,
    beam: 3,
    want: Want {
        solutions: 2,
        slack: 0,
    },
    exact: Want {
        solutions: 3,
        slack: 1,
    },
    finish: 3,
    reframe: true,
    limit: LIMIT,
    threads: 1,
    tables: TableSet::native_or_page(),
    orbits: Orbits::ALL,
};

/// Solves `count` random states from `seed` (with the default search, or `opts`), `jobs` of
/// them at once (each job a thread taking every `jobs`-th state), checking each solution:
/// their mean length and the longest.
fn solve_many(seed: u64, count: usize, opts: Option<Options>, jobs: usize) -> (f64, usize) {
    let mut rng = Rng::new(seed);
    let states: Vec<State> = (0..count).map(|_| State::random(&mut rng)).collect();
    let solve = |s: &State| {
        let sol = match opts {
            Some(o) => plan_short_with(s, o),
            None => plan_with(s, Method::Short),
        }
        .expect("a legal state");
        check(s, &sol);
        sol.ftm()
    };
    let lengths: Vec<usize> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..jobs)
            .map(|j| {
                let (states, solve) = (&states, &solve);
                let mine = move || -> Vec<usize> {
                    states.iter().skip(j).step_by(jobs).map(solve).collect()
                };
                scope.spawn(mine)
            })
            .collect();
        (handles.into_iter())
            .flat_map(|h| h.join().expect("a job that did not panic"))
            .collect()
    });
    let max = lengths.iter().copied().max().unwrap_or(0);
    (lengths.iter().sum::<usize>() as f64 / count as f64, max)
}

#[test]
fn two_hundred_random_states_solve() {
    let (mean, max) = solve_many(11, 20, None, 1);
    eprintln!("short solver, 20 random states: mean {mean:.2} FTM, max {max}");
    // Far below the thesis method (268 FTM on average): a sanity bound, not a benchmark.
    assert!(mean < 110.0 && max < 140, "mean {mean}, max {max}");
    let (single, max) = solve_many(13, 180, Some(SINGLE), 1);
    eprintln!("single path, 180 random states: mean {single:.2} FTM, max {max}");
    assert!(single < 125.0 && max < 160, "mean {single}, max {max}");
}

#[test]
#[ignore = "slow: 2,000 solves; run with --release -- --ignored"]
fn two_thousand_random_states_solve() {
    let (mean, max) = solve_many(12, 2000, Some(NARROW), 2);
    eprintln!("short solver, narrow beam, 2,000 random states: mean {mean:.2} FTM, max {max}");
    // Measured 89.3 on 20 states: a sanity bound with room for the standard error.
    assert!(mean < 95.0 && max < 130, "mean {mean}, max {max}");
}

#[test]
fn solved_and_nearly_solved_states() {
    let sol = plan_with(&State::SOLVED, Method::Short).unwrap();
    assert!(sol.steps.is_empty() && sol.moves.is_empty());
    for text in ["A", "A B", "L2 G*", "A B C D E F G H I J K L"] {
        let alg = minx::puzzle::Notation::Thesis.parse(text).unwrap();
        let s = State::of_moves(&alg.moves().unwrap());
        let sol = plan_with(&s, Method::Short).unwrap();
        check(&s, &sol);
        if text.len() == 1 {
            assert_eq!(sol.ftm(), 1, "{sol}");
        }
    }
}

#[test]
fn illegal_states_are_refused() {
    let mut s = State::SOLVED;
    s.edge_flip[3] = 1;
    assert_eq!(
        plan_with(&s, Method::Short),
        Err(PlanError::Illegal(IllegalState::Flip))
    );
    let mut s = State::SOLVED;
    s.corner_to[0] = 1;
    assert!(matches!(
        plan_with(&s, Method::Short),
        Err(PlanError::Illegal(IllegalState::NotAPermutation { .. }))
    ));
}

/// The solve found does not depend on how many threads share the search (the page's
/// WebAssembly has one, the command line all the machine's cores): the same moves, also
/// when the two-face search gives up and the old endings finish.
#[test]
fn one_thread_or_two_find_the_same_solve() {
    let mut rng = Rng::new(23);
    for (i, opts) in [Options::default(), NARROW, NARROW]
        .into_iter()
        .cycle()
        .take(9)
        .enumerate()
    {
        let s = State::random(&mut rng);
        let on = |threads| {
            plan_short_with(&s, Options { threads, ..opts })
                .expect("a legal state")
                .moves
        };
        assert_eq!(on(1), on(2), "state {i}");
    }
}

/// The page's small tables and the command line's full set plan alike: the same plan for
/// each state (the page's worker plays what `minx solve` prints), each stage's search finds
/// the same first shortest solution with either set, and the beam's rank bounds are the same
/// numbers (a peer check of both sets' tables too: a bound that overestimated would cut a
/// shortest solution, and one set would find a longer one).
#[test]
fn page_and_full_tables_agree() {
    let mut rng = Rng::new(31);
    let (page, full) = (Layout::of(TableSet::Page), Layout::of(TableSet::Full));
    for _ in 0..3 {
        let s = State::random(&mut rng);
        let with = |tables| {
            let opts = Options {
                tables,
                ..Options::default()
            };
            plan_short_with(&s, opts).expect("a legal state")
        };
        let sol = with(TableSet::Page);
        check(&s, &sol);
        assert_eq!(
            sol.moves,
            with(TableSet::Full).moves,
            "one plan for both sets"
        );
        // Stage by stage along one path: the same shortest solution in both sets.
        let mut now = s;
        for (a, b) in page.stages.iter().zip(&full.stages) {
            let one = Want {
                solutions: 1,
                slack: 0,
            };
            assert_eq!(a.rank_bound(&now), b.rank_bound(&now));
            let (x, y) = (a.solve(&now, one), b.solve(&now, one));
            assert_eq!(
                x, y,
                "the first shortest solution, in the same search order"
            );
            let moves: Vec<_> = x[0]
                .iter()
                .flat_map(|&g| a.gens[g as usize].moves.clone())
                .collect();
            now = now.then(&State::of_moves(&moves));
        }
        assert_eq!(
            page.two.as_ref().unwrap().rank_bound(&now),
            full.two.as_ref().unwrap().rank_bound(&now)
        );
        let (x, y) = (
            page.two.as_ref().unwrap().bound(&now),
            full.two.as_ref().unwrap().bound(&now),
        );
        let best = page
            .two
            .as_ref()
            .unwrap()
            .solve_best(&[(0, now)], u64::MAX, 2, &|| false)
            .unwrap();
        assert!(x as usize <= best.moves.len() && y as usize <= best.moves.len());
        let other = full
            .two
            .as_ref()
            .unwrap()
            .solve_best(&[(0, now)], u64::MAX, 2, &|| false)
            .unwrap();
        assert_eq!(best.moves, other.moves);
    }
}

/// A budgeted solve solves, and is never longer than the plan it started from: the first
/// plan, or the hurried one when the deadline came first (which one depends on the machine's
/// speed); a round told to stop at once changes nothing. (No timing is asserted: a slow
/// machine only runs fewer rounds.)
#[test]
fn budgeted_plans_are_never_longer_than_the_first() {
    let mut rng = Rng::new(37);
    for _ in 0..3 {
        let s = State::random(&mut rng);
        let first = plan_with(&s, Method::Short).unwrap();
        let hurried = Anytime::start_until(&s, Options::default(), &|| true).unwrap();
        let start = std::time::Instant::now();
        let stop = || start.elapsed() >= std::time::Duration::from_millis(300);
        let best = plan_short_until(&s, Options::default(), Some(&stop)).unwrap();
        check(&s, &best);
        let started_from = first.ftm().max(hurried.best().ftm());
        assert!(
            best.ftm() <= started_from,
            "{} > {started_from}",
            best.ftm()
        );
        let mut search = Anytime::start(&s, Options::default()).unwrap();
        assert_eq!(
            search.best().moves,
            first.moves,
            "the first plan is plan_short's"
        );
        assert_eq!(search.improve(&|| true), Round::Stopped);
        assert_eq!(search.best().moves, first.moves);
        assert_eq!(search.rounds(), 0);
    }
}

/// A deadline that has passed before the first plan is found still gets a plan that solves:
/// the hurried one ([`Options::HURRIED`]), which the rounds can only shorten.
#[test]
fn a_passed_deadline_still_gets_a_plan() {
    let mut rng = Rng::new(41);
    for _ in 0..3 {
        let s = State::random(&mut rng);
        let hurried = Anytime::start_until(&s, Options::default(), &|| true).unwrap();
        check(&s, hurried.best());
        let best = plan_short_until(&s, Options::default(), Some(&|| true)).unwrap();
        check(&s, &best);
        assert_eq!(best.moves, hurried.best().moves);
    }
}

/// `minx solve --budget` is refused, with a clear line and status 2, when it is out of range,
/// not a number, or given to a method with no search to go on with (checked before any table
/// is built).
#[test]
fn bad_budgets_are_refused() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_minx"))
            .args(args)
            .output()
            .expect("minx runs")
    };
    for (args, says) in [
        (
            &["solve", "--method", "short", "--budget", "-1", "A"][..],
            "from 0 to 3600",
        ),
        (
            &["solve", "--method", "short", "--budget", "soon", "A"],
            "\"soon\"",
        ),
        (
            &["solve", "--method", "short", "--budget", "1e9", "A"],
            "from 0 to 3600",
        ),
        (&["solve", "--budget", "3", "A"], "--method short"),
    ] {
        let out = run(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
