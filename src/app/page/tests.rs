//! What the page shows in the lab's main situations, read from [`page_view`]'s patches.

use super::*;
use crate::app::input::{Action, Actor};
use crate::app::lab::Lab;
use crate::app::sim::ScrambleKind;
use crate::app::sim::Spin;
use crate::app::solve::Method;
use crate::app::worker::GroupWorker;
use crate::puzzle::{Net, PuzzleKind};

/// One CSS colour per colour index (enough for every puzzle).
fn colours() -> Vec<String> {
    (0..12).map(|i| format!("#0000{i:02x}")).collect()
}

/// The page's patches for `lab`.
fn view(lab: &Lab) -> Vec<Patch> {
    page_view(lab, &colours())
}

/// The last change to element `id` in slot `slot` (`"text"`, `"hidden"`, …).
fn change<'a>(patches: &'a [Patch], id: &str, slot: &str) -> &'a Change {
    patches
        .iter()
        .rev()
        .find(|p| p.id == id && p.change.slot().0 == slot)
        .map(|p| &p.change)
        .unwrap_or_else(|| panic!("no {slot} for #{id}"))
}

fn text<'a>(patches: &'a [Patch], id: &str) -> &'a str {
    match change(patches, id, "text") {
        Change::Text(t) => t,
        c => panic!("{c:?}"),
    }
}

fn flag(patches: &[Patch], id: &str, slot: &str) -> bool {
    match change(patches, id, slot) {
        Change::Hidden(b) | Change::Disabled(b) | Change::Checked(b) => *b,
        c => panic!("{c:?}"),
    }
}

fn attr<'a>(patches: &'a [Patch], id: &str, name: &str) -> &'a str {
    let found = patches.iter().rev().find_map(|p| match &p.change {
        Change::Attr(n, v) if p.id == id && *n == name => Some(v.as_str()),
        _ => None,
    });
    found.unwrap_or_else(|| panic!("no {name} for #{id}"))
}

fn children<'a>(patches: &'a [Patch], id: &str) -> &'a [Node] {
    match change(patches, id, "children") {
        Change::Children(c) => c,
        c => panic!("{c:?}"),
    }
}

/// A small puzzle, scrambled and solved by the worker.
fn small_solved(puzzle: PuzzleKind) -> Lab {
    Lab::with_plan(puzzle, 5, Method::ThreeCycles)
}

/// The Megaminx, scrambled, with its solution open.
fn megaminx_solved() -> Lab {
    let mut lab = Lab::new();
    lab.scramble(ScrambleKind::Wca, 4).unwrap();
    lab.sim_mut().solve().unwrap();
    lab
}

#[test]
fn a_fresh_lab_is_solved_with_nothing_to_undo_and_no_solution() {
    let p = view(&Lab::new());
    assert_eq!(text(&p, "solved-badge"), "solved");
    assert_eq!(
        change(&p, "solved-badge", "class"),
        &Change::Class("is-solved", true)
    );
    assert!(flag(&p, "undo", "disabled") && flag(&p, "redo", "disabled"));
    assert!(flag(&p, "solution", "hidden") && flag(&p, "notice", "hidden"));
    assert!(children(&p, "steps").is_empty());
    assert!(flag(&p, "palette", "hidden") && flag(&p, "paint-use", "disabled"));
    assert_eq!(attr(&p, "app", "data-puzzle"), "megaminx");
    assert_eq!(attr(&p, "app", "data-net"), "off");
    assert_eq!(
        attr(&p, "alg-input", "placeholder"),
        PuzzleKind::Megaminx.info().example_alg
    );
    assert!(flag(&p, "animate", "checked"), "animation is on");
    let options = children(&p, "puzzle");
    assert_eq!(options.len(), PuzzleKind::ALL.len());
    assert_eq!(options[0].get("value"), Some(PuzzleKind::ALL[0].name()));
    assert_eq!(
        change(&p, "puzzle", "value"),
        &Change::Value("megaminx".into())
    );
}

