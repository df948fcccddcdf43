//! [`Failure`]: why a worker job, or the worker itself, failed — the words of whoever saw it
//! fail (the worker's message, the browser's error, the page's reason), carried as they are
//! to the notice or the promise it rejects.

use thiserror::Error;

/// Why a worker job or the worker failed, in words.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct Failure(pub String);

impl From<String> for Failure {
    fn from(why: String) -> Failure {
        Failure(why)
    }
}

impl From<&str> for Failure {
    fn from(why: &str) -> Failure {
        Failure(why.to_string())
    }
}
