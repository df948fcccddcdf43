//! [`Scene`]: the puzzle on screen on the GPU (three-d on the page's WebGL2 context).
//!
//! Two meshes: the part that stays and the turning layer. They are rebuilt only when what they
//! show changes (a turn starts or ends, the highlight changes); during a turn each frame only
//! sets the layer's rotation. The sticker material is our own shader (`shaders/sticker.frag`).

use std::sync::Arc;

use three_d::{
    Camera, ClearState, Context, Cull, EffectMaterialId, Light, Material, MaterialType, Mesh,
    Program, RenderStates, RenderTarget, Viewer, Viewport,
};

use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, WebGl2RenderingContext};

use super::animation::{layer_meshes, layer_rotation, RegionLook};
use super::arrow_mesh::arrow_mesh;
use super::arrows::facing_pieces;
use super::convert::{cpu_mesh, mat4, vec3};
use super::palette::Palette;
use super::picture::{Aim, Picture};
use super::view::View;
use crate::app::Lab;
use crate::group::Perm;
use crate::puzzle::{Facelets, PuzzleKind};

/// Lit, vertex-coloured surfaces.
struct StickerMaterial;

impl Material for StickerMaterial {
    fn fragment_shader_source(&self, _lights: &[&dyn Light]) -> String {
        include_str!("../../shaders/sticker.frag").to_string()
    }

    fn id(&self) -> EffectMaterialId {
        EffectMaterialId(0x0101)
    }

    fn use_uniforms(&self, _program: &Program, _viewer: &dyn Viewer, _lights: &[&dyn Light]) {}

    fn render_states(&self) -> RenderStates {
        // Every triangle faces outwards (a mesh test checks), so the far side is skipped.
        RenderStates {
            cull: Cull::Back,
            ..RenderStates::default()
        }
    }

    fn material_type(&self) -> MaterialType {
        MaterialType::Opaque
    }
}

/// What the meshes currently show.
#[derive(Clone, PartialEq)]
struct Shown {
    puzzle: PuzzleKind,
    turning: Option<usize>,
    look: RegionLook,
    arrows: Vec<String>,
}

/// The GPU side of the view.
pub struct Scene {
    context: Context,
    material: StickerMaterial,
    fixed: Option<Mesh>,
    layer: Option<Mesh>,
    shown: Option<Shown>,
    at_rest: Option<(PuzzleKind, Perm)>,
    /// The solution step the view last turned to face, and of which puzzle.
    faced: Option<(PuzzleKind, Aim)>,
}

/// The background colour (sRGB).
const BACKGROUND: (f32, f32, f32) = (0.925, 0.93, 0.94);

impl Scene {
    /// A scene drawing on `canvas` through a new WebGL2 context: antialiased, with a depth
    /// buffer and an alpha channel; the error says why the browser gave none.
    pub fn on_canvas(canvas: &HtmlCanvasElement) -> Result<Scene, String> {
        let options = js_sys::Object::new();
        // No preserveDrawingBuffer: under a software rasteriser the extra copy costs frames.
        // An alpha channel, premultiplied, so that a picture's transparent background
        // survives; the screen is always cleared opaque.
        for (key, value) in [
            ("antialias", true),
            ("depth", true),
            ("alpha", true),
            ("premultipliedAlpha", true),
        ] {
            let _ = js_sys::Reflect::set(&options, &key.into(), &value.into());
        }
        let gl = canvas
            .get_context_with_context_options("webgl2", &options)
            .map_err(|_| "the browser refused a WebGL2 context".to_string())?
            .ok_or("this browser has no WebGL2")?
            .dyn_into::<WebGl2RenderingContext>()
            .map_err(|_| "not a WebGL2 context".to_string())?;
        Scene::new(three_d::context::Context::from_webgl2_context(gl))
    }

    /// A scene drawing with this WebGL2 context.
    pub fn new(gl: three_d::context::Context) -> Result<Scene, String> {
        // three-d takes the GL context in an Arc; in the browser there is one thread anyway.
        #[allow(clippy::arc_with_non_send_sync)]
        let gl = Arc::new(gl);
        let context = Context::from_gl_context(gl).map_err(|e| e.to_string())?;
        Ok(Scene {
            context,
            material: StickerMaterial,
            fixed: None,
            layer: None,
            shown: None,
            at_rest: None,
            faced: None,
        })
    }

