//! Which face a ray hits: the ray against the dodecahedron as an intersection of half-spaces.

use glam::Vec3;

use super::mesh::normal;
use crate::puzzle::{Dodecahedron, Face};

/// The face through which a ray (in the model frame) enters the puzzle, and the distance
/// along `dir` (a unit vector) to that point; `None` if it misses.
pub fn pick_face(origin: Vec3, dir: Vec3) -> Option<(Face, f32)> {
    let d = Dodecahedron::get();
    let (mut enter, mut exit) = (f32::NEG_INFINITY, f32::INFINITY);
    let mut face = None;
    for f in Face::all() {
        let n = normal(d, f);
        let (dn, gap) = (dir.dot(n), 1.0 - origin.dot(n));
        if dn.abs() < 1e-9 {
            if gap < 0.0 {
                return None;
            }
            continue;
        }
        let t = gap / dn;
        if dn < 0.0 {
            if t > enter {
                enter = t;
                face = Some(f);
            }
        } else {
            exit = exit.min(t);
        }
    }
    (enter <= exit && enter > 0.0).then_some(())?;
    face.map(|f| (f, enter))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays_at_face_centres_hit_those_faces() {
        let d = Dodecahedron::get();
        for f in Face::all() {
            let n = normal(d, f);
            let (hit, t) = pick_face(n * 5.0, -n).unwrap();
            assert_eq!(hit, f);
            assert!((t - 4.0).abs() < 1e-5);
        }
        assert!(pick_face(Vec3::new(0.0, 5.0, 5.0), Vec3::Z).is_none());
    }
}
