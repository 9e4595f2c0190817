//! `hopcard replay FILE` and `hopcard dispute FILE`: saved games and dispute
//! logs read back through the same loaders the app uses.

use super::{CliError, Output};
use crate::card::{Card, parse_fingerprint, short_fingerprint};
use crate::dispute::{Dispute, DisputeLog};
use crate::lang::t;
use crate::storage;
use std::path::Path;

/// `hopcard replay FILE [--expect FP]`: every move, then the final position
/// and status; with `--expect`, a last line saying whether the game's record
/// fingerprint is the one on paper (exit 1 when it is not).
///
/// # Errors
/// [`CliError::Expect`] for a malformed fingerprint, [`CliError::Load`] (it
/// names the file).
pub(super) fn replay(path: &Path, expect: Option<&str>) -> Result<Output, CliError> {
    let expected = expect
        .map(parse_fingerprint)
        .transpose()
        .map_err(CliError::Expect)?;
    let file = storage::load_game(path)?;
    let mut stdout = storage::replay_text(&file);
    let mut code = 0;
    if let Some(expected) = expected {
        let full = file.game.record_fingerprint();
        let line = compare(&expected, &[(t!("cli-fp-game-record"), full)]);
        code = line.0;
        stdout.push_str(&line.1);
    }
    Ok(Output {
        stdout,
        stderr: String::new(),
        code,
    })
}

/// `hopcard dispute FILE --expect FP [--number N]`: whether the fingerprint
/// on paper is the game's record fingerprint (a game file) or the record
/// fingerprint a dispute's sheet prints (only dispute N with `--number`;
/// a file without dispute N differs from its paper).
///
/// # Errors
/// [`CliError::Expect`] for a malformed fingerprint; a file that is no
/// readable log or game file.
pub(super) fn dispute_expect(
    path: &Path,
    number: Option<usize>,
    expect: &str,
) -> Result<Output, CliError> {
    let expected = parse_fingerprint(expect).map_err(CliError::Expect)?;
    let read = read_disputes(path)?;
    let mut candidates: Vec<(String, String)> = Vec::new();
    if let (Some(record), None) = (&read.record, number) {
        candidates.push((t!("cli-fp-game-record"), record.clone()));
    }
    for sheet in crate::dispute::sheets(&read.disputes)
        .into_iter()
        .filter(|s| number.is_none_or(|n| n == s.dispute.number))
    {
        if let Some(fingerprint) = sheet.fingerprint {
            candidates.push((
                t!("cli-fp-dispute", number = sheet.dispute.number),
                fingerprint,
            ));
        }
    }
    if let Some(n) = number.filter(|n| !read.disputes.iter().any(|d| d.number == *n)) {
        // The paper's dispute is not in the file (cut from it?): it differs.
        return Ok(Output {
            stdout: format!(
                "{}\n",
                t!(
                    "cli-fp-no-dispute",
                    paper = short_fingerprint(&expected),
                    number = n
                )
            ),
            stderr: String::new(),
            code: 1,
        });
    }
    let (code, line) = compare(&expected, &candidates);
    Ok(Output {
        stdout: line,
        stderr: String::new(),
        code,
    })
}

/// Whether `expected` (digits from [`parse_fingerprint`]) starts one of the
/// named fingerprints: exit code and the line to print.
fn compare(expected: &str, named: &[(String, String)]) -> (i32, String) {
    let paper = short_fingerprint(expected);
    if let Some((what, _)) = named.iter().find(|(_, fp)| fp.starts_with(expected)) {
        return (
            0,
            format!(
                "{}\n",
                t!("cli-fp-matches", what = what, fingerprint = &paper)
            ),
        );
    }
    let found: Vec<String> = named
        .iter()
        .map(|(what, fp)| {
            t!(
                "cli-fp-named",
                what = what,
                fingerprint = short_fingerprint(fp)
            )
        })
        .collect();
    (
        1,
        format!(
            "{}\n",
            if found.is_empty() {
                t!("cli-fp-differs-none", paper = paper)
            } else {
                t!(
                    "cli-fp-differs",
                    paper = paper,
                    found = found.join(&t!("cli-list-separator"))
                )
            }
        ),
    )
}

