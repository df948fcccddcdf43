//! [`Alg`]: an algorithm as a tree of moves, groups with powers, commutators and conjugates.
//!
//! The tree keeps the structure the text was written with, so printing and parsing again
//! gives the same tree (`parse(print(alg)) == alg`); [`Alg::moves`] flattens it into the face
//! turns it stands for, left to right.

use std::fmt;
use std::str::FromStr;

use super::error::{ParseError, TooLong};
use super::turn::Turn;
use super::Notation;
use crate::puzzle::face::Move;

/// The longest expansion [`Alg::moves`] produces, and the parsers accept.
///
/// Generous for any real algorithm, and it stops hostile text such as `((A)^999)^999` from
/// allocating gigabytes.
pub const MAX_MOVES: usize = 100_000;

/// The deepest bracket nesting the parsers accept (they recurse once per level).
pub const MAX_DEPTH: usize = 64;

/// The largest number a power may have in text (in absolute value); hand-built groups
/// should keep within it too.
pub const MAX_POWER: i32 = 1_000_000;

/// An algorithm: a sequence of [`Node`]s, executed left to right.
///
/// Its moves are Megaminx face turns by default; an `Alg<Letter>` holds the generator
/// letters of any puzzle (read by [`parse_word`](super::parse_word)).
///
/// ```
/// use minx::puzzle::{Alg, Notation, State};
///
/// let alg = Alg::parse("(DC*D*C)^2", Notation::Thesis).unwrap();
/// assert_eq!(alg.to_string_in(Notation::Wca), "(R F' R' F)2");
/// assert_eq!(Alg::parse("(R F' R' F)2", Notation::Wca), Ok(alg.clone()));
/// let state = State::of_moves(&alg.moves().unwrap());
/// assert_eq!(state.to_string(), "(ABC)-(ACD)+(ADE)-(CDL)+(AC CD AD)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Alg<M = Move> {
    nodes: Vec<Node<M>>,
}

impl<M> Default for Alg<M> {
    fn default() -> Alg<M> {
        Alg { nodes: Vec::new() }
    }
}

/// One element of an [`Alg`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Node<M = Move> {
    /// A single move (a face turn, or a generator letter).
    Move(M),
    /// `(X)^power`: the inner algorithm repeated `power` times (negative: its inverse).
    Group {
        /// What is repeated.
        alg: Alg<M>,
        /// How often; 0 is allowed and does nothing.
        power: i32,
    },
    /// `[X, Y]` = X Y X⁻¹ Y⁻¹.
    Commutator(Alg<M>, Alg<M>),
    /// `[X: Y]` = X Y X⁻¹ (Y seen from the setup X).
    Conjugate(Alg<M>, Alg<M>),
}

impl<M: Turn> Alg<M> {
    /// The empty algorithm.
    pub fn new() -> Alg<M> {
        Alg::default()
    }

    /// An algorithm from its nodes.
    pub fn from_nodes(nodes: Vec<Node<M>>) -> Alg<M> {
        Alg { nodes }
    }

    /// A flat algorithm: the moves in order, no brackets.
    pub fn from_moves(moves: &[M]) -> Alg<M> {
        Alg::from_nodes(moves.iter().map(|&m| Node::Move(m)).collect())
    }

    /// The top-level nodes.
    pub fn nodes(&self) -> &[Node<M>] {
        &self.nodes
    }

    /// Whether there are no nodes at all.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Appends a node.
    pub fn push(&mut self, node: Node<M>) {
        self.nodes.push(node);
    }

    /// How many face turns [`Alg::moves`] gives (saturating at `u64::MAX`); turns by a
    /// multiple of five fifths are not counted.
    pub fn expanded_len(&self) -> u64 {
        self.nodes
            .iter()
            .fold(0u64, |n, x| n.saturating_add(x.expanded_len()))
    }

    /// The face turns this algorithm stands for, left to right, with groups, commutators and
    /// conjugates written out. Turns by zero fifths (`A^5`) are left out. Fails rather than
    /// allocate when the expansion is longer than [`MAX_MOVES`].
    pub fn moves(&self) -> Result<Vec<M>, TooLong> {
        let n = self.expanded_len();
        if n > MAX_MOVES as u64 {
            return Err(TooLong);
        }
        Ok(self.expand())
    }

    /// The same tree with every move replaced by `f(move)` (a face turn by its generator
    /// letter, say), so one tree serves every puzzle.
    pub fn map<N: Turn>(&self, f: &impl Fn(M) -> N) -> Alg<N> {
        Alg::from_nodes(self.nodes.iter().map(|n| n.map(f)).collect())
    }

