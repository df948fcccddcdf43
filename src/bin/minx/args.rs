//! A small command-line reader: positional words and `--flag [value]` options.

use std::collections::HashMap;

use minx::quote::quote;

use crate::options::Options;

/// What went wrong reading the command line (exit code 2).
pub type ArgError = String;

/// The words after the subcommand, split into options and positionals.
pub struct Args {
    values: HashMap<String, String>,
    switches: Vec<String>,
    positional: Vec<String>,
}

impl Args {
    /// Reads `args` with a command's [`Options`].
    pub fn read(args: &[String], options: Options) -> Result<Args, ArgError> {
        Args::parse(args, options.values, options.switches)
    }

    /// Reads `args`, where `with_value` lists the options that take a value and `switches`
    /// those that do not. Anything else starting with `--` is an error.
    pub fn parse(
        args: &[String],
        with_value: &[&str],
        switches: &[&str],
    ) -> Result<Args, ArgError> {
        let mut out = Args {
            values: HashMap::new(),
            switches: Vec::new(),
            positional: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if let Some(name) = a.strip_prefix("--").filter(|n| !n.is_empty()) {
                let (name, inline) = match name.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (name, None),
                };
                if with_value.contains(&name) {
                    let v = match inline {
                        Some(v) => v,
                        None => it
                            .next()
                            .cloned()
                            .ok_or_else(|| format!("--{name} needs a value"))?,
                    };
                    out.values.insert(name.to_string(), v);
                } else if switches.contains(&name) && inline.is_none() {
                    out.switches.push(name.to_string());
                } else {
                    return Err(format!("unknown option {}", quote(&format!("--{name}"))));
                }
            } else {
                out.positional.push(a.clone());
            }
        }
        Ok(out)
    }

    /// The value of `--name`, if given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    /// The value of `--name` parsed, or `default` when absent.
    pub fn parsed<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, ArgError>
    where
        T::Err: std::fmt::Display,
    {
        match self.value(name) {
            None => Ok(default),
            Some(v) => v.parse().map_err(|e| format!("--{name}: {e}")),
        }
    }

    /// Whether the switch `--name` was given.
    pub fn switch(&self, name: &str) -> bool {
        self.switches.iter().any(|s| s == name)
    }

    /// The one positional argument, or an error naming what was expected.
    pub fn one(&self, what: &str) -> Result<&str, ArgError> {
        match self.positional.as_slice() {
            [x] => Ok(x),
            [] => Err(format!("expected {what}")),
            more => Err(format!("expected one {what}, got {} arguments", more.len())),
        }
    }

    /// The positional arguments joined by spaces (an alg may be given unquoted).
    pub fn joined(&self) -> Option<String> {
        (!self.positional.is_empty()).then(|| self.positional.join(" "))
    }
}
