//! The life of the game on screen: one owner for the current [`GameState`],
//! the file it belongs to, whether it has unsaved moves, the autosave slot
//! (and its lock), the last save result and the games kept for recovery.
//!
//! Where games are kept, one file each, all through one [`Disk`] (the real
//! one, or the test double [`SimDisk`]):
//! - `save.rs`: Save to a file of the user's (asked, run on the writer,
//!   its result applied), never over another game;
//! - `autosave.rs`: the autosave after every change, and the resume offer;
//! - `keep.rs`: a copy kept for recovery (Game > Recover…);
//! - `slot.rs`: locking an autosave slot when a window starts;
//! - `recent.rs`: the recent list;
//! - `disk.rs`: the [`Disk`] interface, [`RealDisk`], the one function that
//!   writes a game file, and the [`Writer`] that runs writes in order off
//!   the UI thread and brings their results back.
//!
//! Every transition (new game, open, resume, decline, recover, an explainer
//! case, quit) is a method here, and none of them drops a game with unsaved
//! moves silently: the caller asks first ([`Session::needs_asking`]), and the
//! outgoing game is kept recoverable anyway (Game > Recover…). No egui: the
//! desktop app, the tests and any other front end drive the same value.
//!
//! ```
//! use hopcard::{GameState, Position, Proposal, RuleSet};
//! use hopcard::testing::{Next, Session};
//!
//! // A folder of its own, removed when `dir` goes.
//! let dir = hopcard::testing::fsio::TempDir::new("session-doc");
//! let mut session = Session::start(&dir, hopcard::testing::clock::system).unwrap();
//! let game = GameState::from_position(RuleSet::default(), Position::card_start());
//! session.replace(Next::New(Box::new(game))).unwrap();
//! session.play(&"N2-M6".parse::<Proposal>().unwrap()).unwrap();
//! // Every change is autosaved at once…
//! assert!(dir.join("autosave.ron").exists());
//! // …but the game belongs to no file yet, so replacing it must be asked about.
//! assert!(session.needs_asking());
//! ```

use crate::clock::{self, Clock};
use crate::lang::t;
use crate::rules::{Hole, Proposal};
use crate::state::{GameError, GameState};
use crate::storage::{self, GameFile, LoadError};
use std::path::{Path, PathBuf};
use std::sync::Arc;

mod autosave;
mod disk;
mod keep;
mod recent;
mod records;
mod save;
#[cfg(any(test, feature = "test-support"))]
mod sim;
mod slot;

pub(crate) use autosave::MAX_CHANGE_CHARS;
pub use autosave::MAX_STATEMENT_CHARS;
pub use disk::{Disk, RealDisk, Writer};
pub(crate) use disk::{Finished, Ticket, load_from};
pub(crate) use recent::RecentGame;
pub(crate) use records::{Behind, FileFailure, KeptGame, Replaced, Report, ResumeOffer};
pub use records::{Next, OtherGame, SessionError, SlotError};
pub use save::Overwrite;
#[cfg(any(test, feature = "test-support"))]
pub use sim::{Fault, SimDisk};
use slot::Slot;

/// The autosave file's name in the data folder.
pub(crate) const AUTOSAVE_NAME: &str = "autosave.ron";
/// The recent-games list's name in the data folder.
pub(crate) const RECENT_NAME: &str = "recent.ron";
/// The folder (inside the data folder) of games kept for recovery.
pub(crate) const KEPT_DIR: &str = "kept";
/// Kept games that were recovered, out of the Recover list but not deleted.
pub(crate) const RECOVERED_DIR: &str = "recovered";
/// Most entries in the recent-games list.
pub(crate) const MAX_RECENT: usize = 8;
/// The recent list is a few hundred bytes; anything larger is not read.
pub(crate) const MAX_RECENT_BYTES: u64 = 64 * 1024;
/// Most autosave slots (windows playing separate games at once).
pub(crate) const MAX_SLOTS: u32 = 9;

