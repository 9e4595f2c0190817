//! Files on the desktop: the Game menu's file entries, the file prompt, the
//! "Save / Don't save / Cancel" question, Recover…, the resume offer, the
//! second-window choice and the status line. The session does the work; this
//! panel only returns what the user asked for.

use super::file_dialog::{FilePrompt, PromptOutcome, Purpose};
use super::{Action, FileAction};
use crate::lang::t;
use crate::session::{KeptGame, Next, OtherGame, Report, Session};
use crate::storage::{self, GameFile, LoadError};
use egui::Ui;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Duration;

/// The answer to "Save / Don't save / Cancel".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveAnswer {
    Save,
    DontSave,
    Cancel,
}

/// The answer to "FILE holds another game": where the game goes instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverwriteAnswer {
    /// Choose another file (the file prompt).
    SaveAs,
    /// Replace the file all the same (what it holds stays kept).
    Replace,
    Cancel,
}

/// What waits for the answer.
#[derive(Clone, Debug)]
pub(crate) enum Pending {
    Replace(Box<Next>),
    Quit,
}

/// What a file being read will become.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reading {
    Open,
    Recover,
}

/// A game file read on a worker thread (a slow disk or a network folder
/// never freezes the window).
struct Loading {
    rx: Receiver<Result<GameFile, LoadError>>,
    path: PathBuf,
    reading: Reading,
}

/// Where the file flow stands: at most one of these at a time.
#[derive(Default)]
enum Flow {
    #[default]
    Idle,
    /// The file prompt is open; `then` goes on once its Save as has saved.
    Prompt {
        prompt: FilePrompt,
        then: Option<Pending>,
    },
    /// The prompt's path was chosen for Save as; this goes on once saved.
    Saving(Pending),
    /// "Save / Don't save / Cancel" waits for an answer before this.
    Question(Pending),
    /// A save found its file holding another game: "Save as… / Replace /
    /// Cancel" waits; `then` goes on once the game is saved.
    Other {
        other: OtherGame,
        then: Option<Pending>,
    },
    /// The user agreed to close: the window closes and nothing asks again.
    Quitting,
}

/// Another window holds the data folder's autosave: the first screen asks
/// whether to show its game read-only or play a separate one.
struct Locked {
    dir: PathBuf,
    why: String,
}

/// The Recover window: the kept games, listed on a worker thread.
struct RecoverList {
    listing: Option<Receiver<Vec<KeptGame>>>,
    kept: Vec<KeptGame>,
}

/// The file panel's private state: the flow, and what runs beside it.
#[derive(Default)]
pub(crate) struct FilesUi {
    flow: Flow,
    locked: Option<Locked>,
    loading: Option<Loading>,
    recover: Option<RecoverList>,
    /// A file named on the command line, opened once the first screen is answered.
    pending_open: Option<PathBuf>,
    /// Close the window, or keep it open, at the end of this frame.
    command: Option<egui::ViewportCommand>,
}

impl FilesUi {
    /// Start on the second-window choice for the data folder `dir`.
    pub(crate) fn locked(&mut self, dir: &Path, why: String) {
        self.locked = Some(Locked {
            dir: dir.to_path_buf(),
            why,
        });
    }

    /// The data folder whose autosave another window holds, once chosen.
    pub(crate) fn take_locked_dir(&mut self) -> Option<PathBuf> {
        self.locked.take().map(|l| l.dir)
    }

    /// Ask "Save / Don't save / Cancel" before `pending` (an open file
    /// prompt gives way to the question).
    pub(crate) fn ask(&mut self, pending: Pending) {
        self.flow = Flow::Question(pending);
    }

    /// The question's pending step, taken once answered.
    pub(crate) fn take_question(&mut self) -> Option<Pending> {
        match std::mem::take(&mut self.flow) {
            Flow::Question(p) => Some(p),
            other => {
                self.flow = other;
                None
            }
        }
    }

