//! `cargo xtask test`: every test the project has, in one command.

use crate::background;
use crate::server::Server;
use crate::util::{self, banner, Result};
use crate::web;

/// Runs fmt, clippy, the native tests, the fuzz smoke, then the wasm and end-to-end browser
/// tests; `slow` adds the long suites to the native tests (the `#[ignore]`d tests, see
/// [`crate::slow`]) and fuzzes longer.
///
/// Beside the native tests, whose runs left a core idle part of the time, the builds that
/// share no lock with them run in the
/// background ([`crate::background`]): the fuzz targets' (in `fuzz/target`, with the pinned
/// nightly) and the two wasm modules' (other profiles), with the tools they need, Debian's
/// Chromium first when it is missing (after GAP's install: one apt-get at a time). A clean
/// clone, one run after the other on the 2-core machine: 1,498 s before, 1,375 s with this
/// and the specs' single-sampled WebGL (README has where the time went, and later runs).
pub fn run_all(slow: bool) -> Result {
    // Every stage that runs the CLI runs the native tests' build of it.
    util::use_cli_profile(util::CliProfile::Test);
    banner("format");
    util::run("cargo", &["fmt", "--all", "--", "--check"])?;
    banner("clippy (native)");
    util::run(
        "cargo",
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    )?;
    COLORSPACIOUS.ensure()?;
    if slow {
        crate::slow::ensure_gap()?;
    }
    let builds = background::spawn("builds", "fuzz and wasm builds, Chromium", || {
        if !util::have("chromium") || !util::have("chromedriver") {
            install_chromium()?;
        }
        let toolchain = crate::fuzz::prepare()?;
        web::build_wasm()?;
        Ok(toolchain)
    })?;
    let mut args = vec!["test", "--workspace"];
    if slow {
        banner("native tests with the slow suites (the #[ignore]d tests too)");
        args.push("--");
        args.extend(crate::slow::TEST_ARGS);
    } else {
        banner("native tests");
    }
    util::run("cargo", &args)?;
    let toolchain = builds.join()?;
    crate::fuzz::smoke(&toolchain, slow)?;
    browser_tests()
}

/// Installs Debian's Chromium and ChromeDriver (the browser tests use them, never a
/// downloaded browser). Needs apt-get and root, as on this project's machines.
fn install_chromium() -> Result {
    apt_install(
        "chromium and chromium-driver",
        &["chromium", "chromium-driver"],
        Recommends::With,
    )
}

/// Whether apt-get also installs the packages Debian recommends beside those asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recommends {
    /// Debian's default.
    With,
    /// Only the packages asked for and what they depend on: `gap` recommends its manuals
    /// and their TeX Live, which took 2 min 38 s to install on the 2-core machine, where
    /// `gap` and its dependencies alone (64 MB) compute every group order the tests ask.
    Without,
}

/// Installs Debian packages (announced as `what`), as root through apt-get.
pub fn apt_install(what: &str, packages: &[&str], recommends: Recommends) -> Result {
    banner(&format!("installing Debian's {what} (once)"));
    let env = [("DEBIAN_FRONTEND", "noninteractive")];
    let root = util::root();
    util::run_in(&root, "apt-get", &["update", "-qq"], &env)?;
    let mut args = vec!["install", "-y", "-qq"];
    if recommends == Recommends::Without {
        args.push("--no-install-recommends");
    }
    args.extend_from_slice(packages);
    util::run_in(&root, "apt-get", &args, &env)
}

/// A Python module a test compares minx with, pinned on PyPI, with Debian's package for a
/// Python where pip cannot install.
struct PythonPin {
    /// The module's (and PyPI project's) name.
    module: &'static str,
    /// The version pinned.
    version: &'static str,
    /// Debian's package of it.
    debian: &'static str,
}

/// The sympy the group-lab e2e spec compares subgroup orders with.
const SYMPY: PythonPin = PythonPin {
    module: "sympy",
    version: "1.14.0",
    debian: "python3-sympy",
};

/// The colorspacious `tests/colour_vision.rs` checks the colour-vision model against.
const COLORSPACIOUS: PythonPin = PythonPin {
    module: "colorspacious",
    version: "1.1.2",
    debian: "python3-colorspacious",
};

impl PythonPin {
    /// The pip requirement (`sympy==1.14.0`).
    fn requirement(&self) -> String {
        format!("{}=={}", self.module, self.version)
    }

    /// Installs the pinned version for the `python3` on the PATH from PyPI. Where pip cannot
    /// install it (an externally managed Python), a version already there, else Debian's
    /// package, is used and named: what the tests compare does not depend on the version.
    fn ensure(&self) -> Result {
        let script = format!("import {m}; print({m}.__version__)", m = self.module);
        let version = || util::output("python3", &["-c", &script]).ok();
        if version().as_deref() == Some(self.version) {
            return Ok(());
        }
        if util::have("python3") {
            banner(&format!(
                "installing {} {} from PyPI (once)",
                self.module, self.version
            ));
            let pin = self.requirement();
            let pip = ["-m", "pip", "install", "--quiet", pin.as_str()];
            if util::run("python3", &pip).is_ok() && version().as_deref() == Some(self.version) {
                return Ok(());
            }
        }
        if version().is_none() {
            apt_install(self.debian, &["python3", self.debian], Recommends::With)?;
        }
        let have = version().ok_or(format!("{} is still missing after apt-get", self.module))?;
        eprintln!(
            "(pip could not install {} {}; using {have})",
            self.module, self.version
        );
        Ok(())
    }
}

