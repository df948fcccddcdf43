//! The solver's acceptance tests: exhaustive setup coverage, random states solved with every
//! step checked to be exactly a conjugated core doing exactly what it claims, illegal input.

use std::collections::BTreeSet;

use minx::group::Word;
use minx::puzzle::{Amount, Dodecahedron, Face, IllegalState, Move, PuzzleKind, Slot, State};
use minx::rng::Rng;
use minx::solver::{
    class_of, commutator, plan, plan_with, setup_histograms, setups, Core, CoreImage, Method,
    Phase, PieceKind, PlanError, Solution, Step, StepCore,
};

/// A word of the Megaminx's face generators as face moves.
fn moves_of(w: &Word) -> Vec<Move> {
    let letters = w.letters().iter();
    letters
        .map(|&l| Move::of_letter(l).expect("a face"))
        .collect()
}

/// A step's moves as written (setup, core, undo), as face moves.
fn written(step: &Step) -> Vec<Move> {
    step.letters()
        .map(|l| Move::of_letter(l).expect("a face"))
        .collect()
}

/// A step's effect as a piece-level state.
fn effect_of(step: &Step) -> State {
    State::from_perm(&step.effect).expect("a piece-level effect")
}

/// The names of Megaminx pieces by their index in the definition.
fn piece_names(indices: &[usize]) -> BTreeSet<&'static str> {
    (indices.iter())
        .map(|&i| Slot::new(i).expect("a slot").name())
        .collect()
}

/// Writes a line straight to stderr, which the test harness does not capture (unlike
/// `eprintln!`), so the numbers show in every `cargo test` run.
macro_rules! report {
    ($($t:tt)*) => {{
        use std::io::Write;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

/// The thesis's letters (`D*ADL`) read independently of the solver's own reader.
fn letters(text: &str) -> Vec<Move> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let face = Face::from_letter(chars[i]).expect("letter");
        let inverse = chars.get(i + 1) == Some(&'*');
        out.push(Move::new(
            face,
            if inverse { Amount::CCW } else { Amount::CW },
        ));
        i += 1 + inverse as usize;
    }
    out
}

fn inverse(moves: &[Move]) -> Vec<Move> {
    moves.iter().rev().map(|m| m.inverse()).collect()
}

/// The thesis's printed sequences, letter for letter.
fn thesis_text(core: Core) -> &'static str {
    match core {
        Core::EdgeCycle => "DC*D*CDC*D*C",
        Core::CornerCycle => "D*ADL*D*A*DL",
        Core::EdgeFlip => "D*D*AAFEA*DDL*D*D*AE*F*A*A*DDL",
        Core::CornerTwist => "C*DCD*C*DCD*L*DC*D*CDC*D*CL",
    }
}

/// The moves a step's core must be: the thesis letters with faces renamed by the rotation,
/// inverted if so named, repeated; or `X Y X⁻¹ Y⁻¹` for a commutator.
fn expected_core_moves(step: &Step) -> Vec<Move> {
    let image = match step.core.as_ref().expect("a conjugate step has a core") {
        StepCore::Thesis(image) => *image,
        StepCore::Commutator(c) => return commutator_moves(&moves_of(&c.x), &moves_of(&c.y)),
    };
    let map = Dodecahedron::get().rotations()[image.rotation as usize];
    let mut once: Vec<Move> = letters(thesis_text(image.core))
        .into_iter()
        .map(|m| Move::new(map[m.face.index()], m.amount))
        .collect();
    if image.inverse {
        once = inverse(&once);
    }
    once.repeat(image.times as usize)
}

/// `X Y X⁻¹ Y⁻¹`.
fn commutator_moves(x: &[Move], y: &[Move]) -> Vec<Move> {
    let mut out = x.to_vec();
    out.extend_from_slice(y);
    out.extend(inverse(x));
    out.extend(inverse(y));
    out
}

