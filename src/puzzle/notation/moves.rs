//! Move lists as text: reading and writing a flat list of Megaminx moves in a notation.
//!
//! The panel and share links show moves in the thesis or WCA notation; the move box and the
//! page API also read Pochmann (WCA scramble) text. Everything above `puzzle` (the app,
//! share links) reads and writes move text through these few functions.

use thiserror::Error;

use super::{Alg, Notation, ParseError, TooLong};
use crate::puzzle::Move;

/// Move text that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AlgError {
    /// The text does not parse (the error names the column).
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// It parses, but expands to more moves than the app takes.
    #[error("the moves expand to too many turns")]
    TooLong(#[from] TooLong),
}

/// Reads a move list (groups, powers, commutators and conjugates written out).
pub fn parse_moves(text: &str, notation: Notation) -> Result<Vec<Move>, AlgError> {
    Ok(Alg::parse(text, notation)?.moves()?)
}

/// Writes a move list in a notation (Pochmann prints as WCA).
pub fn format_moves(moves: &[Move], notation: Notation) -> String {
    Alg::from_moves(moves).to_string_in(notation)
}

/// A notation moves can be shown in (`thesis` or `wca`), by name.
pub fn display_notation(name: &str) -> Option<Notation> {
    name.parse()
        .ok()
        .filter(|n| matches!(n, Notation::Thesis | Notation::Wca))
}

/// A notation moves can be read in (`thesis`, `wca` or `pochmann`), by name.
pub fn input_notation(name: &str) -> Option<Notation> {
    name.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::State;

    #[test]
    fn reads_and_writes_both_notations() {
        let m = parse_moves("(DC*D*C)^2", Notation::Thesis).unwrap();
        assert_eq!(m.len(), 8);
        let wca = format_moves(&m, Notation::Wca);
        assert_eq!(parse_moves(&wca, Notation::Wca).unwrap(), m);
        let e = parse_moves("A Q", Notation::Thesis).unwrap_err();
        assert!(e.to_string().contains("column 3"), "{e}");
        assert_eq!(display_notation("pochmann"), None);
        assert_eq!(input_notation("pochmann"), Some(Notation::Pochmann));
        let p = parse_moves("R++ D-- U", Notation::Pochmann).unwrap();
        assert!(!State::of_moves(&p).is_solved());
    }
}
