//! [`Lab`]: everything the page holds — one [`Sim`] per puzzle (each keeps its position
//! while another is on screen), paint mode and the subgroup explorer — and the commands that
//! involve more than one of them (choosing a puzzle, opening a link, clicking the net, using
//! a painted position).

use crate::group::Perm;
use crate::puzzle::PuzzleKind;
use crate::share::{Link, ShareError};

use super::census::CensusSlot;
use super::explorer::Explorer;

use super::explorer::ExplorerView;
use crate::app::input::Spin;
use crate::app::sim::lit_stickers;
use crate::app::sim::paint_error_text;
use crate::app::sim::NoScramble;
use crate::app::sim::NoticeKind;
use crate::app::sim::Paint;
use crate::app::sim::PaintFrom;
use crate::app::sim::ScrambleKind;
use crate::app::sim::Sim;
use crate::app::solve::Search;
use crate::app::solve::Tone;
use crate::app::worker::Reply;
use crate::app::worker::Request;
use crate::puzzle::Net;

use super::solve::{SolveJobRef, SolveOutcome};

/// The page's state.
#[derive(Clone, Debug)]
pub struct Lab {
    /// One simulator per registered puzzle, in the catalog's order.
    pub(super) sims: Vec<Sim>,
    /// The one on screen (an index into `sims`).
    pub(super) shown: usize,
    pub(super) paint: Option<Paint>,
    pub(super) explorer: Explorer,
    pub(super) next_job: u32,
    /// Requests for the worker that commands left behind (see [`Lab::take_requests`]).
    pub(super) outbox: Vec<Request>,
    /// Which way a plain click turns.
    pub(super) click_spin: Spin,
    /// The worker job of the shown puzzle's waiting solve, once sent.
    pub(super) solve_job: Option<SolveJobRef>,
    /// How solve jobs ended (see [`Lab::take_solve_outcomes`]).
    pub(super) outcomes: Vec<SolveOutcome>,
    /// The search for shorter plans after a budgeted short solve's first plan opened (kept
    /// after it ends, for its line, while that plan stays open).
    pub(super) search: Option<Search>,
    /// What the net shows besides the position (the page's two checkboxes).
    pub(super) net_options: NetOptions,
    /// The page's address (origin and path) that share links start with.
    pub(super) address: String,
    /// The colour scheme chosen (see [`Lab::scheme`]).
    pub(super) scheme: String,
    /// Whether cycle arrows are drawn.
    pub(super) arrows: bool,
    /// The position's cycle chosen in the panel, as the panel writes it (see
    /// [`Lab::focused_cycle`]).
    pub(super) focus: Option<String>,
    /// Whether face letters are drawn on the stickers.
    pub(super) letters: bool,
    /// Each puzzle's custom colours (in the catalog's order), once chosen (see
    /// [`Lab::custom_colours`]).
    pub(super) custom: Vec<Option<Vec<crate::puzzle::Rgb>>>,
    /// Each puzzle's census of orders, for the panel's histogram (in the catalog's order;
    /// see [`Lab::census`]).
    pub(super) censuses: Vec<CensusSlot>,
    /// The film being made (Export ▸ Film, `film()`), if any.
    pub(super) film: Option<super::film_run::FilmRun>,
}

/// The page's choices about the flat net.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NetOptions {
    /// The net shows beside the 3D view (puzzles whose record keeps it always show it).
    pub show_net: bool,
    /// Sticker numbers show on the net (puzzles whose record keeps them always show them).
    pub show_numbers: bool,
}

impl Default for Lab {
    fn default() -> Lab {
        Lab::new()
    }
}

impl Lab {
    /// The puzzle a new lab shows.
    pub const FIRST_PUZZLE: PuzzleKind = PuzzleKind::ALL[0];

    /// Every puzzle solved, the first on screen.
    pub fn new() -> Lab {
        Lab {
            sims: PuzzleKind::ALL.iter().map(|&p| Sim::new(p)).collect(),
            shown: 0,
            paint: None,
            explorer: Explorer::new(Lab::FIRST_PUZZLE),
            next_job: 0,
            outbox: Vec::new(),
            click_spin: Spin::Clockwise,
            solve_job: None,
            outcomes: Vec::new(),
            search: None,
            net_options: NetOptions::default(),
            address: String::new(),
            scheme: Lab::FIRST_PUZZLE.info().colour_schemes()[0].choice.clone(),
            arrows: false,
            focus: None,
            letters: false,
            custom: vec![None; PuzzleKind::ALL.len()],
            censuses: vec![CensusSlot::Missing; PuzzleKind::ALL.len()],
            film: None,
        }
    }

