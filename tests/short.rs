//! The short solver ([`Method::Short`]): every solution solves its state, stage by stage and
//! after cancellation; its steps are stages with their moves, pieces and counts.
//!
//! The default suite solves 200 random states: 20 with the solver's default search widths
//! (what `plan_with` does: a beam across stages and the two-face stage over many partial
//! solutions) and 180 with a single path through the stages and a small search limit for
//! the two-face stage (same stages, tables and steps, and the old endings when that limit is
//! hit); the slow suite (`cargo test --release --test short -- --ignored`) solves 2,000 with
//! a narrow beam, so that it takes a few minutes on two cores.

use minx::puzzle::{IllegalState, State};
use minx::rng::Rng;
use minx::solver::short::{plan_short_with, Options, Want};
use minx::solver::{plan_with, Method, Phase, PlanError, Solution};

/// Everything a short solution claims, recomputed.
fn check(state: &State, sol: &Solution) {
    assert_eq!(sol.method, Method::Short);
    let mut now = *state;
    let n = sol.steps.len();
    for (i, st) in sol.steps.iter().enumerate() {
        assert_eq!(st.phase, Phase::Stage);
        assert!(st.core.is_none() && st.undo.is_empty());
        assert_eq!(st.ftm, st.setup.len());
        assert!(!st.setup.is_empty(), "an empty stage is left out");
        assert_eq!(st.effect, State::of_moves(&st.setup));
        assert_eq!(st.cycle, st.effect.to_string());
        assert!(st.explanation.starts_with("Stage "), "{}", st.explanation);
        let of = [" of 9", " of 10"];
        assert!(
            of.iter().any(|o| st.explanation.contains(o)),
            "{}",
            st.explanation
        );
        now = now.then(&st.effect);
        // The pieces it names are home after it.
        for slot in &st.pieces {
            let name = slot.name();
            let home = match name.len() {
                3 => State::corner_index(name).map(|c| now.corner_in(c) == (c, 0)),
                _ => State::edge_index(name).map(|e| now.edge_in(e) == (e, 0)),
            };
            assert_eq!(
                home,
                Some(true),
                "{name} after step {i} of {n}: {}",
                st.explanation
            );
        }
    }
    assert!(now.is_solved(), "the stages leave {now}");
    assert!(state.then(&State::of_moves(&sol.moves)).is_solved());
    assert!(sol.ftm() <= sol.moves_before_cancellation);
    assert_eq!(sol.ftm(), sol.moves.len());
}

/// One partial solution through the stages: the fastest search the planner can do.
const SINGLE: Options = Options {
    frames: 1,
    beam: 1,
    want: Want {
        solutions: 1,
        slack: 0,
    },
    exact: Want {
        solutions: 1,
        slack: 0,
    },
    finish: 1,
    limit: 300_000,
    threads: 1,
};

/// A narrow beam: a few frames and partial solutions, both endings.
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
    limit: 200_000,
    threads: 2,
};

fn solve_many(seed: u64, count: usize, opts: Option<Options>) -> (f64, usize) {
    let mut rng = Rng::new(seed);
    let (mut total, mut max) = (0, 0);
    for _ in 0..count {
        let s = State::random(&mut rng);
        let sol = match opts {
            Some(o) => plan_short_with(&s, o),
            None => plan_with(&s, Method::Short),
        }
        .expect("a legal state");
        check(&s, &sol);
        total += sol.ftm();
        max = max.max(sol.ftm());
    }
    (total as f64 / count as f64, max)
}

#[test]
fn two_hundred_random_states_solve() {
    let (mean, max) = solve_many(11, 20, None);
    eprintln!("short solver, 20 random states: mean {mean:.2} FTM, max {max}");
    // Far below the thesis method (268 FTM on average): a sanity bound, not a benchmark.
    assert!(mean < 110.0 && max < 140, "mean {mean}, max {max}");
    let (single, max) = solve_many(13, 180, Some(SINGLE));
    eprintln!("single path, 180 random states: mean {single:.2} FTM, max {max}");
    assert!(single < 125.0 && max < 160, "mean {single}, max {max}");
}

#[test]
#[ignore = "slow: 2,000 solves; run with --release -- --ignored"]
fn two_thousand_random_states_solve() {
    let (mean, max) = solve_many(12, 2000, Some(NARROW));
    eprintln!("short solver, narrow beam, 2,000 random states: mean {mean:.2} FTM, max {max}");
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
