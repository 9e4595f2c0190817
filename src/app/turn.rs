//! The turn panel: whose turn, the route and its verdict, play, pass,
//! take-back, disputes, the result and the history.

use super::route::RouteBuilder;
use super::{Action, DisputeAction, GameAction, RouteAction, View};
use crate::lang::t;
use crate::rules::{Clause, Proposal, Route};
use crate::seat::Level;
use crate::state::GameState;
use egui::{RichText, Ui};

/// Why a route built in a read-only window is not played.
#[must_use]
pub(crate) fn read_only_play() -> String {
    t!("turn-read-only-play")
}

/// What the turn panel shows, borrowed for one frame.
struct TurnView<'a> {
    game: &'a GameState,
    route: &'a RouteBuilder,
    /// The computer's level when it is to move.
    computer: Option<Level>,
    computer_showing: bool,
    /// An explainer case is on the board (no disputes there).
    on_case: bool,
    read_only: bool,
    /// The last dispute control's refusal.
    dispute_note: Option<&'a str>,
    /// The hint shown for this position, and whether one is being looked for.
    hint: Option<&'a super::hint::Hint>,
    hint_busy: bool,
    /// The board's colours, so the turn label matches the pieces.
    palette: super::board::Palette,
    /// The number of standing moves shown while the game is reviewed.
    reviewing: Option<usize>,
}

impl<'a> TurnView<'a> {
    /// What the turn panel reads of the frame's view (`None`: no game on the board).
    fn of(view: &View<'a>) -> Option<TurnView<'a>> {
        let game = view.board_game()?;
        Some(TurnView {
            game,
            route: &view.board.route,
            computer: view.computer_to_move(),
            computer_showing: view.seats.computer.showing().is_some(),
            on_case: view.on_case(),
            read_only: view.session.is_read_only(),
            dispute_note: view.board.dispute_note.as_deref(),
            hint: view.hint(),
            hint_busy: view.seats.hint.busy(),
            palette: view.prefs.palette,
            reviewing: view.reviewing(),
        })
    }
}

/// The turn panel's private state: the take-back consent while it is asked.
#[derive(Default, Debug)]
pub(crate) struct TurnPanel {
    takeback: Option<Vec<bool>>,
    /// The number of moves the open take-back box keeps, when it is not the
    /// usual last move (review's "Continue from here"): every later move
    /// goes, however many there are by the time the box is answered.
    keep: Option<usize>,
}

impl TurnPanel {
    pub(crate) fn close_take_back(&mut self) {
        self.takeback = None;
        self.keep = None;
    }

    /// Open the take-back box for every move after the first `keep` ones,
    /// in a game of `seats`.
    pub(crate) fn ask_take_back_to(&mut self, keep: usize, seats: usize) {
        self.takeback = Some(vec![false; seats]);
        self.keep = Some(keep);
    }

    /// Whose turn, the route and its verdict, play, pass, take-back,
    /// disputes, the result and the history, for the game on the board.
    pub(crate) fn ui(&mut self, ui: &mut Ui, view: &View<'_>) -> Vec<Action> {
        match TurnView::of(view) {
            Some(turn) => self.turn_ui(ui, &turn),
            None => Vec::new(),
        }
    }

