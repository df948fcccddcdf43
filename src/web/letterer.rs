//! The worker's [`Letterer`](crate::app::draw::Letterer) ([`letter`]): a film's caption
//! drawn by the browser (its fonts) on an `OffscreenCanvas` the size of the caption band,
//! read back as the text's ink. Layout and painting are the worker's
//! ([`CaptionBand::captioned`]); this lives in the worker's wasm only. Its few bindings are
//! declared here rather than as web-sys features: turning those on grows the page's wasm
//! too (by about 340 bytes as sent), though the page never letters.

use js_sys::Uint8ClampedArray;
use wasm_bindgen::prelude::*;

use crate::app::draw::CaptionBand;

#[wasm_bindgen]
extern "C" {
    /// A canvas with no element, as workers have.
    type OffscreenCanvas;
    #[wasm_bindgen(constructor, catch)]
    fn new(width: u32, height: u32) -> Result<OffscreenCanvas, JsValue>;
    #[wasm_bindgen(method, js_name = getContext)]
    fn get_context(this: &OffscreenCanvas, kind: &str) -> Option<Context2d>;

    /// Its 2D context.
    type Context2d;
    #[wasm_bindgen(method, setter)]
    fn set_font(this: &Context2d, font: &str);
    #[wasm_bindgen(method, setter = textAlign)]
    fn set_text_align(this: &Context2d, align: &str);
    #[wasm_bindgen(method, setter = textBaseline)]
    fn set_text_baseline(this: &Context2d, baseline: &str);
    #[wasm_bindgen(method, js_name = fillText)]
    fn fill_text(this: &Context2d, text: &str, x: f64, y: f64, max_width: f64);
    #[wasm_bindgen(method, catch, js_name = getImageData)]
    fn get_image_data(
        this: &Context2d,
        x: f64,
        y: f64,
        w: f64,
        h: f64,
    ) -> Result<ImageData, JsValue>;

    /// Pixels read back.
    type ImageData;
    #[wasm_bindgen(method, getter)]
    fn data(this: &ImageData) -> Uint8ClampedArray;
}

/// `text` centred in `band`, squeezed to fit its width: its coverage, a byte per pixel
/// (the canvas's alpha), or `None` where the browser has no 2D `OffscreenCanvas`.
pub fn letter(text: &str, band: CaptionBand) -> Option<Vec<u8>> {
    let (w, h) = (band.side, band.height);
    let ctx = OffscreenCanvas::new(w, h).ok()?.get_context("2d")?;
    ctx.set_font(&format!("{:.1}px sans-serif", band.font_px()));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    let (w, h) = (f64::from(w), f64::from(h));
    ctx.fill_text(text, w / 2.0, h / 2.0, w * 0.94);
    let data = ctx.get_image_data(0.0, 0.0, w, h).ok()?.data().to_vec();
    Some(data.chunks_exact(4).map(|p| p[3]).collect())
}
