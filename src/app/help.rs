//! The Help window: the keyboard, how to build a route, and where each
//! clause of the card is explained. Opened from Help > Help (or F1).

use super::explainer::scenarios;
use super::{Action, View, Window};
use crate::lang::t;
use crate::rules::Clause;
use egui::Ui;

/// Keys and what they do beside the board (the app's `keys` reads them),
/// in English: what the tests look for. Help shows them in the reader's
/// language ([`keys`]); the board's own keys, while it has the focus, are
/// `board::keys_help`.
#[cfg_attr(not(feature = "test-support"), allow(dead_code))]
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

/// [`KEYS`] in the reader's language, in the same order.
pub(crate) fn keys() -> [(String, String); 16] {
    [
        (t!("keys-arrows"), t!("keys-arrows-what")),
        (t!("keys-enter"), t!("keys-enter-what")),
        (t!("keys-backspace"), t!("keys-backspace-what")),
        (t!("keys-escape"), t!("keys-escape-what")),
        (t!("keys-right-click"), t!("keys-right-click-what")),
        (t!("keys-tab"), t!("keys-tab-what")),
        (t!("keys-page"), t!("keys-page-what")),
        (t!("keys-f1"), t!("keys-f1-what")),
        (t!("keys-ctrl-n"), t!("keys-ctrl-n-what")),
        (t!("keys-ctrl-h"), t!("keys-ctrl-h-what")),
        (t!("keys-ctrl-d"), t!("keys-ctrl-d-what")),
        (t!("keys-ctrl-s"), t!("keys-ctrl-s-what")),
        (t!("keys-ctrl-o"), t!("keys-ctrl-o-what")),
        (t!("keys-ctrl-q"), t!("keys-ctrl-q-what")),
        (t!("keys-zoom"), t!("keys-zoom-what")),
        (t!("keys-ctrl-0"), t!("keys-ctrl-0-what")),
    ]
}

/// How a route is built, step by step (numbered).
fn route_steps() -> [String; 4] {
    [
        t!("help-route-step-1"),
        t!("help-route-step-2"),
        t!("help-route-step-3"),
        t!("help-route-step-4"),
    ]
}

/// The Help window (its open flag is in the panels' register).
#[derive(Debug, Default)]
pub(crate) struct HelpWindow;

impl HelpWindow {
    pub(crate) fn ui(&mut self, ui: &mut Ui, view: &View<'_>) -> Vec<Action> {
        let mut open = true;
        super::window(&t!("help-title"), view.area)
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
    ui.heading(t!("help-building-route"));
    for step in route_steps() {
        ui.label(step);
    }
    ui.separator();
    ui.heading(t!("help-keyboard"));
    ui.label(t!("help-board-keys"));
    egui::Grid::new("help-board-keys")
        .num_columns(2)
        .show(ui, |ui| {
            for (key, what) in super::board::keys_help() {
                ui.strong(key);
                ui.label(what);
                ui.end_row();
            }
        });
    ui.label(t!("help-other-keys"));
    egui::Grid::new("help-keys").num_columns(2).show(ui, |ui| {
        for (key, what) in keys() {
            ui.strong(key);
            ui.label(what);
            ui.end_row();
        }
    });
    ui.separator();
    ui.heading(t!("help-clauses"));
    ui.label(t!("help-clauses-intro"));
    for (clause, what) in clause_guide() {
        ui.label(t!(
            "help-clause-line",
            clause = clause.to_string(),
            what = what
        ));
    }
}

/// For each clause, its subject and the Rules-menu cases that show it.
#[must_use]
pub(crate) fn clause_guide() -> Vec<(Clause, String)> {
    let subject = |c: Clause| match c {
        Clause::Setup => t!("help-subject-setup"),
        Clause::Moving => t!("help-subject-moving"),
        Clause::Destination => t!("help-subject-destination"),
        Clause::Camps => t!("help-subject-camps"),
        Clause::Blocking => t!("help-subject-blocking"),
        Clause::Passing => t!("help-subject-passing"),
        Clause::Disputes => t!("help-subject-disputes"),
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
                t!("help-clause-on-card", subject = subject(c))
            } else {
                t!(
                    "help-clause-see",
                    subject = subject(c),
                    cases = cases.join(&crate::words::list_separator())
                )
            };
            (c, text)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_shown_in_english_are_the_keys_listed() {
        let shown = crate::lang::speaking(crate::lang::Lang::En, keys);
        for ((key, what), (shown_key, shown_what)) in KEYS.iter().zip(shown) {
            assert_eq!(*key, shown_key);
            assert_eq!(*what, shown_what);
        }
    }

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
