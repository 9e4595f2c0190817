//! The life of the game on screen: one owner for the current [`GameState`],
//! the file it belongs to, whether it has unsaved moves, the autosave slot
//! (and its lock), the last save result and the games kept for recovery.
//!
//! Every transition (new game, open, resume, decline, recover, an explainer
//! case, quit) is a method here, and none of them drops a game with unsaved
//! moves silently: the caller asks first ([`Session::needs_asking`]), and the
//! outgoing game is kept recoverable anyway (Game > Recover…). No egui: the
//! desktop app, the tests and any other front end drive the same value.
//!
//! ```
//! use hopcard::{GameState, Next, Position, Proposal, RuleSet, Session};
//!
//! let dir = std::env::temp_dir().join(format!("hopcard-session-doc-{}", std::process::id()));
//! let _ = std::fs::remove_dir_all(&dir);
//! let mut session = Session::start(&dir, hopcard::clock::system).unwrap();
//! let game = GameState::from_position(RuleSet::default(), Position::card_start());
//! session.replace(Next::New(Box::new(game))).unwrap();
//! session.play(&"N2-M6".parse::<Proposal>().unwrap()).unwrap();
//! // Every change is autosaved at once…
//! assert!(dir.join("autosave.ron").exists());
//! // …but the game belongs to no file yet, so replacing it must be asked about.
//! assert!(session.needs_asking());
//! ```

use crate::clock::{self, Clock};
use crate::fsio::{self, WriteError};
use crate::rules::{Hole, Proposal};
use crate::state::{GameError, GameState};
use crate::storage::{self, GameFile, LoadError};
use std::fs::File;
use std::path::{Path, PathBuf};

mod autosave;
mod disk;
mod records;
mod writer;

pub use disk::RecentGame;
use disk::{move_into, read_recent, slot_paths, take_lock};
pub use records::{
    Behind, FileFailure, KeptGame, Next, Replaced, Report, ResumeOffer, SessionError, SlotError,
};
pub use writer::{Finished, Job, Ticket, Writer};

/// The autosave file's name in the data folder.
pub const AUTOSAVE_NAME: &str = "autosave.ron";
/// The recent-games list's name in the data folder.
pub const RECENT_NAME: &str = "recent.ron";
/// The folder (inside the data folder) of games kept for recovery.
pub const KEPT_DIR: &str = "kept";
/// Kept games that were recovered, out of the Recover list but not deleted.
pub const RECOVERED_DIR: &str = "recovered";
/// Most entries in the recent-games list.
pub const MAX_RECENT: usize = 8;
/// The recent list is a few hundred bytes; anything larger is not read.
pub const MAX_RECENT_BYTES: u64 = 64 * 1024;
/// Most autosave slots (windows playing separate games at once).
pub const MAX_SLOTS: u32 = 9;

/// An autosave file and the lock that makes it this window's alone.
#[derive(Debug)]
struct Slot {
    path: PathBuf,
    /// Held for the life of the session (released when dropped).
    _lock: File,
    /// `false` after a damaged autosave could not be moved aside.
    enabled: bool,
}

