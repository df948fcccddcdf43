//! `minx`: the Megaminx laboratory on the command line (see design.md, "The CLI").
//!
//! ```text
//! minx apply  [--notation thesis|wca|pochmann] [--json] "<alg>"
//! minx facelets [--notation N] [--json] "<alg>"
//! minx order  megaminx|pyraminx|pyraminx-no-tips|cube2|cube2-fixed [--gens "A B C"] [--json]
//! minx orders megaminx|pyraminx|cube2|kilominx [--json]
//! minx solve  [--method thesis|commutators|naive|short] [--budget SECONDS] [--notation N] [--json] "<alg>" | --facelets FILE
//! minx solve  --puzzle pyraminx|cube2|kilominx [--method optimal|three-cycles] [--json] "<moves>" | --facelets FILE
//! minx scramble [--puzzle P] [--kind wca|random-state] [--seed N] [--json]
//! minx state  --facelets FILE [--puzzle megaminx|pyraminx|cube2] [--json]
//! minx tables --out FILE [--all]
//! minx figure [--puzzle P] [--scheme S] [--arrows] [--letters] [--numbers] [--caption] "<alg>" | --facelets FILE
//! minx film   [--puzzle P] [--scheme S] [--notation N] [--size PX] [--speed MOVES_PER_S] [--arrows] [--letters] "<alg>" --out FILE.gif
//! ```
//!
//! A facelets FILE is facelet JSON (`{"A:ABF": "A", …}`, as `minx facelets --json` writes)
//! or one colour name per sticker in sticker order (`RRRRGGbGBBrBbgrbgggbrGBr`).
//!
//! Bad input exits with status 2 and one clear line on standard error.
//!
//! `solve --method short` keeps its tables between runs in `$MINX_CACHE_DIR` (else
//! `$XDG_CACHE_HOME/minx`, else `~/.cache/minx`): the first run builds them (seconds). With
//! `--budget SECONDS` it goes on searching after its first plan and prints the shortest plan
//! found in that time (never longer than the first).

/// `println!` that ends the program quietly when standard output is closed (`minx … | head`)
/// instead of panicking.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::emit(format_args!($($arg)*))
    };
}

mod args;
mod cache;
mod commands;
mod figure;
// `minx film` needs resvg and gif, native-only dependencies (Cargo.toml). The binary is still
// compiled for wasm32 — `cargo test --target wasm32-unknown-unknown --test web` builds every bin
// target — so there it answers with one clear line instead.
#[cfg(not(target_arch = "wasm32"))]
mod film;
#[cfg(target_arch = "wasm32")]
mod film {
    /// The wasm32 build of the command line has no GIF encoder.
    pub fn film(_argv: &[String]) -> Result<(), crate::args::ArgError> {
        Err("minx film is only in the native build".into())
    }
}
mod options;
mod orders;
mod small;

/// Writes one line to standard output; a closed pipe ends the program like SIGPIPE would.
fn emit(line: std::fmt::Arguments<'_>) {
    use std::io::Write;
    if writeln!(std::io::stdout().lock(), "{line}").is_err() {
        std::process::exit(141);
    }
}

use std::process::ExitCode;

use minx::quote::quote;

const USAGE: &str = "usage: minx <command> …
  apply    [--notation thesis|wca|pochmann] [--json] \"<alg>\"   cycles, order, legality
  facelets [--notation N] [--json] \"<alg>\"                      sticker colours as JSON
  order    <group> [--gens \"A B C\"] [--json]                    group order by Schreier–Sims
           groups: megaminx pyraminx pyraminx-no-tips cube2 cube2-fixed
  orders   <puzzle> [--json]                                   every element order and its count
  solve    [--method thesis|commutators|naive|short] [--notation N] [--json] \"<alg>\" | --facelets FILE
           --budget SECONDS (short only): search on after the first plan, print the shortest found
  solve    --puzzle pyraminx|cube2|kilominx [--method optimal|three-cycles] [--json] \"<moves>\" | --facelets FILE
           moves in generator names: s1..s8 (Pyraminx), R G B b g r (2×2×2), e.g. \"R G^2 B'\"
  scramble [--puzzle P] [--kind wca|random-state] [--seed N] [--json]
           --puzzle: any puzzle above (a random state; WCA scrambles are the Megaminx's)
  state    --facelets FILE [--puzzle megaminx|pyraminx|cube2] [--json]
           FILE: facelet JSON, or one colour name per sticker (RRRRGGbG…)
  tables   --out FILE [--all]                                  the short solver's tables for the page
           (those worth shipping; --all: every one), built, as one file
  figure   [--puzzle P] [--scheme S] [--arrows] [--letters] [--numbers] [--caption] \"<alg>\" | --facelets FILE
           the flat net of the position as a standalone SVG on standard output
  film     [--puzzle P] [--scheme S] [--size PX] [--speed MOVES_PER_S] [--arrows] [--letters] \"<alg>\" --out FILE.gif
           the alg's film of the net as an animated GIF (320 px, 2 moves/s; at most 2048 px, 1000 moves)";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = argv.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let result = match command.as_str() {
        "apply" => commands::apply(rest),
        "facelets" => commands::facelets(rest),
        "order" => commands::order(rest),
        "orders" => orders::orders(rest),
        "solve" => commands::solve(rest),
        "scramble" => commands::scramble(rest),
        "state" => commands::state(rest),
        "tables" => commands::tables(rest),
        "figure" => figure::figure(rest),
        "film" => film::film(rest),
        "help" | "--help" | "-h" => {
            out!("{USAGE}");
            Ok(())
        }
        other => {
            // Not `minx {command}:` — the word is untrusted and is shown only quoted.
            let known: Vec<&str> = options::COMMANDS.iter().map(|c| c.0).collect();
            eprintln!(
                "minx: unknown command {} (use {}, or minx help)",
                quote(other),
                known.join(", ")
            );
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("minx {command}: {message}");
            ExitCode::from(2)
        }
    }
}
