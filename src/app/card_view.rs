//! The game's card, read-only: once play starts its rules are fixed.

use super::HopcardApp;
use egui::Ui;

pub fn window(app: &mut HopcardApp, ui: &mut Ui) {
    let Some(game) = &app.game else {
        app.show_card = false;
        return;
    };
    let card = &game.card;
    let mut open = true;
    egui::Window::new("The agreement card")
        .open(&mut open)
        .default_width(520.0)
        .show(ui.ctx(), |ui| {
            ui.label("Read-only: the rules of a game in progress never change.");
            let players: Vec<String> = card
                .players
                .iter()
                .map(|p| format!("{} ({})", p.name, p.colour))
                .collect();
            ui.label(format!("Players: {}", players.join(", ")));
            ui.label(format!("Date: {}", card.date));
            ui.label(format!(
                "Set or rulebook consulted: {}",
                if card.rulebook.is_empty() {
                    "not noted"
                } else {
                    &card.rulebook
                }
            ));
            let changes = card.agreed_changes();
            ui.label(format!(
                "Agreed changes: {}",
                if changes.is_empty() {
                    "none".to_string()
                } else {
                    changes.join("; ")
                }
            ));
            ui.separator();
            for (n, text) in card.clauses() {
                ui.label(format!("{n}. {text}"));
            }
            ui.separator();
            for (i, c) in card.confirmations.iter().enumerate() {
                match c {
                    Some(c) => ui.label(format!(
                        "{} confirmed as \"{}\" at {}",
                        card.display_name(i),
                        c.by,
                        c.at
                    )),
                    None => ui.label(format!("{} has not confirmed", card.display_name(i))),
                };
            }
        });
    if !open {
        app.show_card = false;
    }
}
