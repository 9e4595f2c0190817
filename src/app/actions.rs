//! What the user asks for, and the one place the app carries it out.
//!
//! Panels return [`Action`]s; [`HopcardApp::apply`] applies them, through
//! the session for anything that changes the game or its files. Each group
//! of actions is its own enum, matched without a catch-all arm: a new
//! variant that nothing handles does not compile.

use super::file_dialog::Purpose;
use super::file_flow::{Done, FileFlow};
use super::route::LandingClick;
use super::setup::SetupDialog;
use super::{HopcardApp, Prefs, card_view, dispute_panel, explainer, files};
use crate::card::Card;
use crate::dispute::{DisputeEdit, Resolution};
use crate::rules::{Hole, Proposal};
use crate::session::Next;
use crate::state::GameState;
use std::path::PathBuf;

/// What the user asked for; [`HopcardApp::apply`] carries it out.
#[derive(Clone, Debug)]
pub enum Action {
    Route(RouteAction),
    Game(GameAction),
    Dispute(DisputeAction),
    Setup(SetupStep),
    Case(CaseAction),
    File(FileAction),
    View(ViewAction),
}

/// Building a route on the board.
#[derive(Clone, Copy, Debug)]
pub enum RouteAction {
    /// A click on a hole of the board (the focus ring moves there too).
    Click(Hole),
    /// Space: a click on the hole with the focus ring.
    ClickFocus,
    /// An arrow key moves the focus ring.
    StepFocus(egui::Key),
    UndoHop,
    Cancel,
    Commit,
}

/// Moves of the game and looking through it.
#[derive(Clone, Debug)]
pub enum GameAction {
    Play(Proposal),
    /// The computer's move for its seat.
    ComputerPlays(Proposal),
    /// Take back this many moves (a person's move and the computer's reply
    /// go together); every person has agreed.
    TakeBack(usize),
    /// Step through the game's earlier positions.
    Review(super::review::ReviewStep),
    /// "Suggest a move" for the player to move.
    Hint,
    /// A suggestion has appeared: the game's history notes it.
    HintShown,
}

/// The dispute on the board.
#[derive(Clone, Debug)]
pub enum DisputeAction {
    Raise { by: usize, route: Vec<Hole> },
    Edit(DisputeEdit),
    Resolve(Resolution),
    ShowLog,
}

/// The setup dialog for a new game.
#[derive(Clone, Debug)]
pub enum SetupStep {
    /// Open the setup dialog for a new game (the current game stays until one starts).
    NewGame,
    /// The dialog's "Start game": a game from the card as agreed in it.
    StartFromForm,
    /// Start this game: it replaces the current one.
    Start(Box<GameState>),
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
    Open(usize),
    Close,
    /// The explainer's "Try": put the case's route on the board, or ask to pass.
    Try(Proposal),
}

/// Files, the first screen and closing the window.
#[derive(Clone, Debug)]
pub enum FileAction {
    Prompt(Purpose),
    /// A path chosen in a file prompt.
    PathChosen(Purpose, PathBuf),
    Save,
    /// Open a game file (read off the UI thread, then a transition).
    OpenGame(PathBuf),
    /// A game file was read: replace the game with it (asking first if needed).
    Replace(Box<Next>),
    /// A game file could not be read: say so, change nothing.
    LoadFailed(String),
    ShowRecover,
    /// Recover a kept game (read off the UI thread, then a transition).
    RecoverGame(PathBuf),
    Resume,
    Decline,
    /// The answer to "Save / Don't save / Cancel".
    Answer(files::SaveAnswer),
    /// The answer to "FILE holds another game".
    Overwrite(files::OverwriteAnswer),
    /// The window was asked to close.
    CloseRequested,
    /// A second window: show the locked game read-only, or play a separate one.
    ReadOnly,
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
    ShowCard,
    /// The View menu's choices.
    SetPrefs(Prefs),
    OpenHelp,
}

