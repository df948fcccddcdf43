//! Schreier–Sims: published group orders, the Megaminx's legality rules as an independent
//! membership test, words that evaluate back, the resumable builder, and brute-force
//! cross-checks on small random groups (proptest).

mod groups;

use std::collections::{HashSet, VecDeque};
use std::sync::OnceLock;

use minx::group::{GroupError, Perm, StabChain, StabChainBuilder};
use minx::puzzle::{Megaminx, State};
use minx::rng::Rng;
use num_bigint::BigUint;
use proptest::prelude::*;

fn perms(cycles: &[&str], degree: usize) -> Vec<Perm> {
    cycles
        .iter()
        .map(|c| c.parse::<Perm>().unwrap().extended(degree))
        .collect()
}

fn factorial(n: u32) -> BigUint {
    (1..=n).fold(BigUint::from(1u32), |acc, k| acc * k)
}

fn order_of(gens: &[Perm]) -> BigUint {
    StabChain::new(gens).unwrap().order()
}

/// The Megaminx chain, built once for all tests of this file.
fn megaminx() -> &'static StabChain {
    static CHAIN: OnceLock<StabChain> = OnceLock::new();
    CHAIN.get_or_init(|| StabChain::new(&Megaminx::get().def().generator_perms()).unwrap())
}

#[test]
fn known_groups_have_their_published_orders() {
    for g in groups::all() {
        let chain = StabChain::new(&g.generators).unwrap();
        assert_eq!(
            chain.order().to_string(),
            g.order,
            "{} ({})",
            g.name,
            g.source
        );
        let product: BigUint = chain
            .orbit_lengths()
            .iter()
            .map(|&l| BigUint::from(l))
            .product();
        assert_eq!(product, chain.order());
        assert_eq!(chain.base().len(), chain.depth());
    }
}

