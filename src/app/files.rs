//! Games on disk in the desktop app: Save, Save as, Open, recent games,
//! autosave after every change and the offer to resume an unfinished game.
//!
//! Reading and writing go through `crate::storage` (atomic writes, loading
//! that replays every move through the engine).

use super::HopcardApp;
use super::file_dialog::{FilePrompt, Purpose};
use crate::game::Game;
use crate::storage::{self, GameFile};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Most entries in the recent-games list.
pub const MAX_RECENT: usize = 8;
/// The autosave file's name in the data folder.
pub const AUTOSAVE_NAME: &str = "autosave.ron";
/// The recent-games list's name in the data folder.
pub const RECENT_NAME: &str = "recent.ron";

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

/// An unfinished game found in the autosave, waiting for an answer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ResumeOffer {
    pub file: GameFile,
}

/// Everything the app keeps about files. `Default` writes nothing anywhere
/// (tests); `in_data_dir` turns on autosave and the recent list.
#[derive(Clone, Debug, Default)]
pub struct FileState {
    /// Where the autosave goes; `None`: no autosave.
    pub autosave: Option<PathBuf>,
    /// Where the recent list is kept; `None`: kept in memory only.
    pub recent_path: Option<PathBuf>,
    pub recent: Vec<RecentGame>,
    /// The file the game was last saved to or opened from (for Save).
    pub current: Option<PathBuf>,
    /// The game as last written to the autosave.
    last_saved: Option<Game>,
    pub resume: Option<ResumeOffer>,
}

/// The platform data folder of Hopcard (e.g. ~/.local/share/hopcard).
#[must_use]
pub fn data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "hopcard").map(|d| d.data_dir().to_path_buf())
}

/// "Ann and Bob", "Ann, Bob and Cid".
#[must_use]
pub fn players_text(game: &Game) -> String {
    let names: Vec<String> = (0..game.card.players.len())
        .map(|i| game.card.display_name(i))
        .collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

impl FileState {
    /// Autosave and the recent list in `dir` (created when first written).
    #[must_use]
    pub fn in_data_dir(dir: &Path) -> FileState {
        let recent_path = dir.join(RECENT_NAME);
        FileState {
            autosave: Some(dir.join(AUTOSAVE_NAME)),
            recent: read_recent(&recent_path),
            recent_path: Some(recent_path),
            ..FileState::default()
        }
    }

    /// Put `path` first in the recent list (at most [`MAX_RECENT`]) and store it.
    fn remember(&mut self, path: &Path, game: &Game) -> Result<(), String> {
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
        let Some(file) = &self.recent_path else {
            return Ok(());
        };
        let list = RecentList {
            games: self.recent.clone(),
        };
        let text = ron::ser::to_string_pretty(&list, ron::ser::PrettyConfig::new())
            .map_err(|e| e.to_string())?;
        ensure_parent(file)?;
        storage::atomic_write(file, text.as_bytes())
    }
}

/// The stored recent list; a missing or damaged list is an empty one.
fn read_recent(path: &Path) -> Vec<RecentGame> {
    let Ok(meta) = std::fs::metadata(path) else {
        return Vec::new();
    };
    if meta.len() > 64 * 1024 {
        return Vec::new();
    }
    std::fs::read_to_string(path)
        .ok()
        .and_then(|t| {
            ron::Options::default()
                .with_recursion_limit(16)
                .from_str::<RecentList>(&t)
                .ok()
        })
        .map(|mut l| {
            l.games.truncate(MAX_RECENT);
            l.games
        })
        .unwrap_or_default()
}

fn ensure_parent(path: &Path) -> Result<(), String> {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => std::fs::create_dir_all(dir)
            .map_err(|e| format!("{}: could not create the folder: {e}", dir.display())),
        _ => Ok(()),
    }
}

impl HopcardApp {
    /// Look at the autosave: an unfinished game there is offered for resuming.
    /// A damaged autosave is reported and left untouched.
    pub fn offer_resume(&mut self) {
        let Some(path) = self.files.autosave.clone() else {
            return;
        };
        if !path.exists() {
            return;
        }
        match storage::load_game(&path) {
            Ok(file) => {
                self.files.last_saved = Some(file.game.clone());
                if !file.game.outcome().is_over() {
                    self.files.resume = Some(ResumeOffer { file });
                }
            }
            Err(e) => {
                self.message = Some(format!("The autosaved game could not be resumed: {e}"));
            }
        }
    }

    /// Write the game to the autosave if it changed since the last write
    /// (not while the resume offer waits: the unfinished game is still there).
    pub fn autosave(&mut self) {
        let Some(path) = self.files.autosave.clone() else {
            return;
        };
        let Some(game) = &self.game else { return };
        if self.files.resume.is_some() || self.files.last_saved.as_ref() == Some(game) {
            return;
        }
        let game = game.clone();
        let written =
            ensure_parent(&path).and_then(|()| storage::save_game(&path, &game, &(self.clock)()));
        if let Err(e) = written {
            self.message = Some(format!("Autosave failed: {e}"));
        }
        // Remembered even after a failure: the next change tries again.
        self.files.last_saved = Some(game);
    }

    /// Save the game to `path` (Save as, or Save to the current file).
    pub fn save_to(&mut self, path: &Path) {
        let Some(game) = self.game.clone() else {
            self.message = Some("There is no game to save.".into());
            return;
        };
        match storage::save_game(path, &game, &(self.clock)()) {
            Ok(()) => {
                self.files.current = Some(path.to_path_buf());
                self.message = Some(format!("Saved the game to {}.", path.display()));
                if let Err(e) = self.files.remember(path, &game) {
                    self.message = Some(format!(
                        "Saved the game to {}, but the recent list could not be updated: {e}",
                        path.display()
                    ));
                }
            }
            Err(e) => self.message = Some(format!("The game was not saved: {e}")),
        }
    }

