//! The desktop app: menus, the board in the centre, the turn panel beside it.
//!
//! UI state that is not game state (selection, the route being built, open
//! dialogs) lives here; every rule question goes to the engine through `Game`.

pub mod board;
pub mod card_view;
pub mod computer;
pub mod dispute_panel;
pub mod explainer;
pub mod file_dialog;
pub mod files;
pub mod history;
pub mod setup;
pub mod turn;

use crate::card::Card;
use crate::game::Game;
use crate::rules::{Hole, HoleSet, Proposal, Route};
use board::{BoardInput, BoardMarks};
use serde::{Deserialize, Serialize};
use setup::{SetupAction, SetupDialog};

/// Preferences kept between runs.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
#[serde(default)]
pub struct Prefs {
    pub show_names: bool,
    /// Play a clicked landing at once instead of waiting for "Play route".
    pub play_at_once: bool,
}

/// A rules-explainer scenario loaded on the board instead of the game.
pub struct Sandbox {
    pub scenario: usize,
    pub game: Game,
}

/// The whole desktop app.
pub struct HopcardApp {
    pub game: Option<Game>,
    pub setup: Option<SetupDialog>,
    pub sandbox: Option<Sandbox>,
    /// The route being built: the selected piece first.
    pub route: Vec<Hole>,
    /// The last refusal or notice, shown beside the board.
    pub message: Option<String>,
    /// The route the last refusal was about ("Dispute this" records it).
    pub refused: Option<Vec<Hole>>,
    pub focus: Option<Hole>,
    pub prefs: Prefs,
    /// Take-back consent per player, while the take-back panel is open.
    pub takeback: Option<Vec<bool>>,
    pub show_card: bool,
    /// The open file prompt, if any (one at a time).
    pub prompt: Option<file_dialog::FilePrompt>,
    /// The clock for confirmations (a parameter so tests are deterministic).
    pub clock: fn() -> String,
    /// Dispute UI state: the log window, the change being written, notes.
    pub dispute: dispute_panel::DisputeUi,
    /// Autosave, recent games, the current file and the resume offer.
    pub files: files::FileState,
    /// The computer's search in progress, and its move on display.
    pub thinker: Option<computer::Thinker>,
    pub shown: Option<computer::Shown>,
}

const PREFS_KEY: &str = "hopcard-prefs";

/// The time now as "YYYY-MM-DD HH:MM UTC".
#[must_use]
pub fn utc_now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let date = crate::card::CardDate::from_days(i64::try_from(secs / 86_400).unwrap_or(0));
    let rem = secs % 86_400;
    format!("{date} {:02}:{:02} UTC", rem / 3600, rem % 3600 / 60)
}

impl Default for HopcardApp {
    fn default() -> HopcardApp {
        HopcardApp::new()
    }
}

impl HopcardApp {
    /// A fresh app showing the setup dialog.
    #[must_use]
    pub fn new() -> HopcardApp {
        HopcardApp {
            game: None,
            setup: Some(SetupDialog::new(Card::default())),
            sandbox: None,
            route: Vec::new(),
            message: None,
            refused: None,
            focus: None,
            prefs: Prefs::default(),
            takeback: None,
            show_card: false,
            prompt: None,
            clock: utc_now,
            dispute: dispute_panel::DisputeUi::default(),
            files: files::FileState::default(),
            thinker: None,
            shown: None,
        }
    }

    /// Whether the player to move in the real game is played by the computer.
    #[must_use]
    pub fn computer_to_move(&self) -> Option<crate::ai::Level> {
        if self.sandbox.is_some() {
            return None;
        }
        let game = self.game.as_ref()?;
        game.computer_level(game.position().turn())
    }

