//! [`View`]: the camera — a fixed perspective eye on `+z` looking at a puzzle that the user
//! turns around (orbiting is a rotation of the model) — and picking through it.

use glam::{Mat4, Quat, Vec3};

use crate::app::ModelHit;
use crate::puzzle::{Dodecahedron, Face, PuzzleKind};

/// A Megaminx face's unit normal.
fn normal(face: Face) -> Vec3 {
    Dodecahedron::get().normal(face).as_vec3()
}

/// The camera and the puzzle's orientation in front of it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    /// The puzzle shown (its home orientation is where the view starts).
    pub puzzle: PuzzleKind,
    /// Model → world rotation.
    pub orientation: Quat,
    /// Vertical field of view, radians.
    pub fov_y: f32,
    /// Distance of the eye from the centre.
    pub distance: f32,
    /// Viewport width in CSS pixels.
    pub width: f32,
    /// Viewport height in CSS pixels.
    pub height: f32,
    /// The orientation the view is turning to gently ([`View::aim_at`]), if any.
    pub aim: Option<Quat>,
    /// Where the camera stands about the puzzle's home ([`View::set_camera`]): home is this
    /// turn of the puzzle's own home orientation.
    pub camera: Quat,
}

impl View {
    /// The opening view: A in front, the top (L) and the faces either side of A in sight.
    pub fn new(width: f32, height: f32) -> View {
        View {
            puzzle: PuzzleKind::Megaminx,
            orientation: View::home(),
            fov_y: 30f32.to_radians(),
            distance: 6.0,
            width: width.max(1.0),
            height: height.max(1.0),
            aim: None,
            camera: Quat::IDENTITY,
        }
    }

    /// Puts the camera `latitude` degrees above the puzzle's equator and `longitude` degrees
    /// round it to the east (twisty-player's `camera-latitude` and `camera-longitude`): the
    /// view's home from now on, shown at once.
    pub fn set_camera(&mut self, latitude: f64, longitude: f64) {
        let (lat, long) = (
            (latitude as f32).to_radians(),
            (longitude as f32).to_radians(),
        );
        self.camera = Quat::from_rotation_x(lat) * Quat::from_rotation_y(-long);
        self.go_home();
    }

    /// Starts turning gently to `target` (a step's pieces coming to face the eye): each
    /// frame [`View::ease`] goes part of the way. A drag, Home or a look-at takes over.
    /// A target that is not a finite rotation is ignored: the view would turn into it and
    /// never arrive (every later aim starting from NaN), hiding the model for good.
    pub fn aim_at(&mut self, target: Quat) {
        if target.is_finite() && target.length_squared() > 0.5 {
            self.aim = Some(target);
        }
    }

    /// One frame's part of the turn to the aim: a fifth of what is left (about a third of a
    /// second in all at 60 frames a second), all of it when `instant` (reduced motion).
    /// Whether the view is still turning.
    pub fn ease(&mut self, instant: bool) -> bool {
        let Some(aim) = self.aim else {
            return false;
        };
        let part = if instant { 1.0 } else { 0.2 };
        self.orientation = self.orientation.slerp(aim, part).normalize();
        if self.orientation.angle_between(aim) < 2e-3 {
            self.orientation = aim;
            self.aim = None;
        }
        self.aim.is_some()
    }

    /// The Megaminx's home orientation.
    pub fn home() -> Quat {
        PuzzleKind::Megaminx.info().shape().home()
    }

    /// Shows `puzzle`: when it is another than the one shown, the view turns to its home.
    pub fn show(&mut self, puzzle: PuzzleKind) {
        if puzzle != self.puzzle {
            self.puzzle = puzzle;
            self.go_home();
        }
    }

    /// Turns the puzzle shown back to its home orientation.
    pub fn go_home(&mut self) {
        self.aim = None;
        self.orientation = (self.camera * self.puzzle.info().shape().home()).normalize();
    }

    /// Fits the view to a canvas of `css` size (CSS pixels, at least 1 each way) on a screen
    /// of `device_pixel_ratio`; returns the drawing buffer's size in device pixels: the CSS
    /// size times the ratio (at least 1, at most 2), rounded.
    pub fn fit(&mut self, (width, height): (i32, i32), device_pixel_ratio: f64) -> (u32, u32) {
        let ratio = device_pixel_ratio.clamp(1.0, 2.0);
        let (width, height) = (width.max(1), height.max(1));
        self.width = width as f32;
        self.height = height as f32;
        let device = |css: i32| (f64::from(css) * ratio).round() as u32;
        (device(width), device(height))
    }

