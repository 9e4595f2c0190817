//! The game's card, read-only: once play starts its rules are fixed. From
//! here the card is exported (text or RON), and a change is proposed as the
//! card's next version, which takes effect only with a new game.

use super::HopcardApp;
use super::file_dialog::{FilePrompt, Purpose};
use super::setup::SetupDialog;
use crate::card::{Card, CardDate, Seal};
use egui::Ui;
use std::path::Path;

/// The card entries of the Game menu: export (text, RON) and import.
pub fn menu_items(app: &mut HopcardApp, ui: &mut Ui) {
    let playing = app.game.is_some();
    if ui
        .add_enabled(playing, egui::Button::new("Export card as text…"))
        .clicked()
    {
        export_prompt(app, Purpose::ExportCardTxt);
        ui.close();
    }
    if ui
        .add_enabled(playing, egui::Button::new("Export card as RON…"))
        .clicked()
    {
        export_prompt(app, Purpose::ExportCardRon);
        ui.close();
    }
    if ui.button("Import card…").clicked() {
        app.prompt = Some(FilePrompt::new(
            Purpose::ImportCard,
            "Import an agreement card (RON)",
            false,
            "",
            "ron",
        ));
        ui.close();
    }
}

/// Open the file prompt to export the game's card.
pub fn export_prompt(app: &mut HopcardApp, purpose: Purpose) {
    let Some(game) = &app.game else { return };
    let card = &game.card;
    let (title, ext) = if purpose == Purpose::ExportCardRon {
        ("Export the card as RON (re-importable)", "ron")
    } else {
        ("Export the card as printable text", "txt")
    };
    let name = format!("hopcard-card-v{}-{}.{ext}", card.version, card.date);
    app.prompt = Some(FilePrompt::new(purpose, title, true, &name, ext));
}

/// A path was chosen for one of the card's purposes.
pub fn path_chosen(app: &mut HopcardApp, purpose: Purpose, path: &Path) {
    match purpose {
        Purpose::ExportCardTxt | Purpose::ExportCardRon => {
            let Some(game) = &app.game else {
                app.message = Some("There is no game whose card could be exported.".into());
                return;
            };
            let written = if purpose == Purpose::ExportCardRon {
                game.card.save_ron(path)
            } else {
                game.card.save_text(path)
            };
            app.message = Some(match written {
                Ok(()) => format!("Card exported to {}", path.display()),
                Err(e) => format!("The card was not exported: {e}"),
            });
        }
        Purpose::ImportCard => import(app, path),
        _ => {}
    }
}

/// Import a card file and open it in the setup dialog for a new game.
pub fn import(app: &mut HopcardApp, path: &Path) {
    match Card::import_file(path) {
        Ok((card, seal)) => {
            let name = path.display();
            let notice = match seal {
                Seal::Signed => format!(
                    "Imported {name}: version {}, signed, and the fingerprint matches. Start a new game with its rules, or change it (which withdraws the confirmations).",
                    card.version
                ),
                Seal::Changed => format!(
                    "Imported {name}: version {}, CHANGED SINCE IT WAS SIGNED (the fingerprint does not match). Check every line; each player must confirm it again.",
                    card.version
                ),
                Seal::Unsigned => format!(
                    "Imported {name}: version {}, never signed. Each player must confirm it.",
                    card.version
                ),
            };
            let mut dialog = SetupDialog::new(card);
            dialog.notice = Some(notice);
            app.setup = Some(dialog);
            app.show_card = false;
            app.sandbox = None;
        }
        Err(e) => {
            let text = format!("Card not imported: {}: {e}", path.display());
            match &mut app.setup {
                Some(dialog) => dialog.problem = Some(text),
                None => app.message = Some(text),
            }
        }
    }
}

/// "Propose a change": the next version of the game's card opens in the setup
/// dialog. The game in progress keeps its card; the new version takes effect
/// when the players confirm it and start a new game with it.
pub fn propose_change(app: &mut HopcardApp) {
    let Some(game) = &app.game else { return };
    let next = game.card.propose_change(CardDate::today());
    let mut dialog = SetupDialog::new(next);
    dialog.notice = Some(format!(
        "Proposed change: version {} of the card. The game in progress keeps version {} to the end; this version takes effect when every player has confirmed it and you start a new game with it.",
        game.card.version + 1,
        game.card.version
    ));
    app.setup = Some(dialog);
    app.show_card = false;
}

/// The card itself: header lines, version record, clauses, confirmations.
fn contents(ui: &mut Ui, card: &Card) {
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
    if let Some(prev) = &card.supersedes {
        ui.label(format!(
            "Replaces version {}: {}",
            prev.version,
            card.version_changes().join("; ")
        ));
    }
    if !card.effective_from.is_empty() {
        ui.label(format!("Takes effect from: {}", card.effective_from));
    }
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
}

/// A button pressed in the card window.
enum Action {
    Export(Purpose),
    Propose,
}

/// The read-only card window.
pub fn window(app: &mut HopcardApp, ui: &mut Ui) {
    let Some(game) = &app.game else {
        app.show_card = false;
        return;
    };
    let card = &game.card;
    let mut open = true;
    let mut action = None;
    egui::Window::new("The agreement card")
        .open(&mut open)
        .default_width(560.0)
        .show(ui.ctx(), |ui| {
            ui.label("Read-only: the rules of a game in progress never change.");
            ui.strong(format!("Version {}", card.version));
            ui.label(format!(
                "Fingerprint: {}",
                card.fingerprint.as_deref().unwrap_or("none")
            ));
            let seal = card.seal();
            let status = format!("Card status: {seal}");
            if seal == Seal::Signed {
                ui.label(status);
            } else {
                ui.colored_label(ui.visuals().error_fg_color, status);
            }
            ui.horizontal_wrapped(|ui| {
                if ui.button("Export as text…").clicked() {
                    action = Some(Action::Export(Purpose::ExportCardTxt));
                }
                if ui.button("Export as RON…").clicked() {
                    action = Some(Action::Export(Purpose::ExportCardRon));
                }
                if ui.button("Propose a change").clicked() {
                    action = Some(Action::Propose);
                }
            });
            ui.separator();
            egui::ScrollArea::vertical()
                .max_height(460.0)
                .show(ui, |ui| contents(ui, card));
        });
    match action {
        Some(Action::Propose) => propose_change(app),
        Some(Action::Export(p)) => export_prompt(app, p),
        None => {}
    }
    if !open {
        app.show_card = false;
    }
}
