//! Game files: versioned, turned into text here, loaded without trust.
//!
//! This module writes nothing: a game file is written by the session, as
//! the text [`game_file_text`] gives, through its one disk interface
//! (`session/disk.rs`, `write_game`), which replaces the file atomically
//! (temporary file, sync, rename), so a crash or kill at any moment leaves
//! the old or the new complete file.
//!
//! Loading trusts nothing: a size cap before parsing, a nesting limit while
//! parsing, the format version (older formats are migrated step by step), then
//! a replay of every history event through the engine, which must end exactly
//! at the stored position and status.

use crate::card::Card;
use crate::fsio::{self, ReadError, WriteError};
use crate::lang::t;
use crate::rules::{Position, Proposal};
use crate::state::{Event, GameState};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

// ---------------------------------------------------------------------------
// Game files
// ---------------------------------------------------------------------------

/// The game-file format this version writes (2: every dispute record and
/// the whole record carry their fingerprints, and a file without them is
/// refused; 3: each new dispute names the game it was raised in,
/// `raised_in`, checked against the game on loading).
pub const FORMAT: u32 = 3;
/// Files larger than this are refused before parsing (a real game is a few hundred KiB at most).
pub const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;
/// Deepest nesting accepted while parsing (a real game file nests about 8 deep).
pub const RECURSION_LIMIT: usize = 64;
/// The extension of game files.
pub const EXTENSION: &str = "hopcard";

/// A game file as written by this version (format 3; formats 1 and 2 have
/// the same shape with less in it).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    pub format: u32,
    /// When the file was written ("YYYY-MM-DD HH:MM UTC").
    #[serde(default)]
    pub saved: String,
    /// The status line at saving time: "playing", "win COLOUR" or "draw" (checked on load).
    #[serde(default)]
    pub status: String,
    /// The whole game: confirmed card, start, history with routes, disputes, position.
    pub game: GameState,
    /// The fingerprint of the whole record ([`GameState::record_fingerprint`]),
    /// from format 2 on: deleting a dispute or a move by hand shows.
    #[serde(default)]
    pub record: String,
    /// In an autosave: the game file the game belongs to (Save writes there
    /// after a resume). Left out of other files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub belongs_to: Option<PathBuf>,
}

/// The same shape as [`GameFile`], borrowing the game (saving copies nothing).
#[derive(Serialize)]
#[serde(rename = "GameFile")]
struct GameFileRef<'a> {
    format: u32,
    saved: &'a str,
    status: String,
    game: &'a GameState,
    record: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    belongs_to: Option<&'a Path>,
}

/// Format 0, the early draft shape: the card, the start and the standing moves
/// as route text, without history or position. Still read, by replaying it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(rename = "GameFile")]
pub struct GameFileV0 {
    pub format: u32,
    pub card: Card,
    pub start: Position,
    pub moves: Vec<String>,
}

/// Only the version number, read first to choose the shape to parse.
#[derive(Deserialize)]
#[serde(rename = "GameFile")]
struct Header {
    format: u32,
}