    /// A save was refused because its file holds another game: ask what to
    /// do, with `then` still waiting for the game to be saved.
    pub(crate) fn ask_overwrite(&mut self, other: OtherGame, then: Option<Pending>) {
        self.flow = Flow::Other { other, then };
    }

    /// The refused save and what waited for it, taken once answered.
    pub(crate) fn take_overwrite(&mut self) -> Option<(OtherGame, Option<Pending>)> {
        match std::mem::take(&mut self.flow) {
            Flow::Other { other, then } => Some((other, then)),
            other => {
                self.flow = other;
                None
            }
        }
    }

    /// Go on with `pending` once the save under way has landed.
    pub(crate) fn after_save(&mut self, pending: Pending) {
        self.flow = Flow::Saving(pending);
    }

    /// What waits for the Save as just chosen, taken once it has saved.
    pub(crate) fn take_after_save(&mut self) -> Option<Pending> {
        match std::mem::take(&mut self.flow) {
            Flow::Saving(p) => Some(p),
            other => {
                self.flow = other;
                None
            }
        }
    }

    /// The game was replaced: close what belonged to the old one.
    pub(crate) fn replaced(&mut self) {
        self.recover = None;
    }

    /// Open Recover…: the kept games in `folder` are read off the UI thread.
    pub(crate) fn show_recover(&mut self, folder: Option<PathBuf>) {
        let mut list = RecoverList {
            listing: None,
            kept: Vec::new(),
        };
        if let Some(folder) = folder {
            let (tx, rx) = channel();
            // The language is per thread: the list speaks the window's.
            let lang = crate::lang::current();
            let spawned = std::thread::Builder::new()
                .name("list-kept".into())
                .spawn(move || {
                    crate::lang::set(lang);
                    let _ = tx.send(Session::list_kept(&folder));
                });
            list.listing = spawned.is_ok().then_some(rx);
        }
        self.recover = Some(list);
    }

    /// Remember a file to open once the first screen has been answered.
    pub(crate) fn open_later(&mut self, path: &Path) {
        self.pending_open = Some(path.to_path_buf());
    }

    pub(crate) fn take_pending_open(&mut self) -> Option<PathBuf> {
        self.pending_open.take()
    }

    /// Whether the first screen (second-window choice) is still up.
    #[must_use]
    pub(crate) fn is_locked(&self) -> bool {
        self.locked.is_some()
    }

    /// The user agreed to close without saving (the game was kept).
    pub(crate) fn confirm_quit(&mut self) {
        self.flow = Flow::Quitting;
        self.command = Some(egui::ViewportCommand::Close);
    }

    #[must_use]
    pub(crate) fn quit_confirmed(&self) -> bool {
        matches!(self.flow, Flow::Quitting)
    }

    /// The window's close request is refused this frame (the user is asked first).
    pub(crate) fn keep_window_open(&mut self) {
        self.command = Some(egui::ViewportCommand::CancelClose);
    }

    /// Send the window what was decided this frame (close, or stay open).
    pub(crate) fn window_commands(&mut self, ctx: &egui::Context) {
        if let Some(command) = self.command.take() {
            ctx.send_viewport_cmd(command);
        }
    }

    #[must_use]
    pub(crate) fn prompt_purpose(&self) -> Option<Purpose> {
        match &self.flow {
            Flow::Prompt { prompt, .. } => Some(prompt.purpose),
            _ => None,
        }
    }

