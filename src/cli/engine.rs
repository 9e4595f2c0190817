//! The engine's subcommands: `moves`, `check`, `play`, `status`, `perft`,
//! `best` and `match`, one function each.

use super::{CliError, Output, RuleFlags, input, perft as counting};
use crate::ai::arena::{GameRecord, MatchConfig, Player};
use crate::ai::{Level, Request};
use crate::card::PLAYER_COUNTS;
use crate::rules::{Position, Proposal, RuleSet};
use std::collections::HashSet;
use std::path::Path;
use std::time::Duration;

fn parse_position(words: &[String]) -> Result<Position, CliError> {
    Ok(words.join(" ").parse::<Position>()?)
}

/// The position words, then the route as the last word.
fn split_route(args: &[String]) -> Result<(Position, Proposal), CliError> {
    let (route, position) = args.split_last().ok_or(CliError::MissingRoute)?;
    Ok((parse_position(position)?, route.parse::<Proposal>()?))
}

/// `moves`: every distinct legal move, one route per line ("pass" if none).
pub(super) fn moves(flags: &RuleFlags, position: &[String]) -> Result<Output, CliError> {
    let rules = flags.rule_set()?;
    let pos = parse_position(position)?;
    let mut text = String::new();
    if !pos.outcome(&rules).is_over() {
        let moves = pos.legal_moves(&rules);
        if moves.is_empty() {
            text.push_str("pass\n");
        }
        for m in moves {
            text.push_str(&m.to_string());
            text.push('\n');
        }
    }
    Ok(Output::ok(text))
}

/// `check`: the verdict; exit 1 when it is illegal.
pub(super) fn check(flags: &RuleFlags, args: &[String]) -> Result<Output, CliError> {
    let rules = flags.rule_set()?;
    let (pos, proposal) = split_route(args)?;
    let verdict = pos.check(&rules, &proposal);
    Ok(Output {
        stdout: format!("{verdict}\n"),
        stderr: String::new(),
        code: i32::from(!verdict.is_legal()),
    })
}

/// `play`: the position after the route and its status; a refusal exits 1.
pub(super) fn play(flags: &RuleFlags, args: &[String]) -> Result<Output, CliError> {
    let rules = flags.rule_set()?;
    let (pos, proposal) = split_route(args)?;
    Ok(match pos.play(&rules, &proposal) {
        Ok(next) => {
            let status = next.outcome(&rules).status_line(&next);
            Output::ok(format!("{next}\n{status}\n"))
        }
        Err(refusal) => Output {
            stdout: String::new(),
            stderr: format!("{refusal}\n"),
            code: 1,
        },
    })
}

/// `status`: "playing", "win COLOUR" or "draw".
pub(super) fn status(flags: &RuleFlags, position: &[String]) -> Result<Output, CliError> {
    let rules = flags.rule_set()?;
    let pos = parse_position(position)?;
    Ok(Output::ok(format!(
        "{}\n",
        pos.outcome(&rules).status_line(&pos)
    )))
}

/// The flags of `perft` besides the rules.
pub(super) struct PerftFlags<'a> {
    pub position: Option<&'a str>,
    pub divide: bool,
    pub no_table: bool,
    pub plain: bool,
    pub depth: u32,
}

/// `perft`: the count, split by root move with `divide`.
pub(super) fn perft(flags: &RuleFlags, p: &PerftFlags<'_>) -> Result<Output, CliError> {
    let rules = flags.rule_set()?;
    let pos = match p.position {
        Some(text) => text.parse::<Position>()?,
        None => Position::card_start(),
    };
    let count: counting::Count = if p.plain {
        crate::rules::perft::perft_bulk
    } else if p.no_table {
        crate::rules::perft::perft_no_table
    } else {
        crate::rules::perft::perft
    };
    let (shares, total) = counting::run(&pos, &rules, p.depth, p.divide, count)?;
    let mut text = String::new();
    if p.divide {
        for share in shares {
            text.push_str(&format!("{} {}\n", share.route, share.count));
        }
        text.push('\n');
    }
    text.push_str(&format!("{total}\n"));
    Ok(Output::ok(text))
}

/// A computer level from its name.
fn level(name: &str) -> Result<Level, CliError> {
    name.parse()
        .map_err(|_: crate::seat::LevelError| CliError::Level(name.to_string()))
}

/// The position of a saved game, its rules, and every position it passed
/// through (so the computer does not repeat them).
fn saved_game(path: &Path) -> Result<(Position, RuleSet, HashSet<u64>), CliError> {
    input::check(path, input::Expected::GameFile)?;
    let file = crate::storage::load_game(path)?;
    let g = &file.game;
    let seen = g
        .plies()
        .iter()
        .map(|p| crate::ai::position_key(p.before.core()))
        .chain(std::iter::once(crate::ai::position_key(
            g.position().core(),
        )))
        .collect();
    Ok((g.position().clone(), *g.rules(), seen))
}

/// `best`: the computer's route for the position (or the saved game's).
pub(super) fn best(
    flags: &RuleFlags,
    position: &[String],
    game: Option<&Path>,
    level_name: &str,
    ms: Option<u64>,
) -> Result<Output, CliError> {
    let level = level(level_name)?;
    let (pos, rules, seen) = match game {
        Some(path) => saved_game(path)?,
        None => (parse_position(position)?, flags.rule_set()?, HashSet::new()),
    };
    let stop = std::sync::atomic::AtomicBool::new(false);
    let req = Request {
        level,
        time: ms.map(Duration::from_millis),
        seen: &seen,
        stop: &stop,
        seed: 1,
        thinkers: 0,
        seats: &[],
    };
    Ok(Output::ok(match crate::ai::choose(&pos, &rules, &req) {
        Some(choice) => format!("{}\n", choice.proposal),
        None => String::new(),
    }))
}

/// The flags of `match` besides the rules.
pub(super) struct MatchFlags<'a> {
    pub a: &'a str,
    pub b: &'a str,
    pub games: usize,
    /// The index of the first game (0 for game 1).
    pub first: usize,
    pub seed: u64,
    pub max_plies: usize,
    pub ms: Option<u64>,
    pub players: usize,
    pub openings: Option<&'a Path>,
    pub verbose: bool,
}

/// `match`: the computer against itself; the score and timings.
pub(super) fn play_match(flags: &RuleFlags, m: &MatchFlags<'_>) -> Result<Output, CliError> {
    if !PLAYER_COUNTS.contains(&m.players) {
        return Err(CliError::Table(m.players));
    }
    let rules = flags.rule_set()?;
    let openings = match m.openings {
        Some(path) => crate::ai::openings::load(path, &rules, m.players).map_err(|error| {
            CliError::Openings {
                path: path.to_path_buf(),
                error,
            }
        })?,
        None => Vec::new(),
    };
    let cfg = MatchConfig {
        a: m.a.parse::<Player>()?,
        b: crate::ai::arena::parse_side(m.b)?,
        games: m.games,
        first: m.first,
        seed: m.seed,
        rules,
        max_plies: m.max_plies,
        time: m.ms.map(Duration::from_millis),
        players: m.players,
        openings,
    };
    let report = crate::ai::arena::run_match(&cfg, |i, g| {
        if m.verbose {
            let result = g.result();
            super::warn(&crate::lang::t!(
                "cli-match-game",
                number = i + 1,
                result = result.to_string(),
                plies = g.plies,
                last = g.last.to_string(),
                back = GameRecord::LOOK_BACK,
                before = g.before_end.to_string()
            ));
        }
    });
    Ok(Output::ok(format!("{report}\n")))
}
