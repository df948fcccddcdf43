//! The net of a face-turning dodecahedron ([`Dodecahedral`]): two flowers of six pentagons — `L` (the top) with its five neighbours,
//! `F` (the bottom) with its five — unfolded from the dodecahedron and joined at one edge.
//!
//! Faces are placed one at a time: the first flat, each next one as the mirror image of a
//! placed neighbour across their shared edge, which is what unfolding does. Corners are
//! known by the three faces that meet there, so the thesis's sticker numbering needs no
//! drawing by hand: a sticker's region is its face's pentagon cut by the lines where the
//! neighbouring layers end (as the 3D model cuts its faces).

use glam::Vec2;

use super::Dodecahedral;
use crate::puzzle::net::{sticker_tiles, Label, Net, Tile};
use crate::puzzle::{clip_polygon, Dodecahedron, Face, PuzzleKind};
/// A fifth of a turn; positive angles turn clockwise on screen (y down).
const FIFTH: f32 = std::f32::consts::TAU / 5.0;

/// One face laid flat: its centre and its corners, `corners[k]` being where the face meets
/// `ring[k]` and `ring[k + 1]` (clockwise, as the ring runs).
#[derive(Clone, Copy, Debug)]
struct Flat {
    centre: Vec2,
    corners: [Vec2; 5],
}

/// A flat face around `centre` whose corner `k` lies at `first` turned `k − start` fifths.
fn pentagon(centre: Vec2, start: usize, first: Vec2) -> Flat {
    let mut corners = [Vec2::ZERO; 5];
    for i in 0..5 {
        let r = Vec2::from_angle(FIFTH * i as f32).rotate(first - centre);
        corners[(start + i) % 5] = centre + r;
    }
    Flat { centre, corners }
}

/// Lays face `y` flat beside the placed face `x`, across their shared edge.
fn unfold(d: &Dodecahedron, placed: &[Option<Flat>; 12], x: Face, y: Face) -> Flat {
    let fx = placed[x.index()].expect("unfold from a placed face");
    let (rx, ry) = (d.ring(x), d.ring(y));
    let k = rx.iter().position(|&f| f == y).expect("neighbours");
    let j = ry.iter().position(|&f| f == x).expect("neighbours");
    // x's corners k−1 and k are the shared edge's ends: {x, rx[k−1], y} and {x, y, rx[k+1]}.
    let (a, b) = (fx.corners[(k + 4) % 5], fx.corners[k]);
    let axis = (b - a).normalize();
    let foot = a + axis * (fx.centre - a).dot(axis);
    let centre = 2.0 * foot - fx.centre;
    // y's corner j is {y, x, ry[j+1]}: the end of the edge that also touches ry[j+1].
    let third = ry[(j + 1) % 5];
    let at = if third == rx[(k + 4) % 5] { a } else { b };
    pentagon(centre, j, at)
}

/// Both flowers, the second attached through petals `(y, z)`; faces indexed by `Face`.
fn layout(d: &Dodecahedron, y: Face, z: Face) -> [Flat; 12] {
    let mut placed: [Option<Flat>; 12] = [None; 12];
    let top = Face::L;
    placed[top.index()] = Some(pentagon(Vec2::ZERO, 0, Vec2::new(0.0, -1.0)));
    for p in d.ring(top) {
        placed[p.index()] = Some(unfold(d, &placed, top, p));
    }
    let bottom = Face::F;
    placed[z.index()] = Some(unfold(d, &placed, y, z));
    placed[bottom.index()] = Some(unfold(d, &placed, z, bottom));
    for p in d.ring(bottom) {
        if p != z {
            placed[p.index()] = Some(unfold(d, &placed, bottom, p));
        }
    }
    placed.map(|f| f.expect("the two flowers hold all twelve faces"))
}

/// The flattest of the ways to join the flowers (after turning the line through their
/// centres level) whose pentagons keep apart.
fn best_layout(d: &Dodecahedron) -> [Flat; 12] {
    let mut best: Option<(f32, [Flat; 12])> = None;
    for y in d.ring(Face::L) {
        for z in d.ring(Face::F).into_iter().filter(|&z| d.adjacent(y, z)) {
            let flats = level(layout(d, y, z));
            let inradius =
                (flats[0].corners[0] + flats[0].corners[1] - 2.0 * flats[0].centre).length() / 2.0;
            let apart = (0..12).all(|i| {
                (i + 1..12)
                    .all(|j| flats[i].centre.distance(flats[j].centre) > 2.0 * inradius - 1e-3)
            });
            let ys = flats.iter().flat_map(|f| f.corners.map(|c| c.y));
            let (lo, hi) = ys.fold((f32::INFINITY, f32::NEG_INFINITY), |(lo, hi), v| {
                (lo.min(v), hi.max(v))
            });
            if apart && best.as_ref().is_none_or(|(h, _)| hi - lo < *h - 1e-4) {
                best = Some((hi - lo, flats));
            }
        }
    }
    best.expect("some join keeps the flowers apart").1
}

