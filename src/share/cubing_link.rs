//! Links to and from cubing.js's sites: the "Open in Twizzle" link minx writes for a position,
//! and the Twizzle and alg.cubing.net links it reads back into a [`Link`].
//!
//! Both directions go through the puzzle's registry record ([`CubingName`]: cubing.js's id for
//! it and the notations of minx's that read and write its moves as cubing.js does), so no
//! puzzle is named here. A link read opens exactly as minx's own link with the same puzzle,
//! setup and moves (in WCA notation) does: the position is built by [`Position::new`], as the
//! simulator's own links are. Beyond what minx's own links read, the Megaminx's WCA scramble
//! turns `R++ D--` are read as cubing.js reads them: a setup's whole-puzzle turns carry on
//! into the alg.
//!
//! Twizzle (`https://alpha.twizzle.net/edit/?puzzle=megaminx&setup-alg=…&alg=…`) writes its
//! algs URL-encoded. alg.cubing.net (`https://alg.cubing.net/?puzzle=…&setup=…&alg=…`) also
//! escapes them its own way (cubing.js's `serializeURLParam`): `_` is a space, `-` is `'`,
//! and `&#95;`, `&#45;`, `&#2b;` are `_`, `-`, `+`. Both default to the 3×3×3 without a
//! `puzzle=`. cubing.js's line comments (`// …`) are dropped. Input is bounded by
//! [`MAX_QUERY`] and [`MAX_LINK_MOVES`]; every error names the part of the link at fault.

use crate::group::Letter;
use crate::puzzle::notation::{format_moves, parse_moves};
use crate::puzzle::{cubing_names, cubing_puzzle, CubingName, Move, PuzzleKind};
use crate::quote::quote;

use super::query::{percent_encode, Fields};
use super::{Link, Position, ShareError, Start, MAX_LINK_MOVES, MAX_QUERY};

/// cubing.js's puzzle when a link names none.
const DEFAULT_PUZZLE: &str = "3x3x3";

/// Where "Open in Twizzle" links go.
const TWIZZLE_EDITOR: &str = "https://alpha.twizzle.net/edit/";

/// A site of cubing.js's whose links minx reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CubingSite {
    /// Twizzle (`alpha.twizzle.net`, `twizzle.net`, and its old home on
    /// `experiments.cubing.net/cubing.js/twizzle/`): `setup-alg=`, `alg=`.
    Twizzle,
    /// alg.cubing.net: `setup=`, `alg=`, algs in its own escapes.
    AlgCubingNet,
}

impl CubingSite {
    /// The site at `host` (lower case, no port) and `path`, if it is one.
    fn at(host: &str, path: &str) -> Option<CubingSite> {
        let host = host.strip_prefix("www.").unwrap_or(host);
        match host {
            "alpha.twizzle.net" | "twizzle.net" => Some(CubingSite::Twizzle),
            "experiments.cubing.net" if path.contains("/twizzle") => Some(CubingSite::Twizzle),
            "alg.cubing.net" => Some(CubingSite::AlgCubingNet),
            _ => None,
        }
    }

    /// The name of the parameter carrying the setup.
    fn setup_param(self) -> &'static str {
        match self {
            CubingSite::Twizzle => "setup-alg",
            CubingSite::AlgCubingNet => "setup",
        }
    }

    /// An alg as cubing.js reads it from this site's parameter (already URL-decoded).
    fn unescape(self, text: &str) -> String {
        match self {
            CubingSite::Twizzle => without_comments(text),
            CubingSite::AlgCubingNet => without_comments(&unescape_acn(text)),
        }
    }
}

/// alg.cubing.net's escapes undone in one pass, as cubing.js's `deserializeURLParam` undoes
/// them one after another (no escape holds a `-` or `_` of its own).
fn unescape_acn(text: &str) -> String {
    const ESCAPES: [(&str, char); 3] = [("&#45;", '-'), ("&#2b;", '+'), ("&#95;", '_')];
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let (put, used) = match ESCAPES.iter().find(|(e, _)| rest.starts_with(e)) {
            Some(&(e, put)) => (put, e.len()),
            None if c == '-' => ('\'', 1),
            None if c == '_' => (' ', 1),
            None => (c, c.len_utf8()),
        };
        out.push(put);
        rest = &rest[used..];
    }
    out
}

/// `text` without cubing.js's line comments (`//` to the end of the line).
fn without_comments(text: &str) -> String {
    text.split('\n')
        .map(|line| line.split("//").next().unwrap_or(line))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `text` (as pasted into the move box) is a web address rather than moves: it
/// starts with `http://` or `https://`, or with the host of a site [`read_cubing_link`]
/// reads. Moves never do (`:` only appears inside brackets).
pub fn is_web_address(text: &str) -> bool {
    let text = text.trim_start().as_bytes();
    let starts = |p: &str| {
        text.get(..p.len())
            .is_some_and(|t| t.eq_ignore_ascii_case(p.as_bytes()))
    };
    starts("http://")
        || starts("https://")
        || std::str::from_utf8(text)
            .ok()
            .and_then(split_address)
            .is_some_and(|a| CubingSite::at(&a.host, a.path).is_some())
}

/// A web address in parts.
struct Address<'a> {
    /// Lower case, without a port.
    host: String,
    /// From the first `/` to the `?` (may be empty).
    path: &'a str,
    /// After the `?`, without the `#…` (may be empty).
    query: &'a str,
}