#[test]
fn a_solution_lists_its_steps_and_marks_the_current_one() {
    let mut lab = megaminx_solved();
    lab.sim_mut().step_with(|s| s.goto_step(1));
    let p = view(&lab);
    assert_eq!(text(&p, "solved-badge"), "scrambled");
    assert!(!flag(&p, "undo", "disabled") && !flag(&p, "solution", "hidden"));
    let panel = lab.panel();
    let s = panel.solution.as_ref().unwrap();
    let rows = children(&p, "steps");
    assert_eq!(rows.len(), s.steps.len());
    assert_eq!(rows[1].get("class"), Some("step current"));
    // The step before may share its last turn with the current one (merged across them).
    assert!(matches!(rows[0].get("class"), Some("step" | "step joint")));
    let jump = &rows[1].children[0];
    assert_eq!(jump.get("data-step"), Some("1"));
    assert!(jump.text.as_deref().unwrap().starts_with("2. "));
    let active = rows[1]
        .walk()
        .into_iter()
        .filter(|n| n.get("class").is_some_and(|c| c.ends_with(" active")))
        .count();
    assert_eq!(active, 1, "one part of the current step is active");
    assert_eq!(change(&p, "steps", "reveal"), &Change::Reveal(Some(1)));
    assert_eq!(attr(&p, "sol-progress", "value"), s.position.0.to_string());
    assert_eq!(attr(&p, "sol-progress", "max"), s.position.1.to_string());
    assert_eq!(text(&p, "sol-play"), "Play");
}

#[test]
fn paint_mode_shows_the_palette_with_the_brush_chosen() {
    let mut lab = Lab::new();
    lab.select(PuzzleKind::Cube2);
    lab.set_painting(true);
    lab.set_brush(2);
    let p = view(&lab);
    assert!(!flag(&p, "palette", "hidden") && !flag(&p, "paint-use", "disabled"));
    assert_eq!(text(&p, "paint-toggle"), "Stop painting");
    assert_eq!(attr(&p, "app", "data-paint"), "on");
    assert_eq!(attr(&p, "app", "data-net"), "on");
    let swatches = children(&p, "palette");
    assert_eq!(swatches.len(), PuzzleKind::Cube2.def().colours().len());
    let selected: Vec<_> = swatches
        .iter()
        .filter(|s| s.get("class") == Some("swatch selected"))
        .collect();
    assert_eq!(selected.len(), 1);
    assert_eq!(selected[0].get("data-colour"), Some("2"));
    assert_eq!(selected[0].get("aria-pressed"), Some("true"));
    let chip = &selected[0].children[0].children[0];
    assert_eq!(chip.get("fill"), Some(colours()[2].as_str()));
}

#[test]
fn the_explorer_shows_its_report_as_rows_and_a_picture() {
    let mut lab = Lab::new();
    lab.select(PuzzleKind::Cube2);
    lab.explorer_mut().select_names("R U");
    let mut worker = GroupWorker::new();
    for request in lab.explore() {
        worker.handle(request);
    }
    while worker.busy() {
        for reply in worker.run(5_000, || true) {
            lab.act(Action::Hear(reply), Actor::Worker);
        }
    }
    let p = view(&lab);
    let v = lab.explorer_view();
    assert!(!flag(&p, "explore-result", "hidden") && flag(&p, "explore-cancel", "hidden"));
    assert_eq!(text(&p, "explore-order"), v.order);
    let rows = children(&p, "chain-rows");
    assert_eq!(rows.len(), v.rows.len());
    assert_eq!(rows[0].children[0].text.as_deref(), Some("1"));
    assert_eq!(children(&p, "sims-picture")[0].tag, "svg");
    let gens = children(&p, "gen-list");
    let ticked: Vec<_> = gens.iter().map(|g| g.children[0].checked).collect();
    assert_eq!(
        ticked,
        lab.explorer()
            .selected()
            .iter()
            .map(|&b| Some(b))
            .collect::<Vec<_>>()
    );
}

