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
use crate::lang::t;
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
        let q = |p: &PathBuf| QuotedPath(p).to_string();
        let e = |e: &dyn fmt::Display| e.to_string();
        f.write_str(&match self {
            CliError::Position(error) => t!("cli-bad-position", error = e(error)),
            CliError::MissingRoute => t!("cli-missing-route"),
            CliError::Route(error) => t!("cli-bad-route", error = e(error)),
            CliError::OptionValue { key, given } => {
                let names: Vec<&str> = key.choices().iter().map(|c| c.name).collect();
                t!(
                    "cli-option-value",
                    flag = key.name(),
                    given = Quoted(given).to_string(),
                    values = names.join(", ")
                )
            }
            CliError::WithCard(key) => t!("cli-with-card", flag = key.name()),
            CliError::CardRules(error) => t!("cli-card-flag", error = e(error)),
            CliError::Level(name) => t!("cli-unknown-level", given = Quoted(name).to_string()),
            CliError::Player(error) => e(error),
            CliError::Table(n) => t!("cli-table", players = *n),
            CliError::Openings { path, error } => {
                t!("cli-openings", path = q(path), error = e(error))
            }
            CliError::Perft(error) => e(error),
            CliError::Input(error) => e(error),
            CliError::Load(error) => e(error),
            CliError::Card { path, error } => {
                t!("cli-path-error", path = q(path), error = e(error))
            }
            CliError::Log { path, error } => t!("cli-path-error", path = q(path), error = e(error)),
            CliError::Read { path, error } => {
                t!("cli-path-error", path = q(path), error = e(error))
            }
            CliError::NoSuchDispute { path, number } => {
                t!("cli-no-such-dispute", path = q(path), number = *number)
            }
            CliError::NoDispute(path) => t!("cli-no-dispute", path = q(path)),
            CliError::Paper(error) => t!("cli-paper", error = e(error)),
            CliError::Expect(error) => t!("cli-expect", error = e(error)),
            CliError::Exists(path) => t!("cli-exists", path = q(path)),
            CliError::SameAsInput(path) => t!("cli-same-as-input", path = q(path)),
            CliError::Write(error) => e(error),
            CliError::Pdf(error) => e(error),
            CliError::PlayerFlag { given, problem } => {
                let given = Quoted(given).to_string();
                match problem {
                    PlayerFlag::Form => t!("cli-player-form", given = given),
                    PlayerFlag::Colour => {
                        t!(
                            "cli-player-colour",
                            given = given,
                            colours = COLOURS.join(", ")
                        )
                    }
                    PlayerFlag::NoName => t!("cli-player-no-name", given = given),
                }
            }
            CliError::PlayerCount(n) => t!("cli-player-count", count = *n),
            CliError::Confirm { given, problem } => {
                let given = Quoted(given).to_string();
                match problem {
                    ConfirmFlag::Form => t!("cli-confirm-form", given = given),
                    ConfirmFlag::NoColour => t!("cli-confirm-no-colour", given = given),
                    ConfirmFlag::NoInitials => t!("cli-confirm-no-initials", given = given),
                    ConfirmFlag::Initials(problem) => {
                        t!("cli-confirm-initials", given = given, problem = e(problem))
                    }
                    ConfirmFlag::NoSeat => t!("cli-confirm-no-seat", given = given),
                    ConfirmFlag::Already => t!("cli-confirm-already", given = given),
                }
            }
            CliError::Date(error) => t!("cli-date", error = e(error)),
            CliError::First(colour) => t!("cli-first", given = Quoted(colour).to_string()),
            CliError::NotReady { problem, hint } => {
                if *hint {
                    t!("cli-not-ready-hint", problem = e(problem))
                } else {
                    t!("cli-not-ready", problem = e(problem))
                }
            }
            CliError::NotAFile(path) => t!("cli-not-a-file", path = q(path)),
            CliError::Install(error) => e(error),
        })
    }
}

impl fmt::Display for CardRulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            CardRulesError::Input(e) => e.to_string(),
            CardRulesError::Read { path, error } => t!(
                "cli-path-error",
                path = QuotedPath(path).to_string(),
                error = error.to_string()
            ),
            CardRulesError::NotAgreed { path, why } => {
                let path = QuotedPath(path).to_string();
                match why {
                    NotAgreed::Unconfirmed(missing) => t!(
                        "cli-card-unconfirmed",
                        path = path,
                        missing = missing.join(&t!("cli-list-separator"))
                    ),
                    NotAgreed::Changed => t!("cli-card-changed", path = path),
                    NotAgreed::NoFingerprint => t!("cli-card-no-fingerprint", path = path),
                }
            }
        })
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
