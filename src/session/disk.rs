//! How the session reaches the disk: every file call a game's life makes
//! (read, atomic write, kept copies, moving aside, removing, listing, the
//! slot's lock) goes through one interface, [`Disk`], and every write the
//! window asks for runs on the [`Writer`], in order, off the UI thread.
//!
//! The app uses [`RealDisk`]; the simulation tests use [`super::SimDisk`],
//! which fails chosen calls on purpose, loses locks, deletes folders and
//! "crashes" between two calls. A game file is written by one function,
//! [`write_game`], for a Save and an autosave alike.
//!
//! A writer is either *background* (one thread runs the jobs first in,
//! first out: a later autosave never lands before an earlier one) or
//! *inline* (each job runs at once on the caller's thread: tests and the
//! command line). Either way a job's result comes back
//! ([`Writer::take_finished`]) and [`Session::take_writes`] applies it on the
//! UI thread: nothing is reported written before it is on disk.

use super::{Session, SlotError};
use crate::fsio::{self, ReadError, WriteError, WriteStep};
use crate::lang::Lang;
use crate::lang::t;
use crate::state::GameState;
use crate::storage::{self, GameFile, LoadError, Problem, SaveError};
use std::fmt;
use std::fs::{File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;
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
pub(crate) fn load_from(disk: &dyn Disk, path: &Path) -> Result<GameFile, LoadError> {
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

/// Write `game` to `path` on `disk` as a game file, stamped `saved` (an
/// autosave names the file the game `belongs_to`), refusing a file the
/// loader would refuse to read: the one way a game file is written.
pub(super) fn write_game(
    disk: &dyn Disk,
    path: &Path,
    game: &GameState,
    saved: &str,
    belongs_to: Option<&Path>,
) -> Result<(), SaveError> {
    let text = storage::game_file_text_naming(game, saved, belongs_to)?;
    if text.len() as u64 > storage::MAX_FILE_BYTES {
        return Err(SaveError::Write(WriteError {
            path: path.to_path_buf(),
            step: WriteStep::Write,
            cause: t!(
                "session-game-too-large",
                bytes = text.len(),
                cap = storage::MAX_FILE_BYTES
            ),
            kind: std::io::ErrorKind::FileTooLarge,
        }));
    }
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        disk.create_dir_all(dir).map_err(SaveError::Write)?;
    }
    disk.atomic_write(path, text.as_bytes())
        .map_err(SaveError::Write)
}

// ---- The writer ----

/// What a finished job reports.
#[derive(Debug)]
pub enum Finished {
    /// An autosave of the game: written, or why not.
    Autosave(Result<(), SaveError>),
    /// The game saved to a file of the user's: the file, the game as
    /// written, and whether it was (`Some`: where the file's former
    /// content, not this game, was kept).
    Saved {
        path: std::path::PathBuf,
        game: Box<GameState>,
        result: Result<Option<std::path::PathBuf>, super::SessionError>,
    },
    /// Any other write, with the line the status shows for it.
    Told { text: String, problem: bool },
}

/// One write, run on the writer's thread.
pub(super) type Job = Box<dyn FnOnce() -> Finished + Send>;

/// A job's place in the queue; results come back with it, in order.
pub(crate) type Ticket = u64;

/// Runs write jobs in the order they were given; see the module docs.
pub struct Writer {
    mode: Mode,
    next: Ticket,
    /// Jobs given whose results have not been taken yet.
    waiting: usize,
    /// Results received but not taken yet, oldest first.
    done: Vec<(Ticket, Finished)>,
}

enum Mode {
    Inline,
    Background {
        /// `None` once the writer is being dropped (the thread then ends).
        /// Each job with the language of the window that asked for it (the
        /// language is per thread, and a job words its failures).
        jobs: Option<Sender<(Ticket, Lang, Job)>>,
        results: Receiver<(Ticket, Finished)>,
        thread: Option<JoinHandle<()>>,
    },
}

impl fmt::Debug for Writer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mode = match self.mode {
            Mode::Inline => "inline",
            Mode::Background { .. } => "background",
        };
        f.debug_struct("Writer")
            .field("mode", &mode)
            .field("waiting", &self.waiting)
            .finish_non_exhaustive()
    }
}

