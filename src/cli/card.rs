//! `hopcard card new|show|pdf|verify`, and `--card FILE` for the other subcommands.

use super::error::{CardRulesError, ConfirmFlag, NotAgreed, PlayerFlag};
use super::{CliError, Output, RuleFlags};
use crate::card::{Card, CardDate, Confirmation, Seal, Signatory, parse_fingerprint};
use crate::lang::{Lang, t};
use crate::print::Paper;
use crate::quote::QuotedPath;
use crate::rules::RuleSet;
use clap::Subcommand;
use std::path::{Path, PathBuf};

/// What `hopcard card` can do.
// Parsed once per run; boxing the flags would only complicate clap's derive.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand, Debug)]
pub(crate) enum CardCommand {
    /// Print a new card (RON) with its fingerprint. Only the players named
    /// with --confirm have confirmed it; the card says who has not.
    New {
        /// A player as COLOUR:NAME, in seat order; 2, 3, 4 or 6 players.
        #[arg(long = "player", value_name = "COLOUR:NAME", required = true)]
        players: Vec<String>,
        /// A player who is present and confirms the card, as COLOUR:INITIALS
        /// (once per player).
        #[arg(long = "confirm", value_name = "COLOUR:INITIALS")]
        confirms: Vec<String>,
        #[command(flatten)]
        rules: RuleFlags,
        /// The card's date, YYYY-MM-DD (default: today's local date).
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
    /// Write a card file as a print-ready PDF (header, clauses, players,
    /// confirmations with times, short fingerprint, lines to sign in ink).
    Pdf {
        /// A card file in RON.
        file: PathBuf,
        /// Where to write the PDF.
        #[arg(short = 'o', long = "output", value_name = "OUT.pdf", required = true)]
        output: PathBuf,
        /// a4 or letter (default: from the locale).
        #[arg(long, value_name = "PAPER")]
        paper: Option<String>,
        /// Replace OUT.pdf if it exists.
        #[arg(long)]
        replace: bool,
    },
    /// Check a card file: exit 0 if it is unchanged since its fingerprint was
    /// taken (and, with --expect, is the card whose fingerprint was written
    /// down), 1 if it differs, 2 if the file or the fingerprint is malformed.
    Verify {
        file: PathBuf,
        /// The short fingerprint from the paper copy, e.g. 1A2B-3C4D-5E6F-7081.
        #[arg(long, value_name = "XXXX-XXXX-XXXX-XXXX")]
        expect: Option<String>,
    },
}

/// Run `hopcard card ...`.
///
/// # Errors
/// Bad flags, a card file that cannot be read, or a PDF that cannot be written.
/// `lang`: `--lang`'s language, if given: a new card is agreed in it, a
/// card prints in it (else in the language it was agreed in).
pub(super) fn run(command: &CardCommand, lang: Option<Lang>) -> Result<Output, CliError> {
    match command {
        CardCommand::New {
            players,
            confirms,
            rules,
            date,
            rulebook,
            changes,
            first,
        } => {
            let mut card = new_card(
                players,
                rules,
                date.as_deref(),
                rulebook,
                changes,
                first.as_deref(),
            )?;
            confirm(&mut card, confirms)?;
            // Agreed in the language the command line speaks, as the window's
            // form records the language it was read in.
            card.agree_in(lang.unwrap_or_else(crate::lang::current));
            card.fix_fingerprint();
            let missing = card.unconfirmed();
            let stderr = if missing.is_empty() {
                String::new()
            } else {
                let missing = missing.join(&t!("cli-list-separator"));
                format!("{}\n", t!("cli-card-new-unconfirmed", missing = missing))
            };
            Ok(Output {
                stdout: card.to_ron(),
                stderr,
                code: 0,
            })
        }
        // The card in the language it was agreed in, unless --lang names another.
        CardCommand::Show { file } => {
            let card = read(file)?;
            let text =
                crate::lang::speaking(lang.unwrap_or(card.agreed_language()), || card.to_text());
            Ok(ok(text))
        }
        CardCommand::Pdf {
            file,
            output,
            paper: name,
            replace,
        } => {
            let card = read(file)?;
            let paper = paper(name.as_deref())?;
            let bytes = crate::lang::speaking(lang.unwrap_or(card.agreed_language()), || {
                crate::print::card_pdf(&card, paper, &crate::clock::players_zone())
            })
            .map_err(CliError::Pdf)?;
            write_new(output, &bytes, *replace, file)?;
            let wrote = t!(
                "cli-card-pdf-wrote",
                path = QuotedPath(output).to_string(),
                version = card.version,
                fingerprint = card.short_fingerprint(),
                paper = paper.name()
            );
            Ok(ok(format!("{wrote}\n")))
        }
        CardCommand::Verify { file, expect } => verify(file, expect.as_deref()),
    }
}

/// `card verify FILE [--expect XXXX-XXXX-XXXX-XXXX]`.
fn verify(file: &Path, expect: Option<&str>) -> Result<Output, CliError> {
    let expected = expect
        .map(parse_fingerprint)
        .transpose()
        .map_err(CliError::Expect)?;
    let card = read(file)?;
    let short = card.short_fingerprint();
    let name = QuotedPath(file).to_string();
    let mut lines = Vec::new();
    let mut code = 0;
    match card.seal() {
        Seal::Matches => lines.push(t!(
            "cli-verify-unchanged",
            fingerprint = &short,
            path = &name
        )),
        Seal::Changed => {
            code = 1;
            lines.push(t!("cli-verify-changed", fingerprint = &short, path = &name));
        }
        Seal::NoFingerprint => {
            code = 1;
            lines.push(t!(
                "cli-verify-no-fingerprint",
                fingerprint = &short,
                path = &name
            ));
        }
    }
    if let (Some(expected), Some(typed)) = (&expected, expect) {
        if card.has_fingerprint(expected) {
            lines.push(t!("cli-verify-paper-matches", paper = typed.trim()));
        } else {
            code = 1;
            lines.push(t!(
                "cli-verify-paper-differs",
                paper = typed.trim(),
                fingerprint = &short
            ));
        }
    }
    let missing = card.unconfirmed();
    if !missing.is_empty() {
        let missing = missing.join(&t!("cli-list-separator"));
        lines.push(t!("cli-verify-unconfirmed", missing = missing));
    }
    Ok(Output {
        stdout: lines.iter().map(|l| format!("{l}\n")).collect(),
        stderr: String::new(),
        code,
    })
}

/// The paper named on the command line, or the locale's.
///
/// # Errors
/// [`CliError::Paper`] for a name that is neither a4 nor letter.
pub(super) fn paper(name: Option<&str>) -> Result<Paper, CliError> {
    match name {
        Some(n) => n.parse().map_err(CliError::Paper),
        None => Ok(Paper::from_environment()),
    }
}

/// Write an export, refusing to replace an existing file unless asked.
/// Without `replace` the name is taken in one step (exclusive create), so
/// a file another run wrote there a moment ago is never replaced.
///
/// # Errors
/// [`CliError::Exists`] without `replace`, [`CliError::SameAsInput`] when
/// `path` is the file being read (`input`), whatever `replace` says, and
/// [`CliError::Write`] when the write fails (a device or folder is never
/// replaced).
pub(super) fn write_new(
    path: &Path,
    bytes: &[u8],
    replace: bool,
    input: &Path,
) -> Result<(), CliError> {
    if crate::fsio::same_file(path, input) {
        return Err(CliError::SameAsInput(path.to_path_buf()));
    }
    if replace {
        return Ok(crate::fsio::atomic_write(path, bytes)?);
    }
    crate::fsio::create_new(path, bytes).map_err(|e| {
        if e.step == crate::fsio::WriteStep::Create && e.kind == std::io::ErrorKind::AlreadyExists {
            CliError::Exists(path.to_path_buf())
        } else {
            CliError::Write(e)
        }
    })
}

/// `--confirm COLOUR:INITIALS`: each names a seated colour, once.
fn confirm(card: &mut Card, confirms: &[String]) -> Result<(), CliError> {
    let now = crate::clock::utc_now();
    for c in confirms {
        let bad = |problem| CliError::Confirm {
            given: c.clone(),
            problem,
        };
        let (colour, initials) = c.split_once(':').ok_or_else(|| bad(ConfirmFlag::Form))?;
        let seat = card
            .players
            .iter()
            .position(|p| p.colour == colour.trim())
            .ok_or_else(|| bad(ConfirmFlag::NoColour))?;
        let initials = initials.trim();
        if initials.is_empty() {
            return Err(bad(ConfirmFlag::NoInitials));
        }
        crate::entry::check_line(initials).map_err(|e| bad(ConfirmFlag::Initials(e)))?;
        let slot = card
            .confirmations
            .get_mut(seat)
            .ok_or_else(|| bad(ConfirmFlag::NoSeat))?;
        if slot.is_some() {
            return Err(bad(ConfirmFlag::Already));
        }
        *slot = Some(Confirmation {
            by: crate::writing::composed(initials).into_owned(),
            at: now.clone(),
        });
    }
    Ok(())
}

fn ok(stdout: String) -> Output {
    Output {
        stdout,
        stderr: String::new(),
        code: 0,
    }
}

fn read(file: &Path) -> Result<Card, CliError> {
    check(file)?;
    Card::read_file(file).map_err(|error| CliError::Card {
        path: file.to_path_buf(),
        error,
    })
}

/// Refuse a FIFO, a device, a folder or an oversized file before reading.
fn check(file: &Path) -> Result<(), super::input::InputError> {
    super::input::check(file, super::input::Expected::Card)
}

/// The rules of a confirmed card file, for `--card FILE`. A card that was
/// changed since it was signed (or never signed) is refused: its rules were
/// not agreed by everyone.
///
/// # Errors
/// A file that cannot be read as a card, or a card not agreed by everyone.
pub(super) fn rules_from_card(file: &Path) -> Result<RuleSet, CardRulesError> {
    check(file).map_err(CardRulesError::Input)?;
    let card = Card::read_file(file).map_err(|error| CardRulesError::Read {
        path: file.to_path_buf(),
        error,
    })?;
    let missing = card.unconfirmed();
    let why = match card.seal() {
        Seal::Matches if missing.is_empty() => return Ok(card.rules),
        Seal::Matches => NotAgreed::Unconfirmed(missing),
        Seal::Changed => NotAgreed::Changed,
        Seal::NoFingerprint => NotAgreed::NoFingerprint,
    };
    Err(CardRulesError::NotAgreed {
        path: file.to_path_buf(),
        why,
    })
}

fn new_card(
    players: &[String],
    flags: &RuleFlags,
    date: Option<&str>,
    rulebook: &str,
    changes: &str,
    first: Option<&str>,
) -> Result<Card, CliError> {
    let mut seated = Vec::new();
    for p in players {
        let bad = |problem| CliError::PlayerFlag {
            given: p.clone(),
            problem,
        };
        let (colour, name) = p.split_once(':').ok_or_else(|| bad(PlayerFlag::Form))?;
        let colour = colour.trim();
        if colour.is_empty() || !colour.chars().all(|c| c.is_ascii_lowercase()) {
            return Err(bad(PlayerFlag::Colour));
        }
        if name.trim().is_empty() {
            return Err(bad(PlayerFlag::NoName));
        }
        seated.push(Signatory {
            // One spelling, one name: accents typed apart are composed.
            name: crate::writing::composed(name.trim()).into_owned(),
            colour: colour.to_string(),
        });
    }
    if !(2..=6).contains(&seated.len()) {
        return Err(CliError::PlayerCount(seated.len()));
    }
    let mut card = Card::new(seated);
    card.rules = flags.rule_set()?;
    card.other_camps_chosen = flags.other_camps_chosen();
    if let Some(d) = date {
        card.date = d.parse::<CardDate>().map_err(CliError::Date)?;
    }
    card.rulebook = crate::writing::composed(rulebook.trim()).into_owned();
    card.free_changes = plain_line_breaks(&crate::writing::composed(changes.trim()));
    if let Some(colour) = first {
        card.first = card
            .players
            .iter()
            .position(|p| p.colour == colour)
            .ok_or_else(|| CliError::First(colour.to_string()))?;
    }
    // Everything a game needs except the confirmations, which only the
    // players present give (--confirm).
    let mut check = card.clone();
    check.confirmations = vec![
        Some(Confirmation {
            by: "-".into(),
            at: String::new(),
        });
        check.players.len()
    ];
    if let Err(problem) = check.ready() {
        return Err(CliError::NotReady {
            problem,
            hint: card.other_camps_open(),
        });
    }
    Ok(card)
}

/// `text` with every line break as a plain LF: CR LF (Windows), a lone CR
/// (old Macs), NEL (U+0085) and the line and paragraph separators (U+2028,
/// U+2029) each become one `\n`, as the card stores its lines.
fn plain_line_breaks(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                chars.next_if_eq(&'\n');
                out.push('\n');
            }
            '\u{85}' | '\u{2028}' | '\u{2029}' => out.push('\n'),
            c => out.push(c),
        }
    }
    out
}
