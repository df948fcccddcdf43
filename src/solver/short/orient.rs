//! [`EdgeOrientation`]: the one thing two faces cannot fix. Turning only two adjacent faces
//! `U` and `R` never flips an edge relative to a fixed labelling of the nine edge slots they
//! touch ("good" orientation), so the stage before the two-face stages must leave every edge
//! that will still move with a good orientation.
//!
//! The labelling `g(slot)` is computed: walk the nine slots with U and R turns and record the
//! flips they cause. A piece is then good when `flip + g(slot) + g(home)` is even (slots
//! outside the nine count 0), which U and R turns preserve and the solved puzzle satisfies.
//! The stage tracks, for every edge slot it touches, whether the piece there is good — a
//! closed coordinate of at most 2^16 values with its own exact distance table.

use super::gen::{Gen, Piece};
use crate::puzzle::State;

/// Good/bad for each edge slot a stage touches, as one coordinate.
#[derive(Clone, Debug)]
pub struct EdgeOrientation {
    /// The slots tracked, bit `i` is `slots[i]`.
    slots: Vec<u8>,
    /// The labelling: 1 where a slot's reference is the other sticker.
    good: [u8; 30],
    /// `trans[gen][v]`: the coordinate after the generator.
    trans: Vec<Vec<u16>>,
    /// Fewest generators to all good.
    dist: Vec<u8>,
}

impl EdgeOrientation {
    /// The coordinate for a stage turning `gens`, with the labelling kept by `keep`.
    pub fn new(gens: &[Gen], keep: &[Gen]) -> EdgeOrientation {
        let e = Piece::edge(0);
        let moved = |gs: &[Gen], s: u8| gs.iter().any(|g| g.apply(e, s * 2) != s * 2);
        let slots: Vec<u8> = (0..30).filter(|&s| moved(gens, s)).collect();
        assert!(
            slots.len() <= 16,
            "too many edge slots for one orientation coordinate"
        );
        let good = labelling(keep);
        let mut t = EdgeOrientation {
            trans: gens.iter().map(|g| transitions(&slots, &good, g)).collect(),
            slots,
            good,
            dist: Vec::new(),
        };
        t.dist = t.distances();
        t
    }

    fn distances(&self) -> Vec<u8> {
        let n = 1usize << self.slots.len();
        let mut dist = vec![u8::MAX; n];
        dist[0] = 0;
        let mut frontier = vec![0u16];
        let mut d = 0;
        while !frontier.is_empty() {
            d += 1;
            let mut next = Vec::new();
            for &v in &frontier {
                for t in &self.trans {
                    let w = t[v as usize];
                    if dist[w as usize] == u8::MAX {
                        dist[w as usize] = d;
                        next.push(w);
                    }
                }
            }
            frontier = next;
        }
        dist
    }

    /// The coordinate of `s`.
    pub fn coord(&self, s: &State) -> u16 {
        let mut v = 0u16;
        for (i, &slot) in self.slots.iter().enumerate() {
            let (piece, flip) = s.edge_in(slot as usize);
            let o = flip ^ self.good[slot as usize] ^ self.good[piece];
            v |= u16::from(o) << i;
        }
        v
    }

    /// After generator `g`.
    #[inline]
    pub fn apply(&self, g: usize, v: u16) -> u16 {
        self.trans[g][v as usize]
    }

    /// Fewest generators to all good.
    #[inline]
    pub fn bound(&self, v: u16) -> u8 {
        self.dist[v as usize]
    }

    /// Bytes of tables.
    pub fn bytes(&self) -> usize {
        self.dist.len() + self.trans.iter().map(|t| 2 * t.len()).sum::<usize>()
    }
}

/// `g(slot)` for the slots `keep` moves, 0 elsewhere: walking from the first slot, a turn that
/// carries slot `s` to `s'` with flip `d` sets `g(s') = g(s) + d`.
fn labelling(keep: &[Gen]) -> [u8; 30] {
    let e = Piece::edge(0);
    let mut good = [u8::MAX; 30];
    let start = (0..30u8)
        .find(|&s| keep.iter().any(|g| g.apply(e, s * 2) != s * 2))
        .expect("the kept faces move edges");
    good[start as usize] = 0;
    let mut stack = vec![start];
    while let Some(s) = stack.pop() {
        for g in keep {
            let c = g.apply(e, s * 2);
            let (t, d) = (c / 2, c % 2);
            let want = good[s as usize] ^ d;
            if good[t as usize] == u8::MAX {
                good[t as usize] = want;
                stack.push(t);
            } else {
                debug_assert_eq!(good[t as usize], want, "two faces flip no edge");
            }
        }
    }
    good.map(|g| if g == u8::MAX { 0 } else { g })
}

/// The generator's action on the good/bad bits of `slots`.
fn transitions(slots: &[u8], good: &[u8; 30], g: &Gen) -> Vec<u16> {
    let e = Piece::edge(0);
    let mut to = vec![0usize; slots.len()];
    let mut flip = vec![0u16; slots.len()];
    for (i, &s) in slots.iter().enumerate() {
        let c = g.apply(e, s * 2);
        let (t, d) = (c / 2, c % 2);
        to[i] = slots
            .iter()
            .position(|&x| x == t)
            .expect("a stage's turn keeps its slots");
        flip[i] = u16::from(d ^ good[s as usize] ^ good[t as usize]);
    }
    (0..1u32 << slots.len())
        .map(|v| {
            let mut w = 0u16;
            for i in 0..slots.len() {
                let bit = ((v >> i) & 1) as u16 ^ flip[i];
                w |= bit << to[i];
            }
            w
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face, Move};

    fn gens(faces: &[Face]) -> Vec<Gen> {
        faces
            .iter()
            .flat_map(|&f| (1..5).map(move |k| Gen::new(vec![Move::new(f, Amount::new(k))], 0)))
            .collect()
    }

    /// Two faces keep every edge good; a third face turned once does not.
    #[test]
    fn two_faces_keep_edges_good() {
        let (u, r, x) = (Face::L, Face::K, Face::J);
        let eo = EdgeOrientation::new(&gens(&[u, r, x]), &gens(&[u, r]));
        let mut rng = crate::rng::Rng::new(3);
        let mut s = State::SOLVED;
        for _ in 0..200 {
            let f = if rng.below(2) == 0 { u } else { r };
            s = s.apply(Move::new(f, Amount::new(1 + rng.below(4) as i64)));
            assert_eq!(eo.coord(&s), 0);
        }
        let bad = (1..5).any(|k| eo.coord(&s.apply(Move::new(x, Amount::new(k)))) != 0);
        assert!(bad, "turning {x} flips some edge");
        assert_eq!(eo.bound(0), 0);
    }
}
