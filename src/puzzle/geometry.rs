//! The regular dodecahedron the Megaminx is cut from: face normals, corners, and rotations.
//!
//! Everything about the Megaminx's structure (which faces touch, which way is clockwise, what a
//! turn does) is derived here from geometry, so the rest of the crate never hard-codes it.
//!
//! Frame: `y` up, `z` towards the viewer, right-handed. F (the bottom face) has normal `-y`,
//! L (the top) `+y`, and A is the lower-ring face looking towards `+z`.

use std::sync::OnceLock;

use glam::{DQuat, DVec3};

use super::face::{Amount, Face};

/// A rotation of the whole dodecahedron, as the permutation it induces on the faces:
/// `map[f]` is where face `f` is carried.
pub type FaceMap = [Face; Face::COUNT];

/// One of the 20 corners of the dodecahedron.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Vertex {
    /// The three faces that meet here, clockwise as seen from outside, starting with the
    /// alphabetically first face.
    pub faces: [Face; 3],
    /// Unit vector from the centre to this corner.
    pub direction: DVec3,
}

/// The dodecahedron: normals, clockwise neighbour rings, corners, and the rotation group.
#[derive(Debug)]
pub struct Dodecahedron {
    normals: [DVec3; Face::COUNT],
    rings: [[Face; 5]; Face::COUNT],
    vertices: Vec<Vertex>,
    rotations: Vec<FaceMap>,
}

/// Angle of a clockwise fifth turn seen from outside, as a right-handed rotation angle.
pub(super) const CLOCKWISE_FIFTH: f64 = -2.0 * std::f64::consts::PI / 5.0;

