//! The move history in route notation, take-backs included.

use super::HopcardApp;
use egui::Ui;

pub fn list(app: &HopcardApp, ui: &mut Ui) {
    let Some(game) = app.active() else { return };
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