    /// Open the file prompt for `purpose`, prefilled with `name`; `then`
    /// goes on once a Save as has saved.
    pub(crate) fn prompt(&mut self, purpose: Purpose, name: &str, then: Option<Pending>) {
        let (title, save, ext) = match purpose {
            Purpose::SaveGame => (t!("files-prompt-save"), true, storage::EXTENSION),
            Purpose::OpenGame => (t!("files-prompt-open"), false, storage::EXTENSION),
            Purpose::ExportCardTxt => (t!("files-prompt-card-text"), true, "txt"),
            Purpose::ExportCardRon => (t!("files-prompt-card-ron"), true, "ron"),
            Purpose::ImportCard => (t!("files-prompt-import-card"), false, "ron"),
            Purpose::ExportDisputesTxt => (t!("files-prompt-disputes-text"), true, "txt"),
            Purpose::ExportDisputesRon => (t!("files-prompt-disputes-ron"), true, "ron"),
            Purpose::ExportCardPdf(_) => (t!("files-prompt-card-pdf"), true, "pdf"),
            Purpose::ExportRecordTxt => (t!("files-prompt-record-text"), true, "txt"),
            Purpose::ExportDisputesPdf(_) => (t!("files-prompt-disputes-pdf"), true, "pdf"),
        };
        self.flow = Flow::Prompt {
            prompt: FilePrompt::new(purpose, &title, save, name, ext),
            then,
        };
    }

    /// Read `path` on a worker thread; [`FilesUi::poll_loading`] reports it.
    pub(crate) fn start_loading(&mut self, path: &Path, recover: bool) {
        let (tx, rx) = channel();
        let owned = path.to_path_buf();
        // The language is per thread: what a refused file says is the window's.
        let lang = crate::lang::current();
        let spawned = std::thread::Builder::new()
            .name("open-game".into())
            .spawn(move || {
                crate::lang::set(lang);
                let _ = tx.send(Session::load(&owned));
            });
        if spawned.is_ok() {
            self.loading = Some(Loading {
                rx,
                path: path.to_path_buf(),
                reading: if recover {
                    Reading::Recover
                } else {
                    Reading::Open
                },
            });
        }
    }

    /// The file being read, when it has been read (and the kept games listed).
    pub(crate) fn poll_loading(&mut self, ctx: &egui::Context) -> Option<Action> {
        if let Some(list) = &mut self.recover
            && let Some(rx) = &list.listing
        {
            match rx.try_recv() {
                Ok(kept) => {
                    list.kept = kept;
                    list.listing = None;
                }
                Err(TryRecvError::Empty) => ctx.request_repaint_after(Duration::from_millis(20)),
                Err(TryRecvError::Disconnected) => list.listing = None,
            }
        }
        let loading = self.loading.as_ref()?;
        let result = match loading.rx.try_recv() {
            Err(TryRecvError::Empty) => {
                ctx.request_repaint_after(Duration::from_millis(20));
                return None;
            }
            Err(TryRecvError::Disconnected) => None,
            Ok(r) => Some(r),
        };
        let loading = self.loading.take()?;
        Some(match result {
            Some(Ok(file)) => Action::File(FileAction::Replace(Box::new(match loading.reading {
                Reading::Open => Next::Opened {
                    file: Box::new(file),
                    path: loading.path,
                },
                Reading::Recover => Next::Recovered {
                    file: Box::new(file),
                    path: loading.path,
                },
            }))),
            Some(Err(e)) => Action::File(FileAction::LoadFailed(t!(
                "files-open-failed",
                error = e.to_string()
            ))),
            None => Action::File(FileAction::LoadFailed(t!(
                "files-open-stopped",
                path = loading.path.display().to_string()
            ))),
        })
    }

