//! Temporary folders for tests: the crate's own guard (new, empty, unique
//! in the run, removed when the test lets go of it).

pub use hopcard::testing::fsio::TempDir;

/// [`TempDir::new`], as the tests call it.
pub fn temp_dir(name: &str) -> TempDir {
    TempDir::new(name)
}
