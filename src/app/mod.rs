//! The desktop app: menus, the board in the centre, the turn panel beside it.
//!
//! State is apart from behaviour: the [`Session`] owns the game's life; each
//! panel and window is a struct with private state whose `ui` draws from a
//! read-only [`View`] and returns the [`Action`]s the user asked for
//! (registered in one place, [`panels::Panels`]); and [`HopcardApp::apply`]
//! is the one place that carries actions out.

pub(crate) mod actions;
pub(crate) mod animation;
mod announce;
pub(crate) mod board;
mod board_panel;
mod calendar;
mod card_changes;
pub(crate) mod card_view;
mod commands;
pub(crate) mod computer;
pub(crate) mod dispute_panel;
pub(crate) mod explainer;
pub(crate) mod file_dialog;
mod file_flow;
pub(crate) mod files;
pub(crate) mod help;
pub(crate) mod hint;
pub(crate) mod history;
mod keys;
mod layout;
mod menu;
mod panels;
mod prefs;
pub(crate) mod print_out;
pub(crate) mod review;
pub(crate) mod route;
mod run;
mod seats;
pub(crate) mod setup;
mod shaped;
mod steady;
mod text;
mod title;
pub(crate) mod turn;
mod view;
mod window_state;

pub use run::AppOptions;
pub(crate) use run::run_desktop_with;

use crate::card::Card;
use crate::clock::Clock;
use crate::lang::{Lang, t};
use crate::rules::{Hole, Proposal};
use crate::session::{Next, Session};
use crate::state::GameState;
pub use actions::{Action, CaseAction, GameAction, SetupStep, ViewAction};
pub(crate) use actions::{DisputeAction, FileAction, Notice, RouteAction, StartAction};
use file_dialog::Purpose;
use layout::window;
use panels::Panels;
pub(crate) use panels::Window;
pub use prefs::Prefs;
pub use review::ReviewStep;
use route::LandingClick;
use seats::Seats;
use setup::SetupDialog;
use std::path::Path;
use view::BoardState;
pub(crate) use view::View;

/// The whole desktop app: the session, the panels, the seats beside the
/// players, and the apply loop. No public fields: tests drive it through
/// the UI (AccessKit labels) and read it through the accessors below.
pub struct HopcardApp {
    session: Session,
    /// Every panel and window, with its open flag.
    panels: Panels,
    /// The computer's seat and the hint.
    seats: Seats,
    /// The route being built, the position reviewed, the dispute note.
    board: BoardState,
    /// The file flow: prompts, questions, loading, the first screen.
    files: files::FilesUi,
    /// The View menu's choices, kept between runs.
    prefs: Prefs,
    /// The status line's note of what just happened.
    notice: Option<Notice>,
    /// The window's title, zoom, keyboard mode and Print…'s hand-off.
    window: window_state::WindowState,
}

const PREFS_KEY: &str = "hopcard-prefs";

/// Where the frame keeps whether the keyboard is in use (see
/// [`HopcardApp::hide_tooltips_while_typing`]).
fn keyboard_id() -> egui::Id {
    egui::Id::unique("hopcard-keyboard-in-use")
}

/// Whether the keyboard has been used since the pointer last moved: hover
/// tooltips are not shown then.
fn keyboard_in_use(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp::<bool>(keyboard_id()).unwrap_or(false))
}

/// The command line's language, else the one `prefs` name, else the
/// system's.
fn chosen_language(forced: Option<Lang>, prefs: &Prefs, system: Lang) -> Lang {
    forced
        .or_else(|| prefs.language.as_deref()?.parse().ok())
        .unwrap_or(system)
}

/// The frame's [`View`] of `$app` (a macro: it borrows the app's fields one
/// by one, so the panels can be drawn mutably beside it).
macro_rules! view {
    ($app:expr, $area:expr) => {
        View {
            session: &$app.session,
            prefs: &$app.prefs,
            seats: &$app.seats,
            files: &$app.files,
            board: &$app.board,
            area: $area,
            card: None,
        }
    };
}

impl HopcardApp {
    /// An app over `session`: the resume offer if it has one, else the game,
    /// else the setup dialog.
    #[must_use]
    pub fn new(session: Session) -> HopcardApp {
        HopcardApp::configured(session, AppOptions::default())
    }

    /// An app over `session`, started as `options` say (the writer, the
    /// preferences, a file named on the command line).
    #[must_use]
    pub fn configured(session: Session, options: AppOptions) -> HopcardApp {
        HopcardApp::build(session, files::FilesUi::default(), options)
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
        HopcardApp::starting_with(dir, clock, AppOptions::default())
    }

