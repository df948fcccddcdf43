//! [`LabDom`]: the group-lab parts of the page — the puzzle selector, the net beside (or
//! instead of) the 3D view, paint mode's palette and buttons, and the subgroup explorer's
//! controls, answer, stabiliser-chain table and Sims-table picture — and their events.
//!
//! Everything shown comes from [`Lab`] and [`crate::app::ExplorerView`]; text goes in through
//! `textContent`, numbers we made go in as attributes.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, HtmlInputElement, HtmlSelectElement};

use super::dom::{self, by_id, set_class, set_hidden, set_text, set_text_by_id};
use super::net::NetView;
use super::small_solve::SmallSolveDom;
use crate::app::{sims_picture, Lab, SubgroupReport, Svg};
use crate::puzzle::PuzzleKind;
use crate::render::{puzzle_colours, Palette, Rgb};

/// The lab's elements and what they show.
pub struct LabDom {
    built_for: Option<PuzzleKind>,
    net: Option<NetView>,
    colours: Vec<Rgb>,
    report: Option<SubgroupReport>,
    small: SmallSolveDom,
}

impl LabDom {
    /// Finds the lab's part of the page (`None` on a page without it).
    pub fn find(palette: &Palette) -> Option<LabDom> {
        by_id::<Element>("net-view")?;
        Some(LabDom {
            built_for: None,
            net: None,
            colours: puzzle_colours(Lab::FIRST_PUZZLE, palette),
            report: None,
            small: SmallSolveDom::default(),
        })
    }

    /// Brings the page up to date with the lab.
    pub fn render(&mut self, lab: &Lab, palette: &Palette) {
        let puzzle = lab.puzzle();
        if self.built_for != Some(puzzle) {
            self.rebuild(puzzle, palette);
        }
        let painting = lab.paint().is_some();
        if let Some(root) = by_id::<Element>("app") {
            let _ = root.set_attribute("data-puzzle", puzzle.name());
            let net = lab.keeps_net() || lab.net_options().show_net || painting;
            let _ = root.set_attribute("data-net", if net { "on" } else { "off" });
            let _ = root.set_attribute("data-paint", if painting { "on" } else { "off" });
        }
        let numbers = lab.net_options().show_numbers || lab.keeps_net();
        if let Some(net) = self.net.as_mut() {
            net.update(
                &lab.sticker_colours(),
                lab.marked(),
                &lab.lit(),
                &self.colours,
                numbers,
                painting,
            );
        }
        self.render_paint(lab);
        self.render_explorer(lab);
        if let Some(select) = by_id::<HtmlSelectElement>("solve-method") {
            let name = lab.megaminx.method().name();
            if select.value() != name {
                select.set_value(name);
            }
        }
        self.small.render(lab);
    }

    fn rebuild(&mut self, puzzle: PuzzleKind, palette: &Palette) {
        self.built_for = Some(puzzle);
        self.colours = puzzle_colours(puzzle, palette);
        self.report = None;
        if let Some(c) = by_id::<Element>("net-view") {
            self.net = Some(NetView::build(&c, puzzle));
        }
        if let Some(s) = by_id::<HtmlSelectElement>("puzzle") {
            s.set_value(puzzle.name());
        }
        let def = puzzle.def();
        if let Some(list) = by_id::<Element>("palette") {
            list.set_text_content(None);
            for (i, name) in def.colours().iter().enumerate() {
                let b = dom::element("button", "swatch", "");
                let _ = b.set_attribute("type", "button");
                let _ = b.set_attribute("data-colour", &i.to_string());
                let _ = b.set_attribute("aria-label", &format!("colour {name}"));
                let chip = Svg::new("svg")
                    .attr("viewBox", "0 0 10 10")
                    .attr("aria-hidden", "true")
                    .child(
                        Svg::new("rect")
                            .attr("width", "10")
                            .attr("height", "10")
                            .attr("rx", "2")
                            .attr("fill", dom::hex(self.colours[i])),
                    );
                let chip = dom::render_svg(&chip);
                let _ = b.append_child(&chip);
                let _ = b.append_child(&dom::element("span", "", name));
                let _ = list.append_child(&b);
            }
        }
        if let Some(list) = by_id::<Element>("gen-list") {
            list.set_text_content(None);
            for (g, gen) in def.generators().iter().enumerate() {
                let label = dom::element("label", "gen", "");
                let input = dom::element("input", "", "");
                let _ = input.set_attribute("type", "checkbox");
                let _ = input.set_attribute("data-gen", &g.to_string());
                let _ = label.append_child(&input);
                let _ = label.append_child(&dom::element("span", "", &gen.name));
                let _ = list.append_child(&label);
            }
        }
        set_text_by_id("numbering", puzzle.info().numbering);
        if let Some(input) = by_id::<Element>("alg-input") {
            let _ = input.set_attribute("placeholder", puzzle.info().example_alg);
        }
    }

