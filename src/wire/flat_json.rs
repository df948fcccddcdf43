//! Flat JSON objects, `{"key": value, …}`, read and written without serde_json: the two JSON
//! texts the page itself reads are of this shape (a pasted position's facelets, the saved
//! session), and serde_json's reader was 48 KB of the page's wasm (22 KB gzipped).
//!
//! [`read_object`] is strict JSON (RFC 8259): every value is checked whole, nested ones
//! too, and the text must be one object and nothing more. It returns the entries in the order
//! written, duplicates kept (so a caller can refuse them by name); a string value is decoded,
//! any other value is kept as its text. Nesting is bounded ([`MAX_DEPTH`]) and the reader
//! never recurses deeper, so no text can exhaust the stack. Errors say what is wrong and
//! where (1-based line and column, in characters).

use thiserror::Error;

/// How deeply arrays and objects may nest inside a value.
pub const MAX_DEPTH: usize = 64;

/// A value of a flat object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FlatValue {
    /// A string, decoded.
    Text(String),
    /// Any other JSON value (number, `true`, `false`, `null`, array, object), as written.
    Other(String),
}

/// What is wrong with a text that [`read_object`] refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum JsonProblem {
    /// The text ends inside a value.
    #[error("EOF while parsing a value")]
    Eof,
    /// A character that cannot start or continue a value here.
    #[error("expected value")]
    ExpectedValue,
    /// An object key that is not a string.
    #[error("key must be a string")]
    KeyNotString,
    /// A missing `:` after a key.
    #[error("expected `:`")]
    ExpectedColon,
    /// A missing `,` or closing bracket.
    #[error("expected `,` or a closing bracket")]
    ExpectedComma,
    /// A backslash escape that JSON does not have, or a lone surrogate.
    #[error("invalid escape")]
    InvalidEscape,
    /// A raw control character inside a string.
    #[error("control character found while parsing a string")]
    ControlCharacter,
    /// A malformed number.
    #[error("invalid number")]
    InvalidNumber,
    /// Nesting deeper than [`MAX_DEPTH`].
    #[error("nested too deeply")]
    TooDeep,
    /// Text after the object.
    #[error("trailing characters")]
    TrailingCharacters,
    /// Valid JSON, but not an object.
    #[error("not an object")]
    NotAnObject,
}

/// A refused text: the problem and where it is.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{problem} at line {line}, column {column}")]
pub struct JsonError {
    /// What is wrong.
    pub problem: JsonProblem,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

/// `text` as a JSON string literal.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The entries of the JSON object `text`, in order, duplicates kept.
pub fn read_object(text: &str) -> Result<Vec<(String, FlatValue)>, JsonError> {
    let mut r = Reader { text, at: 0 };
    if r.peek()? != b'{' {
        r.value()?;
        r.end()?;
        return Err(r.error(JsonProblem::NotAnObject));
    }
    r.at += 1;
    let mut entries = Vec::new();
    if r.peek()? == b'}' {
        r.at += 1;
    } else {
        loop {
            if r.peek()? != b'"' {
                return Err(r.error(JsonProblem::KeyNotString));
            }
            let key = r.string()?;
            r.expect(b':', JsonProblem::ExpectedColon)?;
            let value = if r.peek()? == b'"' {
                FlatValue::Text(r.string()?)
            } else {
                let start = r.at;
                r.value()?;
                FlatValue::Other(text[start..r.at].to_string())
            };
            entries.push((key, value));
            match r.peek()? {
                b',' => r.at += 1,
                b'}' => {
                    r.at += 1;
                    break;
                }
                _ => return Err(r.error(JsonProblem::ExpectedComma)),
            }
        }
    }
    r.end()?;
    Ok(entries)
}

/// A position in the text being read.
struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl Reader<'_> {
    fn bytes(&self) -> &[u8] {
        self.text.as_bytes()
    }

