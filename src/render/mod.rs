//! The 3D view of the puzzle on screen (the Megaminx, the Pyraminx, the 2×2×2). The
//! geometry, camera and picking maths are plain glam and tested natively; only `scene` (the GPU side) and `convert` (glam → three-d) need three-d
//! and are compiled for wasm32 alone.

mod animation;
mod arrow_mesh;
mod arrows;
mod canvas_pointer;
mod letters;
mod mesh;
mod palette;
mod picture;
mod stroke_font;
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
pub use arrow_mesh::{arrow_mesh, ARROW_HUES};
pub use arrows::{
    cycle_arrows, facing_pieces, piece_centre, surface, ArrowPath, CycleArrows, TwistMark, LIFT,
};
pub use canvas_pointer::{CanvasPointer, PointerEvent, PointerKind, PointerOutcome};
pub use letters::LetterFrame;
pub use mesh::{
    add_region, add_region_lit, add_section, inset, Geometry, MeshData, Region, BODY, GLOW, REGIONS,
};
pub use palette::{css_colours, puzzle_colours, Palette, Rgb};
pub use picture::{Aim, Picture};
pub use view::View;

#[cfg(target_arch = "wasm32")]
pub use scene::Scene;
