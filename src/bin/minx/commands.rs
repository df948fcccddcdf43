//! The subcommands. Each returns `Err(one line)` on bad input; `main` prints it and exits 2.

use minx::app::{monotonic_ms, plan_position, Deadline, Method};
use minx::group::{Perm, StabChain};
use minx::puzzle::{
    group_names, to_facelets_json, Alg, Megaminx, Move, NamedGroup, Notation, PuzzleKind, State,
};
use minx::quote::quote;
use minx::rng::Rng;
use minx::solver::{self, fifth_turns, ftm, Budget};
use serde_json::json;

use crate::args::{ArgError, Args};
use crate::options;

type Result = std::result::Result<(), ArgError>;

/// Reads the alg from the positional arguments in the `--notation` given (thesis by default).
fn read_alg(args: &Args) -> std::result::Result<(Alg, Vec<Move>), ArgError> {
    let notation: Notation = args.parsed("notation", Notation::Thesis)?;
    let text = args
        .joined()
        .ok_or("expected an alg, e.g. \"(DC*D*C)^2\"")?;
    let alg = Alg::parse(&text, notation).map_err(|e| format!("{notation} alg: {e}"))?;
    let moves = alg.moves().map_err(|e| e.to_string())?;
    Ok((alg, moves))
}

/// The most bytes read from a facelet file. The Megaminx's facelet JSON, pretty-printed, is
/// about 3 KB; anything past this cap (`/dev/zero`, a 10 MB file) is refused before it is read
/// further or split into colours.
pub const MAX_FACELET_FILE: u64 = 64 * 1024;

/// Reads a facelet file for `puzzle`, giving the state or a clear error.
pub fn read_facelets_file(path: &str, puzzle: PuzzleKind) -> std::result::Result<Perm, ArgError> {
    let text = read_bounded(path, MAX_FACELET_FILE)?;
    puzzle
        .reader()
        .read_any(&text)
        .map_err(|e| format!("{}: {e}", quote(path)))
}

/// The UTF-8 text of the file at `path`, refusing more than `cap` bytes without reading past
/// them.
fn read_bounded(path: &str, cap: u64) -> std::result::Result<String, ArgError> {
    use std::io::Read;
    let cannot = |e: &dyn std::fmt::Display| format!("cannot read {}: {e}", quote(path));
    let file = std::fs::File::open(path).map_err(|e| cannot(&e))?;
    let mut bytes = Vec::new();
    file.take(cap + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| cannot(&e))?;
    if bytes.len() as u64 > cap {
        return Err(format!(
            "{} is larger than {} KiB (a facelet file is a few KB)",
            quote(path),
            cap / 1024
        ));
    }
    String::from_utf8(bytes).map_err(|_| cannot(&"it is not UTF-8 text"))
}

fn print_json(value: &serde_json::Value) {
    out!(
        "{}",
        serde_json::to_string_pretty(value).expect("JSON values print")
    );
}

/// `minx apply`: what an alg does — piece and sticker cycles, order, invariants.
pub fn apply(argv: &[String]) -> Result {
    let args = Args::read(argv, options::APPLY)?;
    let (alg, moves) = read_alg(&args)?;
    let perm = Megaminx::get().apply_moves(&moves);
    let state = State::of_moves(&moves);
    let inv = state.invariants();
    let legal = state.check_legal();
    if args.switch("json") {
        print_json(&json!({
            "thesis": alg.to_string_in(Notation::Thesis),
            "wca": alg.to_string_in(Notation::Wca),
            "ftm": ftm(&moves),
            "fifth_turns": fifth_turns(&moves),
            "pieces": state.to_string(),
            "stickers": perm.to_string(),
            "order": perm.order().to_string(),
            "cycle_type": perm.cycle_type().to_string(),
            "corner_parity": inv.corner_parity.to_string(),
            "edge_parity": inv.edge_parity.to_string(),
            "twist_sum": inv.twist_sum,
            "flip_sum": inv.flip_sum,
            "legal": legal.is_ok(),
        }));
        return Ok(());
    }
    out!("thesis:     {}", alg.to_string_in(Notation::Thesis));
    out!("wca:        {}", alg.to_string_in(Notation::Wca));
    out!(
        "moves:      {} FTM, {} fifth-turns",
        ftm(&moves),
        fifth_turns(&moves)
    );
    out!("pieces:     {state}");
    out!("stickers:   {perm}");
    out!(
        "order:      {} (sticker cycle type {})",
        perm.order(),
        perm.cycle_type()
    );
    out!(
        "invariants: corners {}, edges {}, twist sum {} (mod 3), flip sum {} (mod 2): {}",
        inv.corner_parity,
        inv.edge_parity,
        inv.twist_sum,
        inv.flip_sum,
        match legal {
            Ok(()) => "legal".to_string(),
            Err(e) => format!("illegal, {e}"),
        }
    );
    Ok(())
}

