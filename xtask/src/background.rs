//! Work that runs beside the foreground stages of `cargo xtask test`, on a thread of its own:
//! builds that share no lock with the foreground's cargo (another target folder, another
//! profile), started where the foreground leaves a core idle — the native tests' runs, the
//! wasm clippy and in-browser tests.
//!
//! Its output (xtask's lines and its commands') goes to a log file, printed as one block when
//! it is joined, so that the foreground's log stays readable; its banners are lines of that
//! log, not stages. The stage table gets one row for it when it is joined: its wall seconds,
//! marked as run beside the others. Its CPU seconds are counted in the rows of the stages it
//! ran beside (Linux sums a process's children's CPU, whichever thread waited for them), so
//! the table's CPU total stays the whole run's.

use std::path::PathBuf;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::util::{self, Result};

/// A piece of background work and its log; joined by [`Background::join`], or waited for
/// when dropped (a foreground failure still waits, so that no build outlives xtask).
pub struct Background<T: Send + 'static> {
    /// What it does, for its banner and its row.
    title: String,
    /// When it started.
    started: Instant,
    /// Where its output goes.
    log: PathBuf,
    /// The thread, until joined; it answers its result and how long it ran.
    handle: Option<JoinHandle<(Result<T>, Duration)>>,
}

/// Starts `work` on a thread of its own, its output in `target/xtask-background/NAME.log`.
pub fn spawn<T, F>(name: &str, title: &str, work: F) -> Result<Background<T>>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T> + Send + 'static,
{
    let dir = util::root().join("target").join("xtask-background");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let log = dir.join(format!("{name}.log"));
    let file =
        std::fs::File::create(&log).map_err(|e| format!("cannot write {}: {e}", log.display()))?;
    util::say(format!(
        "\n==== in the background from here: {title} (its output follows when it ends: {}) ====",
        log.display()
    ));
    let started = Instant::now();
    let handle = std::thread::spawn(move || {
        let result = util::with_sink(Some(file), work);
        (result, started.elapsed())
    });
    Ok(Background {
        title: title.to_string(),
        started,
        log,
        handle: Some(handle),
    })
}

impl<T: Send + 'static> Background<T> {
    /// Waits for the work, prints its log and adds its row to the stage table; its error,
    /// if it failed, names it.
    pub fn join(mut self) -> Result<T> {
        self.finish()
            .unwrap_or_else(|| Err(format!("{}: joined twice", self.title)))
    }

    /// Waits for the thread once; `None` when it was already joined.
    fn finish(&mut self) -> Option<Result<T>> {
        let handle = self.handle.take()?;
        let (result, wall) = handle
            .join()
            .unwrap_or_else(|_| (Err("it panicked".to_string()), self.started.elapsed()));
        let waited = self.started.elapsed().saturating_sub(wall);
        let output = std::fs::read_to_string(&self.log).unwrap_or_default();
        util::say(format!(
            "\n==== the background work took {:.0} s (done {:.0} s before it was joined): \
             {} — its output ====\n{}==== end of the background work's output ====",
            wall.as_secs_f64(),
            waited.as_secs_f64(),
            self.title,
            output
        ));
        crate::stages::beside(&self.title, wall);
        Some(result.map_err(|e| format!("{} (in the background): {e}", self.title)))
    }
}

impl<T: Send + 'static> Drop for Background<T> {
    fn drop(&mut self) {
        if let Some(Err(e)) = self.finish() {
            util::say(e);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn background_output_goes_to_its_log_and_its_result_comes_back() {
        let job = spawn("xtask-test-ok", "a test job", || {
            util::say("said in the background");
            util::run_in(&util::root(), "sh", &["-c", "echo from a command"], &[])?;
            Ok(42)
        })
        .unwrap();
        let log = job.log.clone();
        assert_eq!(job.join(), Ok(42));
        let text = std::fs::read_to_string(log).unwrap();
        assert!(text.contains("said in the background"), "{text}");
        assert!(text.contains("$ sh -c echo from a command"), "{text}");
        assert!(text.contains("from a command\n"), "{text}");
    }

    #[test]
    fn a_failure_names_the_job_and_a_drop_waits() {
        let job = spawn("xtask-test-fail", "a failing job", || -> Result<()> {
            util::run_in(&util::root(), "sh", &["-c", "exit 3"], &[])
        })
        .unwrap();
        let err = job.join().unwrap_err();
        assert!(
            err.starts_with("a failing job (in the background): "),
            "{err}"
        );
        let marker = std::env::temp_dir().join(format!("xtask-bg-{}", std::process::id()));
        let m = marker.clone();
        drop(
            spawn("xtask-test-drop", "a dropped job", move || {
                std::thread::sleep(std::time::Duration::from_millis(200));
                std::fs::write(&m, "done").map_err(|e| e.to_string())
            })
            .unwrap(),
        );
        assert!(marker.is_file(), "dropping the job waited for it");
        let _ = std::fs::remove_file(marker);
    }
}