/// "Ann and Bob", "Ann, Bob and Cid".
#[must_use]
pub(crate) fn players_text(game: &GameState) -> String {
    let names: Vec<String> = (0..game.card.players.len())
        .map(|i| game.card.display_name(i))
        .collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => t!(
            "session-players",
            first = rest.join(&t!("session-players-separator")),
            last = last
        ),
    }
}

/// The life of the game on screen. See the module docs.
#[derive(Debug)]
pub struct Session {
    game: Option<GameState>,
    /// An explainer case on the board instead of the game (never saved).
    case: Option<GameState>,
    /// The file the game belongs to, and the game as that file holds it.
    file: Option<PathBuf>,
    in_file: Option<GameState>,
    /// The data folder (kept games, recent list); `None`: nothing is written.
    dir: Option<PathBuf>,
    slot: Option<Slot>,
    /// The game as the autosave holds it now, and the file it names.
    autosaved: Option<GameState>,
    autosaved_for: Option<PathBuf>,
    behind: Option<Behind>,
    /// Autosaves given to the writer and not yet reported, oldest first.
    autosaving: std::collections::VecDeque<(Ticket, GameState, Option<PathBuf>)>,
    /// Lines for the status from other writes that have finished.
    told: Vec<(String, bool)>,
    /// Saves to a file that have finished: the file, and how it went.
    saves: Vec<(PathBuf, Result<Option<PathBuf>, SessionError>)>,
    /// Where the content of a file a save refused to replace was kept:
    /// the next save there reuses the copy while the file still holds it.
    other_kept: Option<PathBuf>,
    writer: Writer,
    file_failure: Option<FileFailure>,
    recent: Vec<RecentGame>,
    resume: Option<ResumeOffer>,
    reports: Vec<Report>,
    read_only: bool,
    clock: Clock,
    /// Every file call goes through it (the real disk, or a simulated one).
    disk: Arc<dyn Disk>,
}

impl Session {
    /// A session that writes nothing anywhere (tests, read-only views).
    #[must_use]
    pub fn in_memory(clock: Clock) -> Session {
        Session {
            game: None,
            case: None,
            file: None,
            in_file: None,
            dir: None,
            slot: None,
            autosaved: None,
            autosaved_for: None,
            behind: None,
            autosaving: std::collections::VecDeque::new(),
            told: Vec::new(),
            saves: Vec::new(),
            other_kept: None,
            writer: Writer::inline(),
            file_failure: None,
            recent: Vec::new(),
            resume: None,
            reports: Vec::new(),
            read_only: false,
            clock,
            disk: RealDisk::shared(),
        }
    }

    /// [`Session::in_memory`] whose Save and Open go through `disk`.
    #[must_use]
    pub fn in_memory_on(disk: Arc<dyn Disk>, clock: Clock) -> Session {
        Session {
            disk,
            ..Session::in_memory(clock)
        }
    }

    /// An in-memory session for a window whose data folder `dir` cannot be
    /// written (`problem` says why): the first screen reports it.
    #[must_use]
    pub fn without_folder(dir: &Path, problem: String, clock: Clock) -> Session {
        let mut session = Session::in_memory(clock);
        session.reports.push(Report::FolderUnwritable {
            dir: dir.to_path_buf(),
            problem,
        });
        session
    }

    /// An in-memory session already playing `game`.
    #[must_use]
    pub fn with_game(game: GameState, clock: Clock) -> Session {
        Session {
            game: Some(game),
            ..Session::in_memory(clock)
        }
    }

    /// The clock this session stamps with.
    #[must_use]
    pub fn clock(&self) -> Clock {
        self.clock
    }

    /// The clock's time now, as records are stamped.
    #[must_use]
    pub fn now_text(&self) -> String {
        clock::utc_text((self.clock)())
    }

    // ---- What is on the board ----

    /// The real game (not an explainer case).
    #[must_use]
    pub fn game(&self) -> Option<&GameState> {
        self.game.as_ref()
    }

    /// The game on the board: an explainer case, else the real game.
    #[must_use]
    pub fn board(&self) -> Option<&GameState> {
        self.case.as_ref().or(self.game.as_ref())
    }

    /// Whether an explainer case is on the board.
    #[must_use]
    pub fn case_open(&self) -> bool {
        self.case.is_some()
    }

