//! Coordinates: a piece position read as one number, for the breadth-first distance tables.
//!
//! A table's index is a mixed-radix number of components (`Component`), each either the arrangement of a
//! set of slots (a permutation rank, optionally of even permutations only) or their
//! orientations (optionally with the last one fixed by a zero sum). Components are read
//! slot by slot — "which piece is in slot s, turned how" — so that a turn's effect on each
//! component depends on that component alone, and every component gets its own move table.

use super::pieces::Model;
use crate::puzzle::Pieces;

/// One part of a coordinate.
#[derive(Clone, Debug)]
pub enum Part {
    /// Which piece sits in each of these slots (the slots hold each other's pieces).
    Arrangement {
        /// The slots, in order.
        slots: Vec<usize>,
        /// Only even arrangements occur (halves the size).
        even: bool,
    },
    /// The orientation of whatever sits in each of these slots.
    Orientation {
        /// The slots, in order.
        slots: Vec<usize>,
        /// The orientation modulus of their pieces.
        modulus: u8,
        /// The orientations sum to zero, so the last is not stored.
        zero_sum: bool,
    },
}

/// `n!`.
fn factorial(n: usize) -> usize {
    (1..=n).product()
}

/// Lexicographic rank of a permutation of `0..n` (`n` ≤ 12). Ranks `2k` and `2k + 1` differ
/// by a swap of the last two entries, so they have opposite parities.
pub fn perm_rank(p: &[u8]) -> usize {
    let n = p.len();
    let mut rank = 0;
    for i in 0..n {
        let smaller = p[i + 1..].iter().filter(|&&x| x < p[i]).count();
        rank = rank * (n - i) + smaller;
    }
    rank
}

/// The permutation of `0..n` with lexicographic rank `rank`.
pub fn perm_unrank(mut rank: usize, n: usize) -> Vec<u8> {
    let mut digits = vec![0; n];
    for i in (0..n).rev() {
        digits[i] = rank % (n - i);
        rank /= n - i;
    }
    let mut left: Vec<u8> = (0..n as u8).collect();
    digits.iter().map(|&d| left.remove(d)).collect()
}

/// Whether a permutation of `0..n` is even.
pub fn is_even(p: &[u8]) -> bool {
    let inversions: usize = (0..p.len())
        .map(|i| p[i + 1..].iter().filter(|&&x| x < p[i]).count())
        .sum();
    inversions.is_multiple_of(2)
}

impl Part {
    /// How many values the part takes.
    pub fn size(&self) -> usize {
        match self {
            Part::Arrangement { slots, even } => factorial(slots.len()) / if *even { 2 } else { 1 },
            Part::Orientation {
                slots,
                modulus,
                zero_sum,
            } => (*modulus as usize).pow((slots.len() - usize::from(*zero_sum)) as u32),
        }
    }

    /// The part's value for a position in slot form (`content[s]` is the piece in slot `s`,
    /// `turn[s]` its orientation).
    pub fn read(&self, content: &[u8], turn: &[u8]) -> usize {
        match self {
            Part::Arrangement { slots, even } => {
                let local: Vec<u8> = slots
                    .iter()
                    .map(|&s| {
                        slots
                            .iter()
                            .position(|&t| t == content[s] as usize)
                            .expect("closed slot set") as u8
                    })
                    .collect();
                perm_rank(&local) >> usize::from(*even)
            }
            Part::Orientation {
                slots,
                modulus,
                zero_sum,
            } => slots[..slots.len() - usize::from(*zero_sum)]
                .iter()
                .fold(0, |acc, &s| acc * *modulus as usize + turn[s] as usize),
        }
    }

    /// Writes a position with this value into slot form (the inverse of [`Part::read`]).
    pub fn write(&self, value: usize, content: &mut [u8], turn: &mut [u8]) {
        match self {
            Part::Arrangement { slots, even } => {
                let n = slots.len();
                let mut local = perm_unrank(value << usize::from(*even), n);
                if *even && !is_even(&local) {
                    local = perm_unrank((value << 1) | 1, n);
                }
                for (i, &s) in slots.iter().enumerate() {
                    content[s] = slots[local[i] as usize] as u8;
                }
            }
            Part::Orientation {
                slots,
                modulus,
                zero_sum,
            } => {
                let m = *modulus as usize;
                let stored = slots.len() - usize::from(*zero_sum);
                let mut v = value;
                let mut sum = 0;
                for &s in slots[..stored].iter().rev() {
                    turn[s] = (v % m) as u8;
                    sum += v % m;
                    v /= m;
                }
                if *zero_sum {
                    turn[slots[stored]] = ((m - sum % m) % m) as u8;
                }
            }
        }
    }
}

