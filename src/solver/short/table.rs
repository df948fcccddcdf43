//! [`PruneTable`]: for a few pieces of a stage, the fewest generators that bring them all home
//! from every placement, by breadth-first search, 4 bits per entry ([`Packed`], depths capped
//! at 14, still a lower bound).
//!
//! A placement of the table's pieces is ranked densely: the corners' slots as a partial
//! permutation of the stage's corner slots, then their twists, then the same for edges. A stage
//! only ever moves its pieces among the slots its generators touch, so the table has
//! `P(n_c, k_c)·3^k_c · P(n_e, k_e)·2^k_e` entries for `k` pieces among `n` slots.
//!
//! A table is described at once and filled on first use (or step by step through
//! [`build_next_table`](super::build_next_table)).

use std::sync::OnceLock;

use super::asset::TableAssetError;
use super::fill::{Resumable, Space};
use super::gen::{Gen, Piece};
use super::packed::Packed;

/// Entries not reached (never read during a search: every placement a stage meets is reached).
const UNSEEN: u8 = 0xFF;
/// Most pieces one table may track.
pub const MAX_PIECES: usize = 8;

/// Which pieces of a stage a table tracks, and how their placements are ranked.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// Positions of the tracked pieces in the stage's piece list (corners first).
    pub members: Vec<u8>,
    /// The tracked pieces themselves, same order.
    pub pieces: Vec<Piece>,
    corners: usize,
    /// Local number of each corner slot (0..n_c) and edge slot (0..n_e); 255 when unused.
    local_c: [u8; 20],
    local_e: [u8; 30],
    /// The slot of each local number, corners and edges (the inverse of `local_c`, `local_e`).
    slot_c: [u8; 20],
    slot_e: [u8; 30],
    n_c: usize,
    n_e: usize,
    size: usize,
}

impl Pattern {
    /// The pattern of `members` (indices into `stage_pieces`), ranked among the slots the
    /// generators touch.
    pub fn new(stage_pieces: &[Piece], members: &[u8], gens: &[Gen]) -> Pattern {
        let mut members = members.to_vec();
        members.sort_by_key(|&m| stage_pieces[m as usize]);
        let pieces: Vec<Piece> = members.iter().map(|&m| stage_pieces[m as usize]).collect();
        assert!(pieces.len() <= MAX_PIECES, "too many pieces for one table");
        let (mut local_c, mut local_e) = ([255u8; 20], [255u8; 30]);
        let (mut slot_c, mut slot_e) = ([255u8; 20], [255u8; 30]);
        let (mut n_c, mut n_e) = (0, 0);
        for p in Piece::all() {
            let moved = gens.iter().any(|g| g.apply(p, p.home()) != p.home());
            if !moved && !pieces.contains(&p) {
                continue;
            }
            if p.is_corner() {
                local_c[p.index()] = n_c as u8;
                slot_c[n_c] = p.index() as u8;
                n_c += 1;
            } else {
                local_e[p.index()] = n_e as u8;
                slot_e[n_e] = p.index() as u8;
                n_e += 1;
            }
        }
        let corners = pieces.iter().filter(|p| p.is_corner()).count();
        let mut pattern = Pattern {
            members,
            pieces,
            corners,
            local_c,
            local_e,
            slot_c,
            slot_e,
            n_c,
            n_e,
            size: 0,
        };
        pattern.size = pattern.part(true).size() * pattern.part(false).size();
        pattern
    }

    /// The number of entries.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The tracked corners (`corner`) or edges alone: a rank is the corners' rank times the
    /// edges' count plus the edges' rank.
    fn part(&self, corner: bool) -> Part<'_> {
        if corner {
            Part {
                pieces: &self.pieces[..self.corners],
                m: 3,
                n: self.n_c,
                local: &self.local_c,
                slots: &self.slot_c,
            }
        } else {
            Part {
                pieces: &self.pieces[self.corners..],
                m: 2,
                n: self.n_e,
                local: &self.local_e,
                slots: &self.slot_e,
            }
        }
    }

    /// The rank of the placement where the tracked pieces have coordinates `c` (in order).
    #[inline]
    pub fn rank(&self, c: &[u8]) -> usize {
        let (cc, ce) = c.split_at(self.corners);
        let (corners, edges) = (self.part(true), self.part(false));
        corners.rank(cc) * edges.size() + edges.rank(ce)
    }
}

