//! Quick measurement of the short solver on N random states: `cargo run --release --example
//! short_probe -- N [frames beam solutions slack]`.
use minx::puzzle::State;
use minx::rng::Rng;
use minx::solver::short::{build_next_table, plan_short_with, Layout, Options, Want};
use std::time::Instant;

fn main() {
    let a: Vec<usize> = std::env::args()
        .skip(1)
        .map(|x| x.parse().unwrap())
        .collect();
    let n = a.first().copied().unwrap_or(50);
    let mut o = Options::default();
    if a.len() >= 7 {
        o = Options {
            frames: a[1],
            beam: a[2],
            want: Want {
                solutions: a[3],
                slack: a[4] as u8,
            },
            exact: Want {
                solutions: a[5],
                slack: a[6] as u8,
            },
        };
    }
    let t = Instant::now();
    let l = Layout::get();
    while !build_next_table().is_done() {}
    println!("tables {:?} {} bytes", t.elapsed(), l.table_bytes());
    let mut rng = Rng::new(2026);
    let mut total = 0;
    let mut per = vec![0usize; l.len()];
    let mut times = Vec::new();
    for _ in 0..n {
        let s = State::random(&mut rng);
        let t = Instant::now();
        let sol = plan_short_with(&s, o).unwrap();
        times.push(t.elapsed().as_secs_f64() * 1e3);
        assert!(s.then(&State::of_moves(&sol.moves)).is_solved());
        total += sol.ftm();
        let f = minx::solver::short::search(&s, o);
        for (k, st) in f.stages.iter().enumerate() {
            per[k] += st.len();
        }
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!(
        "mean {:.2} FTM, median {:.1} ms, max {:.1} ms",
        total as f64 / n as f64,
        times[n / 2],
        times[n - 1]
    );
    println!(
        "per stage {:?}",
        per.iter()
            .map(|&x| format!("{:.2}", x as f64 / n as f64))
            .collect::<Vec<_>>()
    );
}