    fn turn_ui(&mut self, ui: &mut Ui, view: &TurnView<'_>) -> Vec<Action> {
        let mut actions = Vec::new();
        let game = view.game;
        if let Some(at) = view.reviewing {
            // The board shows the past: say whose move it was there, and
            // offer nothing that would act on the game as it stands.
            review_heading(ui, game, at, view.palette);
            if self.takeback.is_some() {
                actions.extend(self.take_back_section(ui, game));
            }
            ui.separator();
            actions.extend(super::history::list(ui, game, Some(at)));
            return actions;
        }
        let over = game.result_text();
        heading(ui, game, over.as_deref(), view.palette);
        // Every button comes before any line whose length changes (the
        // clause-4 line, the verdict, a refusal, a hint): a line appearing
        // never moves a button from under the pointer.
        let verdict = view.route.verdict(view.game);
        if over.is_none() {
            actions.extend(route_buttons(ui, view, verdict.as_ref()));
        }
        actions.extend(dispute_buttons(ui, view));
        if over.is_none() {
            if let Some(text) = camp_rules_text(game) {
                ui.add(egui::Label::new(RichText::new(text).small()).wrap());
            }
            actions.extend(route_texts(ui, view, verdict.as_ref()));
        }
        dispute_notes(ui, view);
        ui.separator();
        if over.is_none() {
            actions.extend(pass_section(ui, game));
        }
        actions.extend(self.take_back_section(ui, game));
        ui.separator();
        actions.extend(super::history::list(ui, game, None));
        actions
    }

