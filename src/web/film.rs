//! The page's part in a film ([`draw_due`]): after each animation frame, the few film
//! frames the lab says are due ([`Lab::film_due`](crate::app::Lab::film_due)) are drawn —
//! the 3D view through a copy of the view fitted to the film's square, on the canvas's own
//! drawing buffer set to that size and read back with `readPixels`, then put back and
//! redrawn, all in one task, as [`picture`](super::picture) does; the net as its figure's
//! SVG drawn by the browser into a 2D canvas — and handed to the lab, which posts them to
//! the worker that encodes the GIF. What to draw, in which order, and when to stop is the
//! lab's.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, HtmlImageElement, WebGl2RenderingContext,
};

use super::dom;
use super::input::{act, on_runtime};
use super::picture::{drawing_buffer, set_size};
use super::runtime::{Runtime, Shared};
use crate::app::draw::{FilmLayout, FilmView};
use crate::app::input::data_url;
use crate::app::{Action, Actor, Net};
use crate::render::Picture;
use crate::wire::Bytes;

/// Draws the film frames due now, if any, and hands them to the lab.
pub fn draw_due(rt: &Shared) {
    let view = rt.borrow().lab.film().map(|r| r.view);
    match view {
        Some(FilmView::Model) => {
            let drawn = model_frames(&mut rt.borrow_mut());
            for (index, rgba) in drawn {
                frame_drawn(rt, index, rgba, true);
            }
        }
        Some(FilmView::Net) => net_frame(rt),
        None => {}
    }
}

/// Hands frame `index` to the lab (which posts it to the worker and asks for the next).
fn frame_drawn(rt: &Shared, index: usize, rgba: Vec<u8>, bottom_up: bool) {
    let action = Action::FilmFrame {
        index,
        rgba: Bytes(rgba),
        bottom_up,
    };
    act(rt, action, Actor::Person);
}

/// The 3D view's frames due, as RGBA rows from the bottom (none when the browser would not
/// draw the film's size: then the film is cancelled, and the console says why).
fn model_frames(r: &mut Runtime) -> Vec<(usize, Vec<u8>)> {
    let Some(run) = r.lab.film() else {
        return Vec::new();
    };
    let due = r.lab.film_due();
    let side = run.spec.side;
    let kept = (r.canvas.width(), r.canvas.height());
    let mut view = r.view;
    view.fit((side as i32, side as i32), 1.0);
    view.show(r.lab.puzzle());
    set_size(&r.canvas, (side, side));
    let gl = webgl(&r.canvas);
    let mut out = Vec::new();
    if drawing_buffer(&r.canvas) == Some((side, side)) {
        for i in due {
            let picture = Picture::of_film(&r.lab, &r.palette, run, i);
            r.scene.render(&view, &picture, (side, side), false);
            let mut rgba = vec![0; (side * side * 4) as usize];
            let read = gl.as_ref().map(|gl| {
                gl.read_pixels_with_opt_u8_array(
                    0,
                    0,
                    side as i32,
                    side as i32,
                    WebGl2RenderingContext::RGBA,
                    WebGl2RenderingContext::UNSIGNED_BYTE,
                    Some(&mut rgba),
                )
            });
            if matches!(read, Some(Ok(()))) {
                out.push((i, rgba));
            }
        }
    } else {
        web_sys::console::warn_1(
            &format!("no film: the browser will not draw {side}×{side}").into(),
        );
        r.lab.act(Action::CancelFilm, Actor::Person);
    }
    set_size(&r.canvas, kept);
    r.scene.draw_still(&r.view, &r.lab, &r.palette, kept, false);
    out
}

/// The canvas's WebGL2 context.
fn webgl(canvas: &HtmlCanvasElement) -> Option<WebGl2RenderingContext> {
    canvas.get_context("webgl2").ok()??.dyn_into().ok()
}

/// The net's next frame due: its figure's SVG loaded as an image (the browser draws SVG
/// only once it has loaded), drawn on white where [`FilmLayout`] puts the net, read as
/// RGBA and handed to the lab when it has loaded. One at a time: the next is asked for
/// when the lab has this one.
fn net_frame(rt: &Shared) {
    let (index, svg, side, layout) = {
        let r = rt.borrow();
        let (Some(run), Some(&i)) = (r.lab.film(), r.lab.film_due().first()) else {
            return;
        };
        if r.film_loading {
            return;
        }
        let side = run.spec.side;
        let layout = FilmLayout::new(run.film.puzzle(), side);
        (i, run.film.figure(i).svg(), side, layout)
    };
    let Ok(image) = HtmlImageElement::new() else {
        return;
    };
    rt.borrow_mut().film_loading = true;
    let loaded = image.clone();
    let on_load = on_runtime(rt, move |rt, _| {
        rt.borrow_mut().film_loading = false;
        if let Some(rgba) = rasterize(&loaded, side, layout) {
            frame_drawn(rt, index, rgba, false);
        }
    });
    let on_load = Closure::once_into_js(move |e: web_sys::Event| {
        let mut f = on_load;
        f(e)
    });
    image.set_onload(Some(on_load.unchecked_ref()));
    image.set_src(&data_url("image/svg+xml", &svg));
}

/// `image` (a net figure) drawn on white in a `side`-pixel square as `layout` says: RGBA
/// rows from the top.
fn rasterize(image: &HtmlImageElement, side: u32, layout: FilmLayout) -> Option<Vec<u8>> {
    let canvas: HtmlCanvasElement = dom::document()
        .create_element("canvas")
        .ok()?
        .dyn_into()
        .ok()?;
    set_size(&canvas, (side, side));
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    ctx.set_fill_style_str("#ffffff");
    ctx.fill_rect(0.0, 0.0, f64::from(side), f64::from(side));
    let scale = f64::from(layout.scale);
    let (w, h) = (image.natural_width(), image.natural_height());
    let width = f64::from(Net::WIDTH) * scale;
    let height = width * f64::from(h) / f64::from(w.max(1));
    let (x, y) = (f64::from(layout.offset.x), f64::from(layout.offset.y));
    ctx.draw_image_with_html_image_element_and_dw_and_dh(image, x, y, width, height)
        .ok()?;
    let data = ctx
        .get_image_data(0.0, 0.0, f64::from(side), f64::from(side))
        .ok()?;
    Some(data.data().0)
}
