//! A dispute log: every dispute of a game, as text or RON, with its format
//! version and the fingerprint of all its records in order.

use super::record::{self, RecordError, chain_fingerprint, check_sequence};
use super::{Dispute, LOG_VERSION, Resolution, Sheet, sheets};
use crate::lang::t;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::fmt::Write as _;
use std::path::Path;

/// Every dispute of a game, with the file format version.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DisputeLog {
    pub version: u32,
    pub disputes: Vec<Dispute>,
    /// The fingerprint of all the records in order ([`DisputeLog::fingerprint`]),
    /// from version 3 on: deleting or reordering records shows.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub record: String,
}

/// A heading, then every sheet with its diagram.
fn text_of(version: u32, sheets: &[Sheet<'_>], zone: &crate::clock::TimeZone) -> String {
    let mut t = String::new();
    let n = sheets.len();
    let _ = writeln!(
        t,
        "{}",
        t!("dispute-log-title", version = version, count = n)
    );
    for sheet in sheets {
        t.push('\n');
        t.push_str(&sheet.to_text_in(zone));
    }
    t
}

/// A dispute log file that could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LogError {
    /// The file could not be read (missing, a folder, a pipe, too large…).
    Read(crate::fsio::ReadError),
    /// Not UTF-8 text.
    NotText,
    Parse(String),
    NewerVersion(u32),
    /// A record that does not hold up (see [`Dispute::check_record`]).
    Record(RecordError),
    /// The log's `record` field is missing (`true`) or does not match its
    /// records: a record was deleted, added or moved by hand.
    Records(bool),
    /// The log says `version`, but a record holds what only a later format
    /// writes: the version was lowered by hand.
    Lowered {
        version: u32,
        newer: Newer,
    },
    /// The log could not be written as RON.
    Serialize(String),
}

/// What a record holds that an older log format never wrote (the dispute's number).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Newer {
    /// A record fingerprint (`seal`), written from format 2 on.
    Seal(usize),
    /// An agreed change with a rule option, written from format 2 on.
    RuleChange(usize),
    /// The game it was raised in (`raised_in`), written from format 4 on.
    RaisedIn(usize),
}

impl Newer {
    /// The first thing in `log` that its version never wrote.
    fn find(log: &DisputeLog) -> Option<Newer> {
        log.disputes.iter().find_map(|d| {
            let rule_change = matches!(
                d.resolution.as_ref().map(|r| &r.resolution),
                Some(Resolution::AgreeChangeForNewGame { rules: Some(_), .. })
            );
            if log.version < 4 && !d.raised_in.is_empty() {
                Some(Newer::RaisedIn(d.number))
            } else if log.version < 2 && d.seal.is_some() {
                Some(Newer::Seal(d.number))
            } else if log.version < 2 && rule_change {
                Some(Newer::RuleChange(d.number))
            } else {
                None
            }
        })
    }
}

impl fmt::Display for Newer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Newer::Seal(n) => t!("dispute-log-newer-seal", number = *n),
            Newer::RuleChange(n) => t!("dispute-log-newer-rule-change", number = *n),
            Newer::RaisedIn(n) => t!("dispute-log-newer-raised-in", number = *n),
        })
    }
}

/// Dispute log files larger than this are refused before parsing.
pub(super) const MAX_LOG_BYTES: u64 = 4 * 1024 * 1024;

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            LogError::Read(e) => return write!(f, "{e}"),
            LogError::Record(e) => return write!(f, "{e}"),
            LogError::NotText => t!("dispute-log-not-text"),
            LogError::Serialize(e) => t!("dispute-log-serialize", problem = e),
            LogError::Parse(e) => t!("dispute-log-parse", problem = e),
            LogError::Records(true) => t!("dispute-log-record-missing"),
            LogError::Records(false) => t!("dispute-log-record-differs"),
            LogError::Lowered { version, newer } => t!(
                "dispute-log-lowered",
                version = *version,
                newer = newer.to_string()
            ),
            LogError::NewerVersion(v) => t!(
                "dispute-log-newer-version",
                version = *v,
                known = LOG_VERSION
            ),
        })
    }
}