impl Default for Writer {
    fn default() -> Writer {
        Writer::inline()
    }
}

impl Writer {
    /// A writer that runs each job at once, on the caller's thread.
    #[must_use]
    pub fn inline() -> Writer {
        Writer {
            mode: Mode::Inline,
            next: 0,
            waiting: 0,
            done: Vec::new(),
        }
    }

    /// A writer with its own thread (the desktop app's). If no thread can be
    /// started, jobs run inline instead: slower, never lost.
    #[must_use]
    pub fn background() -> Writer {
        Writer::spawn(None)
    }

    /// A background writer whose every job first waits for a message on
    /// `gate` (or for its sender to be dropped): a disk as slow as a test
    /// wants, to show that the window does not wait for it.
    #[must_use]
    pub fn held(gate: Receiver<()>) -> Writer {
        Writer::spawn(Some(gate))
    }

    fn spawn(gate: Option<Receiver<()>>) -> Writer {
        let (jobs, queue) = channel::<(Ticket, Lang, Job)>();
        let (report, results) = channel();
        let thread = std::thread::Builder::new()
            .name("writer".into())
            .spawn(move || {
                // First in, first out, one at a time: the order of the writes
                // on disk is the order they were asked for.
                for (ticket, lang, job) in queue {
                    if let Some(gate) = &gate {
                        let _ = gate.recv();
                    }
                    crate::lang::set(lang);
                    if report.send((ticket, job())).is_err() {
                        return;
                    }
                }
            });
        match thread {
            Ok(thread) => Writer {
                mode: Mode::Background {
                    jobs: Some(jobs),
                    results,
                    thread: Some(thread),
                },
                next: 0,
                waiting: 0,
                done: Vec::new(),
            },
            Err(_) => Writer::inline(),
        }
    }

    /// Whether jobs run at once on the caller's thread.
    #[must_use]
    pub fn is_inline(&self) -> bool {
        matches!(self.mode, Mode::Inline)
    }

    /// Queue `job` after every job given before it.
    pub fn submit(&mut self, job: Job) -> Ticket {
        let ticket = self.next;
        self.next += 1;
        self.waiting += 1;
        let job = match &self.mode {
            Mode::Background { jobs: Some(tx), .. } => {
                match tx.send((ticket, crate::lang::current(), job)) {
                    Ok(()) => return ticket,
                    // The thread has gone: run it here rather than lose it.
                    Err(std::sync::mpsc::SendError((_, _, job))) => job,
                }
            }
            _ => job,
        };
        self.done.push((ticket, job()));
        ticket
    }

    /// Whether some job has not reported back yet.
    #[must_use]
    pub fn pending(&self) -> bool {
        self.waiting > self.done.len()
    }

    /// Whether results wait to be taken (receives what has arrived).
    pub fn has_finished(&mut self) -> bool {
        self.receive(false);
        !self.done.is_empty()
    }

    /// Wait until every job given so far has finished (the window is
    /// closing, or a file is about to be removed).
    pub fn finish(&mut self) {
        self.receive(true);
    }

    /// The results received so far, oldest first.
    pub fn take_finished(&mut self) -> Vec<(Ticket, Finished)> {
        self.receive(false);
        self.waiting -= self.done.len();
        std::mem::take(&mut self.done)
    }

    fn receive(&mut self, block: bool) {
        let Mode::Background { results, .. } = &self.mode else {
            return;
        };
        while self.waiting > self.done.len() {
            let got = if block {
                results.recv().ok()
            } else {
                results.try_recv().ok()
            };
            match got {
                Some(r) => self.done.push(r),
                None => return,
            }
        }
    }
}