    /// Width over height.
    pub fn aspect(&self) -> f32 {
        self.width / self.height
    }

    /// The vertical field of view actually used: widened on a portrait canvas so the puzzle
    /// fits the width too.
    pub fn effective_fov(&self) -> f32 {
        let aspect = self.aspect();
        if aspect >= 1.0 {
            self.fov_y
        } else {
            2.0 * ((self.fov_y / 2.0).tan() / aspect).atan()
        }
    }

    /// The eye position in world space.
    pub fn eye(&self) -> Vec3 {
        Vec3::new(0.0, 0.0, self.distance)
    }

    /// World → clip space.
    pub fn view_projection(&self) -> Mat4 {
        let proj = Mat4::perspective_rh_gl(self.effective_fov(), self.aspect(), 0.5, 50.0);
        proj * Mat4::look_at_rh(self.eye(), Vec3::ZERO, Vec3::Y)
    }

    /// Model → world (the orientation as a matrix, times `extra` applied first).
    pub fn model(&self, extra: Quat) -> Mat4 {
        Mat4::from_quat(self.orientation * extra)
    }

    /// Turns the puzzle by a drag of `dx`, `dy` CSS pixels.
    pub fn orbit(&mut self, dx: f32, dy: f32) {
        let k = 3.0 / self.height.max(200.0);
        let q = Quat::from_rotation_y(dx * k) * Quat::from_rotation_x(dy * k);
        self.aim = None;
        self.orientation = (q * self.orientation).normalize();
    }

    /// Turns the puzzle so `face` looks straight at the eye.
    pub fn look_at(&mut self, face: Face) {
        self.aim = None;
        self.orientation = Quat::from_rotation_arc(normal(face), Vec3::Z);
    }

    /// Shows `puzzle` turned so that its face of the colour called `name` (a Megaminx face
    /// letter, a Pyraminx `F`, a cube `r`, …) looks straight at the eye.
    pub fn look_at_named(&mut self, puzzle: PuzzleKind, name: &str) -> Result<(), String> {
        let colour = face_named(puzzle, name)?;
        self.show(puzzle);
        let n = puzzle.info().shape().faces()[colour].normal;
        self.orientation = Quat::from_rotation_arc(n, Vec3::Z);
        Ok(())
    }

    /// Where the centre of `puzzle`'s face of the colour called `name` appears, if that face
    /// is turned towards the eye (`puzzle` as the view shows it, see [`View::show`]).
    pub fn face_centre_named(
        &self,
        puzzle: PuzzleKind,
        name: &str,
    ) -> Result<Option<(f32, f32)>, String> {
        let colour = face_named(puzzle, name)?;
        let shape = puzzle.info().shape();
        let plane = shape.faces()[colour];
        let Some((x, y)) = self.project(plane.normal * plane.depth) else {
            return Ok(None);
        };
        let hit = self.pick_hit(puzzle, x, y);
        let on_face = hit.is_some_and(|h| shape.regions()[h.region].face == colour);
        Ok(on_face.then_some((x, y)))
    }

    /// Turns the whole puzzle about a face's axis by `fifths` clockwise fifths.
    pub fn rotate_about(&mut self, face: Face, fifths: f32) {
        let q = Dodecahedron::get()
            .turn_quat(face, f64::from(fifths))
            .as_quat();
        self.orientation = (self.orientation * q).normalize();
    }

    /// The ray through a pixel (CSS pixels from the top left), in the model frame.
    pub fn ray(&self, x: f32, y: f32) -> (Vec3, Vec3) {
        let nx = 2.0 * x / self.width - 1.0;
        let ny = 1.0 - 2.0 * y / self.height;
        let t = (self.effective_fov() / 2.0).tan();
        let dir = Vec3::new(nx * t * self.aspect(), ny * t, -1.0).normalize();
        let inv = self.orientation.inverse();
        (inv * self.eye(), inv * dir)
    }

    /// The Megaminx face under a pixel.
    pub fn pick(&self, x: f32, y: f32) -> Option<Face> {
        let (o, d) = self.ray(x, y);
        let shape = PuzzleKind::Megaminx.info().shape();
        shape.pick_face(o, d).and_then(|(f, _)| Face::new(f))
    }

