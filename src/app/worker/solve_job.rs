//! [`SolveJob`]: a solve done in the Web Worker, of any puzzle by any method planned there
//! (the Megaminx's short solver, whose tables would freeze the page for seconds if they were
//! built on the main thread; the optimal tables and commutator searches of the others).
//!
//! The job works in small steps so that the worker reads its messages (a Cancel among them)
//! between two of them: each step builds one of the short solver's pruning tables and reports
//! [`Reply::Building`]; once every table is there, one last step plans the solve and answers
//! [`Reply::Planned`] with the display steps (moves and piece indices, nothing to re-parse).
//! The tables stay built for the worker's life, so later solves take one step.
//!
//! In the page the tables need not be built: the worker is offered a file of them
//! ([`TableAsset::Offered`], `pkg/short-tables.bin.gz`). The first short solve then asks for
//! it ("Loading tables…", [`TableAsset::Wanted`]) and waits while the worker script fetches
//! it; `loaded_line` reports how that went, and whatever the file did not give is built
//! step by step as without one.

use super::failure::Failure;
use super::protocol::Reply;
use crate::app::solve::plan;
use crate::app::solve::SolveMethod;
use crate::group::Perm;
use crate::puzzle::PuzzleKind;
use crate::solver::short::{build_next_table, import_tables, tables_ready, TableProgress};
use crate::solver::Method;

/// Whether the short solver's tables may come from a file instead of being built.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TableAsset {
    /// No file: the tables are built step by step.
    #[default]
    Absent,
    /// A file can be fetched; the first short solve asks for it.
    Offered,
    /// A short solve waits for the file's bytes.
    Wanted,
    /// The file was tried (loaded or refused); what is missing is built.
    Tried,
}

impl TableAsset {
    /// Takes the file's bytes (or why there are none) if a solve waits for them: loads its
    /// tables when they pass every check, and says how it went ("Tables loaded …" or why
    /// not); `None` when nothing waited.
    pub fn take(&mut self, bytes: Result<Vec<u8>, Failure>) -> Option<(TableProgress, String)> {
        if *self != TableAsset::Wanted {
            return None;
        }
        *self = TableAsset::Tried;
        let result = bytes.and_then(|b| import_tables(&b).map_err(|e| Failure(e.to_string())));
        let line = loaded_line(&result);
        let progress = result.unwrap_or_else(|_| crate::solver::short::build_progress());
        Some((progress, line))
    }
}

/// A solve waiting in the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveJob {
    /// The page's number for it.
    pub id: u32,
    puzzle: PuzzleKind,
    state: Perm,
    method: SolveMethod,
}

impl SolveJob {
    /// The job of solving `state` with `method` (a position that cannot be reached fails
    /// when it is planned).
    pub fn new(id: u32, puzzle: PuzzleKind, method: SolveMethod, state: Perm) -> SolveJob {
        SolveJob {
            id,
            puzzle,
            state,
            method,
        }
    }

