//! [`SchreierTree`]: one level of a stabiliser chain — a base point, the generators of that
//! level, the orbit of the base point under them, and a transversal.
//!
//! The orbit is grown breadth first, so every transversal element `u_b` (which sends the base
//! point to `b`) is the product along a shortest path of the tree. Both `u_b` and its inverse
//! are stored explicitly: sifting multiplies by inverses, and the Schreier generators
//! `u_b · s · u_{b^s}⁻¹` need both.

use super::perm_store::{identity, then_in_place, PermStore};

/// Marks a point outside the orbit in [`SchreierTree::position`].
const NOT_IN_ORBIT: u32 = u32::MAX;

/// Where an orbit point was first reached from: the parent's orbit position and the generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Edge {
    /// Orbit position of the parent point.
    pub(crate) parent: u32,
    /// Index of the level generator that sends the parent here.
    pub(crate) generator: u32,
}

/// One level of a stabiliser chain.
#[derive(Clone, Debug)]
pub(crate) struct SchreierTree {
    base: usize,
    generators: PermStore,
    orbit: Vec<usize>,
    position: Vec<u32>,
    edges: Vec<Option<Edge>>,
    transversal: PermStore,
    inverses: PermStore,
}

impl SchreierTree {
    /// A level with base point `base` and no generators yet (its orbit is just `base`).
    pub(crate) fn new(degree: usize, base: usize) -> SchreierTree {
        let mut position = vec![NOT_IN_ORBIT; degree];
        position[base] = 0;
        let id = identity(degree);
        let mut transversal = PermStore::new(degree);
        transversal.push(&id);
        SchreierTree {
            base,
            generators: PermStore::new(degree),
            orbit: vec![base],
            position,
            edges: vec![None],
            inverses: transversal.clone(),
            transversal,
        }
    }

    /// The base point.
    pub(crate) fn base(&self) -> usize {
        self.base
    }

    /// The orbit of the base point, in breadth-first order (the base point first).
    pub(crate) fn orbit(&self) -> &[usize] {
        &self.orbit
    }

    /// The generators of this level.
    pub(crate) fn generators(&self) -> &PermStore {
        &self.generators
    }

    /// The orbit position of `point`, if it lies in the orbit.
    #[inline]
    pub(crate) fn position(&self, point: usize) -> Option<usize> {
        match self.position.get(point) {
            Some(&p) if p != NOT_IN_ORBIT => Some(p as usize),
            _ => None,
        }
    }

    /// The tree edge that first reached orbit position `k` (`None` for the base point).
    pub(crate) fn edge(&self, k: usize) -> Option<Edge> {
        self.edges[k]
    }

    /// `u_b` for the point at orbit position `k`: an element sending the base point there.
    #[inline]
    pub(crate) fn transversal(&self, k: usize) -> &[u16] {
        self.transversal.get(k)
    }

    /// `u_b⁻¹` for the point at orbit position `k`.
    #[inline]
    pub(crate) fn inverse(&self, k: usize) -> &[u16] {
        self.inverses.get(k)
    }

    /// Adds a generator and extends the orbit and the tree; returns how many points were
    /// added. Existing transversal elements never change, so work done with them stays valid.
    pub(crate) fn add_generator(&mut self, g: &[u16]) -> usize {
        let new_gen = self.generators.len();
        self.generators.push(g);
        let old_len = self.orbit.len();
        let mut k = 0;
        while k < self.orbit.len() {
            // Old points only need the new generator; new points need all of them.
            let first_gen = if k < old_len { new_gen } else { 0 };
            for s in first_gen..self.generators.len() {
                let image = self.generators.get(s)[self.orbit[k]] as usize;
                if self.position[image] == NOT_IN_ORBIT {
                    self.position[image] = self.orbit.len() as u32;
                    self.orbit.push(image);
                    self.edges.push(Some(Edge {
                        parent: k as u32,
                        generator: s as u32,
                    }));
                    self.transversal.push_stored_then(k, self.generators.get(s));
                    let last = self.transversal.len() - 1;
                    self.inverses.push_inverse(self.transversal.get(last));
                }
            }
            k += 1;
        }
        self.orbit.len() - old_len
    }
}

/// Sifts `h` in place through `levels[from..]`: at each level, if `h` sends the base point to
/// `b` in the orbit, replaces `h` by `h · u_b⁻¹`. Returns the index of the first level whose
/// orbit does not contain the image of its base point (`levels.len()` if every level passed).
/// `h` is a member of the group of `levels[from]` exactly when the result is `levels.len()`
/// and `h` ends as the identity (given a complete chain).
pub(crate) fn sift(levels: &[SchreierTree], from: usize, h: &mut [u16]) -> usize {
    for (j, level) in levels.iter().enumerate().skip(from) {
        let b = h[level.base] as usize;
        if b == level.base {
            continue;
        }
        match level.position(b) {
            Some(k) => then_in_place(h, level.inverse(k)),
            None => return j,
        }
    }
    levels.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbit_and_transversal_of_a_cycle() {
        // (0 1 2 3) and (4 5) on six points; base 0.
        let mut t = SchreierTree::new(6, 0);
        assert_eq!(t.add_generator(&[0, 1, 2, 3, 5, 4]), 0);
        assert_eq!(t.add_generator(&[1, 2, 3, 0, 4, 5]), 3);
        assert_eq!(t.orbit(), &[0, 1, 2, 3]);
        for (k, &b) in t.orbit().iter().enumerate() {
            assert_eq!(t.transversal(k)[0] as usize, b);
            assert_eq!(t.inverse(k)[b] as usize, 0);
            assert_eq!(t.position(b), Some(k));
        }
        assert_eq!(t.position(4), None);
        assert_eq!(
            t.edge(2),
            Some(Edge {
                parent: 1,
                generator: 1
            })
        );
    }
}