    /// The facelets of the position last drawn with no turn in progress (what the screen
    /// shows at rest), if that was of `puzzle`; `None` while painted colours or a turn are
    /// shown instead.
    pub fn rest_facelets(&self, puzzle: PuzzleKind) -> Option<Facelets> {
        let (drawn, p) = self
            .at_rest
            .as_ref()
            .filter(|(drawn, _)| *drawn == puzzle)?;
        Some(Facelets::of(drawn.def(), p))
    }

    /// Draws `lab`'s puzzle as it is now ([`Picture::of`], in `palette`) through `view`,
    /// turned to that puzzle's home when the puzzle on screen changed, into a drawing buffer
    /// of `size` device pixels.
    pub fn draw(&mut self, view: &mut View, lab: &Lab, palette: &Palette, size: (u32, u32)) {
        let picture = Picture::of(lab, palette);
        view.show(lab.puzzle());
        let step = picture
            .facing
            .as_ref()
            .map(|(aim, _)| (picture.puzzle, aim.clone()));
        if step != self.faced {
            self.faced = step;
            if let Some((_, pieces)) = &picture.facing {
                let info = picture.puzzle.info();
                view.aim_at(facing_pieces(info, pieces, view.orientation));
            }
        }
        self.render(view, &picture, size, false);
    }

    /// Draws `lab`'s puzzle as it is now through `view` as it stands (no turn to face a
    /// step is started) into a drawing buffer of `size` device pixels, on the view's
    /// background or, when `transparent`, on nothing (alpha 0): a picture of the view.
    pub fn draw_still(
        &mut self,
        view: &View,
        lab: &Lab,
        palette: &Palette,
        size: (u32, u32),
        transparent: bool,
    ) {
        self.render(view, &Picture::of(lab, palette), size, transparent);
    }

    /// Draws `picture` through `view` into a drawing buffer of `width`×`height` device
    /// pixels, on the background or, when `transparent`, on nothing. The meshes are rebuilt
    /// only when what they show changes.
    pub fn render(
        &mut self,
        view: &View,
        picture: &Picture,
        (width, height): (u32, u32),
        transparent: bool,
    ) {
        let want = Shown {
            puzzle: picture.puzzle,
            turning: picture.turning.map(|(g, _)| g),
            look: picture.look.clone(),
            arrows: picture.arrows.iter().map(|c| c.text.clone()).collect(),
        };
        if self.shown.as_ref() != Some(&want) {
            let g = picture.geometry();
            let look = &want.look;
            let mut meshes = layer_meshes(g, &look.colours, &look.lit, &look.letters, want.turning);
            let arrows = arrow_mesh(&picture.arrows);
            meshes.fixed.append(&arrows, |k| arrows.colours[k]);
            self.fixed = Some(Mesh::new(&self.context, &cpu_mesh(&meshes.fixed)));
            self.layer = (!meshes.layer.indices.is_empty())
                .then(|| Mesh::new(&self.context, &cpu_mesh(&meshes.layer)));
            self.shown = Some(want);
        }
        self.at_rest = picture.at_rest.clone().map(|p| (picture.puzzle, p));
        let turn = picture.turning.map_or(glam::Quat::IDENTITY, |(g, amount)| {
            layer_rotation(picture.geometry(), g, amount)
        });
        if let Some(m) = self.fixed.as_mut() {
            m.set_transformation(mat4(view.model(glam::Quat::IDENTITY)));
        }
        if let Some(m) = self.layer.as_mut() {
            m.set_transformation(mat4(view.model(turn)));
        }
        let viewport = Viewport::new_at_origo(width.max(1), height.max(1));
        let camera = Camera::new_perspective(
            viewport,
            vec3(view.eye()),
            three_d::vec3(0.0, 0.0, 0.0),
            three_d::vec3(0.0, 1.0, 0.0),
            three_d::radians(view.effective_fov()),
            0.5,
            50.0,
        );
        let (r, g, b) = BACKGROUND;
        let target = RenderTarget::screen(&self.context, width.max(1), height.max(1));
        target
            .clear(if transparent {
                ClearState::color_and_depth(0.0, 0.0, 0.0, 0.0, 1.0)
            } else {
                ClearState::color_and_depth(r, g, b, 1.0, 1.0)
            })
            .render_with_material(
                &self.material,
                &camera,
                self.fixed.iter().chain(self.layer.iter()),
                &[],
            );
    }
}
