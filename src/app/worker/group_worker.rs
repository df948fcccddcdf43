//! [`GroupWorker`]: the subgroup explorer's side of the Web Worker, as plain messages.
//!
//! The page posts [`Request`]s (plain JavaScript objects, built and read by
//! serde-wasm-bindgen at the edge) to a worker running the same wasm module; the worker
//! hands them to a `GroupWorker`, calls [`GroupWorker::step`] in slices between its message
//! checks, and posts the [`Reply`]s back. Several jobs can run at once (the explorer's and
//! the page API's); they take turns. Cancelling drops a job between two slices. The whole
//! puzzle groups' orders are remembered, so only the first job on a puzzle computes one.
//!
//! A solve ([`Request::Solve`], of any puzzle by any method planned in the worker) is a job
//! too ([`SolveJob`]; the short solver's is done one table at a time); it goes before the
//! subgroup jobs, and a Cancel is read between two of its steps. A worker offered the tables as a file ([`GroupWorker::offer_tables`])
//! asks for it on its first short solve ([`GroupWorker::wants_tables`]) and is handed its bytes
//! ([`GroupWorker::load_tables`]) instead of building them.
//!
//! A film ([`Request::Film`], [`FilmJob`]) keeps the frames as they arrive and encodes one
//! per step, after a solve and before the subgroup jobs, saying how far it is
//! ([`Reply::Encoding`]); a Cancel read between two steps drops it.
//!
//! Messages are typed: a request names its puzzle, method and generators by value
//! ([`PuzzleKind`], [`Method`], [`NamedGroup`]'s generator numbers) and carries positions as
//! [`Perm`]s, all checked where the message is read, so nothing in here re-parses
//! text; big numbers are decimal strings only on the wire ([`crate::wire::Decimal`]). All of
//! it is pure Rust, so the protocol is tested natively (through `serde_json::Value`, which
//! stands in for the structured clone); the worker script only moves the objects.

use super::anatomy_view::AnatomyView;
use super::failure::Failure;
use super::film_job::{FilmFrame, FilmJob};
use super::module_call::{answer, read_call, ModuleCall};
use super::protocol::{Reply, Request, PANIC_ON_PURPOSE};
use crate::app::draw::{FilmSpec, Letterer};
use crate::wire::Bytes;
use std::collections::HashMap;

use num_bigint::BigUint;

use super::prebuild::Prebuild;
use super::solve_job::TableAsset;
use super::solve_job::{SolveJob, LOADING_LINE};
use super::subgroup::SubgroupJob;
use crate::app::solve::Method;
use crate::group::Perm;
use crate::puzzle::PuzzleKind;
use crate::solver::short::{build_progress, Orbits};

/// Milliseconds since the first call: the clock natively (tests, the CLI); the page's worker
/// brings the browser's ([`GroupWorker::with_clock`]), as `std::time` has none in wasm.
pub fn monotonic_ms() -> f64 {
    #[cfg(not(target_arch = "wasm32"))]
    {
        static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
        START
            .get_or_init(std::time::Instant::now)
            .elapsed()
            .as_secs_f64()
            * 1e3
    }
    #[cfg(target_arch = "wasm32")]
    0.0
}

/// The worker's jobs and what it remembers between them.
#[derive(Debug)]
pub struct GroupWorker {
    jobs: Vec<(u32, SubgroupJob)>,
    full_orders: HashMap<PuzzleKind, BigUint>,
    turn: usize,
    solve: Option<SolveJob>,
    /// Module calls waiting, each with when the worker received it (ms on its clock: a
    /// budgeted solve's deadline counts from then).
    calls: std::collections::VecDeque<(u32, ModuleCall, f64)>,
    tables: TableAsset,
    /// How the tables' file went ("Tables loaded …" or why not) when no solve waited for it
    /// (the idle worker asked for it): told to the next short solve while its tables are
    /// still being built, so that a person learns why they are.
    untold: Option<String>,
    /// What the methods built; `None`: nothing is built ahead (see [`GroupWorker::prebuilding`]).
    prebuild: Option<Prebuild>,
    heap: fn() -> usize,
    clock: fn() -> f64,
    /// The film being encoded, if any.
    film: Option<FilmJob>,
    /// Draws a film's captions (the page's worker: the browser's fonts; none natively).
    letterer: Option<Letterer>,
}

impl Default for GroupWorker {
    fn default() -> GroupWorker {
        GroupWorker {
            jobs: Vec::new(),
            full_orders: HashMap::new(),
            turn: 0,
            solve: None,
            calls: std::collections::VecDeque::new(),
            tables: TableAsset::Absent,
            untold: None,
            prebuild: None,
            heap: || 0,
            clock: monotonic_ms,
            film: None,
            letterer: None,
        }
    }
}

impl GroupWorker {
    /// A worker with no jobs.
    pub fn new() -> GroupWorker {
        GroupWorker::default()
    }

    /// A worker that measures its memory with `heap` (in bytes) when asked.
    pub fn with_heap_probe(heap: fn() -> usize) -> GroupWorker {
        GroupWorker {
            heap,
            ..GroupWorker::default()
        }
    }

