//! Temporary files a killed writer left behind, and which of them are safe
//! to take away.

use super::{OLD_TEMPORARY_MARK, TEMPORARY_MARK};
use std::fs;
use std::path::Path;

/// Remove the temporary files that a killed process left in one of
/// Hopcard's own folders (the data folder, `kept/`): those named
/// `.NAME.hopcard-tmp-PID-N`, and `.NAME.tmp-PID-N` as older versions named
/// them; only those of a process that is no longer running (on Linux), or
/// older than a day (elsewhere), so a live writer's file is never taken from
/// it. Returns how many were removed; errors are ignored (a file left behind
/// is harmless, and is tried again at the next start).
pub fn remove_stale_temporaries(dir: &Path) -> usize {
    remove_stale(dir, true)
}

/// [`remove_stale_temporaries`] beside the user's own files: only names
/// that are unmistakably Hopcard's (`.NAME.hopcard-tmp-PID-N`), since a
/// `.NAME.tmp-PID-N` there may be another program's.
pub fn remove_stale_temporaries_beside(dir: &Path) -> usize {
    remove_stale(dir, false)
}

fn remove_stale(dir: &Path, old_names_too: bool) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        let pid = temporary_pid(&name, TEMPORARY_MARK).or_else(|| {
            old_names_too
                .then(|| temporary_pid(&name, OLD_TEMPORARY_MARK))
                .flatten()
        });
        let Some(pid) = pid else {
            continue;
        };
        if !entry.file_type().is_ok_and(|t| t.is_file()) || writer_may_live(pid, &entry) {
            continue;
        }
        if fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// The process id in a temporary file's name `.NAME{mark}PID-N`.
fn temporary_pid(name: &str, mark: &str) -> Option<u32> {
    if !name.starts_with('.') {
        return None;
    }
    let (_, tail) = name.rsplit_once(mark)?;
    let (pid, serial) = tail.split_once('-')?;
    serial.parse::<u64>().ok()?;
    pid.parse().ok()
}

/// Whether the process that wrote a temporary file may still be writing it
/// (Linux: it is still running).
#[cfg(target_os = "linux")]
fn writer_may_live(pid: u32, _entry: &fs::DirEntry) -> bool {
    pid == std::process::id() || Path::new("/proc").join(pid.to_string()).exists()
}

/// Whether the process that wrote a temporary file may still be writing it
/// (elsewhere: the file is less than a day old).
#[cfg(not(target_os = "linux"))]
fn writer_may_live(pid: u32, entry: &fs::DirEntry) -> bool {
    let day = std::time::Duration::from_secs(24 * 3600);
    pid == std::process::id()
        || entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_none_or(|age| age < day)
}
