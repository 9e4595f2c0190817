//! The autosave: written after every change, only by the window that holds
//! the slot's lock (checked before each write), never larger than the
//! loader reads, and naming the file the game belongs to.

use super::records::Behind;
use super::store::load_from;
use super::{GameFile, ResumeOffer, Session, SessionError, SlotError};
use crate::clock;
use crate::state::GameState;
use crate::storage::{self, SaveError};
use std::path::{Path, PathBuf};

/// Longest statement in a dispute, in characters (a few printed pages).
pub const MAX_STATEMENT_CHARS: usize = 10_000;
/// Longest agreed change in a dispute's resolution, in characters.
pub const MAX_CHANGE_CHARS: usize = 2_000;
/// Room left under the loader's cap for the stamp and the file an autosave names.
const HEADROOM: u64 = 16 * 1024;

/// What the status line says when another window took the slot.
const SLOT_LOST: &str = "another Hopcard window now autosaves here (the data folder was \
deleted or replaced while this window ran), so this window stopped autosaving: save the game \
to a file";

/// Refuse a text longer than its field may hold.
pub(super) fn bounded(field: &'static str, text: &str, max: usize) -> Result<(), SessionError> {
    let chars = text.chars().count();
    if chars > max {
        return Err(SessionError::TooLong { field, chars, max });
    }
    Ok(())
}

/// Refuse a game whose file the loader would refuse to read.
pub(super) fn fits(game: &GameState) -> Result<(), SessionError> {
    let cap = storage::MAX_FILE_BYTES - HEADROOM;
    let bytes = storage::game_file_text(game, "").map_or(0, |t| t.len() as u64);
    if bytes > cap {
        return Err(SessionError::TooLarge { bytes, cap });
    }
    Ok(())
}

/// `old` is an earlier copy of `new`: the same card and start, and its
/// history and disputes are a strict beginning of the newer ones.
pub(super) fn older_copy(old: &GameState, new: &GameState) -> bool {
    let (h_old, h_new) = (old.history(), new.history());
    let (d_old, d_new) = (old.disputes().len(), new.disputes().len());
    // Further on: more events, more disputes, or the open dispute resolved.
    let further = h_new.len() > h_old.len()
        || d_new > d_old
        || (d_new == d_old && old.open_dispute().is_some() && new.open_dispute().is_none());
    old.card == new.card
        && old.start() == new.start()
        && h_new.starts_with(h_old)
        && d_new >= d_old
        && further
}

impl Session {
    /// Write the game to the autosave if it differs from what the autosave
    /// holds. A failure is remembered ([`Session::behind`]) until a write
    /// succeeds, and the next change tries again.
    pub fn autosave(&mut self) {
        if self.read_only || self.resume.is_some() {
            return;
        }
        let Some(path) = self.autosave_path().map(Path::to_path_buf) else {
            return;
        };
        let Some(game) = self.game.clone() else {
            return;
        };
        if self.autosaved.as_ref() == Some(&game) && self.autosaved_for == self.file {
            return;
        }
        if !self.slot_ours() {
            return;
        }
        let file = self.file.clone();
        match self.write_game(&path, &game, file.as_deref()) {
            Ok(()) => {
                self.autosaved = Some(game);
                self.autosaved_for = file;
                self.behind = None;
            }
            Err(e) => self.fall_behind(e.to_string()),
        }
    }

    /// Remember that the autosave is behind the board, from the first move it lacks.
    fn fall_behind(&mut self, cause: String) {
        let since_move = self.behind.as_ref().map_or_else(
            || match (&self.autosaved, &self.game) {
                (Some(a), Some(g)) => {
                    let same = a.plies().iter().zip(g.plies());
                    same.take_while(|(x, y)| x == y).count() + 1
                }
                _ => 1,
            },
            |b| b.since_move,
        );
        self.behind = Some(Behind { since_move, cause });
    }

    /// Whether this window still holds the lock of its slot (its lock file
    /// was not deleted or replaced).
    pub(super) fn slot_held(&self) -> bool {
        self.slot.as_ref().is_some_and(|s| s.lock.still_held())
    }

