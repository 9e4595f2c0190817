//! The move history: numbered moves with the players' names, disputed moves
//! marked, and a taken-back move struck through where it stood (not listed
//! again as if it were a move).

use super::review::ReviewStep;
use super::{Action, GameAction};
use crate::state::GameState;
use egui::{RichText, Ui};

/// The history; clicking a move that stands asks to review the board after it.
pub fn list(ui: &mut Ui, game: &GameState) -> Vec<Action> {
    ui.strong("History");
    let lines = game.history_view();
    if lines.is_empty() {
        ui.label("No moves yet.");
        return Vec::new();
    }
    let mut action = None;
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for line in lines {
                // Names in a right-to-left script read right inside the line.
                let text = RichText::new(super::text::seen(&line.text)).monospace();
                if line.taken_back {
                    let shown = ui.label(text.strikethrough().weak());
                    super::text::name_label(ui, &shown, &line.text);
                    continue;
                }
                let shown = ui.add(egui::Label::new(text).sense(egui::Sense::click()));
                super::text::name_label(ui, &shown, &line.text);
                let clicked = shown
                    .on_hover_text("Review the board after this move")
                    .clicked();
                if let (true, Some(k)) = (clicked, line.after) {
                    action = Some(Action::Game(GameAction::Review(ReviewStep::To(k))));
                }
            }
        });
    action.into_iter().collect()
}