/// The thesis core a step's core plays the part of: itself, or for a commutator the 3-cycle
/// core of its kind (which says what the step must do).
fn role(step: &Step) -> CoreImage {
    match step.core.as_ref().expect("a conjugate step has a core") {
        StepCore::Thesis(image) => *image,
        StepCore::Commutator(c) => {
            let moves = commutator_moves(&moves_of(&c.x), &moves_of(&c.y));
            let corners_cycled = State::of_moves(&moves)
                .corner_to
                .iter()
                .enumerate()
                .any(|(i, &t)| t as usize != i);
            let edges = PieceKind::Edge.support(&State::of_moves(&moves));
            let core = if edges.is_empty() && corners_cycled {
                Core::CornerCycle
            } else {
                Core::EdgeCycle
            };
            CoreImage::thesis(core)
        }
    }
}

/// A state's permutation and orientations for one kind of piece.
fn parts(kind: PieceKind, s: &State) -> (Vec<u8>, Vec<u8>) {
    match kind {
        PieceKind::Edge => (s.edge_to.to_vec(), s.edge_flip.to_vec()),
        PieceKind::Corner => (s.corner_to.to_vec(), s.corner_twist.to_vec()),
    }
}

fn support(kind: PieceKind, s: &State) -> BTreeSet<&'static str> {
    let (to, orient) = parts(kind, s);
    (0..to.len())
        .filter(|&i| to[i] as usize != i || orient[i] != 0)
        .map(|i| kind.name(i))
        .collect()
}

fn index(kind: PieceKind, name: &str) -> usize {
    match kind {
        PieceKind::Edge => State::edge_index(name),
        PieceKind::Corner => State::corner_index(name),
    }
    .expect("a piece name")
}

/// Everything a step claims, recomputed from its moves.
fn check_step(step: &Step, method: Method) {
    // A conjugate of a listed core: undo is the setup inverted, core is the renamed thesis.
    let (setup, undo) = (moves_of(&step.setup), moves_of(&step.undo));
    assert_eq!(undo, inverse(&setup), "undo of {step:?}");
    let core_moves = expected_core_moves(step);
    let core = step.core.as_ref().expect("a conjugate step has a core");
    let body: Vec<Move> = (step.body.iter())
        .map(|&l| Move::of_letter(l).expect("a face"))
        .collect();
    assert_eq!(body, core_moves);
    let mut all = setup.clone();
    all.extend_from_slice(&core_moves);
    all.extend_from_slice(&undo);
    assert_eq!(all, written(step));
    assert_eq!(all.len(), step.ftm());
    let s = State::of_moves(&setup);
    let conj = s.then(&State::of_moves(&core_moves)).then(&s.inverse());
    let effect = State::of_moves(&all);
    assert_eq!(effect, conj);
    assert_eq!(effect, effect_of(step), "{}", step.explanation);
    let cycle = step.cycle(PuzzleKind::Megaminx);
    assert_eq!(cycle, effect.to_string());
    // Exactly the pieces it names, plus exactly the side effects it states.
    let image = role(step);
    let kind = image.core.kind();
    assert_eq!(support(kind, &effect), piece_names(&step.pieces), "{cycle}");
    let side = piece_names(&step.side_effects);
    assert_eq!(support(kind.other(), &effect), side, "{cycle}");
    let p: Vec<usize> = (step.pieces.iter())
        .map(|&i| index(kind, Slot::new(i).unwrap().name()))
        .collect();
    let (to, orient) = parts(kind, &effect);
    match image.core {
        Core::EdgeCycle | Core::CornerCycle => {
            assert_eq!(p.len(), 3);
            for i in 0..3 {
                assert_eq!(to[p[i]] as usize, p[(i + 1) % 3], "{cycle}");
            }
            assert_eq!(step.class, Some(class_of(kind, [p[0], p[1], p[2]])));
            assert!(step
                .explanation
                .contains(&format!("(class {})", step.class.unwrap())));
        }
        Core::EdgeFlip => {
            assert!(p.iter().all(|&i| to[i] as usize == i && orient[i] == 1));
        }
        Core::CornerTwist => {
            assert_eq!((to[p[0]] as usize, orient[p[0]]), (p[0], 1));
            assert_eq!((to[p[1]] as usize, orient[p[1]]), (p[1], 2));
        }
    }
    // Side effects by phase: (3.2) only twists corners, (3.9) once 3-cycles three corners,
    // (3.9) three times and the corner cores touch no edge; an edge commutator may move
    // corners in any way (they are placed later), a corner commutator touches nothing else.
    let commutator = core.commutator().is_some();
    assert_eq!(
        commutator,
        method == Method::Commutators && step.class.is_some()
    );
    if commutator {
        assert!(
            step.explanation.starts_with("Setup ") || step.explanation.starts_with("No setup"),
            "{}",
            step.explanation
        );
        let core = core.text_in(PuzzleKind::Megaminx, None);
        assert!(step.explanation.contains(&format!("commutator {core}")));
    }
    match (image.core, method) {
        (Core::EdgeCycle, Method::Commutators) => {
            assert_eq!(phase_kind(step.phase), Some(PieceKind::Edge))
        }
        (Core::EdgeCycle, _) => assert!(effect
            .corner_to
            .iter()
            .enumerate()
            .all(|(i, &t)| t as usize == i)),
        (Core::EdgeFlip, Method::Thesis | Method::Commutators) => {
            let cycles = effect.corner_cycles();
            assert!(cycles.len() == 1 && cycles[0].0.len() == 3, "{cycle}");
        }
        _ => assert!(step.side_effects.is_empty(), "{cycle}"),
    }
    match (method, step.core.as_ref().expect("a core")) {
        (Method::Naive, StepCore::Thesis(image)) => assert_eq!(image.rotation, 0),
        (_, StepCore::Thesis(image)) => assert_eq!(image.times, 1),
        (_, StepCore::Commutator(c)) => {
            assert!(c.x.len() <= commutator::MAX_X && c.y.len() <= commutator::MAX_Y)
        }
    }
}

