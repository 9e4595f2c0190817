//! The writes a session gave its [`Writer`]: queued in order, their results
//! applied on the UI thread when they come back (autosaves, saves to a
//! file, exports), so nothing is reported written before it is on disk.

use super::{Finished, Job, Overwrite, Session, SessionError, Ticket, Writer};
use crate::storage;
use std::path::{Path, PathBuf};

impl Session {
    /// Run `job` on the writer after every write asked for before it; its
    /// line for the status comes back through [`Session::take_told`].
    pub fn write_later(&mut self, job: Job) {
        self.writer.submit(job);
        if self.writer.is_inline() {
            self.take_writes();
        }
    }

    /// Write from now on through `writer` (the desktop app's background
    /// one); whatever the old one had queued is written first.
    pub fn use_writer(&mut self, writer: Writer) {
        self.finish_writes();
        self.writer = writer;
    }

    /// Save the game to `path` on the writer, after every write asked for
    /// before; [`Session::take_saves`] says how it went, and from then on
    /// the game belongs to that file. `how` says what to do with a file
    /// there that does not hold this game (see [`Overwrite`]).
    ///
    /// # Errors
    /// [`SessionError::ReadOnly`] in a read-only window, [`SessionError::NoGame`]
    /// with no game: nothing is written.
    pub fn save_later(&mut self, path: &Path, how: Overwrite) -> Result<(), SessionError> {
        if self.read_only {
            return Err(SessionError::ReadOnly);
        }
        let game = self.game.clone().ok_or(SessionError::NoGame)?;
        let path = path.to_path_buf();
        let write = self.save_job(path.clone(), game.clone(), how);
        self.write_later(Box::new(move || {
            let result = write();
            Finished::Saved {
                path,
                game: Box::new(game),
                result,
            }
        }));
        Ok(())
    }

    /// The saves to a file that have finished, oldest first: the file, and
    /// whether the game is in it (`Some`: where the file's former content
    /// was kept; see [`Session::save_to`] for the errors).
    pub fn take_saves(&mut self) -> Vec<(PathBuf, Result<Option<PathBuf>, SessionError>)> {
        std::mem::take(&mut self.saves)
    }

    /// Hand this session's writer to `to` (a window changing sessions),
    /// once everything it was given is on disk.
    pub fn pass_writer(&mut self, to: &mut Session) {
        self.finish_writes();
        to.finish_writes();
        std::mem::swap(&mut self.writer, &mut to.writer);
    }

    /// Whether a write has not finished yet (the status says so).
    #[must_use]
    pub fn writes_pending(&self) -> bool {
        self.writer.pending()
    }

    /// Whether an autosave has not landed yet: the status must not say
    /// "autosaved" until it has.
    #[must_use]
    pub fn autosave_pending(&self) -> bool {
        !self.autosaving.is_empty()
    }

    /// Whether finished writes wait for [`Session::take_writes`], or their
    /// lines for [`Session::take_told`].
    pub fn writes_finished(&mut self) -> bool {
        self.writer.has_finished() || !self.told.is_empty() || !self.saves.is_empty()
    }

    /// Wait for every write asked for so far, and apply the results.
    pub fn finish_writes(&mut self) {
        self.writer.finish();
        self.take_writes();
    }

    /// Apply the results of the writes that have finished, oldest first.
    pub fn take_writes(&mut self) {
        for (ticket, finished) in self.writer.take_finished() {
            match finished {
                Finished::Autosave(result) => self.autosave_landed(ticket, result),
                Finished::Saved { path, game, result } => {
                    let saved = self.saved(&path, *game, result);
                    self.saves.push((path, saved));
                }
                Finished::Told { text, problem } => self.told.push((text, problem)),
            }
        }
    }

    /// Lines from finished writes for the status (text, whether a problem).
    pub fn take_told(&mut self) -> Vec<(String, bool)> {
        std::mem::take(&mut self.told)
    }

    fn autosave_landed(&mut self, ticket: Ticket, result: Result<(), storage::SaveError>) {
        // Results come back in order: this is the oldest autosave queued.
        let Some(at) = self.autosaving.iter().position(|(t, _, _)| *t == ticket) else {
            return;
        };
        let Some((_, game, file)) = self.autosaving.drain(..=at).next_back() else {
            return;
        };
        match result {
            Ok(()) => {
                self.autosaved = Some(game);
                self.autosaved_for = file;
                self.behind = None;
            }
            Err(e) => self.fall_behind(e.to_string()),
        }
    }
}
