//! Move cancellation and the two length metrics.
//!
//! Adjacent turns of one face merge (`A A` → `A2`, `A A*` → nothing), and since faces that are
//! not neighbours share no pieces their turns commute, so a turn also merges with an earlier
//! turn of its face when only turns of faces it commutes with stand between them: its
//! opposite (`A G A` → `A2 G`) and the five faces around that (`A H K A` → `A2 H K`). This is
//! done once over the whole concatenated solution, so it also works across step boundaries —
//! the undo of one conjugate against the setup of the next. The rule is the puzzles' own
//! ([`merge_turn`], which [`Canceller`](crate::puzzle::Canceller) uses too), so a plan's
//! count is what the player plays.

use crate::puzzle::{merge_turn, Move};

/// The moves with every possible merge and cancellation done (see the module docs). The result
/// has the same effect as the input, and no two turns of one face are left separated only by
/// turns of faces that commute with it.
pub fn cancel(moves: &[Move]) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::with_capacity(moves.len());
    for &m in moves {
        push(&mut out, m);
    }
    out
}

/// Appends one move to an already cancelled sequence, merging it into the sequence's tail.
pub fn push(out: &mut Vec<Move>, m: Move) {
    push_by(out, m, |&x| x, |_, merged| merged);
}

/// A move of a cancelled sequence and the input moves it came from: the first and the last
/// (indices into the input). A move merged from several input moves (`A … A` → `A2`) spans
/// from the earliest to the latest of them; a move left alone spans just itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Traced {
    /// The move as it is played.
    pub mv: Move,
    /// The earliest input move merged into it.
    pub first: usize,
    /// The latest input move merged into it.
    pub last: usize,
}

/// [`cancel`], remembering where every output move came from. `cancel_traced(m)` lists
/// exactly the moves of `cancel(m)`, in order; an input move that cancelled away is in no
/// output move's span.
pub fn cancel_traced(moves: &[Move]) -> Vec<Traced> {
    let mut out: Vec<Traced> = Vec::with_capacity(moves.len());
    for (i, &m) in moves.iter().enumerate() {
        push_by(
            &mut out,
            m,
            |t| t.mv,
            |t, mv| Traced {
                mv,
                first: t.map_or(i, |t| t.first),
                last: i,
            },
        );
    }
    out
}

/// The merge rule of [`push`] ([`merge_turn`], every puzzle's rule, on faces: two faces
/// commute when they share no piece), for sequences of anything that carries a move:
/// `merged(old, move)` makes the new entry (`old` is the entry merged into, `None` for a new
/// one).
fn push_by<T>(
    out: &mut Vec<T>,
    m: Move,
    mv: impl Fn(&T) -> Move,
    merged: impl Fn(Option<&T>, Move) -> T,
) {
    if m.amount.is_zero() {
        return;
    }
    let d = crate::puzzle::Dodecahedron::get();
    merge_turn(
        out,
        m.face,
        |x| mv(x).face,
        |f, g| d.commute(f, g),
        |old| {
            let amount = mv(old).amount.plus(m.amount);
            (!amount.is_zero()).then(|| merged(Some(old), Move::new(m.face, amount)))
        },
        || merged(None, m),
    );
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
    fn merges_and_cancels_through_faces_that_commute() {
        let (a, g, b) = (Face::A, Face::G, Face::B);
        assert_eq!(cancel(&[mv(a, 1), mv(a, 1)]), vec![mv(a, 2)]);
        assert_eq!(cancel(&[mv(a, 1), mv(a, -1)]), vec![]);
        assert_eq!(
            cancel(&[mv(a, 1), mv(g, 1), mv(a, 1)]),
            vec![mv(a, 2), mv(g, 1)]
        );
        assert_eq!(cancel(&[mv(a, 1), mv(g, 1), mv(a, -1)]), vec![mv(g, 1)]);
        // B is A's neighbour: no merge through it.
        assert_eq!(cancel(&[mv(a, 1), mv(b, 1), mv(a, 1)]).len(), 3);
        // H and K lie around G, far from A: A merges through both, and through G with them.
        let (h, k) = (Face::H, Face::K);
        assert_eq!(
            cancel(&[mv(a, 1), mv(h, 1), mv(k, 2), mv(g, 1), mv(a, 1)]),
            vec![mv(a, 2), mv(h, 1), mv(k, 2), mv(g, 1)]
        );
        assert_eq!(cancel(&[mv(a, 1), mv(h, 1), mv(b, 1), mv(a, 1)]).len(), 4);
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
            let d = crate::puzzle::Dodecahedron::get();
            for i in 0..c.len() {
                for j in i + 1..c.len() {
                    let between = &c[i + 1..j];
                    let apart = between.iter().any(|x| !d.commute(x.face, c[j].face));
                    assert!(c[i].face != c[j].face || apart, "{c:?}: {i} and {j} merge");
                }
            }
        }
    }

    /// The traced cancellation lists the same moves as `cancel`, each span names input moves
    /// of its face (and at least one), spans start in order, and every input move that
    /// survives is in exactly one span.
    #[test]
    fn traced_cancellation_is_cancellation_with_sources() {
        let mut rng = crate::rng::Rng::new(9);
        for _ in 0..300 {
            let moves: Vec<Move> = (0..40)
                .map(|_| {
                    let f = Face::new(rng.below(2) * 6 + rng.below(3)).unwrap();
                    mv(f, rng.below(5) as i64)
                })
                .collect();
            let traced = cancel_traced(&moves);
            let plain: Vec<Move> = traced.iter().map(|t| t.mv).collect();
            assert_eq!(plain, cancel(&moves));
            for t in &traced {
                assert!(t.first <= t.last);
                assert_eq!(moves[t.first].face, t.mv.face);
                assert_eq!(moves[t.last].face, t.mv.face);
            }
            for w in traced.windows(2) {
                assert!(w[0].first < w[1].first, "spans start in order");
            }
        }
        let (a, g) = (Face::A, Face::G);
        let t = cancel_traced(&[mv(a, 1), mv(g, 1), mv(a, 1)]);
        assert_eq!((t[0].mv, t[0].first, t[0].last), (mv(a, 2), 0, 2));
        assert_eq!((t[1].mv, t[1].first, t[1].last), (mv(g, 1), 1, 1));
    }
}

#[cfg(test)]
mod letter_tests {
    use crate::group::Letter;
    use crate::puzzle::{Amount, Canceller, Face, Move, PuzzleKind};

    /// The generic letter cancellation of `puzzle` (the player's) and this one agree on the
    /// Megaminx: A and B are neighbours, G and H lie far from A, and B is far from G.
    #[test]
    fn agrees_with_the_generic_rule() {
        let c = Canceller::of(PuzzleKind::Megaminx.info());
        let mut rng = crate::rng::Rng::new(7);
        for _ in 0..300 {
            let moves: Vec<Move> = (0..30)
                .map(|_| {
                    let f = Face::new([0, 6, 1, 7][rng.below(4)]).unwrap();
                    Move::new(f, Amount::new(rng.below(5) as i64))
                })
                .collect();
            let letters: Vec<Letter> = moves.iter().map(|&m| Letter::from(m)).collect();
            let want: Vec<Letter> = super::cancel(&moves)
                .into_iter()
                .map(Letter::from)
                .collect();
            assert_eq!(c.cancel(&letters), want);
        }
    }
}