/// The kind of piece a placement phase places.
fn phase_kind(phase: Phase) -> Option<PieceKind> {
    match phase {
        Phase::EdgePlacement => Some(PieceKind::Edge),
        Phase::CornerPlacement => Some(PieceKind::Corner),
        _ => None,
    }
}

/// The plan solves the state: step by step, as raw concatenation and after cancellation.
fn check_solution(state: &State, sol: &Solution) {
    let mut s = *state;
    for step in &sol.steps {
        if sol.method == Method::Short {
            assert!(step.core.is_none() && step.undo.is_empty() && step.body.is_empty());
            assert_eq!(effect_of(step), State::of_moves(&moves_of(&step.setup)));
            assert_eq!(step.ftm(), step.setup.len());
        } else {
            check_step(step, sol.method);
        }
        s = s.then(&effect_of(step));
    }
    assert!(s.is_solved(), "steps leave {s}");
    let raw: Vec<Move> = sol.steps.iter().flat_map(written).collect();
    assert!(state.then(&State::of_moves(&raw)).is_solved());
    assert!(state
        .then(&State::of_moves(&sol.face_moves().unwrap()))
        .is_solved());
    assert_eq!(sol.moves_before_cancellation, raw.len());
    assert!(sol.ftm() <= raw.len());
    // Phases come in the method's order.
    let order: Vec<Phase> = match sol.method {
        Method::Thesis | Method::Commutators => vec![
            Phase::EdgePlacement,
            Phase::EdgeOrientation,
            Phase::CornerPlacement,
            Phase::CornerOrientation,
        ],
        Method::Naive => vec![
            Phase::EdgePlacement,
            Phase::CornerPlacement,
            Phase::EdgeOrientation,
            Phase::CornerOrientation,
        ],
        Method::Short => vec![Phase::Stage],
        Method::Optimal | Method::ThreeCycles => unreachable!("not a Megaminx planner"),
    };
    let rank = |p: Phase| order.iter().position(|&q| q == p).unwrap();
    assert!(sol
        .steps
        .windows(2)
        .all(|w| rank(w[0].phase) <= rank(w[1].phase)));
}

