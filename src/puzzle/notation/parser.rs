//! The one parser behind every notation: brackets, groups, commutators, conjugates, limits
//! and error columns are handled here; a [`Dialect`] reads the moves and powers themselves.

use super::alg::{Alg, Node, MAX_DEPTH, MAX_MOVES, MAX_POWER};
use super::error::{Found, ParseError, Problem};
use super::turn::Turn;

/// A position in the text being parsed, counted in characters.
pub(super) struct Cursor {
    chars: Vec<char>,
    pos: usize,
}

impl Cursor {
    fn new(text: &str) -> Cursor {
        Cursor {
            chars: text.chars().collect(),
            pos: 0,
        }
    }

    /// The next character, if any.
    pub(super) fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    /// Steps over the next character.
    pub(super) fn bump(&mut self) {
        self.pos += 1;
    }

    /// Steps over the next character if it is `c`.
    pub(super) fn eat(&mut self, c: char) -> bool {
        let hit = self.peek() == Some(c);
        if hit {
            self.bump();
        }
        hit
    }

    /// The 1-based column of the next character.
    pub(super) fn column(&self) -> usize {
        self.pos + 1
    }

    /// What is at the cursor, for error messages.
    pub(super) fn found(&self) -> Found {
        self.peek().map_or(Found::End, Found::Char)
    }

    /// An error at the cursor.
    pub(super) fn error(&self, problem: Problem) -> ParseError {
        ParseError {
            column: self.column(),
            problem,
        }
    }

    /// "Expected `what`" at the cursor.
    pub(super) fn expected(&self, what: &'static str) -> ParseError {
        self.error(Problem::Expected {
            expected: what,
            found: self.found(),
        })
    }

    /// Reads a run of ASCII letters (possibly empty).
    pub(super) fn word(&mut self) -> String {
        let mut out = String::new();
        while let Some(c) = self.peek().filter(char::is_ascii_alphabetic) {
            out.push(c);
            self.bump();
        }
        out
    }

    /// Reads a decimal number of at most [`MAX_POWER`], or `None` when no digit follows.
    pub(super) fn number(&mut self) -> Result<Option<i32>, ParseError> {
        let start = self.column();
        let at = |problem| ParseError {
            column: start,
            problem,
        };
        let mut value: Option<i32> = None;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            if value == Some(0) {
                return Err(at(Problem::LeadingZero));
            }
            let next = value.unwrap_or(0) * 10 + d as i32;
            if next > MAX_POWER {
                return Err(at(Problem::PowerTooLarge));
            }
            value = Some(next);
            self.bump();
        }
        Ok(value)
    }
}

impl Cursor {
    /// Reads a decimal number of at most [`MAX_POWER`], leading zeros allowed (`^007`, as
    /// generator words have always been read), or `None` when no digit follows.
    pub(super) fn digits(&mut self) -> Result<Option<i32>, ParseError> {
        let start = self.column();
        let mut value: Option<i32> = None;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            let next = value.unwrap_or(0) * 10 + d as i32;
            if next > MAX_POWER {
                return Err(ParseError {
                    column: start,
                    problem: Problem::PowerTooLarge,
                });
            }
            value = Some(next);
            self.bump();
        }
        Ok(value)
    }
}

/// Multiplies two powers, failing (at `column`) beyond [`MAX_POWER`].
pub(super) fn times(a: i32, b: i32, column: usize) -> Result<i32, ParseError> {
    a.checked_mul(b)
        .filter(|p| p.unsigned_abs() <= MAX_POWER.unsigned_abs())
        .ok_or(ParseError {
            column,
            problem: Problem::PowerTooLarge,
        })
}

/// How one notation spells moves and powers; the [`parse`] function does the rest.
pub(super) trait Dialect {
    /// What one move reads as (a Megaminx face turn, a generator letter).
    type Move: Turn;
    /// Whether moves and brackets must be separated by whitespace (WCA), or may run together
    /// (`DC*D*C` in the thesis).
    const SPACED: bool;
    /// What a move looks like, for "expected …" messages.
    const EXPECTED_MOVE: &'static str;
    /// Whether `c` can begin a move.
    fn starts_move(c: char) -> bool;
    /// Reads one move at the cursor (which is on a character accepted by `starts_move`).
    /// `depth` is how many brackets are open around it.
    fn read_move(&mut self, cur: &mut Cursor, depth: usize) -> Result<Self::Move, ParseError>;
    /// Reads the power after `)` or `]`: 1 when nothing follows.
    fn read_power(&mut self, cur: &mut Cursor) -> Result<i32, ParseError>;
}

/// Parses a whole algorithm.
pub(super) fn parse<D: Dialect>(text: &str, dialect: &mut D) -> Result<Alg<D::Move>, ParseError> {
    let mut p = Parser {
        cur: Cursor::new(text),
        dialect,
    };
    let (alg, _) = p.sequence(0)?;
    match p.cur.peek() {
        None => Ok(alg),
        Some(c) => Err(p.cur.error(Problem::Unmatched(c))),
    }
}

