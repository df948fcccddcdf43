//! `cargo xtask test`: every test the project has, in one command.

use crate::util::{self, banner, Result};
use crate::web;

/// Runs fmt, clippy, the native tests, the fuzz smoke, then the wasm and end-to-end browser
/// tests; `slow` adds the long suites (release-mode `#[ignore]` tests, [`crate::slow`], and
/// longer fuzzing).
pub fn run_all(slow: bool) -> Result {
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
    banner("native tests");
    util::run("cargo", &["test", "--workspace"])?;
    if slow {
        crate::slow::run()?;
    }
    crate::fuzz::smoke(slow)?;
    browser_tests()
}

/// Installs Debian's Chromium and ChromeDriver (the browser tests use them, never a
/// downloaded browser). Needs apt-get and root, as on this project's machines.
fn install_chromium() -> Result {
    apt_install(
        "chromium and chromium-driver",
        &["chromium", "chromium-driver"],
    )
}

/// Installs Debian packages (announced as `what`), as root through apt-get.
fn apt_install(what: &str, packages: &[&str]) -> Result {
    banner(&format!("installing Debian's {what} (once)"));
    let env = [("DEBIAN_FRONTEND", "noninteractive")];
    let root = util::root();
    util::run_in(&root, "apt-get", &["update", "-qq"], &env)?;
    let mut args = vec!["install", "-y", "-qq"];
    args.extend_from_slice(packages);
    util::run_in(&root, "apt-get", &args, &env)
}

/// The sympy the group-lab e2e spec compares subgroup orders with (PyPI).
const SYMPY: &str = "1.14.0";

/// The pip requirement for the pinned sympy.
fn sympy_requirement() -> String {
    format!("sympy=={SYMPY}")
}

/// Installs the pinned sympy for the `python3` on the PATH from PyPI. Where pip cannot
/// install it (an externally managed Python), a sympy already there, else Debian's package,
/// is used and named: the orders it computes do not depend on its version.
fn ensure_sympy() -> Result {
    let version =
        || util::output("python3", &["-c", "import sympy; print(sympy.__version__)"]).ok();
    if version().as_deref() == Some(SYMPY) {
        return Ok(());
    }
    if util::have("python3") {
        banner(&format!("installing sympy {SYMPY} from PyPI (once)"));
        let pin = sympy_requirement();
        let pip = ["-m", "pip", "install", "--quiet", pin.as_str()];
        if util::run("python3", &pip).is_ok() && version().as_deref() == Some(SYMPY) {
            return Ok(());
        }
    }
    if version().is_none() {
        apt_install("python3-sympy", &["python3", "python3-sympy"])?;
    }
    let have = version().ok_or("sympy is still missing after apt-get")?;
    eprintln!("(pip could not install sympy {SYMPY}; using sympy {have})");
    Ok(())
}

/// The web app's tests: clippy for wasm32, the in-browser wasm-bindgen tests, and the
/// Playwright end-to-end specs against the release build served locally.
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
    banner("clippy (wasm32)");
    util::run(
        "cargo",
        &[
            "clippy",
            "--target",
            web::TARGET,
            "-p",
            "minx",
            "--lib",
            "--test",
            "web",
            "--",
            "-D",
            "warnings",
        ],
    )?;
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
        ],
        &[("CHROMEDRIVER", &chromedriver)],
    )?;
    ensure_sympy()?;
    banner("end-to-end tests (Playwright, headless Chromium)");
    let (server, e2e) = web::serve_for_browser_tests()?;
    let url = format!("{}/", server.url());
    // The specs' cross-checks run the release CLI the tables were made with, never a build
    // of their own.
    let cli = util::release_cli()?;
    let jobs = e2e_jobs(std::env::var("MINX_E2E_JOBS").ok().as_deref());
    eprintln!(
        "serving www/ on {url} for the tests, {jobs} spec files at once \
         (artifacts in tests/e2e/artifacts)"
    );
    let concurrency = format!("--test-concurrency={jobs}");
    util::run_in(
        &e2e,
        "node",
        &["--test", &concurrency, "specs/"],
        &[("MINX_URL", &url), ("MINX_BIN", &cli.to_string_lossy())],
    )
}

/// How many spec files run at once: `MINX_E2E_JOBS` when it is a positive number, else one
/// per core. Each file is its own Node process with its own Chromium, and every page has its
/// own browser context, so they share nothing but the static server.
fn e2e_jobs(setting: Option<&str>) -> usize {
    setting
        .and_then(|s| s.trim().parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
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
    fn e2e_jobs_follow_the_setting_or_the_cores() {
        assert_eq!(super::e2e_jobs(Some("3")), 3);
        let cores = super::e2e_jobs(None);
        assert!(cores >= 1);
        assert_eq!(super::e2e_jobs(Some("0")), cores);
        assert_eq!(super::e2e_jobs(Some("many")), cores);
    }

    #[test]
    fn sympy_is_pinned() {
        let req = super::sympy_requirement();
        let version = req.strip_prefix("sympy==").unwrap();
        assert_eq!(version.split('.').count(), 3, "{req}");
        assert!(
            version.split('.').all(|p| p.parse::<u32>().is_ok()),
            "{req}"
        );
    }
}