/// "Ann and Bob", "Ann, Bob and Cid".
#[must_use]
pub fn players_text(game: &GameState) -> String {
    let names: Vec<String> = (0..game.card.players.len())
        .map(|i| game.card.display_name(i))
        .collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
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
    /// The game as the autosave holds it now.
    autosaved: Option<GameState>,
    behind: Option<Behind>,
    /// Autosaves given to the writer and not yet reported, oldest first.
    autosaving: std::collections::VecDeque<(Ticket, GameState)>,
    /// Lines for the status from other writes that have finished.
    told: Vec<(String, bool)>,
    /// Saves to a file that have finished: the file, and how it went.
    saves: Vec<(PathBuf, Result<(), SessionError>)>,
    writer: Writer,
    file_failure: Option<FileFailure>,
    recent: Vec<RecentGame>,
    resume: Option<ResumeOffer>,
    reports: Vec<Report>,
    read_only: bool,
    clock: Clock,
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
            behind: None,
            autosaving: std::collections::VecDeque::new(),
            told: Vec::new(),
            saves: Vec::new(),
            writer: Writer::inline(),
            file_failure: None,
            recent: Vec::new(),
            resume: None,
            reports: Vec::new(),
            read_only: false,
            clock,
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

    /// Start in the data folder `dir` with its main autosave slot: take the
    /// slot's lock, read the recent list and look at the autosave (an
    /// unfinished game is offered for resuming; a damaged one is moved aside).
    ///
    /// # Errors
    /// [`SlotError::Locked`] when another window holds the slot: offer
    /// [`Session::read_only`] or [`Session::separate`] instead.
    pub fn start(dir: &Path, clock: Clock) -> Result<Session, SlotError> {
        Session::start_in_slot(dir, 1, clock)
    }

    /// Start with a separate game in the first free slot after the main one
    /// (`autosave-2.ron`, …), for a second window on the same account.
    ///
    /// # Errors
    /// [`SlotError::AllBusy`] when every slot is locked.
    pub fn separate(dir: &Path, clock: Clock) -> Result<Session, SlotError> {
        for n in 2..=MAX_SLOTS {
            match Session::start_in_slot(dir, n, clock) {
                Err(SlotError::Locked { .. }) => {}
                other => return other,
            }
        }
        Err(SlotError::AllBusy)
    }

    /// The main autosave's game, shown read-only (no lock, nothing written).
    #[must_use]
    pub fn read_only(dir: &Path, clock: Clock) -> Session {
        let mut session = Session::in_memory(clock);
        session.read_only = true;
        session.recent = read_recent(&dir.join(RECENT_NAME)).0;
        match storage::load_game(&dir.join(AUTOSAVE_NAME)) {
            Ok(file) => session.game = Some(file.game),
            Err(e) => session.reports.push(Report::AutosaveOff {
                path: e.path.clone(),
                problem: e.problem.to_string(),
            }),
        }
        session
    }

    fn start_in_slot(dir: &Path, n: u32, clock: Clock) -> Result<Session, SlotError> {
        let (auto, lock) = slot_paths(dir, n);
        std::fs::create_dir_all(dir).map_err(|e| {
            SlotError::Io(WriteError {
                path: dir.to_path_buf(),
                step: fsio::WriteStep::CreateFolder,
                cause: e.to_string(),
                kind: e.kind(),
            })
        })?;
        // Only the main slot is worth waiting for: a separate slot that is
        // held belongs to another window, and the next one is tried at once.
        let patience = if n == 1 {
            disk::LOCK_PATIENCE
        } else {
            std::time::Duration::ZERO
        };
        let file = take_lock(&lock, patience)?;
        if n == 1 {
            // Temporary files of killed writers: only the main window cleans.
            fsio::remove_stale_temporaries(dir);
            fsio::remove_stale_temporaries(&dir.join(KEPT_DIR));
        }
        let mut session = Session::in_memory(clock);
        session.dir = Some(dir.to_path_buf());
        session.slot = Some(Slot {
            path: auto,
            _lock: file,
            enabled: true,
        });
        session.load_recent();
        session.look_at_autosave();
        if n == 1 {
            session.collect_separate_slots();
        }
        Ok(session)
    }

    /// Games left in separate slots (`autosave-2.ron`, …) by windows that
    /// have closed are moved to the kept games, so Recover… lists them.
    fn collect_separate_slots(&mut self) {
        let Some(dir) = self.dir.clone() else { return };
        let stamp = self.stamp();
        for n in 2..=MAX_SLOTS {
            let (auto, lock) = slot_paths(&dir, n);
            if !auto.exists() {
                continue;
            }
            // A slot whose lock is held belongs to a window still playing.
            let Ok(_held) = take_lock(&lock, std::time::Duration::ZERO) else {
                continue;
            };
            if let Ok(path) = move_into(&auto, &dir.join(KEPT_DIR), "separate", &stamp) {
                self.reports.push(Report::SeparateKept { path });
            }
        }
    }

    fn stamp(&self) -> String {
        clock::file_stamp((self.clock)())
    }

    fn look_at_autosave(&mut self) {
        let Some(path) = self.slot.as_ref().map(|s| s.path.clone()) else {
            return;
        };
        if !path.exists() {
            return;
        }
        let stamp = self.stamp();
        match storage::load_game(&path) {
            Ok(file) if file.game.outcome().is_over() => {
                // A finished game is not offered, but it is not overwritten either.
                let kept = self.dir.as_ref().map(|d| d.join(KEPT_DIR));
                match kept.map(|k| move_into(&path, &k, "finished", &stamp)) {
                    Some(Ok(moved)) => self.reports.push(Report::FinishedKept { path: moved }),
                    Some(Err(e)) => self.autosave_off(path, e.to_string()),
                    None => self.autosave_off(path, "there is no folder to keep it in".into()),
                }
            }
            Ok(file) => {
                self.autosaved = Some(file.game.clone());
                self.resume = Some(ResumeOffer { file });
            }
            Err(e) => match fsio::move_aside(&path, "damaged", &stamp) {
                Ok(moved_to) => self.reports.push(Report::DamagedAutosave {
                    problem: e.problem.to_string(),
                    moved_to,
                }),
                Err(_) => self.autosave_off(path, e.problem.to_string()),
            },
        }
    }

    /// Switch autosave off for this window rather than overwrite `path`.
    fn autosave_off(&mut self, path: PathBuf, problem: String) {
        if let Some(slot) = &mut self.slot {
            slot.enabled = false;
        }
        self.reports.push(Report::AutosaveOff { path, problem });
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

    /// Whether closing the window now keeps the game: it is in its file, or
    /// the autosave holds it (and the next start offers it).
    #[must_use]
    pub fn safe_to_quit(&self) -> bool {
        // A read-only window holds another window's game: nothing of its own to lose.
        self.read_only
            || !self.needs_asking()
            || (self.autosave_path().is_some()
                && self.behind.is_none()
                && self.autosaved.as_ref() == self.game.as_ref())
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
        let value = f(game)?;
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
        let time = clock::utc_text((self.clock)());
        self.change_game(|g| g.resolve_dispute(resolution, &time))
    }

    // ---- Files ----

    /// Save the game to `path`; from now on it belongs to that file.
    ///
    /// # Errors
    /// [`SessionError::Save`] (the game keeps its unsaved state), or
    /// [`SessionError::Recent`] when only the recent list failed.
    pub fn save_to(&mut self, path: &Path) -> Result<(), SessionError> {
        if self.read_only {
            return Err(SessionError::ReadOnly);
        }
        let game = self.game.clone().ok_or(SessionError::NoGame)?;
        let written = storage::save_game(path, &game, &clock::utc_text((self.clock)()));
        self.saved(path, game, written)
    }

    /// `game` was written to `path` (or not): from now on it belongs to that
    /// file, or the failure is shown until a save succeeds.
    fn saved(
        &mut self,
        path: &Path,
        game: GameState,
        written: Result<(), storage::SaveError>,
    ) -> Result<(), SessionError> {
        if let Err(e) = written {
            // Shown until a save succeeds, whatever is clicked meanwhile.
            self.file_failure = Some(FileFailure {
                path: path.to_path_buf(),
                cause: e.to_string(),
            });
            return Err(SessionError::Save(e));
        }
        self.file_failure = None;
        self.file = Some(path.to_path_buf());
        let remembered = self.remember(path, &game);
        self.in_file = Some(game);
        remembered
    }

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
                (file.game, Some(path))
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
        self.autosave();
        if let Some(path) = recovered {
            self.set_recovered_aside(&path);
        }
        Ok(replaced)
    }

    /// Resume the unfinished game of the offer.
    pub fn resume(&mut self) {
        if let Some(offer) = self.resume.take() {
            self.autosaved = Some(offer.file.game.clone());
            self.game = Some(offer.file.game);
            self.file = None;
            self.in_file = None;
            self.behind = None;
            self.file_failure = None;
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
        let kept = self.keep(&offer.file.game, "unfinished")?;
        self.resume = None;
        // The game is safe among the kept ones: the autosave no longer offers it.
        if kept.is_some()
            && let Some(path) = self.autosave_path().map(Path::to_path_buf)
        {
            // No queued autosave may land after the file is gone.
            self.finish_writes();
            let _ = std::fs::remove_file(path);
            self.autosaved = None;
        }
        Ok(kept)
    }

    fn keep_current(&self, label: &str) -> Result<Option<PathBuf>, SessionError> {
        match &self.game {
            Some(game) => self.keep(game, label),
            None => Ok(None),
        }
    }

    /// Write `game` to a new file in the kept folder (no data folder: nothing).
    fn keep(&self, game: &GameState, label: &str) -> Result<Option<PathBuf>, SessionError> {
        let Some(dir) = &self.dir else {
            return Ok(None);
        };
        let text = storage::game_file_text(game, &clock::utc_text((self.clock)()))
            .map_err(SessionError::Save)?;
        fsio::keep_copy(
            &dir.join(KEPT_DIR),
            label,
            &self.stamp(),
            "ron",
            text.as_bytes(),
        )
        .map(Some)
        .map_err(SessionError::Keep)
    }

    /// Keep the game for recovery before the window closes without saving.
    ///
    /// # Errors
    /// [`SessionError::Keep`] when it could not be written.
    pub fn keep_before_quit(&self) -> Result<Option<PathBuf>, SessionError> {
        if self.needs_asking() {
            self.keep_current("game")
        } else {
            Ok(None)
        }
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
}
