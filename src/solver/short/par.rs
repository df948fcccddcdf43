//! Work shared among threads where the platform has them (natively), done in turn where it
//! has none (the page's WebAssembly): the results are the same either way, in the same order,
//! so a solve never depends on how many cores found it.

use std::sync::atomic::{AtomicUsize, Ordering};

/// How many threads this machine runs at once (1 in the browser).
pub fn available() -> usize {
    if cfg!(target_arch = "wasm32") {
        return 1;
    }
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// `f(i)` for every `i` in `0..n`, in order, computed by up to `threads` threads taking the
/// next index as they become free. A panic in `f` is passed on.
pub fn map<R: Send>(n: usize, threads: usize, f: impl Fn(usize) -> R + Sync) -> Vec<R> {
    let threads = threads.min(n).min(available());
    if threads <= 1 {
        return (0..n).map(f).collect();
    }
    let next = AtomicUsize::new(0);
    let work = || {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= n {
                return done;
            }
            done.push((i, f(i)));
        }
    };
    let mut out: Vec<Option<R>> = (0..n).map(|_| None).collect();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads).map(|_| scope.spawn(work)).collect();
        for w in workers {
            let done = w.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
            for (i, r) in done {
                out[i] = Some(r);
            }
        }
    });
    out.into_iter()
        .map(|r| r.expect("every index is taken once"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_results_in_order_on_any_number_of_threads() {
        let one = map(1000, 1, |i| i * i % 97);
        for threads in [2, 3, 8] {
            assert_eq!(map(1000, threads, |i| i * i % 97), one);
        }
        assert!(map(0, 4, |i| i).is_empty());
    }

    #[test]
    #[should_panic(expected = "index 7")]
    fn a_panic_is_passed_on() {
        map(20, 2, |i| assert!(i != 7, "index {i}"));
    }
}
