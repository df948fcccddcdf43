//! [`quote`]: untrusted text as error messages show it — escaped and cut short; and
//! [`or_list`], names as a list in words.
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
