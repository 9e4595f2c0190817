//! The simulated family: the session over a simulated disk, a model of the
//! games they played, and the invariant checked after every step.

use super::steps::{Answer, Place, Second, Size, Step};
use crate::common::games::{COLOURS, fixed_clock};
use hopcard::records::DisputeEdit;
use hopcard::records::Resolution;
use hopcard::testing::{Next, Overwrite, Session, SessionError, SimDisk, SlotError};
use hopcard::{Card, Clause, Confirmation, GameState, Proposal, Signatory, records};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub const DATA: &str = "/home/fam/.local/share/hopcard";
/// A save refused because its file holds another game (the family is asked).
const REFUSED: &str = "refused: the file holds another game";
const SAVES: [&str; 3] = [
    "/home/fam/games/a.hopcard",
    "/home/fam/games/b.hopcard",
    "/media/usb/c.hopcard",
];

/// The newest game the family played that the session reported safe.
#[derive(Clone, Debug)]
struct Newest {
    game: GameState,
    /// The file it belongs to, as the family was told.
    file: Option<PathBuf>,
    /// The data folder could not be changed at all when it was saved, so an
    /// older copy there could not be moved out of the way.
    frozen: bool,
}

/// One simulated machine with its family.
pub struct Family {
    pub disk: SimDisk,
    main: Session,
    main_id: u32,
    next_id: u32,
    newest: Option<Newest>,
    /// The file the game on the board belongs to (the model's view).
    file: Option<PathBuf>,
    crash_within: Option<u32>,
    /// The step running now dies midway: what it reports never reaches anyone.
    crashing: bool,
    /// The game on the board when the window died.
    at_crash: Option<(GameState, Option<PathBuf>)>,
    games_started: usize,
    /// Parsed game files by path and content, so each content parses once.
    parsed: HashMap<PathBuf, (Arc<Vec<u8>>, Option<GameState>)>,
    /// Other families' games put at the family's file names by another
    /// program: Hopcard must never make one unfindable.
    others: Vec<GameState>,
    others_made: usize,
    pub steps: u64,
}

/// A fresh game whose player names say which game of the run it is, so two
/// games never look like copies of each other.
fn new_game(n: usize) -> GameState {
    let names = [format!("Ann{n}"), format!("Bob{n}")];
    let players = (0..2)
        .map(|i| Signatory {
            name: names[i].clone(),
            colour: COLOURS[i].into(),
        })
        .collect();
    let mut card = Card::new(players);
    card.date = hopcard::CardDate {
        year: 2025,
        month: 3,
        day: 14,
    };
    card.confirmations = names
        .iter()
        .map(|n| {
            Some(Confirmation {
                by: n.clone(),
                at: "2025-03-14 19:30 UTC".into(),
            })
        })
        .collect();
    card.other_camps_chosen = true;
    let card = card.with_fingerprint();
    let start = card.ready().expect("a confirmed card is ready");
    GameState::new(card, start)
}

/// A broken promise of kind `kind`, unless `HOPCARD_SIM_SKIP` (a comma
/// list of kinds) names it, to look past one known loss for the next.
fn broken(kind: &str, text: &str) -> Result<(), String> {
    let skip = std::env::var("HOPCARD_SIM_SKIP").unwrap_or_default();
    if skip.split(',').any(|k| k == kind) {
        return Ok(());
    }
    Err(format!("[{kind}] {text}"))
}

fn trivial(game: &GameState) -> bool {
    game.history().is_empty() && game.disputes().is_empty()
}

/// Another family's game: other names, a few moves, so it is never a copy
/// of a game this family plays.
fn other_game(n: usize) -> GameState {
    let mut game = new_game(1000 + n);
    for _ in 0..3 {
        let moves = game.position().legal_moves(game.rules());
        if let Some(mv) = moves.first() {
            let _ = game.play(&Proposal::Route(mv.route.clone()));
        }
    }
    game
}

/// Two copies of one game: one's record is a beginning of the other's
/// (a dispute open in the shorter one may have been edited since).
fn same_game(a: &GameState, b: &GameState) -> bool {
    let so_far = |x: &GameState, y: &GameState| {
        x.card == y.card
            && x.start() == y.start()
            && y.history().starts_with(x.history())
            && x.disputes().len() <= y.disputes().len()
            && x.disputes()
                .iter()
                .zip(y.disputes())
                .all(|(d, e)| d == e || (d.is_open() && (d.number, &d.time) == (e.number, &e.time)))
    };
    so_far(a, b) || so_far(b, a)
}

