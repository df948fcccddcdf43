//! [`SetupTable`]: a breadth-first search table over the positions of two or three tracked
//! slots, from which the shortest setup for any target is read off in a few lookups.
//!
//! A *marker* follows the content of one slot through a setup: its code is the slot it is in
//! and, when the table tracks orientation, how far the content has been turned on the way
//! (`slot · modulus + turn`). A node is the tuple of two or three marker codes. The search
//! starts from every *goal* node (the markers sitting on a core image's slots) and walks
//! outwards with all 48 face turns (quarter and double turns, both directions, each one
//! move); `dist[node][label]` is then the length of the shortest setup that carries the
//! markers from `node` onto a goal of that label. Labels separate goals by what the
//! conjugated core will do to the pieces' orientations, so that one search answers "the
//! shortest setup that also leaves these pieces oriented" for every wanted orientation at
//! once (a bit mask per node keeps the search to one pass).
//!
//! Goals may also carry a *cost* ([`SetupTable::build_with_costs`]): a goal of cost `c` joins
//! the search only at depth `c`, so that `dist` is then the setup length plus the cost of the
//! goal it reaches — the searched-commutator tables use the commutator's length, so that the
//! table answers "the shortest whole conjugate", not just the shortest setup.

use crate::puzzle::{Amount, Face, Move, State};

use super::kind::PieceKind;

/// Distance of a node no goal of that label can be reached from (never the case for a
/// complete table; the coverage tests prove it).
pub const UNREACHED: u8 = u8::MAX;

/// The 48 moves a setup is made of: every face clockwise, then anticlockwise (A..L each),
/// then the double turns the same way.
pub fn setup_moves() -> &'static [Move; 48] {
    static CELL: std::sync::OnceLock<[Move; 48]> = std::sync::OnceLock::new();
    CELL.get_or_init(|| {
        let amounts = [Amount::CW, Amount::CCW, Amount::CW2, Amount::CCW2];
        std::array::from_fn(|i| {
            let face = Face::new(i % 12).expect("12 faces");
            Move::new(face, amounts[i / 12])
        })
    })
}

/// The index in [`setup_moves`] of the inverse of move `i` (CW ↔ CCW, CW2 ↔ CCW2).
fn inverse_index(i: usize) -> usize {
    ((i / 12) ^ 1) * 12 + i % 12
}

/// A distance table over marker tuples (see the module docs).
#[derive(Debug)]
pub struct SetupTable {
    kind: PieceKind,
    markers: usize,
    oriented: bool,
    labels: usize,
    radix: usize,
    /// `code_map[move · radix + code]`: where a marker with this code goes under the move.
    code_map: Vec<u8>,
    dist: Vec<u8>,
    /// `via[node][label]`: the first move of a shortest setup from the node (index into
    /// [`setup_moves`]), recorded when the search discovers the node.
    via: Vec<u8>,
    /// `payload[node · labels + label]`: the payload of the first goal given for the goal
    /// (node, label), when no setup reaches it sooner ([`NO_GOAL`] elsewhere); a walk down
    /// stops at a node that has one.
    payload: Vec<u16>,
}

/// No goal payload here (payloads are below this).
const NO_GOAL: u16 = u16::MAX;

/// A goal node: marker codes, the label it counts for, and a payload returned with every
/// setup that ends there (the solver stores which core image the goal belongs to). Six
/// bytes, no allocation: a searched-commutator table starts from some two million goals
/// (the corners' catalogue, every cyclic order and marker turn), which as vectors took
/// 195 MB at once — memory the page's worker then kept for its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Goal {
    /// Marker codes (`slot · modulus + turn` when oriented, else the slot); the table's
    /// `markers` first are read (2 or 3).
    pub codes: [u8; 3],
    /// The label (below 16).
    pub label: u8,
    /// Returned with setups ending here (below `u16::MAX`).
    pub payload: u16,
}

impl Goal {
    /// The goal of marker `codes` (2 or 3) and `label` (below 16).
    pub fn new(codes: &[u8], label: usize, payload: u16) -> Goal {
        let mut c = [0u8; 3];
        c[..codes.len()].copy_from_slice(codes);
        let label = u8::try_from(label).expect("labels are below 16");
        Goal {
            codes: c,
            label,
            payload,
        }
    }
}

