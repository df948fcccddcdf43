//! [`Anytime`]: the short solver's search going on after its first plan. Each round runs the
//! beam again, wider ([`round_options`]: more partial solutions kept after each stage, more
//! solutions offered by each stage, more of them handed to the two-face stage), and a plan
//! shorter than the best so far replaces it. The first plan is [`Options::default`]'s, so
//! the best plan is never longer than the first. A round asks only for a plan shorter than
//! the best ([`search_below`]): its two-face search stops before the totals that could only
//! tie, which are its longest passes.
//!
//! The caller decides how long it goes on: [`Anytime::improve`] runs one round and takes a
//! [`Stop`] that it checks between pieces of work (a round told to stop ends at once and
//! changes nothing); [`plan_short_until`] runs rounds until its `stop` says so. The page's
//! worker can call `improve` between two messages, with a `stop` that reads its budget and
//! its Stop button; a round never takes more than a few times the round before it.

use super::beam::{search_memo, Found, Memo, Options, Searched, Stop};
use super::prepare::build_round_tables;
use super::steps::solution_of;
use super::tables::TableSet;
use crate::puzzle::State;
use crate::solver::PlanError;
use crate::solver::Solution;

/// A search for ever shorter plans of one position.
#[derive(Debug)]
pub struct Anytime {
    state: State,
    best: Solution,
    found: Found,
    first: usize,
    /// The first plan's options (threads, tables): the rounds widen them.
    opts: Options,
    /// Rounds run so far (the first plan is round 0).
    round: u32,
    /// What the searches so far learnt, which the next rounds need not learn again.
    memo: Memo,
}

/// What one round of [`Anytime::improve`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Round {
    /// It found a plan shorter than the best so far, which it now is.
    Shorter,
    /// It found no shorter plan.
    NoShorter,
    /// It was told to stop before it ended.
    Stopped,
}

/// The most rounds: round 1 searches with [`Options::WIDE`] (10 partial solutions; until
/// issue 35 that was the first plan), and the last one's beam is 2¹⁰ = 1,024 times as wide
/// (10,240 partial solutions), and takes about that much longer: far beyond the 10 s the
/// issue measures (with 12 rounds after the wide plan, some states ran out of rounds before
/// 10 s natively).
pub const ROUNDS: u32 = 21;

/// The most rounds in the page's worker (its table set, [`TableSet::Page`]): round 12's beam
/// is 453 partial solutions wide. A round's lists grow with its beam, and the worker's
/// memory keeps its peak: natively one search peaked at 52.9 MB with that beam and 67.8 MB
/// with the next (`cargo bench --bench worker_heap -- --budget 25 --rounds`), past the 64 MB
/// the page allows; the rounds after it win little.
pub const PAGE_ROUNDS: u32 = 12;

/// The most rounds a search with `tables` runs.
pub fn rounds_of(tables: TableSet) -> u32 {
    match tables {
        TableSet::Page => PAGE_ROUNDS,
        TableSet::Full => ROUNDS,
    }
}

/// The search widths of round `k` (1 to [`ROUNDS`]) of a search whose first plan had
/// `first`'s threads and tables: round 1 is [`Options::WIDE`], and each round after it
/// widens the beam and the two-face stage's starts by about √2, the stages offering one or
/// two more solutions each.
pub fn round_options(k: u32, first: Options) -> Options {
    let wide = Options {
        threads: first.threads,
        tables: first.tables,
        orbits: first.orbits,
        ..Options::WIDE
    };
    let k = k.max(1) - 1;
    let grow = |x: usize| (x as f64 * 2f64.powf(k as f64 / 2.0)).round() as usize;
    let mut o = Options {
        beam: grow(wide.beam),
        finish: grow(wide.finish),
        ..wide
    };
    o.want.solutions += k as usize;
    o.exact.solutions += 2 * k as usize;
    o.limit = wide.limit * (1 + k as u64);
    o
}

impl Anytime {
    /// Plans the first plan of `state` with `opts` (with [`Options::default`], whatever its
    /// threads, the plan [`plan_short`](super::plan_short) gives); illegal positions are
    /// refused.
    pub fn start(state: &State, opts: Options) -> Result<Anytime, PlanError> {
        Anytime::start_until(state, opts, &|| false)
    }

