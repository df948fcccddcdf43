//! A film's frames drawn: each figure's SVG rasterized by resvg into the square frame the
//! [`FilmLayout`] gives (the net scaled to fit and centred) on white, as RGB bytes.

use minx::app::{FilmLayout, Net};
use resvg::usvg::fontdb::{Family, Query};
use resvg::{tiny_skia, usvg};

use super::FilmWriteError;

/// Draws SVG figures into frames of one size, with the machine's fonts (the face letters
/// and the centres' badges are text).
pub struct Rasterizer {
    options: usvg::Options<'static>,
    layout: FilmLayout,
    side: u32,
}

impl Rasterizer {
    /// A rasterizer for frames `side` pixels square laid out by `layout`.
    pub fn new(layout: FilmLayout, side: u32) -> Rasterizer {
        let mut options = usvg::Options::default();
        let fonts = options.fontdb_mut();
        fonts.load_system_fonts();
        // `sans-serif` is Arial to fontdb; where there is none, a sans face that is here.
        let sans = Query {
            families: &[Family::SansSerif],
            ..Query::default()
        };
        if fonts.query(&sans).is_none() {
            let family = fonts.faces().find_map(|f| {
                let name = &f.families.first()?.0;
                (name.contains("Sans") && !name.contains("Mono")).then(|| name.clone())
            });
            if let Some(family) = family {
                fonts.set_sans_serif_family(family);
            }
        }
        Rasterizer {
            options,
            layout,
            side,
        }
    }

    /// `svg` (a [`Figure`](minx::app::Figure) of the net) drawn on white: `side²` RGB
    /// triples, row by row.
    pub fn frame(&self, svg: &str) -> Result<Vec<u8>, FilmWriteError> {
        let tree = usvg::Tree::from_str(svg, &self.options)?;
        let mut pixmap =
            tiny_skia::Pixmap::new(self.side, self.side).ok_or(FilmWriteError::Pixmap)?;
        pixmap.fill(tiny_skia::Color::WHITE);
        // The SVG's own pixels per net unit, then the frame's.
        let k = self.layout.scale * Net::WIDTH / tree.size().width();
        let to_frame = tiny_skia::Transform::from_row(
            k,
            0.0,
            0.0,
            k,
            self.layout.offset.x,
            self.layout.offset.y,
        );
        resvg::render(&tree, to_frame, &mut pixmap.as_mut());
        // Opaque everywhere (drawn on white), so premultiplied is plain.
        Ok(pixmap
            .data()
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect())
    }
}