    /// Does the next piece of work: one table ([`Reply::Building`], the job goes on), or the
    /// plan ([`Reply::Planned`] or [`Reply::Failed`], the job is over: `true`).
    /// With a table file [`TableAsset::Offered`], the first step asks for it instead
    /// ("Loading tables…", the asset is then [`TableAsset::Wanted`]).
    pub fn step(&self, asset: &mut TableAsset) -> (Reply, bool) {
        let id = self.id;
        if self.method == SolveMethod::Pieces(Method::Short) && !tables_ready() {
            if matches!(asset, TableAsset::Offered | TableAsset::Wanted) {
                *asset = TableAsset::Wanted;
                let line = "Loading tables…".to_string();
                return (
                    Reply::Building {
                        id,
                        fraction: 0.0,
                        line,
                    },
                    false,
                );
            }
            let p = build_next_table();
            let reply = Reply::Building {
                id,
                fraction: p.fraction(),
                line: building_line(&p),
            };
            return (reply, false);
        }
        let reply = match plan(self.puzzle, self.method, &self.state) {
            Ok(steps) => Reply::Planned {
                id,
                method: self.method,
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

/// "Tables loaded (30.7 MB); solving…" (or "building the rest…" when the file carried only
/// the tables that take longest to build), or why the file was not used and that the tables
/// are built here instead.
pub fn loaded_line(result: &Result<TableProgress, Failure>) -> String {
    match result {
        Ok(p) if p.is_done() => format!("Tables loaded ({:.1} MB); solving…", p.bytes as f64 / 1e6),
        Ok(p) => format!(
            "Tables loaded ({:.1} MB); building the rest…",
            p.bytes as f64 / 1e6
        ),
        Err(why) => format!("Could not load the tables ({why}); building them here…"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::State;
    use crate::rng::Rng;

    /// Step by step: tables (each step one more, the fraction growing) and then a plan whose
    /// moves solve the position; a second job on the same worker needs one step.
    #[test]
    fn tables_step_by_step_then_a_plan_that_solves() {
        let start = State::random(&mut Rng::new(41)).to_perm();
        let short = SolveMethod::Pieces(Method::Short);
        let job = SolveJob::new(5, PuzzleKind::Megaminx, short, start.clone());
        let mut last = -1.0;
        let steps = loop {
            match job.step(&mut TableAsset::Absent) {
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
                    assert_eq!(method, short);
                    break steps;
                }
                other => panic!("{other:?}"),
            }
        };
        let gens = PuzzleKind::Megaminx.def().generators();
        let end = steps
            .iter()
            .flat_map(|s| s.moves().collect::<Vec<_>>())
            .fold(start, |p, l| {
                p.then(&gens[l.generator].perm.pow(i64::from(l.power)))
            });
        assert!(end.is_identity());
        assert!(matches!(
            job.step(&mut TableAsset::Absent),
            (Reply::Planned { .. }, true)
        ));
    }

    /// A position that looks whole but cannot be reached fails when planned, in words (bad
    /// names and torn positions are refused earlier, where the request is read).
    #[test]
    fn an_unreachable_position_fails_in_words() {
        let mut twisted = State::SOLVED;
        twisted.corner_twist[0] = 1;
        let thesis = SolveMethod::Pieces(Method::Thesis);
        let job = SolveJob::new(2, PuzzleKind::Megaminx, thesis, twisted.to_perm());
        let (reply, done) = job.step(&mut TableAsset::Absent);
        assert!(done);
        assert!(
            matches!(&reply, Reply::Failed { id: 2, message } if message.contains("reachable")),
            "{reply:?}"
        );
    }

    /// The file is taken only when a solve waits for it, once; refused bytes and a failed
    /// fetch say why and that the tables are built here; good bytes load.
    #[test]
    fn the_table_file_is_taken_once_when_wanted() {
        let mut asset = TableAsset::Offered;
        assert_eq!(asset.take(Err("HTTP 404".into())), None);
        asset = TableAsset::Wanted;
        let (_, line) = asset.take(Err("HTTP 404".into())).unwrap();
        assert_eq!(
            line,
            "Could not load the tables (HTTP 404); building them here…"
        );
        assert_eq!(asset, TableAsset::Tried);
        assert_eq!(asset.take(Ok(Vec::new())), None, "tried once");
        asset = TableAsset::Wanted;
        let (_, line) = asset.take(Ok(b"<!doctype html>".to_vec())).unwrap();
        assert!(
            line.contains("MINXSHRT") && line.contains("building"),
            "{line}"
        );
        asset = TableAsset::Wanted;
        let (p, line) = asset
            .take(Ok(crate::solver::short::export_tables()))
            .unwrap();
        assert!(p.is_done());
        assert!(line.starts_with("Tables loaded ("), "{line}");
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
        assert_eq!(
            loaded_line(&Ok(p)),
            "Tables loaded (6.1 MB); building the rest…"
        );
        assert_eq!(loaded_line(&Ok(done)), "Tables loaded (6.1 MB); solving…");
    }
}
