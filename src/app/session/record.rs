//! [`Session`]: the user's work kept across reloads — the puzzle on screen, its position and
//! history, the open solution's step — so that reloading the page, or the browser restoring a
//! tab, does not lose it.
//!
//! A session is the page's own share link (the same fields, so nothing new to keep in step)
//! wrapped in a versioned record: `{"version":1,"link":"puzzle=megaminx&alg=A+B"}`. Storage
//! can be edited by anyone with the browser's tools, so reading one back is as strict as
//! opening a link: bounded, versioned, and the link read by [`Link::from_query`] before
//! anything of it is used. The page only moves the text in and out of `localStorage`
//! ([`SESSION_KEY`]); [`open_page`] decides what the page opens at start.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::app::lab::Lab;
use crate::app::sim::NoticeKind;
use crate::share::{Link, ShareError, MAX_QUERY};
use crate::wire::flat_json::{quote, read_object, FlatValue};

/// The `localStorage` key the page keeps its session under.
pub const SESSION_KEY: &str = "minx.session";

/// The version this page writes and reads.
pub const SESSION_VERSION: u32 = 1;

/// The longest saved text read (a link at its longest, its escaping, and the wrapper).
pub const MAX_SESSION: usize = 2 * MAX_QUERY + 64;

/// A session: a link the page reads, in the record it is stored as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    query: String,
}

/// The stored record.
struct Record {
    version: u32,
    link: String,
}

/// Why a saved session was not restored.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SessionError {
    /// Longer than `MAX_SESSION` bytes.
    #[error("it is too long ({0} bytes; at most {MAX_SESSION} are read)")]
    TooLong(usize),
    /// Not the record this page writes.
    #[error("it is not a session record ({0})")]
    Unreadable(String),
    /// Written by another version of the page.
    #[error("it has version {0}; this page reads version {SESSION_VERSION}")]
    Version(u32),
    /// The record is fine but its link is not.
    #[error("its position cannot be opened: {0}")]
    Link(#[from] ShareError),
}

/// What the page opened at start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opened {
    /// The URL's link (good or bad: a bad one shows its notice).
    Link,
    /// The saved session.
    Restored,
    /// Nothing: a solved Megaminx.
    Fresh,
    /// A saved session that could not be used (the page starts afresh, saying why).
    Discarded(SessionError),
}

impl Session {
    /// The session of what `lab` shows; `None` when there is nothing to keep (the page as a
    /// fresh load shows it: after Reset, the saved session is cleared).
    pub fn of(lab: &Lab) -> Option<Session> {
        let query = lab.link_query();
        (query != Link::default().to_query()).then_some(Session { query })
    }

    /// The share link's query it keeps.
    pub fn query(&self) -> &str {
        &self.query
    }

    /// Opens it in `lab` (as a link: the puzzle, its position, the solution step).
    pub fn open(&self, lab: &mut Lab) -> Result<(), ShareError> {
        lab.open_query(&self.query)
    }
}

impl fmt::Display for Session {
    /// The stored record (JSON).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let link = quote(&self.query);
        write!(f, "{{\"version\":{SESSION_VERSION},\"link\":{link}}}")
    }
}

impl FromStr for Session {
    type Err = SessionError;

    /// Reads a stored record, trusting nothing: the size first, then the record, its version,
    /// and its link as a link is read.
    fn from_str(text: &str) -> Result<Session, SessionError> {
        if text.len() > MAX_SESSION {
            return Err(SessionError::TooLong(text.len()));
        }
        let unreadable = SessionError::Unreadable;
        let entries = read_object(text).map_err(|e| unreadable(e.to_string()))?;
        let (mut version, mut link) = (None, None);
        for (key, value) in entries {
            match (key.as_str(), value) {
                ("version", FlatValue::Other(n)) if version.is_none() => {
                    let n = n.parse::<u32>();
                    version = Some(n.map_err(|_| unreadable("its version is no number".into()))?);
                }
                ("link", FlatValue::Text(l)) if link.is_none() => link = Some(l),
                _ => {
                    let key = crate::quote::quote(&key);
                    return Err(unreadable(format!("unexpected or repeated field {key}")));
                }
            }
        }
        let missing = |field: &str| unreadable(format!("no {field}"));
        let record = Record {
            version: version.ok_or_else(|| missing("version"))?,
            link: link.ok_or_else(|| missing("link"))?,
        };
        if record.version != SESSION_VERSION {
            return Err(SessionError::Version(record.version));
        }
        Link::from_query(&record.link)?;
        Ok(Session { query: record.link })
    }
}

