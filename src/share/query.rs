//! The query string itself: `name=value` pairs, percent-encoded, each name at most once.

use crate::puzzle::PuzzleKind;
use crate::quote::quote;

use super::{ShareError, MAX_QUERY};

/// A query's parameters, decoded: each name at most once, unknown ones kept (and ignored).
#[derive(Clone, Debug, Default)]
pub(crate) struct Fields(Vec<(String, String)>);

impl Fields {
    /// Splits and percent-decodes a query (a leading `?` is allowed), refusing oversized
    /// input and repeated parameters.
    pub(crate) fn read(query: &str) -> Result<Fields, ShareError> {
        if query.len() > MAX_QUERY {
            return Err(ShareError::TooLong(query.len()));
        }
        let query = query.strip_prefix('?').unwrap_or(query);
        let mut fields: Vec<(String, String)> = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let key = percent_decode(k).ok_or_else(|| ShareError::Encoding(quote(k)))?;
            let value = percent_decode(v).ok_or_else(|| ShareError::Encoding(quote(&key)))?;
            if fields.iter().any(|(f, _)| *f == key) {
                return Err(ShareError::Duplicate(quote(&key)));
            }
            fields.push((key, value));
        }
        Ok(Fields(fields))
    }

    /// The value of a parameter.
    pub(crate) fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The puzzle named by `puzzle=` (the Megaminx when absent).
    pub(crate) fn puzzle(&self) -> Result<PuzzleKind, ShareError> {
        self.get("puzzle").map_or(Ok(PuzzleKind::Megaminx), |p| {
            p.parse().map_err(|_| ShareError::UnknownPuzzle(quote(p)))
        })
    }
}

/// Percent-encodes a query value: unreserved characters and `*'(),:` stay, space is `+`.
pub fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' => out.push(b as char),
            b'-' | b'.' | b'_' | b'~' | b'*' | b'\'' | b'(' | b')' | b',' | b':' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// Decodes a query value (`+` is a space); `None` for a broken escape or invalid UTF-8.
pub fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes.get(i + 1..i + 3)?;
                let hex = std::str::from_utf8(hex).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn percent_round_trips(text in "\\PC{0,40}") {
            prop_assert_eq!(percent_decode(&percent_encode(&text)), Some(text));
        }
    }
}
