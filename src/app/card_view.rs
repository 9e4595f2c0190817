//! The game's card, read-only: once play starts its rules are fixed. From
//! here the card is exported (text or RON), and a change is proposed as the
//! card's next version, which takes effect only with a new game.

use super::file_dialog::Purpose;
use super::setup::SetupDialog;
use super::{Action, FileAction, SetupStep, View, Window};
use crate::card::{Card, CardDate, CardError, Seal};
use crate::lang::{self, Lang, t};
use crate::print::Paper;
use crate::state::GameState;
use egui::Ui;
use std::path::Path;

/// The card entries of the Game menu: show and export (text, RON) when
/// there is a `card` to show, and import.
pub(crate) fn menu_items(ui: &mut Ui, card: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    if ui
        .add_enabled(card, egui::Button::new(t!("card-view-show")))
        .on_disabled_hover_text(t!("card-view-show-not-yet"))
        .clicked()
    {
        actions.push(Action::View(super::ViewAction::ShowCard));
    }
    if ui
        .add_enabled(card, egui::Button::new(t!("card-view-menu-export-text")))
        .clicked()
    {
        actions.push(Action::File(FileAction::Prompt(Purpose::ExportCardTxt)));
    }
    if ui
        .add_enabled(card, egui::Button::new(t!("card-view-menu-export-ron")))
        .clicked()
    {
        actions.push(Action::File(FileAction::Prompt(Purpose::ExportCardRon)));
    }
    if ui.button(t!("card-view-menu-import")).clicked() {
        actions.push(Action::File(FileAction::Prompt(Purpose::ImportCard)));
    }
    actions
}

/// The file extension of an export.
#[must_use]
pub(crate) fn extension(purpose: Purpose) -> &'static str {
    match purpose {
        Purpose::ExportCardRon | Purpose::ExportDisputesRon => "ron",
        Purpose::ExportCardPdf(_) | Purpose::ExportDisputesPdf(_) => "pdf",
        _ => "txt",
    }
}

/// The default file name of an export of `card`: its version, its seats'
/// colours and the time (so two cards never get the same name).
#[must_use]
pub(crate) fn export_name(card: &Card, purpose: Purpose, now: i64) -> String {
    let seats: Vec<&str> = card.players.iter().map(|p| p.colour.as_str()).collect();
    format!(
        "hopcard-card-v{}-{}-{}.{}",
        card.version,
        seats.join("-"),
        crate::clock::file_stamp(now),
        extension(purpose)
    )
}

/// Write `card` to `path` for `purpose`; says what happened.
#[must_use]
pub(crate) fn export(card: &Card, purpose: Purpose, path: &Path) -> String {
    let bytes = match purpose {
        // The RON card is read back: it keeps its English words.
        Purpose::ExportCardRon => Ok(lang::speaking(Lang::En, || card.to_ron()).into_bytes()),
        // In the language it was agreed in, as Print… does.
        Purpose::ExportCardPdf(paper) => lang::speaking(card.agreed_language(), || {
            crate::print::card_pdf(card, paper, &crate::clock::players_zone())
        })
        .map_err(|e| e.to_string()),
        _ => Ok(card.to_text().into_bytes()),
    };
    let written =
        bytes.and_then(|b| crate::fsio::atomic_write(path, &b).map_err(|e| e.to_string()));
    match written {
        Ok(()) => t!(
            "card-view-exported",
            path = path.display().to_string(),
            fingerprint = card.short_fingerprint()
        ),
        Err(e) => t!("card-view-not-exported", error = e),
    }
}

/// Import a card file into a setup dialog for a new game.
///
/// # Errors
/// The [`CardError`] of a file that cannot be read as a card.
pub(crate) fn import(path: &Path) -> Result<SetupDialog, CardError> {
    let (card, seal) = Card::import_file(path)?;
    let name = path.display().to_string();
    let version = card.version;
    let notice = match seal {
        Seal::Matches => t!("card-view-imported-matches", name = name, version = version),
        Seal::Changed => t!("card-view-imported-changed", name = name, version = version),
        Seal::NoFingerprint => t!(
            "card-view-imported-unsealed",
            name = name,
            version = version
        ),
    };
    Ok(SetupDialog::new(card).with_notice(notice))
}

