//! File primitives every stored thing goes through: atomic replace, a capped
//! read of regular files only, and names for kept copies that never collide.
//!
//! A leaf module: of ours it imports only the words (`lang`), so the records
//! (card, disputes, game files) can rely on it without depending on each
//! other. Windows' file-name checks are in `names`, the clean-up after a
//! killed writer in `stale`.
//!
//! ```
//! // A folder of its own, removed when `dir` goes.
//! let dir = hopcard::testing::fsio::TempDir::new("fsio-doc");
//! let path = dir.join("note.txt");
//! hopcard::testing::fsio::atomic_write(&path, b"hello").unwrap();
//! assert_eq!(hopcard::testing::fsio::read_capped(&path, 64).unwrap(), b"hello");
//! // A folder is not a regular file: refused before anything is read.
//! assert!(hopcard::testing::fsio::read_capped(&dir, 64).is_err());
//! ```

use crate::lang::t;
use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

mod names;
mod stale;
#[cfg(any(test, feature = "test-support"))]
mod temp;

pub use names::*;
pub use stale::{remove_stale_temporaries, remove_stale_temporaries_beside};
#[cfg(any(test, feature = "test-support"))]
pub use temp::TempDir;

/// Which step of a write failed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WriteStep {
    /// The path has no file name.
    Name,
    CreateFolder,
    CreateTemporary,
    Write,
    Sync,
    Replace,
    /// Giving a new file its name (never replacing one that is there).
    Create,
    /// Keeping a copy under a new name.
    Keep,
    /// A file name Windows cannot hold as it is (see `windows_name_problem`).
    ForbiddenName,
}

/// A write that did not happen; the old file (if any) is unchanged.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WriteError {
    pub path: PathBuf,
    pub step: WriteStep,
    /// The system's words for the failure ("No space left on device").
    pub cause: String,
    pub kind: io::ErrorKind,
}

impl WriteError {
    fn new(path: &Path, step: WriteStep, e: &io::Error) -> WriteError {
        WriteError {
            path: path.to_path_buf(),
            step,
            cause: short_cause(e),
            kind: e.kind(),
        }
    }
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = quoted_path(&self.path);
        let cause = &self.cause;
        f.write_str(&match self.step {
            WriteStep::Name => t!("fsio-write-name", path = path, cause = cause),
            WriteStep::CreateFolder => t!("fsio-write-create-folder", path = path, cause = cause),
            WriteStep::CreateTemporary => {
                t!("fsio-write-create-temporary", path = path, cause = cause)
            }
            WriteStep::Write => t!("fsio-write-write", path = path, cause = cause),
            WriteStep::Sync => t!("fsio-write-sync", path = path, cause = cause),
            WriteStep::Replace => t!("fsio-write-replace", path = path, cause = cause),
            WriteStep::Create => t!("fsio-write-create", path = path, cause = cause),
            WriteStep::Keep => t!("fsio-write-keep", path = path, cause = cause),
            WriteStep::ForbiddenName => t!("fsio-write-forbidden-name", path = path, cause = cause),
        })
    }
}

impl std::error::Error for WriteError {}

/// What a path was instead of a regular file.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NotRegular {
    Folder,
    /// A named pipe: reading it could wait forever.
    Fifo,
    /// A device, socket or other special file.
    Special,
}

impl NotRegular {
    /// The kind's code, which the messages select their words by.
    fn code(self) -> &'static str {
        match self {
            NotRegular::Folder => "folder",
            NotRegular::Fifo => "fifo",
            NotRegular::Special => "special",
        }
    }
}

impl fmt::Display for NotRegular {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!("fsio-not-regular", kind = self.code()))
    }
}

/// A read that was refused or failed; nothing was changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReadError {
    /// The file could not be opened or read (missing, no permission…).
    Io { cause: String, kind: io::ErrorKind },
    /// Not a regular file: refused before reading.
    NotRegular(NotRegular),
    /// Larger than the cap for this kind of file: not read past the cap.
    TooLarge { bytes: u64, cap: u64 },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io { cause, .. } => f.write_str(&t!("fsio-read-io", cause = cause)),
            ReadError::NotRegular(what) => {
                f.write_str(&t!("fsio-read-not-regular", kind = what.code()))
            }
            ReadError::TooLarge { bytes, cap } => {
                f.write_str(&t!("fsio-read-too-large", bytes = *bytes, cap = *cap))
            }
        }
    }
}

