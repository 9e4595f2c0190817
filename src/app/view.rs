//! What every panel reads for one frame ([`View`]), and the board's state
//! besides the game ([`BoardState`]), which only the apply loop changes.

use super::Prefs;
use super::card_view::Shown;
use super::files::FilesUi;
use super::hint::Hint;
use super::review::Review;
use super::route::RouteBuilder;
use super::seats::{self, Seats};
use crate::seat::Level;
use crate::session::Session;
use crate::state::GameState;

/// The route being built, the position reviewed and the last dispute
/// control's refusal: what the board and the turn panel both show.
#[derive(Default)]
pub(crate) struct BoardState {
    pub route: RouteBuilder,
    pub review: Review,
    /// What the session said about the last dispute control (`None`: it worked).
    pub dispute_note: Option<String>,
}

/// Everything a panel may read, borrowed for one frame. Every panel and
/// window draws with `fn ui(&mut self, ui: &mut egui::Ui, view: &View) ->
/// Vec<Action>`: its own state is its own, the rest it reads here.
#[derive(Clone, Copy)]
pub(crate) struct View<'a> {
    pub session: &'a Session,
    pub prefs: &'a Prefs,
    pub seats: &'a Seats,
    pub files: &'a FilesUi,
    pub board: &'a BoardState,
    /// Where windows open: the area under the menu bar.
    pub area: egui::Rect,
    /// The card the card window shows and the exports write: the setup
    /// form's while it is open, else the game's.
    pub card: Option<Shown<'a>>,
}

impl<'a> View<'a> {
    /// The game on the board: an explainer case while one is open, else the game.
    #[must_use]
    pub(crate) fn board_game(&self) -> Option<&'a GameState> {
        self.session.board()
    }

    /// An explainer case is on the board.
    #[must_use]
    pub(crate) fn on_case(&self) -> bool {
        self.session.case_open()
    }

    /// The number of standing moves shown while the game (not a case) is reviewed.
    #[must_use]
    pub(crate) fn reviewing(&self) -> Option<usize> {
        self.board.review.at().filter(|_| !self.on_case())
    }

    /// The computer's level when it is to move in the real game.
    #[must_use]
    pub(crate) fn computer_to_move(&self) -> Option<Level> {
        seats::to_move(self.session)
    }

    /// The hint shown for the board's position.
    #[must_use]
    pub(crate) fn hint(&self) -> Option<&'a Hint> {
        let game = self.board_game()?;
        self.seats.hint.shown(game.position())
    }
}