    /// Ctrl+S and Ctrl+O.
    pub(crate) fn shortcuts(&mut self, ctx: &egui::Context, has_game: bool) -> Vec<Action> {
        let mut actions = Vec::new();
        if matches!(
            self.flow,
            Flow::Prompt { .. } | Flow::Question(_) | Flow::Other { .. }
        ) {
            return actions;
        }
        let save = egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::S);
        let open = egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::O);
        if ctx.input_mut(|i| i.consume_shortcut(&save)) && has_game {
            actions.push(Action::File(FileAction::Save));
        }
        if ctx.input_mut(|i| i.consume_shortcut(&open)) {
            actions.push(Action::File(FileAction::Prompt(Purpose::OpenGame)));
        }
        actions
    }

    /// The file entries of the Game menu.
    pub(crate) fn menu_items(&self, ui: &mut Ui, session: &Session) -> Vec<Action> {
        let mut actions = Vec::new();
        let has_game = session.game().is_some();
        let save = egui::Button::new(t!("files-menu-save")).shortcut_text("Ctrl+S");
        if ui.add_enabled(has_game, save).clicked() {
            actions.push(Action::File(FileAction::Save));
        }
        if ui
            .add_enabled(has_game, egui::Button::new(t!("files-menu-save-as")))
            .clicked()
        {
            actions.push(Action::File(FileAction::Prompt(Purpose::SaveGame)));
        }
        let open = egui::Button::new(t!("files-menu-open")).shortcut_text("Ctrl+O");
        if ui.add(open).clicked() {
            actions.push(Action::File(FileAction::Prompt(Purpose::OpenGame)));
        }
        let recent = session.recent();
        ui.add_enabled_ui(!recent.is_empty(), |ui| {
            ui.menu_button(t!("files-menu-recent"), |ui| {
                for r in recent {
                    let name = r.path.file_name().map_or_else(
                        || r.path.display().to_string(),
                        |n| n.to_string_lossy().to_string(),
                    );
                    let label = t!("files-recent-entry", name = name, players = &r.players);
                    let hover = r.path.display().to_string();
                    if ui.button(label).on_hover_text(hover).clicked() {
                        actions.push(Action::File(FileAction::OpenGame(r.path.clone())));
                    }
                }
            });
        });
        if ui.button(t!("files-menu-recover")).clicked() {
            actions.push(Action::File(FileAction::ShowRecover));
        }
        actions
    }

    /// Whether a first screen (resume offer, second-window choice) takes the
    /// place of the board and the setup form, so nothing starts behind it.
    #[must_use]
    pub(crate) fn blocks_board(&self, session: &Session) -> bool {
        self.locked.is_some() || session.resume_offer().is_some()
    }

    /// The resume offer or the second-window choice, with the start reports.
    pub(crate) fn first_screen(&mut self, ui: &mut Ui, session: &Session) -> Vec<Action> {
        let mut actions = Vec::new();
        reports(ui, session.reports());
        if let Some(Locked { dir, why }) = &self.locked {
            ui.heading(t!("files-locked-heading"));
            ui.label(t!("files-locked-why", why = why));
            ui.label(t!("files-data-folder", path = dir.display().to_string()));
            ui.horizontal_wrapped(|ui| {
                if ui.button(t!("files-locked-read-only")).clicked() {
                    actions.push(Action::File(FileAction::ReadOnly));
                }
                if ui.button(t!("files-locked-separate")).clicked() {
                    actions.push(Action::File(FileAction::SeparateGame));
                }
            });
            return actions;
        }
        let Some(offer) = session.resume_offer() else {
            return actions;
        };
        let game = &offer.file.game;
        let when = if offer.file.saved.is_empty() {
            game.card.date.to_string()
        } else {
            crate::clock::local_text(&offer.file.saved)
        };
        ui.heading(t!("files-resume-heading"));
        ui.label(t!(
            "files-resume-question",
            when = when,
            players = crate::session::players_text(game)
        ));
        ui.label(t!("files-resume-moves", count = game.plies().len()));
        if let Some(text) = offer.where_text() {
            ui.label(text);
        }
        ui.horizontal(|ui| {
            if ui.button(t!("files-resume")).clicked() {
                actions.push(Action::File(FileAction::Resume));
            }
            if ui.button(t!("files-resume-decline")).clicked() {
                actions.push(Action::File(FileAction::Decline));
            }
        });
        ui.label(t!("files-resume-kept"));
        actions
    }

    /// The file prompt, the question and the Recover window.
    pub(crate) fn windows(
        &mut self,
        ctx: &egui::Context,
        session: &Session,
        area: egui::Rect,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        if let Flow::Prompt { prompt, then } = &mut self.flow {
            match prompt.show(ctx, area) {
                PromptOutcome::Waiting => {}
                PromptOutcome::Cancelled => self.flow = Flow::Idle,
                PromptOutcome::Chosen(path) => {
                    actions.push(Action::File(FileAction::PathChosen(prompt.purpose, path)));
                    self.flow = then.take().map_or(Flow::Idle, Flow::Saving);
                }
            }
        }
        if matches!(self.flow, Flow::Question(_)) {
            actions.extend(question_window(ctx, session));
        }
        if let Flow::Other { other, .. } = &self.flow {
            actions.extend(other_game_window(ctx, other, session.can_keep()));
        }
        actions.extend(self.recover_window(ctx, area));
        actions
    }

    fn recover_window(&mut self, ctx: &egui::Context, area: egui::Rect) -> Option<Action> {
        let list = self.recover.as_ref()?;
        let (kept, listing) = (&list.kept, list.listing.is_some());
        let mut open = true;
        let mut action = None;
        super::window(&t!("files-recover-window"), area)
            .open(&mut open)
            .default_width(520.0)
            .show(ctx, |ui| {
                ui.label(t!("files-recover-intro"));
                if listing {
                    ui.label(t!("files-recover-reading"));
                } else if kept.is_empty() {
                    ui.label(t!("files-recover-none"));
                }
                egui::ScrollArea::vertical()
                    .max_height(360.0)
                    .show(ui, |ui| {
                        for k in kept {
                            let when = if k.saved.is_empty() {
                                "?".to_string()
                            } else {
                                crate::clock::local_text(&k.saved)
                            };
                            let label = if k.finished {
                                t!(
                                    "files-kept-finished",
                                    when = when,
                                    players = &k.players,
                                    count = k.moves
                                )
                            } else {
                                t!(
                                    "files-kept",
                                    when = when,
                                    players = &k.players,
                                    count = k.moves
                                )
                            };
                            let hover = k.path.display().to_string();
                            if ui.button(label).on_hover_text(hover).clicked() {
                                action =
                                    Some(Action::File(FileAction::RecoverGame(k.path.clone())));
                            }
                        }
                    });
            });
        if !open {
            self.recover = None;
        }
        action
    }
}