impl std::error::Error for ReadError {}

/// `path` in quotes, control characters and quotes escaped; on Windows
/// its backslashes stay single (names there hold no `"` or control
/// characters), so the path can be pasted as it is shown.
fn quoted_path(path: &Path) -> String {
    let quoted = format!("{:?}", path.to_string_lossy());
    if cfg!(windows) {
        quoted.replace("\\\\", "\\")
    } else {
        quoted
    }
}

/// The system's message without Rust's " (os error N)" suffix.
fn short_cause(e: &io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

fn io_error(e: &io::Error) -> ReadError {
    ReadError::Io {
        cause: short_cause(e),
        kind: e.kind(),
    }
}

fn classify(meta: &fs::Metadata) -> Option<NotRegular> {
    let kind = meta.file_type();
    if kind.is_file() {
        return None;
    }
    if kind.is_dir() {
        return Some(NotRegular::Folder);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some(NotRegular::Fifo);
        }
    }
    Some(NotRegular::Special)
}

/// Check that `path` is a regular file (following links) without opening it.
///
/// # Errors
/// [`ReadError::NotRegular`] for folders, pipes and devices; [`ReadError::Io`]
/// when it cannot be looked at.
pub(crate) fn check_regular(path: &Path) -> Result<u64, ReadError> {
    let meta = fs::metadata(path).map_err(|e| io_error(&e))?;
    match classify(&meta) {
        Some(what) => Err(ReadError::NotRegular(what)),
        None => Ok(meta.len()),
    }
}

/// Open for reading without ever waiting on a pipe swapped in after the check.
///
/// On Unix, `O_NONBLOCK` (its value differs between Linux and macOS/BSD)
/// makes opening a FIFO return at once instead of waiting for a writer. On
/// Windows no flag is needed: a named pipe lives outside the file system's
/// folders and opening one never waits for the other end, and the type is
/// checked again on the open file either way.
fn open_nonblocking(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// Read all of a regular file of at most `cap` bytes.
///
/// The type is checked before opening and again on the open file, so a named
/// pipe or device never blocks the caller, and at most `cap + 1` bytes are
/// ever read (a file that grows while being read is still refused).
///
/// # Errors
/// [`ReadError`] naming what is wrong; the file is never changed.
pub fn read_capped(path: &Path, cap: u64) -> Result<Vec<u8>, ReadError> {
    let len = check_regular(path)?;
    if len > cap {
        return Err(ReadError::TooLarge { bytes: len, cap });
    }
    let file = open_nonblocking(path).map_err(|e| io_error(&e))?;
    let meta = file.metadata().map_err(|e| io_error(&e))?;
    if let Some(what) = classify(&meta) {
        return Err(ReadError::NotRegular(what));
    }
    let mut bytes = Vec::new();
    file.take(cap + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| io_error(&e))?;
    if bytes.len() as u64 > cap {
        return Err(ReadError::TooLarge {
            bytes: meta.len().max(bytes.len() as u64),
            cap,
        });
    }
    Ok(bytes)
}

/// The folder of `path` and a new temporary name beside it, once what
/// killed writers left in that folder is gone.
fn fresh_temporary(path: &Path) -> Result<(PathBuf, PathBuf), WriteError> {
    let Some(name) = path.file_name() else {
        let e = io::Error::new(io::ErrorKind::InvalidInput, t!("fsio-cause-no-file-name"));
        return Err(WriteError::new(path, WriteStep::Name, &e));
    };
    let dir = folder_of(path);
    remove_stale_temporaries_beside(&dir);
    let temp = temporary_beside(&dir, name);
    Ok((dir, temp))
}

fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// A counter that makes every temporary and kept name of this process unique.
fn next_serial() -> u64 {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    COUNTER.fetch_add(1, Ordering::Relaxed)
}

/// Write `bytes` to `path` atomically: the file holds either its old content
/// or all of `bytes`, never a mix, even if the process is killed midway.
///
/// A temporary file in the same folder (a rename across file systems is not
/// atomic) is written, flushed and synced, then renamed over the old file; it
/// is removed again if anything fails. On Windows, a file another program
/// holds open is waited for a moment (see [`replace_file`]), and a name
/// Windows cannot keep as it is (`windows_name_problem`) is refused
/// before anything is written.
///
/// # Errors
/// [`WriteError`] naming the step that failed; the old file is unchanged.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    // Through a symlink to its target: the link stays a link, its target is renewed.
    let target = resolve_link(path);
    let path = target.as_path();
    check_name_here(path)?;
    let old = match fs::metadata(path) {
        Ok(meta) => {
            if let Some(what) = classify(&meta) {
                let e = io::Error::new(
                    io::ErrorKind::InvalidInput,
                    t!("fsio-cause-never-replaced", kind = what.code()),
                );
                return Err(WriteError::new(path, WriteStep::Replace, &e));
            }
            Some(meta.permissions())
        }
        Err(_) => None,
    };
    // What a killed writer left here goes at the next save here (listing
    // a folder costs little beside the sync below).
    let (dir, temp) = fresh_temporary(path)?;
    let written = write_new(&temp, bytes).and_then(|()| {
        // The new file keeps the old one's permissions (a private 0600 file stays private).
        if let Some(perms) = old {
            fs::set_permissions(&temp, perms)
                .map_err(|e| WriteError::new(path, WriteStep::Replace, &e))?;
        }
        replace_file(&temp, path).map_err(|e| WriteError::new(path, WriteStep::Replace, &e))
    });
    if let Err(e) = written {
        let _ = fs::remove_file(&temp);
        return Err(WriteError {
            path: path.to_path_buf(),
            ..e
        });
    }
    sync_dir(&dir);
    Ok(())
}