/// Where `--pdf` writes, on which paper, and whether it may replace a file.
pub(super) struct PdfOut<'a> {
    pub path: &'a Path,
    pub paper: Option<&'a str>,
    pub replace: bool,
}

/// `hopcard dispute FILE [--number N] [--pdf OUT]`: the disputes of a log
/// or a game file, as text or as a PDF (then a line saying where it went).
///
/// # Errors
/// A file that is no readable log or game file, a dispute it does not
/// hold, or a PDF that cannot be written.
pub(super) fn dispute(
    path: &Path,
    number: Option<usize>,
    pdf: Option<&PdfOut<'_>>,
) -> Result<String, CliError> {
    let read = read_disputes(path)?;
    let card = read.card;
    // Each sheet's fingerprint covers the disputes before it: they are
    // taken from the whole file before `--number` picks one.
    let mut sheets = crate::dispute::sheets(&read.disputes);
    if let Some(n) = number {
        sheets.retain(|s| s.dispute.number == n);
        if sheets.is_empty() {
            return Err(CliError::NoSuchDispute {
                path: path.to_path_buf(),
                number: n,
            });
        }
    }
    let Some(out) = pdf else {
        let mut text = DisputeLog::sheets_text(read.version, &sheets);
        if let Some(record) = &read.record {
            let line = t!(
                "cli-game-record-fingerprint",
                fingerprint = short_fingerprint(record)
            );
            text.push_str(&format!("\n{line}\n"));
        }
        return Ok(text);
    };
    if sheets.is_empty() {
        return Err(CliError::NoDispute(path.to_path_buf()));
    }
    let paper = super::card::paper(out.paper)?;
    let zone = crate::clock::players_zone();
    let record = read.record.as_deref().map(short_fingerprint);
    let bytes = crate::print::dispute_pdf(&sheets, card.as_ref(), record.as_deref(), paper, &zone)
        .map_err(CliError::Pdf)?;
    super::card::write_new(out.path, &bytes, out.replace, path)?;
    let wrote = t!(
        "cli-dispute-pdf-wrote",
        path = crate::quote::QuotedPath(out.path).to_string(),
        count = sheets.len(),
        paper = paper.name()
    );
    Ok(format!("{wrote}\n"))
}

/// What `hopcard dispute` reads: the disputes, and for a game file its card
/// and its record fingerprint (64 digits).
struct Read {
    disputes: Vec<Dispute>,
    /// A log's own version (a game file's disputes read as a log of today's).
    version: u32,
    card: Option<Card>,
    record: Option<String>,
}

/// The disputes of a dispute log, or of a game file (with its card): a
/// game file's first field is `format`, a log's is `version`.
fn read_disputes(path: &Path) -> Result<Read, CliError> {
    let bytes = crate::fsio::read_capped(path, storage::MAX_FILE_BYTES).map_err(|error| {
        CliError::Read {
            path: path.to_path_buf(),
            error,
        }
    })?;
    if first_field(&bytes).as_deref() == Some("format") {
        let file = storage::parse_game_file(&bytes).map_err(|problem| storage::LoadError {
            path: path.to_path_buf(),
            problem,
        })?;
        return Ok(Read {
            version: crate::dispute::LOG_VERSION,
            record: Some(file.game.record_fingerprint()),
            disputes: file.game.disputes().to_vec(),
            card: Some(file.game.card.clone()),
        });
    }
    let fail = |error: crate::dispute::LogError| CliError::Log {
        path: path.to_path_buf(),
        error,
    };
    let text = String::from_utf8(bytes).map_err(|_| fail(crate::dispute::LogError::NotText))?;
    let log = DisputeLog::from_ron(&text).map_err(fail)?;
    Ok(Read {
        version: log.version,
        disputes: log.disputes,
        card: None,
        record: None,
    })
}

/// The name of the first field of a RON struct ("GameFile(format: 1, ..").
fn first_field(bytes: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(bytes.get(..bytes.len().min(4096))?);
    let inner = text.split_once('(')?.1.trim_start();
    let end = inner.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))?;
    inner.get(..end).map(str::to_string)
}
