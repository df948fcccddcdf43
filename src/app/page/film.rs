//! The film's line under the Export menu: hidden unless a film is being made (by a person or
//! a script), else what it is doing, its progress bar and Cancel.

use super::patch::Patch;
use crate::app::lab::Lab;

/// The film's patches.
pub(super) fn film(lab: &Lab) -> Vec<Patch> {
    let run = lab.film();
    let mut out = vec![Patch::hidden("filming", run.is_none())];
    if let Some(r) = run {
        out.push(Patch::text("filming-text", r.line()));
        out.push(Patch::attr(
            "filming-progress",
            "value",
            r.percent().to_string(),
        ));
    }
    out
}