/// `minx facelets`: the colour on every sticker after an alg, as design.md's JSON.
pub fn facelets(argv: &[String]) -> Result {
    let args = Args::read(argv, options::FACELETS)?;
    let (_, moves) = read_alg(&args)?;
    let m = Megaminx::get();
    let perm = m.apply_moves(&moves);
    if args.switch("json") {
        out!("{}", to_facelets_json(m.def(), &perm));
        return Ok(());
    }
    // Without --json: one line per face, its 10 stickers in thesis numbering order.
    let colours = m.def().colours_of(&perm);
    for (face, chunk) in colours.chunks(10).enumerate() {
        let letters: String = chunk
            .iter()
            .map(|&c| m.def().colours()[c].clone())
            .collect();
        out!("{}: {letters}", m.def().colours()[face]);
    }
    Ok(())
}

/// `minx order`: the order of a puzzle group or of the subgroup some generators generate.
pub fn order(argv: &[String]) -> Result {
    let args = Args::read(argv, options::ORDER)?;
    let name = args.one(&format!("a group name ({})", group_names()))?;
    let mut group: NamedGroup = name.parse().map_err(|e| format!("{e}"))?;
    if let Some(gens) = args.value("gens") {
        if gens.trim().is_empty() {
            return Err(
                "--gens is empty (name at least one generator, or leave --gens out)".into(),
            );
        }
        group = NamedGroup::new(group.puzzle, gens).map_err(|e| e.to_string())?;
    }
    let def = group.puzzle.def();
    let chain =
        StabChain::with_degree(def.sticker_count(), &group.perms()).map_err(|e| e.to_string())?;
    if args.switch("json") {
        print_json(&json!({
            "puzzle": group.puzzle.name(),
            "generators": group.names(),
            "order": chain.order().to_string(),
            "base": chain.base().iter().map(|b| b + 1).collect::<Vec<_>>(),
            "orbit_lengths": chain.orbit_lengths(),
        }));
    } else {
        out!("{}", chain.order());
    }
    Ok(())
}

/// `minx solve`: a plan for a scramble or a facelet file, by the thesis method (default), the
/// commutators method, the thesis's naive form, or the short solver (`--method short`); with
/// `--puzzle pyraminx|cube2`, the small-puzzle solvers.
pub fn solve(argv: &[String]) -> Result {
    let args = Args::read(argv, options::SOLVE)?;
    let puzzle: PuzzleKind = args.parsed("puzzle", PuzzleKind::Megaminx)?;
    if puzzle != PuzzleKind::Megaminx {
        return crate::small::solve(&args, puzzle);
    }
    let method: Method = args.parsed("method", Method::Thesis)?;
    let start = match args.value("facelets") {
        Some(path) => {
            if args.joined().is_some() {
                return Err("give either an alg or --facelets FILE, not both".into());
            }
            read_facelets_file(path, PuzzleKind::Megaminx)?
        }
        None => Megaminx::get().apply_moves(&read_alg(&args)?.1),
    };
    let budget = read_budget(&args, method)?;
    // The same planner answers the JavaScript module's solve() (src/app/solve/position_plan.rs).
    // A budget is a deadline: it counts the tables' loading and the first plan too.
    let deadline = budget.map(|budget| Deadline::from_now(budget, monotonic_ms));
    if method == Method::Short {
        crate::cache::short_tables();
    }
    let plan = plan_position(PuzzleKind::Megaminx, &start, method, deadline, None)?;
    print_plan(&args, &plan)
}

/// `--budget SECONDS`, for a method that searches on (the short method) only: a [`Budget`] (seconds from 0 to an hour).
pub fn read_budget(args: &Args, method: Method) -> std::result::Result<Option<Budget>, ArgError> {
    let Some(text) = args.value("budget") else {
        return Ok(None);
    };
    if method != Method::Short {
        refuse_budget(args, method)?;
    }
    let budget: Budget = text.parse().map_err(|e| format!("--budget: {e}"))?;
    Ok(Some(budget))
}

/// Refuses `--budget` for `method`, which has no search to go on with (any puzzle's): a
/// budget that changed nothing would be ignored without a word.
pub fn refuse_budget(
    args: &Args,
    method: impl std::fmt::Display,
) -> std::result::Result<(), ArgError> {
    match args.value("budget") {
        Some(_) => Err(format!(
            "--budget is for --method short (the {method} method has no search to go on with)"
        )),
        None => Ok(()),
    }
}

