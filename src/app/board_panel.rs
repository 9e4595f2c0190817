//! The board in the centre: the game (or a case) with the route being
//! built, the frozen board of a dispute, the board in review, and a played
//! move travelling along its route.

use super::animation::{self, Motion};
use super::board::{self, BoardMarks};
use super::{Action, RouteAction, View, dispute_panel, review, turn};
use crate::lang::t;
use crate::rules::{Hole, Proposal};
use egui::Ui;

/// The board panel's private state: the move travelling across it.
#[derive(Debug, Default)]
pub(super) struct BoardPanel {
    motion: Option<Motion>,
}

impl BoardPanel {
    /// A move was played: its piece travels along `route` (start first).
    pub(super) fn travel(&mut self, route: Vec<Hole>) {
        self.motion = Motion::new(route);
    }

    /// Nothing travels (another game is on the board).
    pub(super) fn stop(&mut self) {
        self.motion = None;
    }

    /// A played move is still travelling across the board.
    #[must_use]
    pub(super) fn moving(&self) -> bool {
        self.motion.is_some()
    }

    /// The board's place in the tab order and its F6 key: called before the
    /// panels beside it (a board that takes no clicks, in review or before
    /// a game, is no stop).
    pub(super) fn tab_stop(ui: &Ui, view: &View<'_>) {
        if view.reviewing().is_some() {
            return;
        }
        if let Some(cursor) = view
            .board_game()
            .and_then(|g| view.board.route.cursor(g.position()))
        {
            board::tab_stop(ui, cursor);
        }
    }

    /// The board, with what the view says is on it; clicks and keys come
    /// back as route actions.
    pub(super) fn ui(&mut self, ui: &mut Ui, view: &View<'_>) -> Vec<Action> {
        let mut actions = Vec::new();
        let Some(game) = view.board_game() else {
            ui.label(t!("board-no-game"));
            return actions;
        };
        if let Some(at) = view.reviewing() {
            return review_board(ui, view, at);
        }
        let on_case = view.on_case();
        let route = &view.board.route;
        let frozen = game.open_dispute().filter(|_| !on_case);
        if let Some(d) = frozen {
            dispute_panel::banner(ui, d);
        }
        let frozen_route = frozen.map(|d| d.route.0.clone());
        let shown = view.seats.computer.showing().filter(|_| !on_case);
        let shown_route = match shown {
            Some(Proposal::Route(r)) => Some(r.0.clone()),
            // A hint is drawn like a route until the player builds their own.
            _ => view
                .hint()
                .filter(|_| route.route().is_empty() && !on_case)
                .map(|h| h.route.clone()),
        };
        let marks = if frozen.is_some() {
            0
        } else {
            route.marks(game)
        };
        let last: Option<Vec<Hole>> = game.last_route().map(|r| r.0.clone());
        let restricted = turn::camp_rules(game);
        let moving = animation::moving_now(&mut self.motion, ui);
        let players: Vec<Option<String>> = (0..game.position().seats().len())
            .map(|p| game.player_name(p))
            .collect();
        let input = board::board(
            ui,
            game.position(),
            &BoardMarks {
                marks,
                route: frozen_route
                    .as_deref()
                    .or(shown_route.as_deref())
                    .unwrap_or(route.route()),
                last: last.as_deref(),
                players: &players,
                show_names: view.prefs.show_names,
                look: look(view),
                frozen: frozen.is_some(),
                moving: moving.as_ref().map(|(r, p)| (r.as_slice(), *p)),
                restricted: &restricted,
            },
        );
        actions.extend(route_actions(input));
        actions
    }
}

/// What the board's clicks and keys ask of the route builder, in order.
fn route_actions(input: board::BoardInput) -> Vec<Action> {
    let mut actions = Vec::new();
    let mut route = |a| actions.push(Action::Route(a));
    if let Some(h) = input.focused {
        route(RouteAction::Focus(h));
    }
    if let Some(h) = input.clicked {
        route(RouteAction::Click(h));
    }
    if input.right_clicked || input.undo {
        route(RouteAction::UndoHop);
    }
    if input.cancel {
        route(RouteAction::Cancel);
    }
    if let Some(h) = input.entered {
        route(RouteAction::Enter(h));
    }
    actions
}

fn look(view: &View<'_>) -> board::Look {
    board::Look {
        palette: view.prefs.palette,
        letters: view.prefs.letters,
    }
}

/// The board in review: an earlier position with that move's route, no
/// clicks, and the bar with the way back.
fn review_board(ui: &mut Ui, view: &View<'_>, at: usize) -> Vec<Action> {
    let Some(game) = view.session.game() else {
        return Vec::new();
    };
    let actions = review::bar(ui, game, at);
    // The board in review takes no keys: the review's own (Left, Right,
    // Escape) go to the keyboard map, also when it was entered from the board.
    if let Some(hole) = board::focused_hole(ui.ctx()) {
        ui.memory_mut(|m| m.surrender_focus(board::hole_id(hole)));
    }
    let (position, route) = review::position_at(game, at);
    // Nothing on the board in review is played: its clicks are not read.
    board::board(
        ui,
        &position,
        &BoardMarks {
            marks: 0,
            route: &[],
            last: route.as_deref(),
            players: &[],
            show_names: view.prefs.show_names,
            look: look(view),
            frozen: false,
            moving: None,
            restricted: &[],
        },
    );
    actions
}