/// What is wrong with a game file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Problem {
    /// The file could not be read at all (missing, a folder, a pipe…).
    Read(ReadError),
    /// Bigger than [`MAX_FILE_BYTES`]; not parsed.
    TooLarge { bytes: u64 },
    /// Not UTF-8 text.
    NotText,
    /// Not a game file in RON (truncated, corrupt, too deeply nested, missing fields).
    Syntax(String),
    /// Written by a newer Hopcard.
    NewerFormat(u32),
    /// The card does not fit the game (players, confirmations, start camps).
    Card(String),
    /// History event `event` (1-based) cannot be replayed.
    Replay { event: usize, reason: String },
    /// The replayed game differs from what the file states.
    Mismatch(String),
    /// A dispute record that does not hold up.
    Record(crate::dispute::RecordError),
    /// A field beside the history that is not what Hopcard writes.
    Field { field: &'static str, why: String },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Problem::Read(e) => e.to_string(),
            Problem::Record(e) => t!("storage-record", problem = e.to_string()),
            Problem::Field { field, why } => t!("storage-field", field = *field, why = why),
            Problem::TooLarge { bytes } => {
                t!("storage-too-large", bytes = *bytes, cap = MAX_FILE_BYTES)
            }
            Problem::NotText => t!("storage-not-text"),
            Problem::Syntax(e) => t!("storage-syntax", problem = e),
            Problem::NewerFormat(v) => t!("storage-newer-format", format = *v, latest = FORMAT),
            Problem::Card(e) => t!("storage-card", problem = e),
            Problem::Replay { event, reason } => {
                t!("storage-replay", event = *event, reason = reason)
            }
            Problem::Mismatch(e) => t!("storage-mismatch", problem = e),
        })
    }
}

/// A game file that could not be opened: which file, and what is wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LoadError {
    pub path: PathBuf,
    pub problem: Problem,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(
            "storage-load-error",
            path = crate::quote::QuotedPath(&self.path).to_string(),
            problem = self.problem.to_string()
        ))
    }
}

impl std::error::Error for LoadError {}

fn ron_options() -> ron::Options {
    ron::Options::default().with_recursion_limit(RECURSION_LIMIT)
}

/// Why a game could not be saved.
#[derive(Debug)]
pub enum SaveError {
    /// The game could not be written as RON (never expected; reported, not hidden).
    Serialize(ron::Error),
    /// The file could not be written; the old file is unchanged.
    Write(WriteError),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Serialize(e) => f.write_str(&t!("storage-serialize", cause = e.to_string())),
            SaveError::Write(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SaveError {}

/// The text of a game file for `game`, stamped `saved`.
///
/// # Errors
/// [`SaveError::Serialize`] if the game cannot be written as RON.
pub fn game_file_text(game: &GameState, saved: &str) -> Result<String, SaveError> {
    game_file_text_naming(game, saved, None)
}

/// The text of a game file for `game` that also names the file the game
/// `belongs_to` (an autosave does; a Save to that file does not).
///
/// # Errors
/// [`SaveError::Serialize`] if the game cannot be written as RON.
pub fn game_file_text_naming(
    game: &GameState,
    saved: &str,
    belongs_to: Option<&Path>,
) -> Result<String, SaveError> {
    let file = GameFileRef {
        format: FORMAT,
        saved,
        status: game.outcome().status_line(game.position()),
        game,
        record: game.record_fingerprint(),
        belongs_to,
    };
    // "\n" on every system (RON's own default is "\r\n" on Windows): a game
    // file is the same bytes wherever it was written.
    let pretty = ron::ser::PrettyConfig::new()
        .new_line("\n")
        .depth_limit(4)
        .struct_names(true);
    ron_options()
        .to_string_pretty(&file, pretty)
        .map(|mut s| {
            s.push('\n');
            s
        })
        .map_err(SaveError::Serialize)
}

/// Read a game file, trusting nothing: regular files only, size cap, nesting
/// limit, version check and migration, then a full replay of the history
/// through the engine.
///
/// # Errors
/// [`LoadError`] naming the file and what is wrong with it.
pub fn load_game(path: &Path) -> Result<GameFile, LoadError> {
    let fail = |problem| LoadError {
        path: path.to_path_buf(),
        problem,
    };
    let bytes = read_capped(path).map_err(fail)?;
    parse_game_file(&bytes).map_err(fail)
}

fn read_capped(path: &Path) -> Result<Vec<u8>, Problem> {
    fsio::read_capped(path, MAX_FILE_BYTES).map_err(|e| match e {
        ReadError::TooLarge { bytes, .. } => Problem::TooLarge { bytes },
        other => Problem::Read(other),
    })
}

/// A parsed file at some format version, on its way to the current one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Stage {
    V0(Box<GameFileV0>),
    /// Format 1: records may lack their fingerprints, the file its `record`.
    V1(Box<GameFile>),
    /// Format 2: no dispute names the game it was raised in.
    V2(Box<GameFile>),
    V3(Box<GameFile>),
}

/// Parse game-file bytes (any supported format), migrate and verify them.
///
/// # Errors
/// The [`Problem`] that makes the bytes no game Hopcard saved: too large,
/// not text, not a game file, an unknown format, or a history the engine
/// refuses on replay.
pub fn parse_game_file(bytes: &[u8]) -> Result<GameFile, Problem> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Problem::TooLarge {
            bytes: bytes.len() as u64,
        });
    }
    let text = std::str::from_utf8(bytes).map_err(|_| Problem::NotText)?;
    let syntax = |e: ron::error::SpannedError| Problem::Syntax(crate::quote::ron_problem(&e));
    let header: Header = ron_options().from_str(text).map_err(syntax)?;
    let mut stage = match header.format {
        0 => Stage::V0(Box::new(ron_options().from_str(text).map_err(syntax)?)),
        1 => Stage::V1(Box::new(ron_options().from_str(text).map_err(syntax)?)),
        2 => Stage::V2(Box::new(ron_options().from_str(text).map_err(syntax)?)),
        FORMAT => Stage::V3(Box::new(ron_options().from_str(text).map_err(syntax)?)),
        newer => return Err(Problem::NewerFormat(newer)),
    };
    loop {
        // Formats 1 and 2 are checked by their own rules, and come out as
        // the current format.
        stage = match stage {
            Stage::V3(file) => return verify(*file, FORMAT),
            Stage::V2(file) => return verify(*file, 2),
            Stage::V1(file) => return verify(*file, 1),
            older => migrate(older)?,
        };
    }
}

