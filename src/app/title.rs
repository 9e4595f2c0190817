//! The window's title says what it holds: the game's file ("Family
//! game.hopcard – Hopcard"), marked while it has moves the file lacks, and
//! "(read-only)" in a window that only shows another window's game.

use crate::lang::t;
use crate::session::Session;

/// The title for `session`: "Hopcard" alone while no file holds the game.
#[must_use]
pub(super) fn for_session(session: &Session) -> String {
    let read_only = session.is_read_only();
    let Some(name) = session.file().and_then(|p| p.file_name()) else {
        return if read_only {
            t!("title-no-file-read-only")
        } else {
            t!("title-no-file")
        };
    };
    let file = name.to_string_lossy().into_owned();
    if read_only {
        return t!("title-file-read-only", file = file);
    }
    // The mark goes before the name, where a cut-off title still shows it.
    if session.needs_asking() {
        t!("title-file-unsaved", file = file)
    } else {
        t!("title-file", file = file)
    }
}

/// The title last given to the window, so it is sent only when it changes.
#[derive(Debug, Default)]
pub(super) struct WindowTitle {
    sent: Option<String>,
}

impl WindowTitle {
    /// The title the window was last given ("" before the first frame).
    #[must_use]
    pub(super) fn sent(&self) -> &str {
        self.sent.as_deref().unwrap_or_default()
    }

    /// Give the window `session`'s title, if it is not the one it has.
    pub(super) fn update(&mut self, ctx: &egui::Context, session: &Session) {
        let title = for_session(session);
        if self.sent.as_ref() != Some(&title) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.sent = Some(title);
        }
    }
}
