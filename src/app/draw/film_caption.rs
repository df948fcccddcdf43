//! [`CaptionBand`]: a film frame's caption strip — the phase name of the move a frame of the
//! open solution shows, in dark text on a light band along the bottom, the picture shrunk
//! into the square above it so that the band hides no sticker. The worker lays out and
//! paints the frame here, natively tested; only the text's ink comes from the browser (a
//! [`Letterer`]: fonts are the browser's), so the page's wasm carries none of it.

/// The band's colour: white, as the net's film background.
pub const BAND_RGB: [u8; 3] = [255, 255, 255];
/// The text's colour: the figures' caption ink.
pub const CAPTION_RGB: [u8; 3] = [0x1b, 0x1d, 0x21];

/// Draws `text` centred in `band` and gives its ink: one byte of coverage (0 none, 255
/// full) per band pixel, rows from the top; `None` when it cannot (the band stays blank).
pub type Letterer = fn(text: &str, band: CaptionBand) -> Option<Vec<u8>>;

/// The caption strip of a frame `side` pixels square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaptionBand {
    /// The frame's side, in pixels.
    pub side: u32,
    /// The band's height: the frame's bottom rows (an eighth of it; none under 8 px).
    pub height: u32,
}

impl CaptionBand {
    /// The band of a frame `side` pixels square.
    pub fn of(side: u32) -> CaptionBand {
        CaptionBand {
            side,
            height: side / 8,
        }
    }

    /// The text's font size, in pixels: two thirds of the band (13 px in a 160 px frame).
    pub fn font_px(&self) -> f64 {
        f64::from(self.height) * 2.0 / 3.0
    }

    /// The side of the square above the band that the picture is shrunk into.
    pub fn picture_side(&self) -> u32 {
        self.side - self.height
    }

    /// `rgb` (a frame `side`² RGB, rows from the top) captioned: the picture shrunk into
    /// the square above the band and centred, the columns beside it filled with its top
    /// left pixel (the background), and the band [`BAND_RGB`] with `ink` (coverage, as a
    /// [`Letterer`] gives it) blended in [`CAPTION_RGB`].
    pub fn captioned(&self, rgb: &[u8], ink: Option<&[u8]>) -> Vec<u8> {
        let (side, inner) = (self.side as usize, self.picture_side() as usize);
        let left = (side - inner) / 2;
        let background = [rgb[0], rgb[1], rgb[2]];
        let scale = side as f32 / inner.max(1) as f32;
        let mut out = Vec::with_capacity(side * side * 3);
        for y in 0..side {
            for x in 0..side {
                out.extend(if y >= inner {
                    let a = ink.and_then(|c| c.get((y - inner) * side + x)).copied();
                    blend(BAND_RGB, CAPTION_RGB, a.unwrap_or(0))
                } else if (left..left + inner).contains(&x) {
                    let at = |v: usize| ((v as f32 + 0.5) * scale - 0.5).max(0.0);
                    bilinear(rgb, side, at(x - left), at(y))
                } else {
                    background
                });
            }
        }
        out
    }
}

/// `from` with `a`/255 of `to` over it.
fn blend(from: [u8; 3], to: [u8; 3], a: u8) -> [u8; 3] {
    let a = u32::from(a);
    let mix = |k: usize| (u32::from(from[k]) * (255 - a) + u32::from(to[k]) * a + 127) / 255;
    [0, 1, 2].map(|k| mix(k) as u8)
}

/// The colour of `rgb` (`side`² RGB) at pixel point (`x`, `y`), mixed from the four
/// pixels around it.
fn bilinear(rgb: &[u8], side: usize, x: f32, y: f32) -> [u8; 3] {
    let (x0, y0) = ((x as usize).min(side - 1), (y as usize).min(side - 1));
    let (x1, y1) = ((x0 + 1).min(side - 1), (y0 + 1).min(side - 1));
    let (tx, ty) = (x - x0 as f32, y - y0 as f32);
    let px = |x: usize, y: usize, k: usize| f32::from(rgb[(y * side + x) * 3 + k]);
    [0, 1, 2].map(|k| {
        let top = px(x0, y0, k) * (1.0 - tx) + px(x1, y0, k) * tx;
        let bottom = px(x0, y1, k) * (1.0 - tx) + px(x1, y1, k) * tx;
        (top * (1.0 - ty) + bottom * ty).round() as u8
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 16 px frame: its bottom 2 rows are the band, white where no ink fell and the
    /// caption's colour where it did; the picture (flat red, a blue background corner) is
    /// shrunk into the 14 px square above, centred, the column beside it the background.
    #[test]
    fn a_captioned_frame_has_the_picture_above_a_light_band_with_dark_ink() {
        let band = CaptionBand::of(16);
        assert_eq!((band.height, band.picture_side()), (2, 14));
        assert_eq!(CaptionBand::of(160).font_px().round(), 13.0);
        let mut rgb = [200, 0, 0].repeat(16 * 16);
        rgb[..3].copy_from_slice(&[0, 0, 255]);
        let mut ink = vec![0; 16 * 2];
        ink[16 + 8] = 255;
        let out = band.captioned(&rgb, Some(&ink));
        let at = |x: usize, y: usize| out[(y * 16 + x) * 3..][..3].to_vec();
        assert_eq!(out.len(), rgb.len());
        assert_eq!(at(0, 5), [0, 0, 255], "beside the picture: the background");
        assert_eq!(at(15, 13), [0, 0, 255]);
        assert_eq!(at(8, 7), [200, 0, 0], "the picture, shrunk");
        assert_eq!(at(14, 13), [200, 0, 0]);
        assert_eq!(at(3, 14), BAND_RGB);
        assert_eq!(at(8, 15), CAPTION_RGB, "ink");
        let blank = band.captioned(&rgb, None);
        assert!(blank[14 * 16 * 3..].chunks(3).all(|p| p == BAND_RGB));
    }

    #[test]
    fn ink_blends_the_band_towards_the_caption_colour() {
        assert_eq!(blend([255, 255, 255], [0, 0, 0], 128), [127, 127, 127]);
        assert_eq!(blend(BAND_RGB, CAPTION_RGB, 0), BAND_RGB);
    }
}
