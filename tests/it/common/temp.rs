//! Temporary folders for tests: each is new and empty, its name unique in
//! the run, and it is removed when the test lets go of it.

use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A folder under the system's temporary folder, removed on drop.
#[derive(Debug)]
pub struct TempDir(PathBuf);

/// Folders made so far in this run (the tests share one process).
static MADE: AtomicUsize = AtomicUsize::new(0);

impl TempDir {
    /// A new, empty folder; `name` says which test it belongs to.
    pub fn new(name: &str) -> TempDir {
        let n = MADE.fetch_add(1, Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("hopcard-test-{}-{n}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create a temporary folder");
        TempDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Deref for TempDir {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for TempDir {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// [`TempDir::new`], as the tests call it.
pub fn temp_dir(name: &str) -> TempDir {
    TempDir::new(name)
}