    /// What the net shows besides the position.
    pub fn net_options(&self) -> NetOptions {
        self.net_options
    }

    /// Sets what the net shows besides the position.
    pub fn set_net_options(&mut self, options: NetOptions) {
        self.net_options = options;
    }

    /// The puzzle on screen.
    pub fn puzzle(&self) -> PuzzleKind {
        self.sim().puzzle()
    }

    /// The simulator of the puzzle on screen.
    pub fn sim(&self) -> &Sim {
        &self.sims[self.shown]
    }

    /// The simulator of the puzzle on screen, to command.
    pub fn sim_mut(&mut self) -> &mut Sim {
        &mut self.sims[self.shown]
    }

    /// What the side panel shows of the puzzle on screen.
    pub fn panel(&self) -> crate::app::sim::Panel {
        crate::app::sim::Panel::of(self.sim())
    }

    /// Every simulator (the one of each puzzle), for settings that hold for all.
    pub(super) fn sims_mut(&mut self) -> &mut [Sim] {
        &mut self.sims
    }

    /// Leaves a request for the worker, built for a fresh job number (posted after the
    /// command, see [`Lab::take_requests`]); returns the number.
    pub(super) fn ask_worker(&mut self, make: impl FnOnce(u32) -> Request) -> u32 {
        let id = self.next_job();
        self.outbox.push(make(id));
        id
    }

    /// A fresh number for a worker job (the explorer's and the page API's share them).
    pub fn next_job(&mut self) -> u32 {
        self.next_job += 1;
        self.next_job
    }

    /// The requests for the worker that commands left behind (forgetting the job of an
    /// explorer that was replaced, sending or cancelling the Megaminx's solve); the page
    /// posts them after each command.
    pub(super) fn take_requests(&mut self) -> Vec<Request> {
        self.sync_solve();
        std::mem::take(&mut self.outbox)
    }

    /// Shows another puzzle, in the position it was left in. Paint mode ends, a solve
    /// waiting for the worker is cancelled, and the explorer starts afresh (its old job goes
    /// to the outbox).
    pub fn select(&mut self, puzzle: PuzzleKind) {
        if puzzle == self.puzzle() {
            return;
        }
        self.sim_mut().cancel_solve();
        self.sim_mut().set_playing(false);
        self.shown = PuzzleKind::ALL
            .iter()
            .position(|&p| p == puzzle)
            .expect("every puzzle has a simulator");
        self.paint = None;
        let old = std::mem::replace(&mut self.explorer, Explorer::new(puzzle));
        self.outbox
            .extend(old.job().map(|id| Request::Forget { id }));
    }

    /// Opens a share link's query: the puzzle it names, in its position. A bad link leaves a
    /// solved puzzle (the one named, when it is known) and a notice saying why.
    pub fn open_query(&mut self, query: &str) -> Result<(), ShareError> {
        let opened = Link::from_query(query).and_then(|link| {
            self.select(link.position.puzzle());
            match (&link.scheme, &link.custom) {
                (Some(_), Some(colours)) if link.is_custom() => self.set_custom(colours.clone()),
                (Some(scheme), _) => self.scheme = scheme.clone(),
                (None, _) => {}
            }
            if link.letters {
                self.letters = true;
            }
            self.sim_mut().open_link(&link)
        });
        if let Err(e) = &opened {
            self.select(Link::puzzle_named(query).unwrap_or(Lab::FIRST_PUZZLE));
            self.sim_mut().reset();
            self.sim_mut().set_notice(
                NoticeKind::Error,
                format!("This link could not be opened: {e}. Showing a solved puzzle."),
            );
        }
        opened
    }

    /// Opens a Twizzle or alg.cubing.net link pasted into the move box (or given to the page
    /// API's `apply`): its puzzle, in the position its setup and moves give, as minx's own
    /// link with them opens. A link that cannot be opened changes nothing.
    pub fn open_cubing_link(&mut self, url: &str) -> Result<(), ShareError> {
        let link = crate::share::read_cubing_link(url)?;
        self.select(link.puzzle());
        self.sim_mut().open_link(&link)
    }

    /// The same position in Twizzle's editor, when the puzzle on screen is one Twizzle shows
    /// and its position is written as moves.
    pub fn twizzle_url(&self) -> Option<String> {
        crate::share::twizzle_url(&self.sim().link())
    }

