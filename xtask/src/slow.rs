//! The slow suites of `cargo xtask test --slow`: every `#[ignore]`d test, in release.
//!
//! `cargo test --release -- --ignored` over the whole workspace links every test target with
//! the release profile's fat LTO, although only a few hold an `#[ignore]`d test and the others
//! run none. So the targets are chosen from the sources: the library when a file under `src/`
//! has one, `--test NAME` for each `tests/NAME.rs` that has one. Where one sits anywhere else
//! (a shared test module, the CLI, xtask) the whole workspace is tested as before, so no
//! ignored test is ever left out.

use std::path::{Path, PathBuf};

use crate::util::{self, banner, Result};

/// Runs every `#[ignore]`d test in release.
pub fn run() -> Result {
    banner("slow native tests (release, the #[ignore]d suites)");
    let mut args: Vec<String> = ["test", "--release"].map(String::from).to_vec();
    match targets(&util::root()) {
        Some(chosen) => {
            args.extend(["-p", "minx"].map(String::from));
            args.extend(chosen);
        }
        None => args.push("--workspace".into()),
    }
    args.extend(["--", "--ignored"].map(String::from));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    util::run("cargo", &args)
}

/// The `cargo test -p minx` target options that cover every `#[ignore]`d test under `root`,
/// or `None` when one is somewhere only the whole workspace covers.
fn targets(root: &Path) -> Option<Vec<String>> {
    let mut lib = false;
    let mut tests = Vec::new();
    for file in rust_files(root) {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        if !text.lines().any(is_ignore_attribute) {
            continue;
        }
        let rel = file.strip_prefix(root).ok()?;
        let parts: Vec<&str> = rel.iter().filter_map(|p| p.to_str()).collect();
        match parts.as_slice() {
            ["src", "bin", ..] => return None,
            ["src", ..] => lib = true,
            ["tests", name] => tests.push(name.strip_suffix(".rs")?.to_string()),
            _ => return None,
        }
    }
    tests.sort();
    let mut args: Vec<String> = Vec::new();
    if lib {
        args.push("--lib".into());
    }
    for name in tests {
        args.extend(["--test".into(), name]);
    }
    // Nothing ignored anywhere: test the workspace anyway (it runs none, and says so).
    (!args.is_empty()).then_some(args)
}

/// Whether a line is an `#[ignore]` attribute (`#[ignore = "…"]` too, or a `cfg_attr` one).
fn is_ignore_attribute(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with("#[ignore") || (line.starts_with("#[cfg_attr") && line.contains("ignore"))
}

/// The `.rs` files of the workspace's packages (`src/`, `tests/`, `examples/`, `benches/`,
/// `xtask/`), not build outputs.
fn rust_files(root: &Path) -> Vec<PathBuf> {
    let mut stack: Vec<PathBuf> = ["src", "tests", "examples", "benches", "xtask"]
        .iter()
        .map(|d| root.join(d))
        .collect();
    let mut files = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                if path.file_name().is_some_and(|n| n != "target") {
                    stack.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ignore_attributes_are_recognised() {
        assert!(is_ignore_attribute("    #[ignore]"));
        assert!(is_ignore_attribute("#[ignore = \"slow\"]"));
        assert!(is_ignore_attribute("#[cfg_attr(debug_assertions, ignore)]"));
        assert!(!is_ignore_attribute("/// `#[ignore]`d tests"));
        assert!(!is_ignore_attribute("let s = \"#[ignore]\";"));
    }

    #[test]
    fn this_repository_s_slow_suites_are_found() {
        let found = targets(&util::root()).expect("every #[ignore] in src/ or tests/*.rs");
        let joined = found.join(" ");
        assert!(joined.starts_with("--lib "), "{joined}");
        assert!(joined.contains("--test solver"), "{joined}");
        assert!(joined.contains("--test short"), "{joined}");
    }

    /// A scratch workspace with `files` (path, text).
    fn scratch(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-slow-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (path, text) in files {
            let file = dir.join(path);
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            std::fs::write(file, text).unwrap();
        }
        dir
    }

    #[test]
    fn an_ignored_test_elsewhere_tests_the_whole_workspace() {
        let slow = "#[test]\n#[ignore]\nfn slow() {}\n";
        let dir = scratch(
            "chosen",
            &[("src/a.rs", slow), ("tests/b.rs", slow), ("tests/c.rs", "")],
        );
        assert_eq!(targets(&dir).unwrap().join(" "), "--lib --test b");
        let _ = std::fs::remove_dir_all(&dir);
        for elsewhere in [
            "tests/shared/mod.rs",
            "src/bin/cli.rs",
            "xtask/src/x.rs",
            "",
        ] {
            let mut files = vec![("src/a.rs", "")];
            if !elsewhere.is_empty() {
                files.push((elsewhere, slow));
            }
            let dir = scratch("elsewhere", &files);
            assert_eq!(targets(&dir), None, "{elsewhere}");
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
}
