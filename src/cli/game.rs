//! `hopcard replay FILE` and `hopcard dispute FILE`: saved games and dispute
//! logs read back through the same loaders the app uses.

use crate::dispute::DisputeLog;
use crate::storage;
use std::path::Path;

/// `hopcard replay FILE`: every move, then the final position and status.
///
/// # Errors
/// The load error as the message (it names the file).
pub fn replay(path: &Path) -> Result<String, String> {
    storage::load_game(path)
        .map(|file| storage::replay_text(&file))
        .map_err(|e| e.to_string())
}

/// `hopcard dispute FILE`: the log in the file as text.
///
/// # Errors
/// A message naming the file and what is wrong with it.
pub fn dispute(path: &Path) -> Result<String, String> {
    DisputeLog::load(path)
        .map(|log| log.to_text())
        .map_err(|e| format!("{}: {e}", path.display()))
}
