//! [`SOLVERS`]: every solver of every puzzle, each saying which puzzles it serves, and
//! [`solve`], the one entry point that picks the solver and answers a [`Solution`].
//!
//! A method serves a puzzle when the puzzle's registry record offers the method's
//! [`Capability`](crate::puzzle::Capability) *and* a solver here takes the puzzle: a solver
//! built on one puzzle's own coordinates names it ([`Serves::Only`]), a generic one serves
//! every record that offers it ([`Serves::Offered`]). There is no catch-all: a new puzzle is
//! solved only by a solver that names it or by a generic one its record offers. The page,
//! links, the command line and the worker all ask this list ([`Method::serves`]).

use super::method::Method;
use crate::puzzle::{Notation, PuzzleKind};
#[cfg(feature = "full")]
use {
    super::method::SolveError,
    super::short::{plan_cut_until, plan_short_until, Options, Orbits, Stop},
    super::small::{cube2_optimal, pyraminx_optimal, three_cycles},
    super::solution::Solution,
    super::step::Step,
    super::three_cycle::plan_with,
    crate::group::Perm,
    crate::puzzle::{Pieces, State},
};

/// Which puzzles a solver serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Serves {
    /// Exactly this one (a solver built on the puzzle's own coordinates).
    Only(PuzzleKind),
    /// Every puzzle whose registry record offers its method (a generic solver).
    Offered,
}

/// How a solver plans: `(puzzle, method, position, until)`; `until` is a searching solver's
/// deadline (it looks for shorter plans after its first until then, and a first plan it
/// cuts short is replaced by a hurried one); without one, the first plan is the answer. The
/// other solvers ignore it.
#[cfg(feature = "full")]
type PlanFn = fn(PuzzleKind, Method, &Perm, Option<Stop>) -> Result<Solution, SolveError>;

/// One solver: its method, the puzzles it serves, and (in the full build) the planning.
#[derive(Clone, Copy, Debug)]
pub struct Solver {
    /// The method it implements.
    pub method: Method,
    /// The puzzles it serves.
    pub serves: Serves,
    /// The notation its plans are always written in, because their explanations quote moves
    /// in it (the thesis planners'); `None`: the notation the position was read in.
    pub writes: Option<Notation>,
    #[cfg(feature = "full")]
    plan: PlanFn,
    /// What it builds once before its first plan, in parts that `stop` may end between
    /// (`true` once all is built, `false` when stopped: the next call goes on): the idle
    /// worker builds it so, and a request waits a part at most. `None`: its first plan builds
    /// it in one piece (the thesis's setup tables, some 0.1 s natively; the fewest-moves
    /// tables are got in steps of their own, by the worker's solve job).
    #[cfg(feature = "full")]
    pub build_until: Option<BuildFn>,
}

/// A solver's [`build_until`](Solver::build_until).
#[cfg(feature = "full")]
pub type BuildFn = fn(&dyn Fn() -> bool) -> bool;

impl Solver {
    /// Whether it solves `puzzle` (whose record must offer the method too).
    pub fn serves(&self, puzzle: PuzzleKind) -> bool {
        puzzle.info().can(self.method.capability())
            && match self.serves {
                Serves::Only(kind) => kind == puzzle,
                Serves::Offered => true,
            }
    }
}

