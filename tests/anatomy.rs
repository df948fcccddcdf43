//! The group's anatomy (issue 34): orders counted by twisted cycle types, checked against the
//! group's order (Schreier–Sims), brute-force enumerations, random positions, and GAP.

use std::collections::BTreeMap;
use std::process::Command;

use minx::group::{Perm, TwistedCycleType};
use minx::puzzle::PuzzleKind;
use minx::rng::Rng;
use num_bigint::BigUint;
use num_traits::ToPrimitive;

#[test]
fn order_counts_add_up_to_the_group_order_for_every_puzzle() {
    for kind in PuzzleKind::ALL {
        let info = kind.info();
        let (def, invariants) = (info.def(), info.invariants());
        let anatomy = info.anatomy();
        assert_eq!(anatomy.group_order(), info.whole_group().order(), "{kind}");
        assert!(anatomy
            .census()
            .orders()
            .all(|(_, e)| e.count > BigUint::ZERO));
        let (order, witness) = anatomy.largest(def, invariants);
        assert!(
            info.reaches(&witness),
            "{kind}: the largest order's witness is a position"
        );
        assert_eq!(witness.order(), BigUint::from(order), "{kind}: its order");
        assert!(anatomy.census().orders().all(|(o, _)| o <= order));
        let mut rng = Rng::new(34);
        for _ in 0..50 {
            let p = invariants.random_position(def, &mut rng);
            let a = anatomy.position(def, invariants, &p);
            assert_eq!(BigUint::from(a.order), p.order(), "{kind}: {p}");
            assert!(a.same_cycle_type > BigUint::ZERO && a.same_cycle_type <= a.same_order);
            assert_eq!(a.group_order, anatomy.group_order());
        }
        let solved = anatomy.position(def, invariants, &def.identity());
        assert_eq!(
            (solved.order, solved.same_order.clone()),
            (1, BigUint::from(1u8))
        );
        assert_eq!(solved.cycle_type_text(), "1");
    }
}

/// The Megaminx's largest order, and the classes the census is built from, as numbers a
/// course can quote.
#[test]
fn megaminx_census_numbers() {
    let info = PuzzleKind::Megaminx.info();
    let census = info.anatomy().census();
    let (largest, _) = census.largest();
    println!(
        "megaminx: {} orders, largest {largest}",
        census.orders().count()
    );
    // Identity and the one element of order 1.
    assert_eq!(
        census.get(1).map(|e| e.count.clone()),
        Some(BigUint::from(1u8))
    );
}

/// Every position of the Pyraminx with its tips and axial centres home: the 6 edges in every
/// arrangement and flip, built sticker by sticker here, kept when the group reaches them
/// (6!/2 · 2⁵ = 11,520). Counted by order ([`Perm::order`]) and by twisted type, they match
/// the census of the edges' factor and the type-count formula.
#[test]
fn brute_force_counts_on_the_pyraminx_edges_match() {
    let info = PuzzleKind::Pyraminx.info();
    let (def, invariants) = (info.def(), info.invariants());
    let edges: Vec<usize> = (0..def.pieces().len())
        .filter(|&p| def.pieces()[p].stickers.len() == 2)
        .collect();
    assert_eq!(edges.len(), 6);
    let mut by_order: BTreeMap<u64, u64> = BTreeMap::new();
    let mut by_type: BTreeMap<Vec<TwistedCycleType>, u64> = BTreeMap::new();
    let mut arrangement: Vec<usize> = (0..6).collect();
    let mut all = 0;
    permutations(&mut arrangement, 0, &mut |slots| {
        for flips in 0..64usize {
            let mut images: Vec<usize> = (0..def.sticker_count()).collect();
            for (i, &e) in edges.iter().enumerate() {
                let (from, to) = (
                    &def.pieces()[e].stickers,
                    &def.pieces()[edges[slots[i]]].stickers,
                );
                let flip = (flips >> i) & 1;
                images[from[0]] = to[flip];
                images[from[1]] = to[1 - flip];
            }
            let p = Perm::from_images(&images).unwrap();
            if info.reaches(&p) {
                all += 1;
                *by_order.entry(p.order().to_u64().unwrap()).or_default() += 1;
                *by_type
                    .entry(invariants.twisted_types(def, &p))
                    .or_default() += 1;
            }
        }
    });
    assert_eq!(all, 11_520);
    for (types, count) in &by_type {
        let formula: BigUint = types.iter().map(|t| t.count()).product();
        assert_eq!(formula, BigUint::from(*count), "{types:?}");
    }
    let factor = invariants
        .factors(def)
        .into_iter()
        .find(|f| f.twists == 2)
        .unwrap();
    let census = minx::group::OrderCensus::of_factor(&factor);
    let counted: BTreeMap<u64, u64> = census
        .orders()
        .map(|(o, e)| (o, e.count.to_u64().unwrap()))
        .collect();
    assert_eq!(counted, by_order);
}

/// Heap's algorithm, calling `visit` with every arrangement of `items[k..]`.
fn permutations(items: &mut Vec<usize>, k: usize, visit: &mut impl FnMut(&[usize])) {
    if k == items.len() {
        visit(items);
        return;
    }
    for i in k..items.len() {
        items.swap(k, i);
        permutations(items, k + 1, visit);
        items.swap(k, i);
    }
}

