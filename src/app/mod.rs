//! The desktop app: menus, the board in the centre, the turn panel beside it.
//!
//! State is apart from behaviour: the [`Session`] owns the game's life, each
//! panel is a struct with private state whose `ui` draws from `&GameState`
//! and returns the [`Action`] the user asked for, and [`HopcardApp::apply`]
//! is the one place that carries actions out.

pub mod actions;
pub mod animation;
pub mod board;
mod calendar;
mod card_changes;
pub mod card_view;
pub mod computer;
pub mod dispute_panel;
pub mod explainer;
pub mod file_dialog;
mod file_flow;
pub mod files;
pub mod help;
pub mod hint;
pub mod history;
mod layout;
mod prefs;
pub mod review;
pub mod route;
mod run;
pub mod setup;
mod steady;
mod text;
pub mod turn;

pub use run::run_desktop_with;

use crate::card::Card;
use crate::clock::Clock;
use crate::rules::{Hole, Proposal};
use crate::session::Session;
use crate::state::GameState;
pub use actions::{
    Action, CaseAction, DisputeAction, FileAction, GameAction, Notice, RouteAction, SetupStep,
    ViewAction,
};
use board::{BoardInput, BoardMarks};
use file_dialog::Purpose;
use layout::{DisputeLayout, window};
pub use prefs::Prefs;
use setup::{SetupAction, SetupDialog};
use std::path::Path;

/// The whole desktop app. No public fields: tests drive it through the UI
/// (AccessKit labels) and read it through the accessors below.
pub struct HopcardApp {
    session: Session,
    route: route::RouteBuilder,
    turn: turn::TurnPanel,
    setup: Option<SetupDialog>,
    disputes: dispute_panel::DisputePanel,
    card: card_view::CardWindow,
    help: help::HelpWindow,
    explainer: explainer::Explainer,
    review: review::Review,
    hint: hint::HintSeat,
    motion: Option<animation::Motion>,
    files: files::FilesUi,
    computer: computer::ComputerSeat,
    notice: Option<Notice>,
    prefs: Prefs,
}

const PREFS_KEY: &str = "hopcard-prefs";

impl HopcardApp {
    /// An app over `session`: the resume offer if it has one, else the game,
    /// else the setup dialog.
    #[must_use]
    pub fn new(session: Session) -> HopcardApp {
        let setup = (session.game().is_none() && session.resume_offer().is_none())
            .then(|| SetupDialog::new(Card::default()));
        HopcardApp {
            session,
            route: route::RouteBuilder::default(),
            turn: turn::TurnPanel::default(),
            setup,
            disputes: dispute_panel::DisputePanel::default(),
            card: card_view::CardWindow::default(),
            help: help::HelpWindow::default(),
            explainer: explainer::Explainer::default(),
            review: review::Review::default(),
            hint: hint::HintSeat::default(),
            motion: None,
            files: files::FilesUi::default(),
            computer: computer::ComputerSeat::default(),
            notice: None,
            prefs: Prefs::default(),
        }
    }

    /// An in-memory app already playing `game` (tests), stamped by `clock`.
    #[must_use]
    pub fn with_game(game: GameState, clock: Clock) -> HopcardApp {
        HopcardApp::new(Session::with_game(game, clock))
    }

    /// The app as a window starts it: the data folder's autosave slot, or,
    /// when another window holds it, the choice between read-only and a
    /// separate game.
    #[must_use]
    pub fn starting(dir: &Path, clock: Clock) -> HopcardApp {
        match Session::start(dir, clock) {
            Ok(session) => {
                let mut app = HopcardApp::new(session);
                app.check_window_file(dir);
                app
            }
            // A folder that cannot be written is no second window: say what it is.
            Err(crate::session::SlotError::Io(e)) => {
                HopcardApp::new(Session::without_folder(dir, e.cause.clone(), clock))
            }
            Err(e) => {
                let mut app = HopcardApp::new(Session::in_memory(clock));
                app.setup = None;
                app.files.locked(dir, e.to_string());
                app
            }
        }
    }

    // ---- Read-only views (for tests and the window title) ----

    /// The real game, if one is being played.
    #[must_use]
    pub fn game(&self) -> Option<&GameState> {
        self.session.game()
    }

    #[must_use]
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The route being built (start first).
    #[must_use]
    pub fn route(&self) -> &[Hole] {
        self.route.route()
    }

