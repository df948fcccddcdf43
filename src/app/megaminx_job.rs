//! [`MegaminxJob`]: a Megaminx solve done in the Web Worker (the short solver's, whose tables
//! would freeze the page for seconds if they were built on the main thread).
//!
//! The job works in small steps so that the worker reads its messages (a Cancel among them)
//! between two of them: each step builds one of the short solver's pruning tables and reports
//! [`Reply::Building`]; once every table is there, one last step plans the solve and answers
//! [`Reply::Planned`] with the display steps (moves and piece indices, nothing to re-parse).
//! The tables stay built for the worker's life, so later solves take one step.

use super::group_worker::Reply;
use super::solution::plan_steps_with;
use crate::group::Perm;
use crate::puzzle::State;
use crate::solver::short::{build_next_table, tables_ready, TableProgress};
use crate::solver::Method;

/// A solve waiting in the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct MegaminxJob {
    /// The page's number for it.
    pub id: u32,
    state: State,
    method: Method,
}

impl MegaminxJob {
    /// The job of solving `state` (where each sticker goes, 0-based) with the method named
    /// `method`; the reason in words when the request does not make sense.
    pub fn new(id: u32, method: &str, state: &[usize]) -> Result<MegaminxJob, String> {
        let method: Method = method.parse().map_err(|e| format!("{e}"))?;
        let perm = Perm::from_images(state).map_err(|e| format!("not a position: {e}"))?;
        let state = State::from_perm(&perm).map_err(|e| format!("not a Megaminx position: {e}"))?;
        Ok(MegaminxJob { id, state, method })
    }

    /// Does the next piece of work: one table ([`Reply::Building`], the job goes on), or the
    /// plan ([`Reply::Planned`] or [`Reply::Failed`], the job is over: `true`).
    pub fn step(&self) -> (Reply, bool) {
        let id = self.id;
        if self.method == Method::Short && !tables_ready() {
            let p = build_next_table();
            let reply = Reply::Building {
                id,
                fraction: p.fraction(),
                line: building_line(&p),
            };
            return (reply, false);
        }
        let reply = match plan_steps_with(&self.state, self.method) {
            Ok(steps) => Reply::Planned {
                id,
                method: self.method.name().to_string(),
                steps,
            },
            Err(e) => Reply::Failed {
                id,
                message: e.to_string(),
            },
        };
        (reply, true)
    }
}

/// "Building tables 40 % (12 of 30, 6.1 MB)…", or the solve's turn once they are built.
pub fn building_line(p: &TableProgress) -> String {
    let mb = p.bytes as f64 / 1e6;
    if p.is_done() {
        format!("Tables built ({mb:.1} MB); solving…")
    } else {
        format!(
            "Building tables {:.0} % ({} of {}, {mb:.1} MB)…",
            p.fraction() * 100.0,
            p.built,
            p.total
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Step by step: tables (each step one more, the fraction growing) and then a plan whose
    /// moves solve the position; a second job on the same worker needs one step.
    #[test]
    fn tables_step_by_step_then_a_plan_that_solves() {
        let start = State::random(&mut Rng::new(41));
        let images: Vec<usize> = start.to_perm().images().collect();
        let job = MegaminxJob::new(5, "short", &images).unwrap();
        let mut last = -1.0;
        let steps = loop {
            match job.step() {
                (
                    Reply::Building {
                        id: 5,
                        fraction,
                        line,
                    },
                    false,
                ) => {
                    assert!(
                        fraction >= last && fraction <= 1.0,
                        "{fraction} after {last}"
                    );
                    assert!(line.contains("tables") || line.contains("Tables"), "{line}");
                    last = fraction;
                }
                (
                    Reply::Planned {
                        id: 5,
                        method,
                        steps,
                    },
                    true,
                ) => {
                    assert_eq!(method, "short");
                    break steps;
                }
                other => panic!("{other:?}"),
            }
        };
        let end = steps
            .iter()
            .flat_map(|s| s.moves().collect::<Vec<_>>())
            .fold(start, |s, m| s.apply(m));
        assert!(end.is_solved());
        assert!(matches!(job.step(), (Reply::Planned { .. }, true)));
    }

    #[test]
    fn bad_requests_are_refused_in_words() {
        let solved: Vec<usize> = State::SOLVED.to_perm().images().collect();
        let e = MegaminxJob::new(1, "magic", &solved).unwrap_err();
        assert!(e.contains("magic"), "{e}");
        assert!(MegaminxJob::new(1, "short", &[0, 0, 1]).is_err());
        assert!(MegaminxJob::new(1, "short", &[1, 0]).is_err());
        // A reachable-looking but twisted position fails when planned, in words.
        let mut twisted = State::SOLVED;
        twisted.corner_twist[0] = 1;
        let images: Vec<usize> = twisted.to_perm().images().collect();
        let job = MegaminxJob::new(2, "thesis", &images).unwrap();
        let (reply, done) = job.step();
        assert!(done);
        assert!(
            matches!(&reply, Reply::Failed { id: 2, message } if message.contains("reachable")),
            "{reply:?}"
        );
    }

    #[test]
    fn building_lines() {
        let p = TableProgress {
            built: 12,
            total: 30,
            bytes: 6_100_000,
        };
        assert_eq!(
            building_line(&p),
            "Building tables 40 % (12 of 30, 6.1 MB)…"
        );
        let done = TableProgress { built: 30, ..p };
        assert_eq!(building_line(&done), "Tables built (6.1 MB); solving…");
    }
}
