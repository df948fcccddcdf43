//! Pictures as data, with no DOM: the [`Node`] tree the page writes into its elements, the
//! puzzle's flat net ([`net_picture`], coloured by a [`NetScene`]), the colours the 3D view
//! and the net share ([`ARROW_HUES`], [`tone_glow`]), SVG text ([`svg_text`]), and the
//! standalone [`Figure`] that the command line, the page API and the page's Export menu make
//! alike, an alg's [`Film`] of such figures (encoded as a GIF by [`FilmEncoder`], its frames
//! captioned by [`CaptionBand`], with the `full` feature), and the size of a picture of the
//! 3D view ([`PictureAsk`], read into a [`PictureSpec`]).

mod figure;
mod film;
mod film_ask;
#[cfg(feature = "full")]
mod film_caption;
#[cfg(feature = "full")]
mod film_encoder;
#[cfg(feature = "full")]
mod film_palette;
mod hues;
mod net_picture;
mod net_scene;
mod node;
mod picture_ask;
mod svg;

pub use figure::{scheme_colours, Figure, FigureAsk, FigureOptions};
pub use film::{
    Film, FilmError, FilmLayout, FilmSpec, DEFAULT_FILM_SIDE, DEFAULT_FILM_SPEED, MAX_FILM_MOVES,
    MAX_FILM_SPEED, MIN_FILM_SPEED,
};
pub use film_ask::{FilmAsk, FilmSource, FilmView};
#[cfg(feature = "full")]
pub use film_caption::{CaptionBand, Letterer, BAND_RGB, CAPTION_RGB};
#[cfg(feature = "full")]
pub use film_encoder::{FilmEncodeError, FilmEncoder};
pub use hues::{hex, tone_glow, ARROW_HUES, GLOW};
pub use net_picture::{centred, net_picture, NUMBERS_CLASS, TILE_STROKE};
pub use net_scene::NetScene;
pub use node::{classes, Node};
pub use picture_ask::{
    PictureAsk, PictureSizeError, PictureSpec, DEFAULT_PICTURE_SIDE, MAX_PICTURE_SIDE,
};
pub use svg::svg_text;