    #[must_use]
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// The file the game belongs to (Save writes there).
    #[must_use]
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    #[must_use]
    pub fn recent(&self) -> &[RecentGame] {
        &self.recent
    }

    #[must_use]
    pub fn resume_offer(&self) -> Option<&ResumeOffer> {
        self.resume.as_ref()
    }

    /// What the first screen must report (damaged files moved aside…).
    #[must_use]
    pub fn reports(&self) -> &[Report] {
        &self.reports
    }

    /// Set when the last autosave failed, until one succeeds.
    #[must_use]
    pub fn behind(&self) -> Option<&Behind> {
        self.behind.as_ref()
    }

    /// Set when the last Save to a file failed, until one succeeds.
    #[must_use]
    pub fn file_failure(&self) -> Option<&FileFailure> {
        self.file_failure.as_ref()
    }

    /// Whether an outgoing game can be kept for recovery (there is a data folder).
    #[must_use]
    pub fn can_keep(&self) -> bool {
        self.dir.is_some()
    }

    /// The autosave file, when this window has one.
    #[must_use]
    pub fn autosave_path(&self) -> Option<&Path> {
        self.slot
            .as_ref()
            .filter(|s| s.enabled)
            .map(|s| s.path.as_path())
    }

    /// Whether replacing the game would lose moves that are in no file: the
    /// caller asks "Save / Don't save / Cancel" first. (The game is kept
    /// recoverable either way.)
    #[must_use]
    pub fn needs_asking(&self) -> bool {
        match &self.game {
            None => false,
            Some(g) if g.history().is_empty() && g.disputes().is_empty() => false,
            Some(g) => self.in_file.as_ref() != Some(g),
        }
    }

    /// Whether closing the window now keeps the game: the autosave holds it
    /// (and the next start offers it), or its file still does (read again:
    /// another program may have written over it since).
    #[must_use]
    pub fn safe_to_quit(&self) -> bool {
        // A read-only window holds another window's game: nothing of its own to lose.
        let nothing_to_lose = self
            .game
            .as_ref()
            .is_none_or(|g| g.history().is_empty() && g.disputes().is_empty());
        if self.read_only || nothing_to_lose {
            return true;
        }
        let autosaved = self.autosave_path().is_some()
            && self.behind.is_none()
            && self.autosaved.as_ref() == self.game.as_ref()
            && self.slot_held();
        autosaved || (!self.needs_asking() && self.file_still_holds_it())
    }

    /// The game's file holds the game as the board has it, read now.
    fn file_still_holds_it(&self) -> bool {
        match (&self.file, &self.game) {
            (Some(path), Some(game)) => {
                load_from(self.disk.as_ref(), path).is_ok_and(|f| &f.game == game)
            }
            _ => false,
        }
    }

    /// Whether closing the window must ask "Save / Don't save / Cancel"
    /// first: the game would not be kept ([`Session::safe_to_quit`]), or it
    /// belongs to a file that lacks its latest moves (as Open asks; the
    /// autosave holding them does not make the file whole).
    #[must_use]
    pub fn quit_needs_asking(&self) -> bool {
        !self.safe_to_quit() || (!self.read_only && self.file.is_some() && self.needs_asking())
    }

    // ---- Changes of the game: each asks the engine, then autosaves ----

    fn change<T>(
        &mut self,
        f: impl FnOnce(&mut GameState) -> Result<T, GameError>,
    ) -> Result<T, SessionError> {
        if self.read_only && self.case.is_none() {
            return Err(SessionError::ReadOnly);
        }
        let on_case = self.case.is_some();
        let game = self
            .case
            .as_mut()
            .or(self.game.as_mut())
            .ok_or(SessionError::NoGame)?;
        let before = game.clone();
        let value = f(game)?;
        // What the loader would refuse is never written: the change is undone.
        if let Err(e) = autosave::fits(game) {
            *game = before;
            return Err(e);
        }
        if !on_case {
            self.autosave();
        }
        Ok(value)
    }

