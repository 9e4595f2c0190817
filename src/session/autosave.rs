//! The autosave: written after every change, only by the window that holds
//! the slot's lock (checked before each write), never larger than the
//! loader reads, and naming the file the game belongs to. The write itself
//! runs off the UI thread (in a background [`super::Writer`]), and its result is
//! applied here when it comes back, so "autosaved" and "not saved since
//! move N" only ever say what is on disk.

use super::disk::{Finished, Ticket, load_from, write_game};
use super::records::{Behind, ForeignFile};
use super::save::{describe, so_far};
use super::{GameFile, ResumeOffer, Session, SessionError, SlotError};
use crate::clock;
use crate::fsio::ReadError;
use crate::lang::t;
use crate::state::GameState;
use crate::storage::{self, LoadError, Problem, SaveError};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Longest statement in a dispute, in characters (a few printed pages).
pub const MAX_STATEMENT_CHARS: usize = 10_000;
/// Longest agreed change in a dispute's resolution, in characters.
pub(crate) const MAX_CHANGE_CHARS: usize = 2_000;
/// Room left under the loader's cap for the stamp and the file an autosave names.
const HEADROOM: u64 = 16 * 1024;

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

/// Two copies of one game: one's record is a beginning of the other's.
pub(super) fn same_game(a: &GameState, b: &GameState) -> bool {
    so_far(a, b) || so_far(b, a)
}

