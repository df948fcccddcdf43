//! [`Stage`]: one block of pieces to bring home with a set of generators, its pruning tables,
//! and the iterative-deepening A* search that finds its shortest solutions.

use super::gen::{Gen, Piece};
use super::orient::EdgeOrientation;
use super::table::{Pattern, PruneTable, MAX_PIECES};
use super::tables::TableSet;
use crate::puzzle::{Face, State};

/// Tables tracking every piece of the stage at once are built when they have at most this
/// many entries (exact distances); larger stages use all their three-piece tables instead.
const FULL_TABLE_LIMIT: usize = 9_000_000;

/// One stage of the reduction.
#[derive(Debug)]
pub struct Stage {
    /// The faces this stage finishes (no later stage turns them), in the canonical frame;
    /// empty for the last stage.
    pub faces: Vec<Face>,
    /// The pieces it brings home, corners first.
    pub pieces: Vec<Piece>,
    /// What it may turn.
    pub gens: Vec<Gen>,
    /// Lower bounds: the search uses their maximum.
    pub tables: Vec<PruneTable>,
    /// The tables of the page's set, where this set's differ (else empty): the beam ranks
    /// partial solutions by them ([`Stage::rank_bound`]), so that every set ranks alike and
    /// plans alike.
    pub rank: Vec<PruneTable>,
    /// Tables the search uses instead of `tables` once they are built, which only the
    /// anytime search does (the page's set: two four-piece tables for a stage of two corners
    /// and three edges, [`TableSet::four_piece_later`]); else empty.
    pub faster: Vec<PruneTable>,
    /// Edges the stage must also leave well oriented for the two-face stages, if any.
    pub orientation: Option<EdgeOrientation>,
}

/// A stage's search: how many solutions to collect and how far past the shortest to look.
#[derive(Clone, Copy, Debug)]
pub struct Want {
    /// Stop after this many solutions.
    pub solutions: usize,
    /// Also accept solutions up to this many moves longer than the shortest.
    pub slack: u8,
}

impl Stage {
    /// A stage bringing `pieces` home with `gens`, with its tables (chosen by size and by
    /// `set`) described but not built: each is built on first use.
    pub fn new(faces: Vec<Face>, mut pieces: Vec<Piece>, gens: Vec<Gen>, set: TableSet) -> Stage {
        pieces.sort();
        let new = |ps: Vec<Pattern>| ps.into_iter().map(|p| PruneTable::new(p, &gens)).collect();
        // The page's first-plan tables (which rank every set's beam) and the four-piece ones.
        let (first, four) = (
            choose_tables(&pieces, &gens, false),
            choose_tables(&pieces, &gens, true),
        );
        let same = first
            .iter()
            .map(|p| &p.members)
            .eq(four.iter().map(|p| &p.members));
        let (tables, rank, faster) = if same {
            (new(first), Vec::new(), Vec::new())
        } else if set.four_piece_later() {
            (new(first), Vec::new(), new(four))
        } else {
            (new(four), new(first), Vec::new())
        };
        Stage {
            faces,
            pieces,
            gens,
            tables,
            rank,
            faster,
            orientation: None,
        }
    }

    /// A stage searched elsewhere (the two-face stage), described for its steps: no tables.
    pub fn described(faces: Vec<Face>, mut pieces: Vec<Piece>, gens: Vec<Gen>) -> Stage {
        pieces.sort();
        Stage {
            faces,
            pieces,
            gens,
            tables: Vec::new(),
            rank: Vec::new(),
            faster: Vec::new(),
            orientation: None,
        }
    }

    /// The same stage, also bringing every edge it touches to good orientation for `keep`.
    pub fn orienting(mut self, keep: &[Gen]) -> Stage {
        self.orientation = Some(EdgeOrientation::new(&self.gens, keep));
        self
    }

    fn eo(&self, s: &State) -> u16 {
        self.orientation.as_ref().map_or(0, |o| o.coord(s))
    }

    /// Whether one table gives exact distances (it tracks every piece; nothing else to do).
    pub fn is_exact(&self) -> bool {
        self.orientation.is_none()
            && self.tables.len() == 1
            && self.tables[0].pattern.pieces.len() == self.pieces.len()
    }

    /// The stage's coordinates in `s`.
    pub fn coords(&self, s: &State) -> Vec<u8> {
        self.pieces.iter().map(|p| p.coord(s)).collect()
    }

    /// A lower bound on the cost of this stage from `s`.
    pub fn bound(&self, s: &State) -> u8 {
        self.bound_of(&self.coords(s), self.eo(s))
    }

    /// The lower bound the beam ranks by: the page's tables' ([`Stage::rank`]), the same
    /// number whichever set searches (with the page's set, [`Stage::bound`]).
    pub fn rank_bound(&self, s: &State) -> u8 {
        let tables = if self.rank.is_empty() {
            &self.tables
        } else {
            &self.rank
        };
        Self::max_bound(
            tables,
            &self.coords(s),
            self.orientation.as_ref(),
            self.eo(s),
        )
    }

