//! [`Perm`]: a permutation of the points `0..n`, composed left to right.

use std::fmt;
use std::hash::{Hash, Hasher};

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::One;

use super::cycles::CycleType;
use super::error::GroupError;

/// Whether a permutation is a product of an even or an odd number of transpositions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Parity {
    /// An even number of transpositions (the sign is +1).
    Even,
    /// An odd number of transpositions (the sign is −1).
    Odd,
}

impl Parity {
    /// The parity of the product of two permutations with these parities.
    pub fn combine(self, other: Parity) -> Parity {
        if self == other {
            Parity::Even
        } else {
            Parity::Odd
        }
    }
}

impl fmt::Display for Parity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Parity::Even => "even",
            Parity::Odd => "odd",
        })
    }
}

/// A permutation of the points `0..degree`, stored as its image table.
///
/// This is the one place the project's composition convention lives: **left to right**, as the
/// thesis writes move sequences. `a.then(&b)` is "first `a`, then `b`", so a point `x` goes to
/// `b(a(x))`. A cycle `(a b c)` sends `a` to `b`, `b` to `c` and `c` to `a`. Text uses 1-based
/// points; the API uses 0-based points.
///
/// ```
/// use minx::group::Perm;
/// let a: Perm = "(1 2 3)".parse().unwrap();
/// let b: Perm = "(3 4)".parse().unwrap();
/// // First a (1→2→3→1), then b (3↔4): 1→2, 2→3→4, 4→3, 3→1.
/// assert_eq!(a.then(&b).to_string(), "(1 2 4 3)");
/// assert_eq!(a.image(0), 1); // 0-based: point 1 goes to point 2
/// ```
///
/// Permutations of different degrees compare and compose as if the shorter one fixed the
/// missing points, so `"(1 2)"` equals the transposition of two points inside `S_120`.
///
/// In a message (serde) a permutation is its 0-based image list, checked when it is read.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "Vec<usize>", into = "Vec<usize>")]
pub struct Perm {
    img: Vec<u16>,
}

/// The least common multiple of `numbers` (1 for none), or `None` past `u128`.
pub fn lcm_small(numbers: impl IntoIterator<Item = u128>) -> Option<u128> {
    numbers
        .into_iter()
        .try_fold(1u128, |acc, n| acc.checked_mul(n / acc.gcd(&n)))
}

/// The largest degree a [`Perm`] can have (points are stored as `u16`).
pub const MAX_DEGREE: usize = u16::MAX as usize + 1;

impl Perm {
    /// The identity on `degree` points.
    pub fn identity(degree: usize) -> Perm {
        assert!(degree <= MAX_DEGREE, "degree {degree} exceeds {MAX_DEGREE}");
        Perm {
            img: (0..degree).map(|i| i as u16).collect(),
        }
    }

    /// The permutation sending point `i` to `images[i]`, or an error if `images` is not a
    /// bijection of `0..images.len()`.
    pub fn from_images(images: &[usize]) -> Result<Perm, GroupError> {
        let n = images.len();
        if n > MAX_DEGREE {
            return Err(GroupError::DegreeTooLarge { degree: n });
        }
        let mut seen = vec![false; n];
        for (i, &x) in images.iter().enumerate() {
            if x >= n {
                return Err(GroupError::ImageOutOfRange {
                    point: i,
                    image: x,
                    degree: n,
                });
            }
            if std::mem::replace(&mut seen[x], true) {
                return Err(GroupError::RepeatedImage { image: x });
            }
        }
        Ok(Perm {
            img: images.iter().map(|&x| x as u16).collect(),
        })
    }

    /// The product of the given disjoint or overlapping cycles (0-based points), applied left
    /// to right, on `degree` points.
    pub fn from_cycles(degree: usize, cycles: &[Vec<usize>]) -> Result<Perm, GroupError> {
        let mut p = Perm::identity(degree);
        for cycle in cycles {
            p = p.then(&Perm::cycle(degree, cycle)?);
        }
        Ok(p)
    }

    /// One cycle `(c0 c1 … ck)` on `degree` points (0-based), or an error if a point repeats or
    /// lies outside `0..degree`.
    pub fn cycle(degree: usize, points: &[usize]) -> Result<Perm, GroupError> {
        let mut p = Perm::identity(degree);
        let mut seen = std::collections::HashSet::new();
        for (k, &a) in points.iter().enumerate() {
            if a >= degree {
                return Err(GroupError::ImageOutOfRange {
                    point: a,
                    image: a,
                    degree,
                });
            }
            if !seen.insert(a) {
                return Err(GroupError::RepeatedImage { image: a });
            }
            p.img[a] = points[(k + 1) % points.len()] as u16;
        }
        Ok(p)
    }

