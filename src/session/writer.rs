//! The writer: every write of the desktop app (the autosave after each move,
//! exports) runs here, in the order it was asked for, so the window never
//! waits for a disk.
//!
//! A writer is either *background* (one thread runs the jobs first in, first
//! out: a later autosave never lands before an earlier one) or *inline* (each
//! job runs at once on the caller's thread: tests and the command line).
//! Either way a job's result is reported back ([`Writer::take_finished`]) and
//! applied by its owner on its own thread: nothing is reported written
//! before it is on disk.

use crate::storage::SaveError;
use std::fmt;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

/// What a finished job reports.
#[derive(Debug)]
pub enum Finished {
    /// An autosave of the game: written, or why not.
    Autosave(Result<(), SaveError>),
    /// The game saved to a file of the user's: the file, the game as
    /// written, and whether it was (`Some`: where the file's former
    /// content, not this game, was kept).
    Saved {
        path: std::path::PathBuf,
        game: Box<crate::state::GameState>,
        result: Result<Option<std::path::PathBuf>, super::SessionError>,
    },
    /// Any other write, with the line the status shows for it.
    Told { text: String, problem: bool },
}

/// One write, run on the writer's thread.
pub type Job = Box<dyn FnOnce() -> Finished + Send>;

/// A job's place in the queue; results come back with it, in order.
pub type Ticket = u64;

/// Runs write jobs in the order they were given; see the module docs.
pub struct Writer {
    mode: Mode,
    next: Ticket,
    /// Jobs given whose results have not been taken yet.
    waiting: usize,
    /// Results received but not taken yet, oldest first.
    done: Vec<(Ticket, Finished)>,
}

enum Mode {
    Inline,
    Background {
        /// `None` once the writer is being dropped (the thread then ends).
        jobs: Option<Sender<(Ticket, Job)>>,
        results: Receiver<(Ticket, Finished)>,
        thread: Option<JoinHandle<()>>,
    },
}

impl fmt::Debug for Writer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mode = match self.mode {
            Mode::Inline => "inline",
            Mode::Background { .. } => "background",
        };
        f.debug_struct("Writer")
            .field("mode", &mode)
            .field("waiting", &self.waiting)
            .finish_non_exhaustive()
    }
}

impl Default for Writer {
    fn default() -> Writer {
        Writer::inline()
    }
}

impl Writer {
    /// A writer that runs each job at once, on the caller's thread.
    #[must_use]
    pub fn inline() -> Writer {
        Writer {
            mode: Mode::Inline,
            next: 0,
            waiting: 0,
            done: Vec::new(),
        }
    }

    /// A writer with its own thread (the desktop app's). If no thread can be
    /// started, jobs run inline instead: slower, never lost.
    #[must_use]
    pub fn background() -> Writer {
        Writer::spawn(None)
    }

    /// A background writer whose every job first waits for a message on
    /// `gate` (or for its sender to be dropped): a disk as slow as a test
    /// wants, to show that the window does not wait for it.
    #[must_use]
    pub fn held(gate: Receiver<()>) -> Writer {
        Writer::spawn(Some(gate))
    }

    fn spawn(gate: Option<Receiver<()>>) -> Writer {
        let (jobs, queue) = channel::<(Ticket, Job)>();
        let (report, results) = channel();
        let thread = std::thread::Builder::new()
            .name("writer".into())
            .spawn(move || {
                // First in, first out, one at a time: the order of the writes
                // on disk is the order they were asked for.
                for (ticket, job) in queue {
                    if let Some(gate) = &gate {
                        let _ = gate.recv();
                    }
                    if report.send((ticket, job())).is_err() {
                        return;
                    }
                }
            });
        match thread {
            Ok(thread) => Writer {
                mode: Mode::Background {
                    jobs: Some(jobs),
                    results,
                    thread: Some(thread),
                },
                next: 0,
                waiting: 0,
                done: Vec::new(),
            },
            Err(_) => Writer::inline(),
        }
    }

    /// Whether jobs run at once on the caller's thread.
    #[must_use]
    pub fn is_inline(&self) -> bool {
        matches!(self.mode, Mode::Inline)
    }

    /// Queue `job` after every job given before it.
    pub fn submit(&mut self, job: Job) -> Ticket {
        let ticket = self.next;
        self.next += 1;
        self.waiting += 1;
        let job = match &self.mode {
            Mode::Background { jobs: Some(tx), .. } => match tx.send((ticket, job)) {
                Ok(()) => return ticket,
                // The thread has gone: run it here rather than lose it.
                Err(std::sync::mpsc::SendError((_, job))) => job,
            },
            _ => job,
        };
        self.done.push((ticket, job()));
        ticket
    }

    /// Whether some job has not reported back yet.
    #[must_use]
    pub fn pending(&self) -> bool {
        self.waiting > self.done.len()
    }

    /// Whether results wait to be taken (receives what has arrived).
    pub fn has_finished(&mut self) -> bool {
        self.receive(false);
        !self.done.is_empty()
    }

    /// Wait until every job given so far has finished (the window is
    /// closing, or a file is about to be removed).
    pub fn finish(&mut self) {
        self.receive(true);
    }

    /// The results received so far, oldest first.
    pub fn take_finished(&mut self) -> Vec<(Ticket, Finished)> {
        self.receive(false);
        self.waiting -= self.done.len();
        std::mem::take(&mut self.done)
    }

    fn receive(&mut self, block: bool) {
        let Mode::Background { results, .. } = &self.mode else {
            return;
        };
        while self.waiting > self.done.len() {
            let got = if block {
                results.recv().ok()
            } else {
                results.try_recv().ok()
            };
            match got {
                Some(r) => self.done.push(r),
                None => return,
            }
        }
    }
}

impl Drop for Writer {
    /// Every job given is on disk before the writer goes (the app is quitting).
    fn drop(&mut self) {
        if let Mode::Background { jobs, thread, .. } = &mut self.mode {
            jobs.take();
            if let Some(thread) = thread.take() {
                let _ = thread.join();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    fn told(n: usize) -> Finished {
        Finished::Told {
            text: n.to_string(),
            problem: false,
        }
    }

    #[test]
    fn jobs_run_and_report_in_the_order_given() {
        let (let_through, gate) = channel();
        let mut writer = Writer::held(gate);
        let ran = Arc::new(Mutex::new(Vec::new()));
        for n in 0..20 {
            let ran = Arc::clone(&ran);
            writer.submit(Box::new(move || {
                ran.lock().map(|mut r| r.push(n)).ok();
                told(n)
            }));
        }
        assert!(writer.pending(), "nothing runs before the gate opens");
        assert!(!writer.has_finished());
        drop(let_through);
        writer.finish();
        assert!(!writer.pending());
        let reported: Vec<String> = writer
            .take_finished()
            .into_iter()
            .map(|(_, f)| match f {
                Finished::Told { text, .. } => text,
                Finished::Autosave(_) | Finished::Saved { .. } => String::new(),
            })
            .collect();
        let expected: Vec<String> = (0..20).map(|n: usize| n.to_string()).collect();
        assert_eq!(reported, expected);
        assert_eq!(*ran.lock().expect("lock"), (0..20).collect::<Vec<_>>());
    }

    #[test]
    fn an_inline_writer_has_the_result_at_once() {
        let mut writer = Writer::inline();
        writer.submit(Box::new(|| told(7)));
        assert!(!writer.pending());
        assert!(writer.has_finished());
        assert_eq!(writer.take_finished().len(), 1);
        assert!(!writer.has_finished());
    }
}