/// A new temporary file's name beside `name` in `dir`:
/// `.NAME.hopcard-tmp-PID-N`, which no other program's file is taken for
/// when a killed writer's is removed.
fn temporary_beside(dir: &Path, name: &std::ffi::OsStr) -> PathBuf {
    dir.join(format!(
        ".{}{TEMPORARY_MARK}{}-{}",
        name.to_string_lossy(),
        std::process::id(),
        next_serial()
    ))
}

/// What a temporary file's name holds between the file's name and the
/// writer's process id.
const TEMPORARY_MARK: &str = ".hopcard-tmp-";

/// What earlier versions' temporary files held there; only looked for in
/// Hopcard's own folders (see [`remove_stale_temporaries`]).
const OLD_TEMPORARY_MARK: &str = ".tmp-";

/// Write `bytes` to `path`, which must not exist: exit with
/// [`io::ErrorKind::AlreadyExists`] when anything is there, even a file
/// another process created a moment ago (the name is taken in one step,
/// never checked and then written). The file appears whole or not at all:
/// a temporary file beside it is written and synced, then linked to the
/// name (a hard link never replaces); where the file system has no hard
/// links, the file is created with `create_new` and written in place.
///
/// # Errors
/// [`WriteError`] naming the step; with kind `AlreadyExists` and step
/// [`WriteStep::Create`] when `path` exists, and step
/// [`WriteStep::ForbiddenName`] on Windows for a name it cannot keep.
/// Nothing existing is changed.
pub fn create_new(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    check_name_here(path)?;
    let (dir, temp) = fresh_temporary(path)?;
    let named = |e: WriteError| WriteError {
        path: path.to_path_buf(),
        ..e
    };
    write_new(&temp, bytes).map_err(named)?;
    let linked = fs::hard_link(&temp, path);
    let _ = fs::remove_file(&temp);
    match linked {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            return Err(WriteError::new(path, WriteStep::Create, &e));
        }
        // No hard links here: take the name itself with `create_new`.
        Err(_) => {
            if let Err(e) = write_new(path, bytes) {
                if e.step == WriteStep::CreateTemporary {
                    return Err(WriteError {
                        step: WriteStep::Create,
                        ..e
                    });
                }
                // Ours, and only half written: not left under the name.
                let _ = fs::remove_file(path);
                return Err(e);
            }
        }
    }
    sync_dir(&dir);
    Ok(())
}

