//! [`Pointer`]: tells a click from a drag on the 3D view. A press that moves less than
//! [`DRAG_THRESHOLD`] before it is released is a click (a turn, or a paint stroke); once it
//! moves further it is a drag, and every later movement orbits the view. One pointer at a
//! time: a second finger is ignored until the first is lifted.

/// Movement (CSS pixels) after which a press is a drag, not a click.
pub const DRAG_THRESHOLD: f32 = 6.0;

/// A point on the canvas, CSS pixels from its top-left corner.
pub type Point = (f32, f32);

/// The pointer that went down on the canvas, if one did.
#[derive(Clone, Debug, Default)]
pub struct Pointer {
    press: Option<Press>,
}

#[derive(Clone, Copy, Debug)]
struct Press {
    id: i32,
    start: Point,
    last: Point,
    dragging: bool,
}

impl Pointer {
    /// Pointer `id` went down at `at`; false (ignored) while another one is down.
    pub fn down(&mut self, id: i32, at: Point) -> bool {
        if self.press.is_some() {
            return false;
        }
        self.press = Some(Press {
            id,
            start: at,
            last: at,
            dragging: false,
        });
        true
    }

    /// Pointer `id` moved to `at`: how far to orbit the view (`dx`, `dy`), once it drags.
    pub fn moved(&mut self, id: i32, at: Point) -> Option<Point> {
        let press = self.press.as_mut().filter(|p| p.id == id)?;
        let (dx, dy) = (at.0 - press.start.0, at.1 - press.start.1);
        press.dragging |= dx.hypot(dy) > DRAG_THRESHOLD;
        let delta = (at.0 - press.last.0, at.1 - press.last.1);
        press.last = at;
        press.dragging.then_some(delta)
    }

    /// Pointer `id` went up at `at`: the point clicked, unless it was a drag.
    pub fn up(&mut self, id: i32, at: Point) -> Option<Point> {
        let press = self.press.take_if(|p| p.id == id)?;
        (!press.dragging).then_some(at)
    }

    /// The browser took the pointer away (a gesture, a scroll): no click.
    pub fn cancel(&mut self) {
        self.press = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_wobble_is_still_a_click() {
        let mut p = Pointer::default();
        assert!(p.down(1, (10.0, 10.0)));
        assert_eq!(p.moved(1, (13.0, 12.0)), None);
        assert_eq!(p.up(1, (13.0, 12.0)), Some((13.0, 12.0)));
        assert_eq!(p.up(1, (13.0, 12.0)), None, "released once");
    }

    #[test]
    fn a_drag_orbits_by_each_movement_and_never_clicks() {
        let mut p = Pointer::default();
        p.down(1, (0.0, 0.0));
        assert_eq!(p.moved(1, (2.0, 0.0)), None);
        assert_eq!(
            p.moved(1, (10.0, 0.0)),
            Some((8.0, 0.0)),
            "from the last point"
        );
        assert_eq!(p.moved(1, (9.0, 3.0)), Some((-1.0, 3.0)));
        assert_eq!(
            p.moved(1, (1.0, 0.0)),
            Some((-8.0, -3.0)),
            "a drag stays a drag"
        );
        assert_eq!(p.up(1, (1.0, 0.0)), None);
    }

    #[test]
    fn one_pointer_at_a_time_and_cancel_forgets_it() {
        let mut p = Pointer::default();
        p.down(1, (0.0, 0.0));
        assert!(!p.down(2, (5.0, 5.0)), "a second finger is ignored");
        assert_eq!(p.moved(2, (50.0, 50.0)), None);
        assert_eq!(p.up(2, (5.0, 5.0)), None);
        p.cancel();
        assert_eq!(p.up(1, (0.0, 0.0)), None);
        assert!(p.down(2, (5.0, 5.0)));
    }
}