    fn take_back_section(&mut self, ui: &mut Ui, game: &GameState) -> Option<Action> {
        let frozen = game.open_dispute().is_some();
        let Some(consent) = &mut self.takeback else {
            let can = !game.plies().is_empty() && !frozen;
            if ui
                .add_enabled(can, egui::Button::new(t!("turn-take-back-last")))
                .clicked()
            {
                self.takeback = Some(vec![false; game.position().seats().len()]);
            }
            return None;
        };
        let going = match self.keep {
            Some(keep) if keep < game.plies().len() => game.plies().len() - keep,
            // Nothing after the move shown any more: nothing to ask.
            Some(_) => {
                self.close_take_back();
                return None;
            }
            None => moves_to_take_back(game),
        };
        let mut action = None;
        let mut cancel = false;
        ui.group(|ui| {
            ui.label(take_back_question(game, going));
            for (i, c) in consent.iter_mut().enumerate() {
                let name = game.card.display_name(i);
                if game.computer_level(i).is_some() {
                    // The computer always agrees; nobody ticks for it.
                    *c = true;
                    ui.label(t!("turn-computer-agrees", player = &name));
                } else {
                    ui.checkbox(c, t!("turn-agrees", player = &name));
                }
            }
            ui.horizontal_wrapped(|ui| {
                let all = consent.iter().all(|c| *c);
                if ui
                    .add_enabled(all, egui::Button::new(t!("turn-take-back")))
                    .clicked()
                {
                    action = Some(Action::Game(GameAction::TakeBack(going)));
                }
                if ui.button(t!("turn-keep-move")).clicked() {
                    cancel = true;
                }
            });
        });
        if cancel {
            self.close_take_back();
        }
        action
    }
}

/// How many moves a take-back removes: against the computer, the person's
/// last move goes with the computer's reply (else the computer would only
/// play the same reply again).
#[must_use]
pub(crate) fn moves_to_take_back(game: &GameState) -> usize {
    let plies = game.plies();
    match plies {
        [.., before, last]
            if game.computer_level(last.player).is_some()
                && game.computer_level(before.player).is_none() =>
        {
            2
        }
        _ => 1,
    }
}

/// "Take back 3. red N2-M6 and 4. blue D3-E8? Every player must agree."
fn take_back_question(game: &GameState, going: usize) -> String {
    let plies = game.plies();
    let first = plies.len().saturating_sub(going);
    let mut names = plies[first..].iter().enumerate().map(|(i, p)| {
        t!(
            "turn-numbered-move",
            number = first + i + 1,
            player = game.player_label(p.player),
            proposal = crate::words::proposal_words(&p.proposal)
        )
    });
    let first_name = names.next().unwrap_or_default();
    let moves = names.fold(first_name, |moves, next| {
        t!("turn-moves-and", moves = moves, next = next)
    });
    t!("turn-take-back-question", moves = moves)
}

fn heading(ui: &mut Ui, game: &GameState, over: Option<&str>, palette: super::board::Palette) {
    if let Some(text) = over {
        ui.heading(t!("turn-game-over"));
        let said = ui.label(egui::RichText::new(text).strong().size(18.0));
        super::announce::live(ui, &said, egui::accesskit::Live::Assertive);
    } else {
        let pos = game.position();
        let mover = pos.turn();
        ui.heading(t!("turn-move-number", number = game.move_number()));
        to_move(ui, game, &pos.seats()[mover].colour, mover, palette);
    }
    ui.separator();
}

/// "Bob (blue) to move" in the mover's colour, the name drawn in any
/// script and read as typed.
fn to_move(
    ui: &mut Ui,
    game: &GameState,
    colour: &str,
    mover: usize,
    palette: super::board::Palette,
) {
    let typed = t!("turn-to-move", player = game.player_label(mover));
    let rich = RichText::new(&typed)
        .size(18.0)
        .color(super::board::paint_colour(colour, palette));
    let shown = ui.label(super::shaped::widget_text(ui, rich, egui::TextStyle::Body));
    super::text::name_label(ui, &shown, &typed);
}

/// The turn of the reviewed position: "Move 2 (review)", "Bob (blue) to
/// move", and where the game itself stands.
fn review_heading(ui: &mut Ui, game: &GameState, at: usize, palette: super::board::Palette) {
    let (position, _) = super::review::position_at(game, at);
    let mover = position.turn();
    ui.heading(t!("turn-move-number-review", number = at + 1));
    to_move(ui, game, &position.seats()[mover].colour, mover, palette);
    ui.add(
        egui::Label::new(RichText::new(t!("turn-review-note", number = game.move_number())).weak())
            .wrap(),
    );
    ui.separator();
}

/// The camps the player to move may not stop in or land in (clause 4),
/// while the game is on: what the board marks.
#[must_use]
pub(crate) fn camp_rules(game: &GameState) -> Vec<crate::rules::CampRule> {
    if game.outcome().is_over() {
        return Vec::new();
    }
    let pos = game.position();
    pos.camp_rules(game.rules(), pos.turn())
}

/// The clause-4 line under the turn header (see `words::camps`).
fn camp_rules_text(game: &GameState) -> Option<String> {
    crate::words::camps::marked_line(game.position(), &camp_rules(game))
}

/// The route's buttons and "Suggest a move" (or, on the computer's turn,
/// what it is doing).
fn route_buttons(
    ui: &mut Ui,
    view: &TurnView<'_>,
    verdict: Option<&crate::rules::Verdict>,
) -> Vec<Action> {
    let mut actions = Vec::new();
    let route = view.route.route();
    let frozen = view.game.open_dispute().is_some();
    if let Some(level) = view.computer {
        ui.horizontal_wrapped(|ui| {
            if view.computer_showing {
                ui.label(t!(
                    "turn-computer-plays",
                    level = crate::words::level_name(level)
                ));
            } else {
                ui.add(egui::Spinner::new());
                ui.label(t!(
                    "turn-computer-thinking",
                    level = crate::words::level_name(level)
                ));
            }
        });
        return actions;
    }
    let playable =
        !frozen && !view.read_only && verdict.is_some_and(crate::rules::Verdict::is_legal);
    ui.horizontal_wrapped(|ui| {
        let play = ui.add_enabled(playable, egui::Button::new(t!("turn-play-route")));
        if play.on_hover_text(t!("turn-play-route-keys")).clicked() {
            actions.push(Action::Route(RouteAction::Commit));
        }
        let undo = ui.add_enabled(route.len() > 1, egui::Button::new(t!("turn-remove-hop")));
        if undo.on_hover_text(t!("turn-remove-hop-keys")).clicked() {
            actions.push(Action::Route(RouteAction::UndoHop));
        }
        let cancel = ui.add_enabled(
            !route.is_empty(),
            egui::Button::new(t!("turn-cancel-route")),
        );
        if cancel.on_hover_text(t!("turn-cancel-route-keys")).clicked() {
            actions.push(Action::Route(RouteAction::Cancel));
        }
    });
    actions.extend(hint_button(ui, view, frozen));
    actions
}

/// What the route is, its verdict, the refusal on display and the hint.
fn route_texts(
    ui: &mut Ui,
    view: &TurnView<'_>,
    verdict: Option<&crate::rules::Verdict>,
) -> Vec<Action> {
    let mut actions = Vec::new();
    if view.computer.is_some() {
        return actions;
    }
    let route = view.route.route();
    let frozen = view.game.open_dispute().is_some();
    if view.read_only && route.len() >= 2 {
        ui.colored_label(ui.visuals().warn_fg_color, read_only_play());
    }
    match (route.len(), verdict) {
        (0, _) => {
            ui.label(t!("turn-route-none"));
        }
        (1, _) => {
            ui.label(t!("turn-route-selected", hole = route[0].to_string()));
        }
        // A refused route's verdict is the refusal's line below: said once.
        (_, Some(v))
            if view
                .route
                .refusal_for(view.game)
                .is_none_or(|r| r.route != route) =>
        {
            let said = ui.label(t!(
                "turn-route-verdict",
                route = Route(route.to_vec()).to_string(),
                verdict = v.to_string()
            ));
            super::announce::live(ui, &said, egui::accesskit::Live::Polite);
        }
        _ => {}
    }
    actions.extend(refusal(ui, view, frozen));
    if let Some(h) = view.hint.filter(|_| !view.game.card.no_hints) {
        let text = t!(
            "turn-hint",
            route = Route(h.route.clone()).to_string(),
            reason = &h.reason
        );
        ui.add(egui::Label::new(text).wrap());
    }
    actions
}

/// "Suggest a move" (its suggestion is shown with the route's texts).
fn hint_button(ui: &mut Ui, view: &TurnView<'_>, frozen: bool) -> Option<Action> {
    if view.game.card.no_hints {
        return None;
    }
    let mut action = None;
    let allowed = !frozen && !view.on_case && !view.read_only && !view.hint_busy;
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(allowed, egui::Button::new(t!("turn-suggest")))
            .on_hover_text(t!("turn-suggest-hover"))
            .clicked()
        {
            action = Some(Action::Game(GameAction::Hint));
        }
        if view.hint_busy {
            ui.add(egui::Spinner::new());
        }
    });
    action
}

