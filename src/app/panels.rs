//! Every panel and window of the app, registered in one place with their
//! open flags. Each is a struct with its own state and the one shape
//! `fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Action>`
//! (windows take the root `Ui` and open inside `view.area`); [`Panels`]
//! only decides which are drawn and where.

use super::announce::Announcer;
use super::board_panel::BoardPanel;
use super::card_view::{CardWindow, Shown};
use super::dispute_panel::{DisputePanel, LogWindow};
use super::explainer::Explainer;
use super::files::FilesUi;
use super::help::HelpWindow;
use super::keys::Keys;
use super::layout::{DisputeLayout, FirstScreen, TurnLayout};
use super::menu::Menu;
use super::setup::SetupDialog;
use super::turn::TurnPanel;
use super::{Action, Notice, View, files};
use crate::session::Session;

/// The windows that open over the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Window {
    /// The agreement card, with its exports.
    Card,
    /// Help (F1).
    Help,
    /// The dispute log, with its exports.
    Disputes,
}

/// Which windows are open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Open {
    card: bool,
    help: bool,
    disputes: bool,
}

/// The panels and windows, each with its private state.
#[derive(Default)]
pub(super) struct Panels {
    pub menu: Menu,
    pub keys: Keys,
    /// The setup dialog, while it is open (it takes the board's place).
    pub setup: Option<SetupDialog>,
    pub turn: TurnPanel,
    /// The dispute record beside the frozen board.
    pub disputes: DisputePanel,
    pub board: BoardPanel,
    /// The live region a screen reader reads news from.
    pub announcer: Announcer,
    /// The banner above a Rules-menu case.
    pub explainer: Explainer,
    pub card: CardWindow,
    pub help: HelpWindow,
    pub log: LogWindow,
    open: Open,
}

impl Panels {
    /// The panels of a new window: the setup dialog open when `setup` is.
    #[must_use]
    pub(super) fn new(setup: Option<SetupDialog>) -> Panels {
        Panels {
            setup,
            ..Panels::default()
        }
    }

    pub(super) fn open(&mut self, window: Window) {
        *self.flag(window) = true;
    }

    pub(super) fn close(&mut self, window: Window) {
        *self.flag(window) = false;
    }

    fn flag(&mut self, window: Window) -> &mut bool {
        match window {
            Window::Card => &mut self.open.card,
            Window::Help => &mut self.open.help,
            Window::Disputes => &mut self.open.disputes,
        }
    }

    /// The card the card window shows and the exports write: the setup
    /// form's while it is open, else the game's.
    #[must_use]
    pub(super) fn shown_card<'a>(&'a self, session: &'a Session) -> Option<Shown<'a>> {
        shown_card(self.setup.as_ref(), session)
    }

    /// The menu bar at the top.
    pub(super) fn menu_bar(&mut self, ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
        let view = View {
            card: shown_card(self.setup.as_ref(), view.session),
            ..*view
        };
        let menu = &mut self.menu;
        egui::Panel::top("menu")
            .show(ui, |ui| menu.ui(ui, &view))
            .inner
    }

    /// The Help window, over any screen.
    pub(super) fn help(&mut self, ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
        if self.open.help {
            self.help.ui(ui, view)
        } else {
            Vec::new()
        }
    }

    /// The rest of the screen: the setup dialog, or the board with the
    /// panels beside it; and the windows over it.
    pub(super) fn ui(&mut self, ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
        if self.setup.is_some() {
            return self.setup_screen(ui, view);
        }
        let mut actions = self.keys.ui(ui, view);
        // The board's tab stop comes before the panels beside it.
        BoardPanel::tab_stop(ui, view);
        actions.extend(self.side_panels(ui, view));
        egui::CentralPanel::default().show(ui, |ui| {
            actions.extend(self.announcer.ui(ui, view));
            actions.extend(self.explainer.ui(ui, view));
            actions.extend(self.board.ui(ui, view));
        });
        if view.session.game().is_some() {
            actions.extend(self.windows(ui, view));
        }
        actions
    }

