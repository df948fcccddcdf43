//! [`PuzzleApp`]: the simulator of any [`PuzzleDef`](crate::puzzle::PuzzleDef) puzzle — the
//! Pyraminx and the 2×2×2 — on sticker permutations: turns by generator, undo/redo, typed
//! moves in generator names, random positions, links, and the panel (piece cycles with names
//! from the definition, sticker cycles, order, the invariants its generators keep).

use crate::group::{Letter, Perm, StabChain, Word};
use crate::puzzle::{OrbitInvariants, Pieces, PuzzleKind};
use crate::rng::Rng;
use crate::share::{Link, Position};

use super::history::History;
use super::input::Spin;
use super::notice::{Notice, NoticeKind};
use super::panel::{piece_counts, Panel};
use super::perm_position::PermPosition;
use super::simulator::Simulator;
use super::timeline::{Frame, Timeline};
use crate::puzzle::notation::Notation;

/// How the current start came about (for the panel).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Origin {
    Solved,
    Random,
    Given,
}

/// A puzzle other than the Megaminx, as the page runs it.
#[derive(Clone, Debug)]
pub struct PuzzleApp {
    puzzle: PuzzleKind,
    start: Perm,
    origin: Origin,
    history: History<Letter>,
    state: Perm,
    notice: Option<Notice>,
    /// The turns still to be shown on the 3D model, and the position it shows.
    timeline: Timeline<PermPosition>,
}

/// The whole group of a puzzle (for uniformly random positions), built once.
fn whole_group(puzzle: PuzzleKind) -> &'static StabChain {
    puzzle.info().whole_group()
}

/// The invariants a puzzle's generators keep, found once.
fn invariants(puzzle: PuzzleKind) -> &'static OrbitInvariants {
    puzzle.info().invariants()
}

impl PuzzleApp {
    /// The solved puzzle.
    pub fn new(puzzle: PuzzleKind) -> PuzzleApp {
        let solved = puzzle.def().identity();
        PuzzleApp {
            puzzle,
            start: solved.clone(),
            origin: Origin::Solved,
            history: History::new(),
            state: solved,
            notice: None,
            timeline: Timeline::new(PermPosition::solved(puzzle)),
        }
    }

    /// What the 3D model shows now (see [`Timeline::frame`]).
    pub fn frame(&self) -> Frame<PermPosition> {
        self.timeline.frame()
    }

    /// Whether turns are still being shown.
    pub fn busy(&self) -> bool {
        self.timeline.busy()
    }

    /// Advances the animation by `dt_ms`; returns whether anything changed.
    pub fn tick(&mut self, dt_ms: f64) -> bool {
        self.timeline.advance(dt_ms)
    }

    /// The animation queue, to set its speed or reduced motion.
    pub fn timeline_mut(&mut self) -> &mut Timeline<PermPosition> {
        &mut self.timeline
    }

    /// The moves made since the start, merged (`R R` is `R^2`) and with powers reduced.
    pub fn moves(&self) -> Word {
        let mut w = Word::new();
        for l in self.history.all() {
            w.push(l.generator, l.power);
        }
        self.reduced(&w)
    }

    /// `w` with every power reduced modulo its generator's order (`s7^1000000` is `s7`).
    fn reduced(&self, w: &Word) -> Word {
        w.reduced_powers(&self.orders())
    }

    /// The order of each generator.
    fn orders(&self) -> Vec<u32> {
        let generators = self.puzzle.def().generators();
        let order = |g: &crate::puzzle::Generator| u32::try_from(g.perm.order());
        generators
            .iter()
            .map(|g| order(g).unwrap_or(u32::MAX))
            .collect()
    }

    /// The moves made, in generator names.
    pub fn moves_text(&self) -> String {
        let (names, moves) = (self.puzzle.def().generator_names(), self.moves());
        let text = moves.display_with(&names).to_string();
        text
    }

    /// The history of actions.
    pub fn history(&self) -> &History<Letter> {
        &self.history
    }

