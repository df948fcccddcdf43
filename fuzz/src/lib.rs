//! Shared checks for the fuzz targets: each target feeds its input to one of these, and any
//! panic (a failed property included) is a crash the fuzzer reports.

use minx::group::Perm;
use minx::puzzle::{Alg, Notation};

/// The input as text, or `None` when it is not UTF-8 (the parsers take `&str`).
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// Parses `text` in `notation`. Whatever parses must expand without error, print and parse
/// back to the same tree in the thesis and WCA notations, and invert twice to itself.
pub fn check_alg(text: &str, notation: Notation) {
    let Ok(alg) = Alg::parse(text, notation) else {
        return;
    };
    let moves = alg
        .moves()
        .expect("a parsed alg is within the expansion cap");
    assert_eq!(moves.len() as u64, alg.expanded_len());
    for out in [Notation::Thesis, Notation::Wca] {
        let printed = alg.to_string_in(out);
        assert_eq!(
            Alg::parse(&printed, out).as_ref(),
            Ok(&alg),
            "{out} round trip of {printed:?}"
        );
    }
    assert_eq!(alg.inverse().inverse(), alg);
}

/// Parses `text` as disjoint cycles. Whatever parses must print canonically and parse back
/// to the same permutation (up to trailing fixed points).
pub fn check_cycles(text: &str) {
    let Ok(p) = text.parse::<Perm>() else {
        return;
    };
    let printed = p.to_string();
    let q: Perm = printed.parse().expect("canonical cycles parse");
    assert_eq!(q.extended(p.degree()), p, "round trip of {printed:?}");
    assert_eq!(q.to_string(), printed, "canonical form is stable");
}

/// An error message for untrusted input: one line, no control characters (so no escape
/// sequence reaches a terminal), and short however long the input (minx::quote cuts it).
pub fn check_message(message: &str) {
    assert!(!message.is_empty());
    assert!(
        !message.chars().any(char::is_control),
        "raw control text: {message:?}"
    );
    assert!(
        message.chars().count() <= 1000,
        "{} characters",
        message.chars().count()
    );
}