    /// Start, poll or finish the computer's turn; a changed position,
    /// an open dispute or the end of the game voids any search.
    fn drive_computer(&mut self, ctx: &egui::Context) {
        let level = self.computer_to_move();
        let Some(game) = self.game.as_ref() else {
            self.thinker = None;
            self.shown = None;
            return;
        };
        let blocked = game.open_dispute().is_some() || game.outcome().is_over();
        let Some(level) = level.filter(|_| !blocked) else {
            self.thinker = None;
            self.shown = None;
            return;
        };
        if let Some(shown) = &self.shown {
            if shown.position != *game.position() {
                self.shown = None;
            } else if shown.since.elapsed() >= computer::SHOW_ROUTE_FOR {
                let proposal = shown.proposal.clone();
                self.shown = None;
                if let Some(game) = self.game.as_mut()
                    && let Err(e) = game.play(&proposal)
                {
                    self.message = Some(format!("the computer's move {proposal} was refused: {e}"));
                }
                ctx.request_repaint();
                return;
            } else {
                ctx.request_repaint_after(
                    computer::SHOW_ROUTE_FOR.saturating_sub(shown.since.elapsed()),
                );
                return;
            }
        }
        let poll = match &self.thinker {
            Some(t) if t.position != *game.position() => None,
            Some(t) => Some(t.poll()),
            None => {
                let seed = game.plies().len() as u64;
                self.thinker = Some(computer::Thinker::start(game, level, seed));
                ctx.request_repaint_after(std::time::Duration::from_millis(50));
                return;
            }
        };
        match poll {
            None | Some(computer::Thought::Lost) => self.thinker = None,
            Some(computer::Thought::Thinking) => {
                ctx.request_repaint_after(std::time::Duration::from_millis(50));
            }
            Some(computer::Thought::Done(choice)) => {
                self.thinker = None;
                if let Some(choice) = choice {
                    self.shown = Some(computer::Shown {
                        proposal: choice.proposal,
                        position: game.position().clone(),
                        since: std::time::Instant::now(),
                    });
                    ctx.request_repaint_after(computer::SHOW_ROUTE_FOR);
                }
            }
        }
    }

    /// An app already playing `game` (for tests and resumed games).
    #[must_use]
    pub fn with_game(game: Game) -> HopcardApp {
        HopcardApp {
            game: Some(game),
            setup: None,
            ..HopcardApp::new()
        }
    }

    /// The game on the board: an explainer scenario, or the real game.
    #[must_use]
    pub fn active(&self) -> Option<&Game> {
        self.sandbox
            .as_ref()
            .map(|s| &s.game)
            .or(self.game.as_ref())
    }

    fn active_mut(&mut self) -> Option<&mut Game> {
        match &mut self.sandbox {
            Some(s) => Some(&mut s.game),
            None => self.game.as_mut(),
        }
    }

    fn clear_route(&mut self) {
        self.route.clear();
    }

    /// The holes to mark: every landing of the selected piece, or while a
    /// chain grows, the holes that can extend it.
    #[must_use]
    pub fn marks(&self) -> HoleSet {
        let Some(game) = self.active() else { return 0 };
        let pos = game.position();
        match self.route.len() {
            0 => 0,
            1 => pos.landings(game.rules(), self.route[0]),
            _ => pos.route_extensions(game.rules(), &Route(self.route.clone())),
        }
    }

