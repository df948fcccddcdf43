//! The one printer behind every notation: it walks the tree, and a [`Spelling`] writes the
//! moves and powers.

use std::fmt;

use super::alg::{Alg, Node};
use super::thesis::Thesis;
use super::wca::Wca;
use super::Notation;
use crate::puzzle::face::Move;

/// How one notation writes moves and group powers.
pub(super) trait Spelling {
    /// Writes one move.
    fn write_move(&self, f: &mut fmt::Formatter<'_>, m: Move) -> fmt::Result;
    /// Writes the power after a group's `)` (nothing for 1).
    fn write_power(&self, f: &mut fmt::Formatter<'_>, power: i32) -> fmt::Result;
}

/// The spelling a notation prints with (Pochmann imports print as WCA).
fn spelling(notation: Notation) -> &'static dyn Spelling {
    match notation {
        Notation::Thesis => &Thesis,
        Notation::Wca | Notation::Pochmann => &Wca,
    }
}

/// An [`Alg`] shown in a notation.
pub(super) struct Printed<'a> {
    pub alg: &'a Alg,
    pub notation: Notation,
}

impl fmt::Display for Printed<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_alg(f, self.alg, spelling(self.notation))
    }
}

/// A [`Move`] shown in a notation.
pub(super) struct PrintedMove {
    pub m: Move,
    pub notation: Notation,
}

impl fmt::Display for PrintedMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        spelling(self.notation).write_move(f, self.m)
    }
}

/// Nodes separated by single spaces.
fn write_alg(f: &mut fmt::Formatter<'_>, alg: &Alg, s: &dyn Spelling) -> fmt::Result {
    for (i, node) in alg.nodes().iter().enumerate() {
        if i > 0 {
            f.write_str(" ")?;
        }
        match node {
            Node::Move(m) => s.write_move(f, *m)?,
            Node::Group { alg, power } => {
                f.write_str("(")?;
                write_alg(f, alg, s)?;
                f.write_str(")")?;
                s.write_power(f, *power)?;
            }
            Node::Commutator(x, y) => write_bracket(f, x, ", ", y, s)?,
            Node::Conjugate(x, y) => write_bracket(f, x, ": ", y, s)?,
        }
    }
    Ok(())
}

fn write_bracket(
    f: &mut fmt::Formatter<'_>,
    x: &Alg,
    separator: &str,
    y: &Alg,
    s: &dyn Spelling,
) -> fmt::Result {
    f.write_str("[")?;
    write_alg(f, x, s)?;
    f.write_str(separator)?;
    write_alg(f, y, s)?;
    f.write_str("]")
}