    /// The current message.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    fn play(&mut self, letters: &[Letter]) {
        let def = self.puzzle.def();
        for l in letters {
            self.state = self
                .state
                .then(&def.generators()[l.generator].perm.pow(i64::from(l.power)));
            self.timeline.push(*l);
        }
    }

    fn act(&mut self, letters: Vec<Letter>) {
        self.notice = None;
        self.play(&letters);
        self.history.push(letters);
    }

    fn restart(&mut self, start: Perm, origin: Origin) {
        self.timeline.jump(PermPosition {
            puzzle: self.puzzle,
            perm: start.clone(),
        });
        self.state = start.clone();
        self.start = start;
        self.origin = origin;
        self.history = History::new();
    }

    /// Turns `letters` as one action (one undo takes them all back).
    pub fn turn_letters(&mut self, letters: Vec<Letter>) {
        if !letters.is_empty() {
            self.act(letters);
        }
    }

    /// The link for the current position: its start and the moves since.
    pub fn link(&self) -> Link {
        Link {
            position: Position::Stickers {
                puzzle: self.puzzle,
                start: self.start.clone(),
                moves: self.moves(),
            },
            ..Link::solved(self.puzzle)
        }
    }

    /// Opens a link's position of this puzzle (read by [`Link::from_query`]): its start,
    /// then its moves as one undoable action each.
    pub fn open_position(&mut self, start: &Perm, moves: &Word) {
        let origin = if start.is_identity() {
            Origin::Solved
        } else {
            Origin::Given
        };
        self.restart(start.clone(), origin);
        let letters: Vec<Letter> = moves.letters().to_vec();
        self.act(letters);
    }

    fn invariants_text(&self) -> String {
        let values = invariants(self.puzzle).values(self.puzzle.def(), &self.state);
        let mut parts = Vec::new();
        for v in values {
            if let Some(p) = v.parity {
                parts.push(format!("{} permutation {p}", v.name));
            }
            if let Some((sum, m)) = v.orientation {
                let what = if m == 2 { "flip" } else { "twist" };
                parts.push(format!("{} {what} sum {sum} (mod {m})", v.name));
            }
        }
        if parts.is_empty() {
            "no invariants: every piece can be turned on its own".to_string()
        } else {
            parts.join(" · ")
        }
    }
}

impl Simulator for PuzzleApp {
    fn puzzle(&self) -> PuzzleKind {
        self.puzzle
    }

    fn position(&self) -> Perm {
        self.state.clone()
    }

    fn start_from(&mut self, position: &Perm) -> Result<(), String> {
        if position.degree() > self.puzzle.def().sticker_count() {
            return Err("a position of another puzzle".to_string());
        }
        let p = position.extended(self.puzzle.def().sticker_count());
        self.notice = None;
        self.restart(p, Origin::Given);
        Ok(())
    }

    fn turn_generator(&mut self, g: usize, spin: Spin) {
        if g < self.puzzle.def().generators().len() {
            self.act(vec![Letter {
                generator: g,
                power: spin.fifths() as i32,
            }]);
        }
    }

    /// Moves in the notation when the puzzle's record lists it, else in generator names
    /// (`R G' b^2`).
    fn apply_text(&mut self, text: &str, notation: Notation) -> Result<usize, String> {
        let word = self
            .puzzle
            .info()
            .read_word(text, Some(notation))
            .map_err(|e| e.to_string())?;
        // A power past its generator's order (`s7^1000000`) is played reduced; others as typed.
        let orders = self.orders();
        let word = if word
            .letters()
            .iter()
            .any(|l| l.power.unsigned_abs() >= orders[l.generator])
        {
            self.reduced(&word)
        } else {
            word
        };
        let n = word.len();
        self.act(word.letters().to_vec());
        Ok(n)
    }

    fn undo(&mut self) {
        let letters = self.history.undo().unwrap_or_default();
        self.play(&letters);
    }

    fn redo(&mut self) {
        let letters = self.history.redo().unwrap_or_default();
        self.play(&letters);
    }

    fn reset(&mut self) {
        self.notice = None;
        self.restart(self.puzzle.def().identity(), Origin::Solved);
    }

    fn scramble_random(&mut self, seed: u64) {
        let p = whole_group(self.puzzle).random_element(&mut Rng::new(seed));
        self.notice = None;
        self.restart(p, Origin::Random);
    }

    fn panel(&self) -> Panel {
        let def = self.puzzle.def();
        let moves = self.moves();
        let n = moves.len();
        Panel {
            piece_cycles: Pieces::of_perm(def, &self.state).cycles_text(def),
            sticker_cycles: self.state.to_string(),
            counts: piece_counts(self.puzzle, &self.state),
            order: format!("order {}", self.state.order()),
            invariants: self.invariants_text(),
            solved: self.state.is_identity(),
            origin: match self.origin {
                Origin::Solved => "Solved start",
                Origin::Random => "Start: a random position",
                Origin::Given => "Start: a given position (painted or from a link)",
            }
            .to_string(),
            history: self.moves_text(),
            move_count: format!("{n} move{}", if n == 1 { "" } else { "s" }),
            can_undo: self.history.can_undo(),
            can_redo: self.history.can_redo(),
            solution: None,
            solving: None,
            notice: self.notice.clone(),
        }
    }