    fn change_game<T>(
        &mut self,
        f: impl FnOnce(&mut GameState) -> Result<T, GameError>,
    ) -> Result<T, SessionError> {
        if self.case.is_some() {
            return Err(SessionError::CaseOpen);
        }
        self.change(f)
    }

    /// Play a route or a pass on the board's game.
    ///
    /// # Errors
    /// [`SessionError::Game`] with the engine's refusal; nothing changes.
    pub fn play(&mut self, proposal: &Proposal) -> Result<crate::rules::Verdict, SessionError> {
        self.change(|g| g.play(proposal))
    }

    /// Take back the last move (the caller has every player's consent).
    ///
    /// # Errors
    /// [`SessionError::Game`] when there is nothing to take back or the board is frozen.
    pub fn take_back(&mut self) -> Result<(), SessionError> {
        self.change(GameState::take_back)
    }

    /// Take back the last `moves` moves together (a person's move and the
    /// computer's reply); all or none.
    ///
    /// # Errors
    /// [`SessionError::Game`] when fewer moves stand or the board is frozen.
    pub fn take_back_moves(&mut self, moves: usize) -> Result<(), SessionError> {
        self.change(|g| {
            if g.plies().len() < moves {
                return Err(GameError::NothingToTakeBack);
            }
            for _ in 0..moves {
                g.take_back()?;
            }
            Ok(())
        })
    }

    /// Note in the game that a hint was shown (the history says so).
    ///
    /// # Errors
    /// [`SessionError`] when there is no game to note it in, or it is read-only.
    pub fn note_hint(&mut self) -> Result<(), SessionError> {
        self.change(|g| {
            g.note_hint();
            Ok(())
        })
    }

    /// Raise a dispute on the real game; see [`GameState::raise_dispute`].
    ///
    /// # Errors
    /// [`SessionError::CaseOpen`] while an explainer case is on the board.
    pub fn raise_dispute(
        &mut self,
        raised_by: usize,
        route: &[Hole],
        clause: crate::rules::Clause,
    ) -> Result<usize, SessionError> {
        let time = clock::utc_text((self.clock)());
        self.change_game(|g| g.raise_dispute(raised_by, route, clause, &time))
    }

    /// Change the open dispute; see [`GameState::edit_dispute`].
    ///
    /// # Errors
    /// [`SessionError::Game`] when no dispute is open or the edit is refused.
    pub fn edit_dispute(&mut self, edit: crate::dispute::DisputeEdit) -> Result<(), SessionError> {
        if let crate::dispute::DisputeEdit::Statement { text, .. } = &edit {
            autosave::bounded("statement", text, MAX_STATEMENT_CHARS)?;
        }
        self.change_game(|g| g.edit_dispute(edit))
    }

    /// Resolve the open dispute; see [`GameState::resolve_dispute`].
    ///
    /// # Errors
    /// [`SessionError::Game`] when it cannot be resolved that way.
    pub fn resolve_dispute(
        &mut self,
        resolution: crate::dispute::Resolution,
    ) -> Result<(), SessionError> {
        if let crate::dispute::Resolution::AgreeChangeForNewGame { change, .. } = &resolution {
            autosave::bounded("agreed change", change, MAX_CHANGE_CHARS)?;
        }
        let time = clock::utc_text((self.clock)());
        self.change_game(|g| g.resolve_dispute(resolution, &time))
    }

    // ---- Files ----

