//! The session on disk: the slot's lock, kept games, and the recent list
//! (written so that a damaged one still gives up its readable entries).

use super::store::{Disk, RealDisk, load_from};
use super::{
    AUTOSAVE_NAME, KEPT_DIR, KeptGame, MAX_RECENT, MAX_RECENT_BYTES, RECENT_NAME, RECOVERED_DIR,
    Report, Session, SessionError, players_text,
};
use crate::fsio::{self, WriteError};
use crate::state::GameState;
use crate::storage;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One recently saved or opened game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct RecentGame {
    pub path: PathBuf,
    /// "Ann and Bob", for the menu.
    pub players: String,
}

/// The recent-games list as stored (newest first).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct RecentList {
    pub games: Vec<RecentGame>,
}

impl Session {
    pub(super) fn load_recent(&mut self) {
        let Some(dir) = &self.dir else { return };
        let path = dir.join(RECENT_NAME);
        let (games, damaged) = read_recent(self.disk.as_ref(), &path);
        self.recent = games;
        if damaged {
            let stamp = self.stamp();
            if let Ok(moved_to) = self.disk.move_aside(&path, "damaged", &stamp) {
                self.reports.push(Report::DamagedRecent {
                    moved_to,
                    kept: self.recent.len(),
                });
                let _ = self.store_recent();
            }
        }
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

    pub(super) fn remember(&mut self, path: &Path, game: &GameState) -> Result<(), SessionError> {
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        self.recent.retain(|r| r.path != path);
        self.recent.insert(
            0,
            RecentGame {
                path,
                players: players_text(game),
            },
        );
        self.recent.truncate(MAX_RECENT);
        self.store_recent()
    }

    pub(super) fn store_recent(&self) -> Result<(), SessionError> {
        let Some(dir) = &self.dir else { return Ok(()) };
        let list = RecentList {
            games: self.recent.clone(),
        };
        self.disk
            .atomic_write(&dir.join(RECENT_NAME), recent_text(&list).as_bytes())
            .map_err(SessionError::Recent)
    }
}

pub(super) fn slot_paths(dir: &Path, n: u32) -> (PathBuf, PathBuf) {
    if n <= 1 {
        (dir.join(AUTOSAVE_NAME), dir.join("autosave.lock"))
    } else {
        (
            dir.join(format!("autosave-{n}.ron")),
            dir.join(format!("autosave-{n}.lock")),
        )
    }
}

/// How long starting a window waits for a slot's lock that is held. A lock
/// released a moment ago can still be held for an instant by a process
/// being started then (it holds a copy of every open file until it runs its
/// program), and a window that was just closed may still be closing.
pub(super) const LOCK_PATIENCE: std::time::Duration = std::time::Duration::from_millis(300);

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

/// The recent list as stored: struct names written, so that the entries of a
/// damaged list can still be found one by one (`RecentGame(…)`).
fn recent_text(list: &RecentList) -> String {
    let pretty = ron::ser::PrettyConfig::new().struct_names(true);
    ron::ser::to_string_pretty(list, pretty).unwrap_or_default()
}

/// The stored recent list, and whether it was damaged. The readable entries
/// of a damaged list are kept: each `RecentGame(…)` is parsed on its own.
pub(super) fn read_recent(disk: &dyn Disk, path: &Path) -> (Vec<RecentGame>, bool) {
    let Ok(bytes) = disk.read(path, MAX_RECENT_BYTES) else {
        return (Vec::new(), disk.exists(path));
    };
    let text = String::from_utf8_lossy(&bytes);
    let options = ron::Options::default().with_recursion_limit(16);
    if let Ok(mut list) = options.from_str::<RecentList>(&text) {
        list.games.truncate(MAX_RECENT);
        return (list.games, false);
    }
    let mut games = Vec::new();
    for (at, _) in text.match_indices("RecentGame(") {
        let Ok(mut de) = ron::Deserializer::from_str_with_options(&text[at..], &options) else {
            continue;
        };
        if let Ok(game) = RecentGame::deserialize(&mut de)
            && !games.contains(&game)
        {
            games.push(game);
        }
    }
    games.truncate(MAX_RECENT);
    (games, true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::SlotError;

    #[test]
    fn readable_entries_of_a_damaged_recent_list_are_kept() {
        let dir = std::env::temp_dir().join(format!("hopcard-recent-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        let path = dir.join(RECENT_NAME);
        let entry = |p: &str| RecentGame {
            path: PathBuf::from(p),
            players: "Ann and Bob".into(),
        };
        let list = RecentList {
            games: vec![entry("/a.ron"), entry("/b.ron"), entry("/c.ron")],
        };
        // The list as the app writes it, cut inside its third entry.
        let text = recent_text(&list);
        let cut = text.rfind("RecentGame(").expect("entries") + 16;
        std::fs::write(&path, &text[..cut]).expect("write");
        let (games, damaged) = read_recent(&RealDisk, &path);
        assert!(damaged);
        let paths: Vec<_> = games.iter().map(|g| g.path.display().to_string()).collect();
        assert_eq!(paths, ["/a.ron", "/b.ron"]);
    }

    #[test]
    fn a_lock_released_a_moment_later_is_taken_and_a_held_one_is_not() {
        let dir = std::env::temp_dir().join(format!("hopcard-lock-wait-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        let lock = dir.join("autosave.lock");
        let held = RealDisk
            .lock(&lock, std::time::Duration::ZERO)
            .expect("free");
        assert!(matches!(
            RealDisk.lock(&lock, std::time::Duration::ZERO),
            Err(SlotError::Locked { .. })
        ));
        // Released 50 ms from now, well inside the patience of a start.
        let release = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(50));
            drop(held);
        });
        assert!(RealDisk.lock(&lock, LOCK_PATIENCE).is_ok());
        release.join().expect("released");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