/// One kind of a pattern's tracked pieces, and how their placements are ranked.
struct Part<'a> {
    /// The tracked pieces of this kind, in order.
    pieces: &'a [Piece],
    /// Orientations of the kind (3 or 2).
    m: u8,
    /// Slots of the kind the generators touch.
    n: usize,
    /// Local number of each slot, and the slot of each local number.
    local: &'a [u8],
    slots: &'a [u8],
}

impl Part<'_> {
    /// The number of placements.
    #[inline]
    fn size(&self) -> usize {
        let k = self.pieces.len();
        arrangements(self.n, k) * (self.m as usize).pow(k as u32)
    }

    /// The rank of the placement where the pieces have coordinates `c`.
    #[inline]
    fn rank(&self, c: &[u8]) -> usize {
        rank_kind(c, self.m, self.local, self.n)
    }

    /// The coordinates of the placement of rank `i` (the first `k` of them).
    fn unrank(&self, i: usize) -> [u8; MAX_PIECES] {
        unrank_kind(i, self.pieces.len(), self.m, self.slots, self.n)
    }

    /// `table[i·G + g]`: the rank of placement `i` after generator `g` of `gens` (the kinds
    /// move independently, so a table of each is all a fill needs).
    fn moves(&self, gens: &[Gen]) -> Vec<u32> {
        let k = self.pieces.len();
        let mut table = Vec::with_capacity(self.size() * gens.len());
        let mut d = [0u8; MAX_PIECES];
        for i in 0..self.size() {
            let c = self.unrank(i);
            for g in gens {
                for (j, p) in self.pieces.iter().enumerate() {
                    d[j] = g.apply(*p, c[j]);
                }
                table.push(self.rank(&d[..k]) as u32);
            }
        }
        table
    }
}

/// `n·(n−1)·…·(n−k+1)`.
fn arrangements(n: usize, k: usize) -> usize {
    (0..k).map(|i| n - i).product()
}

/// Dense rank of `k` pieces of one kind: their local slots as a partial permutation, then
/// their orientations.
#[inline]
fn rank_kind(c: &[u8], m: u8, local: &[u8], n: usize) -> usize {
    let mut used = 0u32;
    let mut idx = 0usize;
    for (i, &x) in c.iter().enumerate() {
        let s = local[(x / m) as usize];
        debug_assert!(s != 255, "a piece left the stage's slots");
        let smaller = (used & ((1u32 << s) - 1)).count_ones() as usize;
        used |= 1 << s;
        idx = idx * (n - i) + (s as usize - smaller);
    }
    for &x in c {
        idx = idx * m as usize + (x % m) as usize;
    }
    idx
}

/// The coordinates of `k` pieces of one kind whose [`rank_kind`] is `idx` (`slots[l]`: the
/// slot of local number `l`).
fn unrank_kind(idx: usize, k: usize, m: u8, slots: &[u8], n: usize) -> [u8; MAX_PIECES] {
    let mut idx = idx;
    let (mut turn, mut digit) = ([0u8; MAX_PIECES], [0usize; MAX_PIECES]);
    for t in turn[..k].iter_mut().rev() {
        *t = (idx % m as usize) as u8;
        idx /= m as usize;
    }
    for (i, d) in digit[..k].iter_mut().enumerate().rev() {
        *d = idx % (n - i);
        idx /= n - i;
    }
    let mut used = 0u32;
    let mut c = [0u8; MAX_PIECES];
    for i in 0..k {
        // The digit counts the free local slots below this piece's.
        let s = (0..n as u32)
            .filter(|s| used & 1 << s == 0)
            .nth(digit[i])
            .expect("a digit below the free slots");
        used |= 1 << s;
        c[i] = slots[s as usize] * m + turn[i];
    }
    c
}

/// A pruning table: the pattern, its generators, and 4 bits per placement once built.
#[derive(Debug)]
pub struct PruneTable {
    /// What it tracks.
    pub pattern: Pattern,
    gens: Vec<Gen>,
    data: OnceLock<Packed>,
    /// A fill by parts cut short, kept to go on with.
    partial: Resumable,
}

