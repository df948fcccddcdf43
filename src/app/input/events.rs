//! Input as data, effects as data (as eframe's web runner does it): the page turns a DOM event
//! into an [`Action`](super::Action) — what was clicked or pressed, with which button and
//! modifiers — and [`Lab::act`](crate::app::lab::Lab::act) decides what it means and returns
//! the [`Effect`]s the page must carry out. Every click, paint and key rule is therefore a
//! native test.

use std::fmt;

use glam::Vec3;

use crate::app::draw::PictureSpec;
pub use crate::app::sim::Spin;
use crate::puzzle::Face;

/// Which mouse button (or touch) a click used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// The main button, or a tap.
    Primary,
    /// The secondary (right) button.
    Secondary,
}

impl Button {
    /// The way a click turns: clockwise with the main button, anticlockwise with the secondary
    /// button or shift, all flipped when `setting` (the page's "tap turns anticlockwise"
    /// toggle, for touch screens) is anticlockwise.
    pub fn spin(self, mods: Modifiers, setting: Spin) -> Spin {
        let plain = if self == Button::Primary && !mods.shift {
            Spin::Clockwise
        } else {
            Spin::Anticlockwise
        };
        match setting {
            Spin::Clockwise => plain,
            Spin::Anticlockwise => plain.flipped(),
        }
    }

    /// The button a pointer event's DOM `button` number names: 2 is the secondary; the rest
    /// (0, and -1 for a touch moving) count as the main one.
    pub fn from_dom(button: i16) -> Button {
        match button {
            2 => Button::Secondary,
            _ => Button::Primary,
        }
    }
}

/// The modifier keys held during an input.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    /// Shift.
    pub shift: bool,
    /// Control, or Command on a Mac.
    pub command: bool,
    /// Alt (Option).
    pub alt: bool,
}

/// A key pressed (`code` as `KeyboardEvent.code` names it); one typed in a text box or a
/// select belongs to that box, not to the lab.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyPress {
    /// The key's code (`KeyJ`, `Space`, …).
    pub code: String,
    /// The modifiers.
    pub mods: Modifiers,
    /// The tag name of the element it was typed in (`INPUT`, `BODY`, …).
    pub target: String,
}

/// What lies under the pointer on the 3D model of the puzzle on screen, as the view picked it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ModelHit {
    /// The region hit: a sticker position (0-based, below the puzzle's sticker count) or a
    /// region no sticker number names (a Megaminx centre), as its
    /// [`Shape`](crate::puzzle::Shape) numbers them.
    pub region: usize,
    /// The point hit, in the model's frame (which layer a click turns depends on it: see
    /// [`Shape::turn_at`](crate::puzzle::Shape::turn_at)).
    pub point: Vec3,
}

/// A move through the open solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepCommand {
    /// To the start of the step before.
    PrevStep,
    /// One move back.
    PrevMove,
    /// One move on.
    NextMove,
    /// To the start of the next step.
    NextStep,
}

/// Something the page must do after an input.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// The input was used: keep the browser from doing its own thing with it, and redraw
    /// (picture and panel).
    Redraw,
    /// Draw the picture again at the canvas's new size: nothing in the lab changed, so the
    /// panel stays as it is.
    Repaint,
    /// Turn the view back to its starting orientation.
    ViewHome,
    /// Look at the puzzle from this latitude and longitude (degrees) about its home view.
    Camera {
        /// Degrees above the equator.
        latitude: f64,
        /// Degrees round the puzzle.
        longitude: f64,
    },
    /// Turn the view of the whole puzzle about a face's axis by `fifths` clockwise fifths.
    RotateView {
        /// The face whose axis it turns about.
        face: Face,
        /// Clockwise fifths (negative: anticlockwise).
        fifths: i64,
    },
    /// Put text into a text box of the page, selected when `select` (to copy by hand).
    SetText {
        /// The box's id.
        id: &'static str,
        /// The text.
        text: String,
        /// Whether to select it.
        select: bool,
    },
    /// Write text to the clipboard.
    Clipboard(String),
    /// Offer a file to save (a link with a `download` name, followed).
    Download {
        /// The file's name.
        file: String,
        /// Its contents as a `data:` URL.
        url: String,
    },
    /// Draw the 3D view as a picture and offer it to save as a PNG file.
    DownloadPicture {
        /// The file's name.
        file: String,
        /// The picture's size and background.
        picture: PictureSpec,
    },
}

/// `text` as a `data:` URL of type `mime` (UTF-8, every byte but the unreserved ones
/// percent-encoded), for [`Effect::Download`].
pub fn data_url(mime: &str, text: &str) -> String {
    use std::fmt::Write;
    let mut url = format!("data:{mime};charset=utf-8,");
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            url.push(char::from(b));
        } else {
            // Writing into a String cannot fail.
            let _ = write!(url, "%{b:02X}");
        }
    }
    url
}

impl fmt::Display for Spin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Spin::Clockwise => "clockwise",
            Spin::Anticlockwise => "anticlockwise",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dom_s_button_2_is_the_secondary_button() {
        assert_eq!(Button::from_dom(2), Button::Secondary);
        for other in [-1, 0, 1, 3] {
            assert_eq!(Button::from_dom(other), Button::Primary, "{other}");
        }
    }

    #[test]
    fn the_secondary_button_shift_and_the_toggle_each_flip_a_click() {
        let shift = Modifiers {
            shift: true,
            ..Modifiers::default()
        };
        let none = Modifiers::default();
        let cw = Spin::Clockwise;
        assert_eq!(Button::Primary.spin(none, cw), Spin::Clockwise);
        assert_eq!(Button::Secondary.spin(none, cw), Spin::Anticlockwise);
        assert_eq!(Button::Primary.spin(shift, cw), Spin::Anticlockwise);
        let acw = Spin::Anticlockwise;
        assert_eq!(Button::Primary.spin(none, acw), Spin::Anticlockwise);
        assert_eq!(Button::Secondary.spin(none, acw), Spin::Clockwise);
        assert_eq!(Spin::Clockwise.flipped().flipped(), Spin::Clockwise);
        assert_eq!(Spin::Anticlockwise.to_string(), "anticlockwise");
    }
}
