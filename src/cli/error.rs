//! Why a command failed. Every failure is bad input (a flag, a position, a
//! file) or a write that did not happen; each prints one line on stderr,
//! names what is wrong, and exits 2.

use super::input::InputError;
use super::perft::TooDeep;
use crate::ai::arena::PlayerError;
use crate::ai::openings::OpeningsError;
use crate::card::{COLOURS, CardError, CardProblem, DateError, FingerprintFormError};
use crate::dispute::LogError;
use crate::entry::EntryProblem;
use crate::print::PdfError;
use crate::quote::{Quoted, QuotedPath};
use crate::rules::{OptionKey, RouteError, SetupError};
use crate::storage::LoadError;
use std::fmt;
use std::path::PathBuf;

/// Why a command failed; [`CliError::code`] is its exit code.
#[derive(Debug)]
pub(crate) enum CliError {
    /// The position words do not parse.
    Position(SetupError),
    /// `check` or `play` was given a position but no route.
    MissingRoute,
    Route(RouteError),
    /// A rule flag's value is none of its choices.
    OptionValue {
        key: OptionKey,
        given: String,
    },
    /// A rule flag beside `--card`, which fixes the rules.
    WithCard(OptionKey),
    /// `--card FILE` that cannot give the rules.
    CardRules(CardRulesError),
    /// `--level` that names no level.
    Level(String),
    /// `match --a/--b` that names no player.
    Player(PlayerError),
    /// `match --players` that no table seats.
    Table(usize),
    /// `match --openings FILE` that cannot be used (the file is named).
    Openings {
        path: PathBuf,
        error: OpeningsError,
    },
    Perft(TooDeep),
    /// A named file refused before it is read (not a regular file, too large).
    Input(InputError),
    /// A game file that cannot be loaded.
    Load(LoadError),
    /// A card file that cannot be read.
    Card {
        path: PathBuf,
        error: CardError,
    },
    /// A dispute log that cannot be read.
    Log {
        path: PathBuf,
        error: LogError,
    },
    /// A file that could not be read at all.
    Read {
        path: PathBuf,
        error: crate::fsio::ReadError,
    },
    /// `dispute --number N` for a dispute the file does not hold.
    NoSuchDispute {
        path: PathBuf,
        number: usize,
    },
    /// `dispute --pdf` for a file without disputes.
    NoDispute(PathBuf),
    /// `--paper` that names no paper.
    Paper(PdfError),
    /// `--expect` that is not a short fingerprint.
    Expect(FingerprintFormError),
    /// An output file that is the input file itself (never replaced).
    SameAsInput(PathBuf),
    /// An output file that exists, without `--replace`.
    Exists(PathBuf),
    Write(crate::fsio::WriteError),
    Pdf(PdfError),
    /// `card new --player` that is not COLOUR:NAME.
    PlayerFlag {
        given: String,
        problem: PlayerFlag,
    },
    /// `card new` with a number of players no card seats.
    PlayerCount(usize),
    /// `card new --confirm` that cannot be taken.
    Confirm {
        given: String,
        problem: ConfirmFlag,
    },
    Date(DateError),
    /// `card new --first` naming no seated colour.
    First(String),
    /// A card that cannot be made from the flags; `hint` when the
    /// other-camp option is missing.
    NotReady {
        problem: CardProblem,
        hint: bool,
    },
    /// A FILE without a subcommand that is no file.
    NotAFile(PathBuf),
    /// `install-desktop` failed (the message names the file or folder).
    Install(crate::desktop::InstallError),
}

/// What is wrong with a `--player COLOUR:NAME`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum PlayerFlag {
    Form,
    Colour,
    NoName,
}

/// What is wrong with a `--confirm COLOUR:INITIALS`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum ConfirmFlag {
    Form,
    NoColour,
    NoInitials,
    Initials(EntryProblem),
    NoSeat,
    Already,
}

/// Why `--card FILE` gives no rules.
#[derive(Debug)]
pub(crate) enum CardRulesError {
    Input(InputError),
    Read {
        path: PathBuf,
        error: CardError,
    },
    /// A card that is unconfirmed, changed or without a fingerprint.
    NotAgreed {
        path: PathBuf,
        why: NotAgreed,
    },
}

/// Why a card's rules were not agreed by everyone.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum NotAgreed {
    Unconfirmed(Vec<String>),
    Changed,
    NoFingerprint,
}