/// The refusal of the current position with "Dispute this" beside it, raised
/// by the player whose move was refused; or, beside a route the card allows,
/// "Dispute this" for the next player to object before it is played (the
/// card may allow a move a player believes it forbids).
fn refusal(ui: &mut Ui, view: &TurnView<'_>, frozen: bool) -> Option<Action> {
    let disputable = !view.on_case && !frozen && !view.read_only;
    if let Some(r) = view.route.refusal_for(view.game) {
        let said = ui.colored_label(ui.visuals().warn_fg_color, r.text());
        super::announce::live(ui, &said, egui::accesskit::Live::Assertive);
        let hover = t!(
            "turn-dispute-refused-hover",
            clause = Clause::Disputes.to_string()
        );
        if disputable
            && !r.on_case
            && ui
                .button(t!("turn-dispute-this"))
                .on_hover_text(hover)
                .clicked()
        {
            return Some(Action::Dispute(DisputeAction::Raise {
                by: r.position.turn(),
                route: r.route.clone(),
            }));
        }
        return None;
    }
    let route = view.route.route();
    if disputable && route.len() >= 2 {
        // A route the card refuses as it stands (one built hop by hop into
        // a no-rest camp, say) is the mover's to dispute, as a refused
        // click is (docs/rules.md, clause 7); one it allows, the next
        // player's, who objects before it is played.
        let refused = !view
            .game
            .check(&Proposal::Route(Route(route.to_vec())))
            .is_legal();
        let (by, hover) = if refused {
            (
                view.game.position().turn(),
                t!(
                    "turn-dispute-refused-hover",
                    clause = Clause::Disputes.to_string()
                ),
            )
        } else {
            (
                objector(view.game),
                t!(
                    "turn-dispute-object-hover",
                    clause = Clause::Disputes.to_string()
                ),
            )
        };
        if ui
            .button(t!("turn-dispute-this"))
            .on_hover_text(hover)
            .clicked()
        {
            return Some(Action::Dispute(DisputeAction::Raise {
                by,
                route: route.to_vec(),
            }));
        }
    }
    None
}