/// The web app's tests: clippy for wasm32 (both builds: the worker's, full, and the page's),
/// the in-browser wasm-bindgen tests, and the Playwright end-to-end specs against the release
/// build served locally.
fn browser_tests() -> Result {
    web::ensure_tools()?;
    if !util::have("chromium") || !util::have("chromedriver") {
        install_chromium()?;
    }
    for program in ["chromium", "chromedriver", "node", "npm"] {
        if !util::have(program) {
            return Err(format!(
                "{program} is missing: the browser tests need Debian's chromium, \
                 chromium-driver and nodejs (apt-get install chromium chromium-driver npm)"
            ));
        }
    }
    // Beside the wasm clippy and the in-browser tests (a core idle much of the time): the
    // site the specs are served (the tables, the precompressed copies) and the npm
    // package's test, which build in no folder of theirs. The specs' cross-checks run the
    // CLI the tables were made with (the native tests' build), never a build of their own.
    let site = background::spawn("site", "the site and the npm package's test", || {
        let e2e = web::prepare_browser_tests()?;
        let cli = util::cli()?;
        crate::npm::test(&util::root().join("www"), &cli)?;
        Ok((e2e, cli))
    })?;
    banner("clippy (wasm32)");
    clippy_wasm(&["--test", "web"])?;
    banner("clippy (wasm32, the page's build: without the full feature)");
    clippy_wasm(&["--no-default-features"])?;
    banner("in-browser tests (wasm-bindgen-test, headless Chromium)");
    let root = util::root();
    let chromedriver = util::output("sh", &["-c", "command -v chromedriver"])?;
    util::run_in(
        &root,
        "cargo",
        &[
            "test",
            "--target",
            web::TARGET,
            "-p",
            "minx",
            "--test",
            "web",
            // Unoptimised: the native tests' opt-level 3 (Cargo.toml) is for their long
            // solves; these take a second either way, and their build 53 s instead of 79 s.
            "--config",
            "profile.test.package.minx.opt-level=0",
        ],
        &[("CHROMEDRIVER", &chromedriver)],
    )?;
    SYMPY.ensure()?;
    let (e2e, cli) = site.join()?;
    let server = Server::start(&root.join("www"), 0)?;
    let url = format!("{}/", server.url());
    banner("end-to-end tests (Playwright, headless Chromium)");
    let jobs = e2e_jobs(std::env::var("MINX_E2E_JOBS").ok().as_deref());
    eprintln!(
        "serving www/ on {url} for the tests, {jobs} spec files at once \
         (artifacts in tests/e2e/artifacts)"
    );
    let concurrency = format!("--test-concurrency={jobs}");
    util::run_in(
        &e2e,
        "node",
        // A test that hangs fails after SPEC_TIMEOUT_MS instead of holding CI until its limit.
        &["--test", &concurrency, SPEC_TIMEOUT, "specs/"],
        &[("MINX_URL", &url), ("MINX_BIN", &cli.to_string_lossy())],
    )
}

/// Clippy, warnings denied, on the crate's library for wasm32, with `extra` arguments (the
/// worker's build and its in-browser tests, or the page's build).
fn clippy_wasm(extra: &[&str]) -> Result {
    let mut args = vec!["clippy", "--target", web::TARGET, "-p", "minx", "--lib"];
    args.extend_from_slice(extra);
    args.extend(["--", "-D", "warnings"]);
    util::run("cargo", &args)
}

/// The most one Playwright test may take (the slowest take about 40 s on a 2-core machine).
const SPEC_TIMEOUT: &str = "--test-timeout=300000";

/// How many spec files run at once: `MINX_E2E_JOBS` when it is a positive number, else one
/// more than the cores. Each file is its own Node process with its own Chromium, and every
/// page has its own browser context, so they share nothing but the static server. A spec
/// waits now and then (a page's load, the worker, a timer), and a third file keeps both
/// cores of the 2-core machine busy meanwhile: all 122 specs against one served build took
/// 339 s of wall time two at once and 321 s three at once (646 and 636 busy CPU seconds).
fn e2e_jobs(setting: Option<&str>) -> usize {
    setting
        .and_then(|s| s.trim().parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()) + 1)
}

/// Entry point: `cargo xtask test [--slow]`. Ends, passed or failed, with the table of
/// every stage's wall and CPU seconds.
pub fn run(args: &[String]) -> Result {
    let slow = args.iter().any(|a| a == "--slow");
    let result = run_all(slow);
    eprintln!("\n==== stage timings ====\n{}", crate::stages::summary());
    result
}

#[cfg(test)]
mod tests {
    #[test]
    fn e2e_jobs_follow_the_setting_or_one_more_than_the_cores() {
        assert_eq!(super::e2e_jobs(Some("3")), 3);
        let cores = super::e2e_jobs(None);
        assert!(cores >= 2, "one more than the cores");
        assert_eq!(super::e2e_jobs(Some("0")), cores);
        assert_eq!(super::e2e_jobs(Some("many")), cores);
    }

    #[test]
    fn python_references_are_pinned() {
        for pin in [super::SYMPY, super::COLORSPACIOUS] {
            let req = pin.requirement();
            let version = req.strip_prefix(&format!("{}==", pin.module)).unwrap();
            assert_eq!(version.split('.').count(), 3, "{req}");
            assert!(
                version.split('.').all(|p| p.parse::<u32>().is_ok()),
                "{req}"
            );
        }
    }
}
