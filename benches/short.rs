//! The short solver over many uniformly random states, for `cargo xtask bench solver`
//! (`cargo bench --bench short -- --table [--quick] [--out FILE]`): mean, max and histogram of
//! the length, fifth-turns, mean moves per stage, median solve time, table build time and
//! memory. With `--out`, writes each state's scramble and our solution in cubing.js notation
//! (JSON) so that the node script beside it can replay them in cubing.js and time cubing.js's
//! own solver on the same states.

use std::time::Instant;

use minx::puzzle::{Alg, Notation, State};
use minx::rng::Rng;
use minx::solver::short::{
    build_all_tables, build_faster_tables, build_tables, plan_short_found, Layout, Options,
    TableSet, TwoFace, TwoKind, Want, TWO_FACE,
};
use minx::solver::{invert, plan};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.iter().any(|a| a == "--tables") {
        let page = args.iter().any(|a| a == "--page");
        return table_report(if page { TableSet::Page } else { TableSet::Full });
    }
    if args.iter().any(|a| a == "--curve") {
        return curve(&args);
    }
    if args.iter().any(|a| a == "--stages") {
        return stage_times();
    }
    if !args.iter().any(|a| a == "--table") {
        return; // `cargo bench` runs every bench binary; this one only prints tables.
    }
    let n = if args.iter().any(|a| a == "--quick") {
        100
    } else {
        1000
    };
    let out = args
        .iter()
        .position(|a| a == "--out")
        .and_then(|i| args.get(i + 1));
    let threads = Options::default().threads;
    let t = Instant::now();
    let layout = Layout::get();
    build_all_tables(threads);
    let build = t.elapsed();
    let (states, set) = seeded_states(&args, n);
    let stages = layout.stages_in(1);
    let (mut ftm, mut fifths, mut times) = (Vec::new(), Vec::new(), Vec::new());
    let mut per_stage = vec![0usize; stages];
    let (mut inverse, mut fallback) = (0, 0);
    let mut records = Vec::new();
    for s in &states {
        let t = Instant::now();
        let (sol, found) = plan_short_found(s, Options::default()).expect("a legal state");
        times.push(t.elapsed().as_secs_f64());
        assert!(
            s.then(&State::of_moves(&sol.face_moves().unwrap()))
                .is_solved(),
            "solves"
        );
        ftm.push(sol.ftm());
        fifths.push(sol.fifth_turns());
        for (k, m) in found.stages.iter().enumerate() {
            per_stage[k] += m.len();
        }
        inverse += usize::from(found.frame.inverse);
        fallback += usize::from(found.ending != TWO_FACE);
        if out.is_some() {
            // A scramble reaching the state: the thesis solution, inverted (independent of
            // the short solver).
            let scramble = invert(&plan(s).expect("legal").face_moves().expect("faces"));
            records.push(serde_json::json!({
                "scramble": wca(&scramble),
                "solution": wca(&sol.face_moves().expect("faces")),
                "ftm": sol.ftm(),
            }));
        }
    }
    // The same solves on one thread (as the page's WebAssembly runs them), on a fifth of
    // the states: the same moves, so only the time differs.
    let single: Vec<f64> = states[..n / 5]
        .iter()
        .map(|s| {
            let t = Instant::now();
            let one = Options {
                threads: 1,
                ..Options::default()
            };
            plan_short_found(s, one).expect("a legal state");
            t.elapsed().as_secs_f64()
        })
        .collect();
    let times = Times {
        threads,
        build,
        all: times,
        single,
    };
    report(
        (n, set),
        layout,
        &ftm,
        &fifths,
        times,
        &per_stage,
        (inverse, fallback),
    );
    if let Some(path) = out {
        let text = serde_json::to_string(&records).expect("JSON");
        std::fs::write(path, text).expect("writes the states file");
    }
}