    /// What of `puzzle`'s model is under a pixel: the region (an index into its
    /// [`Shape::regions`](crate::puzzle::Shape::regions): a sticker in the definition's
    /// numbering, or beyond the stickers a Megaminx centre) and the point hit.
    pub fn pick_hit(&self, puzzle: PuzzleKind, x: f32, y: f32) -> Option<ModelHit> {
        let (o, d) = self.ray(x, y);
        let shape = puzzle.info().shape();
        let (face, t) = shape.pick_face(o, d)?;
        let point = o + d * t;
        let region = shape.region_at(face, point)?;
        Some(ModelHit { region, point })
    }

    /// Where the centre of region `r` of `puzzle`'s model (see [`View::pick_hit`]) appears,
    /// if it is in sight.
    pub fn region_centre(&self, puzzle: PuzzleKind, r: usize) -> Option<(f32, f32)> {
        let centre = puzzle.info().shape().regions().get(r)?.centre();
        let (x, y) = self.project(centre)?;
        let hit = self.pick_hit(puzzle, x, y)?;
        (hit.region == r).then_some((x, y))
    }

    /// Where a model-space point appears, in CSS pixels (None if behind the eye).
    pub fn project(&self, p: Vec3) -> Option<(f32, f32)> {
        let clip = self.view_projection() * (self.orientation * p).extend(1.0);
        (clip.w > 0.0).then(|| {
            let (nx, ny) = (clip.x / clip.w, clip.y / clip.w);
            (
                (nx + 1.0) * self.width / 2.0,
                (1.0 - ny) * self.height / 2.0,
            )
        })
    }

    /// Where the centre of a face appears, if that face is turned towards the eye.
    pub fn face_centre(&self, face: Face) -> Option<(f32, f32)> {
        let (x, y) = self.project(normal(face))?;
        (self.pick(x, y) == Some(face)).then_some((x, y))
    }
}