impl SetupTable {
    /// Searches outwards from `goals` (marker codes, label) with every setup move.
    ///
    /// `markers` is 2 or 3; with `oriented` the codes carry the turn (`slot · modulus + o`),
    /// otherwise just the slot. `labels` is at most 16.
    pub fn build(
        kind: PieceKind,
        markers: usize,
        oriented: bool,
        labels: usize,
        goals: impl IntoIterator<Item = Goal>,
    ) -> SetupTable {
        Self::build_with_costs(
            kind,
            markers,
            oriented,
            labels,
            goals.into_iter().map(|g| (g, 0)),
        )
    }

    /// As [`build`](Self::build), with a cost per goal: a goal of cost `c` is reached at
    /// depth `c`, so [`distance`](Self::distance) is the setup length plus the cost of the
    /// goal at its end. Among goals of one cost the first given wins, as in `build`.
    pub fn build_with_costs(
        kind: PieceKind,
        markers: usize,
        oriented: bool,
        labels: usize,
        goals: impl IntoIterator<Item = (Goal, u8)>,
    ) -> SetupTable {
        assert!((2..=3).contains(&markers) && (1..=16).contains(&labels));
        let m = if oriented { kind.modulus() as usize } else { 1 };
        let radix = kind.count() * m;
        let code_map: Vec<u8> = setup_moves()
            .iter()
            .flat_map(|&mv| {
                let s = State::of_move(mv);
                let (to, orient) = (kind.to(&s), kind.orient(&s));
                (0..radix)
                    .map(|code| {
                        let (slot, o) = (code / m, code % m);
                        let o2 = if oriented {
                            (o + orient[slot] as usize) % m
                        } else {
                            0
                        };
                        (to[slot] as usize * m + o2) as u8
                    })
                    .collect::<Vec<u8>>()
            })
            .collect();
        let nodes = radix.pow(markers as u32);
        let mut table = SetupTable {
            kind,
            markers,
            oriented,
            labels,
            radix,
            code_map,
            dist: vec![UNREACHED; nodes * labels],
            via: vec![0; nodes * labels],
            payload: vec![NO_GOAL; nodes * labels],
        };
        table.search(goals);
        table
    }

    fn search(&mut self, goals: impl IntoIterator<Item = (Goal, u8)>) {
        let mut goals: Vec<(Goal, u8)> = goals.into_iter().collect();
        goals.sort_by_key(|g| g.1); // stable: the given order within one cost
        let nodes = self.radix.pow(self.markers as u32);
        let mut reached = vec![0u16; nodes];
        let mut pending = vec![0u16; nodes];
        let mut frontier: Vec<u32> = Vec::new();
        let mut next_goal = 0;
        let mut depth = 0u8;
        let mut codes = [0u8; 3];
        loop {
            // Goals whose cost is `depth` start here, beside the nodes reached at `depth`.
            while let Some((goal, _)) = goals.get(next_goal).filter(|g| g.1 == depth) {
                next_goal += 1;
                let (node, label) = (self.encode(&goal.codes), goal.label as usize);
                let (bit, at) = (1u16 << label, node * self.labels + label);
                if reached[node] & bit == 0 {
                    if pending[node] == 0 {
                        frontier.push(node as u32);
                    }
                    reached[node] |= bit;
                    pending[node] |= bit;
                    self.dist[at] = depth;
                }
                if self.dist[at] == depth && self.payload[at] == NO_GOAL {
                    self.payload[at] = goal.payload;
                }
            }
            if frontier.is_empty() {
                match goals.get(next_goal) {
                    Some(g) => depth = g.1,
                    None => break,
                }
                continue;
            }
            depth += 1;
            let layer: Vec<(u32, u16)> = frontier
                .drain(..)
                .map(|n| (n, std::mem::take(&mut pending[n as usize])))
                .collect();
            for &(node, mask) in &layer {
                self.decode(node as usize, &mut codes);
                for mv in 0..setup_moves().len() {
                    let next = self.step(&codes, mv);
                    let new = mask & !reached[next];
                    if new != 0 {
                        if pending[next] == 0 {
                            frontier.push(next as u32);
                        }
                        reached[next] |= new;
                        pending[next] |= new;
                        for label in 0..self.labels {
                            if new & (1 << label) != 0 {
                                self.dist[next * self.labels + label] = depth;
                                self.via[next * self.labels + label] = inverse_index(mv) as u8;
                            }
                        }
                    }
                }
            }
        }
    }