/// Parses exactly one move, with optional whitespace around it.
pub(super) fn parse_move<D: Dialect>(text: &str, dialect: &mut D) -> Result<D::Move, ParseError> {
    let mut cur = Cursor::new(text);
    skip_space(&mut cur);
    if !cur.peek().is_some_and(D::starts_move) {
        return Err(cur.expected(D::EXPECTED_MOVE));
    }
    let m = dialect.read_move(&mut cur, 0)?;
    skip_space(&mut cur);
    match cur.peek() {
        None => Ok(m),
        Some(_) => Err(cur.expected("the end of the move")),
    }
}

fn skip_space(cur: &mut Cursor) {
    while cur.peek().is_some_and(char::is_whitespace) {
        cur.bump();
    }
}

struct Parser<'d, D> {
    cur: Cursor,
    dialect: &'d mut D,
}

impl<D: Dialect> Parser<'_, D> {
    /// Nodes up to the end of the text or a closing `)`, `]`, `,` or `:` (left for the caller),
    /// with their expanded length.
    fn sequence(&mut self, depth: usize) -> Result<(Alg<D::Move>, u64), ParseError> {
        let mut alg = Alg::new();
        let mut len = 0u64;
        let mut spaced = true;
        while let Some(c) = self.cur.peek() {
            if c.is_whitespace() {
                self.cur.bump();
                spaced = true;
                continue;
            }
            if matches!(c, ')' | ']' | ',' | ':') {
                break;
            }
            if !(c == '(' || c == '[' || D::starts_move(c)) {
                return Err(self.cur.expected(D::EXPECTED_MOVE));
            }
            if D::SPACED && !spaced {
                return Err(self.cur.error(Problem::MissingSpace(c)));
            }
            let column = self.cur.column();
            let (node, n) = self.node(depth)?;
            len = len.saturating_add(n);
            // Only the whole alg counts: `((X)^1000)^0` is fine (and nothing is allocated).
            if depth == 0 && len > MAX_MOVES as u64 {
                return Err(ParseError {
                    column,
                    problem: Problem::TooLong,
                });
            }
            alg.push(node);
            spaced = false;
        }
        Ok((alg, len))
    }

    /// One node at the cursor: a group, a bracket, or a move.
    fn node(&mut self, depth: usize) -> Result<(Node<D::Move>, u64), ParseError> {
        let open = self.cur.column();
        let bracket = self.cur.peek();
        if bracket != Some('(') && bracket != Some('[') {
            let m = self.dialect.read_move(&mut self.cur, depth)?;
            return Ok((Node::Move(m), u64::from(!m.is_identity())));
        }
        if depth >= MAX_DEPTH {
            return Err(self.cur.error(Problem::TooDeep));
        }
        self.cur.bump();
        let (x, nx) = self.sequence(depth + 1)?;
        if bracket == Some('(') {
            self.close(')', open)?;
            let power = self.dialect.read_power(&mut self.cur)?;
            return Ok(group(x, nx, power));
        }
        let commutator = match self.cur.peek() {
            Some(',') => true,
            Some(':') => false,
            None => return Err(self.unclosed(open)),
            Some(_) => return Err(self.cur.expected("',' or ':' between the parts of '[…]'")),
        };
        self.cur.bump();
        let (y, ny) = self.sequence(depth + 1)?;
        self.close(']', open)?;
        let (node, n) = if commutator {
            (
                Node::Commutator(x, y),
                nx.saturating_add(ny).saturating_mul(2),
            )
        } else {
            (
                Node::Conjugate(x, y),
                nx.saturating_mul(2).saturating_add(ny),
            )
        };
        // A power on a bracket, `[X, Y]^2`, makes the group `([X, Y])^2`.
        match self.dialect.read_power(&mut self.cur)? {
            1 => Ok((node, n)),
            power => Ok(group(Alg::from_nodes(vec![node]), n, power)),
        }
    }

    /// Steps over the closing bracket `close` of the one opened at column `open`.
    fn close(&mut self, close: char, open: usize) -> Result<(), ParseError> {
        match self.cur.peek() {
            Some(c) if c == close => {
                self.cur.bump();
                Ok(())
            }
            None => Err(self.unclosed(open)),
            Some(_) if close == ')' => Err(self.cur.expected("')' to close the '('")),
            Some(_) => Err(self.cur.expected("']' to close the '['")),
        }
    }

    fn unclosed(&self, open: usize) -> ParseError {
        let bracket = self.cur.chars[open - 1];
        ParseError {
            column: open,
            problem: Problem::Unclosed(bracket),
        }
    }
}

/// The group `(alg)^power` and its expanded length, given that of `alg`.
fn group<M>(alg: Alg<M>, len: u64, power: i32) -> (Node<M>, u64) {
    let n = len.saturating_mul(u64::from(power.unsigned_abs()));
    (Node::Group { alg, power }, n)
}