/// Prints a solution: as one line of JSON with `--json`, else as text.
pub fn print_plan<T: serde::Serialize + std::fmt::Display>(args: &Args, plan: &T) -> Result {
    if args.switch("json") {
        let json = serde_json::to_string(plan).map_err(|e| e.to_string())?;
        out!("{json}");
    } else {
        out!("{plan}");
    }
    Ok(())
}

/// `minx scramble`: a WCA-style Pochmann scramble, or a uniformly random state; with
/// `--puzzle`, a random state of any puzzle of the registry.
pub fn scramble(argv: &[String]) -> Result {
    let args = Args::read(argv, options::SCRAMBLE)?;
    let seed: u64 = match args.value("seed") {
        Some(_) => args.parsed("seed", 0)?,
        None => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0),
    };
    let puzzle: PuzzleKind = args.parsed("puzzle", PuzzleKind::Megaminx)?;
    if puzzle != PuzzleKind::Megaminx {
        return crate::small::scramble(&args, puzzle, seed);
    }
    let mut rng = Rng::new(seed);
    let kind = args.value("kind").unwrap_or("wca");
    let m = Megaminx::get();
    let (scramble, moves) = match kind {
        "wca" => {
            let scramble = solver::wca_scramble(&mut rng);
            (scramble.to_string(), scramble.moves())
        }
        "random-state" => {
            let state = State::random(&mut rng);
            let solution = solver::plan(&state).map_err(|e| e.to_string())?;
            let moves = (solution.scramble_moves().letters().iter())
                .filter_map(|&l| Move::of_letter(l))
                .collect::<Vec<_>>();
            (
                Alg::from_moves(&moves).to_string_in(Notation::Thesis),
                moves,
            )
        }
        other => {
            return Err(format!(
                "unknown --kind {} (expected wca or random-state)",
                quote(other)
            ))
        }
    };
    let perm = m.apply_moves(&moves);
    if args.switch("json") {
        let facelets: serde_json::Value =
            serde_json::from_str(&to_facelets_json(m.def(), &perm)).map_err(|e| e.to_string())?;
        print_json(&json!({
            "kind": kind,
            "seed": seed,
            "scramble": scramble,
            "thesis": Alg::from_moves(&moves).to_string_in(Notation::Thesis),
            "pieces": State::from_perm(&perm).map(|s| s.to_string()).unwrap_or_default(),
            "facelets": facelets,
        }));
    } else {
        out!("{scramble}");
        if kind == "random-state" {
            out!("facelets: {}", to_facelets_json(m.def(), &perm));
        }
    }
    Ok(())
}

/// `minx state`: colours → permutation (the blog's method), or the reason there is none.
pub fn state(argv: &[String]) -> Result {
    let args = Args::read(argv, options::STATE)?;
    let path = args.value("facelets").ok_or("expected --facelets FILE")?;
    let puzzle: PuzzleKind = args.parsed("puzzle", PuzzleKind::Megaminx)?;
    let perm = read_facelets_file(path, puzzle)?;
    let pieces = (puzzle == PuzzleKind::Megaminx).then(|| {
        State::from_perm(&perm)
            .map(|s| s.to_string())
            .unwrap_or_default()
    });
    if args.switch("json") {
        print_json(&json!({
            "puzzle": puzzle.name(),
            "stickers": perm.to_string(),
            "pieces": pieces,
            "order": perm.order().to_string(),
        }));
    } else {
        out!("stickers: {perm}");
        if let Some(p) = pieces {
            out!("pieces:   {p}");
        }
        out!("order:    {}", perm.order());
    }
    Ok(())
}

/// `minx tables --out FILE [--all]`: builds the short solver's tables worth shipping to the
/// page and writes them as one file (`solver::short::export_page_tables`; the web build gzips
/// it for the page's worker, which builds the others); with `--all`, every table
/// (`export_tables`, what the command line caches).
pub fn tables(argv: &[String]) -> Result {
    let args = Args::read(argv, options::TABLES)?;
    let out = args.value("out").ok_or("--out FILE is required")?;
    let cannot = |e: std::io::Error| format!("cannot write {}: {e}", quote(out));
    // Opened first: a path that cannot be written fails before the seconds of building.
    let mut file = std::fs::File::create(out).map_err(cannot)?;
    let bytes = if args.switch("all") {
        solver::short::export_tables()
    } else {
        solver::short::export_page_tables()
    };
    std::io::Write::write_all(&mut file, &bytes).map_err(cannot)?;
    out!("wrote {} bytes of tables to {out}", bytes.len());
    Ok(())
}
