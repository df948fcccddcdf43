//! The page's view as data: [`page_view`] says every text, flag, attribute, form value and
//! list the page shows, as [`Patch`]es by element id, from the [`Lab`] and its views; the
//! page (`web/page.rs`) only writes them, and only what changed ([`Shown`], [`edits`]).
//! So what the panel shows is decided and tested here, natively, as eframe's web runner
//! leaves the page nothing to decide.
//!
//! One file per part of the page: the state panel, the controls, the solution's steps, the
//! lab's frame and palette, the explorer, the net; and the banner a panic leaves.

mod banner;
mod controls;
mod edit;
mod explorer;
mod film;
mod lab;
mod net;
mod order_histogram;
mod panel;
mod patch;
mod player;
mod shown;
mod sims_picture;
mod steps;

pub use crate::app::draw::{classes, net_picture, Node, NUMBERS_CLASS};
pub use banner::{panic_banner, panic_line, panic_links, panic_message};
pub use edit::{edits, Edit, Op};
pub use net::coloured_net;
pub use patch::{Change, Patch};
pub use player::{Player, PlayerEvent};
pub use shown::Shown;
pub use sims_picture::sims_picture;

use crate::app::lab::Lab;

/// Everything the page shows of `lab`, in the order it is written (a list before the child
/// it keeps in sight, a select's options before its value); `colours` are the CSS colours
/// of the puzzle's colours, by index (the renderer's palette).
pub fn page_view(lab: &Lab, colours: &[String]) -> Vec<Patch> {
    let p = lab.panel();
    let focus = lab.focus_text();
    let mut out = panel::panel(&p, lab.twizzle_url(), focus.as_deref());
    out.extend(order_histogram::order_histogram(lab));
    out.extend(steps::solution(p.solution.as_ref()));
    out.extend(steps::search(lab.search()));
    out.extend(controls::controls(lab));
    out.extend(lab::lab(lab, colours));
    out.extend(net::net(lab, colours));
    out.extend(explorer::explorer(lab));
    out.extend(film::film(lab));
    out
}

#[cfg(test)]
mod tests;
