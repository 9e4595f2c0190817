//! The file flow: what the user asks of files (replacing the game, Save,
//! the file prompt's answers, the resume offer, the second-window choice,
//! closing the window), asked of the [`Session`], and what came of it,
//! shown in the line beside the board. The session does the work (see
//! `session/save.rs`); this only asks and shows, over the app's session,
//! files panel, line and setup dialog, one action at a time.

use super::file_dialog::Purpose;
use super::files::{self, FilesUi};
use super::setup::SetupDialog;
// Through the app's own names, as `files.rs` does: `actions.rs` calls this file.
use super::{FileAction, Notice, card_view, dispute_panel};
use crate::card::Card;
use crate::lang::t;
use crate::session::{Finished, Next, Overwrite, Session, SessionError};
use crate::state::GameState;
use std::path::{Path, PathBuf};

/// The app's parts a file action works on, borrowed for that action.
pub(super) struct FileFlow<'a> {
    pub session: &'a mut Session,
    pub files: &'a mut FilesUi,
    pub notice: &'a mut Option<Notice>,
    pub setup: &'a mut Option<SetupDialog>,
    /// The card an export writes (the game's, or the setup form's once
    /// confirmed), as shown when the action came.
    pub export_card: Option<Card>,
    /// What the app does once the action is carried out.
    pub done: Done,
}

/// What is left for the app after a file action.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Done {
    /// Another game is on the board: nothing of the old one's (route,
    /// take-back, review, hint, travelling piece, computer search) carries over.
    pub new_board: bool,
    /// A card was imported into the setup dialog: the card window closes.
    pub close_card: bool,
}