/// Every table of a set (`--page`: the page's, else the command line's), one by one on one
/// thread (as the page's worker builds them): what it holds, its bytes, its build time,
/// whether the page's file carries it.
fn table_report(set: TableSet) {
    println!("tables of the {set:?} set");
    println!("| table | bytes | build, one thread | in the page's file |");
    println!("| --- | --- | --- | --- |");
    let (mut bytes, mut secs) = (0, 0.0);
    let (mut shipped, mut built) = (0, 0.0);
    for t in Layout::of(set).tables() {
        let start = Instant::now();
        t.ensure();
        let s = start.elapsed().as_secs_f64();
        let ships = if t.ships() { "yes" } else { "built" };
        println!("| {} | {} | {:.3} s | {ships} |", t.name(), t.bytes(), s);
        bytes += t.bytes();
        secs += s;
        if t.ships() {
            shipped += t.bytes();
        } else {
            built += s;
        }
    }
    println!("| all | {bytes} | {secs:.2} s | {shipped} bytes shipped, {built:.2} s built |");
}

/// `--stages`: one path through the stages (each stage's first 5 solutions, the first taken;
/// exact stages 10), on one thread, on 20 random states: the mean time of each stage's search
/// and of the two-face search, which tell which tables pay for themselves.
fn stage_times() {
    let layout = Layout::get();
    build_all_tables(Options::default().threads);
    let mut rng = Rng::new(2026);
    let n = 20;
    let stages = layout.stages.len();
    let mut secs = vec![0.0; stages + 1];
    let mut visited = 0;
    let mut ends = Vec::new();
    for _ in 0..n {
        let mut s = State::random(&mut rng);
        for (k, stage) in layout.stages.iter().enumerate() {
            let want = Want {
                solutions: if stage.is_exact() { 10 } else { 5 },
                slack: u8::from(stage.is_exact()),
            };
            let t = Instant::now();
            let sols = stage.solve(&s, want);
            secs[k] += t.elapsed().as_secs_f64();
            let moves: Vec<_> = sols[0]
                .iter()
                .flat_map(|&g| stage.gens[g as usize].moves.clone())
                .collect();
            s = s.then(&State::of_moves(&moves));
        }
        let t = Instant::now();
        let two = layout
            .two
            .as_ref()
            .unwrap()
            .solve_best(&[(0, s)], u64::MAX, 1, &|| false);
        secs[stages] += t.elapsed().as_secs_f64();
        visited += two.expect("no limit").visited;
        ends.push(s);
    }
    let line: Vec<String> = secs
        .iter()
        .enumerate()
        .map(|(k, t)| format!("{}: {:.1} ms", k + 1, t / n as f64 * 1e3))
        .collect();
    println!(
        "mean search time per stage, one path, one thread: {}",
        line.join(", ")
    );
    println!("two-face search: {} positions a state", visited / n as u64);
    // The same two-face positions with the tables the solver had before they had to fit
    // the page (every corner exactly, 11 MB modulo 3): the reference for the search's time.
    let [u, r] = layout.two.as_ref().unwrap().faces;
    let full = TwoFace::with_tables(
        u,
        r,
        &[TwoKind::AllCorners, TwoKind::EdgesCorners([0, 7, 3, 4])],
    );
    full.tables().for_each(|t| t.ensure());
    let t = Instant::now();
    let mut visited = 0;
    for s in &ends {
        visited += full
            .solve_best(&[(0, *s)], u64::MAX, 1, &|| false)
            .expect("no limit")
            .visited;
    }
    println!(
        "reference, two-face search with the every-corner table: {:.1} ms, {} positions a state",
        t.elapsed().as_secs_f64() / n as f64 * 1e3,
        visited / n as u64
    );
}

/// The budgets of the curve, in seconds.
const BUDGETS: [f64; 5] = [0.1, 0.3, 1.0, 3.0, 10.0];

/// The random states the short solver's parameters were chosen on (issue 35: a bench reports
/// on states never used to tune): the first states of `Rng::new(TUNING_SEED)` (every choice
/// up to issue 21's, and issue 35's first plan, [`Options::QUICK`], were compared on them),
/// and the page's seeds from [`TUNING_PAGE_SEED`] (its curve's states until issue 35).
const TUNING_SEED: u64 = 2026;
/// The page's `scramble('random-state', seed)` seeds of the tuning set (7000–7019 were tuned
/// on), for `--page-seeds`.
const TUNING_PAGE_SEED: u64 = 7000;
/// The report set: the first states of `Rng::new(REPORT_SEED)`, never used to choose a
/// parameter; every length this bench reports comes from them unless `--seeds tuning`.
/// (`tests/e2e/bench_curve.js` reports on the page's seeds from 35,000 the same way.)
const REPORT_SEED: u64 = 35_035;