/// Who objects to the mover's route by default: the next player the
/// computer does not play (the raiser can be changed in the record).
#[must_use]
pub(crate) fn objector(game: &GameState) -> usize {
    let pos = game.position();
    let n = pos.seats().len().max(1);
    (1..n)
        .map(|k| (pos.turn() + k) % n)
        .find(|&p| game.computer_level(p).is_none())
        .unwrap_or((pos.turn() + 1) % n)
}

/// "Dispute" and "Dispute log…".
fn dispute_buttons(ui: &mut Ui, view: &TurnView<'_>) -> Vec<Action> {
    let mut actions = Vec::new();
    let frozen = view.game.open_dispute().is_some();
    let can_raise = !view.on_case && !frozen && !view.read_only;
    ui.horizontal_wrapped(|ui| {
        let hover = t!("turn-dispute-hover", clause = Clause::Disputes.to_string());
        if ui
            .add_enabled(can_raise, egui::Button::new(t!("turn-dispute")))
            .on_hover_text(hover)
            .on_disabled_hover_text(t!("turn-dispute-disabled-hover"))
            .clicked()
        {
            actions.push(Action::Dispute(DisputeAction::Raise {
                by: view.game.position().turn(),
                route: view.route.route().to_vec(),
            }));
        }
        if ui
            .add_enabled(!view.on_case, egui::Button::new(t!("turn-dispute-log")))
            .clicked()
        {
            actions.push(Action::Dispute(DisputeAction::ShowLog));
        }
    });
    actions
}

/// The frozen-board notice, or what went wrong with the last dispute step.
fn dispute_notes(ui: &mut Ui, view: &TurnView<'_>) {
    if view.game.open_dispute().is_some() {
        ui.colored_label(ui.visuals().warn_fg_color, t!("turn-frozen"));
    } else if let Some(n) = view.dispute_note {
        ui.colored_label(ui.visuals().warn_fg_color, n);
    }
}

fn pass_section(ui: &mut Ui, game: &GameState) -> Option<Action> {
    let pos = game.position();
    let rules = game.rules();
    let certified = pos.pass_certified(rules);
    let frozen = game.open_dispute().is_some();
    let label = game.player_label(pos.turn());
    let mut action = None;
    if certified {
        let pieces = pos.pieces(pos.turn()).count_ones();
        ui.group(|ui| {
            ui.label(t!(
                "turn-pass-certified",
                player = &label,
                pieces = pieces,
                clause = Clause::Passing.to_string()
            ));
        });
    }
    if ui
        .add_enabled(certified && !frozen, egui::Button::new(t!("turn-pass")))
        .on_disabled_hover_text(t!(
            "turn-pass-disabled-hover",
            clause = Clause::Passing.to_string()
        ))
        .clicked()
    {
        action = Some(Action::Game(GameAction::Play(crate::rules::Proposal::Pass)));
    }
    if !certified && game.outcome() == crate::rules::Outcome::Playing {
        // Say why Pass is greyed out: the verdict names a move that blocks it.
        let verdict = game.check(&crate::rules::Proposal::Pass);
        ui.add(
            egui::Label::new(
                RichText::new(t!("turn-pass-verdict", verdict = verdict.to_string())).weak(),
            )
            .wrap(),
        );
    }
    if pos.passes() > 0 {
        ui.label(t!(
            "turn-passes",
            passes = pos.passes(),
            seats = pos.seats().len()
        ));
    }
    action
}
