//! Setups for the 3-cycle method: breadth-first search over where a setup takes the target
//! slots and how it turns them, until a searched commutator does exactly the step asked for.

use super::{CycleSolver, Found};

/// Bits of a packed node (seven per slot, at most three slots).
const NODE_BITS: u32 = 21;

/// The setup search's visited set (`parent[node] = (turn + 1) << NODE_BITS | parent node`;
/// 0 = not seen), kept between the searches of one plan: its 2²¹ entries (8 MB) are
/// allocated once, and after each search only the entries it touched are cleared. (Each
/// search allocating and zeroing its own made the Kilominx's plans take seconds.)
pub(in crate::solver::small) struct Visited {
    parent: Vec<u32>,
    touched: Vec<u32>,
}

impl Visited {
    /// An empty set.
    pub(in crate::solver::small) fn new() -> Visited {
        Visited {
            parent: vec![0; 1 << NODE_BITS],
            touched: Vec::new(),
        }
    }

    /// Whether `node` has been seen.
    fn seen(&self, node: u32) -> bool {
        self.parent[node as usize] != 0
    }

    /// Records `node`'s parent entry.
    fn set(&mut self, node: u32, entry: u32) {
        self.parent[node as usize] = entry;
        self.touched.push(node);
    }

    /// Forgets every node seen.
    fn clear(&mut self) {
        for &node in &self.touched {
            self.parent[node as usize] = 0;
        }
        self.touched.clear();
    }
}

impl CycleSolver {
    /// Breadth-first over where a setup takes `slots` and how it turns them, for the first
    /// depth at which some core does the job; among those, the shortest core.
    /// `candidates(to)` lists the cores whose slots are `to`; `ok(core, to, ori)` says
    /// whether one fits, given the setup's images of the slots and their turns.
    ///
    /// A node is packed into seven bits per slot (five for the slot, two for the turn), so
    /// the visited set is a flat array (at most 2²¹ entries for three slots).
    pub(super) fn setup_search<'a>(
        &'a self,
        visited: &mut Visited,
        slots: &[usize],
        candidates: impl Fn(&[u8]) -> &'a [usize],
        ok: impl Fn(usize, &[u8], &[u8]) -> bool,
        core_len: impl Fn(usize) -> usize,
    ) -> Option<Found> {
        let k = slots.len();
        let pack = |to: &[u8], ori: &[u8]| {
            (0..k).fold(0u32, |acc, i| {
                (acc << 7) | (u32::from(to[i]) << 2) | u32::from(ori[i])
            })
        };
        let unpack = |v: u32, to: &mut [u8], ori: &mut [u8]| {
            for i in 0..k {
                let b = v >> (7 * (k - 1 - i));
                to[i] = ((b >> 2) & 31) as u8;
                ori[i] = (b & 3) as u8;
            }
        };
        visited.clear();
        let (mut to, mut ori) = (vec![0u8; k], vec![0u8; k]);
        let start_to: Vec<u8> = slots.iter().map(|&s| s as u8).collect();
        let start = pack(&start_to, &vec![0; k]);
        visited.set(start, u32::MAX);
        let mut layer = vec![start];
        while !layer.is_empty() {
            let mut best: Option<(usize, usize, u32)> = None;
            for &node in &layer {
                unpack(node, &mut to, &mut ori);
                for &c in candidates(&to) {
                    if ok(c, &to, &ori) && best.is_none_or(|(_, l, _)| core_len(c) < l) {
                        best = Some((c, core_len(c), node));
                    }
                }
            }
            if let Some((core, _, node)) = best {
                let mut setup = Vec::new();
                let mut at = node;
                while visited.parent[at as usize] != u32::MAX {
                    let e = visited.parent[at as usize];
                    setup.push((e >> NODE_BITS) as usize - 1);
                    at = e & ((1 << NODE_BITS) - 1);
                }
                setup.reverse();
                return Some(Found { setup, core });
            }
            let mut next = Vec::new();
            let (mut to2, mut ori2) = (vec![0u8; k], vec![0u8; k]);
            for &node in &layer {
                unpack(node, &mut to, &mut ori);
                for &t in &self.turns {
                    let e = &self.model.turns[t].effect;
                    for i in 0..k {
                        let s = to[i] as usize;
                        to2[i] = e.to[s];
                        ori2[i] = (ori[i] + e.ori[s]) % self.model.moduli[s];
                    }
                    let v = pack(&to2, &ori2);
                    if !visited.seen(v) {
                        visited.set(v, ((t as u32 + 1) << NODE_BITS) | node);
                        next.push(v);
                    }
                }
            }
            layer = next;
        }
        None
    }

    /// A conjugated 3-cycle sending the piece in `slots[0]` to `slots[1]`, `slots[1]`'s to
    /// `slots[2]` and `slots[2]`'s to `slots[0]`, adding `turn[i]` to the `i`-th piece's
    /// orientation (`None`: any turn for that piece).
    pub(super) fn cycle_step(
        &self,
        visited: &mut Visited,
        slots: [usize; 3],
        want: [Option<u8>; 3],
    ) -> Option<Found> {
        let m = &self.model.moduli;
        let cores = &self.cores.cycles;
        // A commutator's turns add up to none, and so do a conjugate's: a cycle asked to
        // turn its pieces by a total other than zero has no step (and its search would
        // visit every node).
        if let [Some(a), Some(b), Some(c)] = want {
            if (u32::from(a) + u32::from(b) + u32::from(c)) % u32::from(m[slots[0]]) != 0 {
                return None;
            }
        }
        self.setup_search(
            visited,
            &slots,
            |to| {
                self.by_cycle
                    .get(&[to[0], to[1], to[2]])
                    .map_or(&[], Vec::as_slice)
            },
            |c, to, ori| {
                let e = &cores[c].effect;
                (0..3).all(|i| {
                    let s = slots[i];
                    let got = ori[i] + e.ori[to[i] as usize] + m[s] - ori[(i + 1) % 3];
                    want[i].is_none_or(|w| got % m[s] == w)
                })
            },
            |c| cores[c].len,
        )
    }

    /// A conjugated pair commutator adding `turn` to the pieces in slots `p` and `q`.
    pub(super) fn pair_step(
        &self,
        visited: &mut Visited,
        p: usize,
        q: usize,
        turn: [u8; 2],
    ) -> Option<Found> {
        let cores = &self.cores.pairs;
        if (u32::from(turn[0]) + u32::from(turn[1])) % u32::from(self.model.moduli[p]) != 0 {
            return None;
        }
        self.setup_search(
            visited,
            &[p, q],
            |to| self.by_pair.get(&[to[0], to[1]]).map_or(&[], Vec::as_slice),
            |c, to, _| {
                let e = &cores[c].effect;
                e.ori[to[0] as usize] == turn[0] && e.ori[to[1] as usize] == turn[1]
            },
            |c| cores[c].len,
        )
    }
}
