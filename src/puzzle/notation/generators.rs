//! Generator names: the notation of every puzzle given by a [`PuzzleDef`](crate::puzzle::PuzzleDef)
//! — the Pyraminx's `s1 s5' s6^2`, the 2×2×2's `R G' b^2` — read by the same parser as the
//! Megaminx notations, into a [`Word`].
//!
//! A move is a generator's name followed by nothing, `'` (inverse) or `^k` (a power, possibly
//! signed, `|k| ≤` [`MAX_POWER`](super::MAX_POWER)); moves are separated by white space, as
//! [`Word::display_with`] writes them. Groups `(s1 s2)^3`, commutators `[R, G]` and
//! conjugates `[R: G]` work as in the other notations, with the same power suffix.

use super::alg::Alg;
use super::error::{ParseError, Problem};
use super::moves::AlgError;
use super::parser::{self, times, Cursor, Dialect};
use crate::group::{Letter, Word};
use crate::quote::quote;

/// Characters that end a generator's name (besides white space): suffixes and brackets.
const DELIMITERS: &[char] = &['\'', '^', '(', ')', '[', ']', ',', ':'];

/// Reads a word in the generators named `names` (index = generator number); letters of one
/// generator next to each other merge, as [`Word::push`] does. Bad text is a [`ParseError`]
/// naming its column; an unknown name is shown quoted and cut short.
pub fn parse_word(text: &str, names: &[String]) -> Result<Word, AlgError> {
    let alg = parse_alg(text, names)?;
    let mut word = Word::new();
    for l in alg.moves()? {
        word.push(l.generator, l.power);
    }
    Ok(word)
}

/// Reads an algorithm in the generators named `names` as the tree it was written as
/// (brackets and groups kept, nothing merged), for a reader that wants its structure.
pub fn parse_alg(text: &str, names: &[String]) -> Result<Alg<Letter>, ParseError> {
    parser::parse(text, &mut Generators { names })
}

/// The generator-name notation of one puzzle (reading only; [`Word::display_with`] writes).
struct Generators<'a> {
    names: &'a [String],
}

impl Dialect for Generators<'_> {
    type Move = Letter;
    const SPACED: bool = true;
    const EXPECTED_MOVE: &'static str = "a generator name";

    fn starts_move(c: char) -> bool {
        !c.is_whitespace() && !DELIMITERS.contains(&c)
    }

    fn read_move(&mut self, cur: &mut Cursor, _depth: usize) -> Result<Letter, ParseError> {
        let column = cur.column();
        let mut name = String::new();
        while let Some(c) = cur.peek().filter(|&c| Self::starts_move(c)) {
            name.push(c);
            cur.bump();
        }
        let generator = self.names.iter().position(|n| *n == name);
        let generator = generator.ok_or_else(|| ParseError {
            column,
            problem: Problem::UnknownGenerator {
                name: quote(&name),
                known: self.names.join(" "),
            },
        })?;
        let power = self.read_power(cur)?;
        Ok(Letter { generator, power })
    }

    /// Nothing (1), `'` (−1) or `^k` with an optional sign; leading zeros are allowed.
    fn read_power(&mut self, cur: &mut Cursor) -> Result<i32, ParseError> {
        if cur.eat('\'') {
            return Ok(-1);
        }
        if !cur.eat('^') {
            return Ok(1);
        }
        let column = cur.column();
        let sign = match cur.peek() {
            Some('-') => -1,
            Some('+') => 1,
            _ => 0,
        };
        if sign != 0 {
            cur.bump();
        }
        let n = cur.digits()?;
        let n = n.ok_or_else(|| cur.expected("a number after '^'"))?;
        times(n, if sign == 0 { 1 } else { sign }, column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::notation::MAX_POWER;
    use proptest::prelude::*;

    fn names() -> Vec<String> {
        ["A", "B", "s5", "s6"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn parse(text: &str) -> Result<Word, AlgError> {
        parse_word(text, &names())
    }

    #[test]
    fn reads_what_display_with_writes() {
        let n = names();
        let w = parse("A B' s5^2  s6^-3 A").unwrap();
        assert_eq!(w.display_with(&n).to_string(), "A B' s5^2 s6^-3 A");
        assert_eq!(parse("A A'").unwrap(), Word::new());
        assert_eq!(parse("  ").unwrap(), Word::new());
        // What the old word reader took: signs, leading zeros, zero powers.
        assert_eq!(
            parse("A^+2 B^007 s5^-0").unwrap(),
            parse("A^2 B^7").unwrap()
        );
    }

    #[test]
    fn brackets_work_as_in_every_notation() {
        let w = |t: &str| parse(t).unwrap();
        assert_eq!(w("(A B)^2"), w("A B A B"));
        assert_eq!(w("[A, B]"), w("A B A' B'"));
        assert_eq!(w("[A: s5]"), w("A s5 A'"));
        assert_eq!(w("(A s5)'"), w("s5' A'"));
    }

    #[test]
    fn errors_name_the_column() {
        let e = parse("A  Q B").unwrap_err();
        assert_eq!(
            e.to_string(),
            "column 4: unknown generator \"Q\" (the generators are A B s5 s6)"
        );
        let e = parse("A s5^x").unwrap_err().to_string();
        assert!(
            e.starts_with("column 6: expected a number after '^'"),
            "{e}"
        );
        assert!(parse("A^99999999999").is_err());
        assert!(parse(&format!("A^{}", MAX_POWER + 1)).is_err());
        assert!(parse("A''").is_err());
        assert!(parse("AB").is_err());
        assert!(parse("A(B)")
            .unwrap_err()
            .to_string()
            .contains("missing space"));
        let e = parse(&format!("<script>{}", "x".repeat(10_000))).unwrap_err();
        assert!(e.to_string().len() < 200, "{e}");
    }

    #[test]
    fn huge_power_sums_never_overflow() {
        // 2,148 × 10⁶ is past i32::MAX: the sum is kept in two letters, not wrapped.
        let w = parse(&vec!["A^1000000"; 2148].join(" ")).unwrap();
        let total: i64 = w.letters().iter().map(|l| i64::from(l.power)).sum();
        assert_eq!(total, 2_148_000_000);
        assert!(w.letters().iter().all(|l| l.generator == 0));
    }

    proptest! {
        #[test]
        fn display_and_parse_round_trip(letters in proptest::collection::vec((0usize..4, -5i32..6), 0..12)) {
            let n = names();
            let mut w = Word::new();
            for (g, p) in letters { w.push(g, p); }
            prop_assert_eq!(parse_word(&w.display_with(&n).to_string(), &n).unwrap(), w);
        }

        /// Huge powers too: every letter stays readable (the share-link fuzzer found a merged
        /// power of 1,422,980 that the link could write but not read).
        #[test]
        fn huge_powers_round_trip(letters in proptest::collection::vec((0usize..2, any::<i32>()), 0..6)) {
            let n = names();
            let mut w = Word::new();
            for (g, p) in letters { w.push(g, p); }
            prop_assert_eq!(parse_word(&w.display_with(&n).to_string(), &n).unwrap(), w);
        }

        #[test]
        fn parsing_never_panics(text in "\\PC{0,40}") {
            let _ = parse(&text);
        }
    }
}