#[test]
fn symmetric_alternating_cyclic_and_dihedral_groups() {
    for n in 2..=12u32 {
        let d = n as usize;
        let cycle: String = format!(
            "({})",
            (1..=n).map(|k| k.to_string()).collect::<Vec<_>>().join(" ")
        );
        // S_n = <(1 2 … n), (1 2)>
        assert_eq!(
            order_of(&perms(&[&cycle, "(1 2)"], d)),
            factorial(n),
            "S_{n}"
        );
        // C_n = <(1 2 … n)>
        assert_eq!(order_of(&perms(&[&cycle], d)), BigUint::from(n), "C_{n}");
        // D_n = <(1 2 … n), reflection k ↦ n + 1 − k>
        let reflection: String = (1..=n / 2)
            .map(|k| format!("({} {})", k, n + 1 - k))
            .collect();
        let reflection = if reflection.is_empty() {
            "()".to_string()
        } else {
            reflection
        };
        let expected = if n == 2 { 2u32 } else { 2 * n };
        assert_eq!(
            order_of(&perms(&[&cycle, &reflection], d)),
            BigUint::from(expected),
            "D_{n}"
        );
        // A_n = <(1 2 k) : k ≥ 3>
        if n >= 3 {
            let threes: Vec<String> = (3..=n).map(|k| format!("(1 2 {k})")).collect();
            let threes: Vec<&str> = threes.iter().map(String::as_str).collect();
            assert_eq!(order_of(&perms(&threes, d)), factorial(n) / 2u32, "A_{n}");
        }
    }
    // A large symmetric group: S_100, with a 100-cycle and a transposition.
    let cycle: String = format!(
        "({})",
        (1..=100)
            .map(|k| k.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    );
    assert_eq!(order_of(&perms(&[&cycle, "(1 2)"], 100)), factorial(100));
}

#[test]
fn trivial_groups_and_degree_errors() {
    let empty = StabChain::new(&[]).unwrap();
    assert_eq!(empty.order(), BigUint::from(1u32));
    assert_eq!(empty.depth(), 0);
    assert!(empty.contains(&Perm::identity(5)));
    assert!(!empty.contains(&"(1 2)".parse().unwrap()));
    assert_eq!(empty.word_for(&Perm::identity(3)), Some(Default::default()));

    let ids = StabChain::new(&[Perm::identity(4), Perm::identity(4)]).unwrap();
    assert_eq!(ids.order(), BigUint::from(1u32));
    assert_eq!(ids.degree(), 4);

    let mixed = [Perm::identity(3), "(1 2 3 4)".parse().unwrap()];
    assert_eq!(
        StabChain::new(&mixed).unwrap_err(),
        GroupError::DegreeMismatch {
            index: 1,
            degree: 4,
            expected: 3
        }
    );
    // With an explicit degree, shorter generators gain fixed points…
    assert_eq!(
        StabChain::with_degree(6, &mixed).unwrap().order(),
        BigUint::from(4u32)
    );
    // …and one that moves a point outside it is an error.
    assert!(matches!(
        StabChainBuilder::with_degree(3, &mixed),
        Err(GroupError::DegreeMismatch { index: 1, .. })
    ));
}

#[test]
fn sift_reports_the_residue_and_the_level() {
    let chain = StabChain::new(&perms(&["(1 2 3 4 5)", "(1 2 3)"], 5)).unwrap(); // A_5
    assert_eq!(chain.order(), BigUint::from(60u32));
    let member = chain.sift(&"(1 2)(3 4)".parse().unwrap());
    assert!(member.is_member());
    assert_eq!(member.level, chain.depth());
    let odd = chain.sift(&"(1 2)".parse().unwrap());
    assert!(!odd.is_member());
    assert!(odd.level <= chain.depth());
    // Elements beyond the degree are sifted as if the group fixed the extra points.
    let outside = chain.sift(&"(1 2 3)(6 7)".parse().unwrap());
    assert!(!outside.is_member());
    assert_eq!(outside.residue.image(5), 6);
    assert!(chain.word_for(&"(6 7)".parse().unwrap()).is_none());
}

#[test]
fn strong_generators_generate_the_same_group() {
    for g in [groups::pyraminx(), groups::cube2()] {
        let chain = StabChain::new(&g.generators).unwrap();
        let strong = chain.strong_generators();
        assert!(strong.iter().all(|s| chain.contains(s)), "{}", g.name);
        assert_eq!(
            StabChain::new(&strong).unwrap().order(),
            chain.order(),
            "{}",
            g.name
        );
        for (i, &b) in chain.base().iter().enumerate() {
            assert_eq!(chain.orbit(i).unwrap()[0], b);
        }
        assert!(chain.orbit(chain.depth()).is_none());
    }
}

#[test]
fn stepping_in_small_slices_gives_the_same_chain() {
    let gens = groups::pyraminx().generators;
    let whole = StabChain::new(&gens).unwrap();
    let mut builder = StabChainBuilder::new(&gens).unwrap();
    let mut last = 0.0;
    let mut steps = 0;
    loop {
        let p = builder.step(50);
        assert!(p.fraction >= last && p.fraction <= 1.0, "{p:?}");
        last = p.fraction;
        steps += 1;
        if p.done {
            assert_eq!(p.fraction, 1.0);
            break;
        }
    }
    assert!(steps > 10, "small budgets should take many steps ({steps})");
    let sliced = builder.finish();
    assert_eq!(sliced.order(), whole.order());
    assert_eq!(sliced.base(), whole.base());
    assert_eq!(sliced.orbit_lengths(), whole.orbit_lengths());
}

#[test]
fn megaminx_members_are_exactly_the_legal_states() {
    let chain = megaminx();
    assert_eq!(chain.order().to_string(), groups::MEGAMINX_ORDER);
    let mut rng = Rng::new(2024);
    for _ in 0..20 {
        let legal = State::random(&mut rng);
        assert!(chain.contains(&legal.to_perm()));
        // One flipped edge, one twisted corner, or two swapped corners: not reachable.
        let mut flipped = legal;
        flipped.edge_flip[3] ^= 1;
        let mut twisted = legal;
        twisted.corner_twist[5] = (twisted.corner_twist[5] + 1) % 3;
        let mut swapped = legal;
        swapped.corner_to.swap(0, 1);
        for illegal in [flipped, twisted, swapped] {
            assert!(illegal.check_legal().is_err());
            assert!(!chain.contains(&illegal.to_perm()));
        }
    }
    // A permutation that tears pieces apart is not a member either.
    assert!(!chain.contains(&"(1 2)".parse().unwrap()));
}

#[test]
fn megaminx_words_evaluate_back() {
    let chain = megaminx();
    let gens = chain.generators();
    let mut rng = Rng::new(7);
    for _ in 0..10 {
        let g = chain.random_element(&mut rng);
        let word = chain.word_for(&g).expect("a member has a word");
        assert_eq!(word.evaluate(gens, 120), g);
    }
    // The thesis's edge 3-cycle (DC*D*C)^2 is a member with a word.
    let m = Megaminx::get();
    let seq = State::of_moves(&[]).to_perm(); // identity
    assert_eq!(chain.word_for(&seq).map(|w| w.len()), Some(0));
    let d = m.def().generator_index("D").unwrap();
    let c = m.def().generator_index("C").unwrap();
    let dc = gens[d]
        .then(&gens[c].inverse())
        .then(&gens[d].inverse())
        .then(&gens[c]);
    let three_cycle = dc.then(&dc);
    let word = chain.word_for(&three_cycle).unwrap();
    assert_eq!(word.evaluate(gens, 120), three_cycle);
}

/// All elements of the group generated by `gens`, by breadth-first closure (no chain used).
fn closure(gens: &[Perm], degree: usize) -> HashSet<Vec<usize>> {
    let id: Vec<usize> = (0..degree).collect();
    let gens: Vec<Vec<usize>> = gens.iter().map(|g| g.images().collect()).collect();
    let mut seen = HashSet::from([id.clone()]);
    let mut queue = VecDeque::from([id]);
    while let Some(x) = queue.pop_front() {
        for g in &gens {
            let y: Vec<usize> = x.iter().map(|&p| g[p]).collect();
            if seen.insert(y.clone()) {
                queue.push_back(y);
            }
        }
    }
    seen
}

fn perm_of_degree(degree: usize) -> impl Strategy<Value = Perm> {
    Just((0..degree).collect::<Vec<usize>>())
        .prop_shuffle()
        .prop_map(|images| Perm::from_images(&images).unwrap())
}

/// A degree 1..=7, up to three generators, and some probe permutations of that degree.
fn small_group() -> impl Strategy<Value = (usize, Vec<Perm>, Vec<Perm>)> {
    (1usize..=7).prop_flat_map(|d| {
        (
            Just(d),
            prop::collection::vec(perm_of_degree(d), 0..=3),
            prop::collection::vec(perm_of_degree(d), 1..=8),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Order and membership agree with the brute-force closure; members' words evaluate back.
    #[test]
    fn agrees_with_brute_force((d, gens, probes) in small_group()) {
        let chain = StabChain::with_degree(d, &gens).unwrap();
        let elements = closure(&gens, d);
        prop_assert_eq!(chain.order(), BigUint::from(elements.len()));
        for p in &probes {
            let member = elements.contains(&p.images().collect::<Vec<_>>());
            prop_assert_eq!(chain.contains(p), member, "{}", p);
            match chain.word_for(p) {
                Some(w) => prop_assert_eq!(w.evaluate(&gens, d), p.clone()),
                None => prop_assert!(!member),
            }
        }
    }

    /// Random products of the generators are members, with words that evaluate back.
    #[test]
    fn products_of_generators_are_members(
        (d, gens, _) in small_group(),
        picks in prop::collection::vec((0usize..3, any::<bool>()), 0..30),
    ) {
        prop_assume!(!gens.is_empty());
        let chain = StabChain::with_degree(d, &gens).unwrap();
        let mut g = Perm::identity(d);
        for (k, inverse) in picks {
            let s = &gens[k % gens.len()];
            g = g.then(&if inverse { s.inverse() } else { s.clone() });
        }
        prop_assert!(chain.contains(&g));
        prop_assert_eq!(chain.word_for(&g).unwrap().evaluate(&gens, d), g);
    }

    /// Products of Megaminx turns are members; a product followed by one transposition of two
    /// stickers is not (it tears pieces apart or breaks parity).
    #[test]
    fn megaminx_products_are_members(
        faces in prop::collection::vec(0usize..12, 0..40),
        swap in (0usize..120, 0usize..120),
    ) {
        let chain = megaminx();
        let gens = chain.generators();
        let g = faces.iter().fold(Perm::identity(120), |acc, &f| acc.then(&gens[f]));
        prop_assert!(chain.contains(&g));
        prop_assume!(swap.0 != swap.1);
        let t = Perm::cycle(120, &[swap.0, swap.1]).unwrap();
        prop_assert!(!chain.contains(&g.then(&t)));
    }
}