impl Drop for Writer {
    /// Every job given is on disk before the writer goes (the app is quitting).
    fn drop(&mut self) {
        if let Mode::Background { jobs, thread, .. } = &mut self.mode {
            jobs.take();
            if let Some(thread) = thread.take() {
                let _ = thread.join();
            }
        }
    }
}

impl Session {
    /// Run `job` on the writer after every write asked for before it; its
    /// line for the status comes back through [`Session::take_told`].
    pub fn write_later(&mut self, job: Job) {
        self.writer.submit(job);
        if self.writer.is_inline() {
            self.take_writes();
        }
    }

    /// Write from now on through `writer` (the desktop app's background
    /// one); whatever the old one had queued is written first.
    pub fn use_writer(&mut self, writer: Writer) {
        self.finish_writes();
        self.writer = writer;
    }

    /// Hand this session's writer to `to` (a window changing sessions),
    /// once everything it was given is on disk.
    pub fn pass_writer(&mut self, to: &mut Session) {
        self.finish_writes();
        to.finish_writes();
        std::mem::swap(&mut self.writer, &mut to.writer);
    }

    /// Whether a write has not finished yet (the status says so).
    #[must_use]
    pub fn writes_pending(&self) -> bool {
        self.writer.pending()
    }

    /// Whether finished writes wait for [`Session::take_writes`], or their
    /// lines for [`Session::take_told`].
    pub fn writes_finished(&mut self) -> bool {
        self.writer.has_finished() || !self.told.is_empty() || !self.saves.is_empty()
    }

    /// Wait for every write asked for so far, and apply the results.
    pub fn finish_writes(&mut self) {
        self.writer.finish();
        self.take_writes();
    }

    /// Apply the results of the writes that have finished, oldest first.
    pub fn take_writes(&mut self) {
        for (ticket, finished) in self.writer.take_finished() {
            match finished {
                Finished::Autosave(result) => self.autosave_landed(ticket, result),
                Finished::Saved { path, game, result } => {
                    let saved = self.saved(&path, *game, result);
                    self.saves.push((path, saved));
                }
                Finished::Told { text, problem } => self.told.push((text, problem)),
            }
        }
    }

    /// Lines from finished writes for the status (text, whether a problem).
    pub fn take_told(&mut self) -> Vec<(String, bool)> {
        std::mem::take(&mut self.told)
    }
}
#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    fn told(n: usize) -> Finished {
        Finished::Told {
            text: n.to_string(),
            problem: false,
        }
    }

    #[test]
    fn jobs_run_and_report_in_the_order_given() {
        let (let_through, gate) = channel();
        let mut writer = Writer::held(gate);
        let ran = Arc::new(Mutex::new(Vec::new()));
        for n in 0..20 {
            let ran = Arc::clone(&ran);
            writer.submit(Box::new(move || {
                ran.lock().map(|mut r| r.push(n)).ok();
                told(n)
            }));
        }
        assert!(writer.pending(), "nothing runs before the gate opens");
        assert!(!writer.has_finished());
        drop(let_through);
        writer.finish();
        assert!(!writer.pending());
        let reported: Vec<String> = writer
            .take_finished()
            .into_iter()
            .map(|(_, f)| match f {
                Finished::Told { text, .. } => text,
                Finished::Autosave(_) | Finished::Saved { .. } => String::new(),
            })
            .collect();
        let expected: Vec<String> = (0..20).map(|n: usize| n.to_string()).collect();
        assert_eq!(reported, expected);
        assert_eq!(*ran.lock().expect("lock"), (0..20).collect::<Vec<_>>());
    }

    #[test]
    fn an_inline_writer_has_the_result_at_once() {
        let mut writer = Writer::inline();
        writer.submit(Box::new(|| told(7)));
        assert!(!writer.pending());
        assert!(writer.has_finished());
        assert_eq!(writer.take_finished().len(), 1);
        assert!(!writer.has_finished());
    }
}