    /// The worker, reading the time (ms, only forwards) with `clock`: a budgeted search
    /// ends when its budget is spent on it.
    pub fn with_clock(self, clock: fn() -> f64) -> GroupWorker {
        GroupWorker { clock, ..self }
    }

    /// The worker, lettering films' captions with `letterer` (without one, a captioned
    /// frame's band is blank).
    pub fn with_letterer(self, letterer: Letterer) -> GroupWorker {
        GroupWorker {
            letterer: Some(letterer),
            ..self
        }
    }

    /// The worker, building ahead (the page's): a solve whose method's tables are not built
    /// yet says first what is being built, and once a puzzle was solved, the tables of its
    /// other methods are built while no job waits ([`Prebuild`]).
    pub fn prebuilding(self) -> GroupWorker {
        GroupWorker {
            prebuild: Some(Prebuild::default()),
            ..self
        }
    }

    /// Offers the short solver's tables as a file: the first short solve asks for it
    /// ([`GroupWorker::wants_tables`]) before building any table.
    pub fn offer_tables(&mut self) {
        if self.tables == TableAsset::Absent {
            self.tables = TableAsset::Offered;
        }
    }

    /// Whether a short solve waits for the tables' file (the worker script then fetches it
    /// and calls [`GroupWorker::load_tables`]; meanwhile the worker is not [`busy`](Self::busy)).
    pub fn wants_tables(&self) -> bool {
        let prebuild = self.prebuild.as_ref().is_some_and(Prebuild::waits_for_file);
        self.tables == TableAsset::Wanted
            && (self.solve.is_some() || !self.calls.is_empty() || prebuild)
    }