    fn setup_screen(&mut self, ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
        let mut actions = Vec::new();
        if let Some(dialog) = &mut self.setup {
            egui::CentralPanel::default().show(ui, |ui| {
                files::reports(ui, view.session.reports());
                actions.extend(dialog.ui(ui, view));
            });
        }
        // The card can be shown (and exported) before the game starts.
        actions.extend(self.windows(ui, view));
        actions
    }

    /// The card window and, while a game is played, the dispute log.
    fn windows(&mut self, ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
        let mut actions = Vec::new();
        let card = shown_card(self.setup.as_ref(), view.session);
        if self.open.card {
            actions.extend(self.card.ui(ui, &View { card, ..*view }));
        }
        if self.open.disputes && self.setup.is_none() {
            actions.extend(self.log.ui(ui, view));
        }
        actions
    }

    /// The turn panel on the right, and while a dispute is open the record
    /// on the left.
    fn side_panels(&mut self, ui: &mut egui::Ui, view: &View<'_>) -> Vec<Action> {
        let mut actions = Vec::new();
        let Some(game) = view.board_game() else {
            return actions;
        };
        let full = ui.available_width();
        if view.on_case() || game.open_dispute().is_none() {
            let layout = TurnLayout::for_width(full);
            egui::Panel::right(egui::Id::unique(("turn", layout.bucket)))
                .default_size(layout.width)
                .size_range(layout.min..=layout.max)
                .show(ui, |ui| {
                    ui.set_max_width(ui.available_width());
                    actions.extend(self.turn.ui(ui, view));
                });
            return actions;
        }
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
                    actions.extend(self.turn.ui(ui, view));
                });
        }
        // Fixed: dragging it could squeeze the board's holes too close.
        egui::Panel::left("dispute")
            .exact_size(layout.record)
            .resizable(false)
            .show(ui, |ui| {
                ui.set_max_width(ui.available_width());
                actions.extend(self.disputes.ui(ui, view));
            });
        actions
    }
}

fn shown_card<'a>(setup: Option<&'a SetupDialog>, session: &'a Session) -> Option<Shown<'a>> {
    match (setup, session.game()) {
        (Some(dialog), _) => Some(Shown::Setup(dialog.card())),
        (None, Some(game)) => Some(Shown::Game(&game.card)),
        (None, None) => None,
    }
}

/// The status line at the bottom, when it has something to say.
pub(super) fn status_line(
    ui: &mut egui::Ui,
    session: &Session,
    notice: Option<&Notice>,
    setup: bool,
) {
    // Under the setup form the line is always there, a line high: a
    // notice appearing in it moves none of the form's buttons.
    let shown = setup || files::has_status(session, notice);
    let status = shown.then(|| {
        egui::Panel::bottom("status")
            .show(ui, |ui| {
                if setup {
                    ui.set_min_height(ui.spacing().interact_size.y);
                }
                files::status_line(ui, session, notice);
            })
            .response
            .rect
            .height()
    });
    files::settle_status(ui.ctx(), status);
}

/// The resume offer or the second-window choice, in a card in the
/// middle of the window, as a welcome screen would be.
pub(super) fn first_screen(
    ui: &mut egui::Ui,
    files: &mut FilesUi,
    session: &Session,
) -> Vec<Action> {
    let mut actions = Vec::new();
    egui::CentralPanel::default().show(ui, |ui| {
        ui.add_space((ui.available_height() * FirstScreen::TOP_SHARE).min(FirstScreen::TOP_MAX));
        ui.vertical_centered(|ui| {
            ui.set_max_width(FirstScreen::WIDTH);
            egui::Frame::group(ui.style())
                .inner_margin(FirstScreen::MARGIN)
                .show(ui, |ui| {
                    let left = egui::Layout::top_down(egui::Align::Min);
                    ui.with_layout(left, |ui| {
                        actions.extend(files.first_screen(ui, session));
                    });
                });
        });
    });
    actions
}
