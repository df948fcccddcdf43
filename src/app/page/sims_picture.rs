//! [`sims_picture`]: the Sims table of a computed group as a picture, like the Matlab seed's
//! plot: one row per level of the stabiliser chain, one column per sticker, a mark where the
//! sticker lies in that level's orbit (the base point's own mark darker). The marks of a row
//! are the points its transversal reaches, so the picture shows how the chain shrinks.

use crate::app::page::Node;
use crate::app::worker::SubgroupReport;

/// Left and top margins (room for the axis numbers), in sticker widths.
const LEFT: f32 = 5.0;
const TOP: f32 = 3.5;

/// The picture of `r`'s chain.
pub fn sims_picture(r: &SubgroupReport) -> Node {
    let n = r.degree as f32;
    let levels = r.orbits.len().max(1) as f32;
    let row = row_height(r);
    let font = format!("{:.2}", (n + LEFT) / 40.0);
    let label = |x: f32, y: f32, text: String, class: &str| {
        Node::new("text")
            .num("x", x, 1)
            .num("y", y, 1)
            .attr("class", class)
            .attr("font-size", font.clone())
            .text(text)
    };
    let columns = column_ticks(r.degree)
        .map(|p| label(LEFT + p as f32 - 0.5, TOP - 0.8, p.to_string(), "axis"));
    let mut pic = Node::new("svg")
        .attr(
            "viewBox",
            format!("0 0 {:.1} {:.1}", LEFT + n + 3.0, TOP + row * levels + 1.0),
        )
        .attr("class", "sims")
        .attr("role", "img")
        .attr(
            "aria-label",
            format!(
                "Sims table: {} levels over {} stickers",
                r.orbits.len(),
                r.degree
            ),
        )
        .child(
            Node::new("rect")
                .num("x", LEFT, 1)
                .num("y", TOP, 1)
                .num("width", n, 1)
                .num("height", row * levels, 1)
                .attr("class", "sims-back"),
        )
        .children(columns);
    for (i, (orbit, &base)) in r.orbits.iter().zip(&r.base).enumerate() {
        let y = TOP + row * i as f32;
        if labelled_level(i, r.orbits.len()) {
            let text = (i + 1).to_string();
            pic = pic.child(label(LEFT - 0.8, y + row / 2.0 + 0.35, text, "axis end"));
        }
        pic = pic.child(level_row(i, orbit, base, y, row));
    }
    pic
}

/// Rows are taller than wide when there are few levels, so the picture keeps some height.
fn row_height(r: &SubgroupReport) -> f32 {
    let (n, levels) = (r.degree as f32, r.orbits.len().max(1) as f32);
    (n / (3.0 * levels)).clamp(1.0, 3.0)
}

/// The sticker numbers written above the columns: 1 and every 5th (every 20th past 60).
fn column_ticks(degree: usize) -> impl Iterator<Item = usize> {
    let step = if degree > 60 { 20 } else { 5 };
    (0..=degree).step_by(step).map(|p| p.max(1))
}

/// Whether level `i` (0-based) of `levels` gets its number written: the first and every 5th
/// (every 10th past 20 levels).
fn labelled_level(i: usize, levels: usize) -> bool {
    let step = if levels > 20 { 10 } else { 5 };
    i == 0 || (i + 1).is_multiple_of(step)
}

/// One level: a mark per point of its orbit, with a tooltip naming the level.
fn level_row(i: usize, orbit: &[usize], base: usize, y: f32, row: f32) -> Node {
    let tip = format!(
        "level {}: base point {base}, orbit of {} stickers",
        i + 1,
        orbit.len()
    );
    let marks = orbit.iter().map(|&p| {
        Node::new("rect")
            .num("x", LEFT + p as f32 - 0.95, 2)
            .num("y", y + 0.05 * row, 2)
            .attr("width", "0.9")
            .num("height", 0.9 * row, 2)
            .attr("class", if p == base { "base" } else { "mark" })
    });
    Node::new("g")
        .child(Node::new("title").text(tip))
        .children(marks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::worker::SubgroupJob;
    use crate::puzzle::{NamedGroup, PuzzleKind};

    fn report(puzzle: PuzzleKind, gens: &str) -> SubgroupReport {
        let mut job = SubgroupJob::new(NamedGroup::new(puzzle, gens).unwrap(), None);
        while !job.step(100_000).done {}
        job.report().unwrap()
    }

    #[test]
    fn one_mark_per_orbit_point_and_one_base_per_level() {
        let r = report(PuzzleKind::Pyraminx, "");
        let pic = sims_picture(&r);
        let nodes = pic.walk();
        let count = |class: &str| {
            nodes
                .iter()
                .filter(|n| n.get("class") == Some(class))
                .count()
        };
        let points: usize = r.orbits.iter().map(Vec::len).sum();
        assert_eq!(count("base"), r.orbits.len());
        assert_eq!(count("base") + count("mark"), points);
        // Every mark lies inside the background, in its sticker's column.
        for n in nodes
            .iter()
            .filter(|n| n.tag == "rect" && n.get("width") == Some("0.9"))
        {
            let x: f32 = n.get("x").unwrap().parse().unwrap();
            assert!(x >= LEFT - 1.0 && x < LEFT + r.degree as f32, "{x}");
        }
    }

    #[test]
    fn the_picture_is_labelled_and_sized_for_its_chain() {
        let r = report(PuzzleKind::Cube2, "");
        let pic = sims_picture(&r);
        let label = pic.get("aria-label").unwrap();
        assert!(
            label.contains(&format!("{} levels", r.orbits.len())),
            "{label}"
        );
        let view: Vec<f32> = pic
            .get("viewBox")
            .unwrap()
            .split(' ')
            .map(|v| v.parse().unwrap())
            .collect();
        assert!(view[2] > r.degree as f32 && view[3] > TOP, "{view:?}");
        assert!(labelled_level(0, 3) && !labelled_level(1, 3) && labelled_level(4, 3));
        assert_eq!(column_ticks(24).collect::<Vec<_>>(), [1, 5, 10, 15, 20]);
    }
}
