//! [`PermPosition`]: a position of a puzzle other than the Megaminx as the animation queue
//! ([`Timeline`](crate::app::sim::Timeline)) plays it — a sticker permutation turned one generator
//! letter at a time.

use crate::group::{Letter, Perm};
use crate::puzzle::PuzzleKind;

use super::timeline::Animate;

/// A puzzle's sticker permutation (see [`PuzzleDef`](crate::puzzle::PuzzleDef)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PermPosition {
    /// Which puzzle.
    pub puzzle: PuzzleKind,
    /// The position.
    pub perm: Perm,
}

impl PermPosition {
    /// The solved puzzle.
    pub fn solved(puzzle: PuzzleKind) -> PermPosition {
        PermPosition {
            puzzle,
            perm: puzzle.def().identity(),
        }
    }
}

impl Animate for PermPosition {
    type Turn = Letter;
    type Layer = usize;

    /// The position after the generator's turn (its permutation to the letter's power).
    fn apply(&self, turn: Letter) -> PermPosition {
        let g = &self.puzzle.def().generators()[turn.generator];
        PermPosition {
            puzzle: self.puzzle,
            perm: self.perm.then(&g.perm.pow(i64::from(turn.power))),
        }
    }

    /// The generator turns, by its power in its own turns (a third of the Pyraminx, a
    /// quarter of the cube).
    fn layer_of(turn: Letter) -> (usize, i64) {
        (turn.generator, i64::from(turn.power))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::sim::Timeline;

    #[test]
    fn the_queue_plays_generator_turns_then_lands() {
        let cube = PuzzleKind::Cube2;
        let mut t = Timeline::new(PermPosition::solved(cube));
        let r = Letter {
            generator: cube.def().generator_index("R").unwrap(),
            power: -1,
        };
        t.push(r);
        t.advance(1.0);
        let turning = t.frame().turning.unwrap();
        assert_eq!(turning.face, r.generator);
        assert!(turning.fifths < 0.0 && turning.fifths > -1.0);
        assert!(
            t.frame().state.perm.is_identity(),
            "still showing the start"
        );
        t.advance(1e6);
        let want = cube.def().generators()[r.generator].perm.inverse();
        assert_eq!(t.frame().state.perm, want);
        assert_eq!(t.frame().turning, None);
    }
}
