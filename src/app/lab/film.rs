//! Export ▸ Film and `window.minx.film(options)` ([`Lab::start_film`]): an alg, the
//! history, the open solution or its current step as an animated GIF of the 3D view or the
//! net. The lab decides everything — the moves and where they start, the size and speed
//! (refused with one line, nothing changed), which frame the page draws next
//! ([`FilmRun`]), what the panel says, what Cancel stops and what the end offers — and the
//! page only draws frames and carries the requests to the worker, which encodes the GIF.

use super::act::Done;
use super::answer::{ApiAnswer, Waiter};
use super::film_run::{FilmRun, FILM_FRAMES_PER_TICK};
use super::Lab;
use crate::app::draw::{FigureOptions, Film, FilmAsk, FilmError, FilmSource};
use crate::app::input::{Actor, ApiError, Effect};
use crate::app::sim::NoticeKind;
use crate::app::solve::Stepper;
use crate::app::worker::{Reply, Request};
use crate::group::{Letter, Perm, Word};
use crate::wire::Bytes;
use std::ops::Range;

impl Lab {
    /// Starts the film `ask` describes (replacing one under way): the worker is told, and
    /// the page draws its frames from the next animation frame on. A script gets a promise
    /// of the GIF, a person the file at the end. Bad input is refused, nothing changed.
    pub(super) fn start_film(&mut self, ask: &FilmAsk, by: Actor) -> Result<Done, ApiError> {
        let spec = ask.spec()?;
        let view = ask.view()?;
        let (start, moves, captions) = self.film_moves(&ask.source()?)?;
        let puzzle = self.puzzle();
        let options = FigureOptions {
            arrows: self.arrows_shown(),
            letters: self.letters_shown(),
            numbers: self.net_options().show_numbers,
            caption: false,
        };
        let film = Film::from_position(puzzle, &start, &moves, self.colours(), options)?
            .with_captions(captions);
        self.cancel_film();
        let id = self.next_job();
        let file = format!("minx-{}.gif", puzzle.name());
        let run = FilmRun::new(id, film, spec, view, by, file);
        self.outbox.push(run.start_request());
        self.film = Some(run);
        Ok(match by {
            Actor::Script => Done::answer(ApiAnswer::Await(Waiter::Job(id))),
            _ => Done::redraw(),
        })
    }

    /// Where a film's moves start, the moves, and each frame's caption, a line each: for a
    /// film of the open solution or its step, the phase names that the solution panel shows
    /// beside its steps; none for an alg or the history.
    fn film_moves(&self, source: &FilmSource) -> Result<FilmMoves, ApiError> {
        let sim = self.sim();
        let def = self.puzzle().def();
        let origin = sim.origin().position(self.puzzle());
        Ok(match source {
            FilmSource::Alg { alg, notation } => {
                let notation = self.typed_notation(notation.as_deref())?;
                let info = self.puzzle().info();
                let word: Word = info.read_word(alg, Some(notation))?;
                (def.identity(), word.letters().to_vec(), String::new())
            }
            FilmSource::History => (origin, sim.moves(), String::new()),
            FilmSource::Solution | FilmSource::Step => {
                let s = sim.solution().ok_or(FilmError::NoSolution)?;
                let history: Vec<Letter> = sim.history().all().collect();
                let start = play(&origin, &history, self);
                let all = s.all_moves();
                let span = match source {
                    FilmSource::Step => s.span(s.current().ok_or(FilmError::NoSolution)?.0),
                    _ => 0..all.len(),
                };
                let captions = phase_names(s, span.clone());
                let start = play(&start, &all[..span.start], self);
                (start, all[span].to_vec(), captions)
            }
        })
    }

    /// The film being made, if any.
    pub fn film(&self) -> Option<&FilmRun> {
        self.film.as_ref()
    }

