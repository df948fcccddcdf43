//! The page's Web Worker's memory, natively: `cargo bench --bench worker_heap -- [FILE]
//! [--budget SECONDS] [--file-first] [--methods]` does what the worker does for its first short solve —
//! builds the tables the page's table file leaves out, one by one (while the file downloads),
//! reads that file (`www/pkg/short-tables.bin` unless told, written by `cargo xtask build`)
//! and imports it (with `--file-first`, the order before: the file, then the builds), plans
//! one random state on one thread, then (with `--budget`) searches on, then (with
//! `--methods`) builds the Megaminx's other methods as the idle worker does after a solve
//! (a plan of one random position each) — and prints, after each step, the bytes live
//! on the heap and the most live so far, counted by a global allocator that wraps the
//! system's. The worker's WebAssembly memory (`window.minx.workerHeap()`, which never
//! shrinks) is this peak plus the module's own data, its stack and what its allocator
//! cannot reuse: the peak is the part the solver's code decides.

use std::alloc::{GlobalAlloc, Layout as AllocLayout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::Instant;

use minx::app::solve::{offers_for, plan, Method};
use minx::puzzle::{PuzzleKind, State};
use minx::rng::Rng;
use minx::solver::short::{import_tables_of, Anytime, Layout, Options, Table, TableSet};

/// The system's allocator, counting the bytes live and the most ever live.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: AllocLayout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = LIVE.fetch_add(layout.size(), Relaxed) + layout.size();
            PEAK.fetch_max(now, Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: AllocLayout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: AllocLayout, new: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new) };
        if !p.is_null() {
            // The old block and the new one may both be live while the data is copied.
            let now = LIVE.fetch_add(new, Relaxed) + new;
            PEAK.fetch_max(now, Relaxed);
            LIVE.fetch_sub(layout.size(), Relaxed);
        }
        p
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

fn mb(bytes: usize) -> String {
    format!("{:.1}", bytes as f64 / 1e6)
}

fn row(step: &str, since: Instant) {
    println!(
        "| {step} | {} | {} | {:.2} |",
        mb(LIVE.load(Relaxed)),
        mb(PEAK.load(Relaxed)),
        since.elapsed().as_secs_f64()
    );
}

/// Builds the page's tables not built yet that `pick` picks, one by one, with a row each.
fn build(since: Instant, pick: impl Fn(&dyn Table) -> bool) {
    for table in Layout::of(TableSet::Page).tables() {
        if !table.is_built() && pick(table) {
            table.ensure();
            row(
                &format!("built {} ({} MB)", table.name(), mb(table.bytes())),
                since,
            );
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--bench") && args.len() == 1 {
        return; // `cargo bench` runs every bench binary; this one runs when asked.
    }
    let budget = args
        .iter()
        .position(|a| a == "--budget")
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse::<f64>().ok());
    let file = args
        .iter()
        .find(|a| !a.starts_with("--") && a.parse::<f64>().is_err())
        .map_or("www/pkg/short-tables.bin", String::as_str);
    let t = Instant::now();
    println!("| step (the page's table set, one thread) | live MB | peak MB | s |");
    println!("| --- | --- | --- | --- |");
    let file_first = args.iter().any(|a| a == "--file-first");
    if !file_first {
        build(t, |table| !table.ships());
    }
    let bytes = std::fs::read(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    row(&format!("the file read ({} MB)", mb(bytes.len())), t);
    import_tables_of(TableSet::Page, &bytes).expect("the page's table file");
    row("its tables imported", t);
    drop(bytes);
    row("the file dropped", t);
    build(t, |_| true);
    let opts = Options {
        tables: TableSet::Page,
        threads: 1,
        ..Options::default()
    };
    let state = State::random(&mut Rng::new(2026));
    let mut search = Anytime::start(&state, opts).expect("a legal state");
    row(&format!("first plan ({} FTM)", search.best().ftm()), t);
    if let Some(budget) = budget {
        let start = Instant::now();
        let stop = || start.elapsed().as_secs_f64() >= budget;
        while !search.is_done() && !stop() {
            search.improve(&stop);
            if args.iter().any(|a| a == "--rounds") {
                row(
                    &format!("round {} ({} FTM)", search.rounds(), search.best().ftm()),
                    t,
                );
            }
        }
        row(
            &format!("searched {budget} s ({} FTM)", search.best().ftm()),
            t,
        );
    }
    if args.iter().any(|a| a == "--methods") {
        use minx::solver::commutator::{catalogue, cycle_table};
        use minx::solver::PieceKind;
        for kind in [PieceKind::Edge, PieceKind::Corner] {
            catalogue(kind);
            row(&format!("catalogue {kind:?}"), t);
        }
        for kind in [PieceKind::Edge, PieceKind::Corner] {
            cycle_table(kind);
            row(&format!("cycle table {kind:?}"), t);
        }
        let position = state.to_perm();
        for offer in offers_for(PuzzleKind::Megaminx) {
            if offer.method != Method::Short {
                plan(PuzzleKind::Megaminx, offer.method, &position).expect("a legal position");
                row(&format!("{} built (one plan)", offer.method), t);
            }
        }
    }
}