/// The index of `puzzle`'s face whose solved colour is called `name`.
fn face_named(puzzle: PuzzleKind, name: &str) -> Result<usize, String> {
    let colour = puzzle.def().colours().iter().position(|c| c == name);
    colour.ok_or_else(|| format!("the {puzzle} has no face {name:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Aimed, the view turns a part of the way each frame and lands exactly; reduced motion
    /// lands at once; a drag takes over.
    #[test]
    fn the_view_turns_gently_to_its_aim() {
        let mut v = View::new(400.0, 300.0);
        let target = Quat::from_rotation_y(1.0) * v.orientation;
        v.aim_at(target);
        let start = v.orientation.angle_between(target);
        assert!(v.ease(false));
        let after = v.orientation.angle_between(target);
        assert!(after < start && after > 0.5 * start, "{start} -> {after}");
        let mut frames = 1;
        while v.ease(false) {
            frames += 1;
        }
        assert_eq!(v.orientation, target);
        assert!((10..60).contains(&frames), "{frames} frames");
        v.aim_at(Quat::IDENTITY);
        assert!(!v.ease(true) && v.orientation == Quat::IDENTITY);
        v.aim_at(target);
        v.orbit(10.0, 0.0);
        assert!(!v.ease(false), "the drag took over");
    }

    /// An aim that is no rotation (NaN, zero) is ignored: the view stays where it is and
    /// has nothing left to turn.
    #[test]
    fn an_aim_that_is_no_rotation_is_ignored() {
        let mut v = View::new(400.0, 300.0);
        let home = v.orientation;
        for bad in [
            Quat::from_xyzw(f32::NAN, 0.0, 0.0, 1.0),
            Quat::from_xyzw(0.0, 0.0, 0.0, 0.0),
        ] {
            v.aim_at(bad);
            assert!(!v.ease(false));
            assert_eq!(v.orientation, home);
        }
    }

    /// Projecting a face's centre and picking at that pixel gives the face back, for every
    /// face visible from the home view and from straight on.
    #[test]
    fn project_and_pick_agree() {
        let mut v = View::new(800.0, 600.0);
        let visible: Vec<Face> = Face::all()
            .filter(|&f| v.face_centre(f).is_some())
            .collect();
        assert!(visible.contains(&Face::A) && visible.contains(&Face::L));
        assert!(visible.len() >= 5, "{visible:?}");
        for f in Face::all() {
            v.look_at(f);
            let (x, y) = v.face_centre(f).unwrap();
            assert!((x - 400.0).abs() < 0.5 && (y - 300.0).abs() < 0.5);
            assert_eq!(v.pick(400.0, 300.0), Some(f));
        }
        assert_eq!(
            v.pick(2.0, 2.0),
            None,
            "the corner of the canvas is background"
        );
    }

    /// Picking at the projected centre of every region in sight gives that region back, on
    /// every puzzle, and a good share of each puzzle's regions is in sight.
    #[test]
    fn regions_pick_where_they_are_drawn() {
        for kind in PuzzleKind::ALL {
            let mut v = View::new(900.0, 700.0);
            v.show(kind);
            let shape = kind.info().shape();
            let mut seen = 0;
            for (r, region) in shape.regions().iter().enumerate() {
                let Some((x, y)) = v.project(region.centre()) else {
                    continue;
                };
                let hit = v.pick_hit(kind, x, y).map(|h| h.region);
                if hit != Some(r) {
                    assert_eq!(v.region_centre(kind, r), None, "hidden behind the puzzle");
                    assert!(hit.is_some_and(|h| shape.regions()[h].face != region.face));
                    continue;
                }
                assert_eq!(v.region_centre(kind, r), Some((x, y)));
                seen += 1;
            }
            let faces: std::collections::BTreeSet<usize> = (0..shape.regions().len())
                .filter(|&r| v.region_centre(kind, r).is_some())
                .map(|r| shape.regions()[r].face)
                .collect();
            assert!(seen * 3 > shape.regions().len(), "{kind}: {seen} in sight");
            assert!(faces.len() >= 2, "{kind}: two faces in sight");
            assert_eq!(v.pick_hit(kind, 1.0, 1.0), None);
        }
    }

    /// Looking at a face by its colour's name puts that face's centre in the middle.
    #[test]
    fn look_at_named_faces_of_every_puzzle() {
        let mut v = View::new(800.0, 600.0);
        for kind in PuzzleKind::ALL {
            let shape = kind.info().shape();
            for (c, name) in kind.def().colours().iter().enumerate() {
                v.look_at_named(kind, name).unwrap();
                let plane = shape.faces()[c];
                let (x, y) = v.project(plane.normal * plane.depth).unwrap();
                assert!(
                    (x - 400.0).abs() < 0.5 && (y - 300.0).abs() < 0.5,
                    "{kind} {name}"
                );
                assert_eq!(
                    v.pick_hit(kind, x + 3.0, y + 2.0)
                        .map(|h| shape.regions()[h.region].face),
                    Some(c)
                );
                assert_eq!(v.face_centre_named(kind, name), Ok(Some((x, y))));
            }
        }
        assert!(v.look_at_named(PuzzleKind::Cube2, "A").is_err());
    }

    #[test]
    fn portrait_canvases_keep_the_puzzle_in_width() {
        let v = View::new(300.0, 600.0);
        for f in Face::all() {
            if let Some((x, _)) = v.face_centre(f) {
                assert!((0.0..300.0).contains(&x));
            }
        }
        let (x, _) = v.project(glam::Vec3::new(1.3, 0.0, 0.0)).unwrap();
        assert!(x < 300.0 && x > 150.0);
    }

    #[test]
    fn the_drawing_buffer_follows_the_css_size_at_a_ratio_up_to_2() {
        let mut v = View::new(800.0, 600.0);
        assert_eq!(v.fit((301, 200), 1.5), (452, 300), "rounded");
        assert_eq!(
            (v.width, v.height),
            (301.0, 200.0),
            "the view in CSS pixels"
        );
        assert_eq!(v.fit((301, 200), 3.0), (602, 400), "capped at 2");
        assert_eq!(v.fit((301, 200), 0.5), (301, 200), "never below 1");
        assert_eq!(v.fit((0, -4), 2.0), (2, 2), "an empty canvas counts as 1×1");
        assert_eq!((v.width, v.height), (1.0, 1.0));
    }

    #[test]
    fn orbiting_keeps_a_rotation() {
        let mut v = View::new(800.0, 600.0);
        v.orbit(120.0, -40.0);
        v.rotate_about(Face::L, 1.0);
        assert!((v.orientation.length() - 1.0).abs() < 1e-5);
    }
}