    /// The frames the page draws now (see [`FilmRun::due`]).
    pub fn film_due(&self) -> Vec<usize> {
        self.film
            .as_ref()
            .map_or_else(Vec::new, |r| r.due(FILM_FRAMES_PER_TICK))
    }

    /// Frame `index` of the film, drawn: posted to the worker when it is the one due.
    pub(super) fn film_drawn(&mut self, index: usize, rgba: Bytes, bottom_up: bool) -> Done {
        let posted = self
            .film
            .as_mut()
            .and_then(|r| r.drawn(index, rgba, bottom_up));
        let done = posted.is_some();
        self.outbox.extend(posted);
        Done::redraw_if(done)
    }

    /// Cancel: the film under way stops, while its frames are drawn or encoded (the worker
    /// drops it, a script's promise is rejected); nothing else changes. Whether one was
    /// under way.
    pub(super) fn cancel_film(&mut self) -> bool {
        let Some(run) = self.film.take() else {
            return false;
        };
        self.outbox.push(Request::Cancel { id: run.id });
        true
    }

    /// Whether job `id` is the film under way.
    pub(super) fn is_film_job(&self, id: u32) -> bool {
        self.film.as_ref().is_some_and(|r| r.id == id)
    }

    /// The worker's word on the film: how far it is encoded, or its end — for a person the
    /// GIF offered as a file and said in the panel, or why it failed; a script's promise
    /// has its answer from the worker itself.
    pub(super) fn receive_film(&mut self, reply: &Reply) -> Vec<Effect> {
        if let (Reply::Encoding { encoded, .. }, Some(run)) = (reply, self.film.as_mut()) {
            run.encoded(*encoded as usize);
            return vec![Effect::Redraw];
        }
        let Some(run) = self.film.take_if(|r| r.id == reply.id()) else {
            return Vec::new();
        };
        let (n, side) = (run.frames(), run.spec.side);
        let file = run.file.clone();
        match reply {
            _ if run.by == Actor::Script => vec![Effect::Redraw],
            Reply::Filmed { gif, .. } => {
                let kb = gif.0.len().div_ceil(1024);
                let said = format!("Film saved as {file} ({n} frames, {side}×{side}, {kb} KB).");
                self.sim_mut().set_notice(NoticeKind::Info, said);
                let url = gif_url(&gif.0);
                vec![Effect::Download { file, url }, Effect::Redraw]
            }
            Reply::Failed { message, .. } => {
                self.sim_mut()
                    .set_notice(NoticeKind::Error, format!("No film: {message}"));
                vec![Effect::Redraw]
            }
            _ => vec![Effect::Redraw],
        }
    }

    /// The worker died: a film under way ends (its notice is the worker's).
    pub(super) fn film_worker_lost(&mut self) {
        self.film = None;
    }
}

/// A film's start, its moves and its frames' captions (see [`Lab::film_moves`]).
type FilmMoves = (Perm, Vec<Letter>, String);

/// The phase name of each frame of a film of `s`'s moves `span`, a line each: frame 0
/// (before any move) that of the first move, frame `i` that of the move it shows
/// (`span.start + i - 1`), a move merged across two steps counting as the later's, as the
/// panel's cursor does. None for a film without moves.
fn phase_names(s: &Stepper, span: Range<usize>) -> String {
    let owners = &s.owners()[span];
    let mut names = String::new();
    for o in owners.first().into_iter().chain(owners) {
        names.push_str(&s.steps()[o.last.0].phase);
        names.push('\n');
    }
    names
}

/// `start` after `moves`.
fn play(start: &Perm, moves: &[Letter], lab: &Lab) -> Perm {
    let def = lab.puzzle().def();
    moves.iter().fold(start.clone(), |p, l| {
        p.then(&def.evaluate(&Word::generator(l.generator, l.power)))
    })
}