/// The states of `--seeds tuning|report` (report unless told): the first `n` of the set.
fn seeded_states(args: &[String], n: usize) -> (Vec<State>, &'static str) {
    let tuning = args
        .iter()
        .position(|a| a == "--seeds")
        .and_then(|i| args.get(i + 1))
        .is_some_and(|v| v == "tuning");
    let (seed, name) = if tuning {
        (TUNING_SEED, "tuning set")
    } else {
        (REPORT_SEED, "report set")
    };
    let mut rng = Rng::new(seed);
    ((0..n).map(|_| State::random(&mut rng)).collect(), name)
}

/// `--first-options FRAMES,BEAM,SOLUTIONS,SLACK,EXACT_SOLUTIONS,EXACT_SLACK,FINISH,REFRAME[,LIMIT]`:
/// the first plan's widths (and two-face node limit) instead of [`Options::QUICK`]'s (to tune
/// it, on the tuning set).
fn first_options(args: &[String]) -> Option<Options> {
    let text = args
        .iter()
        .position(|a| a == "--first-options")
        .and_then(|i| args.get(i + 1))?;
    let v: Vec<usize> = text
        .split(',')
        .map(|x| x.parse().expect("--first-options takes 8 or 9 numbers"))
        .collect();
    assert!(
        (8..=9).contains(&v.len()),
        "--first-options takes 8 or 9 numbers"
    );
    Some(Options {
        frames: v[0],
        beam: v[1],
        want: Want {
            solutions: v[2],
            slack: v[3] as u8,
        },
        exact: Want {
            solutions: v[4],
            slack: v[5] as u8,
        },
        finish: v[6],
        reframe: v[7] != 0,
        limit: v.get(8).map_or(Options::QUICK.limit, |&l| l as u64),
        ..Options::default()
    })
}

