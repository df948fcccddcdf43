//! [`SessionKeeper`]: keeps the saved [`Session`] in step with what the page shows. Storage
//! is written only when the session's text changed (not at every command or frame), and
//! cleared when there is nothing left to keep (after Reset); the page only does the writing
//! ([`Store`]).

use crate::app::lab::Lab;
use crate::app::session::open_page;
use crate::app::session::Opened;
use crate::app::session::Session;

/// What to do to the stored session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Store {
    /// Save this record (the session's text).
    Save(String),
    /// Remove the saved session.
    Clear,
}

/// The session text storage holds, as far as the page knows.
#[derive(Clone, Debug, Default)]
pub struct SessionKeeper {
    /// The text last read or written (`None`: nothing saved).
    saved: Option<String>,
}

impl SessionKeeper {
    /// Opens the page at start ([`open_page`]) with `saved`, the text storage holds, and
    /// remembers that text.
    pub fn open(&mut self, lab: &mut Lab, url_query: &str, saved: Option<String>) -> Opened {
        self.saved = saved;
        open_page(lab, url_query, self.saved.as_deref())
    }

    /// What to write now that the page shows `lab` whole: its session's record when that
    /// changed, a clear when there is nothing to keep any more, nothing when storage already
    /// holds it.
    pub fn keep(&mut self, lab: &Lab) -> Option<Store> {
        let text = Session::of(lab).map(|s| s.to_string());
        if text == self.saved {
            return None;
        }
        self.saved.clone_from(&text);
        Some(text.map_or(Store::Clear, Store::Save))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::notation::Notation;

    #[test]
    fn storage_is_written_only_when_the_session_changes() {
        let mut keeper = SessionKeeper::default();
        let mut lab = Lab::new();
        keeper.open(&mut lab, "", None);
        assert_eq!(keeper.keep(&lab), None, "a fresh page keeps nothing");
        lab.sim_mut().apply_text("A B", Notation::Thesis).unwrap();
        let saved = Session::of(&lab).unwrap().to_string();
        assert_eq!(keeper.keep(&lab), Some(Store::Save(saved)));
        assert_eq!(keeper.keep(&lab), None, "unchanged: not written again");
        lab.sim_mut().reset();
        assert_eq!(keeper.keep(&lab), Some(Store::Clear), "Reset clears it");
        assert_eq!(keeper.keep(&lab), None);
    }

    #[test]
    fn a_restored_session_is_not_written_back_and_a_bad_one_is_cleared() {
        let mut lab = Lab::new();
        lab.sim_mut().apply_text("A", Notation::Thesis).unwrap();
        let text = Session::of(&lab).unwrap().to_string();
        let (mut keeper, mut back) = (SessionKeeper::default(), Lab::new());
        assert_eq!(keeper.open(&mut back, "", Some(text)), Opened::Restored);
        assert_eq!(keeper.keep(&back), None);
        let (mut keeper, mut fresh) = (SessionKeeper::default(), Lab::new());
        keeper.open(&mut fresh, "", Some("not a record".into()));
        assert_eq!(keeper.keep(&fresh), Some(Store::Clear));
    }
}
