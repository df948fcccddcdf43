//! [`CanvasPointer`]: what the pointer does on the 3D view — a press and release without
//! dragging is a click on what the view shows under it (an [`Action::ClickModel`] for
//! the lab; a click that misses the puzzle is nothing), a drag orbits the view. The page only reads its pointer events into
//! [`PointerEvent`]s and carries out the [`PointerOutcome`].

use super::view::View;
use crate::app::{Action, Button, Modifiers, Point, Pointer};
use crate::puzzle::PuzzleKind;

/// Which pointer event happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointerKind {
    /// Pressed.
    Down,
    /// Moved.
    Move,
    /// Released.
    Up,
    /// Taken away by the browser (a scroll, a gesture).
    Cancel,
}

impl PointerKind {
    /// Each kind with the DOM event it is read from.
    pub const EVENTS: [(&'static str, PointerKind); 4] = [
        ("pointerdown", PointerKind::Down),
        ("pointermove", PointerKind::Move),
        ("pointerup", PointerKind::Up),
        ("pointercancel", PointerKind::Cancel),
    ];
}

/// One pointer event on the canvas, as the page reads it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PointerEvent {
    /// Which event.
    pub kind: PointerKind,
    /// The pointer's id (a mouse, a finger).
    pub id: i32,
    /// Where, in CSS pixels from the canvas's top left corner.
    pub at: Point,
    /// The button.
    pub button: Button,
    /// The modifiers held.
    pub mods: Modifiers,
}

/// What the page must do after a pointer event.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PointerOutcome {
    /// Capture the pointer (a press on the canvas: its moves stay ours).
    pub capture: bool,
    /// The view moved: draw a frame.
    pub redraw: bool,
    /// A click on the puzzle, for the lab.
    pub action: Option<Action>,
}

/// The pointer's state on the canvas.
#[derive(Clone, Debug, Default)]
pub struct CanvasPointer {
    pointer: Pointer,
}

impl CanvasPointer {
    /// Takes one event: orbits `view` on a drag, or picks what `view` shows of `puzzle` under
    /// a click.
    pub fn event(
        &mut self,
        e: PointerEvent,
        view: &mut View,
        puzzle: PuzzleKind,
    ) -> PointerOutcome {
        let p = &mut self.pointer;
        let mut out = PointerOutcome::default();
        match e.kind {
            PointerKind::Down => out.capture = p.down(e.id, e.at),
            PointerKind::Move => {
                if let Some((dx, dy)) = p.moved(e.id, e.at) {
                    view.orbit(dx, dy);
                    out.redraw = true;
                }
            }
            PointerKind::Up => {
                let hit = p
                    .up(e.id, e.at)
                    .and_then(|(x, y)| view.pick_hit(puzzle, x, y));
                out.action = hit.map(|hit| Action::ClickModel {
                    hit,
                    button: e.button,
                    mods: e.mods,
                });
            }
            PointerKind::Cancel => p.cancel(),
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(kind: PointerKind, at: Point) -> PointerEvent {
        PointerEvent {
            kind,
            id: 1,
            at,
            button: Button::Secondary,
            mods: Modifiers::default(),
        }
    }

    #[test]
    fn a_press_and_release_clicks_what_is_under_it_and_a_drag_orbits() {
        let mut view = View::new(400.0, 300.0);
        let mut p = CanvasPointer::default();
        let cube = PuzzleKind::Cube2;
        let centre = (200.0, 150.0);
        assert!(
            p.event(event(PointerKind::Down, centre), &mut view, cube)
                .capture
        );
        let click = p.event(event(PointerKind::Up, centre), &mut view, cube);
        let Some(Action::ClickModel { hit, button, .. }) = click.action else {
            panic!("a click: {click:?}");
        };
        assert_eq!(Some(hit), view.pick_hit(cube, centre.0, centre.1));
        assert_eq!(button, Button::Secondary);
        p.event(event(PointerKind::Down, (2.0, 2.0)), &mut view, cube);
        let miss = p.event(event(PointerKind::Up, (2.0, 2.0)), &mut view, cube);
        assert_eq!(miss.action, None, "a click beside the puzzle is nothing");
        p.event(event(PointerKind::Down, centre), &mut view, cube);
        let before = view;
        let drag = p.event(event(PointerKind::Move, (260.0, 150.0)), &mut view, cube);
        assert!(drag.redraw && view.orientation != before.orientation);
        let up = p.event(event(PointerKind::Up, (260.0, 150.0)), &mut view, cube);
        assert_eq!(up.action, None, "a drag is not a click");
        p.event(event(PointerKind::Down, centre), &mut view, cube);
        p.event(event(PointerKind::Cancel, centre), &mut view, cube);
        let after = p.event(event(PointerKind::Up, centre), &mut view, cube);
        assert_eq!(after, PointerOutcome::default(), "cancelled");
    }
}
