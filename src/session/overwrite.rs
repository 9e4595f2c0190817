//! Before a save replaces a file, the file is read again: it must hold this
//! game so far (the same card and start, a record that ours continues) or
//! be missing. Anything else (another game put there meanwhile, a later
//! copy of this one, something Hopcard cannot read) is not replaced unless
//! the user said so, and its content is kept among the kept games
//! (Game > Recover…) whatever the answer.

use super::autosave::{describe, so_far, write_game_on};
use super::store::Disk;
use super::{OtherGame, Session, SessionError};
use crate::clock;
use crate::fsio::ReadError;
use crate::state::GameState;
use crate::storage;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// How a save treats a file that holds something other than this game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overwrite {
    /// Save (Ctrl+S) to the game's own file: such a file is not replaced;
    /// the save is refused with [`SessionError::OtherGame`].
    Refuse,
    /// The user agreed to replace the file (Save as… onto an existing file,
    /// "Replace" when asked): what it holds is kept first, then replaced.
    Replace,
}

/// What a save found at its file.
enum Found {
    /// Nothing, or this game so far: it may be written.
    Ours,
    Other {
        holds: String,
        /// The content, when it could be read.
        bytes: Option<Vec<u8>>,
        /// Whether the content is a game Hopcard reads.
        game: bool,
    },
}

/// What is at `path`, compared with `ours`.
fn look(disk: &dyn Disk, path: &Path, ours: &GameState) -> Found {
    if !disk.exists(path) {
        return Found::Ours;
    }
    let bytes = match disk.read(path, storage::MAX_FILE_BYTES) {
        Ok(bytes) => bytes,
        // Gone since: nothing to lose.
        Err(ReadError::Io {
            kind: std::io::ErrorKind::NotFound,
            ..
        }) => {
            return Found::Ours;
        }
        Err(e) => {
            return Found::Other {
                holds: format!("something that {e}"),
                bytes: None,
                game: false,
            };
        }
    };
    match storage::parse_game_file(&bytes) {
        Ok(file) if so_far(&file.game, ours) => Found::Ours,
        Ok(file) => {
            let what = if so_far(ours, &file.game) {
                "a later copy of this game"
            } else {
                "another game"
            };
            Found::Other {
                holds: format!("{what} ({})", describe(&file.game)),
                bytes: Some(bytes),
                game: true,
            }
        }
        Err(problem) => Found::Other {
            holds: format!("something that is not a game Hopcard can read (it {problem})"),
            bytes: Some(bytes),
            game: false,
        },
    }
}

/// Where a refused file's content is kept.
struct Keeping {
    folder: Option<PathBuf>,
    stamp: String,
    /// The copy kept at the last refusal: reused while the file still holds it.
    before: Option<PathBuf>,
}

/// Why a refused file's content was not kept.
enum NotKept {
    Unreadable,
    NoFolder,
    /// The copy could not be written: the file must not be replaced.
    Failed(String),
}

impl NotKept {
    fn text(&self) -> String {
        match self {
            NotKept::Unreadable => "it could not be read".into(),
            NotKept::NoFolder => "this window has no data folder to keep it in".into(),
            NotKept::Failed(e) => e.clone(),
        }
    }
}

/// Keep `bytes` (the content of `path`) in the kept folder: a game as
/// `other-STAMP.ron` (Recover lists it), anything else as
/// `unreadable-STAMP.EXT` with the file's own extension.
fn keep(
    disk: &dyn Disk,
    path: &Path,
    bytes: Option<&[u8]>,
    game: bool,
    keeping: &Keeping,
) -> Result<PathBuf, NotKept> {
    let bytes = bytes.ok_or(NotKept::Unreadable)?;
    let folder = keeping.folder.as_ref().ok_or(NotKept::NoFolder)?;
    if let Some(before) = &keeping.before
        && disk
            .read(before, storage::MAX_FILE_BYTES)
            .is_ok_and(|b| b == bytes)
    {
        return Ok(before.clone());
    }
    let (stem, ext) = if game {
        ("other", "ron".to_string())
    } else {
        let own = path
            .extension()
            .and_then(|x| x.to_str())
            .filter(|x| x.len() <= 12 && x.chars().all(|c| c.is_ascii_alphanumeric()));
        ("unreadable", own.unwrap_or("bin").to_string())
    };
    disk.keep_copy(folder, stem, &keeping.stamp, &ext, bytes)
        .map_err(|e| NotKept::Failed(e.to_string()))
}

/// Save `game` to `path` on `disk`, unless the file holds something else
/// and `how` is [`Overwrite::Refuse`]. `Ok` names where the file's former
/// content was kept, when it was not this game.
fn checked_save(
    disk: &dyn Disk,
    path: &Path,
    game: &GameState,
    saved: &str,
    how: Overwrite,
    keeping: &Keeping,
) -> Result<Option<PathBuf>, SessionError> {
    let mut kept_as = None;
    if let Found::Other {
        holds,
        bytes,
        game: is_game,
    } = look(disk, path, game)
    {
        let kept = keep(disk, path, bytes.as_deref(), is_game, keeping);
        let failed = matches!(kept, Err(NotKept::Failed(_)));
        if how == Overwrite::Refuse || failed {
            let (kept, not_kept) = match kept {
                Ok(p) => (Some(p), None),
                Err(e) => (None, Some(e.text())),
            };
            return Err(SessionError::OtherGame(OtherGame {
                path: path.to_path_buf(),
                holds,
                kept,
                not_kept,
            }));
        }
        kept_as = kept.ok();
    }
    write_game_on(disk, path, game, saved, None).map_err(SessionError::Save)?;
    Ok(kept_as)
}

impl Session {
    /// Save the game to `path` although it holds something else (the user
    /// agreed to replace it): its content is kept first (Game > Recover…),
    /// then replaced. `Ok` names where it was kept, if it was not this game.
    ///
    /// # Errors
    /// As [`Session::save_to`]; [`SessionError::OtherGame`] only when the
    /// content could be read but not kept (the file is then unchanged).
    pub fn save_replacing(&mut self, path: &Path) -> Result<Option<PathBuf>, SessionError> {
        self.save_now(path, Overwrite::Replace)
    }

    pub(super) fn save_now(
        &mut self,
        path: &Path,
        how: Overwrite,
    ) -> Result<Option<PathBuf>, SessionError> {
        if self.read_only {
            return Err(SessionError::ReadOnly);
        }
        let game = self.game.clone().ok_or(SessionError::NoGame)?;
        let written = self.save_job(path.to_path_buf(), game.clone(), how)();
        self.saved(path, game, written)
    }

    /// The save of `game` to `path`, checked as [`checked_save`] does, as a
    /// job for the writer (stamped now, run later).
    pub(super) fn save_job(
        &self,
        path: PathBuf,
        game: GameState,
        how: Overwrite,
    ) -> impl FnOnce() -> Result<Option<PathBuf>, SessionError> + Send + 'static {
        let disk = Arc::clone(&self.disk);
        let saved = clock::utc_text((self.clock)());
        let keeping = Keeping {
            folder: self.kept_folder(),
            stamp: self.stamp(),
            before: self.other_kept.clone(),
        };
        move || checked_save(disk.as_ref(), &path, &game, &saved, how, &keeping)
    }
}
