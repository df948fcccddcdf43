//! Stage timings: every [`crate::util::banner`] opens a stage (and closes the one before), and
//! [`summary`] closes the last and prints a table of them all, so that a long run such as
//! `cargo xtask test` says where its time went.
//!
//! Each stage has its wall-clock seconds and its CPU seconds: those of xtask itself and of the
//! commands it ran and waited for (Linux's `/proc/self/stat`, children included). On a machine
//! shared with other work the wall time grows with the contention while the CPU time barely
//! moves, so the CPU column is the one to compare between runs; where work runs in parallel
//! (two test workers, two fuzz jobs) CPU seconds exceed wall seconds.
//!
//! Background work ([`crate::background`]) gets a row of its own when it is joined, marked
//! `beside`: its wall seconds overlap the rows before it, so the total leaves them out, and
//! its CPU seconds are in those rows.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One finished stage.
#[derive(Debug, Clone, PartialEq)]
pub struct Stage {
    /// The banner's title.
    pub title: String,
    /// Wall-clock time.
    pub wall: Duration,
    /// Its CPU seconds.
    pub cpu: Cpu,
}

/// A stage's CPU seconds, as far as they can be told apart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Cpu {
    /// Those of xtask and the children it waited for during the stage.
    Seconds(f64),
    /// The platform does not say.
    Unknown,
    /// Background work: counted in the rows of the stages it ran beside.
    Beside,
}

impl Cpu {
    /// The stage's own seconds: `None` for an unknown, zero for background work (counted
    /// elsewhere).
    fn own(self) -> Option<f64> {
        match self {
            Cpu::Seconds(s) => Some(s),
            Cpu::Unknown => None,
            Cpu::Beside => Some(0.0),
        }
    }
}

/// The stage being timed and those already done.
struct Log {
    open: Option<(String, Instant, Option<f64>)>,
    done: Vec<Stage>,
}

static LOG: Mutex<Log> = Mutex::new(Log {
    open: None,
    done: Vec::new(),
});

/// Closes the open stage, if any, and opens one called `title`.
pub fn begin(title: &str) {
    let mut log = LOG.lock().unwrap_or_else(|e| e.into_inner());
    close(&mut log);
    log.open = Some((title.to_string(), Instant::now(), cpu_seconds()));
}

/// Adds the row of background work that took `wall` beside the stages (the open one stays
/// open).
pub fn beside(title: &str, wall: Duration) {
    let mut log = LOG.lock().unwrap_or_else(|e| e.into_inner());
    log.done.push(Stage {
        title: format!("(beside the above) {title}"),
        wall,
        cpu: Cpu::Beside,
    });
}

/// Closes the open stage and returns the table of every stage so far.
pub fn summary() -> String {
    let mut log = LOG.lock().unwrap_or_else(|e| e.into_inner());
    close(&mut log);
    render(&log.done)
}

fn close(log: &mut Log) {
    if let Some((title, start, cpu0)) = log.open.take() {
        let cpu = cpu_seconds()
            .zip(cpu0)
            .map_or(Cpu::Unknown, |(now, then)| Cpu::Seconds(now - then));
        log.done.push(Stage {
            title,
            wall: start.elapsed(),
            cpu,
        });
    }
}

/// The widest stage title shown; longer ones are cut.
const TITLE_WIDTH: usize = 56;

/// The stages as a plain-text table with a total line.
pub fn render(stages: &[Stage]) -> String {
    let show = |c: Option<f64>| c.map_or_else(|| "?".to_string(), |s| format!("{s:.0}"));
    let cpu = |c: Cpu| match c {
        Cpu::Beside => "beside".to_string(),
        own => show(own.own()),
    };
    let row = |title: &str, wall: f64, cpu: String| {
        let title: String = title.chars().take(TITLE_WIDTH).collect();
        format!("{title:<TITLE_WIDTH$} {wall:>7.0} {cpu:>7}\n")
    };
    let mut out = format!("{:<TITLE_WIDTH$} {:>7} {:>7}\n", "stage", "wall s", "CPU s");
    for s in stages {
        out += &row(&s.title, s.wall.as_secs_f64(), cpu(s.cpu));
    }
    let wall: f64 = stages
        .iter()
        .filter(|s| s.cpu != Cpu::Beside)
        .map(|s| s.wall.as_secs_f64())
        .sum();
    let total_cpu = stages.iter().map(|s| s.cpu.own()).sum::<Option<f64>>();
    out += &row("total", wall, show(total_cpu));
    out
}

/// Clock ticks per second of `/proc`'s times (`USER_HZ`, 100 on every Linux build).
const TICKS: f64 = 100.0;

/// CPU seconds used so far by this process and its waited-for children; `None` off Linux.
fn cpu_seconds() -> Option<f64> {
    parse_cpu(&std::fs::read_to_string("/proc/self/stat").ok()?)
}

/// utime + stime + cutime + cstime of a `/proc/PID/stat` line, in seconds. The command name
/// (in parentheses) may hold spaces and parentheses, so fields are counted after the last `)`.
fn parse_cpu(stat: &str) -> Option<f64> {
    let after = &stat[stat.rfind(')')? + 1..];
    // After the name: state (field 3) … utime is field 14, cstime field 17.
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = fields
        .get(11..15)?
        .iter()
        .map(|f| f.parse::<u64>().ok())
        .sum::<Option<u64>>()?;
    Some(ticks as f64 / TICKS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_fields_are_read_after_the_command_name() {
        let stat = "4242 (a (b) c) S 1 2 3 4 5 6 7 8 9 10 150 50 200 100 20 0 1 0 99";
        assert_eq!(parse_cpu(stat), Some(5.0));
        assert_eq!(parse_cpu("4242 (x) S 1 2"), None);
        assert_eq!(parse_cpu("no name here"), None);
    }

    #[test]
    fn this_process_has_used_some_cpu() {
        if cfg!(target_os = "linux") {
            let spin: u64 = (0..2_000_000u64).map(|i| i ^ (i >> 3)).sum();
            assert!(spin > 0);
            assert!(cpu_seconds().is_some_and(|s| s >= 0.0));
        }
    }

    #[test]
    fn the_table_lists_every_stage_and_their_total() {
        let stages = [
            Stage {
                title: "format".into(),
                wall: Duration::from_secs(3),
                cpu: Cpu::Seconds(2.0),
            },
            Stage {
                title: "native tests".into(),
                wall: Duration::from_secs(100),
                cpu: Cpu::Seconds(180.0),
            },
            Stage {
                title: "(beside the above) wasm".into(),
                wall: Duration::from_secs(90),
                cpu: Cpu::Beside,
            },
        ];
        let table = render(&stages);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines.len(), 5, "{table}");
        assert!(lines[1].starts_with("format ") && lines[1].ends_with(" 3       2"));
        assert!(lines[3].ends_with(" 90  beside"), "{table}");
        assert!(lines[4].starts_with("total ") && lines[4].ends_with(" 103     182"));
        assert!(lines.iter().all(|l| l.len() == lines[0].len()), "{table}");
        let unknown = render(&[Stage {
            cpu: Cpu::Unknown,
            ..stages[0].clone()
        }]);
        assert!(unknown.lines().last().unwrap().ends_with('?'), "{unknown}");
    }
}