fn solve_many(seed: u64, n: usize, method: Method) -> (usize, usize) {
    let mut rng = Rng::new(seed);
    let (mut total, mut max) = (0, 0);
    for _ in 0..n {
        let state = State::random(&mut rng);
        let sol = plan_with(&state, method).expect("a legal state");
        check_solution(&state, &sol);
        total += sol.ftm();
        max = max.max(sol.ftm());
    }
    (total, max)
}

#[test]
fn thousand_random_states_solve_with_every_step_checked() {
    let (total, max) = solve_many(1, 1000, Method::Thesis);
    report!(
        "thesis method, 1000 random states: mean {} FTM, max {max}",
        total as f64 / 1000.0
    );
}

#[test]
fn naive_method_solves_too() {
    let (total, max) = solve_many(2, 100, Method::Naive);
    report!(
        "naive method, 100 random states: mean {} FTM, max {max}",
        total as f64 / 100.0
    );
}

#[test]
#[ignore = "slow: cargo xtask test --slow"]
fn ten_thousand_random_states_solve() {
    let (total, max) = solve_many(3, 10_000, Method::Thesis);
    report!(
        "thesis method, 10000 random states: mean {} FTM, max {max}",
        total as f64 / 1e4
    );
    solve_many(4, 1000, Method::Naive);
}

/// The effect on one kind of `setup · core · undo`, recomputed from the moves (the core from
/// its own letters), after checking that it moves exactly the slots `p`.
fn conjugate_on(kind: PieceKind, setup: &setups::FoundSetup, p: &[usize]) -> (Vec<u8>, Vec<u8>) {
    let mut all = setup.moves.clone();
    all.extend(setup.image.moves());
    all.extend(inverse(&setup.moves));
    let effect = State::of_moves(&all);
    let want: BTreeSet<&str> = p.iter().map(|&i| kind.name(i)).collect();
    assert_eq!(support(kind, &effect), want);
    parts(kind, &effect)
}

/// Every 3-cycle of each kind (both directions) and, for rotated images, every orientation
/// pattern has a setup, and the conjugate it gives does exactly that; likewise every flip
/// pair and twist pair. Prints the setup-length histograms.
#[test]
fn every_target_has_a_setup_that_does_exactly_it() {
    for kind in [PieceKind::Edge, PieceKind::Corner] {
        let m = kind.modulus() as usize;
        let cycles = setups::all_cycles(kind);
        assert_eq!(cycles.len(), 2 * [4060, 1140][kind as usize]);
        for family in [setups::Family::Rotated, setups::Family::Thesis] {
            let table = setups::cycle_table(kind, family);
            for &p in &cycles {
                for label in 0..table.labels() {
                    let setup = table.setup(p, label);
                    assert_eq!(setup.moves.len(), table.distance(p, label) as usize);
                    let (to, orient) = conjugate_on(kind, &setup, &p);
                    for i in 0..3 {
                        assert_eq!(to[p[i]] as usize, p[(i + 1) % 3]);
                    }
                    if table.labels() > 1 {
                        assert_eq!(orient[p[0]] as usize * m + orient[p[1]] as usize, label);
                    }
                }
            }
        }
        for family in [setups::Family::Rotated, setups::Family::Thesis] {
            let table = setups::pair_table(kind, family);
            let pairs = setups::all_pairs(kind);
            assert_eq!(pairs.len(), [435, 380][kind as usize]);
            for p in pairs {
                let (_, orient) = conjugate_on(kind, &table.setup(p), &p);
                assert_eq!(orient[p[0]], 1);
                assert_eq!(orient[p[1]] as usize, m - 1);
            }
        }
    }
    let hists = setup_histograms();
    for h in &hists {
        report!("{h}");
    }
    assert_eq!(hists.len(), 10);
}

