//! One game: its card, its start, every move and take-back, and where it stands.
//!
//! Every change asks the engine first; the command line, the desktop app and
//! the tests all drive this same value.

use crate::card::Card;
use crate::dispute::{Dispute, DisputeEdit, DisputeError, Raise, Resolution, Resolved};
use crate::lang::{Lang, speaking, t};
use crate::rules::Hole;
use crate::rules::{
    Clause, Completion, Outcome, Position, Proposal, Refusal, Route, RuleSet, Verdict,
};
use serde::{Deserialize, Serialize};
use std::fmt;

mod history;
mod record;

/// One entry of the history.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Event {
    /// Move `number` (1-based) by player `player`.
    Played {
        number: usize,
        player: usize,
        proposal: Proposal,
        swap: bool,
    },
    /// Both players agreed to take back move `number`.
    TakenBack {
        number: usize,
        player: usize,
        proposal: Proposal,
    },
}

/// A move that stands (not taken back), with the position before it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ply {
    pub player: usize,
    pub proposal: Proposal,
    pub swap: bool,
    pub before: Position,
}

/// Why the game refused a request.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GameError {
    Illegal(Refusal),
    NothingToTakeBack,
    /// An open dispute freezes the board (clause 7).
    Frozen,
    Dispute(DisputeError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Illegal(r) => write!(f, "{r}"),
            GameError::NothingToTakeBack => f.write_str(&t!("game-error-nothing-to-take-back")),
            GameError::Frozen => f.write_str(&t!("game-error-frozen")),
            GameError::Dispute(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for GameError {}

/// The whole state of a game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
// Files written before the rename name the struct `Game`; keep that name on disk.
#[serde(rename = "Game")]
pub struct GameState {
    pub card: Card,
    start: Position,
    history: Vec<Event>,
    plies: Vec<Ply>,
    position: Position,
    /// Every dispute of the game (clause 7); the last may be open.
    #[serde(default)]
    disputes: Vec<Dispute>,
    /// Computer seats: `Some(level)` for a player the computer plays.
    #[serde(default)]
    pub computer: Vec<Option<crate::seat::Level>>,
    /// Move numbers for which a hint ("Suggest a move") was shown.
    #[serde(default)]
    hints: Vec<usize>,
}

impl GameState {
    /// A new game from a card and its start position.
    #[must_use]
    pub fn new(card: Card, start: Position) -> GameState {
        GameState {
            card,
            position: start.clone(),
            start,
            history: Vec::new(),
            plies: Vec::new(),
            disputes: Vec::new(),
            computer: Vec::new(),
            hints: Vec::new(),
        }
    }

    /// Note that a hint was shown for the move about to be made (a
    /// take-back forgets the notes of the moves it undoes).
    pub fn note_hint(&mut self) {
        let n = self.move_number();
        if self.hints.last() != Some(&n) {
            self.hints.push(n);
        }
    }

    /// Whether a hint was shown before move `number`.
    #[must_use]
    pub fn hint_before(&self, number: usize) -> bool {
        self.hints.contains(&number)
    }

    /// The level of the computer playing `player`, if a computer plays that seat.
    #[must_use]
    pub fn computer_level(&self, player: usize) -> Option<crate::seat::Level> {
        self.computer.get(player).copied().flatten()
    }

    /// A game from any position under a rule set (explainer, tests).
    #[must_use]
    pub fn from_position(rules: RuleSet, position: Position) -> GameState {
        let players = position
            .seats()
            .iter()
            .map(|s| crate::card::Signatory {
                name: s.colour.clone(),
                colour: s.colour.clone(),
            })
            .collect();
        let mut card = Card::new(players);
        card.rules = rules;
        // The rules were given whole: the other-camp rule too (else the card
        // would print clause 4 as not chosen yet).
        card.other_camps_chosen = true;
        card.first = position.turn();
        GameState::new(card, position)
    }

    #[must_use]
    pub fn rules(&self) -> &RuleSet {
        &self.card.rules
    }

    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    #[must_use]
    pub fn history(&self) -> &[Event] {
        &self.history
    }

    /// The moves that stand, in order.
    #[must_use]
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    #[must_use]
    pub fn outcome(&self) -> Outcome {
        self.position.outcome(&self.card.rules)
    }

    /// The number the next move will get.
    #[must_use]
    pub fn move_number(&self) -> usize {
        self.plies.len() + 1
    }

    /// Name of player `p` from the card ("Ann"), or `None` for a game that
    /// names its players by colour only (the explainer's cases,
    /// `from_position`).
    #[must_use]
    pub fn player_name(&self, p: usize) -> Option<String> {
        let name = self.card.display_name(p);
        (!name.eq_ignore_ascii_case(self.colour_of(p))).then_some(name)
    }

    /// Name of player `p` with colour, e.g. "Ann (red)"; only the colour
    /// ("red", not "red (red)") for a game without names.
    #[must_use]
    pub fn player_label(&self, p: usize) -> String {
        let colour = self.colour_of(p);
        match self.player_name(p) {
            Some(name) => t!(
                "game-player-label",
                name = name,
                colour = crate::words::colour_name(colour)
            ),
            None => crate::words::colour_name(colour),
        }
    }

    /// Seat `p`'s colour ("" past the last seat).
    fn colour_of(&self, p: usize) -> &str {
        self.position
            .seats()
            .get(p)
            .map_or("", |s| s.colour.as_str())
    }

    /// The engine's verdict on a proposal now.
    #[must_use]
    pub fn check(&self, proposal: &Proposal) -> Verdict {
        self.position.check(&self.card.rules, proposal)
    }

    /// Play a route or a pass; refused proposals change nothing.
    ///
    /// ```
    /// use hopcard::{GameError, GameState, Position, RuleSet};
    ///
    /// let mut game = GameState::from_position(RuleSet::default(), Position::card_start());
    /// game.play(&"N2-M6".parse()?)?;
    /// assert_eq!(game.plies().len(), 1);
    /// // Blue moves now: red's piece on M6 is not blue's to move.
    /// let refused = game.play(&"M6-L6".parse()?);
    /// assert!(matches!(refused, Err(GameError::Illegal(_))));
    /// assert_eq!(game.plies().len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`GameError::Illegal`] with the verdict's clause and reason when the
    /// engine refuses the proposal; [`GameError`] when a dispute freezes the
    /// board or the game is over.
    pub fn play(&mut self, proposal: &Proposal) -> Result<Verdict, GameError> {
        if self.open_dispute().is_some() {
            return Err(GameError::Frozen);
        }
        let verdict = self.check(proposal);
        let next = self
            .position
            .play(&self.card.rules, proposal)
            .map_err(GameError::Illegal)?;
        let player = self.position.turn();
        let swap = verdict == Verdict::LegalSwap;
        self.history.push(Event::Played {
            number: self.move_number(),
            player,
            proposal: proposal.clone(),
            swap,
        });
        self.plies.push(Ply {
            player,
            proposal: proposal.clone(),
            swap,
            before: self.position.clone(),
        });
        self.position = next;
        Ok(verdict)
    }

    /// Take back the last standing move (the caller has both players' consent).
    ///
    /// # Errors
    /// [`GameError`] when a dispute is open or there is no move to take back.
    pub fn take_back(&mut self) -> Result<(), GameError> {
        if self.open_dispute().is_some() {
            return Err(GameError::Frozen);
        }
        let ply = self.plies.pop().ok_or(GameError::NothingToTakeBack)?;
        let number = self.plies.len() + 1;
        self.history.push(Event::TakenBack {
            number,
            player: ply.player,
            proposal: ply.proposal,
        });
        self.position = ply.before;
        // A hint shown for the undone move is not the next move's.
        self.hints.retain(|&n| n < number);
        Ok(())
    }

    // ---- Disputes (clause 7): an open dispute freezes the board. ----

    /// Every dispute of the game, oldest first.
    #[must_use]
    pub fn disputes(&self) -> &[Dispute] {
        &self.disputes
    }

    /// Every dispute's verdict from the engine again, in place of the words
    /// its file held (call it once the records are checked).
    pub(crate) fn rederive_verdicts(&mut self) {
        for d in &mut self.disputes {
            d.rederive_verdict();
        }
    }

    /// Seal every record that has no record fingerprint (a file from before
    /// them, once checked): today's formats refuse a record without one, so
    /// the game must carry them from the moment it is opened, or its next
    /// save would not open again. From then on the record cannot change
    /// unnoticed.
    pub(crate) fn seal_old_records(&mut self) {
        for d in &mut self.disputes {
            if d.seal.is_none() {
                d.seal = Some(d.compute_seal());
            }
        }
    }

    /// The open dispute, if any (at most one: it freezes the board).
    #[must_use]
    pub fn open_dispute(&self) -> Option<&Dispute> {
        self.disputes.last().filter(|d| d.is_open())
    }

    /// Raise a dispute over `route` (start first; any holes, even none yet),
    /// citing `clause`; returns its index. The board freezes until it is resolved.
    ///
    /// # Errors
    /// [`GameError::Dispute`] when a dispute is already open, the game is
    /// over, or the raiser or clause is unknown.
    pub fn raise_dispute(
        &mut self,
        raised_by: usize,
        route: &[Hole],
        clause: Clause,
        time: &str,
    ) -> Result<usize, GameError> {
        if self.open_dispute().is_some() {
            return Err(GameError::Frozen);
        }
        // The record keeps the labels and the clause's wording in English,
        // whatever the players read.
        let (player_names, clauses) = speaking(Lang::En, || {
            let names = (0..self.position.seats().len())
                .map(|p| self.player_label(p))
                .collect();
            (names, self.card.clauses())
        });
        let raised_in = self.fingerprint_for_dispute();
        let dispute = Dispute::raise(&Raise {
            number: self.disputes.len() + 1,
            raised_by,
            player_names,
            time,
            move_number: self.move_number(),
            route,
            clause,
            clauses: &clauses,
            position: &self.position,
            rules: self.card.rules,
            raised_in: &raised_in,
        })
        .map_err(GameError::Dispute)?;
        self.disputes.push(dispute);
        Ok(self.disputes.len() - 1)
    }

    /// Change the open dispute (piece, route, clause, raiser, a statement); the verdict is recomputed.
    ///
    /// # Errors
    /// [`GameError::Dispute`] when no dispute is open or the edit is
    /// refused (an unknown clause or seat, a statement that cannot print).
    pub fn edit_dispute(&mut self, edit: DisputeEdit) -> Result<(), GameError> {
        // One spelling, one name: a statement's accents typed apart are
        // composed before the record keeps it.
        let edit = match edit {
            DisputeEdit::Statement { player, text } => DisputeEdit::Statement {
                player,
                text: crate::writing::composed(&text).into_owned(),
            },
            other => other,
        };
        // A clause's wording goes into the record in English.
        let clauses = speaking(Lang::En, || self.card.clauses());
        match self.disputes.last_mut().filter(|d| d.is_open()) {
            Some(d) => d.edit(edit, &clauses).map_err(GameError::Dispute),
            None => Err(GameError::Dispute(DisputeError::NoneOpen)),
        }
    }

    /// Resolve the open dispute. "Apply the card" plays a legal route and
    /// refuses an illegal one (both end the dispute); "Withdrawn" changes
    /// nothing; an agreed change takes effect from a new game only: this
    /// game's rules never change.
    ///
    /// # Errors
    /// [`GameError::Dispute`] when no dispute is open or the resolution is
    /// malformed; nothing changes then.
    pub fn resolve_dispute(&mut self, resolution: Resolution, time: &str) -> Result<(), GameError> {
        // One spelling, one name: the agreed change's accents typed apart
        // are composed, as a statement's are.
        let resolution = match resolution {
            Resolution::AgreeChangeForNewGame { change, rules } => {
                Resolution::AgreeChangeForNewGame {
                    change: crate::writing::composed(&change).into_owned(),
                    rules,
                }
            }
            other => other,
        };
        let d = self
            .open_dispute()
            .ok_or(GameError::Dispute(DisputeError::NoneOpen))?;
        let route = d.route.clone();
        let verdict = self.check(&Proposal::Route(route.clone()));
        // The record keeps what happened in English (the verdict too).
        let verdict_words = speaking(Lang::En, || verdict.to_string());
        let effect = match &resolution {
            Resolution::ApplyCard if route.0.len() < 2 => {
                return Err(GameError::Dispute(DisputeError::NoRoute));
            }
            Resolution::ApplyCard if verdict.is_legal() => {
                format!("{route} was played ({verdict_words})")
            }
            Resolution::ApplyCard => format!("{route} was refused: {verdict_words}"),
            Resolution::Withdrawn => "nothing changed; play goes on".to_string(),
            Resolution::AgreeChangeForNewGame { change, .. } => {
                if change.trim().is_empty() {
                    return Err(GameError::Dispute(DisputeError::EmptyChange));
                }
                "recorded; it takes effect from a new game, whose card carries it for every player to confirm again; this game keeps its card".to_string()
            }
        };
        let play = matches!(resolution, Resolution::ApplyCard) && verdict.is_legal();
        if let Some(d) = self.disputes.last_mut() {
            d.resolve(Resolved {
                resolution,
                time: time.to_string(),
                effect,
            })
            .map_err(GameError::Dispute)?;
        }
        if play {
            self.play(&Proposal::Route(route))?;
        }
        Ok(())
    }

    /// The card for the next game, unconfirmed: this card again, or, when
    /// disputes of this game agreed changes, its next version with those
    /// changes applied and each listed with the dispute it came from.
    #[must_use]
    pub fn next_card(&self, date: crate::card::CardDate) -> Card {
        let agreed: Vec<(&Dispute, crate::card::FromDispute)> = self
            .disputes
            .iter()
            .filter_map(|d| d.agreed_change().map(|c| (d, c)))
            .collect();
        if agreed.is_empty() {
            return self.card.for_new_game();
        }
        let mut next = self.card.propose_change(date);
        for (d, mut change) in agreed {
            if let Some(Resolution::AgreeChangeForNewGame {
                rules: Some(after), ..
            }) = d.resolution.as_ref().map(|r| &r.resolution)
            {
                // Only the options the change names: another dispute's
                // change to another option stays.
                for key in crate::rules::OptionKey::ALL {
                    if key.selected(after) != key.selected(&d.rules) {
                        key.select(&mut next.rules, key.selected(after));
                    }
                }
            }
            change.version = self.card.version;
            next.from_disputes.push(change);
        }
        next
    }

    /// The route of the last standing move, if it was not a pass.
    #[must_use]
    pub fn last_route(&self) -> Option<&Route> {
        match self.plies.last().map(|p| &p.proposal) {
            Some(Proposal::Route(r)) => Some(r),
            _ => None,
        }
    }

    /// A sentence for the end of the game, naming the completion rule.
    #[must_use]
    pub fn result_text(&self) -> Option<String> {
        match self.outcome() {
            Outcome::Playing => None,
            Outcome::Draw => Some(t!("game-result-draw")),
            Outcome::Win { player, rule } => {
                let by_swap = self
                    .plies
                    .last()
                    .is_some_and(|p| p.swap && p.player == player);
                let clause = Clause::Blocking.to_string();
                let who = self.player_label(player);
                Some(match rule {
                    _ if by_swap => t!("game-result-win-swap", player = who, clause = clause),
                    Completion::Swap | Completion::Ten => {
                        t!("game-result-win-ten", player = who, clause = clause)
                    }
                    Completion::Available => {
                        t!("game-result-win-available", player = who, clause = clause)
                    }
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn route(text: &str) -> Proposal {
        text.parse().unwrap_or(Proposal::Pass)
    }

    #[test]
    fn play_and_take_back() {
        let mut g = GameState::from_position(RuleSet::default(), Position::card_start());
        assert_eq!(g.play(&route("N2-M6")), Ok(Verdict::Legal));
        assert_eq!(g.move_number(), 2);
        assert!(matches!(
            g.play(&route("N1-M5")),
            Err(GameError::Illegal(_))
        ));
        assert_eq!(g.move_number(), 2, "a refused move changes nothing");
        assert_eq!(g.take_back(), Ok(()));
        assert_eq!(g.position(), &Position::card_start());
        assert_eq!(
            g.history_lines(),
            ["1. red N2-M6", "taken back: 1. red N2-M6"]
        );
        assert_eq!(g.take_back(), Err(GameError::NothingToTakeBack));
    }

    #[test]
    #[cfg(feature = "test-support")]
    fn the_english_catalogue_parses() {
        assert_eq!(
            crate::lang::catalogue_problems(Lang::En),
            Vec::<String>::new()
        );
    }

    #[test]
    fn a_record_keeps_english_whatever_the_players_read() {
        let record = |lang: Lang| {
            speaking(lang, || {
                let mut g = GameState::from_position(RuleSet::default(), Position::card_start());
                let from = Hole::parse("N2").unwrap_or_else(|| panic!("N2"));
                let to = Hole::parse("M6").unwrap_or_else(|| panic!("M6"));
                let time = "2025-03-14 19:30 UTC";
                g.raise_dispute(0, &[from], Clause::Moving, time)?;
                g.edit_dispute(DisputeEdit::AddHole(to))?;
                g.edit_dispute(DisputeEdit::Clause(Clause::Camps))?;
                g.resolve_dispute(Resolution::ApplyCard, time)?;
                let d = g.disputes()[0].clone();
                assert_eq!(d.check_record(), Ok(()), "{lang}");
                let card = g.card.propose_change(g.card.date);
                Ok::<_, GameError>((ron::to_string(&d), card.to_ron(), g.record_fingerprint()))
            })
        };
        // The pseudo-language words the clauses otherwise.
        let card = Card::default();
        assert_ne!(speaking(Lang::Pseudo, || card.clauses()), card.clauses());
        let english = record(Lang::En);
        assert_eq!(record(Lang::Pseudo), english);
        let (dispute, _, _) = english.unwrap_or_else(|e| panic!("{e}"));
        let dispute = dispute.unwrap_or_else(|e| panic!("{e}"));
        assert!(dispute.contains("\"Camps: each player"), "{dispute}");
        assert!(dispute.contains("was played (legal)"), "{dispute}");
    }
}
