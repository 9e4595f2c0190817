//! The move history: numbered moves with the players' names, disputed moves
//! marked, and a taken-back move struck through where it stood (not listed
//! again as if it were a move).

use super::review::ReviewStep;
use super::{Action, GameAction};
use crate::lang::t;
use crate::state::GameState;
use egui::{RichText, Ui};

/// The history; clicking a move that stands asks to review the board after
/// it. The move `reviewed` (the board after it is shown) is highlighted and
/// reported selected to screen readers.
pub(crate) fn list(ui: &mut Ui, game: &GameState, reviewed: Option<usize>) -> Vec<Action> {
    ui.strong(t!("history-heading"));
    let lines = game.history_view();
    if lines.is_empty() {
        ui.label(t!("history-empty"));
        return Vec::new();
    }
    let mut action = None;
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for line in lines {
                // Names in a right-to-left script read right inside the line.
                let text = RichText::new(&line.text).monospace();
                let mono = egui::TextStyle::Monospace;
                if line.taken_back {
                    let struck = text.strikethrough().weak();
                    let shown = ui.label(super::shaped::widget_text(ui, struck, mono));
                    super::text::name_label(ui, &shown, &line.text);
                    continue;
                }
                let selected = reviewed.is_some() && line.after == reviewed;
                let text = super::shaped::widget_text(ui, text, mono);
                let shown = ui.add(egui::Button::selectable(selected, text));
                // A line of a list, selected or not (not a toggle button).
                ui.ctx().accesskit_node_builder(shown.id, |node| {
                    node.clear_toggled();
                    node.set_selected(selected);
                });

                super::text::name_label(ui, &shown, &line.text);
                let clicked = shown.on_hover_text(t!("history-review-hover")).clicked();
                if let (true, Some(k)) = (clicked, line.after) {
                    action = Some(Action::Game(GameAction::Review(ReviewStep::To(k))));
                }
            }
        });
    action.into_iter().collect()
}