/// `--curve [--states N] [--seeds tuning|report] [--page-seeds FIRST] [--jobs J] [--threads T]
/// [--cpu-clock] [--page] [--first-only [--built]] [--first-options …] [--json PATH]`: the anytime
/// search on the first N states of the report set (20 unless told; `--seeds tuning` for the
/// tuning set; with `--page-seeds`, the page's states from that seed on, [`page_states`]),
/// each searched with a deadline of the largest budget once, recording when each shorter plan
/// came: the best plan within a budget is the best found by then (the rounds are the same
/// whatever the budget), and a budget counts only the states that had a plan by then. `J`
/// states are searched at once (1 unless told), each on `T` threads (the machine's cores over
/// `J` unless told). Every plan is replayed and must solve (a failure fails the bench). With
/// `--cpu-clock` (one thread per state), each search's deadline and times are its thread's
/// CPU time, not the wall clock: the same on an idle machine, and unchanged when other work
/// shares the cores. With `--page`, the page's tables: the four-piece ones are built before
/// unless `--first-only`, which plans only first plans (unhurried: no deadline), with the
/// tables a fresh page's worker has (the first plan's cost in a fresh page) or, with
/// `--built`, those it has once it has built the later ones while idle.
fn curve(args: &[String]) {
    let value = |name: &str, default: usize| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let n = value("--states", 20);
    let jobs = value("--jobs", 1).max(1);
    let threads = value("--threads", (Options::default().threads / jobs).max(1));
    let page = args.iter().any(|a| a == "--page");
    let cpu_clock = args.iter().any(|a| a == "--cpu-clock");
    let first_only = args.iter().any(|a| a == "--first-only");
    assert!(
        !cpu_clock || threads == 1,
        "--cpu-clock times one thread per state"
    );
    let opts = Options {
        threads,
        tables: if page { TableSet::Page } else { TableSet::Full },
        ..first_options(args).unwrap_or_default()
    };
    let t = Instant::now();
    build_tables(opts.tables, Options::default().threads);
    if !first_only || args.iter().any(|a| a == "--built") {
        // The tables the page's worker builds in its first anytime search: the curve is the
        // page's from then on.
        build_faster_tables(opts.tables, opts.orbits, &|| false);
    }
    let build = t.elapsed().as_secs_f64();
    let (states, set) = match args.iter().position(|a| a == "--page-seeds") {
        Some(i) => {
            let first = args.get(i + 1).and_then(|v| v.parse().ok());
            let first = first.unwrap_or(TUNING_PAGE_SEED);
            (page_states(first, n), "the page's seeds")
        }
        None => seeded_states(args, n),
    };
    let max = if first_only {
        0.0
    } else {
        BUDGETS[BUDGETS.len() - 1]
    };
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut runs: Vec<(usize, CurveRun)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(s) = states.get(i) else { break done };
                        done.push((i, CurveRun::of(s, opts, max, cpu_clock)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a curve worker"))
            .collect()
    });
    runs.sort_by_key(|r| r.0);
    let runs: Vec<CurveRun> = runs.into_iter().map(|r| r.1).collect();
    let first_times = sorted(runs.iter().map(|r| r.first_time));
    let clock = if cpu_clock {
        "each thread's CPU time"
    } else {
        "wall clock"
    };
    println!(
        "| short solver, anytime, {n} random states ({set}), {jobs} at a time, {threads} threads each, {:?} tables, {clock} | mean FTM ± standard error | states with a plan by then |",
        opts.tables
    );
    println!("| --- | --- | --- |");
    let firsts = Stat::of(runs.iter().map(|r| r.points[0].1 as f64));
    println!(
        "| first plan (median {:.0} ms, 90th percentile {:.0} ms, max {:.0} ms) | {} | {n} |",
        percentile(&first_times, 0.5) * 1e3,
        percentile(&first_times, 0.9) * 1e3,
        percentile(&first_times, 1.0) * 1e3,
        firsts.show()
    );
    let budgets: &[f64] = if first_only { &[] } else { &BUDGETS };
    let mut curve = Vec::new();
    for &b in budgets {
        let within = Stat::of(runs.iter().filter_map(|r| best_within(&r.points, b)));
        let none = n - within.n;
        println!(
            "| budget {b} s | {} | {} (none for {none}) |",
            within.show(),
            within.n
        );
        curve.push(serde_json::json!({
            "budget": b, "mean": within.mean, "se": within.se, "states": within.n, "none": none,
        }));
    }
    if !first_only {
        let over = sorted(runs.iter().map(|r| r.overrun));
        println!(
            "| overrun of the {max} s deadline (the search's answer after it) | max {:.1} ms, 95th percentile {:.1} ms | {n} |",
            percentile(&over, 1.0) * 1e3,
            percentile(&over, 0.95) * 1e3
        );
        let rounds: u32 = runs.iter().map(|r| r.rounds).sum();
        println!(
            "| rounds run in {max} s (mean) | {:.1} | |",
            rounds as f64 / n as f64
        );
    }
    let gave_up = runs.iter().filter(|r| r.gave_up).count();
    println!("| first plans whose two-face search gave up | {gave_up} of {n} | |");
    let per = |pick: fn(&CurveRun) -> &[usize; 9]| {
        let m: Vec<String> = (0..9)
            .map(|k| {
                let sum: usize = runs.iter().map(|r| pick(r)[k]).sum();
                format!("{:.2}", sum as f64 / n as f64)
            })
            .collect();
        m.join(", ")
    };
    println!(
        "| moves per stage, first plans | {} | |",
        per(|r| &r.first_stages)
    );
    println!(
        "| moves per stage, best in {max} s | {} | |",
        per(|r| &r.best_stages)
    );
    println!(
        "| table build ({} threads) | {build:.2} s | |",
        Options::default().threads
    );
    println!("every plan replayed: each solves its state");
    let json = args
        .iter()
        .position(|a| a == "--json")
        .and_then(|i| args.get(i + 1));
    if let Some(path) = json {
        let over = sorted(runs.iter().map(|r| r.overrun));
        let record = serde_json::json!({
            "states": n,
            "set": set,
            "jobs": jobs,
            "threads": threads,
            "clock": clock,
            "firstMedianMs": percentile(&first_times, 0.5) * 1e3,
            "first": firsts.mean,
            "firstSe": firsts.se,
            "curve": curve,
            "overrunMaxMs": percentile(&over, 1.0) * 1e3,
            "overrunP95Ms": percentile(&over, 0.95) * 1e3,
            "replayed": true,
        });
        std::fs::write(path, record.to_string()).expect("writes the curve");
        println!("curve: {path}");
    }
}

