//! Computer seats: the search runs on a worker thread so the window never
//! freezes; its route is shown briefly before it is played.

use super::{Action, GameAction};
use crate::ai::{self, Choice, Level, Request};
use crate::rules::{Position, Proposal};
use crate::state::GameState;
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

/// How long the computer's route stays on the board before it is played.
pub(crate) const SHOW_ROUTE_FOR: Duration = Duration::from_millis(900);

/// The shortest think Easy and Medium show before their route appears.
/// Their searches answer in a few milliseconds, and a reply that lands the
/// moment the person lets go of their piece feels like a machine's, not a
/// fellow player's; Strong already thinks for about this long.
pub(crate) const MIN_THINK: Duration = Duration::from_millis(700);

/// How long `level` seems to think at least.
#[must_use]
pub(crate) fn min_think(level: Level) -> Duration {
    match level {
        Level::Easy | Level::Medium => MIN_THINK,
        Level::Greedy | Level::Strong => Duration::ZERO,
    }
}

/// A search in progress for one position.
pub(crate) struct Thinker {
    rx: Receiver<Option<Choice>>,
    stop: Arc<AtomicBool>,
    /// The position being thought about: if the game moves on, the answer is void.
    pub position: Position,
    pub level: Level,
    pub started: Instant,
    /// An answer that came before the level's [`min_think`]: held back.
    answer: Option<Option<Choice>>,
}

/// What the thinker has to say this frame.
pub(crate) enum Thought {
    Thinking,
    Done(Option<Choice>),
    Lost,
}

impl Thinker {
    /// Start thinking about the game's current position.
    #[must_use]
    pub(crate) fn start(game: &GameState, level: Level, seed: u64) -> Thinker {
        Thinker::start_within(game, level, seed, None)
    }

