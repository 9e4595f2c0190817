//! The move history in route notation, take-backs included.

use crate::state::GameState;
use egui::Ui;

pub fn list(ui: &mut Ui, game: &GameState) {
    ui.strong("History");
    let lines = game.history_lines();
    if lines.is_empty() {
        ui.label("No moves yet.");
        return;
    }
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for line in lines {
                ui.monospace(line);
            }
        });
}
