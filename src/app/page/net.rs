//! The puzzle's flat net as the page shows it: the lab's [`NetScene`](crate::app::draw::NetScene)
//! drawn into `#net-view`.

use super::patch::Patch;
use crate::app::draw::Node;
use crate::app::lab::Lab;

/// The net's patch: the coloured picture inside `#net-view`; `colours` are the CSS colours
/// of the puzzle's colours, by index.
pub(super) fn net(lab: &Lab, colours: &[String]) -> Vec<Patch> {
    vec![Patch::children(
        "net-view",
        vec![coloured_net(lab, colours)],
    )]
}

/// The net of the lab's puzzle, coloured.
pub fn coloured_net(lab: &Lab, colours: &[String]) -> Node {
    lab.net_scene(colours).draw()
}