    /// The number of points this permutation is defined on.
    pub fn degree(&self) -> usize {
        self.img.len()
    }

    /// Where point `x` goes; points beyond the degree are fixed.
    #[inline]
    pub fn image(&self, x: usize) -> usize {
        self.img.get(x).map_or(x, |&y| y as usize)
    }

    /// The image table, `images()[x]` being where `x` goes.
    pub fn images(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.img.iter().map(|&x| x as usize)
    }

    /// The same permutation on `degree` points (at least its current degree).
    pub fn extended(&self, degree: usize) -> Perm {
        let mut img = self.img.clone();
        img.extend((self.img.len()..degree).map(|i| i as u16));
        Perm { img }
    }

    /// "First `self`, then `other`": the point `x` goes to `other(self(x))`.
    pub fn then(&self, other: &Perm) -> Perm {
        let mut out = Perm { img: Vec::new() };
        self.then_into(other, &mut out);
        out
    }

    /// [`Perm::then`] writing into `out`, reusing its allocation (hot loops).
    pub fn then_into(&self, other: &Perm, out: &mut Perm) {
        let n = self.img.len().max(other.img.len());
        out.img.clear();
        if self.img.len() == n && other.img.len() == n {
            let b = &other.img[..];
            out.img.extend(self.img.iter().map(|&x| b[x as usize]));
        } else {
            out.img
                .extend((0..n).map(|x| other.image(self.image(x)) as u16));
        }
    }

    /// The inverse permutation.
    pub fn inverse(&self) -> Perm {
        let mut img = vec![0u16; self.img.len()];
        for (i, &x) in self.img.iter().enumerate() {
            img[x as usize] = i as u16;
        }
        Perm { img }
    }

    /// `self` composed with itself `k` times; negative `k` uses the inverse.
    pub fn pow(&self, k: i64) -> Perm {
        // Along each cycle, k steps forward: one pass over the points, whatever k is.
        let n = self.img.len();
        let mut img = vec![0u16; n];
        let mut seen = vec![false; n];
        let mut cycle = Vec::new();
        for start in 0..n {
            if seen[start] {
                continue;
            }
            cycle.clear();
            let mut x = start;
            while !seen[x] {
                seen[x] = true;
                cycle.push(x as u16);
                x = self.img[x] as usize;
            }
            let len = cycle.len();
            let shift = k.rem_euclid(len as i64) as usize;
            for (j, &c) in cycle.iter().enumerate() {
                img[c as usize] = cycle[(j + shift) % len];
            }
        }
        Perm { img }
    }

    /// The conjugate `f⁻¹ · self · f` (left to right): the effect of `self` moved by `f`,
    /// so that if `self` sends `a` to `b`, the result sends `f(a)` to `f(b)`.
    pub fn conjugated_by(&self, f: &Perm) -> Perm {
        f.inverse().then(self).then(f)
    }

    /// Whether every point is fixed.
    pub fn is_identity(&self) -> bool {
        self.img.iter().enumerate().all(|(i, &x)| i == x as usize)
    }

    /// The points that move, in increasing order.
    pub fn support(&self) -> Vec<usize> {
        self.images()
            .enumerate()
            .filter(|&(i, x)| i != x)
            .map(|(i, _)| i)
            .collect()
    }

    /// The disjoint cycles of length at least 2, each starting from its smallest point, sorted
    /// by that point (the thesis's canonical form; 0-based).
    pub fn cycles(&self) -> Vec<Vec<usize>> {
        let n = self.degree();
        let mut seen = vec![false; n];
        let mut out = Vec::new();
        for start in 0..n {
            if seen[start] || self.image(start) == start {
                continue;
            }
            let mut cycle = vec![start];
            seen[start] = true;
            let mut x = self.image(start);
            while x != start {
                seen[x] = true;
                cycle.push(x);
                x = self.image(x);
            }
            out.push(cycle);
        }
        out
    }

    /// The multiset of cycle lengths (fixed points excluded).
    pub fn cycle_type(&self) -> CycleType {
        CycleType::new(self.cycles().iter().map(Vec::len).collect())
    }

    /// The parity: even exactly when the number of even-length cycles is even.
    pub fn parity(&self) -> Parity {
        let even_cycles = self.cycles().iter().filter(|c| c.len() % 2 == 0).count();
        if even_cycles % 2 == 0 {
            Parity::Even
        } else {
            Parity::Odd
        }
    }