    /// [`HopcardApp::starting`], started as `options` say.
    #[must_use]
    pub fn starting_with(dir: &Path, clock: Clock, options: AppOptions) -> HopcardApp {
        match Session::start(dir, clock) {
            Ok(mut session) => {
                if let Some((text, problem)) = run::window_file_problem(dir) {
                    session.keep_damaged_preferences(&text, problem);
                }
                HopcardApp::configured(session, options)
            }
            // A folder that cannot be written is no second window: say what it is.
            Err(crate::session::SlotError::Io(e)) => HopcardApp::configured(
                Session::without_folder(dir, e.cause.clone(), clock),
                options,
            ),
            Err(e) => {
                let mut files = files::FilesUi::default();
                files.locked(dir, e.to_string());
                HopcardApp::build(Session::in_memory(clock), files, options)
            }
        }
    }

    fn build(mut session: Session, files: files::FilesUi, options: AppOptions) -> HopcardApp {
        if let Some(writer) = options.writer {
            session.use_writer(writer);
        }
        if let Some((text, problem)) = options.damaged_prefs {
            session.keep_damaged_preferences(&text, problem);
        }
        // Before anything is worded (the setup dialog's defaults).
        crate::lang::set(chosen_language(
            options.forced_language,
            &options.prefs,
            options.system_language,
        ));
        let setup =
            (!files.is_locked() && session.game().is_none() && session.resume_offer().is_none())
                .then(|| SetupDialog::new(Card::default()));
        let mut app = HopcardApp {
            session,
            panels: Panels::new(setup),
            seats: Seats::default(),
            board: BoardState::default(),
            files,
            prefs: options.prefs,
            notice: None,
            window: window_state::WindowState::new(
                print_out::Printer::new(options.print_with),
                options.system_language,
                options.forced_language,
            ),
        };
        if let Some(path) = options.open {
            app.apply(Action::Start(StartAction::Open(path)));
        }
        app
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
        self.board.route.route()
    }

    /// The hole last focused or clicked on the board (the ring is drawn on
    /// it while it has the keyboard focus).
    #[must_use]
    pub fn focus(&self) -> Option<Hole> {
        self.board.route.focus()
    }

    /// The window's title as last sent to it.
    #[must_use]
    pub fn window_title(&self) -> &str {
        self.window.title.sent()
    }

    #[must_use]
    pub fn setup_open(&self) -> bool {
        self.panels.setup.is_some()
    }

    #[must_use]
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// Whether the computer is thinking or showing its move.
    #[must_use]
    pub fn computer_busy(&self) -> bool {
        self.seats.computer.busy()
    }

    /// Whether the computer's move is on display, about to be played.
    #[must_use]
    pub fn computer_showing(&self) -> bool {
        self.seats.computer.showing().is_some()
    }

    /// The card in the setup dialog, while it is open.
    #[must_use]
    pub fn setup_card(&self) -> Option<&Card> {
        self.panels.setup.as_ref().map(SetupDialog::card)
    }