impl PruneTable {
    /// The table of `pattern` under `gens`, not built yet.
    pub fn new(pattern: Pattern, gens: &[Gen]) -> PruneTable {
        PruneTable {
            pattern,
            gens: gens.to_vec(),
            data: OnceLock::new(),
            partial: Resumable::default(),
        }
    }

    /// The table of `pattern` under `gens`, built now.
    pub fn build(pattern: Pattern, gens: &[Gen]) -> PruneTable {
        let t = PruneTable::new(pattern, gens);
        t.ensure();
        t
    }

    /// Builds the table if it is not built yet.
    pub fn ensure(&self) {
        self.data();
    }

    /// Whether the table is built.
    pub fn is_built(&self) -> bool {
        self.data.get().is_some()
    }

    /// Builds the table if it is not built yet, unless `stop` says so as it fills (a fill
    /// by parts asks it as it goes, and the next call goes on where it stopped; the other
    /// fill asks once, before): whether it is built.
    pub fn ensure_until(&self, stop: &dyn Fn() -> bool) -> bool {
        if self.is_built() {
            return true;
        }
        if !by_parts(&self.pattern, &self.gens) {
            return super::packed::Table::ensure_until(self, stop);
        }
        if let Some(data) = fill_by_parts(&self.pattern, &self.gens, &self.partial, Some(stop)) {
            // Another thread may have filled it meanwhile: the same data, keep either.
            let _ = self.data.set(data);
        }
        self.is_built()
    }

    #[inline]
    fn data(&self) -> &Packed {
        self.data.get_or_init(|| {
            if by_parts(&self.pattern, &self.gens) {
                fill_by_parts(&self.pattern, &self.gens, &self.partial, None)
                    .expect("a fill never told to stop ends")
            } else {
                Packed::pack(&fill(&self.pattern, &self.gens))
            }
        })
    }

    /// The stored depth at rank `r`.
    #[inline]
    pub fn get(&self, r: usize) -> u8 {
        self.data().get(r)
    }

    /// Whether the placement of rank `r` was reached.
    pub fn reached(&self, r: usize) -> bool {
        self.data().reached(r)
    }

    /// A lower bound on the generators needed, from the stage's coordinates `all`.
    #[inline]
    pub fn bound(&self, all: &[u8]) -> u8 {
        let mut c = [0u8; MAX_PIECES];
        for (i, &m) in self.pattern.members.iter().enumerate() {
            c[i] = all[m as usize];
        }
        let r = self.pattern.rank(&c[..self.pattern.members.len()]);
        debug_assert!(self.reached(r), "a placement the table never reached");
        self.get(r)
    }

    /// Bytes of table data (once built).
    pub fn bytes(&self) -> usize {
        self.pattern.size.div_ceil(2)
    }

    /// A copy of its data to save (`None` until it is built).
    pub fn save(&self) -> Option<Vec<u8>> {
        self.data.get().map(|p| p.as_bytes().to_vec())
    }

    /// Takes `bytes` (saved by [`PruneTable::save`]) as its data instead of building it;
    /// refuses data of the wrong length, and keeps what it has if it is already built.
    pub fn load(&self, bytes: Vec<u8>) -> Result<(), TableAssetError> {
        super::packed::check_length(self, &bytes)?;
        // Already built: the same data (a table is a function of its pattern), keep it.
        let _ = self.data.set(Packed::from_bytes(bytes));
        Ok(())
    }
}

impl super::packed::Table for PruneTable {
    fn name(&self) -> String {
        let names: Vec<&str> = self.pattern.pieces.iter().map(|p| p.name()).collect();
        format!("{} under {} generators", names.join(" "), self.gens.len())
    }

    fn work(&self) -> usize {
        self.pattern.size * self.gens.len()
    }

    fn is_built(&self) -> bool {
        PruneTable::is_built(self)
    }

    fn ensure(&self) {
        PruneTable::ensure(self);
    }

    fn ensure_until(&self, stop: &dyn Fn() -> bool) -> bool {
        PruneTable::ensure_until(self, stop)
    }

    fn bytes(&self) -> usize {
        PruneTable::bytes(self)
    }

    fn save(&self) -> Option<Vec<u8>> {
        PruneTable::save(self)
    }

    fn load(&self, bytes: Vec<u8>) -> Result<(), TableAssetError> {
        PruneTable::load(self, bytes)
    }
}

