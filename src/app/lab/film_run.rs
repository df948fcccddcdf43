//! [`FilmRun`]: a film the page is making — which frame it draws next, how far it is, and
//! who waits for it. The page draws a few frames per animation frame (the 3D view needs its
//! WebGL) in the order this says — the first and the last before the rest, since the
//! encoder's palette comes from those two — and posts each to the worker, which encodes
//! them as they come; the page keeps drawing and answering between frames.

use crate::app::draw::{Film, FilmSpec, FilmView};
use crate::app::input::Actor;
use crate::app::worker::Request;
use crate::wire::Bytes;

/// Frames the page draws per animation frame: few, so it stays responsive.
pub const FILM_FRAMES_PER_TICK: usize = 3;

/// A film being made.
#[derive(Clone, Debug, PartialEq)]
pub struct FilmRun {
    /// The worker's number for it.
    pub id: u32,
    /// Its frames.
    pub film: Film,
    /// Their size and speed.
    pub spec: FilmSpec,
    /// What they show.
    pub view: FilmView,
    /// Who asked: a person gets a file, a script a promise.
    pub by: Actor,
    /// The file a person gets.
    pub file: String,
    /// Frames drawn and posted so far (a prefix of [`FilmRun::order`]).
    drawn: usize,
    /// Frames the worker has encoded so far (it says so as it goes).
    encoded: usize,
}

impl FilmRun {
    /// A film about to be drawn.
    pub fn new(
        id: u32,
        film: Film,
        spec: FilmSpec,
        view: FilmView,
        by: Actor,
        file: String,
    ) -> FilmRun {
        FilmRun {
            id,
            film,
            spec,
            view,
            by,
            file,
            drawn: 0,
            encoded: 0,
        }
    }

    /// How many frames it has.
    pub fn frames(&self) -> usize {
        self.film.positions().len()
    }

    /// The request that starts it in the worker.
    pub fn start_request(&self) -> Request {
        Request::Film {
            id: self.id,
            side: self.spec.side,
            speed: self.spec.speed,
            frames: self.frames() as u32,
            captions: self.film.captions().to_string(),
        }
    }

    /// The frame of each turn to draw: the first, the last, then the rest in order.
    pub fn order(&self) -> Vec<usize> {
        let last = self.frames() - 1;
        let mut order = vec![0];
        if last > 0 {
            order.push(last);
        }
        order.extend(1..last);
        order
    }

    /// The next frames to draw, at most `n` (none once all are drawn).
    pub fn due(&self, n: usize) -> Vec<usize> {
        self.order().into_iter().skip(self.drawn).take(n).collect()
    }

    /// Whether frames are left to draw.
    pub fn drawing(&self) -> bool {
        self.drawn < self.frames()
    }

    /// Frame `index` drawn as RGBA: the request that posts it, unless it is not the frame
    /// due (a frame of a film cancelled and started again, drawn late: dropped).
    pub fn drawn(&mut self, index: usize, rgba: Bytes, bottom_up: bool) -> Option<Request> {
        (self.due(1) == [index]).then_some(())?;
        self.drawn += 1;
        Some(Request::FilmFrame {
            id: self.id,
            index: index as u32,
            rgba,
            bottom_up,
        })
    }

    /// The worker has encoded `n` frames.
    pub fn encoded(&mut self, n: usize) {
        self.encoded = n.min(self.frames());
    }

    /// How far it is, in percent: each frame drawn, then encoded (the worker encodes them
    /// in order as they come, so encoding ends soon after drawing).
    pub fn percent(&self) -> u32 {
        ((self.drawn + self.encoded) * 50 / self.frames()) as u32
    }

    /// What the panel says of it.
    pub fn line(&self) -> String {
        let (n, side) = (self.frames(), self.spec.side);
        if self.drawing() {
            format!("Filming {side}×{side}: frame {} of {n}…", self.drawn + 1)
        } else {
            let next = (self.encoded + 1).min(n);
            format!("Encoding the GIF: frame {next} of {n}…")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::draw::FigureOptions;
    use crate::puzzle::PuzzleKind;

    fn run(alg: &str) -> FilmRun {
        let p = PuzzleKind::Megaminx;
        let word = p.info().read_word(alg, None).unwrap();
        let colours = p.info().colour_schemes()[0].colours.clone();
        let film = Film::new(p, &word, colours, FigureOptions::default()).unwrap();
        let spec = FilmSpec::new(160, 2.0).unwrap();
        FilmRun::new(
            9,
            film,
            spec,
            FilmView::Model,
            Actor::Person,
            "f.gif".into(),
        )
    }

    /// The first and last frames are drawn first, the rest in order, a few at a time; a
    /// frame drawn out of turn is dropped; the progress counts what was drawn, then what
    /// the worker says it encoded.
    #[test]
    fn frames_are_drawn_first_last_then_in_order_and_counted() {
        let mut r = run("A B C D");
        assert_eq!(r.order(), [0, 4, 1, 2, 3]);
        assert_eq!(
            r.start_request(),
            Request::Film {
                id: 9,
                side: 160,
                speed: 2.0,
                frames: 5,
                captions: String::new(),
            }
        );
        assert_eq!(r.due(FILM_FRAMES_PER_TICK), [0, 4, 1]);
        assert_eq!(r.drawn(4, Bytes(vec![1]), true), None, "not its turn");
        let posted = r.drawn(0, Bytes(vec![1]), true).expect("frame 0 is due");
        assert!(matches!(
            posted,
            Request::FilmFrame {
                id: 9,
                index: 0,
                ..
            }
        ));
        assert_eq!(
            (r.percent(), r.line().as_str()),
            (10, "Filming 160×160: frame 2 of 5…")
        );
        for i in [4, 1, 2, 3] {
            assert!(r.drawn(i, Bytes(Vec::new()), false).is_some(), "frame {i}");
        }
        assert!(!r.drawing() && r.due(3).is_empty());
        assert_eq!(
            (r.percent(), r.line().as_str()),
            (50, "Encoding the GIF: frame 1 of 5…")
        );
        r.encoded(3);
        assert_eq!(
            (r.percent(), r.line().as_str()),
            (80, "Encoding the GIF: frame 4 of 5…")
        );
        r.encoded(5);
        assert_eq!(r.percent(), 100);
        let one = run("");
        assert_eq!((one.order(), one.frames()), (vec![0], 1));
    }
}