/// A line beside the board that is not a refusal: what just happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub problem: bool,
}

impl HopcardApp {
    /// Carry out one action: the one place the app changes state.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Route(a) => self.apply_route(a),
            Action::Game(a) => self.apply_game(a),
            Action::Dispute(a) => self.apply_dispute(a),
            Action::Setup(a) => self.apply_setup(a),
            Action::Case(a) => self.apply_case(a),
            Action::File(a) => self.apply_file(a),
            Action::View(a) => self.apply_view(a),
        }
    }

    /// A file action, carried out by the file flow over the session, the
    /// files panel, the line beside the board and the setup dialog.
    fn apply_file(&mut self, action: FileAction) {
        let mut flow = FileFlow {
            export_card: card_view::to_export(self.shown_card()),
            session: &mut self.session,
            files: &mut self.files,
            notice: &mut self.notice,
            setup: &mut self.setup,
            done: Done::default(),
        };
        flow.apply(action);
        let done = flow.done;
        if done.new_board {
            self.forget_the_board();
        }
        if done.close_card {
            self.card.close();
        }
    }

    /// Another game is on the board: nothing of the old one's (route,
    /// take-back, review, hint, travelling piece, computer search) carries over.
    fn forget_the_board(&mut self) {
        self.route.reset();
        self.turn.close_take_back();
        self.computer.reset();
        self.review.exit();
        self.hint.clear();
        self.motion = None;
    }

    fn apply_route(&mut self, action: RouteAction) {
        match action {
            RouteAction::Click(hole) => {
                self.route.set_focus(hole);
                self.click(hole);
            }
            RouteAction::ClickFocus => {
                if let Some(hole) = self.route.focus() {
                    self.click(hole);
                }
            }
            RouteAction::StepFocus(key) => self.route.step_focus(key),
            RouteAction::UndoHop => self.route.undo_hop(),
            RouteAction::Cancel => self.route.reset(),
            RouteAction::Commit => {
                if let Some(a) = self.route.commit() {
                    self.apply(a);
                }
            }
        }
    }

    fn apply_game(&mut self, action: GameAction) {
        match action {
            GameAction::Play(p) => self.play(&p),
            GameAction::ComputerPlays(p) => self.play_for_anyone(&p),
            GameAction::TakeBack(n) => self.take_back(n),
            GameAction::Review(step) => self.review_step(step),
            GameAction::Hint => {
                if let Some(game) = self.session.game().filter(|g| !g.card.no_hints) {
                    self.hint.ask(game);
                }
            }
            GameAction::HintShown => {
                if let Err(e) = self.session.note_hint() {
                    self.warn(e.to_string());
                }
            }
        }
    }

    fn apply_case(&mut self, action: CaseAction) {
        match action {
            CaseAction::Open(i) => self.open_case(i),
            CaseAction::Try(p) => self.try_case(&p),
            CaseAction::Close => {
                self.session.close_case();
                self.route.reset();
            }
        }
    }

    fn apply_view(&mut self, action: ViewAction) {
        match action {
            ViewAction::ShowCard => self.card.open(),
            ViewAction::SetPrefs(prefs) => self.prefs = prefs,
            ViewAction::OpenHelp => self.help.open(),
        }
    }

    fn review_step(&mut self, step: super::review::ReviewStep) {
        let Some(game) = self.session.game() else {
            return;
        };
        let moves = game.plies().len();
        if step == super::review::ReviewStep::ContinueHere {
            if let Some(at) = self.review.at().filter(|at| *at < moves) {
                let seats = game.position().seats().len();
                self.turn.ask_take_back_to(at, seats);
            }
            return;
        }
        self.route.reset();
        self.review.step(step, moves);
    }

    fn click(&mut self, hole: Hole) {
        // Building a route of one's own puts the suggestion away.
        self.hint.clear();
        if self.review.at().is_some() {
            // The board in review shows the past: nothing on it is played.
            return;
        }
        if !self.session.case_open()
            && let Some(game) = self.session.game()
            && game.open_dispute().is_some()
        {
            if let Some(a) = self.disputes.board_click(hole, game) {
                self.apply(a);
            }
            return;
        }
        if let Some(level) = self.computer_to_move() {
            self.tell(format!(
                "It is the computer's turn ({level}); wait for its move."
            ));
            return;
        }
        let Some(game) = self.session.board() else {
            return;
        };
        if let Some(text) = game.result_text() {
            self.tell(format!("The game is over. {text}"));
            return;
        }
        let on_case = self.session.case_open();
        let landing = if self.prefs.play_at_once {
            LandingClick::Plays
        } else {
            LandingClick::Builds
        };
        let action = self.route.click(game, hole, on_case, landing);
        self.notice = None;
        if let Some(a) = action {
            self.apply(a);
        }
    }

    fn play(&mut self, proposal: &Proposal) {
        if self.computer_to_move().is_some() {
            return;
        }
        self.play_for_anyone(proposal);
    }

    /// Play on the board's game (also the computer's move).
    fn play_for_anyone(&mut self, proposal: &Proposal) {
        match self.session.play(proposal) {
            Ok(_) => {
                self.route.reset();
                self.notice = None;
                self.motion = match proposal {
                    Proposal::Route(r) if self.prefs.animate => {
                        super::animation::Motion::new(r.0.clone())
                    }
                    _ => None,
                };
            }
            Err(crate::session::SessionError::ReadOnly) => self.warn(super::turn::READ_ONLY_PLAY),
            // The engine refused the route: its verdict is shown beside it.
            Err(crate::session::SessionError::Game(crate::state::GameError::Illegal(_)))
                if matches!(proposal, Proposal::Route(_)) =>
            {
                let on_case = self.session.case_open();
                if let Some(game) = self.session.board() {
                    self.route.refused(game, on_case);
                }
            }
            // Refused for another reason (the game file's size cap, a frozen
            // board): the engine would call it legal, so say the real reason
            // and leave nothing on the board that looks playable.
            Err(e) => {
                self.route.reset();
                self.warn(format!("{proposal} was not played: {e}"));
            }
        }
    }

    fn take_back(&mut self, moves: usize) {
        match self.session.take_back_moves(moves) {
            Ok(()) => {
                self.route.reset();
                // "Continue from here" is done: play goes on from the board shown.
                self.review.exit();
            }
            Err(e) => self.warn(e.to_string()),
        }
        self.turn.close_take_back();
    }

    fn apply_dispute(&mut self, action: DisputeAction) {
        let done =
            match action {
                DisputeAction::Raise { by, route } => {
                    let clause =
                        dispute_panel::clause_for(&self.session.board().map(|g| {
                            g.check(&Proposal::Route(crate::rules::Route(route.clone())))
                        }));
                    let raised = self.session.raise_dispute(by, &route, clause);
                    if raised.is_ok() {
                        self.route.reset();
                        self.turn.close_take_back();
                        self.computer.reset();
                        self.disputes.opened();
                    }
                    raised.map(|_| ())
                }
                DisputeAction::Edit(edit) => self.session.edit_dispute(edit),
                DisputeAction::Resolve(resolution) => {
                    let resolved = self.session.resolve_dispute(resolution);
                    if resolved.is_ok() {
                        self.notice = self
                            .session
                            .game()
                            .and_then(dispute_panel::resolution_summary)
                            .map(|text| Notice {
                                text,
                                problem: false,
                            });
                        self.route.reset();
                        self.disputes.resolved();
                    }
                    resolved
                }
                DisputeAction::ShowLog => {
                    self.disputes.show_log();
                    Ok(())
                }
            };
        self.disputes.set_note(done.err().map(|e| e.to_string()));
    }

    fn apply_setup(&mut self, action: SetupStep) {
        match action {
            SetupStep::NewGame => {
                self.setup = Some(self.next_setup());
                // The card window now shows the form's card: closed until asked for.
                self.card.close();
            }
            SetupStep::StartFromForm => self.start_from_form(),
            SetupStep::Start(game) => {
                self.apply_file(FileAction::Replace(Box::new(Next::New(game))));
            }
            SetupStep::Close => self.setup = None,
            SetupStep::ProposeChange => {
                if let Some(game) = self.session.game() {
                    self.setup = Some(card_view::proposed_change(game));
                    self.card.close();
                }
            }
            SetupStep::ResetOptions => self.reset_options(),
            SetupStep::Tell(text) => self.tell(text),
        }
    }

    /// Every option back to the card's default, saying what changed (or
    /// that nothing did).
    fn reset_options(&mut self) {
        let Some(dialog) = self.setup.as_mut() else {
            return;
        };
        let confirmed = dialog.card().confirmations.iter().any(Option::is_some);
        let changed = dialog.reset_options();
        if changed.is_empty() {
            self.tell("Every option already is the card's default: nothing was changed.");
            return;
        }
        let withdrawn = if confirmed {
            " Confirmations withdrawn."
        } else {
            ""
        };
        self.tell(format!(
            "Reset to the card's defaults: {}.{withdrawn}",
            changed.join("; ")
        ));
    }

    /// The setup dialog for the next game: this game's card, with any change
    /// its disputes agreed applied; every player confirms it again.
    fn next_setup(&self) -> SetupDialog {
        let mut card = self.session.game().map_or_else(Card::default, |g| {
            g.next_card(crate::card::CardDate::today())
        });
        card.clear_confirmations();
        let seats = self.session.game().map(|g| g.computer.clone());
        let mut dialog = SetupDialog::new(card);
        if let Some(n) = self.session.game().map(|g| g.card.version) {
            let carried = dialog.card().from_disputes.len();
            if carried > 0 {
                dialog = dialog.with_notice(format!(
                    "Version {} of the card, with {} agreed in {} of the last game (listed under Agreed changes). Every player confirms it again.",
                    n + 1,
                    if carried == 1 { "the change" } else { "the changes" },
                    if carried == 1 { "a dispute" } else { "its disputes" },
                ));
            }
        }
        match seats {
            Some(seats) => dialog.with_seats(&seats),
            None => dialog,
        }
    }

    /// "Start game": the game of the card as agreed, or why not (in the form).
    fn start_from_form(&mut self) {
        let Some(dialog) = self.setup.as_mut() else {
            return;
        };
        match dialog.card().ready() {
            Ok(pos) => {
                let mut game = GameState::new(dialog.card().with_fingerprint(), pos);
                game.computer = dialog.computer_seats();
                self.apply_file(FileAction::Replace(Box::new(Next::New(Box::new(game)))));
            }
            Err(p) => dialog.set_problem(format!("Cannot start: {p}.")),
        }
    }

    fn open_case(&mut self, i: usize) {
        let all = explainer::scenarios();
        let Some(s) = all.get(i) else { return };
        match s.position() {
            Ok(pos) => {
                self.session
                    .open_case(GameState::from_position(s.rules, pos));
                self.explainer.opened(i);
                self.route.reset();
                self.notice = None;
            }
            Err(e) => self.warn(format!("scenario {}: {e}", s.title)),
        }
    }

    /// The explainer's "Try": a route goes on the board with its verdict; a
    /// refused pass is shown with the move that blocks it, drawn on the board.
    fn try_case(&mut self, proposal: &Proposal) {
        let Some(game) = self.session.board().filter(|_| self.session.case_open()) else {
            return;
        };
        match proposal {
            Proposal::Route(r) => self.route.propose(game, &r.0, true),
            Proposal::Pass if game.check(proposal).is_legal() => self.play(proposal),
            Proposal::Pass => self.route.refuse_pass(game, true),
        }
        self.notice = None;
    }
}