/// Opens the page at start (`lab` as it starts: a solved Megaminx): the URL's link when it
/// says where the puzzle is, else the saved session (`saved`, as read from storage) when
/// there is a usable one, else nothing. The panel's notice says when a session was restored
/// or thrown away.
pub fn open_page(lab: &mut Lab, url_query: &str, saved: Option<&str>) -> Opened {
    if Link::carries_position(url_query) {
        // A bad link leaves a solved puzzle and a notice in the panel.
        let _ = lab.open_query(url_query);
        return Opened::Link;
    }
    let Some(text) = saved else {
        return Opened::Fresh;
    };
    let opened = text
        .parse::<Session>()
        .and_then(|s| s.open(lab).map_err(SessionError::from));
    match opened {
        Ok(()) => {
            if lab.sim().notice().is_none() {
                lab.sim_mut().set_notice(
                    NoticeKind::Info,
                    "Your last session is back (Reset starts afresh).".to_string(),
                );
            }
            Opened::Restored
        }
        Err(e) => {
            // Nothing of it was used: a record is read whole before anything is opened.
            lab.sim_mut().set_notice(
                NoticeKind::Info,
                format!("Your last session could not be restored: {e}. Starting afresh."),
            );
            Opened::Discarded(e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::notation::Notation;
    use crate::puzzle::PuzzleKind;

    fn saved(lab: &Lab) -> String {
        Session::of(lab).expect("something to keep").to_string()
    }

    #[test]
    fn a_fresh_page_keeps_nothing_and_reset_clears() {
        let mut lab = Lab::new();
        assert_eq!(Session::of(&lab), None);
        lab.sim_mut().apply_text("A B", Notation::Thesis).unwrap();
        assert!(Session::of(&lab).is_some());
        lab.sim_mut().reset();
        assert_eq!(Session::of(&lab), None, "Reset: nothing left to keep");
    }

    #[test]
    fn position_history_and_solution_step_come_back() {
        let mut lab = Lab::new();
        lab.sim_mut()
            .apply_text("A B C* L2", Notation::Thesis)
            .unwrap();
        lab.sim_mut().solve().unwrap();
        lab.sim_mut().step_with(|s| s.goto_step(2));
        let text = saved(&lab);
        assert!(text.starts_with(r#"{"version":1,"link":"#), "{text}");
        let mut back = Lab::new();
        assert_eq!(open_page(&mut back, "", Some(&text)), Opened::Restored);
        assert_eq!(back.sim().history_text(), lab.sim().history_text());
        assert_eq!(back.position(), lab.position());
        assert_eq!(
            back.sim().solution().map(|s| s.steps_done()),
            Some(2),
            "the solution is open at its step"
        );
        assert!(back.notice_text().unwrap().contains("session is back"));
        assert_eq!(Session::of(&back).map(|s| s.to_string()), Some(text));
    }

    #[test]
    fn other_puzzles_come_back_on_their_puzzle() {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Cube2);
        lab.sim_mut().apply_text("R G'", Notation::Thesis).unwrap();
        let text = saved(&lab);
        let mut back = Lab::new();
        assert_eq!(open_page(&mut back, "?", Some(&text)), Opened::Restored);
        assert_eq!(back.puzzle(), PuzzleKind::Cube2);
        assert_eq!(back.position(), lab.position());
        assert_eq!(back.panel().sticker_cycles, lab.panel().sticker_cycles);
    }

    #[test]
    fn a_link_in_the_url_wins_over_the_session() {
        let mut lab = Lab::new();
        lab.sim_mut().apply_text("A", Notation::Thesis).unwrap();
        let text = saved(&lab);
        let mut page = Lab::new();
        assert_eq!(
            open_page(&mut page, "?puzzle=pyraminx&alg=s1", Some(&text)),
            Opened::Link
        );
        assert_eq!(page.puzzle(), PuzzleKind::Pyraminx);
        // Unknown parameters alone are not a position: the session comes back.
        let mut page = Lab::new();
        assert_eq!(
            open_page(&mut page, "?title=x", Some(&text)),
            Opened::Restored
        );
        assert_eq!(page.sim().history_text(), "A");
        assert_eq!(open_page(&mut Lab::new(), "", None), Opened::Fresh);
    }

    /// Whatever is in storage, the page opens solved and says why; nothing of a bad record
    /// is used.
    #[test]
    fn hostile_or_stale_records_are_thrown_away() {
        let huge = format!(
            r#"{{"version":1,"link":"alg={}"}}"#,
            "A+".repeat(MAX_SESSION)
        );
        let cases: [(&str, &str); 7] = [
            ("", "not a session record"),
            ("puzzle=megaminx&alg=A", "not a session record"),
            (r#"{"version":2,"link":"alg=A"}"#, "version 2"),
            (
                r#"{"version":1,"link":"alg=A","x":1}"#,
                "not a session record",
            ),
            (r#"{"version":1,"link":"alg=Q"}"#, "cannot be opened"),
            (
                r#"{"version":1,"link":"puzzle=<script>"}"#,
                "unknown puzzle",
            ),
            (&huge, "too long"),
        ];
        for (text, why) in cases {
            let mut lab = Lab::new();
            let opened = open_page(&mut lab, "", Some(text));
            assert!(
                matches!(opened, Opened::Discarded(_)),
                "{text:.60}: {opened:?}"
            );
            assert_eq!(lab.sim().history_text(), "", "{text:.60}");
            assert_eq!(lab.puzzle(), PuzzleKind::Megaminx);
            let notice = lab.notice_text().unwrap();
            assert!(notice.contains(why), "{text:.60}: {notice}");
            assert!(notice.len() < 300, "the notice stays short: {notice}");
        }
    }

    #[test]
    fn records_round_trip() {
        let mut lab = Lab::new();
        lab.select(PuzzleKind::Pyraminx);
        lab.sim_mut()
            .scramble(crate::app::sim::ScrambleKind::RandomState, 7)
            .unwrap();
        let s = Session::of(&lab).unwrap();
        let back: Session = s.to_string().parse().unwrap();
        assert_eq!(back, s);
        assert_eq!(back.query(), lab.link_query());
    }

    /// Letters on and custom colours come back with the session, on their puzzle; the
    /// letters alone are worth keeping; a stored record with a bad colour is thrown away.
    #[test]
    fn letters_and_custom_colours_come_back() {
        let mut lab = Lab::new();
        lab.show_letters(true);
        let text = saved(&lab);
        let mut back = Lab::new();
        assert_eq!(open_page(&mut back, "", Some(&text)), Opened::Restored);
        assert!(back.letters_shown());
        lab.select(PuzzleKind::Cube2);
        lab.set_face_colour("r", "#102030").unwrap();
        lab.show_letters(false);
        let text = saved(&lab);
        let mut back = Lab::new();
        assert_eq!(open_page(&mut back, "", Some(&text)), Opened::Restored);
        assert_eq!(back.puzzle(), PuzzleKind::Cube2);
        assert_eq!(back.colours(), lab.colours());
        assert_eq!(back.colours()[5], [0x10, 0x20, 0x30]);
        assert!(!back.letters_shown());
        let bad = text.replace("102030", "1020zz");
        let mut page = Lab::new();
        let opened = open_page(&mut page, "", Some(&bad));
        assert!(matches!(opened, Opened::Discarded(_)), "{opened:?}");
        assert!(page
            .notice_text()
            .unwrap()
            .contains("\"1020zz\" is not a colour"));
        assert_eq!(page.scheme(), "wca");
    }
}
