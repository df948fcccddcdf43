//! [`Fill`]: a pruning table's breadth-first fill that can stop and go on later where it
//! stopped, for a table too long to build in one piece of the page's worker (the two-face
//! stage's every-corner table: 22 MB of depths, kept as 11 MB modulo 3 once filled, about
//! 4 s there).
//!
//! [`Packed::search_until`] drops its work when told to stop, so a table longer to fill
//! than any one deadline (a 1 s budget, a 50 ms slice of the idle worker) would never be
//! built. A `Fill` keeps its table, the depth it expands and how far its scan got: each
//! [`Fill::resume`] goes on from there. Invariant: every entry before `next` at depth
//! `depth` has been expanded, and every entry at a depth below `depth` too; so when a pass
//! over the whole table at `depth` adds nothing, every reachable entry is set to its depth
//! (capped at [`MAX_DEPTH`], whose layer is scanned again until a pass adds nothing, as
//! [`Packed::search`] does). It scans the table for each layer instead of listing small ones:
//! a few tenths of a second more natively, for no memory besides the table.

use std::sync::Mutex;

use super::packed::{Packed, MAX_DEPTH, STOP_EVERY, UNSEEN};

/// A table's fill that a stop leaves where it was: what a table keeps between calls of
/// [`Table::ensure_until`](super::Table::ensure_until).
#[derive(Debug, Default)]
pub struct Resumable(Mutex<Option<Fill>>);

impl Resumable {
    /// The table over `space` from index `start`: goes on with the fill cut short before,
    /// if any, until it ends or `stop` says so (`None`: never; with nothing to go on with,
    /// that is [`Packed::search`], which lists small layers and is a fifth faster).
    pub fn fill<S, R, U, N>(
        &self,
        space: &Space<S, R, U, N>,
        start: usize,
        stop: Option<&dyn Fn() -> bool>,
    ) -> Option<Packed>
    where
        R: Fn(&S) -> usize,
        U: Fn(usize) -> S,
        N: Fn(&S, usize) -> S,
    {
        let mut partial = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if partial.is_none() && stop.is_none() {
            let s = space;
            let at = (s.unrank)(start);
            return Some(Packed::search(
                s.size, at, s.moves, &s.rank, &s.unrank, &s.next,
            ));
        }
        let fill = partial.get_or_insert_with(|| Fill::new(space.size, start));
        let table = fill.resume(space, stop.unwrap_or(&|| false))?;
        *partial = None;
        Some(table)
    }
}

/// A fill under way: the entries so far and where the scan is.
#[derive(Debug)]
pub struct Fill {
    table: Packed,
    size: usize,
    /// The depth whose entries the scan expands.
    depth: u8,
    /// The next index the scan looks at.
    next: usize,
    /// Entries this pass (over `depth`) added so far.
    added: usize,
}

/// How a table's positions are named and moved: what a fill needs of it.
pub struct Space<S, R, U, N>
where
    R: Fn(&S) -> usize,
    U: Fn(usize) -> S,
    N: Fn(&S, usize) -> S,
{
    /// Its positions' count.
    pub size: usize,
    /// Moves from each position.
    pub moves: usize,
    /// A position's index.
    pub rank: R,
    /// The position of an index.
    pub unrank: U,
    /// The position after a move.
    pub next: N,
}

impl Fill {
    /// A fill of `size` entries from the position of index `start` (depth 0).
    pub fn new(size: usize, start: usize) -> Fill {
        let mut table = Packed::unseen(size);
        table.set(start, 0);
        Fill {
            table,
            size,
            depth: 0,
            next: 0,
            added: 0,
        }
    }

    /// Goes on with the fill until it ends (the table, leaving this fill empty of work) or
    /// `stop` says so (asked every [`STOP_EVERY`] entries looked at; `None`, the progress
    /// kept for the next call).
    pub fn resume<S, R, U, N>(
        &mut self,
        space: &Space<S, R, U, N>,
        stop: &dyn Fn() -> bool,
    ) -> Option<Packed>
    where
        R: Fn(&S) -> usize,
        U: Fn(usize) -> S,
        N: Fn(&S, usize) -> S,
    {
        assert_eq!(space.size, self.size, "the fill's own space");
        loop {
            let child = (self.depth + 1).min(MAX_DEPTH);
            while self.next < self.size {
                if self.next.is_multiple_of(STOP_EVERY) && stop() {
                    return None;
                }
                let i = self.next;
                self.next += 1;
                if self.table.get(i) != self.depth {
                    continue;
                }
                let s = (space.unrank)(i);
                for m in 0..space.moves {
                    let r = (space.rank)(&(space.next)(&s, m));
                    if self.table.get(r) == UNSEEN {
                        self.table.set(r, child);
                        self.added += 1;
                    }
                }
            }
            if self.added == 0 {
                return Some(std::mem::replace(&mut self.table, Packed::unseen(0)));
            }
            (self.depth, self.next, self.added) = (child, 0, 0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fill stopped every few entries and resumed until it ends gives the same table as
    /// one search: positions 0..360 of Z/360 with moves ±1, ±7 (depths up to the cap).
    #[test]
    fn a_resumed_fill_is_the_search() {
        let n = 360usize;
        let steps = [1usize, n - 1, 7, n - 7];
        let space = Space {
            size: n,
            moves: steps.len(),
            rank: |&s: &usize| s,
            unrank: |i| i,
            next: |&s: &usize, m| (s + steps[m]) % n,
        };
        let whole = Packed::search(n, 0usize, 4, |&s| s, |i| i, |&s, m| (s + steps[m]) % n);
        let mut fill = Fill::new(n, 0);
        let calls = std::cell::Cell::new(0);
        let mut stops = 0;
        let table = loop {
            // Says stop on every other question.
            let stop = || {
                calls.set(calls.get() + 1);
                calls.get() % 2 == 0
            };
            match fill.resume(&space, &stop) {
                Some(t) => break t,
                None => stops += 1,
            }
        };
        assert!(stops > 0, "it was stopped and went on");
        assert_eq!(table.as_bytes(), whole.as_bytes());
    }
}