    /// `problem` at the current position.
    fn error(&self, problem: JsonProblem) -> JsonError {
        // Never inside a character (every caller is at one's start; this is a guard).
        let at = (0..=self.at.min(self.text.len()))
            .rev()
            .find(|&i| self.text.is_char_boundary(i))
            .unwrap_or(0);
        let before = &self.text[..at];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        JsonError {
            problem,
            line: before.matches('\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
        }
    }

    /// Skips white space; the next byte, or [`JsonProblem::Eof`].
    fn peek(&mut self) -> Result<u8, JsonError> {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.bytes().get(self.at) {
            self.at += 1;
        }
        self.bytes()
            .get(self.at)
            .copied()
            .ok_or_else(|| self.error(JsonProblem::Eof))
    }

    fn expect(&mut self, byte: u8, problem: JsonProblem) -> Result<(), JsonError> {
        if self.peek()? != byte {
            return Err(self.error(problem));
        }
        self.at += 1;
        Ok(())
    }

    /// Only white space is left.
    fn end(&mut self) -> Result<(), JsonError> {
        match self.peek() {
            Err(_) => Ok(()),
            Ok(_) => Err(self.error(JsonProblem::TrailingCharacters)),
        }
    }

    /// Checks one value of any kind, nested ones without recursion: `open` holds the
    /// brackets still open, each with whether a value must come next.
    fn value(&mut self) -> Result<(), JsonError> {
        let mut open: Vec<u8> = Vec::new();
        loop {
            // One scalar, or the opening of an array or object.
            match self.peek()? {
                b'[' | b'{' if open.len() == MAX_DEPTH => {
                    return Err(self.error(JsonProblem::TooDeep))
                }
                b @ (b'[' | b'{') => {
                    self.at += 1;
                    open.push(b);
                    if self.peek()? == b + 2 {
                        // `[]` or `{}`: b'[' + 2 is b']', b'{' + 2 is b'}'.
                        self.at += 1;
                        open.pop();
                    } else {
                        if b == b'{' {
                            self.key()?;
                        }
                        continue;
                    }
                }
                b'"' => {
                    self.string()?;
                }
                _ => self.scalar()?,
            }
            // After a value: a comma, or closing brackets.
            loop {
                let Some(&inner) = open.last() else {
                    return Ok(());
                };
                match self.peek()? {
                    b',' => {
                        self.at += 1;
                        if inner == b'{' {
                            self.key()?;
                        }
                        break;
                    }
                    b if b == inner + 2 => {
                        self.at += 1;
                        open.pop();
                    }
                    _ => return Err(self.error(JsonProblem::ExpectedComma)),
                }
            }
        }
    }

    /// A nested object's `"key":`.
    fn key(&mut self) -> Result<(), JsonError> {
        if self.peek()? != b'"' {
            return Err(self.error(JsonProblem::KeyNotString));
        }
        self.string()?;
        self.expect(b':', JsonProblem::ExpectedColon)
    }

    /// A number, `true`, `false` or `null`.
    fn scalar(&mut self) -> Result<(), JsonError> {
        for word in ["true", "false", "null"] {
            if self.text[self.at..].starts_with(word) {
                self.at += word.len();
                return Ok(());
            }
        }
        match self.bytes()[self.at] {
            b'-' | b'0'..=b'9' => self.number(),
            _ => Err(self.error(JsonProblem::ExpectedValue)),
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    fn number(&mut self) -> Result<(), JsonError> {
        let start = self.at;
        let invalid = |r: &mut Self| {
            r.at = start;
            Err(r.error(JsonProblem::InvalidNumber))
        };
        if self.bytes()[self.at] == b'-' {
            self.at += 1;
        }
        let whole = self.digits();
        let leading_zero = whole > 1 && self.bytes()[self.at - whole] == b'0';
        if whole == 0 || leading_zero {
            return invalid(self);
        }
        if self.bytes().get(self.at) == Some(&b'.') {
            self.at += 1;
            if self.digits() == 0 {
                return invalid(self);
            }
        }
        if let Some(b'e' | b'E') = self.bytes().get(self.at) {
            self.at += 1;
            if let Some(b'+' | b'-') = self.bytes().get(self.at) {
                self.at += 1;
            }
            if self.digits() == 0 {
                return invalid(self);
            }
        }
        Ok(())
    }

    /// Skips ASCII digits; how many.
    fn digits(&mut self) -> usize {
        let start = self.at;
        while self.bytes().get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        self.at - start
    }

    /// A string (at its opening quote), decoded.
    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let rest = &self.text[self.at..];
            let plain = rest
                .find(|c: char| c == '"' || c == '\\' || u32::from(c) < 0x20)
                .ok_or_else(|| self.error_at_end(JsonProblem::Eof))?;
            out.push_str(&rest[..plain]);
            self.at += plain;
            match self.bytes()[self.at] {
                b'"' => {
                    self.at += 1;
                    return Ok(out);
                }
                b'\\' => out.push(self.escape()?),
                _ => return Err(self.error(JsonProblem::ControlCharacter)),
            }
        }
    }

    fn error_at_end(&self, problem: JsonProblem) -> JsonError {
        Reader {
            text: self.text,
            at: self.text.len(),
        }
        .error(problem)
    }

    /// One escape (at its backslash), surrogate pairs included. A bad one is reported at its
    /// backslash (what follows may be any character).
    fn escape(&mut self) -> Result<char, JsonError> {
        let Some(&code) = self.bytes().get(self.at + 1) else {
            return Err(self.error_at_end(JsonProblem::Eof));
        };
        let simple = match code {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                self.at += 2;
                return self.unicode();
            }
            _ => return Err(self.error(JsonProblem::InvalidEscape)),
        };
        self.at += 2;
        Ok(simple)
    }