/// "Propose a change": the next version of the game's card in the setup
/// dialog. The game in progress keeps its card; the new version takes effect
/// when the players confirm it and start a new game with it.
#[must_use]
pub(crate) fn proposed_change(game: &GameState) -> SetupDialog {
    let next = game.card.propose_change(CardDate::today());
    SetupDialog::new(next)
        .with_notice(t!(
            "card-view-proposed-change",
            next = game.card.version + 1,
            version = game.card.version
        ))
        .with_seats(&game.computer)
}

/// The card itself: header lines, version record, clauses, confirmations.
fn contents(ui: &mut Ui, card: &Card) {
    let players: Vec<String> = card
        .players
        .iter()
        .map(|p| {
            t!(
                "card-view-player",
                name = &p.name,
                colour = crate::words::colour_name(&p.colour)
            )
        })
        .collect();
    super::text::label(
        ui,
        &t!(
            "card-view-players",
            players = players.join(&crate::words::list_separator())
        ),
    );
    ui.label(t!("card-view-date", date = card.date.to_string()));
    super::text::label(
        ui,
        &if card.rulebook.is_empty() {
            t!("card-view-rulebook-none")
        } else {
            t!("card-view-rulebook", rulebook = &card.rulebook)
        },
    );
    let changes = card.agreed_changes();
    super::text::label(
        ui,
        &if changes.is_empty() {
            t!("card-view-changes-none")
        } else {
            t!(
                "card-view-changes",
                changes = changes.join(&t!("clause-separator"))
            )
        },
    );
    if let Some(prev) = &card.supersedes {
        ui.label(t!(
            "card-view-replaces",
            version = prev.version,
            changes = card.version_changes().join(&t!("clause-separator"))
        ));
    }
    if !card.effective_from.is_empty() {
        ui.label(t!("card-view-effective", date = card.effective_from_text()));
    }
    ui.separator();
    for (n, text) in card.clauses() {
        ui.label(t!("card-view-clause", clause = n.to_string(), text = text));
    }
    ui.separator();
    for (i, c) in card.confirmations.iter().enumerate() {
        match c {
            Some(c) => super::text::label(
                ui,
                &t!(
                    "card-view-confirmed",
                    name = card.display_name(i),
                    by = &c.by,
                    time = crate::clock::local_text(&c.at)
                ),
            ),
            None => ui.colored_label(
                ui.visuals().error_fg_color,
                t!("card-view-not-confirmed", name = card.display_name(i)),
            ),
        };
    }
}

/// The short fingerprint, what it proves, and whether the card still matches it.
pub(crate) fn fingerprint_lines(ui: &mut Ui, card: &Card) {
    ui.horizontal(|ui| {
        ui.heading(t!(
            "card-view-fingerprint",
            fingerprint = card.short_fingerprint()
        ));
        copy_button(
            ui,
            &t!("card-view-copy-fingerprint"),
            &card.computed_fingerprint(),
        );
    });
    // Body size: what the fingerprint proves is read, not small print.
    ui.label(crate::card::text::fingerprint_means());
    let seal = card.seal();
    let status = t!("card-view-status", seal = seal.to_string());
    if seal == Seal::Matches {
        ui.label(status);
    } else {
        ui.colored_label(ui.visuals().error_fg_color, status);
    }
    let missing = card.unconfirmed();
    if !missing.is_empty() {
        ui.colored_label(
            ui.visuals().error_fg_color,
            t!(
                "card-view-unconfirmed",
                names = missing.join(&crate::words::list_separator())
            ),
        );
    }
}

/// A "Copy" button that puts `text` (a whole fingerprint) on the
/// clipboard, to paste into a message; `name` is what a screen reader
/// hears, since "Copy" alone does not say what it copies.
pub(crate) fn copy_button(ui: &mut Ui, name: &str, text: &str) {
    let button = ui
        .button(t!("card-view-copy"))
        .on_hover_text(t!("card-view-copy-hint"));
    let enabled = ui.is_enabled();
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, name));
    if button.clicked() {
        ui.ctx().copy_text(text.to_owned());
    }
}

