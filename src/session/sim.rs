//! A simulated disk for tests: an in-memory file tree shared by every
//! window of one simulated machine, that can fail chosen calls with real
//! error kinds (no space, read-only, I/O error, permission), delete a
//! folder under a running window, and "crash" a window between two calls.
//! Every call runs inline, so a run is a pure function of its steps.
//!
//! It also watches the promise a lock makes: a write to an autosave slot by
//! a window that does not hold the slot's current lock file is recorded as
//! a violation ([`SimDisk::violations`]).

use super::SlotError;
use super::disk::{Disk, HeldLock};
use crate::fsio::{ReadError, WriteError, WriteStep};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// A way a part of the disk fails.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fault {
    /// No space left: new content cannot be written; removing and renaming still work.
    NoSpace,
    /// A read-only file system: nothing can be changed.
    ReadOnly,
    /// The device fails every call, reads included ("Input/output error").
    Io,
    /// Permission denied for every change.
    Permission,
}

impl Fault {
    fn kind(self) -> (ErrorKind, &'static str) {
        match self {
            Fault::NoSpace => (ErrorKind::StorageFull, "No space left on device"),
            Fault::ReadOnly => (ErrorKind::ReadOnlyFilesystem, "Read-only file system"),
            Fault::Io => (ErrorKind::Other, "Input/output error"),
            Fault::Permission => (ErrorKind::PermissionDenied, "Permission denied"),
        }
    }