/// Turns the layout so that the top flower's centre is left of the bottom flower's, level.
fn level(flats: [Flat; 12]) -> [Flat; 12] {
    let along = flats[Face::F.index()].centre - flats[Face::L.index()].centre;
    let turn = Vec2::from_angle(-along.to_angle());
    flats.map(|f| Flat {
        centre: turn.rotate(f.centre),
        corners: f.corners.map(|c| turn.rotate(c)),
    })
}

/// The region of face `f` that belongs to the piece slot touching `slot` (just `[f]` for
/// the centre).
/// The cut lines run at `fraction` of the inradius from the centre (as in the 3D model).
fn region(d: &Dodecahedron, fraction: f32, flat: &Flat, f: Face, slot: &[Face]) -> Vec<Vec2> {
    let ring = d.ring(f);
    let mut polygon = flat.corners.to_vec();
    for (k, y) in ring.iter().enumerate() {
        let mid = (flat.corners[(k + 4) % 5] + flat.corners[k]) / 2.0;
        let out = mid - flat.centre;
        let (dir, cut) = (out.normalize(), fraction * out.length());
        let sign = if slot.contains(y) { 1.0 } else { -1.0 };
        polygon = clip_polygon(&polygon, |p| sign * ((p - flat.centre).dot(dir) - cut));
    }
    polygon
}

/// The net of `m`, registered as `kind`.
pub(in crate::puzzle) fn build(kind: PuzzleKind, m: &Dodecahedral) -> Net {
    let d = Dodecahedron::get();
    let def = m.def();
    let fraction = m.cut().centre_fraction;
    let flats = best_layout(d);
    let face_of = |s: usize| Face::new(def.stickers()[s].colour).expect("a colour is a face");
    let mut tiles = sticker_tiles(def, |s| {
        let f = face_of(s);
        region(
            d,
            fraction,
            &flats[f.index()],
            f,
            m.slot_faces(def.stickers()[s].piece),
        )
    });
    tiles.extend(Face::all().map(|f| Tile {
        polygon: region(d, fraction, &flats[f.index()], f, &[f]),
        sticker: None,
        colour: f.index(),
        turn: def.generator_index(&f.to_string()),
    }));
    let labels = Face::all()
        .map(|f| Label {
            at: flats[f.index()].centre,
            text: f.to_string(),
        })
        .collect();
    Net::new(kind, tiles, labels)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Unfolding keeps every shared corner shared: faces joined in the net meet corner to
    /// corner, and each face is a regular pentagon of one size.
    #[test]
    fn the_flowers_are_an_unfolding() {
        let d = Dodecahedron::get();
        let flats = best_layout(d);
        let side = flats[0].corners[0].distance(flats[0].corners[1]);
        let mut joins = 0;
        for x in Face::all() {
            let fx = flats[x.index()];
            for k in 0..5 {
                let s = fx.corners[k].distance(fx.corners[(k + 1) % 5]);
                assert!((s - side).abs() < 1e-4);
            }
            for (k, y) in d.ring(x).into_iter().enumerate() {
                let fy = flats[y.index()];
                let (a, b) = (fx.corners[(k + 4) % 5], fx.corners[k]);
                if fy.corners.iter().any(|c| c.distance(a) < 1e-4)
                    && fy.corners.iter().any(|c| c.distance(b) < 1e-4)
                {
                    joins += 1;
                }
            }
        }
        // Eleven folds join twelve faces (each counted from both sides).
        assert_eq!(joins, 22);
    }

    /// Each corner sticker lies at the corner of its face where its piece's faces meet, each
    /// edge sticker along the edge to its piece's other face: the thesis numbering on the net,
    /// with edges and without.
    #[test]
    fn stickers_sit_where_their_pieces_are() {
        let d = Dodecahedron::get();
        let flats = best_layout(d);
        let cuts = [(true, 0.45), (false, (std::f32::consts::TAU / 5.0).cos())];
        for (edges, centre_fraction) in cuts {
            let m = Dodecahedral::new(
                "test",
                super::super::Cut {
                    edges,
                    centre_fraction,
                },
            );
            let def = m.def();
            for s in 0..def.sticker_count() {
                let f = Face::new(def.stickers()[s].colour).unwrap();
                let slot = m.slot_faces(def.stickers()[s].piece);
                let flat = flats[f.index()];
                let ring = d.ring(f);
                let outline = region(d, centre_fraction, &flat, f, slot);
                assert!(outline.len() >= 3, "sticker {} has an area", s + 1);
                let centre = outline.iter().sum::<Vec2>() / outline.len() as f32;
                // Nearest corner or edge midpoint of the face, by the faces it touches.
                let mut features: Vec<(Vec2, Vec<Face>)> = Vec::new();
                for k in 0..5 {
                    features.push((flat.corners[k], vec![f, ring[k], ring[(k + 1) % 5]]));
                    let mid = (flat.corners[(k + 4) % 5] + flat.corners[k]) / 2.0;
                    features.push((mid, vec![f, ring[k]]));
                }
                let nearest = features
                    .iter()
                    .min_by(|a, b| a.0.distance(centre).total_cmp(&b.0.distance(centre)))
                    .unwrap();
                let mut want = slot.to_vec();
                let mut got = nearest.1.clone();
                want.sort();
                got.sort();
                assert_eq!(got, want, "sticker {}", s + 1);
            }
        }
    }
}