/// The file a path finally names: a symlink (or a chain of them) is followed
/// to its target, relative targets taken from the link's folder; a path that
/// is no link (or a dangling or looping one past 40 steps) is itself.
fn resolve_link(path: &Path) -> PathBuf {
    let mut current = path.to_path_buf();
    for _ in 0..40 {
        let Ok(meta) = fs::symlink_metadata(&current) else {
            return current;
        };
        if !meta.file_type().is_symlink() {
            return current;
        }
        let Ok(target) = fs::read_link(&current) else {
            return current;
        };
        current = if target.is_absolute() {
            target
        } else {
            folder_of(&current).join(target)
        };
    }
    current
}

/// Whether two paths name the same file on disk (the same device and
/// inode on Unix, the same canonical path elsewhere); false when either
/// cannot be looked at.
#[cfg(unix)]
#[must_use]
pub fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// Whether two paths name the same file on disk (the same canonical path);
/// false when either cannot be looked at.
///
/// Where the system cannot give a file's canonical path (Wine 8 fails
/// past 260 characters, as some network shares do), the same absolute
/// path, letter case aside as Windows compares names, is the same file.
#[cfg(not(unix))]
#[must_use]
pub fn same_file(a: &Path, b: &Path) -> bool {
    if fs::metadata(a).is_err() || fs::metadata(b).is_err() {
        return false;
    }
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => match (std::path::absolute(a), std::path::absolute(b)) {
            (Ok(x), Ok(y)) => {
                x.to_string_lossy().to_lowercase() == y.to_string_lossy().to_lowercase()
            }
            _ => false,
        },
    }
}

/// Write a file that must not exist yet, synced to disk.
fn write_new(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| WriteError::new(path, WriteStep::CreateTemporary, &e))?;
    file.write_all(bytes)
        .and_then(|()| file.flush())
        .map_err(|e| WriteError::new(path, WriteStep::Write, &e))?;
    file.sync_all()
        .map_err(|e| WriteError::new(path, WriteStep::Sync, &e))
}

/// Make a rename durable (Unix); elsewhere a no-op.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// Keep `bytes` in `dir` under a new name `STEM-STAMP[-N].EXT` that no
/// existing file has: the copy is created with `create_new`, so two copies
/// kept in the same second get different names instead of one overwriting
/// the other.
///
/// # Errors
/// [`WriteError`] with [`WriteStep::Keep`] (or the folder's creation).
pub(crate) fn keep_copy(
    dir: &Path,
    stem: &str,
    stamp: &str,
    ext: &str,
    bytes: &[u8],
) -> Result<PathBuf, WriteError> {
    fs::create_dir_all(dir).map_err(|e| WriteError::new(dir, WriteStep::CreateFolder, &e))?;
    for n in 0..10_000u32 {
        let name = if n == 0 {
            format!("{stem}-{stamp}.{ext}")
        } else {
            format!("{stem}-{stamp}-{n}.{ext}")
        };
        let path = dir.join(name);
        match write_new(&path, bytes) {
            Ok(()) => {
                sync_dir(dir);
                return Ok(path);
            }
            Err(e) if e.kind == io::ErrorKind::AlreadyExists => {}
            Err(e) => {
                let _ = fs::remove_file(&path);
                return Err(WriteError {
                    step: WriteStep::Keep,
                    ..e
                });
            }
        }
    }
    let e = io::Error::new(
        io::ErrorKind::AlreadyExists,
        t!("fsio-cause-every-name-taken"),
    );
    Err(WriteError::new(dir, WriteStep::Keep, &e))
}