#[test]
fn a_small_plan_lists_its_steps_in_the_one_solution_panel() {
    let mut lab = small_solved(PuzzleKind::Pyraminx);
    let p = view(&lab);
    let plan = lab.sim().solution().unwrap();
    let rows = children(&p, "steps");
    assert_eq!(rows.len(), plan.steps().len());
    assert_eq!(rows[0].get("class"), Some("step current"));
    assert!(!flag(&p, "solution", "hidden"));
    assert_eq!(text(&p, "sol-play"), "Play");
    assert_eq!(
        attr(&p, "sol-progress", "max"),
        plan.total().max(1).to_string()
    );
    lab.sim_mut().set_playing(true);
    assert_eq!(text(&view(&lab), "sol-play"), "Pause");
    lab.sim_mut().set_playing(false);
    lab.sim_mut()
        .step_with(crate::app::solve::Stepper::next_move);
    assert_eq!(attr(&view(&lab), "sol-progress", "value"), "1");
}

#[test]
fn the_net_shows_the_stickers_colours_marks_and_lit_tiles_last() {
    let mut lab = Lab::new();
    lab.select(PuzzleKind::Cube2);
    let net = Net::of(PuzzleKind::Cube2);
    lab.click_tile(net.tile_of(0).unwrap(), Spin::Clockwise);
    let p = view(&lab);
    let pic = &children(&p, "net-view")[0];
    let sticker_colours = lab.sticker_colours();
    for tile in pic.children.iter().filter(|n| n.tag == "polygon") {
        let i: usize = tile.get("data-tile").unwrap().parse().unwrap();
        let colour = net.tiles()[i]
            .sticker
            .map_or(net.tiles()[i].colour, |s| sticker_colours[s]);
        assert_eq!(
            tile.get("fill"),
            Some(colours()[colour].as_str()),
            "tile {i}"
        );
    }
    let lit = megaminx_solved();
    let pic = coloured_net(&lit, &colours());
    let tiles: Vec<bool> = pic
        .children
        .iter()
        .filter(|n| n.tag == "polygon")
        .map(|n| n.get("class").unwrap().contains("lit"))
        .collect();
    assert!(!lit.lit().is_empty(), "a solution lights its first step");
    assert_eq!(tiles.iter().filter(|&&l| l).count(), lit.lit().len());
    assert!(
        tiles.windows(2).all(|w| w[0] <= w[1]),
        "lit tiles are drawn last"
    );
    assert_eq!(
        pic.get("class").unwrap().contains("has-lit"),
        !lit.lit().is_empty()
    );
}

#[test]
fn a_second_look_writes_nothing_and_a_move_only_what_it_changed() {
    let mut lab = Lab::new();
    let mut shown = Shown::new();
    shown.fresh(view(&lab));
    let live = |e: &&Edit| matches!(e.op, Op::Value(_) | Op::Checked(_));
    let again = shown.fresh(view(&lab));
    assert!(
        again.iter().flat_map(|(_, w)| w).all(|e| live(&e)),
        "{again:?}"
    );
    lab.click_tile(0, Spin::Clockwise);
    let moved = shown.fresh(view(&lab));
    assert!(moved.iter().any(|(id, _)| *id == "solved-badge"));
    let tree = |id: &str| -> Vec<&Edit> {
        let of_id = moved.iter().filter(|(i, _)| *i == id);
        of_id.flat_map(|(_, w)| w).filter(|e| !live(e)).collect()
    };
    assert!(tree("palette").is_empty() && tree("puzzle").is_empty());
    let net = tree("net-view");
    assert!(!net.is_empty(), "the net is recoloured");
    assert!(
        net.iter().all(|e| matches!(e.op, Op::Attr("fill", _))),
        "only fills change: {net:?}"
    );
}

