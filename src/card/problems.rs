//! Why a card file cannot be used ([`CardError`], [`ShapeProblem`]) and why
//! a card cannot start a game yet ([`CardProblem`]), with their messages.

use super::{CardDate, MAX_CARD_BYTES};
use crate::entry::EntryProblem;
use crate::lang::t;
use crate::rules::{OptionKey, SetupError};
use std::fmt;

/// Why a card file cannot be used.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CardError {
    /// The file could not be read (missing, a folder, a pipe…).
    Read(crate::fsio::ReadError),
    /// Larger than `MAX_CARD_BYTES` (8 KiB); not read.
    TooLarge(u64),
    /// Not UTF-8 text.
    NotText,
    /// The printable form of a card (text or PDF), which cannot be read back.
    Printed(PrintedForm),
    /// Not a card in RON (syntax, missing or unknown fields, wrong values).
    Syntax(String),
    /// RON of the right shape whose content cannot be a card.
    Invalid(ShapeProblem),
}

/// What makes well-formed RON no usable card.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ShapeProblem {
    /// A card seats 2 to 6 players.
    PlayerCount(usize),
    /// One confirmation slot per player.
    ConfirmationSlots {
        players: usize,
        slots: usize,
    },
    /// The player who moves first is not seated.
    First {
        first: usize,
        players: usize,
    },
    /// Versions start at 1.
    VersionZero,
    NoSuchDate(CardDate),
    /// A version may only replace an earlier one.
    Supersedes {
        version: u32,
        previous: u32,
    },
    /// A typed field that cannot be printed.
    Entry(CardProblem),
}

impl fmt::Display for ShapeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            ShapeProblem::PlayerCount(n) => t!("card-shape-player-count", count = *n),
            ShapeProblem::ConfirmationSlots { players, slots } => t!(
                "card-shape-confirmation-slots",
                players = *players,
                slots = *slots
            ),
            ShapeProblem::First { first, players } => {
                t!("card-shape-first", first = first + 1, players = *players)
            }
            ShapeProblem::VersionZero => t!("card-shape-version-zero"),
            ShapeProblem::NoSuchDate(d) => t!("card-shape-no-such-date", date = d.to_string()),
            ShapeProblem::Supersedes { version, previous } => t!(
                "card-shape-supersedes",
                version = *version,
                previous = *previous
            ),
            ShapeProblem::Entry(problem) => return problem.fmt(f),
        };
        f.write_str(&text)
    }
}

impl fmt::Display for CardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            CardError::Read(e) => return write!(f, "{e}"),
            CardError::TooLarge(n) => t!("card-error-too-large", bytes = *n, max = MAX_CARD_BYTES),
            CardError::NotText => t!("card-error-not-text"),
            CardError::Printed(form) => t!("card-error-printed", form = form.code()),
            CardError::Syntax(e) => t!("card-error-syntax", problem = e),
            CardError::Invalid(e) => t!("card-error-invalid", problem = e.to_string()),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for CardError {}

/// The printed forms of a card.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PrintedForm {
    /// `card show`, "Export card as text".
    Text,
    /// `card pdf`, "Export card as PDF".
    Pdf,
}

impl PrintedForm {
    /// The form as the messages select it: `text` or `pdf`.
    fn code(self) -> &'static str {
        match self {
            PrintedForm::Text => "text",
            PrintedForm::Pdf => "pdf",
        }
    }
}

impl fmt::Display for PrintedForm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!("card-printed-form", form = self.code()))
    }
}

/// Why a card cannot start a game yet.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CardProblem {
    MissingName(usize),
    SameColour(String),
    /// The board has start camps for 2, 3, 4 or 6 players only.
    PlayerCount(usize),
    /// Three or more players, and the other-camp option was not chosen.
    OtherCampsNotChosen,
    NotConfirmed(String),
    /// A typed field that cannot be printed (which field, and why).
    Entry(String, EntryProblem),
    Position(SetupError),
}

impl fmt::Display for CardProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            CardProblem::MissingName(i) => t!("card-problem-missing-name", player = i + 1),
            CardProblem::SameColour(c) => {
                t!(
                    "card-problem-same-colour",
                    colour = crate::words::colour_name(c)
                )
            }
            CardProblem::PlayerCount(n) => t!("card-problem-player-count", count = *n),
            CardProblem::OtherCampsNotChosen => t!(
                "card-problem-other-camps",
                clause = OptionKey::OtherCamps.clause().to_string()
            ),
            CardProblem::NotConfirmed(n) => t!("card-problem-not-confirmed", name = n),
            CardProblem::Entry(field, problem) => t!(
                "card-problem-entry",
                field = field,
                problem = problem.to_string()
            ),
            CardProblem::Position(e) => return write!(f, "{e}"),
        };
        f.write_str(&text)
    }
}
