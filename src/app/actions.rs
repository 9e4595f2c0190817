//! What the user asks for. Panels return [`Action`]s and
//! [`HopcardApp::apply`](super::HopcardApp::apply) carries them out, through
//! the session for anything that changes the game or its files. Each group
//! of actions is its own enum, matched without a catch-all arm: a new
//! variant that nothing handles does not compile.
#![warn(missing_docs)]

use super::Prefs;
use super::file_dialog::Purpose;
use super::files::{OverwriteAnswer, SaveAnswer};
use super::review::ReviewStep;
use crate::dispute::{DisputeEdit, Resolution};
use crate::rules::{Hole, Proposal};
use crate::session::Next;
use crate::state::GameState;
use std::path::PathBuf;

/// What the user asked for; [`HopcardApp::apply`](super::HopcardApp::apply)
/// carries it out.
#[derive(Clone, Debug)]
pub enum Action {
    /// Building a route on the board.
    Route(RouteAction),
    /// Moves of the game and looking through it.
    Game(GameAction),
    /// The dispute on the board.
    Dispute(DisputeAction),
    /// The setup dialog for a new game.
    Setup(SetupStep),
    /// The Rules menu's cases.
    Case(CaseAction),
    /// Files, the first screen and closing the window.
    File(FileAction),
    /// What is shown and how.
    View(ViewAction),
    /// How the window started: what the command line named.
    Start(StartAction),
}

/// Building a route on the board.
#[derive(Clone, Copy, Debug)]
pub enum RouteAction {
    /// A click on a hole of the board (the focus ring moves there too).
    Click(Hole),
    /// The keyboard focus moved to this hole (arrow keys).
    Focus(Hole),
    /// Enter on the focused hole: a click on it, then the route is played
    /// if it ends there.
    Enter(Hole),
    /// Backspace or a right click: the route's last hole goes.
    UndoHop,
    /// Escape: the route is dropped.
    Cancel,
    /// Enter or "Play route": play the route built so far.
    Commit,
}

/// Moves of the game and looking through it.
#[derive(Clone, Debug)]
pub enum GameAction {
    /// Play this move for the player to move (not while the computer is).
    Play(Proposal),
    /// The computer's move for its seat.
    ComputerPlays(Proposal),
    /// Take back this many moves (a person's move and the computer's reply
    /// go together); every person has agreed.
    TakeBack(usize),
    /// Step through the game's earlier positions.
    Review(ReviewStep),
    /// "Suggest a move" for the player to move.
    Hint,
    /// A suggestion has appeared: the game's history notes it.
    HintShown,
}

/// The dispute on the board.
#[derive(Clone, Debug)]
pub enum DisputeAction {
    /// Freeze the board: player `by` disputes `route` (the clause comes
    /// from the route's verdict).
    Raise {
        /// The player who raises it.
        by: usize,
        /// The route in dispute, start first.
        route: Vec<Hole>,
    },
    /// A change to the open dispute's record.
    Edit(DisputeEdit),
    /// Close the open dispute with this resolution.
    Resolve(Resolution),
    /// Open the dispute log window.
    ShowLog,
}

/// The setup dialog for a new game: what its buttons ask for, and how the
/// app opens and closes it (one enum for the one dialog).
#[derive(Clone, Debug)]
pub enum SetupStep {
    /// Open the setup dialog for a new game (the current game stays until one starts).
    NewGame,
    /// The dialog's "Start game": a game from the card as agreed in it.
    StartFromForm,
    /// Start this game: it replaces the current one.
    Start(Box<GameState>),
    /// The dialog's "Cancel": back to the game in progress.
    Close,
    /// The card window's "Propose a change": the dialog over this game's card.
    ProposeChange,
    /// "Reset to card defaults", agreed (or with nothing to change).
    ResetOptions,
    /// The form says what a change of many terms at once changed.
    Tell(String),
}

/// The explainer's cases.
#[derive(Clone, Debug)]
pub enum CaseAction {
    /// Put case `i` of the Rules menu on the board.
    Open(usize),
    /// "Back to the game".
    Close,
    /// The explainer's "Try": put the case's route on the board, or ask to pass.
    Try(Proposal),
}

/// Files, the first screen and closing the window.
#[derive(Clone, Debug)]
pub enum FileAction {
    /// Open the file prompt for this purpose.
    Prompt(Purpose),
    /// A path chosen in a file prompt.
    PathChosen(Purpose, PathBuf),
    /// Save the game to its file (or ask where, the first time).
    Save,
    /// Open a game file (read off the UI thread, then a transition).
    OpenGame(PathBuf),
    /// A game file was read: replace the game with it (asking first if needed).
    Replace(Box<Next>),
    /// A game file could not be read: say so, change nothing.
    LoadFailed(String),
    /// Open the Recover window of kept games.
    ShowRecover,
    /// Recover a kept game (read off the UI thread, then a transition).
    RecoverGame(PathBuf),
    /// The resume offer's "Resume".
    Resume,
    /// The resume offer's "Start a new game" (the unfinished game is kept).
    Decline,
    /// The answer to "Save / Don't save / Cancel".
    Answer(SaveAnswer),
    /// The answer to "FILE holds another game".
    Overwrite(OverwriteAnswer),
    /// The window was asked to close.
    CloseRequested,
    /// A second window: show the locked game read-only.
    ReadOnly,
    /// A second window: play a separate game.
    SeparateGame,
    /// The writer has finished writes: take their results.
    WritesFinished,
    /// A file named on the command line: a card opens in the setup dialog,
    /// anything else as a game, once the first screen is answered.
    OpenAtStart(PathBuf),
}

/// What is shown and how.
#[derive(Clone, Debug)]
pub enum ViewAction {
    /// Open the card window.
    ShowCard,
    /// The View menu's choices.
    SetPrefs(Prefs),
    /// Open the Help window (F1).
    OpenHelp,
    /// A window's close button.
    Close(super::Window),
    /// Print…: hand this as a PDF to the system.
    Print(super::print_out::Printable),
    /// A print finished: the PDF handed over, or why not.
    Printed(Result<PathBuf, super::print_out::PrintError>),
}

/// How the window started.
#[derive(Clone, Debug)]
pub enum StartAction {
    /// A file named on the command line: a card opens in the setup dialog,
    /// anything else as a game, once the first screen is answered.
    Open(PathBuf),
}

/// A line beside the board that is not a refusal: what just happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The line.
    pub text: String,
    /// Whether it reports a problem (shown in the error colour).
    pub problem: bool,
}
