//! The `minx` command-line reader (src/bin/minx/args.rs, compiled in here as it is): any
//! words are either read or refused with one short escaped line, never a panic.
//!
//! The first byte picks which command's options to read with (every command's, from
//! src/bin/minx/options.rs); the rest, split at NUL bytes,
//! are the words after the command.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[allow(dead_code)]
#[path = "../../src/bin/minx/args.rs"]
mod args;

// Every command's options, the list the CLI itself reads with: nothing to keep in step.
#[allow(dead_code)]
#[path = "../../src/bin/minx/options.rs"]
mod options;

fuzz_target!(|data: &[u8]| {
    let Some((&head, rest)) = data.split_first() else {
        return;
    };
    let (_, o) = options::COMMANDS[usize::from(head) % options::COMMANDS.len()];
    let (values, switches) = (o.values, o.switches);
    let words: Vec<String> = String::from_utf8_lossy(rest)
        .split('\0')
        .map(str::to_string)
        .collect();
    match args::Args::parse(&words, values, switches) {
        Err(e) => minx_fuzz::check_message(&e),
        Ok(a) => {
            for name in values {
                if let Some(v) = a.value(name) {
                    assert!(words.iter().any(|w| w.ends_with(v)), "{name} = {v:?}");
                }
                if let Err(e) = a.parsed::<u64>(name, 0) {
                    minx_fuzz::check_message(&e);
                }
            }
            for name in switches {
                // (Given is not enough: `--facelets --json` reads `--json` as a file name.)
                let given = words.iter().any(|w| w == &format!("--{name}"));
                assert!(!a.switch(name) || given, "--{name}");
            }
            match a.one("a name") {
                Ok(x) => assert_eq!(a.joined().as_deref(), Some(x)),
                Err(e) => minx_fuzz::check_message(&e),
            }
        }
    }
});