/// "Save / Don't save / Cancel" for the game that would be replaced or closed.
fn question_window(ctx: &egui::Context, session: &Session) -> Option<Action> {
    let moves = session.game().map_or(0, |g| g.plies().len());
    let said = session.file().map_or_else(
        || t!("files-question-unsaved", count = moves),
        |p| {
            t!(
                "files-question-behind",
                count = moves,
                path = p.display().to_string()
            )
        },
    );
    let mut answer = None;
    egui::Modal::new(egui::Id::unique("save-question")).show(ctx, |ui| {
        ui.heading(t!("files-question-heading"));
        ui.label(said);
        if session.can_keep() {
            ui.label(t!("files-question-kept"));
        } else {
            ui.label(t!("files-question-lost"));
        }
        ui.horizontal(|ui| {
            if ui.button(t!("files-save")).clicked() {
                answer = Some(SaveAnswer::Save);
            }
            if ui.button(t!("files-dont-save")).clicked() {
                answer = Some(SaveAnswer::DontSave);
            }
            if ui.button(t!("files-cancel")).clicked() {
                answer = Some(SaveAnswer::Cancel);
            }
        });
    });
    answer.map(|a| Action::File(FileAction::Answer(a)))
}

/// "FILE holds another game": Save as… / Replace / Cancel. Nothing was
/// written; what the file holds is kept whatever the answer.
fn other_game_window(ctx: &egui::Context, other: &OtherGame, can_keep: bool) -> Option<Action> {
    let name = other.path.file_name().map_or_else(
        || other.path.display().to_string(),
        |n| n.to_string_lossy().to_string(),
    );
    let mut answer = None;
    egui::Modal::new(egui::Id::unique("other-game-question")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading(t!("files-other-heading", name = name));
        ui.label(t!(
            "files-other-holds",
            path = crate::quote::QuotedPath(&other.path).to_string(),
            holds = other.holds.to_string()
        ));
        let kept = other.kept_text();
        if !kept.is_empty() {
            ui.label(kept);
        }
        if other.kept.is_none() && !can_keep {
            ui.colored_label(ui.visuals().warn_fg_color, t!("files-other-lost"));
        }
        ui.horizontal(|ui| {
            if ui.button(t!("files-save-as")).clicked() {
                answer = Some(OverwriteAnswer::SaveAs);
            }
            if ui.button(t!("files-replace")).clicked() {
                answer = Some(OverwriteAnswer::Replace);
            }
            if ui.button(t!("files-cancel")).clicked() {
                answer = Some(OverwriteAnswer::Cancel);
            }
        });
    });
    answer.map(|a| Action::File(FileAction::Overwrite(a)))
}

