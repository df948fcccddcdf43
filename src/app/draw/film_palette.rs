//! [`Palette`]: a film's one palette (GIF frames hold at most 256 colours): the commonest
//! colours of sample frames — a figure is flat colour, so the stickers', the lines' and the
//! arrows' own colours are kept exactly; the 3D view's few shades of each sticker are among
//! its commonest — and every pixel drawn in the nearest of them (the anti-aliased edges'
//! in-between shades).

use std::collections::HashMap;

/// The most colours a GIF palette holds.
const SIZE: usize = 256;

/// A palette, with the nearest entry of each colour met so far remembered.
pub struct Palette {
    colours: Vec<[u8; 3]>,
    nearest: HashMap<[u8; 3], u8>,
}

impl Palette {
    /// The [`SIZE`] colours most used in `frames` (RGB bytes), the commonest first (ties in
    /// colour order, so a film's bytes are the same every time).
    pub fn popular(frames: &[&[u8]]) -> Palette {
        let mut counts: HashMap<[u8; 3], u64> = HashMap::new();
        for p in frames.iter().flat_map(|f| f.chunks_exact(3)) {
            *counts.entry([p[0], p[1], p[2]]).or_default() += 1;
        }
        let mut ranked: Vec<([u8; 3], u64)> = counts.into_iter().collect();
        ranked.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        ranked.truncate(SIZE);
        Palette {
            colours: ranked.into_iter().map(|(c, _)| c).collect(),
            nearest: HashMap::new(),
        }
    }

    /// The palette as the GIF writes it: RGB bytes.
    pub fn bytes(&self) -> Vec<u8> {
        self.colours.concat()
    }

    /// Each pixel of `rgb` as the index of its nearest palette colour.
    pub fn indices(&mut self, rgb: &[u8]) -> Vec<u8> {
        rgb.chunks_exact(3)
            .map(|p| {
                let c = [p[0], p[1], p[2]];
                *self
                    .nearest
                    .entry(c)
                    .or_insert_with(|| nearest(&self.colours, c))
            })
            .collect()
    }
}

/// The index of the colour of `colours` nearest `c` (in squared RGB distance).
fn nearest(colours: &[[u8; 3]], c: [u8; 3]) -> u8 {
    let distance = |p: &[u8; 3]| -> u32 {
        (0..3)
            .map(|i| (u32::from(p[i].abs_diff(c[i]))).pow(2))
            .sum()
    };
    let best = (0..colours.len()).min_by_key(|&i| distance(&colours[i]));
    u8::try_from(best.unwrap_or(0)).expect("at most 256 colours")
}
