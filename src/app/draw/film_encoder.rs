//! [`FilmEncoder`]: a film's frames as an animated GIF, by the gif crate — one encoder for
//! `minx film` (frames rasterized by resvg) and the page's Export ▸ Film (frames drawn by
//! the page, encoded in the Web Worker). Every frame is full size in one [`Palette`] taken
//! from the first and last frames (the start and the end show every colour a film has), so
//! those two come first; the rest follow in order.

use std::borrow::Cow;

use super::film::FilmSpec;
use super::film_palette::Palette;

/// Why a film could not be encoded.
#[derive(Debug, thiserror::Error)]
pub enum FilmEncodeError {
    /// A frame of the wrong size.
    #[error("a film's frame is {side}×{side} RGB ({want} bytes), not {got} bytes")]
    FrameSize {
        /// The film's side.
        side: u32,
        /// Bytes a frame has.
        want: usize,
        /// Bytes given.
        got: usize,
    },
    /// More frames than the film has.
    #[error("the film has {0} frames; no more can be added")]
    Full(usize),
    /// The encoder's refusal.
    #[error("GIF encoder: {0}")]
    Gif(#[from] gif::EncodingError),
}

/// A GIF being written: frames 0, 1, … pushed in order after the palette was taken from
/// the first and last.
pub struct FilmEncoder {
    spec: FilmSpec,
    frames: usize,
    palette: Palette,
    encoder: gif::Encoder<Vec<u8>>,
    written: usize,
}

impl FilmEncoder {
    /// An encoder of `frames` frames as `spec` says (looping), its palette from `first`
    /// and `last` (RGB, row by row, top first).
    pub fn new(
        spec: FilmSpec,
        frames: usize,
        first: &[u8],
        last: &[u8],
    ) -> Result<FilmEncoder, FilmEncodeError> {
        for f in [first, last] {
            check_size(spec.side, f)?;
        }
        let palette = Palette::popular(&[first, last]);
        let side = u16::try_from(spec.side).expect("a film's side fits a GIF");
        let mut encoder = gif::Encoder::new(Vec::new(), side, side, &palette.bytes())?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        Ok(FilmEncoder {
            spec,
            frames,
            palette,
            encoder,
            written: 0,
        })
    }

    /// Frames written so far.
    pub fn written(&self) -> usize {
        self.written
    }

    /// Writes the next frame (RGB, row by row, top first), shown as long as `spec` says.
    pub fn push(&mut self, rgb: &[u8]) -> Result<(), FilmEncodeError> {
        check_size(self.spec.side, rgb)?;
        if self.written == self.frames {
            return Err(FilmEncodeError::Full(self.frames));
        }
        let side = self.spec.side as u16;
        let frame = gif::Frame {
            width: side,
            height: side,
            delay: self.spec.delay_cs(self.written, self.frames),
            buffer: Cow::Owned(self.palette.indices(rgb)),
            ..gif::Frame::default()
        };
        self.encoder.write_frame(&frame)?;
        self.written += 1;
        Ok(())
    }

    /// The GIF's bytes.
    pub fn finish(self) -> Result<Vec<u8>, FilmEncodeError> {
        Ok(self.encoder.into_inner()?)
    }
}

/// Refuses a frame that is not `side`² RGB triples.
fn check_size(side: u32, rgb: &[u8]) -> Result<(), FilmEncodeError> {
    let want = (side as usize).pow(2) * 3;
    if rgb.len() != want {
        return Err(FilmEncodeError::FrameSize {
            side,
            want,
            got: rgb.len(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two flat frames make a two-frame GIF of their colours; a frame of the wrong size and
    /// a frame too many are refused.
    #[test]
    fn frames_encode_in_one_palette_and_bad_frames_are_refused() {
        let spec = FilmSpec::new(4, 2.0).unwrap();
        let red = [255u8, 0, 0].repeat(16);
        let blue = [0u8, 0, 255].repeat(16);
        let mut e = FilmEncoder::new(spec, 2, &red, &blue).unwrap();
        assert!(matches!(
            e.push(&red[..9]),
            Err(FilmEncodeError::FrameSize { got: 9, .. })
        ));
        e.push(&red).unwrap();
        e.push(&blue).unwrap();
        assert!(matches!(e.push(&blue), Err(FilmEncodeError::Full(2))));
        let gif = e.finish().unwrap();
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut d = options.read_info(gif.as_slice()).unwrap();
        let mut colours = Vec::new();
        while let Some(f) = d.read_next_frame().unwrap() {
            colours.push(f.buffer[..3].to_vec());
        }
        assert_eq!(colours, vec![vec![255, 0, 0], vec![0, 0, 255]]);
    }
}