/// A sample's size, mean and standard error of the mean.
struct Stat {
    n: usize,
    mean: f64,
    se: f64,
}

impl Stat {
    fn of(xs: impl Iterator<Item = f64>) -> Stat {
        let xs: Vec<f64> = xs.collect();
        let n = xs.len();
        let mean = xs.iter().sum::<f64>() / n.max(1) as f64;
        let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n.max(2) - 1) as f64;
        Stat {
            n,
            mean,
            se: (var / n.max(1) as f64).sqrt(),
        }
    }

    /// "72.31 ± 0.18", or "–" for no sample.
    fn show(&self) -> String {
        if self.n == 0 {
            "–".into()
        } else {
            format!("{:.2} ± {:.2}", self.mean, self.se)
        }
    }
}

/// `xs` in increasing order.
fn sorted(xs: impl Iterator<Item = f64>) -> Vec<f64> {
    let mut v: Vec<f64> = xs.collect();
    v.sort_by(f64::total_cmp);
    v
}

/// The `q`-th quantile of sorted `xs` (nearest rank; 0 for none).
fn percentile(xs: &[f64], q: f64) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    let i = ((q * xs.len() as f64).ceil() as usize).clamp(1, xs.len()) - 1;
    xs[i]
}

/// The `n` positions the page's `scramble('random-state', seed)` makes from seeds `first`,
/// `first + 1`, …: the states of the page's curve (`tests/e2e/bench_curve.js`), to measure
/// natively what the page measures in WebAssembly.
fn page_states(first: u64, n: usize) -> Vec<State> {
    use minx::app::sim::{ScrambleKind, Sim};
    use minx::puzzle::PuzzleKind;
    (first..first + n as u64)
        .map(|seed| {
            let mut sim = Sim::new(PuzzleKind::Megaminx);
            sim.scramble(ScrambleKind::RandomState, seed)
                .expect("the Megaminx scrambles");
            State::from_perm(sim.position()).expect("a Megaminx position")
        })
        .collect()
}

/// One state's anytime search for the curve.
struct CurveRun {
    /// Seconds to the first plan.
    first_time: f64,
    /// (seconds, FTM) of the first plan and of every shorter one.
    points: Vec<(f64, usize)>,
    rounds: u32,
    /// Seconds past the deadline when the search answered (0 when it ended sooner: every
    /// round run).
    overrun: f64,
    /// Whether the first plan's two-face search gave up.
    gave_up: bool,
    /// Moves per stage (before cancellation across stages) of the first plan and of the best
    /// one: where the rounds win their moves.
    first_stages: [usize; 9],
    best_stages: [usize; 9],
}

impl CurveRun {
    /// Searches `s` with a deadline of `max` seconds (of this thread's CPU time with
    /// `cpu_clock`), as `minx solve --budget` does ([`plan_short_until`]'s steps), checking
    /// that every plan solves it and that none is longer than the first.
    fn of(s: &State, opts: Options, max: f64, cpu_clock: bool) -> CurveRun {
        use minx::solver::short::{Anytime, Found, Round};
        let per_stage = |f: &Found| {
            let mut out = [0; 9];
            for (k, st) in f.stages.iter().enumerate().take(9) {
                out[k] = st.len();
            }
            out
        };
        let solves = |sol: &minx::solver::Solution| {
            s.then(&State::of_moves(&sol.face_moves().unwrap()))
                .is_solved()
        };
        let thread_cpu = || cpu_time::ThreadTime::now().as_duration();
        let (wall, cpu) = (Instant::now(), thread_cpu());
        let elapsed = || {
            if cpu_clock {
                (thread_cpu() - cpu).as_secs_f64()
            } else {
                wall.elapsed().as_secs_f64()
            }
        };
        // The deadline hurries the first plan too, as it does for `minx solve --budget`; with
        // no budget (`--first-only`, `max` 0) the first plan is the unhurried one a plain
        // `solve('short')` gives.
        let stop = || elapsed() >= max;
        let mut search = if max > 0.0 {
            Anytime::start_until(s, opts, &stop)
        } else {
            Anytime::start(s, opts)
        }
        .expect("a legal state");
        assert!(solves(search.best()), "the first plan solves");
        let first_time = elapsed();
        let gave_up = search.found().ending != TWO_FACE;
        let first_stages = per_stage(search.found());
        let mut points = vec![(first_time, search.best().ftm())];
        while !search.is_done() && !stop() {
            if search.improve(&stop) == Round::Shorter {
                assert!(solves(search.best()), "a shorter plan solves");
                points.push((elapsed(), search.best().ftm()));
            }
        }
        let overrun = (elapsed() - max).max(0.0);
        assert!(search.best().ftm() <= search.first_ftm());
        CurveRun {
            first_time,
            points,
            rounds: search.rounds(),
            overrun,
            gave_up,
            first_stages,
            best_stages: per_stage(search.found()),
        }
    }
}