/// `old` is an earlier copy of `new`: same card and start, and its history
/// and disputes are a strict beginning of the newer ones.
fn older_copy(old: &GameState, new: &GameState) -> bool {
    let (h_old, h_new) = (old.history(), new.history());
    let (d_old, d_new) = (old.disputes().len(), new.disputes().len());
    // Further on: more events, more disputes, or the open dispute resolved.
    let further = h_new.len() > h_old.len()
        || d_new > d_old
        || (d_new == d_old && old.open_dispute().is_some() && new.open_dispute().is_none());
    old.card == new.card
        && old.start() == new.start()
        && h_new.starts_with(h_old)
        && d_new >= d_old
        && further
}

fn describe(game: &GameState) -> String {
    format!(
        "{} ({} moves, {} disputes)",
        hopcard_players(game),
        game.plies().len(),
        game.disputes().len()
    )
}

fn hopcard_players(game: &GameState) -> String {
    (0..game.card.players.len())
        .map(|i| game.card.display_name(i))
        .collect::<Vec<_>>()
        .join(" and ")
}

impl Family {
    pub fn new() -> Family {
        let disk = SimDisk::new();
        let main = Session::in_memory_on(disk.window(0), fixed_clock);
        let mut family = Family {
            disk,
            main,
            main_id: 0,
            next_id: 1,
            newest: None,
            file: None,
            crash_within: None,
            crashing: false,
            at_crash: None,
            games_started: 0,
            parsed: HashMap::new(),
            others: Vec::new(),
            others_made: 0,
            steps: 0,
        };
        family.restart().expect("a first start breaks nothing");
        family
    }

    /// Start the main window again (after a close or a crash) and check
    /// what it offers against the newest game.
    fn restart(&mut self) -> Result<(), String> {
        // The old window is gone: its locks go with it.
        self.main = Session::in_memory_on(self.disk.window(0), fixed_clock);
        self.main_id = self.next_id;
        self.next_id += 1;
        let disk = self.disk.window(self.main_id);
        self.main = match Session::start_on(Arc::clone(&disk), Path::new(DATA), fixed_clock) {
            Ok(s) => s,
            // The app starts without autosave then (and says so).
            Err(_) => Session::in_memory_on(disk, fixed_clock),
        };
        self.file = None;
        let (Some(offer), Some(newest)) = (self.main.resume_offer(), &self.newest) else {
            return Ok(());
        };
        if let Some((game, file)) = self.at_crash.clone()
            && game == offer.file.game
        {
            // The family's game when the window died is the newest now;
            // which file it belongs to died with the step.
            self.newest = Some(Newest {
                game,
                file,
                frozen: true,
            });
            return Ok(());
        }
        if !newest.frozen && older_copy(&offer.file.game, &newest.game) {
            return broken(
                "offer",
                &format!(
                    "the resume offer is an older copy, {}, of the newest game {} (its file: {:?})",
                    describe(&offer.file.game),
                    describe(&newest.game),
                    newest.file
                ),
            );
        }
        Ok(())
    }

    /// Apply one step, then check the invariant.
    ///
    /// # Errors
    /// What broke, in words.
    pub fn apply(&mut self, step: &Step) -> Result<(), String> {
        self.steps += 1;
        if let Step::CrashWithin(n) = step {
            self.crash_within = Some(u32::from(*n));
            return Ok(());
        }
        if let Some(n) = self.crash_within.take() {
            self.disk.crash_after(self.main_id, n);
            self.crashing = true;
            let acted = self.act(step);
            self.crashing = false;
            acted?;
            // The step may have finished before the window died: its game
            // is a fair offer at the next start.
            self.at_crash = self.main.game().cloned().map(|g| (g, self.file.clone()));
            self.restart()?;
            self.at_crash = None;
            return self.check();
        }
        self.act(step)?;
        self.note_safe()?;
        self.check()
    }

