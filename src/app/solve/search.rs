//! [`Search`]: the short solver's search going on in the worker after its first plan opened,
//! as the page follows it — the lengths of the plans found so far, whether the shown plan is
//! the shortest (a plan being played is never swapped), and how the search ended. Its
//! [`line`](Search::line) is what the panel writes: "Searching… 79 → 75 → 73 FTM".

use crate::puzzle::PuzzleKind;
use crate::solver::Budget;

/// Where a search stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchState {
    /// The worker is searching.
    Running,
    /// Its budget is spent, or it tried everything.
    Ended,
    /// Stop was pressed (or the page API's `stopSearch()` called).
    Stopped,
}

/// A budgeted short solve's search, from its first plan on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// The worker job.
    pub id: u32,
    /// The puzzle whose simulator shows the plan.
    pub puzzle: PuzzleKind,
    /// The simulator's ticket of the solve (see [`Sim::plan_ticket`](crate::app::sim::Sim)).
    pub ticket: u64,
    budget: Budget,
    /// FTM of each plan found, the first plan first; each shorter than the one before.
    lengths: Vec<usize>,
    /// FTM of the plan shown (the last found unless a person had started the shown one).
    shown: usize,
    state: SearchState,
}

impl Search {
    /// A search whose first plan, of `ftm` moves, has just opened.
    pub fn new(id: u32, puzzle: PuzzleKind, ticket: u64, budget: Budget, ftm: usize) -> Search {
        Search {
            id,
            puzzle,
            ticket,
            budget,
            lengths: vec![ftm],
            shown: ftm,
            state: SearchState::Running,
        }
    }

    /// A shorter plan of `ftm` moves was found; `shown`: whether it replaced the shown one.
    pub fn found(&mut self, ftm: usize, shown: bool) {
        self.lengths.push(ftm);
        if shown {
            self.shown = ftm;
        }
    }

    /// The search is over: it ended by itself, or it was stopped.
    pub fn end(&mut self, state: SearchState) {
        if self.state == SearchState::Running {
            self.state = state;
        }
    }

    /// Where it stands.
    pub fn state(&self) -> SearchState {
        self.state
    }

    /// Whether the worker is still searching.
    pub fn is_running(&self) -> bool {
        self.state == SearchState::Running
    }

    /// FTM of the plans found, the first plan first.
    pub fn lengths(&self) -> &[usize] {
        &self.lengths
    }

    /// What the panel writes: "Searching… 79 → 75 → 73 FTM" while it runs; then "Searched
    /// 10 s: …" or "Stopped: …"; and, when a person had started the plan shown, that it was
    /// kept.
    pub fn line(&self) -> String {
        let lengths: Vec<String> = self.lengths.iter().map(|l| l.to_string()).collect();
        let lengths = lengths.join(" → ");
        let head = match self.state {
            SearchState::Running => "Searching…".to_string(),
            SearchState::Ended => format!("Searched {} s:", self.budget),
            SearchState::Stopped => "Stopped:".to_string(),
        };
        let mut line = format!("{head} {lengths} FTM");
        if self.lengths.len() == 1 && self.state != SearchState::Running {
            line.push_str(" (no shorter plan found)");
        }
        let best = self.lengths.last().copied().unwrap_or(self.shown);
        if best < self.shown {
            line.push_str(&format!(
                " (the {} FTM plan shown is kept: it was started)",
                self.shown
            ));
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn search() -> Search {
        Search::new(3, PuzzleKind::Megaminx, 1, Budget::PANEL, 79)
    }

    #[test]
    fn the_line_follows_the_search() {
        let mut s = search();
        assert_eq!(s.line(), "Searching… 79 FTM");
        s.found(75, true);
        s.found(73, true);
        assert_eq!(s.line(), "Searching… 79 → 75 → 73 FTM");
        s.end(SearchState::Ended);
        assert_eq!(s.line(), "Searched 10 s: 79 → 75 → 73 FTM");
        s.end(SearchState::Stopped);
        assert_eq!(s.state(), SearchState::Ended, "an ended search stays ended");
    }

    #[test]
    fn a_started_plan_is_kept_and_said_so() {
        let mut s = search();
        s.found(75, true);
        s.found(72, false);
        s.end(SearchState::Stopped);
        assert_eq!(
            s.line(),
            "Stopped: 79 → 75 → 72 FTM (the 75 FTM plan shown is kept: it was started)"
        );
    }

    #[test]
    fn nothing_shorter_is_said_too() {
        let mut s = search();
        s.end(SearchState::Ended);
        assert_eq!(s.line(), "Searched 10 s: 79 FTM (no shorter plan found)");
        assert!(!s.is_running());
    }
}
