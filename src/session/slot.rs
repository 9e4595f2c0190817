//! Locking a slot: a window starts by taking the lock of an autosave slot
//! (the main one, or a separate one for a second window), then looks at
//! what the autosave holds (an unfinished game is offered, a finished one
//! kept, a damaged one moved aside) and collects the games of second
//! windows that have closed.

use super::disk::{Disk, HeldLock, RealDisk, load_from};
use super::keep::move_into;
use super::recent::read_recent;
use super::{AUTOSAVE_NAME, KEPT_DIR, MAX_SLOTS, RECENT_NAME, Report, Session, SlotError};
use crate::clock::Clock;
use crate::lang::t;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// An autosave file and the lock that makes it this window's alone.
#[derive(Debug)]
pub(super) struct Slot {
    pub(super) path: PathBuf,
    pub(super) lock_path: PathBuf,
    /// Held for the life of the session (released when dropped).
    pub(super) lock: Box<dyn HeldLock>,
    /// `false` after a damaged autosave could not be moved aside.
    pub(super) enabled: bool,
}

pub(super) fn slot_paths(dir: &Path, n: u32) -> (PathBuf, PathBuf) {
    if n <= 1 {
        (dir.join(AUTOSAVE_NAME), dir.join("autosave.lock"))
    } else {
        (
            dir.join(format!("autosave-{n}.ron")),
            dir.join(format!("autosave-{n}.lock")),
        )
    }
}

/// How long starting a window waits for a slot's lock that is held. A lock
/// released a moment ago can still be held for an instant by a process
/// being started then (it holds a copy of every open file until it runs its
/// program), and a window that was just closed may still be closing.
pub(super) const LOCK_PATIENCE: std::time::Duration = std::time::Duration::from_millis(300);

impl Session {
    /// Start in the data folder `dir` with its main autosave slot: take the
    /// slot's lock, read the recent list and look at the autosave (an
    /// unfinished game is offered for resuming; a damaged one is moved aside).
    ///
    /// # Errors
    /// [`SlotError::Locked`] when another window holds the slot: offer
    /// [`Session::read_only`] or [`Session::separate`] instead.
    pub fn start(dir: &Path, clock: Clock) -> Result<Session, SlotError> {
        Session::start_on(RealDisk::shared(), dir, clock)
    }

    /// [`Session::start`] on another disk (the simulated one in tests).
    ///
    /// # Errors
    /// As [`Session::start`].
    pub fn start_on(disk: Arc<dyn Disk>, dir: &Path, clock: Clock) -> Result<Session, SlotError> {
        Session::start_in_slot(disk, dir, 1, clock)
    }

    /// Start with a separate game in the first free slot after the main one
    /// (`autosave-2.ron`, …), for a second window on the same account.
    ///
    /// # Errors
    /// [`SlotError::AllBusy`] when every slot is locked.
    pub fn separate(dir: &Path, clock: Clock) -> Result<Session, SlotError> {
        Session::separate_on(&RealDisk::shared(), dir, clock)
    }

    /// [`Session::separate`] on another disk.
    ///
    /// # Errors
    /// As [`Session::separate`].
    pub fn separate_on(
        disk: &Arc<dyn Disk>,
        dir: &Path,
        clock: Clock,
    ) -> Result<Session, SlotError> {
        for n in 2..=MAX_SLOTS {
            match Session::start_in_slot(Arc::clone(disk), dir, n, clock) {
                Err(SlotError::Locked { .. }) => {}
                other => return other,
            }
        }
        Err(SlotError::AllBusy)
    }

    /// The main autosave's game, shown read-only (no lock, nothing written).
    #[must_use]
    pub fn read_only(dir: &Path, clock: Clock) -> Session {
        Session::read_only_on(RealDisk::shared(), dir, clock)
    }

    /// [`Session::read_only`] on another disk.
    #[must_use]
    pub fn read_only_on(disk: Arc<dyn Disk>, dir: &Path, clock: Clock) -> Session {
        let mut session = Session::in_memory(clock);
        session.read_only = true;
        session.recent = read_recent(disk.as_ref(), &dir.join(RECENT_NAME)).0;
        match load_from(disk.as_ref(), &dir.join(AUTOSAVE_NAME)) {
            Ok(file) => session.game = Some(file.game),
            Err(e) => session.reports.push(Report::AutosaveOff {
                path: e.path.clone(),
                problem: e.problem.to_string(),
            }),
        }
        session.disk = disk;
        session
    }

