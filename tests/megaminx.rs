//! Properties of the Megaminx model over random move sequences.

use minx::group::{Parity, Perm};
use minx::puzzle::{Amount, Face, Megaminx, Move, State};
use proptest::prelude::*;

fn moves() -> impl Strategy<Value = Vec<Move>> {
    prop::collection::vec(
        (0usize..12, 1i64..5).prop_map(|(f, a)| Move::new(Face::new(f).unwrap(), Amount::new(a))),
        0..60,
    )
}

proptest! {
    /// w · w⁻¹ = id, at sticker level and at piece level.
    #[test]
    fn word_times_inverse_is_identity(w in moves()) {
        let m = Megaminx::get();
        let inverse: Vec<Move> = w.iter().rev().map(|m| m.inverse()).collect();
        let p = m.apply_moves(&w).then(&m.apply_moves(&inverse));
        prop_assert!(p.is_identity());
        prop_assert!(State::of_moves(&w).then(&State::of_moves(&inverse)).is_solved());
    }

    /// Every reachable state is legal: even on corners and on edges, flips and twists sum to 0.
    #[test]
    fn reachable_states_are_legal(w in moves()) {
        let s = State::of_moves(&w);
        prop_assert_eq!(s.check_legal(), Ok(()));
        // The sticker permutation is even too (each turn is four 5-cycles).
        prop_assert_eq!(Megaminx::get().apply_moves(&w).parity(), Parity::Even);
    }

    /// Piece-level and sticker-level composition agree.
    #[test]
    fn piece_and_sticker_levels_agree(w in moves()) {
        let s = State::of_moves(&w);
        prop_assert_eq!(s.to_perm(), Megaminx::get().apply_moves(&w));
        prop_assert_eq!(State::from_perm(&s.to_perm()).unwrap(), s);
    }
}

/// X⁵ = id for every face, and a fifth turn is five disjoint 5-cycles.
#[test]
fn fifth_power_of_every_turn_is_identity() {
    let m = Megaminx::get();
    for f in Face::all() {
        let t = m.turn(f);
        assert!(t.pow(5).is_identity());
        assert!(!t.is_identity());
        assert_eq!(t.cycle_type().to_string(), "5^5");
    }
}

/// Opposite faces commute; adjacent faces do not.
#[test]
fn opposite_faces_commute() {
    let m = Megaminx::get();
    for f in Face::all() {
        for g in Face::all() {
            let commute = m.turn(f).then(m.turn(g)) == m.turn(g).then(m.turn(f));
            let d = minx::puzzle::Dodecahedron::get();
            assert_eq!(
                commute,
                f == g || f.opposite() == g || !d.adjacent(f, g),
                "{f} {g}"
            );
        }
    }
}

/// A brute-force cross-check of the turn permutations that does not reuse `Megaminx`: rotate
/// each sticker's 3D position about the face axis and see where it lands.
#[test]
fn turns_agree_with_rotating_sticker_positions() {
    let d = minx::puzzle::Dodecahedron::get();
    let m = Megaminx::get();
    let def = m.def();
    // The direction of a sticker's piece from the centre of the puzzle.
    let piece_direction = |s: usize| {
        let piece = &def.pieces()[def.stickers()[s].piece];
        piece
            .stickers
            .iter()
            .map(|&t| d.normal(Face::new(def.stickers()[t].colour).unwrap()))
            .sum::<glam::DVec3>()
            .normalize()
    };
    // A sticker's position: its piece's direction, pushed out a little along its own face.
    let position = |s: usize| {
        let face = Face::new(def.stickers()[s].colour).unwrap();
        piece_direction(s) * 2.0 + d.normal(face)
    };
    for f in Face::all() {
        let q = d.turn_quat(f, 1.0);
        let images: Vec<usize> = (0..120)
            .map(|s| {
                let p = position(s);
                if piece_direction(s).dot(d.normal(f)) < 0.7 {
                    return s; // not in the turning layer
                }
                let r = q * p;
                (0..120)
                    .min_by(|&a, &b| {
                        (position(a) - r)
                            .length()
                            .total_cmp(&(position(b) - r).length())
                    })
                    .unwrap()
            })
            .collect();
        assert_eq!(Perm::from_images(&images).unwrap(), *m.turn(f), "face {f}");
    }
}