    fn encode(&self, codes: &[u8]) -> usize {
        codes[..self.markers]
            .iter()
            .fold(0, |acc, &c| acc * self.radix + c as usize)
    }

    fn decode(&self, mut node: usize, codes: &mut [u8; 3]) {
        for i in (0..self.markers).rev() {
            codes[i] = (node % self.radix) as u8;
            node /= self.radix;
        }
    }

    fn step(&self, codes: &[u8; 3], mv: usize) -> usize {
        // Plain arithmetic: this is the innermost loop of the search and of every query.
        let map = &self.code_map[mv * self.radix..(mv + 1) * self.radix];
        let r = self.radix;
        let two = map[codes[0] as usize] as usize * r + map[codes[1] as usize] as usize;
        if self.markers == 2 {
            two
        } else {
            two * r + map[codes[2] as usize] as usize
        }
    }

    /// The start node for target slots: markers on the slots, not yet turned.
    fn start(&self, slots: &[usize]) -> [u8; 3] {
        let m = if self.oriented {
            self.kind.modulus() as usize
        } else {
            1
        };
        let mut codes = [0u8; 3];
        for (c, &s) in codes.iter_mut().zip(slots) {
            *c = (s * m) as u8;
        }
        codes
    }

    /// The length of the shortest setup for these target slots and label (plus the cost of
    /// the goal it reaches, for a table built with costs).
    pub fn distance(&self, slots: &[usize], label: usize) -> Option<u8> {
        let node = self.encode(&self.start(slots));
        let d = self.dist[node * self.labels + label];
        (d != UNREACHED).then_some(d)
    }

    /// The shortest setup for these slots and label the search found first, and the payload
    /// of the goal it reaches.
    pub fn setup(&self, slots: &[usize], label: usize) -> Option<(Vec<Move>, u16)> {
        let codes = self.start(slots);
        let d = self.dist[self.encode(&codes) * self.labels + label];
        (d != UNREACHED).then(|| self.walk(codes, label, None))
    }

    /// Shortest setups for these slots and label, one for each move a shortest setup can
    /// start with, after the empty setup when the slots already are on a goal as good as any,
    /// each with the payload of its goal.
    pub fn setups(&self, slots: &[usize], label: usize) -> Vec<(Vec<Move>, u16)> {
        let codes = self.start(slots);
        let at = self.encode(&codes) * self.labels + label;
        let d = self.dist[at];
        if d == UNREACHED {
            return Vec::new();
        }
        let mut out = Vec::new();
        if self.payload[at] != NO_GOAL {
            out.push(self.walk(codes, label, None));
        }
        if d > 0 {
            out.extend(
                (0..setup_moves().len())
                    .filter(|&i| self.dist[self.step(&codes, i) * self.labels + label] == d - 1)
                    .map(|i| self.walk(codes, label, Some(i))),
            );
        }
        out
    }

    /// Walks down to a goal from `codes`: first the move `first` (when given; it must get one
    /// step closer), then the recorded shortest-setup moves, until a goal as good as any.
    fn walk(&self, mut codes: [u8; 3], label: usize, first: Option<usize>) -> (Vec<Move>, u16) {
        let moves = setup_moves();
        let mut node = self.encode(&codes);
        let mut out = Vec::with_capacity(4);
        let mut next = first;
        loop {
            let at = node * self.labels + label;
            if next.is_none() && self.payload[at] != NO_GOAL {
                return (out, self.payload[at]);
            }
            let i = next.take().unwrap_or(self.via[at] as usize);
            node = self.step(&codes, i);
            self.decode(node, &mut codes);
            out.push(moves[i]);
        }
    }

    /// The number of labels.
    pub fn labels(&self) -> usize {
        self.labels
    }

    /// Whether markers carry their turn.
    pub fn oriented(&self) -> bool {
        self.oriented
    }
}
