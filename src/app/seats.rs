//! Who sits at the table besides the players: the computer's seat and the
//! hint, each thinking off the UI thread. Their searches are their private
//! state; what they found comes back as [`Action`]s.

use super::computer::ComputerSeat;
use super::hint::HintSeat;
use super::{Action, GameAction};
use crate::seat::Level;
use crate::session::Session;

/// The computer's seat and the hint, together.
#[derive(Default)]
pub(crate) struct Seats {
    pub computer: ComputerSeat,
    pub hint: HintSeat,
}

impl Seats {
    /// The computer's turn: start or poll its search, and its move once it
    /// has been on display long enough.
    pub(crate) fn computer_turn(&mut self, ctx: &egui::Context, session: &Session) -> Vec<Action> {
        self.computer
            .drive(ctx, session.game(), to_move(session))
            .into_iter()
            .collect()
    }

    /// A suggestion that has appeared since the last frame.
    pub(crate) fn hint_found(&mut self, ctx: &egui::Context, session: &Session) -> Vec<Action> {
        if self.hint.poll(ctx, session.game()) {
            vec![Action::Game(GameAction::HintShown)]
        } else {
            Vec::new()
        }
    }

    /// Forget every search and what is on display (another game on the board).
    pub(crate) fn reset(&mut self) {
        self.computer.reset();
        self.hint.clear();
    }
}

/// The computer's level when it plays the player to move in the real game.
#[must_use]
pub(super) fn to_move(session: &Session) -> Option<Level> {
    // A read-only window shows another window's game; its computer plays there.
    if session.case_open() || session.is_read_only() {
        return None;
    }
    let game = session.game()?;
    game.computer_level(game.position().turn())
}