/// A GIF as a `data:` URL (standard base64, which data URLs need).
fn gif_url(gif: &[u8]) -> String {
    let mut b64: String = crate::share::base64url_encode(gif)
        .chars()
        .map(|c| match c {
            '-' => '+',
            '_' => '/',
            c => c,
        })
        .collect();
    while !b64.len().is_multiple_of(4) {
        b64.push('=');
    }
    format!("data:image/gif;base64,{b64}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::{Action, ApiCall, CallKind, Control, Value, FILM_BOXES};
    use crate::app::worker::GroupWorker;

    fn export(lab: &mut Lab, texts: [&str; 6]) -> crate::app::lab::Outcome {
        let value = Value::Texts(texts.iter().map(|t| t.to_string()).collect());
        let action = Control::ExportFilm.action(value).expect("an export");
        lab.act(action, Actor::Person)
    }

    fn film_call(alg: &str, size: f64) -> ApiCall {
        ApiCall::Film {
            alg: Some(alg.into()),
            notation: None,
            source: None,
            view: None,
            size: Some(size),
            speed: None,
        }
    }

    /// Frames the page would draw: flat frames of the right size.
    fn draw_all(lab: &mut Lab) -> Vec<Request> {
        let mut posted = Vec::new();
        while let Some(run) = lab.film().filter(|r| r.drawing()) {
            let side = run.spec.side as usize;
            for i in lab.film_due() {
                let rgba = Bytes(vec![i as u8; side * side * 4]);
                let frame = Action::FilmFrame {
                    index: i,
                    rgba,
                    bottom_up: true,
                };
                posted.extend(lab.act(frame, Actor::Person).requests);
            }
        }
        posted
    }

    /// Export ▸ Film of the history with arrows on: the worker is told the film's size,
    /// speed and frames; the page draws the first and last frames first, a few at a time,
    /// the panel's bar counting them; the worker's GIF is offered as a file and said.
    #[test]
    fn a_person_s_film_is_drawn_in_order_encoded_in_the_worker_and_offered() {
        let mut lab = Lab::applied("A B C");
        lab.act(Action::ShowArrows(true), Actor::Person);
        assert_eq!(FILM_BOXES[0], "film-source");
        let out = export(&mut lab, ["history", "3d", "64", "4", "", "thesis"]);
        let start = out.requests.iter().find_map(|r| match r {
            Request::Film {
                id, side, frames, ..
            } => Some((*id, *side, *frames)),
            _ => None,
        });
        let (id, side, frames) = start.expect("the worker is told");
        assert_eq!((side, frames), (64, 4));
        assert_eq!(lab.film_due(), [0, 3, 1]);
        let run = lab.film().unwrap();
        assert!(
            !run.film.arrow_cycles(3).is_empty(),
            "arrows of what the moves did"
        );
        assert!(
            run.film.arrow_cycles(0).is_empty(),
            "nothing done at the start"
        );
        let mut worker = GroupWorker::new();
        let mut replies = worker.handle(out.requests.into_iter().last().unwrap());
        for r in draw_all(&mut lab) {
            replies.extend(worker.handle(r));
        }
        assert!(replies.is_empty(), "frames kept, encoded between messages");
        assert_eq!(
            lab.film().unwrap().line(),
            "Encoding the GIF: frame 1 of 4…"
        );
        let first = worker.step(1);
        assert_eq!(first, [Reply::Encoding { id, encoded: 1 }]);
        lab.act(Action::Hear(first[0].clone()), Actor::Worker);
        let run = lab.film().unwrap();
        assert_eq!(
            (run.line().as_str(), run.percent()),
            ("Encoding the GIF: frame 2 of 4…", 62)
        );
        let replies = worker.run(1, || true);
        let Some(filmed @ Reply::Filmed { id: done, .. }) = replies.last() else {
            panic!("the GIF: {replies:?}");
        };
        assert_eq!(*done, id);
        let effects = lab.act(Action::Hear(filmed.clone()), Actor::Worker).effects;
        let url = effects.iter().find_map(|e| match e {
            Effect::Download { file, url } => Some((file.clone(), url.clone())),
            _ => None,
        });
        let (file, url) = url.expect("the GIF offered");
        assert_eq!(file, "minx-megaminx.gif");
        assert!(
            url.starts_with("data:image/gif;base64,R0lGOD"),
            "{}",
            &url[..40]
        );
        assert!(lab
            .notice_text()
            .unwrap()
            .starts_with("Film saved as minx-megaminx.gif (4 frames"));
        assert!(lab.film().is_none());
    }

    /// A script's film is a promise on the worker's job; a huge size, an alg too long, an
    /// unknown view or a solution that is not open are refused with one line, the lab as it
    /// was; a person is told in the notice.
    #[test]
    fn bad_films_are_refused_with_one_line_and_change_nothing() {
        let mut lab = Lab::applied("A B");
        let call = film_call("A B", 160.0);
        assert_eq!(call.clone().action().unwrap().kind(), CallKind::Promised);
        let Ok(ApiAnswer::Await(Waiter::Job(_))) = lab.api(call) else {
            panic!("a promise");
        };
        lab.cancel_film();
        let before = (lab.link_query(), lab.panel());
        let long = "A B ".repeat(501);
        let asks = [
            film_call("A", 4000.0),
            film_call(&long, 160.0),
            film_call("Q?", 160.0),
        ];
        for call in asks {
            let why = lab.api(call).unwrap_err().to_string();
            assert!(!why.contains('\n'), "{why}");
            assert!(lab.film().is_none());
            assert_eq!((lab.link_query(), lab.panel()), before);
        }
        let step = ApiCall::Film {
            alg: None,
            notation: None,
            source: Some("step".into()),
            view: Some("net".into()),
            size: None,
            speed: None,
        };
        assert_eq!(
            lab.api(step).unwrap_err().to_string(),
            FilmError::NoSolution.to_string()
        );
        let out = export(&mut lab, ["history", "4d", "160", "2", "", ""]);
        assert!(out.requests.is_empty() && lab.film().is_none());
        assert!(lab
            .notice_text()
            .unwrap()
            .starts_with("No film: a film shows"));
    }

    /// Cancel stops the film: the worker drops it, later frames are not posted, and the
    /// position, the history and the panel are as they were.
    #[test]
    fn cancel_stops_a_film_and_leaves_the_page_as_it_was() {
        let mut lab = Lab::applied("A B C D");
        let before = (lab.link_query(), lab.panel(), lab.busy());
        export(&mut lab, ["history", "3d", "32", "2", "", ""]);
        let id = lab.film().unwrap().id;
        let out = lab.act(Action::CancelFilm, Actor::Person);
        assert_eq!(out.requests, [Request::Cancel { id }]);
        assert!(lab.film().is_none() && lab.film_due().is_empty());
        let late = Action::FilmFrame {
            index: 0,
            rgba: Bytes(vec![0; 32 * 32 * 4]),
            bottom_up: true,
        };
        assert!(lab.act(late, Actor::Person).requests.is_empty());
        assert_eq!((lab.link_query(), lab.panel(), lab.busy()), before);
        assert!(lab
            .act(Action::CancelFilm, Actor::Person)
            .requests
            .is_empty());
    }

    /// A script's film can be cancelled after the page has drawn every frame: the worker,
    /// still encoding, drops it between two frames and says so (which rejects the promise),
    /// and the lab keeps nothing of it. Its end, heard, ends it too, with no file offered.
    #[test]
    fn a_script_s_film_is_cancelled_while_the_worker_encodes() {
        let mut lab = Lab::applied("A B");
        let mut worker = GroupWorker::new();
        let film = |lab: &mut Lab, worker: &mut GroupWorker| {
            let out = lab.act(
                film_call("A B C D E", 24.0).action().unwrap(),
                Actor::Script,
            );
            let Ok(ApiAnswer::Await(Waiter::Job(id))) = out.answer else {
                panic!("a promise");
            };
            for r in out.requests.into_iter().chain(draw_all(lab)) {
                assert!(worker.handle(r).is_empty());
            }
            let first = worker.step(1);
            lab.act(Action::Hear(first[0].clone()), Actor::Worker);
            assert_eq!(
                lab.film().map(|r| r.percent()),
                Some(58),
                "6 drawn, 1 encoded"
            );
            id
        };
        let id = film(&mut lab, &mut worker);
        let cancel = lab.act(Action::CancelFilm, Actor::Script).requests;
        assert_eq!(cancel, [Request::Cancel { id }]);
        assert_eq!(worker.handle(cancel[0].clone()), [Reply::Cancelled { id }]);
        assert!(
            !worker.busy() && worker.step(1).is_empty(),
            "nothing left to encode"
        );
        assert!(lab.film().is_none());
        let id = film(&mut lab, &mut worker);
        let replies = worker.run(1, || true);
        let end = replies.last().unwrap();
        assert!(matches!(end, Reply::Filmed { id: done, .. } if *done == id));
        let effects = lab.act(Action::Hear(end.clone()), Actor::Worker).effects;
        assert!(!effects.iter().any(|e| matches!(e, Effect::Download { .. })));
        assert!(lab.film().is_none());
    }

    /// The open solution's film starts where the solution starts and ends solved; its
    /// current step's film is that step's moves alone.
    #[test]
    fn a_solution_s_film_starts_where_it_starts_and_ends_solved() {
        use crate::app::solve::Method;
        use crate::puzzle::PuzzleKind;
        let method = Method::ThreeCycles;
        let mut lab = Lab::with_plan(PuzzleKind::Cube2, 3, method);
        let start = lab.position();
        let ask = |source: &str| FilmAsk {
            source: Some(source.into()),
            size: Some(16.0),
            ..FilmAsk::default()
        };
        lab.start_film(&ask("solution"), Actor::Script).unwrap();
        let positions = lab.film().unwrap().film.positions().to_vec();
        assert_eq!(positions[0], start);
        assert!(positions.last().unwrap().is_identity());
        let s = lab.sim().solution().unwrap();
        let first = s.span(0).len();
        lab.start_film(&ask("step"), Actor::Script).unwrap();
        assert_eq!(lab.film().unwrap().frames(), first + 1);
    }

    /// A film of the open solution carries the phase name the panel shows for each frame's
    /// move, in order (frame 0, before any move, the first move's) and tells the worker;
    /// its step's film that step's name alone; an alg's and the history's films none.
    #[test]
    fn a_solution_s_frames_carry_their_phase_names_and_an_alg_s_none() {
        let mut lab = Lab::applied("A B");
        let phases = Action::PlayPhases {
            alg: "[A B, C]".into(),
            notation: None,
        };
        lab.act(phases, Actor::Person);
        let captions = |lab: &mut Lab, ask: FilmAsk| {
            lab.start_film(&ask, Actor::Script).unwrap();
            let run = lab.film().unwrap();
            let Request::Film { captions, .. } = run.start_request() else {
                panic!("a film's start");
            };
            assert_eq!(captions, run.film.captions());
            captions.lines().map(String::from).collect::<Vec<_>>()
        };
        let source = |s: &str| FilmAsk {
            source: Some(s.into()),
            size: Some(16.0),
            ..FilmAsk::default()
        };
        let (x, y, x_, y_) = ("X", "Y", "X⁻¹", "Y⁻¹");
        // A B · C · B' A' · C': seven frames.
        let all = captions(&mut lab, source("solution"));
        assert_eq!(all, [x, x, x, y, x_, x_, y_]);
        assert_eq!(captions(&mut lab, source("step")), [x, x, x]);
        assert!(captions(&mut lab, source("history")).is_empty());
        let alg = FilmAsk {
            alg: Some("A B".into()),
            ..source("alg")
        };
        assert!(captions(&mut lab, alg).is_empty());
    }
}