    /// Whether a call of this sort fails under the fault.
    fn hits(self, call: Call) -> bool {
        match (self, call) {
            (Fault::Io, _) => true,
            (Fault::NoSpace, Call::Write) => true,
            (Fault::NoSpace, _) => false,
            (_, Call::Read) => false,
            (_, Call::Write | Call::Change) => true,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Call {
    Read,
    /// New content (write, keep, create).
    Write,
    /// Remove or rename.
    Change,
}

#[derive(Clone, Debug)]
struct Node {
    inode: u64,
    bytes: Arc<Vec<u8>>,
    mtime: u64,
}

#[derive(Debug, Default)]
struct State {
    files: BTreeMap<PathBuf, Node>,
    dirs: BTreeSet<PathBuf>,
    /// Lock holders by inode (a deleted lock file stays locked, unreachable).
    locks: HashMap<u64, u32>,
    next_inode: u64,
    tick: u64,
    faults: Vec<(PathBuf, Fault)>,
    /// Windows whose next calls fail as if the process had stopped, with
    /// the number of calls they still make before that.
    crash_after: HashMap<u32, u32>,
    written: Vec<PathBuf>,
    violations: Vec<String>,
    calls: u64,
}

/// The simulated machine's disk. Clone it to share; [`SimDisk::window`]
/// gives the disk as one window (one process) sees it.
#[derive(Clone, Debug, Default)]
pub struct SimDisk {
    state: Arc<Mutex<State>>,
}

/// The simulated disk as seen by window `id`.
#[derive(Clone, Debug)]
pub(super) struct SimWindow {
    state: Arc<Mutex<State>>,
    id: u32,
}

fn error(path: &Path, step: WriteStep, kind: ErrorKind, cause: &str) -> WriteError {
    WriteError {
        path: path.to_path_buf(),
        step,
        cause: cause.to_string(),
        kind,
    }
}

impl SimDisk {
    /// An empty disk (only `/`).
    #[must_use]
    pub fn new() -> SimDisk {
        SimDisk::default()
    }

    fn lock_state(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The disk as window `id` sees it, for `Session::start_on`.
    #[must_use]
    pub fn window(&self, id: u32) -> Arc<dyn Disk> {
        Arc::new(SimWindow {
            state: Arc::clone(&self.state),
            id,
        })
    }

    /// Fail calls on everything under `under` with `fault` until cleared.
    pub fn fail(&self, under: &Path, fault: Fault) {
        self.lock_state().faults.push((under.to_path_buf(), fault));
    }

    /// Clear every fault.
    pub fn heal(&self) {
        self.lock_state().faults.clear();
    }

    /// Window `id` makes `calls` more calls, then stops as a killed process
    /// does: every later call fails and changes nothing.
    pub fn crash_after(&self, id: u32, calls: u32) {
        self.lock_state().crash_after.insert(id, calls);
    }

    /// Delete `dir` and everything under it (a person removing the data
    /// folder while a window runs). Locks on deleted files stay held.
    pub fn delete_folder(&self, dir: &Path) {
        let mut s = self.lock_state();
        s.files.retain(|p, _| !p.starts_with(dir));
        s.dirs.retain(|p| !p.starts_with(dir));
    }

    /// The content of `path`, if it is a file.
    #[must_use]
    pub fn bytes(&self, path: &Path) -> Option<Arc<Vec<u8>>> {
        self.lock_state()
            .files
            .get(path)
            .map(|n| Arc::clone(&n.bytes))
    }

    /// Every file under `dir`.
    #[must_use]
    pub fn files_under(&self, dir: &Path) -> Vec<PathBuf> {
        let s = self.lock_state();
        s.files
            .keys()
            .filter(|p| p.starts_with(dir))
            .cloned()
            .collect()
    }

    /// The files written since the last call (for read-back checks).
    #[must_use]
    pub fn take_written(&self) -> Vec<PathBuf> {
        std::mem::take(&mut self.lock_state().written)
    }

    /// Writes to an autosave slot by a window without its lock.
    #[must_use]
    pub fn violations(&self) -> Vec<String> {
        self.lock_state().violations.clone()
    }

    /// Whether nothing under `path` can be changed now (a fault other than
    /// a full disk strikes it): no program could fix a stale copy there.
    #[must_use]
    pub fn frozen(&self, path: &Path) -> bool {
        self.lock_state()
            .faults
            .iter()
            .any(|(under, f)| path.starts_with(under) && *f != Fault::NoSpace)
    }

    /// How many calls all windows made.
    #[must_use]
    pub fn calls(&self) -> u64 {
        self.lock_state().calls
    }
}

impl State {
    /// The fault (if any) that fails a call of sort `call` at `path` by window `id`.
    fn check(&mut self, id: u32, path: &Path, call: Call) -> Option<(ErrorKind, &'static str)> {
        self.calls += 1;
        if let Some(left) = self.crash_after.get_mut(&id) {
            if *left == 0 {
                return Some((ErrorKind::Interrupted, "the process was stopped"));
            }
            *left -= 1;
        }
        self.faults
            .iter()
            .find(|(under, f)| path.starts_with(under) && f.hits(call))
            .map(|(_, f)| f.kind())
    }

    fn dir_exists(&self, dir: &Path) -> bool {
        dir.parent().is_none() || self.dirs.contains(dir)
    }

    fn put(&mut self, path: &Path, bytes: &[u8]) {
        self.tick += 1;
        self.next_inode += 1;
        let node = Node {
            inode: self.next_inode,
            bytes: Arc::new(bytes.to_vec()),
            mtime: self.tick,
        };
        self.files.insert(path.to_path_buf(), node);
        self.written.push(path.to_path_buf());
    }

    /// A write to `autosave*.ron` must come from the holder of the slot's lock file.
    fn watch_slot(&mut self, id: u32, path: &Path) {
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            return;
        };
        let Some(stem) = name.strip_suffix(".ron") else {
            return;
        };
        if !(stem == "autosave" || stem.starts_with("autosave-")) {
            return;
        }
        let lock = path.with_file_name(format!("{stem}.lock"));
        let holder = self
            .files
            .get(&lock)
            .and_then(|n| self.locks.get(&n.inode).copied());
        if holder != Some(id) {
            self.violations.push(format!(
                "window {id} wrote {} while the lock at {} was held by {}",
                path.display(),
                lock.display(),
                holder.map_or_else(|| "no window".to_string(), |h| format!("window {h}")),
            ));
        }
    }
}

impl SimWindow {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

fn parent_of(path: &Path) -> PathBuf {
    path.parent()
        .map_or_else(|| PathBuf::from("/"), Path::to_path_buf)
}

fn missing(path: &Path, step: WriteStep) -> WriteError {
    error(path, step, ErrorKind::NotFound, "No such file or directory")
}

impl Disk for SimWindow {
    fn read(&self, path: &Path, cap: u64) -> Result<Vec<u8>, ReadError> {
        let mut s = self.state();
        if let Some((kind, cause)) = s.check(self.id, path, Call::Read) {
            return Err(ReadError::Io {
                cause: cause.into(),
                kind,
            });
        }
        let Some(node) = s.files.get(path) else {
            if s.dirs.contains(path) {
                return Err(ReadError::NotRegular(crate::fsio::NotRegular::Folder));
            }
            return Err(ReadError::Io {
                cause: "No such file or directory".into(),
                kind: ErrorKind::NotFound,
            });
        };
        let len = node.bytes.len() as u64;
        if len > cap {
            return Err(ReadError::TooLarge { bytes: len, cap });
        }
        Ok(node.bytes.to_vec())
    }

    fn atomic_write(&self, path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
        let mut s = self.state();
        if let Some((kind, cause)) = s.check(self.id, path, Call::Write) {
            return Err(error(path, WriteStep::CreateTemporary, kind, cause));
        }
        if !s.dir_exists(&parent_of(path)) {
            return Err(missing(path, WriteStep::CreateTemporary));
        }
        if s.dirs.contains(path) {
            let e = "Is a directory";
            return Err(error(path, WriteStep::Replace, ErrorKind::IsADirectory, e));
        }
        s.watch_slot(self.id, path);
        s.put(path, bytes);
        Ok(())
    }

    fn create_dir_all(&self, dir: &Path) -> Result<(), WriteError> {
        let mut s = self.state();
        if s.dir_exists(dir) {
            return Ok(());
        }
        if let Some((kind, cause)) = s.check(self.id, dir, Call::Write) {
            return Err(error(dir, WriteStep::CreateFolder, kind, cause));
        }
        for d in dir.ancestors() {
            if d.parent().is_some() {
                s.dirs.insert(d.to_path_buf());
            }
        }
        Ok(())
    }

    fn keep_copy(
        &self,
        dir: &Path,
        stem: &str,
        stamp: &str,
        ext: &str,
        bytes: &[u8],
    ) -> Result<PathBuf, WriteError> {
        self.create_dir_all(dir)?;
        let mut s = self.state();
        if let Some((kind, cause)) = s.check(self.id, dir, Call::Write) {
            return Err(error(dir, WriteStep::Keep, kind, cause));
        }
        let path = (0u32..)
            .map(|n| match n {
                0 => dir.join(format!("{stem}-{stamp}.{ext}")),
                n => dir.join(format!("{stem}-{stamp}-{n}.{ext}")),
            })
            .find(|p| !s.files.contains_key(p) && !s.dirs.contains(p))
            .unwrap_or_else(|| dir.join("unreachable"));
        s.put(&path, bytes);
        Ok(path)
    }

    fn move_aside(&self, path: &Path, label: &str, stamp: &str) -> Result<PathBuf, WriteError> {
        let mut s = self.state();
        if let Some((kind, cause)) = s.check(self.id, path, Call::Change) {
            return Err(error(path, WriteStep::Keep, kind, cause));
        }
        let Some(node) = s.files.remove(path) else {
            return Err(missing(path, WriteStep::Keep));
        };
        let stem = path
            .file_stem()
            .map_or_else(|| "file".to_string(), |x| x.to_string_lossy().to_string());
        let ext = path
            .extension()
            .map_or_else(|| "ron".to_string(), |x| x.to_string_lossy().to_string());
        let target = (0u32..)
            .map(|n| match n {
                0 => path.with_file_name(format!("{stem}.{label}-{stamp}.{ext}")),
                n => path.with_file_name(format!("{stem}.{label}-{stamp}-{n}.{ext}")),
            })
            .find(|p| !s.files.contains_key(p))
            .unwrap_or_else(|| path.with_file_name("unreachable"));
        s.files.insert(target.clone(), node);
        Ok(target)
    }

    fn remove_file(&self, path: &Path) -> Result<(), WriteError> {
        let mut s = self.state();
        if let Some((kind, cause)) = s.check(self.id, path, Call::Change) {
            return Err(error(path, WriteStep::Keep, kind, cause));
        }
        match s.files.remove(path) {
            Some(_) => Ok(()),
            None => Err(missing(path, WriteStep::Keep)),
        }
    }

    fn exists(&self, path: &Path) -> bool {
        let s = self.state();
        s.files.contains_key(path) || s.dirs.contains(path)
    }

    fn list(&self, dir: &Path) -> Vec<(PathBuf, SystemTime)> {
        let mut s = self.state();
        if s.check(self.id, dir, Call::Read).is_some() {
            return Vec::new();
        }
        s.files
            .iter()
            .filter(|(p, _)| p.parent() == Some(dir))
            .map(|(p, n)| (p.clone(), UNIX_EPOCH + Duration::from_secs(n.mtime)))
            .collect()
    }

    fn lock(&self, path: &Path, _patience: Duration) -> Result<Box<dyn HeldLock>, SlotError> {
        let mut s = self.state();
        let inode = if let Some(node) = s.files.get(path) {
            node.inode
        } else {
            if let Some((kind, cause)) = s.check(self.id, path, Call::Write) {
                let e = error(path, WriteStep::CreateTemporary, kind, cause);
                return Err(SlotError::Io(e));
            }
            if !s.dir_exists(&parent_of(path)) {
                return Err(SlotError::Io(missing(path, WriteStep::CreateTemporary)));
            }
            s.put(path, b"");
            s.written.pop();
            s.next_inode
        };
        match s.locks.get(&inode) {
            Some(holder) if *holder != self.id => Err(SlotError::Locked {
                lock: path.to_path_buf(),
            }),
            _ => {
                s.locks.insert(inode, self.id);
                Ok(Box::new(SimLock {
                    state: Arc::clone(&self.state),
                    path: path.to_path_buf(),
                    inode,
                    id: self.id,
                }))
            }
        }
    }
}

/// A lock held in the simulation; released when dropped (or the window crashes).
struct SimLock {
    state: Arc<Mutex<State>>,
    path: PathBuf,
    inode: u64,
    id: u32,
}

impl fmt::Debug for SimLock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SimLock({}, window {})", self.path.display(), self.id)
    }
}

impl SimLock {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl HeldLock for SimLock {
    fn still_held(&self) -> bool {
        let s = self.state();
        s.files.get(&self.path).map(|n| n.inode) == Some(self.inode)
            && s.locks.get(&self.inode) == Some(&self.id)
    }
}

impl Drop for SimLock {
    fn drop(&mut self) {
        let (inode, id) = (self.inode, self.id);
        let mut s = self.state();
        if s.locks.get(&inode) == Some(&id) {
            s.locks.remove(&inode);
        }
    }
}