/// 10,000 uniformly random Megaminx positions (the registry's sampler, seed 34) fall into the
/// orders as the census says: Pearson's chi-square, bins with an expectation below 5 merged
/// in order, below the 1 % critical value (Wilson–Hilferty's approximation of the quantile).
#[test]
fn random_megaminx_positions_follow_the_order_counts() {
    let info = PuzzleKind::Megaminx.info();
    let (def, invariants) = (info.def(), info.invariants());
    let census = info.anatomy().census();
    let total = census.total().to_f64().unwrap();
    const N: usize = 10_000;
    let mut seen: BTreeMap<u64, f64> = BTreeMap::new();
    let mut rng = Rng::new(34);
    for _ in 0..N {
        let p = invariants.random_position(def, &mut rng);
        *seen.entry(p.order().to_u64().unwrap()).or_default() += 1.0;
    }
    assert!(
        seen.keys().all(|&o| census.get(o).is_some()),
        "an order the census lacks"
    );
    let (mut bins, mut pending) = (Vec::new(), (0.0, 0.0));
    for (order, entry) in census.orders() {
        pending.0 += N as f64 * entry.count.to_f64().unwrap() / total;
        pending.1 += seen.get(&order).copied().unwrap_or(0.0);
        if pending.0 >= 5.0 {
            bins.push(pending);
            pending = (0.0, 0.0);
        }
    }
    if let Some(last) = bins.last_mut() {
        last.0 += pending.0;
        last.1 += pending.1;
    }
    let chi: f64 = bins.iter().map(|(e, o)| (o - e) * (o - e) / e).sum();
    let df = (bins.len() - 1) as f64;
    let z = 2.326_348; // the normal's 99 % quantile
    let critical = df * (1.0 - 2.0 / (9.0 * df) + z * (2.0 / (9.0 * df)).sqrt()).powi(3);
    println!("chi-square {chi:.1} on {df} degrees of freedom, 1 % critical value {critical:.1}");
    assert!(chi < critical, "chi-square {chi} ≥ {critical} ({df} df)");
}

/// GAP's program for the order counts of the group on `GENS`: the generators fall into
/// components whose moved points are disjoint (the Pyraminx's tips), the group is the direct
/// product of the components' groups, and GAP's conjugacy classes of each component are
/// combined by the lcm of their orders. (One `ConjugacyClasses` of the whole Pyraminx group
/// has 150,903 classes and takes GAP about 290 s; its components take seconds.)
const GAP_ORDER_COUNTS: &str = r#"s := 0;; joined := 0;; pairs := 0;; new := 0;;
gens := [GENS];;
comps := [];;
for g in gens do
  s := MovedPoints(g);
  joined := Filtered(comps, c -> ForAny(c, h -> Intersection(MovedPoints(h), s) <> []));
  comps := Concatenation(Filtered(comps, c -> not c in joined),
                         [Concatenation(Concatenation(joined), [g])]);
od;
tally := [[1, 1]];;
for c in comps do
  pairs := List(ConjugacyClasses(Group(c)), x -> [Order(Representative(x)), Size(x)]);
  new := Concatenation(List(tally, p -> List(pairs, q -> [Lcm(p[1], q[1]), p[2] * q[2]])));
  tally := List(Set(List(new, p -> p[1])),
                o -> [o, Sum(Filtered(new, p -> p[1] = o), p -> p[2])]);
od;
for p in tally do Print(p[1], " ", p[2], "\n"); od;
QUIT;
"#;

/// GAP's conjugacy classes of the Pyraminx's and the 2×2×2's groups (from the generators'
/// cycle text), collected by element order, equal the census. Needs GAP (`apt-get install
/// gap`): a missing GAP fails the test.
#[test]
#[ignore = "needs GAP (apt-get install gap); runs with the slow suites"]
fn gap_agrees_on_the_order_counts() {
    for kind in [PuzzleKind::Pyraminx, PuzzleKind::Cube2] {
        let def = kind.def();
        let gens: Vec<String> = def
            .generator_perms()
            .iter()
            .map(|p| p.to_string().replace(' ', ","))
            .collect();
        let script = GAP_ORDER_COUNTS.replace("GENS", &gens.join(", "));
        let path =
            std::env::temp_dir().join(format!("minx-anatomy-{kind}-{}.g", std::process::id()));
        std::fs::write(&path, script).unwrap();
        let out = Command::new("gap")
            .args(["-q", "-b", "-o", "4g"])
            .arg(&path)
            .output()
            .expect("GAP runs (apt-get install gap)");
        let _ = std::fs::remove_file(&path);
        let errors = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && errors.is_empty(),
            "{kind}: GAP failed: {errors}"
        );
        let text = String::from_utf8_lossy(&out.stdout);
        let ours: String = kind
            .info()
            .anatomy()
            .census()
            .orders()
            .map(|(o, e)| format!("{o} {}\n", e.count))
            .collect();
        assert_eq!(text, ours, "{kind}: GAP said {text}");
    }
}