    /// The character of `\uXXXX` (after its `\u`), with a following `\uXXXX` when it is the
    /// first half of a surrogate pair.
    fn unicode(&mut self) -> Result<char, JsonError> {
        let high = self.hex4()?;
        let code = match high {
            0xD800..=0xDBFF => {
                if !self.text[self.at..].starts_with("\\u") {
                    return Err(self.error(JsonProblem::InvalidEscape));
                }
                self.at += 2;
                let low = self.hex4()?;
                if !(0xDC00..=0xDFFF).contains(&low) {
                    return Err(self.error(JsonProblem::InvalidEscape));
                }
                0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            }
            code => code,
        };
        char::from_u32(code).ok_or_else(|| self.error(JsonProblem::InvalidEscape))
    }

    /// Four hex digits.
    fn hex4(&mut self) -> Result<u32, JsonError> {
        let Some(digits) = self.bytes().get(self.at..self.at + 4) else {
            return Err(self.error_at_end(JsonProblem::Eof));
        };
        let value = digits
            .iter()
            .try_fold(0, |n, &b| char::from(b).to_digit(16).map(|d| n * 16 + d));
        let value = value.ok_or_else(|| self.error(JsonProblem::InvalidEscape))?;
        self.at += 4;
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// serde_json's reading of `text` as a flat object, in our terms, keys sorted (its map
    /// keeps the last of duplicate keys, so only texts without duplicates are compared).
    fn serde_reading(text: &str) -> Option<Vec<(String, FlatValue)>> {
        let map: serde_json::Map<String, serde_json::Value> = serde_json::from_str(text).ok()?;
        let mut entries: Vec<_> = map
            .into_iter()
            .map(|(k, v)| match v {
                serde_json::Value::String(s) => (k, FlatValue::Text(s)),
                other => (k, FlatValue::Other(other.to_string())),
            })
            .collect();
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        Some(entries)
    }

    /// Ours in serde_json's terms: keys sorted (its map's order), other values re-read and
    /// written compactly.
    fn normalised(mut entries: Vec<(String, FlatValue)>) -> Vec<(String, FlatValue)> {
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        entries
            .into_iter()
            .map(|(k, v)| match v {
                FlatValue::Other(t) => {
                    let compact = serde_json::from_str::<serde_json::Value>(&t).unwrap();
                    (k, FlatValue::Other(compact.to_string()))
                }
                text => (k, text),
            })
            .collect()
    }

    #[test]
    fn reads_what_it_writes() {
        let keys = ["a", "é\"\\\n\u{1}", "😀", ""];
        let text = format!(
            "{{{}}}",
            keys.map(|k| format!("{}: {}", quote(k), quote(k)))
                .join(", ")
        );
        let read = read_object(&text).unwrap();
        let want: Vec<_> = keys
            .iter()
            .map(|k| (k.to_string(), FlatValue::Text(k.to_string())))
            .collect();
        assert_eq!(read, want);
    }

    #[test]
    fn other_values_are_kept_as_written_and_checked_whole() {
        let text = r#" { "n": -1.5e+3 , "deep": [1, {"x": [true, null]}, "s"], "e": {} } "#;
        let read = read_object(text).unwrap();
        assert_eq!(read[0].1, FlatValue::Other("-1.5e+3".into()));
        assert_eq!(
            read[1].1,
            FlatValue::Other(r#"[1, {"x": [true, null]}, "s"]"#.into())
        );
        assert_eq!(read[2].1, FlatValue::Other("{}".into()));
        let dup = read_object(r#"{"a": "1", "a": "2"}"#).unwrap();
        assert_eq!(dup.len(), 2, "duplicates are kept for the caller");
    }

    #[test]
    fn errors_say_what_and_where() {
        let problem = |text: &str| read_object(text).unwrap_err();
        let at = |text: &str| {
            let e = problem(text);
            (e.problem, e.line, e.column)
        };
        assert_eq!(at("{\"1\": "), (JsonProblem::Eof, 1, 7));
        assert_eq!(
            problem("{\"1\": ").to_string(),
            "EOF while parsing a value at line 1, column 7"
        );
        assert_eq!(at("[1, 2]").0, JsonProblem::NotAnObject);
        assert_eq!(at("{\n \"a\": 01}"), (JsonProblem::InvalidNumber, 2, 7));
        assert_eq!(at("{\"a\": [1 2]}").0, JsonProblem::ExpectedComma);
        assert_eq!(at("{\"a\": {1: 2}}").0, JsonProblem::KeyNotString);
        assert_eq!(at("{a: 1}").0, JsonProblem::KeyNotString);
        assert_eq!(at("{\"a\" 1}").0, JsonProblem::ExpectedColon);
        assert_eq!(at("{\"a\": tru}").0, JsonProblem::ExpectedValue);
        assert_eq!(at("{\"a\": \"\\x\"}").0, JsonProblem::InvalidEscape);
        assert_eq!(at("{\"a\": \"\\ud800\"}").0, JsonProblem::InvalidEscape);
        assert_eq!(at("{\"a\": \"\t\"}").0, JsonProblem::ControlCharacter);
        assert_eq!(at("{} x").0, JsonProblem::TrailingCharacters);
        // Found by fuzzing: a backslash before a character of two bytes.
        assert_eq!(at(r#"{"version\\\\\n\\\Ժ$}"#).0, JsonProblem::InvalidEscape);
        assert_eq!(at("{\"a\": \"\\é\"}"), (JsonProblem::InvalidEscape, 1, 8));
        assert_eq!(at("{\"a\": \"\\u00é\"}").0, JsonProblem::InvalidEscape);
        assert_eq!(at("").0, JsonProblem::Eof);
        let deep = format!(
            "{{\"a\": {}{}}}",
            "[".repeat(MAX_DEPTH + 1),
            "]".repeat(MAX_DEPTH + 1)
        );
        assert_eq!(at(&deep).0, JsonProblem::TooDeep);
        let deepest = format!(
            "{{\"a\": {}{}}}",
            "[".repeat(MAX_DEPTH),
            "]".repeat(MAX_DEPTH)
        );
        assert!(read_object(&deepest).is_ok());
        // A million brackets: refused at the limit, no stack to exhaust.
        assert_eq!(at(&"[".repeat(1_000_000)).0, JsonProblem::TooDeep);
    }

    /// Texts built from JSON's own pieces, to reach both valid and nearly valid objects.
    fn jsonish() -> impl Strategy<Value = String> {
        let piece = prop_oneof![
            Just("{".to_string()),
            Just("}".to_string()),
            Just("[".to_string()),
            Just("]".to_string()),
            Just(",".to_string()),
            Just(":".to_string()),
            Just(" ".to_string()),
            Just("\"k\"".to_string()),
            Just("\"\\u00e9\\n\"".to_string()),
            // Numbers stand apart, so that no two make one out of f64's range.
            Just(" 0 ".to_string()),
            Just(" -1.5e3 ".to_string()),
            Just(" 01 ".to_string()),
            Just("true".to_string()),
            Just("null".to_string()),
            Just("\"".to_string()),
            "[a-z\\\\\"]{0,3}",
        ];
        proptest::collection::vec(piece, 0..24).prop_map(|p| p.concat())
    }

    proptest! {
        /// Exactly the texts serde_json reads as an object are read, to the same entries.
        #[test]
        fn agrees_with_serde_json(body in jsonish()) {
            for text in [body.clone(), format!("{{\"k\": {body}}}"), format!("{{{body}}}")] {
                let ours = read_object(&text);
                let theirs = serde_reading(&text);
                match (&ours, &theirs) {
                    (Ok(entries), Some(map)) => {
                        let keys: std::collections::BTreeSet<_> = entries.iter().map(|e| &e.0).collect();
                        if keys.len() == entries.len() {
                            prop_assert_eq!(&normalised(entries.clone()), map, "{}", text);
                        }
                    }
                    (Err(_), None) => {}
                    _ => prop_assert!(false, "{text}: ours {ours:?}, serde_json {theirs:?}"),
                }
            }
        }

        /// Any quoted text reads back as itself.
        #[test]
        fn quote_round_trips(key in any::<String>(), value in any::<String>()) {
            let text = format!("{{{}:{}}}", quote(&key), quote(&value));
            prop_assert_eq!(read_object(&text).unwrap(), vec![(key, FlatValue::Text(value))]);
        }
    }
}
