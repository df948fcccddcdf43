//! Criterion benchmarks of the `group` core: `cargo bench --bench group`.
//!
//! - `schreier_sims/<case>`: building the stabiliser chain and reading the order, for the known
//!   groups of `tests/groups/mod.rs` (the Megaminx first). `cargo xtask bench` times GAP and
//!   sympy on the very same generators and prints the ratios.
//! - `perm/then_120`: one composition of two permutations of 120 points (a Megaminx state),
//!   allocating the result; `perm/then_into_120` reuses the output buffer.
//!
//! States from colours per second are measured in `benches/colours.rs`.

#[path = "../tests/groups/mod.rs"]
mod groups;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use minx::group::{Perm, StabChain};
use minx::puzzle::Megaminx;
use minx::rng::Rng;

fn schreier_sims(c: &mut Criterion) {
    let mut group = c.benchmark_group("schreier_sims");
    for case in groups::all() {
        group.bench_function(&case.name, |b| {
            b.iter(|| {
                StabChain::new(black_box(&case.generators))
                    .expect("one degree")
                    .order()
            })
        });
    }
    group.finish();
}

/// Two random Megaminx positions as sticker permutations.
fn two_states() -> (Perm, Perm) {
    let chain = StabChain::new(&Megaminx::get().def().generator_perms()).expect("one degree");
    let mut rng = Rng::new(1);
    (
        chain.random_element(&mut rng),
        chain.random_element(&mut rng),
    )
}

fn perm_composition(c: &mut Criterion) {
    let (a, b) = two_states();
    let mut group = c.benchmark_group("perm");
    group.throughput(Throughput::Elements(1));
    group.bench_function("then_120", |bench| {
        bench.iter(|| black_box(&a).then(black_box(&b)))
    });
    let mut out = Perm::identity(120);
    group.bench_function("then_into_120", |bench| {
        bench.iter(|| black_box(&a).then_into(black_box(&b), &mut out))
    });
    group.finish();
}

criterion_group!(benches, schreier_sims, perm_composition);
criterion_main!(benches);