/// Move the file at `path` aside under a new name in the same folder, e.g.
/// `autosave.ron` to `autosave.damaged-STAMP.ron`, never replacing a file.
///
/// # Errors
/// [`WriteError`] with [`WriteStep::Keep`]; the file stays where it was.
pub(crate) fn move_aside(path: &Path, label: &str, stamp: &str) -> Result<PathBuf, WriteError> {
    let dir = folder_of(path);
    let stem = path
        .file_stem()
        .map_or_else(|| "file".to_string(), |s| s.to_string_lossy().to_string());
    let ext = path
        .extension()
        .map_or_else(String::new, |s| s.to_string_lossy().to_string());
    for n in 0..10_000u32 {
        let suffix = if n == 0 {
            String::new()
        } else {
            format!("-{n}")
        };
        let dot = if ext.is_empty() { "" } else { "." };
        let target = dir.join(format!("{stem}.{label}-{stamp}{suffix}{dot}{ext}"));
        // A hard link fails when the target exists, so nothing is replaced.
        match fs::hard_link(path, &target) {
            Ok(()) => {
                fs::remove_file(path).map_err(|e| WriteError::new(path, WriteStep::Keep, &e))?;
                sync_dir(&dir);
                return Ok(target);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(_) => {
                // No hard links here (some file systems): copy, then remove.
                let bytes =
                    fs::read(path).map_err(|e| WriteError::new(path, WriteStep::Keep, &e))?;
                match write_new(&target, &bytes) {
                    Ok(()) => {
                        fs::remove_file(path)
                            .map_err(|e| WriteError::new(path, WriteStep::Keep, &e))?;
                        sync_dir(&dir);
                        return Ok(target);
                    }
                    Err(e) if e.kind == io::ErrorKind::AlreadyExists => {}
                    Err(e) => {
                        return Err(WriteError {
                            step: WriteStep::Keep,
                            ..e
                        });
                    }
                }
            }
        }
    }
    let e = io::Error::new(
        io::ErrorKind::AlreadyExists,
        t!("fsio-cause-every-name-taken"),
    );
    Err(WriteError::new(path, WriteStep::Keep, &e))
}

/// Refuse, on Windows, a file name it cannot keep as it is (elsewhere any
/// name the system takes is kept).
fn check_name_here(path: &Path) -> Result<(), WriteError> {
    #[cfg(windows)]
    if let Some(problem) = path
        .file_name()
        .and_then(|n| windows_name_problem(&n.to_string_lossy()))
    {
        return Err(WriteError {
            path: path.to_path_buf(),
            step: WriteStep::ForbiddenName,
            cause: problem.to_string(),
            kind: io::ErrorKind::InvalidInput,
        });
    }
    let _ = path;
    Ok(())
}

/// How long a replace waits for another program to let go of the file.
const REPLACE_PATIENCE: std::time::Duration = std::time::Duration::from_secs(2);

/// Rename `from` over `to`, waiting while another program holds `to` (or
/// the new file) open.
///
/// On Windows a file open without sharing its deletion (a game open in an
/// editor, an antivirus or backup scanning the file just written) cannot be
/// replaced until it is closed, and the rename fails with "access denied" or
/// a sharing violation for that moment; the rename is tried again for up to
/// [`REPLACE_PATIENCE`]. A file still held then gets a message saying so.
fn replace_file(from: &Path, to: &Path) -> io::Result<()> {
    retry_while_held(REPLACE_PATIENCE, || fs::rename(from, to))
}

/// Run `op` until it succeeds, fails otherwise than by a file held
/// elsewhere, or `patience` has passed; a failure of a file still held is
/// reworded to say so.
fn retry_while_held(
    patience: std::time::Duration,
    mut op: impl FnMut() -> io::Result<()>,
) -> io::Result<()> {
    let deadline = std::time::Instant::now() + patience;
    let mut pause = std::time::Duration::from_millis(10);
    loop {
        match op() {
            Err(e) if held_elsewhere(&e) => {
                if std::time::Instant::now() >= deadline {
                    return Err(io::Error::new(
                        e.kind(),
                        t!("fsio-cause-held", cause = short_cause(&e)),
                    ));
                }
                std::thread::sleep(pause);
                pause = (pause * 2).min(std::time::Duration::from_millis(200));
            }
            other => return other,
        }
    }
}

/// Whether a failure is Windows refusing a file another handle holds:
/// ERROR_ACCESS_DENIED (5, what a rename over a file open without
/// delete-sharing gives), ERROR_SHARING_VIOLATION (32) or
/// ERROR_LOCK_VIOLATION (33). Never on other systems.
fn held_elsewhere(e: &io::Error) -> bool {
    cfg!(windows) && matches!(e.raw_os_error(), Some(5 | 32 | 33))
}

#[cfg(test)]
mod tests;
