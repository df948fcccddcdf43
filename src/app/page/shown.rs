//! [`Shown`]: what the page last wrote, so that it writes only what changed — an unchanged
//! text is not rewritten, an unchanged list not rebuilt, and a changed list only edited
//! where it differs ([`edits`]).

use std::collections::HashMap;

use super::edit::Edit;
use super::patch::{Change, Patch};

/// The changes last written, by element id and slot.
#[derive(Default)]
pub struct Shown {
    last: HashMap<(&'static str, (&'static str, &'static str)), Change>,
}

impl Shown {
    /// Nothing written yet.
    pub fn new() -> Shown {
        Shown::default()
    }

    /// The edits `patches` need, by element id, in their order: the changes not already
    /// shown, edits for the lists that differ, and always the form controls' values (the
    /// page compares those with the live controls). A changed list forgets which child was
    /// kept in sight, so that the new one is scrolled to again.
    pub fn fresh(&mut self, patches: Vec<Patch>) -> Vec<(&'static str, Vec<Edit>)> {
        let mut out = Vec::new();
        for Patch { id, change } in patches {
            if change.is_live() {
                out.push((id, change.edits(None)));
                continue;
            }
            let key = (id, change.slot());
            let before = self.last.get(&key);
            if before == Some(&change) {
                continue;
            }
            let edits = change.edits(before);
            if matches!(change, Change::Children(_)) {
                self.last.remove(&(id, Change::Reveal(None).slot()));
            }
            self.last.insert(key, change);
            out.push((id, edits));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::page::Node;
    use crate::app::page::Op;

    #[test]
    fn only_what_changed_is_written_again() {
        let mut shown = Shown::new();
        let page = |text: &str| vec![Patch::text("a", text), Patch::hidden("a", false)];
        assert_eq!(shown.fresh(page("x")).len(), 2);
        assert!(shown.fresh(page("x")).is_empty());
        assert_eq!(
            shown.fresh(page("y")),
            [("a", vec![Edit::here(Op::Text("y".into()))])]
        );
    }

    #[test]
    fn form_values_are_always_compared_live() {
        let mut shown = Shown::new();
        let page = || vec![Patch::value("s", "thesis"), Patch::checked("c", true)];
        assert_eq!(shown.fresh(page()).len(), 2);
        assert_eq!(shown.fresh(page()).len(), 2);
    }

    #[test]
    fn a_list_is_edited_and_its_kept_child_scrolled_to_again() {
        let mut shown = Shown::new();
        let list = |n: usize| {
            let rows = (0..n).map(|_| Node::new("li")).collect();
            vec![Patch::children("l", rows), Patch::reveal("l", Some(0))]
        };
        assert_eq!(shown.fresh(list(2)).len(), 2);
        assert!(shown.fresh(list(2)).is_empty());
        let again = shown.fresh(list(3));
        assert_eq!(
            again.len(),
            2,
            "the new list, and its current row shown again"
        );
        assert_eq!(again[0].1.len(), 1, "one row appended, the others kept");
        assert_eq!(again[1].1, [Edit::here(Op::Reveal(0))]);
    }
}
