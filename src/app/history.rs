//! The move history: numbered moves with the players' names, disputed moves
//! marked, and a taken-back move struck through where it stood (not listed
//! again as if it were a move).

use super::review::ReviewStep;
use super::{Action, GameAction};
use crate::rules::Proposal;
use crate::state::{Event, GameState};
use egui::{RichText, Ui};

/// One line of the history as the panel shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    /// The move was taken back: shown struck through.
    pub taken_back: bool,
    /// For a move that stands: how many standing moves the game has after
    /// it (clicking the line reviews that position).
    pub after: Option<usize>,
}

/// The lines of `game`'s history: every move once, in order.
#[must_use]
pub fn lines(game: &GameState) -> Vec<Line> {
    let mut out: Vec<Line> = Vec::new();
    // Indices into `out` of the moves that still stand, latest last: a
    // take-back always undoes the latest of them.
    let mut standing: Vec<usize> = Vec::new();
    for event in game.history() {
        match event {
            Event::Played {
                number,
                player,
                proposal,
                swap,
            } => {
                standing.push(out.len());
                out.push(Line {
                    text: move_text(game, *number, *player, proposal, *swap),
                    taken_back: false,
                    after: None,
                });
            }
            Event::TakenBack { .. } => {
                if let Some(i) = standing.pop()
                    && let Some(line) = out.get_mut(i)
                {
                    line.taken_back = true;
                    line.text.push_str(" (taken back)");
                }
            }
        }
    }
    // The moves still standing are the game's plies, in order.
    for (k, &i) in standing.iter().enumerate() {
        if let Some(line) = out.get_mut(i) {
            line.after = Some(k + 1);
            line.text.push_str(&notes(game, k + 1));
        }
    }
    out
}

fn move_text(
    game: &GameState,
    number: usize,
    player: usize,
    proposal: &Proposal,
    swap: bool,
) -> String {
    let swap = if swap { " swap" } else { "" };
    format!("{number}. {} {proposal}{swap}", game.player_label(player))
}

/// What happened around a move that stands: the disputes over this very
/// route in the position it was played from (so a different move played
/// after a take-back is not marked with the undone move's dispute), and
/// whether a hint was shown for it.
fn notes(game: &GameState, after: usize) -> String {
    let Some(ply) = after.checked_sub(1).and_then(|i| game.plies().get(i)) else {
        return String::new();
    };
    let disputes: Vec<String> = game
        .disputes()
        .iter()
        .filter(|d| {
            d.move_number == after
                && d.position == ply.before
                && ply.proposal == Proposal::Route(d.route.clone())
        })
        .map(|d| d.number.to_string())
        .collect();
    let mut out = match disputes.as_slice() {
        [] => String::new(),
        [one] => format!(" (disputed: dispute {one})"),
        many => format!(" (disputed: disputes {})", many.join(", ")),
    };
    if game.hint_before(after) {
        out.push_str(" (after a hint)");
    }
    out
}

/// The history; clicking a move that stands asks to review the board after it.
pub fn list(ui: &mut Ui, game: &GameState) -> Vec<Action> {
    ui.strong("History");
    let lines = lines(game);
    if lines.is_empty() {
        ui.label("No moves yet.");
        return Vec::new();
    }
    let mut action = None;
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for line in lines {
                // Names in a right-to-left script read right inside the line.
                let text = RichText::new(super::text::seen(&line.text)).monospace();
                if line.taken_back {
                    let shown = ui.label(text.strikethrough().weak());
                    super::text::name_label(ui, &shown, &line.text);
                    continue;
                }
                let shown = ui.add(egui::Label::new(text).sense(egui::Sense::click()));
                super::text::name_label(ui, &shown, &line.text);
                let clicked = shown
                    .on_hover_text("Review the board after this move")
                    .clicked();
                if let (true, Some(k)) = (clicked, line.after) {
                    action = Some(Action::Game(GameAction::Review(ReviewStep::To(k))));
                }
            }
        });
    action.into_iter().collect()
}
