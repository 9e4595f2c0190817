//! Temporary folders for tests: each new and empty, its name unique in the
//! run, and removed when the test lets go of it, so `cargo test` leaves
//! nothing behind in the system's temporary folder. The crate's unit tests,
//! its doctests and the integration tests (through `testing::fsio`) share
//! this one.

use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A folder under the system's temporary folder, removed on drop.
#[derive(Debug)]
pub struct TempDir(PathBuf);

/// Folders made so far by this process (the tests share one).
static MADE: AtomicUsize = AtomicUsize::new(0);

impl TempDir {
    /// A new, empty folder; `name` says which test it belongs to.
    ///
    /// # Panics
    ///
    /// When the folder cannot be made: a test cannot go on without it.
    #[must_use]
    pub fn new(name: &str) -> TempDir {
        let n = MADE.fetch_add(1, Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("hopcard-test-{}-{n}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create a temporary folder");
        TempDir(dir)
    }

    #[must_use]
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

#[cfg(test)]
mod tests {
    use super::TempDir;

    #[test]
    fn a_temporary_folder_is_new_and_gone_with_what_it_held_once_dropped() {
        let dir = TempDir::new("guard");
        let other = TempDir::new("guard");
        assert_ne!(dir.path(), other.path());
        assert!(dir.is_dir());
        std::fs::create_dir(dir.join("inner")).expect("inner");
        std::fs::write(dir.join("inner/file.txt"), "x").expect("file");
        let path = dir.path().to_path_buf();
        drop(dir);
        assert!(!path.exists(), "{} left behind", path.display());
        assert!(other.is_dir());
    }
}