    fn act(&mut self, step: &Step) -> Result<(), String> {
        match step {
            Step::Play(n) => self.play(*n),
            Step::TakeBack => {
                let _ = self.main.take_back();
            }
            Step::Raise(r, c, s) => self.raise(*r, *c, *s),
            Step::Statement(p, size) => self.statement(*p, *size),
            Step::Resolve(apply) => {
                let how = if *apply {
                    Resolution::ApplyCard
                } else {
                    Resolution::Withdrawn
                };
                let _ = self.main.resolve_dispute(how);
            }
            Step::Save(i) => {
                self.ctrl_s(*i)?;
            }
            Step::SaveAs(i) => {
                self.save(Path::new(SAVES[usize::from(*i) % 3]), Overwrite::Replace)?;
            }
            Step::Open(i, a) => self.open(Path::new(SAVES[usize::from(*i) % 3]), *a)?,
            Step::OpenRecent(i, a) => {
                let recent = self.main.recent();
                if !recent.is_empty() {
                    let path = recent[usize::from(*i) % recent.len()].path.clone();
                    self.open(&path, *a)?;
                }
            }
            Step::NewGame(a) => self.new_game(*a)?,
            Step::Recover(i, a) => self.recover(*i, *a)?,
            Step::Resume => self.resume()?,
            Step::Decline => self.decline()?,
            Step::Quit(a) => self.quit(*a)?,
            Step::Crash | Step::CrashWithin(_) => self.restart()?,
            Step::SecondWindow(kind) => self.second_window(*kind),
            Step::Fail(place, fault) => {
                let under = match place {
                    Place::Data => "/home/fam/.local",
                    Place::Home => "/home/fam/games",
                    Place::Usb => "/media/usb",
                };
                self.disk.fail(Path::new(under), *fault);
            }
            Step::Heal => self.disk.heal(),
            Step::DeleteData => {
                self.disk.delete_folder(Path::new(DATA));
                // What the family deleted is theirs to lose.
                self.forget_unfindable();
            }
            Step::Elsewhere(i) => self.elsewhere(Path::new(SAVES[usize::from(*i) % 3]))?,
        }
        Ok(())
    }

    fn play(&mut self, n: u8) {
        let Some(game) = self.main.game() else { return };
        let moves = game.position().legal_moves(game.rules());
        if moves.is_empty() {
            return;
        }
        let mv = &moves[usize::from(n) % moves.len()];
        let _ = self.main.play(&Proposal::Route(mv.route.clone()));
    }

    fn raise(&mut self, r: u8, c: u8, s: u8) {
        let Some(game) = self.main.game() else { return };
        let moves = game.position().legal_moves(game.rules());
        let Some(mv) = moves.get(usize::from(r) % moves.len().max(1)) else {
            return;
        };
        let route = mv.route.0.clone();
        let clause = Clause::ALL[usize::from(c) % 7];
        let _ = self.main.raise_dispute(usize::from(s), &route, clause);
    }

    fn statement(&mut self, player: u8, size: Size) {
        let text = match size {
            Size::Short => "I moved as the card says.".to_string(),
            Size::Huge => "The card says so. ".repeat(4_500 * 1024 / 18),
        };
        let edit = DisputeEdit::Statement {
            player: usize::from(player),
            text,
        };
        let _ = self.main.edit_dispute(edit);
    }

    /// Ctrl+S: the game's own file, checked; with no file, the prompt's
    /// path `i` (the prompt asks before replacing a file there). When the
    /// file holds another game, `i` answers the question: Cancel, Replace,
    /// or Save as the next numbered file.
    fn ctrl_s(&mut self, i: u8) -> Result<bool, String> {
        let Some(file) = self.file.clone() else {
            return self.save(Path::new(SAVES[usize::from(i) % 3]), Overwrite::Replace);
        };
        match self.save(&file, Overwrite::Refuse) {
            Err(e) if e == REFUSED => match i % 3 {
                0 => Ok(false),
                1 => self.save(&file, Overwrite::Replace),
                _ => self.save(
                    Path::new(SAVES[(usize::from(i) + 1) % 3]),
                    Overwrite::Replace,
                ),
            },
            other => other,
        }
    }