    /// The order of this element: the least `k ≥ 1` with `self^k = id` (lcm of cycle lengths).
    pub fn order(&self) -> BigUint {
        self.cycle_type()
            .lengths()
            .iter()
            .fold(BigUint::one(), |acc, &l| acc.lcm(&BigUint::from(l)))
    }

    /// [`Perm::order`] when it fits in a `u128` (always for the puzzles' permutations, whose
    /// orders are far below 2⁶⁴), `None` past it: no big-number arithmetic, so the page's
    /// build, which shows orders but computes no group, carries none.
    pub fn small_order(&self) -> Option<u128> {
        lcm_small(self.cycle_type().lengths().iter().map(|&l| l as u128))
    }

    /// The smallest moved point, if any.
    pub fn first_moved(&self) -> Option<usize> {
        self.images()
            .enumerate()
            .find(|&(i, x)| i != x)
            .map(|(i, _)| i)
    }

    /// This permutation restricted to the given points (which must be a union of its
    /// orbits), renumbered `0..points.len()` in the order given.
    pub fn restricted(&self, points: &[usize]) -> Result<Perm, GroupError> {
        let mut index =
            vec![usize::MAX; self.degree().max(points.iter().max().map_or(0, |m| m + 1))];
        for (k, &p) in points.iter().enumerate() {
            index[p] = k;
        }
        let images: Option<Vec<usize>> = points
            .iter()
            .map(|&p| {
                index
                    .get(self.image(p))
                    .copied()
                    .filter(|&k| k != usize::MAX)
            })
            .collect();
        let images = images.ok_or(GroupError::NotInvariant)?;
        Perm::from_images(&images)
    }

    fn trimmed_len(&self) -> usize {
        let mut n = self.img.len();
        while n > 0 && self.img[n - 1] as usize == n - 1 {
            n -= 1;
        }
        n
    }
}

impl TryFrom<Vec<usize>> for Perm {
    type Error = GroupError;

    /// [`Perm::from_images`].
    fn try_from(images: Vec<usize>) -> Result<Perm, GroupError> {
        Perm::from_images(&images)
    }
}

impl From<Perm> for Vec<usize> {
    /// The image list ([`Perm::images`]).
    fn from(p: Perm) -> Vec<usize> {
        p.images().collect()
    }
}

impl PartialEq for Perm {
    fn eq(&self, other: &Perm) -> bool {
        if self.img.len() == other.img.len() {
            return self.img == other.img;
        }
        let n = self.trimmed_len();
        n == other.trimmed_len() && self.img[..n] == other.img[..n]
    }
}

impl Eq for Perm {}

impl Hash for Perm {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.img[..self.trimmed_len()].hash(state);
    }
}

impl fmt::Debug for Perm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Perm{}", self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The small order is the big one while it fits, and `None` past `u128`: a permutation
    /// with a cycle of each prime up to 103 (their product is near 2¹³³).
    #[test]
    fn small_orders_agree_until_they_overflow() {
        let mut rng = crate::rng::Rng::new(17);
        for _ in 0..200 {
            let n = 1 + rng.below(200);
            let mut images: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                images.swap(i, rng.below(i + 1));
            }
            let p = Perm::from_images(&images).unwrap();
            assert_eq!(
                p.small_order(),
                Some(u128::try_from(p.order()).unwrap()),
                "{p}"
            );
        }
        let primes = (2..=103usize).filter(|&k| (2..k).all(|d| k % d != 0));
        let mut images = Vec::new();
        for q in primes {
            let start = images.len();
            images.extend((0..q).map(|i| start + (i + 1) % q));
        }
        let big = Perm::from_images(&images).unwrap();
        assert!(big.order() > BigUint::from(u128::MAX));
        assert_eq!(big.small_order(), None);
        assert_eq!(lcm_small([4, 6, 10]), Some(60));
        assert_eq!(lcm_small([]), Some(1));
    }
    use crate::rng::Rng;

    /// A power is the permutation composed with itself that many times (its inverse for a
    /// negative power), for powers well past every cycle length too.
    #[test]
    fn powers_are_repeated_products() {
        let mut rng = Rng::new(3);
        for _ in 0..20 {
            let mut images: Vec<usize> = (0..30).collect();
            for i in (1..30).rev() {
                images.swap(i, rng.below(i + 1));
            }
            let p = Perm::from_images(&images).unwrap();
            let mut acc = Perm::identity(30);
            for k in 0..70i64 {
                assert_eq!(p.pow(k), acc, "power {k}");
                assert_eq!(p.pow(-k), acc.inverse(), "power -{k}");
                acc = acc.then(&p);
            }
        }
    }
}
