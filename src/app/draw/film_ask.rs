//! A film as asked ([`FilmAsk`]: `window.minx.film({…})`, the Export menu's film boxes):
//! where its moves come from ([`FilmSource`]), what it shows ([`FilmView`]), its size and
//! speed — read and checked here, natively, so the page only draws frames.

use super::film::{FilmError, FilmSpec, DEFAULT_FILM_SIDE, DEFAULT_FILM_SPEED};

/// Where a film's moves come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FilmSource {
    /// An alg from solved, as `minx film` films it (its notation's name: the record's first
    /// when `None`).
    Alg {
        /// The moves.
        alg: String,
        /// The notation's name.
        notation: Option<String>,
    },
    /// The moves made since the start of the history, from where it starts.
    History,
    /// The open solution, all of it, from where it starts.
    Solution,
    /// The open solution's current step, from where it starts.
    Step,
}

/// What a film's frames show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilmView {
    /// The 3D view, as it stands (drawn by the page's renderer).
    Model,
    /// The flat net, each frame the figure of its position (as `minx film` draws it).
    Net,
}

/// A film as asked: every field a script's value (or a box's text) until read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FilmAsk {
    /// `alg`, `history` (the default without an alg), `solution` or `step`.
    pub source: Option<String>,
    /// An alg to film from solved (implies the `alg` source).
    pub alg: Option<String>,
    /// The alg's notation.
    pub notation: Option<String>,
    /// `3d` (the default) or `net`.
    pub view: Option<String>,
    /// The frame's side in pixels ([`DEFAULT_FILM_SIDE`] when absent).
    pub size: Option<f64>,
    /// Moves per second ([`DEFAULT_FILM_SPEED`] when absent).
    pub speed: Option<f64>,
}

impl FilmAsk {
    /// The ask the Export menu's film boxes make (their texts, in the order of
    /// `FILM_BOXES`): source, view, size, speed, and the move box's alg and notation (used
    /// by the `alg` source). A size or speed that is not a number reads as NaN (refused).
    pub fn from_boxes(texts: &[String; 6]) -> FilmAsk {
        let [source, view, size, speed, alg, notation] = texts;
        let number = |text: &str| Some(text.trim().parse().unwrap_or(f64::NAN));
        let alg = (source == "alg").then(|| alg.clone());
        FilmAsk {
            source: Some(source.clone()),
            alg,
            notation: Some(notation.clone()),
            view: Some(view.clone()),
            size: number(size),
            speed: number(speed),
        }
    }

    /// The frames' size and speed, or why not.
    pub fn spec(&self) -> Result<FilmSpec, FilmError> {
        let size = self.size.unwrap_or(f64::from(DEFAULT_FILM_SIDE));
        if size.fract() != 0.0 || !(1.0..=f64::from(u32::MAX)).contains(&size) {
            return Err(FilmError::Side(size));
        }
        let speed = self.speed.unwrap_or(DEFAULT_FILM_SPEED);
        FilmSpec::new(size as u32, speed).map_err(|e| match e {
            FilmError::Side(_) => FilmError::Side(size),
            e => e,
        })
    }

    /// Where the moves come from, or why not.
    pub fn source(&self) -> Result<FilmSource, FilmError> {
        let named = self.source.as_deref().filter(|s| !s.is_empty());
        Ok(match (named, &self.alg) {
            (None | Some("alg"), Some(alg)) => FilmSource::Alg {
                alg: alg.clone(),
                notation: self.notation.clone().filter(|n| !n.is_empty()),
            },
            (Some("alg"), None) => return Err(FilmError::NoAlg),
            (None | Some("history"), _) => FilmSource::History,
            (Some("solution"), _) => FilmSource::Solution,
            (Some("step"), _) => FilmSource::Step,
            (Some(other), _) => return Err(FilmError::Source(other.to_string())),
        })
    }

    /// What the frames show, or why not.
    pub fn view(&self) -> Result<FilmView, FilmError> {
        match self.view.as_deref() {
            None | Some("" | "3d") => Ok(FilmView::Model),
            Some("net") => Ok(FilmView::Net),
            Some(other) => Err(FilmError::View(other.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_boxes_and_a_script_s_options_read_or_are_refused_with_one_line() {
        let boxes = |s: [&str; 6]| FilmAsk::from_boxes(&s.map(String::from));
        let ask = boxes(["step", "net", "160", "4", "A B", "thesis"]);
        assert_eq!(ask.source(), Ok(FilmSource::Step));
        assert_eq!(ask.view(), Ok(FilmView::Net));
        assert_eq!(ask.spec(), FilmSpec::new(160, 4.0));
        let alg = boxes(["alg", "3d", "320", "2", "A B", "wca"]).source();
        let want = FilmSource::Alg {
            alg: "A B".into(),
            notation: Some("wca".into()),
        };
        assert_eq!(alg, Ok(want));
        let default = FilmAsk::default();
        assert_eq!(default.source(), Ok(FilmSource::History));
        assert_eq!(default.view(), Ok(FilmView::Model));
        assert_eq!(default.spec(), Ok(FilmSpec::default()));
        for (size, speed) in [
            ("4000", "2"),
            ("0", "2"),
            ("2.5", "2"),
            ("big", "2"),
            ("8", "0"),
        ] {
            let why = boxes(["history", "3d", size, speed, "", ""])
                .spec()
                .unwrap_err();
            let line = why.to_string();
            assert!(
                !line.contains('\n') && line.starts_with("a film's"),
                "{line}"
            );
        }
        let why = boxes(["history", "3d", "4000", "2", "", ""])
            .spec()
            .unwrap_err();
        assert!(why.to_string().ends_with("not 4000"), "{why}");
        let odd = FilmAsk {
            source: Some("everything".into()),
            view: Some("4d".into()),
            ..FilmAsk::default()
        };
        assert_eq!(odd.source(), Err(FilmError::Source("everything".into())));
        assert_eq!(odd.view(), Err(FilmError::View("4d".into())));
    }
}
