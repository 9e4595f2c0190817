//! The agreement card: who plays, which rules they agreed, and who confirmed.
//!
//! The seven clauses are rendered from the rule set in our own words, so the
//! card a family prints always says exactly what the engine enforces.

use crate::rules::{
    Camp, Completion, DestLock, Movement, OptionKey, OtherCamps, Position, RuleSet, Seat,
    SetupError, Unused,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A calendar date (the card's "Date" line).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct CardDate {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

impl CardDate {
    /// Today's date in UTC from the system clock.
    #[must_use]
    pub fn today() -> CardDate {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        CardDate::from_days(i64::try_from(secs / 86_400).unwrap_or(0))
    }

    /// The civil date `days` after 1970-01-01 (Howard Hinnant's algorithm).
    #[must_use]
    pub fn from_days(days: i64) -> CardDate {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        CardDate { year, month, day }
    }

    /// Days in this date's month.
    #[must_use]
    pub fn days_in_month(year: i32, month: u32) -> u32 {
        match month {
            2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        }
    }

    /// Keep the day within the month after the month or year changed.
    pub fn clamp(&mut self) {
        self.month = self.month.clamp(1, 12);
        self.day = self
            .day
            .clamp(1, CardDate::days_in_month(self.year, self.month));
    }
}

impl fmt::Display for CardDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// A player named on the card.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Signatory {
    pub name: String,
    pub colour: String,
}

/// One player's confirmation of the card.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Confirmation {
    /// Name or initials as the player typed them.
    pub by: String,
    /// When, as text (local clock).
    pub at: String,
}

/// The agreement card of a game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Card {
    pub version: u32,
    pub players: Vec<Signatory>,
    /// Index of the player who moves first.
    pub first: usize,
    pub date: CardDate,
    pub rulebook: String,
    pub rules: RuleSet,
    /// Agreed changes in the players' own words (beyond the rule options).
    pub free_changes: String,
    /// One slot per player.
    pub confirmations: Vec<Option<Confirmation>>,
}

/// Colours offered in the setup dialog, in order.
pub const COLOURS: [&str; 8] = [
    "red", "blue", "green", "yellow", "purple", "orange", "black", "white",
];

impl Default for Card {
    fn default() -> Card {
        Card::new(vec![
            Signatory {
                name: String::new(),
                colour: "red".into(),
            },
            Signatory {
                name: String::new(),
                colour: "blue".into(),
            },
        ])
    }
}

/// Why a card cannot start a game yet.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CardProblem {
    MissingName(usize),
    SameColour(String),
    NotConfirmed(String),
    Position(SetupError),
}

impl fmt::Display for CardProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardProblem::MissingName(i) => write!(f, "player {} needs a name", i + 1),
            CardProblem::SameColour(c) => write!(f, "two players chose {c}: colours must differ"),
            CardProblem::NotConfirmed(n) => write!(f, "{n} has not confirmed the card yet"),
            CardProblem::Position(e) => write!(f, "{e}"),
        }
    }
}

impl Card {
    #[must_use]
    pub fn new(players: Vec<Signatory>) -> Card {
        let n = players.len();
        Card {
            version: 1,
            players,
            first: 0,
            date: CardDate::today(),
            rulebook: String::new(),
            rules: RuleSet::default(),
            free_changes: String::new(),
            confirmations: vec![None; n],
        }
    }

    /// A player's name, or "Player N" while it is blank.
    #[must_use]
    pub fn display_name(&self, i: usize) -> String {
        match self.players.get(i) {
            Some(p) if !p.name.trim().is_empty() => p.name.trim().to_string(),
            _ => format!("Player {}", i + 1),
        }
    }

    /// The agreed changes: rule options that differ from the card, then the free text.
    #[must_use]
    pub fn agreed_changes(&self) -> Vec<String> {
        let mut out = self.rules.differences_from_card();
        let free = self.free_changes.trim();
        if !free.is_empty() {
            out.push(free.to_string());
        }
        out
    }

