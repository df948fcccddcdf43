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
    ///
    /// A layer is found from whichever side is smaller: from the last layer forward, or, once
    /// fewer coordinates are unseen than the last layer holds and the turns undo each other,
    /// from the unseen ones back (one turn from the last layer). The last layers of a big
    /// group are small: the test of the 2×2×2's 88 million positions (`cube2_whole_group_table`,
    /// with its 300 solves) took 13.6 s forward only and 6.9 s so (test profile, 2-core
    /// machine).
    pub fn build(coords: &Coords) -> DistTable {
        DistTable::search(coords, coords.turns_undo_each_other())
    }

    /// [`DistTable::build`], finding layers from the unseen side only where `back` allows.
    fn search(coords: &Coords, back: bool) -> DistTable {
        let len = coords.size();
        let mut t = DistTable {
            nibbles: vec![0xFF; len.div_ceil(2)],
            len,
            histogram: vec![1],
        };
        t.set(0, 0);
        let mut seen = 1;
        for depth in 0u8.. {
            let unseen = len - seen;
            let found = if back && unseen < t.histogram[depth as usize] {
                t.layer_back(coords, depth)
            } else {
                t.layer_forward(coords, depth)
            };
            if found == 0 {
                break;
            }
            assert!(depth + 1 < UNSEEN, "distances fit in four bits");
            t.histogram.push(found);
            seen += found;
        }
        t
    }

    /// Marks every unseen coordinate one turn from layer `depth` as `depth + 1`, from the
    /// layer's side; returns how many.
    fn layer_forward(&mut self, coords: &Coords, depth: u8) -> usize {
        let mut found = 0;
        for i in 0..self.len {
            if self.get(i) != depth {
                continue;
            }
            for k in 0..coords.turns.len() {
                let j = coords.step(i, k);
                if self.get(j) == UNSEEN {
                    self.set(j, depth + 1);
                    found += 1;
                }
            }
        }
        found
    }

    /// The same layer found from the unseen side: an unseen coordinate one turn from layer
    /// `depth` is one turn back from it (the turns undo each other).
    fn layer_back(&mut self, coords: &Coords, depth: u8) -> usize {
        let mut found = 0;
        for i in 0..self.len {
            if self.get(i) != UNSEEN {
                continue;
            }
            if (0..coords.turns.len()).any(|k| self.get(coords.step(i, k)) == depth) {
                self.set(i, depth + 1);
                found += 1;
            }
        }
        found
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Cube2, PuzzleKind};
    use crate::solver::small::cube2_optimal::seven_corners;
    use crate::solver::small::pieces::Model;
    use crate::solver::small::pyraminx_optimal::turns_of;

    /// The 2×2×2 optimal solver's coordinates (seven corners, the eighth fixed) under the
    /// three faces that leave it alone, each power (`all`) or the quarter turns only.
    fn cube2_coords(model: &Model, all: bool) -> Coords {
        let turns = (turns_of(model, &Cube2::FIXED).into_iter())
            .filter(|&t| all || model.turns[t].power == 1)
            .collect();
        Coords::new(model, seven_corners(), turns)
    }

    /// Every power of a face undoes another; quarter turns alone do not (a graph with one-way
    /// edges, where only the forward search is right).
    #[test]
    fn powers_undo_each_other_quarter_turns_do_not() {
        let model = Model::new(PuzzleKind::Cube2);
        assert!(cube2_coords(&model, true).turns_undo_each_other());
        assert!(!cube2_coords(&model, false).turns_undo_each_other());
    }

    /// Layers found from the unseen side are the layers found forward, entry by entry; the
    /// histogram shows the unseen side was used (a layer bigger than what was left unseen).
    #[test]
    fn a_layer_from_either_side_is_the_same() {
        let model = Model::new(PuzzleKind::Cube2);
        let coords = cube2_coords(&model, true);
        let (both, forward) = (DistTable::build(&coords), DistTable::search(&coords, false));
        assert_eq!(both.histogram, forward.histogram);
        assert_eq!(both.nibbles, forward.nibbles);
        let h = &both.histogram;
        let used_back =
            (0..h.len() - 1).any(|d| coords.size() - h[..=d].iter().sum::<usize>() < h[d]);
        assert!(used_back, "{h:?}");
        // The 2×2×2's published distribution (half-turn metric, one corner fixed).
        assert_eq!(
            h,
            &[1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644]
        );
    }
}