/// Every catalogue entry of the commutator search, re-multiplied from its words here: a
/// reduced `[X, Y]` within the search bounds whose effect on its kind is exactly the
/// entry's 3-cycle (a corner one touching nothing else, an edge one no other edge).
#[test]
fn every_searched_commutator_does_exactly_its_three_cycle() {
    for kind in [PieceKind::Edge, PieceKind::Corner] {
        let cat = commutator::catalogue(kind);
        assert!(cat.entries.len() <= commutator::possible_effects(kind));
        let mut pure = 0;
        for e in &cat.entries {
            assert!(!e.commutators.is_empty());
            let cycle = support(kind, &e.effect);
            assert_eq!(cycle.len(), 3);
            for c in &e.commutators {
                assert!((1..=4).contains(&c.x().len()) && (1..=2).contains(&c.y().len()));
                assert_eq!(c.x().len() + c.y().len(), e.half_len);
                let mut moves = c.x().to_vec();
                moves.extend_from_slice(c.y());
                moves.extend(inverse(c.x()));
                moves.extend(inverse(c.y()));
                assert_eq!(moves, c.moves());
                assert_eq!(minx::solver::cancel(&moves).len(), moves.len(), "{c}");
                let effect = State::of_moves(&moves);
                assert_eq!(parts(kind, &effect), parts(kind, &e.effect), "{c}");
                let (to, _) = parts(kind, &effect);
                for name in &cycle {
                    let i = index(kind, name);
                    assert_ne!(to[i] as usize, i, "{c} only turns {name}");
                }
                if support(kind.other(), &effect).is_empty() {
                    pure += 1;
                } else {
                    assert_eq!(
                        kind,
                        PieceKind::Edge,
                        "{c}: a corner commutator moves edges"
                    );
                }
            }
        }
        report!(
            "{kind} commutators: {} effects of {} possible ({} found before rotation, {} pairs \
             multiplied out); {pure} touch nothing else",
            cat.entries.len(),
            commutator::possible_effects(kind),
            cat.found,
            cat.checked
        );
        // No reduced [X, Y] with |X| ≤ 4, |Y| ≤ 2 is a pure edge 3-cycle: every edge one also
        // moves corners (as the thesis's (3.2) twists four), which corner placement absorbs.
        if kind == PieceKind::Edge {
            assert_eq!(pure, 0);
        }
    }
}

/// Every edge and corner 3-cycle (each of the 4,060 and 1,140 unordered triples, both
/// directions) and every orientation pattern has a conjugated commutator in the table, and
/// the conjugate does exactly that cycle with exactly those turns.
#[test]
fn every_three_cycle_has_a_conjugated_commutator() {
    for kind in [PieceKind::Edge, PieceKind::Corner] {
        let m = kind.modulus() as usize;
        let cycles = setups::all_cycles(kind);
        assert_eq!(cycles.len(), 2 * [4060, 1140][kind as usize]);
        let table = commutator::cycle_table(kind);
        assert_eq!(table.labels(), m * m);
        for &p in &cycles {
            for label in 0..table.labels() {
                let conj = table.conjugate(p, label);
                let minx::solver::ConjugateCore::Commutator(c) = conj.core else {
                    panic!("a thesis core in the commutator table");
                };
                assert_eq!(
                    conj.setup.len() + c.x().len() + c.y().len(),
                    table.distance(p, label) as usize
                );
                let mut all = conj.setup.clone();
                all.extend(c.moves());
                all.extend(inverse(&conj.setup));
                let effect = State::of_moves(&all);
                let want: BTreeSet<&str> = p.iter().map(|&i| kind.name(i)).collect();
                assert_eq!(support(kind, &effect), want);
                let (to, orient) = parts(kind, &effect);
                for i in 0..3 {
                    assert_eq!(to[p[i]] as usize, p[(i + 1) % 3]);
                }
                assert_eq!(orient[p[0]] as usize * m + orient[p[1]] as usize, label);
                if kind == PieceKind::Corner {
                    assert!(support(PieceKind::Edge, &effect).is_empty());
                }
            }
        }
    }
    for h in commutator::histograms() {
        report!("{h}");
    }
}

