//! Disjoint-cycle notation: printing and parsing [`Perm`]s as `(1 2 3)(4 5)`.
//!
//! Text is 1-based, as in the thesis. The canonical form starts each cycle at its smallest
//! point and sorts the cycles by that point; the identity is `()`.

use std::fmt;
use std::str::FromStr;

use super::error::GroupError;
use super::perm::{Perm, MAX_DEGREE};

/// The multiset of cycle lengths of a permutation, longest first (fixed points left out).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CycleType {
    lengths: Vec<usize>,
}

impl CycleType {
    /// A cycle type from cycle lengths in any order; lengths below 2 are dropped.
    pub fn new(mut lengths: Vec<usize>) -> CycleType {
        lengths.retain(|&l| l >= 2);
        crate::sort::sort_by(&mut lengths, |a, b| a > b);
        CycleType { lengths }
    }

    /// The lengths, longest first.
    pub fn lengths(&self) -> &[usize] {
        &self.lengths
    }

    /// How many points move.
    pub fn moved(&self) -> usize {
        self.lengths.iter().sum()
    }
}

impl fmt::Display for CycleType {
    /// Exponential notation such as `5^4 3` (four 5-cycles and a 3-cycle); `1` for the identity.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.lengths.is_empty() {
            return f.write_str("1");
        }
        let mut first = true;
        let mut i = 0;
        while i < self.lengths.len() {
            let l = self.lengths[i];
            let count = self.lengths[i..].iter().take_while(|&&m| m == l).count();
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            if count == 1 {
                write!(f, "{l}")?;
            } else {
                write!(f, "{l}^{count}")?;
            }
            i += count;
        }
        Ok(())
    }
}

/// Writes cycles of labelled points as `(a b c)(d e)`, or `()` when there are none.
///
/// Used for sticker numbers and for named pieces alike, so every cycle text in the project
/// has one shape.
pub fn write_cycles<W: fmt::Write, T: fmt::Display>(
    out: &mut W,
    cycles: impl IntoIterator<Item = impl IntoIterator<Item = T>>,
) -> fmt::Result {
    let mut any = false;
    for cycle in cycles {
        any = true;
        out.write_char('(')?;
        for (k, x) in cycle.into_iter().enumerate() {
            if k > 0 {
                out.write_char(' ')?;
            }
            write!(out, "{x}")?;
        }
        out.write_char(')')?;
    }
    if !any {
        out.write_str("()")?;
    }
    Ok(())
}

impl fmt::Display for Perm {
    /// Canonical 1-based disjoint cycles, e.g. `(1 2 3)(4 5)`; the identity is `()`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cycles = self.cycles();
        write_cycles(f, cycles.iter().map(|c| c.iter().map(|&x| x + 1)))
    }
}

impl FromStr for Perm {
    type Err = GroupError;

    /// Reads 1-based cycles, e.g. `(1 2 3)(4 5)`, `()`, or with commas `(1,2,3)`. Cycles may
    /// overlap; they are multiplied left to right. The degree is the largest point named.
    fn from_str(s: &str) -> Result<Perm, GroupError> {
        let cycles = parse_cycles(s)?;
        let degree = cycles.iter().flatten().map(|&x| x + 1).max().unwrap_or(0);
        Perm::from_cycles(degree, &cycles)
    }
}

/// Parses 1-based cycle notation into 0-based cycles, with column-accurate errors.
pub fn parse_cycles(s: &str) -> Result<Vec<Vec<usize>>, GroupError> {
    let err = |column: usize, message: String| GroupError::CycleSyntax { column, message };
    let chars: Vec<char> = s.chars().collect();
    let mut cycles = Vec::new();
    let mut current: Option<(usize, Vec<usize>)> = None;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let col = i + 1;
        match c {
            c if c.is_whitespace() => i += 1,
            '(' => {
                if current.is_some() {
                    return Err(err(col, "'(' inside a cycle".into()));
                }
                current = Some((col, Vec::new()));
                i += 1;
            }
            ')' => {
                let Some((_, cycle)) = current.take() else {
                    return Err(err(col, "')' without a matching '('".into()));
                };
                if cycle.len() == 1 {
                    return Err(err(col, "a cycle needs at least two points".into()));
                }
                let mut sorted = cycle.clone();
                crate::sort::sort(&mut sorted);
                if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
                    return Err(err(
                        col,
                        format!("point {} appears twice in one cycle", w[0] + 1),
                    ));
                }
                if !cycle.is_empty() {
                    cycles.push(cycle);
                }
                i += 1;
            }
            ',' if current.is_some() => i += 1,
            '0'..='9' => {
                let start = i;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                let text: String = chars[start..i].iter().collect();
                let Some((_, cycle)) = current.as_mut() else {
                    return Err(err(start + 1, format!("number {text} outside a cycle")));
                };
                let n: usize = text
                    .parse()
                    .ok()
                    .filter(|&n| (1..=MAX_DEGREE).contains(&n))
                    .ok_or_else(|| {
                        err(
                            start + 1,
                            format!("point {text} is not in 1..={MAX_DEGREE}"),
                        )
                    })?;
                cycle.push(n - 1);
            }
            other => return Err(err(col, format!("unexpected character {other:?}"))),
        }
    }
    if let Some((col, _)) = current {
        return Err(err(col, "cycle opened here is never closed".into()));
    }
    Ok(cycles)
}
