//! The recent list: the games last saved or opened, newest first, for the
//! Game menu (written so that a damaged one still gives up its readable
//! entries).

use super::disk::Disk;
use super::{
    MAX_RECENT, MAX_RECENT_BYTES, RECENT_NAME, Report, Session, SessionError, players_text,
};
use crate::state::GameState;
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
pub(super) struct RecentList {
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

    pub(super) fn remember(&mut self, path: &Path, game: &GameState) -> Result<(), SessionError> {
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        self.recent.retain(|r| r.path != path);
        self.recent.insert(
            0,
            RecentGame {
                path,
                // The list is a file: its names are joined in English.
                players: crate::lang::speaking(crate::lang::Lang::En, || players_text(game)),
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

/// The recent list as stored: struct names written, so that the entries of a
/// damaged list can still be found one by one (`RecentGame(…)`).
fn recent_text(list: &RecentList) -> String {
    // "\n" on every system, as a game file (src/storage.rs).
    let pretty = ron::ser::PrettyConfig::new()
        .new_line("\n")
        .struct_names(true);
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
    use super::super::disk::RealDisk;
    use super::*;

    #[test]
    fn readable_entries_of_a_damaged_recent_list_are_kept() {
        let dir = crate::fsio::TempDir::new("recent");
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
}