    /// A click (or Space) on a hole: select, extend, take the shortest route, or refuse with the verdict.
    pub fn click(&mut self, hole: Hole) {
        if dispute_panel::take_click(self, hole) {
            return;
        }
        self.refused = None;
        if let Some(level) = self.computer_to_move() {
            self.message = Some(format!(
                "It is the computer's turn ({level}); wait for its move."
            ));
            return;
        }
        let Some(game) = self.active() else { return };
        let pos = game.position().clone();
        let rules = *game.rules();
        if let Some(text) = game.result_text() {
            self.message = Some(format!("The game is over. {text}"));
            return;
        }
        if pos.owner(hole) == Some(pos.turn()) {
            self.route = vec![hole];
            self.message = None;
            return;
        }
        if self.route.is_empty() {
            let verdict = pos.check(&rules, &Proposal::Route(Route(vec![hole])));
            self.message = Some(format!("{hole}: {verdict}"));
            self.refused = Some(vec![hole]);
            return;
        }
        let start = self.route[0];
        let landings = pos.landings(&rules, start);
        let extensions = pos.route_extensions(&rules, &Route(self.route.clone()));
        if self.route.len() == 1 && landings & hole.bit() != 0 {
            if let Some(r) = pos.routes_from(&rules, start).route_to(hole) {
                self.route = r.0;
                self.message = None;
                if self.prefs.play_at_once {
                    self.commit();
                }
            }
        } else if extensions & hole.bit() != 0 {
            self.route.push(hole);
            self.message = None;
        } else if landings & hole.bit() != 0 {
            if let Some(r) = pos.routes_from(&rules, start).route_to(hole) {
                self.route = r.0;
                self.message = None;
            }
        } else {
            let mut tried = self.route.clone();
            tried.push(hole);
            let verdict = pos.check(&rules, &Proposal::Route(Route(tried.clone())));
            self.message = Some(format!("{}: {verdict}", Route(tried.clone())));
            self.refused = Some(tried);
        }
    }

    /// Remove the last landing of the route being built (Backspace, right-click).
    pub fn undo_hop(&mut self) {
        if self.route.len() > 1 {
            self.route.pop();
        }
    }

    /// Play the route being built (Enter, "Play route").
    pub fn commit(&mut self) {
        if self.route.len() < 2 || self.computer_to_move().is_some() {
            return;
        }
        let proposal = Proposal::Route(Route(self.route.clone()));
        let Some(game) = self.active_mut() else {
            return;
        };
        match game.play(&proposal) {
            Ok(_) => {
                self.route.clear();
                self.message = None;
            }
            Err(e) => {
                self.message = Some(format!("{proposal}: {e}"));
                self.refused = Some(self.route.clone());
            }
        }
    }

    /// Pass, when the engine certifies there is no move.
    pub fn pass(&mut self) {
        if self.computer_to_move().is_some() {
            return;
        }
        let Some(game) = self.active_mut() else {
            return;
        };
        if let Err(e) = game.play(&Proposal::Pass) {
            self.message = Some(format!("pass: {e}"));
        }
        self.route.clear();
    }

    /// Take back the last move (called once every player agreed).
    pub fn take_back(&mut self) {
        let Some(game) = self.active_mut() else {
            return;
        };
        if let Err(e) = game.take_back() {
            self.message = Some(e.to_string());
        }
        self.takeback = None;
        self.route.clear();
    }

    /// Open the setup dialog for a new game (the current game stays until it starts).
    pub fn new_game(&mut self) {
        let mut card = self
            .game
            .as_ref()
            .map_or_else(Card::default, |g| g.card.for_new_game());
        card.clear_confirmations();
        self.setup = Some(SetupDialog::new(card));
    }

    /// Load explainer scenario `i` onto the board (the game waits underneath).
    pub fn open_scenario(&mut self, i: usize) {
        let all = explainer::scenarios();
        let Some(s) = all.get(i) else { return };
        match s.position() {
            Ok(pos) => {
                self.sandbox = Some(Sandbox {
                    scenario: i,
                    game: Game::from_position(s.rules, pos),
                });
                self.route.clear();
                self.message = None;
            }
            Err(e) => self.message = Some(format!("scenario {}: {e}", s.title)),
        }
    }

