//! The keyboard on the board: the keys Help lists (`help::KEYS`), read as
//! a panel that draws nothing and returns what each press asks for.

use super::review::ReviewStep;
use super::{Action, GameAction, RouteAction, View, ViewAction};

/// The keyboard map (no state of its own).
#[derive(Debug, Default)]
pub struct Keys;

impl Keys {
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
        if ui.ctx().egui_wants_keyboard_input() {
            return Vec::new();
        }
        // Every press counts: read the events, not just "pressed this frame".
        let presses: Vec<egui::Key> = ui.input(|i| {
            i.events
                .iter()
                .filter_map(|e| match e {
                    egui::Event::Key {
                        key,
                        pressed: true,
                        modifiers,
                        ..
                    } if modifiers.is_none() => Some(*key),
                    _ => None,
                })
                .collect()
        });
        presses
            .into_iter()
            .filter_map(|key| action_for(key, view))
            .collect()
    }
}

/// What a press of `key` asks for.
fn action_for(key: egui::Key, view: &View<'_>) -> Option<Action> {
    // The review is of the game itself: not while an explainer case is shown.
    let can_review = !view.on_case();
    let reviewing = view.reviewing().is_some();
    let review = |step| Some(Action::Game(GameAction::Review(step)));
    match key {
        egui::Key::PageUp if can_review => review(ReviewStep::Back),
        egui::Key::PageDown if can_review => review(ReviewStep::Forward),
        egui::Key::ArrowLeft if reviewing => review(ReviewStep::Back),
        egui::Key::ArrowRight if reviewing => review(ReviewStep::Forward),
        egui::Key::Escape if reviewing => review(ReviewStep::Exit),
        egui::Key::Space => Some(Action::Route(RouteAction::ClickFocus)),
        egui::Key::Enter => Some(Action::Route(RouteAction::Commit)),
        egui::Key::Backspace => Some(Action::Route(RouteAction::UndoHop)),
        egui::Key::Escape => Some(Action::Route(RouteAction::Cancel)),
        egui::Key::F1 => Some(Action::View(ViewAction::OpenHelp)),
        egui::Key::ArrowUp
        | egui::Key::ArrowDown
        | egui::Key::ArrowLeft
        | egui::Key::ArrowRight => Some(Action::Route(RouteAction::StepFocus(key))),
        _ => None,
    }
}