    fn start_in_slot(
        disk: Arc<dyn Disk>,
        dir: &Path,
        n: u32,
        clock: Clock,
    ) -> Result<Session, SlotError> {
        let (auto, lock) = slot_paths(dir, n);
        disk.create_dir_all(dir).map_err(SlotError::Io)?;
        // Only the main slot is worth waiting for: a separate slot that is
        // held belongs to another window, and the next one is tried at once.
        let patience = if n == 1 {
            LOCK_PATIENCE
        } else {
            std::time::Duration::ZERO
        };
        let held = disk.lock(&lock, patience)?;
        if n == 1 {
            // Temporary files of killed writers: only the main window cleans.
            disk.remove_stale_temporaries(dir);
            disk.remove_stale_temporaries(&dir.join(KEPT_DIR));
        }
        let mut session = Session::in_memory(clock);
        session.disk = disk;
        session.dir = Some(dir.to_path_buf());
        session.slot = Some(Slot {
            path: auto,
            lock_path: lock,
            lock: held,
            enabled: true,
        });
        session.load_recent();
        session.look_at_autosave();
        if n == 1 {
            session.collect_separate_slots();
            session.clean_recent_folders();
        }
        Ok(session)
    }

    /// Temporary files that a killed Save left beside the user's own
    /// files, in the folders of the recent games.
    fn clean_recent_folders(&self) {
        let mut cleaned: Vec<&Path> = Vec::new();
        for game in &self.recent {
            if let Some(folder) = game.path.parent()
                && !cleaned.contains(&folder)
            {
                self.disk.remove_stale_temporaries_beside(folder);
                cleaned.push(folder);
            }
        }
    }

    /// Games left in separate slots (`autosave-2.ron`, …) by windows that
    /// have closed are moved to the kept games, so Recover… lists them.
    fn collect_separate_slots(&mut self) {
        let Some(dir) = self.dir.clone() else { return };
        let stamp = self.stamp();
        for n in 2..=MAX_SLOTS {
            let (auto, lock) = slot_paths(&dir, n);
            if !self.disk.exists(&auto) {
                continue;
            }
            // A slot whose lock is held belongs to a window still playing.
            let Ok(_held) = self.disk.lock(&lock, std::time::Duration::ZERO) else {
                continue;
            };
            let moved = move_into(
                self.disk.as_ref(),
                &auto,
                &dir.join(KEPT_DIR),
                "separate",
                &stamp,
            );
            if let Ok(path) = moved {
                self.reports.push(Report::SeparateKept { path });
            }
        }
    }

    pub(super) fn look_at_autosave(&mut self) {
        let Some(path) = self.slot.as_ref().map(|s| s.path.clone()) else {
            return;
        };
        if !self.disk.exists(&path) {
            return;
        }
        let stamp = self.stamp();
        match load_from(self.disk.as_ref(), &path) {
            Ok(file) if file.game.outcome().is_over() => {
                // A finished game is not offered, but it is not overwritten either.
                let kept = self.dir.as_ref().map(|d| d.join(KEPT_DIR));
                let moved =
                    kept.map(|k| move_into(self.disk.as_ref(), &path, &k, "finished", &stamp));
                match moved {
                    Some(Ok(moved)) => self.reports.push(Report::FinishedKept { path: moved }),
                    Some(Err(e)) => self.autosave_off(path, e.to_string()),
                    None => self.autosave_off(path, t!("session-no-folder-to-keep")),
                }
            }
            Ok(file) => self.offer(file, path),
            Err(e) => match self.disk.move_aside(&path, "damaged", &stamp) {
                Ok(moved_to) => self.reports.push(Report::DamagedAutosave {
                    problem: e.problem.to_string(),
                    moved_to,
                }),
                Err(_) => self.autosave_off(path, e.problem.to_string()),
            },
        }
    }

    /// The clock's time now, as kept and moved-aside files are named.
    pub(super) fn stamp(&self) -> String {
        crate::clock::file_stamp((self.clock)())
    }

    /// Switch autosave off for this window rather than overwrite `path`.
    pub(super) fn autosave_off(&mut self, path: PathBuf, problem: String) {
        if let Some(slot) = &mut self.slot {
            slot.enabled = false;
        }
        self.reports.push(Report::AutosaveOff { path, problem });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lock_released_a_moment_later_is_taken_and_a_held_one_is_not() {
        let dir = crate::fsio::TempDir::new("lock-wait");
        let lock = dir.join("autosave.lock");
        let held = RealDisk
            .lock(&lock, std::time::Duration::ZERO)
            .expect("free");
        assert!(matches!(
            RealDisk.lock(&lock, std::time::Duration::ZERO),
            Err(SlotError::Locked { .. })
        ));
        // Released 50 ms from now, well inside the patience of a start.
        let release = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(50));
            drop(held);
        });
        assert!(RealDisk.lock(&lock, LOCK_PATIENCE).is_ok());
        release.join().expect("released");
    }
}