/// One migration step: a file of format N becomes a file of format N + 1.
pub(crate) fn migrate(stage: Stage) -> Result<Stage, Problem> {
    match stage {
        Stage::V0(old) => {
            let mut scratch = GameState::new(old.card.clone(), old.start.clone());
            for (i, text) in old.moves.iter().enumerate() {
                let proposal: Proposal = text.parse().map_err(|e| Problem::Replay {
                    event: i + 1,
                    reason: format!("{e}"),
                })?;
                scratch.play(&proposal).map_err(|e| Problem::Replay {
                    event: i + 1,
                    reason: format!("{proposal}: {e}"),
                })?;
            }
            let status = scratch.outcome().status_line(scratch.position());
            let record = scratch.record_fingerprint();
            Ok(Stage::V3(Box::new(GameFile {
                format: FORMAT,
                saved: String::new(),
                status,
                game: scratch,
                record,
                belongs_to: None,
            })))
        }
        // Formats 1 and 2 differ only in what they must carry: `verify`
        // takes them as they are.
        Stage::V1(file) => Ok(Stage::V1(file)),
        Stage::V2(file) => Ok(Stage::V2(file)),
        Stage::V3(file) => Ok(Stage::V3(file)),
    }
}

/// Check a file of `format`: the card fits, the history replays through the
/// engine, and the replay ends exactly where the file says; from format 2
/// on, every record fingerprint is there and the whole record's matches. A
/// checked file comes out in the current format.
fn verify(mut file: GameFile, format: u32) -> Result<GameFile, Problem> {
    let sealed = format >= 2;
    check_fields(&file, format)?;
    let game = &file.game;
    check_card(&game.card, game.start())?;
    game.check_seats_and_hints()
        .map_err(|(field, why)| Problem::Field { field, why })?;
    let replayed = replay(&game.card, game.start(), game.history())?;
    if replayed.position() != game.position() {
        return Err(Problem::Mismatch(t!(
            "storage-position-differs",
            stored = game.position().to_string(),
            replayed = replayed.position().to_string()
        )));
    }
    if replayed.plies() != game.plies() {
        return Err(Problem::Mismatch(t!("storage-plies-differ")));
    }
    check_disputes(game, sealed)?;
    let status = replayed.outcome().status_line(replayed.position());
    if !file.status.is_empty() && file.status != status {
        return Err(Problem::Mismatch(t!(
            "storage-status-differs",
            stored = crate::quote::Quoted(&file.status).to_string(),
            replayed = crate::quote::Quoted(&status).to_string()
        )));
    }
    let record = game.record_fingerprint();
    if sealed && file.record != record {
        return Err(Problem::Field {
            field: "record",
            why: t!("storage-record-fingerprint"),
        });
    }
    file.format = FORMAT;
    if !sealed {
        // Format 1 had no record fingerprints: sealed now, or the game's
        // next save (of today's format) would be refused when read again.
        file.game.seal_old_records();
    }
    file.record = file.game.record_fingerprint();
    file.game.rederive_verdicts();
    Ok(file)
}

