//! Review: step back and forward through the moves that stand, the board
//! showing each earlier position with that move's route drawn, and a clear
//! way back to the game. "Continue from here" is a take-back of every later
//! move, so it needs every player's consent like any take-back.

use super::{Action, GameAction};
use crate::lang::t;
use crate::rules::{Hole, Position, Proposal};
use crate::state::GameState;
use egui::Ui;

/// What the user asked the review for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    Back,
    Forward,
    /// Show the position after this many standing moves (0: the start).
    To(usize),
    /// Back to the game as it stands.
    Exit,
    /// Ask to take back every move after the one shown.
    ContinueHere,
}

/// The review's state: `None` when the board shows the game as it stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Review {
    at: Option<usize>,
}

impl Review {
    /// The number of standing moves shown, while reviewing.
    #[must_use]
    pub(crate) fn at(&self) -> Option<usize> {
        self.at
    }

    /// Apply a step in a game of `moves` standing moves. Stepping forward
    /// past the last move returns to the game.
    pub(crate) fn step(&mut self, step: ReviewStep, moves: usize) {
        self.at = match (step, self.at) {
            (ReviewStep::Back, None) => moves.checked_sub(1),
            (ReviewStep::Back, Some(k)) => Some(k.saturating_sub(1)),
            (ReviewStep::Forward, Some(k)) if k + 1 < moves => Some(k + 1),
            (ReviewStep::Forward, _) | (ReviewStep::Exit, _) => None,
            (ReviewStep::To(k), _) if k < moves => Some(k),
            (ReviewStep::To(_), _) => None,
            (ReviewStep::ContinueHere, at) => at,
        };
    }

    /// Leave the review (the game changed under it).
    pub(crate) fn exit(&mut self) {
        self.at = None;
    }
}

/// The position after `at` standing moves, and the route of the move that
/// led to it (none for the start or a pass).
#[must_use]
pub(crate) fn position_at(game: &GameState, at: usize) -> (Position, Option<Vec<Hole>>) {
    let plies = game.plies();
    let position = plies
        .get(at)
        .map_or_else(|| game.position().clone(), |p| p.before.clone());
    let route = at
        .checked_sub(1)
        .and_then(|i| plies.get(i))
        .and_then(|p| match &p.proposal {
            Proposal::Route(r) => Some(r.0.clone()),
            Proposal::Pass => None,
        });
    (position, route)
}

/// The bar above the board while reviewing.
pub(crate) fn bar(ui: &mut Ui, game: &GameState, at: usize) -> Vec<Action> {
    let moves = game.plies().len();
    let mut action = None;
    let mut step = |s| action = Some(Action::Game(GameAction::Review(s)));
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        let shown = match at.checked_sub(1).and_then(|i| game.plies().get(i)) {
            Some(p) => t!(
                "review-after-move",
                number = at,
                moves = moves,
                player = game.player_label(p.player),
                proposal = crate::words::proposal_words(&p.proposal)
            ),
            None => t!("review-start", moves = moves),
        };
        ui.add(egui::Label::new(egui::RichText::new(shown).strong()).wrap());
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(at > 0, egui::Button::new(t!("review-back")))
                .on_hover_text(t!("review-back-keys"))
                .clicked()
            {
                step(ReviewStep::Back);
            }
            if ui
                .button(t!("review-forward"))
                .on_hover_text(t!("review-forward-keys"))
                .clicked()
            {
                step(ReviewStep::Forward);
            }
            if ui
                .button(t!("review-exit"))
                .on_hover_text(t!("review-exit-key"))
                .clicked()
            {
                step(ReviewStep::Exit);
            }
            let later = moves.saturating_sub(at);
            let hover = t!("review-continue-hint", count = later);
            if ui
                .add_enabled(
                    game.open_dispute().is_none(),
                    egui::Button::new(t!("review-continue")),
                )
                .on_hover_text(hover)
                .clicked()
            {
                step(ReviewStep::ContinueHere);
            }
        });
    });
    action.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_stay_inside_the_game_and_forward_past_the_end_returns() {
        let mut r = Review::default();
        r.step(ReviewStep::Back, 0);
        assert_eq!(r.at(), None, "nothing to review before a move");
        r.step(ReviewStep::Back, 3);
        assert_eq!(r.at(), Some(2));
        for _ in 0..5 {
            r.step(ReviewStep::Back, 3);
        }
        assert_eq!(r.at(), Some(0), "the start is as far back as it goes");
        r.step(ReviewStep::Forward, 3);
        r.step(ReviewStep::Forward, 3);
        assert_eq!(r.at(), Some(2));
        r.step(ReviewStep::Forward, 3);
        assert_eq!(r.at(), None, "past the last move is the game itself");
        r.step(ReviewStep::To(1), 3);
        assert_eq!(r.at(), Some(1));
        r.step(ReviewStep::To(3), 3);
        assert_eq!(r.at(), None);
    }
}
