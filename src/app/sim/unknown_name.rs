//! [`UnknownName`]: a name that names nothing a control or call takes.

use thiserror::Error;

use crate::quote::quote;

/// A name the call does not know, with the names it takes (`unknown scramble "x" (use wca
/// or random-state)`); the name is quoted and shortened.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown {what} {} (use {expected})", quote(.name))]
pub struct UnknownName {
    /// What kind of name (`scramble`, `crash`, `notation`, `solving method`).
    pub what: &'static str,
    /// The name given.
    pub name: String,
    /// The names it takes, in words.
    pub expected: String,
}
