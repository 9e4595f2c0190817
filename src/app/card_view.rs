//! The game's card, read-only: once play starts its rules are fixed. From
//! here the card is exported (text or RON), and a change is proposed as the
//! card's next version, which takes effect only with a new game.

use super::Action;
use super::file_dialog::Purpose;
use super::setup::SetupDialog;
use crate::card::{Card, CardDate, Seal};
use crate::state::GameState;
use egui::Ui;
use std::path::Path;

/// The card entries of the Game menu: export (text, RON) and import.
pub fn menu_items(ui: &mut Ui, playing: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    if ui
        .add_enabled(playing, egui::Button::new("Export card as text…"))
        .clicked()
    {
        actions.push(Action::Prompt(Purpose::ExportCardTxt));
    }
    if ui
        .add_enabled(playing, egui::Button::new("Export card as RON…"))
        .clicked()
    {
        actions.push(Action::Prompt(Purpose::ExportCardRon));
    }
    if ui.button("Import card…").clicked() {
        actions.push(Action::Prompt(Purpose::ImportCard));
    }
    actions
}

/// The default file name of an export of `card`.
#[must_use]
pub fn export_name(card: &Card, purpose: Purpose) -> String {
    let ext = if purpose == Purpose::ExportCardRon {
        "ron"
    } else {
        "txt"
    };
    format!("hopcard-card-v{}-{}.{ext}", card.version, card.date)
}

/// Write `card` to `path` for `purpose`; says what happened.
#[must_use]
pub fn export(card: &Card, purpose: Purpose, path: &Path) -> String {
    let text = if purpose == Purpose::ExportCardRon {
        card.to_ron()
    } else {
        card.to_text()
    };
    match crate::fsio::atomic_write(path, text.as_bytes()) {
        Ok(()) => format!("Card exported to {}", path.display()),
        Err(e) => format!("The card was not exported: {e}"),
    }
}

/// Import a card file into a setup dialog for a new game.
///
/// # Errors
/// A sentence naming the file and what is wrong with it.
pub fn import(path: &Path) -> Result<SetupDialog, String> {
    let (card, seal) = Card::import_file(path)
        .map_err(|e| format!("Card not imported: {}: {e}", path.display()))?;
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
    Ok(SetupDialog::new(card).with_notice(notice))
}

/// "Propose a change": the next version of the game's card in the setup
/// dialog. The game in progress keeps its card; the new version takes effect
/// when the players confirm it and start a new game with it.
#[must_use]
pub fn proposed_change(game: &GameState) -> SetupDialog {
    let next = game.card.propose_change(CardDate::today());
    SetupDialog::new(next)
        .with_notice(format!(
        "Proposed change: version {} of the card. The game in progress keeps version {} to the end; this version takes effect when every player has confirmed it and you start a new game with it.",
        game.card.version + 1,
        game.card.version
    ))
        .with_seats(&game.computer)
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

/// The read-only card window's state.
#[derive(Default, Debug)]
pub struct CardWindow {
    open: bool,
}

impl CardWindow {
    pub fn open(&mut self) {
        self.open = true;
    }

    pub fn close(&mut self) {
        self.open = false;
    }

    /// The window, when open: the game's card, its exports, "Propose a change".
    pub fn ui(
        &mut self,
        ctx: &egui::Context,
        game: &GameState,
        area: egui::Rect,
    ) -> Option<Action> {
        if !self.open {
            return None;
        }
        let card = &game.card;
        let mut open = true;
        let mut action = None;
        super::window("The agreement card", area)
            .open(&mut open)
            .default_width(560.0)
            .show(ctx, |ui| {
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
                        action = Some(Action::Prompt(Purpose::ExportCardTxt));
                    }
                    if ui.button("Export as RON…").clicked() {
                        action = Some(Action::Prompt(Purpose::ExportCardRon));
                    }
                    if ui.button("Propose a change").clicked() {
                        action = Some(Action::ProposeChange);
                    }
                });
                ui.separator();
                egui::ScrollArea::vertical()
                    .max_height(460.0)
                    .show(ui, |ui| contents(ui, card));
            });
        if !open {
            self.open = false;
        }
        action
    }
}