/// A position in slot form: the piece in each slot and its orientation.
pub fn slot_form(s: &Pieces) -> (Vec<u8>, Vec<u8>) {
    let (mut content, mut turn) = (vec![0; s.to.len()], vec![0; s.to.len()]);
    for p in 0..s.to.len() {
        content[s.to[p] as usize] = p as u8;
        turn[s.to[p] as usize] = s.ori[p];
    }
    (content, turn)
}

/// A coordinate system: parts and, for each, its move table under a list of turns.
#[derive(Debug)]
pub struct Coords {
    parts: Vec<Part>,
    sizes: Vec<usize>,
    /// `moves[part][value * turns + t]`: the part's value after turn `t`.
    moves: Vec<Vec<u32>>,
    /// The model's turn indices the tables use.
    pub turns: Vec<usize>,
}

impl Coords {
    /// Builds the move tables of `parts` under the model's turns `turns` (which must keep each
    /// part's slot set).
    pub fn new(model: &Model, parts: Vec<Part>, turns: Vec<usize>) -> Coords {
        let n = model.len();
        let moves = parts
            .iter()
            .map(|part| {
                let mut table = Vec::with_capacity(part.size() * turns.len());
                let (mut content, mut turn): (Vec<u8>, Vec<u8>) =
                    ((0..n as u8).collect(), vec![0; n]);
                for value in 0..part.size() {
                    part.write(value, &mut content, &mut turn);
                    for &t in &turns {
                        let m = &model.turns[t].effect;
                        let (mut c2, mut o2) = (content.clone(), turn.clone());
                        for s in 0..n {
                            let to = m.to[s] as usize;
                            c2[to] = content[s];
                            o2[to] = (turn[s] + m.ori[s]) % model.moduli[content[s] as usize];
                        }
                        table.push(part.read(&c2, &o2) as u32);
                    }
                }
                table
            })
            .collect();
        let sizes = parts.iter().map(Part::size).collect();
        Coords {
            parts,
            sizes,
            moves,
            turns,
        }
    }

    /// The number of coordinate values (the product of the parts' sizes).
    pub fn size(&self) -> usize {
        self.sizes.iter().product()
    }

    /// The coordinate of a position.
    pub fn index(&self, s: &Pieces) -> usize {
        let (content, turn) = slot_form(s);
        self.parts
            .iter()
            .zip(&self.sizes)
            .fold(0, |acc, (p, &size)| acc * size + p.read(&content, &turn))
    }

    /// Whether every turn of [`Coords::turns`] is undone by one of them on every part, so
    /// that a coordinate one turn from another is also one turn back: then a breadth-first
    /// search may find a layer from the unseen side ([`super::table::DistTable::build`]).
    pub fn turns_undo_each_other(&self) -> bool {
        let nt = self.turns.len();
        let undoes = |k: usize, back: usize| {
            self.moves.iter().zip(&self.sizes).all(|(table, &size)| {
                (0..size).all(|v| table[table[v * nt + k] as usize * nt + back] as usize == v)
            })
        };
        (0..nt).all(|k| (0..nt).any(|back| undoes(k, back)))
    }

    /// The coordinate after turn number `k` of [`Coords::turns`].
    pub fn step(&self, index: usize, k: usize) -> usize {
        let nt = self.turns.len();
        let (mut rest, mut out, mut scale) = (index, 0, 1);
        for part in (0..self.parts.len()).rev() {
            let size = self.sizes[part];
            let v = rest % size;
            rest /= size;
            out += self.moves[part][v * nt + k] as usize * scale;
            scale *= size;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_round_trip() {
        for r in 0..120 {
            let p = perm_unrank(r, 5);
            assert_eq!(perm_rank(&p), r);
            assert_eq!(is_even(&p), !is_even(&perm_unrank(r ^ 1, 5)));
        }
        let part = Part::Orientation {
            slots: vec![0, 1, 2, 3],
            modulus: 3,
            zero_sum: true,
        };
        let (mut c, mut t) = (vec![0u8; 4], vec![0u8; 4]);
        for v in 0..part.size() {
            part.write(v, &mut c, &mut t);
            assert_eq!(t.iter().map(|&x| x as usize).sum::<usize>() % 3, 0);
            assert_eq!(part.read(&c, &t), v);
        }
        let even = Part::Arrangement {
            slots: vec![1, 3, 4, 6],
            even: true,
        };
        let (mut c, mut t) = (vec![0u8; 7], vec![0u8; 7]);
        for v in 0..even.size() {
            even.write(v, &mut c, &mut t);
            assert_eq!(even.read(&c, &t), v);
        }
    }
}
