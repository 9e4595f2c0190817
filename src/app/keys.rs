//! The keyboard beside the board: the keys Help lists (`help::KEYS`), read
//! as a panel that draws nothing and returns what each press asks for. While
//! a hole has the focus the board reads its own keys (`board::BOARD_KEYS`);
//! while another widget has it, that widget's keys are its own.

use super::review::ReviewStep;
use super::{Action, GameAction, RouteAction, View, ViewAction};

/// The keyboard map (no state of its own).
#[derive(Debug, Default)]
pub(super) struct Keys;

impl Keys {
    pub(super) fn ui(&mut self, ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
        // Typing in a field: every key is the field's.
        if ui.ctx().text_edit_focused() {
            return Vec::new();
        }
        let nothing_focused = ui.ctx().memory(egui::Memory::focused).is_none();
        if nothing_focused && view.reviewing().is_none() {
            focus_board_on_arrow(ui, view);
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
            // A focused widget's keys are its own; these few work anywhere.
            .filter(|k| {
                nothing_focused
                    || matches!(k, egui::Key::PageUp | egui::Key::PageDown | egui::Key::F1)
            })
            .filter_map(|key| action_for(key, view))
            .collect()
    }
}

/// An arrow key with nothing focused brings the focus to the board (its
/// tab stop) and goes no further: the next arrow moves it.
fn focus_board_on_arrow(ui: &egui::Ui, view: &View<'_>) {
    let arrow = |e: &egui::Event| {
        matches!(
            e,
            egui::Event::Key {
                key: egui::Key::ArrowUp
                    | egui::Key::ArrowDown
                    | egui::Key::ArrowLeft
                    | egui::Key::ArrowRight,
                pressed: true,
                ..
            }
        )
    };
    let Some(cursor) = view
        .board_game()
        .and_then(|g| view.board.route.cursor(g.position()))
    else {
        return;
    };
    if !ui.input(|i| i.events.iter().any(arrow)) {
        return;
    }
    ui.input_mut(|i| i.events.retain(|e| !arrow(e)));
    ui.memory_mut(|m| {
        m.request_focus(super::board::hole_id(cursor));
        // egui read the arrow as a move from no widget: not now.
        m.move_focus(egui::FocusDirection::None);
    });
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
        egui::Key::Enter => Some(Action::Route(RouteAction::Commit)),
        egui::Key::Backspace => Some(Action::Route(RouteAction::UndoHop)),
        egui::Key::Escape => Some(Action::Route(RouteAction::Cancel)),
        egui::Key::F1 => Some(Action::View(ViewAction::OpenHelp)),
        _ => None,
    }
}
