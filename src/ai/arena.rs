//! Engine against engine: the `hopcard match` command's games and figures.

use super::eval::Eval;
use super::{Level, Request, Rng, choose, position_key};
use crate::rules::{Outcome, Position, Proposal, RuleSet};
use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Who plays a side of a match: a computer level, or one of two test players
/// that only `hopcard match` offers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Player {
    Computer(Level),
    /// Any legal move, uniformly at random: the floor for the easy level.
    Random,
    /// Greedy, but keeps one piece in an opponent's destination as long as
    /// it legally can: the opponent has to go round it or swap with it.
    Spoiler,
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Computer(level) => write!(f, "{level}"),
            Player::Random => f.write_str("random"),
            Player::Spoiler => f.write_str("spoiler"),
        }
    }
}

/// A player name that is neither a level nor `random` or `spoiler`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayerError {
    pub given: String,
}

impl fmt::Display for PlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown player {:?}: expected greedy, easy, medium, strong, random or spoiler",
            self.given
        )
    }
}

impl std::error::Error for PlayerError {}

impl FromStr for Player {
    type Err = PlayerError;

    fn from_str(s: &str) -> Result<Player, PlayerError> {
        match s.to_ascii_lowercase().as_str() {
            "random" => Ok(Player::Random),
            "spoiler" => Ok(Player::Spoiler),
            _ => s.parse().map(Player::Computer).map_err(|_| PlayerError {
                given: s.to_string(),
            }),
        }
    }
}

/// A match between two sides.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub a: Player,
    /// Side b: who plays each seat but a's, in seat order from the seat
    /// after a's round the table; a shorter list repeats (one entry: every
    /// other seat the same).
    pub b: Vec<Player>,
    pub games: usize,
    /// The index of the first game played (0: from the start). Game `i`
    /// always plays the same, so a long match can be split into parts run
    /// side by side whose games together are the whole match's.
    pub first: usize,
    pub seed: u64,
    pub rules: RuleSet,
    /// A game still running after this many plies is stopped and counted as capped.
    pub max_plies: usize,
    /// Thinking time per move for both sides (`None`: each level's own budget).
    pub time: Option<Duration>,
    /// Players at the table (2, 3, 4 or 6): side a takes one seat, which
    /// moves round from game to game, and side b every other seat
    /// ([`MatchConfig::b_at`]).
    pub players: usize,
    /// Opening positions (see [`super::openings`]): game `i` starts from
    /// opening `i / players`, once with side a at each seat. Empty: every
    /// game starts from the start with 2-4 random plies.
    pub openings: Vec<Position>,
}

impl MatchConfig {
    /// Who of side b plays `seat` when side a sits at `a_seat`.
    #[must_use]
    pub fn b_at(&self, seat: usize, a_seat: usize) -> Player {
        let players = self.players.clamp(2, COLOURS.len());
        // 0 for the seat after a's, and so on round the table.
        let after_a = (seat + players - a_seat - 1) % players;
        match self.b.len() {
            0 => Player::Computer(Level::Greedy),
            n => self.b[after_a % n],
        }
    }
}

/// Side b from the command line: one player for every seat but a's, or a
/// comma-separated list, one per seat from the one after a's.
///
/// # Errors
/// [`PlayerError`] naming the first entry that is not a player.
pub fn parse_side(given: &str) -> Result<Vec<Player>, PlayerError> {
    given.split(',').map(|p| p.trim().parse()).collect()
}

/// One finished game.
#[derive(Clone, Debug, Default)]
pub struct GameRecord {
    /// `Some(true)` when side a won, `Some(false)` when b won, `None` otherwise.
    pub a_won: Option<bool>,
    /// Stopped at the ply cap while still being played.
    pub capped: bool,
    pub plies: usize,
    pub a_times: Vec<Duration>,
    pub b_times: Vec<Duration>,
    /// The position the game ended in.
    pub last: String,
    /// The position [`GameRecord::LOOK_BACK`] plies before the end (or the
    /// first one of a shorter game): where a lost race can be studied.
    pub before_end: String,
}

impl GameRecord {
    /// How far back [`GameRecord::before_end`] is taken.
    pub const LOOK_BACK: usize = 12;
}

