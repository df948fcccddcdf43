//! [`picture`]: the 3D view drawn at a size as a PNG (`window.minx.picture`, Export ▸
//! Picture). The canvas's own drawing buffer is set to that size, drawn once through a copy
//! of the view fitted to it (the same camera, at the picture's aspect), read by the browser's
//! PNG encoder (`toDataURL`: no encoder in the wasm) and put back and redrawn as it was —
//! all in one task, so the page never shows the picture's size.

use thiserror::Error;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, WebGl2RenderingContext};

use super::runtime::Shared;
use crate::app::PictureSpec;

/// Why no picture came.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PictureError {
    /// The browser gave a smaller drawing buffer than asked (its own limit).
    #[error("the browser drew {drawn:?} pixels, not {asked:?}")]
    Clipped {
        /// Width and height asked for.
        asked: (u32, u32),
        /// Width and height the drawing buffer has.
        drawn: (u32, u32),
    },
    /// The canvas would not encode as PNG.
    #[error("the browser could not encode the picture as PNG")]
    Encode,
}

/// The 3D view at `spec`'s size, on its background or a transparent one, as a PNG `data:`
/// URL (see the module's doc).
pub fn picture(rt: &Shared, spec: PictureSpec) -> Result<String, PictureError> {
    let r = &mut *rt.borrow_mut();
    let kept = (r.canvas.width(), r.canvas.height());
    let asked = (spec.width, spec.height);
    let mut view = r.view;
    view.fit((spec.width as i32, spec.height as i32), 1.0);
    view.show(r.lab.puzzle());
    set_size(&r.canvas, asked);
    r.sync_palette();
    r.scene
        .draw_still(&view, &r.lab, &r.palette, asked, spec.transparent);
    let drawn = drawing_buffer(&r.canvas).unwrap_or(asked);
    let url = r.canvas.to_data_url_with_type("image/png");
    set_size(&r.canvas, kept);
    r.scene.draw_still(&r.view, &r.lab, &r.palette, kept, false);
    if drawn != asked {
        return Err(PictureError::Clipped { asked, drawn });
    }
    url.map_err(|_| PictureError::Encode)
}

/// Sets the canvas's drawing buffer to `(width, height)` (which clears it).
pub(super) fn set_size(canvas: &HtmlCanvasElement, (width, height): (u32, u32)) {
    canvas.set_width(width);
    canvas.set_height(height);
}

/// The size the canvas's WebGL2 drawing buffer really has.
pub(super) fn drawing_buffer(canvas: &HtmlCanvasElement) -> Option<(u32, u32)> {
    let gl = canvas.get_context("webgl2").ok()??;
    let gl = gl.dyn_into::<WebGl2RenderingContext>().ok()?;
    Some((
        gl.drawing_buffer_width() as u32,
        gl.drawing_buffer_height() as u32,
    ))
}
