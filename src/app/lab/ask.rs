//! [`Lab::ask`]: the questions a script may ask ([`Question`]) — answered from the lab, or
//! handed on to the 3D view, the page's scene and frame clock, or the worker (a promise) —
//! and the lab's readings they share with the panel.

use super::answer::{ApiAnswer, ViewQuery, Waiter};
use super::views::{methods, plan_view, read_colours, PlanView};
use super::Lab;
use crate::app::input::{ApiError, Question};
use crate::app::sim::{cycles_text, UnknownName};
use crate::app::worker::Request;
use crate::puzzle::notation::{input_notation, Notation};
use crate::puzzle::{CatalogError, Facelets, NamedGroup};

impl Lab {
    /// Answers a question; nothing in the lab changes (a question for the worker leaves
    /// its request).
    pub(super) fn ask(&mut self, question: Question) -> Result<ApiAnswer, ApiError> {
        use ApiAnswer::{Flag, Text};
        Ok(match question {
            Question::Facelets => ApiAnswer::Facelets(self.facelets()),
            Question::Cycles => Text(Some(cycles_text(self.puzzle(), self.sim().position()))),
            Question::Busy => Flag(self.busy()),
            Question::Puzzle => Text(Some(self.puzzle().name().to_string())),
            Question::FromColours { puzzle, colours } => {
                ApiAnswer::Reading(read_colours(&puzzle, &colours))
            }
            Question::Methods => ApiAnswer::Methods(methods(self.puzzle())),
            Question::Notice => Text(self.notice_text()),
            Question::ShareLink => Text(Some(self.share_link())),
            Question::FaceCentre(name) => ApiAnswer::View(ViewQuery::FaceCentre(name)),
            Question::StickerCentre(name) => {
                let stickers = self.puzzle().def().stickers();
                match stickers.iter().position(|x| x.name == name) {
                    Some(s) => ApiAnswer::View(ViewQuery::StickerCentre(s)),
                    None => Text(None),
                }
            }
            Question::RenderedFacelets => ApiAnswer::Rendered,
            Question::Stats => ApiAnswer::FrameStats,
            Question::GroupOrder { puzzle, gens } => {
                let group = puzzle
                    .parse()
                    .map_err(CatalogError::from)
                    .and_then(|p| NamedGroup::new(p, &gens))?;
                let id = self.ask_worker(|id| Request::Start { id, group });
                ApiAnswer::Await(Waiter::Job(id))
            }
            Question::Anatomy => {
                self.ask_census();
                let (puzzle, state) = (self.puzzle(), self.position());
                let id = self.ask_worker(|id| Request::Anatomy { id, puzzle, state });
                ApiAnswer::Await(Waiter::Job(id))
            }
            Question::WorkerHeap => {
                ApiAnswer::Await(Waiter::Job(self.ask_worker(|id| Request::Heap { id })))
            }
            Question::MethodReady(name) => {
                // The page's choice when unnamed; a puzzle with none offers none.
                let method = match (name, self.sim().method()) {
                    (None, Some(chosen)) => chosen,
                    (name, _) => self.offered_method(name.as_deref().unwrap_or(""))?,
                };
                let puzzle = self.puzzle();
                let id = self.ask_worker(|id| Request::Ready { id, puzzle, method });
                ApiAnswer::Await(Waiter::Job(id))
            }
            Question::Arrows => ApiAnswer::Texts(self.arrow_texts()),
            Question::Schemes => ApiAnswer::Schemes(self.scheme_summaries()),
            Question::Letters => Flag(self.letters_shown()),
            Question::Plan => ApiAnswer::Plan(self.open_plan()?),
            Question::Figure(ask) => Text(Some(self.figure(&ask)?)),
            Question::Picture(ask) => ApiAnswer::Picture(ask.spec()?),
            Question::Explain { alg, notation } => {
                let notation = self.typed_notation(notation.as_deref())?;
                let info = self.puzzle().info();
                ApiAnswer::Explained(Box::new(info.explain(&alg, Some(notation))?))
            }
        })
    }

    /// The plan open in the panel, as `solve()` answers it.
    pub fn open_plan(&self) -> Result<PlanView, ApiError> {
        let sim = self.sim();
        let s = sim.solution().ok_or(ApiError::PlanClosed)?;
        Ok(plan_view(s, sim))
    }

    /// The notation typed moves of the puzzle on screen are read in, by name: one its
    /// registry record names (the first when absent or empty); a puzzle that names none reads
    /// its generators' names whatever the name says.
    pub fn typed_notation(&self, name: Option<&str>) -> Result<Notation, UnknownName> {
        let known = self.puzzle().info().notations;
        let Some(&first) = known.first() else {
            return Ok(Notation::default());
        };
        match name.filter(|n| !n.is_empty()) {
            None => Ok(first),
            Some(n) => input_notation(n)
                .filter(|t| known.contains(t))
                .ok_or_else(|| {
                    let names: Vec<_> = known.iter().map(|t| t.name()).collect();
                    UnknownName {
                        what: "notation",
                        name: n.to_string(),
                        expected: names.join(", "),
                    }
                }),
        }
    }

    /// The position on screen as facelets (`facelets()`).
    pub fn facelets(&self) -> Facelets {
        Facelets::of(self.puzzle().def(), &self.position())
    }
}
