//! Save: the game goes to a file of the user's, and from then on belongs
//! to it. The app asks ([`Session::save_later`]); the save runs on the
//! writer, through the session's [`Disk`]; its result comes back through
//! [`Session::take_writes`] to `Session::saved`, and the app shows it
//! ([`Session::take_saves`]).
//!
//! Before a save replaces a file, the file is read again: it must hold this
//! game so far (the same card and start, a record that ours continues) or
//! be missing. Anything else (another game put there meanwhile, a later
//! copy of this one, something Hopcard cannot read) is not replaced unless
//! the user said so, and its content is kept among the kept games
//! (Game > Recover…) whatever the answer.

use super::disk::{Disk, write_game};
use super::{FileFailure, Finished, OtherGame, Session, SessionError, players_text};
use crate::clock;
use crate::fsio::ReadError;
use crate::lang::t;
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
                holds: t!("session-other-holds-unread", problem = e.to_string()),
                bytes: None,
                game: false,
            };
        }
    };
    match storage::parse_game_file(&bytes) {
        Ok(file) if so_far(&file.game, ours) => Found::Ours,
        Ok(file) => {
            let game = describe(&file.game);
            let holds = if so_far(ours, &file.game) {
                t!("session-other-holds-later", game = game)
            } else {
                t!("session-other-holds-another", game = game)
            };
            Found::Other {
                holds,
                bytes: Some(bytes),
                game: true,
            }
        }
        Err(problem) => Found::Other {
            holds: t!(
                "session-other-holds-not-a-game",
                problem = problem.to_string()
            ),
            bytes: Some(bytes),
            game: false,
        },
    }
}

/// `file`'s record is a beginning of `ours` (or all of it): the same card
/// and start, its history a prefix of ours, and its disputes ours as they
/// were then (a dispute still open in `file` may have been edited or
/// resolved since). Saving `ours` over `file` loses nothing of it.
pub(super) fn so_far(file: &GameState, ours: &GameState) -> bool {
    let (d_file, d_ours) = (file.disputes(), ours.disputes());
    file.card == ours.card
        && file.start() == ours.start()
        && ours.history().starts_with(file.history())
        && d_file.len() <= d_ours.len()
        && d_file.iter().zip(d_ours).all(|(f, o)| {
            f == o
                || (f.is_open()
                    && (f.number, f.raised_by, &f.time, &f.route, f.clause)
                        == (o.number, o.raised_by, &o.time, &o.route, o.clause))
        })
}

/// "Cid and Dee, 92 moves, finished": a game as a message names it.
pub(super) fn describe(game: &GameState) -> String {
    let players = players_text(game);
    let moves = game.plies().len();
    if game.outcome().is_over() {
        t!(
            "session-describe-finished",
            players = players,
            moves = moves
        )
    } else {
        t!("session-describe", players = players, moves = moves)
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
            NotKept::Unreadable => t!("session-not-kept-unreadable"),
            NotKept::NoFolder => t!("session-not-kept-no-folder"),
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
    write_game(disk, path, game, saved, None).map_err(SessionError::Save)?;
    Ok(kept_as)
}

impl Session {
    /// Save the game to `path`; from now on it belongs to that file. A
    /// file there that does not hold this game so far is not replaced (see
    /// [`Overwrite::Refuse`]); a missing one is written.
    ///
    /// # Errors
    /// [`SessionError::Save`] (the game keeps its unsaved state),
    /// [`SessionError::OtherGame`] when the file holds something else (its
    /// content kept, the file unchanged), or [`SessionError::Recent`] when
    /// only the recent list failed.
    pub fn save_to(&mut self, path: &Path) -> Result<(), SessionError> {
        self.save_now(path, Overwrite::Refuse).map(|_| ())
    }

    /// Save the game to `path` on the writer, after every write asked for
    /// before; [`Session::take_saves`] says how it went, and from then on
    /// the game belongs to that file. `how` says what to do with a file
    /// there that does not hold this game (see [`Overwrite`]).
    ///
    /// # Errors
    /// [`SessionError::ReadOnly`] in a read-only window, [`SessionError::NoGame`]
    /// with no game: nothing is written.
    pub fn save_later(&mut self, path: &Path, how: Overwrite) -> Result<(), SessionError> {
        if self.read_only {
            return Err(SessionError::ReadOnly);
        }
        let game = self.game.clone().ok_or(SessionError::NoGame)?;
        let path = path.to_path_buf();
        let write = self.save_job(path.clone(), game.clone(), how);
        self.write_later(Box::new(move || {
            let result = write();
            Finished::Saved {
                path,
                game: Box::new(game),
                result,
            }
        }));
        Ok(())
    }

    /// The saves to a file that have finished, oldest first: the file, and
    /// whether the game is in it (`Some`: where the file's former content
    /// was kept; see [`Session::save_to`] for the errors).
    pub fn take_saves(&mut self) -> Vec<(PathBuf, Result<Option<PathBuf>, SessionError>)> {
        std::mem::take(&mut self.saves)
    }

    /// `game` was written to `path` (or not): from now on it belongs to that
    /// file, or the failure is shown until a save succeeds.
    pub(super) fn saved(
        &mut self,
        path: &Path,
        game: GameState,
        written: Result<Option<PathBuf>, SessionError>,
    ) -> Result<Option<PathBuf>, SessionError> {
        let kept = match written {
            Ok(kept) => kept,
            Err(e) => {
                let cause = match &e {
                    SessionError::Save(e) => e.to_string(),
                    SessionError::OtherGame(o) => {
                        self.other_kept.clone_from(&o.kept);
                        t!("session-holds-not-this-game", holds = o.holds.clone())
                    }
                    other => other.to_string(),
                };
                // Shown until a save succeeds, whatever is clicked meanwhile.
                self.file_failure = Some(FileFailure {
                    path: path.to_path_buf(),
                    cause,
                });
                return Err(e);
            }
        };
        self.file_failure = None;
        self.other_kept = None;
        self.file = Some(path.to_path_buf());
        let remembered = self.remember(path, &game);
        self.in_file = Some(game);
        // The autosave learns the file, or stops offering an older copy.
        self.settle_autosave();
        remembered.map(|()| kept)
    }

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
