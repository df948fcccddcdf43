//! The Megaminx's colour reading: [`MegaminxRules`], its four rules checked on the packed
//! [`State`] (so an impossible colouring is explained as a parity, a flip or a twist, with
//! the pieces that show it), its [`ColourReader`] and [`megaminx_state`].

use std::sync::OnceLock;

use super::state::{IllegalState, State};
use super::Megaminx;
use crate::group::Perm;
use crate::puzzle::colors::{ColourError, ColourReader, Reachability, Reason, Unreachable};
use crate::puzzle::def::PuzzleDef;

/// The Megaminx's rules through the piece-level [`State`]: both permutations even, flips
/// summing to 0 mod 2, twists to 0 mod 3 ([`State::check_legal`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct MegaminxRules;

impl Reachability for MegaminxRules {
    fn check(&self, def: &PuzzleDef, state: &Perm) -> Result<(), Unreachable> {
        let s = State::from_perm(state).map_err(|e| Unreachable {
            reason: Reason::Torn {
                sticker: def.stickers()[e.sticker - 1].name.clone(),
            },
            slots: vec![def.stickers()[e.sticker - 1].piece],
        })?;
        let Err(illegal) = s.check_legal() else {
            return Ok(());
        };
        let m = Megaminx::get();
        let (list, to, orient): (&[usize], &[u8], &[u8]) = match illegal {
            IllegalState::CornerParity | IllegalState::Twist(_) => {
                (m.corner_pieces(), &s.corner_to, &s.corner_twist)
            }
            IllegalState::EdgeParity | IllegalState::Flip => {
                (m.edge_pieces(), &s.edge_to, &s.edge_flip)
            }
            IllegalState::NotAPermutation { .. } | IllegalState::BadOrientation { .. } => {
                unreachable!("State::from_perm only builds well-formed states")
            }
        };
        let parity = matches!(
            illegal,
            IllegalState::CornerParity | IllegalState::EdgeParity
        );
        let slots = (0..list.len())
            .filter(|&i| {
                if parity {
                    to[i] as usize != i
                } else {
                    orient[i] != 0
                }
            })
            .map(|i| list[to[i] as usize])
            .collect();
        Err(Unreachable {
            reason: illegal.into(),
            slots,
        })
    }
}

/// The Megaminx's reader, with [`MegaminxRules`] (errors say corner/edge parity, flip or
/// twist).
pub(super) fn reader() -> &'static ColourReader<'static> {
    static CELL: OnceLock<ColourReader<'static>> = OnceLock::new();
    CELL.get_or_init(|| ColourReader::new(Megaminx::get().def(), MegaminxRules))
}

/// The Megaminx position showing `colours`, at piece level.
pub fn megaminx_state(colours: &[usize]) -> Result<State, ColourError> {
    let perm = reader().read(colours)?;
    Ok(State::from_perm(&perm).expect("the reader moves whole pieces"))
}
