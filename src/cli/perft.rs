//! `hopcard perft`: the count split by root move, so that `--divide` can print
//! each root move's share, progress can be shown on stderr past a second, and
//! Ctrl-C stops with a message instead of mid-line.

use crate::lang::t;
use crate::rules::{Core, Frame, Position, RuleSet};
use std::fmt;
use std::io::{IsTerminal as _, Write as _};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Once};
use std::time::{Duration, Instant};

/// The deepest perft accepted. From the start depth 7 takes 6 s and each ply
/// costs about 20 times the one before (docs/performance.md), so 10 is hours:
/// deep enough for any comparison, and it still ends.
pub(super) const MAX_DEPTH: u32 = 10;

/// Progress shows only once a count has run this long.
const QUIET_FOR: Duration = Duration::from_secs(1);

/// How a subtree is counted: `rules::perft::perft` (with its table),
/// `rules::perft::perft_no_table` (no table) or `rules::perft::perft_bulk`
/// (the generator alone).
pub(super) type Count = fn(&Frame, &Core, u32) -> u64;

/// One root move's share of the count ("pass" when the only move is a pass).
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Share {
    pub route: String,
    pub count: u64,
}

/// A depth beyond [`MAX_DEPTH`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct TooDeep(pub u32);

impl fmt::Display for TooDeep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!("cli-perft-too-deep", depth = self.0, max = MAX_DEPTH))
    }
}

impl std::error::Error for TooDeep {}

/// How far a count has got: root moves done of all root moves.
#[derive(Default, Debug)]
pub(super) struct Progress {
    pub done: AtomicU64,
    pub total: AtomicU64,
}

impl Progress {
    #[must_use]
    pub(super) const fn new() -> Progress {
        Progress {
            done: AtomicU64::new(0),
            total: AtomicU64::new(0),
        }
    }
}

/// Count the move sequences of `depth` plies from `pos`, one root move at a
/// time; returns the shares in the engine's move order (empty when `depth` is
/// 0 or the game is over) and the total.
///
/// # Errors
/// [`TooDeep`] past [`MAX_DEPTH`].
pub(super) fn divide(
    pos: &Position,
    rules: &RuleSet,
    depth: u32,
    progress: &Progress,
    perft: Count,
) -> Result<(Vec<Share>, u64), TooDeep> {
    if depth > MAX_DEPTH {
        return Err(TooDeep(depth));
    }
    let frame = pos.frame(rules);
    let core = pos.core();
    if depth == 0 {
        return Ok((Vec::new(), 1));
    }
    if frame.outcome(core).is_over() {
        return Ok((Vec::new(), 0));
    }
    let moves = pos.legal_moves(rules);
    let mut shares = Vec::with_capacity(moves.len().max(1));
    if moves.is_empty() {
        progress.total.store(1, Ordering::Relaxed);
        let count = perft(&frame, &core.after_pass(), depth - 1);
        shares.push(Share {
            route: "pass".to_owned(),
            count,
        });
    } else {
        progress.total.store(moves.len() as u64, Ordering::Relaxed);
        for m in moves {
            let next = core.after_move(pos.turn(), m.start(), m.landing());
            let count = perft(&frame, &next, depth - 1);
            shares.push(Share {
                route: m.route.to_string(),
                count,
            });
            progress.done.fetch_add(1, Ordering::Relaxed);
        }
    }
    let total = shares.iter().map(|s| s.count).sum();
    Ok((shares, total))
}

/// The progress line: "perft 7: 5 of 14 root moves, 12 s", or "perft 7:
/// 12 s" for a whole count (no root moves to count off).
#[must_use]
pub(super) fn progress_line(depth: u32, done: u64, total: u64, elapsed: Duration) -> String {
    let secs = elapsed.as_secs();
    if total == 0 {
        t!("cli-perft-progress", depth = depth, secs = secs)
    } else {
        t!(
            "cli-perft-progress-moves",
            depth = depth,
            done = done,
            total = total,
            secs = secs
        )
    }
}

/// Count with progress on stderr past a second and Ctrl-C stopping the
/// process with a message (exit 130) instead of mid-count. With `divide`
/// the shares are counted one root move at a time; without, the count is
/// one call, so the engine's table is shared by every root move (the split
/// count is slower: docs/performance.md).
///
/// # Errors
/// [`TooDeep`] past [`MAX_DEPTH`].
pub(super) fn run(
    pos: &Position,
    rules: &RuleSet,
    depth: u32,
    divide: bool,
    perft: Count,
) -> Result<(Vec<Share>, u64), TooDeep> {
    if depth > MAX_DEPTH {
        return Err(TooDeep(depth));
    }
    CURRENT.done.store(0, Ordering::Relaxed);
    CURRENT.total.store(0, Ordering::Relaxed);
    CURRENT_SECS.store(0, Ordering::Relaxed);
    TERMINAL.store(std::io::stderr().is_terminal(), Ordering::Relaxed);
    on_interrupt(depth);
    let finished = Arc::new(AtomicBool::new(false));
    let ticker = {
        let finished = Arc::clone(&finished);
        std::thread::spawn(move || tick(depth, &CURRENT, &finished))
    };
    let result = if divide {
        self::divide(pos, rules, depth, &CURRENT, perft)
    } else {
        Ok((Vec::new(), perft(&pos.frame(rules), pos.core(), depth)))
    };
    finished.store(true, Ordering::Relaxed);
    ticker.thread().unpark();
    let _ = ticker.join();
    result
}

