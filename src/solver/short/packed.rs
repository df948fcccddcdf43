//! [`Packed`]: a pruning table with 4 bits per entry, filled by a breadth-first search from
//! home, and [`Table`], what [`build_next_table`](super::build_next_table) needs to know of
//! every table.

use super::asset::TableAssetError;

/// A table entry not reached (yet).
pub(super) const UNSEEN: u8 = 15;
/// Depths are stored up to this; deeper entries read as this (still a lower bound).
pub const MAX_DEPTH: u8 = 14;
/// [`Packed::search`] lists a layer while it holds at most one entry in this many.
const LISTED_SHARE: usize = 64;
/// [`Packed::search_until`] asks its `stop` once every this many positions expanded (about
/// a millisecond of the page's worker).
pub(super) const STOP_EVERY: usize = 1 << 12;

/// Work (entries × generators, the transitions of its breadth-first fill) above which a
/// table is worth shipping in the page's table file rather than building in the Web Worker:
/// the worker's one WebAssembly thread fills about 10⁷ transitions a second, and the page
/// wants its first plan within 3 s.
pub const SHIP_WORK: usize = 50_000_000;

/// Work per byte of table above which a smaller table ships too: the three-piece tables
/// (16 to 48 generators: 32 to 96 transitions a byte, 1.5 MB in all) took 2.2 s of the 3.65 s
/// a first plan cost natively from a fresh worker (`cargo bench --bench worker_heap`), for
/// some 0.6 MB more over the wire; the two-face corner tables (16 a byte, 3.7 MB) are cheaper
/// to build than to fetch.
pub const SHIP_DENSITY: usize = 30;

/// A table the solver fills on first use.
pub trait Table: Sync {
    /// What it holds, in a few words (for reports).
    fn name(&self) -> String;
    /// The transitions of its fill (positions × moves): what building it costs.
    fn work(&self) -> usize;
    /// Whether the table file carries it: when building it is long ([`SHIP_WORK`]) or
    /// costly for its size ([`SHIP_DENSITY`]); the others are always built.
    fn ships(&self) -> bool {
        self.work() > SHIP_WORK || self.work() >= SHIP_DENSITY * self.bytes()
    }
    /// Whether it is filled.
    fn is_built(&self) -> bool;
    /// Fills it if it is not filled yet.
    fn ensure(&self);
    /// Fills it if it is not filled yet, unless `stop` says to stop first: whether it is
    /// filled. A table whose fill can be cut short asks `stop` as it goes (a cut fill is
    /// dropped, and the next call starts again); the others ask it once, before.
    fn ensure_until(&self, stop: &dyn Fn() -> bool) -> bool {
        if !self.is_built() && !stop() {
            self.ensure();
        }
        self.is_built()
    }
    /// Bytes of its data once filled.
    fn bytes(&self) -> usize;
    /// A copy of its data to save (`None` until it is built).
    fn save(&self) -> Option<Vec<u8>>;
    /// Takes `bytes` (saved by [`Table::save`]) as its data instead of building it; refuses
    /// data of the wrong length, and keeps what it has if it is already built (a table is a
    /// function of its description, so that is the same data).
    fn load(&self, bytes: Vec<u8>) -> Result<(), TableAssetError>;
}

/// Refuses saved data whose length is not the table's.
pub fn check_length(table: &dyn Table, bytes: &[u8]) -> Result<(), TableAssetError> {
    if bytes.len() == table.bytes() {
        Ok(())
    } else {
        Err(TableAssetError::TableLength {
            expected: table.bytes(),
            found: bytes.len(),
        })
    }
}

/// Depths, 4 bits each: the fewest moves home, capped at [`MAX_DEPTH`].
#[derive(Debug)]
pub struct Packed {
    data: Vec<u8>,
}

impl Packed {
    /// The packed entries, two to a byte.
    pub fn as_bytes(&self) -> &[u8] {
        &self.data
    }

    /// A table of `size` entries, none reached yet.
    pub(super) fn unseen(size: usize) -> Packed {
        Packed {
            data: vec![0xFF; size.div_ceil(2)],
        }
    }

    /// The packed entries, two to a byte, given up.
    pub fn into_bytes(self) -> Vec<u8> {
        self.data
    }

    /// A table from entries saved by [`Packed::as_bytes`].
    pub fn from_bytes(data: Vec<u8>) -> Packed {
        Packed { data }
    }

    /// The table over `size` positions: a search from `start` in which `next(s, m)` is the
    /// position after move `m` (of `moves`, each costing one), `rank(s)` its index and
    /// `unrank(i)` the position of index `i`.
    ///
    /// Breadth first, layer by layer, with little memory besides the table: a layer is listed
    /// (as indices) only while it is small — at most one index in [`LISTED_SHARE`] of the
    /// table's — and a larger one is found by scanning the table for its depth. (Listing every
    /// layer held up to 30 MB of positions for a 1.8 MB table: the page's worker kept that
    /// memory for its life.) Layers deeper than [`MAX_DEPTH`] share its depth and are scanned
    /// until one adds nothing.
    pub fn search<S>(
        size: usize,
        start: S,
        moves: usize,
        rank: impl Fn(&S) -> usize,
        unrank: impl Fn(usize) -> S,
        next: impl Fn(&S, usize) -> S,
    ) -> Packed {
        let never = || false;
        Packed::search_until(size, start, moves, rank, unrank, next, &never)
            .expect("a search never told to stop ends")
    }

