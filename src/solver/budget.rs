//! [`Budget`]: how long the short solver's search may go on after its first plan
//! ([`short::Anytime`](super::short::Anytime)), in seconds from 0 to an hour. One type reads
//! it wherever it comes from: `minx solve --budget SECONDS`, the page API's
//! `solve('short', {budget})` and the worker's request, so all three take the same range and
//! refuse bad values with the same words.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::quote::quote;

/// Seconds the search may go on after the first plan (`0..=3600`, kept to the millisecond,
/// written and read as seconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "f64", into = "f64")]
pub struct Budget {
    millis: u32,
}

/// A budget out of range or not a number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a search budget is seconds from 0 to 3600, not {0}")]
pub struct BadBudget(String);

impl Budget {
    /// The longest budget: an hour.
    pub const MAX_SECONDS: f64 = 3600.0;

    /// The budget the page's Solve button gives the short solver: the search goes on for
    /// ten seconds after the first plan (Stop ends it sooner).
    pub const PANEL: Budget = Budget { millis: 10_000 };

    /// The budget in seconds.
    pub fn seconds(self) -> f64 {
        f64::from(self.millis) / 1e3
    }

    /// The budget in milliseconds (the browser's clocks count those).
    pub fn millis(self) -> f64 {
        f64::from(self.millis)
    }

    /// The budget as a duration (the CLI's clock).
    pub fn duration(self) -> Duration {
        Duration::from_millis(u64::from(self.millis))
    }
}

impl TryFrom<f64> for Budget {
    type Error = BadBudget;

    fn try_from(seconds: f64) -> Result<Budget, BadBudget> {
        if (0.0..=Budget::MAX_SECONDS).contains(&seconds) {
            Ok(Budget {
                millis: (seconds * 1e3).round() as u32,
            })
        } else {
            Err(BadBudget(seconds.to_string()))
        }
    }
}

impl From<Budget> for f64 {
    fn from(b: Budget) -> f64 {
        b.seconds()
    }
}

impl FromStr for Budget {
    type Err = BadBudget;

    /// Seconds as a decimal number (`10`, `0.5`), surrounding space ignored.
    fn from_str(text: &str) -> Result<Budget, BadBudget> {
        let seconds: f64 = text.trim().parse().map_err(|_| BadBudget(quote(text)))?;
        Budget::try_from(seconds).map_err(|_| BadBudget(quote(text)))
    }
}

impl fmt::Display for Budget {
    /// Seconds, as [`FromStr`] reads them back (`10 s` is written `10`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.seconds())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_seconds_in_range_and_round_trips() {
        for text in ["0", "0.25", "10", "3600"] {
            let b: Budget = text.parse().unwrap();
            assert_eq!(b.to_string().parse::<Budget>().unwrap(), b);
        }
        assert_eq!("10".parse::<Budget>().unwrap().millis(), 10_000.0);
        assert_eq!(Budget::PANEL.duration(), Duration::from_secs(10));
    }

    #[test]
    fn refuses_what_is_no_budget_in_words() {
        for bad in ["-1", "3601", "NaN", "inf", "ten", ""] {
            let e = bad.parse::<Budget>().unwrap_err();
            assert!(
                e.to_string().starts_with("a search budget is seconds"),
                "{e}"
            );
        }
        assert!(Budget::try_from(f64::NAN).is_err());
        let long = "9".repeat(500);
        assert!(long.parse::<Budget>().unwrap_err().to_string().len() < 200);
        let json: Result<Budget, _> = serde_json::from_str("-3");
        assert!(json.is_err());
        assert_eq!(
            serde_json::from_str::<Budget>("2.5").unwrap().seconds(),
            2.5
        );
    }
}
