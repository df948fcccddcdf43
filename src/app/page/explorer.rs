//! The subgroup explorer's part of the page, from [`ExplorerView`](crate::app::lab::ExplorerView):
//! status and progress, Compute/Cancel, the answer, the stabiliser chain's table and the Sims
//! table's picture.

use super::patch::Patch;
use super::sims_picture::sims_picture;
use crate::app::draw::Node;
use crate::app::lab::Lab;

/// The explorer's patches.
pub(super) fn explorer(lab: &Lab) -> Vec<Patch> {
    let v = lab.explorer_view();
    let rows = v.rows.iter().map(|(level, base, orbit)| {
        let cells = [level, base, orbit].map(|n| Node::new("td").text(n.to_string()));
        Node::new("tr").children(cells)
    });
    vec![
        Patch::text("explore-status", v.status),
        Patch::hidden("explore-progress", v.progress.is_none()),
        Patch::attr(
            "explore-progress",
            "value",
            format!("{:.3}", v.progress.unwrap_or(0.0)),
        ),
        Patch::disabled("explore", !v.can_start || v.running),
        Patch::hidden("explore-cancel", !v.running),
        Patch::hidden("explore-result", v.report.is_none()),
        Patch::text("explore-title", v.title),
        Patch::text("explore-order", v.order),
        Patch::text("explore-factors", v.factors),
        Patch::text("explore-fraction", v.fraction),
        Patch::text("member-answer", v.member),
        Patch::hidden("member-word", v.member_word.is_empty()),
        Patch::text("member-word", v.member_word),
        Patch::disabled("member-ask", !v.can_ask),
        Patch::children("chain-rows", rows.collect()),
        Patch::children("sims-picture", v.report.iter().map(sims_picture).collect()),
    ]
}
