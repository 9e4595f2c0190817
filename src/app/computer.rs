//! Computer seats: the search runs on a worker thread so the window never
//! freezes; its route is shown briefly before it is played.

use crate::ai::{self, Choice, Level, Request};
use crate::game::Game;
use crate::rules::{Position, Proposal};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

/// How long the computer's route stays on the board before it is played.
pub const SHOW_ROUTE_FOR: Duration = Duration::from_millis(900);

/// A search in progress for one position.
pub struct Thinker {
    rx: Receiver<Option<Choice>>,
    stop: Arc<AtomicBool>,
    /// The position being thought about: if the game moves on, the answer is void.
    pub position: Position,
    pub level: Level,
    pub started: Instant,
}

/// What the thinker has to say this frame.
pub enum Thought {
    Thinking,
    Done(Option<Choice>),
    Lost,
}

impl Thinker {
    /// Start thinking about the game's current position.
    #[must_use]
    pub fn start(game: &Game, level: Level, seed: u64) -> Thinker {
        let (tx, rx) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let position = game.position().clone();
        let rules = *game.rules();
        let seen: HashSet<u64> = game
            .plies()
            .iter()
            .map(|p| ai::position_key(p.before.core()))
            .chain(std::iter::once(ai::position_key(position.core())))
            .collect();
        let flag = Arc::clone(&stop);
        let pos = position.clone();
        let spawned = std::thread::Builder::new()
            .name("computer".into())
            .spawn(move || {
                let req = Request {
                    level,
                    time: None,
                    seen: &seen,
                    stop: &flag,
                    seed,
                };
                let _ = tx.send(ai::choose(&pos, &rules, &req));
            });
        if spawned.is_err() {
            // No thread: answer at once on this one (rare; keeps the game going).
            let (tx2, rx2) = channel();
            let seen = HashSet::new();
            let req = Request {
                level: Level::Greedy,
                time: None,
                seen: &seen,
                stop: &stop,
                seed,
            };
            let _ = tx2.send(ai::choose(&position, &rules, &req));
            return Thinker {
                rx: rx2,
                stop,
                position,
                level,
                started: Instant::now(),
            };
        }
        Thinker {
            rx,
            stop,
            position,
            level,
            started: Instant::now(),
        }
    }

    /// Check for the answer without waiting.
    #[must_use]
    pub fn poll(&self) -> Thought {
        match self.rx.try_recv() {
            Ok(choice) => Thought::Done(choice),
            Err(TryRecvError::Empty) => Thought::Thinking,
            Err(TryRecvError::Disconnected) => Thought::Lost,
        }
    }

    /// Ask the search to stop; its answer will be ignored.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// A computer move on display before it is played.
pub struct Shown {
    pub proposal: Proposal,
    pub position: Position,
    pub since: Instant,
}
