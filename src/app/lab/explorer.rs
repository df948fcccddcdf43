//! [`Explorer`]: the subgroup explorer's state on the page — which generators are chosen, the
//! job running in the worker, its report, the membership answer — and the words the panel
//! shows for it ([`ExplorerView`]). It speaks the worker's [`Request`]/[`Reply`] messages,
//! so the page only carries them.

use crate::group::Perm;
use crate::puzzle::{NamedGroup, PuzzleKind};

use crate::app::worker::Reply;

use crate::app::worker::Membership;
use crate::app::worker::Request;
use crate::app::worker::SubgroupReport;

#[derive(Clone, Debug, PartialEq)]
enum Status {
    Idle,
    Running { fraction: f64, whole_group: bool },
    Done(Box<SubgroupReport>),
    Cancelled,
    Failed(String),
}

#[derive(Clone, Debug, PartialEq)]
enum Member {
    None,
    Asking(Perm),
    Answered(Perm, Membership),
    Failed(String),
}

/// The explorer for one puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Explorer {
    puzzle: PuzzleKind,
    selected: Vec<bool>,
    job: Option<u32>,
    status: Status,
    member: Member,
}

/// What the panel shows of the explorer.
#[derive(Clone, Debug, PartialEq)]
pub struct ExplorerView {
    /// One line: what is happening or what came out.
    pub status: String,
    /// The share of the work done while running.
    pub progress: Option<f64>,
    /// Whether a job is running (Cancel is offered).
    pub running: bool,
    /// Whether Compute can start (some generator chosen).
    pub can_start: bool,
    /// The finished report.
    pub report: Option<SubgroupReport>,
    /// `⟨A, B⟩`: the group the report is about.
    pub title: String,
    /// The order with separators.
    pub order: String,
    /// Its prime factorisation.
    pub factors: String,
    /// Its share of the whole group.
    pub fraction: String,
    /// The stabiliser chain: (level from 1, base point, orbit length).
    pub rows: Vec<(usize, usize, usize)>,
    /// The membership answer for the current position, if asked.
    pub member: String,
    /// The word that reaches the position, when it is a member (generator names).
    pub member_word: String,
    /// Whether the membership question can be asked.
    pub can_ask: bool,
}