    /// The card the card window shows and the exports write: the setup
    /// form's while it is open, else the game's.
    fn shown_card(&self) -> Option<card_view::Shown<'_>> {
        self.panels.shown_card(&self.session)
    }

    /// What the open file prompt is for, if one is open.
    #[must_use]
    pub fn prompt_purpose(&self) -> Option<Purpose> {
        self.files.prompt_purpose()
    }

    /// A played move is still travelling across the board.
    #[must_use]
    pub fn animating(&self) -> bool {
        self.panels.board.moving()
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

    // ---- The frame: draw, collect actions, apply them ----

    /// The language the window speaks: the command line's `--lang`, else
    /// View > Language's choice, else the system's.
    #[must_use]
    pub fn language(&self) -> Lang {
        chosen_language(
            self.window.forced_language,
            &self.prefs,
            self.window.system_language,
        )
    }

    /// The whole UI, inside any `Ui` (eframe's root, or a test harness).
    pub fn show(&mut self, ui: &mut egui::Ui) {
        // The UI thread speaks the window's language (the language is per
        // thread, see `crate::lang`).
        crate::lang::set(self.language());
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
        self.hide_tooltips_while_typing(ui.ctx());
        let mut actions = Vec::new();
        if let Some(prefs) = self.window.zoom.follow(ui.ctx(), &self.prefs) {
            actions.push(Action::View(ViewAction::SetPrefs(prefs)));
        }
        if ui.ctx().input(|i| i.viewport().close_requested()) {
            actions.push(Action::File(FileAction::CloseRequested));
        }
        actions.extend(
            self.files
                .shortcuts(ui.ctx(), self.session.game().is_some()),
        );
        if !self.files.blocks_board(&self.session) {
            let area = ui.available_rect_before_wrap();
            let setup = self.panels.setup.is_some();
            actions.extend(commands::shortcuts(ui.ctx(), &view!(self, area), setup));
        }
        actions.extend(self.show_frame(ui));
        actions.extend(self.seats.computer_turn(ui.ctx(), &self.session));
        for action in actions {
            self.apply(action);
        }
        // What finished off the UI thread, after this frame's own actions.
        let mut finished = self.seats.hint_found(ui.ctx(), &self.session);
        finished.extend(self.files.poll_loading(ui.ctx()));
        if let Some(printed) = self.window.printer.finished() {
            finished.push(Action::View(ViewAction::Printed(printed)));
        }
        if self.session.writes_finished() {
            finished.push(Action::File(FileAction::WritesFinished));
        }
        for action in finished {
            self.apply(action);
        }
        if self.session.writes_pending() || self.window.printer.busy() {
            // Look again soon: the status line says when the write lands.
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(20));
        }
        self.files.window_commands(ui.ctx());
        self.window.title.update(ui.ctx(), &self.session);
    }

    /// A key press hides the board's hover tooltips until the pointer moves again: a
    /// tooltip left over the hole the pointer rests on would speak of
    /// another hole than the one the keyboard moved to.
    fn hide_tooltips_while_typing(&mut self, ctx: &egui::Context) {
        let (typed, pointed) = ctx.input(|i| {
            let typed = i
                .events
                .iter()
                .any(|e| matches!(e, egui::Event::Key { pressed: true, .. }));
            let pointed = i.pointer.delta() != egui::Vec2::ZERO
                || i.events.iter().any(|e| {
                    matches!(
                        e,
                        egui::Event::PointerButton { .. } | egui::Event::MouseWheel { .. }
                    )
                });
            (typed, pointed)
        });
        let keyboard = (self.window.keyboard_mode || typed) && !pointed;
        if keyboard != self.window.keyboard_mode {
            self.window.keyboard_mode = keyboard;
            ctx.data_mut(|d| d.insert_temp(keyboard_id(), keyboard));
        }
    }

    fn show_frame(&mut self, ui: &mut egui::Ui) -> Vec<Action> {
        let whole = ui.available_rect_before_wrap();
        let mut actions = self.panels.menu_bar(ui, &view!(self, whole));
        let setup = self.panels.setup.is_some();
        panels::status_line(ui, &self.session, self.notice.as_ref(), setup);
        // Windows open inside the area under the menu bar, never over it.
        let area = ui.available_rect_before_wrap();
        actions.extend(self.files.windows(ui.ctx(), &self.session, area));
        actions.extend(self.panels.help(ui, &view!(self, area)));
        if self.files.blocks_board(&self.session) {
            actions.extend(panels::first_screen(ui, &mut self.files, &self.session));
        } else {
            actions.extend(self.panels.ui(ui, &view!(self, area)));
        }
        actions
    }

    // ---- The apply loop ----

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
            Action::Start(StartAction::Open(path)) => {
                self.apply_file(FileAction::OpenAtStart(path));
            }
        }
    }

    /// A file action, carried out by the file flow over the session, the
    /// files panel, the line beside the board and the setup dialog.
    fn apply_file(&mut self, action: FileAction) {
        let mut flow = file_flow::FileFlow {
            export_card: card_view::to_export(self.shown_card()),
            session: &mut self.session,
            files: &mut self.files,
            notice: &mut self.notice,
            setup: &mut self.panels.setup,
            done: file_flow::Done::default(),
        };
        flow.apply(action);
        let done = flow.done;
        if done.new_board {
            self.forget_the_board();
        }
        if done.close_card {
            self.panels.close(Window::Card);
        }
    }

    /// Another game is on the board: nothing of the old one's (route,
    /// take-back, review, hint, travelling piece, computer search) carries over.
    fn forget_the_board(&mut self) {
        self.board.route.reset();
        self.panels.turn.close_take_back();
        self.seats.reset();
        self.board.review.exit();
        self.panels.board.stop();
    }

    fn apply_route(&mut self, action: RouteAction) {
        match action {
            RouteAction::Click(hole) => {
                self.board.route.set_focus(hole);
                self.click(hole);
            }
            RouteAction::Focus(hole) => self.board.route.set_focus(hole),
            RouteAction::Enter(hole) => {
                self.board.route.set_focus(hole);
                if self.board.route.route().last() != Some(&hole) {
                    self.click(hole);
                }
                if self.board.route.route().len() >= 2
                    && self.board.route.route().last() == Some(&hole)
                {
                    self.apply_route(RouteAction::Commit);
                }
            }
            RouteAction::UndoHop => self.board.route.undo_hop(),
            RouteAction::Cancel => self.board.route.reset(),
            RouteAction::Commit => {
                if let Some(a) = self.board.route.commit() {
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
                    self.seats.hint.ask(game);
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
                self.board.route.reset();
            }
        }
    }

    fn apply_view(&mut self, action: ViewAction) {
        match action {
            ViewAction::ShowCard => self.panels.open(Window::Card),
            ViewAction::SetPrefs(prefs) => {
                if prefs.language != self.prefs.language {
                    // A choice in the menu wins over the command line's.
                    self.window.forced_language = None;
                }
                self.prefs = prefs;
            }
            ViewAction::OpenHelp => self.panels.open(Window::Help),
            ViewAction::Close(window) => self.panels.close(window),
            ViewAction::Print(what) => self.print(what),
            ViewAction::Printed(Ok(pdf)) => {
                self.tell(t!("app-printed", pdf = pdf.display().to_string()));
            }
            ViewAction::Printed(Err(e)) => self.warn(e.to_string()),
        }
    }

    /// Print…: the shown card, or the game's dispute log, as a PDF handed
    /// to the system (off the UI thread; the status line says how it went).
    fn print(&mut self, what: print_out::Printable) {
        let job = match what {
            print_out::Printable::Card => {
                card_view::to_export(self.shown_card()).map(print_out::Job::Card)
            }
            print_out::Printable::Disputes => self.session.game().map(|game| {
                print_out::Job::Disputes(
                    game.disputes().to_vec(),
                    game.card.clone(),
                    game.short_record_fingerprint(),
                )
            }),
        };
        match job {
            Some(job) => {
                self.window.printer.start(job);
                self.tell(t!("app-printing"));
            }
            None => self.warn(t!("app-nothing-to-print")),
        }
    }

    fn review_step(&mut self, step: ReviewStep) {
        let Some(game) = self.session.game() else {
            return;
        };
        let moves = game.plies().len();
        if step == ReviewStep::ContinueHere {
            if let Some(at) = self.board.review.at().filter(|at| *at < moves) {
                let seats = game.position().seats().len();
                self.panels.turn.ask_take_back_to(at, seats);
            }
            return;
        }
        self.board.route.reset();
        self.board.review.step(step, moves);
    }

    fn click(&mut self, hole: Hole) {
        // Building a route of one's own puts the suggestion away.
        self.seats.hint.clear();
        if self.board.review.at().is_some() {
            // The board in review shows the past: nothing on it is played.
            return;
        }
        if !self.session.case_open()
            && let Some(game) = self.session.game()
            && game.open_dispute().is_some()
        {
            if let Some(a) = dispute_panel::board_click(hole, game) {
                self.apply(a);
            }
            return;
        }
        if let Some(level) = seats::to_move(&self.session) {
            self.tell(t!(
                "app-computer-turn",
                level = crate::words::level_name(level)
            ));
            return;
        }
        let Some(game) = self.session.board() else {
            return;
        };
        if let Some(text) = game.result_text() {
            self.tell(t!("app-game-over", result = text));
            return;
        }
        let on_case = self.session.case_open();
        let landing = if self.prefs.play_at_once {
            LandingClick::Plays
        } else {
            LandingClick::Builds
        };
        let action = self.board.route.click(game, hole, on_case, landing);
        self.notice = None;
        if let Some(a) = action {
            self.apply(a);
        }
    }

    fn play(&mut self, proposal: &Proposal) {
        if seats::to_move(&self.session).is_some() {
            return;
        }
        self.play_for_anyone(proposal);
    }

    /// Play on the board's game (also the computer's move).
    fn play_for_anyone(&mut self, proposal: &Proposal) {
        match self.session.play(proposal) {
            Ok(_) => {
                self.board.route.reset();
                self.notice = None;
                match proposal {
                    Proposal::Route(r) if self.prefs.animate => {
                        self.panels.board.travel(r.0.clone());
                    }
                    _ => self.panels.board.stop(),
                }
            }
            Err(crate::session::SessionError::ReadOnly) => self.warn(turn::read_only_play()),
            // The engine refused the route: its verdict is shown beside it.
            Err(crate::session::SessionError::Game(crate::state::GameError::Illegal(_)))
                if matches!(proposal, Proposal::Route(_)) =>
            {
                let on_case = self.session.case_open();
                if let Some(game) = self.session.board() {
                    self.board.route.refused(game, on_case);
                }
            }
            // Refused for another reason (the game file's size cap, a frozen
            // board): the engine would call it legal, so say the real reason
            // and leave nothing on the board that looks playable.
            Err(e) => {
                self.board.route.reset();
                self.warn(t!(
                    "app-not-played",
                    proposal = crate::words::proposal_words(proposal),
                    error = e.to_string()
                ));
            }
        }
    }

    fn take_back(&mut self, moves: usize) {
        match self.session.take_back_moves(moves) {
            Ok(()) => {
                self.board.route.reset();
                // "Continue from here" is done: play goes on from the board shown.
                self.board.review.exit();
            }
            Err(e) => self.warn(e.to_string()),
        }
        self.panels.turn.close_take_back();
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
                        self.board.route.reset();
                        self.panels.turn.close_take_back();
                        self.seats.computer.reset();
                        self.panels.disputes.clear();
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
                        self.board.route.reset();
                        self.panels.disputes.clear();
                    }
                    resolved
                }
                DisputeAction::ShowLog => {
                    self.panels.open(Window::Disputes);
                    Ok(())
                }
            };
        self.board.dispute_note = done.err().map(|e| e.to_string());
    }

    fn apply_setup(&mut self, action: SetupStep) {
        match action {
            SetupStep::NewGame => {
                self.panels.setup = Some(SetupDialog::for_next_game(self.session.game()));
                // The card window now shows the form's card: closed until asked for.
                self.panels.close(Window::Card);
            }
            SetupStep::StartFromForm => self.start_from_form(),
            SetupStep::Start(game) => {
                self.apply_file(FileAction::Replace(Box::new(Next::New(game))));
            }
            SetupStep::Close => self.panels.setup = None,
            SetupStep::ProposeChange => {
                if let Some(game) = self.session.game() {
                    self.panels.setup = Some(card_view::proposed_change(game));
                    self.panels.close(Window::Card);
                }
            }
            SetupStep::ResetOptions => self.reset_options(),
            SetupStep::Tell(text) => self.tell(text),
        }
    }

    /// Every option back to the card's default, saying what changed (or
    /// that nothing did).
    fn reset_options(&mut self) {
        if let Some(dialog) = self.panels.setup.as_mut() {
            let said = dialog.reset_options();
            self.tell(said);
        }
    }

    /// "Start game": the game of the card as agreed, or why not (in the form).
    fn start_from_form(&mut self) {
        let Some(dialog) = self.panels.setup.as_mut() else {
            return;
        };
        match dialog.card().ready() {
            Ok(pos) => {
                let mut card = dialog.card().clone();
                // Agreed in the language the form was read in; it prints in it.
                card.agree_in(crate::lang::current());
                let mut game = GameState::new(card.with_fingerprint(), pos);
                game.computer = dialog.computer_seats();
                self.apply_file(FileAction::Replace(Box::new(Next::New(Box::new(game)))));
            }
            Err(p) => dialog.set_problem(t!("app-cannot-start", problem = p.to_string())),
        }
    }

    fn open_case(&mut self, i: usize) {
        let all = explainer::scenarios();
        let Some(s) = all.get(i) else { return };
        match s.position() {
            Ok(pos) => {
                self.session
                    .open_case(GameState::from_position(s.rules, pos));
                self.panels.explainer.opened(i);
                self.board.route.reset();
                self.notice = None;
            }
            Err(e) => self.warn(t!(
                "app-case-broken",
                title = s.title,
                error = e.to_string()
            )),
        }
    }

    /// The explainer's "Try": a route goes on the board with its verdict; a
    /// refused pass is shown with the move that blocks it, drawn on the board.
    fn try_case(&mut self, proposal: &Proposal) {
        let Some(game) = self.session.board().filter(|_| self.session.case_open()) else {
            return;
        };
        match proposal {
            Proposal::Route(r) => self.board.route.propose(game, &r.0, true),
            Proposal::Pass if game.check(proposal).is_legal() => self.play(proposal),
            Proposal::Pass => self.board.route.refuse_pass(game, true),
        }
        self.notice = None;
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