/// Most entries of one kind's move table in [`fill_by_parts`] (4 bytes each).
const PART_MOVES_LIMIT: usize = 1 << 20;

/// Whether [`fill_by_parts`] fills the table of `pattern` under `gens`: not when a generator
/// costs more than one move (the old ending's macros) or a kind has too many placements for
/// a move table (the last layer's tables).
fn by_parts(pattern: &Pattern, gens: &[Gen]) -> bool {
    let small = |part: &Part| part.size() * gens.len() <= PART_MOVES_LIMIT;
    gens.iter().all(|x| x.cost == 1) && small(&pattern.part(true)) && small(&pattern.part(false))
}

/// The table by a breadth-first search over the ranks of its corners and of its edges, each
/// moved by a small move table: the same entries as [`fill`], some ten times faster, and with
/// no list of positions; for a table [`by_parts`] allows. `None` when `stop` said to stop
/// first: the fill then goes on from there in `partial` next time.
fn fill_by_parts(
    pattern: &Pattern,
    gens: &[Gen],
    partial: &Resumable,
    stop: Option<&dyn Fn() -> bool>,
) -> Option<Packed> {
    let g = gens.len();
    let (corners, edges) = (pattern.part(true), pattern.part(false));
    let (mc, me) = (corners.moves(gens), edges.moves(gens));
    let at_home = |part: &Part| {
        let home: Vec<u8> = part.pieces.iter().map(|p| p.home()).collect();
        part.rank(&home) as u32
    };
    let e = edges.size();
    let space = Space {
        size: pattern.size,
        moves: g,
        rank: |&(c, x): &(u32, u32)| c as usize * e + x as usize,
        unrank: |r| ((r / e) as u32, (r % e) as u32),
        next: |&(c, x), i| (mc[c as usize * g + i], me[x as usize * g + i]),
    };
    let start = at_home(&corners) as usize * e + at_home(&edges) as usize;
    partial.fill(&space, start, stop)
}

