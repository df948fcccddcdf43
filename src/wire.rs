//! How values are written when they leave the process (the Web Worker's messages, the page
//! API, `--json` output): serde helpers every layer may use.
//!
//! - [`by_name`]: a value known by its name (a puzzle, a solving method) is written as its
//!   `Display` text and read back through `FromStr`, so a bad name fails where the message is
//!   read, with the type's own error in words, and nothing deeper re-parses it.
//! - [`api_list!`](crate::api_list): a JavaScript API written once — the enum its calls are
//!   read into, the table its functions are built from, its TypeScript declarations.
//! - [`flat_json`]: flat JSON objects read and written by hand, for the texts the page itself
//!   reads (a pasted position, the saved session) without serde_json's weight.
//! - [`Bytes`]: raw bytes (a film's frames, its GIF) as one `Uint8Array` in JavaScript.
//! - [`Decimal`]: a big number (a group order, up to 10⁷⁰ and more) travels as its decimal
//!   digits, since JavaScript's numbers lose digits past 2⁵³; the worker, which computes it,
//!   writes it, and the page shows it without big-number arithmetic.

use std::fmt;
use std::str::FromStr;

mod api_list;
mod bytes;
pub mod flat_json;

pub use api_list::{declarations, js_exports, js_table, ApiFunction, ApiParam, TYPES};
pub use bytes::Bytes;

use num_bigint::BigUint;
use thiserror::Error;

/// Serde for a type known by its name (`#[serde(with = "crate::wire::by_name")]`): written
/// as its `Display`, read through its `FromStr`.
pub mod by_name {
    use std::fmt::Display;
    use std::str::FromStr;

    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    /// Writes the value's name.
    pub fn serialize<T: Display, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(value)
    }

    /// Reads a name; the type's parse error (in words) when it names nothing.
    pub fn deserialize<'de, T, D>(d: D) -> Result<T, D::Error>
    where
        T: FromStr,
        T::Err: Display,
        D: Deserializer<'de>,
    {
        let name = String::deserialize(d)?;
        name.parse().map_err(D::Error::custom)
    }
}

/// An exact natural number as its decimal digits (a group order, up to 10⁷⁰ and more): how
/// big numbers travel (a JSON string: JavaScript's numbers lose digits past 2⁵³) and what
/// the page shows. The worker does the arithmetic and sends these, so the page's build has
/// no big-number code. Written as its digits and read back through [`FromStr`], which checks
/// them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Decimal(String);

/// The most digits a [`Decimal`] read from a message may have (the Megaminx's order has 68).
pub const MAX_DIGITS: usize = 1000;

/// Why a text is not a [`Decimal`].
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DecimalError {
    /// Empty, or not only digits, or with a leading zero (the text, quoted and shortened).
    #[error("not a decimal number: {0}")]
    NotDigits(String),
    /// Longer than [`MAX_DIGITS`].
    #[error("a decimal number of {0} digits (at most {MAX_DIGITS})")]
    TooLong(usize),
}

impl Decimal {
    /// The digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether it is 1.
    pub fn is_one(&self) -> bool {
        self.0 == "1"
    }
}

impl FromStr for Decimal {
    type Err = DecimalError;

    fn from_str(text: &str) -> Result<Decimal, DecimalError> {
        if text.len() > MAX_DIGITS {
            return Err(DecimalError::TooLong(text.len()));
        }
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        if !digits || (text.len() > 1 && text.starts_with('0')) {
            return Err(DecimalError::NotDigits(crate::quote::quote(text)));
        }
        Ok(Decimal(text.to_string()))
    }
}

impl TryFrom<String> for Decimal {
    type Error = DecimalError;

    fn try_from(text: String) -> Result<Decimal, DecimalError> {
        text.parse()
    }
}

impl From<Decimal> for String {
    fn from(d: Decimal) -> String {
        d.0
    }
}

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<u64> for Decimal {
    fn from(n: u64) -> Decimal {
        Decimal(n.to_string())
    }
}

impl From<&BigUint> for Decimal {
    fn from(n: &BigUint) -> Decimal {
        Decimal(n.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Both {
        order: Decimal,
        #[serde(with = "super::by_name")]
        count: u8,
    }

    /// Big numbers cross as decimal strings, names as their text; bad ones are refused in
    /// words.
    #[test]
    fn round_trips_and_refusals() {
        let text = "100669616553523347122516032313645505168688116411019768627200000000000";
        let big = BigUint::parse_bytes(text.as_bytes(), 10).unwrap();
        let v = Both {
            order: Decimal::from(&big),
            count: 7,
        };
        let json = serde_json::to_value(&v).unwrap();
        assert_eq!(json["order"], text);
        assert_eq!(json["count"], "7");
        assert_eq!(serde_json::from_value::<Both>(json).unwrap(), v);
        assert_eq!(v.order.to_string().parse::<Decimal>().unwrap(), v.order);
        let bad = serde_json::json!({"order": "12e3", "count": "7"});
        let e = serde_json::from_value::<Both>(bad).unwrap_err().to_string();
        assert!(e.contains("not a decimal number: \"12e3\""), "{e}");
        let bad = serde_json::json!({"order": "1", "count": "seven"});
        assert!(serde_json::from_value::<Both>(bad).is_err());
        for bad in ["", "007", "-1", "1 000"] {
            assert!(bad.parse::<Decimal>().is_err(), "{bad:?}");
        }
        let long = "9".repeat(MAX_DIGITS + 1);
        assert_eq!(
            long.parse::<Decimal>(),
            Err(DecimalError::TooLong(MAX_DIGITS + 1))
        );
        assert!(Decimal::from(1).is_one() && !Decimal::from(10).is_one());
        assert_eq!(Decimal::from(0).as_str(), "0");
    }
}