    /// Save the board's game to `path`; what the session reports saved
    /// must load back equal. A save refused because the file holds another
    /// game is `Err(REFUSED)`, after checking that nothing was written.
    fn save(&mut self, path: &Path, how: Overwrite) -> Result<bool, String> {
        let Some(game) = self.main.game().cloned() else {
            return Ok(false);
        };
        let before = self.disk.bytes(path);
        let can_keep = self.main.can_keep();
        let saved = match how {
            Overwrite::Refuse => self.main.save_to(path),
            Overwrite::Replace => self.main.save_replacing(path).map(|_| ()),
        };
        match saved {
            // Saved; only the recent list was not stored.
            Ok(()) | Err(SessionError::Recent(_)) => {}
            Err(SessionError::OtherGame(_)) if !self.crashing => {
                if self.disk.bytes(path) != before {
                    broken(
                        "other",
                        &format!("a refused save changed {}", path.display()),
                    )?;
                }
                return if how == Overwrite::Refuse {
                    Err(REFUSED.into())
                } else {
                    Ok(false)
                };
            }
            Err(_) => return Ok(false),
        }
        if !can_keep {
            // Replacing without a data folder was agreed, and warned about,
            // whether or not the window then died before it reported the save.
            self.forget_unfindable();
        }
        // A save the window died in was never reported: the family does
        // not count on it (see docs/reliability.md on crashes mid-save).
        if !self.crashing {
            self.file = Some(path.to_path_buf());
            self.expect_on_disk(path, &game, "saved")?;
            self.set_newest(game);
        }
        Ok(true)
    }

    /// The question before the game on the board is replaced: `false` when the family stays.
    fn ask(&mut self, answer: Answer) -> Result<bool, String> {
        if !self.main.needs_asking() {
            return Ok(true);
        }
        match answer {
            Answer::Cancel => Ok(false),
            Answer::DontSave => Ok(true),
            Answer::Save(i) => self.ctrl_s(i),
        }
    }

    /// The game a replacement lets go of (the offered one first).
    fn outgoing(&self) -> Option<GameState> {
        match self.main.resume_offer() {
            Some(offer) => Some(offer.file.game.clone()),
            None => self.main.game().cloned(),
        }
    }

    fn replace(&mut self, next: Next, file: Option<PathBuf>) -> Result<(), String> {
        let outgoing = self.outgoing();
        let Ok(replaced) = self.main.replace(next) else {
            return Ok(());
        };
        if let (Some(kept), Some(game)) = (replaced.kept, outgoing) {
            self.expect_on_disk(&kept, &game, "kept")?;
        }
        // Another family's game opened or recovered is this family's now.
        if let Some(board) = self.main.game().cloned() {
            self.others.retain(|o| !same_game(o, &board));
        }
        self.file = file;
        Ok(())
    }

    fn open(&mut self, path: &Path, answer: Answer) -> Result<(), String> {
        let Ok(file) = self.main.load_here(path) else {
            return Ok(());
        };
        if !self.ask(answer)? {
            return Ok(());
        }
        let next = Next::Opened {
            file: Box::new(file),
            path: path.to_path_buf(),
        };
        self.replace(next, Some(path.to_path_buf()))
    }

    /// Another program writes another family's game at `path`. What it
    /// replaced is the world's doing, not Hopcard's.
    fn elsewhere(&mut self, path: &Path) -> Result<(), String> {
        self.others_made += 1;
        let game = other_game(self.others_made);
        let text = records::game_file_text(&game, "2025-03-14 19:30 UTC")
            .map_err(|e| format!("another game could not be written as text: {e}"))?;
        let outside = self.disk.window(u32::MAX);
        let parent = path.parent().unwrap_or(Path::new("/"));
        let written = outside
            .create_dir_all(parent)
            .and_then(|()| outside.atomic_write(path, text.as_bytes()));
        if written.is_ok() {
            self.others.push(game);
        }
        self.forget_unfindable();
        Ok(())
    }

    /// Games the world removed (a deleted folder, a file written over by
    /// another program) are theirs to lose.
    fn forget_unfindable(&mut self) {
        let game = self.newest.as_ref().map(|n| n.game.clone());
        if game.is_some_and(|g| !self.findable(&g)) {
            self.newest = None;
        }
        let others = std::mem::take(&mut self.others);
        self.others = others.into_iter().filter(|o| self.findable(o)).collect();
    }

