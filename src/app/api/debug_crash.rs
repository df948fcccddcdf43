//! [`DebugCrash`]: the page API's `debugCrashWorker(kind)`, a test hook that makes the
//! subgroup worker die, read from its argument.

use std::str::FromStr;

use crate::app::sim::UnknownName;

/// How `debugCrashWorker` makes the worker die.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DebugCrash {
    /// `"panic"`: the worker panics, after reading the requests posted before this one.
    Panic,
    /// `"init"`: the running worker is let go (as if it had died, see
    /// [`DebugCrash::STOPPED`]) and one whose WebAssembly fails to start takes its place,
    /// so the requests that follow meet it.
    Init,
}

impl DebugCrash {
    /// Why the running worker died when `"init"` let it go.
    pub const STOPPED: &'static str = "it was stopped on purpose (a test hook)";

    /// The worker script told to fail as if its WebAssembly could not start (`"init"`).
    pub const FAILING_SCRIPT: &'static str = "worker.js?fail-init";
}

impl FromStr for DebugCrash {
    type Err = UnknownName;

    /// `"panic"` or `"init"`; anything else is refused, quoted.
    fn from_str(kind: &str) -> Result<DebugCrash, UnknownName> {
        match kind {
            "panic" => Ok(DebugCrash::Panic),
            "init" => Ok(DebugCrash::Init),
            k => Err(UnknownName {
                what: "crash",
                name: k.to_string(),
                expected: "panic or init".to_string(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_two_kinds_and_quotes_anything_else() {
        assert_eq!("panic".parse(), Ok(DebugCrash::Panic));
        assert_eq!("init".parse(), Ok(DebugCrash::Init));
        assert_eq!(
            "Panic".parse::<DebugCrash>(),
            Err(UnknownName {
                what: "crash",
                name: "Panic".to_string(),
                expected: "panic or init".to_string(),
            })
        );
    }
}