    fn bound_of(&self, c: &[u8], eo: u16) -> u8 {
        Self::max_bound(self.search_tables(), c, self.orientation.as_ref(), eo)
    }

    /// The tables a search uses: [`Stage::faster`] once they are all built, else
    /// [`Stage::tables`]. Either gives lower bounds, so a search finds the same solutions.
    fn search_tables(&self) -> &[PruneTable] {
        let ready = !self.faster.is_empty() && self.faster.iter().all(PruneTable::is_built);
        if ready {
            &self.faster
        } else {
            &self.tables
        }
    }

    fn max_bound(tables: &[PruneTable], c: &[u8], o: Option<&EdgeOrientation>, eo: u16) -> u8 {
        let b = tables.iter().map(|t| t.bound(c)).max().unwrap_or(0);
        o.map_or(b, |o| b.max(o.bound(eo)))
    }

    fn is_done(&self, c: &[u8], eo: u16) -> bool {
        eo == 0 && self.pieces.iter().zip(c).all(|(p, &x)| p.home() == x)
    }

    /// Shortest solutions (lists of generator indices) from `s`, as `want` says; the first is
    /// optimal. Never empty: every stage is solvable from every legal position it meets.
    pub fn solve(&self, s: &State, want: Want) -> Vec<Vec<u8>> {
        self.solve_from(s, want, 0)
    }

    /// [`Stage::solve`] when no solution costs less than `shortest` (an earlier search of
    /// the same position found it): the passes below it are skipped, the answer is the same.
    pub fn solve_from(&self, s: &State, want: Want, shortest: u32) -> Vec<Vec<u8>> {
        let (c, eo) = (self.coords(s), self.eo(s));
        let mut search = Search {
            stage: self,
            tables: self.search_tables(),
            path: Vec::new(),
            found: Vec::new(),
            want: want.solutions,
            lead: 0,
        };
        let mut budget = (self.bound_of(&c, eo) as u32).max(shortest);
        let mut first: Option<u32> = None;
        loop {
            search.dfs(&c, eo, budget, None);
            if first.is_none() && !search.found.is_empty() {
                first = Some(budget);
            }
            let done = search.found.len() >= want.solutions
                || first.is_some_and(|f| budget >= f + want.slack as u32);
            if done {
                break;
            }
            budget += 1;
        }
        search.found
    }

    /// What solution `sol` (generator indices) costs.
    pub fn cost(&self, sol: &[u8]) -> u32 {
        sol.iter().map(|&g| self.gens[g as usize].cost as u32).sum()
    }

    /// Bytes of table data.
    pub fn table_bytes(&self) -> usize {
        let eo = self.orientation.as_ref().map_or(0, |o| o.bytes());
        let all = self.tables.iter().chain(&self.rank).chain(&self.faster);
        eo + all.map(|t| t.bytes()).sum::<usize>()
    }
}

/// One table over all pieces when it is small enough; for the last layer all its corners and
/// all its edges; for two corners and three edges, when `four`, two four-piece tables
/// ([`five_piece_tables`]); else every three-piece table.
fn choose_tables(pieces: &[Piece], gens: &[Gen], four: bool) -> Vec<Pattern> {
    let all: Vec<u8> = (0..pieces.len() as u8).collect();
    if pieces.len() <= MAX_PIECES {
        let p = Pattern::new(pieces, &all, gens);
        if p.size() <= FULL_TABLE_LIMIT {
            return vec![p];
        }
    }
    let (corners, edges): (Vec<u8>, Vec<u8>) =
        all.iter().partition(|&&i| pieces[i as usize].is_corner());
    if pieces.len() > 6 {
        // The last layer: all its corners, all its edges.
        return [corners, edges]
            .iter()
            .map(|m| Pattern::new(pieces, m, gens))
            .collect();
    }
    if four && corners.len() == 2 && edges.len() == 3 {
        return five_piece_tables(pieces, &corners, &edges, gens);
    }
    let mut out = Vec::new();
    for a in 0..all.len() {
        for b in a + 1..all.len() {
            for c in b + 1..all.len() {
                out.push(Pattern::new(pieces, &[all[a], all[b], all[c]], gens));
            }
        }
    }
    out
}

