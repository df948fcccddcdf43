//! Every command's options: the one list the command line reads with and the fuzz target
//! (fuzz/fuzz_targets/cli_args.rs, which compiles this file in) fuzzes, so a new option is
//! fuzzed as soon as it is read.

/// The options of one command: those that take a value, and switches.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// `--name VALUE` (or `--name=VALUE`).
    pub values: &'static [&'static str],
    /// `--name` alone.
    pub switches: &'static [&'static str],
}

/// `minx apply`.
pub const APPLY: Options = Options {
    values: &["notation"],
    switches: &["json"],
};
/// `minx facelets`.
pub const FACELETS: Options = APPLY;
/// `minx order`.
pub const ORDER: Options = Options {
    values: &["gens"],
    switches: &["json"],
};
/// `minx orders`.
pub const ORDERS: Options = Options {
    values: &[],
    switches: &["json"],
};
/// `minx solve`.
pub const SOLVE: Options = Options {
    values: &["method", "notation", "facelets", "puzzle", "budget"],
    switches: &["json"],
};
/// `minx scramble`.
pub const SCRAMBLE: Options = Options {
    values: &["kind", "seed", "puzzle"],
    switches: &["json"],
};
/// `minx state`.
pub const STATE: Options = Options {
    values: &["facelets", "puzzle"],
    switches: &["json"],
};
/// `minx tables`.
pub const TABLES: Options = Options {
    values: &["out"],
    switches: &["all"],
};

/// `minx figure`.
pub const FIGURE: Options = Options {
    values: &["puzzle", "scheme", "notation", "facelets"],
    switches: &["arrows", "letters", "numbers", "caption"],
};

/// `minx film`.
pub const FILM: Options = Options {
    values: &["puzzle", "scheme", "notation", "out", "size", "speed"],
    switches: &["arrows", "letters"],
};

/// Every command with its options.
pub const COMMANDS: [(&str, Options); 10] = [
    ("apply", APPLY),
    ("facelets", FACELETS),
    ("figure", FIGURE),
    ("film", FILM),
    ("order", ORDER),
    ("orders", ORDERS),
    ("solve", SOLVE),
    ("scramble", SCRAMBLE),
    ("state", STATE),
    ("tables", TABLES),
];
