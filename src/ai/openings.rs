//! A suite of opening positions for `hopcard match --openings FILE`, so a
//! match can play every opening twice with the colours swapped instead of
//! depending on a few random first plies.
//!
//! The file is RON: a list of positions in the engine's notation, e.g.
//! `["red=... blue=... turn=red", ...]`. `assets/openings.ron` is the suite
//! the recorded matches use; [`generate`] wrote it.

use super::Rng;
use super::eval::{Eval, ordered_moves};
use crate::rules::{Position, Proposal, RuleSet};
use std::collections::HashSet;
use std::fmt;
use std::path::Path;

/// The largest opening suite read (the shipped one is a few KiB).
pub const MAX_SUITE_BYTES: u64 = 1024 * 1024;

/// Why an opening suite could not be used.
#[derive(Debug)]
pub enum OpeningsError {
    /// The file could not be read, or is no regular file of at most
    /// [`MAX_SUITE_BYTES`] (a pipe or a device is never read).
    Read(crate::fsio::ReadError),
    /// The file is not a RON list of positions.
    Syntax(String),
    /// The file lists no position.
    Empty,
    /// A position is already over under the match's rules.
    Finished { index: usize },
    /// The positions do not all seat the same number of players.
    Players {
        index: usize,
        found: usize,
        expected: usize,
    },
}

impl fmt::Display for OpeningsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpeningsError::Read(e) => write!(f, "the opening suite {e}"),
            OpeningsError::Syntax(e) => {
                write!(f, "the opening suite is not a list of positions: {e}")
            }
            OpeningsError::Empty => f.write_str("the opening suite lists no position"),
            OpeningsError::Finished { index } => {
                write!(f, "opening {} is already over", index + 1)
            }
            OpeningsError::Players {
                index,
                found,
                expected,
            } => write!(
                f,
                "opening {} seats {found} players, the match {expected}",
                index + 1
            ),
        }
    }
}

impl std::error::Error for OpeningsError {}

/// Read a suite and check it against the match: every position still being
/// played under `rules`, each with `players` seats.
///
/// # Errors
/// [`OpeningsError`] when the file cannot be read or parsed, lists nothing,
/// or holds a finished position or one with another number of players.
pub fn load(path: &Path, rules: &RuleSet, players: usize) -> Result<Vec<Position>, OpeningsError> {
    let bytes = crate::fsio::read_capped(path, MAX_SUITE_BYTES).map_err(OpeningsError::Read)?;
    let text = String::from_utf8(bytes)
        .map_err(|_| OpeningsError::Syntax("it is not UTF-8 text".into()))?;
    let suite: Vec<Position> =
        ron::from_str(&text).map_err(|e| OpeningsError::Syntax(crate::quote::ron_problem(&e)))?;
    if suite.is_empty() {
        return Err(OpeningsError::Empty);
    }
    for (index, pos) in suite.iter().enumerate() {
        if pos.seats().len() != players {
            return Err(OpeningsError::Players {
                index,
                found: pos.seats().len(),
                expected: players,
            });
        }
        if pos.outcome(rules).is_over() {
            return Err(OpeningsError::Finished { index });
        }
    }
    Ok(suite)
}

/// `count` distinct two-player openings: from the card start, `plies`
/// moves each picked at random among the mover's six most forward moves
/// (a person's first moves go forward, unlike uniformly random ones), with
/// the generator's own rule so that retuning a level does not change it.
#[must_use]
pub fn generate(count: usize, plies: usize, seed: u64) -> Vec<Position> {
    let rules = RuleSet::default();
    let mut rng = Rng::new(seed);
    let mut suite = Vec::with_capacity(count);
    let mut keys = HashSet::new();
    // Bounded: duplicates are skipped, but never looked for for ever.
    for _ in 0..count * 20 {
        if suite.len() == count {
            break;
        }
        let mut pos = Position::card_start();
        for _ in 0..plies {
            let frame = pos.frame(&rules);
            let eval = Eval::new(&pos, &rules);
            let moves = ordered_moves(&frame, pos.core(), &eval, pos.turn());
            if moves.is_empty() {
                break;
            }
            let (s, l) = moves[rng.below(moves.len().min(6))];
            let Some(route) = pos.routes_from(&rules, s).route_to(l) else {
                break;
            };
            let Ok(next) = pos.play(&rules, &Proposal::Route(route)) else {
                break;
            };
            pos = next;
        }
        if keys.insert(super::position_key(pos.core())) {
            suite.push(pos);
        }
    }
    suite
}

/// The suite as the file holds it: one position a line.
#[must_use]
pub fn to_ron(suite: &[Position]) -> String {
    let mut text = String::from(
        "// Opening positions for `hopcard match --openings`: each is played\n\
         // twice, with the colours swapped. Written by ai::openings::generate\n\
         // (the ignored test write_opening_suite in tests/it/ai_openings.rs).\n[\n",
    );
    for pos in suite {
        text.push_str(&format!("    {:?},\n", pos.to_string()));
    }
    text.push_str("]\n");
    text
}
