//! [`Mod3`]: exact depths kept modulo 3, 2 bits an entry — half a [`Packed`]'s size.
//!
//! Where every move costs one, a move changes a position's exact depth by −1, 0 or +1, so
//! the depth of a position reached by one move follows from its parent's depth and its own
//! entry ([`Mod3::step`]: the one of the three that has that remainder), and a position met
//! without a parent finds its depth by walking home, each step to a neighbour whose entry
//! is one less modulo 3 ([`Mod3::depth`]). It is made from a [`Packed`] table, whose depths
//! stop at [`MAX_DEPTH`]: the deeper entries' depths are found after, layer by layer
//! ([`Mod3::of_depths`]). The two-face stage's table of every corner
//! (44,089,920 entries) is 11 MB so instead of 22 MB: with the edges' tables beside it the
//! search's tables now fit a 32 MB cache, and its reads were the search's main cost.

use super::packed::{Packed, MAX_DEPTH};

/// Exact depths modulo 3, four entries a byte.
#[derive(Debug)]
pub struct Mod3 {
    data: Vec<u8>,
}

/// The code of an entry whose depth is not known yet (while [`Mod3::of_depths`] works).
const UNKNOWN: u8 = 3;

/// The longest walk home [`Mod3::depth`] takes: far more moves than any table here is deep
/// (the two-face corners' is 17), so that only a damaged table's walk, which may go round
/// for ever, reaches it.
const MAX_WALK: u8 = 100;

impl Mod3 {
    /// The table of `depths`, `size` entries filled from home (entry `home`) where a move
    /// leads from entry `i` to `next(i, m)` (`moves` of them, each undone by one of them),
    /// converted in its own memory (no more than it held). Depths below [`MAX_DEPTH`] are
    /// exact; the entries capped there get theirs layer by layer: depth `d` for each whose
    /// neighbours include one of depth `d − 1` — the only known ones a position deeper than
    /// `d − 2` can have, so a remainder tells them.
    pub fn of_depths(
        depths: Packed,
        size: usize,
        moves: usize,
        next: impl Fn(usize, usize) -> usize,
    ) -> Mod3 {
        let mut data = depths.into_bytes();
        // Byte j takes entries 4j..4j+3 from bytes 2j and 2j+1, which are not written yet.
        for j in 0..Mod3::bytes_for(size) {
            let mut byte = 0;
            for i in (4 * j..size).take(4) {
                let d = (data[i >> 1] >> ((i & 1) << 2)) & 15;
                let code = if d >= MAX_DEPTH { UNKNOWN } else { d % 3 };
                byte |= code << ((i & 3) << 1);
            }
            data[j] = byte;
        }
        data.truncate(Mod3::bytes_for(size));
        data.shrink_to_fit();
        let mut t = Mod3 { data };
        let mut depth = MAX_DEPTH;
        while t.deepen(size, depth, moves, &next) {
            depth += 1;
        }
        t
    }

    /// Gives depth `depth` to each unknown entry with a neighbour one less deep; whether
    /// unknown entries are left. Panics when none of them has one (a space not connected).
    fn deepen(
        &mut self,
        size: usize,
        depth: u8,
        moves: usize,
        next: &impl Fn(usize, usize) -> usize,
    ) -> bool {
        let below = (depth + 2) % 3;
        let (mut found, mut left) = (0usize, 0usize);
        for i in 0..size {
            if self.get(i) != UNKNOWN {
                continue;
            }
            if (0..moves).any(|m| self.get(next(i, m)) == below) {
                self.set(i, depth % 3);
                found += 1;
            } else {
                left += 1;
            }
        }
        assert!(left == 0 || found > 0, "{left} entries out of reach");
        left > 0
    }

    fn set(&mut self, i: usize, code: u8) {
        let shift = (i & 3) << 1;
        let b = &mut self.data[i >> 2];
        *b = (*b & !(3 << shift)) | (code << shift);
    }