    /// The tables' file (or why it could not be fetched): its tables are loaded if it passes
    /// every check, else they will be built. Answers the waiting solve's progress line.
    /// With no solve waiting (the idle worker asked for the file), the line waits for the
    /// next short solve.
    pub fn load_tables(&mut self, bytes: Result<Vec<u8>, Failure>) -> Vec<Reply> {
        let id = self.solve.as_ref().map(|j| j.id);
        match (self.tables.take(bytes), id) {
            (Some((p, line)), Some(id)) => vec![Reply::Building {
                id,
                fraction: p.fraction(),
                line,
            }],
            (Some((_, line)), None) => {
                self.untold = Some(line);
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    /// What a short solve of `puzzle` just received says first about its tables: that it
    /// waits for the file on its way, or how the file went when the idle worker fetched it
    /// while the tables are still being built. Only for a puzzle whose tables the file
    /// carries (a Kilominx solve is not told of the Megaminx's file).
    fn tables_line(&mut self, id: u32, puzzle: PuzzleKind) -> Option<Reply> {
        let orbits = puzzle.info().dodecahedral().map(Orbits::of);
        if !orbits.is_some_and(TableAsset::carries) {
            return None;
        }
        let (fraction, line) = if self.wants_tables() {
            (0.0, LOADING_LINE.to_string())
        } else {
            let line = self.untold.take()?;
            let progress = build_progress();
            if progress.fraction() >= 1.0 {
                return None; // built since: nothing to explain
            }
            (progress.fraction(), line)
        };
        Some(Reply::Building { id, fraction, line })
    }

    /// Handles a request as it was read at the edge: a request, or why it could not be read
    /// (answered with [`Reply::unreadable`]).
    pub fn handle_read<E: std::fmt::Display>(&mut self, read: Result<Request, E>) -> Vec<Reply> {
        match read {
            Ok(r) => self.handle(r),
            Err(e) => vec![Reply::unreadable(e)],
        }
    }

    /// Handles one request.
    pub fn handle(&mut self, request: Request) -> Vec<Reply> {
        match request {
            Request::Start { id, group } => {
                self.forget(id);
                let known = self.full_orders.get(&group.puzzle).cloned();
                self.jobs.push((id, SubgroupJob::new(group, known)));
                vec![Reply::Progress {
                    id,
                    fraction: 0.0,
                    levels: 0,
                    whole_group: false,
                }]
            }
            Request::Cancel { id } => {
                self.forget(id);
                vec![Reply::Cancelled { id }]
            }
            Request::Solve {
                id,
                puzzle,
                method,
                state,
                budget,
            } => {
                if let Some(refused) = wrong_degree(id, puzzle, &state) {
                    return vec![refused];
                }
                let job = SolveJob::new(id, puzzle, method, state, budget);
                let old = self.solve.replace(job.received_at((self.clock)()));
                let mut out: Vec<Reply> = old
                    .map(|j| Reply::Cancelled { id: j.id })
                    .into_iter()
                    .collect();
                // The file asked for while idle (the method picked): on its way, the solve
                // is not stepped until it comes; come, its line was told to no one yet.
                if method == Method::Short {
                    out.extend(self.tables_line(id, puzzle));
                }
                out
            }
            Request::Anatomy { id, puzzle, state } => {
                if let Some(refused) = wrong_degree(id, puzzle, &state) {
                    return vec![refused];
                }
                let (anatomy, orders) = AnatomyView::of(puzzle, &state);
                vec![Reply::Anatomy {
                    id,
                    anatomy,
                    orders,
                }]
            }
            Request::Prepare { puzzle, method } => {
                if let Some(p) = self.prebuild.as_mut() {
                    p.wanted(puzzle, method);
                }
                Vec::new()
            }
            Request::Heap { id } => vec![Reply::Heap {
                id,
                bytes: (self.heap)(),
            }],
            Request::Ready { id, puzzle, method } => vec![Reply::Ready {
                id,
                ready: self
                    .prebuild
                    .as_ref()
                    .is_some_and(|p| p.is_built(puzzle, method)),
            }],
            Request::Forget { id } => {
                self.forget(id);
                Vec::new()
            }
            Request::Member { id, state } => vec![self.member(id, &state)],
            Request::Call { id, json } => match read_call(&json) {
                Ok(call) => {
                    self.calls.push_back((id, call, (self.clock)()));
                    Vec::new()
                }
                Err(e) => vec![Reply::Failed { id, message: e.0 }],
            },
            Request::Film {
                id,
                side,
                speed,
                frames,
                captions,
            } => self.start_film(id, side, speed, frames, captions),
            Request::FilmFrame {
                id,
                index,
                rgba,
                bottom_up,
            } => self.film_frame(id, index as usize, &rgba.0, bottom_up),
            Request::Panic => panic!("{PANIC_ON_PURPOSE}"),
        }
    }

    /// Starts film `id` of `frames` frames `side` pixels square at `speed` (replacing any
    /// other), each captioned as `captions` says, or says why not.
    fn start_film(
        &mut self,
        id: u32,
        side: u32,
        speed: f64,
        frames: u32,
        captions: String,
    ) -> Vec<Reply> {
        match FilmSpec::new(side, speed) {
            Ok(_) if frames == 0 => vec![Reply::Failed {
                id,
                message: "a film has at least one frame".into(),
            }],
            Ok(spec) => {
                let captions = captions.lines().map(String::from).collect();
                let job = FilmJob::new(id, spec, frames as usize, captions, self.letterer);
                self.film = Some(job);
                Vec::new()
            }
            Err(e) => vec![Reply::Failed {
                id,
                message: e.to_string(),
            }],
        }
    }

    /// Keeps frame `index` of film `id` for encoding (a frame of a film cancelled or
    /// replaced is dropped); a bad frame fails the film.
    fn film_frame(&mut self, id: u32, index: usize, rgba: &[u8], bottom_up: bool) -> Vec<Reply> {
        let Some(job) = self.film.as_mut().filter(|j| j.id == id) else {
            return Vec::new();
        };
        let frame = FilmFrame {
            index,
            rgba,
            bottom_up,
        };
        match job.add(frame) {
            Ok(()) => Vec::new(),
            Err(message) => {
                self.film = None;
                vec![Reply::Failed { id, message }]
            }
        }
    }

    /// Encodes the film's next frame: how far it is, the GIF once whole, or why it failed.
    fn film_step(&mut self) -> Vec<Reply> {
        let Some(job) = self.film.as_mut() else {
            return Vec::new();
        };
        let id = job.id;
        let reply = match job.step() {
            Ok(None) => {
                return vec![Reply::Encoding {
                    id,
                    encoded: job.encoded() as u32,
                }]
            }
            Ok(Some(gif)) => Reply::Filmed {
                id,
                gif: Bytes(gif),
            },
            Err(message) => Reply::Failed { id, message },
        };
        self.film = None;
        vec![reply]
    }

    /// Answers the first module call waiting, unless it is a short solve that must first
    /// ask for the tables' file (as a short [`SolveJob`] does); `None` when none waits.
    fn next_call(&mut self) -> Option<Vec<Reply>> {
        let (_, call, _) = self.calls.front()?;
        if call.wants_short_tables() && !crate::solver::short::tables_ready() {
            if self.tables == TableAsset::Offered {
                self.tables = TableAsset::Wanted;
            }
            if self.tables == TableAsset::Wanted {
                return Some(Vec::new());
            }
        }
        let (id, call, received) = self.calls.pop_front()?;
        Some(vec![match answer(call, self.clock, received) {
            Ok(json) => Reply::Answered { id, json },
            Err(e) => Reply::Failed { id, message: e.0 },
        }])
    }

    fn forget(&mut self, id: u32) {
        self.jobs.retain(|(j, _)| *j != id);
        self.solve.take_if(|j| j.id == id);
        self.calls.retain(|(j, _, _)| *j != id);
        self.film.take_if(|j| j.id == id);
    }

    fn member(&self, id: u32, perm: &Perm) -> Reply {
        let failed = |message: String| Reply::Failed { id, message };
        let Some((_, job)) = self.jobs.iter().find(|(j, _)| *j == id) else {
            return failed(format!("no subgroup job {id}"));
        };
        let degree = job.group().puzzle.def().sticker_count();
        if perm.degree() != degree {
            return failed(format!(
                "a position of this puzzle has {degree} stickers, not {}",
                perm.degree()
            ));
        }
        match job.member(perm) {
            Some(answer) => Reply::Member { id, answer },
            None => failed("the subgroup is still being computed".to_string()),
        }
    }

    /// Whether some job still has work to do.
    pub fn busy(&self) -> bool {
        ((self.solve.is_some() || !self.calls.is_empty()) && !self.wants_tables())
            || self.jobs.iter().any(|(_, j)| j.chain().is_none())
            || (self.prebuild.as_ref().is_some_and(Prebuild::pending) && !self.wants_tables())
            || self.film.as_ref().is_some_and(FilmJob::ready)
    }

    /// Gives the next unfinished job (in turn) about `budget` units of work; reports its
    /// progress, or its result when it finishes. Nothing when idle. A Megaminx solve goes
    /// first and does one of its steps (one table, or the plan) whatever the budget.
    pub fn step(&mut self, budget: u64) -> Vec<Reply> {
        if let Some(reply) = self.next_call() {
            return reply;
        }
        let solving = !self.wants_tables();
        if let Some(job) = self.solve.as_mut().filter(|_| solving) {
            let (puzzle, method) = job.of();
            let pre = self.prebuild.as_mut();
            if let Some(line) = pre.as_ref().and_then(|p| p.announce(puzzle, method)) {
                if job.announce() {
                    return vec![Reply::Building {
                        id: job.id,
                        fraction: 0.0,
                        line,
                    }];
                }
            }
            let (reply, done) = job.step(&mut self.tables, self.clock);
            if let (Some(p), Some(Reply::Planned { .. })) = (pre, &reply) {
                p.planned(puzzle, method);
            }
            if done {
                self.solve = None;
            }
            return reply.into_iter().collect();
        }
        if self.film.as_ref().is_some_and(FilmJob::ready) {
            return self.film_step();
        }
        let running: Vec<usize> = (0..self.jobs.len())
            .filter(|&k| self.jobs[k].1.chain().is_none())
            .collect();
        if running.is_empty() {
            if let Some(p) = self.prebuild.as_mut() {
                p.step(&mut self.tables, self.clock);
            }
            return Vec::new();
        }
        self.turn = (self.turn + 1) % running.len();
        let (id, job) = &mut self.jobs[running[self.turn]];
        let id = *id;
        let p = job.step(budget);
        if let Some(full) = job.full_order() {
            self.full_orders
                .entry(job.group().puzzle)
                .or_insert_with(|| full.clone());
        }
        match job.report() {
            Some(report) if p.done => vec![Reply::Done { id, report }],
            _ => vec![Reply::Progress {
                id,
                fraction: p.fraction,
                levels: p.levels,
                whole_group: p.whole_group,
            }],
        }
    }
}

impl GroupWorker {
    /// Steps the jobs (about `budget` units at a time) for as long as `more` says and there
    /// is work; returns the replies with each job's progress reports merged into its latest.
    pub fn run(&mut self, budget: u64, mut more: impl FnMut() -> bool) -> Vec<Reply> {
        let mut out: Vec<Reply> = Vec::new();
        while self.busy() {
            for reply in self.step(budget) {
                if reply.is_progress() {
                    let id = reply.id();
                    out.retain(|r| !(r.is_progress() && r.id() == id));
                }
                out.push(reply);
            }
            if !more() {
                break;
            }
        }
        out
    }
}

/// The refusal of job `id`'s position when it is not one of `puzzle`'s (another number of
/// stickers); `None` when it is.
fn wrong_degree(id: u32, puzzle: PuzzleKind, state: &Perm) -> Option<Reply> {
    let stickers = puzzle.def().sticker_count();
    (state.degree() != stickers).then(|| Reply::Failed {
        id,
        message: format!(
            "a position of the {puzzle} has {stickers} stickers, not {}",
            state.degree()
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::solve::Method;
    use crate::app::worker::Membership;
    use crate::puzzle::NamedGroup;

    /// A message as it crosses to the worker and back: the page writes it, the other side
    /// reads it (`serde_json::Value` stands in for the structured clone).
    fn cross<T: serde::Serialize + serde::de::DeserializeOwned>(value: &T) -> Result<T, Failure> {
        let wire = serde_json::to_value(value).map_err(|e| Failure(e.to_string()))?;
        serde_json::from_value(wire).map_err(|e| Failure(e.to_string()))
    }

    /// Starts a job on `gens` of `puzzle` as the page does: names read at the edge, the
    /// request crossing as a value.
    fn start(w: &mut GroupWorker, id: u32, puzzle: PuzzleKind, gens: &str) -> Vec<Reply> {
        let group = NamedGroup::new(puzzle, gens).unwrap();
        w.handle_read(cross(&Request::Start { id, group }))
    }

    /// A solve request is answered at once with a plan that solves; bad ones fail.
    #[test]
    fn solve_requests() {
        let mut w = GroupWorker::new();
        let def = PuzzleKind::Pyraminx.def();
        let word = def.parse_word("s5 s6' s1").unwrap();
        let state = def.evaluate(&word);
        let optimal = Method::Optimal;
        let request = cross(&Request::Solve {
            id: 3,
            puzzle: PuzzleKind::Pyraminx,
            method: optimal,
            state: state.clone(),
            budget: None,
        });
        assert!(w.handle_read(request).is_empty(), "a job, planned in steps");
        let replies = run(&mut w);
        let [Reply::Planned { id: 3, steps, .. }] = replies.as_slice() else {
            panic!("{replies:?}")
        };
        let played: Vec<_> = steps.iter().flat_map(|s| s.moves()).collect();
        let names = def.generator_names();
        let mut text = crate::group::Word::new();
        played.iter().for_each(|l| text.push(l.generator, l.power));
        assert_eq!(text.display_with(&names).to_string(), "s6 s5' s1'");
        assert_eq!(
            cross(&replies[0]).as_ref(),
            Ok(&replies[0]),
            "a plan crosses whole"
        );
        let bad = Request::Solve {
            id: 4,
            puzzle: PuzzleKind::Megaminx,
            method: optimal,
            state,
            budget: None,
        };
        assert!(
            matches!(w.handle(bad).as_slice(), [Reply::Failed { id: 4, .. }]),
            "a position of another puzzle is refused as it is read"
        );
    }

    fn run(w: &mut GroupWorker) -> Vec<Reply> {
        let mut out = Vec::new();
        while w.busy() {
            out.extend(w.step(2_000));
        }
        out
    }

    #[test]
    fn two_jobs_take_turns_and_both_finish() {
        let mut w = GroupWorker::new();
        start(&mut w, 1, PuzzleKind::Pyraminx, "");
        start(&mut w, 2, PuzzleKind::Pyraminx, "s5 s6 s7 s8");
        let replies = run(&mut w);
        let order = |id: u32| {
            replies.iter().find_map(|r| match r {
                Reply::Done { id: i, report } if *i == id => Some(report.order.to_string()),
                _ => None,
            })
        };
        assert_eq!(order(1).as_deref(), Some("75582720"));
        assert_eq!(order(2).as_deref(), Some("933120"));
        // Replies cross to the page and come back the same; orders as decimal strings.
        for r in &replies {
            assert_eq!(&cross(r).unwrap(), r);
        }
        let done = replies
            .iter()
            .find(|r| matches!(r, Reply::Done { id: 1, .. }));
        let wire = serde_json::to_value(done.unwrap()).unwrap();
        assert_eq!(wire["done"]["report"]["order"], "75582720");
        assert_eq!(wire["done"]["report"]["puzzle"], "pyraminx");
    }

    #[test]
    fn cancel_drops_a_job_between_slices() {
        let mut w = GroupWorker::new();
        start(&mut w, 7, PuzzleKind::Megaminx, "A B C");
        w.step(100);
        assert!(w.busy());
        let r = w.handle_read(serde_json::from_value(
            serde_json::json!({"cancel": {"id": 7}}),
        ));
        assert_eq!(r, vec![Reply::Cancelled { id: 7 }]);
        assert!(!w.busy());
        assert!(w.step(100).is_empty());
    }

    #[test]
    fn membership_after_the_job() {
        let mut w = GroupWorker::new();
        start(&mut w, 3, PuzzleKind::Cube2, "R G");
        let early = w.handle(Request::Member {
            id: 3,
            state: Perm::identity(24),
        });
        assert!(matches!(early[0], Reply::Failed { .. }), "not done yet");
        run(&mut w);
        let def = PuzzleKind::Cube2.def();
        let state = def.generator("R").unwrap().perm.clone();
        let answer = w.handle(Request::Member { id: 3, state });
        assert_eq!(
            answer,
            vec![Reply::Member {
                id: 3,
                answer: Membership::Member {
                    word: "R".into(),
                    length: 1
                }
            }]
        );
        let b = def.generator("B").unwrap().perm.clone();
        let answer = w.handle(Request::Member { id: 3, state: b });
        assert!(matches!(
            answer[0],
            Reply::Member {
                answer: Membership::NotMember,
                ..
            }
        ));
    }

    /// A request that cannot be read (not an object, an unknown puzzle or method, a
    /// generator number the puzzle lacks, a position that is not one) is answered in words
    /// for job 0, and starts nothing.
    #[test]
    fn bad_requests_are_answered_in_words() {
        use serde_json::json;
        let mut w = GroupWorker::new();
        let solved: Vec<usize> = (0..120).collect();
        let cases = [
            (json!("<script>"), "unknown variant"),
            (
                json!({"start": {"id": 4, "group": {"puzzle": "tetraminx", "generators": []}}}),
                "unknown puzzle",
            ),
            (
                json!({"start": {"id": 5, "group": {"puzzle": "cube2", "generators": [6]}}}),
                "no generator number 6",
            ),
            (
                json!({"solve": {"id": 6, "puzzle": "cube2", "method": "magic", "state": [0]}}),
                "magic",
            ),
            (
                json!({"solve": {"id": 7, "puzzle": "megaminx", "method": "magic", "state": solved}}),
                "magic",
            ),
            (
                json!({"solve": {"id": 8, "puzzle": "megaminx", "method": "short", "state": [1, 0]}}),
                "sticker",
            ),
            (
                json!({"member": {"id": 9, "state": [0, 0]}}),
                "appears twice",
            ),
        ];
        for (wire, why) in cases {
            let r = w.handle_read(serde_json::from_value::<Request>(wire.clone()));
            assert!(
                matches!(&r[..], [Reply::Failed { message, .. }] if message.contains(why)),
                "{wire}: {r:?}"
            );
        }
        let r = w.handle(Request::Member {
            id: 9,
            state: Perm::identity(2),
        });
        assert!(matches!(&r[0], Reply::Failed { id: 9, .. }));
        assert!(!w.busy());
    }

    /// Every kind of request crosses to the worker and back unchanged.
    #[test]
    fn requests_round_trip() {
        let state = crate::puzzle::State::random(&mut crate::rng::Rng::new(5));
        let requests = [
            Request::Start {
                id: 1,
                group: NamedGroup::new(PuzzleKind::Megaminx, "A B").unwrap(),
            },
            Request::Cancel { id: 2 },
            Request::Member {
                id: 3,
                state: state.to_perm(),
            },
            Request::Forget { id: 4 },
            Request::Panic,
            Request::Solve {
                id: 5,
                puzzle: PuzzleKind::Cube2,
                method: Method::ThreeCycles,
                state: Perm::identity(24),
                budget: None,
            },
            Request::Solve {
                id: 6,
                puzzle: PuzzleKind::Megaminx,
                method: Method::Short,
                state: state.to_perm(),
                budget: None,
            },
            Request::Heap { id: 7 },
            Request::Ready {
                id: 8,
                puzzle: PuzzleKind::Pyraminx,
                method: Method::Optimal,
            },
            Request::Prepare {
                puzzle: PuzzleKind::Kilominx,
                method: Method::Short,
            },
        ];
        for r in requests {
            assert_eq!(cross(&r), Ok(r));
        }
        let wire = serde_json::to_value(Request::Solve {
            id: 6,
            puzzle: PuzzleKind::Megaminx,
            method: Method::Short,
            state: crate::puzzle::State::SOLVED.to_perm(),
            budget: None,
        })
        .unwrap();
        let solve = &wire["solve"];
        assert_eq!(solve["puzzle"], "megaminx");
        assert_eq!(solve["method"], "short");
        assert_eq!(solve["state"].as_array().map(Vec::len), Some(120));
    }

    #[test]
    #[should_panic(expected = "panicked on purpose")]
    fn the_panic_request_panics() {
        let mut w = GroupWorker::new();
        w.handle_read(serde_json::from_value(serde_json::json!({"panic": null})));
    }

    #[test]
    fn crashes_cross_as_objects() {
        let wire = serde_json::json!([{"crashed": {"message": "it stopped"}}]);
        let replies: Vec<Reply> = serde_json::from_value(wire.clone()).unwrap();
        assert_eq!(
            replies,
            [Reply::Crashed {
                message: "it stopped".into()
            }]
        );
        assert_eq!(replies[0].id(), 0);
        assert_eq!(serde_json::to_value(&replies).unwrap(), wire);
    }

    #[test]
    fn run_merges_progress_and_stops_when_told() {
        let mut w = GroupWorker::new();
        start(&mut w, 1, PuzzleKind::Megaminx, "A B");
        let mut slices = 0;
        let replies = w.run(50, || {
            slices += 1;
            slices < 5
        });
        assert_eq!(slices, 5);
        assert_eq!(replies.len(), 1, "{replies:?}");
        assert!(matches!(replies[0], Reply::Progress { id: 1, .. }));
        let rest = w.run(5_000, || true);
        assert!(
            matches!(rest.last(), Some(Reply::Done { id: 1, .. })),
            "{rest:?}"
        );
        assert!(!w.busy());
    }

    fn solve_megaminx(id: u32, method: Method) -> Request {
        let state = crate::puzzle::State::random(&mut crate::rng::Rng::new(u64::from(id)));
        Request::Solve {
            id,
            puzzle: PuzzleKind::Megaminx,
            method,
            state: state.to_perm(),
            budget: None,
        }
    }

    /// The worker's clock in these tests: milliseconds that a test sets.
    static TEST_CLOCK: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

    fn test_clock() -> f64 {
        TEST_CLOCK.load(std::sync::atomic::Ordering::SeqCst) as f64
    }

    /// A budget counts from the request, not from the job's first step: a budgeted short
    /// solve whose 1 s passed while the worker was busy answers its (hurried) first plan and
    /// searches no further.
    #[test]
    fn a_budget_counts_from_the_request() {
        let mut w = GroupWorker::new().with_clock(test_clock);
        TEST_CLOCK.store(1_000, std::sync::atomic::Ordering::SeqCst);
        let state = crate::puzzle::State::random(&mut crate::rng::Rng::new(9)).to_perm();
        let solve = Request::Solve {
            id: 7,
            puzzle: PuzzleKind::Megaminx,
            method: Method::Short,
            state: state.clone(),
            budget: Some("1".parse().unwrap()),
        };
        assert!(w.handle(solve).is_empty());
        TEST_CLOCK.store(5_000, std::sync::atomic::Ordering::SeqCst);
        let out = w.run(1_000, || true);
        let Some(Reply::Planned {
            steps, searching, ..
        }) = out.last()
        else {
            panic!("{out:?}")
        };
        assert!(!searching, "the deadline had passed: no search goes on");
        let def = PuzzleKind::Megaminx.def();
        let moves: crate::group::Word = steps.iter().flat_map(|s| s.moves()).collect();
        assert!(state.then(&def.evaluate(&moves)).is_identity());
        assert!(!w.busy());
    }

    /// A Megaminx solve replaces the one before (cancelled); `run` keeps only its latest
    /// progress and ends with its plan; the heap question is answered by the probe.
    #[test]
    fn megaminx_solves_replace_each_other_and_run_to_a_plan() {
        let mut w = GroupWorker::with_heap_probe(|| 42);
        assert!(w.handle(solve_megaminx(1, Method::Short)).is_empty());
        assert!(w.busy());
        assert_eq!(
            w.handle(solve_megaminx(2, Method::Short)),
            [Reply::Cancelled { id: 1 }]
        );
        let out = w.run(1_000, || true);
        assert!(!w.busy());
        for r in &out {
            assert_eq!(cross(r).as_ref(), Ok(r), "plans and progress cross whole");
        }
        let building = out.iter().filter(|r| r.is_progress()).count();
        assert!(building <= 1, "{building} progress replies kept");
        assert!(
            matches!(out.last(), Some(Reply::Planned { id: 2, steps, .. }) if !steps.is_empty()),
            "{:?}",
            out.last().map(Reply::id)
        );
        assert_eq!(
            w.handle(Request::Heap { id: 3 }),
            [Reply::Heap { id: 3, bytes: 42 }]
        );
        let mut twisted = crate::puzzle::State::SOLVED;
        twisted.corner_twist[0] = 1;
        let unreachable = Request::Solve {
            id: 4,
            puzzle: PuzzleKind::Megaminx,
            method: Method::Thesis,
            state: twisted.to_perm(),
            budget: None,
        };
        assert!(w.handle(unreachable).is_empty());
        assert!(
            matches!(&w.run(1_000, || true)[..], [Reply::Failed { id: 4, .. }]),
            "an unreachable position fails that job"
        );
    }

    /// A worker building ahead: the first solve by a method says what it builds, then
    /// plans; the worker stays busy building the puzzle's other method while idle, after
    /// which a solve by that one plans in one step, with no progress line.
    #[test]
    fn a_prebuilding_worker_says_what_it_builds_then_builds_the_rest_while_idle() {
        let pyraminx = PuzzleKind::Pyraminx;
        let solve = |id, method| {
            let info = pyraminx.info();
            let mut rng = crate::rng::Rng::new(u64::from(id));
            Request::Solve {
                id,
                puzzle: pyraminx,
                method,
                state: info.invariants().random_position(info.def(), &mut rng),
                budget: None,
            }
        };
        let mut w = GroupWorker::new().prebuilding();
        assert!(w.handle(solve(1, Method::ThreeCycles)).is_empty());
        assert!(matches!(
            &w.step(1)[..],
            [Reply::Building { id: 1, line, .. }] if line == "Building the commutators and their setups…"
        ));
        assert!(matches!(&w.step(1)[..], [Reply::Planned { id: 1, .. }]));
        assert!(w.busy(), "the optimal method waits to be built");
        assert!(w.step(1).is_empty());
        assert!(!w.busy());
        assert!(w.handle(solve(2, Method::Optimal)).is_empty());
        assert!(matches!(&w.step(1)[..], [Reply::Planned { id: 2, .. }]));
        assert!(!w.busy());
    }

    /// A method picked in the page's menu ([`Request::Prepare`]) is built while idle, before
    /// any solve: its first solve then plans in one step, with no progress line; asked
    /// ([`Request::Ready`]), the worker says whether it is built yet.
    #[test]
    fn a_picked_method_is_built_before_its_first_solve() {
        let cube2 = PuzzleKind::Cube2;
        let mut w = GroupWorker::new().prebuilding();
        let ready = |w: &mut GroupWorker, id| {
            let ask = Request::Ready {
                id,
                puzzle: cube2,
                method: Method::ThreeCycles,
            };
            match &w.handle(ask)[..] {
                [Reply::Ready { id: i, ready }] if *i == id => *ready,
                other => panic!("{other:?}"),
            }
        };
        assert!(!ready(&mut w, 1), "nothing is built before it is asked for");
        let prepare = Request::Prepare {
            puzzle: cube2,
            method: Method::ThreeCycles,
        };
        assert!(w.handle(prepare).is_empty());
        assert!(w.busy(), "it waits to be built");
        assert!(!ready(&mut w, 2));
        while w.busy() {
            assert!(w.step(1).is_empty(), "building says nothing");
        }
        assert!(ready(&mut w, 3), "built while idle");
        let info = cube2.info();
        let state = info
            .invariants()
            .random_position(info.def(), &mut crate::rng::Rng::new(3));
        let solve = Request::Solve {
            id: 4,
            puzzle: cube2,
            method: Method::ThreeCycles,
            state,
            budget: None,
        };
        assert!(w.handle(solve).is_empty());
        assert!(matches!(&w.step(1)[..], [Reply::Planned { id: 4, .. }]));
    }

    /// A prebuilding worker offered the file, the fewest-moves method picked on the
    /// Megaminx, idle until it waits for the file; `None` when the tables were there already
    /// (built by another test of this process).
    fn fetching_ahead() -> Option<GroupWorker> {
        let mut w = GroupWorker::new().prebuilding();
        w.offer_tables();
        let prepare = Request::Prepare {
            puzzle: PuzzleKind::Megaminx,
            method: Method::Short,
        };
        assert!(w.handle(prepare).is_empty());
        w.run(1_000, || true);
        w.wants_tables().then_some(w)
    }

    /// A short solve arriving while the file, asked for ahead (the method was picked), is on
    /// its way says what it waits for at once; the file's own line follows when it comes.
    #[test]
    fn a_solve_arriving_while_the_file_comes_says_so() {
        let Some(mut w) = fetching_ahead() else {
            return; // another test of this process built the short tables already
        };
        let replies = w.handle(solve_megaminx(8, Method::Short));
        assert!(
            matches!(&replies[..], [Reply::Building { id: 8, line, .. }] if line == LOADING_LINE),
            "{replies:?}"
        );
        let answer = w.load_tables(Err("HTTP 404".into()));
        assert!(
            matches!(&answer[..], [Reply::Building { id: 8, line, .. }] if line.contains("HTTP 404")),
            "{answer:?}"
        );
    }

    /// A file the idle worker fetched with no solve waiting: how it went is told to the next
    /// short solve, while the tables are still being built.
    #[test]
    fn how_the_file_went_is_told_to_the_next_solve() {
        let Some(mut w) = fetching_ahead() else {
            return; // another test of this process built the short tables already
        };
        assert!(
            w.load_tables(Err("HTTP 404".into())).is_empty(),
            "no one waits"
        );
        let kilominx = PuzzleKind::Kilominx.info();
        let state =
            (kilominx.invariants()).random_position(kilominx.def(), &mut crate::rng::Rng::new(2));
        let corners = Request::Solve {
            id: 11,
            puzzle: PuzzleKind::Kilominx,
            method: Method::Short,
            state,
            budget: None,
        };
        assert!(
            w.handle(corners).is_empty(),
            "not the Megaminx's file's line"
        );
        let replies = w.handle(solve_megaminx(9, Method::Short));
        assert!(
            matches!(&replies[..], [Reply::Cancelled { id: 11 }, Reply::Building { id: 9, line, .. }] if line.contains("HTTP 404")),
            "{replies:?}"
        );
        assert!(
            w.handle(solve_megaminx(10, Method::Short)).len() == 1,
            "told once"
        );
    }

    /// A worker offered the table file: a short solve whose tables are missing asks for it
    /// and waits (not busy) until it is handed over; a failed fetch falls back to building.
    /// Either way the solve ends with its plan.
    #[test]
    fn an_offered_table_file_is_asked_for_then_the_solve_goes_on() {
        let mut w = GroupWorker::new();
        w.offer_tables();
        assert!(w.load_tables(Err("nothing waits".into())).is_empty());
        assert!(w.handle(solve_megaminx(7, Method::Short)).is_empty());
        let mut out = w.run(1_000, || true);
        if w.wants_tables() {
            // The tables were not built yet by another test of this process.
            assert!(!w.busy(), "it waits for the file");
            assert!(
                matches!(out.last(), Some(Reply::Building { line, .. }) if line == "Loading tables…")
            );
            let answer = w.load_tables(Err("HTTP 404".into()));
            assert!(
                matches!(&answer[..], [Reply::Building { id: 7, line, .. }] if line.contains("HTTP 404")),
                "{answer:?}"
            );
            assert!(!w.wants_tables() && w.busy());
            out = w.run(1_000, || true);
        }
        assert!(matches!(out.last(), Some(Reply::Planned { id: 7, .. })));
    }

    /// The first job on a puzzle computes the whole group once; later ones reuse it.
    #[test]
    fn whole_orders_are_remembered() {
        let mut w = GroupWorker::new();
        start(&mut w, 1, PuzzleKind::Cube2, "R");
        run(&mut w);
        assert!(w.full_orders.contains_key(&PuzzleKind::Cube2));
        start(&mut w, 2, PuzzleKind::Cube2, "G");
        let replies = run(&mut w);
        assert!(replies.iter().all(|r| !matches!(
            r,
            Reply::Progress {
                whole_group: true,
                ..
            }
        )));
        let Some(Reply::Done { report, .. }) = replies.last() else {
            panic!("{replies:?}")
        };
        assert_eq!(report.order.to_string(), "4");
        assert_eq!(report.full_order.to_string(), "88179840");
    }
}