    /// [`Packed::search`], or `None` as soon as `stop` says so (asked every [`STOP_EVERY`]
    /// positions expanded): so that a deadline can cut a table's fill short.
    pub fn search_until<S>(
        size: usize,
        start: S,
        moves: usize,
        rank: impl Fn(&S) -> usize,
        unrank: impl Fn(usize) -> S,
        next: impl Fn(&S, usize) -> S,
        stop: &dyn Fn() -> bool,
    ) -> Option<Packed> {
        let mut t = Packed::unseen(size);
        let first = rank(&start);
        t.set(first, 0);
        let cap = size / LISTED_SHARE + 1;
        let (mut layer, mut depth) = (Some(vec![first]), 0u8);
        loop {
            let child = (depth + 1).min(MAX_DEPTH);
            let mut listed = Some(Vec::new());
            let mut added = 0usize;
            let mut expanded = 0usize;
            let mut stopped = false;
            let mut expand = |t: &mut Packed, i: usize| {
                expanded += 1;
                if expanded.is_multiple_of(STOP_EVERY) && (stopped || stop()) {
                    stopped = true;
                }
                if stopped {
                    return;
                }
                let s = unrank(i);
                for m in 0..moves {
                    let r = rank(&next(&s, m));
                    if t.get(r) == UNSEEN {
                        t.set(r, child);
                        added += 1;
                        match &mut listed {
                            Some(l) if l.len() < cap => l.push(r),
                            _ => listed = None,
                        }
                    }
                }
            };
            match layer {
                Some(l) => l.into_iter().for_each(|i| expand(&mut t, i)),
                None => {
                    for i in 0..size {
                        if t.get(i) == depth {
                            expand(&mut t, i);
                        }
                    }
                }
            }
            if stopped {
                return None;
            }
            if added == 0 {
                return Some(t);
            }
            (layer, depth) = (listed, child);
        }
    }

    /// One table holding `parts` (of equal size, made of blocks of `block` entries) block by
    /// block: block `b` of part `k` becomes block `b·parts + k`, so the parts' blocks of one
    /// index lie side by side in memory.
    pub fn interleave(parts: &[Packed], block: usize) -> Packed {
        let len = parts.first().map_or(0, |p| p.data.len() * 2);
        let mut t = Packed {
            data: vec![0xFF; len * parts.len() / 2],
        };
        for b in 0..len / block {
            for (k, p) in parts.iter().enumerate() {
                let to = (b * parts.len() + k) * block;
                for o in 0..block {
                    t.set(to + o, p.get(b * block + o));
                }
            }
        }
        t
    }

    /// `depths` (one a byte, [`u8::MAX`] where not reached) packed, capped at [`MAX_DEPTH`].
    pub fn pack(depths: &[u8]) -> Packed {
        let mut t = Packed {
            data: vec![0xFF; depths.len().div_ceil(2)],
        };
        for (i, &d) in depths.iter().enumerate() {
            if d != u8::MAX {
                t.set(i, d.min(MAX_DEPTH));
            }
        }
        t
    }

    /// Whether entry `i` was reached.
    #[inline]
    pub fn reached(&self, i: usize) -> bool {
        self.get(i) != UNSEEN
    }

    /// The depth stored at `i`.
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        (self.data[i >> 1] >> ((i & 1) << 2)) & 15
    }

    pub(super) fn set(&mut self, i: usize, v: u8) {
        let shift = (i & 1) << 2;
        let b = &mut self.data[i >> 1];
        *b = (*b & !(15 << shift)) | (v << shift);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cycle of 40 positions, one step either way: depths are distances, capped.
    #[test]
    fn depths_on_a_cycle() {
        let t = Packed::search(
            40,
            0u8,
            2,
            |&s| s as usize,
            |i| i as u8,
            |&s, m| {
                if m == 0 {
                    (s + 1) % 40
                } else {
                    (s + 39) % 40
                }
            },
        );
        for i in 0..40usize {
            let d = i.min(40 - i) as u8;
            assert_eq!(t.get(i), d.min(MAX_DEPTH), "{i}");
        }
    }

    /// The search lists small layers and scans the table for large ones; either way every
    /// entry is its distance from the start (capped), as a plain breadth-first search that
    /// keeps every position in a queue finds. The graph: 3,000 positions where a move adds 1,
    /// 7 or 1,000 (mod 3,000), so the layers grow past the listed share, and many positions
    /// lie deeper than the cap.
    #[test]
    fn scanned_layers_give_the_same_depths_as_a_queue() {
        const N: usize = 3000;
        let steps = [1, 7, 1000];
        let t = Packed::search(N, 0usize, 3, |&s| s, |i| i, |&s, m| (s + steps[m]) % N);
        let mut depth = vec![u8::MAX; N];
        depth[0] = 0;
        let mut queue = std::collections::VecDeque::from([0usize]);
        while let Some(s) = queue.pop_front() {
            for step in steps {
                let n = (s + step) % N;
                if depth[n] == u8::MAX {
                    depth[n] = depth[s] + 1;
                    queue.push_back(n);
                }
            }
        }
        assert!(
            depth.iter().any(|&d| d > MAX_DEPTH + 2),
            "some lie past the cap"
        );
        for (i, &d) in depth.iter().enumerate() {
            assert_eq!(t.get(i), d.min(MAX_DEPTH), "entry {i}");
        }
    }

    /// Interleaving keeps every entry of every part, block by block.
    #[test]
    fn interleaved_parts_keep_their_entries() {
        let part = |k: usize| {
            Packed::search(
                40,
                0u8,
                1,
                |&s| s as usize,
                |i| i as u8,
                move |&s, _| (s + 1 + k as u8) % 40,
            )
        };
        let parts = [part(0), part(1), part(2)];
        let t = Packed::interleave(&parts, 8);
        for (k, p) in parts.iter().enumerate() {
            for i in 0..40 {
                assert_eq!(
                    t.get((i / 8 * 3 + k) * 8 + i % 8),
                    p.get(i),
                    "part {k}, entry {i}"
                );
            }
        }
    }
}
