//! [`Spin`]: which way a turn goes.

/// Which way a click turns what it hits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Spin {
    /// Clockwise, seen from outside the face.
    #[default]
    Clockwise,
    /// Anticlockwise.
    Anticlockwise,
}

impl Spin {
    /// The other way.
    pub fn flipped(self) -> Spin {
        match self {
            Spin::Clockwise => Spin::Anticlockwise,
            Spin::Anticlockwise => Spin::Clockwise,
        }
    }

    /// Whether it is clockwise.
    pub fn is_clockwise(self) -> bool {
        self == Spin::Clockwise
    }

    /// One turn this way as a signed count: `1` clockwise, `-1` anticlockwise.
    pub fn fifths(self) -> i64 {
        match self {
            Spin::Clockwise => 1,
            Spin::Anticlockwise => -1,
        }
    }
}