    fn menu(&mut self, ui: &mut egui::Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| {
                if ui.button("New game…").clicked() {
                    self.new_game();
                    ui.close();
                }
                self.file_menu(ui);
                if ui
                    .add_enabled(self.game.is_some(), egui::Button::new("Disputes…"))
                    .clicked()
                {
                    self.dispute.show_log = true;
                    ui.close();
                }
                if ui
                    .add_enabled(self.game.is_some(), egui::Button::new("Show the card"))
                    .clicked()
                {
                    self.show_card = true;
                    ui.close();
                }
                card_view::menu_items(self, ui);
            });
            ui.menu_button("Rules", |ui| {
                for (i, s) in explainer::scenarios().iter().enumerate() {
                    if ui.button(s.title).clicked() {
                        self.open_scenario(i);
                        ui.close();
                    }
                }
            });
            ui.menu_button("View", |ui| {
                ui.checkbox(&mut self.prefs.show_names, "Show hole names");
                ui.checkbox(
                    &mut self.prefs.play_at_once,
                    "Play a clicked landing at once",
                );
            });
        });
    }

    fn keyboard(&mut self, ui: &egui::Ui) {
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        let keys = [
            egui::Key::ArrowUp,
            egui::Key::ArrowDown,
            egui::Key::ArrowLeft,
            egui::Key::ArrowRight,
            egui::Key::Space,
            egui::Key::Enter,
            egui::Key::Backspace,
            egui::Key::Escape,
        ];
        for key in keys {
            if !ui.input(|i| i.key_pressed(key)) {
                continue;
            }
            match key {
                egui::Key::Space => {
                    if let Some(f) = self.focus {
                        self.click(f);
                    }
                }
                egui::Key::Enter => self.commit(),
                egui::Key::Backspace => self.undo_hop(),
                egui::Key::Escape => {
                    self.route.clear();
                    self.message = None;
                }
                arrow => {
                    let from = self
                        .focus
                        .or(self.route.first().copied())
                        .or_else(|| Hole::parse("I5"));
                    self.focus = from.map(|h| board::step_focus(h, arrow));
                }
            }
        }
    }

    /// The whole UI, inside any `Ui` (eframe's root, or a test harness).
    pub fn show(&mut self, ui: &mut egui::Ui) {
        self.files_before(ui.ctx());
        self.show_frame(ui);
        self.drive_computer(ui.ctx());
        self.files_after();
    }

    fn show_frame(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("menu").show(ui, |ui| self.menu(ui));
        self.file_prompt(ui.ctx());
        if let Some(dialog) = self.setup.as_mut().filter(|_| self.sandbox.is_none()) {
            let can_cancel = self.game.is_some();
            let now = (self.clock)();
            let action = egui::CentralPanel::default()
                .show(ui, |ui| dialog.show(ui, can_cancel, &now))
                .inner;
            match action {
                SetupAction::Start => match dialog.card.ready() {
                    Ok(pos) => {
                        let mut game = Game::new(dialog.card.signed(), pos);
                        game.computer = dialog.computer_seats();
                        self.game = Some(game);
                        self.setup = None;
                        self.sandbox = None;
                        self.clear_route();
                        self.message = None;
                    }
                    Err(p) => dialog.problem = Some(format!("Cannot start: {p}.")),
                },
                SetupAction::Cancel => self.setup = None,
                SetupAction::None => {}
            }
            return;
        }
        self.keyboard(ui);
        egui::Panel::right("turn")
            .default_size(290.0)
            .min_size(230.0)
            .show(ui, |ui| {
                turn::panel(self, ui);
            });
        dispute_panel::side_panel(self, ui);
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(sb) = &self.sandbox {
                let mut close = false;
                let scenario = explainer::scenarios();
                if let Some(s) = scenario.get(sb.scenario) {
                    ui.horizontal_wrapped(|ui| {
                        ui.strong(format!("Rules explainer: {}", s.title));
                        if ui.button("Back to the game").clicked() {
                            close = true;
                        }
                    });
                    ui.label(s.explanation);
                    ui.label(format!(
                        "Try: {}   (judged under: {})",
                        s.try_route, s.rules
                    ));
                }
                if close {
                    self.sandbox = None;
                    self.route.clear();
                    self.message = None;
                    return;
                }
            }
            dispute_panel::banner(self, ui);
            let frozen_route = dispute_panel::frozen_route(self);
            let marks = if frozen_route.is_some() {
                0
            } else {
                self.marks()
            };
            let shown_route: Option<Vec<Hole>> = match self.shown.as_ref().map(|s| &s.proposal) {
                Some(Proposal::Route(r)) if self.sandbox.is_none() => Some(r.0.clone()),
                _ => None,
            };
            let Some(game) = self.active() else {
                ui.label("No game yet: choose Game > New game.");
                return;
            };
            let last: Option<Vec<Hole>> = game.last_route().map(|r| r.0.clone());
            let input: BoardInput = board::board(
                ui,
                game.position(),
                &BoardMarks {
                    marks,
                    route: frozen_route
                        .as_deref()
                        .or(shown_route.as_deref())
                        .unwrap_or(&self.route),
                    last: last.as_deref(),
                    focus: self.focus,
                    show_names: self.prefs.show_names,
                    frozen: frozen_route.is_some(),
                },
            );
            if let Some(h) = input.clicked {
                self.focus = Some(h);
                self.click(h);
            }
            if input.right_clicked {
                self.undo_hop();
            }
        });
        if self.show_card {
            card_view::window(self, ui);
        }
        dispute_panel::log_window(self, ui);
    }

    /// Drive the open file prompt and act on the chosen path.
    fn file_prompt(&mut self, ctx: &egui::Context) {
        let Some(prompt) = &mut self.prompt else {
            return;
        };
        match prompt.show(ctx) {
            file_dialog::Answer::Waiting => {}
            file_dialog::Answer::Cancelled => self.prompt = None,
            file_dialog::Answer::Chosen(path) => {
                let purpose = prompt.purpose;
                self.prompt = None;
                self.path_chosen(purpose, &path);
            }
        }
    }

    /// A file was chosen for `purpose`. Each feature adds its arm here.
    fn path_chosen(&mut self, purpose: file_dialog::Purpose, path: &std::path::Path) {
        use file_dialog::Purpose;
        match purpose {
            Purpose::SaveGame => self.save_to(path),
            Purpose::OpenGame => self.open_from(path),
            Purpose::ExportCardTxt | Purpose::ExportCardRon | Purpose::ImportCard => {
                card_view::path_chosen(self, purpose, path);
            }
            Purpose::ExportDisputesTxt => {
                dispute_panel::export(self, crate::dispute::Format::Txt, path);
            }
            Purpose::ExportDisputesRon => {
                dispute_panel::export(self, crate::dispute::Format::Ron, path);
            }
        }
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

/// Open the desktop window with `file` (a game file named on the command
/// line) to open in it; returns the process exit code.
// A thin wrapper for now: opening the file is still to be written.
#[must_use]
pub fn run_desktop_with(_file: Option<std::path::PathBuf>) -> i32 {
    run_desktop()
}

/// Open the desktop window; returns the process exit code.
#[must_use]
pub fn run_desktop() -> i32 {
    #[cfg(all(unix, not(target_os = "macos")))]
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        eprintln!(
            "hopcard: no display found (DISPLAY and WAYLAND_DISPLAY are unset); run it in a desktop session, or use a subcommand (hopcard --help)"
        );
        return 1;
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Hopcard")
            .with_app_id("hopcard")
            .with_icon(crate::desktop::window_icon())
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([640.0, 480.0]),
        persist_window: true,
        ..Default::default()
    };
    let result = eframe::run_native(
        "Hopcard",
        options,
        Box::new(|cc| {
            let mut app = HopcardApp::new();
            if let Some(dir) = files::data_dir() {
                app.files = files::FileState::in_data_dir(&dir);
                app.offer_resume();
            }
            if let Some(storage) = cc.storage
                && let Some(prefs) = eframe::get_value::<Prefs>(storage, PREFS_KEY)
            {
                app.prefs = prefs;
            }
            Ok(Box::new(app))
        }),
    );
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("hopcard: could not open the window: {e}");
            1
        }
    }
}
