//! Typed errors of the `group` module.

use thiserror::Error;

/// What can go wrong when building or reading permutations.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GroupError {
    /// A permutation would need more points than [`super::perm::MAX_DEGREE`].
    #[error("degree {degree} is too large (at most 65536 points)")]
    DegreeTooLarge {
        /// The degree asked for.
        degree: usize,
    },
    /// An image table names a point outside `0..degree`.
    #[error("point {point} is sent to {image}, outside 0..{degree}")]
    ImageOutOfRange {
        /// The point whose image is wrong.
        point: usize,
        /// The offending image.
        image: usize,
        /// The degree of the permutation.
        degree: usize,
    },
    /// Two points are sent to the same image, or a cycle repeats a point.
    #[error("point {image} appears twice")]
    RepeatedImage {
        /// The point that appears twice (0-based).
        image: usize,
    },
    /// A restriction was asked to a set of points the permutation does not keep.
    #[error("the permutation does not keep that set of points")]
    NotInvariant,
    /// Cycle notation that cannot be read.
    #[error("column {column}: {message}")]
    CycleSyntax {
        /// 1-based column (in characters) where the problem is.
        column: usize,
        /// What is wrong there.
        message: String,
    },
    /// Generators of a group must all act on the same number of points.
    #[error("generator {index} has degree {degree}, expected {expected}")]
    DegreeMismatch {
        /// Which generator (0-based).
        index: usize,
        /// Its degree.
        degree: usize,
        /// The degree of the group.
        expected: usize,
    },
}
