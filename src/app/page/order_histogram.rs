//! The histogram of orders beside the panel's order line: how many elements of the puzzle's
//! group have each order ([`Census`]), the position's order marked — a small SVG, hidden
//! until the worker has sent the census.
//!
//! Orders run left to right on a logarithmic scale, gathered into [`COLUMNS`] columns (the
//! Megaminx's group has 1,278 orders, so one line each would weigh kilobytes); a column's
//! height is the logarithm of its count against the group's order. The bars are one path,
//! the mark another, so the picture stays a few hundred bytes whatever the puzzle.

use super::patch::Patch;
use crate::app::draw::Node;
use crate::app::lab::{Census, Lab};

/// How many columns the orders are gathered into.
pub const COLUMNS: usize = 48;
/// The picture's height, in its units (its width is [`COLUMNS`]).
const HEIGHT: f32 = 16.0;

/// The histogram's patches: hidden until the census is known, else the picture of it with
/// `order`, the position's, marked.
pub(super) fn order_histogram(lab: &Lab) -> Vec<Patch> {
    let census = lab.census();
    let mut out = vec![Patch::hidden("order-histogram", census.is_none())];
    if let Some(census) = census {
        let order = lab.position().small_order().unwrap_or(0) as u64;
        out.push(Patch::children(
            "order-histogram",
            vec![picture(census, order)],
        ));
    }
    out
}

/// The column of `order` among orders up to `largest` (log scale).
pub fn column(order: u64, largest: u64) -> usize {
    if largest <= 1 {
        return 0;
    }
    let x = (order.max(1) as f64).ln() / (largest as f64).ln();
    ((x * (COLUMNS - 1) as f64).round() as usize).min(COLUMNS - 1)
}

/// A share of the group in words: `37.5 %`, or `1.2e-9 %` when tiny.
pub fn share_text(share: f64) -> String {
    let percent = share * 100.0;
    if percent >= 0.01 || percent == 0.0 {
        format!("{percent:.2} %")
    } else {
        format!("{percent:.1e} %")
    }
}

/// The SVG: one bar per column that has elements, the column of `order` drawn as the mark.
pub fn picture(census: &Census, order: u64) -> Node {
    let largest = census.largest();
    let mut counts = [0.0f64; COLUMNS];
    for &(o, count) in census.orders() {
        counts[column(o, largest)] += count;
    }
    let scale = (census.total() + 1.0).log10().max(1.0);
    let bar = |c: usize| {
        let h = ((counts[c] + 1.0).log10() / scale) as f32 * (HEIGHT - 1.0) + 1.0;
        format!("M{c}.5 {HEIGHT}v-{h:.1}")
    };
    let bars: String = (0..COLUMNS).filter(|&c| counts[c] > 0.0).map(bar).collect();
    let mark = column(order, largest);
    let label = format!(
        "Orders of the group, log scale: this position's order {order} is shared by {} of positions",
        share_text(census.share(order))
    );
    Node::new("svg")
        .attr("viewBox", format!("0 0 {COLUMNS} {HEIGHT}"))
        .attr("class", "histogram")
        .attr("role", "img")
        .attr("aria-label", label)
        .attr("data-order", order.to_string())
        .child(Node::new("path").attr("class", "bars").attr("d", bars))
        .child(
            Node::new("path")
                .attr("class", "mark")
                .attr("data-column", mark.to_string())
                .attr("d", format!("M{mark}.5 0V{HEIGHT}")),
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn census() -> Census {
        Census::new(&[(1, 1.into()), (2, 3.into()), (5, 24.into()), (60, 2.into())])
    }

    #[test]
    fn orders_go_left_to_right_on_a_log_scale() {
        assert_eq!(column(1, 60), 0);
        assert_eq!(column(60, 60), COLUMNS - 1);
        assert!(column(2, 60) < column(5, 60));
        assert_eq!(column(7, 1), 0);
    }

    #[test]
    fn the_mark_is_at_the_positions_order_and_the_label_says_its_share() {
        let svg = picture(&census(), 5);
        assert_eq!(svg.get("role"), Some("img"));
        let label = svg.get("aria-label").unwrap();
        assert!(label.contains("order 5 is shared by 80.00 %"), "{label}");
        let mark = &svg.children[1];
        assert_eq!(
            mark.get("data-column"),
            Some(column(5, 60).to_string().as_str())
        );
        let bars = svg.children[0].get("d").unwrap();
        assert_eq!(
            bars.matches('M').count(),
            4,
            "one bar per order here: {bars}"
        );
        assert!(bars.starts_with(&format!("M0.5 {HEIGHT}v-")), "{bars}");
        assert!(
            share_text(1e-60).ends_with("e-58 %"),
            "{}",
            share_text(1e-60)
        );
    }

    #[test]
    fn hidden_until_the_census_is_known() {
        let lab = Lab::new();
        assert_eq!(
            order_histogram(&lab),
            vec![Patch::hidden("order-histogram", true)]
        );
    }
}
