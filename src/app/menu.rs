//! The menu bar: Game, Rules, View and Help.

use super::Prefs;
use super::print_out::Printable;
use super::{
    Action, CaseAction, DisputeAction, FileAction, Purpose, SetupStep, View, ViewAction, board,
    card_view, commands, explainer,
};
use crate::lang::{Lang, t};

/// The menu bar (no state of its own).
#[derive(Debug, Default)]
pub(super) struct Menu;

impl Menu {
    pub(super) fn ui(&mut self, ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
        let mut actions = Vec::new();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(t!("menu-game"), |ui| actions.extend(game_menu(ui, view)));
            ui.menu_button(t!("menu-rules"), |ui| {
                for (i, s) in explainer::scenarios().iter().enumerate() {
                    if ui.button(s.title).clicked() {
                        actions.push(Action::Case(CaseAction::Open(i)));
                        ui.close();
                    }
                }
            });
            ui.menu_button(t!("menu-view"), |ui| actions.extend(view_menu(ui, view)));
            ui.menu_button(t!("menu-help"), |ui| {
                if ui.button(t!("menu-help-window")).clicked() {
                    actions.push(Action::View(ViewAction::OpenHelp));
                    ui.close();
                }
            });
        });
        actions
    }
}

fn game_menu(ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    let has_game = view.session.game().is_some();
    let new_game = ui.ctx().format_shortcut(&commands::NEW_GAME);
    if ui
        .add(egui::Button::new(t!("menu-new-game")).shortcut_text(new_game))
        .clicked()
    {
        actions.push(Action::Setup(SetupStep::NewGame));
    }
    actions.extend(view.files.menu_items(ui, view.session));
    actions.extend(commands::menu_items(ui, view));
    if ui
        .add_enabled(has_game, egui::Button::new(t!("menu-disputes")))
        .clicked()
    {
        actions.push(Action::Dispute(DisputeAction::ShowLog));
    }
    // While the setup form is open its card is the one shown
    // and exported, once every player has confirmed it.
    let card = card_view::to_export(view.card).is_some();
    actions.extend(card_view::menu_items(ui, card));
    if ui
        .add_enabled(has_game, egui::Button::new(t!("menu-export-record")))
        .clicked()
    {
        actions.push(Action::File(FileAction::Prompt(Purpose::ExportRecordTxt)));
    }
    ui.separator();
    // The PDF goes to the desktop's viewer (its Print dialog) or lp.
    if ui
        .add_enabled(card, egui::Button::new(t!("menu-print-card")))
        .clicked()
    {
        actions.push(Action::View(ViewAction::Print(Printable::Card)));
    }
    if ui
        .add_enabled(has_game, egui::Button::new(t!("menu-print-disputes")))
        .clicked()
    {
        actions.push(Action::View(ViewAction::Print(Printable::Disputes)));
    }
    ui.separator();
    let quit = egui::Button::new(t!("menu-quit")).shortcut_text(t!("menu-quit-keys"));
    if ui.add(quit).clicked() {
        // The same way out as the window's close button: unsaved
        // moves are asked about first (CloseRequested).
        ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        ui.close();
    }
    if !actions.is_empty() {
        ui.close();
    }
    actions
}

/// View > Language: the system's, or one of the languages by its own name
/// (a family finds its language whatever the screen speaks now).
fn language_menu(ui: &mut egui::Ui, prefs: &mut Prefs) {
    let now = crate::lang::current();
    if ui
        .radio(prefs.language.is_none(), t!("menu-language-system"))
        .clicked()
    {
        prefs.language = None;
        ui.close();
    }
    ui.separator();
    for lang in Lang::ALL {
        let chosen = prefs.language.is_some() && now == lang;
        if ui.radio(chosen, lang.native_name()).clicked() {
            prefs.language = Some(lang.tag().to_string());
            ui.close();
        }
    }
}

fn view_menu(ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
    let mut prefs = view.prefs.clone();
    ui.checkbox(&mut prefs.show_names, t!("menu-show-names"));
    ui.checkbox(&mut prefs.play_at_once, t!("menu-play-at-once"));
    ui.checkbox(&mut prefs.animate, t!("menu-animate"));
    ui.checkbox(&mut prefs.letters, t!("menu-letters"));
    let mut safe = prefs.palette == board::Palette::ColourBlindSafe;
    ui.checkbox(&mut safe, t!("menu-colour-blind-safe"));
    prefs.palette = if safe {
        board::Palette::ColourBlindSafe
    } else {
        board::Palette::Standard
    };
    ui.menu_button(t!("menu-language"), |ui| language_menu(ui, &mut prefs));
    ui.separator();
    // egui reads the keys itself (Options::zoom_with_keyboard); the
    // app keeps the zoom it leaves with the preferences.
    for (step, name, keys) in [
        (1, t!("menu-zoom-in"), t!("menu-zoom-in-keys")),
        (-1, t!("menu-zoom-out"), t!("menu-zoom-out-keys")),
        (0, t!("menu-actual-size"), t!("menu-actual-size-keys")),
    ] {
        if ui
            .add(egui::Button::new(name).shortcut_text(keys))
            .clicked()
        {
            prefs = prefs.zoomed(step);
        }
    }
    if prefs == *view.prefs {
        Vec::new()
    } else {
        vec![Action::View(ViewAction::SetPrefs(prefs))]
    }
}
