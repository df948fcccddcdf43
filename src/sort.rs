//! Sorting for the short lists the page sorts (a piece's faces, a cycle's points, the
//! stickers lit in one step: tens of items at most): one stable insertion sort.
//!
//! Why not the standard library's sorts: each element type and comparison instantiates
//! their whole driftsort or ipnsort code, 2–4 KB apiece in the page's size-optimised wasm,
//! which had six of them (21.6 KB raw, 9.5 KB gzipped with the collections' sorts that
//! `collect()` into a B-tree runs). This is about a hundred bytes an instance. It is
//! quadratic, so it is for lists bounded by a puzzle's size (at most its 120 stickers),
//! never for lists that grow with input or search.

/// Sorts `items` so that no item is `less` than one before it; equal items keep their order.
pub fn sort_by<T>(items: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && less(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `items` ascending.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, |a, b| a < b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The same order as the standard library's stable sort, ties included.
        #[test]
        fn agrees_with_the_standard_sort(v in proptest::collection::vec((0u8..8, any::<u16>()), 0..130)) {
            let mut ours = v.clone();
            sort_by(&mut ours, |a, b| a.0 < b.0);
            let mut std = v.clone();
            std.sort_by_key(|p| p.0);
            prop_assert_eq!(&ours, &std);
            let mut plain = v.clone();
            sort(&mut plain);
            let mut want = v;
            want.sort();
            prop_assert_eq!(plain, want);
        }
    }
}
