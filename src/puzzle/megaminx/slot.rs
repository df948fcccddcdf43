//! [`Slot`]: one of the Megaminx's 50 piece slots, by index — what a solver step names, so the
//! page highlights it without reading a name back.

use std::fmt;

use serde::{Serialize, Serializer};

use super::Megaminx;

/// A Megaminx piece slot (or the piece whose home it is): its index in
/// `Megaminx::get().def().pieces()`. Shown and written (serde) as its name, `AC` or `CDL`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slot(usize);

impl Slot {
    /// The slot with this index into the definition's pieces, if there is one.
    pub fn new(piece: usize) -> Option<Slot> {
        (piece < Megaminx::get().def().pieces().len()).then_some(Slot(piece))
    }

    /// Corner slot `i` (in [`State`](super::State)'s corner order).
    pub fn corner(i: usize) -> Slot {
        Slot(Megaminx::get().corner_pieces()[i])
    }

    /// Edge slot `i` (in [`State`](super::State)'s edge order).
    pub fn edge(i: usize) -> Slot {
        Slot(Megaminx::get().edge_pieces()[i])
    }

    /// Its index into the definition's pieces.
    pub fn index(self) -> usize {
        self.0
    }

    /// Its name: the letters of the faces it touches (`AC`, `CDL`).
    pub fn name(self) -> &'static str {
        &Megaminx::get().def().pieces()[self.0].name
    }

    /// Slots' names separated by spaces (`AC CD AD`).
    pub fn names(slots: &[Slot]) -> String {
        slots.iter().map(|s| s.name()).collect::<Vec<_>>().join(" ")
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Slot {
    /// The name, as the `--json` output has always written it.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{State, CORNERS, EDGES};

    /// Corner and edge slots are the pieces the state's names give, and every slot is one.
    #[test]
    fn slots_match_the_state_names() {
        for i in 0..CORNERS {
            assert_eq!(Slot::corner(i).name(), State::corner_name(i));
        }
        for i in 0..EDGES {
            assert_eq!(Slot::edge(i).name(), State::edge_name(i));
        }
        assert_eq!(Slot::new(49).map(Slot::index), Some(49));
        assert_eq!(Slot::new(50), None);
        let two = [Slot::edge(0), Slot::corner(0)];
        assert_eq!(
            Slot::names(&two),
            format!("{} {}", State::edge_name(0), State::corner_name(0))
        );
        assert_eq!(serde_json::to_value(two[1]).unwrap(), State::corner_name(0));
    }
}
