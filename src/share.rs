//! Share links: a position and a solution step as a query string, and back.
//!
//! Format (named like Twizzle's so people recognise it):
//! `?puzzle=megaminx&setup-alg=<alg>&alg=<alg>&notation=wca|thesis&step=<n>`, or `state=<s>`
//! instead of `setup-alg` for a position no alg describes (painted, or a random state), where
//! `<s>` is base64url of a version byte then one byte per piece: corners `slot·3 + twist`,
//! edges `slot·2 + flip`. `step=n` means "n steps of the solution done". The Pyraminx and
//! the 2×2×2: `?puzzle=pyraminx|cube2&state=<colours>&alg=<moves>`, the colours one letter
//! per sticker (`RRRRGGbG…`, as `minx state` reads them), the moves in generator names.
//! Every puzzle: `scheme=<choice>` (`cvd`, …) or `scheme=custom&colours=A:ff0000,B:…` (each
//! face by its colour's name; faces left out keep the default scheme's), and `letters=1`.
//!
//! `?twizzle=<a Twizzle or alg.cubing.net link, URL-encoded>` opens that link's puzzle, setup
//! and moves as minx's own link with them does (`cubing_link.rs`).
//!
//! Decoding untrusted text never panics, refuses oversized input early, and reports what is
//! wrong in words; unknown parameters (Twizzle's `title`, say) are ignored.
//!
//! Files: `link.rs` (the one [`Link`], for every puzzle: the query it writes and reads),
//! `position.rs` (a link's [`Position`], in each puzzle's own terms), `setup.rs` (the
//! Megaminx's [`Setup`]), `query.rs` (the query string: pairs and percent-encoding),
//! `codec.rs` (the Megaminx `state=` codec), `cubing_link.rs` (Twizzle's and alg.cubing.net's
//! links, both ways), `method_name.rs` and `error.rs`. This module uses
//! `puzzle` only: the app turns a link's method name into a solving method.

mod codec;
mod cubing_link;
mod error;
mod link;
mod method_name;
mod position;
mod query;
mod setup;
mod start;
#[cfg(test)]
mod tests;

pub use codec::{base64url_decode, base64url_encode, decode_state, encode_state};
pub use cubing_link::{is_web_address, read_cubing_link, twizzle_url, CubingSite};
pub use error::{ShareError, StateError};
pub use link::Link;
pub use method_name::{MethodName, MAX_METHOD_NAME};
pub use position::Position;
pub use query::{percent_decode, percent_encode};
pub use setup::Setup;
pub use start::Start;

/// The longest query accepted, in bytes.
pub const MAX_QUERY: usize = 16 * 1024;
/// The largest step number accepted.
pub const MAX_STEP: usize = 10_000;
/// The most face turns a link's algs may expand to (setup and moves together). Longer
/// histories are shared as `state=`, so every link this module writes fits [`MAX_QUERY`].
pub const MAX_LINK_MOVES: usize = 2_000;
