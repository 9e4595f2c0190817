//! Keeping a copy: games that leave the board with moves in no file, a
//! finished or a separate window's autosave, damaged preferences, all go to
//! the kept folder under a name no file has (Game > Recover… lists them).
//! Nothing is ever deleted before its copy is on disk.

use super::disk::{Disk, RealDisk, load_from};
use super::{KEPT_DIR, KeptGame, RECOVERED_DIR, Report, Session, SessionError, players_text};
use crate::clock;
use crate::fsio::{self, WriteError};
use crate::state::GameState;
use crate::storage;
use std::path::{Path, PathBuf};

impl Session {
    /// Keep the game on the board, if any (see [`Session::keep`]).
    pub(super) fn keep_current(&self, label: &str) -> Result<Option<PathBuf>, SessionError> {
        match &self.game {
            Some(game) => self.keep(game, label),
            None => Ok(None),
        }
    }

    /// Write `game` to a new file in the kept folder (no data folder: nothing).
    pub(super) fn keep(
        &self,
        game: &GameState,
        label: &str,
    ) -> Result<Option<PathBuf>, SessionError> {
        let Some(dir) = &self.dir else {
            return Ok(None);
        };
        let text = storage::game_file_text(game, &clock::utc_text((self.clock)()))
            .map_err(SessionError::Save)?;
        self.disk
            .keep_copy(
                &dir.join(KEPT_DIR),
                label,
                &self.stamp(),
                "ron",
                text.as_bytes(),
            )
            .map(Some)
            .map_err(SessionError::Keep)
    }

    /// Keep the game for recovery before the window closes without saving.
    ///
    /// # Errors
    /// [`SessionError::Keep`] when it could not be written.
    pub fn keep_before_quit(&mut self) -> Result<Option<PathBuf>, SessionError> {
        if !self.needs_asking() {
            return Ok(None);
        }
        let kept = self.keep_current("game")?;
        // An older copy left in the autosave would be offered next time.
        self.settle_autosave();
        Ok(kept)
    }

    /// Games kept for recovery, newest first (damaged ones are left out).
    /// Blocking (it reads every kept file): the app calls [`Session::list_kept`]
    /// off the UI thread.
    #[must_use]
    pub fn kept_games(&self) -> Vec<KeptGame> {
        self.kept_folder()
            .map_or_else(Vec::new, |folder| list_kept_on(self.disk.as_ref(), &folder))
    }

    /// The folder of kept games, when this session has a data folder.
    #[must_use]
    pub fn kept_folder(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(KEPT_DIR))
    }

    /// A kept game now on the board leaves the kept games (moved, never
    /// deleted, into the `recovered` folder beside them), so the Recover
    /// list cannot offer it twice. Only files of this session's kept folder
    /// move; if the move fails the game simply stays listed.
    pub(super) fn set_recovered_aside(&self, path: &Path) {
        let (Some(kept), Some(dir)) = (self.kept_folder(), &self.dir) else {
            return;
        };
        if path.parent() == Some(kept.as_path()) {
            let stamp = self.stamp();
            let _ = move_into(
                self.disk.as_ref(),
                path,
                &dir.join(RECOVERED_DIR),
                "recovered",
                &stamp,
            );
        }
    }

    /// The kept games in `folder`, newest first, at most 100.
    #[must_use]
    pub fn list_kept(folder: &Path) -> Vec<KeptGame> {
        list_kept_on(&RealDisk, folder)
    }

    /// Keep damaged preferences (`text`, unreadable because of `problem`)
    /// in the data folder as `preferences.damaged-STAMP.ron`, never
    /// replacing a file, and report it on the first screen.
    pub fn keep_damaged_preferences(&mut self, text: &str, problem: String) {
        let stamp = self.stamp();
        let moved_to = self.dir.as_ref().and_then(|dir| {
            self.disk
                .keep_copy(dir, "preferences.damaged", &stamp, "ron", text.as_bytes())
                .ok()
        });
        self.reports
            .push(Report::DamagedPreferences { moved_to, problem });
    }
}

/// Move `path` into `dir` as `LABEL-STAMP[-N].ron` without replacing anything.
pub(super) fn move_into(
    disk: &dyn Disk,
    path: &Path,
    dir: &Path,
    label: &str,
    stamp: &str,
) -> Result<PathBuf, WriteError> {
    let bytes = disk
        .read(path, storage::MAX_FILE_BYTES)
        .map_err(|e| WriteError {
            path: path.to_path_buf(),
            step: fsio::WriteStep::Keep,
            cause: e.to_string(),
            kind: std::io::ErrorKind::Other,
        })?;
    let kept = disk.keep_copy(dir, label, stamp, "ron", &bytes)?;
    disk.remove_file(path)?;
    Ok(kept)
}

/// The kept games in `folder` on `disk`, newest first, at most 100.
fn list_kept_on(disk: &dyn Disk, folder: &Path) -> Vec<KeptGame> {
    let mut paths: Vec<(std::time::SystemTime, PathBuf)> = disk
        .list(folder)
        .into_iter()
        .filter(|(p, _)| p.extension().is_some_and(|x| x == "ron"))
        .map(|(p, when)| (when, p))
        .collect();
    // Newest first, whatever the label in the name.
    paths.sort_by(|a, b| b.cmp(a));
    paths
        .into_iter()
        .map(|(_, p)| p)
        .take(100)
        .filter_map(|path| {
            let file = load_from(disk, &path).ok()?;
            Some(KeptGame {
                saved: file.saved.clone(),
                players: players_text(&file.game),
                moves: file.game.plies().len(),
                finished: file.game.outcome().is_over(),
                path,
            })
        })
        .collect()
}