    /// [`Anytime::start`], hurried by a deadline: when `hurry` says so before the first plan
    /// is found, the search drops it and plans with [`Options::HURRIED`] instead (on the same
    /// memo, so what it learnt is not lost) — a longer plan, but one that comes in a fraction
    /// of the time, so that a budget bounds the answer's time, the first plan included.
    pub fn start_until(state: &State, opts: Options, hurry: Stop) -> Result<Anytime, PlanError> {
        PlanError::check(state)?;
        let mut memo = Memo::for_tables(opts.tables);
        let found = match search_memo(state, opts, hurry, usize::MAX, &mut memo) {
            Searched::Found(found) => found,
            Searched::Stopped | Searched::NoneShorter => {
                let hurried = Options {
                    threads: opts.threads,
                    tables: opts.tables,
                    orbits: opts.orbits,
                    ..Options::HURRIED
                };
                let again = search_memo(state, hurried, &|| false, usize::MAX, &mut memo);
                let Searched::Found(found) = again else {
                    unreachable!("a search never told to stop and asked for any length solves")
                };
                found
            }
        };
        let best = solution_of(state, &found, opts);
        Ok(Anytime {
            memo,
            state: *state,
            first: best.ftm(),
            best,
            found,
            opts,
            round: 0,
        })
    }

    /// The best plan so far.
    pub fn best(&self) -> &Solution {
        &self.best
    }

    /// The search's record of the best plan (its frame, its stages' moves).
    pub fn found(&self) -> &Found {
        &self.found
    }

    /// The length of the first plan (FTM).
    pub fn first_ftm(&self) -> usize {
        self.first
    }

    /// Rounds run so far, not counting the first plan.
    pub fn rounds(&self) -> u32 {
        self.round
    }

    /// Whether every round has been run (nothing more to try).
    pub fn is_done(&self) -> bool {
        self.round >= rounds_of(self.opts.tables) || self.best.ftm() == 0
    }

    /// Runs the next round, unless all have been run ([`Round::NoShorter`] then, at once).
    /// The first round with the page's tables first builds the tables the rounds wait for
    /// ([`build_round_tables`]: 8 MB, about 1.5 s natively), one at a time, `stop` asked
    /// as each fills (a deadline cuts a fill short, and the next round goes on with it:
    /// issue 35).
    pub fn improve(&mut self, stop: Stop) -> Round {
        if self.is_done() {
            return Round::NoShorter;
        }
        if !build_round_tables(self.opts.tables, self.opts.orbits, stop) {
            return Round::Stopped;
        }
        let opts = round_options(self.round + 1, self.opts);
        let below = self.best.ftm();
        let found = match search_memo(&self.state, opts, stop, below, &mut self.memo) {
            Searched::Found(found) => found,
            Searched::NoneShorter => {
                self.round += 1;
                return Round::NoShorter;
            }
            Searched::Stopped => return Round::Stopped,
        };
        self.round += 1;
        if found.moves.len() >= self.best.ftm() {
            return Round::NoShorter;
        }
        self.best = solution_of(&self.state, &found, self.opts);
        self.found = found;
        Round::Shorter
    }
}

/// The shortest plan of `state` found until `until` says so (the first plan, then
/// [`Anytime::improve`] rounds; a round still running then is dropped), the first with
/// `opts`; without `until`, the first plan only. Never longer than the first plan; a plan
/// always comes, however soon `until` says so: a first plan it cuts short is replaced by a
/// hurried one ([`Anytime::start_until`]). The caller brings the clock: `minx solve --budget`
/// reads `std::time::Instant` (which has no clock in the browser's WebAssembly, where the
/// worker's `stop` reads `performance.now()` and its Stop button).
pub fn plan_short_until(
    state: &State,
    opts: Options,
    until: Option<Stop>,
) -> Result<Solution, PlanError> {
    let Some(stop) = until else {
        return Ok(Anytime::start(state, opts)?.best);
    };
    let mut search = Anytime::start_until(state, opts, stop)?;
    while !search.is_done() && !stop() {
        search.improve(stop);
    }
    Ok(search.best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::solver::short::search_below;

    /// The rounds remember what earlier ones learnt ([`Memo`]) but find what a fresh search
    /// of the same widths finds: the same plan, or none shorter.
    #[test]
    fn rounds_find_what_fresh_searches_find() {
        let opts = Options {
            beam: 3,
            finish: 3,
            threads: 1,
            ..Options::default()
        };
        let mut rng = Rng::new(21);
        for _ in 0..2 {
            let s = State::random(&mut rng);
            let mut search = Anytime::start(&s, opts).expect("a legal state");
            for k in 1..=3 {
                let below = search.best().ftm();
                let fresh = search_below(&s, round_options(k, opts), &|| false, below);
                let round = search.improve(&|| false);
                match fresh {
                    Searched::Found(f) if f.moves.len() < below => {
                        assert_eq!(round, Round::Shorter);
                        assert_eq!(search.found().moves, f.moves);
                    }
                    _ => assert_eq!(round, Round::NoShorter),
                }
            }
        }
    }
}
