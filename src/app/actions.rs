//! What the user asks for, and the one place the app carries it out.
//!
//! Panels return [`Action`]s; [`HopcardApp::apply`] applies them, through
//! the session for anything that changes the game or its files.

use super::file_dialog::Purpose;
use super::route::LandingClick;
use super::setup::SetupDialog;
use super::{HopcardApp, Prefs, card_view, dispute_panel, explainer, files};
use crate::card::Card;
use crate::dispute::{DisputeEdit, Resolution};
use crate::rules::{Hole, Proposal};
use crate::session::{Next, Session};
use crate::state::GameState;
use std::path::{Path, PathBuf};

/// What the user asked for; [`HopcardApp::apply`] carries it out.
#[derive(Clone, Debug)]
pub enum Action {
    /// A click (or Space) on a hole of the board.
    Click(Hole),
    UndoHop,
    CancelRoute,
    CommitRoute,
    Play(Proposal),
    /// The computer's move for its seat.
    ComputerPlays(Proposal),
    /// Take back this many moves (a person's move and the computer's reply
    /// go together); every person has agreed.
    TakeBack(usize),
    RaiseDispute {
        by: usize,
        route: Vec<Hole>,
    },
    EditDispute(DisputeEdit),
    ResolveDispute(Resolution),
    ShowDisputeLog,
    ShowCard,
    /// Open the setup dialog for a new game (the current game stays until one starts).
    NewGame,
    /// The setup dialog's Start: a new game replaces the current one.
    Start(Box<GameState>),
    CloseSetup,
    OpenCase(usize),
    CloseCase,
    /// The explainer's "Try": put the case's route on the board, or ask to pass.
    TryCase(Proposal),
    ProposeChange,
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
    Answer(files::Answer),
    /// The View menu's choices.
    SetPrefs(Prefs),
    /// A second window: show the locked game read-only, or play a separate one.
    ReadOnly,
    SeparateGame,
    /// Step through the game's earlier positions.
    Review(super::review::ReviewStep),
    /// "Suggest a move" for the player to move.
    Hint,
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
            Action::Click(hole) => self.click(hole),
            Action::UndoHop => self.route.undo_hop(),
            Action::CancelRoute => self.route.reset(),
            Action::CommitRoute => {
                if let Some(a) = self.route.commit() {
                    self.apply(a);
                }
            }
            Action::Play(p) => self.play(&p),
            Action::ComputerPlays(p) => self.play_for_anyone(&p),
            Action::TakeBack(n) => self.take_back(n),
            Action::RaiseDispute { .. }
            | Action::EditDispute(_)
            | Action::ResolveDispute(_)
            | Action::ShowDisputeLog => self.apply_dispute(action),
            Action::NewGame | Action::Start(_) | Action::CloseSetup | Action::ProposeChange => {
                self.apply_setup(action);
            }
            Action::OpenCase(i) => self.open_case(i),
            Action::TryCase(p) => self.try_case(&p),
            Action::CloseCase => {
                self.session.close_case();
                self.route.reset();
            }
            Action::ShowCard => self.card.open(),
            Action::Review(step) => self.review_step(step),
            Action::Hint => {
                if let Some(game) = self.session.game().filter(|g| !g.card.no_hints) {
                    self.hint.ask(game);
                }
            }
            Action::SetPrefs(prefs) => self.prefs = prefs,
            _ => self.apply_files(action),
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
            Err(e) => {
                let on_case = self.session.case_open();
                match self.session.board() {
                    Some(game) if matches!(proposal, Proposal::Route(_)) => {
                        self.route.refused(game, on_case);
                    }
                    _ => self.warn(format!("{proposal}: {e}")),
                }
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

    fn apply_dispute(&mut self, action: Action) {
        let done =
            match action {
                Action::RaiseDispute { by, route } => {
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
                Action::EditDispute(edit) => self.session.edit_dispute(edit),
                Action::ResolveDispute(resolution) => {
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
                _ => {
                    self.disputes.show_log();
                    Ok(())
                }
            };
        self.disputes.set_note(done.err().map(|e| e.to_string()));
    }

    fn apply_setup(&mut self, action: Action) {
        match action {
            Action::NewGame => {
                // The next card: this game's, with any change its disputes
                // agreed applied; every player confirms it again.
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
                self.setup = Some(match seats {
                    Some(seats) => dialog.with_seats(&seats),
                    None => dialog,
                });
            }
            Action::Start(game) => self.transition(Next::New(game)),
            Action::CloseSetup => self.setup = None,
            _ => {
                if let Some(game) = self.session.game() {
                    self.setup = Some(card_view::proposed_change(game));
                    self.card.close();
                }
            }
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

    /// Replace the game, asking "Save / Don't save / Cancel" first when it
    /// has moves that are in no file.
    fn transition(&mut self, next: Next) {
        if self.session.needs_asking() {
            self.files.ask(files::Pending::Replace(Box::new(next)));
        } else {
            self.replace_now(next);
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

    fn replace_now(&mut self, next: Next) {
        let opened = match &next {
            Next::Opened { path, .. } => Some(path.clone()),
            _ => None,
        };
        match self.session.replace(next) {
            Ok(replaced) => {
                self.forget_the_board();
                self.setup = None;
                self.files.replaced();
                let mut text =
                    opened.map_or_else(String::new, |p| format!("Opened {}. ", p.display()));
                if let Some(kept) = replaced.kept {
                    text.push_str(&format!(
                        "The previous game was kept as {} (Game > Recover…).",
                        kept.display()
                    ));
                }
                self.notice = (!text.is_empty()).then(|| Notice {
                    text: text.trim().to_string(),
                    problem: false,
                });
            }
            Err(e) => self.warn(e.to_string()),
        }
    }

    fn apply_files(&mut self, action: Action) {
        match action {
            Action::Prompt(purpose) => self.open_prompt(purpose),
            Action::PathChosen(purpose, path) => self.path_chosen(purpose, &path),
            Action::Save => match self.session.file().map(Path::to_path_buf) {
                Some(path) => self.save_to(&path),
                None => self.open_prompt(Purpose::SaveGame),
            },
            Action::OpenGame(path) => self.files.start_loading(&path, false),
            Action::RecoverGame(path) => self.files.start_loading(&path, true),
            Action::Replace(next) => self.transition(*next),
            Action::LoadFailed(text) => self.warn(text),
            Action::ShowRecover => self.files.show_recover(self.session.kept_folder()),
            Action::Resume => {
                self.session.resume();
                self.forget_the_board();
                self.setup = None;
                self.tell("Resumed the unfinished game.");
                self.open_pending();
            }
            Action::Decline => match self.session.decline() {
                Ok(kept) => {
                    self.forget_the_board();
                    self.setup = Some(SetupDialog::new(Card::default()));
                    if let Some(kept) = kept {
                        self.tell(format!(
                            "The unfinished game was kept as {} (Game > Recover…).",
                            kept.display()
                        ));
                    }
                    self.open_pending();
                }
                Err(e) => self.warn(e.to_string()),
            },
            Action::Answer(answer) => self.answer(answer),
            Action::ReadOnly | Action::SeparateGame => self.second_window(&action),
            _ => {}
        }
    }

    fn open_prompt(&mut self, purpose: Purpose) {
        let game = self.session.game();
        let name = match purpose {
            Purpose::SaveGame => self.session.file().and_then(Path::file_name).map_or_else(
                || format!("hopcard-game.{}", crate::storage::EXTENSION),
                |n| n.to_string_lossy().to_string(),
            ),
            Purpose::ExportCardTxt | Purpose::ExportCardRon | Purpose::ExportCardPdf(_) => game
                .map_or_else(String::new, |g| {
                    card_view::export_name(&g.card, purpose, self.session.clock()())
                }),
            Purpose::ExportDisputesTxt
            | Purpose::ExportDisputesRon
            | Purpose::ExportDisputesPdf(_) => game.map_or_else(String::new, |g| {
                dispute_panel::export_name(g, purpose, self.session.clock()())
            }),
            Purpose::ExportRecordTxt => game.map_or_else(String::new, |g| {
                let seats: Vec<&str> = g.card.players.iter().map(|p| p.colour.as_str()).collect();
                format!(
                    "hopcard-record-{}-{}.txt",
                    seats.join("-"),
                    crate::clock::file_stamp(self.session.clock()())
                )
            }),
            Purpose::OpenGame | Purpose::ImportCard => String::new(),
        };
        self.files.prompt(purpose, &name);
    }

    fn path_chosen(&mut self, purpose: Purpose, path: &Path) {
        match purpose {
            Purpose::SaveGame => {
                self.save_to(path);
                if self.session.needs_asking() {
                    self.files.take_after_save();
                } else if let Some(p) = self.files.take_after_save() {
                    self.carry_on(p);
                }
            }
            Purpose::OpenGame => self.files.start_loading(path, false),
            Purpose::ImportCard => match card_view::import(path) {
                Ok(dialog) => {
                    self.setup = Some(dialog);
                    self.card.close();
                    self.session.close_case();
                }
                Err(e) => {
                    self.report_problem(format!("Card not imported: {}: {e}", path.display()));
                }
            },
            Purpose::ExportCardTxt | Purpose::ExportCardRon | Purpose::ExportCardPdf(_) => {
                let Some(game) = self.session.game() else {
                    return;
                };
                let text = card_view::export(&game.card, purpose, path);
                self.tell(text);
            }
            Purpose::ExportDisputesTxt
            | Purpose::ExportDisputesRon
            | Purpose::ExportDisputesPdf(_) => {
                let Some(game) = self.session.game() else {
                    return;
                };
                let text = dispute_panel::export(game, purpose, path);
                self.tell(text);
            }
            Purpose::ExportRecordTxt => {
                let Some(game) = self.session.game() else {
                    return;
                };
                let text = match crate::fsio::atomic_write(path, game.record_text().as_bytes()) {
                    Ok(()) => format!("Game record written to {}", path.display()),
                    Err(e) => format!("The game record was not written: {e}"),
                };
                self.tell(text);
            }
        }
    }

    /// A problem shown where the user is looking: the setup form, or the status line.
    fn report_problem(&mut self, text: String) {
        match &mut self.setup {
            Some(dialog) => dialog.set_problem(text),
            None => self.warn(text),
        }
    }

    fn save_to(&mut self, path: &Path) {
        match self.session.save_to(path) {
            Ok(()) => self.tell(format!("Saved the game to {}.", path.display())),
            Err(crate::session::SessionError::Recent(e)) => self.warn(format!(
                "Saved the game to {}, but the recent list could not be updated: {e}",
                path.display()
            )),
            Err(e) => self.warn(e.to_string()),
        }
    }

    fn answer(&mut self, answer: files::Answer) {
        let Some(pending) = self.files.take_question() else {
            return;
        };
        match answer {
            files::Answer::Cancel => {}
            files::Answer::DontSave => self.carry_on_unsaved(pending),
            files::Answer::Save => match self.session.file().map(Path::to_path_buf) {
                Some(path) => {
                    self.save_to(&path);
                    if !self.session.needs_asking() {
                        self.carry_on(pending);
                    }
                }
                None => {
                    self.files.after_save(pending);
                    self.open_prompt(Purpose::SaveGame);
                }
            },
        }
    }

    /// Go on with `pending` once the game is safe in its file.
    fn carry_on(&mut self, pending: files::Pending) {
        match pending {
            files::Pending::Replace(next) => self.replace_now(*next),
            files::Pending::Quit => self.files.confirm_quit(),
        }
    }

    /// "Don't save": the game is kept for recovery anyway, then we go on.
    fn carry_on_unsaved(&mut self, pending: files::Pending) {
        match pending {
            files::Pending::Replace(next) => self.replace_now(*next),
            files::Pending::Quit => match self.session.keep_before_quit() {
                Ok(_) => self.files.confirm_quit(),
                Err(e) => self.warn(e.to_string()),
            },
        }
    }

    /// Open the file named on the command line, once nothing is in its way.
    fn open_pending(&mut self) {
        if let Some(path) = self.files.take_pending_open() {
            self.open_at_start(&path);
        }
    }

    fn second_window(&mut self, action: &Action) {
        let Some(dir) = self.files.take_locked_dir() else {
            return;
        };
        let clock = self.session.clock();
        if matches!(action, Action::ReadOnly) {
            self.session = Session::read_only(&dir, clock);
            self.setup = None;
            // A file named on the command line is shown in a separate game instead.
            if let Some(path) = self.files.take_pending_open() {
                self.warn(format!(
                    "{} was not opened: this window is read-only. Open it in a separate game.",
                    path.display()
                ));
            }
            return;
        }
        match Session::separate(&dir, clock) {
            Ok(session) => {
                self.session = session;
                self.setup = Some(SetupDialog::new(Card::default()));
            }
            Err(e) => {
                self.session = Session::in_memory(clock);
                self.setup = Some(SetupDialog::new(Card::default()));
                self.warn(format!("{e}; this game is not autosaved"));
            }
        }
        self.open_pending();
    }
}