    /// The hole with the keyboard focus ring.
    #[must_use]
    pub fn focus(&self) -> Option<Hole> {
        self.route.focus()
    }

    #[must_use]
    pub fn setup_open(&self) -> bool {
        self.setup.is_some()
    }

    #[must_use]
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// Whether the computer is thinking or showing its move.
    #[must_use]
    pub fn computer_busy(&self) -> bool {
        self.computer.busy()
    }

    /// Whether the computer's move is on display, about to be played.
    #[must_use]
    pub fn computer_showing(&self) -> bool {
        self.computer.showing().is_some()
    }

    /// The card in the setup dialog, while it is open.
    #[must_use]
    pub fn setup_card(&self) -> Option<&Card> {
        self.setup.as_ref().map(SetupDialog::card)
    }

    /// The card the card window shows and the exports write: the setup
    /// form's while it is open, else the game's.
    fn shown_card(&self) -> Option<card_view::Shown<'_>> {
        match (&self.setup, self.session.game()) {
            (Some(dialog), _) => Some(card_view::Shown::Setup(dialog.card())),
            (None, Some(game)) => Some(card_view::Shown::Game(&game.card)),
            (None, None) => None,
        }
    }

    /// What the open file prompt is for, if one is open.
    #[must_use]
    pub fn prompt_purpose(&self) -> Option<Purpose> {
        self.files.prompt_purpose()
    }

    /// A played move is still travelling across the board.
    #[must_use]
    pub fn animating(&self) -> bool {
        self.motion.is_some()
    }

    /// Write through `writer` from now on (the desktop's background one;
    /// tests give a held one to play a slow disk).
    #[must_use]
    pub fn with_writer(mut self, writer: crate::session::Writer) -> HopcardApp {
        self.session.use_writer(writer);
        self
    }

    pub fn set_prefs(&mut self, prefs: Prefs) {
        self.prefs = prefs;
    }

    fn tell(&mut self, text: impl Into<String>) {
        self.notice = Some(Notice {
            text: text.into(),
            problem: false,
        });
    }

    fn warn(&mut self, text: impl Into<String>) {
        self.notice = Some(Notice {
            text: text.into(),
            problem: true,
        });
    }

    /// Whether the player to move in the real game is played by the computer.
    fn computer_to_move(&self) -> Option<crate::seat::Level> {
        // A read-only window shows another window's game; its computer plays there.
        if self.session.case_open() || self.session.is_read_only() {
            return None;
        }
        let game = self.session.game()?;
        game.computer_level(game.position().turn())
    }

    fn keyboard(&mut self, ui: &egui::Ui) -> Vec<Action> {
        if ui.ctx().egui_wants_keyboard_input() {
            return Vec::new();
        }
        let mut actions = Vec::new();
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
        // The review is of the game itself: not while an explainer case is shown.
        let can_review = !self.session.case_open();
        let reviewing = can_review && self.review.at().is_some();
        for key in presses {
            match key {
                egui::Key::PageUp if can_review => {
                    actions.push(Action::Game(GameAction::Review(review::ReviewStep::Back)));
                }
                egui::Key::PageDown if can_review => {
                    actions.push(Action::Game(GameAction::Review(
                        review::ReviewStep::Forward,
                    )));
                }
                egui::Key::ArrowLeft if reviewing => {
                    actions.push(Action::Game(GameAction::Review(review::ReviewStep::Back)));
                }
                egui::Key::ArrowRight if reviewing => {
                    actions.push(Action::Game(GameAction::Review(
                        review::ReviewStep::Forward,
                    )));
                }
                egui::Key::Escape if reviewing => {
                    actions.push(Action::Game(GameAction::Review(review::ReviewStep::Exit)));
                }
                egui::Key::Space => actions.push(Action::Route(RouteAction::ClickFocus)),
                egui::Key::Enter => actions.push(Action::Route(RouteAction::Commit)),
                egui::Key::Backspace => actions.push(Action::Route(RouteAction::UndoHop)),
                egui::Key::Escape => actions.push(Action::Route(RouteAction::Cancel)),
                egui::Key::F1 => actions.push(Action::View(ViewAction::OpenHelp)),
                egui::Key::ArrowUp
                | egui::Key::ArrowDown
                | egui::Key::ArrowLeft
                | egui::Key::ArrowRight => {
                    actions.push(Action::Route(RouteAction::StepFocus(key)));
                }
                _ => {}
            }
        }
        actions
    }

    /// The whole UI, inside any `Ui` (eframe's root, or a test harness).
    pub fn show(&mut self, ui: &mut egui::Ui) {
        if text::install_fonts(ui.ctx()) {
            // A harness's first pass: the fonts take effect from the next.
            ui.ctx().request_discard("the screen fonts were installed");
            ui.ctx().request_repaint();
            return;
        }
        // Ctrl+Q is the window's close button: unsaved moves are asked
        // about when the close request arrives (FileAction::CloseRequested).
        let quit = egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::Q);
        if ui.ctx().input_mut(|i| i.consume_shortcut(&quit)) {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
        let mut actions = Vec::new();
        if ui.ctx().input(|i| i.viewport().close_requested()) {
            actions.push(Action::File(FileAction::CloseRequested));
        }
        actions.extend(
            self.files
                .shortcuts(ui.ctx(), self.session.game().is_some()),
        );
        actions.extend(self.show_frame(ui));
        if let Some(a) = self
            .computer
            .drive(ui.ctx(), self.session.game(), self.computer_to_move())
        {
            actions.push(a);
        }
        for action in actions {
            self.apply(action);
        }
        // What finished off the UI thread, after this frame's own actions.
        let mut finished = Vec::new();
        if self.hint.poll(ui.ctx(), self.session.game()) {
            finished.push(Action::Game(GameAction::HintShown));
        }
        finished.extend(self.files.poll_loading(ui.ctx()));
        if self.session.writes_finished() {
            finished.push(Action::File(FileAction::WritesFinished));
        }
        for action in finished {
            self.apply(action);
        }
        if self.session.writes_pending() {
            // Look again soon: the status line says when the write lands.
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(20));
        }
        self.files.window_commands(ui.ctx());
    }

    fn show_frame(&mut self, ui: &mut egui::Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        egui::Panel::top("menu").show(ui, |ui| actions.extend(self.menu(ui)));
        // Under the setup form the line is always there, a line high: a
        // notice appearing in it moves none of the form's buttons.
        let setup = self.setup.is_some();
        let shown = setup || files::has_status(&self.session, self.notice.as_ref());
        let status = shown.then(|| {
            egui::Panel::bottom("status")
                .show(ui, |ui| {
                    if setup {
                        ui.set_min_height(ui.spacing().interact_size.y);
                    }
                    files::status_line(ui, &self.session, self.notice.as_ref());
                })
                .response
                .rect
                .height()
        });
        files::settle_status(ui.ctx(), status);
        // Windows open inside the area under the menu bar, never over it.
        let area = ui.available_rect_before_wrap();
        actions.extend(self.files.windows(ui.ctx(), &self.session, area));
        self.help.ui(ui.ctx(), area);
        if self.files.blocks_board(&self.session) {
            egui::CentralPanel::default().show(ui, |ui| {
                // A card in the middle of the window, as a welcome screen would be.
                ui.add_space((ui.available_height() * 0.15).min(120.0));
                ui.vertical_centered(|ui| {
                    ui.set_max_width(520.0);
                    egui::Frame::group(ui.style())
                        .inner_margin(16.0)
                        .show(ui, |ui| {
                            let left = egui::Layout::top_down(egui::Align::Min);
                            ui.with_layout(left, |ui| {
                                actions.extend(self.files.first_screen(ui, &self.session));
                            });
                        });
                });
            });
            return actions;
        }
        if self.setup.is_some() {
            actions.extend(self.setup_screen(ui));
            // The card can be shown (and exported) before the game starts.
            if let Some(dialog) = &self.setup {
                let shown = card_view::Shown::Setup(dialog.card());
                actions.extend(self.card.ui(ui.ctx(), shown, area));
            }
            return actions;
        }
        actions.extend(self.keyboard(ui));
        actions.extend(self.side_panels(ui));
        egui::CentralPanel::default().show(ui, |ui| actions.extend(self.centre(ui)));
        if let Some(game) = self.session.game() {
            let shown = card_view::Shown::Game(&game.card);
            actions.extend(self.card.ui(ui.ctx(), shown, area));
            actions.extend(self.disputes.log_window(ui.ctx(), game, area));
        }
        actions
    }

    fn setup_screen(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        let dialog = self.setup.as_mut()?;
        let can_cancel = self.session.game().is_some();
        let now = self.session.now_text();
        let reports = self.session.reports().to_vec();
        let action = egui::CentralPanel::default()
            .show(ui, |ui| {
                files::reports(ui, &reports);
                dialog.show(ui, can_cancel, &now)
            })
            .inner;
        match action {
            SetupAction::Start => Some(Action::Setup(SetupStep::StartFromForm)),
            SetupAction::Cancel => Some(Action::Setup(SetupStep::Close)),
            SetupAction::ShowCard => Some(Action::View(ViewAction::ShowCard)),
            SetupAction::ResetOptions => Some(Action::Setup(SetupStep::ResetOptions)),
            SetupAction::Tell(text) => Some(Action::Setup(SetupStep::Tell(text))),
            SetupAction::None => None,
        }
    }

    fn side_panels(&mut self, ui: &mut egui::Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        let Some(game) = self.session.board() else {
            return actions;
        };
        let view = turn::TurnView {
            game,
            route: &self.route,
            computer: self.computer_to_move(),
            computer_showing: self.computer.showing().is_some(),
            on_case: self.session.case_open(),
            read_only: self.session.is_read_only(),
            dispute_note: self.disputes.note(),
            hint: self.hint.shown(game.position()),
            hint_busy: self.hint.busy(),
            palette: self.prefs.palette,
            reviewing: self.review.at().filter(|_| !self.session.case_open()),
        };
        let full = ui.available_width();
        let disputed = !self.session.case_open() && game.open_dispute().is_some();
        if disputed {
            // While a dispute is open the board keeps at least half of the
            // window: the record takes a fixed share, and the turn panel
            // (which has nothing to offer on a frozen board) folds away
            // when the two would not leave that half.
            let layout = DisputeLayout::for_width(full);
            if let Some(width) = layout.turn {
                // Not an exact size: a panel whose content is wider than its
                // fixed width reports less than it paints, and the board
                // would slide under it.
                egui::Panel::right("turn-during-dispute")
                    .default_size(width)
                    .size_range(width..=DisputeLayout::TURN_MAX)
                    .resizable(false)
                    .show(ui, |ui| {
                        ui.set_max_width(ui.available_width());
                        actions.extend(self.turn.ui(ui, &view));
                    });
            }
            if let Some(game) = self.session.game() {
                actions.extend(self.disputes.side_panel(ui, game, layout.record));
            }
            return actions;
        }
        // The width comes from the window's: a long message wraps instead of
        // widening the panel, and a width dragged at one window size is kept
        // for that size only (the panel's id names the size).
        let width = (full * 0.3).clamp(240.0_f32.min(full * 0.45), 380.0);
        let bucket = (full / 160.0).round() as u32;
        egui::Panel::right(egui::Id::unique(("turn", bucket)))
            .default_size(width)
            .size_range(230.0_f32.min(width)..=420.0)
            .show(ui, |ui| {
                ui.set_max_width(ui.available_width());
                actions.extend(self.turn.ui(ui, &view));
            });
        actions
    }

    fn centre(&mut self, ui: &mut egui::Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        if self.session.case_open() {
            actions.extend(self.explainer.banner(ui, self.session.board()));
        }
        let Some(game) = self.session.board() else {
            ui.label("No game yet: choose Game > New game.");
            return actions;
        };
        if let Some(at) = self.review.at().filter(|_| !self.session.case_open()) {
            actions.extend(self.review_centre(ui, at));
            return actions;
        }
        let frozen = game.open_dispute().filter(|_| !self.session.case_open());
        if let Some(d) = frozen {
            dispute_panel::banner(ui, d);
        }
        let frozen_route = frozen.map(|d| d.route.0.clone());
        let shown = self
            .computer
            .showing()
            .filter(|_| !self.session.case_open());
        let shown_route = match shown {
            Some(Proposal::Route(r)) => Some(r.0.clone()),
            // A hint is drawn like a route until the player builds their own.
            _ => self
                .hint
                .shown(game.position())
                .filter(|_| self.route.route().is_empty() && !self.session.case_open())
                .map(|h| h.route.clone()),
        };
        let marks = if frozen.is_some() {
            0
        } else {
            self.route.marks(game)
        };
        let last: Option<Vec<Hole>> = game.last_route().map(|r| r.0.clone());
        let restricted = turn::camp_rules(game);
        let moving = animation::moving_now(&mut self.motion, ui);
        let input: BoardInput = board::board(
            ui,
            game.position(),
            &BoardMarks {
                marks,
                route: frozen_route
                    .as_deref()
                    .or(shown_route.as_deref())
                    .unwrap_or(self.route.route()),
                last: last.as_deref(),
                focus: self.route.focus(),
                show_names: self.prefs.show_names,
                look: board::Look {
                    palette: self.prefs.palette,
                    letters: self.prefs.letters,
                },
                frozen: frozen.is_some(),
                moving: moving.as_ref().map(|(r, p)| (r.as_slice(), *p)),
                restricted: &restricted,
            },
        );
        if let Some(h) = input.clicked {
            actions.push(Action::Route(RouteAction::Click(h)));
        }
        if input.right_clicked {
            actions.push(Action::Route(RouteAction::UndoHop));
        }
        actions
    }

    /// The board in review: an earlier position with that move's route, no
    /// clicks, and the bar with the way back.
    fn review_centre(&mut self, ui: &mut egui::Ui, at: usize) -> Vec<Action> {
        let Some(game) = self.session.game() else {
            return Vec::new();
        };
        let mut actions: Vec<Action> = review::bar(ui, game, at).into_iter().collect();
        let (position, route) = review::position_at(game, at);
        board::board(
            ui,
            &position,
            &BoardMarks {
                marks: 0,
                route: &[],
                last: route.as_deref(),
                focus: None,
                show_names: self.prefs.show_names,
                look: board::Look {
                    palette: self.prefs.palette,
                    letters: self.prefs.letters,
                },
                frozen: false,
                moving: None,
                restricted: &[],
            },
        );
        actions.retain(|a| matches!(a, Action::Game(GameAction::Review(_))));
        actions
    }

    fn menu(&mut self, ui: &mut egui::Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        let has_game = self.session.game().is_some();
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| {
                if ui.button("New game…").clicked() {
                    actions.push(Action::Setup(SetupStep::NewGame));
                }
                actions.extend(self.files.menu_items(ui, &self.session));
                if ui
                    .add_enabled(has_game, egui::Button::new("Disputes…"))
                    .clicked()
                {
                    actions.push(Action::Dispute(DisputeAction::ShowLog));
                }
                // While the setup form is open its card is the one shown
                // and exported, once every player has confirmed it.
                let card = card_view::to_export(self.shown_card()).is_some();
                actions.extend(card_view::menu_items(ui, card));
                if ui
                    .add_enabled(has_game, egui::Button::new("Export game record as text…"))
                    .clicked()
                {
                    actions.push(Action::File(FileAction::Prompt(Purpose::ExportRecordTxt)));
                }
                ui.separator();
                let quit = egui::Button::new("Quit").shortcut_text("Ctrl+Q");
                if ui.add(quit).clicked() {
                    // The same way out as the window's close button: unsaved
                    // moves are asked about first (CloseRequested).
                    ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                    ui.close();
                }
                if !actions.is_empty() {
                    ui.close();
                }
            });
            ui.menu_button("Rules", |ui| {
                for (i, s) in explainer::scenarios().iter().enumerate() {
                    if ui.button(s.title).clicked() {
                        actions.push(Action::Case(CaseAction::Open(i)));
                        ui.close();
                    }
                }
            });
            ui.menu_button("View", |ui| {
                let mut prefs = self.prefs.clone();
                ui.checkbox(&mut prefs.show_names, "Show hole names");
                ui.checkbox(&mut prefs.play_at_once, "Play a clicked landing at once");
                ui.checkbox(&mut prefs.animate, "Animate moves");
                ui.checkbox(&mut prefs.letters, "Mark pieces with letters");
                let mut safe = prefs.palette == board::Palette::ColourBlindSafe;
                ui.checkbox(&mut safe, "Colour-blind-safe colours");
                prefs.palette = if safe {
                    board::Palette::ColourBlindSafe
                } else {
                    board::Palette::Standard
                };
                if prefs != self.prefs {
                    actions.push(Action::View(ViewAction::SetPrefs(prefs)));
                }
            });
            ui.menu_button("Help", |ui| {
                if ui.button("Help (F1)").clicked() {
                    actions.push(Action::View(ViewAction::OpenHelp));
                    ui.close();
                }
            });
        });
        actions
    }
}

impl eframe::App for HopcardApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, PREFS_KEY, &self.prefs);
    }
}