/// The fields beside the game: `saved` is empty or a Hopcard time stamp,
/// a file from format 2 on always has its `status` and `record`, and no
/// file holds what its format never wrote (a format lowered by hand).
fn check_fields(file: &GameFile, format: u32) -> Result<(), Problem> {
    let sealed = format >= 2;
    let lowered = |what: String| Problem::Field {
        field: "format",
        why: t!("storage-format-lowered", format = format, what = what),
    };
    if format < 2 && !file.record.is_empty() {
        return Err(lowered(t!("storage-lowered-record")));
    }
    if format < 3
        && let Some(d) = file
            .game
            .disputes()
            .iter()
            .find(|d| !d.raised_in.is_empty())
    {
        return Err(lowered(t!("storage-lowered-raised-in", number = d.number)));
    }
    if !file.saved.is_empty() && crate::clock::parse_stamp(&file.saved).is_none() {
        return Err(Problem::Field {
            field: "saved",
            why: t!(
                "storage-saved-not-a-time",
                saved = crate::quote::Quoted(&file.saved).to_string()
            ),
        });
    }
    if sealed && file.status.is_empty() {
        return Err(Problem::Field {
            field: "status",
            why: t!("storage-status-empty"),
        });
    }
    if sealed && file.record.is_empty() {
        return Err(Problem::Field {
            field: "record",
            why: t!("storage-record-missing"),
        });
    }
    Ok(())
}

/// Disputes are records, not moves (a route played by "apply the card" is in
/// the history), so they are checked for consistency: numbered 1, 2, 3…, only
/// the last one open ([`crate::dispute::check_sequence`]), judged under the
/// card's rules, each record holds up ([`crate::dispute::Dispute::check_record`]:
/// derived fields, seats, record fingerprint), and each was raised at a
/// moment of this game ([`check_moments`]).
fn check_disputes(game: &GameState, sealed: bool) -> Result<(), Problem> {
    crate::dispute::check_sequence(game.disputes()).map_err(Problem::Record)?;
    for (i, d) in game.disputes().iter().enumerate() {
        if d.rules != game.card.rules {
            return Err(Problem::Mismatch(t!(
                "storage-dispute-rules",
                number = i + 1
            )));
        }
        d.check_record_sealed(sealed).map_err(Problem::Record)?;
    }
    check_moments(game)
}