    fn new_game(&mut self, answer: Answer) -> Result<(), String> {
        if !self.ask(answer)? {
            return Ok(());
        }
        self.games_started += 1;
        let game = new_game(self.games_started);
        self.replace(Next::New(Box::new(game)), None)
    }

    fn recover(&mut self, i: u8, answer: Answer) -> Result<(), String> {
        let kept = self.main.kept_games();
        let Some(chosen) = kept.get(usize::from(i) % kept.len().max(1)) else {
            return Ok(());
        };
        let Ok(file) = self.main.load_here(&chosen.path) else {
            return Ok(());
        };
        if !self.ask(answer)? {
            return Ok(());
        }
        let path = chosen.path.clone();
        self.replace(
            Next::Recovered {
                file: Box::new(file),
                path,
            },
            None,
        )
    }

    fn resume(&mut self) -> Result<(), String> {
        let Some(offer) = self.main.resume_offer() else {
            return Ok(());
        };
        let game = offer.file.game.clone();
        self.main.resume();
        self.file = self.main.file().map(Path::to_path_buf);
        let Some(newest) = self.newest.clone() else {
            return Ok(());
        };
        if newest.game != game {
            return Ok(());
        }
        // A data folder that could not be changed kept an older autosave;
        // a file another program wrote over holds no copy of it.
        let file_holds_it = !newest.frozen
            && newest.file.clone().is_some_and(|f| {
                self.main.load_here(&f).is_ok()
                    && self.parse(&f).is_some_and(|g| same_game(&g, &newest.game))
            });
        if file_holds_it && self.main.file() != newest.file.as_deref() {
            return broken(
                "file",
                &format!(
                    "the resumed game belongs to {:?}, but the session says {:?}",
                    newest.file,
                    self.main.file()
                ),
            );
        }
        // Where the check does not apply, the family follows what the window says.
        self.file = self.main.file().map(Path::to_path_buf);
        Ok(())
    }

    fn decline(&mut self) -> Result<(), String> {
        let Some(offer) = self.main.resume_offer() else {
            return Ok(());
        };
        let game = offer.file.game.clone();
        if let Ok(Some(kept)) = self.main.decline() {
            self.expect_on_disk(&kept, &game, "kept")?;
        }
        Ok(())
    }

    fn quit(&mut self, answer: Answer) -> Result<(), String> {
        if self.main.quit_needs_asking() {
            match answer {
                Answer::Cancel => return Ok(()),
                Answer::Save(_) => {
                    if !self.ask(answer)? {
                        return Ok(());
                    }
                }
                Answer::DontSave => match self.main.keep_before_quit() {
                    Ok(Some(kept)) => {
                        let game = self.main.game().cloned().expect("a game to keep");
                        self.expect_on_disk(&kept, &game, "kept")?;
                        self.set_newest(game);
                    }
                    Ok(None) => {}
                    Err(_) => return Ok(()),
                },
            }
        }
        self.restart()
    }

    fn second_window(&mut self, kind: Second) {
        let id = self.next_id;
        self.next_id += 1;
        let dir = Path::new(DATA);
        let w2 = match Session::start_on(self.disk.window(id), dir, fixed_clock) {
            Ok(w) => Some(w),
            Err(SlotError::Locked { .. }) => match kind {
                Second::ReadOnly => {
                    let _ = Session::read_only_on(self.disk.window(id), dir, fixed_clock);
                    None
                }
                Second::Separate => {
                    Session::separate_on(&self.disk.window(id), dir, fixed_clock).ok()
                }
            },
            Err(_) => None,
        };
        let Some(mut w2) = w2 else { return };
        if w2.resume_offer().is_some() {
            w2.resume();
        }
        if w2.game().is_none() {
            self.games_started += 1;
            let _ = w2.replace(Next::New(Box::new(new_game(self.games_started))));
        }
        if let Some(game) = w2.game() {
            let moves = game.position().legal_moves(game.rules());
            if let Some(mv) = moves.first() {
                let _ = w2.play(&Proposal::Route(mv.route.clone()));
            }
        }
    }