/// Print progress once the count has run for [`QUIET_FOR`]: every second
/// over one line on a terminal, elsewhere a line every ten seconds.
fn tick(depth: u32, progress: &Progress, finished: &AtomicBool) {
    let start = Instant::now();
    let terminal = std::io::stderr().is_terminal();
    let every = if terminal { 1 } else { 10 };
    let mut next = QUIET_FOR;
    let mut shown = false;
    loop {
        let now = start.elapsed();
        if now < next {
            std::thread::park_timeout(next - now);
        }
        if finished.load(Ordering::Relaxed) {
            break;
        }
        if start.elapsed() < next {
            continue;
        }
        let secs = start.elapsed().as_secs();
        CURRENT_SECS.store(secs, Ordering::Relaxed);
        next += Duration::from_secs(1);
        if !terminal && secs % every != 1 % every {
            continue;
        }
        let line = progress_line(
            depth,
            progress.done.load(Ordering::Relaxed),
            progress.total.load(Ordering::Relaxed),
            start.elapsed(),
        );
        let mut err = std::io::stderr().lock();
        let _ = if terminal {
            write!(err, "\r{line}\x1b[K")
        } else {
            writeln!(err, "{line}")
        };
        let _ = err.flush();
        shown = true;
    }
    if shown && terminal {
        let _ = write!(std::io::stderr(), "\r\x1b[K");
    }
}

static HANDLER: Once = Once::new();
/// The count in progress, where the Ctrl-C handler (process-wide) can read it.
static CURRENT: Progress = Progress::new();
static CURRENT_DEPTH: AtomicU32 = AtomicU32::new(0);
/// Whole seconds the count has run, as the ticker last saw.
static CURRENT_SECS: AtomicU64 = AtomicU64::new(0);
/// Whether stderr is a terminal (the line to overwrite is only there).
static TERMINAL: AtomicBool = AtomicBool::new(false);

/// Ctrl-C during a count: say how far it got and exit 130 (the shell's code
/// for an interrupt).
fn on_interrupt(depth: u32) {
    CURRENT_DEPTH.store(depth, Ordering::Relaxed);
    HANDLER.call_once(|| {
        // Without a handler (another one is set, or no signals) Ctrl-C ends
        // the process the default way: still safe, perft writes nothing
        // until it is done.
        let _ = ctrlc::set_handler(|| {
            let line = progress_line(
                CURRENT_DEPTH.load(Ordering::Relaxed),
                CURRENT.done.load(Ordering::Relaxed),
                CURRENT.total.load(Ordering::Relaxed),
                Duration::from_secs(CURRENT_SECS.load(Ordering::Relaxed)),
            );
            let line = t!("cli-perft-interrupted", progress = line);
            let _ = writeln!(std::io::stderr(), "\rhopcard: {line}\x1b[K");
            std::process::exit(130);
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::perft::{perft, perft_no_table};

    #[test]
    fn divide_of_the_start_sums_to_the_count() {
        let rules = RuleSet::default();
        let start = Position::card_start();
        let progress = Progress::default();
        let (shares, total) = divide(&start, &rules, 2, &progress, perft).expect("depth 2");
        assert_eq!(shares.len(), 14);
        assert!(shares.iter().all(|s| s.count == 14), "{shares:?}");
        assert_eq!(total, 196);
        assert_eq!(progress.done.load(Ordering::Relaxed), 14);
        for depth in 0..=4 {
            let (_, total) = divide(&start, &rules, depth, &progress, perft).expect("depth");
            let (_, alone) =
                divide(&start, &rules, depth, &progress, perft_no_table).expect("depth");
            assert_eq!(alone, total, "the generator alone agrees at depth {depth}");
            assert_eq!(
                total,
                perft(&start.frame(&rules), start.core(), depth),
                "{depth}"
            );
        }
    }

    #[test]
    fn too_deep_is_refused_before_counting() {
        let progress = Progress::default();
        let err = divide(
            &Position::card_start(),
            &RuleSet::default(),
            MAX_DEPTH + 1,
            &progress,
            perft,
        )
        .unwrap_err();
        assert_eq!(err.to_string(), "perft depth 11 is too deep: at most 10");
        assert_eq!(progress.total.load(Ordering::Relaxed), 0);
    }

    #[test]
    fn progress_line_names_depth_moves_and_time() {
        assert_eq!(
            progress_line(7, 5, 14, Duration::from_millis(12_400)),
            "perft 7: 5 of 14 root moves, 12 s"
        );
        assert_eq!(
            progress_line(7, 0, 0, Duration::from_millis(3_900)),
            "perft 7: 3 s"
        );
    }
}
