use super::*;
use crate::app::input::{Action, Actor};
use crate::puzzle::PuzzleKind;

fn changes(pairs: &[(&str, &str)]) -> Vec<(String, Option<String>)> {
    pairs
        .iter()
        .map(|(n, v)| (n.to_string(), Some(v.to_string())))
        .collect()
}

/// The position the page reaches by applying `alg` on `puzzle` from solved.
fn applied(puzzle: PuzzleKind, alg: &str, notation: Option<&str>) -> crate::group::Perm {
    let mut lab = Lab::new();
    lab.select(puzzle);
    let apply = Action::Apply {
        alg: alg.into(),
        notation: notation.map(str::to_string),
    };
    assert!(lab.act(apply, Actor::Script).answer.is_ok(), "{alg}");
    lab.sim().position().clone()
}

/// Every puzzle: a player shows the position its setup and alg say (the page's `apply` of
/// the two), with the alg's moves open as steps at their end; phase by phase too.
#[test]
fn each_puzzle_shows_the_position_its_attributes_say() {
    for (puzzle, setup, alg) in [
        (PuzzleKind::Megaminx, "A B", "[C: [D* A D, L*]]"),
        (PuzzleKind::Pyraminx, "s1", "[s5, s6]"),
        (PuzzleKind::Cube2, "R", "[R, G]"),
        (PuzzleKind::Kilominx, "C", "[A, B]"),
    ] {
        for phases in ["false", "true"] {
            let mut lab = Lab::new();
            let mut player = Player::default();
            let outs = player.set(
                &mut lab,
                &changes(&[
                    ("alg", alg),
                    ("experimental-setup-alg", setup),
                    ("phases", phases),
                    ("puzzle", puzzle.name()),
                ]),
            );
            assert!(outs.iter().all(|o| o.answer.is_ok()), "{puzzle}");
            assert!(player.messages().is_empty(), "{:?}", player.messages());
            assert_eq!(lab.puzzle(), puzzle);
            let want = applied(puzzle, &format!("{setup} {alg}"), None);
            assert_eq!(lab.sim().position(), &want, "{puzzle} phases={phases}");
            let s = lab.sim().solution().expect("the alg is open");
            assert!(s.at_end());
            let steps = if phases == "true" { 4 } else { 1 };
            assert!(s.steps().len() >= steps, "{puzzle}");
        }
    }
}

/// With the setup anchored at the end, the alg ends at the set-up position and starts from
/// the setup with the alg undone; jumping to the start shows that.
#[test]
fn an_end_anchor_ends_the_alg_at_the_setup() {
    let mut lab = Lab::new();
    let mut player = Player::default();
    player.set(
        &mut lab,
        &changes(&[
            ("experimental-setup-anchor", "end"),
            ("experimental-setup-alg", "R U"),
            ("alg", "R U R' U'"),
            ("notation", "wca"),
        ]),
    );
    let wca = Some("wca");
    assert_eq!(
        lab.sim().position(),
        &applied(PuzzleKind::Megaminx, "R U", wca)
    );
    lab.act(
        Action::Timeline(crate::app::input::TimelineCommand::Start),
        Actor::Script,
    );
    let start = applied(PuzzleKind::Megaminx, "R U U R U' R'", wca);
    assert_eq!(lab.sim().position(), &start);
}

/// A bad attribute is told by name and changes nothing; the others still work, and a good
/// value clears its message.
#[test]
fn a_bad_attribute_says_so_and_the_player_goes_on() {
    let mut lab = Lab::new();
    let mut player = Player::default();
    player.set(&mut lab, &changes(&[("alg", "A B")]));
    let before = lab.sim().position().clone();
    player.set(
        &mut lab,
        &changes(&[
            ("visualization", "PG3D"),
            ("alg", "Q(("),
            ("scheme", "neon"),
        ]),
    );
    let messages = player.messages();
    assert_eq!(messages.len(), 3, "{messages:?}");
    let said = |start: &str| messages.iter().any(|m| m.starts_with(start));
    assert!(
        said("visualization: unknown visualization \"PG3D\""),
        "{messages:?}"
    );
    assert!(
        said("alg: column 1: expected a face letter"),
        "{messages:?}"
    );
    assert!(
        said("scheme: unknown colour scheme \"neon\""),
        "{messages:?}"
    );
    assert_eq!(lab.sim().position(), &before);
    let view = format!("{:?}", player.view(&lab));
    assert!(view.contains("PG3D"), "{view}");
    player.set(&mut lab, &changes(&[("alg", "C"), ("visualization", "2D")]));
    assert_eq!(player.messages().len(), 1);
    assert!(lab.net_options().show_net);
    assert_eq!(
        lab.sim().position(),
        &applied(PuzzleKind::Megaminx, "C", None)
    );
}

/// Playing tells each move and then the end; playing again at the end starts over; a jump
/// tells nothing.
#[test]
fn playing_tells_moves_and_the_end() {
    let mut lab = Lab::new();
    let mut player = Player::default();
    player.set(&mut lab, &changes(&[("alg", "A B C")]));
    assert_eq!(player.events(&lab), []);
    lab.act(
        Action::Timeline(crate::app::input::TimelineCommand::Play),
        Actor::Script,
    );
    let mut told = player.events(&lab);
    for _ in 0..200 {
        lab.tick(50.0);
        told.extend(player.events(&lab));
    }
    let moves = told
        .iter()
        .filter(|e| matches!(e, PlayerEvent::Move { .. }))
        .count();
    assert_eq!(moves, 3, "{told:?}");
    assert_eq!(told.last(), Some(&PlayerEvent::Ended));
    assert!(lab.sim().solution().unwrap().at_end());
    lab.act(
        Action::Timeline(crate::app::input::TimelineCommand::Start),
        Actor::Script,
    );
    assert_eq!(player.events(&lab), []);
    assert!(lab.sim().position().is_identity());
}

/// Phases are named under the puzzle; the Play button says what it will do.
#[test]
fn the_phase_caption_names_the_phase_played() {
    let mut lab = Lab::new();
    let mut player = Player::default();
    player.set(&mut lab, &changes(&[("alg", "[A, B]"), ("phases", "")]));
    lab.act(Action::GoToStep(1), Actor::Script);
    let view = format!("{:?}", player.view(&lab));
    assert!(view.contains("Phase Y (2 of 4)"), "{view}");
    assert!(view.contains("\"Play\""), "{view}");
    lab.act(
        Action::Timeline(crate::app::input::TimelineCommand::Toggle),
        Actor::Script,
    );
    assert!(format!("{:?}", player.view(&lab)).contains("\"Pause\""));
}
