//! [`FilmJob`]: a film encoded in the worker, off the page's thread. The page draws the
//! frames (the 3D view needs its WebGL) and posts them one by one, the first and the last
//! before the rest ([`FilmEncoder`] takes its palette from those two); the worker keeps
//! them and encodes one frame per [`FilmJob::step`], in order, between its message checks —
//! so a Cancel stops it even after the page has sent every frame, and the page hears how
//! many are encoded. A frame with a caption
//! (the phase name of a film of the open solution) gets its [`CaptionBand`] here, lettered
//! by the worker's [`Letterer`] where it has one.

use std::collections::BTreeMap;

use crate::app::draw::{CaptionBand, FilmEncoder, FilmSpec, Letterer};

/// A film being encoded.
pub struct FilmJob {
    /// The page's number for it.
    pub id: u32,
    spec: FilmSpec,
    frames: usize,
    encoder: Option<FilmEncoder>,
    /// Each frame's caption (empty: none).
    captions: Vec<String>,
    /// Draws a caption's text (none natively: the band stays blank).
    letterer: Option<Letterer>,
    /// Frames not encoded yet (RGB), by index.
    waiting: BTreeMap<usize, Vec<u8>>,
}

impl std::fmt::Debug for FilmJob {
    /// Its number and how far it is (not its pixels).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let written = self.encoder.as_ref().map_or(0, FilmEncoder::written);
        write!(
            f,
            "FilmJob {} ({written} of {} frames encoded)",
            self.id, self.frames
        )
    }
}

/// A frame as the page read it: RGBA, rows from the top, or from the bottom as WebGL reads
/// them.
pub struct FilmFrame<'a> {
    /// Its index in the film.
    pub index: usize,
    /// `side`² RGBA pixels.
    pub rgba: &'a [u8],
    /// Whether the first row is the bottom one.
    pub bottom_up: bool,
}

impl FilmJob {
    /// A job of `frames` frames as `spec` says, frame `i` captioned `captions[i]` (none
    /// when empty), the text drawn by `letterer`.
    pub fn new(
        id: u32,
        spec: FilmSpec,
        frames: usize,
        captions: Vec<String>,
        letterer: Option<Letterer>,
    ) -> FilmJob {
        FilmJob {
            id,
            spec,
            frames,
            encoder: None,
            captions,
            letterer,
            waiting: BTreeMap::new(),
        }
    }

    /// Takes a frame (turned into RGB rows, captioned) to encode in its turn; or why the
    /// film failed. Cheap: the encoding is [`FilmJob::step`]'s, so a Cancel is read between
    /// two frames even when every frame has come.
    pub fn add(&mut self, frame: FilmFrame<'_>) -> Result<(), String> {
        if frame.index >= self.frames {
            return Err(format!(
                "a film of {} frames has no frame {}",
                self.frames, frame.index
            ));
        }
        let rgb = to_rgb(self.spec.side as usize, frame.rgba, frame.bottom_up)?;
        let rgb = match self.captions.get(frame.index) {
            Some(text) => {
                let band = CaptionBand::of(self.spec.side);
                let ink = self.letterer.and_then(|letter| letter(text, band));
                band.captioned(&rgb, ink.as_deref())
            }
            None => rgb,
        };
        self.waiting.insert(frame.index, rgb);
        Ok(())
    }

    /// Whether a frame can be encoded now: its turn has come (the encoder starts once the
    /// first and the last are here).
    pub fn ready(&self) -> bool {
        match &self.encoder {
            Some(e) => self.waiting.contains_key(&e.written()),
            None => self.waiting.contains_key(&0) && self.waiting.contains_key(&(self.frames - 1)),
        }
    }

    /// Frames encoded so far.
    pub fn encoded(&self) -> usize {
        self.encoder.as_ref().map_or(0, FilmEncoder::written)
    }

    /// How many frames it has.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// Encodes the next frame whose turn it is, if any (starting the encoder on the first):
    /// the GIF once the last is encoded, `None` while frames are left, or why it failed.
    pub fn step(&mut self) -> Result<Option<Vec<u8>>, String> {
        self.encode_next().map_err(|e| e.to_string())?;
        match self.encoder.take_if(|e| e.written() == self.frames) {
            Some(done) => done.finish().map(Some).map_err(|e| e.to_string()),
            None => Ok(None),
        }
    }

    /// Starts the encoder once the first and last frames are here, then encodes the frame
    /// whose turn it is, if it is here.
    fn encode_next(&mut self) -> Result<(), crate::app::draw::FilmEncodeError> {
        let last = self.frames - 1;
        if self.encoder.is_none() {
            let (Some(first), Some(end)) = (self.waiting.get(&0), self.waiting.get(&last)) else {
                return Ok(());
            };
            self.encoder = Some(FilmEncoder::new(self.spec, self.frames, first, end)?);
        }
        let Some(encoder) = self.encoder.as_mut() else {
            return Ok(());
        };
        if let Some(rgb) = self.waiting.remove(&encoder.written()) {
            encoder.push(&rgb)?;
        }
        Ok(())
    }