    /// Withdraw every confirmation (the choices changed after they were given).
    pub fn clear_confirmations(&mut self) {
        self.confirmations = vec![None; self.players.len()];
    }

    /// Whether every player has confirmed.
    #[must_use]
    pub fn fully_confirmed(&self) -> bool {
        self.confirmations.len() == self.players.len()
            && self.confirmations.iter().all(Option::is_some)
    }

    /// Start camps in seat order for this many players (spec, clause 1).
    #[must_use]
    pub fn camps(n: usize) -> Vec<Camp> {
        match n {
            3 => vec![Camp::Bottom, Camp::UpperLeft, Camp::UpperRight],
            4 => vec![Camp::Bottom, Camp::LowerLeft, Camp::Top, Camp::UpperRight],
            6 => vec![
                Camp::Bottom,
                Camp::LowerLeft,
                Camp::UpperLeft,
                Camp::Top,
                Camp::UpperRight,
                Camp::LowerRight,
            ],
            _ => vec![Camp::Bottom, Camp::Top],
        }
    }

    /// Everything that stops the card from starting a game, first problem first.
    pub fn ready(&self) -> Result<Position, CardProblem> {
        for (i, p) in self.players.iter().enumerate() {
            if p.name.trim().is_empty() {
                return Err(CardProblem::MissingName(i));
            }
            if self.players[..i].iter().any(|q| q.colour == p.colour) {
                return Err(CardProblem::SameColour(p.colour.clone()));
            }
        }
        if let Some(i) =
            (0..self.players.len()).find(|&i| self.confirmations.get(i).is_none_or(Option::is_none))
        {
            return Err(CardProblem::NotConfirmed(self.display_name(i)));
        }
        self.start_position().map_err(CardProblem::Position)
    }

    /// The start position: ten pieces per player in its start camp.
    pub fn start_position(&self) -> Result<Position, SetupError> {
        let camps = Card::camps(self.players.len());
        let seats: Vec<Seat> = self
            .players
            .iter()
            .zip(&camps)
            .map(|(p, &camp)| Seat {
                colour: p.colour.clone(),
                camp,
            })
            .collect();
        let pieces: Vec<u128> = camps.iter().map(|c| c.holes()).collect();
        Position::from_parts(
            seats,
            &pieces,
            self.first.min(self.players.len().saturating_sub(1)),
            0,
        )
    }

    /// The seven clauses as printed on the card, rendered from the rule set.
    #[must_use]
    pub fn clauses(&self) -> Vec<(u8, String)> {
        clauses(&self.rules, &self.players)
    }
}

