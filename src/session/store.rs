//! The session's disk: every file call a game's life makes (read, atomic
//! write, kept copies, moving aside, removing, listing, the slot's lock)
//! goes through one interface, [`Disk`]. The app uses [`RealDisk`]; the
//! simulation tests use [`super::SimDisk`], which fails chosen calls on
//! purpose, loses locks, deletes folders and "crashes" between two calls.

use super::SlotError;
use crate::fsio::{self, ReadError, WriteError, WriteStep};
use crate::storage::{self, GameFile, LoadError, Problem};
use std::fmt;
use std::fs::{File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

/// A held lock on an autosave slot, released when dropped.
pub trait HeldLock: Send + Sync + fmt::Debug {
    /// Whether the lock file at its path is still the one this lock holds:
    /// `false` once the file (or its folder) was deleted or replaced, when
    /// another window may have taken a fresh lock at the same path.
    fn still_held(&self) -> bool;
}

/// The file calls of a session. `Send + Sync`, so a writer thread's jobs can
/// carry it (`Arc<dyn Disk>`).
pub trait Disk: Send + Sync + fmt::Debug {
    /// Read all of the regular file `path`, at most `cap` bytes.
    ///
    /// # Errors
    /// [`ReadError`] naming what is wrong; nothing is changed.
    fn read(&self, path: &Path, cap: u64) -> Result<Vec<u8>, ReadError>;
    /// Replace `path` with `bytes` atomically (old or new, never a mix).
    ///
    /// # Errors
    /// [`WriteError`]; the old file is unchanged.
    fn atomic_write(&self, path: &Path, bytes: &[u8]) -> Result<(), WriteError>;
    /// Create `dir` and its parents.
    ///
    /// # Errors
    /// [`WriteError`] with [`WriteStep::CreateFolder`].
    fn create_dir_all(&self, dir: &Path) -> Result<(), WriteError>;
    /// Keep `bytes` in `dir` as `STEM-STAMP[-N].EXT`, a name no file has.
    ///
    /// # Errors
    /// [`WriteError`] with [`WriteStep::Keep`].
    fn keep_copy(
        &self,
        dir: &Path,
        stem: &str,
        stamp: &str,
        ext: &str,
        bytes: &[u8],
    ) -> Result<PathBuf, WriteError>;
    /// Move `path` aside in its folder as `STEM.LABEL-STAMP[-N].EXT`.
    ///
    /// # Errors
    /// [`WriteError`]; the file stays where it was.
    fn move_aside(&self, path: &Path, label: &str, stamp: &str) -> Result<PathBuf, WriteError>;
    /// Remove the file `path`.
    ///
    /// # Errors
    /// [`WriteError`] with [`WriteStep::Keep`] when it could not be removed.
    fn remove_file(&self, path: &Path) -> Result<(), WriteError>;
    /// Whether anything is at `path`.
    fn exists(&self, path: &Path) -> bool;
    /// The files in `dir` with their modification times (none if unreadable).
    fn list(&self, dir: &Path) -> Vec<(PathBuf, SystemTime)>;
    /// Take the lock file `path`, waiting up to `patience` while it is held.
    ///
    /// # Errors
    /// [`SlotError::Locked`] when another window holds it, [`SlotError::Io`]
    /// when the lock file cannot be made.
    fn lock(&self, path: &Path, patience: Duration) -> Result<Box<dyn HeldLock>, SlotError>;
    /// Remove the temporary files that killed writers left in `dir` (a
    /// simulated disk has none: its writes are whole or not at all).
    fn remove_stale_temporaries(&self, _dir: &Path) {}
    /// The same beside the user's own files, in `dir`: only names that are
    /// unmistakably Hopcard's.
    fn remove_stale_temporaries_beside(&self, _dir: &Path) {}
}

/// The disk of the machine, through [`crate::fsio`].
#[derive(Clone, Copy, Debug, Default)]
pub struct RealDisk;

impl RealDisk {
    /// The real disk as a session holds it.
    #[must_use]
    pub fn shared() -> Arc<dyn Disk> {
        Arc::new(RealDisk)
    }
}

fn write_error(path: &Path, step: WriteStep, e: &io::Error) -> WriteError {
    WriteError {
        path: path.to_path_buf(),
        step,
        cause: e.to_string(),
        kind: e.kind(),
    }
}

impl Disk for RealDisk {
    fn read(&self, path: &Path, cap: u64) -> Result<Vec<u8>, ReadError> {
        fsio::read_capped(path, cap)
    }

    fn atomic_write(&self, path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
        fsio::atomic_write(path, bytes)
    }

    fn create_dir_all(&self, dir: &Path) -> Result<(), WriteError> {
        std::fs::create_dir_all(dir).map_err(|e| write_error(dir, WriteStep::CreateFolder, &e))
    }

    fn keep_copy(
        &self,
        dir: &Path,
        stem: &str,
        stamp: &str,
        ext: &str,
        bytes: &[u8],
    ) -> Result<PathBuf, WriteError> {
        fsio::keep_copy(dir, stem, stamp, ext, bytes)
    }

    fn move_aside(&self, path: &Path, label: &str, stamp: &str) -> Result<PathBuf, WriteError> {
        fsio::move_aside(path, label, stamp)
    }

    fn remove_file(&self, path: &Path) -> Result<(), WriteError> {
        std::fs::remove_file(path).map_err(|e| write_error(path, WriteStep::Keep, &e))
    }

    fn exists(&self, path: &Path) -> bool {
        path.exists()
    }

    fn remove_stale_temporaries(&self, dir: &Path) {
        fsio::remove_stale_temporaries(dir);
    }

    fn remove_stale_temporaries_beside(&self, dir: &Path) {
        fsio::remove_stale_temporaries_beside(dir);
    }

    fn list(&self, dir: &Path) -> Vec<(PathBuf, SystemTime)> {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return Vec::new();
        };
        entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .map(|p| {
                let when = std::fs::metadata(&p).and_then(|m| m.modified());
                (p, when.unwrap_or(std::time::UNIX_EPOCH))
            })
            .collect()
    }

    fn lock(&self, path: &Path, patience: Duration) -> Result<Box<dyn HeldLock>, SlotError> {
        let file = take_lock(path, patience)?;
        Ok(Box::new(RealLock {
            path: path.to_path_buf(),
            file,
        }))
    }
}

