//! `hopcard replay FILE` and `hopcard dispute FILE`: saved games and dispute
//! logs read back through the same loaders the app uses.

use super::CliError;
use hopcard::Card;
use hopcard::storage;
use hopcard::{Dispute, DisputeLog};
use std::path::Path;

/// `hopcard replay FILE`: every move, then the final position and status.
///
/// # Errors
/// [`CliError::Load`] (it names the file).
pub fn replay(path: &Path) -> Result<String, CliError> {
    Ok(storage::replay_text(&storage::load_game(path)?))
}

/// Where `--pdf` writes, on which paper, and whether it may replace a file.
pub struct PdfOut<'a> {
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
pub fn dispute(
    path: &Path,
    number: Option<usize>,
    pdf: Option<&PdfOut<'_>>,
) -> Result<String, CliError> {
    let (mut disputes, card) = read_disputes(path)?;
    if let Some(n) = number {
        disputes.retain(|d| d.number == n);
        if disputes.is_empty() {
            return Err(CliError::NoSuchDispute {
                path: path.to_path_buf(),
                number: n,
            });
        }
    }
    let Some(out) = pdf else {
        let log = DisputeLog::new(disputes);
        return Ok(log.to_text());
    };
    if disputes.is_empty() {
        return Err(CliError::NoDispute(path.to_path_buf()));
    }
    let paper = super::card::paper(out.paper)?;
    let zone = hopcard::clock::players_zone();
    let bytes = hopcard::print::dispute_pdf(&disputes, card.as_ref(), paper, &zone)
        .map_err(CliError::Pdf)?;
    super::card::write_new(out.path, &bytes, out.replace)?;
    Ok(format!(
        "wrote {} ({} dispute record{}, {})\n",
        out.path.display(),
        disputes.len(),
        if disputes.len() == 1 { "" } else { "s" },
        paper.name()
    ))
}

/// The disputes of a dispute log, or of a game file (with its card): a
/// game file's first field is `format`, a log's is `version`.
fn read_disputes(path: &Path) -> Result<(Vec<Dispute>, Option<Card>), CliError> {
    let bytes = hopcard::fsio::read_capped(path, storage::MAX_FILE_BYTES).map_err(|error| {
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
        return Ok((file.game.disputes().to_vec(), Some(file.game.card.clone())));
    }
    let fail = |error: hopcard::LogError| CliError::Log {
        path: path.to_path_buf(),
        error,
    };
    let text = String::from_utf8(bytes).map_err(|_| fail(hopcard::LogError::NotText))?;
    let log = DisputeLog::from_ron(&text).map_err(fail)?;
    Ok((log.disputes, None))
}

/// The name of the first field of a RON struct ("GameFile(format: 1, ..").
fn first_field(bytes: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(bytes.get(..bytes.len().min(4096))?);
    let inner = text.split_once('(')?.1.trim_start();
    let end = inner.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))?;
    inner.get(..end).map(str::to_string)
}
