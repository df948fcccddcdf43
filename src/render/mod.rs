//! The 3D view of the puzzle on screen (the Megaminx, the Pyraminx, the 2×2×2). The
//! geometry, camera and picking maths are plain glam and tested natively; only `scene` (the GPU side) and `convert` (glam → three-d) need three-d
//! and are compiled for wasm32 alone.

mod animation;
mod canvas_pointer;
mod mesh;
mod palette;
mod picture;
mod view;
mod view_query;

#[cfg(target_arch = "wasm32")]
mod convert;
#[cfg(target_arch = "wasm32")]
mod scene;

pub use animation::{
    layer_meshes, layer_rotation, region_colours, soften, step_look, LayerMeshes, RegionLook,
    SOFTEN,
};
pub use canvas_pointer::{CanvasPointer, PointerEvent, PointerKind, PointerOutcome};
pub use mesh::{
    add_region, add_region_lit, add_section, inset, Geometry, MeshData, Region, BODY, GLOW, REGIONS,
};
pub use palette::{css_colours, puzzle_colours, Palette, Rgb};
pub use picture::Picture;
pub use view::View;

#[cfg(target_arch = "wasm32")]
pub use scene::Scene;