/// A lock file held open (and locked) by this process.
#[derive(Debug)]
struct RealLock {
    path: PathBuf,
    file: File,
}

impl HeldLock for RealLock {
    fn still_held(&self) -> bool {
        // The lock belongs to the open file; a file made anew at the same path
        // (after the folder was deleted) is another lock another window can take.
        let Ok(on_disk) = std::fs::metadata(&self.path) else {
            return false;
        };
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            self.file
                .metadata()
                .is_ok_and(|held| held.dev() == on_disk.dev() && held.ino() == on_disk.ino())
        }
        #[cfg(not(unix))]
        {
            let _ = (&self.file, on_disk);
            true
        }
    }
}

/// Take the lock file `lock`, waiting up to `patience` while it is held.
pub(super) fn take_lock(lock: &Path, patience: Duration) -> Result<File, SlotError> {
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(lock)
        .map_err(|e| SlotError::Io(write_error(lock, WriteStep::CreateTemporary, &e)))?;
    let deadline = std::time::Instant::now() + patience;
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(file),
            Err(std::fs::TryLockError::WouldBlock) if std::time::Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(10));
            }
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(SlotError::Locked {
                    lock: lock.to_path_buf(),
                });
            }
            Err(std::fs::TryLockError::Error(e)) => {
                return Err(SlotError::Io(write_error(
                    lock,
                    WriteStep::CreateTemporary,
                    &e,
                )));
            }
        }
    }
}

/// Load the game file `path` from `disk`, trusting nothing (as
/// [`storage::load_game`] does on the real disk).
///
/// # Errors
/// [`LoadError`] naming the file and what is wrong with it.
pub fn load_from(disk: &dyn Disk, path: &Path) -> Result<GameFile, LoadError> {
    let fail = |problem| LoadError {
        path: path.to_path_buf(),
        problem,
    };
    let bytes = disk
        .read(path, storage::MAX_FILE_BYTES)
        .map_err(|e| match e {
            ReadError::TooLarge { bytes, .. } => fail(Problem::TooLarge { bytes }),
            other => fail(Problem::Read(other)),
        })?;
    storage::parse_game_file(&bytes).map_err(fail)
}