impl std::error::Error for LogError {}

impl DisputeLog {
    #[must_use]
    pub fn new(disputes: Vec<Dispute>) -> DisputeLog {
        let record = DisputeLog::fingerprint(&disputes);
        DisputeLog {
            version: LOG_VERSION,
            disputes,
            record,
        }
    }

    /// The fingerprint of `disputes` in order: each record's
    /// [`Dispute::printed_fingerprint`], chained (the last sheet of a log
    /// of format 4 prints it, see `sheet_fingerprints`).
    #[must_use]
    pub fn fingerprint(disputes: &[Dispute]) -> String {
        let parts: Vec<String> = disputes.iter().map(Dispute::printed_fingerprint).collect();
        chain_fingerprint(record::LOG_CHAIN, &parts)
    }

    /// The log as text: a heading, then every dispute with its diagram.
    #[must_use]
    pub fn to_text(&self) -> String {
        self.to_text_in(&crate::clock::players_zone())
    }

    /// [`DisputeLog::to_text`] with times shown in `zone`.
    #[must_use]
    pub fn to_text_in(&self, zone: &crate::clock::TimeZone) -> String {
        text_of(self.version, &sheets(&self.disputes), zone)
    }

    /// Sheets of a log of `version` (all, or those `hopcard dispute
    /// --number N` picks), as text headed like that log; times in the
    /// players' zone.
    #[must_use]
    pub fn sheets_text(version: u32, sheets: &[Sheet<'_>]) -> String {
        text_of(version, sheets, &crate::clock::players_zone())
    }

    /// The log as RON.
    ///
    /// # Errors
    /// [`LogError::Serialize`] if the log cannot be written as RON.
    pub fn to_ron(&self) -> Result<String, LogError> {
        // "\n" on every system, as a game file (src/storage.rs).
        let pretty = ron::ser::PrettyConfig::default().new_line("\n");
        ron::ser::to_string_pretty(self, pretty).map_err(|e| LogError::Serialize(e.to_string()))
    }

    /// Read a log from RON; errors say what is wrong and where. Its records
    /// run 1, 2, 3…, only the last open; it holds nothing its version never
    /// wrote (a version lowered by hand); from version 2 on every record has
    /// its record fingerprint, from version 3 on the log its `record`.
    ///
    /// # Errors
    /// [`LogError`] for text that is no dispute log, or a record the
    /// engine's re-check refuses (naming the dispute and the field).
    pub fn from_ron(text: &str) -> Result<DisputeLog, LogError> {
        let mut log: DisputeLog =
            ron::from_str(text).map_err(|e| LogError::Parse(crate::quote::ron_problem(&e)))?;
        if log.version > LOG_VERSION {
            return Err(LogError::NewerVersion(log.version));
        }
        if log.version == 0 {
            return Err(LogError::Parse(t!("dispute-log-version-zero")));
        }
        check_sequence(&log.disputes).map_err(LogError::Record)?;
        if let Some(newer) = Newer::find(&log) {
            return Err(LogError::Lowered {
                version: log.version,
                newer,
            });
        }
        // Version 2 on always wrote a record fingerprint beside each record.
        for d in &log.disputes {
            d.check_record_sealed(log.version >= 2)
                .map_err(LogError::Record)?;
        }
        if log.version >= 3 && log.record != DisputeLog::fingerprint(&log.disputes) {
            return Err(LogError::Records(log.record.is_empty()));
        }
        for d in &mut log.disputes {
            d.rederive_verdict();
        }
        Ok(log)
    }

    /// Read a log file (a regular file of at most `MAX_LOG_BYTES`).
    ///
    /// # Errors
    /// [`LogError`] saying what is wrong with the file.
    pub fn load(path: &Path) -> Result<DisputeLog, LogError> {
        let bytes = crate::fsio::read_capped(path, MAX_LOG_BYTES).map_err(LogError::Read)?;
        let text = String::from_utf8(bytes).map_err(|_| LogError::NotText)?;
        DisputeLog::from_ron(&text)
    }
}