/// The searched-commutator method solves random states, every step a conjugated commutator
/// (or, for flips and twists, the thesis's (3.9)/(3.10)) doing exactly what it states, and is
/// well under the thesis method's length.
#[test]
fn commutator_method_solves_random_states_with_every_step_checked() {
    let (total, max) = solve_many(5, 200, Method::Commutators);
    let mean = total as f64 / 200.0;
    report!("commutators method, 200 random states: mean {mean} FTM, max {max}");
    assert!(mean <= 220.0, "{mean}");
}

#[test]
#[ignore = "slow: cargo xtask test --slow"]
fn thousand_random_states_solve_with_commutators() {
    let (total, max) = solve_many(6, 1000, Method::Commutators);
    let mean = total as f64 / 1000.0;
    report!("commutators method, 1000 random states: mean {mean} FTM, max {max}");
    assert!(mean <= 220.0, "{mean}");
}

/// Commutator steps are written as such: `[X, Y]` in the text and the JSON's `core`.
#[test]
fn commutator_steps_show_their_structure() {
    let state = State::random(&mut Rng::new(78));
    let sol = plan_with(&state, Method::Commutators).unwrap();
    let text = sol.to_string();
    assert!(text.contains("commutators method"), "{text}");
    let json: serde_json::Value = serde_json::to_value(&sol).unwrap();
    assert_eq!(json["method"], "commutators");
    let first = &json["steps"][0];
    let c = sol.steps[0]
        .core
        .as_ref()
        .and_then(StepCore::commutator)
        .expect("edge placement by a commutator");
    let c = c.text_in(PuzzleKind::Megaminx, None);
    assert_eq!(first["core"], c);
    assert!(first["core"].as_str().unwrap().starts_with('['));
    assert!(text.contains(&c), "{text}");
}

/// The thesis's published class sizes (chapter 3.1 and 3.2), from the classifier run over
/// every triple.
#[test]
fn class_sizes_are_the_published_ones() {
    let sizes = |kind: PieceKind| {
        let mut out = std::collections::BTreeMap::new();
        let n = kind.count();
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    *out.entry(class_of(kind, [a, b, c])).or_insert(0) += 1;
                }
            }
        }
        out.into_iter().collect::<Vec<(char, usize)>>()
    };
    let edges = sizes(PieceKind::Edge);
    report!("edge triple classes: {edges:?}");
    let published = [120, 800, 600, 540, 600, 420, 580, 240, 140, 10, 10];
    assert_eq!(edges, ('a'..='k').zip(published).collect::<Vec<_>>());
    let corners = sizes(PieceKind::Corner);
    report!("corner triple classes: {corners:?}");
    let published = [120, 300, 60, 260, 300, 80, 20];
    assert_eq!(corners, ('a'..='g').zip(published).collect::<Vec<_>>());
}

#[test]
fn illegal_states_are_refused_with_the_invariant() {
    let mut s = State::SOLVED;
    s.edge_to.swap(0, 1);
    assert_eq!(plan(&s), Err(PlanError::Illegal(IllegalState::EdgeParity)));
    let mut s = State::SOLVED;
    s.corner_to.swap(3, 7);
    assert_eq!(
        plan(&s),
        Err(PlanError::Illegal(IllegalState::CornerParity))
    );
    let mut s = State::SOLVED;
    s.edge_flip[5] = 1;
    let err = plan(&s).unwrap_err();
    assert_eq!(err, PlanError::Illegal(IllegalState::Flip));
    assert!(err.to_string().contains("flip"), "{err}");
    let mut s = State::SOLVED;
    s.corner_twist[2] = 1;
    assert_eq!(
        plan_with(&s, Method::Naive),
        Err(PlanError::Illegal(IllegalState::Twist(1)))
    );
}