    /// Scrambles the puzzle on screen: a uniformly random position, or a WCA scramble on a
    /// puzzle that has one; the reason when it has none.
    pub fn scramble(&mut self, kind: ScrambleKind, seed: u64) -> Result<(), NoScramble> {
        self.sim_mut().scramble(kind, seed)
    }

    /// The panel's message, if any (the page API's `notice()`).
    pub fn notice_text(&self) -> Option<String> {
        self.sim().notice().map(|n| n.text.clone())
    }

    /// The share link's query for what is on screen.
    pub fn link_query(&self) -> String {
        let mut link = self.sim().link();
        let info = self.puzzle().info();
        let shown = info.colour_scheme(&self.scheme);
        link.scheme = (shown.key != info.colour_schemes()[0].key).then(|| shown.choice.clone());
        if self.scheme == crate::puzzle::CUSTOM {
            link.scheme = Some(self.scheme.clone());
            link.custom = Some(self.colours());
        }
        link.letters = self.letters;
        link.to_query()
    }

    /// Sets the page's address (origin and path, as the browser shows it), which share links
    /// start with.
    pub fn set_page_address(&mut self, address: &str) {
        self.address = address.to_string();
    }

    /// The share link for what is on screen: the page's address and the link's query.
    pub fn share_link(&self) -> String {
        format!("{}?{}", self.address, self.link_query())
    }

    // ---- paint ---------------------------------------------------------------------------

    /// Paint mode's colouring, while painting.
    pub fn paint(&self) -> Option<&Paint> {
        self.paint.as_ref()
    }

    /// Starts painting (from the colours on screen) or stops (the colouring is dropped).
    pub fn set_painting(&mut self, on: bool) {
        self.paint = on.then(|| Paint::new(self.puzzle(), self.sim().position()));
    }

    /// Chooses the paint colour; `false` when not painting or the puzzle has no such colour.
    pub fn set_brush(&mut self, colour: usize) -> bool {
        self.paint.as_mut().is_some_and(|p| p.set_brush(colour))
    }

    /// Paints sticker `s` (in paint mode); `false` otherwise.
    pub fn paint_sticker(&mut self, s: usize) -> bool {
        self.paint.as_mut().is_some_and(|p| p.paint(s))
    }

    /// Paints every sticker as the puzzle shows now, or solved.
    pub fn paint_from(&mut self, from: PaintFrom) {
        let position = match from {
            PaintFrom::Solved => self.puzzle().def().identity(),
            PaintFrom::Current => self.sim().position().clone(),
        };
        if let Some(p) = self.paint.as_mut() {
            p.fill_from(&position);
        }
    }

    /// "Use this position": on success paint mode ends and the puzzle starts there; on an
    /// error every colour stays and the stickers involved are marked. The notice says which.
    pub fn use_paint(&mut self) -> bool {
        let Some(mut paint) = self.paint.take() else {
            return false;
        };
        let (kind, text) = match paint.read() {
            Ok(position) => match self.sim_mut().start_from(&position) {
                Ok(()) => (
                    NoticeKind::Info,
                    "Painted position read: the panel shows it as cycles.".to_string(),
                ),
                Err(e) => (
                    NoticeKind::Error,
                    format!("This position cannot be used: {e}"),
                ),
            },
            Err(e) => {
                let text = paint_error_text(&e);
                self.paint = Some(paint);
                self.sim_mut().set_notice(NoticeKind::Error, text);
                return false;
            }
        };
        self.sim_mut().set_notice(kind, text);
        true
    }

    /// A click on tile `t` of the net: paints its sticker in paint mode, else turns the
    /// tile's generator that way.
    pub fn click_tile(&mut self, t: usize, spin: Spin) {
        let Some(tile) = Net::of(self.puzzle()).tiles().get(t) else {
            return;
        };
        if self.paint.is_some() {
            if let Some(s) = tile.sticker {
                self.paint_sticker(s);
            }
        } else if let Some(g) = tile.turn {
            self.sim_mut().turn(g, spin);
        }
    }

    /// The colour each sticker position shows: the colouring while painting, else the
    /// position's.
    pub fn sticker_colours(&self) -> Vec<usize> {
        match &self.paint {
            Some(p) => p.colours().to_vec(),
            None => self.puzzle().def().colours_of(self.sim().position()),
        }
    }

    /// The stickers to light, each in its tone, while nothing is painted: those showing
    /// the pieces of the cycle chosen in the panel, else of the step being played.
    pub fn lit(&self) -> Vec<(usize, Tone)> {
        if self.paint.is_some() {
            return Vec::new();
        }
        let def = self.puzzle().def();
        lit_stickers(def, self.sim().position(), &self.highlight())
    }