/// Every solver.
pub const SOLVERS: [Solver; 7] = [
    Solver {
        method: Method::Thesis,
        serves: Serves::Offered,
        writes: Some(Notation::Thesis),
        #[cfg(feature = "full")]
        plan: pieces,
        #[cfg(feature = "full")]
        build_until: None,
    },
    Solver {
        method: Method::Commutators,
        serves: Serves::Offered,
        writes: Some(Notation::Thesis),
        #[cfg(feature = "full")]
        plan: pieces,
        #[cfg(feature = "full")]
        build_until: Some(super::commutator::build_until),
    },
    Solver {
        method: Method::Naive,
        serves: Serves::Offered,
        writes: Some(Notation::Thesis),
        #[cfg(feature = "full")]
        plan: pieces,
        #[cfg(feature = "full")]
        build_until: None,
    },
    Solver {
        method: Method::Short,
        serves: Serves::Offered,
        writes: Some(Notation::Thesis),
        #[cfg(feature = "full")]
        plan: short,
        #[cfg(feature = "full")]
        build_until: None,
    },
    Solver {
        method: Method::Optimal,
        serves: Serves::Only(PuzzleKind::Pyraminx),
        writes: None,
        #[cfg(feature = "full")]
        plan: |p, m, s, _| whole(p, m, s, pyraminx_optimal::solve),
        #[cfg(feature = "full")]
        build_until: None,
    },
    Solver {
        method: Method::Optimal,
        serves: Serves::Only(PuzzleKind::Cube2),
        writes: None,
        #[cfg(feature = "full")]
        plan: |p, m, s, _| whole(p, m, s, cube2_optimal::solve),
        #[cfg(feature = "full")]
        build_until: None,
    },
    Solver {
        method: Method::ThreeCycles,
        serves: Serves::Offered,
        writes: None,
        #[cfg(feature = "full")]
        plan: |p, m, s, _| whole(p, m, s, |pieces| three_cycles::solve(p, pieces)),
        #[cfg(feature = "full")]
        build_until: None,
    },
];

/// The solver of `puzzle` by `method`, if one serves it.
pub fn solver_for(puzzle: PuzzleKind, method: Method) -> Option<&'static Solver> {
    SOLVERS
        .iter()
        .find(|s| s.method == method && s.serves(puzzle))
}

/// The methods that solve `puzzle`, in the registry's order.
pub fn methods_for(puzzle: PuzzleKind) -> impl Iterator<Item = Method> {
    SOLVERS
        .iter()
        .filter(move |s| s.serves(puzzle))
        .map(|s| s.method)
}

impl Method {
    /// Whether a solver of the registry solves `puzzle` by this method.
    pub fn serves(self, puzzle: PuzzleKind) -> bool {
        solver_for(puzzle, self).is_some()
    }
}

/// Solves `position` (a sticker permutation) of `puzzle` by `method`; a searching solver
/// looks for shorter plans after its first until `until` says so — a deadline, its first plan
/// included — or, without it, answers its first plan. Refuses a method no solver serves the
/// puzzle by, and positions that are not the puzzle's.
#[cfg(feature = "full")]
pub fn solve(
    puzzle: PuzzleKind,
    position: &Perm,
    method: Method,
    until: Option<Stop>,
) -> Result<Solution, SolveError> {
    let solver = solver_for(puzzle, method).ok_or(SolveError::Unserved { method, puzzle })?;
    (solver.plan)(puzzle, method, position, until)
}

/// The Megaminx's piece-level planners.
#[cfg(feature = "full")]
fn pieces(_: PuzzleKind, m: Method, p: &Perm, _: Option<Stop>) -> Result<Solution, SolveError> {
    Ok(plan_with(&State::from_perm(p)?, m)?)
}

/// The short solver, over the orbits the puzzle's dodecahedron has.
#[cfg(feature = "full")]
fn short(
    puzzle: PuzzleKind,
    m: Method,
    p: &Perm,
    until: Option<Stop>,
) -> Result<Solution, SolveError> {
    let d = (puzzle.info().dodecahedral()).ok_or(SolveError::Unserved { method: m, puzzle })?;
    if Orbits::of(d) == Orbits::ALL {
        return Ok(plan_short_until(
            &State::from_perm(p)?,
            Options::default(),
            until,
        )?);
    }
    Ok(plan_cut_until(puzzle, p, Options::default(), until)?)
}

/// A solver over whole pieces: the position checked reachable, read as pieces, solved.
#[cfg(feature = "full")]
fn whole(
    puzzle: PuzzleKind,
    method: Method,
    position: &Perm,
    solve: impl Fn(&Pieces) -> Vec<Step>,
) -> Result<Solution, SolveError> {
    let def = puzzle.def();
    if position.degree() != def.sticker_count() || !puzzle.info().whole_group().contains(position) {
        return Err(SolveError::Unreachable(puzzle));
    }
    let steps = solve(&Pieces::of_perm(def, position));
    Ok(Solution::new(puzzle, method, steps))
}
