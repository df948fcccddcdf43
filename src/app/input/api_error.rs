//! [`ApiError`]: why a call of the page API was refused, typed (the page rejects the call
//! with its text).

use thiserror::Error;

use crate::app::draw::{FilmError, PictureSizeError};
use crate::app::sim::{NoScramble, UnknownName};
use crate::app::solve::SolveError;
use crate::puzzle::notation::AlgError;
use crate::puzzle::{CatalogError, FaceColourError};
use crate::share::ShareError;
use crate::solver::BadBudget;

/// Why a page-API call was refused.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum ApiError {
    /// A name of nothing the call takes.
    #[error(transparent)]
    Unknown(#[from] UnknownName),
    /// Moves that do not read.
    #[error(transparent)]
    Alg(#[from] AlgError),
    /// A puzzle, group or generator name the registry does not know.
    #[error(transparent)]
    Catalog(#[from] CatalogError),
    /// A scramble the puzzle does not have.
    #[error(transparent)]
    Scramble(#[from] NoScramble),
    /// A position that cannot be solved by the method.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// A face or colour refused.
    #[error(transparent)]
    Colour(#[from] FaceColourError),
    /// A link that does not open.
    #[error(transparent)]
    Share(#[from] ShareError),
    /// A picture's size out of range.
    #[error(transparent)]
    PictureSize(#[from] PictureSizeError),
    /// A film refused (its size, speed, source, view or length).
    #[error(transparent)]
    Film(#[from] FilmError),
    /// A search budget out of range.
    #[error(transparent)]
    Budget(#[from] BadBudget),
    /// A camera position off the sphere.
    #[error("no camera at latitude {latitude}, longitude {longitude} (latitude -90 to 90)")]
    Camera {
        /// Degrees above the equator asked for.
        latitude: f64,
        /// Degrees round asked for.
        longitude: f64,
    },
    /// The plan was closed before it could be answered.
    #[error("the plan was closed")]
    PlanClosed,
}