/// The table's entries, by a search from home under `gens` in order of cost (FTM): every
/// entry is the fewest moves, counted as the generators' costs, to bring the pieces home.
fn fill(pattern: &Pattern, gens: &[Gen]) -> Vec<u8> {
    let mut data = vec![UNSEEN; pattern.size];
    let k = pattern.pieces.len();
    let mut start = [0u8; MAX_PIECES];
    for (i, p) in pattern.pieces.iter().enumerate() {
        start[i] = p.home();
    }
    data[pattern.rank(&start[..k])] = 0;
    // buckets[d]: placements first reached at cost d (stale when a cheaper path came later).
    let mut buckets: Vec<Vec<[u8; MAX_PIECES]>> = vec![vec![start]];
    let mut depth = 0usize;
    while depth < buckets.len() {
        let frontier = std::mem::take(&mut buckets[depth]);
        for c in &frontier {
            if data[pattern.rank(&c[..k])] as usize != depth {
                continue;
            }
            for g in gens {
                let mut d = *c;
                for (i, p) in pattern.pieces.iter().enumerate() {
                    d[i] = g.apply(*p, c[i]);
                }
                let r = pattern.rank(&d[..k]);
                let cost = depth + g.cost as usize;
                let old = data[r];
                if old == UNSEEN || (old as usize) > cost {
                    assert!(cost < UNSEEN as usize, "a pattern too deep for a byte");
                    data[r] = cost as u8;
                    if buckets.len() <= cost {
                        buckets.resize(cost + 1, Vec::new());
                    }
                    buckets[cost].push(d);
                }
            }
        }
        depth += 1;
    }
    data
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face, Move, State};

    /// Ranks are a bijection on placements, and the table reaches exactly the placements a
    /// search over whole states (independent of the generators' coordinate tables) finds.
    #[test]
    fn ranks_are_dense_and_distinct() {
        let faces = [Face::A, Face::B];
        let gens: Vec<Gen> = faces
            .iter()
            .map(|&f| Gen::new(vec![Move::new(f, Amount::new(1))], f.index() as u8))
            .collect();
        let pieces = [Piece::corner(0), Piece::edge(0), Piece::edge(5)];
        let pat = Pattern::new(&pieces, &[0, 1, 2], &gens);
        let t = PruneTable::build(pat.clone(), &gens);
        let reached: Vec<usize> = (0..pat.size()).filter(|&r| t.reached(r)).collect();
        // Whole states, one representative per placement of the three pieces.
        let key = |s: &State| pieces.map(|p| p.coord(s));
        let mut seen = std::collections::HashSet::new();
        let mut queue = vec![State::SOLVED];
        seen.insert(key(&State::SOLVED));
        while let Some(s) = queue.pop() {
            for &f in &faces {
                let n = s.apply(Move::new(f, Amount::new(1)));
                if seen.insert(key(&n)) {
                    queue.push(n);
                }
            }
        }
        assert_eq!(reached.len(), seen.len());
        let mut ranks: Vec<usize> = seen.iter().map(|k| pat.rank(k)).collect();
        ranks.sort();
        ranks.dedup();
        assert_eq!(ranks, reached);
        // ⟨A, B⟩ moves 8 corners and 9 edges; two faces never flip an edge (orient.rs).
        assert_eq!(reached.len(), 8 * 3 * 9 * 8);
    }

    /// The fill by parts (move tables of the corners' and the edges' ranks) gives every
    /// entry the search over whole coordinates gives, for patterns of one kind, both kinds
    /// and four pieces, under three and five faces; `unrank_kind` inverts `rank_kind`.
    #[test]
    fn the_fill_by_parts_is_the_fill() {
        let turns = |faces: &[Face]| -> Vec<Gen> {
            faces
                .iter()
                .flat_map(|&f| {
                    [1, 2, 3, 4]
                        .map(|k| Gen::new(vec![Move::new(f, Amount::new(k))], f.index() as u8))
                })
                .collect()
        };
        let pieces = [
            Piece::corner(0),
            Piece::corner(1),
            Piece::edge(0),
            Piece::edge(1),
            Piece::edge(5),
        ];
        let cases: [(&[Face], &[u8]); 4] = [
            (&[Face::A, Face::B, Face::C], &[0, 2, 3]),
            (&[Face::A, Face::B, Face::C], &[0, 1]),
            (&[Face::A, Face::B, Face::C, Face::D, Face::E], &[2, 3, 4]),
            (&[Face::A, Face::B, Face::F], &[0, 1, 2, 4]),
        ];
        for (faces, members) in cases {
            let gens = turns(faces);
            let pat = Pattern::new(&pieces, members, &gens);
            for corner in [true, false] {
                let part = pat.part(corner);
                let k = part.pieces.len();
                for i in 0..part.size() {
                    assert_eq!(part.rank(&part.unrank(i)[..k]), i);
                }
            }
            assert!(by_parts(&pat, &gens), "small parts");
            let parts = fill_by_parts(&pat, &gens, &Resumable::default(), None)
                .expect("never told to stop");
            assert_eq!(
                parts.as_bytes(),
                Packed::pack(&fill(&pat, &gens)).as_bytes()
            );
        }
    }

    /// A fill told to stop ends at once without a table (asking as it goes), and the next
    /// call that is let run goes on from there: the same table as built at once.
    #[test]
    fn a_stopped_fill_leaves_no_table_and_the_next_one_finishes_it() {
        let gens: Vec<Gen> = [Face::A, Face::B, Face::C, Face::D]
            .iter()
            .flat_map(|&f| {
                [1, 2, 3, 4].map(|k| Gen::new(vec![Move::new(f, Amount::new(k))], f.index() as u8))
            })
            .collect();
        let pieces = [
            Piece::corner(0),
            Piece::corner(1),
            Piece::edge(0),
            Piece::edge(1),
        ];
        let pat = Pattern::new(&pieces, &[0, 1, 2, 3], &gens);
        let table = PruneTable::new(pat.clone(), &gens);
        let asked = std::sync::atomic::AtomicUsize::new(0);
        let after_two = || asked.fetch_add(1, std::sync::atomic::Ordering::Relaxed) >= 2;
        assert!(
            !table.ensure_until(&after_two),
            "told to stop while it fills"
        );
        assert!(!table.is_built());
        assert_eq!(asked.into_inner(), 3, "asked as it goes, not only before");
        assert!(table.ensure_until(&|| false));
        assert_eq!(table.save(), PruneTable::build(pat, &gens).save());
    }
}
