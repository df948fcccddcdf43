//! The keyboard: cubing.js's Megaminx key map (by `KeyboardEvent.code`), read into the
//! [`KeyAction`]s a puzzle of faces carries out with its [`Grip`](crate::app::sim::Grip).
//!
//! Keys name positions in WCA terms (U, F, R, …). The puzzle's faces keep their own letters,
//! so after a rotation (`y`, `z`, `Rv`) a key turns whichever face now sits in its position,
//! as in cubing.js. Wide turns (`Rw`, `Lw`, `d`) and slices (`2R`, `2L`) are written as what
//! they amount to with fixed centres: the opposite face turns and the whole puzzle rotates.

use crate::app::input::Modifiers;
use crate::app::sim::Grab;
use crate::app::sim::KeyAction;
use crate::app::sim::Rotation;
use crate::puzzle::Face;

/// The home face of a WCA position name.
fn at(name: &str) -> Face {
    let letter = match name {
        "FR" => 'A',
        "FL" => 'B',
        "F" => 'C',
        "R" => 'D',
        "DR" => 'E',
        "D" => 'F',
        "BL" => 'G',
        "BR" => 'H',
        "B" => 'I',
        "DL" => 'J',
        "L" => 'K',
        _ => 'L',
    };
    Face::from_letter(letter).expect("A..L")
}

/// A wide turn of position `name`: the opposite face turns the same way seen from its own
/// side, and the whole puzzle rotates like `name`.
fn wide(name: &str, fifths: i64) -> Vec<Grab> {
    let f = at(name);
    vec![
        Grab::Turn(f.opposite(), fifths),
        Grab::Rotate(Rotation { axis: f, fifths }),
    ]
}

/// The action of a key (`KeyboardEvent.code`), following cubing.js's Megaminx map.
pub fn key_action(code: &str, mods: Modifiers) -> Option<KeyAction> {
    if mods.command {
        return match (code, mods.shift) {
            ("KeyZ", false) => Some(KeyAction::Undo),
            ("KeyZ", true) | ("KeyY", _) => Some(KeyAction::Redo),
            _ => None,
        };
    }
    let turn = |name: &str, k: i64| vec![Grab::Turn(at(name), k)];
    let rotate = |name: &str, k: i64| {
        vec![Grab::Rotate(Rotation {
            axis: at(name),
            fifths: k,
        })]
    };
    let slice = |name: &str, k: i64| {
        let mut v = wide(name, k);
        v.push(Grab::Turn(at(name), -k));
        v
    };
    let seq = match code {
        "KeyI" => turn("R", 1),
        "KeyK" => turn("R", -1),
        "KeyW" => turn("B", 1),
        "KeyO" => turn("B", -1),
        "KeyS" => turn("FR", 1),
        "KeyL" => turn("FR", -1),
        "KeyD" => turn("L", 1),
        "KeyE" => turn("L", -1),
        "KeyJ" => turn("U", 1),
        "KeyF" => turn("U", -1),
        "KeyH" => turn("F", 1),
        "KeyG" => turn("F", -1),
        "KeyC" => wide("L", 1),
        "KeyR" => wide("L", -1),
        "KeyU" => wide("R", 1),
        "KeyM" => wide("R", -1),
        "KeyX" => wide("D", 1),
        "Comma" => wide("D", -1),
        "KeyT" | "KeyY" => rotate("R", 1),
        "KeyV" | "KeyN" => rotate("R", -1),
        "Semicolon" => rotate("U", 1),
        "KeyA" => rotate("U", -1),
        "KeyP" => rotate("F", 1),
        "KeyQ" => rotate("F", -1),
        "KeyZ" => slice("L", -1),
        "KeyB" => slice("R", 1),
        "Period" => slice("R", -1),
        _ => return None,
    };
    Some(KeyAction::Sequence(seq))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::sim::Grip;
    use crate::puzzle::State;
    use crate::puzzle::{Amount, Move};

    #[test]
    fn face_keys_turn_the_home_faces() {
        let g = Grip::default();
        let Some(KeyAction::Sequence(s)) = key_action("KeyI", Modifiers::default()) else {
            panic!()
        };
        let Grab::Turn(p, k) = s[0] else { panic!() };
        assert_eq!(
            g.resolve(p, k),
            Move::new(Face::D, Amount::CW),
            "I is R = D"
        );
        let command = Modifiers {
            command: true,
            ..Modifiers::default()
        };
        let shifted = Modifiers {
            shift: true,
            ..command
        };
        assert_eq!(key_action("KeyZ", command), Some(KeyAction::Undo));
        assert_eq!(key_action("KeyZ", shifted), Some(KeyAction::Redo));
        assert_eq!(key_action("Digit9", Modifiers::default()), None);
    }

    /// y turns the puzzle like U: the face that was at R comes to F.
    #[test]
    fn rotations_move_faces_between_positions() {
        let mut g = Grip::default();
        let axis = g.rotate(Rotation {
            axis: at("U"),
            fifths: 1,
        });
        assert_eq!(axis, Face::L);
        assert_eq!(g.face_at(at("F")), at("R"));
        assert_eq!(g.face_at(at("U")), at("U"));
        for _ in 0..4 {
            g.rotate(Rotation {
                axis: at("U"),
                fifths: 1,
            });
        }
        assert_eq!(g, Grip::default());
    }

    /// A wide turn and a slice change the puzzle like their definitions: with the grip
    /// rotated back, `Rw R*` leaves the R face as it was and turns everything else.
    #[test]
    fn wide_turn_is_opposite_face_plus_rotation() {
        let mut g = Grip::default();
        let Some(KeyAction::Sequence(s)) = key_action("KeyB", Modifiers::default()) else {
            panic!()
        };
        let mut state = State::SOLVED;
        for grab in s {
            match grab {
                Grab::Turn(p, k) => state = state.apply(g.resolve(p, k)),
                Grab::Rotate(r) => {
                    g.rotate(r);
                }
            }
        }
        // 2R = DL then R*, in fixed-centre terms (R = D, DL = J).
        let want = State::of_moves(&[
            Move::new(Face::J, Amount::CW),
            Move::new(Face::D, Amount::CCW),
        ]);
        assert_eq!(state, want);
    }
}