impl Explorer {
    /// All generators chosen, nothing computed.
    pub fn new(puzzle: PuzzleKind) -> Explorer {
        Explorer {
            puzzle,
            selected: vec![true; puzzle.def().generators().len()],
            job: None,
            status: Status::Idle,
            member: Member::None,
        }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> PuzzleKind {
        self.puzzle
    }

    /// Which generators are chosen (by index).
    pub fn selected(&self) -> &[bool] {
        &self.selected
    }

    /// Chooses or drops generator `g`.
    pub fn set_selected(&mut self, g: usize, on: bool) {
        if let Some(s) = self.selected.get_mut(g) {
            *s = on;
        }
    }

    /// Chooses exactly the named generators (space separated); unknown names are ignored.
    pub fn select_names(&mut self, names: &str) {
        let def = self.puzzle.def();
        self.selected = vec![false; def.generators().len()];
        for n in names.split_whitespace() {
            if let Some(g) = def.generator_index(n) {
                self.selected[g] = true;
            }
        }
    }

    /// The chosen generators' names, space separated.
    pub fn names(&self) -> String {
        let def = self.puzzle.def();
        def.generators()
            .iter()
            .zip(&self.selected)
            .filter(|(_, &on)| on)
            .map(|(g, _)| g.name.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The job being shown, if any.
    pub fn job(&self) -> Option<u32> {
        self.job
    }

    /// Starts computing the chosen subgroup as job `id`: the requests to send (forgetting
    /// the previous job first). Nothing when no generator is chosen.
    pub fn start(&mut self, id: u32) -> Vec<Request> {
        if !self.selected.iter().any(|&s| s) {
            return Vec::new();
        }
        let mut out: Vec<Request> = self
            .job
            .map(|old| Request::Forget { id: old })
            .into_iter()
            .collect();
        let generators = (0..self.selected.len())
            .filter(|&g| self.selected[g])
            .collect();
        out.push(Request::Start {
            id,
            group: NamedGroup {
                puzzle: self.puzzle,
                generators,
            },
        });
        self.job = Some(id);
        self.status = Status::Running {
            fraction: 0.0,
            whole_group: false,
        };
        self.member = Member::None;
        out
    }

    /// Cancels the running job, if any.
    pub fn cancel(&mut self) -> Option<Request> {
        if !matches!(self.status, Status::Running { .. }) {
            return None;
        }
        let id = self.job.take()?;
        self.status = Status::Cancelled;
        Some(Request::Cancel { id })
    }

    /// Asks whether `position` is in the computed subgroup.
    pub fn ask(&mut self, position: &Perm) -> Option<Request> {
        let id = self.job?;
        if !matches!(self.status, Status::Done(_)) {
            return None;
        }
        self.member = Member::Asking(position.clone());
        Some(Request::Member {
            id,
            state: position.clone(),
        })
    }

    /// Takes in a reply from the worker; `true` when it was about this explorer's job.
    pub fn receive(&mut self, reply: &Reply) -> bool {
        let mine = |id: &u32| Some(*id) == self.job;
        match reply {
            Reply::Progress {
                id,
                fraction,
                whole_group,
                ..
            } if mine(id) && matches!(self.status, Status::Running { .. }) => {
                self.status = Status::Running {
                    fraction: *fraction,
                    whole_group: *whole_group,
                };
            }
            Reply::Done { id, report } if mine(id) => {
                self.status = Status::Done(Box::new(report.clone()));
            }
            Reply::Failed { id, message } if mine(id) => {
                if matches!(self.member, Member::Asking(_)) {
                    self.member = Member::Failed(message.clone());
                } else {
                    self.status = Status::Failed(message.clone());
                }
            }
            Reply::Member { id, answer } if mine(id) => {
                if let Member::Asking(asked) = &self.member {
                    self.member = Member::Answered(asked.clone(), answer.clone());
                }
            }
            _ => return false,
        }
        true
    }

    /// The worker died (`message` says how): a running job fails, a membership question
    /// goes unanswered, and a finished report stays on screen while its chain, which the
    /// worker held, is gone (asking again needs a new Compute). `true` when anything changed.
    pub fn worker_lost(&mut self, message: &str) -> bool {
        if self.job.is_none() {
            return false;
        }
        match self.status {
            Status::Running { .. } => self.status = Status::Failed(message.to_string()),
            Status::Done(_) => {
                self.job = None;
                self.member = Member::Failed(format!("{message}; compute again to ask"));
                return true;
            }
            _ => {}
        }
        if matches!(self.member, Member::Asking(_)) {
            self.member = Member::Failed(message.to_string());
        }
        true
    }

    /// What to show, with `position` the puzzle's position now (an answer about an earlier
    /// position is not shown as if it were about this one).
    pub fn view(&self, position: &Perm) -> ExplorerView {
        let report = match &self.status {
            Status::Done(r) => Some((**r).clone()),
            _ => None,
        };
        let title = report
            .as_ref()
            .map_or_else(String::new, |r| format!("⟨{}⟩", r.generators.join(", ")));
        let status = match &self.status {
            Status::Idle => "Choose generators, then Compute.".to_string(),
            Status::Running {
                fraction,
                whole_group,
            } => {
                let what = if *whole_group {
                    "the whole group first (for the share)"
                } else {
                    "the subgroup"
                };
                format!(
                    "Computing {what} by Schreier–Sims… {:.0}%",
                    fraction * 100.0
                )
            }
            Status::Done(r) => format!(
                "Order of {title}: {} — a stabiliser chain of {} levels.",
                r.order_grouped(),
                r.base.len()
            ),
            Status::Cancelled => "Cancelled.".to_string(),
            Status::Failed(m) => format!("Could not compute: {m}"),
        };
        let mut member_word = String::new();
        let member = match (&self.member, &report) {
            (Member::Asking(p), _) if p == position => {
                "Sifting the position through the chain and looking for a word…".to_string()
            }
            (Member::Answered(p, answer), Some(r)) if p == position => {
                let names = r.generators.join(", ");
                match answer {
                    Membership::Member { length: 0, .. } => {
                        format!("Yes: the solved position is in ⟨{names}⟩ (the empty word).")
                    }
                    Membership::Member { word, length } => {
                        member_word = word.clone();
                        format!(
                            "Yes: this position is in ⟨{names}⟩, reached from solved by \
                             {length} move{}:",
                            if *length == 1 { "" } else { "s" }
                        )
                    }
                    Membership::NotMember => {
                        format!("No: no sequence of {names} reaches this position.")
                    }
                }
            }
            (Member::Failed(m), _) => format!("Could not answer: {m}"),
            (Member::None, _) => String::new(),
            _ => "The position has changed since; ask again.".to_string(),
        };
        ExplorerView {
            progress: match self.status {
                Status::Running { fraction, .. } => Some(fraction),
                _ => None,
            },
            running: matches!(self.status, Status::Running { .. }),
            can_start: self.selected.iter().any(|&s| s),
            can_ask: report.is_some()
                && self.job.is_some()
                && !matches!(&self.member, Member::Asking(p) if p == position),
            order: report
                .as_ref()
                .map_or_else(String::new, |r| r.order_grouped()),
            factors: report
                .as_ref()
                .map_or_else(String::new, |r| r.factors_text()),
            fraction: report
                .as_ref()
                .map_or_else(String::new, |r| r.fraction_text()),
            rows: report.as_ref().map_or_else(Vec::new, |r| {
                r.base
                    .iter()
                    .zip(&r.orbits)
                    .enumerate()
                    .map(|(i, (&b, o))| (i + 1, b, o.len()))
                    .collect()
            }),
            report,
            title,
            status,
            member,
            member_word,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::worker::GroupWorker;

    fn drive(worker: &mut GroupWorker, explorer: &mut Explorer, requests: Vec<Request>) {
        for r in requests {
            for reply in worker.handle(r) {
                explorer.receive(&reply);
            }
        }
        while worker.busy() {
            for reply in worker.step(3_000) {
                explorer.receive(&reply);
            }
        }
    }

    fn pyraminx_turn(name: &str) -> Perm {
        let def = PuzzleKind::Pyraminx.def();
        def.generator(name).unwrap().perm.clone()
    }

    #[test]
    fn compute_show_and_ask() {
        let mut worker = GroupWorker::new();
        let mut ex = Explorer::new(PuzzleKind::Pyraminx);
        ex.select_names("s5 s6 s7 s8");
        assert_eq!(ex.names(), "s5 s6 s7 s8");
        let solved = PuzzleKind::Pyraminx.def().identity();
        let reqs = ex.start(1);
        assert!(ex.view(&solved).running);
        drive(&mut worker, &mut ex, reqs);
        let v = ex.view(&solved);
        assert_eq!(v.order, "933,120");
        assert_eq!(v.title, "⟨s5, s6, s7, s8⟩");
        assert_eq!(v.factors, "2⁸ · 3⁶ · 5");
        assert!(v.fraction.starts_with("1 / 81 of the whole group"));
        assert_eq!(
            v.rows.iter().map(|r| r.2).product::<usize>(),
            933_120,
            "the orbit lengths multiply to the order"
        );
        // Ask about a tip turn: not in the no-tips group.
        let s1 = pyraminx_turn("s1");
        let ask = ex.ask(&s1).into_iter().collect();
        drive(&mut worker, &mut ex, ask);
        assert!(ex
            .view(&s1)
            .member
            .starts_with("No: no sequence of s5, s6, s7, s8"));
        assert_eq!(
            ex.view(&solved).member,
            "The position has changed since; ask again."
        );
        let s5 = pyraminx_turn("s5");
        let ask = ex.ask(&s5).into_iter().collect();
        drive(&mut worker, &mut ex, ask);
        let v = ex.view(&s5);
        assert_eq!(
            v.member,
            "Yes: this position is in ⟨s5, s6, s7, s8⟩, reached from solved by 1 move:"
        );
        assert_eq!(v.member_word, "s5");
    }

    #[test]
    fn cancel_and_empty_selections() {
        let mut worker = GroupWorker::new();
        let mut ex = Explorer::new(PuzzleKind::Megaminx);
        let solved = PuzzleKind::Megaminx.def().identity();
        for r in ex.start(4) {
            worker.handle(r);
        }
        worker.step(10);
        let cancel = ex.cancel().unwrap();
        for reply in worker.handle(cancel) {
            assert!(
                !ex.receive(&reply),
                "the explorer already let go of the job"
            );
        }
        assert!(!worker.busy());
        let v = ex.view(&solved);
        assert_eq!(v.status, "Cancelled.");
        assert!(!v.running && v.report.is_none());
        ex.select_names("");
        assert!(ex.start(5).is_empty());
        assert!(!ex.view(&solved).can_start);
        // Replies for other jobs (the page API's) are not the explorer's.
        assert!(!ex.receive(&Reply::Cancelled { id: 99 }));
    }

    #[test]
    fn a_lost_worker_ends_a_running_job_and_keeps_a_finished_report() {
        let solved = PuzzleKind::Pyraminx.def().identity();
        let mut ex = Explorer::new(PuzzleKind::Pyraminx);
        assert!(!ex.worker_lost("gone"), "nothing was running");
        ex.start(1);
        assert!(ex.view(&solved).running);
        assert!(ex.worker_lost("the subgroup worker stopped: boom"));
        let v = ex.view(&solved);
        assert!(!v.running && v.progress.is_none());
        assert_eq!(
            v.status,
            "Could not compute: the subgroup worker stopped: boom"
        );
        // A finished report stays; its chain went with the worker, so asking waits for a
        // new Compute.
        let mut worker = GroupWorker::new();
        let reqs = ex.start(2);
        drive(&mut worker, &mut ex, reqs);
        assert!(ex.view(&solved).can_ask);
        assert!(ex.worker_lost("the subgroup worker stopped: boom"));
        let v = ex.view(&solved);
        assert_eq!(v.order, "75,582,720");
        assert!(!v.can_ask && ex.ask(&solved).is_none());
        assert!(v.member.contains("compute again"), "{}", v.member);
        let reqs = ex.start(3);
        assert!(
            matches!(reqs[..], [Request::Start { id: 3, .. }]),
            "{reqs:?}"
        );
        drive(&mut worker, &mut ex, reqs);
        assert!(ex.view(&solved).can_ask);
    }
}