/// The seven clauses for a rule set and players, in our own words.
#[must_use]
pub fn clauses(rules: &RuleSet, players: &[Signatory]) -> Vec<(u8, String)> {
    let camps = Card::camps(players.len());
    let seating: Vec<String> = players
        .iter()
        .zip(&camps)
        .map(|(p, c)| {
            format!(
                "{} starts at {} and heads for {}",
                p.colour,
                c,
                c.opposite()
            )
        })
        .collect();
    let unused = match rules.unused {
        Unused::Usable => {
            "Camps nobody starts in or heads for stay free for moving through and stopping in."
        }
        Unused::NoRest => {
            "Camps nobody starts in or heads for may be crossed, but no turn may end in them."
        }
    };
    let movement = match rules.movement {
        Movement::Hops => {
            "A turn moves one piece: either one step to a neighbouring empty hole, or a chain of hops. Each hop passes over one adjacent piece of any colour (the bridge) to the empty hole just beyond it in a straight line. The chain may stop after any hop; nothing is taken off the board; no long jumps."
        }
        Movement::Long => {
            "A turn moves one piece: either one step to a neighbouring empty hole, or a chain of jumps. A jump passes over one piece of any colour (the bridge) in a straight line, with as many empty holes after the bridge as before it, landing in an empty hole; the plain hop is the shortest case. Nothing is taken off the board."
        }
    };
    let lock = match rules.dest_lock {
        DestLock::EveryLanding => {
            "Once a piece is in its destination, every later landing of that piece stays inside it; moving around within it is fine. Arriving is not yet a win."
        }
        DestLock::TurnEnd => {
            "A piece that begins a turn in its destination must finish that turn inside it; it may hop out and back within the chain."
        }
        DestLock::Off => "Pieces may leave their destination again; only the finish counts.",
    };
    let others = match rules.other_camps {
        OtherCamps::Allowed => "Other players' camps may be used like any other hole.",
        OtherCamps::NoRest => {
            "Other players' camps may be hopped through, but no turn may end in them."
        }
        OtherCamps::NoEntry => {
            "No piece may land in another player's camp, though hopping over a piece there is fine."
        }
    };
    let finish = match rules.completion {
        Completion::Swap => {
            "A player wins with every piece in the destination. Only when nine are home and an opponent's piece blocks an otherwise legal final entry of the tenth may the two pieces trade holes, which completes the player's set. There is no other swap or capture."
        }
        Completion::Ten => {
            "A player wins with every piece in the destination. An opponent's piece sitting in the last hole simply blocks the finish; there is no swap or capture."
        }
        Completion::Available => {
            "A player wins once no hole of the destination is empty and at least one own piece is there; holes held by opponents count as filled."
        }
    };
    vec![
        (1, format!("Setup: ten pieces each; {}. {unused}", seating.join("; "))),
        (2, format!("Moving: {movement}")),
        (3, format!("Arriving home: {lock}")),
        (4, format!("Camps: each player's own start and destination are always allowed. {others}")),
        (5, format!("Blocking and finishing: {finish}")),
        (6, "Passing: a player may pass only when no piece has any legal step or hop chain, checked piece by piece in every direction. If everyone passes in turn without a move or a win, the game ends as an agreed draw.".to_string()),
        (7, "Disputes: when the players disagree, stop before anything moves and record the piece, the route, the clause and the holes. This card decides; a rule change needs a new card signed by everyone and starts with a new game.".to_string()),
    ]
}

/// The option descriptions, for the dialog (clause, title, choices).
#[must_use]
pub fn option_rows() -> Vec<(OptionKey, u8, &'static str)> {
    OptionKey::ALL
        .into_iter()
        .map(|k| (k, k.clause(), k.title()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(CardDate::from_days(0).to_string(), "1970-01-01");
        assert_eq!(CardDate::from_days(20_787).to_string(), "2026-11-30");
        assert_eq!(CardDate::days_in_month(2024, 2), 29);
        assert_eq!(CardDate::days_in_month(2100, 2), 28);
    }

    #[test]
    fn ready_needs_names_colours_and_confirmations() {
        let mut card = Card::default();
        assert_eq!(card.ready(), Err(CardProblem::MissingName(0)));
        card.players[0].name = "Ann".into();
        card.players[1].name = "Ben".into();
        card.players[1].colour = "red".into();
        assert_eq!(card.ready(), Err(CardProblem::SameColour("red".into())));
        card.players[1].colour = "blue".into();
        assert_eq!(card.ready(), Err(CardProblem::NotConfirmed("Ann".into())));
        card.confirmations[0] = Some(Confirmation {
            by: "A".into(),
            at: "now".into(),
        });
        assert_eq!(card.ready(), Err(CardProblem::NotConfirmed("Ben".into())));
        card.confirmations[1] = Some(Confirmation {
            by: "B".into(),
            at: "now".into(),
        });
        assert_eq!(card.ready(), Ok(Position::card_start()));
        card.first = 1;
        assert_eq!(card.ready().map(|p| p.turn()), Ok(1));
    }

    #[test]
    fn clauses_follow_the_rules() {
        let card = Card::default();
        let c = card.clauses();
        assert_eq!(c.len(), 7);
        let mut long = card.clone();
        long.rules.movement = Movement::Long;
        assert_ne!(long.clauses()[1], c[1]);
        assert_eq!(long.clauses()[0], c[0]);
    }
}