impl Session {
    /// Write the game to the autosave if it differs from what the autosave
    /// holds (or will hold once the writes queued before land). The write
    /// runs on the writer; [`Session::take_writes`] applies its result. A
    /// failure is remembered ([`Session::behind`]) until a write succeeds,
    /// and the next change tries again.
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
        let newest = self.autosaving.back().map_or(
            (self.autosaved.as_ref(), self.autosaved_for.as_ref()),
            |(_, g, f)| (Some(g), f.as_ref()),
        );
        if newest == (Some(&game), self.file.as_ref()) {
            return;
        }
        if !self.slot_ours() {
            return;
        }
        let file = self.file.clone();
        let write = self.game_write(path, game.clone(), file.clone());
        let ticket = self
            .writer
            .submit(Box::new(move || Finished::Autosave(write())));
        self.autosaving.push_back((ticket, game, file));
        if self.writer.is_inline() {
            self.take_writes();
        }
    }

    /// Whether an autosave has not landed yet: the status must not say
    /// "autosaved" until it has.
    #[must_use]
    pub fn autosave_pending(&self) -> bool {
        !self.autosaving.is_empty()
    }

    pub(super) fn autosave_landed(
        &mut self,
        ticket: Ticket,
        result: Result<(), storage::SaveError>,
    ) {
        // Results come back in order: this is the oldest autosave queued.
        let Some(at) = self.autosaving.iter().position(|(t, _, _)| *t == ticket) else {
            return;
        };
        let Some((_, game, file)) = self.autosaving.drain(..=at).next_back() else {
            return;
        };
        match result {
            Ok(()) => {
                self.autosaved = Some(game);
                self.autosaved_for = file;
                self.behind = None;
            }
            Err(e) => self.fall_behind(e.to_string()),
        }
    }

    /// Remember that the autosave is behind the board, from the first move it lacks.
    pub(super) fn fall_behind(&mut self, cause: String) {
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
                // What the status line says when another window took the slot.
                self.fall_behind(t!("session-slot-lost"));
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
        match super::keep::move_into(self.disk.as_ref(), auto, &kept, "separate", &stamp) {
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
        // Judge what is on disk, not what is queued.
        self.finish_writes();
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
    /// which is its file's when that holds the same game further on. A
    /// file named that does not hold this game (another game, nothing, or
    /// something unreadable) is ignored, and the offer says so: Save then
    /// asks for a path as for a new game, and never writes over it.
    pub(super) fn offer(&mut self, auto: GameFile, path: PathBuf) {
        let named = auto.belongs_to.clone();
        let (belongs_to, in_file, ignored) = match &named {
            None => (None, None, None),
            Some(f) => match self.look_at(f, &auto.game) {
                Ok(file) => (named.clone(), file, None),
                Err(holds) => (
                    None,
                    None,
                    Some(ForeignFile {
                        path: f.clone(),
                        holds,
                    }),
                ),
            },
        };
        // What the autosave file names on disk, until it is written again.
        self.autosaved = Some(auto.game.clone());
        self.autosaved_for = named;
        let newer = in_file
            .as_ref()
            .filter(|f| older_copy(&auto.game, &f.game))
            .cloned();
        let autosave = path.clone();
        let (mut file, mut from) = match (newer, &belongs_to) {
            (Some(f), Some(p)) => (f, p.clone()),
            _ => (auto, path),
        };
        // A window that could not hold the autosave (its folder failing
        // when it started) keeps its game among the kept ones at closing:
        // a copy there further on is the newest.
        if let Some((kept, at)) = self.newer_kept_copy(&file.game, &autosave) {
            file = kept;
            from = at;
        }
        let (mut belongs_to, mut in_file) = (belongs_to, in_file.map(|f| f.game));
        // An autosave that names no file (written before the game had one,
        // by a window that could not write it again since): a recent file
        // holding the game further on is the newest copy, and the game's.
        if self.autosaved_for.is_none()
            && let Some((newer, at)) = self.newer_recent_copy(&file.game)
        {
            in_file = Some(newer.game.clone());
            belongs_to = Some(at.clone());
            file = newer;
            from = at;
        }
        self.resume = Some(ResumeOffer {
            file,
            from,
            belongs_to,
            in_file,
            ignored,
        });
    }

    /// The copy of `game` furthest on among the recent games' files, if one
    /// is further on than `game`.
    fn newer_recent_copy(&self, game: &GameState) -> Option<(GameFile, PathBuf)> {
        self.recent
            .iter()
            .take(10)
            .filter_map(|r| {
                let file = self.look_at(&r.path, game).ok().flatten()?;
                older_copy(game, &file.game).then(|| (file, r.path.clone()))
            })
            .max_by_key(|(f, _)| (f.game.history().len(), f.game.disputes().len()))
    }

    /// The copy of `game` furthest on among the kept games written since the
    /// autosave `autosave`, if one is further on than `game`.
    fn newer_kept_copy(&self, game: &GameState, autosave: &Path) -> Option<(GameFile, PathBuf)> {
        let folder = self.kept_folder()?;
        let since = self
            .disk
            .list(autosave.parent()?)
            .into_iter()
            .find(|(p, _)| p == autosave)
            .map(|(_, when)| when)?;
        let mut kept: Vec<(PathBuf, std::time::SystemTime)> = self
            .disk
            .list(&folder)
            .into_iter()
            .filter(|(p, when)| *when >= since && p.extension().is_some_and(|x| x == "ron"))
            .collect();
        kept.sort_by_key(|k| std::cmp::Reverse(k.1));
        kept.into_iter()
            .take(10)
            .filter_map(|(p, _)| {
                let file = load_from(self.disk.as_ref(), &p).ok()?;
                older_copy(game, &file.game).then_some((file, p))
            })
            .max_by_key(|(f, _)| (f.game.history().len(), f.game.disputes().len()))
    }

    /// The file `path` read as a copy of `game` (earlier or later), `None`
    /// when it cannot be read just now (a stick failing for a moment: it is
    /// still the game's file, and every Save reads it again before writing),
    /// or what it holds instead, in words.
    fn look_at(&self, path: &Path, game: &GameState) -> Result<Option<GameFile>, String> {
        if !self.disk.exists(path) {
            return Err(t!("session-holds-nothing"));
        }
        match load_from(self.disk.as_ref(), path) {
            Ok(file) if same_game(&file.game, game) => Ok(Some(file)),
            Ok(file) => Err(t!(
                "session-holds-another-game",
                game = describe(&file.game)
            )),
            Err(LoadError {
                problem: Problem::Read(ReadError::Io { kind, .. }),
                ..
            }) if kind != std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(t!(
                "session-holds-unreadable",
                problem = e.problem.to_string()
            )),
        }
    }

    /// Write `game` to `path` as a game file through the session's disk (an
    /// autosave names the file the game `belongs_to`), never larger than
    /// the loader reads: a job for the writer (stamped now, run later).
    pub(super) fn game_write(
        &self,
        path: PathBuf,
        game: GameState,
        belongs_to: Option<PathBuf>,
    ) -> impl FnOnce() -> Result<(), SaveError> + Send + 'static {
        let (disk, saved) = (Arc::clone(&self.disk), clock::utc_text((self.clock)()));
        move || write_game(disk.as_ref(), &path, &game, &saved, belongs_to.as_deref())
    }
}