    /// [`Thinker::start`] with a thinking time instead of the level's own
    /// budget (the hint's "at most a second").
    #[must_use]
    pub(crate) fn start_within(
        game: &GameState,
        level: Level,
        seed: u64,
        time: Option<Duration>,
    ) -> Thinker {
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
        // The computer knows which other seats are computers, and at what
        // level: those at Medium or Strong think ahead, and are not expected
        // to race.
        let levels: Vec<Option<Level>> = (0..position.seats().len())
            .map(|q| game.computer_level(q))
            .collect();
        let thinkers = ai::thinking_seats(&levels, position.turn());
        let spawned = std::thread::Builder::new()
            .name("computer".into())
            .spawn(move || {
                let req = Request {
                    level,
                    time,
                    seen: &seen,
                    stop: &flag,
                    seed,
                    thinkers,
                    seats: &levels,
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
                thinkers: 0,
                seats: &[],
            };
            let _ = tx2.send(ai::choose(&position, &rules, &req));
            return Thinker {
                rx: rx2,
                stop,
                position,
                level,
                started: Instant::now(),
                answer: None,
            };
        }
        Thinker {
            rx,
            stop,
            position,
            level,
            started: Instant::now(),
            answer: None,
        }
    }

    /// Check for the answer without waiting. An answer is only given once
    /// the level's [`min_think`] has passed since the search started.
    #[must_use]
    pub(crate) fn poll(&mut self) -> Thought {
        if self.answer.is_none() {
            match self.rx.try_recv() {
                Ok(choice) => self.answer = Some(choice),
                Err(TryRecvError::Empty) => return Thought::Thinking,
                Err(TryRecvError::Disconnected) => return Thought::Lost,
            }
        }
        if self.started.elapsed() < min_think(self.level) {
            return Thought::Thinking;
        }
        self.answer.take().map_or(Thought::Lost, Thought::Done)
    }

    /// Ask the search to stop; its answer will be ignored.
    pub(crate) fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// A computer move on display before it is played.
pub(crate) struct Shown {
    pub proposal: Proposal,
    pub position: Position,
    pub since: Instant,
}

/// The computer's seat at the table: its search in progress and its move on
/// display. Private state; [`ComputerSeat::drive`] returns the move to play.
#[derive(Default)]
pub(crate) struct ComputerSeat {
    thinker: Option<Thinker>,
    shown: Option<Shown>,
}

impl ComputerSeat {
    /// Stop thinking and forget the move on display (new game, take-back, dispute).
    pub(crate) fn reset(&mut self) {
        self.thinker = None;
        self.shown = None;
    }

    #[must_use]
    pub(crate) fn busy(&self) -> bool {
        self.thinker.is_some() || self.shown.is_some()
    }

    /// The move on display before it is played.
    #[must_use]
    pub(crate) fn showing(&self) -> Option<&Proposal> {
        self.shown.as_ref().map(|s| &s.proposal)
    }

    /// Start, poll or finish the computer's turn in `game` (`level`: the
    /// computer is to move). A changed position, an open dispute or the end
    /// of the game voids any search.
    pub(crate) fn drive(
        &mut self,
        ctx: &egui::Context,
        game: Option<&GameState>,
        level: Option<Level>,
    ) -> Option<Action> {
        let game = game.filter(|g| g.open_dispute().is_none() && !g.outcome().is_over());
        let (Some(game), Some(level)) = (game, level) else {
            self.reset();
            return None;
        };
        if let Some(shown) = &self.shown {
            if shown.position != *game.position() {
                self.shown = None;
                return None;
            }
            let waited = shown.since.elapsed();
            if waited >= SHOW_ROUTE_FOR {
                let proposal = shown.proposal.clone();
                self.shown = None;
                ctx.request_repaint();
                return Some(Action::Game(GameAction::ComputerPlays(proposal)));
            }
            ctx.request_repaint_after(SHOW_ROUTE_FOR.saturating_sub(waited));
            return None;
        }
        self.think(ctx, game, level);
        None
    }

    fn think(&mut self, ctx: &egui::Context, game: &GameState, level: Level) {
        let poll = match &mut self.thinker {
            Some(t) if t.position != *game.position() => None,
            Some(t) => Some(t.poll()),
            None => {
                let seed = game.plies().len() as u64;
                self.thinker = Some(Thinker::start(game, level, seed));
                ctx.request_repaint_after(Duration::from_millis(50));
                return;
            }
        };
        match poll {
            None | Some(Thought::Lost) => self.thinker = None,
            Some(Thought::Thinking) => ctx.request_repaint_after(Duration::from_millis(50)),
            Some(Thought::Done(choice)) => {
                self.thinker = None;
                if let Some(choice) = choice {
                    self.shown = Some(Shown {
                        proposal: choice.proposal,
                        position: game.position().clone(),
                        since: Instant::now(),
                    });
                    ctx.request_repaint_after(SHOW_ROUTE_FOR);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::Sender;

    /// A thinker whose search is played by the test: it sends the answer.
    fn thinker(level: Level) -> (Thinker, Sender<Option<Choice>>) {
        let (tx, rx) = channel();
        let thinker = Thinker {
            rx,
            stop: Arc::new(AtomicBool::new(false)),
            position: Position::card_start(),
            level,
            started: Instant::now(),
            answer: None,
        };
        (thinker, tx)
    }

    #[test]
    fn easy_and_medium_hold_an_instant_answer_back() {
        for level in [Level::Easy, Level::Medium] {
            let (mut t, tx) = thinker(level);
            tx.send(None).expect("sent");
            assert!(matches!(t.poll(), Thought::Thinking), "{level}");
            std::thread::sleep(MIN_THINK);
            assert!(matches!(t.poll(), Thought::Done(None)), "{level}");
        }
        // Strong thinks long enough by itself: its answer is not held.
        let (mut t, tx) = thinker(Level::Strong);
        tx.send(None).expect("sent");
        assert!(matches!(t.poll(), Thought::Done(None)));
    }
}