/// Two corners and three edges (stages 4, 6 and 7): both corners with edges 2 and 3, and
/// with edges 1 and 3, so every piece is in a table. With 7 faces turning (stage 4) each
/// has about 5·10⁶ entries; against all ten three-piece tables they cut the stage's search
/// about tenfold (`cargo bench --bench short -- --stages`). Stages 4, 6 and 7 then take
/// 8.0 MB (5.0, 2.0 and 1.0), some 1.7 s to build on one thread natively: more than the
/// page's first plan may wait for, so the page's worker builds them for its anytime search
/// ([`TableSet::four_piece_later`]).
fn five_piece_tables(pieces: &[Piece], corners: &[u8], edges: &[u8], gens: &[Gen]) -> Vec<Pattern> {
    [[edges[1], edges[2]], [edges[0], edges[2]]]
        .iter()
        .map(|pair| Pattern::new(pieces, &[corners[0], corners[1], pair[0], pair[1]], gens))
        .collect()
}

/// The state of one iterative-deepening pass.
struct Search<'a> {
    stage: &'a Stage,
    /// The tables it bounds by ([`Stage::search_tables`]).
    tables: &'a [PruneTable],
    path: Vec<u8>,
    found: Vec<Vec<u8>>,
    want: usize,
    /// The table that cut off a branch last, tried first at the next node.
    lead: usize,
}

impl Search<'_> {
    /// [`Stage::exceeds`], the table that cut off a branch last tried first: neighbouring
    /// nodes tend to be cut off by the same table, so fewer are looked up. Whether a node
    /// is cut off does not depend on the order, so the search finds the same solutions.
    #[inline]
    fn exceeds(&mut self, c: &[u8], eo: u16, rest: u32) -> bool {
        if let Some(o) = &self.stage.orientation {
            if o.bound(eo) as u32 > rest {
                return true;
            }
        }
        let tables = self.tables;
        if tables
            .get(self.lead)
            .is_some_and(|t| t.bound(c) as u32 > rest)
        {
            return true;
        }
        let lead = self.lead;
        let cut = (0..tables.len()).find(|&i| i != lead && tables[i].bound(c) as u32 > rest);
        if let Some(i) = cut {
            self.lead = i;
        }
        cut.is_some()
    }

    /// Depth-first search for solutions costing exactly `budget`.
    fn dfs(&mut self, c: &[u8], eo: u16, budget: u32, prev: Option<&Gen>) {
        if self.found.len() >= self.want {
            return;
        }
        let done = self.stage.is_done(c, eo);
        if budget == 0 {
            if done && !self.found.contains(&self.path) {
                self.found.push(self.path.clone());
            }
            return;
        }
        if done {
            return;
        }
        let mut next = [0u8; 16];
        let n = c.len();
        for (gi, g) in self.stage.gens.iter().enumerate() {
            if !g.may_follow(prev) || g.cost as u32 > budget {
                continue;
            }
            for (i, p) in self.stage.pieces.iter().enumerate() {
                next[i] = g.apply(*p, c[i]);
            }
            let rest = budget - g.cost as u32;
            let eo2 = self
                .stage
                .orientation
                .as_ref()
                .map_or(0, |o| o.apply(gi, eo));
            // With nothing left to spend only a solved child passes, and a solved child
            // is what every table and the orientation bound give 0 (every piece is in a
            // table): the same cut, without the lookups, at the level most children are in.
            let cut = if rest == 0 {
                !self.stage.is_done(&next[..n], eo2)
            } else {
                self.exceeds(&next[..n], eo2, rest)
            };
            if cut {
                continue;
            }
            self.path.push(gi as u8);
            self.dfs(&next[..n], eo2, rest, Some(g));
            self.path.pop();
            if self.found.len() >= self.want {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Move, State};
    use crate::rng::Rng;
    use crate::solver::short::Layout;

    /// The page's stage of two corners and three edges turning the fewest faces (stage 7),
    /// fresh (no table built): searched with every three-piece table, then with the
    /// four-piece tables once they are built, it finds the same solutions in the same order,
    /// asked for many and one move past the shortest.
    #[test]
    fn the_faster_tables_find_the_same_solutions() {
        let like = &Layout::of(TableSet::Page).stages[6];
        let stage = Stage::new(
            like.faces.clone(),
            like.pieces.clone(),
            like.gens.clone(),
            TableSet::Page,
        );
        assert_eq!(stage.faster.len(), 2, "two four-piece tables");
        let want = Want {
            solutions: 12,
            slack: 1,
        };
        let mut rng = Rng::new(7);
        let positions: Vec<State> = (0..6)
            .map(|_| {
                let moves: Vec<Move> = (0..14)
                    .flat_map(|_| stage.gens[rng.below(stage.gens.len())].moves.clone())
                    .collect();
                State::of_moves(&moves)
            })
            .collect();
        let slow: Vec<_> = positions.iter().map(|s| stage.solve(s, want)).collect();
        assert!(!stage.faster.iter().any(PruneTable::is_built));
        stage.faster.iter().for_each(PruneTable::ensure);
        assert!(std::ptr::eq(stage.search_tables(), &stage.faster[..]));
        for (s, before) in positions.iter().zip(slow) {
            assert!(before.len() > 1);
            assert_eq!(stage.solve(s, want), before);
        }
    }
}