    /// The stickers to mark (those of the last failed reading).
    pub fn marked(&self) -> &[usize] {
        self.paint.as_ref().map_or(&[], |p| p.marked())
    }

    // ---- subgroup explorer ---------------------------------------------------------------

    /// The explorer.
    pub fn explorer(&self) -> &Explorer {
        &self.explorer
    }

    /// The explorer, to change its choice of generators or feed it replies.
    pub fn explorer_mut(&mut self) -> &mut Explorer {
        &mut self.explorer
    }

    /// Starts computing the chosen subgroup; the requests for the worker.
    pub fn explore(&mut self) -> Vec<Request> {
        let id = self.next_job();
        self.explorer.start(id)
    }

    /// Asks whether the position on screen is in the computed subgroup.
    pub fn ask_member(&mut self) -> Option<Request> {
        let position = self.sim().position().clone();
        self.explorer.ask(&position)
    }

    /// Takes in a worker reply no promise waits on: the explorer's, or a failure that names
    /// no job (shown as a notice). `true` when the page changed.
    pub(super) fn receive(&mut self, reply: &Reply) -> bool {
        match reply {
            Reply::Failed { id: 0, message } => {
                self.sim_mut()
                    .set_notice(NoticeKind::Error, format!("The subgroup worker: {message}"));
                true
            }
            _ if self.is_solve_job(reply.id()) => self.receive_solve(reply),
            _ if self.is_census_job(reply.id()) => self.receive_census(reply),
            _ => self.explorer.receive(reply),
        }
    }

    /// The worker died (`message` says how, see [`WorkerWatch`](crate::app::link::WorkerWatch)): the
    /// explorer gives up its job, a solve fails, and the panel says what happened.
    pub(super) fn worker_lost(&mut self, message: &str) {
        self.explorer.worker_lost(message);
        self.solve_worker_lost(message);
        self.film_worker_lost();
        self.sim_mut()
            .set_notice(NoticeKind::Error, format!("Sorry: {message}."));
    }

    /// What the explorer shows now.
    pub fn explorer_view(&self) -> ExplorerView {
        self.explorer.view(self.sim().position())
    }

    /// The position on screen.
    pub fn position(&self) -> Perm {
        self.sim().position().clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Cube2, Megaminx};

    /// The page colours its palette for the first puzzle before any lab exists.
    #[test]
    fn a_new_lab_shows_the_first_puzzle() {
        assert_eq!(Lab::new().puzzle(), Lab::FIRST_PUZZLE);
    }

    /// The blog's example, painted tile by tile through the net, reads as its cycles.
    #[test]
    fn wca_scrambles_only_where_the_registry_offers_them() {
        let mut lab = Lab::new();
        lab.scramble(ScrambleKind::Wca, 3).unwrap();
        assert!(!lab.sim().position().is_identity());
        lab.select(PuzzleKind::Pyraminx);
        let err = lab.scramble(ScrambleKind::Wca, 3).unwrap_err().to_string();
        assert!(err.contains("Pyraminx"), "{err}");
        assert!(lab.sim().position().is_identity(), "nothing changed");
        lab.scramble(ScrambleKind::RandomState, 3).unwrap();
        assert!(!lab.sim().position().is_identity());
        assert_eq!("random-state".parse(), Ok(ScrambleKind::RandomState));
        let e = "<b>".parse::<ScrambleKind>().unwrap_err().to_string();
        assert!(e.contains("wca"), "{e}");
    }

