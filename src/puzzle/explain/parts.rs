//! [`Parts`]: an algorithm cut into its setup and its core, from the brackets it was written
//! with or, for letters typed flat, from [`Bracketing`].

use crate::group::{Bracketing, Letter};
use crate::puzzle::notation::{Alg, Node};

/// What an algorithm does, in the parts a reader sees: `S` (possibly empty), then a
/// commutator `[X, Y]` or a plain sequence, then `S⁻¹`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Parts {
    /// The setup `S` (empty: none).
    pub setup: Vec<Letter>,
    /// What the setup brings into view.
    pub core: Core,
}

/// The middle of an algorithm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Core {
    /// `[X, Y]`.
    Commutator(Vec<Letter>, Vec<Letter>),
    /// Moves with no bracket structure.
    Plain(Vec<Letter>),
}

impl Parts {
    /// The parts of `alg` (whose expansion its caller checked is within the notation's cap,
    /// so every part's is): one commutator or
    /// conjugate node is taken as written (a conjugate's setups nest: `[S: [T: X]]` has the
    /// setup `S T`); anything else is expanded and bracketed from its letters.
    pub fn of(alg: &Alg<Letter>, orders: &[u32]) -> Parts {
        match alg.nodes() {
            [Node::Commutator(x, y)] => Parts {
                setup: Vec::new(),
                core: Core::Commutator(moves(x), moves(y)),
            },
            [Node::Conjugate(s, inner)] => {
                let mut parts = Parts::of(inner, orders);
                let mut setup = moves(s);
                setup.append(&mut parts.setup);
                Parts {
                    setup,
                    core: parts.core,
                }
            }
            _ => Parts::of_letters(&moves(alg), orders),
        }
    }

    /// The parts of letters typed flat ([`Bracketing::of`]).
    pub fn of_letters(letters: &[Letter], orders: &[u32]) -> Parts {
        let n = letters.len();
        let (setup, core) = match Bracketing::of(letters, orders) {
            Bracketing::Commutator { setup, x, y } => (
                setup,
                Core::Commutator(
                    letters[setup..setup + x].to_vec(),
                    letters[setup + x..setup + x + y].to_vec(),
                ),
            ),
            Bracketing::Conjugate { setup } => {
                (setup, Core::Plain(letters[setup..n - setup].to_vec()))
            }
            Bracketing::Flat => (0, Core::Plain(letters.to_vec())),
        };
        Parts {
            setup: letters[..setup].to_vec(),
            core,
        }
    }
}

/// The letters `alg` expands to (a part of an algorithm within the cap is within it).
fn moves(alg: &Alg<Letter>) -> Vec<Letter> {
    alg.moves()
        .expect("a part of an algorithm within the cap is within it")
}
