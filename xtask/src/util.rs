//! Small helpers for running commands from xtask.

use std::cell::RefCell;
use std::fmt::Display;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::SystemTime;

/// A failed step, with a message for the user.
pub type Result<T = ()> = std::result::Result<T, String>;

/// The repository root (the parent of `xtask/`).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives inside the repository")
        .to_path_buf()
}

/// Prints a section banner so long logs stay readable, and starts timing it as a stage
/// ([`crate::stages`]); in background work ([`crate::background`]) it is only a line of its
/// log.
pub fn banner(title: &str) {
    if SINK.with(|s| s.borrow().is_none()) {
        crate::stages::begin(title);
    }
    say(format!("\n==== {title} ===="));
}

thread_local! {
    /// Where this thread's output goes instead of xtask's stderr: a background job's log.
    static SINK: RefCell<Option<File>> = const { RefCell::new(None) };
}

/// Runs `work` with this thread's output ([`say`], [`banner`] and the commands [`run_in`]
/// starts) going to `sink` when one is given; restores the thread's own afterwards.
pub fn with_sink<T>(sink: Option<File>, work: impl FnOnce() -> T) -> T {
    let before = SINK.with(|s| s.replace(sink));
    let result = work();
    SINK.with(|s| *s.borrow_mut() = before);
    result
}

/// A handle on this thread's sink, if it has one: for threads it starts to pass on
/// ([`with_sink`]).
pub fn sink() -> Option<File> {
    SINK.with(|s| s.borrow().as_ref().and_then(|f| f.try_clone().ok()))
}

/// Prints a line to this thread's sink, else to stderr.
pub fn say(line: impl Display) {
    match sink() {
        Some(mut file) => {
            let _ = writeln!(file, "{line}");
        }
        None => eprintln!("{line}"),
    }
}

/// Runs a command in the repository root, inheriting stdio; fails if it fails.
pub fn run(program: &str, args: &[&str]) -> Result {
    run_in(&root(), program, args, &[])
}

