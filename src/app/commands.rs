//! New game, Suggest a move and Dispute from anywhere: their keyboard
//! shortcuts and their Game menu entries, enabled as the turn panel's
//! buttons are.

use super::{Action, DisputeAction, GameAction, SetupStep, View};
use crate::lang::t;
use crate::state::GameState;

/// The shortcuts, as Help and the menus name them.
pub(super) const NEW_GAME: egui::KeyboardShortcut =
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::N);
pub(super) const HINT: egui::KeyboardShortcut =
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::H);
pub(super) const DISPUTE: egui::KeyboardShortcut =
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::D);

/// The game a dispute can be raised on now: not an explainer case, not a
/// past position under review, not frozen already, not read-only.
fn disputable<'a>(view: &View<'a>) -> Option<&'a GameState> {
    let game = view.session.game()?;
    let open = view.on_case()
        || view.reviewing().is_some()
        || game.open_dispute().is_some()
        || view.session.is_read_only();
    (!open).then_some(game)
}

/// Whether "Suggest a move" can look for a move now (as its button is).
fn can_hint(view: &View<'_>) -> bool {
    disputable(view).is_some_and(|game| {
        !game.card.no_hints
            && game.result_text().is_none()
            && view.computer_to_move().is_none()
            && !view.seats.hint.busy()
    })
}

fn raise(view: &View<'_>, game: &GameState) -> Action {
    Action::Dispute(DisputeAction::Raise {
        by: game.position().turn(),
        route: view.board.route.route().to_vec(),
    })
}

/// What the shortcuts pressed this frame ask for; `setup` while the setup
/// form is open (New game would start it over).
pub(super) fn shortcuts(ctx: &egui::Context, view: &View<'_>, setup: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    let pressed = |shortcut| ctx.input_mut(|i| i.consume_shortcut(&shortcut));
    if pressed(NEW_GAME) && !setup {
        actions.push(Action::Setup(SetupStep::NewGame));
    }
    if pressed(HINT) && !setup && can_hint(view) {
        actions.push(Action::Game(GameAction::Hint));
    }
    if pressed(DISPUTE)
        && !setup
        && let Some(game) = disputable(view)
    {
        actions.push(raise(view, game));
    }
    actions
}

/// "Suggest a move" and "Dispute" in the Game menu.
pub(super) fn menu_items(ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    let ctx = ui.ctx().clone();
    let text = |s: &egui::KeyboardShortcut| ctx.format_shortcut(s);
    let hint = egui::Button::new(t!("commands-hint")).shortcut_text(text(&HINT));
    if ui.add_enabled(can_hint(view), hint).clicked() {
        actions.push(Action::Game(GameAction::Hint));
    }
    let game = disputable(view);
    let dispute = egui::Button::new(t!("commands-dispute")).shortcut_text(text(&DISPUTE));
    if ui.add_enabled(game.is_some(), dispute).clicked()
        && let Some(game) = game
    {
        actions.push(raise(view, game));
    }
    actions
}