    /// A table from entries saved by [`Mod3::as_bytes`].
    pub fn from_bytes(data: Vec<u8>) -> Mod3 {
        Mod3 { data }
    }

    /// The entries, four to a byte.
    pub fn as_bytes(&self) -> &[u8] {
        &self.data
    }

    /// Bytes of a table of `size` entries.
    pub const fn bytes_for(size: usize) -> usize {
        size.div_ceil(4)
    }

    /// Entry `i`: its depth modulo 3.
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        (self.data[i >> 2] >> ((i & 3) << 1)) & 3
    }

    /// The depth of entry `i`, one move from a position of depth `parent`.
    #[inline]
    pub fn step(&self, parent: u8, i: usize) -> u8 {
        match (self.get(i) + 3 - parent % 3) % 3 {
            0 => parent,
            1 => parent + 1,
            _ => parent.saturating_sub(1),
        }
    }

    /// The depth of entry `at`: the moves of a walk to `home`, each to a neighbour
    /// (`next(i, m)`, `moves` of them) one less deep. A walk longer than [`MAX_WALK`] (only
    /// in a damaged table) stops and answers 0, still a lower bound.
    pub fn depth(
        &self,
        mut at: usize,
        home: usize,
        moves: usize,
        next: impl Fn(usize, usize) -> usize,
    ) -> u8 {
        let mut depth = 0;
        while at != home {
            let down = (self.get(at) + 2) % 3;
            let toward = (0..moves)
                .map(|m| next(at, m))
                .find(|&j| self.get(j) == down);
            match toward {
                Some(j) if depth < MAX_WALK => (at, depth) = (j, depth + 1),
                _ => return 0,
            }
        }
        depth
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cycle of `size` positions, one step either way.
    fn cycle(size: usize) -> impl Fn(usize, usize) -> usize {
        move |s, m| {
            if m == 0 {
                (s + 1) % size
            } else {
                (s + size - 1) % size
            }
        }
    }

    /// A cycle of 45 positions (depths to 22, capped at 14 in the depths table): each
    /// entry's exact depth follows from a neighbour's and from the walk home.
    #[test]
    fn depths_follow_from_a_neighbour_and_from_the_walk_home() {
        let next = cycle(45);
        let depths = Packed::search(45, 0usize, 2, |&s| s, |i| i, |&s, m| next(s, m));
        assert_eq!(depths.get(20), MAX_DEPTH, "capped");
        let t = Mod3::of_depths(depths, 45, 2, &next);
        assert_eq!(t.as_bytes().len(), Mod3::bytes_for(45));
        let exact = |i: usize| i.min(45 - i) as u8;
        for i in 0..45 {
            assert_eq!(t.get(i), exact(i) % 3, "entry {i}");
            for m in 0..2 {
                let j = next(i, m);
                assert_eq!(t.step(exact(i), j), exact(j), "{i} → {j}");
            }
        }
        for i in 0..45 {
            assert_eq!(t.depth(i, 0, 2, &next), exact(i), "entry {i}");
        }
    }

    /// Entries no move reaches are refused.
    #[test]
    #[should_panic(expected = "out of reach")]
    fn entries_out_of_reach_are_refused() {
        let next = cycle(40);
        let mut depths = Packed::search(40, 0usize, 2, |&s| s, |i| i, |&s, m| next(s, m));
        for i in 18..23 {
            depths.set(i, MAX_DEPTH);
        }
        Mod3::of_depths(
            depths,
            40,
            2,
            |s, _| if (18..23).contains(&s) { s } else { 0 },
        );
    }

    /// A damaged table's walk home ends, with 0.
    #[test]
    fn a_walk_in_a_damaged_table_ends() {
        let t = Mod3::from_bytes(vec![0b0110_0110; 2]);
        let next = |s: usize, m: usize| (s + 1 + m) % 8;
        assert_eq!(t.depth(3, 0, 2, next), 0);
    }
}