/// Runs a command in `dir` with extra environment variables, inheriting stdio.
pub fn run_in(dir: &std::path::Path, program: &str, args: &[&str], env: &[(&str, &str)]) -> Result {
    say(format!("$ {program} {}", args.join(" ")));
    let mut command = Command::new(program);
    command
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied());
    if let Some(file) = sink() {
        let err = file
            .try_clone()
            .map_err(|e| format!("cannot share a log: {e}"))?;
        command.stdout(Stdio::from(file)).stderr(Stdio::from(err));
    }
    let status = command
        .status()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{program} {}` failed ({status})", args.join(" ")))
    }
}

/// Runs a command and returns its standard output (trimmed), failing if it fails.
pub fn output(program: &str, args: &[&str]) -> Result<String> {
    let out = Command::new(program)
        .args(args)
        .current_dir(root())
        .output()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "`{program} {}` failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// The arguments of `cargo` that install exactly `version` of `krate` with the dependency
/// versions of its own lock file (`--locked`), replacing another version if one is there,
/// with `features` as `--no-default-features` and a list, when given (`None`: the tool's
/// defaults). Built unoptimised (`--debug`, and without debug info, [`INSTALL_ENV`]): these
/// tools only bind, serve and run what the project builds, in a second or so either way,
/// while their optimised build is most of what installing costs — wasm-bindgen-cli 0.2.130
/// on the 2-core machine: 107 s wall, 206 CPU s optimised with its default TLS features;
/// 35 s, 65 CPU s unoptimised without them (its test runner speaks plain HTTP to the local
/// ChromeDriver), and its output the same bytes.
pub fn cargo_install_args(krate: &str, version: &str, features: Option<&str>) -> Vec<String> {
    let version = format!("={version}");
    let mut args = [
        "install",
        krate,
        "--version",
        &version,
        "--locked",
        "--force",
        "--debug",
    ]
    .map(String::from)
    .to_vec();
    if let Some(features) = features {
        args.push("--no-default-features".into());
        if !features.is_empty() {
            args.extend(["--features".into(), features.into()]);
        }
    }
    args
}

/// The environment of a `cargo install` ([`cargo_install_args`]): no debug info, no
/// incremental build.
const INSTALL_ENV: [(&str, &str); 2] = [
    ("CARGO_PROFILE_DEV_DEBUG", "false"),
    ("CARGO_INCREMENTAL", "0"),
];

/// Installs exactly `version` of the cargo tool `krate` ([`cargo_install_args`]). When the
/// registry no longer serves a version its lock file pins (a yanked or withheld dependency
/// makes `--locked` fail; seen with wasm-bindgen-cli 0.2.130's `webpki-roots`), it installs
/// the same version of the tool again with the newest compatible dependencies.
pub fn cargo_install(krate: &str, version: &str, features: Option<&str>) -> Result {
    let args = cargo_install_args(krate, version, features);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    run_in(&root(), "cargo", &args, &INSTALL_ENV).or_else(|locked| {
        say(format!(
            "{locked}; installing {krate} {version} again without --locked"
        ));
        let unlocked: Vec<&str> = args.into_iter().filter(|a| *a != "--locked").collect();
        run_in(&root(), "cargo", &unlocked, &INSTALL_ENV)
    })
}

/// The cargo profile the `minx` CLI is built with for xtask's own use (see [`cli`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CliProfile {
    /// `release` (fat LTO): what `serve`, `build` and `bench` run.
    Release,
    /// `test`: the build `cargo test` has just made (this crate at opt-level 3, see
    /// Cargo.toml), so `cargo xtask test` links no second, LTO build of the CLI. The tables
    /// are computed in integers, deterministically: either build writes the same bytes.
    Test,
}

/// The profile [`cli`] builds with: release unless [`use_cli_profile`] said otherwise.
static CLI_PROFILE: std::sync::OnceLock<CliProfile> = std::sync::OnceLock::new();

/// Chooses the profile of the CLI for this run of xtask (once, before the first [`cli`]).
pub fn use_cli_profile(profile: CliProfile) {
    let _ = CLI_PROFILE.set(profile);
}

/// Builds the `minx` CLI in the chosen [`CliProfile`] and returns its path. One build serves
/// every stage that runs the CLI: the short solver's tables, and the e2e specs'
/// cross-checks (`MINX_BIN`). The test build is the binary `cargo test --workspace` makes
/// for the CLI's integration tests, asked for the same way (`--no-run`: nothing to do after
/// the native tests); `cargo build --profile test --bin minx` would resolve the features
/// without the dev-dependencies and compile every crate a second time (measured on CI: from
/// serde up).
pub fn cli() -> Result<PathBuf> {
    let dir = match CLI_PROFILE.get().copied().unwrap_or(CliProfile::Release) {
        CliProfile::Release => {
            run("cargo", &["build", "--release", "--bin", "minx"])?;
            "release"
        }
        CliProfile::Test => {
            run("cargo", &["test", "--workspace", "--no-run"])?;
            "debug"
        }
    };
    Ok(root().join("target").join(dir).join("minx"))
}

/// Whether a program can be found on the PATH.
pub fn have(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program} >/dev/null 2>&1")])
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

/// When `path` was last modified, if it exists: what decides whether a build output is up
/// to date (the tables asset, the bound wasm modules, the precompressed copies).
pub fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn cargo_installs_are_pinned_and_locked() {
        let args = super::cargo_install_args("cargo-fuzz", "0.13.2", None);
        assert_eq!(
            args.join(" "),
            "install cargo-fuzz --version =0.13.2 --locked --force --debug"
        );
        let bare = super::cargo_install_args("wasm-bindgen-cli", "0.2.130", Some(""));
        assert!(bare.join(" ").ends_with("--debug --no-default-features"));
    }
}
