//! What a screen reader hears without looking, through AccessKit live
//! regions (a screen reader reads a live node when it appears or its text
//! changes).
//!
//! Text that is on screen is live where it is shown ([`live`]): the verdict
//! on the route (polite), a refusal, the game's result, a file that could
//! not be written and a problem in the status line (assertive, they
//! interrupt). What the screen only shows by changing the board, a move
//! played (the computer's too) and whose turn it is now, the [`Announcer`]
//! says in an invisible label of its own (polite).

use super::{Action, View};
use crate::lang::t;
use egui::accesskit::Live;

/// Mark `response`'s node as a live region.
pub(super) fn live(ui: &egui::Ui, response: &egui::Response, live: Live) {
    ui.ctx()
        .accesskit_node_builder(response.id, |node| node.set_live(live));
}

/// The announcer's private state: last frame's move count, and what is said now.
#[derive(Debug, Default)]
pub(super) struct Announcer {
    plies: Option<usize>,
    said: Option<String>,
}

/// The node's id (one for the window, so its text changes in place).
fn node_id() -> egui::Id {
    egui::Id::unique("hopcard-announcements")
}

impl Announcer {
    /// Compare with last frame, and keep the live node in the tree.
    pub(super) fn ui(&mut self, ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
        let plies = view.board_game().map(|g| g.plies().len());
        if let (Some(before), Some(now)) = (self.plies, plies)
            && now > before
        {
            self.said = news(view);
        }
        self.plies = plies;
        if let Some(text) = &self.said {
            let at = egui::Rect::from_min_size(ui.max_rect().min, egui::Vec2::ZERO);
            let response = ui.interact(at, node_id(), egui::Sense::hover());
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, text));
            live(ui, &response, Live::Polite);
        }
        Vec::new()
    }
}

/// The move just played, and whose turn it is now (unless the computer's,
/// or the game is over: the result says so where it is shown).
fn news(view: &View<'_>) -> Option<String> {
    let game = view.board_game()?;
    let line = game.history_lines().last()?.clone();
    if game.result_text().is_none() && view.computer_to_move().is_none() {
        let who = game.player_label(game.position().turn());
        return Some(t!(
            "announce-played-your-turn",
            played = &line,
            player = who
        ));
    }
    Some(t!("announce-played", played = line))
}