/// What the session found at start: damaged files moved aside and so on.
pub(crate) fn reports(ui: &mut Ui, reports: &[Report]) {
    for r in reports {
        ui.colored_label(ui.visuals().warn_fg_color, r.to_string());
    }
}

/// Whether the status line has anything to say.
#[must_use]
pub(crate) fn has_status(session: &Session, notice: Option<&super::Notice>) -> bool {
    session.game().is_some()
        || session.behind().is_some()
        || session.file_failure().is_some()
        || notice.is_some()
}

/// The bottom line: the game's file, and whether the copy on disk is behind.
pub(crate) fn status_line(ui: &mut Ui, session: &Session, notice: Option<&super::Notice>) {
    ui.horizontal_wrapped(|ui| {
        if let Some(failed) = session.file_failure() {
            let said = ui.colored_label(ui.visuals().error_fg_color, failed.to_string());
            super::announce::live(ui, &said, egui::accesskit::Live::Assertive);
            ui.separator();
        }
        if let Some(behind) = session.behind() {
            // The last autosave failed: said at once, as it is shown.
            let said = ui.colored_label(ui.visuals().error_fg_color, behind.to_string());
            super::announce::live(ui, &said, egui::accesskit::Live::Assertive);
        } else if session.is_read_only() {
            ui.label(t!("files-status-read-only"));
        } else if session.game().is_some() {
            let file = session
                .file()
                .map_or_else(|| t!("files-status-no-file"), |p| p.display().to_string());
            // "autosaved" only once the writer has put the game on disk.
            let auto = match (session.autosave_path(), session.autosave_pending()) {
                (None, _) => t!("files-status-autosave-off"),
                (Some(_), true) => t!("files-status-autosaving"),
                (Some(_), false) => t!("files-status-autosaved"),
            };
            ui.label(t!("files-status-game", file = file, autosave = auto));
        }
        if let Some(n) = notice {
            if session.game().is_some() || session.behind().is_some() {
                ui.separator();
            }
            let colour = if n.problem {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().text_color()
            };
            let said = ui.colored_label(colour, &n.text);
            let live = if n.problem {
                egui::accesskit::Live::Assertive
            } else {
                egui::accesskit::Live::Polite
            };
            super::announce::live(ui, &said, live);
        }
    });
}

/// The status line sized itself from last frame's height: when its text
/// wraps or unwraps, this frame is drawn again at once, else a strip of the
/// old height stays below it (and the board stays small) until the next
/// event.
pub(crate) fn settle_status(ctx: &egui::Context, height: Option<f32>) {
    let id = egui::Id::unique("hopcard-status-height");
    let before = ctx.data(|d| d.get_temp::<Option<f32>>(id)).flatten();
    let changed = match (before, height) {
        (Some(a), Some(b)) => (a - b).abs() > 0.5,
        _ => false,
    };
    ctx.data_mut(|d| d.insert_temp(id, height));
    if changed {
        ctx.request_discard("the status line changed its height");
    }
}
