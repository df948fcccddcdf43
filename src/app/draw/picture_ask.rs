//! Pictures of the 3D view as asked ([`PictureAsk`]: `window.minx.picture({width, height,
//! transparent})`, the Export menu's boxes) and as the page draws them ([`PictureSpec`]):
//! the size read and checked here, natively, so the browser only draws and encodes.

use thiserror::Error;

/// The largest side of a picture, in pixels.
pub const MAX_PICTURE_SIDE: u32 = 2048;

/// A side taken when the ask leaves it out, in pixels.
pub const DEFAULT_PICTURE_SIDE: u32 = 1024;

/// A picture as asked: each side a JavaScript number (any, until [`PictureAsk::spec`] reads
/// it), and whether the background is left transparent. `None`: the default.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PictureAsk {
    /// Width in pixels ([`DEFAULT_PICTURE_SIDE`] when absent).
    pub width: Option<f64>,
    /// Height in pixels ([`DEFAULT_PICTURE_SIDE`] when absent).
    pub height: Option<f64>,
    /// Whether the background is transparent (the view's own colour when absent).
    pub transparent: Option<bool>,
}

/// A picture the page draws: the 3D view at this size, as a PNG.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PictureSpec {
    /// Width in pixels, 1 to [`MAX_PICTURE_SIDE`].
    pub width: u32,
    /// Height in pixels, 1 to [`MAX_PICTURE_SIDE`].
    pub height: u32,
    /// Whether the background is transparent (alpha 0) rather than the view's colour.
    pub transparent: bool,
}

/// A side that is not a whole number of pixels from 1 to [`MAX_PICTURE_SIDE`].
#[derive(Clone, Debug, PartialEq, Error)]
#[error("a picture's {side} is a whole number of pixels from 1 to {MAX_PICTURE_SIDE}, not {given}")]
pub struct PictureSizeError {
    /// `width` or `height`.
    pub side: &'static str,
    /// What was asked for.
    pub given: f64,
}

impl PictureAsk {
    /// The picture to draw, or why a side is refused (the width is checked first).
    pub fn spec(&self) -> Result<PictureSpec, PictureSizeError> {
        Ok(PictureSpec {
            width: side("width", self.width)?,
            height: side("height", self.height)?,
            transparent: self.transparent.unwrap_or(false),
        })
    }

    /// The ask the Export menu's boxes make: the width's and the height's text (anything
    /// that is not a number is refused as NaN) and the background's choice (`transparent`,
    /// or the view's colour).
    pub fn from_boxes(width: &str, height: &str, background: &str) -> PictureAsk {
        let number = |text: &str| Some(text.trim().parse().unwrap_or(f64::NAN));
        PictureAsk {
            width: number(width),
            height: number(height),
            transparent: Some(background == "transparent"),
        }
    }
}

/// One side read: absent is the default; otherwise a whole number in range.
fn side(name: &'static str, given: Option<f64>) -> Result<u32, PictureSizeError> {
    let Some(given) = given else {
        return Ok(DEFAULT_PICTURE_SIDE);
    };
    let whole = given.fract() == 0.0 && (1.0..=f64::from(MAX_PICTURE_SIDE)).contains(&given);
    if whole {
        Ok(given as u32)
    } else {
        Err(PictureSizeError { side: name, given })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(width: f64, height: f64) -> PictureAsk {
        PictureAsk {
            width: Some(width),
            height: Some(height),
            transparent: None,
        }
    }

    #[test]
    fn whole_sides_in_range_are_drawn_at_that_size() {
        let spec = ask(640.0, 480.0).spec().unwrap();
        let want = PictureSpec {
            width: 640,
            height: 480,
            transparent: false,
        };
        assert_eq!(spec, want);
        assert_eq!(ask(1.0, 2048.0).spec().unwrap().height, 2048);
        let plain = PictureAsk::default().spec().unwrap();
        assert_eq!((plain.width, plain.height), (1024, 1024));
        let clear = PictureAsk {
            transparent: Some(true),
            ..PictureAsk::default()
        };
        assert!(clear.spec().unwrap().transparent);
    }

    #[test]
    fn bad_sides_are_refused_with_one_line_naming_them() {
        for (w, h, side) in [
            (0.0, 10.0, "width"),
            (2049.0, 10.0, "width"),
            (4000.0, 4000.0, "width"),
            (10.0, 0.5, "height"),
            (10.0, -3.0, "height"),
            (10.0, f64::NAN, "height"),
            (f64::INFINITY, 10.0, "width"),
        ] {
            let why = ask(w, h).spec().unwrap_err();
            assert_eq!(why.side, side, "{w}×{h}");
            let text = why.to_string();
            assert!(text.contains(side) && text.contains("1 to 2048"), "{text}");
            assert!(!text.contains('\n'), "{text}");
        }
        let text = ask(4000.0, 10.0).spec().unwrap_err().to_string();
        assert_eq!(
            text,
            "a picture's width is a whole number of pixels from 1 to 2048, not 4000"
        );
    }

    #[test]
    fn the_export_menu_s_boxes_read_as_an_ask() {
        let spec = PictureAsk::from_boxes(" 800 ", "600", "transparent").spec();
        let want = PictureSpec {
            width: 800,
            height: 600,
            transparent: true,
        };
        assert_eq!(spec, Ok(want));
        let page = PictureAsk::from_boxes("800", "600", "page").spec().unwrap();
        assert!(!page.transparent);
        let empty = PictureAsk::from_boxes("", "600", "page")
            .spec()
            .unwrap_err();
        assert_eq!(empty.side, "width");
        let words = PictureAsk::from_boxes("800", "big", "page")
            .spec()
            .unwrap_err();
        assert_eq!(words.side, "height");
    }
}
