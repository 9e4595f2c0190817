//! Choosing a file: the native dialog runs on its own thread (it may block or
//! return nothing without a desktop portal), and a typed path always works.

use crate::lang::t;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// What a prompt is for; the app acts on the chosen path by this.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    SaveGame,
    OpenGame,
    ExportCardTxt,
    ExportCardRon,
    ImportCard,
    ExportDisputesTxt,
    ExportDisputesRon,
    /// A print-ready PDF on this paper.
    ExportCardPdf(crate::print::Paper),
    ExportDisputesPdf(crate::print::Paper),
    /// The game record as text (moves, take-backs, disputes, result).
    ExportRecordTxt,
}

/// The prompt's answer this frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum PromptOutcome {
    Waiting,
    Chosen(PathBuf),
    Cancelled,
}

/// A small window with a path field, "Browse…" (native dialog) and OK/Cancel.
pub(crate) struct FilePrompt {
    pub purpose: Purpose,
    pub title: String,
    pub save: bool,
    typed: String,
    extension: &'static str,
    pending: Option<Receiver<Option<PathBuf>>>,
    note: Option<String>,
    /// A typed path that already exists, waiting for "Replace".
    existing: Option<PathBuf>,
}

/// The folder offered by default: Documents, else home, else the current folder.
#[must_use]
pub(crate) fn default_folder() -> PathBuf {
    directories::UserDirs::new()
        .and_then(|u| {
            u.document_dir()
                .map(PathBuf::from)
                .or_else(|| Some(u.home_dir().to_path_buf()))
        })
        .unwrap_or_else(|| PathBuf::from("."))
}

impl FilePrompt {
    /// A prompt for `purpose`, prefilled with `default_name` in the default folder.
    #[must_use]
    pub(crate) fn new(
        purpose: Purpose,
        title: &str,
        save: bool,
        default_name: &str,
        extension: &'static str,
    ) -> FilePrompt {
        let typed = default_folder().join(default_name).display().to_string();
        FilePrompt {
            purpose,
            title: title.to_string(),
            save,
            typed,
            extension,
            pending: None,
            note: None,
            existing: None,
        }
    }

    /// Start the native dialog on a worker thread.
    fn browse(&mut self) {
        let (tx, rx) = channel();
        let save = self.save;
        let ext = self.extension;
        let start = PathBuf::from(&self.typed);
        let folder = start.parent().map_or_else(default_folder, PathBuf::from);
        let name = start
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let spawned = std::thread::Builder::new()
            .name("file-dialog".into())
            .spawn(move || {
                let dialog = rfd::FileDialog::new()
                    .set_directory(folder)
                    .add_filter(ext, &[ext]);
                let path = if save {
                    dialog.set_file_name(name).save_file()
                } else {
                    dialog.pick_file()
                };
                let _ = tx.send(path);
            });
        match spawned {
            Ok(_) => {
                self.pending = Some(rx);
                self.note = Some(t!("file-dialog-waiting"));
            }
            Err(e) => {
                self.note = Some(t!("file-dialog-no-dialog", error = e.to_string()));
            }
        }
    }

    /// Draw the prompt; returns the chosen path, a cancel, or waiting.
    pub(crate) fn show(&mut self, ctx: &egui::Context, area: egui::Rect) -> PromptOutcome {
        if let Some(rx) = &self.pending {
            match rx.try_recv() {
                Ok(Some(path)) => {
                    self.pending = None;
                    return PromptOutcome::Chosen(path);
                }
                Ok(None) | Err(TryRecvError::Disconnected) => {
                    self.pending = None;
                    self.note = Some(t!("file-dialog-nothing-chosen"));
                }
                Err(TryRecvError::Empty) => {
                    ctx.request_repaint_after(std::time::Duration::from_millis(200));
                }
            }
        }
        let mut answer = PromptOutcome::Waiting;
        let mut confirmed = None;
        super::window(&self.title, area)
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| {
                let label = ui.label(t!("file-dialog-path"));
                let field = ui
                    .add(egui::TextEdit::singleline(&mut self.typed).desired_width(420.0))
                    .labelled_by(label.id);
                let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                ui.horizontal(|ui| {
                    let ok = ui.add_enabled(
                        !self.typed.trim().is_empty(),
                        egui::Button::new(t!("file-dialog-ok")),
                    );
                    if ok.clicked() || (enter && !self.typed.trim().is_empty()) {
                        answer = PromptOutcome::Chosen(PathBuf::from(self.typed.trim()));
                    }
                    if ui
                        .add_enabled(
                            self.pending.is_none(),
                            egui::Button::new(t!("file-dialog-browse")),
                        )
                        .clicked()
                    {
                        self.browse();
                    }
                    if ui.button(t!("file-dialog-cancel")).clicked() {
                        answer = PromptOutcome::Cancelled;
                    }
                });
                if let Some(n) = &self.note {
                    ui.label(n);
                }
                confirmed = self.replace_question(ui);
            });
        if let Some(path) = confirmed {
            self.existing = None;
            return PromptOutcome::Chosen(path);
        }
        match answer {
            // Saving over an existing file needs a "Replace" first.
            PromptOutcome::Chosen(path) if self.save && path.exists() => {
                self.existing = Some(path);
                PromptOutcome::Waiting
            }
            other => other,
        }
    }

    /// "NAME already exists. Replace it?" under the path, while it waits;
    /// the path once the user says Replace.
    fn replace_question(&mut self, ui: &mut egui::Ui) -> Option<PathBuf> {
        let path = self.existing.clone()?;
        let warn = ui.visuals().warn_fg_color;
        ui.colored_label(
            warn,
            t!("file-dialog-exists", path = path.display().to_string()),
        );
        let mut confirmed = None;
        ui.horizontal(|ui| {
            if ui.button(t!("file-dialog-replace")).clicked() {
                confirmed = Some(path.clone());
            }
            if ui.button(t!("file-dialog-other-name")).clicked() {
                self.existing = None;
            }
        });
        confirmed
    }
}