/// The move box's notation chooser and the WCA scramble follow each puzzle's registry record:
/// the Megaminx's three notations, none (hidden) where moves are generator names.
#[test]
fn the_registry_says_which_notations_and_scrambles_show() {
    let mut lab = Lab::new();
    for puzzle in PuzzleKind::ALL {
        lab.select(puzzle);
        let p = view(&lab);
        let info = puzzle.info();
        let names: Vec<_> = children(&p, "alg-notation")
            .iter()
            .map(|o| o.get("value").unwrap_or_default())
            .collect();
        let known: Vec<_> = info.notations.iter().map(|n| n.name()).collect();
        assert_eq!(names, known, "{puzzle}");
        assert_eq!(flag(&p, "alg-notation", "hidden"), known.is_empty());
        let wca = info.can(crate::puzzle::Capability::WcaScramble);
        assert_eq!(flag(&p, "scramble-wca", "hidden"), !wca, "{puzzle}");
    }
    assert_eq!(PuzzleKind::Megaminx.info().notations.len(), 3);
}

/// With arrows on, the net draws one arrow per moved piece of the position's cycles, each
/// classed by its cycle; off, none.
#[test]
fn the_net_draws_the_cycle_arrows() {
    let mut lab = Lab::new();
    lab.select(PuzzleKind::Cube2);
    lab.sim_mut().turn(0, Spin::Clockwise);
    let count = |lab: &Lab| {
        let net = crate::app::page::coloured_net(lab, &[]);
        net.children
            .iter()
            .filter(|n| n.get("class").is_some_and(|c| c.starts_with("arrow")))
            .count()
    };
    assert_eq!(count(&lab), 0);
    lab.show_arrows(true);
    let pieces: usize = lab.arrow_cycles().iter().map(|c| c.pieces.len()).sum();
    assert_eq!(count(&lab), pieces);
    assert!(pieces >= 4, "a face turn moves four corners");
}

/// With letters on, the net writes on every tile the name of the face whose colour it
/// shows, in ink that reads on it; the checkbox follows, and custom colours show their
/// inputs, one per face, valued as the colours shown.
#[test]
fn letters_on_the_net_and_the_custom_colour_inputs() {
    for puzzle in PuzzleKind::ALL {
        let mut lab = Lab::new();
        lab.select(puzzle);
        lab.sim_mut().turn(0, Spin::Clockwise);
        let css: Vec<String> = lab.colours().into_iter().map(crate::puzzle::css).collect();
        let group = |lab: &Lab| {
            let net = coloured_net(lab, &css);
            net.children
                .into_iter()
                .find(|n| n.get("class") == Some("letters"))
        };
        assert!(group(&lab).is_none(), "off by default");
        lab.act(Action::ShowLetters(true), Actor::Person);
        let p = view(&lab);
        assert!(flag(&p, "show-letters", "checked"));
        let texts = group(&lab).unwrap().children;
        let net = Net::of(puzzle);
        let names = puzzle.def().colours();
        assert_eq!(texts.len(), puzzle.def().stickers().len(), "{puzzle}");
        let stickers = lab.sticker_colours();
        let tiles = net.tiles().iter().filter_map(|t| t.sticker);
        for (s, text) in tiles.zip(&texts) {
            let colour = stickers[s];
            assert_eq!(
                text.text.as_deref(),
                Some(names[colour].as_str()),
                "{puzzle}"
            );
            let dark = crate::puzzle::dark_ink(lab.colours()[colour]);
            assert_eq!(text.get("class"), Some(if dark { "dark" } else { "light" }));
        }
        assert!(flag(&p, "custom-colours", "hidden"));
        lab.set_face_colour(&names[0], "#010203").unwrap();
        let p = view(&lab);
        assert!(!flag(&p, "custom-colours", "hidden"));
        let inputs = children(&p, "custom-colours");
        assert_eq!(inputs.len(), names.len());
        let first = &inputs[0].children[0];
        assert_eq!(first.get("data-face"), Some(names[0].as_str()));
        assert_eq!(first.get("value"), Some("#010203"));
        let options = children(&p, "scheme");
        assert_eq!(options.last().unwrap().get("value"), Some("custom"));
        assert_eq!(
            change(&p, "scheme", "value"),
            &Change::Value("custom".into())
        );
    }
}
