//! Move cancellation and the two length metrics.
//!
//! Adjacent turns of one face merge (`A A` → `A2`, `A A*` → nothing), and since opposite faces
//! share no pieces their turns commute, so a turn also merges with an earlier turn of its face
//! when only turns of the opposite face stand between them (`A G A` → `A2 G`). This is done
//! once over the whole concatenated solution, so it also works across step boundaries — the
//! undo of one conjugate against the setup of the next.

use crate::puzzle::Move;

/// The moves with every possible merge and cancellation done (see the module docs). The result
/// has the same effect as the input, and no two turns of one face are left separated only by
/// turns of the opposite face.
pub fn cancel(moves: &[Move]) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::with_capacity(moves.len());
    for &m in moves {
        push(&mut out, m);
    }
    out
}

/// Appends one move to an already cancelled sequence, merging it into the sequence's tail.
pub fn push(out: &mut Vec<Move>, m: Move) {
    if m.amount.is_zero() {
        return;
    }
    let n = out.len();
    let target = if n >= 1 && out[n - 1].face == m.face {
        Some(n - 1)
    } else if n >= 2 && out[n - 1].face == m.face.opposite() && out[n - 2].face == m.face {
        Some(n - 2)
    } else {
        None
    };
    match target {
        Some(i) => {
            let amount = out[i].amount.plus(m.amount);
            if amount.is_zero() {
                out.remove(i);
            } else {
                out[i] = Move::new(m.face, amount);
            }
        }
        None => out.push(m),
    }
}

/// Face-turn metric: every turn of one face, 72° or 144°, counts 1.
pub fn ftm(moves: &[Move]) -> usize {
    moves.iter().filter(|m| !m.amount.is_zero()).count()
}

/// Fifth-turn metric: a 72° turn counts 1, a 144° turn 2.
pub fn fifth_turns(moves: &[Move]) -> usize {
    moves.iter().map(|m| m.amount.fifth_turns() as usize).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::{Amount, Face, State};

    fn mv(f: Face, k: i64) -> Move {
        Move::new(f, Amount::new(k))
    }

    #[test]
    fn merges_and_cancels_through_opposite_faces() {
        let (a, g, b) = (Face::A, Face::G, Face::B);
        assert_eq!(cancel(&[mv(a, 1), mv(a, 1)]), vec![mv(a, 2)]);
        assert_eq!(cancel(&[mv(a, 1), mv(a, -1)]), vec![]);
        assert_eq!(
            cancel(&[mv(a, 1), mv(g, 1), mv(a, 1)]),
            vec![mv(a, 2), mv(g, 1)]
        );
        assert_eq!(cancel(&[mv(a, 1), mv(g, 1), mv(a, -1)]), vec![mv(g, 1)]);
        // B is neither A nor its opposite: no merge through it.
        assert_eq!(cancel(&[mv(a, 1), mv(b, 1), mv(a, 1)]).len(), 3);
        // Cascades: B A A* B* cancels completely.
        assert_eq!(cancel(&[mv(b, 1), mv(a, 1), mv(a, -1), mv(b, -1)]), vec![]);
        let seq = [mv(a, 2), mv(a, 2)];
        assert_eq!(cancel(&seq), vec![mv(a, -1)]);
        assert_eq!((ftm(&seq), fifth_turns(&seq)), (2, 4));
    }

    #[test]
    fn cancellation_keeps_the_effect() {
        let mut rng = crate::rng::Rng::new(5);
        for _ in 0..200 {
            let moves: Vec<Move> = (0..30)
                .map(|_| {
                    let f = Face::new(rng.below(2) * 6 + rng.below(3)).unwrap();
                    mv(f, rng.below(5) as i64)
                })
                .collect();
            let c = cancel(&moves);
            assert_eq!(State::of_moves(&c), State::of_moves(&moves));
            assert!(c.len() <= moves.len());
            assert!(c.iter().all(|m| !m.amount.is_zero()));
            for w in c.windows(2) {
                assert_ne!(w[0].face, w[1].face);
            }
            for w in c.windows(3) {
                assert!(!(w[1].face == w[0].face.opposite() && w[2].face == w[0].face));
            }
        }
    }
}