/// The shortest plan found within `budget` seconds of a run whose first plan and every
/// shorter one came at `points` (seconds, FTM): none when even the first came later.
fn best_within(points: &[(f64, usize)], budget: f64) -> Option<f64> {
    let within = points.iter().filter(|p| p.0 <= budget).map(|p| p.1).min();
    within.map(|m| m as f64)
}

fn wca(moves: &[minx::puzzle::Move]) -> String {
    Alg::from_moves(moves).to_string_in(Notation::Wca)
}

/// What the solves and the table build took.
struct Times {
    /// Threads the solves and the build shared (all the machine's cores).
    threads: usize,
    build: std::time::Duration,
    /// Seconds per solve, every state.
    all: Vec<f64>,
    /// Seconds per solve on one thread, the first fifth of the states.
    single: Vec<f64>,
}

fn report(
    (n, set): (usize, &str),
    layout: &Layout,
    ftm: &[usize],
    fifths: &[usize],
    mut t: Times,
    per_stage: &[usize],
    (inverse, fallback): (usize, usize),
) {
    let mean = |v: &[usize]| v.iter().sum::<usize>() as f64 / v.len() as f64;
    t.all.sort_by(f64::total_cmp);
    t.single.sort_by(f64::total_cmp);
    let times = &t.all;
    println!("| short solver, first plan, {n} random states ({set}) | value |");
    println!("| --- | --- |");
    let stat = Stat::of(ftm.iter().map(|&x| x as f64));
    println!("| mean FTM ± standard error | {} |", stat.show());
    println!("| max FTM | {} |", ftm.iter().max().unwrap_or(&0));
    println!("| min FTM | {} |", ftm.iter().min().unwrap_or(&0));
    println!("| mean fifth-turns | {:.2} |", mean(fifths));
    println!(
        "| median solve time ({} threads) | {:.1} ms |",
        t.threads,
        times[n / 2] * 1e3
    );
    println!(
        "| 90th percentile solve time | {:.1} ms |",
        times[n * 9 / 10] * 1e3
    );
    println!("| max solve time | {:.1} ms |", times[n - 1] * 1e3);
    if let Some(m) = t.single.get(t.single.len() / 2) {
        println!(
            "| median solve time on one thread (first {} states) | {:.1} ms |",
            t.single.len(),
            m * 1e3
        );
    }
    println!(
        "| table build ({} threads) | {:.2} s |",
        t.threads,
        t.build.as_secs_f64()
    );
    println!(
        "| table memory | {:.2} MB |",
        layout.table_bytes() as f64 / 1e6
    );
    println!("| solved through the inverse | {inverse} of {n} |");
    println!("| two-face search gave up (old stages 9 and 10) | {fallback} of {n} |");
    println!();
    let stages: Vec<String> = per_stage
        .iter()
        .enumerate()
        .map(|(k, &m)| format!("{}: {:.2}", k + 1, m as f64 / n as f64))
        .collect();
    println!(
        "mean moves per stage (before cancellation across stages; stage 9 is the two-face \
         stage or, where it gave up, the old stage 9): {}",
        stages.join(", ")
    );
    println!();
    println!("| FTM | states |");
    println!("| --- | --- |");
    let lo = ftm.iter().min().copied().unwrap_or(0) / 5 * 5;
    let hi = ftm.iter().max().copied().unwrap_or(0);
    for b in (lo..=hi).step_by(5) {
        let c = ftm.iter().filter(|&&x| x >= b && x < b + 5).count();
        println!("| {b}–{} | {c} |", b + 4);
    }
}