    /// `path` holds exactly `game`.
    fn expect_on_disk(&mut self, path: &Path, game: &GameState, what: &str) -> Result<(), String> {
        if self.parse(path).as_ref() == Some(game) {
            return Ok(());
        }
        broken(
            "reported",
            &format!(
                "the session reported {} {what} to {} but that file does not hold it",
                describe(game),
                path.display()
            ),
        )
    }

    /// The game in `path`, parsed once per content.
    fn parse(&mut self, path: &Path) -> Option<GameState> {
        let bytes = self.disk.bytes(path)?;
        // The content is held here, so its address is never reused meanwhile.
        if let Some((held, game)) = self.parsed.get(path)
            && Arc::ptr_eq(held, &bytes)
        {
            return game.clone();
        }
        let game = records::parse_game_file(&bytes).ok().map(|f| f.game);
        self.parsed
            .insert(path.to_path_buf(), (bytes, game.clone()));
        game
    }

    /// Where the family can find a game: the autosave (offered at start),
    /// the kept games (Recover…), or a file they saved to.
    fn findable(&mut self, game: &GameState) -> bool {
        let data = Path::new(DATA);
        let mut places = vec![data.join("autosave.ron")];
        places.extend(self.disk.files_under(&data.join("kept")));
        places.extend(SAVES.iter().map(PathBuf::from));
        // A copy further on (a crash after a write it never reported) is as good.
        places.iter().any(|p| {
            self.parse(p)
                .is_some_and(|found| &found == game || older_copy(game, &found))
        })
    }

    /// The invariant, after every step.
    fn check(&mut self) -> Result<(), String> {
        if let Some(v) = self.disk.violations().first() {
            return broken("slot", &format!("two windows wrote one slot: {v}"));
        }
        for path in self.disk.take_written() {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let game_file =
                name.ends_with(".hopcard") || (name.ends_with(".ron") && name != "recent.ron");
            let Some(bytes) = self.disk.bytes(&path) else {
                continue;
            };
            if game_file && let Err(e) = records::parse_game_file(&bytes) {
                return broken(
                    "readback",
                    &format!(
                        "Hopcard wrote {} ({} bytes) and cannot read it back: {e}",
                        path.display(),
                        bytes.len()
                    ),
                );
            }
        }
        for other in self.others.clone() {
            if !self.findable(&other) {
                return broken(
                    "other",
                    &format!(
                        "another family's game {} that was in one of the family's files is nowhere on disk",
                        describe(&other)
                    ),
                );
            }
        }
        let Some(newest) = self.newest.clone() else {
            return Ok(());
        };
        if !trivial(&newest.game) && !self.findable(&newest.game) {
            return broken(
                "newest",
                &format!(
                    "the newest game {} is nowhere on disk (it belonged to {:?})",
                    describe(&newest.game),
                    newest.file
                ),
            );
        }
        Ok(())
    }

    /// When the session says closing now is safe, the game must be on disk
    /// where it says (its file or its autosave); it becomes the newest game.
    fn note_safe(&mut self) -> Result<(), String> {
        let s = &self.main;
        if s.is_read_only() || !s.safe_to_quit() || s.resume_offer().is_some() {
            return Ok(());
        }
        let Some(game) = s.game().cloned() else {
            return Ok(());
        };
        let places: Vec<PathBuf> = [s.file(), s.autosave_path()]
            .into_iter()
            .flatten()
            .map(Path::to_path_buf)
            .collect();
        if !trivial(&game) && !places.iter().any(|p| self.parse(p).as_ref() == Some(&game)) {
            return broken(
                "safe",
                &format!(
                    "the session says closing is safe, but neither its file nor its autosave ({places:?}) holds {}",
                    describe(&game)
                ),
            );
        }
        self.set_newest(game);
        Ok(())
    }

    fn set_newest(&mut self, game: GameState) {
        if self.crashing {
            return;
        }
        // Sticky for the same game: a copy the data folder could not take
        // stays behind after the folder heals, until the game changes.
        let same = self
            .newest
            .as_ref()
            .is_some_and(|n| n.game == game && n.file == self.file && n.frozen);
        let frozen = same || self.disk.frozen(Path::new(DATA));
        self.newest = Some(Newest {
            game,
            file: self.file.clone(),
            frozen,
        });
    }
}
