//! `cargo xtask serve` and `cargo xtask build`: the web app.

use crate::util::Result;

/// Builds the app and serves it on http://127.0.0.1:8000.
pub fn serve(_args: &[String]) -> Result {
    Err("web app not built yet (it lands with the web issue)".into())
}

/// Writes the deployable static site.
pub fn build_dist(_args: &[String]) -> Result {
    Err("web app not built yet (it lands with the web issue)".into())
}