#[test]
fn solved_state_needs_nothing() {
    for method in minx::solver::methods_for(PuzzleKind::Megaminx) {
        let sol = plan_with(&State::SOLVED, method).unwrap();
        assert!(sol.steps.is_empty() && sol.moves.is_empty());
        assert_eq!(sol.text(), "");
    }
}

/// The thesis's own examples: (3.4) is one conjugate of (3.2) by D*, and the solver finds a
/// single step for the same cycle.
#[test]
fn thesis_examples_are_single_steps() {
    // (3.4): D*(DC*D*C)^2 D performs (AC DL CD) — the state it solves is its inverse.
    let example = letters("D*DC*D*CDC*D*CD");
    let state = State::of_moves(&example).inverse();
    for method in Method::THESIS_FAMILY {
        let sol = plan_with(&state, method).unwrap();
        check_solution(&state, &sol);
        let placing: Vec<&Step> = sol
            .steps
            .iter()
            .filter(|s| s.phase == Phase::EdgePlacement)
            .collect();
        assert_eq!(placing.len(), 1, "{sol}");
    }
    // (3.7) L(D*ADL*D*A*DL)^2 L*: one corner 3-cycle.
    let example = letters("LD*ADL*D*A*DLD*ADL*D*A*DLL*");
    let state = State::of_moves(&example).inverse();
    let sol = plan(&state).unwrap();
    check_solution(&state, &sol);
    assert_eq!(sol.steps.len(), 1, "{sol}");
    assert!(sol.ftm() <= 10, "{sol}");
}

/// An orientation-only position: every edge flipped, every corner twisted (ten clockwise, ten
/// anticlockwise). The naive method takes them in pairs; the improved one flips edges in
/// pairs too, and its corner placement then also orients what the flips' 3-cycles moved.
#[test]
fn all_flipped_and_all_twisted_solve() {
    let mut state = State::SOLVED;
    state.edge_flip = [1; 30];
    for (i, t) in state.corner_twist.iter_mut().enumerate() {
        *t = 1 + (i % 2) as u8;
    }
    for method in Method::THESIS_FAMILY {
        let sol = plan_with(&state, method).unwrap();
        check_solution(&state, &sol);
        let count = |p: Phase| sol.steps.iter().filter(|s| s.phase == p).count();
        assert_eq!(count(Phase::EdgeOrientation), 15);
        if method == Method::Naive {
            assert_eq!(count(Phase::CornerOrientation), 10);
        }
        report!("all flipped and twisted, {method}: {} FTM", sol.ftm());
    }
}

#[test]
fn display_and_json_show_steps_and_totals() {
    let state = State::random(&mut Rng::new(77));
    let sol = plan(&state).unwrap();
    let text = sol.to_string();
    assert!(text.contains("edge placement [class "), "{text}");
    assert!(text.contains(&format!("{} moves (FTM)", sol.ftm())));
    assert!(text.contains(&sol.text()));
    let json: serde_json::Value = serde_json::to_value(&sol).unwrap();
    assert_eq!(json["solution"], sol.text());
    assert_eq!(json["ftm"], sol.ftm());
    assert_eq!(json["fifth_turns"], sol.fifth_turns());
    assert_eq!(json["method"], "thesis");
    let steps = json["steps"].as_array().unwrap();
    assert_eq!(steps.len(), sol.steps.len());
    let first = &steps[0];
    for key in [
        "phase",
        "pieces",
        "setup",
        "core",
        "undo",
        "cycle",
        "class",
        "explanation",
    ] {
        assert!(first.get(key).is_some(), "step JSON lacks {key}: {first}");
    }
    assert_eq!(first["phase"], "edge-placement");
    assert_eq!(first["cycle"], sol.steps[0].cycle(PuzzleKind::Megaminx));
    // The solution string is the moves in thesis notation, space separated.
    let words: Vec<String> = moves_of(&sol.moves).iter().map(|m| m.to_string()).collect();
    assert_eq!(sol.text(), words.join(" "));
}

