//! Engine against engine: the `hopcard match` command's games and figures.

use super::{Level, Request, Rng, choose, position_key};
use crate::rules::{Outcome, Position, Proposal, RuleSet};
use std::collections::HashSet;
use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// A match between two levels.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub a: Level,
    pub b: Level,
    pub games: usize,
    pub seed: u64,
    pub rules: RuleSet,
    /// A game still running after this many plies is scored as a draw.
    pub max_plies: usize,
    /// Thinking time per move for both sides (`None`: each level's own budget).
    pub time: Option<Duration>,
}

/// One finished game.
#[derive(Clone, Debug, Default)]
pub struct GameRecord {
    /// `Some(true)` when side a won, `Some(false)` when b won, `None` for a draw.
    pub a_won: Option<bool>,
    pub plies: usize,
    pub a_times: Vec<Duration>,
    pub b_times: Vec<Duration>,
    /// The position the game ended in.
    pub last: String,
}

/// The figures of a match.
#[derive(Clone, Debug, Default)]
pub struct MatchReport {
    pub a_wins: usize,
    pub b_wins: usize,
    pub draws: usize,
    pub a_times: Vec<Duration>,
    pub b_times: Vec<Duration>,
    pub lengths: Vec<usize>,
}

fn avg_max(times: &[Duration]) -> (f64, f64) {
    if times.is_empty() {
        return (0.0, 0.0);
    }
    let total: f64 = times.iter().map(Duration::as_secs_f64).sum();
    let max = times.iter().map(Duration::as_secs_f64).fold(0.0, f64::max);
    (total / times.len() as f64 * 1000.0, max * 1000.0)
}

impl fmt::Display for MatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a_avg, a_max) = avg_max(&self.a_times);
        let (b_avg, b_max) = avg_max(&self.b_times);
        let games = self.lengths.len().max(1);
        let avg_len = self.lengths.iter().sum::<usize>() as f64 / games as f64;
        let longest = self.lengths.iter().max().copied().unwrap_or(0);
        writeln!(f, "a wins: {}", self.a_wins)?;
        writeln!(f, "b wins: {}", self.b_wins)?;
        writeln!(f, "draws: {}", self.draws)?;
        writeln!(
            f,
            "a move time: average {a_avg:.1} ms, maximum {a_max:.1} ms"
        )?;
        writeln!(
            f,
            "b move time: average {b_avg:.1} ms, maximum {b_max:.1} ms"
        )?;
        write!(
            f,
            "average game length: {avg_len:.1} plies (longest {longest})"
        )
    }
}

/// Play game `index` of a match: sides alternate who moves first, and a few
/// seeded random opening plies make every game different.
#[must_use]
pub fn play_game(cfg: &MatchConfig, index: usize) -> GameRecord {
    let mut rng = Rng::new(cfg.seed.wrapping_add(index as u64 * 0x1000_0001));
    let a_first = index.is_multiple_of(2);
    let mut pos = Position::card_start();
    let mut seen = HashSet::new();
    let stop = AtomicBool::new(false);
    let mut record = GameRecord::default();
    let opening = 2 + rng.below(3);
    while record.plies < cfg.max_plies {
        if pos.outcome(&cfg.rules).is_over() {
            break;
        }
        seen.insert(position_key(pos.core()));
        let a_to_move = (pos.turn() == 0) == a_first;
        let proposal = if record.plies < opening {
            let moves = pos.legal_moves(&cfg.rules);
            if moves.is_empty() {
                Proposal::Pass
            } else {
                Proposal::Route(moves[rng.below(moves.len())].route.clone())
            }
        } else {
            let level = if a_to_move { cfg.a } else { cfg.b };
            let clock = Instant::now();
            let req = Request {
                level,
                time: cfg.time,
                seen: &seen,
                stop: &stop,
                seed: rng.next_u64(),
            };
            let Some(choice) = choose(&pos, &cfg.rules, &req) else {
                break;
            };
            let spent = clock.elapsed();
            if a_to_move {
                record.a_times.push(spent);
            } else {
                record.b_times.push(spent);
            }
            choice.proposal
        };
        match pos.play(&cfg.rules, &proposal) {
            Ok(next) => pos = next,
            Err(_) => break,
        }
        record.plies += 1;
    }
    record.last = pos.to_string();
    record.a_won = match pos.outcome(&cfg.rules) {
        Outcome::Win { player, .. } => Some((player == 0) == a_first),
        _ => None,
    };
    record
}

/// Play the whole match, one game after another.
#[must_use]
pub fn run_match(cfg: &MatchConfig, mut each: impl FnMut(usize, &GameRecord)) -> MatchReport {
    let mut report = MatchReport::default();
    for i in 0..cfg.games {
        let g = play_game(cfg, i);
        each(i, &g);
        match g.a_won {
            Some(true) => report.a_wins += 1,
            Some(false) => report.b_wins += 1,
            None => report.draws += 1,
        }
        report.a_times.extend(g.a_times);
        report.b_times.extend(g.b_times);
        report.lengths.push(g.plies);
    }
    report
}