    fn render_paint(&self, lab: &Lab) {
        let paint = lab.paint();
        set_text_by_id(
            "paint-toggle",
            if paint.is_some() {
                "Stop painting"
            } else {
                "Paint a position"
            },
        );
        if let Some(t) = by_id::<Element>("paint-toggle") {
            let _ = t.set_attribute("aria-pressed", &paint.is_some().to_string());
        }
        for id in ["paint-use", "paint-solved", "paint-current"] {
            if let Some(b) = by_id::<HtmlButtonElement>(id) {
                b.set_disabled(paint.is_none());
            }
        }
        if let Some(list) = by_id::<Element>("palette") {
            set_hidden(&list, paint.is_none());
            let items = list.children();
            for k in 0..items.length() {
                if let Some(b) = items.item(k) {
                    let on = paint.is_some_and(|p| p.brush() == k as usize);
                    set_class(&b, "selected", on);
                    let _ = b.set_attribute("aria-pressed", &on.to_string());
                }
            }
        }
    }

    fn render_explorer(&mut self, lab: &Lab) {
        let v = lab.explorer_view();
        set_text_by_id("explore-status", &v.status);
        if let Some(bar) = by_id::<Element>("explore-progress") {
            set_hidden(&bar, v.progress.is_none());
            let _ = bar.set_attribute("value", &format!("{:.3}", v.progress.unwrap_or(0.0)));
        }
        if let Some(b) = by_id::<HtmlButtonElement>("explore") {
            b.set_disabled(!v.can_start || v.running);
        }
        if let Some(b) = by_id::<Element>("explore-cancel") {
            set_hidden(&b, !v.running);
        }
        if let Some(list) = by_id::<Element>("gen-list") {
            let inputs = list.get_elements_by_tag_name("input");
            for (g, &on) in lab.explorer().selected().iter().enumerate() {
                if let Some(i) = inputs
                    .item(g as u32)
                    .and_then(|e| e.dyn_into::<HtmlInputElement>().ok())
                {
                    i.set_checked(on);
                }
            }
        }
        if let Some(result) = by_id::<Element>("explore-result") {
            set_hidden(&result, v.report.is_none());
        }
        set_text_by_id("explore-title", &v.title);
        set_text_by_id("explore-order", &v.order);
        set_text_by_id("explore-factors", &v.factors);
        set_text_by_id("explore-fraction", &v.fraction);
        set_text_by_id("member-answer", &v.member);
        if let Some(w) = by_id::<Element>("member-word") {
            set_text(&w, &v.member_word);
            set_hidden(&w, v.member_word.is_empty());
        }
        if let Some(b) = by_id::<HtmlButtonElement>("member-ask") {
            b.set_disabled(!v.can_ask);
        }
        if v.report != self.report {
            if let Some(body) = by_id::<Element>("chain-rows") {
                body.set_text_content(None);
                for (level, base, orbit) in &v.rows {
                    let tr = dom::element("tr", "", "");
                    for n in [level, base, orbit] {
                        let _ = tr.append_child(&dom::element("td", "", &n.to_string()));
                    }
                    let _ = body.append_child(&tr);
                }
            }
            if let Some(pic) = by_id::<Element>("sims-picture") {
                pic.set_text_content(None);
                if let Some(r) = &v.report {
                    let _ = pic.append_child(&dom::render_svg(&sims_picture(r)));
                }
            }
            self.report = v.report.clone();
        }
    }
}
