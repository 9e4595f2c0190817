//! The window's title says what it holds: the game's file ("Family
//! game.hopcard – Hopcard"), marked while it has moves the file lacks, and
//! "(read-only)" in a window that only shows another window's game.

use crate::session::Session;

/// The title for `session`: "Hopcard" alone while no file holds the game.
#[must_use]
pub(super) fn for_session(session: &Session) -> String {
    let read_only = if session.is_read_only() {
        " (read-only)"
    } else {
        ""
    };
    let Some(name) = session.file().and_then(|p| p.file_name()) else {
        return format!("Hopcard{read_only}");
    };
    // The mark goes before the name, where a cut-off title still shows it.
    let unsaved = !session.is_read_only() && session.needs_asking();
    let mark = if unsaved { "• " } else { "" };
    format!("{mark}{}{read_only} – Hopcard", name.to_string_lossy())
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
