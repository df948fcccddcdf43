//! How values are written when they leave the process (the Web Worker's messages, the page
//! API, `--json` output): serde helpers every layer may use.
//!
//! - [`by_name`]: a value known by its name (a puzzle, a solving method) is written as its
//!   `Display` text and read back through `FromStr`, so a bad name fails where the message is
//!   read, with the type's own error in words, and nothing deeper re-parses it.
//! - [`decimal`]: a big number (a group order, up to 10⁷⁰ and more) is written as a decimal
//!   string, since JavaScript's numbers lose digits past 2⁵³. This is the one place where big
//!   orders become text.

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

/// Serde for a big unsigned number as a decimal string
/// (`#[serde(with = "crate::wire::decimal")]`): `"75582720"`.
pub mod decimal {
    use num_bigint::BigUint;
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    /// Writes the number in decimal.
    pub fn serialize<S: Serializer>(n: &BigUint, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(n)
    }

    /// Reads a decimal string (digits only).
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<BigUint, D::Error> {
        let text = String::deserialize(d)?;
        if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
            let shown = crate::quote::quote(&text);
            return Err(D::Error::custom(format!("not a decimal number: {shown}")));
        }
        BigUint::parse_bytes(text.as_bytes(), 10)
            .ok_or_else(|| D::Error::custom("not a decimal number"))
    }
}

#[cfg(test)]
mod tests {
    use num_bigint::BigUint;
    use serde::{Deserialize, Serialize};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Both {
        #[serde(with = "super::decimal")]
        order: BigUint,
        #[serde(with = "super::by_name")]
        count: u8,
    }

    /// Big numbers cross as decimal strings, names as their text; bad ones are refused in
    /// words.
    #[test]
    fn round_trips_and_refusals() {
        let big = BigUint::parse_bytes(
            b"100669616553523347122516032313645505168688116411019768627200000000000",
            10,
        )
        .unwrap();
        let v = Both {
            order: big,
            count: 7,
        };
        let json = serde_json::to_value(&v).unwrap();
        assert_eq!(
            json["order"],
            "100669616553523347122516032313645505168688116411019768627200000000000"
        );
        assert_eq!(json["count"], "7");
        assert_eq!(serde_json::from_value::<Both>(json).unwrap(), v);
        let bad = serde_json::json!({"order": "12e3", "count": "7"});
        let e = serde_json::from_value::<Both>(bad).unwrap_err().to_string();
        assert!(e.contains("not a decimal number: \"12e3\""), "{e}");
        let bad = serde_json::json!({"order": "1", "count": "seven"});
        assert!(serde_json::from_value::<Both>(bad).is_err());
    }
}