impl CliError {
    /// The exit code: 2 for every failure (1 is kept for "illegal" and
    /// "changed", which are answers, not failures).
    #[must_use]
    pub(crate) fn code(&self) -> i32 {
        2
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Position(e) => write!(f, "bad position: {e}"),
            CliError::MissingRoute => f.write_str("missing route"),
            CliError::Route(e) => write!(f, "bad route: {e}"),
            CliError::OptionValue { key, given } => {
                let names: Vec<&str> = key.choices().iter().map(|c| c.name).collect();
                write!(
                    f,
                    "--{} {}: expected one of {}",
                    key.name(),
                    Quoted(given),
                    names.join(", ")
                )
            }
            CliError::WithCard(key) => write!(
                f,
                "--{} cannot be combined with --card: the card fixes the rules",
                key.name()
            ),
            CliError::CardRules(e) => write!(f, "--card {e}"),
            CliError::Level(name) => write!(
                f,
                "unknown level {}: expected greedy, easy, medium or strong",
                Quoted(name)
            ),
            CliError::Player(e) => e.fmt(f),
            CliError::Table(n) => write!(f, "{n} players: a table seats 2, 3, 4 or 6"),
            CliError::Openings { path, error } => {
                write!(f, "--openings {}: {error}", QuotedPath(path))
            }
            CliError::Perft(e) => e.fmt(f),
            CliError::Input(e) => e.fmt(f),
            CliError::Load(e) => e.fmt(f),
            CliError::Card { path, error } => write!(f, "{}: {error}", QuotedPath(path)),
            CliError::Log { path, error } => write!(f, "{}: {error}", QuotedPath(path)),
            CliError::Read { path, error } => write!(f, "{}: {error}", QuotedPath(path)),
            CliError::NoSuchDispute { path, number } => {
                write!(f, "{}: there is no dispute {number}", QuotedPath(path))
            }
            CliError::NoDispute(path) => write!(f, "{}: no dispute to print", QuotedPath(path)),
            CliError::Paper(e) => write!(f, "--paper {e}"),
            CliError::Expect(e) => write!(f, "--expect {e}"),
            CliError::Exists(path) => write!(
                f,
                "{} already exists: choose another name, or add --replace to replace it",
                QuotedPath(path)
            ),
            CliError::SameAsInput(path) => write!(
                f,
                "{} is the file being read: choose another name for the output",
                QuotedPath(path)
            ),
            CliError::Write(e) => e.fmt(f),
            CliError::Pdf(e) => e.fmt(f),
            CliError::PlayerFlag { given, problem } => {
                write!(f, "--player {}: ", Quoted(given))?;
                match problem {
                    PlayerFlag::Form => f.write_str("expected COLOUR:NAME, e.g. red:Ann"),
                    PlayerFlag::Colour => write!(
                        f,
                        "the colour must be a lowercase word, e.g. {}",
                        COLOURS.join(", ")
                    ),
                    PlayerFlag::NoName => f.write_str("the name is missing"),
                }
            }
            CliError::PlayerCount(n) => {
                write!(f, "{n} --player given: a card has 2, 3, 4 or 6 players")
            }
            CliError::Confirm { given, problem } => {
                write!(f, "--confirm {}: ", Quoted(given))?;
                match problem {
                    ConfirmFlag::Form => f.write_str("expected COLOUR:INITIALS, e.g. red:AB"),
                    ConfirmFlag::NoColour => f.write_str("no --player has that colour"),
                    ConfirmFlag::NoInitials => f.write_str("the initials are missing"),
                    ConfirmFlag::Initials(e) => write!(f, "the initials {e}"),
                    ConfirmFlag::NoSeat => f.write_str("no such seat"),
                    ConfirmFlag::Already => f.write_str("that player has already confirmed"),
                }
            }
            CliError::Date(e) => write!(f, "--date: {e}"),
            CliError::First(colour) => {
                write!(f, "--first {}: no --player has that colour", Quoted(colour))
            }
            CliError::NotReady { problem, hint } => {
                write!(f, "the card cannot be made: {problem}")?;
                if *hint {
                    f.write_str(" (add --other-camps allowed|no-rest|no-entry)")?;
                }
                Ok(())
            }
            CliError::NotAFile(path) => write!(
                f,
                "{} is neither a subcommand nor a file (see hopcard --help)",
                QuotedPath(path)
            ),
            CliError::Install(e) => e.fmt(f),
        }
    }
}

impl fmt::Display for CardRulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardRulesError::Input(e) => e.fmt(f),
            CardRulesError::Read { path, error } => write!(f, "{}: {error}", QuotedPath(path)),
            CardRulesError::NotAgreed { path, why } => {
                write!(f, "{}: ", QuotedPath(path))?;
                match why {
                    NotAgreed::Unconfirmed(missing) => {
                        write!(f, "it is not confirmed by {}", missing.join(", "))?;
                    }
                    NotAgreed::Changed => f.write_str(
                        "the card was changed after its fingerprint was taken (the fingerprint does not match)",
                    )?,
                    NotAgreed::NoFingerprint => f.write_str("the card has no fingerprint yet")?,
                }
                f.write_str("; only a card every player confirmed, unchanged since, gives the rules (see hopcard card verify)")
            }
        }
    }
}

impl std::error::Error for CliError {}
impl std::error::Error for CardRulesError {}

impl From<SetupError> for CliError {
    fn from(e: SetupError) -> CliError {
        CliError::Position(e)
    }
}

impl From<RouteError> for CliError {
    fn from(e: RouteError) -> CliError {
        CliError::Route(e)
    }
}

impl From<InputError> for CliError {
    fn from(e: InputError) -> CliError {
        CliError::Input(e)
    }
}

impl From<LoadError> for CliError {
    fn from(e: LoadError) -> CliError {
        CliError::Load(e)
    }
}

impl From<crate::fsio::WriteError> for CliError {
    fn from(e: crate::fsio::WriteError) -> CliError {
        CliError::Write(e)
    }
}

impl From<TooDeep> for CliError {
    fn from(e: TooDeep) -> CliError {
        CliError::Perft(e)
    }
}

impl From<PlayerError> for CliError {
    fn from(e: PlayerError) -> CliError {
        CliError::Player(e)
    }
}

impl From<CardRulesError> for CliError {
    fn from(e: CardRulesError) -> CliError {
        CliError::CardRules(e)
    }
}
