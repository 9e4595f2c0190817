//! `hopcard card new|show|verify`, and `--card FILE` for the other subcommands.

use super::{Output, RuleFlags};
use crate::card::{COLOURS, Card, CardDate, Confirmation, Seal, Signatory};
use crate::rules::RuleSet;
use crate::rules::quote::{Quoted, QuotedPath};
use clap::Subcommand;
use std::path::{Path, PathBuf};

/// What `hopcard card` can do.
// Parsed once per run; boxing the flags would only complicate clap's derive.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand, Debug)]
pub enum CardCommand {
    /// Print a new signed card (RON) on which every named player confirms.
    New {
        /// A player as COLOUR:NAME, in seat order; 2, 3, 4 or 6 players.
        #[arg(long = "player", value_name = "COLOUR:NAME", required = true)]
        players: Vec<String>,
        #[command(flatten)]
        rules: RuleFlags,
        /// The card's date, YYYY-MM-DD (default: today, UTC).
        #[arg(long, value_name = "DATE")]
        date: Option<String>,
        /// The set or rulebook consulted.
        #[arg(long, value_name = "TEXT", default_value = "")]
        rulebook: String,
        /// Other agreed changes, in the players' own words.
        #[arg(long, value_name = "TEXT", default_value = "")]
        changes: String,
        /// The colour of the player who moves first (default: the first --player).
        #[arg(long, value_name = "COLOUR")]
        first: Option<String>,
    },
    /// Print a card file as the printable text card.
    Show {
        /// A card file in RON (from "card new" or "Export card as RON").
        file: PathBuf,
    },
    /// Check a card's fingerprint: exit 0 if it matches, 1 if the card was
    /// changed since it was signed (or never signed), 2 if the file is malformed.
    Verify { file: PathBuf },
}

/// Run `hopcard card ...`; `Err` is bad input (exit 2).
pub fn run(command: &CardCommand) -> Result<Output, String> {
    match command {
        CardCommand::New {
            players,
            rules,
            date,
            rulebook,
            changes,
            first,
        } => {
            let card = new_card(
                players,
                rules,
                date.as_deref(),
                rulebook,
                changes,
                first.as_deref(),
            )?;
            Ok(ok(card.to_ron()))
        }
        CardCommand::Show { file } => Ok(ok(read(file)?.to_text())),
        CardCommand::Verify { file } => {
            let card = read(file)?;
            let (text, code) = match card.seal() {
                Seal::Signed => (
                    format!("signed: the fingerprint matches ({})", file.display()),
                    0,
                ),
                Seal::Changed => (
                    format!(
                        "changed since it was signed: the fingerprint does not match ({})",
                        file.display()
                    ),
                    1,
                ),
                Seal::Unsigned => (
                    format!(
                        "not signed: the card has no fingerprint ({})",
                        file.display()
                    ),
                    1,
                ),
            };
            Ok(Output {
                stdout: format!("{text}\n"),
                stderr: String::new(),
                code,
            })
        }
    }
}

fn ok(stdout: String) -> Output {
    Output {
        stdout,
        stderr: String::new(),
        code: 0,
    }
}

fn read(file: &Path) -> Result<Card, String> {
    check(file)?;
    Card::read_file(file).map_err(|e| format!("{}: {e}", QuotedPath(file)))
}

/// Refuse a FIFO, a device, a folder or an oversized file before reading.
fn check(file: &Path) -> Result<(), String> {
    crate::cli::input::check(file, crate::cli::input::Expected::Card).map_err(|e| e.to_string())
}

/// The rules of a signed card file, for `--card FILE`. A card that was
/// changed since it was signed (or never signed) is refused: its rules were
/// not agreed by everyone.
pub fn rules_from_card(file: &Path) -> Result<RuleSet, String> {
    check(file).map_err(|e| format!("--card {e}"))?;
    let card = Card::read_file(file).map_err(|e| format!("--card {}: {e}", QuotedPath(file)))?;
    let why = match card.seal() {
        Seal::Signed => return Ok(card.rules),
        Seal::Changed => {
            "the card was changed after it was signed (the fingerprint does not match)"
        }
        Seal::Unsigned => "the card was never signed",
    };
    Err(format!(
        "--card {}: {why}; only a signed card gives the rules (see hopcard card verify)",
        QuotedPath(file)
    ))
}

fn new_card(
    players: &[String],
    flags: &RuleFlags,
    date: Option<&str>,
    rulebook: &str,
    changes: &str,
    first: Option<&str>,
) -> Result<Card, String> {
    let mut seated = Vec::new();
    for p in players {
        let (colour, name) = p
            .split_once(':')
            .ok_or_else(|| format!("--player {}: expected COLOUR:NAME, e.g. red:Ann", Quoted(p)))?;
        let colour = colour.trim();
        if colour.is_empty() || !colour.chars().all(|c| c.is_ascii_lowercase()) {
            return Err(format!(
                "--player {}: the colour must be a lowercase word, e.g. {}",
                Quoted(p),
                COLOURS.join(", ")
            ));
        }
        if name.trim().is_empty() {
            return Err(format!("--player {}: the name is missing", Quoted(p)));
        }
        seated.push(Signatory {
            name: name.trim().to_string(),
            colour: colour.to_string(),
        });
    }
    if !(2..=6).contains(&seated.len()) {
        return Err(format!(
            "{} --player given: a card has 2, 3, 4 or 6 players",
            seated.len()
        ));
    }
    let mut card = Card::new(seated);
    card.rules = flags.rule_set()?;
    card.other_camps_chosen = flags.other_camps_chosen();
    if let Some(d) = date {
        card.date = d.parse::<CardDate>().map_err(|e| format!("--date: {e}"))?;
    }
    card.rulebook = rulebook.trim().to_string();
    card.free_changes = changes.trim().to_string();
    if let Some(colour) = first {
        card.first = card
            .players
            .iter()
            .position(|p| p.colour == colour)
            .ok_or_else(|| format!("--first {}: no --player has that colour", Quoted(colour)))?;
    }
    let now = crate::clock::utc_now();
    card.confirmations = card
        .players
        .iter()
        .map(|p| {
            Some(Confirmation {
                by: p.name.clone(),
                at: now.clone(),
            })
        })
        .collect();
    if let Err(problem) = card.ready() {
        let hint = if card.other_camps_open() {
            " (add --other-camps allowed|no-rest|no-entry)"
        } else {
            ""
        };
        return Err(format!("the card cannot be signed: {problem}{hint}"));
    }
    card.sign();
    Ok(card)
}
