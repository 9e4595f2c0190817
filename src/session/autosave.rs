//! The autosave and the writer: each change of the game is written to the
//! autosave slot off the UI thread (in a background [`Writer`]), and the
//! result applied here when it comes back, so "autosaved" and "not saved
//! since move N" only ever say what is on disk.

use super::{Behind, Finished, Job, Session, SessionError, Ticket, Writer};
use crate::clock;
use crate::storage;
use std::path::{Path, PathBuf};

impl Session {
    /// Write the game to the autosave if it differs from what the autosave
    /// holds (or will hold once the writes queued before land). The write
    /// runs on the writer; [`Session::take_writes`] applies its result. A
    /// failure is remembered ([`Session::behind`]) until a write succeeds,
    /// and the next change tries again.
    pub fn autosave(&mut self) {
        if self.read_only || self.resume.is_some() {
            return;
        }
        let Some(path) = self.autosave_path().map(Path::to_path_buf) else {
            return;
        };
        let Some(game) = &self.game else { return };
        let newest = self
            .autosaving
            .back()
            .map(|(_, g)| g)
            .or(self.autosaved.as_ref());
        if newest == Some(game) {
            return;
        }
        let (written, stamp) = (game.clone(), clock::utc_text((self.clock)()));
        let ticket = self.writer.submit(Box::new(move || {
            Finished::Autosave(storage::save_game(&path, &written, &stamp))
        }));
        self.autosaving.push_back((ticket, game.clone()));
        if self.writer.is_inline() {
            self.take_writes();
        }
    }

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
    /// the game belongs to that file.
    ///
    /// # Errors
    /// [`SessionError::ReadOnly`] in a read-only window, [`SessionError::NoGame`]
    /// with no game: nothing is written.
    pub fn save_later(&mut self, path: &Path) -> Result<(), SessionError> {
        if self.read_only {
            return Err(SessionError::ReadOnly);
        }
        let game = self.game.clone().ok_or(SessionError::NoGame)?;
        let (path, stamp) = (path.to_path_buf(), clock::utc_text((self.clock)()));
        self.write_later(Box::new(move || {
            let result = storage::save_game(&path, &game, &stamp);
            Finished::Saved {
                path,
                game: Box::new(game),
                result,
            }
        }));
        Ok(())
    }

    /// The saves to a file that have finished, oldest first: the file, and
    /// whether the game is in it (see [`Session::save_to`] for the errors).
    pub fn take_saves(&mut self) -> Vec<(PathBuf, Result<(), SessionError>)> {
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
        let Some(at) = self.autosaving.iter().position(|(t, _)| *t == ticket) else {
            return;
        };
        let Some((_, game)) = self.autosaving.drain(..=at).next_back() else {
            return;
        };
        match result {
            Ok(()) => {
                self.autosaved = Some(game);
                self.behind = None;
            }
            Err(e) => {
                // The first move the file on disk lacks: after the moves both share.
                let since_move = self.behind.as_ref().map_or_else(
                    || {
                        self.autosaved.as_ref().map_or(1, |a| {
                            let same = a.plies().iter().zip(game.plies());
                            same.take_while(|(x, y)| x == y).count() + 1
                        })
                    },
                    |b| b.since_move,
                );
                self.behind = Some(Behind {
                    since_move,
                    cause: e.to_string(),
                });
            }
        }
    }
}