#[test]
fn method_names_round_trip() {
    for m in Method::ALL {
        assert_eq!(m.to_string().parse::<Method>().unwrap(), m);
    }
    assert_eq!("commutators".parse::<Method>(), Ok(Method::Commutators));
    let err = "shortest".parse::<Method>().unwrap_err();
    assert!(err.to_string().contains("shortest"));
}

mod properties {
    use super::*;
    use minx::rng::Rng;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Any uniformly random state is solved by both methods, and the improved method is
        /// never longer than the naive one by much (it is usually about a third).
        #[test]
        fn random_states_solve(seed in any::<u64>()) {
            let state = State::random(&mut Rng::new(seed));
            let good = plan(&state).unwrap();
            check_solution(&state, &good);
            let naive = plan_with(&state, Method::Naive).unwrap();
            check_solution(&state, &naive);
            prop_assert!(good.ftm() < naive.ftm());
            let searched = plan_with(&state, Method::Commutators).unwrap();
            check_solution(&state, &searched);
        }

        /// Positions from short scrambles (few pieces moved) solve too.
        #[test]
        fn scrambled_positions_solve(moves in proptest::collection::vec((0usize..12, 1i64..5), 0..12)) {
            let moves: Vec<Move> = moves
                .into_iter()
                .map(|(f, k)| Move::new(Face::new(f).unwrap(), Amount::new(k)))
                .collect();
            let state = State::of_moves(&moves);
            let sol = plan(&state).unwrap();
            check_solution(&state, &sol);
        }

        /// Arbitrary arrays never panic: either a typed error or a plan that solves them.
        #[test]
        fn arbitrary_arrays_never_panic(
            corner_to in proptest::array::uniform20(0u8..22),
            corner_twist in proptest::array::uniform20(0u8..4),
            edge_to in proptest::collection::vec(0u8..32, 30),
            edge_flip in proptest::collection::vec(0u8..3, 30),
            shuffle in any::<bool>(),
            seed in any::<u64>(),
        ) {
            let mut state = State { corner_to, corner_twist, ..State::SOLVED };
            state.edge_to.copy_from_slice(&edge_to);
            state.edge_flip.copy_from_slice(&edge_flip);
            if shuffle {
                // Mostly valid permutations, so that the later checks get exercised too.
                let mut rng = Rng::new(seed);
                state.corner_to = State::SOLVED.corner_to;
                state.edge_to = State::SOLVED.edge_to;
                rng.shuffle(&mut state.corner_to);
                rng.shuffle(&mut state.edge_to);
                for t in state.corner_twist.iter_mut() { *t %= 3; }
                for f in state.edge_flip.iter_mut() { *f %= 2; }
            }
            if let Ok(sol) = plan(&state) {
                check_solution(&state, &sol);
            }
        }

        /// Breaking exactly one invariant is always reported, never planned.
        #[test]
        fn broken_states_are_refused(seed in any::<u64>(), which in 0usize..4) {
            let mut state = State::random(&mut Rng::new(seed));
            let want = match which {
                0 => { state.edge_to.swap(0, 1); IllegalState::EdgeParity }
                1 => { state.corner_to.swap(0, 1); IllegalState::CornerParity }
                2 => { state.edge_flip[3] ^= 1; IllegalState::Flip }
                _ => { state.corner_twist[3] = (state.corner_twist[3] + 1) % 3; IllegalState::Twist(1) }
            };
            prop_assert_eq!(plan(&state), Err(PlanError::Illegal(want)));
        }
    }
}