/// Splits `scheme://host/path?query#fragment` (the scheme may be left out, as people paste
/// it); `None` when there is no host.
fn split_address(text: &str) -> Option<Address<'_>> {
    let rest = text.trim();
    let rest = match rest.find("://") {
        Some(i)
            if rest[..i].eq_ignore_ascii_case("https")
                || rest[..i].eq_ignore_ascii_case("http") =>
        {
            &rest[i + 3..]
        }
        Some(_) => return None,
        None => rest,
    };
    let rest = rest.split_once('#').map_or(rest, |(before, _)| before);
    let (place, query) = rest.split_once('?').unwrap_or((rest, ""));
    let end = place.find('/').unwrap_or(place.len());
    let (host, path) = place.split_at(end);
    let host = host.rsplit_once('@').map_or(host, |(_, h)| h);
    let host = host.split_once(':').map_or(host, |(h, _)| h);
    if host.is_empty() || !host.contains('.') {
        return None;
    }
    Some(Address {
        host: host.to_ascii_lowercase(),
        path,
        query,
    })
}

/// Reads a Twizzle or alg.cubing.net link: its puzzle, setup and moves, as a [`Link`] that
/// opens exactly as minx's own link with the same ones. Bounded ([`MAX_QUERY`],
/// [`MAX_LINK_MOVES`]), never panics; a site minx does not read, a puzzle it has not got or
/// an alg that does not read is an error saying so.
pub fn read_cubing_link(text: &str) -> Result<Link, ShareError> {
    if text.len() > MAX_QUERY {
        return Err(ShareError::TooLong(text.len()));
    }
    let not_cubing = || ShareError::NotCubingLink(quote(text.trim()));
    let address = split_address(text).ok_or_else(not_cubing)?;
    let site = CubingSite::at(&address.host, address.path).ok_or_else(not_cubing)?;
    let fields = Fields::read(address.query)?;
    let id = fields.get("puzzle").unwrap_or(DEFAULT_PUZZLE);
    let puzzle = cubing_puzzle(id).ok_or_else(|| ShareError::NoCubingPuzzle {
        name: quote(id),
        known: cubing_names(),
    })?;
    let cubing = puzzle
        .info()
        .cubing
        .expect("cubing_puzzle finds only puzzles with a cubing.js name");
    let alg_in = |param: &str| {
        fields
            .get(param)
            .map_or(String::new(), |t| site.unescape(t))
    };
    let setup_param = site.setup_param();
    let (setup_text, alg_text) = (alg_in(setup_param), alg_in("alg"));
    let read = |param: &'static str, text: &str| -> Result<Vec<Letter>, ShareError> {
        let moves =
            parse_moves(text, cubing.reads).map_err(|error| ShareError::BadAlg { param, error })?;
        Ok(moves.into_iter().map(Letter::from).collect())
    };
    let setup = read(setup_param, &setup_text)?;
    // The alg alone, for its own errors at its own columns; then after the setup, since a
    // `R++` turn of the setup turns the whole puzzle, and the alg's names follow it.
    read("alg", &alg_text)?;
    let moves = read("alg", &format!("{setup_text}\n{alg_text}"))?.split_off(setup.len());
    let total = setup.len() + moves.len();
    if total > MAX_LINK_MOVES {
        return Err(ShareError::TooManyMoves(total));
    }
    let position = Position::new(puzzle, &Start::Moves(setup), &moves, cubing.writes);
    Ok(Link {
        position,
        ..Link::solved(puzzle)
    })
}

/// The same position and moves as a Twizzle link, in cubing.js's name and notation for the
/// puzzle ([`CubingName`]), when the puzzle has them and its start is written as moves or is
/// solved (Twizzle has no way to take a bare state).
pub fn twizzle_url(link: &Link) -> Option<String> {
    let puzzle: PuzzleKind = link.puzzle();
    let CubingName { id, writes, .. } = puzzle.info().cubing?;
    let setup = match link.position.start() {
        Start::Moves(letters) => letters,
        Start::Position(p) if p.is_identity() => Vec::new(),
        Start::Position(_) => return None,
    };
    let faces = |letters: &[Letter]| -> Option<Vec<Move>> {
        letters.iter().map(|&l| Move::of_letter(l)).collect()
    };
    let mut url = format!("{TWIZZLE_EDITOR}?puzzle={}", percent_encode(id));
    for (name, letters) in [("setup-alg", setup), ("alg", link.position.letters())] {
        if !letters.is_empty() {
            let moves = faces(&letters)?;
            url.push_str(&format!(
                "&{name}={}",
                percent_encode(&format_moves(&moves, writes))
            ));
        }
    }
    Some(url)
}

#[cfg(test)]
mod tests;