/// A paper choice and "Export as PDF…"; gives the paper when clicked.
pub(crate) fn paper_export(ui: &mut Ui, paper: &mut Paper, id: &str) -> Option<Paper> {
    let clicked = ui.button(t!("card-view-export-pdf")).clicked();
    let label = ui.label(t!("card-view-paper-on"));
    egui::ComboBox::from_id_salt(id)
        .selected_text(paper_label(*paper))
        .show_ui(ui, |ui| {
            for p in [Paper::A4, Paper::Letter] {
                ui.selectable_value(paper, p, paper_label(p));
            }
        })
        .response
        .labelled_by(label.id);
    clicked.then_some(*paper)
}

fn paper_label(paper: Paper) -> String {
    match paper {
        // A format's name, the same in every language.
        Paper::A4 => "A4".to_string(),
        Paper::Letter => t!("card-view-paper-letter"),
    }
}

/// Which card the window shows.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Shown<'a> {
    /// The card of the game in progress.
    Game(&'a Card),
    /// The card agreed in the setup form, before the game starts.
    Setup(&'a Card),
}

/// The card the exports write: the game's, or while the setup form is
/// open the form's, once every player has confirmed it (with the
/// fingerprint the game will carry); `None` when there is none to export.
#[must_use]
pub(crate) fn to_export(shown: Option<Shown<'_>>) -> Option<Card> {
    match shown? {
        Shown::Game(card) => Some(card.clone()),
        Shown::Setup(card) => card.ready().is_ok().then(|| {
            let mut card = card.with_fingerprint();
            card.agree_in(lang::current());
            card
        }),
    }
}

/// The read-only card window's state (its open flag is in the panels' register).
#[derive(Debug)]
pub(crate) struct CardWindow {
    /// The paper for "Export as PDF…" (the locale's until chosen).
    paper: Paper,
}

impl Default for CardWindow {
    fn default() -> CardWindow {
        CardWindow {
            paper: Paper::from_environment(),
        }
    }
}

impl CardWindow {
    /// The window: the view's card, its exports, and for a game's card
    /// "Propose a change".
    pub(crate) fn ui(&mut self, ui: &mut Ui, view: &View<'_>) -> Vec<Action> {
        let Some(shown) = view.card else {
            return Vec::new();
        };
        let mut open = true;
        let mut actions = Vec::new();
        super::window(&t!("card-view-window"), view.area)
            .open(&mut open)
            .default_width(560.0)
            .show(ui.ctx(), |ui| actions.extend(self.body(ui, shown)));
        actions.extend(super::layout::closed(open, Window::Card));
        actions
    }

    /// What the window says of the card, its fingerprint, the exports
    /// (only of a card every player has confirmed) and the card itself.
    fn body(&mut self, ui: &mut Ui, shown: Shown<'_>) -> Option<Action> {
        let mut action = None;
        let (card, exports) = match shown {
            Shown::Game(card) => {
                ui.label(t!("card-view-read-only"));
                (card.clone(), true)
            }
            Shown::Setup(card) => {
                if card.ready().is_ok() {
                    ui.label(t!("card-view-setup-confirmed"));
                } else {
                    ui.colored_label(ui.visuals().error_fg_color, t!("card-view-setup-changed"));
                }
                // Confirmed, it carries the fingerprint the game will
                // carry once it starts; changed since, it has none yet.
                match to_export(Some(shown)) {
                    Some(confirmed) => (confirmed, true),
                    None => (card.clone(), false),
                }
            }
        };
        ui.strong(t!("card-view-version", version = card.version));
        fingerprint_lines(ui, &card);
        ui.add_enabled_ui(exports, |ui| {
            ui.horizontal_wrapped(|ui| {
                if ui.button(t!("card-view-export-text")).clicked() {
                    action = Some(Action::File(FileAction::Prompt(Purpose::ExportCardTxt)));
                }
                if ui.button(t!("card-view-export-ron")).clicked() {
                    action = Some(Action::File(FileAction::Prompt(Purpose::ExportCardRon)));
                }
                if let Some(paper) = paper_export(ui, &mut self.paper, "card-paper") {
                    action = Some(Action::File(FileAction::Prompt(Purpose::ExportCardPdf(
                        paper,
                    ))));
                }
                if matches!(shown, Shown::Game(_)) && ui.button(t!("card-view-propose")).clicked() {
                    action = Some(Action::Setup(SetupStep::ProposeChange));
                }
            });
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .max_height(460.0)
            .show(ui, |ui| contents(ui, &card));
        action
    }
}