    /// Open the game file at `path`; a bad file changes nothing but the message.
    pub fn open_from(&mut self, path: &Path) {
        match storage::load_game(path) {
            Ok(file) => {
                self.files.current = Some(path.to_path_buf());
                let _ = self.files.remember(path, &file.game);
                self.message = Some(format!("Opened {}.", path.display()));
                self.resume_game(file.game);
            }
            Err(e) => self.message = Some(format!("Could not open the game: {e}")),
        }
    }

    fn resume_game(&mut self, game: Game) {
        self.game = Some(game);
        self.setup = None;
        self.sandbox = None;
        self.takeback = None;
        self.route.clear();
        self.files.resume = None;
    }

    /// Save: to the current file, or ask for one.
    pub fn save(&mut self) {
        match self.files.current.clone() {
            Some(path) => self.save_to(&path),
            None => self.save_as(),
        }
    }

    /// Ask for a file to save the game to.
    pub fn save_as(&mut self) {
        if self.game.is_none() {
            return;
        }
        let name = self
            .files
            .current
            .as_ref()
            .and_then(|p| p.file_name())
            .map_or_else(
                || "hopcard-game.ron".to_string(),
                |n| n.to_string_lossy().to_string(),
            );
        self.prompt = Some(FilePrompt::new(
            Purpose::SaveGame,
            "Save the game",
            true,
            &name,
            storage::EXTENSION,
        ));
    }

    /// Ask for a game file to open.
    pub fn open(&mut self) {
        self.prompt = Some(FilePrompt::new(
            Purpose::OpenGame,
            "Open a game",
            false,
            "",
            storage::EXTENSION,
        ));
    }

    /// The file entries of the Game menu.
    pub fn file_menu(&mut self, ui: &mut egui::Ui) {
        let has_game = self.game.is_some();
        if ui
            .add_enabled(has_game, egui::Button::new("Save").shortcut_text("Ctrl+S"))
            .clicked()
        {
            self.save();
            ui.close();
        }
        if ui
            .add_enabled(has_game, egui::Button::new("Save as…"))
            .clicked()
        {
            self.save_as();
            ui.close();
        }
        if ui
            .add(egui::Button::new("Open…").shortcut_text("Ctrl+O"))
            .clicked()
        {
            self.open();
            ui.close();
        }
        let recent = self.files.recent.clone();
        ui.add_enabled_ui(!recent.is_empty(), |ui| {
            ui.menu_button("Open recent", |ui| {
                for r in &recent {
                    let name = r.path.file_name().map_or_else(
                        || r.path.display().to_string(),
                        |n| n.to_string_lossy().to_string(),
                    );
                    let label = format!("{name} ({})", r.players);
                    if ui
                        .button(label)
                        .on_hover_text(r.path.display().to_string())
                        .clicked()
                    {
                        self.open_from(&r.path);
                        ui.close();
                    }
                }
            });
        });
    }

    /// Before the rest of the UI: keyboard shortcuts and the resume offer.
    pub fn files_before(&mut self, ctx: &egui::Context) {
        let save = egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::S);
        let open = egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::O);
        if self.prompt.is_none() {
            if ctx.input_mut(|i| i.consume_shortcut(&save)) && self.game.is_some() {
                self.save();
            }
            if ctx.input_mut(|i| i.consume_shortcut(&open)) {
                self.open();
            }
        }
        let Some(offer) = &self.files.resume else {
            return;
        };
        let game = &offer.file.game;
        let when = if offer.file.saved.is_empty() {
            game.card.date.to_string()
        } else {
            offer.file.saved.clone()
        };
        let question = format!(
            "Resume the unfinished game of {when} between {}?",
            players_text(game)
        );
        let moves = game.plies().len();
        let mut answer = None;
        egui::Window::new("Unfinished game")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(ctx, |ui| {
                ui.label(question);
                ui.label(format!("{moves} moves played so far."));
                ui.horizontal(|ui| {
                    if ui.button("Resume").clicked() {
                        answer = Some(true);
                    }
                    if ui.button("Start a new game").clicked() {
                        answer = Some(false);
                    }
                });
            });
        match answer {
            Some(true) => {
                if let Some(offer) = self.files.resume.take() {
                    self.resume_game(offer.file.game);
                    self.message = Some("Resumed the unfinished game.".into());
                }
            }
            Some(false) => {
                if let Some(offer) = self.files.resume.take() {
                    self.keep_declined(&offer);
                }
            }
            None => {}
        }
    }

    /// The unfinished game the players chose not to resume is moved out of the
    /// autosave's way (and listed under Open recent), never thrown away.
    fn keep_declined(&mut self, offer: &ResumeOffer) {
        let Some(auto) = self.files.autosave.clone() else {
            return;
        };
        let stamp: String = offer
            .file
            .saved
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        let name = if stamp.is_empty() {
            "unfinished.ron".to_string()
        } else {
            format!("unfinished-{stamp}.ron")
        };
        let kept = auto.with_file_name(name);
        match std::fs::rename(&auto, &kept) {
            Ok(()) => {
                let _ = self.files.remember(&kept, &offer.file.game);
                self.message = Some(format!(
                    "The unfinished game was kept as {} (Game > Open recent).",
                    kept.display()
                ));
            }
            Err(e) => {
                self.message = Some(format!(
                    "{}: could not keep the unfinished game aside: {e}",
                    auto.display()
                ));
            }
        }
    }

    /// After the UI ran: autosave any change.
    pub fn files_after(&mut self) {
        self.autosave();
    }
}