impl Dodecahedron {
    /// The shared instance (built once).
    pub fn get() -> &'static Dodecahedron {
        static CELL: OnceLock<Dodecahedron> = OnceLock::new();
        CELL.get_or_init(Dodecahedron::build)
    }

    fn build() -> Dodecahedron {
        let s5 = 5f64.sqrt();
        let mut normals = [DVec3::ZERO; Face::COUNT];
        normals[Face::F.index()] = DVec3::NEG_Y;
        normals[Face::A.index()] = DVec3::new(0.0, -1.0 / s5, 2.0 / s5);
        // B..E follow F clockwise around A (seen from outside A).
        let turn_a = DQuat::from_axis_angle(normals[0], CLOCKWISE_FIFTH);
        let mut n = normals[Face::F.index()];
        for face in [Face::B, Face::C, Face::D, Face::E] {
            n = turn_a * n;
            normals[face.index()] = n;
        }
        for f in Face::all().take(6) {
            normals[f.opposite().index()] = -normals[f.index()];
        }
        let nearest = |v: DVec3| -> Face {
            Face::all()
                .max_by(|a, b| {
                    v.dot(normals[a.index()])
                        .total_cmp(&v.dot(normals[b.index()]))
                })
                .expect("twelve faces")
        };
        let adjacent = |a: Face, b: Face| {
            let d = normals[a.index()].dot(normals[b.index()]);
            (d - 1.0 / s5).abs() < 1e-9
        };
        // Each face's ring: neighbours clockwise seen from outside, starting at its "bottom"
        // (A: F; B..F: A; G: L; H..L: G), the thesis's sticker-numbering origin.
        let mut rings = [[Face::A; 5]; Face::COUNT];
        for f in Face::all() {
            let bottom = match f.index() {
                0 => Face::F,
                1..=5 => Face::A,
                6 => Face::L,
                _ => Face::G,
            };
            let q = DQuat::from_axis_angle(normals[f.index()], CLOCKWISE_FIFTH);
            let mut v = normals[bottom.index()];
            for slot in rings[f.index()].iter_mut() {
                *slot = nearest(v);
                v = q * v;
            }
        }
        let mut vertices = Vec::new();
        for a in Face::all() {
            for b in Face::all().filter(|&b| b > a && adjacent(a, b)) {
                for c in Face::all().filter(|&c| c > b && adjacent(a, c) && adjacent(b, c)) {
                    let direction =
                        (normals[a.index()] + normals[b.index()] + normals[c.index()]).normalize();
                    // Clockwise seen from outside the corner: b follows a, or c does.
                    let ab = normals[a.index()].cross(normals[b.index()]).dot(direction);
                    let faces = if ab < 0.0 { [a, b, c] } else { [a, c, b] };
                    vertices.push(Vertex { faces, direction });
                }
            }
        }
        let mut d = Dodecahedron {
            normals,
            rings,
            vertices,
            rotations: Vec::new(),
        };
        d.rotations = d.rotation_group();
        d
    }

    /// The outward unit normal of a face.
    pub fn normal(&self, face: Face) -> DVec3 {
        self.normals[face.index()]
    }

    /// The five neighbours of `face`, clockwise as seen from outside, starting at the one the
    /// thesis numbers from (its "bottom": F for A, A for B..F, L for G, G for H..L).
    pub fn ring(&self, face: Face) -> [Face; 5] {
        self.rings[face.index()]
    }

    /// Whether two faces share an edge.
    pub fn adjacent(&self, a: Face, b: Face) -> bool {
        self.rings[a.index()].contains(&b)
    }

    /// Whether turns of two different faces commute: they share no piece, which is when they
    /// are not neighbours (a piece lies on two or three mutually adjacent faces). Each face
    /// commutes with six: its opposite and the five around it.
    pub fn commute(&self, a: Face, b: Face) -> bool {
        a != b && !self.adjacent(a, b)
    }

    /// The 20 corners, ordered by their alphabetical face triples.
    pub fn vertices(&self) -> &[Vertex] {
        &self.vertices
    }

    /// The rotation of the whole dodecahedron by `amount` about `face`'s axis (clockwise seen
    /// from outside that face), as a map of faces.
    pub fn turn_map(&self, face: Face, amount: Amount) -> FaceMap {
        let q = self.turn_quat(face, amount.fifths() as f64);
        self.face_map_of(q)
    }

    /// The rotation that turns `face` by `fifths` clockwise fifths (may be fractional, for
    /// animation), as a quaternion in the model frame.
    pub fn turn_quat(&self, face: Face, fifths: f64) -> DQuat {
        DQuat::from_axis_angle(self.normal(face), CLOCKWISE_FIFTH * fifths)
    }

    /// The 60 rotational symmetries, identity first, as face maps.
    pub fn rotations(&self) -> &[FaceMap] {
        &self.rotations
    }

    fn face_map_of(&self, q: DQuat) -> FaceMap {
        let mut map = [Face::A; Face::COUNT];
        for f in Face::all() {
            let v = q * self.normal(f);
            map[f.index()] = Face::all()
                .max_by(|a, b| v.dot(self.normal(*a)).total_cmp(&v.dot(self.normal(*b))))
                .expect("twelve faces");
        }
        map
    }

    fn rotation_group(&self) -> Vec<FaceMap> {
        let identity: FaceMap = std::array::from_fn(|i| Face::new(i).expect("index < 12"));
        let gens = [
            self.turn_map(Face::A, Amount::CW),
            self.turn_map(Face::F, Amount::CW),
        ];
        let mut all = vec![identity];
        let mut k = 0;
        while k < all.len() {
            let cur = all[k];
            for g in &gens {
                let next: FaceMap = std::array::from_fn(|i| g[cur[i].index()]);
                if !all.contains(&next) {
                    all.push(next);
                }
            }
            k += 1;
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn faces(s: &str) -> Vec<Face> {
        s.split_whitespace().map(|x| x.parse().unwrap()).collect()
    }

    /// design.md's neighbour lists (clockwise from outside), up to rotation of the list.
    #[test]
    fn rings_match_the_design_doc() {
        let d = Dodecahedron::get();
        let lists = [
            "B C D E F",
            "A F J K C",
            "A B K L D",
            "A C L H E",
            "A D H I F",
            "A E I J B",
            "H L K J I",
            "D L G I E",
            "E H G J F",
            "B F I G K",
            "B J G L C",
            "C K G H D",
        ];
        for (f, list) in Face::all().zip(lists) {
            let want = faces(list);
            let ring = d.ring(f);
            let start = ring.iter().position(|&x| x == want[0]).unwrap();
            let rotated: Vec<Face> = (0..5).map(|k| ring[(start + k) % 5]).collect();
            assert_eq!(rotated, want, "ring of {f}");
        }
    }

    #[test]
    fn twenty_corners_and_sixty_rotations() {
        let d = Dodecahedron::get();
        assert_eq!(d.vertices().len(), 20);
        assert_eq!(d.rotations().len(), 60);
        for f in Face::all() {
            assert!((d.normal(f).length() - 1.0).abs() < 1e-12);
            assert_eq!(d.turn_map(f, Amount::CW)[f.index()], f);
        }
        // Turning A clockwise carries F's position to B's (F is A's bottom, B its next ring face).
        assert_eq!(d.turn_map(Face::A, Amount::CW)[Face::F.index()], Face::B);
    }
}
