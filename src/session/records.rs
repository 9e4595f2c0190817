//! The session's records: what it reports, what it refuses, what it replaces.

use crate::fsio::WriteError;
use crate::lang::t;
use crate::state::{GameError, GameState};
use crate::storage::{GameFile, SaveError};
use std::fmt;
use std::path::PathBuf;

use super::MAX_SLOTS;

/// Something found at start that the first screen must report.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Report {
    /// The autosave could not be read; it was moved aside untouched.
    DamagedAutosave { problem: String, moved_to: PathBuf },
    /// The autosave could not be read nor moved aside: autosave is off so it
    /// is never overwritten.
    AutosaveOff { path: PathBuf, problem: String },
    /// The recent list was damaged: its readable entries were kept.
    DamagedRecent { moved_to: PathBuf, kept: usize },
    /// A finished game left in the autosave was moved to the kept games.
    FinishedKept { path: PathBuf },
    /// A game of a closed second window was moved to the kept games.
    SeparateKept { path: PathBuf },
    /// The preferences could not be read: kept aside (when the data folder
    /// allows) and replaced by the defaults.
    DamagedPreferences {
        moved_to: Option<PathBuf>,
        problem: String,
    },
    /// The data folder cannot be written (read-only, full, not a folder):
    /// nothing is autosaved or kept in this window.
    FolderUnwritable { dir: PathBuf, problem: String },
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let quoted = |p: &PathBuf| crate::quote::QuotedPath(p).to_string();
        let shown = |p: &PathBuf| p.display().to_string();
        f.write_str(&match self {
            Report::DamagedAutosave { problem, moved_to } => t!(
                "session-damaged-autosave",
                problem = problem,
                path = shown(moved_to)
            ),
            Report::DamagedPreferences { moved_to, problem } => match moved_to {
                Some(path) => t!(
                    "session-damaged-preferences-kept",
                    problem = problem,
                    path = quoted(path)
                ),
                None => t!("session-damaged-preferences", problem = problem),
            },
            Report::FolderUnwritable { dir, problem } => t!(
                "session-folder-unwritable",
                path = quoted(dir),
                problem = problem
            ),
            Report::AutosaveOff { path, problem } => t!(
                "session-autosave-off",
                path = shown(path),
                problem = problem
            ),
            Report::DamagedRecent { moved_to, kept } => {
                t!(
                    "session-damaged-recent",
                    path = shown(moved_to),
                    kept = *kept
                )
            }
            Report::FinishedKept { path } => t!("session-finished-kept", path = shown(path)),
            Report::SeparateKept { path } => t!("session-separate-kept", path = shown(path)),
        })
    }
}

/// An unfinished game found in the autosave, waiting for Resume or Decline:
/// its newest copy (the autosave's, or its file's when that is further on).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ResumeOffer {
    pub file: GameFile,
    /// Where the offered copy is (the autosave or the game's file).
    pub from: PathBuf,
    /// The file the game belongs to (Save writes there after Resume).
    pub belongs_to: Option<PathBuf>,
    /// The game as that file holds it.
    pub(super) in_file: Option<GameState>,
    /// The file the autosave named that does not hold this game: ignored.
    pub ignored: Option<ForeignFile>,
}

/// A file an autosave named as its game's own that does not hold that game
/// (replaced by another game, removed, damaged): the game does not belong
/// to it, and no Save writes there without asking.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ForeignFile {
    pub path: PathBuf,
    /// What is there instead: "holds another game (…)", "is not there"…
    pub holds: String,
}

impl fmt::Display for ForeignFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(
            "session-foreign-file",
            path = crate::quote::QuotedPath(&self.path).to_string(),
            holds = &self.holds
        ))
    }
}

impl ResumeOffer {
    /// Where the offered game is and which file it belongs to, for the
    /// offer's screen (or why the file it named is not its own).
    #[must_use]
    pub fn where_text(&self) -> Option<String> {
        if let Some(foreign) = &self.ignored {
            return Some(foreign.to_string());
        }
        let file = self.belongs_to.as_ref()?;
        Some(if &self.from == file {
            t!("session-newest-in-file", path = file.display().to_string())
        } else {
            t!("session-belongs-to", path = file.display().to_string())
        })
    }
}

/// The last autosave failed: the copy on disk is behind the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Behind {
    /// The first move (1-based) that is not on disk.
    pub since_move: usize,
    pub cause: String,
}

impl fmt::Display for Behind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(
            "session-behind",
            since = self.since_move,
            cause = &self.cause
        ))
    }
}

/// The last Save to a file failed; the game is not in that file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FileFailure {
    pub path: PathBuf,
    pub cause: String,
}

impl fmt::Display for FileFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(
            "session-file-failure",
            path = self.path.display().to_string(),
            cause = &self.cause
        ))
    }
}