    fn link(&self) -> Link {
        PuzzleApp::link(self)
    }

    fn set_notice(&mut self, kind: NoticeKind, text: String) {
        self.notice = Some(Notice::new(kind, text));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Cube2;

    fn gen(app: &PuzzleApp, name: &str) -> usize {
        app.puzzle.def().generator_index(name).unwrap()
    }

    #[test]
    fn turns_undo_redo_and_merged_moves() {
        let mut app = PuzzleApp::new(PuzzleKind::Cube2);
        let r = gen(&app, "R");
        app.turn_generator(r, Spin::Clockwise);
        app.turn_generator(r, Spin::Clockwise);
        app.turn_generator(gen(&app, "G"), Spin::Anticlockwise);
        assert_eq!(app.moves_text(), "R^2 G'");
        let p = app.panel();
        assert_eq!(p.history, "R^2 G'");
        assert_eq!(p.move_count, "2 moves");
        assert!(p.counts.ends_with("sticker cycles"), "{}", p.counts);
        assert!(
            p.counts.starts_with("6 of 8 corners not home"),
            "{}",
            p.counts
        );
        app.undo();
        app.undo();
        app.undo();
        assert!(app.panel().solved);
        assert_eq!(app.panel().piece_cycles, "()");
        app.redo();
        assert_eq!(app.moves_text(), "R");
        // R R R R is the identity: the history shows nothing.
        for _ in 0..3 {
            app.turn_generator(r, Spin::Clockwise);
        }
        assert_eq!(app.moves_text(), "");
    }

    #[test]
    fn typed_moves_and_their_errors() {
        let mut app = PuzzleApp::new(PuzzleKind::Pyraminx);
        assert_eq!(app.apply_text("s1 s5' s6^2", Notation::Thesis), Ok(3));
        let e = app.apply_text("s1 x", Notation::Thesis).unwrap_err();
        assert!(e.contains("column 4"), "{e}");
        let p = app.panel();
        assert!(
            p.invariants.contains("edges permutation even"),
            "{}",
            p.invariants
        );
        assert!(
            p.invariants.contains("edges flip sum 0 (mod 2)"),
            "{}",
            p.invariants
        );
        assert!(p.counts.contains("of 4 tips"), "{}", p.counts);
    }

    #[test]
    fn huge_typed_powers_are_reduced_not_overflowed() {
        // 2,148 × 10⁶ overflows an i32; s7 has order 3 and 2,148,000,000 ≡ 0, 2,149,000,000 ≡ 1.
        let mut app = PuzzleApp::new(PuzzleKind::Pyraminx);
        let text = vec!["s7^1000000"; 2148].join(" ");
        // The typed powers are reduced before they are played: nothing is left to turn.
        assert_eq!(app.apply_text(&text, Notation::Thesis), Ok(0));
        assert!(app.panel().solved);
        assert_eq!(app.moves_text(), "");
        app.apply_text(&text, Notation::Thesis).unwrap();
        app.apply_text("s7^1000000", Notation::Thesis).unwrap();
        // 4,297,000,000 ≡ 1 (mod 3), and the history's merged powers stay in range too.
        assert_eq!(app.moves_text(), "s7");
        let s7 = app.puzzle.def().generator("s7").unwrap().perm.clone();
        assert_eq!(app.position(), s7);
    }

    #[test]
    fn links_round_trip() {
        let mut app = PuzzleApp::new(PuzzleKind::Cube2);
        app.scramble_random(3);
        assert!(!app.panel().solved);
        app.turn_generator(gen(&app, "b"), Spin::Clockwise);
        let q = app.link_query();
        let Position::Stickers { start, moves, .. } = Link::from_query(&q).unwrap().position else {
            panic!("{q}");
        };
        let mut other = PuzzleApp::new(PuzzleKind::Cube2);
        other.open_position(&start, &moves);
        assert_eq!(other.position(), app.position());
        assert_eq!(other.moves_text(), "b");
    }

    #[test]
    fn the_blog_position_shows_its_cycles() {
        let mut app = PuzzleApp::new(PuzzleKind::Cube2);
        let p = PuzzleKind::Cube2
            .reader()
            .read_text(Cube2::BLOG_EXAMPLE)
            .unwrap();
        app.start_from(&p).unwrap();
        assert_eq!(app.panel().sticker_cycles, Cube2::BLOG_ANSWER);
        assert_eq!(app.panel().order, "order 3");
    }
}