    /// Before writing the slot: the lock must still be this window's. A lock
    /// file deleted with its folder is taken again, and the slot checked; a
    /// lock another window took ends autosaving in this window.
    fn slot_ours(&mut self) -> bool {
        let Some(slot) = &self.slot else { return false };
        if slot.lock.still_held() {
            return true;
        }
        let (lock_path, auto) = (slot.lock_path.clone(), slot.path.clone());
        let dir = lock_path
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        let retaken = self
            .disk
            .create_dir_all(&dir)
            .map_err(SlotError::Io)
            .and_then(|()| self.disk.lock(&lock_path, std::time::Duration::ZERO));
        match retaken {
            Ok(lock) => {
                if let Some(slot) = &mut self.slot {
                    slot.lock = lock;
                }
                self.verify_slot(&auto)
            }
            Err(SlotError::Locked { .. }) => {
                if let Some(slot) = &mut self.slot {
                    slot.enabled = false;
                }
                self.fall_behind(SLOT_LOST.to_string());
                false
            }
            Err(e) => {
                self.fall_behind(e.to_string());
                false
            }
        }
    }

    /// With the lock taken again: a game another window left in the slot
    /// meanwhile is moved to the kept games before this one is written.
    fn verify_slot(&mut self, auto: &Path) -> bool {
        if !self.disk.exists(auto) {
            return true;
        }
        let ours = load_from(self.disk.as_ref(), auto)
            .is_ok_and(|f| Some(&f.game) == self.autosaved.as_ref());
        if ours {
            return true;
        }
        let kept = self.kept_folder().unwrap_or_default();
        let stamp = self.stamp();
        match super::disk::move_into(self.disk.as_ref(), auto, &kept, "separate", &stamp) {
            Ok(path) => {
                self.reports.push(super::Report::SeparateKept { path });
                true
            }
            Err(e) => {
                self.fall_behind(e.to_string());
                false
            }
        }
    }

    /// After the game was written elsewhere (its file, the kept games): the
    /// autosave is brought up to date, or, if it cannot be, its older copy
    /// is moved aside so the next start does not offer it.
    pub(super) fn settle_autosave(&mut self) {
        self.autosave();
        let Some(path) = self.autosave_path().map(Path::to_path_buf) else {
            return;
        };
        let current =
            self.autosaved.as_ref() == self.game.as_ref() && self.autosaved_for == self.file;
        if self.resume.is_some() || current {
            return;
        }
        if !self.disk.exists(&path) || !self.slot_held() {
            return;
        }
        let stamp = self.stamp();
        if self.disk.move_aside(&path, "superseded", &stamp).is_ok() {
            self.autosaved = None;
            self.autosaved_for = None;
        }
    }

    /// The offer for an unfinished autosaved game: the newest copy of it,
    /// which is its file's when that holds the same game further on.
    pub(super) fn offer(&mut self, auto: GameFile, path: PathBuf) {
        let belongs_to = auto.belongs_to.clone();
        let in_file = belongs_to
            .as_ref()
            .and_then(|f| load_from(self.disk.as_ref(), f).ok());
        self.autosaved = Some(auto.game.clone());
        self.autosaved_for.clone_from(&belongs_to);
        let newer = in_file
            .as_ref()
            .filter(|f| older_copy(&auto.game, &f.game))
            .cloned();
        let (file, from) = match (newer, &belongs_to) {
            (Some(f), Some(p)) => (f, p.clone()),
            _ => (auto, path),
        };
        self.resume = Some(ResumeOffer {
            file,
            from,
            belongs_to,
            in_file: in_file.map(|f| f.game),
        });
    }

    /// Write `game` to `path` as a game file through the session's disk (an
    /// autosave names the file the game `belongs_to`), never larger than
    /// the loader reads.
    pub(super) fn write_game(
        &self,
        path: &Path,
        game: &GameState,
        belongs_to: Option<&Path>,
    ) -> Result<(), SaveError> {
        let saved = clock::utc_text((self.clock)());
        let text = storage::autosave_text(game, &saved, belongs_to)?;
        if text.len() as u64 > storage::MAX_FILE_BYTES {
            return Err(SaveError::Write(crate::fsio::WriteError {
                path: path.to_path_buf(),
                step: crate::fsio::WriteStep::Write,
                cause: format!(
                    "the game would take {} bytes, more than the {} a game file may hold",
                    text.len(),
                    storage::MAX_FILE_BYTES
                ),
                kind: std::io::ErrorKind::FileTooLarge,
            }));
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            self.disk.create_dir_all(dir).map_err(SaveError::Write)?;
        }
        self.disk
            .atomic_write(path, text.as_bytes())
            .map_err(SaveError::Write)
    }
}