impl GameRecord {
    /// `a wins`, `b wins`, `draw` (by the rules) or `capped`.
    #[must_use]
    pub fn result(&self) -> &'static str {
        match (self.a_won, self.capped) {
            (Some(true), _) => "a wins",
            (Some(false), _) => "b wins",
            (None, true) => "capped",
            (None, false) => "draw",
        }
    }
}

/// The figures of a match.
#[derive(Clone, Debug, Default)]
pub struct MatchReport {
    pub a_wins: usize,
    pub b_wins: usize,
    /// Games the rules drew (a full round of passes).
    pub draws: usize,
    /// Games stopped at the ply cap.
    pub capped: usize,
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
        writeln!(f, "capped: {}", self.capped)?;
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

/// The order colours take seats as a table fills (names from the colour table).
const COLOURS: [&str; 6] = [
    crate::colour::KNOWN[0].name,
    crate::colour::KNOWN[2].name,
    crate::colour::KNOWN[1].name,
    crate::colour::KNOWN[7].name,
    crate::colour::KNOWN[6].name,
    crate::colour::KNOWN[3].name,
];

/// The move of a test player, or of the computer.
fn decide(
    player: Player,
    pos: &Position,
    rules: &RuleSet,
    req: &Request<'_>,
    rng: &mut Rng,
) -> Option<Proposal> {
    match player {
        Player::Computer(level) => {
            choose(pos, rules, &Request { level, ..*req }).map(|c| c.proposal)
        }
        Player::Random => {
            let moves = pos.legal_moves(rules);
            Some(if moves.is_empty() {
                Proposal::Pass
            } else {
                Proposal::Route(moves[rng.below(moves.len())].route.clone())
            })
        }
        Player::Spoiler => {
            let moves = pos.legal_moves(rules);
            if moves.is_empty() {
                return Some(Proposal::Pass);
            }
            let me = pos.turn();
            let eval = Eval::new(pos, rules);
            let theirs = pos
                .seats()
                .iter()
                .enumerate()
                .filter(|&(q, _)| q != me)
                .fold(0u128, |m, (_, s)| m | s.destination().holes());
            let core = *pos.core();
            let keeps = |m: &crate::rules::Move| {
                core.after_move(me, m.start(), m.landing()).pieces[me] & theirs != 0
            };
            let keeping = moves.iter().any(keeps);
            moves
                .iter()
                .filter(|m| !keeping || keeps(m))
                .min_by_key(|m| eval.travel(&core.after_move(me, m.start(), m.landing()), me))
                .map(|m| Proposal::Route(m.route.clone()))
        }
    }
}

/// Who plays each of `players` seats when side a sits at `a_seat`, as the
/// computer at a seat knows its table: a level, or `None` for the random
/// and spoiler players.
fn seat_levels(cfg: &MatchConfig, a_seat: usize, players: usize) -> Vec<Option<Level>> {
    (0..players)
        .map(|q| {
            let player = if q == a_seat {
                cfg.a
            } else {
                cfg.b_at(q, a_seat)
            };
            match player {
                Player::Computer(level) => Some(level),
                Player::Random | Player::Spoiler => None,
            }
        })
        .collect()
}

/// Play game `index` of a match: a's seat moves round the table, a few
/// seeded random opening plies make every game different.
#[must_use]
pub fn play_game(cfg: &MatchConfig, index: usize) -> GameRecord {
    let mut rng = Rng::new(cfg.seed.wrapping_add(index as u64 * 0x1000_0001));
    let players = cfg.players.clamp(2, COLOURS.len());
    let a_seat = index % players;
    let suite = &cfg.openings;
    let mut pos = if suite.is_empty() {
        Position::start(&COLOURS[..players]).unwrap_or_else(Position::card_start)
    } else {
        suite[(index / players) % suite.len()].clone()
    };
    let mut seen = HashSet::new();
    let stop = AtomicBool::new(false);
    let mut record = GameRecord::default();
    let levels = seat_levels(cfg, a_seat, players);
    let mut trail = std::collections::VecDeque::with_capacity(GameRecord::LOOK_BACK + 1);
    // An opening from the suite is varied already: no random plies then.
    let opening = if suite.is_empty() {
        2 + rng.below(3)
    } else {
        0
    };
    while record.plies < cfg.max_plies {
        if pos.outcome(&cfg.rules).is_over() {
            break;
        }
        seen.insert(position_key(pos.core()));
        trail.push_back(pos.to_string());
        if trail.len() > GameRecord::LOOK_BACK {
            trail.pop_front();
        }
        let a_to_move = pos.turn() == a_seat;
        let proposal = if record.plies < opening {
            decide(
                Player::Random,
                &pos,
                &cfg.rules,
                &Request {
                    level: Level::Greedy,
                    time: None,
                    seen: &seen,
                    stop: &stop,
                    seed: 0,
                    thinkers: 0,
                    seats: &[],
                },
                &mut rng,
            )
        } else {
            let player = if a_to_move {
                cfg.a
            } else {
                cfg.b_at(pos.turn(), a_seat)
            };
            let clock = Instant::now();
            let req = Request {
                level: Level::Greedy,
                time: cfg.time,
                seen: &seen,
                stop: &stop,
                seed: rng.next_u64(),
                thinkers: super::thinking_seats(&levels, pos.turn()),
                seats: &levels,
            };
            let proposal = decide(player, &pos, &cfg.rules, &req, &mut rng);
            let spent = clock.elapsed();
            if a_to_move {
                record.a_times.push(spent);
            } else {
                record.b_times.push(spent);
            }
            proposal
        };
        let Some(proposal) = proposal else {
            break;
        };
        match pos.play(&cfg.rules, &proposal) {
            Ok(next) => pos = next,
            Err(_) => break,
        }
        record.plies += 1;
    }
    record.last = pos.to_string();
    record.before_end = trail.pop_front().unwrap_or_else(|| record.last.clone());
    let outcome = pos.outcome(&cfg.rules);
    record.a_won = match outcome {
        Outcome::Win { player, .. } => Some(player == a_seat),
        _ => None,
    };
    record.capped = !outcome.is_over();
    record
}

/// Play the whole match, one game after another.
#[must_use]
pub fn run_match(cfg: &MatchConfig, mut each: impl FnMut(usize, &GameRecord)) -> MatchReport {
    let mut report = MatchReport::default();
    for i in cfg.first..cfg.first.saturating_add(cfg.games) {
        let g = play_game(cfg, i);
        each(i, &g);
        match (g.a_won, g.capped) {
            (Some(true), _) => report.a_wins += 1,
            (Some(false), _) => report.b_wins += 1,
            (None, true) => report.capped += 1,
            (None, false) => report.draws += 1,
        }
        report.a_times.extend(g.a_times);
        report.b_times.extend(g.b_times);
        report.lengths.push(g.plies);
    }
    report
}

#[cfg(test)]
mod tests {
    use super::{Level, MatchConfig, Player, parse_side};

    fn table(b: &str, players: usize) -> MatchConfig {
        MatchConfig {
            a: Player::Computer(Level::Strong),
            b: parse_side(b).expect("players"),
            games: 1,
            first: 0,
            seed: 1,
            rules: crate::rules::RuleSet::default(),
            max_plies: 10,
            time: None,
            players,
            openings: Vec::new(),
        }
    }

    /// One level sits at every seat but a's; a list takes the seats from
    /// the one after a's, round the table, and repeats when shorter.
    #[test]
    fn side_b_is_one_level_or_a_list_round_the_table() {
        let medium = Player::Computer(Level::Medium);
        let greedy = Player::Computer(Level::Greedy);
        let one = table("medium", 6);
        assert!((0..6).filter(|&s| s != 2).all(|s| one.b_at(s, 2) == medium));
        let list = table("medium, greedy", 4);
        // a at seat 1: seats 2, 3, 0 get medium, greedy, medium.
        assert_eq!([2, 3, 0].map(|s| list.b_at(s, 1)), [medium, greedy, medium]);
        assert_eq!(
            parse_side("medium,strongest").map_err(|e| e.given),
            Err("strongest".to_string())
        );
    }
}
