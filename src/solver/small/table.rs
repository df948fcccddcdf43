//! [`DistTable`]: the distance of every coordinate value from solved, by breadth-first
//! search, four bits an entry.

use super::coord::Coords;

/// Marks an entry not reached (yet).
const UNSEEN: u8 = 0xF;

/// Distances from the solved coordinate 0 under the coordinate system's turns.
#[derive(Debug)]
pub struct DistTable {
    nibbles: Vec<u8>,
    len: usize,
    /// How many coordinates lie at each distance (index = distance).
    pub histogram: Vec<usize>,
}

impl DistTable {
    /// Breadth-first search from coordinate 0, layer by layer (a scan of the table per layer,
    /// so no queue is needed). Distances must stay below 15. (No clock here: this runs in
    /// the page's worker too, where `std::time` panics; the bench times it.)
    pub fn build(coords: &Coords) -> DistTable {
        let len = coords.size();
        let mut t = DistTable {
            nibbles: vec![0xFF; len.div_ceil(2)],
            len,
            histogram: vec![1],
        };
        t.set(0, 0);
        for depth in 0u8.. {
            let mut found = 0;
            for i in 0..len {
                if t.get(i) != depth {
                    continue;
                }
                for k in 0..coords.turns.len() {
                    let j = coords.step(i, k);
                    if t.get(j) == UNSEEN {
                        t.set(j, depth + 1);
                        found += 1;
                    }
                }
            }
            if found == 0 {
                break;
            }
            assert!(depth + 1 < UNSEEN, "distances fit in four bits");
            t.histogram.push(found);
        }
        t
    }

    /// The distance of coordinate `i` (15 if unreachable).
    pub fn get(&self, i: usize) -> u8 {
        (self.nibbles[i / 2] >> ((i % 2) * 4)) & 0xF
    }

    fn set(&mut self, i: usize, d: u8) {
        let shift = (i % 2) * 4;
        let b = &mut self.nibbles[i / 2];
        *b = (*b & !(0xF << shift)) | (d << shift);
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the table is empty (never).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Bytes of memory the distances take.
    pub fn bytes(&self) -> usize {
        self.nibbles.len()
    }

    /// The largest distance (God's number of the coordinate's group under its turns).
    pub fn max_distance(&self) -> usize {
        self.histogram.len() - 1
    }

    /// A shortest path to 0: indices into the coordinate system's turns, each one step closer.
    pub fn descend(&self, coords: &Coords, mut i: usize) -> Vec<usize> {
        let mut path = Vec::new();
        let mut d = self.get(i);
        assert!(d != UNSEEN, "a reachable coordinate");
        while d > 0 {
            let k = (0..coords.turns.len())
                .find(|&k| self.get(coords.step(i, k)) == d - 1)
                .expect("a neighbour one step closer");
            path.push(k);
            i = coords.step(i, k);
            d -= 1;
        }
        path
    }
}