/// Each dispute was raised at a moment of this game, in order: after some
/// of its events (no fewer than the dispute before it), at the recorded
/// position and move number; and one that names the game it was raised in
/// (`raised_in`) names this game as it stood then
/// ([`GameState::fingerprint_for_dispute`]). A dispute copied from another
/// game is refused. Call it after the history has replayed.
fn check_moments(game: &GameState) -> Result<(), Problem> {
    use crate::dispute::{RecordError, RecordProblem};
    let disputes = game.disputes();
    let printed: Vec<String> = disputes
        .iter()
        .map(crate::dispute::Dispute::printed_fingerprint)
        .collect();
    let mut scratch = GameState::new(game.card.clone(), game.start().clone());
    let mut chain = game.dispute_chain_start();
    let mut next = 0;
    let mut events = game.history().iter();
    loop {
        // Every dispute raised at this moment (a withdrawn one may be
        // followed by another before anything moves).
        while let Some(d) = disputes.get(next) {
            let here = *scratch.position() == d.position
                && scratch.move_number() == d.move_number
                && (d.raised_in.is_empty() || {
                    let mut then = chain.clone();
                    for p in printed.iter().take(next) {
                        then.push(p);
                    }
                    then.value() == d.raised_in
                });
            if !here {
                break;
            }
            next += 1;
        }
        if next == disputes.len() {
            return Ok(());
        }
        let Some(event) = events.next() else { break };
        // The history replayed already: an event refused here cannot be.
        let _ = match event {
            Event::Played { proposal, .. } => scratch.play(proposal).map(|_| ()),
            Event::TakenBack { .. } => scratch.take_back(),
        };
        chain.push(&ron::to_string(event).unwrap_or_default());
    }
    match disputes.get(next) {
        None => Ok(()),
        Some(d) => Err(Problem::Record(RecordError {
            number: d.number,
            field: if d.raised_in.is_empty() {
                "position"
            } else {
                "raised_in"
            },
            problem: if d.raised_in.is_empty() {
                RecordProblem::NotInGame
            } else {
                RecordProblem::OtherGame
            },
        })),
    }
}

/// The card must be confirmed by every player, carry a matching fingerprint
/// (signed when the game started) and produce exactly the stored start.
fn check_card(card: &Card, start: &Position) -> Result<(), Problem> {
    if card.confirmations.len() != card.players.len() {
        return Err(Problem::Card(t!(
            "storage-card-slots",
            players = card.players.len(),
            slots = card.confirmations.len()
        )));
    }
    if card.first >= card.players.len() {
        return Err(Problem::Card(t!(
            "storage-card-first",
            first = card.first + 1,
            players = card.players.len()
        )));
    }
    if !card.fingerprint_matches() {
        return Err(Problem::Card(t!(
            "storage-card-seal",
            seal = card.seal().to_string()
        )));
    }
    match card.ready() {
        Ok(pos) if pos == *start => Ok(()),
        Ok(pos) => Err(Problem::Card(t!(
            "storage-card-start",
            start = start.to_string(),
            card = pos.to_string()
        ))),
        Err(e) => Err(Problem::Card(e.to_string())),
    }
}

/// Rebuild a game from its card and start by playing every history event
/// through the engine; each event must come out exactly as recorded.
pub(crate) fn replay(
    card: &Card,
    start: &Position,
    history: &[Event],
) -> Result<GameState, Problem> {
    let mut game = GameState::new(card.clone(), start.clone());
    for (i, event) in history.iter().enumerate() {
        let done = match event {
            Event::Played { proposal, .. } => game
                .play(proposal)
                .map(|_| ())
                .map_err(|e| format!("{proposal}: {e}")),
            Event::TakenBack { .. } => game.take_back().map_err(|e| e.to_string()),
        };
        let wrong = |reason: String| Problem::Replay {
            event: i + 1,
            reason,
        };
        done.map_err(wrong)?;
        if game.history().last() != Some(event) {
            return Err(wrong(t!("storage-replay-differs")));
        }
    }
    Ok(game)
}

/// The moves of a game file, one line each, then the final position and status
/// (the output of `hopcard replay FILE`).
#[must_use]
pub fn replay_text(file: &GameFile) -> String {
    let game = &file.game;
    let mut out = String::new();
    for line in game.history_lines() {
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&format!("{}\n", game.position()));
    out.push_str(&format!(
        "{}\n",
        game.outcome().status_line(game.position())
    ));
    out
}
