//! `cargo xtask`: the project's developer commands.
//!
//! - `serve`  build the web app (release wasm) and serve `www/` on http://127.0.0.1:8000
//! - `build`  build the web app into a deployable static folder (`dist/`)
//! - `test`   run every test: fmt, clippy (native + wasm32), unit/integration/doc tests,
//!   fuzz smoke runs, in-browser wasm tests and Playwright end-to-end tests; `--slow` adds the
//!   long suites
//! - `bench`  run the benchmarks side by side with their references and print tables

mod background;
mod bench;
mod bench_browser;
mod bench_colours;
mod bench_core;
mod bench_curve;
mod bench_short;
mod bench_small;
mod bench_solver;
mod fuzz;
mod http;
mod http_date;
mod npm;
mod offline;
mod precompress;
mod server;
mod slow;
mod stages;
mod static_files;
mod tables;
mod test;
mod util;
mod web;
mod weight;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (cmd, rest) = match args.split_first() {
        Some((c, r)) => (c.as_str(), r),
        None => ("help", &[][..]),
    };
    let result = match cmd {
        "serve" => web::serve(rest),
        "build" => web::build_dist(rest),
        "test" => test::run(rest),
        "test-npm" => npm::run(rest),
        "bench" => bench::run(rest),
        _ => {
            eprintln!(
                "usage: cargo xtask <serve|build|test|bench>\n\
                 \x20 serve            build the web app and serve it on http://127.0.0.1:8000\n\
                 \x20 build            write the deployable static site to dist/\n\
                 \x20 test [--slow]    run every test (--slow adds the long suites)\n\
                 \x20 test-npm         the npm package's stage of test alone (packed, installed, run in Node)\n\
                 \x20 bench [--quick] [SECTION…]  benchmarks with side-by-side reference tables (sections: core)"
            );
            return if cmd == "help" {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(2)
            };
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask {cmd}: {e}");
            ExitCode::FAILURE
        }
    }
}
