//! A position of any puzzle cut from the dodecahedron ([`Dodecahedral`]: the Megaminx, or the
//! Kilominx with corners only) as the piece-level [`State`] the stages search, and its short
//! plan ([`plan_cut_until`]): the stages bring home the orbits the puzzle has
//! ([`Orbits::of`]); the orbits it lacks sit home in the state and are never looked at.

use super::anytime::{plan_short_until, Anytime};
use super::beam::{Options, Stop};
use super::layout::Orbits;
use crate::group::Perm;
use crate::puzzle::{Dodecahedral, Face, Megaminx, NotPieceWise, State};
use crate::solver::{PlanError, Solution};

/// The Megaminx's sticker on the same face of the same piece slot as sticker `s` of `d`.
fn megaminx_sticker(d: &Dodecahedral, s: usize) -> usize {
    let sticker = &d.def().stickers()[s];
    let face = Face::new(sticker.colour).expect("a dodecahedral colour is a face");
    Megaminx::get()
        .sticker(face, d.slot_faces(sticker.piece))
        .expect("every slot of a dodecahedral puzzle is one of the Megaminx's")
}

/// `p` (a position of `d`) as a Megaminx state: its pieces where `p` puts them, the pieces
/// `d` lacks at home. Torn pieces are refused.
pub fn state_of_cut(d: &Dodecahedral, p: &Perm) -> Result<State, NotPieceWise> {
    let mut images: Vec<usize> = (0..Megaminx::get().def().sticker_count()).collect();
    for s in 0..d.def().sticker_count() {
        images[megaminx_sticker(d, s)] = megaminx_sticker(d, p.image(s));
    }
    let perm = Perm::from_images(&images).expect("a bijection between sticker sets");
    State::from_perm(&perm)
}

/// The first plan of `p`, a position of `d`, and the search for shorter ones after it
/// ([`Anytime::start`] over the orbits `d` has).
pub fn start_cut(d: &Dodecahedral, p: &Perm, opts: Options) -> Result<Anytime, PlanError> {
    Anytime::start(&state_of_cut(d, p)?, of_cut(d, opts))
}

/// `opts` for the orbits `d` has.
fn of_cut(d: &Dodecahedral, opts: Options) -> Options {
    Options {
        orbits: Orbits::of(d),
        ..opts
    }
}

/// The short plan of `p`, a position of `d`, searching on until `stop` (the first plan
/// always comes): [`plan_short_until`] over the orbits `d` has, with `opts`' widths. Moves
/// are face turns, which `d` names as the Megaminx does.
pub fn plan_cut_until(
    d: &Dodecahedral,
    p: &Perm,
    opts: Options,
    stop: Stop,
) -> Result<Solution, PlanError> {
    plan_short_until(&state_of_cut(d, p)?, of_cut(d, opts), stop)
}