    /// Replace the current game with `next`. A resume offer still waiting is
    /// declined first (its game kept), and an outgoing game with moves in no
    /// file is kept for recovery; if it cannot be kept, nothing changes.
    ///
    /// # Errors
    /// [`SessionError::Keep`] when the outgoing game could not be kept;
    /// [`SessionError::ReadOnly`] in a read-only window.
    pub fn replace(&mut self, next: Next) -> Result<Replaced, SessionError> {
        if self.read_only {
            return Err(SessionError::ReadOnly);
        }
        let mut replaced = Replaced::default();
        if self.resume.is_some() {
            replaced.kept = self.decline()?;
        }
        if self.needs_asking() {
            replaced.kept = self.keep_current("game")?;
        }
        let mut recovered = None;
        let (game, file) = match next {
            Next::New(game) => (*game, None),
            Next::Opened { file, path } => {
                let _ = self.remember(&path, &file.game);
                // Its own file, just saved by the question before opening it:
                // the file holds the board's game, newer than the copy read before.
                let saved_here = self.file.as_ref() == Some(&path)
                    && self.in_file.is_some()
                    && self.in_file == self.game;
                match self.game.take() {
                    Some(game) if saved_here => (game, Some(path)),
                    _ => (file.game, Some(path)),
                }
            }
            Next::Recovered { file, path } => {
                recovered = Some(path);
                (file.game, None)
            }
        };
        self.in_file = file.as_ref().map(|_| game.clone());
        self.file = file;
        self.game = Some(game);
        self.case = None;
        // A new game: what was behind belonged to the old one.
        self.behind = None;
        self.file_failure = None;
        if self.in_file.is_some() && self.in_file == self.game {
            // Safe in its file: an autosave that cannot take it must not
            // offer an older copy at the next start.
            self.settle_autosave();
        } else {
            self.autosave();
        }
        if let Some(path) = recovered {
            // The kept copy leaves the Recover list only once the autosave
            // holds the game: otherwise it is still the one copy on disk.
            self.finish_writes();
            if self.behind.is_none() && self.autosaved == self.game {
                self.set_recovered_aside(&path);
            }
        }
        Ok(replaced)
    }

    /// Resume the unfinished game of the offer.
    pub fn resume(&mut self) {
        if let Some(offer) = self.resume.take() {
            // The game belongs to the file it belonged to before.
            self.game = Some(offer.file.game);
            self.file = offer.belongs_to;
            self.in_file = offer.in_file;
            self.behind = None;
            self.file_failure = None;
            // A newer copy from its file goes to the autosave too.
            self.autosave();
            // A kept copy resumed leaves the Recover list once the autosave
            // holds it (only files of the kept folder move).
            self.finish_writes();
            if self.behind.is_none() && self.autosaved == self.game {
                self.set_recovered_aside(&offer.from);
            }
        }
    }

    /// Decline the offer: its game is kept for recovery (never thrown away),
    /// then the autosave is free for the next game.
    ///
    /// # Errors
    /// [`SessionError::Keep`] when the game could not be kept; the offer stays.
    pub fn decline(&mut self) -> Result<Option<PathBuf>, SessionError> {
        let Some(offer) = &self.resume else {
            return Ok(None);
        };
        // An offer of a kept copy is already among the kept games: keeping
        // it again would list it twice in Recover.
        let from_kept = self
            .kept_folder()
            .is_some_and(|k| offer.from.parent() == Some(k.as_path()));
        let kept = if from_kept {
            Some(offer.from.clone())
        } else {
            self.keep(&offer.file.game, "unfinished")?
        };
        self.resume = None;
        // The game is safe among the kept ones: the autosave no longer offers it.
        if kept.is_some()
            && let Some(path) = self.autosave_path().map(Path::to_path_buf)
        {
            // No queued autosave may land after the file is gone.
            self.finish_writes();
            let _ = self.disk.remove_file(&path);
            self.autosaved = None;
            self.autosaved_for = None;
        }
        Ok(kept)
    }

    // ---- Explainer cases ----

    /// Put an explainer case on the board; the game waits underneath, still autosaved.
    pub fn open_case(&mut self, case: GameState) {
        self.case = Some(case);
    }

    /// Back to the game.
    pub fn close_case(&mut self) {
        self.case = None;
    }

    /// Load a game file for opening. Blocking: call it off the UI thread.
    ///
    /// # Errors
    /// [`LoadError`] naming the file and its problem.
    pub fn load(path: &Path) -> Result<GameFile, LoadError> {
        storage::load_game(path)
    }

    /// Load a game file through this session's disk (as [`Session::load`]).
    ///
    /// # Errors
    /// [`LoadError`] naming the file and its problem.
    pub fn load_here(&self, path: &Path) -> Result<GameFile, LoadError> {
        load_from(self.disk.as_ref(), path)
    }
}
