//! The route builder: the selected piece, the route growing hop by hop, the
//! keyboard focus on the board, and the refusal on display.
//!
//! It asks the engine what each click means (select, extend, take the
//! shortest route, or a refusal with its verdict) and returns an
//! [`Action`] only when the user asks for a change of the game.

use super::{Action, GameAction};
use crate::rules::{Hole, HoleSet, Position, Proposal, Route, RuleSet, Verdict};
use crate::state::GameState;

/// What a click on a landing of the selected piece does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LandingClick {
    /// It becomes the route, played with "Play route" (or Enter).
    Builds,
    /// It is played at once (View > "Play a clicked landing at once").
    Plays,
}

/// A refused proposal, kept with the position it was refused in: "Dispute
/// this" belongs to it, and only while that position is still on the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Refusal {
    pub route: Vec<Hole>,
    pub verdict: Verdict,
    pub position: Position,
    /// Refused on an explainer case rather than the game (never disputable).
    pub on_case: bool,
}

impl Refusal {
    /// The line shown beside the board ("pass: …" for a refused pass).
    #[must_use]
    pub(crate) fn text(&self) -> String {
        if self.route.is_empty() {
            return format!(
                "{}: {}",
                crate::words::proposal_words(&crate::rules::Proposal::Pass),
                self.verdict
            );
        }
        format!("{}: {}", Route(self.route.clone()), self.verdict)
    }
}

/// The route builder's private state.
#[derive(Default, Debug)]
pub(crate) struct RouteBuilder {
    /// The route being built: the selected piece first.
    route: Vec<Hole>,
    /// The board's tab stop: the hole the keyboard focus goes to (and
    /// moved with it).
    focus: Option<Hole>,
    refusal: Option<Refusal>,
}

impl RouteBuilder {
    /// The route being built (start first).
    #[must_use]
    pub(crate) fn route(&self) -> &[Hole] {
        &self.route
    }

    /// The hole the board's keyboard focus is on (or goes to): the last
    /// one focused or clicked, else the selected piece, else the first piece
    /// of the player to move.
    #[must_use]
    pub(crate) fn cursor(&self, pos: &Position) -> Option<Hole> {
        self.focus
            .or(self.route.first().copied())
            .or_else(|| Hole::all().find(|h| pos.owner(*h) == Some(pos.turn())))
            .or_else(|| Hole::all().next())
    }

    /// The hole last focused or clicked on the board.
    #[must_use]
    pub(crate) fn focus(&self) -> Option<Hole> {
        self.focus
    }

    /// The refusal on display, if it is about `game`'s current position.
    #[must_use]
    pub(crate) fn refusal_for(&self, game: &GameState) -> Option<&Refusal> {
        self.refusal
            .as_ref()
            .filter(|r| r.position == *game.position())
    }

    /// Forget the route, the selection and the refusal (a new position, a new game).
    pub(crate) fn reset(&mut self) {
        self.route.clear();
        self.refusal = None;
    }

    /// Remove the last landing (Backspace, right-click).
    pub(crate) fn undo_hop(&mut self) {
        if self.route.len() > 1 {
            self.route.pop();
            self.refusal = None;
        }
    }

    pub(crate) fn set_focus(&mut self, hole: Hole) {
        self.focus = Some(hole);
    }

    /// The holes to mark: every landing of the selected piece, or while a
    /// chain grows, the holes that can extend it.
    #[must_use]
    pub(crate) fn marks(&self, game: &GameState) -> HoleSet {
        let pos = game.position();
        match self.route.len() {
            0 => 0,
            1 => pos.landings(game.rules(), self.route[0]),
            _ => pos.route_extensions(game.rules(), &Route(self.route.clone())),
        }
    }

    /// The engine's verdict on the route being built (two holes or more).
    #[must_use]
    pub(crate) fn verdict(&self, game: &GameState) -> Option<Verdict> {
        (self.route.len() >= 2).then(|| game.check(&self.proposal()))
    }

    fn proposal(&self) -> Proposal {
        Proposal::Route(Route(self.route.clone()))
    }

    /// A click (or Space) on `hole` of `game` (`on_case`: an explainer case,
    /// whose refusals offer no dispute).
    pub(crate) fn click(
        &mut self,
        game: &GameState,
        hole: Hole,
        on_case: bool,
        landing: LandingClick,
    ) -> Option<Action> {
        self.refusal = None;
        let pos = game.position();
        let rules = *game.rules();
        if pos.owner(hole) == Some(pos.turn()) {
            self.route = vec![hole];
            return None;
        }
        if self.route.is_empty() {
            self.refuse(game, vec![hole], on_case);
            return None;
        }
        let start = self.route[0];
        let landings = pos.landings(&rules, start);
        let extensions = pos.route_extensions(&rules, &Route(self.route.clone()));
        let bit = hole.bit();
        if self.route.len() == 1 && landings & bit != 0 {
            self.take_shortest(pos, &rules, hole);
            let plays = landing == LandingClick::Plays && self.route.len() >= 2;
            return plays.then(|| self.commit())?;
        }
        if extensions & bit != 0 {
            self.route.push(hole);
        } else if landings & bit != 0 {
            self.take_shortest(pos, &rules, hole);
        } else {
            let mut tried = self.route.clone();
            tried.push(hole);
            self.refuse(game, tried, on_case);
        }
        None
    }

    fn take_shortest(&mut self, pos: &Position, rules: &RuleSet, hole: Hole) {
        if let Some(r) = pos.routes_from(rules, self.route[0]).route_to(hole) {
            self.route = r.0;
        }
    }

    fn refuse(&mut self, game: &GameState, route: Vec<Hole>, on_case: bool) {
        let verdict = game.check(&Proposal::Route(Route(route.clone())));
        self.refusal = Some(Refusal {
            route,
            verdict,
            position: game.position().clone(),
            on_case,
        });
    }

    /// Put `route` on the board as if it had been clicked hole by hole (the
    /// explainer's "Try"): a legal route stays, ready to play; a refused one
    /// leaves its piece selected beside the refusal, as a click would.
    pub(crate) fn propose(&mut self, game: &GameState, route: &[Hole], on_case: bool) {
        self.refusal = None;
        self.route = route.to_vec();
        if !game.check(&self.proposal()).is_legal() {
            let own = route.first().and_then(|&h| game.position().owner(h));
            self.route
                .truncate(usize::from(own == Some(game.position().turn())));
            self.refuse(game, route.to_vec(), on_case);
        }
    }

    /// A refused pass: the refusal, and the legal move that blocks it on
    /// the board (the verdict names it), ready to play.
    pub(crate) fn refuse_pass(&mut self, game: &GameState, on_case: bool) {
        self.route = game
            .position()
            .pass_blocker(game.rules())
            .map(|m| m.route.0)
            .unwrap_or_default();
        self.refusal = Some(Refusal {
            route: Vec::new(),
            verdict: game.check(&Proposal::Pass),
            position: game.position().clone(),
            on_case,
        });
    }

    /// "Play route" or Enter: the route becomes an action for the session.
    #[must_use]
    pub(crate) fn commit(&self) -> Option<Action> {
        (self.route.len() >= 2).then(|| Action::Game(GameAction::Play(self.proposal())))
    }

    /// The session refused the played route: show why, keep the route.
    pub(crate) fn refused(&mut self, game: &GameState, on_case: bool) {
        if self.route.len() >= 2 {
            let route = self.route.clone();
            self.refuse(game, route, on_case);
        }
    }
}
