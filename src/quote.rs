//! [`quote`]: untrusted text as error messages show it — escaped and cut short;
//! [`or_list`], names as a list in words; and [`Named`] / [`UnknownName`], the one way an
//! enum of named things (puzzles, notations, methods, scrambles) reads a name and says what
//! it does not know.
//!
//! The names themselves are derived by `strum` (`serialize_all = "kebab-case"`), which also
//! derives `Display`, `IntoStaticStr`, `VariantArray`, `EnumCount` and `FromStr` — the last
//! with `parse_err_ty = UnknownName, parse_err_fn = unknown::<Self>`, so every such enum
//! refuses a name with the same message: `unknown puzzle "x" (expected megaminx, …)`.
//!
//! Every error that echoes what a user typed or a file held (alg text, links, colour and
//! sticker names, facelet JSON, command-line words) shows it through this one function, so an
//! escape sequence never reaches a terminal or a page as is and a 10 MB key never becomes a
//! 10 MB message.

/// The most characters of untrusted text an error message shows.
pub const MAX_QUOTED_CHARS: usize = 40;

/// `text` quoted for an error message: at most [`MAX_QUOTED_CHARS`] characters (then `…`);
/// control characters, escape sequences and quotes escaped as Rust's `{:?}` writes them
/// (`"\u{1b}]0;x\u{7}"`), inside double quotes.
pub fn quote(text: &str) -> String {
    let mut chars = text.chars();
    let mut short: String = chars.by_ref().take(MAX_QUOTED_CHARS).collect();
    if chars.next().is_some() {
        short.push('…');
    }
    format!("{short:?}")
}

/// Names as a list in words: `a, b or c` (`a or b`, `a`).
pub fn or_list<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.into_iter().collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

/// A name that is none of an enum's: what kind of thing was asked for, the name (quoted),
/// and every name there is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} {} (expected {expected})", quote(.name))]
pub struct UnknownName {
    /// What the enum names (`puzzle`, `notation`).
    pub what: &'static str,
    /// The name asked for, as given.
    pub name: String,
    /// Every name, in words (`a, b or c`).
    pub expected: String,
}

/// An enum whose variants have names (derived by strum, see the module docs).
pub trait Named: Copy + Into<&'static str> + strum::VariantArray + 'static {
    /// What one variant is called in a message (`puzzle`, `solving method`).
    const WHAT: &'static str;

    /// Every name, in words: `megaminx, pyraminx or cube2`.
    fn names() -> String {
        or_list(Self::VARIANTS.iter().map(|&v| v.into()))
    }
}

/// The error for a name that is none of `T`'s (strum's `parse_err_fn`).
pub fn unknown<T: Named>(name: &str) -> UnknownName {
    UnknownName {
        what: T::WHAT,
        name: name.to_string(),
        expected: T::names(),
    }
}

/// Every variant as an array (for an enum's `ALL`), from strum's `VARIANTS`.
pub const fn variants<T: Copy, const N: usize>(all: &[T]) -> [T; N] {
    assert!(all.len() == N, "one entry per variant");
    let mut out = [all[0]; N];
    let mut i = 1;
    while i < N {
        out[i] = all[i];
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_cuts() {
        assert_eq!(quote("Q"), "\"Q\"");
        assert_eq!(quote("R'"), "\"R'\"");
        assert_eq!(quote("\u{1b}]0;pwned\u{7}"), "\"\\u{1b}]0;pwned\\u{7}\"");
        assert_eq!(quote("a\"b\\\n"), "\"a\\\"b\\\\\\n\"");
        let long = "x".repeat(10_000_000);
        assert_eq!(quote(&long), format!("\"{}…\"", "x".repeat(40)));
        assert_eq!(quote(&"é".repeat(40)), format!("\"{}\"", "é".repeat(40)));
    }

    #[test]
    fn lists_read_as_words() {
        assert_eq!(or_list(["a", "b", "c"]), "a, b or c");
        assert_eq!(or_list(["a", "b"]), "a or b");
        assert_eq!(or_list(["a"]), "a");
        assert_eq!(or_list([]), "");
    }
}