    /// The algorithm that undoes this one, keeping the structure: the nodes reversed, moves
    /// inverted, `(X)^n` → `(X)^-n`, `[X, Y]` → `[Y, X]`, `[X: Y]` → `[X: Y⁻¹]`.
    pub fn inverse(&self) -> Alg<M> {
        Alg::from_nodes(self.nodes.iter().rev().map(Node::inverse).collect())
    }

    /// The expansion, assuming it is within the cap. Each node is visited once and each
    /// part expanded once (then copied), so the work is linear in the text plus the output
    /// times the nesting depth, however the powers and zero turns are arranged.
    fn expand(&self) -> Vec<M> {
        let mut out = Vec::new();
        for node in &self.nodes {
            match node {
                Node::Move(m) if !m.is_identity() => out.push(*m),
                Node::Move(_) | Node::Group { power: 0, .. } => {}
                Node::Group { alg, power } => {
                    let inner = alg.expand();
                    let inner = if *power < 0 { undo(&inner) } else { inner };
                    if !inner.is_empty() {
                        for _ in 0..power.unsigned_abs() {
                            out.extend_from_slice(&inner);
                        }
                    }
                }
                // [X, Y] = X Y X⁻¹ Y⁻¹
                Node::Commutator(x, y) => {
                    let (x, y) = (x.expand(), y.expand());
                    out.extend_from_slice(&x);
                    out.extend_from_slice(&y);
                    out.extend(undo(&x));
                    out.extend(undo(&y));
                }
                // [X: Y] = X Y X⁻¹
                Node::Conjugate(x, y) => {
                    let x = x.expand();
                    out.extend_from_slice(&x);
                    out.extend(y.expand());
                    out.extend(undo(&x));
                }
            }
        }
        out
    }
}

impl Alg {
    /// Reads `text` in the given notation (see [`Notation`] for the syntaxes).
    pub fn parse(text: &str, notation: Notation) -> Result<Alg, ParseError> {
        notation.parse(text)
    }

    /// Writes this algorithm in a notation: `alg.display(Notation::Wca).to_string()`.
    pub fn display(&self, notation: Notation) -> impl fmt::Display + '_ {
        super::print::Printed {
            alg: self,
            notation,
        }
    }

    /// This algorithm as text in a notation.
    pub fn to_string_in(&self, notation: Notation) -> String {
        self.display(notation).to_string()
    }
}

/// The moves that undo `moves`: reversed, each inverted.
fn undo<M: Turn>(moves: &[M]) -> Vec<M> {
    moves.iter().rev().map(|m| m.inverse()).collect()
}

impl<M: Turn> Node<M> {
    /// How many moves this node expands to (saturating).
    pub fn expanded_len(&self) -> u64 {
        match self {
            Node::Move(m) => u64::from(!m.is_identity()),
            Node::Group { alg, power } => alg
                .expanded_len()
                .saturating_mul(u64::from(power.unsigned_abs())),
            Node::Commutator(x, y) => x
                .expanded_len()
                .saturating_add(y.expanded_len())
                .saturating_mul(2),
            Node::Conjugate(x, y) => x
                .expanded_len()
                .saturating_mul(2)
                .saturating_add(y.expanded_len()),
        }
    }

    /// The same node with every move replaced by `f(move)` (see [`Alg::map`]).
    pub fn map<N: Turn>(&self, f: &impl Fn(M) -> N) -> Node<N> {
        match self {
            Node::Move(m) => Node::Move(f(*m)),
            Node::Group { alg, power } => Node::Group {
                alg: alg.map(f),
                power: *power,
            },
            Node::Commutator(x, y) => Node::Commutator(x.map(f), y.map(f)),
            Node::Conjugate(x, y) => Node::Conjugate(x.map(f), y.map(f)),
        }
    }

    /// The node that undoes this one (see [`Alg::inverse`]).
    pub fn inverse(&self) -> Node<M> {
        match self {
            Node::Move(m) => Node::Move(m.inverse()),
            Node::Group { alg, power } => Node::Group {
                alg: alg.clone(),
                power: power.saturating_neg(),
            },
            Node::Commutator(x, y) => Node::Commutator(y.clone(), x.clone()),
            Node::Conjugate(x, y) => Node::Conjugate(x.clone(), y.inverse()),
        }
    }
}

impl<M: Turn> From<M> for Node<M> {
    fn from(m: M) -> Node<M> {
        Node::Move(m)
    }
}

impl fmt::Display for Alg {
    /// Thesis notation, e.g. `(D C* D* C)^2 [A: B]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.display(Notation::Thesis))
    }
}

impl FromStr for Alg {
    type Err = ParseError;

    /// Reads thesis notation.
    fn from_str(s: &str) -> Result<Alg, ParseError> {
        Alg::parse(s, Notation::Thesis)
    }
}
