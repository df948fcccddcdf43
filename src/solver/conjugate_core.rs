//! [`ConjugateCore`]: what a step does between its setup and its undo — one of the thesis's cores
//! in some position, or a searched commutator `[X, Y]`.

use std::borrow::Cow;
use std::fmt;

use serde::{Serialize, Serializer};

use super::commutator::Commutator;
use super::cores::CoreImage;
use super::kind::PieceKind;
use crate::puzzle::{Move, State};

/// The middle of a conjugate `setup · core · undo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConjugateCore {
    /// A thesis core (3.2), (3.6), (3.9) or (3.10), renamed, inverted or repeated.
    Thesis(CoreImage),
    /// A pure commutator found by search ([`Method::Commutators`](super::Method)).
    Commutator(Commutator),
}

impl ConjugateCore {
    /// The thesis core image, when it is one.
    pub fn thesis(&self) -> Option<&CoreImage> {
        match self {
            ConjugateCore::Thesis(image) => Some(image),
            ConjugateCore::Commutator(_) => None,
        }
    }

    /// The commutator, when it is one.
    pub fn commutator(&self) -> Option<&Commutator> {
        match self {
            ConjugateCore::Thesis(_) => None,
            ConjugateCore::Commutator(c) => Some(c),
        }
    }

    /// What the core does, as a piece-level state.
    pub fn effect(&self) -> State {
        match self {
            ConjugateCore::Thesis(image) if image.times == 1 => image.info().effect,
            ConjugateCore::Thesis(image) => image.effect(),
            ConjugateCore::Commutator(c) => c.effect(),
        }
    }

    /// The kind of piece the core is about, when the core says so (a thesis core does; a
    /// commutator's kind is read from its effect).
    pub fn kind(&self) -> PieceKind {
        match self {
            ConjugateCore::Thesis(image) => image.core.kind(),
            ConjugateCore::Commutator(c) => {
                if PieceKind::Corner.support(&c.effect()).is_empty() {
                    PieceKind::Edge
                } else {
                    PieceKind::Corner
                }
            }
        }
    }
}

impl From<CoreImage> for ConjugateCore {
    fn from(image: CoreImage) -> ConjugateCore {
        ConjugateCore::Thesis(image)
    }
}

impl From<Commutator> for ConjugateCore {
    fn from(c: Commutator) -> ConjugateCore {
        ConjugateCore::Commutator(c)
    }
}

impl fmt::Display for ConjugateCore {
    /// A thesis core as `3.2 inverse with D→L C→K`, a commutator as `[D* A D, L*]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConjugateCore::Thesis(image) => image.fmt(f),
            ConjugateCore::Commutator(c) => c.fmt(f),
        }
    }
}

impl Serialize for ConjugateCore {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Anything that can stand between a setup and its undo, as moves.
pub trait CoreMoves {
    /// The moves, borrowed from a cache where there is one.
    fn core_moves(&self) -> Cow<'static, [Move]>;
}

impl CoreMoves for CoreImage {
    /// From the cache when the image is done once.
    fn core_moves(&self) -> Cow<'static, [Move]> {
        if self.times == 1 {
            Cow::Borrowed(&self.info().moves)
        } else {
            Cow::Owned(self.moves())
        }
    }
}

impl CoreMoves for Commutator {
    fn core_moves(&self) -> Cow<'static, [Move]> {
        Cow::Owned(self.moves())
    }
}

impl CoreMoves for ConjugateCore {
    fn core_moves(&self) -> Cow<'static, [Move]> {
        match self {
            ConjugateCore::Thesis(image) => image.core_moves(),
            ConjugateCore::Commutator(c) => c.core_moves(),
        }
    }
}

/// The moves of a core image or a step's core (`X Y X⁻¹ Y⁻¹` for a commutator).
pub fn core_moves(core: &impl CoreMoves) -> Cow<'static, [Move]> {
    core.core_moves()
}
