//! The app's one meeting point with the notation module: reading and writing move lists.
//!
//! TEMPORARY: a minimal reader/writer until `puzzle::notation` lands on main; then these two
//! functions become thin wrappers over `Alg::parse` / `Alg::to_string_in`.

use std::fmt;

use thiserror::Error;

use crate::puzzle::{Amount, Face, Move};

/// A notation for move text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Notation {
    /// The thesis's letters `A`..`L`.
    #[default]
    Thesis,
    /// WCA / cubing.js face names.
    Wca,
}

impl Notation {
    /// The name used in links and the page API.
    pub fn name(self) -> &'static str {
        match self {
            Notation::Thesis => "thesis",
            Notation::Wca => "wca",
        }
    }

    /// The notation with this name.
    pub fn from_name(name: &str) -> Option<Notation> {
        [Notation::Thesis, Notation::Wca]
            .into_iter()
            .find(|n| n.name() == name)
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Move text that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("column {column}: {problem}")]
pub struct AlgError {
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub problem: String,
}

const WCA: [&str; 12] = [
    "FR", "FL", "F", "R", "DR", "D", "BL", "BR", "B", "DL", "L", "U",
];

/// Reads a move list.
pub fn parse_moves(text: &str, notation: Notation) -> Result<Vec<Move>, AlgError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let face = match notation {
            Notation::Thesis => Face::from_letter(chars[i]).inspect(|_| i += 1),
            Notation::Wca => {
                let mut best = None;
                for (f, name) in WCA.iter().enumerate() {
                    let n: Vec<char> = name.chars().collect();
                    if chars[i..].starts_with(&n) && best.is_none_or(|(_, l)| n.len() > l) {
                        best = Some((f, n.len()));
                    }
                }
                best.map(|(f, l)| {
                    i += l;
                    Face::new(f).expect("index < 12")
                })
            }
        };
        let face = face.ok_or_else(|| AlgError {
            column: start + 1,
            problem: format!("expected a face, found {:?}", chars[start]),
        })?;
        let mut amount: i64 = 1;
        if chars.get(i) == Some(&'2') {
            amount = 2;
            i += 1;
        }
        if matches!(chars.get(i), Some('*' | '\'')) {
            amount = -amount;
            i += 1;
            if chars.get(i) == Some(&'2') {
                amount *= 2;
                i += 1;
            }
        }
        out.push(Move::new(face, Amount::new(amount)));
    }
    Ok(out)
}

/// Writes a move list.
pub fn format_moves(moves: &[Move], notation: Notation) -> String {
    let words: Vec<String> = moves
        .iter()
        .map(|m| match notation {
            Notation::Thesis => m.to_string(),
            Notation::Wca => {
                let name = WCA[m.face.index()];
                match m.amount.signed() {
                    1 => name.to_string(),
                    2 => format!("{name}2"),
                    -2 => format!("{name}2'"),
                    _ => format!("{name}'"),
                }
            }
        })
        .collect();
    words.join(" ")
}