    #[test]
    fn paint_the_blog_example_through_the_net() {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Cube2);
        lab.set_painting(true);
        let def = Cube2::get().def();
        let net = Net::of(PuzzleKind::Cube2);
        for (s, c) in Cube2::BLOG_EXAMPLE.chars().enumerate() {
            lab.set_brush(
                def.colours()
                    .iter()
                    .position(|n| *n == c.to_string())
                    .unwrap(),
            );
            lab.click_tile(net.tile_of(s).unwrap(), Spin::Clockwise);
        }
        assert!(lab.use_paint());
        assert!(lab.paint().is_none());
        assert_eq!(lab.panel().sticker_cycles, Cube2::BLOG_ANSWER);
    }

    #[test]
    fn clicks_turn_when_not_painting_and_links_switch_puzzles() {
        let mut lab = Lab::new();
        let net = Net::of(PuzzleKind::Megaminx);
        let centre_a = net
            .tiles()
            .iter()
            .position(|t| t.sticker.is_none() && t.turn == Some(0))
            .unwrap();
        lab.click_tile(centre_a, Spin::Clockwise);
        assert_eq!(lab.sim().history_text(), "A");
        assert!(!lab.explore().is_empty());
        assert!(lab.take_requests().is_empty());
        lab.select(PuzzleKind::Pyraminx);
        lab.sim_mut()
            .apply_text("s1 s5", Default::default())
            .unwrap();
        let q = lab.link_query();
        assert_eq!(q, "puzzle=pyraminx&alg=s1+s5");
        let mut other = Lab::new();
        other.open_query(&q).unwrap();
        assert_eq!(other.puzzle(), PuzzleKind::Pyraminx);
        assert_eq!(other.position(), lab.position());
        assert_eq!(
            lab.take_requests(),
            [Request::Forget { id: 1 }],
            "the Megaminx explorer's job is let go"
        );
        // Back to the Megaminx: it kept its position (every puzzle keeps its own).
        lab.select(PuzzleKind::Megaminx);
        assert_eq!(lab.sim().history_text(), "A");
    }

    #[test]
    fn bad_links_keep_the_named_puzzle_and_say_why() {
        let mut lab = Lab::new();
        assert!(lab.open_query("puzzle=cube2&alg=R+Q").is_err());
        assert_eq!(lab.puzzle(), PuzzleKind::Cube2);
        let notice = lab.panel().notice.unwrap();
        assert!(
            notice.is_error() && notice.text.contains("unknown generator"),
            "{notice:?}"
        );
        assert!(lab.open_query("puzzle=%3Cscript%3E").is_err());
        assert_eq!(lab.puzzle(), PuzzleKind::Megaminx);
        assert!(lab.notice_text().unwrap().contains("unknown puzzle"));
    }

    #[test]
    fn a_failed_reading_keeps_painting() {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Pyraminx);
        lab.set_painting(true);
        lab.set_brush(0);
        lab.paint_sticker(35);
        assert!(!lab.use_paint());
        assert!(lab.paint().is_some());
        assert!(!lab.marked().is_empty());
        assert_eq!(lab.sticker_colours()[35], 0);
        lab.paint_from(PaintFrom::Solved);
        assert!(lab.use_paint());
    }

    /// A flipped edge: the error names the flip, marks that edge's two stickers, and keeps
    /// every colour; using it changes nothing.
    #[test]
    fn a_flipped_edge_is_marked_and_nothing_is_lost() {
        let m = Megaminx::get();
        let def = m.def();
        let mut lab = Lab::new();
        lab.set_painting(true);
        let edge = &def.pieces()[m.edge_pieces()[0]];
        let (a, b) = (edge.stickers[0], edge.stickers[1]);
        let colours = lab.paint().unwrap().colours().to_vec();
        let (ca, cb) = (colours[a], colours[b]);
        lab.set_brush(cb);
        lab.paint_sticker(a);
        lab.set_brush(ca);
        lab.paint_sticker(b);
        let before = lab.paint().unwrap().colours().to_vec();
        assert!(!lab.use_paint());
        let paint = lab.paint().unwrap();
        let mut marked = paint.marked().to_vec();
        marked.sort();
        assert_eq!(marked, {
            let mut v = vec![a, b];
            v.sort();
            v
        });
        assert_eq!(paint.colours(), before);
        assert!(lab.position().is_identity());
        assert!(lab.panel().notice.unwrap().is_error());
        assert_eq!(
            lab.notice_text().unwrap(),
            "No sequence of turns reaches these colours: edge flips add up to an odd number \
             (a single edge cannot be flipped). The pieces involved are marked."
        );
        // Repainting one of them takes its mark away.
        lab.paint_sticker(a);
        assert_eq!(lab.paint().unwrap().marked(), [b]);
    }

    /// A valid painted Megaminx position becomes the puzzle's start, and the solver solves
    /// it.
    #[test]
    fn a_painted_scramble_can_be_solved() {
        let mut source = Lab::new();
        source
            .sim_mut()
            .apply_text("A B C* L2", crate::puzzle::Notation::Thesis)
            .unwrap();
        let mut lab = Lab::new();
        lab.set_painting(true);
        let want = Megaminx::get().def().colours_of(&source.position());
        for (s, &c) in want.iter().enumerate() {
            lab.set_brush(c);
            lab.paint_sticker(s);
        }
        assert!(lab.use_paint());
        assert_eq!(lab.position(), source.position());
        assert!(!lab.panel().notice.unwrap().is_error());
        lab.sim_mut().solve().unwrap();
        let link = lab.sim().link().to_query();
        assert!(link.contains("state="), "{link}");
    }
}
