//! Why a card file cannot be used ([`CardError`], [`ShapeProblem`]) and why
//! a card cannot start a game yet ([`CardProblem`]), with their messages.

use super::{CardDate, MAX_CARD_BYTES};
use crate::entry::EntryProblem;
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
        match self {
            ShapeProblem::PlayerCount(n) => write!(f, "it names {n} players; a card has 2 to 6"),
            ShapeProblem::ConfirmationSlots { players, slots } => write!(
                f,
                "it names {players} players but has {slots} confirmation slots"
            ),
            ShapeProblem::First { first, players } => write!(
                f,
                "player {} moves first, but the card names {players} players",
                first + 1
            ),
            ShapeProblem::VersionZero => f.write_str("version 0: versions start at 1"),
            ShapeProblem::NoSuchDate(d) => write!(f, "the date {d} does not exist"),
            ShapeProblem::Supersedes { version, previous } => {
                write!(f, "version {version} cannot replace version {previous}")
            }
            ShapeProblem::Entry(problem) => problem.fmt(f),
        }
    }
}

impl fmt::Display for CardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardError::Read(e) => write!(f, "{e}"),
            CardError::TooLarge(n) => write!(
                f,
                "is {n} bytes, too large for an agreement card (at most {MAX_CARD_BYTES})"
            ),
            CardError::NotText => f.write_str("is not a text file (not UTF-8)"),
            CardError::Printed(form) => write!(
                f,
                "is the printable {form} of a card, for reading and signing on paper; only the card file (RON, from \"card new\" or \"Export card as RON\") can be verified or imported"
            ),
            CardError::Syntax(e) => write!(f, "is not a readable agreement card: {e}"),
            CardError::Invalid(e) => write!(f, "is not a usable agreement card: {e}"),
        }
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

impl fmt::Display for PrintedForm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PrintedForm::Text => "text",
            PrintedForm::Pdf => "PDF",
        })
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
        match self {
            CardProblem::MissingName(i) => write!(f, "player {} needs a name", i + 1),
            CardProblem::SameColour(c) => write!(f, "two players chose {c}: colours must differ"),
            CardProblem::PlayerCount(n) => write!(
                f,
                "{n} players cannot be seated: the board has start camps for 2, 3, 4 or 6 players"
            ),
            CardProblem::OtherCampsNotChosen => write!(
                f,
                "with three or more players, choose the rule for other players' camps (clause {}) explicitly",
                OptionKey::OtherCamps.clause()
            ),
            CardProblem::NotConfirmed(n) => write!(f, "{n} has not confirmed the card yet"),
            CardProblem::Entry(field, problem) => write!(f, "{field} {problem}"),
            CardProblem::Position(e) => write!(f, "{e}"),
        }
    }
}
