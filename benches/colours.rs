//! States from colours per second (the blog's method on the Megaminx), against references
//! measured in the same run: the opposite direction (`colours_of`, state → colours) and the
//! piece-level conversion alone (`State::from_perm`).
//!
//! Run: `cargo bench --bench colours`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use minx::puzzle::{Megaminx, PuzzleKind, State};
use minx::rng::Rng;

fn colours(c: &mut Criterion) {
    let def = Megaminx::get().def();
    let mut rng = Rng::new(2024);
    let states: Vec<_> = (0..64).map(|_| State::random(&mut rng).to_perm()).collect();
    let colourings: Vec<Vec<usize>> = states.iter().map(|s| def.colours_of(s)).collect();
    let reader = PuzzleKind::Megaminx.info().reader();
    let mut group = c.benchmark_group("megaminx");
    group.throughput(Throughput::Elements(1));
    let mut i = 0;
    group.bench_function("state from colours", |b| {
        b.iter(|| {
            i = (i + 1) % colourings.len();
            reader.read(black_box(&colourings[i])).unwrap()
        })
    });
    group.bench_function("reference: colours of state", |b| {
        b.iter(|| {
            i = (i + 1) % states.len();
            def.colours_of(black_box(&states[i]))
        })
    });
    group.bench_function("reference: State::from_perm", |b| {
        b.iter(|| {
            i = (i + 1) % states.len();
            State::from_perm(black_box(&states[i])).unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, colours);
criterion_main!(benches);
