//! Quick measurement of the short solver on N random states: `cargo run --release --example
//! short_probe -- N [frames beam solutions slack exact_solutions exact_slack finish limit
//! [threads]]`. With `MINX_TABLES=FILE` the tables are loaded from FILE (written there by the
//! first run); with `MINX_ALL=1` they are built all at once on every thread allowed.
use minx::puzzle::State;
use minx::rng::Rng;
use minx::solver::short::{build_next_table, search, Layout, Options, Want, TWO_FACE};
use std::time::Instant;

fn main() {
    let a: Vec<u64> = std::env::args()
        .skip(1)
        .map(|x| x.parse().unwrap())
        .collect();
    let n = a.first().copied().unwrap_or(50) as usize;
    let mut o = Options::default();
    if a.len() >= 9 {
        let u = |i: usize| a[i] as usize;
        o = Options {
            frames: u(1),
            beam: u(2),
            want: Want {
                solutions: u(3),
                slack: a[4] as u8,
            },
            exact: Want {
                solutions: u(5),
                slack: a[6] as u8,
            },
            finish: u(7),
            limit: a[8],
            threads: a.get(9).copied().unwrap_or(2) as usize,
            ..Options::default()
        };
    }
    let l = Layout::get();
    let t = Instant::now();
    if let Ok(path) = std::env::var("MINX_TABLES") {
        match std::fs::read(&path) {
            Ok(bytes) => {
                if let Err(e) = minx::solver::short::import_tables(&bytes) {
                    println!("asset: {e}");
                }
            }
            Err(_) => {
                while !build_next_table().is_done() {}
                std::fs::write(&path, minx::solver::short::export_tables()).unwrap();
            }
        }
    }
    if std::env::var("MINX_ALL").is_ok() {
        minx::solver::short::build_all_tables(o.threads);
    }
    loop {
        let s = Instant::now();
        let p = build_next_table();
        println!(
            "table {}: {:?}, {} bytes so far",
            p.built,
            s.elapsed(),
            p.bytes
        );
        if p.is_done() {
            break;
        }
    }
    println!("tables {:?} {} bytes", t.elapsed(), l.table_bytes());
    let mut rng = Rng::new(2026);
    let (mut total, mut fallback) = (0, 0);
    let mut visited = Vec::new();
    let mut per = vec![0usize; l.stages_in(1)];
    let mut times = Vec::new();
    for _ in 0..n {
        let s = State::random(&mut rng);
        let t = Instant::now();
        let f = search(&s, o);
        times.push(t.elapsed().as_secs_f64() * 1e3);
        total += f.moves.len();
        fallback += usize::from(f.ending != TWO_FACE);
        visited.push(f.visited);
        for (k, st) in f.stages.iter().enumerate() {
            per[k] += st.len();
        }
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    visited.sort();
    println!(
        "two-face positions: median {}, max {}",
        visited[n / 2],
        visited[n - 1]
    );
    println!(
        "mean {:.2} FTM, median {:.1} ms, 90% {:.1} ms, max {:.1} ms, fallback {fallback}",
        total as f64 / n as f64,
        times[n / 2],
        times[n * 9 / 10],
        times[n - 1]
    );
    println!(
        "per stage {:?}",
        per.iter()
            .map(|&x| format!("{:.2}", x as f64 / n as f64))
            .collect::<Vec<_>>()
    );
}