impl FileFlow<'_> {
    fn tell(&mut self, text: impl Into<String>) {
        *self.notice = Some(Notice {
            text: text.into(),
            problem: false,
        });
    }

    fn warn(&mut self, text: impl Into<String>) {
        *self.notice = Some(Notice {
            text: text.into(),
            problem: true,
        });
    }

    /// Replace the game, asking "Save / Don't save / Cancel" first when it
    /// has moves that are in no file.
    fn transition(&mut self, next: Next) {
        if self.session.needs_asking() {
            self.files.ask(files::Pending::Replace(Box::new(next)));
        } else {
            self.replace_now(next);
        }
    }

    fn replace_now(&mut self, next: Next) {
        let opened = match &next {
            Next::Opened { path, .. } => Some(path.clone()),
            _ => None,
        };
        match self.session.replace(next) {
            Ok(replaced) => {
                self.done.new_board = true;
                *self.setup = None;
                self.files.replaced();
                let shown = |p: &Path| p.display().to_string();
                let text = match (opened, replaced.kept) {
                    (Some(path), Some(kept)) => Some(t!(
                        "file-flow-opened-kept",
                        path = shown(&path),
                        kept = shown(&kept)
                    )),
                    (Some(path), None) => Some(t!("file-flow-opened", path = shown(&path))),
                    (None, Some(kept)) => Some(t!("file-flow-kept", kept = shown(&kept))),
                    (None, None) => None,
                };
                *self.notice = text.map(|text| Notice {
                    text,
                    problem: false,
                });
            }
            Err(e) => self.warn(e.to_string()),
        }
    }

    /// Carry out one file action.
    pub(super) fn apply(&mut self, action: FileAction) {
        match action {
            FileAction::Prompt(purpose) => self.open_prompt(purpose, None),
            FileAction::PathChosen(purpose, path) => self.path_chosen(purpose, &path),
            FileAction::Save => match self.session.file().map(Path::to_path_buf) {
                Some(path) => self.save_to(&path, Overwrite::Refuse),
                None => self.open_prompt(Purpose::SaveGame, None),
            },
            FileAction::OpenGame(path) => self.files.start_loading(&path, false),
            FileAction::RecoverGame(path) => self.files.start_loading(&path, true),
            FileAction::Replace(next) => self.transition(*next),
            FileAction::LoadFailed(text) => self.warn(text),
            FileAction::ShowRecover => self.files.show_recover(self.session.kept_folder()),
            FileAction::Resume => self.resume(),
            FileAction::Decline => self.decline(),
            FileAction::Answer(answer) => self.answer(answer),
            FileAction::Overwrite(answer) => self.answer_overwrite(answer),
            FileAction::CloseRequested => self.close_requested(),
            FileAction::ReadOnly => self.second_window(true),
            FileAction::SeparateGame => self.second_window(false),
            FileAction::WritesFinished => self.writes_finished(),
            FileAction::OpenAtStart(path) => self.open_at_start(path),
        }
    }

    fn resume(&mut self) {
        // A file the autosave named that is not this game's is said again.
        let foreign = self
            .session
            .resume_offer()
            .and_then(|o| o.ignored.as_ref())
            .map(ToString::to_string);
        self.session.resume();
        self.done.new_board = true;
        *self.setup = None;
        match foreign {
            Some(text) => self.warn(t!("file-flow-resumed-foreign", problem = text)),
            None => self.tell(t!("file-flow-resumed")),
        }
        self.open_pending();
    }

    fn decline(&mut self) {
        match self.session.decline() {
            Ok(kept) => {
                self.done.new_board = true;
                *self.setup = Some(SetupDialog::new(Card::default()));
                if let Some(kept) = kept {
                    self.tell(t!(
                        "file-flow-declined-kept",
                        kept = kept.display().to_string()
                    ));
                }
                self.open_pending();
            }
            Err(e) => self.warn(e.to_string()),
        }
    }

    /// The window is closing: is the game safe (every write on disk), or
    /// must the user be asked first?
    fn close_requested(&mut self) {
        self.session.autosave();
        self.session.finish_writes();
        if !self.session.quit_needs_asking() || self.files.quit_confirmed() {
            return;
        }
        self.files.keep_window_open();
        self.files.ask(files::Pending::Quit);
    }

    /// Open the file prompt for `purpose`; `then` goes on once a Save as has saved.
    fn open_prompt(&mut self, purpose: Purpose, then: Option<files::Pending>) {
        let game = self.session.game();
        let name = match purpose {
            Purpose::SaveGame => self.session.file().and_then(Path::file_name).map_or_else(
                || format!("hopcard-game.{}", crate::storage::EXTENSION),
                |n| n.to_string_lossy().to_string(),
            ),
            Purpose::ExportCardTxt | Purpose::ExportCardRon | Purpose::ExportCardPdf(_) => {
                self.export_card.as_ref().map_or_else(String::new, |card| {
                    card_view::export_name(card, purpose, self.session.clock()())
                })
            }
            Purpose::ExportDisputesTxt
            | Purpose::ExportDisputesRon
            | Purpose::ExportDisputesPdf(_) => game.map_or_else(String::new, |g| {
                dispute_panel::export_name(g, purpose, self.session.clock()())
            }),
            Purpose::ExportRecordTxt => game.map_or_else(String::new, |g| {
                let seats: Vec<&str> = g.card.players.iter().map(|p| p.colour.as_str()).collect();
                format!(
                    "hopcard-record-{}-{}.txt",
                    seats.join("-"),
                    crate::clock::file_stamp(self.session.clock()())
                )
            }),
            Purpose::OpenGame | Purpose::ImportCard => String::new(),
        };
        self.files.prompt(purpose, &name, then);
    }

    fn path_chosen(&mut self, purpose: Purpose, path: &Path) {
        match purpose {
            // What waits for this Save as goes on once the save has landed.
            // The prompt asked before a file there is replaced; what it
            // holds, if not this game, is kept all the same.
            Purpose::SaveGame => self.save_to(path, Overwrite::Replace),
            Purpose::OpenGame => self.files.start_loading(path, false),
            Purpose::ImportCard => match card_view::import(path) {
                Ok(dialog) => {
                    *self.setup = Some(dialog);
                    self.done.close_card = true;
                    self.session.close_case();
                }
                Err(e) => {
                    self.report_problem(t!(
                        "file-flow-not-imported",
                        path = path.display().to_string(),
                        error = e.to_string()
                    ));
                }
            },
            Purpose::ExportCardTxt | Purpose::ExportCardRon | Purpose::ExportCardPdf(_) => {
                // The setup form may have changed while the prompt was open:
                // only a card every player confirmed is written.
                let Some(card) = self.export_card.clone() else {
                    self.report_problem(t!(
                        "file-flow-card-changed",
                        path = path.display().to_string()
                    ));
                    return;
                };
                let path = path.to_path_buf();
                self.write_later(move || card_view::export(&card, purpose, &path));
            }
            Purpose::ExportDisputesTxt
            | Purpose::ExportDisputesRon
            | Purpose::ExportDisputesPdf(_) => {
                let Some(game) = self.session.game().cloned() else {
                    return;
                };
                let path = path.to_path_buf();
                self.write_later(move || dispute_panel::export(&game, purpose, &path));
            }
            Purpose::ExportRecordTxt => {
                let Some(text) = self.session.game().map(GameState::record_text) else {
                    return;
                };
                let path = path.to_path_buf();
                self.write_later(
                    move || match crate::fsio::atomic_write(&path, text.as_bytes()) {
                        Ok(()) => t!(
                            "file-flow-record-written",
                            path = path.display().to_string()
                        ),
                        Err(e) => t!("file-flow-record-not-written", error = e.to_string()),
                    },
                );
            }
        }
    }

    /// An export on the writer (a PDF takes a moment; a disk may be slow):
    /// `write` returns the line the status shows once it has finished.
    fn write_later(&mut self, write: impl FnOnce() -> String + Send + 'static) {
        self.session.write_later(Box::new(move || Finished::Told {
            text: write(),
            problem: false,
        }));
        self.show_told();
    }

    /// Finished writes: their results in the session, their lines in the status.
    fn writes_finished(&mut self) {
        self.session.take_writes();
        self.show_told();
        for (path, saved) in self.session.take_saves() {
            self.save_landed(&path, saved);
        }
    }

    fn show_told(&mut self) {
        for (text, problem) in self.session.take_told() {
            if problem {
                self.warn(text);
            } else {
                self.tell(text);
            }
        }
    }

    /// A problem shown where the user is looking: the setup form, or the status line.
    fn report_problem(&mut self, text: String) {
        match self.setup.as_mut() {
            Some(dialog) => dialog.set_problem(text),
            None => self.warn(text),
        }
    }

    /// Save on the writer; [`FileFlow::save_landed`] shows how it went.
    fn save_to(&mut self, path: &Path, how: Overwrite) {
        if let Err(e) = self.session.save_later(path, how) {
            self.files.take_after_save();
            self.warn(e.to_string());
        }
    }

    /// A save has landed (or failed): say so, then go on with what waited
    /// for it if the game is now safe in its file.
    fn save_landed(&mut self, path: &Path, saved: Result<Option<PathBuf>, SessionError>) {
        match saved {
            Ok(None) => self.tell(t!("file-flow-saved", path = path.display().to_string())),
            Ok(Some(kept)) => self.tell(t!(
                "file-flow-saved-kept",
                path = path.display().to_string(),
                kept = kept.display().to_string()
            )),
            Err(SessionError::OtherGame(other)) => {
                // Nothing was written: ask where the game goes instead.
                self.warn(other.to_string());
                let then = self.files.take_after_save();
                self.files.ask_overwrite(other, then);
                return;
            }
            Err(SessionError::Recent(e)) => self.warn(t!(
                "file-flow-saved-no-recent",
                path = path.display().to_string(),
                error = e.to_string()
            )),
            Err(e) => self.warn(e.to_string()),
        }
        if let Some(pending) = self.files.take_after_save()
            && !self.session.needs_asking()
        {
            self.carry_on(pending);
        }
    }

    fn answer(&mut self, answer: files::SaveAnswer) {
        let Some(pending) = self.files.take_question() else {
            return;
        };
        match answer {
            files::SaveAnswer::Cancel => {}
            files::SaveAnswer::DontSave => self.carry_on_unsaved(pending),
            files::SaveAnswer::Save => match self.session.file().map(Path::to_path_buf) {
                Some(path) => {
                    self.files.after_save(pending);
                    self.save_to(&path, Overwrite::Refuse);
                }
                None => self.open_prompt(Purpose::SaveGame, Some(pending)),
            },
        }
    }

    /// The answer to "FILE holds another game" (what it holds is kept).
    fn answer_overwrite(&mut self, answer: files::OverwriteAnswer) {
        let Some((other, then)) = self.files.take_overwrite() else {
            return;
        };
        match answer {
            files::OverwriteAnswer::SaveAs => self.open_prompt(Purpose::SaveGame, then),
            files::OverwriteAnswer::Replace => {
                if let Some(then) = then {
                    self.files.after_save(then);
                }
                self.save_to(&other.path, Overwrite::Replace);
            }
            files::OverwriteAnswer::Cancel => {
                let (path, holds) = (other.path.display().to_string(), &other.holds);
                let kept = other.kept_text();
                self.warn(if kept.is_empty() {
                    t!("file-flow-not-saved", path = path, holds = holds)
                } else {
                    t!(
                        "file-flow-not-saved-kept",
                        path = path,
                        holds = holds,
                        kept = kept
                    )
                });
            }
        }
    }

    /// Go on with `pending` once the game is safe in its file.
    fn carry_on(&mut self, pending: files::Pending) {
        match pending {
            files::Pending::Replace(next) => self.replace_now(*next),
            files::Pending::Quit => self.files.confirm_quit(),
        }
    }

    /// "Don't save": the game is kept for recovery anyway, then we go on.
    fn carry_on_unsaved(&mut self, pending: files::Pending) {
        match pending {
            files::Pending::Replace(next) => self.replace_now(*next),
            files::Pending::Quit => match self.session.keep_before_quit() {
                Ok(_) => self.files.confirm_quit(),
                Err(e) => self.warn(e.to_string()),
            },
        }
    }

    /// Open the file named on the command line, once nothing is in its way.
    fn open_pending(&mut self) {
        if let Some(path) = self.files.take_pending_open() {
            self.open_at_start(path);
        }
    }

    /// A file named on the command line: a card opens in the setup dialog,
    /// anything else is opened as a game (off the UI thread).
    fn open_at_start(&mut self, path: PathBuf) {
        // The first screen (resume offer, second window) is answered first.
        if self.files.is_locked() || self.session.resume_offer().is_some() {
            self.files.open_later(&path);
            return;
        }
        if Card::read_file(&path).is_ok() {
            self.apply(FileAction::PathChosen(Purpose::ImportCard, path));
        } else {
            self.apply(FileAction::OpenGame(path));
        }
    }

    fn second_window(&mut self, read_only: bool) {
        let Some(dir) = self.files.take_locked_dir() else {
            return;
        };
        let clock = self.session.clock();
        if read_only {
            self.swap_session(Session::read_only(&dir, clock));
            *self.setup = None;
            // A file named on the command line is shown in a separate game instead.
            if let Some(path) = self.files.take_pending_open() {
                self.warn(t!(
                    "file-flow-not-opened-read-only",
                    path = path.display().to_string()
                ));
            }
            return;
        }
        match Session::separate(&dir, clock) {
            Ok(session) => {
                self.swap_session(session);
                *self.setup = Some(SetupDialog::new(Card::default()));
            }
            Err(e) => {
                self.swap_session(Session::in_memory(clock));
                *self.setup = Some(SetupDialog::new(Card::default()));
                self.warn(t!("file-flow-not-autosaved", error = e.to_string()));
            }
        }
        self.open_pending();
    }

    /// Another session in this window: it writes through the same writer.
    fn swap_session(&mut self, mut session: Session) {
        self.session.pass_writer(&mut session);
        *self.session = session;
    }
}
