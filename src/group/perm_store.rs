//! [`PermStore`]: many permutations of one degree in one flat buffer, for Schreier–Sims.
//!
//! A stabiliser chain of the Megaminx holds about three thousand transversal elements on 120
//! points. Keeping them side by side in one `Vec<u16>` (instead of one allocation each) keeps
//! them in cache and lets the hot loops work on plain slices. The composition convention is the
//! project's: left to right, `a` then `b` sends `x` to `b[a[x]]`.

/// Permutations of `0..degree` stored back to back, each as its image table.
#[derive(Clone, Debug, Default)]
pub(crate) struct PermStore {
    degree: usize,
    data: Vec<u16>,
}

impl PermStore {
    /// An empty store for permutations of `degree` points.
    pub(crate) fn new(degree: usize) -> PermStore {
        PermStore {
            degree,
            data: Vec::new(),
        }
    }

    /// How many permutations are stored.
    pub(crate) fn len(&self) -> usize {
        self.data.len().checked_div(self.degree).unwrap_or(0)
    }

    /// The image table of permutation `i`.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> &[u16] {
        &self.data[i * self.degree..(i + 1) * self.degree]
    }

    /// Appends a copy of `p` (whose length must be the degree).
    pub(crate) fn push(&mut self, p: &[u16]) {
        debug_assert_eq!(p.len(), self.degree);
        self.data.extend_from_slice(p);
    }

    /// Appends stored permutation `k` then `b`.
    pub(crate) fn push_stored_then(&mut self, k: usize, b: &[u16]) {
        let start = k * self.degree;
        for i in start..start + self.degree {
            let x = self.data[i];
            self.data.push(b[x as usize]);
        }
    }

    /// Appends the inverse of `p`.
    pub(crate) fn push_inverse(&mut self, p: &[u16]) {
        let start = self.data.len();
        self.data.resize(start + p.len(), 0);
        invert_into(p, &mut self.data[start..]);
    }

    /// Iterates over the stored permutations.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &[u16]> {
        self.data.chunks_exact(self.degree.max(1))
    }
}

/// The identity image table on `degree` points.
pub(crate) fn identity(degree: usize) -> Vec<u16> {
    (0..degree).map(|i| i as u16).collect()
}

/// Whether the image table fixes every point.
#[inline]
pub(crate) fn is_identity(p: &[u16]) -> bool {
    p.iter().enumerate().all(|(i, &x)| i == x as usize)
}

/// Replaces `h` by `h` then `p`, in place. Points of `h` beyond `p`'s degree are fixed by `p`,
/// so a longer `h` (an element from outside the group's degree) is handled too.
#[inline]
pub(crate) fn then_in_place(h: &mut [u16], p: &[u16]) {
    for x in h.iter_mut() {
        if let Some(&y) = p.get(*x as usize) {
            *x = y;
        }
    }
}

/// Writes `a` then `b` then `c` into `out` in one pass (all of one degree).
#[inline]
pub(crate) fn then3_into(a: &[u16], b: &[u16], c: &[u16], out: &mut [u16]) {
    for (o, &x) in out.iter_mut().zip(a) {
        *o = c[b[x as usize] as usize];
    }
}

/// Writes the inverse of `p` into `out` (same length).
pub(crate) fn invert_into(p: &[u16], out: &mut [u16]) {
    for (i, &x) in p.iter().enumerate() {
        out[x as usize] = i as u16;
    }
}

/// The smallest point that `p` moves.
pub(crate) fn first_moved(p: &[u16]) -> Option<usize> {
    p.iter().enumerate().position(|(i, &x)| i != x as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compose_and_invert_follow_left_to_right() {
        let a = [1u16, 2, 0, 3]; // (0 1 2)
        let b = [0u16, 1, 3, 2]; // (2 3)
        let mut s = PermStore::new(4);
        s.push(&a);
        s.push_stored_then(0, &b);
        s.push_inverse(&a);
        s.data.drain(..4);
        assert_eq!(s.len(), 2);
        assert_eq!(s.get(0), &[1, 3, 0, 2]); // 0→1, 1→2→3, 2→0, 3→2
        assert_eq!(s.get(1), &[2, 0, 1, 3]);
        let mut h = a.to_vec();
        then_in_place(&mut h, s.get(1));
        assert!(is_identity(&h));
        let mut out = [0u16; 4];
        then3_into(&a, &b, s.get(1), &mut out);
        assert_eq!(out, [0, 3, 2, 1]); // (2 3) moved by (0 1 2): (1 3)
        assert_eq!(first_moved(&out), Some(1));
    }

    #[test]
    fn longer_elements_keep_their_extra_points() {
        let mut h = vec![4u16, 1, 2, 3, 0]; // (0 4) on five points
        then_in_place(&mut h, &[1, 0, 2, 3]); // (0 1) on four points
        assert_eq!(h, vec![4, 0, 2, 3, 1]);
    }
}
