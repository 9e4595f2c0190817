//! The Help window: the keyboard, how to build a route, and where each
//! clause of the card is explained. Opened from Help > Help (or F1).

use super::explainer::scenarios;
use super::{Action, View, Window};
use crate::rules::Clause;
use egui::Ui;

/// Keys and what they do beside the board (the app's `keys` reads them);
/// the board's own keys, while it has the focus, are `board::BOARD_KEYS`.
pub const KEYS: [(&str, &str); 16] = [
    (
        "Arrow keys",
        "with nothing focused: bring the focus to the board",
    ),
    ("Enter", "play the route built so far"),
    ("Backspace", "remove the last hop of the route"),
    ("Escape", "cancel the route"),
    ("Right-click", "the same as Backspace, with the mouse"),
    (
        "Tab",
        "move between buttons and fields (the board is one stop, right after the menu bar); Space or Enter presses them",
    ),
    (
        "Page Up / Page Down",
        "review the game a move back or forward (Left/Right too, and Escape returns)",
    ),
    ("F1", "open this help"),
    ("Ctrl+N", "start a new game (Game > New game…)"),
    ("Ctrl+H", "suggest a move (Game > Suggest a move)"),
    (
        "Ctrl+D",
        "dispute: freeze the board and record the disagreement (Game > Dispute)",
    ),
    ("Ctrl+S", "save the game (Game > Save)"),
    ("Ctrl+O", "open a saved game (Game > Open…)"),
    (
        "Ctrl+Q",
        "quit (Game > Quit); unsaved moves are asked about first",
    ),
    (
        "Ctrl+Plus / Ctrl+Minus",
        "make everything larger or smaller (View > Zoom in, Zoom out); kept for the next time",
    ),
    ("Ctrl+0", "back to the actual size (View > Actual size)"),
];

/// How a route is built, step by step.
const ROUTE: [&str; 4] = [
    "Click one of your pieces: the holes it can reach are marked.",
    "Click a marked hole to land there. For a chain of hops, click each landing in order; the route is drawn as you go.",
    "The panel on the right gives the card's verdict on the route so far. Play route (Enter) makes the move once the verdict is legal.",
    "If you disagree about a move, Dispute freezes the board and records it: the piece, the route, the clause and everyone's statement.",
];

/// The Help window (its open flag is in the panels' register).
#[derive(Debug, Default)]
pub(crate) struct HelpWindow;

impl HelpWindow {
    pub(crate) fn ui(&mut self, ui: &mut Ui, view: &View<'_>) -> Vec<Action> {
        let mut open = true;
        super::window("Help", view.area)
            .open(&mut open)
            .default_width(520.0)
            .show(ui.ctx(), |ui| {
                egui::ScrollArea::vertical()
                    .max_height(view.area.height() - 60.0)
                    .show(ui, contents);
            });
        super::layout::closed(open, Window::Help)
    }
}

fn contents(ui: &mut Ui) {
    ui.heading("Building a route");
    for (i, step) in ROUTE.iter().enumerate() {
        ui.label(format!("{}. {step}", i + 1));
    }
    ui.separator();
    ui.heading("Keyboard");
    ui.label("On the board (Tab to it, or F6 from anywhere):");
    egui::Grid::new("help-board-keys")
        .num_columns(2)
        .show(ui, |ui| {
            for (key, what) in super::board::BOARD_KEYS {
                ui.strong(key);
                ui.label(what);
                ui.end_row();
            }
        });
    ui.label("Beside the board (Enter, Backspace, Escape and the arrows while no button or field has the focus):");
    egui::Grid::new("help-keys").num_columns(2).show(ui, |ui| {
        for (key, what) in KEYS {
            ui.strong(key);
            ui.label(what);
            ui.end_row();
        }
    });
    ui.separator();
    ui.heading("Where each clause is explained");
    ui.label("Game > Show the card prints every clause in full. The Rules menu loads a position for a clause, to try on the board:");
    for (clause, what) in clause_guide() {
        ui.label(format!("Clause {clause}: {what}"));
    }
}

/// For each clause, its subject and the Rules-menu cases that show it.
#[must_use]
pub(crate) fn clause_guide() -> Vec<(Clause, String)> {
    let subject = |c: Clause| match c {
        Clause::Setup => "setup: who starts where, who moves first, hints",
        Clause::Moving => "moving: steps, hops and chains",
        Clause::Destination => "arriving home",
        Clause::Camps => "camps",
        Clause::Blocking => "blocking and finishing",
        Clause::Passing => "passing",
        Clause::Disputes => "disputes",
    };
    let all = scenarios();
    Clause::ALL
        .into_iter()
        .map(|c| {
            let cases: Vec<&str> = all
                .iter()
                .filter(|s| s.clause == Some(c))
                .map(|s| s.title)
                .collect();
            let text = if cases.is_empty() {
                format!("{} (on the card itself)", subject(c))
            } else {
                format!("{}; see {}", subject(c), cases.join(", "))
            };
            (c, text)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_case_named_in_the_guide_is_in_the_rules_menu() {
        let guide = clause_guide();
        assert_eq!(guide.len(), 7);
        let named: usize = guide.iter().map(|(_, t)| t.matches("; see").count()).sum();
        assert_eq!(named, 6, "clauses 2 to 7 each point at a case: {guide:?}");
        for s in scenarios() {
            assert!(
                guide.iter().any(|(_, t)| t.contains(s.title)),
                "{} is not in the guide",
                s.title
            );
        }
    }
}
