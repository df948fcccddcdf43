//! [`MethodName`]: the `method=` of a link, as a name.
//!
//! Links sit below the solver (`share` uses `puzzle` only), so a link carries the method's
//! name and the app, which knows the methods it offers, turns the name into a method or says
//! the name is not offered.

use std::fmt;
use std::str::FromStr;

use crate::quote::quote;

use super::ShareError;

/// The longest method name a link may carry.
pub const MAX_METHOD_NAME: usize = 24;

/// A well-formed method name: 1 to [`MAX_METHOD_NAME`] lowercase ASCII letters, digits or `-`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MethodName(String);

impl MethodName {
    /// The name as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for MethodName {
    type Err = ShareError;

    fn from_str(text: &str) -> Result<MethodName, ShareError> {
        let well_formed = (1..=MAX_METHOD_NAME).contains(&text.len())
            && text
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if well_formed {
            Ok(MethodName(text.to_string()))
        } else {
            Err(ShareError::BadMethod(quote(text)))
        }
    }
}

impl fmt::Display for MethodName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_junk_is_refused() {
        for name in ["thesis", "short", "commutators", "a-1"] {
            let m: MethodName = name.parse().unwrap();
            assert_eq!(m.to_string(), name);
            assert_eq!(m.as_str(), name);
        }
        let long = "a".repeat(MAX_METHOD_NAME + 1);
        for junk in ["", "Thesis", "<b>x</b>", "a b", long.as_str()] {
            let e = junk.parse::<MethodName>().unwrap_err().to_string();
            assert!(e.contains("not a method name"), "{junk}: {e}");
        }
    }
}