/// What takes the place of the current game.
#[derive(Clone, Debug)]
pub enum Next {
    /// A new game from the setup dialog.
    New(Box<GameState>),
    /// A game file opened from disk (it belongs to that file from now on).
    Opened { file: Box<GameFile>, path: PathBuf },
    /// A kept game recovered from `path` (it belongs to no file; once on
    /// the board it leaves the kept games, so it cannot be recovered twice).
    Recovered { file: Box<GameFile>, path: PathBuf },
}

/// How a replacement went: where the outgoing game was kept, if it had to be.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Replaced {
    pub kept: Option<PathBuf>,
}

/// Why the session refused a request; nothing changed.
#[derive(Debug)]
pub enum SessionError {
    /// The game refused it (illegal, frozen, dispute).
    Game(GameError),
    /// There is no game to act on.
    NoGame,
    /// This window shows another window's game read-only.
    ReadOnly,
    /// Disputes belong to the game, not to an explainer case on the board.
    CaseOpen,
    /// The outgoing game could not be kept, so it was not replaced.
    Keep(WriteError),
    /// Saving to a file failed; the game still has unsaved moves.
    Save(SaveError),
    /// A text longer than its field may hold; nothing changed.
    TooLong {
        field: &'static str,
        chars: usize,
        max: usize,
    },
    /// The change would make the game too large for a game file; undone.
    TooLarge { bytes: u64, cap: u64 },
    /// The recent list could not be stored.
    Recent(WriteError),
    /// The file holds something other than this game; it was not replaced.
    OtherGame(OtherGame),
}

/// A save refused because its file holds something other than this game
/// (another game, a later copy of this one, something unreadable): the
/// file is unchanged, and what it holds was kept when it could be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OtherGame {
    pub path: PathBuf,
    /// "another game (Cid and Dee, 92 moves, finished)", "a later copy of
    /// this game (…)", "something that is not a game Hopcard can read (…)".
    pub holds: String,
    /// Where its content was kept (Game > Recover… lists a game).
    pub kept: Option<PathBuf>,
    /// Why it was not kept, when it was not.
    pub not_kept: Option<String>,
}

impl OtherGame {
    /// Where what the file holds is now, in a sentence.
    #[must_use]
    pub fn kept_text(&self) -> String {
        match (&self.kept, &self.not_kept) {
            (Some(kept), _) => t!(
                "session-other-kept",
                path = crate::quote::QuotedPath(kept).to_string()
            ),
            (None, Some(why)) => t!("session-other-not-kept", why = why),
            (None, None) => String::new(),
        }
    }
}

impl fmt::Display for OtherGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = crate::quote::QuotedPath(&self.path).to_string();
        f.write_str(&match self.kept_text() {
            kept if kept.is_empty() => t!("session-other-game", path = path, holds = &self.holds),
            kept => t!(
                "session-other-game-kept",
                path = path,
                holds = &self.holds,
                kept = kept
            ),
        })
    }
}

impl fmt::Display for SessionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            SessionError::Game(e) => e.to_string(),
            SessionError::NoGame => t!("session-no-game"),
            SessionError::ReadOnly => t!("session-read-only"),
            SessionError::CaseOpen => t!("session-case-open"),
            SessionError::Keep(e) => t!("session-keep-failed", cause = e.to_string()),
            SessionError::Save(e) => t!("session-not-saved", cause = e.to_string()),
            SessionError::TooLong { field, chars, max } => {
                // The field's code, which the message selects its name by.
                let field = if *field == "statement" {
                    "statement"
                } else {
                    "change"
                };
                t!(
                    "session-too-long",
                    field = field,
                    chars = *chars,
                    max = *max
                )
            }
            SessionError::TooLarge { bytes, cap } => {
                t!("session-too-large", bytes = *bytes, cap = *cap)
            }
            SessionError::Recent(e) => t!("session-recent-not-stored", cause = e.to_string()),
            SessionError::OtherGame(o) => t!("session-not-saved", cause = o.to_string()),
        })
    }
}

impl std::error::Error for SessionError {}

impl From<GameError> for SessionError {
    fn from(e: GameError) -> SessionError {
        SessionError::Game(e)
    }
}

/// Why the autosave slot could not be taken.
#[derive(Debug)]
pub enum SlotError {
    /// Another Hopcard window holds this slot's lock.
    Locked { lock: PathBuf },
    /// Every slot is in use.
    AllBusy,
    /// The data folder or lock file could not be made.
    Io(WriteError),
}

impl fmt::Display for SlotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            SlotError::Locked { lock } => {
                t!("session-slot-locked", path = lock.display().to_string())
            }
            SlotError::AllBusy => t!("session-slots-busy", count = MAX_SLOTS),
            SlotError::Io(e) => e.to_string(),
        })
    }
}

impl std::error::Error for SlotError {}

/// A kept game listed by Game > Recover….
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct KeptGame {
    pub path: PathBuf,
    /// When it was written, as stored in the file ("" if unknown).
    pub saved: String,
    pub players: String,
    pub moves: usize,
    pub finished: bool,
}