    /// Takes frames and encodes whatever is ready, as the worker does between messages:
    /// the GIF when it is whole (a test's shortcut).
    #[cfg(test)]
    fn add_and_encode(&mut self, frame: FilmFrame<'_>) -> Result<Option<Vec<u8>>, String> {
        self.add(frame)?;
        let mut gif = None;
        while gif.is_none() && self.ready() {
            gif = self.step()?;
        }
        Ok(gif)
    }
}

/// `rgba` (`side`² pixels) as RGB rows from the top.
fn to_rgb(side: usize, rgba: &[u8], bottom_up: bool) -> Result<Vec<u8>, String> {
    if rgba.len() != side * side * 4 {
        return Err(format!(
            "a film's frame is {side}×{side} RGBA ({} bytes), not {} bytes",
            side * side * 4,
            rgba.len()
        ));
    }
    let mut rows: Vec<&[u8]> = rgba.chunks_exact(side * 4).collect();
    if bottom_up {
        rows.reverse();
    }
    Ok(rows
        .into_iter()
        .flat_map(|row| row.chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::draw::{BAND_RGB, CAPTION_RGB};

    fn flat(side: usize, rgba: [u8; 4]) -> Vec<u8> {
        rgba.repeat(side * side)
    }

    /// Frames sent first and last first, then the rest, in any order, make the GIF once
    /// the last one is in; WebGL's bottom-up rows are turned; a bad frame fails the film.
    #[test]
    fn a_film_is_encoded_as_its_frames_come_whatever_their_order() {
        let spec = FilmSpec::new(2, 10.0).unwrap();
        let mut job = FilmJob::new(7, spec, 4, Vec::new(), None);
        // The palette is the first and last frames' colours: the middle ones use them too.
        let colours = [
            [255, 0, 0, 255],
            [9, 9, 9, 255],
            [255, 0, 0, 255],
            [9, 9, 9, 255],
        ];
        let frames: Vec<Vec<u8>> = colours.iter().map(|&c| flat(2, c)).collect();
        let add = |job: &mut FilmJob, index: usize| {
            let rgba = &frames[index];
            job.add_and_encode(FilmFrame {
                index,
                rgba,
                bottom_up: true,
            })
        };
        for i in [0, 3, 2] {
            assert_eq!(add(&mut job, i), Ok(None), "frame {i}");
        }
        let gif = add(&mut job, 1).unwrap().expect("the whole film");
        let mut d = gif::DecodeOptions::new();
        d.set_color_output(gif::ColorOutput::RGBA);
        let mut d = d.read_info(gif.as_slice()).unwrap();
        let mut seen = Vec::new();
        while let Some(f) = d.read_next_frame().unwrap() {
            seen.push([f.buffer[0], f.buffer[1], f.buffer[2], f.buffer[3]]);
        }
        assert_eq!(seen, colours);
        let mut bad = FilmJob::new(8, spec, 2, Vec::new(), None);
        let short = bad.add_and_encode(FilmFrame {
            index: 0,
            rgba: &[0; 5],
            bottom_up: false,
        });
        assert!(short.unwrap_err().contains("not 5 bytes"));
        let past = bad.add_and_encode(FilmFrame {
            index: 2,
            rgba: &frames[0],
            bottom_up: false,
        });
        assert!(past.unwrap_err().contains("no frame 2"));
    }

    /// A captioned film's frames get the band under the picture, lettered by the worker's
    /// letterer (here one that inks the whole band for `b` and cannot draw `a`).
    #[test]
    fn captioned_frames_are_lettered_on_their_band() {
        let spec = FilmSpec::new(16, 10.0).unwrap();
        let letterer: Letterer =
            |text, band| (text == "b").then(|| vec![255; (band.side * band.height) as usize]);
        let captions = vec!["a".into(), "b".into()];
        let mut job = FilmJob::new(3, spec, 2, captions, Some(letterer));
        let red = flat(16, [200, 0, 0, 255]);
        for index in [0, 1] {
            let frame = FilmFrame {
                index,
                rgba: &red,
                bottom_up: false,
            };
            if let Some(gif) = job.add_and_encode(frame).unwrap() {
                let mut d = gif::DecodeOptions::new();
                d.set_color_output(gif::ColorOutput::RGBA);
                let mut d = d.read_info(gif.as_slice()).unwrap();
                let mut bottom = Vec::new();
                while let Some(f) = d.read_next_frame().unwrap() {
                    let at = |x: usize, y: usize| f.buffer[(y * 16 + x) * 4..][..3].to_vec();
                    assert_eq!(at(8, 6), [200, 0, 0], "the picture above");
                    bottom.push(at(8, 15));
                }
                assert_eq!(bottom, [BAND_RGB, CAPTION_RGB]);
                return;
            }
        }
        panic!("no GIF");
    }

    /// WebGL's rows come bottom first: the frame is turned the right way up.
    #[test]
    fn bottom_up_rows_are_turned() {
        let rgba = [1, 1, 1, 255, 1, 1, 1, 255, 2, 2, 2, 255, 2, 2, 2, 255];
        assert_eq!(to_rgb(2, &rgba, true).unwrap()[..3], [2, 2, 2]);
        assert_eq!(to_rgb(2, &rgba, false).unwrap()[..3], [1, 1, 1]);
    }
}
