//! [`KeyMap`]: which key (`KeyboardEvent.code`) turns what, as data in a puzzle's registry
//! record, so the app reads every puzzle's keys the same way ([`PuzzleInfo::key_turn`]).
//!
//! A key's turn is move text in the map's notation (or the generators' names), read by
//! [`PuzzleInfo::read_word`]. The face turns follow cubing.js's maps (`I`/`K` turn R, `J`/`F`
//! U, `H`/`G` F, …); what depends on how the puzzle is held (cubing.js's whole-puzzle
//! rotations and wide turns on the Megaminx) stays with the app's grip.

use super::info::PuzzleInfo;
use super::notation::Notation;
use crate::group::Word;

/// A puzzle's keys: each `(code, moves)` pair in `notation` (`None`: generator names).
#[derive(Clone, Copy, Debug)]
pub struct KeyMap {
    /// The notation the moves are written in.
    pub notation: Option<Notation>,
    /// `KeyboardEvent.code` and the moves it makes.
    pub keys: &'static [(&'static str, &'static str)],
}

impl KeyMap {
    /// No keys.
    pub const NONE: KeyMap = KeyMap {
        notation: None,
        keys: &[],
    };

    /// cubing.js's Megaminx face keys, in WCA names: any puzzle turned by the dodecahedron's
    /// faces (the Megaminx, the Kilominx).
    pub const DODECAHEDRAL: KeyMap = KeyMap {
        notation: Some(Notation::Wca),
        keys: &[
            ("KeyI", "R"),
            ("KeyK", "R'"),
            ("KeyW", "B"),
            ("KeyO", "B'"),
            ("KeyS", "FR"),
            ("KeyL", "FR'"),
            ("KeyD", "L"),
            ("KeyE", "L'"),
            ("KeyJ", "U"),
            ("KeyF", "U'"),
            ("KeyH", "F"),
            ("KeyG", "F'"),
        ],
    };
}

impl PuzzleInfo {
    /// The turns key `code` makes on this puzzle, if it has one.
    pub fn key_turn(&self, code: &str) -> Option<Word> {
        let (_, moves) = self.keys.keys.iter().find(|(c, _)| *c == code)?;
        let word = self.read_word(moves, self.keys.notation);
        Some(word.expect("a record's key map reads (tests/registry.rs)"))
    }
}
